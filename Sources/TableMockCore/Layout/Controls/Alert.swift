import TableMockScene

/// Alerts and action sheets (UIAlertView, UIActionSheet, UIAlertController) in each era's
/// look (`AlertLook`), and an iPad's action sheet as a popover. Every size and colour is
/// the theme's `alerts` group.
extension TableLayoutEngine {
    /// UIKit's order of an alert's buttons: two side by side with the cancel action on the
    /// left (the leading side); stacked otherwise, the cancel action last.
    func orderedActions(_ actions: [AlertActionSpec], sideBySide: Bool) -> [AlertActionSpec] {
        let cancel = actions.filter { $0.style == .cancel }, others = actions.filter { $0.style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    /// Whether an action's title is bold: the preferred action, else (with none preferred)
    /// the cancel action, as UIAlertController draws them.
    func isBold(_ action: AlertActionSpec, in actions: [AlertActionSpec]) -> Bool {
        actions.contains(where: \.preferred) ? action.preferred : action.style == .cancel
    }

    /// The alert panel, centred in `area` (the screen less the status bar and the keyboard).
    func alertItem(_ alert: AlertSpec, in area: Rect) -> LayoutItem {
        let look = theme.looks.alert
        let width = min(theme[.alertWidth], canvasWidth - 2 * theme[.layoutMargin])
        let inset = theme[.alertContentInset]
        let leading = look == .ios26
        var parts: [LayoutPart] = []
        var y = theme[.alertTitleTop]
        let textWidth = width - 2 * inset
        if let title = alert.title, !title.isEmpty {
            let p = wrappedPart(title, role: .alertTitle, kind: .title, x: inset, top: y, width: textWidth, alignment: leading ? .left : .center)
            parts.append(p); y = p.frame.maxY
        }
        if let message = alert.message, !message.isEmpty {
            if !parts.isEmpty { y += theme[.alertTitleMessageGap] }
            let p = wrappedPart(message, role: .alertMessage, kind: .message, x: inset, top: y, width: textWidth, alignment: leading ? .left : .center)
            parts.append(p); y = p.frame.maxY
        }
        for (i, field) in alert.textFields.enumerated() {
            y += i == 0 ? theme[.alertFieldGap] : theme[.alertFieldGap] / 2
            let frame = Rect(x: inset, y: y, width: textWidth, height: theme[.alertFieldHeight])
            parts += alertField(field, frame: frame)
            y = frame.maxY
        }
        y = snap(y + theme[.alertMessageBottom])
        let actions = alert.actions
        let sideBySide = actions.count == 2
        let ordered = orderedActions(actions, sideBySide: sideBySide)
        let bh = buttonHeight(theme[.alertButtonHeight], role: .alertButton)
        switch look {
        case .ios7, .ios13:
            // Flat buttons under a hairline, divided by hairlines (UIAlertController).
            let hair = pixel
            if !ordered.isEmpty { parts.append(rule(x: 0, y: y, width: width, height: hair, color: theme[.alertSeparator])) }
            if sideBySide {
                let half = width / 2
                for (i, action) in ordered.enumerated() {
                    parts.append(alertButton(action, in: actions, frame: Rect(x: Double(i) * half, y: y, width: half, height: bh), element: i))
                }
                parts.append(rule(x: snap(half), y: y, width: hair, height: bh, color: theme[.alertSeparator]))
                y += bh
            } else {
                for (i, action) in ordered.enumerated() {
                    if i > 0 { parts.append(rule(x: 0, y: y, width: width, height: hair, color: theme[.alertSeparator])) }
                    parts.append(alertButton(action, in: actions, frame: Rect(x: 0, y: y, width: width, height: bh), element: i))
                    y += bh
                }
            }
        case .ios2, .ios26:
            // Buttons inset from the panel's edges with gaps between them: the classic
            // gradient buttons, or iOS 26's capsules.
            let bi = theme[.alertButtonInset], gap = theme[.alertButtonGap]
            let inner = width - 2 * bi
            if sideBySide {
                let w = (inner - gap) / 2
                for (i, action) in ordered.enumerated() {
                    parts.append(alertButton(action, in: actions, frame: Rect(x: bi + Double(i) * (w + gap), y: y, width: w, height: bh), element: i))
                }
                y += bh
            } else {
                for (i, action) in ordered.enumerated() {
                    if i > 0 { y += gap }
                    parts.append(alertButton(action, in: actions, frame: Rect(x: bi, y: y, width: inner, height: bh), element: i))
                    y += bh
                }
            }
            y += theme[.alertButtonInset]
        }
        let height = snap(y)
        let x = snap((canvasWidth - width) / 2)
        let top = snap(max(area.minY + theme[.layoutMargin], area.midY - height / 2))
        let frame = Rect(x: x, y: top, width: width, height: height)
        parts = parts.map { $0.translated(dx: x, dy: top) }
        let panel = panelOverMaterial(frame, fill: .gradient(theme[.alertBackground], theme[.alertBackgroundBottom]),
                                      cornerRadius: theme[.alertCornerRadius], radius: theme[.alertBlurRadius],
                                      fallback: theme[.alertMaterialFallbackTint])
        var front = panel.parts
        if look == .ios2 && theme[.alertGloss].alpha > 0 {
            // The glass panel's sheen: a lighter upper band.
            var gloss = LayoutPart(kind: .background, frame: Rect(x: x, y: top, width: width, height: min(height / 2, 44)),
                                   fill: .gradient(theme[.alertGloss], theme[.alertGloss].withAlpha(0)))
            gloss.cornerRadius = 0
            front.append(gloss)
        }
        let border = theme[.alertBorderWidth]
        return LayoutItem(kind: .alert, frame: frame, fill: panel.itemFill,
                          border: border > 0 ? Stroke(color: theme[.alertBorder], width: border) : nil,
                          cornerRadius: theme[.alertCornerRadius], corners: .all, parts: front + parts)
    }

    /// A button's height: the theme's, or taller where Dynamic Type's text needs it.
    func buttonHeight(_ height: Double, role: TextRole) -> Double {
        snap(max(height, lineHeight(role) + 20))
    }

    /// A text field of an alert: its border, its face and its text or placeholder.
    func alertField(_ field: AlertTextFieldSpec, frame: Rect) -> [LayoutPart] {
        let border = LayoutPart(kind: .textField, frame: frame, fill: .solid(theme[.alertFieldBorder]))
        var face = LayoutPart(kind: .background, frame: frame.insetBy(dx: pixel, dy: pixel), fill: .solid(theme[.alertFieldBackground]))
        face.cornerRadius = 0
        let typed = field.text.map { field.secure ? String(repeating: "•", count: min($0.count, 64)) : $0 } ?? ""
        let text = typed.isEmpty ? (field.placeholder ?? "") : typed
        var parts = [border, face]
        if !text.isEmpty {
            let m = ctx.measurer.metrics(of: style(.alertField).font)
            var p = line(text, role: .alertField, kind: typed.isEmpty ? .placeholder : .label, x: frame.minX + 5,
                         baseline: frame.midY - m.lineHeight / 2 + m.ascent, maxWidth: frame.width - 10)
            if typed.isEmpty { p.text?.color = theme[.placeholderText] }
            parts.append(p)
        }
        return parts
    }

    /// One button of an alert: its face (the classic gradients, iOS 26's capsule; none on iOS 7–18)
    /// and its title.
    func alertButton(_ action: AlertActionSpec, in actions: [AlertActionSpec], frame: Rect, element: Int,
                     sheet: Bool = false) -> LayoutPart {
        let look = theme.looks.alert
        let role: TextRole = sheet ? (action.style == .cancel ? .actionSheetCancel : .actionSheetButton)
                                   : (isBold(action, in: actions) ? .alertButtonPreferred : .alertButton)
        var color: Color? = nil
        var fill: Fill? = nil
        switch look {
        case .ios2:
            switch action.style {
            case .destructive:
                fill = .gradient(theme[.alertDestructiveFill], theme[.alertDestructiveFillBottom]); color = theme[.alertDestructiveText]
            case .cancel: fill = .gradient(theme[.alertCancelFill], theme[.alertCancelFillBottom])
            case .default: fill = sheet ? .gradient(theme[.keyFill], theme[.keyFillBottom]) : .gradient(theme[.alertButtonFill], theme[.alertButtonFillBottom])
            }
            if sheet && action.style == .default { color = theme[.keyText] }
        case .ios7, .ios13:
            if action.style == .destructive { color = theme[.alertDestructiveText] }
        case .ios26:
            fill = .solid(action.style == .destructive ? theme[.alertDestructiveFill] : theme[.alertButtonFill])
            if action.style == .destructive { color = theme[.alertDestructiveText] }
        }
        var part = centredLine(action.title, role: role, kind: .action, in: frame.insetBy(dx: 8, dy: 0), color: color)
        part.frame = frame
        if let fill {
            part.glyph = KeyGlyph(fill: fill, shadow: theme[.alertButtonBorder], shadowHeight: look == .ios2 ? 1 : 0,
                                  radius: look == .ios26 ? frame.height / 2 : theme[.alertButtonCornerRadius], label: action.title)
        }
        part.element = element
        return part
    }

    /// An action sheet on a phone: the actions in one panel over the bottom edge and the
    /// cancel action in its own under it (iOS 7 and later), or the classic panel across the
    /// bottom with full-width gradient buttons. `bottom`: the keyboard's or home indicator's top.
    func actionSheetItems(_ sheet: AlertSpec, bottom: Double) -> [LayoutItem] {
        let look = theme.looks.alert
        let margin = theme[.actionSheetMargin]
        let width = min(canvasWidth - 2 * margin, theme[.actionSheetMaxWidth])
        let x = snap((canvasWidth - width) / 2)
        let bh = buttonHeight(theme[.actionSheetButtonHeight], role: .actionSheetButton)
        let pad = theme[.actionSheetHeaderPadding]
        let inset = theme[.alertContentInset]
        let cancel = sheet.actions.filter { $0.style == .cancel }, others = sheet.actions.filter { $0.style != .cancel }
        var parts: [LayoutPart] = []
        var y = 0.0
        func header() {
            guard sheet.title?.isEmpty == false || sheet.message?.isEmpty == false else { return }
            y += pad
            if let title = sheet.title, !title.isEmpty {
                let p = wrappedPart(title, role: .actionSheetTitle, kind: .title, x: inset, top: y, width: width - 2 * inset, alignment: .center)
                parts.append(p); y = p.frame.maxY
            }
            if let message = sheet.message, !message.isEmpty {
                if y > pad { y += theme[.alertTitleMessageGap] }
                let p = wrappedPart(message, role: .actionSheetMessage, kind: .message, x: inset, top: y, width: width - 2 * inset, alignment: .center)
                parts.append(p); y = p.frame.maxY
            }
            y = snap(y + pad)
        }
        switch look {
        case .ios2:
            // One panel across the bottom; buttons inset from its sides with gaps.
            header()
            if parts.isEmpty { y = pad }
            let bi = theme[.actionSheetButtonInset], gap = theme[.alertButtonGap]
            for (i, action) in (others + cancel).enumerated() {
                if i > 0 { y += action.style == .cancel ? theme[.actionSheetCancelGap] : gap }
                parts.append(alertButton(action, in: sheet.actions, frame: Rect(x: bi, y: y, width: width - 2 * bi, height: bh), element: i, sheet: true))
                y += bh
            }
            y = snap(y + pad)
            let top = bottom - y - margin
            let frame = Rect(x: x, y: top, width: width, height: y)
            return [LayoutItem(kind: .actionSheet, frame: frame,
                               fill: .gradient(theme[.actionSheetBackground], theme[.actionSheetBackgroundBottom]),
                               border: theme[.alertBorderWidth] > 0 ? Stroke(color: theme[.alertButtonBorder], width: pixel) : nil,
                               cornerRadius: theme[.actionSheetCornerRadius], corners: .all,
                               parts: parts.map { $0.translated(dx: x, dy: top) })]
        default:
            header()
            for (i, action) in others.enumerated() {
                if i > 0 || !parts.isEmpty { parts.append(rule(x: 0, y: y, width: width, height: pixel, color: theme[.alertSeparator])) }
                parts.append(alertButton(action, in: sheet.actions, frame: Rect(x: 0, y: y, width: width, height: bh), element: i, sheet: true))
                y += bh
            }
            let cancelHeight = cancel.isEmpty ? 0 : bh * Double(cancel.count) + theme[.actionSheetCancelGap]
            let groupTop = snap(bottom - margin - cancelHeight - y)
            let groupFrame = Rect(x: x, y: groupTop, width: width, height: y)
            let panel = panelOverMaterial(groupFrame, fill: .solid(theme[.actionSheetBackground]),
                                          cornerRadius: theme[.actionSheetCornerRadius], radius: theme[.alertBlurRadius],
                                          fallback: theme[.alertMaterialFallbackTint])
            let groupParts = panel.parts + parts.map { $0.translated(dx: x, dy: groupTop) }
            var items: [LayoutItem] = []
            if !others.isEmpty || y > 0 {
                items.append(LayoutItem(kind: .actionSheet, frame: groupFrame, fill: panel.itemFill,
                                        cornerRadius: theme[.actionSheetCornerRadius], corners: .all, parts: groupParts))
            }
            if !cancel.isEmpty {
                let top = snap(bottom - margin - bh * Double(cancel.count))
                let frame = Rect(x: x, y: top, width: width, height: bh * Double(cancel.count))
                let buttons = cancel.enumerated().map { i, action in
                    alertButton(action, in: sheet.actions, frame: Rect(x: x, y: top + Double(i) * bh, width: width, height: bh),
                                element: others.count + i, sheet: true)
                }
                items.append(LayoutItem(kind: .actionSheet, frame: frame, fill: .solid(theme[.alertCancelFill]),
                                        cornerRadius: theme[.actionSheetCornerRadius], corners: .all, parts: buttons))
            }
            return items
        }
    }

    /// An iPad's action sheet: a popover of its actions (the cancel action left out, as
    /// UIKit leaves it out: a tap outside cancels), pointing at a bar button or a row.
    func popoverItems(_ sheet: AlertSpec, in area: Rect, laidOut: [LayoutItem]) -> [LayoutItem] {
        let width = theme[.popoverWidth]
        let arrow = theme[.popoverArrowHeight]
        let bh = buttonHeight(theme[.actionSheetButtonHeight], role: .actionSheetButton)
        let inset = theme[.alertContentInset], pad = theme[.actionSheetHeaderPadding]
        let actions = sheet.actions.filter { $0.style != .cancel }
        var parts: [LayoutPart] = []
        var y = 0.0
        if sheet.title?.isEmpty == false || sheet.message?.isEmpty == false {
            y += pad
            for (text, role, kind) in [(sheet.title, TextRole.actionSheetTitle, PartKind.title), (sheet.message, .actionSheetMessage, .message)] {
                guard let text, !text.isEmpty else { continue }
                let p = wrappedPart(text, role: role, kind: kind, x: inset, top: y, width: width - 2 * inset, alignment: .center)
                parts.append(p); y = p.frame.maxY + theme[.alertTitleMessageGap]
            }
            y = snap(y + pad)
        }
        for (i, action) in actions.enumerated() {
            if i > 0 || y > 0 { parts.append(rule(x: 0, y: y, width: width, height: pixel, color: theme[.alertSeparator])) }
            var button = alertButton(action, in: actions, frame: Rect(x: 0, y: y, width: width, height: bh), element: i, sheet: true)
            if theme.looks.alert == .ios2 { button.glyph = nil }
            parts.append(button)
            y += bh
        }
        let height = snap(y)
        // What it points at: the bar button item, the row, or the middle of the screen.
        var anchor = Rect(x: area.midX, y: area.midY, width: 0, height: 0)
        if case .row(let target)? = sheet.source, let (s, r) = spec.table.resolve(target),
           let cell = laidOut.first(where: { $0.kind == .cell && $0.section == s && $0.row == r }) {
            anchor = cell.frame
        } else {
            var right = true
            if case .barItem(let r, _)? = sheet.source { right = r }
            let buttons = laidOut.filter { $0.kind == .navigationBar }.flatMap(\.parts).filter { $0.kind == .barButton }
            if let b = right ? buttons.max(by: { $0.frame.maxX < $1.frame.maxX }) : buttons.min(by: { $0.frame.minX < $1.frame.minX }) {
                anchor = b.frame
            }
        }
        let below = anchor.maxY + arrow + height <= area.maxY || anchor.minY - arrow - height < area.minY
        let top = snap(below ? anchor.maxY + arrow : anchor.minY - arrow - height)
        let margin = theme[.layoutMargin]
        let x = snap(min(max(anchor.midX - width / 2, margin), canvasWidth - margin - width))
        let frame = Rect(x: x, y: top, width: width, height: height)
        let arrowFrame = Rect(x: anchor.midX - arrow, y: below ? top - arrow : top + height, width: 2 * arrow, height: arrow)
        let panelColor = theme[.alertCancelFill]
        let panel = panelOverMaterial(frame, fill: .solid(panelColor), cornerRadius: theme[.popoverCornerRadius],
                                      radius: theme[.alertBlurRadius], fallback: theme[.alertMaterialFallbackTint])
        let front = panel.parts
        var arrowPart = LayoutPart(kind: .popoverArrow, frame: arrowFrame)
        arrowPart.glyph = PopoverArrowGlyph(color: panelColor, pointsUp: below)
        var shadow = LayoutPart(kind: .shadow, frame: frame)
        shadow.glyph = PanelShadowGlyph(color: theme[.menuShadow], radius: theme[.popoverCornerRadius], drop: 2, spread: 12)
        return [LayoutItem(kind: .popover, frame: frame, parts: [shadow]),
                LayoutItem(kind: .popover, frame: frame, fill: panel.itemFill, cornerRadius: theme[.popoverCornerRadius],
                           corners: .all, parts: front + [arrowPart] + parts.map { $0.translated(dx: x, dy: top) })]
    }
}
