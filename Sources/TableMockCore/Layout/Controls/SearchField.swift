import TableMockScene

/// A UISearchBar: the table's header view, or UISearchController's in the navigation bar
/// (ScreenChromeLayout places that one). Its backing, the field with its magnifier, text or
/// placeholder, caret and clear or bookmark button, the Cancel button, and the scope bar
/// (a segmented control, Segmented.swift); the three search glyphs are at the end. Every
/// number is the theme's (`searchBar…`, `searchField…`, `searchIcon…`).
extension TableLayoutEngine {
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

    /// The table's search bar (its header view), at content offset `y`.
    func tableSearchBarItem(_ bar: SearchBarSpec, y: Double) -> LayoutItem {
        let inset = theme[.searchFieldInset]
        // The field stops short of a section index (render 03: x 8 to 391 of 414, the index 15 wide).
        let maxX = canvasWidth - (hasIndex ? indexReservedWidth : 0) - safeSide - inset
        return searchBarItem(bar, top: y, height: snap(searchBarHeight(bar)), fieldTop: nil, minX: safeSide + inset, maxX: maxX,
                             standalone: true, leadingPlaceholder: false)
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
        var parts = standalone ? searchBarBacking(frame) : []
        let fieldH = theme[.searchFieldHeight]
        let fy = fieldTop ?? snap(top + (theme[.searchBarHeight] - fieldH) / 2)
        var fieldMaxX = maxX
        if bar.showsCancelButton {
            let cancel = searchCancelButton(maxX: maxX, fieldTop: fy)
            parts.append(cancel)
            fieldMaxX = cancel.frame.minX - theme[.searchCancelGap]
        }
        let field = Rect(x: minX, y: fy, width: max(fieldMaxX - minX, fieldH), height: fieldH)
        parts += searchFieldParts(bar, field: field, standalone: standalone, leadingPlaceholder: leadingPlaceholder)
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

    /// A standalone bar's own background and its edge lines.
    private func searchBarBacking(_ frame: Rect) -> [LayoutPart] {
        let fill = Fill.gradient(theme[.searchBarBackground], theme[.searchBarBackgroundBottom])
        var parts = [LayoutPart(kind: .background, frame: frame, fill: fill)]
        let line = theme[.searchBarBorder]
        if line.alpha > 0 {
            parts.append(LayoutPart(kind: .rule, frame: Rect(x: 0, y: frame.minY, width: canvasWidth, height: pixel), fill: .solid(line)))
            parts.append(LayoutPart(kind: .rule, frame: Rect(x: 0, y: snap(frame.maxY) - pixel, width: canvasWidth, height: pixel),
                                    fill: .solid(line)))
        }
        return parts
    }

    /// Cancel beside the field (a bordered bar button to iOS 6, tinted text from iOS 7),
    /// ending at `maxX`; its frame is the button's.
    private func searchCancelButton(maxX: Double, fieldTop fy: Double) -> LayoutPart {
        let title = "Cancel"
        let fieldH = theme[.searchFieldHeight]
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
        if bordered { part.glyph = borderedButtonGlyph() }
        return part
    }

    /// The field, its rim, and what is in it: the magnifier, then the text or placeholder
    /// (centred together in an idle field of the eras before iOS 11, else from the field's
    /// leading edge), the caret, and the clear or bookmark button at its end.
    private func searchFieldParts(_ bar: SearchBarSpec, field: Rect, standalone: Bool, leadingPlaceholder: Bool) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        let fieldFill = theme[standalone ? .searchFieldBackground : .navigationSearchFieldBackground]
        let radius = min(theme[.searchFieldCornerRadius], field.height / 2)
        let bw = theme[.searchFieldBorderWidth]
        if bw > 0 && theme[.searchFieldBorder].alpha > 0 {
            // The classic field's rim: the field's shape in the rim colour, the field one width inside.
            parts.append(LayoutPart(kind: .rule, frame: field, fill: .solid(theme[.searchFieldBorder]), cornerRadius: radius))
            parts.append(LayoutPart(kind: .searchField, frame: field.insetBy(dx: bw, dy: bw), fill: .solid(fieldFill),
                                    cornerRadius: max(radius - bw, 0)))
        } else {
            parts.append(LayoutPart(kind: .searchField, frame: field, fill: .solid(fieldFill), cornerRadius: radius))
        }
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
                                glyph: MagnifierGlyph(color: theme[.searchFieldIcon])))
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
            parts.append(LayoutPart(kind: .clearButton, frame: endBox, glyph: ClearButtonGlyph(fill: theme[.searchFieldIcon],
                                                                                                mark: theme[.plainBackground])))
        } else if typed == nil && bar.showsBookmark {
            parts.append(LayoutPart(kind: .bookmarkButton, frame: endBox, glyph: BookmarkGlyph(color: theme[.searchFieldIcon])))
        }
        return parts
    }
}

/// A magnifying glass: a ring and a handle to the bottom right (the search field's icon,
/// the index's search entry, the "No Results" symbol). An object: not mirrored.
struct MagnifierGlyph: Glyph {
    var color: Color

    var name: String { "magnifier" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        // A ring 0.82 of the size across, its stroke 0.09 of it, and a heavier handle to the
        // bottom-right corner (render 07 at 3x: a 13.3-pt ring stroked 1.5 pt in a 16.3-pt icon).
        let d = min(f.width, f.height)
        let line = d * 0.092
        let ringD = d * 0.82
        let ring = Rect(x: f.minX + line / 2, y: f.minY + line / 2, width: ringD - line, height: ringD - line)
        let k = 0.5.squareRoot() / 2
        let start = Point(x: ring.midX + ring.width * k, y: ring.midY + ring.height * k)
        let end = Point(x: f.minX + d - line * 0.6, y: f.minY + d - line * 0.6)
        return [.stroke(.ellipse(ring), Stroke(color: color, width: line)),
                .stroke(.path(.polyline([start, end])), Stroke(color: color, width: line * 1.3, cap: .round))]
    }
}

/// The search field's clear button: a filled circle with a cross cut out.
struct ClearButtonGlyph: Glyph {
    var fill: Color
    var mark: Color

    var name: String { "clearButton" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        let c = f.centredSquare, d = c.width
        var nodes: [SceneNode] = [.fill(.ellipse(c), .solid(fill))]
        let a = d * 0.2
        for (dx, dy) in [(a, a), (a, -a)] {
            nodes.append(.stroke(.path(.polyline([Point(x: c.midX - dx, y: c.midY - dy), Point(x: c.midX + dx, y: c.midY + dy)])),
                                 Stroke(color: mark, width: d * 0.11, cap: .round)))
        }
        return nodes
    }
}

/// The search field's bookmark button: an open book.
struct BookmarkGlyph: Glyph {
    var color: Color

    var name: String { "bookmark" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        // An open book: two pages meeting at the spine.
        let d = min(f.width, f.height)
        let line = d * 0.09
        let top = f.midY - d * 0.36, bottom = f.midY + d * 0.36
        let left = f.midX - d * 0.46, right = f.midX + d * 0.46
        let page = Path.polyline([Point(x: f.midX, y: top + d * 0.08), Point(x: left, y: top), Point(x: left, y: bottom - d * 0.08),
                                  Point(x: f.midX, y: bottom), Point(x: right, y: bottom - d * 0.08), Point(x: right, y: top),
                                  Point(x: f.midX, y: top + d * 0.08), Point(x: f.midX, y: bottom)])
        return [.stroke(.path(page), Stroke(color: color, width: line, cap: .round, join: .round))]
    }
}
