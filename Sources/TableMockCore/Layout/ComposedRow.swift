import TableMockScene

/// A composed row: a row's content as UIKit's list content configuration arranges it, its
/// parts placed as the common apps place them (`layout: mail|messages|appStore|contact|timeline`;
/// the timeline's own arrangement is in Layout/TimelineRow.swift).
/// The same parts in every layout — an image (a file, a symbol or a monogram avatar, round
/// or rounded), the title, a subtitle (Mail's subject), the detail (a preview of one or more
/// lines), a time at the trailing end of the title's line (with Mail's small chevron), a
/// button at the trailing edge (App Store's GET), the unread dot in a leading gutter — so a
/// spec writes data, not geometry. Every size and colour is the theme's `composedRows`
/// group; the row self-sizes to its text through the text measurer.
struct ComposedRow {
    let layout: RowLayout?
    /// The image's box (an avatar's or the artwork's size, or the image's own), nil without one.
    let imageSize: Size?
    let imageShape: ImageShape
    /// Where the image starts and where the text starts (before any swipe).
    let imageX: Double
    let textX: Double
    /// Where the unread dot is centred, from the cell's leading edge (inside the safe area).
    let unreadCenterX: Double
    let titleRole: TextRole
    let subtitleRole: TextRole
    /// The most lines the detail takes (0: as many as it needs).
    let detailLines: Int
    /// A small chevron after the time (Mail, Messages).
    let timeChevron: Bool
    /// The preview's lines are kept even when it is shorter (Mail, Messages).
    var reservesPreviewLines: Bool { timeChevron }

    /// True when a row uses any part only a composed row has (a `layout`, a subtitle, a
    /// time, a button, a monogram or an image shape).
    static func applies(to row: RowSpec) -> Bool {
        if case .initials = row.image { return true }
        return row.layout != nil || row.subtitle != nil || row.time != nil || row.button != nil || row.imageShape != nil
            || row.titleBold != nil
    }

    init(row: RowSpec, engine: TableLayoutEngine, contentLeft: Double, naturalImage: Size?) {
        let theme = engine.theme
        layout = row.layout
        // Mail and Messages keep a gutter for the unread dot: their content starts there
        // instead of at the layout margin (the indentation and editing shift kept).
        let gutter = layout == .mail || layout == .messages
        // The timeline's dot, favicon and text are placed from the cell's leading edge
        // (NetNewsWire's constraints to the safe area), the indentation kept.
        let cellLeading = contentLeft - engine.margin + engine.safeContentInset
        let left = gutter ? cellLeading + theme[.unreadGutter] : layout == .timeline ? cellLeading + theme[.timelineIconX] : contentLeft
        unreadCenterX = gutter ? theme[.unreadGutter] / 2 : layout == .timeline ? theme[.timelineDotCenterX] : theme[.unreadDotCenterX]

        var size: Size? = nil
        var shape = ImageShape.square
        if let image = row.image {
            switch layout {
            case .appStore:
                size = Size(width: theme[.artworkSize], height: theme[.artworkSize]); shape = .rounded
            case .messages, .contact, .mail:
                size = Size(width: theme[.avatarSize], height: theme[.avatarSize]); shape = .circle
            case .timeline:
                size = Size(width: theme[.timelineIconSize], height: theme[.timelineIconSize]); shape = .rounded
            case nil:
                if case .initials = image {
                    size = Size(width: theme[.avatarSize], height: theme[.avatarSize]); shape = .circle
                } else {
                    size = naturalImage
                }
            }
        }
        imageShape = row.imageShape ?? shape
        imageSize = size
        imageX = left
        let imageGap = layout == .timeline ? theme[.timelineIconTextGap] : theme[.composedImageTextGap]
        textX = size.map { left + $0.width + imageGap } ?? left

        let bold = row.titleBold ?? (layout == .mail || layout == .messages || layout == .timeline)
        titleRole = bold ? .composedTitle : (engine.isGroupedLook ? .groupedCellTitle : .cellTitle)
        subtitleRole = layout == .mail ? .composedSubtitle : .composedDetail
        detailLines = row.detailLines != 1 ? row.detailLines : (layout == .mail || layout == .messages ? 2 : 1)
        timeChevron = layout == .mail || layout == .messages
    }

    /// The width the time and its chevron take at the end of the title's line, with the gap
    /// before them; 0 without a time.
    func timeWidth(_ row: RowSpec, engine: TableLayoutEngine) -> Double {
        guard let time = row.time, !time.isEmpty else { return 0 }
        let theme = engine.theme
        let w = engine.fitter.width(time, engine.style(.rowTime).font)
        return w + theme[.composedImageTextGap] + (timeChevron ? theme[.timeChevronGap] + chevronSize(engine).width : 0)
    }

    func chevronSize(_ engine: TableLayoutEngine) -> Size {
        let theme = engine.theme
        let h = theme[.timeChevronHeight]
        return Size(width: h * theme[.disclosureWidth] / max(theme[.disclosureHeight], 1), height: h)
    }

