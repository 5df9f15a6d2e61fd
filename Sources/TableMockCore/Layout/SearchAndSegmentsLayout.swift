import TableMockScene

/// Search bars, segmented controls and empty states. Every number is the theme's
/// (`searchBar…`, `searchField…`, `segmented…`, `emptyState…` metrics and roles), each with
/// where it was measured in the theme file.
extension TableLayoutEngine {
    // MARK: Segmented controls

    /// The width a segmented control asks for: equal segments, each as wide as the widest
    /// title plus the theme's padding on both sides (UIKit's default, not apportioned by content).
    func segmentedIntrinsicWidth(_ control: SegmentedSpec) -> Double {
        let widest = control.items.map { max(textWidth($0, role: .segmentTitle), textWidth($0, role: .segmentTitleSelected)) }.max() ?? 0
        return Double(control.items.count) * (widest + 2 * theme[.segmentedSegmentPadding]).rounded(.up)
    }

    /// A segmented control in `frame`: its track (part `segmentedControl`, with the glyph that
    /// draws the outline, the selected segment or thumb and the dividers) and one `segment`
    /// part per title, centred in its segment. `inBar`: in a navigation bar or toolbar, where
    /// the iPhone OS 2–6 control took the bar's button colours (UISegmentedControlStyleBar).
    func segmentedParts(_ control: SegmentedSpec, frame: Rect, inBar: Bool) -> [LayoutPart] {
        let look = theme.looks.segmented
        let barColours: Bool
        switch look {
        case .ios2: barColours = inBar
        case .ios7, .ios13: barColours = false
        }
        let glyph = Glyph.segmentedControl(
            style: look, count: control.items.count, selected: control.selected,
            track: theme[barColours ? .barButtonFill : .segmentedBackground],
            trackBottom: theme[barColours ? .barButtonFillBottom : .segmentedBackgroundBottom],
            border: theme[barColours ? .barButtonBorder : .segmentedBorder], borderWidth: theme[.segmentedBorderWidth],
            selectedFill: theme[barColours ? .segmentedBarSelected : .segmentedSelected],
            selectedBottom: theme[barColours ? .segmentedBarSelectedBottom : .segmentedSelectedBottom],
            divider: theme[barColours ? .barButtonBorder : .segmentedDivider], thumbShadow: theme[.segmentedThumbShadow],
            cornerRadius: min(barColours ? theme[.barButtonCornerRadius] : theme[.segmentedCornerRadius], frame.height / 2),
            thumbInset: theme[.segmentedThumbInset], thumbCornerRadius: theme[.segmentedThumbCornerRadius])
        var parts = [LayoutPart(kind: .segmentedControl, frame: frame, glyph: glyph)]
        let n = Double(max(control.items.count, 1))
        let segmentWidth = frame.width / n
        for (i, title) in control.items.enumerated() {
            let selected = control.selected == i
            let role: TextRole = selected ? .segmentTitleSelected : .segmentTitle
            let st = style(role)
            let m = ctx.measurer.metrics(of: st.font)
            let slot = Rect(x: frame.minX + Double(i) * segmentWidth, y: frame.minY, width: segmentWidth, height: frame.height)
            // The padding sizes a control to its titles; a narrower one keeps a quarter of it
            // each side before a title is cut (render 11: "None" whole in a 47-pt segment).
            let room = max(slot.width - min(theme[.segmentedSegmentPadding] / 2, slot.width / 4), 0)
            let cut = fitter.truncate(display(title, st), font: st.font, width: room)
            let w = fitter.width(cut.text, st.font)
            var block = TextBlock(lines: [.init(text: cut.text, origin: Point(x: slot.midX - w / 2,
                                                                              y: slot.midY - m.lineHeight / 2 + m.ascent))],
                                  font: st.font, color: st.color, truncated: cut.truncated)
            // In a classic bar both titles are the bar button's white, embossed.
            if barColours { block.color = style(.barButton).color; block.shadow = style(.barButton).shadow }
            else if let shadow = st.shadow, shadow.color.alpha > 0 { block.shadow = shadow }
            // iOS 7: the unselected titles take the tint (a classic bar's are white, above).
            parts.append(LayoutPart(kind: .segment, frame: slot, text: block))
        }
        return parts
    }

    // MARK: Search bars

