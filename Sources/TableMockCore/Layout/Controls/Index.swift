import TableMockScene

/// The section index (`table.index`): the strip of entries along the right edge, the
/// magnifier entry that stands for the search bar, and the collapse to dots when the
/// entries do not fit. Sizes and colours are the theme's `index…` keys.
extension TableLayoutEngine {
    /// The index title that stands for UITableViewIndexSearch: the magnifier entry that
    /// scrolls to the search bar.
    static let indexSearchEntry = "{search}"

    /// The entries of the section index: explicit titles, or one per section (its
    /// `indexTitle`, else the first letter of its header).
    func indexTitles() -> [String] {
        switch spec.table.index {
        case .none: return []
        case .titles(let titles): return titles
        case .automatic:
            return spec.table.sections.map { section in
                if let t = section.indexTitle { return t }
                if let first = section.header?.text?.first { return String(first).uppercased() }
                return "•"
            }
        }
    }

    /// What the index takes from the content's width: its strip and the gap after it.
    var indexReservedWidth: Double { indexStripWidth + theme[.indexTrailingInset] }

    /// The strip is the theme's width, or wider when an entry needs it (UIKit sizes the
    /// index to its widest title).
    var indexStripWidth: Double {
        let st = style(.index)
        let widest = indexTitles().map { $0 == Self.indexSearchEntry ? theme[.indexSearchIconSize] : fitter.width($0, st.font) }.max() ?? 0
        return max(theme[.indexWidth], (widest + 2 * theme[.indexEntryPadding]).rounded(.up))
    }

    /// The index strip along the right edge, its entries centred vertically in the visible
    /// table. When they do not all fit, every other entry collapses to a dot, as UIKit does.
    func indexItem(height: Double) -> LayoutItem? {
        var titles = indexTitles()
        guard !titles.isEmpty else { return nil }
        var pitch = theme[.indexLinePitch]
        // iPhone OS 3 closes the entries up to fill the table's height (classic render 02:
        // 23 letters 15.09 pt apart, 10 pt from each end of the table) before it drops any.
        let inset = theme[.indexVerticalInset], closest = min(theme[.indexMinimumLinePitch], pitch)
        if closest < pitch, Double(titles.count) * pitch > height - 2 * inset {
            pitch = max(closest, (height - 2 * inset) / Double(titles.count))
        }
        let width = indexStripWidth
        let fitting = max(Int((height - pitch) / pitch), 1)
        if titles.count > fitting {
            let keep = fitting % 2 == 0 ? fitting - 1 : fitting
            let step = Double(titles.count - 1) / Double(max(keep - 1, 1))
            titles = (0..<keep).map { i in i % 2 == 1 ? "•" : titles[min(Int((Double(i) * step).rounded()), titles.count - 1)] }
        }
        let st = style(.index)
        let m = ctx.measurer.metrics(of: st.font)
        let x0 = rowMaxX - safeContentInset - width - theme[.indexTrailingInset]
        let top = (height - Double(titles.count) * pitch) / 2
        var parts: [LayoutPart] = []
        for (i, title) in titles.enumerated() {
            let slot = Rect(x: x0, y: top + Double(i) * pitch, width: width, height: pitch)
            if title == Self.indexSearchEntry {
                // UITableViewIndexSearch: a magnifier in the index colour instead of a letter.
                let d = theme[.indexSearchIconSize]
                parts.append(LayoutPart(kind: .indexEntry, frame: Rect(x: slot.midX - d / 2, y: slot.midY - d / 2, width: d, height: d),
                                        glyph: MagnifierGlyph(color: st.color)))
                continue
            }
            let cut = (text: title, truncated: false)
            let w = fitter.width(title, st.font)
            let origin = Point(x: slot.midX - w / 2, y: slot.midY - m.lineHeight / 2 + m.ascent + theme[.indexTextDrop])
            parts.append(LayoutPart(kind: .indexEntry, frame: slot,
                                    text: TextBlock(lines: [.init(text: cut.text, origin: origin)], font: st.font, color: st.color,
                                                    truncated: cut.truncated)))
        }
        return LayoutItem(kind: .index, frame: Rect(x: x0, y: 0, width: width, height: height), parts: parts)
    }
}