    /// The lines of each label at `width`: the title's, the subtitle's (0 or 1), the detail's.
    func lineCounts(_ row: RowSpec, engine: TableLayoutEngine, width: Double) -> (title: Int, subtitle: Int, detail: Int) {
        let titleWidth = max(width - timeWidth(row, engine: engine), 0)
        var title = row.title == nil ? 0 : 1
        if let t = row.title, row.titleLines != 1 {
            let n = engine.wrappedLineCount(t, role: titleRole, width: titleWidth)
            title = row.titleLines == 0 ? n : min(n, row.titleLines)
        }
        let subtitle = (row.subtitle ?? "").isEmpty ? 0 : 1
        var detail = 0
        if reservesPreviewLines && detailLines > 0 {
            // Mail and Messages keep room for the whole preview, however short: their rows
            // are all one height.
            detail = detailLines
        } else if let d = row.detail, !d.isEmpty {
            let n = detailLines == 1 ? 1 : engine.wrappedLineCount(d, style: engine.detailStyle(row, .composedDetail), width: width)
            detail = max(1, detailLines == 0 ? n : min(n, detailLines))
        }
        return (title, subtitle, detail)
    }

    /// The text block's height: its lines at their line heights, `composedLineGap` between labels.
    func blockHeight(_ row: RowSpec, engine: TableLayoutEngine, width: Double) -> Double {
        let n = lineCounts(row, engine: engine, width: width)
        let gap = engine.theme[.composedLineGap]
        var h = Double(n.title) * engine.lineHeight(titleRole)
        if n.subtitle > 0 { h += (h > 0 ? gap : 0) + engine.lineHeight(subtitleRole) }
        if n.detail > 0 { h += (h > 0 ? gap : 0) + Double(n.detail) * engine.lineHeight(engine.detailStyle(row, .composedDetail)) }
        return h
    }

    /// The self-sized height: the text block or the image, whichever is taller, between the
    /// vertical padding; at least the theme's row height (`composedRowHeight` with an image).
    func height(_ row: RowSpec, engine: TableLayoutEngine, width: Double) -> Double {
        if layout == .timeline { return timelineHeight(row, engine: engine, width: width) }
        let theme = engine.theme
        let content = max(blockHeight(row, engine: engine, width: width), imageSize?.height ?? 0)
        let least = imageSize != nil ? max(theme[.rowHeight], theme[.composedRowHeight]) : theme[.rowHeight]
        return max(least, engine.snap(content + 2 * theme[.composedVerticalPadding]))
    }

