import TableMockScene

/// The timeline layout (`layout: timeline`): an RSS reader's article row as NetNewsWire 7
/// draws it (uikit-ipad-lists 03-05). Top-anchored, not centred: the unread dot and the
/// favicon hang from the row's top; the title (bold) and the summary (grey) share
/// `timelineTextLines` lines, on baselines `timelineLineHeight` apart from
/// `timelineFirstBaseline`; under them a footer line with the feed's name (the row's
/// `subtitle`) at the text's start and the time at its end. A 1-pt separator lies over each
/// row but the first, from the text's start to its end; the selection is a rounded fill inset
/// from the list's sides, with white text, and hides the separators beside it.
extension ComposedRow {
    /// The title's and the summary's line counts at `width`: the title takes what it needs of
    /// the budget (at most `titleLines` when the spec sets it), the summary the rest (at most
    /// `detailLines` when set).
    func timelineLineCounts(_ row: RowSpec, engine: TableLayoutEngine, width: Double) -> (title: Int, summary: Int) {
        let budget = max(Int(engine.theme[.timelineTextLines]), 1)
        var title = 0
        if let t = row.title, !t.isEmpty {
            let cap = row.titleLines == 1 || row.titleLines == 0 ? budget : row.titleLines
            title = min(engine.wrappedLineCount(t, role: titleRole, width: width), cap)
        }
        var summary = 0
        if let d = row.detail, !d.isEmpty {
            let cap = row.detailLines != 1 ? row.detailLines : budget - title
            if cap > 0 { summary = min(engine.wrappedLineCount(d, style: engine.detailStyle(row, .timelineSummary), width: width), cap) }
        }
        return (title, summary)
    }

    /// At the accessibility text sizes the footer's two labels stack, the time under the feed's
    /// name, both at the text's start (NetNewsWire turns its stack view vertical there).
    func timelineFooterStacks(_ row: RowSpec, engine: TableLayoutEngine) -> Bool {
        engine.spec.contentSizeCategory?.isAccessibilitySize == true && !(row.subtitle ?? "").isEmpty && !(row.time ?? "").isEmpty
    }

    /// The baselines, from the row's top: each title line's, each summary line's, the footer's
    /// (the last one's when it stacks).
    func timelineBaselines(_ row: RowSpec, engine: TableLayoutEngine, width: Double) -> (title: [Double], summary: [Double], footer: Double) {
        let theme = engine.theme
        let n = timelineLineCounts(row, engine: engine, width: width)
        let pitch = theme[.timelineLineHeight]
        let first = theme[.timelineFirstBaseline]
        let title = (0..<n.title).map { first + Double($0) * pitch }
        let summaryFirst = title.last.map { $0 + pitch } ?? first
        let summary = (0..<n.summary).map { summaryFirst + Double($0) * pitch }
        let footer = (summary.last ?? title.last).map { $0 + theme[.timelineFooterGap] } ?? first
        return (title, summary, footer)
    }

    /// The row's height: under the footer's baseline `timelineBottomPadding`, at least the
    /// favicon with its top margin below it too.
    func timelineHeight(_ row: RowSpec, engine: TableLayoutEngine, width: Double) -> Double {
        let theme = engine.theme
        let stacked = timelineFooterStacks(row, engine: engine) ? engine.lineHeight(.timelineFooter) : 0
        let text = timelineBaselines(row, engine: engine, width: width).footer + stacked + theme[.timelineBottomPadding]
        let icon = imageSize.map { theme[.timelineIconTop] * 2 + $0.height } ?? 0
        return engine.snap(max(text, icon))
    }

