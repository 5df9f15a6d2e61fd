import TableMockScene

/// A row swiped open by its swipe actions, and the controls a row's content may hold: a
/// text field beside the title (a form row), a slider, and the stepper accessory (in
/// `CellLayout.accessory`). Every size and colour is the theme's.
extension CellLayout {
    /// One button of a row swiped open.
    struct SwipeButton {
        var title: String?
        var role: TextRole
        var image: PlacedImage?
        var imageSize: Size
        var fill: Color
        /// The button's width: its content's plus the padding, at least the theme's minimum.
        var width: Double
        /// The width its content and padding need (an expanded button is wider).
        var natural: Double
    }

    /// The buttons of `actions`, outermost first. Text buttons (UITableViewRowAction) are
    /// their title's width plus the padding each side; from iOS 11 (contextualSwipeActions) an
    /// image sits over a smaller title, and a button is at least the theme's minimum wide.
    static func swipeButtons(_ actions: [SwipeAction], engine: TableLayoutEngine) -> [SwipeButton] {
        let theme = engine.theme
        let contextual = theme[.contextualSwipeActions]
        return actions.map { action in
            let role: TextRole = contextual && action.image != nil ? .swipeActionUnderImage : .swipeAction
            // A template in the title's colour (UIContextualAction's white): a file at its size,
            // at most the theme's; a symbol in a box of the theme's size.
            let most = theme[.swipeActionImageSize]
            var image = contextual ? engine.placedImage(action.image, place: .barButton(size: most, tint: engine.style(role).color)) : nil
            var size = image?.size ?? Size(width: 0, height: 0)
            let longest = max(size.width, size.height)
            if longest > most, let placed = image {
                size = Size(width: size.width * most / longest, height: size.height * most / longest)
                image = placed.resized(to: size)
            }
            let titleWidth = action.title.map { engine.fitter.width($0, engine.style(role).font) } ?? 0
            let natural = max(titleWidth, size.width) + 2 * theme[.swipeActionPadding]
            let fill = action.color.map { $0.resolved(in: theme) }
                ?? (action.style == .destructive ? theme[.swipeActionDestructive] : theme[.swipeActionNormal])
            return SwipeButton(title: action.title, role: role, image: image, imageSize: size, fill: fill,
                               width: max(natural, theme[.swipeActionMinWidth]), natural: natural)
        }
    }