    /// The labels, the time (and its chevron) in a row of `frame`, the text from `textX` to `textRight`.
    func labels(_ row: RowSpec, engine: TableLayoutEngine, in frame: Rect, textRight: Double) -> [LayoutPart] {
        if layout == .timeline { return timelineLabels(row, engine: engine, in: frame, textRight: textRight) }
        let theme = engine.theme
        let width = max(textRight - textX, 0)
        let n = lineCounts(row, engine: engine, width: width)
        let gap = theme[.composedLineGap]
        var y = engine.snap(frame.minY + (frame.height - blockHeight(row, engine: engine, width: width)) / 2)
        var parts: [LayoutPart] = []
        let timeW = timeWidth(row, engine: engine)
        if let title = row.title {
            let lh = engine.lineHeight(titleRole)
            let w = max(width - timeW, 0)
            let block = engine.textBlock(title, role: titleRole, x: textX, top: y, width: w, maxLines: row.titleLines,
                                         truncation: row.truncation)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: y, width: w, height: Double(n.title) * lh), text: block))
            parts += time(row, engine: engine, titleTop: y, titleRole: titleRole, right: textRight)
            y += Double(n.title) * lh + gap
        } else {
            parts += time(row, engine: engine, titleTop: y, titleRole: titleRole, right: textRight)
        }
        if n.subtitle > 0, let subtitle = row.subtitle {
            let lh = engine.lineHeight(subtitleRole)
            let block = engine.textBlock(subtitle, role: subtitleRole, x: textX, top: y, width: width, maxLines: 1, truncation: row.truncation)
            parts.append(LayoutPart(kind: .subtitle, frame: Rect(x: textX, y: y, width: width, height: lh), text: block))
            y += lh + gap
        }
        if n.detail > 0, let detail = row.detail {
            let lh = engine.lineHeight(engine.detailStyle(row, .composedDetail))
            let block = engine.textBlock(detail, style: engine.detailStyle(row, .composedDetail), x: textX, top: y, width: width, maxLines: detailLines,
                                         truncation: row.truncation)
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: textX, y: y, width: width, height: Double(n.detail) * lh), text: block))
        }
        return parts
    }

    /// The time, right-aligned at `right` (before Mail's chevron), on the title's first baseline.
    private func time(_ row: RowSpec, engine: TableLayoutEngine, titleTop: Double, titleRole: TextRole, right: Double) -> [LayoutPart] {
        guard let time = row.time, !time.isEmpty else { return [] }
        let theme = engine.theme
        var parts: [LayoutPart] = []
        var end = right
        let titleMetrics = engine.ctx.measurer.metrics(of: engine.style(titleRole).font)
        let baseline = titleTop + titleMetrics.ascent
        let st = engine.style(.rowTime)
        let m = engine.ctx.measurer.metrics(of: st.font)
        if timeChevron {
            // Centred on the time's letters: half their ascent above the baseline, less the descent.
            let c = chevronSize(engine)
            let mid = baseline - (m.ascent - m.descent) / 2
            let f = Rect(x: right - c.width, y: engine.snap(mid - c.height / 2), width: c.width, height: c.height)
            let lineWidth = theme[.disclosureStrokeWidth] * c.height / max(theme[.disclosureHeight], 1)
            parts.append(LayoutPart(kind: .accessory, frame: f,
                                    glyph: DisclosureIndicatorGlyph(color: theme[.disclosureIndicator], lineWidth: lineWidth)))
            end = f.minX - theme[.timeChevronGap]
        }
        let w = engine.fitter.width(time, st.font)
        let top = baseline - m.ascent
        let block = engine.textBlock(time, role: .rowTime, x: end - w, top: top, width: w, maxLines: 1, alignment: .right)
        parts.insert(LayoutPart(kind: .timestamp, frame: Rect(x: end - w, y: top, width: w, height: m.lineHeight), text: block), at: 0)
        return parts
    }

    /// The image part in `f`: a monogram's disc and letters, or the file or symbol clipped to
    /// the shape.
    func imagePart(_ row: RowSpec, placed: PlacedImage?, engine: TableLayoutEngine, frame f: Rect) -> LayoutPart? {
        let theme = engine.theme
        let radius: Double = switch imageShape {
        case .circle: min(f.width, f.height) / 2
        case .rounded where layout == .timeline: theme[.timelineIconCornerRadius]
        case .rounded: theme[.artworkCornerRadius] * f.width / max(theme[.artworkSize], 1)
        case .square: 0
        }
        if case .initials(let monogram) = row.image {
            let fill: Fill = monogram.background.map { .solid($0.resolved(in: theme)) }
                ?? .gradient(theme[.avatarBackground], theme[.avatarBackgroundBottom])
            var st = engine.style(.avatarInitials)
            // The letters grow with the disc: 17 pt in a 40-pt avatar.
            st.font.size *= f.height / max(theme[.avatarSize], 1)
            if let c = monogram.color { st.color = c.resolved(in: theme) }
            let m = engine.ctx.measurer.metrics(of: st.font)
            let cut = engine.fitter.truncate(monogram.initials, font: st.font, width: f.width)
            let w = engine.fitter.width(cut.text, st.font)
            let text = TextBlock(lines: [.init(text: cut.text, origin: Point(x: f.midX - w / 2, y: f.midY - m.lineHeight / 2 + m.ascent))],
                                 font: st.font, color: st.color, truncated: cut.truncated)
            return LayoutPart(kind: .avatar, frame: f, text: text, fill: fill, cornerRadius: radius)
        }
        guard let placed else { return nil }
        var part = placed.resized(to: f.size).part(kind: .image, frame: f)
        if var symbol = part.symbol, symbol.background != nil {
            symbol.cornerRadius = radius
            part.symbol = symbol
        } else {
            part.imageCornerRadius = radius
        }
        return part
    }
}

/// A row's button (App Store's GET): a capsule (iOS 11 and later) or a tinted outline
/// (iOS 7–10), its title centred.
struct RowButtonGlyph: Glyph {
    var fill: Color
    var border: Color
    var borderWidth: Double
    var radius: Double

    var name: String { "rowButton" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        let r = min(radius, f.height / 2)
        var nodes: [SceneNode] = []
        if fill.alpha > 0 { nodes.append(.fill(.roundedRect(f, radius: r, corners: .all), .solid(fill))) }
        if borderWidth > 0 && border.alpha > 0 {
            let inset = f.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            nodes.append(.stroke(.roundedRect(inset, radius: max(r - borderWidth / 2, 0), corners: .all),
                                 Stroke(color: border, width: borderWidth)))
        }
        return nodes
    }
}

extension CellLayout {
    /// The row's button as a trailing part: its title's width plus the padding, at least
    /// the theme's minimum width.
    static func rowButton(_ button: RowButtonSpec, engine: TableLayoutEngine, afterAccessory: Bool) -> Trailing {
        let theme = engine.theme
        let w = engine.fitter.width(button.title, engine.style(.rowButton).font)
        let width = max(theme[.rowButtonMinWidth], (w + 2 * theme[.rowButtonPadding]).rounded(.up))
        return Trailing(kind: .rowButton, size: Size(width: width, height: theme[.rowButtonHeight]),
                        inset: afterAccessory ? theme[.rowBadgeGap] : engine.margin - engine.safeContentInset,
                        glyph: RowButtonGlyph(fill: theme[.rowButtonBackground], border: theme[.rowButtonBorder],
                                              borderWidth: theme[.rowButtonBorderWidth], radius: theme[.rowButtonCornerRadius]),
                        text: button.title)
    }
}
