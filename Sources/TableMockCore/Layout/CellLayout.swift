import TableMockScene

/// One row: its height, its cell item (title, detail, image, accessory, editing controls)
/// and its separator. Follows UIKit's cell layout: content starts at the layout margin (plus
/// indentation, plus the editing shift), an image sits there and pushes the text right, the
/// accessory sits at the trailing edge and the text stops short of it, and labels are
/// centred vertically.
struct CellLayout {
    /// Something at the trailing edge of a row, right to left.
    struct Trailing {
        var kind: PartKind
        var size: Size
        /// Space between its right edge and the next thing to its right (or the row's edge).
        var inset: Double
        var glyph: (any Glyph)? = nil
        var text: String? = nil
        var fill: Fill? = nil
        var cornerRadius: Double = 0
        /// A control that lays out its own parts in the frame the row gives it, instead of one
        /// part with the glyph and text above (a switch and its ON/OFF label, a segmented control).
        var parts: ((Rect) -> [LayoutPart])? = nil
    }

    let engine: TableLayoutEngine
    let row: RowSpec
    let section: Int
    let index: Int
    let isLast: Bool
    let isFirst: Bool
    let height: Double

    let rowMinX: Double
    let rowMaxX: Double
    /// The right edge of the cell's background and separator (past the content's, into the
    /// safe area in landscape).
    let frameMaxX: Double
    let contentLeft: Double
    /// Where a row's image starts: the content's start, or (before iOS 7) the row's edge.
    let imageLeft: Double
    let imageSize: Size?
    /// The row's image (a file or a symbol), at `imageSize`.
    let image: PlacedImage?
    let textX: Double
    let textRight: Double
    let trailing: [Trailing]
    /// The row is shown swiped (not editing): its content slides left by the buttons' width
    /// (right, when negative: swiped open on its leading side).
    let swipeOffset: Double
    /// The buttons of a row swiped open (its swipe actions, or the era's Delete button
    /// when it slides the content), outermost first, and the side they are on.
    let swipeButtons: [SwipeButton]
    let swipeSide: SwipeSide?
    /// A value1 row's title and detail widths, decided once for the height and the labels.
    let value1Split: (title: Double, detail: Double)
    /// The delete, insert or selection control at the leading edge while editing.
    let editingControl: EditingControl?
    /// A composed row's arrangement (`layout`, a time, a button, a monogram …), nil for the
    /// cell styles' (Layout/ComposedRow.swift).
    let composed: ComposedRow?

    init(engine: TableLayoutEngine, row: RowSpec, section: Int, index: Int, isLast: Bool, count: Int) {
        self.engine = engine; self.row = row; self.section = section; self.index = index
        self.isLast = isLast; self.isFirst = index == 0
        let theme = engine.theme
        let editing = engine.spec.table.editing
        rowMinX = engine.rowMinX
        // Accessories keep inside the readable width too, when the cells follow it.
        rowMaxX = engine.contentMaxX - engine.readableInset
        frameMaxX = engine.frameMaxX
        // An outline's children are indented a level each (the sidebar's levels are wider).
        let outlineIndent = engine.isSidebar ? theme[.sidebarIndentationWidth] : theme[.outlineIndentationWidth]
        var left = rowMinX + engine.margin + Double(row.indentationLevel) * theme[.indentationWidth]
            + Double(row.outlineLevel) * outlineIndent
        if editing { left += theme[.editingContentShift] }
        contentLeft = left
        // Before iOS 7 a plain row's image sat at the row's leading edge, its text 10 pt after
        // it (classic render 09: a 43-pt image at x 0, the title's ink from x 54). Grouped rows
        // keep the margin inside the group (iOS 5-6 Settings: icons inset in the group).
        let imageX = theme[.imageAtRowEdge] && !engine.isGroupedLook ? left - engine.margin + engine.safeContentInset : left

        editingControl = Self.editingControl(row, engine: engine)

        let placed = row.style != .value2 ? engine.placedImage(row.image, place: .content) : nil
        var image = placed?.size
        let fixedHeight = row.height ?? engine.spec.table.rowHeight
        let baseHeight = fixedHeight ?? Self.themeRowHeight(row, engine: engine)
        if let s = image, s.height > baseHeight - 1 {
            // UIKit scales an image down (keeping its aspect) only when it is taller than the row.
            let h = baseHeight - 1
            image = Size(width: s.width * h / s.height, height: h)
        }
        let composed = ComposedRow.applies(to: row) ? ComposedRow(row: row, engine: engine, contentLeft: left, naturalImage: image) : nil
        self.composed = composed
        if let composed {
            // A composed row's image has its layout's size (an avatar, the artwork).
            imageSize = composed.imageSize
            self.image = placed
            imageLeft = composed.imageX
            textX = composed.textX
        } else {
            imageSize = image
            self.image = image.flatMap { placed?.resized(to: $0) }
            // An image narrower than `imageColumnWidth` is centred in a column that wide (SwiftUI's
            // Label, render 07); the text follows the column.
            // A sidebar's symbols take its wider column (render 01).
            let column = engine.isSidebar ? theme[.sidebarImageColumnWidth] : theme[.imageColumnWidth]
            let imageGap = engine.isSidebar ? theme[.sidebarImageTextGap] : theme[.imageTextGap]
            imageLeft = imageX + (image.map { max(column - $0.width, 0) / 2 } ?? 0)
            textX = image.map { imageX + max($0.width, column) + imageGap
                + (row.style == .subtitle ? theme[.subtitleImageTextOffset] : 0) } ?? left
        }

        // A swipe's buttons slide the content aside by their width (Controls/SwipeActions.swift);
        // the era's Delete button that stays in the row is its first trailing part.
        let swipe = Swipe(row, editing: editing)
        var buttons = swipe.map { Self.swipeButtons($0, engine: engine) } ?? []
        var parts: [Trailing] = []
        if let swipe, Self.staysInRow(swipe, engine: engine) {
            parts.append(Self.inRowButton(buttons[0], rowHeight: baseHeight, engine: engine))
            buttons = []
        }
        if row.expanded, case .actions = swipe {
            // The full swipe: the outermost action spans the row, the others are covered.
            buttons = [buttons[0]]
            buttons[0].width = rowMaxX - rowMinX
        }
        let total = buttons.reduce(0) { $0 + $1.width }
        swipeSide = buttons.isEmpty ? nil : swipe?.side
        swipeButtons = buttons
        swipeOffset = swipeSide == .leading ? -total : total

        let (rowParts, gap) = Self.trailingParts(of: row, engine: engine)
        parts += rowParts
        trailing = parts
        textRight = composed?.layout == .timeline && parts.isEmpty
            // The timeline's text keeps its own inset from the trailing edge (NetNewsWire's 12).
            ? rowMaxX - theme[.timelineTrailingInset]
            : Self.textRight(rowMaxX: rowMaxX, trailing: parts, gap: gap, engine: engine)
        value1Split = row.style == .value1 && composed == nil ? Self.value1Widths(row, engine: engine, width: max(textRight - textX, 0)) : (0, 0)
        if let composed {
            height = fixedHeight ?? composed.height(row, engine: engine, width: max(textRight - textX, 0))
        } else {
            height = Self.height(of: row, engine: engine, baseHeight: baseHeight, fixed: fixedHeight != nil,
                                 titleWidth: row.style == .value1 ? value1Split.title : textRight - textX)
        }
    }

