import TableMockScene

extension TableLayout {
    /// The vertical spans, in points, that a page of a paged document should not cut: each
    /// row, header, footer and bar, and each entry of the section index. Sorted, and merged
    /// where they overlap (by more than a hundredth of a point: rows that only touch stay
    /// apart, so the line between them is a place to break). Backgrounds, a grouped
    /// section's backing and the separators may be cut.
    public var keepTogether: [Range<Double>] {
        var spans: [Range<Double>] = []
        func add(_ frame: Rect) {
            let top = frame.y, bottom = frame.y + frame.height
            if top.isFinite, bottom.isFinite, top < bottom { spans.append(top..<bottom) }
        }
        for item in items {
            switch item.kind {
            case .background, .group, .separator, .removed, .splitColumn, .splitDivider, .sidebarPanel, .dimming, .sheet:
                // A column, sheet or dimming is as tall as the screen: its rows matter.
                continue
            case .index:
                // The index is as tall as the table; only its letters matter.
                for part in item.parts { add(part.frame) }
            case .cell, .tableHeader, .sectionHeader, .sectionFooter, .tableFooter, .loading, .refreshControl, .statusBar,
                 .navigationBar, .toolbar, .tabBar, .homeIndicator, .searchBar, .emptyState,
                 .alert, .actionSheet, .popover, .contextMenu, .menuPreview, .keyboard:
                add(item.frame)
            }
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Double>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound < last.upperBound - 0.01 {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}