    /// The height of a search bar standing alone (the table header, or the navigation bar's
    /// while searching): the bar, and the scope bar under the field when there are scopes.
    func searchBarHeight(_ bar: SearchBarSpec) -> Double {
        theme[.searchBarHeight] + scopeBarExtra(bar)
    }

    /// What a scope bar adds under the field.
    func scopeBarExtra(_ bar: SearchBarSpec) -> Double {
        bar.scopes.isEmpty ? 0 : theme[.searchScopeBarGap] + theme[.scopeBarHeight] + theme[.searchScopeBarBottom]
            - (theme[.searchBarHeight] - theme[.searchFieldHeight]) / 2
    }

    /// A search bar: `top` is its top edge; `fieldTop` the field's (nil: centred in the
    /// bar's first `searchBarHeight` points); `minX`/`maxX` the room the field and its Cancel
    /// button share (a section index takes its strip). `standalone`: drawn with its own bar
    /// background and edge lines (the table header); in the navigation bar it sits on the
    /// bar's backing. `leadingPlaceholder`: the placeholder starts at the magnifier (from
    /// iOS 11, and always in the navigation bar) instead of being centred with it.
    func searchBarItem(_ bar: SearchBarSpec, top: Double, height: Double, fieldTop: Double?, minX: Double, maxX: Double,
                       standalone: Bool, leadingPlaceholder: Bool) -> LayoutItem {
        let frame = Rect(x: 0, y: top, width: canvasWidth, height: height)
        var parts: [LayoutPart] = []
        if standalone {
            let fill = Fill.gradient(theme[.searchBarBackground], theme[.searchBarBackgroundBottom])
            parts.append(LayoutPart(kind: .background, frame: frame, fill: fill))
            let line = theme[.searchBarBorder]
            if line.alpha > 0 {
                parts.append(LayoutPart(kind: .rule, frame: Rect(x: 0, y: top, width: canvasWidth, height: pixel), fill: .solid(line)))
                parts.append(LayoutPart(kind: .rule, frame: Rect(x: 0, y: snap(frame.maxY) - pixel, width: canvasWidth, height: pixel),
                                        fill: .solid(line)))
            }
        }
        let fieldH = theme[.searchFieldHeight]
        let fy = fieldTop ?? snap(top + (theme[.searchBarHeight] - fieldH) / 2)
        var fieldMaxX = maxX
        // Cancel beside the field (a bordered bar button to iOS 6, tinted text from iOS 7).
        if bar.showsCancelButton {
            let title = "Cancel"
            let bordered = theme[.barButtonsBordered]
            let padding = bordered ? theme[.barButtonPadding] : 0
            let w = textWidth(title, role: .searchCancel) + 2 * padding
            let right = maxX + theme[.searchFieldInset] - theme[.searchCancelTrailingInset]
            let h = bordered ? theme[.barButtonHeight] : fieldH
            let box = Rect(x: snap(right - w), y: snap(fy + (fieldH - h) / 2), width: w, height: h)
            let st = style(.searchCancel)
            let m = ctx.measurer.metrics(of: st.font)
            var part = line(title, role: .searchCancel, kind: .cancelButton, x: box.minX + padding,
                            baseline: box.midY - m.lineHeight / 2 + m.ascent)
            part.frame = box
            if bordered {
                part.glyph = .barButton(pointed: false, arrowWidth: 0, cornerRadius: theme[.barButtonCornerRadius],
                                        top: theme[.barButtonFill], glossEnd: theme[.barButtonGlossEnd], bottom: theme[.barButtonFillBottom],
                                        gloss: theme[.barGloss], border: theme[.barButtonBorder], highlight: theme[.barButtonHighlight],
                                        borderWidth: theme[.barButtonBorderWidth])
            }
            parts.append(part)
            fieldMaxX = box.minX - theme[.searchCancelGap]
        }
        let field = Rect(x: minX, y: fy, width: max(fieldMaxX - minX, fieldH), height: fieldH)
        let fieldFill = theme[standalone ? .searchFieldBackground : .navigationSearchFieldBackground]
        let radius = min(theme[.searchFieldCornerRadius], fieldH / 2)
        let bw = theme[.searchFieldBorderWidth]
        if bw > 0 && theme[.searchFieldBorder].alpha > 0 {
            // The classic field's rim: the field's shape in the rim colour, the field one width inside.
            parts.append(LayoutPart(kind: .rule, frame: field, fill: .solid(theme[.searchFieldBorder]), cornerRadius: radius))
            parts.append(LayoutPart(kind: .searchField, frame: field.insetBy(dx: bw, dy: bw), fill: .solid(fieldFill),
                                    cornerRadius: max(radius - bw, 0)))
        } else {
            parts.append(LayoutPart(kind: .searchField, frame: field, fill: .solid(fieldFill), cornerRadius: radius))
        }
        // The magnifier, then the text or placeholder; centred together in an idle field of
        // the eras before iOS 11, else from the field's leading edge.
        let icon = theme[.searchIconSize]
        let st = style(.searchField)
        let m = ctx.measurer.metrics(of: st.font)
        let typed = bar.typedText
        let shown = typed ?? bar.placeholder
        let trailingRoom = bar.showsBookmark && typed == nil || (typed != nil && bar.active) ? icon + 2 * theme[.searchIconLeading] : theme[.searchIconLeading]
        let textRoom = max(field.width - theme[.searchIconLeading] - icon - theme[.searchIconTextGap] - trailingRoom, 0)
        let cut = fitter.truncate(shown, font: st.font, width: textRoom)
        let textW = fitter.width(cut.text, st.font)
        let centred = !leadingPlaceholder && theme[.searchPlaceholderCentered] && typed == nil && !bar.active
        let groupW = icon + (cut.text.isEmpty ? 0 : theme[.searchIconTextGap] + textW)
        let iconX = centred ? snap(field.midX - groupW / 2) : field.minX + theme[.searchIconLeading]
        parts.append(LayoutPart(kind: .searchIcon, frame: Rect(x: iconX, y: field.midY - icon / 2, width: icon, height: icon),
                                glyph: .magnifier(color: theme[.searchFieldIcon])))
        let textX = iconX + icon + theme[.searchIconTextGap]
        let baseline = field.midY - m.lineHeight / 2 + m.ascent - theme[.searchFieldTextRaise]
        if !cut.text.isEmpty {
            let block = TextBlock(lines: [.init(text: cut.text, origin: Point(x: textX, y: baseline))], font: st.font,
                                  color: typed == nil ? theme[.searchFieldPlaceholder] : st.color, truncated: cut.truncated)
            parts.append(LayoutPart(kind: typed == nil ? .placeholder : .searchText,
                                    frame: Rect(x: textX, y: baseline - m.ascent, width: textW, height: m.lineHeight), text: block))
        }
        if bar.active {
            // The caret after the typed text (before the placeholder when the field is empty).
            let caretX = typed == nil ? textX : textX + textW + 1
            let h = m.lineHeight * 0.9
            parts.append(LayoutPart(kind: .caret, frame: Rect(x: caretX, y: field.midY - h / 2, width: theme[.searchCaretWidth], height: h),
                                    fill: .solid(theme[.searchCaret]), cornerRadius: theme[.searchCaretWidth] / 2))
        }
        let endBox = Rect(x: field.maxX - theme[.searchIconLeading] - icon, y: field.midY - icon / 2, width: icon, height: icon)
        if typed != nil && bar.active {
            parts.append(LayoutPart(kind: .clearButton, frame: endBox, glyph: .clearButton(fill: theme[.searchFieldIcon],
                                                                                            mark: theme[.plainBackground])))
        } else if typed == nil && bar.showsBookmark {
            parts.append(LayoutPart(kind: .bookmarkButton, frame: endBox, glyph: .bookmark(color: theme[.searchFieldIcon])))
        }
        if !bar.scopes.isEmpty {
            // The scope bar: a segmented control of the scopes under the field, as wide as it.
            let scopeTop = field.maxY + theme[.searchScopeBarGap]
            let scopes = SegmentedSpec(items: bar.scopes, selected: bar.selectedScope)
            let maxScopeX = bar.showsCancelButton ? maxX : field.maxX
            parts += segmentedParts(scopes, frame: Rect(x: minX, y: scopeTop, width: maxScopeX - minX, height: theme[.scopeBarHeight]),
                                    inBar: false)
        }
        return LayoutItem(kind: .searchBar, frame: frame, parts: parts)
    }