    /// What sits at a row's trailing edge besides a Delete button, right to left, and the gap
    /// its text keeps from them: the accessory and the badge, or while editing (UIKit's
    /// editingAccessoryType is none) the reorder grip in their place.
    static func trailingParts(of row: RowSpec, engine: TableLayoutEngine) -> (parts: [Trailing], gap: Double) {
        let theme = engine.theme
        guard !engine.spec.table.editing else {
            return (row.showsReorderControl && row.deleteConfirmation == nil ? [reorderGrip(engine: engine)] : [], theme[.accessoryTextGap])
        }
        var (parts, gap) = accessory(row.accessory, engine: engine)
        if parts.isEmpty { gap = theme[.accessoryTextGap] }
        if row.hasChildren {
            // The outline disclosure at the trailing edge; the accessory (a count) before it.
            if !parts.isEmpty { parts[0].inset = theme[.outlineDisclosureTextGap] }
            parts.insert(outlineDisclosure(for: row, engine: engine), at: 0)
            if parts.count == 1 { gap = theme[.accessoryTextGap] }
        }
        if let badge = row.badge {
            parts.append(rowBadge(badge, afterAccessory: !parts.isEmpty, engine: engine))
            gap = theme[.accessoryTextGap]
        }
        if case .date(let date, let style)? = row.picker, dateStyle(style, theme: theme) == .compact {
            parts.append(dateButton(date, engine: engine))
            gap = theme[.accessoryViewTextGap]
        }
        if let button = row.button {
            parts.append(rowButton(button, engine: engine, afterAccessory: !parts.isEmpty))
            gap = theme[.composedImageTextGap]
        }
        return (parts, gap)
    }

    /// Where a row's text must stop: before the trailing parts, less the gap it keeps from
    /// them (the layout margin from a lone Delete button while editing, or from the row's end).
    static func textRight(rowMaxX: Double, trailing parts: [Trailing], gap: Double, engine: TableLayoutEngine) -> Double {
        let right = parts.reduce(rowMaxX) { $0 - ($1.inset + $1.size.width) }
        let onlyButton = parts.count == 1 && parts[0].kind == .deleteButton && engine.spec.table.editing
        // rowMaxX already stops short of the safe area; the margin is only the layout's here.
        // (rowMaxX has the readable width's inset taken off already.)
        let trailingMargin = engine.layoutMargin - engine.safeContentInset
        return parts.isEmpty ? rowMaxX - trailingMargin : right - (onlyButton ? trailingMargin : gap)
    }

    /// A row's height: the theme's or the spec's (`baseHeight`), grown to a title of several
    /// lines, or self-sized to its labels with Dynamic Type.
    static func height(of row: RowSpec, engine: TableLayoutEngine, baseHeight: Double, fixed: Bool, titleWidth: Double) -> Double {
        if let unmeasured = unmeasuredHeight(of: row, engine: engine) {
            // One line a label: the same height the table gives rows it only counts.
            return unmeasured
        }
        if !fixed, let lineHeight = engine.selfSizingLineHeight {
            // Dynamic Type: the row grows to its labels, at least the theme's row height.
            return max(baseHeight, engine.snap(selfSizedHeight(row, engine: engine, lineHeight: lineHeight, titleWidth: titleWidth)))
        }
        guard row.title != nil || row.detailLines != 1 else { return baseHeight }
        // A title of several lines (`unmeasuredHeight` answered every other row).
        let title = row.title ?? ""
        let role: TextRole = switch row.style {
        case .subtitle: .subtitleTitle
        case .value1: .value1Title
        default: engine.isGroupedLook ? .groupedCellTitle : .cellTitle
        }
        let n = engine.wrappedLineCount(title, role: role, width: titleWidth)
        let lines = row.titleLines == 0 ? n : min(n, row.titleLines)
        let lh = engine.lineHeight(role)
        var block = Double(lines) * lh
        if row.style == .subtitle, let detail = row.detail {
            block += engine.subtitleGap + Double(detailLineCount(detail, row: row, engine: engine, width: titleWidth))
                * engine.lineHeight(engine.detailStyle(row, .subtitleDetail))
        }
        if row.style == .value1, row.detail?.isEmpty == false, row.detailTextStyle ?? engine.spec.table.detailTextStyle != nil {
            // Beside a wrapped title, a detail in a larger text style of its own.
            block = max(block, engine.lineHeight(engine.detailStyle(row, .value1Detail)))
        }
        // Vertical margins are half a line of the title font, as in UIKit's self-sizing cells.
        let needed = block + 2 * (lh / 2).rounded(.up)
        return max(baseHeight, engine.snap(needed))
    }