    /// The title, the summary and the footer's two labels in a row of `frame`.
    func timelineLabels(_ row: RowSpec, engine: TableLayoutEngine, in frame: Rect, textRight: Double) -> [LayoutPart] {
        let theme = engine.theme
        let width = max(textRight - textX, 0)
        let b = timelineBaselines(row, engine: engine, width: width)
        let pitch = theme[.timelineLineHeight]
        var parts: [LayoutPart] = []
        func ascent(_ role: TextRole) -> Double { engine.ctx.measurer.metrics(of: engine.style(role).font).ascent }
        if let title = row.title, let first = b.title.first {
            let top = frame.minY + first - ascent(titleRole)
            let block = engine.textBlock(title, role: titleRole, x: textX, top: top, width: width, maxLines: b.title.count,
                                         truncation: row.truncation, pitch: pitch)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: top, width: width, height: Double(b.title.count) * pitch), text: block))
        }
        if let detail = row.detail, let first = b.summary.first {
            // The summary in the row's or table's `detailTextStyle` when it has one.
            let st = engine.detailStyle(row, .timelineSummary)
            let top = frame.minY + first - engine.ctx.measurer.metrics(of: st.font).ascent
            var block = engine.textBlock(detail, style: st, x: textX, top: top, width: width, maxLines: b.summary.count,
                                         truncation: row.truncation, pitch: pitch)
            // Without a title the summary is the row's text, in the label's colour.
            if b.title.isEmpty { block.color = theme[.timelineUntitledSummary] }
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: textX, y: top, width: width, height: Double(b.summary.count) * pitch), text: block))
        }
        // The footer: the feed's name and the time, each in half the width (a stack that
        // fills equally), on one baseline.
        let top = frame.minY + b.footer - ascent(.timelineFooter)
        let lh = engine.lineHeight(.timelineFooter)
        let half = timelineFooterStacks(row, engine: engine) ? width : width / 2
        if let name = row.subtitle, !name.isEmpty {
            let block = engine.textBlock(name, role: .timelineFooter, x: textX, top: top, width: half, maxLines: 1, truncation: row.truncation)
            parts.append(LayoutPart(kind: .subtitle, frame: Rect(x: textX, y: top, width: half, height: lh), text: block))
        }
        if let time = row.time, !time.isEmpty {
            let font = engine.style(.timelineFooter).font
            if timelineFooterStacks(row, engine: engine) {
                // Under the feed's name, a footer line lower, at the text's start.
                let w = min(engine.fitter.width(time, font), width)
                let block = engine.textBlock(time, role: .timelineFooter, x: textX, top: top + lh, width: w, maxLines: 1)
                parts.append(LayoutPart(kind: .timestamp, frame: Rect(x: textX, y: top + lh, width: w, height: lh), text: block))
            } else {
                let w = min(engine.fitter.width(time, font), half)
                let block = engine.textBlock(time, role: .timelineFooter, x: textRight - w, top: top, width: w, maxLines: 1, alignment: .right)
                parts.append(LayoutPart(kind: .timestamp, frame: Rect(x: textRight - w, y: top, width: w, height: lh), text: block))
            }
        }
        return parts
    }
}

extension CellLayout {
    /// The timeline's unread dot: `timelineDotDiameter` wide, centred `timelineDotCenterX` in
    /// from the cell's leading edge and `timelineDotCenterY` under the row's top; white on the
    /// selection.
    func timelineUnreadDot(in frame: Rect, centerX: Double) -> LayoutPart {
        let theme = engine.theme
        let d = theme[.timelineDotDiameter]
        let color = row.selected ? theme[.timelineSelectedText] : theme[.unreadDot]
        return LayoutPart(kind: .unreadDot,
                          frame: Rect(x: rowMinX + engine.safeContentInset + centerX - d / 2,
                                      y: frame.minY + theme[.timelineDotCenterY] - d / 2, width: d, height: d),
                          glyph: BadgeGlyph(fill: color, border: color, borderWidth: 0))
    }

    /// The SF Symbol of a starred article's star.
    static let starSymbol = "star.fill"

    /// A read, starred article's star (`starred`): `timelineStarSize` wide, centred where the
    /// dot is, in `timelineStar` (white on the selection).
    func timelineStar(in frame: Rect, centerX: Double) -> LayoutPart? {
        let theme = engine.theme
        let size = theme[.timelineStarSize]
        guard let placed = engine.placedImage(.symbol(SymbolImage(name: Self.starSymbol)), place: .content) else { return nil }
        let f = Rect(x: rowMinX + engine.safeContentInset + centerX - size / 2,
                     y: frame.minY + theme[.timelineDotCenterY] - size / 2, width: size, height: size)
        var part = placed.resized(to: f.size).part(kind: .image, frame: f)
        if var symbol = part.symbol {
            symbol.color = .solid(row.selected || row.highlighted ? theme[.timelineSelectedText] : theme[.timelineStar])
            part.symbol = symbol
        }
        return part
    }

    /// The selection's rounded fill, inset from the row's sides (more on an iPad), the row's
    /// whole height.
    func timelineSelection(in frame: Rect) -> LayoutPart {
        let theme = engine.theme
        let inset = engine.spec.screen.isPad ? theme[.timelineSelectionInsetPad] : theme[.timelineSelectionInset]
        // rowMaxX already stops short of the safe area on the trailing side.
        let x = rowMinX + engine.safeContentInset + inset
        let f = Rect(x: x, y: frame.minY, width: max(rowMaxX - inset - x, 0), height: frame.height)
        return LayoutPart(kind: .rowSelection, frame: f, fill: .solid(theme[.timelineSelectedBackground]),
                          cornerRadius: min(theme[.timelineSelectionCornerRadius], f.height / 2, f.width / 2))
    }

    /// The separator over a timeline row: from the text's start to its end, none over a
    /// section's first row, none beside the selection, none when the table has none.
    func timelineSeparator(y: Double) -> [LayoutItem] {
        guard index > 0, engine.spec.table.separatorStyle != .none, !row.selected else { return [] }
        let rows = engine.sections[section].rows
        if index - 1 < rows.count, rows[index - 1].selected { return [] }
        let theme = engine.theme
        let thickness = max(engine.snap(theme[.timelineSeparatorThickness]), engine.pixel)
        return [LayoutItem(kind: .separator, section: section, row: index,
                           frame: Rect(x: textX, y: y, width: max(textRight - textX, 0), height: thickness),
                           fill: .solid(theme[.timelineSeparator]))]
    }
}