    /// The table's search bar (its header view), at content offset `y`.
    func tableSearchBarItem(_ bar: SearchBarSpec, y: Double) -> LayoutItem {
        let inset = theme[.searchFieldInset]
        // The field stops short of a section index (render 03: x 8 to 391 of 414, the index 15 wide).
        let maxX = canvasWidth - (hasIndex ? indexReservedWidth : 0) - safeSide - inset
        return searchBarItem(bar, top: y, height: snap(searchBarHeight(bar)), fieldTop: nil, minX: safeSide + inset, maxX: maxX,
                             standalone: true, leadingPlaceholder: false)
    }

    // MARK: Empty states

    /// What the table shows without rows: the spec's empty state, or with a search typed the
    /// era's "No Results" (iOS 17's UIContentUnavailableView.search on themes that draw it:
    /// the magnifier, the quoted query and a hint). Nil: nothing (rows, or no reason).
    func emptyStateContent() -> (image: PlacedImage?, magnifier: Bool, title: String?, text: String?)? {
        guard spec.table.loading == nil, spec.table.hasNoRows else { return nil }
        if let state = spec.table.emptyState {
            // A file's shape or a symbol, in the era's secondary colour unless the symbol has its own.
            let place = SymbolPlace.tab(iconSize: theme[.emptyStateImageSize], tint: .solid(theme[.emptyStateImage]))
            return (placedImage(state.image, place: place), false, state.title, state.text)
        }
        let query = spec.table.searchBar?.typedText ?? spec.chrome.navigationBar?.searchBar?.typedText
        guard let query else { return nil }
        if theme[.emptyStateContentUnavailable] {
            return (nil, true, "No Results for \u{201C}\(query)\u{201D}", "Check the spelling or try a new search.")
        }
        return (nil, false, "No Results", nil)
    }