    /// The row's height when it does not depend on measuring its text (a title on one line,
    /// the common case), without laying the row out; nil when only the whole layout can say.
    /// The table's layout sizes the rows it does not draw with this: a screen of a
    /// 100,000-row table would otherwise shape 200,000 labels it never shows.
    static func unmeasuredHeight(of row: RowSpec, engine: TableLayoutEngine) -> Double? {
        if row.layout == .timeline {
            // The timeline's title and summary share lines: only their wrapping can say.
            return row.height ?? engine.spec.table.rowHeight
        }
        if ComposedRow.applies(to: row) {
            // A named layout whose labels take a fixed number of lines (a one-line title, Mail's
            // and Messages' reserved preview or a one-line detail) has a height no text width
            // changes: its line heights and image. Anything else measures its labels.
            guard let layout = row.layout, row.titleLines == 1 || row.title == nil,
                  layout == .mail || layout == .messages || row.detailLines == 1 || (row.detail ?? "").isEmpty else { return nil }
            if let fixed = row.height ?? engine.spec.table.rowHeight { return fixed }
            return ComposedRow(row: row, engine: engine, contentLeft: 0, naturalImage: nil).height(row, engine: engine, width: 0)
        }
        // A wheel or the inline calendar fills its row: the picker's height.
        if let picker = pickerRowHeight(row, engine: engine) { return row.height ?? picker }
        guard row.titleLines == 1 || row.title == nil || row.style == .value2 else { return nil }
        guard row.detailLines == 1 || row.style != .subtitle || (row.detail ?? "").isEmpty else { return nil }
        let fixed = row.height ?? engine.spec.table.rowHeight
        let base = fixed ?? themeRowHeight(row, engine: engine)
        if fixed == nil, engine.selfSizingLineHeight == nil, let needed = styledDetailHeight(row, engine: engine, titleLines: 1) {
            // A detail in a text style of its own (`detailTextStyle`) may need a taller row.
            return max(base, needed)
        }
        guard fixed == nil, let lineHeight = engine.selfSizingLineHeight else { return base }
        // One line a label: the self-sized height needs no width.
        return max(base, engine.snap(selfSizedHeight(row, engine: engine, lineHeight: lineHeight, titleWidth: 0)))
    }

    /// The height a row whose detail has a text style of its own (`detailTextStyle`) needs at
    /// a fixed text size: its labels' block (stacked in subtitle, side by side in value1 and
    /// value2) between vertical margins of half the title's line, as `height` grows a row to a
    /// wrapped title; nil for a row without one.
    static func styledDetailHeight(_ row: RowSpec, engine: TableLayoutEngine, titleLines: Int) -> Double? {
        guard row.detailTextStyle ?? engine.spec.table.detailTextStyle != nil, let detail = row.detail, !detail.isEmpty,
              row.style != .default else { return nil }
        let titleRole: TextRole = switch row.style {
        case .subtitle: .subtitleTitle
        case .value2: .value2Title
        default: .value1Title
        }
        let lh = engine.lineHeight(titleRole)
        let title = Double(titleLines) * lh
        let dlh = engine.lineHeight(engine.detailStyle(row, row.style == .subtitle ? .subtitleDetail : row.style == .value2 ? .value2Detail : .value1Detail))
        let block = row.style == .subtitle ? title + engine.subtitleGap + dlh : max(title, dlh)
        return engine.snap(block + 2 * (lh / 2).rounded(.up))
    }

    /// The theme's height for a row without its own: a subtitle row with a detail may have
    /// a taller one (iOS 15's Form, render 07).
    static func themeRowHeight(_ row: RowSpec, engine: TableLayoutEngine) -> Double {
        let theme = engine.theme
        if engine.isSidebar { return theme[.sidebarRowHeight] }
        guard row.style == .subtitle, row.detail?.isEmpty == false else { return engine.oneLineRowHeight }
        return max(theme[.rowHeight], theme[.subtitleRowHeight])
    }

    /// The height a self-sizing cell asks for (UIKit's automatic dimension): its labels'
    /// lines, at the line height UIKit's system font has at each label's size, between
    /// vertical margins of half the title's line, rounded up (11 pt at 17 pt, 32 at 53).
    /// The subtitle style stacks its two labels; value1 and value2 set theirs side by side.
    static func selfSizedHeight(_ row: RowSpec, engine: TableLayoutEngine, lineHeight: Double, titleWidth: Double) -> Double {
        let theme = engine.theme
        func lh(_ role: TextRole) -> Double { lineHeight * theme[role].font.size }
        // The detail in its own text style (`detailTextStyle`), else the role's.
        func dlh(_ role: TextRole) -> Double { lineHeight * engine.detailStyle(row, role).font.size }
        let titleRole: TextRole = switch row.style {
        case .default: engine.isGroupedLook ? .groupedCellTitle : .cellTitle
        case .subtitle: .subtitleTitle
        case .value1: .value1Title
        case .value2: .value2Title
        }
        var lines = 1
        if row.titleLines != 1, row.style != .value2, let title = row.title {
            let n = engine.wrappedLineCount(title, role: titleRole, width: titleWidth)
            lines = row.titleLines == 0 ? n : min(n, row.titleLines)
        }
        let hasDetail = !(row.detail ?? "").isEmpty
        let block: Double = switch row.style {
        case .default: Double(lines) * lh(titleRole)
        case .subtitle: Double(lines) * lh(titleRole)
            + (hasDetail ? engine.subtitleGap + Double(detailLineCount(row.detail ?? "", row: row, engine: engine, width: titleWidth)) * dlh(.subtitleDetail) : 0)
        case .value1: max(Double(lines) * lh(titleRole), hasDetail ? dlh(.value1Detail) : 0)
        case .value2: max(lh(titleRole), hasDetail ? dlh(.value2Detail) : 0)
        }
        return block + 2 * (lh(titleRole) / 2).rounded(.up)
    }

