import TableMockScene

/// What a table without rows shows: the spec's empty state (an image, a title and a text),
/// or with a search typed the era's "No Results". Every number is the theme's
/// (`emptyState…` metrics and roles).
extension TableLayoutEngine {
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
                                    glyph: MagnifierGlyph(color: theme[.emptyStateImage])))
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