    /// The empty state, centred in `area` (screen coordinates, the table's visible part below
    /// its search bar and header).
    func emptyStateItem(in area: Rect) -> LayoutItem? {
        guard let content = emptyStateContent() else { return nil }
        let width = min(area.width - 2 * margin, theme[.emptyStateMaxWidth])
        let x = area.minX + (area.width - width) / 2
        var parts: [LayoutPart] = []
        var cursor = 0.0
        let size = theme[.emptyStateImageSize]
        if var image = content.image {
            // Fitted to the era's symbol size, keeping its shape.
            let s0 = image.size
            let fit = min(1, size / max(s0.width, 1e-9), size / max(s0.height, 1e-9))
            let s = Size(width: s0.width * fit, height: s0.height * fit)
            image = image.resized(to: s)
            parts.append(image.part(kind: .image, frame: Rect(x: area.midX - s.width / 2, y: cursor, width: s.width, height: s.height),
                                    tint: .solid(theme[.emptyStateImage])))
            cursor += s.height + theme[.emptyStateImageGap]
        } else if content.magnifier {
            parts.append(LayoutPart(kind: .image, frame: Rect(x: area.midX - size / 2, y: cursor, width: size, height: size),
                                    glyph: .magnifier(color: theme[.emptyStateImage])))
            cursor += size + theme[.emptyStateImageGap]
        }
        if let title = content.title, !title.isEmpty {
            let block = textBlock(title, role: .emptyStateTitle, x: x, top: cursor, width: width, maxLines: 0, alignment: .center)
            let h = Double(block.lines.count) * lineHeight(.emptyStateTitle)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: x, y: cursor, width: width, height: h), text: block))
            cursor += h + theme[.emptyStateTextGap]
        }
        if let text = content.text, !text.isEmpty {
            let block = textBlock(text, role: .emptyStateText, x: x, top: cursor, width: width, maxLines: 0, alignment: .center)
            let h = Double(block.lines.count) * lineHeight(.emptyStateText)
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: x, y: cursor, width: width, height: h), text: block))
            cursor += h
        } else if content.title != nil {
            cursor -= theme[.emptyStateTextGap]
        }
        guard !parts.isEmpty else { return nil }
        let top = snap(area.minY + max((area.height - cursor) / 2, 0))
        return LayoutItem(kind: .emptyState, frame: Rect(x: area.minX, y: top, width: area.width, height: cursor),
                          parts: parts.map { $0.translated(dx: 0, dy: top) })
    }
}