    /// How many lines a subtitle row's detail takes: 1, or up to `detailLines` when it wraps.
    static func detailLineCount(_ detail: String, row: RowSpec, engine: TableLayoutEngine, width: Double) -> Int {
        guard row.detailLines > 1, !detail.isEmpty else { return 1 }
        return max(1, min(row.detailLines, engine.wrappedLineCount(detail, style: engine.detailStyle(row, .subtitleDetail), width: width)))
    }

    func items(y: Double) -> [LayoutItem] {
        let theme = engine.theme
        let frame = Rect(x: rowMinX, y: y, width: frameMaxX - rowMinX, height: height)
        var content: [LayoutPart] = []

        if let size = imageSize, let composed {
            // The timeline's favicon hangs from the row's top; other layouts centre theirs.
            let top = composed.layout == .timeline ? y + theme[.timelineIconTop] : y + (height - size.height) / 2
            let f = Rect(x: imageLeft, y: engine.snap(top), width: size.width, height: size.height)
            if let part = composed.imagePart(row, placed: image, engine: engine, frame: f) { content.append(part) }
        } else if let size = imageSize, let image {
            let f = Rect(x: imageLeft, y: engine.snap(y + (height - size.height) / 2), width: size.width, height: size.height)
            content.append(image.part(kind: .image, frame: f))
        }
        let labelParts = labels(in: frame)
        content.append(contentsOf: labelParts)
        let timeline = composed?.layout == .timeline
        if row.unread, let composed, timeline {
            content.append(timelineUnreadDot(in: frame, centerX: composed.unreadCenterX))
        } else if row.unread {
            content.append(unreadDot(title: labelParts.first { $0.kind == .title }, in: frame, centerX: composed?.unreadCenterX))
        } else if row.starred, let composed, timeline, let star = timelineStar(in: frame, centerX: composed.unreadCenterX) {
            content.append(star)
        }

        let placed = trailingParts(y: y)
        content += placed.content
        var fixed = placed.fixed
        if swipeOffset != 0 { content = content.map { $0.translated(dx: -swipeOffset, dy: 0) } }
        fixed += swipeActionParts(y: y)
        if let control = editingControlPart(y: y) { fixed.append(control) }

        var fill: Fill? = engine.isGroupedLook ? nil : .solid(theme[.cellBackground])
        if engine.isSidebar {
            // The sidebar's rows show its background; a selection is a rounded fill (Outline.swift).
            fill = sidebarFill()
            content = sidebarSelectionColoured(content)
            return [LayoutItem(kind: .cell, section: section, row: index, frame: frame, fill: fill,
                               cornerRadius: fill == nil ? nil : sidebarCornerRadius, corners: fill == nil ? nil : .all,
                               parts: content + fixed, clipsParts: swipeOffset != 0)]
        } else if timeline && (row.selected || row.highlighted) {
            // The timeline's selection: a rounded fill under white text (TimelineRow.swift).
            content = [timelineSelection(in: frame)] + content.map { $0.kind == .image ? $0 : $0.recoloured(theme[.timelineSelectedText]) }
        } else if row.highlighted {
            fill = .gradient(theme[.highlightedBackground], theme[.highlightedBackgroundBottom])
        } else if row.selected {
            fill = .solid(theme[.selectedBackground])
        }
        if (row.highlighted || row.selected) && theme[.highlightInvertsText] {
            // iPhone OS 2 to iOS 6: the blue highlight turns labels and accessories white.
            content = content.map { $0.recoloured(theme[.highlightedText]) }
        }
        var corners: Corners? = nil
        // A swiped row of a card clips its sliding content and buttons to the card's corners.
        if engine.isCardStyle, fill != nil || swipeOffset != 0 {
            corners = (isFirst ? Corners.top : []).union(isLast ? Corners.bottom : [])
        }
        var cell = LayoutItem(kind: .cell, section: section, row: index, frame: frame, fill: fill,
                              cornerRadius: corners.map { $0.isEmpty ? 0 : engine.cardRadius },
                              corners: corners, parts: content + fixed, clipsParts: swipeOffset != 0)
        cell.continuousCorners = engine.continuousCards
        return [cell] + (timeline ? timelineSeparator(y: y) : separators(y: y))
    }

    /// The trailing parts placed right to left in a row whose top is `y`: what slides with
    /// the content (accessories, the badge, the reorder grip), and what stays put (the era's
    /// Delete button in the row).
    private func trailingParts(y: Double) -> (content: [LayoutPart], fixed: [LayoutPart]) {
        let theme = engine.theme
        var content: [LayoutPart] = [], fixed: [LayoutPart] = []
        var right = rowMaxX
        for t in trailing {
            let isButton = t.kind == .deleteButton
            // A full-height button (deleteButtonHeight 0, iOS 7 on) grows with the row.
            let h = isButton && theme[.deleteButtonHeight] == 0 ? height : t.size.height
            let x = right - t.inset - t.size.width
            var top = y + (height - h) / 2
            if theme[.accessoryTopOnPixel] && !isButton {
                // Classic UIKit puts the accessory's top on the pixel above the centred place
                // (classic renders 06, 08, 09 at 1x: a 13-pt chevron 15 pt, a 27-pt switch 8 pt
                // below the row's top).
                top = (top * engine.ctx.scale + 0.001).rounded(.down) / engine.ctx.scale
            }
            let f = Rect(x: x, y: t.kind == .reorderControl ? engine.snap(top) : top, width: t.size.width, height: h)
            right = f.minX
            if let parts = t.parts {
                content += parts(f)
                continue
            }
            var part = LayoutPart(kind: t.kind, frame: f, glyph: t.glyph, fill: t.fill, cornerRadius: t.cornerRadius)
            if let text = t.text { part.text = trailingText(text, of: t.kind, in: f) }
            if isButton { fixed.append(part) } else { content.append(part) }
        }
        return (content, fixed)
    }