    /// The swipe buttons' parts: full-height buttons from the swiped edge inwards, the
    /// outermost at the edge; an expanded button keeps its title by the content's edge.
    func swipeActionParts(y: Double) -> [LayoutPart] {
        guard let side = row.swiped, !swipeButtons.isEmpty else { return [] }
        let theme = engine.theme
        var parts: [LayoutPart] = []
        var edge = side == .trailing ? rowMaxX : rowMinX
        for button in swipeButtons {
            let x = side == .trailing ? edge - button.width : edge
            edge = side == .trailing ? x : x + button.width
            let f = Rect(x: x, y: y, width: button.width, height: height)
            // Where the title and image sit: the whole button, or by the content's edge when expanded.
            let box = row.expanded
                ? Rect(x: side == .trailing ? f.minX : f.maxX - button.natural, y: f.minY, width: button.natural, height: f.height)
                : f
            let st = engine.style(button.role)
            let m = engine.ctx.measurer.metrics(of: st.font)
            let gap = button.image != nil && button.title != nil ? theme[.swipeActionImageTitleGap] : 0
            let block = (button.image != nil ? button.imageSize.height : 0) + gap + (button.title != nil ? m.lineHeight : 0)
            let top = box.midY - block / 2
            var part = LayoutPart(kind: .swipeAction, frame: f, fill: .solid(button.fill))
            if let title = button.title {
                let w = engine.fitter.width(title, st.font)
                let lineTop = top + (button.image != nil ? button.imageSize.height + gap : 0)
                part.text = TextBlock(lines: [.init(text: title, origin: Point(x: box.midX - w / 2, y: lineTop + m.ascent))],
                                      font: st.font, color: st.color, truncated: false, shadow: st.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil })
            }
            parts.append(part)
            if let image = button.image {
                let s = button.imageSize
                let frame = Rect(x: engine.snap(box.midX - s.width / 2), y: engine.snap(top), width: s.width, height: s.height)
                // The image is a template, drawn in the title's colour (UIContextualAction's white).
                parts.append(image.part(kind: .swipeActionImage, frame: frame, tint: .solid(st.color)))
            }
        }
        return parts
    }

    /// A row holding a text field or a slider: the title on the left (a text field's
    /// starting after the widest title of the section's field rows, so their fields line
    /// up), the field or slider filling the rest; a slider's row may show its value as the
    /// detail at the trailing end.
    func controlRow(in frame: Rect, width: Double) -> [LayoutPart] {
        let theme = engine.theme
        let role: TextRole = row.style == .value1 ? .value1Title
            : row.style == .subtitle ? .subtitleTitle : engine.isGroupedLook ? .groupedCellTitle : .cellTitle
        var parts: [LayoutPart] = []
        var x0 = textX
        if let title = row.title {
            let font = engine.style(role).font
            let column = min(row.field != nil ? fieldTitleColumn(role: role) : engine.fitter.width(title, font), width / 2)
            let lh = engine.lineHeight(role)
            let top = frame.minY + (frame.height - lh) / 2 + theme[.cellLabelOffset]
            let block = engine.textBlock(title, role: role, x: textX, top: top, width: column, maxLines: 1, truncation: row.truncation)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: top, width: column, height: lh), text: block))
            x0 = textX + column + (row.field != nil ? theme[.textFieldGap] : theme[.sliderGap])
        }
        var x1 = textRight
        if row.slider != nil, let detail = row.detail, !detail.isEmpty {
            let ds = engine.style(.value1Detail)
            let dm = engine.ctx.measurer.metrics(of: ds.font)
            let w = min(engine.fitter.width(detail, ds.font), width / 4)
            let top = frame.minY + (frame.height - dm.lineHeight) / 2 + theme[.cellLabelOffset]
            let block = engine.textBlock(detail, role: .value1Detail, x: textRight - w, top: top, width: w, maxLines: 1,
                                         alignment: .right, truncation: row.truncation)
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: textRight - w, y: top, width: w, height: dm.lineHeight), text: block))
            x1 = textRight - w - theme[.sliderDetailGap]
        }
        if let field = row.field {
            let st = engine.style(.textField)
            let lh = engine.lineHeight(.textField)
            let top = frame.minY + (frame.height - lh) / 2 + theme[.cellLabelOffset]
            let typed = field.text ?? ""
            // A secure field shows a bullet for each character typed.
            let shown = typed.isEmpty ? (field.placeholder ?? "") : field.secure ? String(repeating: "•", count: typed.count) : typed
            let w = max(x1 - x0, 0)
            var block = engine.textBlock(shown, role: .textField, x: x0, top: top, width: w, maxLines: 1, truncation: .tail)
            if typed.isEmpty { block.color = theme[.placeholderText] } else { block.color = st.color }
            parts.append(LayoutPart(kind: .textField, frame: Rect(x: x0, y: top, width: w, height: lh), text: block))
        }
        if let slider = row.slider {
            if let placed = engine.placedImage(slider.minimumImage, place: .content) {
                let s = placed.size
                parts.append(placed.part(kind: .image, frame: Rect(x: x0, y: engine.snap(frame.midY - s.height / 2), width: s.width, height: s.height)))
                x0 += s.width + theme[.sliderImageGap]
            }
            if let placed = engine.placedImage(slider.maximumImage, place: .content) {
                let s = placed.size
                parts.append(placed.part(kind: .image, frame: Rect(x: x1 - s.width, y: engine.snap(frame.midY - s.height / 2), width: s.width, height: s.height)))
                x1 -= s.width + theme[.sliderImageGap]
            }
            let d = theme[.sliderThumbDiameter]
            let f = Rect(x: x0, y: frame.midY - d / 2, width: max(x1 - x0, d), height: d)
            parts.append(LayoutPart(kind: .slider, frame: f, glyph: .slider(
                value: slider.value, style: theme.looks.slider, trackHeight: theme[.sliderTrackHeight], trackInset: theme[.sliderTrackInset], thumbDiameter: d,
                minimum: theme[.sliderMinimumTrack], minimumBottom: theme[.sliderMinimumTrackBottom],
                maximum: theme[.sliderMaximumTrack], maximumBorder: theme[.sliderMaximumTrackBorder],
                borderWidth: theme[.sliderTrackBorderWidth], thumb: theme[.sliderThumb], thumbTop: theme[.sliderThumbTop],
                thumbBorder: theme[.sliderThumbBorder], thumbBorderWidth: theme[.sliderThumbBorderWidth],
                thumbShadow: theme[.sliderThumbShadow])))
        }
        return parts
    }

    /// The widest title of the text-field rows near this one in its section (50 rows either
    /// side, so a huge form stays linear), where their fields start.
    func fieldTitleColumn(role: TextRole) -> Double {
        let rows = engine.spec.table.sections[section].rows
        let font = engine.style(role).font
        let range = max(0, index - 50)..<min(rows.count, index + 51)
        return rows[range].filter { $0.field != nil }.compactMap(\.title).map { engine.fitter.width($0, font) }.max() ?? 0
    }
}

extension TableLayoutEngine {
    /// A row title's colour for this era and appearance.
    func resolve(_ color: RowTitleColor) -> Color {
        switch color {
        case .destructive: theme[.destructiveText]
        case .tint: theme[.tint]
        case .secondary: theme[.secondaryLabel]
        case .color(let c): c.resolved(in: theme)
        }
    }
}