    /// A trailing part's text, cut to fit: centred in the Delete button and the badge (inside
    /// their padding), from the left of an accessory label.
    private func trailingText(_ text: String, of kind: PartKind, in f: Rect) -> TextBlock {
        let theme = engine.theme
        let isButton = kind == .deleteButton, isRowButton = kind == .rowButton, isBadge = kind == .rowBadge || isRowButton
        let role: TextRole = isButton ? .deleteButton : isRowButton ? .rowButton : isBadge ? .rowBadge : .accessoryText
        let st = engine.style(role)
        let m = engine.ctx.measurer.metrics(of: st.font)
        let padding = isRowButton ? theme[.rowButtonPadding] : theme[.rowBadgePadding]
        let avail = isButton ? f.width - 2 * theme[.deleteButtonPadding] : isBadge ? f.width - 2 * padding : f.width
        let cut = engine.fitter.truncate(text, font: st.font, width: max(avail, 0))
        let w = engine.fitter.width(cut.text, st.font)
        let drop = role == .accessoryText ? theme[.accessoryTextOffset] : 0
        let origin = Point(x: isButton || isBadge ? f.midX - w / 2 : f.minX, y: f.midY - m.lineHeight / 2 + m.ascent + drop)
        return TextBlock(lines: [.init(text: cut.text, origin: origin)], font: st.font, color: st.color, truncated: cut.truncated)
    }

    /// The separator under the row, inset to where the text starts. A grouped section's
    /// last row has none: the section's bottom border (or the card's edge) closes it.
    /// In a plain table the last row of a section other than the last has none either:
    /// the next section's header follows directly.
    private func separators(y: Double) -> [LayoutItem] {
        let theme = engine.theme
        let lastSection = section == engine.sections.count - 1
        let hasSeparator = engine.spec.table.separatorStyle != .none && !(isLast && (engine.isGroupedLook || !lastSection))
            && !engine.isSidebar
        guard hasSeparator else { return [] }
        var result: [LayoutItem] = []
        // The table's separator inset: the layout margin, or the text's start after an
        // image. Editing, indentation and a swipe shift the content, not the separator
        // (it belongs to the cell: UIKit render 12 keeps it at x 15 under a swiped row).
        // Before iOS 7 separators ran the full width of the row or group.
        // An outline's children: their separators start at their indented text, as a list's do.
        let outlineIndent = engine.isSidebar ? theme[.sidebarIndentationWidth] : theme[.outlineIndentationWidth]
        let base = rowMinX + engine.margin + Double(row.outlineLevel) * outlineIndent
        let follows = theme[.separatorInsetFollowsText]
        // SwiftUI's Form (iOS 15, render 07) starts it at the margin, under the image.
        // A composed row's follows its text, as UIKit's automatic inset follows the text label.
        let afterImage = composed != nil ? textX
            : theme[.separatorInsetFollowsImage] ? imageSize.map { base + max($0.width, theme[.imageColumnWidth]) + theme[.imageTextGap] } : nil
        var inset = follows ? (afterImage ?? base) : rowMinX
        var end = frameMaxX
        // UIKit's separatorInset (the table's, then the row's, side by side): points from the
        // cell's edges inside the safe area; a side not given keeps the era's.
        let explicit = engine.spec.table.separatorInset.map { $0.overridden(by: row.separatorInset) } ?? row.separatorInset
        if let leading = explicit?.leading { inset = rowMinX + engine.safeContentInset + leading }
        if let trailing = explicit?.trailing, trailing > 0 { end = max(frameMaxX - trailing, inset) }
        // In an outlined group the separator runs on through the border columns (classic
        // render 04: darker than the border where they cross, at x 9 and 310).
        let through = engine.isOutlinedGroup ? theme[.separatorThicknessPixels] * engine.pixel : 0
        // A SwiftUI List from iOS 26 stops it at the trailing margin too (uikit-ios26 renders
        // 01-14), unless the spec says where.
        // A plain UITableView from iOS 26 as well (AccessibilitySnapshot's iOS 26.2 table: x 20-382
        // of 402); a spec's `separatorInset.trailing: 0` runs it to the edge.
        let insetBothSides = engine.swiftUIList ? theme[.swiftUISeparatorTrailingInset]
            : engine.plainUIKitTable && theme[.plainSeparatorTrailingInset]
        if insetBothSides && explicit?.trailing == nil { end = frameMaxX - engine.margin }
        // The lower row's top separator (a list's topSeparatorVisibility) stands one thickness lower.
        let lineY = y + height - (theme[.separatorsAtRowTop] ? 0 : engine.separatorThickness)
        result.append(engine.thickened(engine.hairline(x: max(inset, rowMinX) - through, y: lineY,
                                                       to: end + through, section: section, row: index)))
        if engine.isOutlinedGroup && theme[.separatorEtch].alpha > 0 {
            // iOS 5's etched groups: a light line under each separator (classic render 04).
            var etch = engine.hairline(x: max(inset, rowMinX), y: y + height, to: end, section: section, row: index)
            etch.fill = .solid(theme[.separatorEtch])
            result.append(etch)
        }
        return result
    }

    // MARK: Labels for each cell style

    private func labels(in frame: Rect) -> [LayoutPart] {
        var parts = unrecolouredLabels(in: frame)
        if let color = row.titleColor.map(engine.resolve) {
            parts = parts.map { part in
                guard part.kind == .title, var t = part.text else { return part }
                var p = part
                t.color = color
                p.text = t
                return p
            }
        }
        return parts
    }

    private func unrecolouredLabels(in frame: Rect) -> [LayoutPart] {
        let width = max(textRight - textX, 0)
        if let composed { return composed.labels(row, engine: engine, in: frame, textRight: textRight) }
        if let picker = row.picker, Self.pickerRowHeight(row, engine: engine) != nil { return pickerParts(picker, in: frame) }
        if row.field != nil || row.slider != nil { return controlRow(in: frame, width: width) }
        switch row.style {
        case .default:
            return title(role: engine.isGroupedLook ? .groupedCellTitle : .cellTitle, in: frame, width: width, detailBlock: nil)
        case .subtitle:
            return title(role: .subtitleTitle, in: frame, width: width, detailBlock: row.detail)
        case .value1:
            return value1(in: frame, width: width)
        case .value2:
            return value2(in: frame, width: width)
        }
    }

    /// The top of a row's centred labels: UIKit centres them in the cell's content view, above
    /// the separator from iOS 7 (`cellContentAboveSeparator`: 43.67 of a 44-pt row at 3x), with
    /// the baseline where the era's system font puts it (`systemFontAscent` and the Dynamic
    /// Type `lineHeight`: San Francisco's line box, not the stand-in font's), then moved by
    /// `cellLabelOffset`. Renders 02 and 04 (iOS 13 and 18, 3x): the "0" ink bottoms were
    /// 0.67 pt low with Inter's line box centred in the whole row.
    /// Self-sizing rows (a `contentSizeCategory`) are left as they are: render 03 (AX3) has
    /// its ink within half a point of Inter's line box centred in the whole row.
    private func centredTop(_ frame: Rect, blockHeight: Double, role: TextRole) -> Double {
        centredTop(frame, blockHeight: blockHeight, font: engine.style(role).font)
    }

    private func centredTop(_ frame: Rect, blockHeight: Double, font: FontDescriptor) -> Double {
        let theme = engine.theme
        var height = frame.height
        // iOS 26 (`selfSizingRowLineHeight`) places its labels the same way at every text size.
        guard engine.selfSizingLineHeight == nil || theme[.selfSizingRowLineHeight] > 0 else {
            return frame.minY + (height - blockHeight) / 2 + theme[.cellLabelOffset]
        }
        // SwiftUI's List centres them in the whole row (iOS 26), and so does iOS 26's plain
        // UITableView whose self-sized row adds the separator (plainSelfSizingRowPadding: the
        // baseline 32.5 pt into the 53-pt row of AccessibilitySnapshot's iOS 26.2 table).
        let wholeRow = engine.swiftUIList ? theme[.swiftUILabelsCentredInRow]
            : engine.plainUIKitTable && theme[.plainSelfSizingRowPadding] > 0
        if theme[.cellContentAboveSeparator] && !wholeRow {
            height -= engine.separatorThickness
        }
        var top = frame.minY + (height - blockHeight) / 2 + theme[.cellLabelOffset]
        if theme[.systemFontAscent] > 0, let systemLineHeight = theme.dynamicType?.lineHeight {
            let m = engine.ctx.measurer.metrics(of: font)
            top += (theme[.systemFontAscent] - systemLineHeight / 2) * font.size - (m.ascent - m.lineHeight / 2)
        }
        return top
    }

    /// Default and subtitle styles: the title (one or more lines) and, for subtitle, the
    /// detail under it, centred together as one block. Each line is cut on its own.
    func title(role: TextRole, in frame: Rect, width: Double, detailBlock: String?) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        let lh = engine.lineHeight(role)
        let titleText = row.title ?? ""
        let lineCount = row.titleLines == 1 ? 1 : max(1, engine.wrappedLineCount(titleText, role: role, width: width))
        let shownLines = row.titleLines == 0 ? lineCount : min(lineCount, row.titleLines)
        var blockHeight = Double(shownLines) * lh
        let detail = detailBlock.flatMap { $0.isEmpty ? nil : $0 }
        let detailStyle = engine.detailStyle(row, .subtitleDetail)
        let dlh = engine.lineHeight(detailStyle)
        let detailLines = detail.map { Self.detailLineCount($0, row: row, engine: engine, width: width) } ?? 1
        if let detail, let stack = swiftUITextStack(role: role, titleLines: shownLines, detailStyle: detailStyle, detailLines: detailLines, in: frame) {
            return stackedLabels(stack, role: role, titleText: titleText, titleLines: shownLines, detail: detail,
                                 detailStyle: detailStyle, detailLines: detailLines, width: width)
        }
        if detail != nil { blockHeight += engine.subtitleGap + Double(detailLines) * dlh }
        let top = centredTop(frame, blockHeight: blockHeight, role: role)
        if row.title != nil {
            let alignment: TextAlignment = switch row.textAlignment {
            case .natural, .left: .left
            case .center: .center
            case .right: .right
            }
            let block = engine.textBlock(titleText, role: role, x: textX, top: top, width: width,
                                         maxLines: row.titleLines, alignment: alignment, truncation: row.truncation)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: top, width: width, height: Double(shownLines) * lh), text: block))
        }
        if let detail {
            let dtop = top + Double(shownLines) * lh + engine.subtitleGap
            let block = engine.textBlock(detail, style: detailStyle, x: textX, top: dtop, width: width,
                                         maxLines: row.detailLines, truncation: row.truncation)
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: textX, y: dtop, width: width, height: Double(detailLines) * dlh), text: block))
        }
        return parts
    }

    /// A SwiftUI List's two-line row: a `VStack` of two `Text`s, not UIKit's subtitle cell.
    /// Each Text is San Francisco's line box (the theme's Dynamic Type `lineHeight` times
    /// its size, rounded up to a device pixel), the two `swiftUITextStackSpacing` apart; the
    /// stack is centred in the row and put on the pixel grid by rounding its offset down;
    /// each baseline sits San Francisco's ascent (`systemFontAscent`) below its box's top.
    /// Render uikit-ios26 01 (3x, two body Texts in a 70.67-pt row): the stack 41.67 high,
    /// 14.33 down (14.5 centred), the baselines 30.33 and 51.67 under the row's top. Nil
    /// where the theme has no such stack (`swiftUITextStackSpacing` 0) or for UIKit's table.
    struct TextStack {
        var titleBaseline: Double
        var detailBaseline: Double
        /// San Francisco's line pitch at each label's size, for labels of several lines.
        var titlePitch: Double
        var detailPitch: Double
    }

    private func swiftUITextStack(role: TextRole, titleLines: Int, detailStyle: ResolvedTextStyle, detailLines: Int,
                                  in frame: Rect) -> TextStack? {
        let theme = engine.theme
        let spacing = theme[.swiftUITextStackSpacing]
        guard engine.swiftUIList, spacing > 0, row.title != nil, theme[.systemFontAscent] > 0,
              let lineHeight = theme.dynamicType?.lineHeight else { return nil }
        let titleSize = engine.style(role).font.size, detailSize = detailStyle.font.size
        let titleBox = engine.ceilToPixel(Double(titleLines) * lineHeight * titleSize)
        let detailBox = engine.ceilToPixel(Double(detailLines) * lineHeight * detailSize)
        let offset = (frame.height - (titleBox + spacing + detailBox)) / 2
        let top = frame.minY + engine.floorToPixel(offset)
        return TextStack(titleBaseline: top + theme[.systemFontAscent] * titleSize,
                         detailBaseline: top + titleBox + spacing + theme[.systemFontAscent] * detailSize,
                         titlePitch: lineHeight * titleSize, detailPitch: lineHeight * detailSize)
    }

    /// The title and detail of a SwiftUI two-line row where `swiftUITextStack` puts them.
    private func stackedLabels(_ stack: TextStack, role: TextRole, titleText: String, titleLines: Int, detail: String,
                               detailStyle: ResolvedTextStyle, detailLines: Int, width: Double) -> [LayoutPart] {
        let tm = engine.ctx.measurer.metrics(of: engine.style(role).font)
        let dm = engine.ctx.measurer.metrics(of: detailStyle.font)
        let alignment: TextAlignment = switch row.textAlignment {
        case .natural, .left: .left
        case .center: .center
        case .right: .right
        }
        let ttop = stack.titleBaseline - tm.ascent
        let title = engine.textBlock(titleText, role: role, x: textX, top: ttop, width: width, maxLines: row.titleLines,
                                     alignment: alignment, truncation: row.truncation, pitch: titleLines > 1 ? stack.titlePitch : nil)
        let dtop = stack.detailBaseline - dm.ascent
        let block = engine.textBlock(detail, style: detailStyle, x: textX, top: dtop, width: width, maxLines: row.detailLines,
                                     truncation: row.truncation, pitch: detailLines > 1 ? stack.detailPitch : nil)
        return [LayoutPart(kind: .title, frame: Rect(x: textX, y: ttop, width: width, height: Double(titleLines) * tm.lineHeight), text: title),
                LayoutPart(kind: .detail, frame: Rect(x: textX, y: dtop, width: width, height: Double(detailLines) * dm.lineHeight), text: block)]
    }

    /// Value 1: title on the left, detail right-aligned on the same baseline. When both do
    /// not fit, the detail is cut first, down to a quarter of the room; then the title.
    /// The widths of a value1 row's labels. On one line the title keeps what it needs and the
    /// detail gives way first (down to a quarter of the row); a wrapping title (`titleLines`
    /// other than 1) takes the room the detail leaves, the detail keeping up to half the row.
    static func value1Widths(_ row: RowSpec, engine: TableLayoutEngine, width: Double) -> (title: Double, detail: Double) {
        let ts = engine.style(.value1Title), ds = engine.detailStyle(row, .value1Detail)
        let gap = engine.theme[.value1MinGap]
        let title = row.title ?? "", detail = row.detail ?? ""
        let tw = engine.fitter.width(title, ts.font)
        let dw = detail.isEmpty ? 0 : engine.fitter.width(detail, ds.font)
        if row.titleLines != 1 && !detail.isEmpty && tw > width - gap - dw {
            // A short title leaves the detail all the room it does not use.
            let detailWidth = min(dw, max(width / 2, width - gap - tw))
            return (max(width - gap - detailWidth, 0), detailWidth)
        }
        let detailMin = min(dw, width / 4)
        let titleWidth = detail.isEmpty ? width : min(tw, max(width - gap - detailMin, 0))
        let detailWidth = detail.isEmpty ? 0 : max(min(dw, width - titleWidth - gap), 0)
        return (titleWidth, detailWidth)
    }

    private func value1(in frame: Rect, width: Double) -> [LayoutPart] {
        let ts = engine.style(.value1Title), ds = engine.detailStyle(row, .value1Detail)
        let title = row.title ?? "", detail = row.detail ?? ""
        let (titleWidth, detailWidth) = value1Split

        var parts: [LayoutPart] = []
        let tm = engine.ctx.measurer.metrics(of: ts.font), dm = engine.ctx.measurer.metrics(of: ds.font)
        let maxLines = row.titleLines  // 0: as many as it takes
        let wrapped = row.title == nil || maxLines == 1 ? 1 : engine.wrappedLineCount(title, role: .value1Title, width: titleWidth)
        let lines = maxLines == 0 ? wrapped : min(wrapped, maxLines)
        let lh = engine.lineHeight(.value1Title)
        let blockHeight = lines == 1 ? tm.lineHeight : Double(lines) * lh
        let top = centredTop(frame, blockHeight: blockHeight, role: .value1Title)
        let baseline = top + tm.ascent
        if row.title != nil {
            let block = engine.textBlock(title, role: .value1Title, x: textX, top: top, width: titleWidth, maxLines: maxLines, truncation: row.truncation)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: top, width: titleWidth, height: blockHeight), text: block))
        }
        if !detail.isEmpty {
            let x = textRight - detailWidth
            // Baselines are aligned, as UIKit aligns the two labels; beside a wrapped title the
            // detail is centred in the row.
            let dtop = lines == 1 ? baseline - dm.ascent : engine.snap(frame.midY - dm.lineHeight / 2)
            let block = engine.textBlock(detail, style: ds, x: x, top: dtop, width: detailWidth, maxLines: 1,
                                         alignment: .right, truncation: row.truncation)
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: x, y: dtop, width: detailWidth, height: dm.lineHeight), text: block))
        }
        return parts
    }

    /// Value 2: a fixed-width, right-aligned title column, then the detail after a small gap.
    private func value2(in frame: Rect, width: Double) -> [LayoutPart] {
        let theme = engine.theme
        let column = min(theme[.value2TitleWidth], width)
        let ts = engine.style(.value2Title), ds = engine.detailStyle(row, .value2Detail)
        let tm = engine.ctx.measurer.metrics(of: ts.font), dm = engine.ctx.measurer.metrics(of: ds.font)
        let top = centredTop(frame, blockHeight: max(tm.lineHeight, dm.lineHeight), font: tm.lineHeight >= dm.lineHeight ? ts.font : ds.font)
        let baseline = top + max(tm.ascent, dm.ascent)
        var parts: [LayoutPart] = []
        if let title = row.title {
            let ttop = baseline - tm.ascent
            let block = engine.textBlock(title, role: .value2Title, x: textX, top: ttop, width: column, maxLines: 1,
                                         alignment: .right, truncation: row.truncation)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: ttop, width: column, height: tm.lineHeight), text: block))
        }
        if let detail = row.detail {
            let x = textX + column + theme[.value2Gap]
            let w = max(textRight - x, 0)
            let dtop = baseline - dm.ascent
            let block = engine.textBlock(detail, style: ds, x: x, top: dtop, width: w, maxLines: 1, truncation: row.truncation)
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: x, y: dtop, width: w, height: dm.lineHeight), text: block))
        }
        return parts
    }
}

extension TableLayoutEngine {
    /// Rows self-size when the spec gives a `contentSizeCategory` and the theme has Dynamic
    /// Type: the system font's line height over its size, else nil (fixed row heights).
    var selfSizingLineHeight: Double? {
        spec.contentSizeCategory == nil ? nil : theme.dynamicType?.lineHeight
    }

    /// A one-line row's height. A theme with `selfSizingRowLineHeight` (iOS 26) sizes it as
    /// SwiftUI and UIKit's self-sizing cells do at every text size: the system font's line at
    /// the title's size (Dynamic Type's `lineHeight` x the size), the vertical paddings round
    /// it, the sum rounded up to a device pixel: 52 at the default size (1x-3x), 51 at medium
    /// (3x). Else the theme's fixed `rowHeight`.
    var oneLineRowHeight: Double {
        let line = theme[.selfSizingRowLineHeight]
        guard line > 0 else { return theme[.rowHeight] }
        let plainPadding = theme[.plainSelfSizingRowPadding]
        if plainUIKitTable && plainPadding > 0 {
            // A plain UITableView (iOS 26.2, AccessibilitySnapshot, 3x): the content view self-sizes
            // to 20.29 + 2 x 15.83 = 51.95, 52 on the pixel grid, and UIKit adds the 1-pt separator
            // under it: rows 53 pt apart (iOS 18.5's twin: 44 + 0.33). The line is the title's at
            // the spec's text size (16-pt body at medium: 19.09 + 31.67, 51 + 1; the padding also
            // gives the 51 and 52 of SwiftUI's rows at medium and large).
            let sized = theme.dynamicType.map { $0.lineHeight * theme[.cellTitle].font.size } ?? line
            return ceilToPixel(sized + 2 * plainPadding) + separatorThickness
        }
        // SwiftUI's rows and UIKit's grouped cells (iOS 26): the title's line at the spec's text
        // size between paddings that stay: 20.29 + 2 x 15.83 = 51.95, 52 at 1x, 2x and 3x at the
        // default size (AccessibilitySnapshot's iOS 26.2 list, RevenueCat's render 14,
        // ipad-lists 07); 16-pt text at medium, 19.09 + 31.67, 51 at 3x (renders 04, 06, 11).
        let sized = theme.dynamicType.map { $0.lineHeight * theme[.cellTitle].font.size } ?? line
        return ceilToPixel(sized + 2 * theme[.selfSizingRowPadding])
    }

    /// Rounds up to the device-pixel grid, as UIKit sizes a self-sizing view (a hair of
    /// floating-point error below a pixel is not a pixel more).
    func ceilToPixel(_ v: Double) -> Double { (v * ctx.scale - 1e-6).rounded(.up) / ctx.scale }

    /// Rounds down to the device-pixel grid (a hair of floating-point error under a pixel is
    /// that pixel).
    func floorToPixel(_ v: Double) -> Double { (v * ctx.scale + 1e-6).rounded(.down) / ctx.scale }

    /// The space between a subtitle row's title and detail: UIKit's subtitle cell's
    /// (`subtitleGap`), or in a SwiftUI List whose theme stacks two Texts
    /// (`swiftUITextStackSpacing` above 0) the stack's spacing.
    var subtitleGap: Double {
        let stack = theme[.swiftUITextStackSpacing]
        return swiftUIList && stack > 0 ? stack : theme[.subtitleGap]
    }

    /// A row separator as thick as the theme draws them at the accessibility text sizes
    /// (1 pt on iOS 13, render 03), still ending at the row's bottom; else as it is.
    func thickened(_ line: LayoutItem) -> LayoutItem {
        guard spec.contentSizeCategory?.isAccessibilitySize == true, let points = theme.dynamicType?.accessibilitySeparatorThickness
        else { return line }
        let thickness = max(snap(points), pixel)
        guard thickness > line.frame.height else { return line }
        var copy = line
        copy.frame = Rect(x: line.frame.minX, y: line.frame.maxY - thickness, width: line.frame.width, height: thickness)
        return copy
    }

    /// The pitch of a plain table's empty-row separators: the theme's row height, or with
    /// self-sizing rows the height of a one-line default row (UIKit's default row height
    /// grows with Dynamic Type).
    var fillerRowHeight: Double {
        guard let lineHeight = selfSizingLineHeight else { return oneLineRowHeight }
        let line = lineHeight * theme[.cellTitle].font.size
        return max(theme[.rowHeight], snap(line + 2 * (line / 2).rounded(.up)))
    }
}

extension LayoutPart {
    /// The same part with its text and line-drawn glyph in another colour (a highlighted row
    /// of the iOS 2–6 look). Images and filled controls keep theirs.
    func recoloured(_ color: Color) -> LayoutPart {
        var p = self
        if var t = p.text { t.color = color; t.shadow = nil; p.text = t }
        if let line = glyph as? any LineGlyph { p.glyph = line.recoloured(color) }
        return p
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
