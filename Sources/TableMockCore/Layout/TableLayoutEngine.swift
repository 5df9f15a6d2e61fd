import TableMockScene

/// Everything a layout needs besides the spec: the resolved theme, a text measurer, the
/// decoded images (keyed by the path written in the spec) and the output scale.
public struct LayoutContext {
    public var theme: Theme
    public var measurer: any TextMeasuring
    public var images: [String: ImageData]
    /// The outlines of the spec's symbols, by name.
    public var symbols: [String: LoadedSymbol]
    public var scale: Double

    public init(theme: Theme, measurer: any TextMeasuring, images: [String: ImageData] = [:],
                symbols: [String: LoadedSymbol] = [:], scale: Double) {
        self.theme = theme; self.measurer = measurer; self.images = images; self.symbols = symbols; self.scale = scale
    }
}

/// Lays out one screen: pure geometry from spec, theme and measured text.
public struct TableLayoutEngine {
    let spec: Spec
    let ctx: LayoutContext
    let theme: Theme
    let fitter: TextFitter
    let canvasWidth: Double
    let deviceHeight: Double
    /// Where row content starts from a row's leading edge (and ends before its trailing one):
    /// the layout margin, or, when cells follow the readable width, far enough in that the
    /// content keeps inside the readable content guide.
    private(set) var margin: Double
    /// The table's layout margin (in a card, inside it): what the bars, the cards' inset and
    /// the readable content guide start from.
    let layoutMargin: Double
    /// The right edge of row content: the table's edge, less the section index when shown
    /// and the safe area (a Face ID phone in landscape).
    private(set) var contentMaxX: Double = 0
    /// The right edge of rows' backgrounds, separators and plain headers: the table's edge,
    /// or the index's; they reach into the safe area, as UIKit's do.
    private(set) var frameMaxX: Double = 0
    /// The left and right safe-area inset the content keeps clear of (0 in portrait).
    let safeSide: Double
    /// How far the safe area pushes row content in: 0 for cards, which are inset as a whole.
    let safeContentInset: Double
    /// The bars around the table and the insets they give its content (zero without them).
    let chromeGeometry: ScreenChromeGeometry
    /// The style the table is drawn in: the spec's, except a sidebar on an iPhone (drawnStyle).
    let tableStyle: TableStyle
    /// The sections as drawn: outlines flattened, collapsed sections without rows (Outline.swift).
    let sections: [SectionSpec]

    public init(spec: Spec, context: LayoutContext) {
        var context = context
        // The metrics the spec's device draws differently (iOS 11's layout margins).
        context.theme = context.theme.forDevice(spec.device)
        self.spec = spec
        self.ctx = context
        self.theme = context.theme
        self.fitter = TextFitter(measurer: context.measurer)
        let screen = spec.screen
        let size = screen.size
        self.canvasWidth = size.width
        self.deviceHeight = size.height
        self.safeSide = screen.sideInset
        let style = Self.drawnStyle(spec.table.style, device: spec.device)
        self.tableStyle = style
        self.sections = spec.table.hasOutline ? spec.table.displayed.sections : spec.table.sections
        let cards = style == .insetGrouped || (style == .grouped && context.theme[.groupedCornerRadius] > 0)
        self.safeContentInset = cards || style.isSidebar ? 0 : screen.sideInset
        // A sidebar's content starts inside its rows' inset selection (Outline.swift).
        // A plain UITableView may take the wide margin on narrower phones than other tables
        // (iOS 26: 20 pt on the 402-pt iPhone 17 Pro, where SwiftUI's cards keep 16).
        let plainWide = context.theme[.plainWideMarginMinWidth]
        let wideFrom = style == .plain && spec.table.host != .swiftUI && plainWide > 0 ? plainWide : context.theme[.wideMarginMinWidth]
        let screenMargin = size.width >= wideFrom ? context.theme[.layoutMarginWide] : context.theme[.layoutMargin]
        self.layoutMargin = style.isSidebar ? context.theme[.sidebarContentInset] : screenMargin + (cards ? 0 : screen.sideInset)
        self.margin = layoutMargin
        var chromeGeometry = ScreenChromeGeometry(spec: spec, theme: context.theme)
        if context.theme[.largeTitleHoldsFirstSpacing] {
            // iOS 26's 70.33-pt large-title area (211 px at 3x) ends on a device pixel at every
            // scale, as UIKit aligns the bar (70 at 1x: render 14's title and rows stay sharp).
            chromeGeometry.largeTitleHeight = (chromeGeometry.largeTitleHeight * context.scale).rounded() / context.scale
        }
        // The keyboard covers the bottom of the screen: the table ends above it.
        chromeGeometry.keyboardHeight = Self.keyboardHeight(spec: spec, theme: context.theme)
        self.chromeGeometry = chromeGeometry
        self.contentMaxX = rowMaxX - (hasIndex ? indexReservedWidth : 0) - safeContentInset
        // iPhone OS 2-4 draws the index over full-width rows (classic render 02).
        self.frameMaxX = hasIndex && !context.theme[.indexOverContent] ? contentMaxX : rowMaxX
        // UITableView.cellLayoutMarginsFollowReadableWidth: the cells' content (text,
        // accessories, separators, the headers' and footers' text) keeps inside the readable
        // content guide, centred within the table's layout margins and at most `readableWidth`
        // wide (672 pt at the default text size, growing with Dynamic Type); the rows, cards
        // and bars keep their frames.
        if !style.isSidebar, spec.table.cellLayoutMarginsFollowReadableWidth ?? context.theme[.cellLayoutMarginsFollowReadableWidth] {
            margin = max(layoutMargin, Self.readableGuideInset(width: size.width, margin: screenMargin + screen.sideInset,
                                                               readableWidth: context.theme[.readableWidth]) - rowMinX)
        }
    }

    /// How much further in than the layout margin the cells' content keeps when it follows
    /// the readable width (0 when it does not, or the screen is narrow).
    var readableInset: Double { margin - layoutMargin }

    /// How far in from a screen (or column) `width` wide its readable content guide starts:
    /// at the layout margin, centred in what the margins leave when that is wider than
    /// `readableWidth` (UIView.readableContentGuide).
    static func readableGuideInset(width: Double, margin: Double, readableWidth: Double) -> Double {
        margin + max(0, (width - 2 * margin - readableWidth) / 2)
    }

    /// One device pixel, in points.
    var pixel: Double { 1 / ctx.scale }

    /// Snaps a coordinate to the device-pixel grid, as UIKit aligns view frames.
    func snap(_ v: Double) -> Double { (v * ctx.scale).rounded() / ctx.scale }

    /// Grouped and inset grouped: sections as groups on the grouped background.
    var isGroupedLook: Bool { tableStyle == .grouped || tableStyle == .insetGrouped }

    /// Sections drawn as rounded cards: insetGrouped, and grouped in eras whose groups
    /// were rounded (iPhone OS 2 to iOS 6).
    var isCardStyle: Bool {
        tableStyle == .insetGrouped || (tableStyle == .grouped && theme[.groupedCornerRadius] > 0)
    }
    /// The rounded, outlined groups of iPhone OS 2 to iOS 6: the outline lies outside the
    /// rows on the left, top and right (classic renders 01, 04, 07: rows 10-310 pt, border
    /// columns 9 and 310, top border one pixel above the first row) and is the last row's
    /// bottom pixel, so a group of n rows is n x 44 + 1 pt tall.
    var isOutlinedGroup: Bool { tableStyle == .grouped && isCardStyle }
    /// The table is drawn as SwiftUI's List (`table.host: swiftUI`).
    var swiftUIList: Bool { spec.table.host == .swiftUI }
    /// A plain UITableView (not a SwiftUI List), whose iOS 26 model has keys of its own
    /// (`plainSeparatorTrailingInset`, `plainSelfSizingRowPadding`, `plainSwitchAtLayoutMargin`).
    var plainUIKitTable: Bool { tableStyle == .plain && !swiftUIList }
    /// Cards with continuous corners (iOS 26's inset groups).
    var continuousCards: Bool { tableStyle == .insetGrouped && theme[.continuousCorners] }
    /// Row separators' thickness: points (iOS 26's 1 pt), else device pixels.
    var separatorThickness: Double {
        theme[.separatorThickness] > 0 ? snap(theme[.separatorThickness]) : theme[.separatorThicknessPixels] * pixel
    }
    var cardRadius: Double {
        tableStyle == .insetGrouped ? theme[.insetGroupedCornerRadius] : theme[.groupedCornerRadius]
    }
    /// Where the navigation bar's large title and search field start: the layout margin; over
    /// a sidebar, where its content starts (the selection's inset and the content inset inside
    /// it: render 01's "Music" and "Library" ink from x 26 and 25.5 in the 320-pt column).
    var barMargin: Double {
        tableStyle.isSidebar ? theme[.sidebarSelectionInset] + layoutMargin + safeSide : layoutMargin
    }

    var sideMargin: Double {
        switch tableStyle {
        case .plain: 0
        case .grouped: theme[.groupedMargin] + (isCardStyle ? safeSide : 0)
        case .insetGrouped: (theme[.insetGroupedMarginIsLayoutMargin] ? layoutMargin : theme[.insetGroupedMargin]) + safeSide
        // Rows are their selection's rounded rectangle, inset from the column's sides.
        case .sidebar, .sidebarPlain: theme[.sidebarSelectionInset] + safeSide
        }
    }

    /// The horizontal extent of rows: the full width, or the inset card.
    var rowMinX: Double { sideMargin }
    var rowMaxX: Double { canvasWidth - sideMargin }

    /// The part of the content (in content coordinates) that the image shows.
    var visibleContent: ClosedRange<Double> {
        guard spec.height == .screen || spec.table.loading != nil else { return -Double.infinity...Double.infinity }
        // Content also shows under translucent bars, above and below the insets.
        return (spec.contentOffset - chromeGeometry.top)...(spec.contentOffset - chromeGeometry.top + deviceHeight)
    }

    /// A plain section's header as laid out: where it is in `items`, and where its section ends.
    typealias PlainHeader = (index: Int, item: LayoutItem, sectionEnd: Double)
    /// A plain section's footer as laid out: where it is in `items`, and where its rows begin.
    typealias PlainFooter = (index: Int, item: LayoutItem, rowsTop: Double)

    public func layout() -> TableLayout {
        // A screen made of screens: a sheet over another, a split view's columns.
        if spec.presentation != nil { return SheetLayout(spec: spec, ctx: ctx).layout() }
        if spec.splitView != nil { return SplitViewLayout(spec: spec, ctx: ctx).layout() }
        var items: [LayoutItem] = []
        var y = 0.0
        let background = tableStyle == .sidebar ? theme[.sidebarBackground]
            : isGroupedLook ? theme[.groupedBackground] : theme[.plainBackground]
        let stripePeriod = theme[.groupedBackgroundStripePeriod]
        if isGroupedLook && stripePeriod > 0 {
            // The pinstriped grouped background of iPhone OS 2 to iOS 6, fixed to the screen.
            items.append(LayoutItem(kind: .background, frame: Rect(x: 0, y: 0, width: canvasWidth, height: 0),
                                    fill: .stripes(base: background, stripe: theme[.groupedBackgroundStripe],
                                                   period: stripePeriod, width: theme[.groupedBackgroundStripeWidth])))
        }

        if spec.table.refreshing {
            // The refresh control, spinning above the first row.
            let item = refreshControlItem()
            items.append(item); y = item.frame.height
        }

        // The search bar is the table's header view; a spec's header follows it.
        if let bar = spec.table.searchBar {
            let item = tableSearchBarItem(bar, y: y)
            items.append(item); y = item.frame.maxY
        }
        if let header = spec.table.header, header.hasContent {
            let item = tableHeaderFooter(header, kind: .tableHeader, role: .tableHeader, y: y)
            items.append(item); y = item.frame.maxY
        }
        // Where an empty state's area starts, in content coordinates.
        let emptyAreaTop = y
        let showsEmptyState = emptyStateContent() != nil

        var plainHeaders: [PlainHeader] = []
        var plainFooters: [PlainFooter] = []
        // While loading, the guidelines ask for the spinner and a label instead of empty rows.
        let sections = spec.table.loading == nil ? self.sections : []
        for (s, section) in sections.enumerated() {
            layoutSection(section, index: s, y: &y, items: &items, plainHeaders: &plainHeaders, plainFooters: &plainFooters)
        }

        y = snap(y)
        if let footer = spec.table.footer, footer.hasContent {
            let item = tableHeaderFooter(footer, kind: .tableFooter, role: .tableFooter, y: y)
            items.append(item); y = item.frame.maxY
        }
        let contentHeight = y

        // UIKit stops scrolling at the end of the content: an offset past it shows the end
        // (and a table shorter than the screen does not scroll at all). Rare, so the layout
        // is simply run again with the offset it can have.
        if spec.height == .screen && spec.table.loading == nil {
            let end = max(0, contentHeight - (deviceHeight - chromeGeometry.top - chromeGeometry.bottom))
            if spec.contentOffset > end {
                var clamped = spec
                clamped.contentOffset = end
                return TableLayoutEngine(spec: clamped, context: ctx).layout()
            }
        }

        let offset = spec.height == .screen ? spec.contentOffset : 0
        let insets = (top: chromeGeometry.top, bottom: chromeGeometry.bottom)
        // A loading table and an empty state have no rows to size the image by: the screen's height.
        let canvasHeight = spec.height == .screen || spec.table.loading != nil || showsEmptyState ? deviceHeight
                                                                                : max(insets.top + contentHeight + insets.bottom, 1)
        // Content coordinates of the screen's top edge: the table starts under the top bars.
        let visibleTop = offset - insets.top
        hideSeparatorsAroundHighlightedRows(&items)

        items += fillerSeparators(below: y, visibleTop: visibleTop, canvasHeight: canvasHeight, showsEmptyState: showsEmptyState)

        pinPlainSectionHeadersAndFooters(&items, headers: plainHeaders, footers: plainFooters, offset: offset,
                                         visibleTop: visibleTop, visibleBottom: visibleTop + canvasHeight - insets.bottom)
        items.removeAll { $0.kind == .removed }

        // Scroll, then keep what can be seen.
        let viewport = Rect(x: 0, y: 0, width: canvasWidth, height: canvasHeight)
        var visible = items.compactMap { item -> LayoutItem? in
            if item.kind == .background {
                var fixed = item
                fixed.frame = Rect(x: 0, y: 0, width: canvasWidth, height: canvasHeight)
                return fixed
            }
            let moved = visibleTop == 0 ? item : item.translated(dy: -visibleTop)
            return moved.frame.intersects(viewport) ? moved : nil
        }
        // Fixed to the screen, not scrolled: the loading state and the section index, in
        // the part of the screen between the bars.
        let tableHeight = canvasHeight - insets.top - insets.bottom
        func inTable(_ item: LayoutItem) -> LayoutItem { insets.top == 0 ? item : item.translated(dy: insets.top) }
        if let label = spec.table.loading { visible.append(inTable(loadingItem(label, height: tableHeight))) }
        if showsEmptyState {
            // Centred in what the screen shows of the table under its search bar and header.
            let top = max(emptyAreaTop - visibleTop, insets.top)
            let bottom = canvasHeight - insets.bottom
            let right = hasIndex ? canvasWidth - indexReservedWidth - safeContentInset : canvasWidth
            if let item = emptyStateItem(in: Rect(x: 0, y: top, width: right, height: max(bottom - top, 0))) { visible.append(item) }
        }
        if hasIndex, let index = indexItem(height: tableHeight) { visible.append(inTable(index)) }
        // What the bars may have under them: the table's items, not the screen's background.
        let content = visible.lazy.filter { $0.kind != .background }.map(\.frame)
        visible += chromeItems(height: canvasHeight, content: Array(content))
        overlayItems(height: canvasHeight, items: &visible)
        let layout = TableLayout(canvas: .init(width: canvasWidth, height: canvasHeight, scale: ctx.scale),
                                 background: background, items: visible, contentHeight: contentHeight)
        // Right to left: the same geometry, mirrored in one step (RightToLeft.swift).
        return spec.layoutDirection == .rightToLeft ? layout.mirroredRightToLeft(width: fitter.width) : layout
    }

    /// One section at content offset `y`: its header (or the grouped gap), its group's box,
    /// the rows that can be seen (the others only counted), its footer; `y` ends under it. A
    /// plain section's header and footer are noted for pinning.
    private func layoutSection(_ section: SectionSpec, index s: Int, y: inout Double, items: inout [LayoutItem],
                               plainHeaders: inout [PlainHeader], plainFooters: inout [PlainFooter]) {
        // Section header (iOS 15 pads the space above a plain one: plainHeaderTopPadding)
        if tableStyle == .plain, section.header?.hasContent == true { y += theme[.plainHeaderTopPadding] }
        if let headerItem = sectionHeader(section, index: s, y: y) {
            y = headerItem.frame.maxY
            if tableStyle == .plain { plainHeaders.append((items.count, headerItem, 0)) }
            items.append(headerItem)
        } else if isGroupedLook {
            // iOS 26: a large title's area ends where a first card without a header starts
            // (renders 04 and 08: the card under "Server Switching" 15.67 pt below the title's
            // baseline; a header's card one header lower).
            let heldByTitle = s == 0 && theme[.largeTitleHoldsFirstSpacing] && chromeGeometry.largeTitleHeight > 0
            // iOS 26: 10 pt more under an inline bar (render 01) than with none (ipad-lists 07).
            let underBar = chromeGeometry.barHeight > 0 ? theme[.groupedFirstGapUnderBar] : 0
            y += heldByTitle ? 0 : s == 0 ? theme[.groupedHeaderEmptyHeightFirst] + underBar : theme[.groupedHeaderEmptyHeight]
        }
        y = snap(y)
        // Rows
        let groupTop = y
        var groupItemIndex: Int? = nil
        if isGroupedLook && !section.rows.isEmpty {
            groupItemIndex = items.count
            let outlined = isOutlinedGroup
            if outlined { y += theme[.separatorThicknessPixels] * pixel }
            var group = LayoutItem(kind: .group, section: s, frame: .zero, fill: .solid(theme[.groupedCellBackground]),
                                   border: outlined ? Stroke(color: theme[.groupBorder], width: theme[.separatorThicknessPixels] * pixel) : nil,
                                   cornerRadius: isCardStyle ? cardRadius : nil,
                                   corners: isCardStyle ? .all : nil)
            group.continuousCorners = continuousCards
            items.append(group)
        }
        let visible = visibleContent
        for (r, row) in section.rows.enumerated() {
            // Only rows that can be seen are laid out in full: a screen of a table with
            // 100,000 rows costs about what a short table costs. A row out of view whose
            // height needs no text measured is only counted.
            if let h = CellLayout.unmeasuredHeight(of: row, engine: self), y + h < visible.lowerBound || y > visible.upperBound {
                y = snap(y + h)
                continue
            }
            let cell = CellLayout(engine: self, row: row, section: s, index: r,
                                  isLast: r == section.rows.count - 1, count: section.rows.count)
            if y + cell.height >= visible.lowerBound && y <= visible.upperBound {
                items.append(contentsOf: cell.items(y: y))
            }
            y = snap(y + cell.height)
        }
        if let g = groupItemIndex { finishGroup(at: g, section: s, top: groupTop, bottom: y, items: &items) }
        // Section footer
        if let footerItem = sectionFooter(section, index: s, y: y) {
            if tableStyle == .plain { plainFooters.append((items.count, footerItem, groupTop)) }
            items.append(footerItem); y = snap(footerItem.frame.maxY)
        } else if isGroupedLook {
            // Left unsnapped for the next header to complete: 17.5 + 17.5 snapped one at a
            // time would drift a sixth of a point a group at 3x.
            y += theme[.groupedFooterEmptyHeight]
        }
        if tableStyle == .plain, let last = plainHeaders.last, last.item.section == s {
            plainHeaders[plainHeaders.count - 1].sectionEnd = y
        }
    }

    /// A grouped section's box, sized once its rows are laid out (it was inserted before
    /// them at `g`), and what each era draws around it: iOS 5's etched top line, iOS 7's
    /// full-width hairlines, iOS 5 and 6's light line under it.
    func finishGroup(at g: Int, section s: Int, top groupTop: Double, bottom y: Double, items: inout [LayoutItem]) {
        let border = isOutlinedGroup ? theme[.separatorThicknessPixels] * pixel : 0
        let frame = Rect(x: rowMinX - border, y: groupTop, width: rowMaxX - rowMinX + 2 * border, height: y - groupTop)
        items[g].frame = frame
        if border > 0 && theme[.groupTopEtch].alpha > 0 {
            // iOS 5's etched groups: a line just inside the top border that follows the
            // rounded corners (classic render 04: rgb(228,228,228) at y 67 under the
            // border at 66): the inner shape in that colour, covered one pixel lower by
            // the cell fill, so only the top pixel and its corner crescents show.
            let inner = frame.insetBy(dx: border, dy: border)
            let radius = max(min(cardRadius - border, inner.height / 2, inner.width / 2), 0)
            let h = min(inner.height, radius + border)
            for (dy, color) in [(0.0, theme[.groupTopEtch]), (pixel, theme[.groupedCellBackground])] {
                items.insert(LayoutItem(kind: .separator, section: s,
                                        frame: Rect(x: inner.minX, y: inner.minY + dy, width: inner.width, height: h),
                                        fill: .solid(color), cornerRadius: radius > 0 ? radius : nil,
                                        corners: radius > 0 ? [.topLeft, .topRight] : nil), at: g + 1 + (dy > 0 ? 1 : 0))
            }
        }
        if tableStyle == .grouped && !isCardStyle {
            // iOS 7 grouped sections: full-width hairlines at the top and bottom.
            items.append(hairline(x: rowMinX, y: groupTop, to: rowMaxX, section: s, row: nil))
            items.append(hairline(x: rowMinX, y: y - pixel, to: rowMaxX, section: s, row: nil))
        }
        if theme[.groupEtch].alpha > 0 {
            // The etched groups of iOS 5 and 6: a light line just under the group that
            // follows its rounded corners: a one-pixel line under the straight bottom
            // edge and a crescent under each corner, all outside the group, so the
            // border (translucent on iOS 5) shows the pinstripes under it (classic
            // render 04: the bottom border reads as the top one, the line under it
            // rgb(245,246,247)).
            let radius = isCardStyle ? min(cardRadius, frame.height / 2, frame.width / 2) : 0
            let etch = theme[.groupEtch]
            items.append(LayoutItem(kind: .separator, section: s,
                                    frame: Rect(x: frame.minX + radius, y: frame.maxY, width: frame.width - 2 * radius, height: pixel),
                                    fill: .solid(etch)))
            if radius > 0 {
                for left in [true, false] {
                    let box = Rect(x: left ? frame.minX : frame.maxX - radius, y: frame.maxY - radius, width: radius, height: radius + pixel)
                    items.append(LayoutItem(kind: .separator, section: s, frame: box,
                                            parts: [LayoutPart(kind: .rule, frame: box, glyph: EtchCornerGlyph(color: etch, left: left))]))
                }
            }
        }
    }

    /// Plain tables draw separators for phantom rows down to the bottom of the screen,
    /// unless a table footer ends the table. iOS 15 dropped them (theme metric
    /// fillerSeparators 0; render 04). Nor under an empty state: its message stands alone,
    /// as the apps' did.
    func fillerSeparators(below y: Double, visibleTop: Double, canvasHeight: Double, showsEmptyState: Bool) -> [LayoutItem] {
        guard tableStyle == .plain && spec.table.footer?.hasContent != true && spec.table.separatorStyle != .none
                && spec.height == .screen && spec.table.loading == nil && theme[.fillerSeparators] && !showsEmptyState
        else { return [] }
        var separators: [LayoutItem] = []
        // The table's separatorInset reaches the empty rows' separators too.
        var fillerInset = (leading: theme[.separatorInsetFollowsText] ? margin : 0, end: frameMaxX)
        if let leading = spec.table.separatorInset?.leading { fillerInset.leading = safeContentInset + leading }
        if let trailing = spec.table.separatorInset?.trailing, trailing > 0 { fillerInset.end = max(frameMaxX - trailing, fillerInset.leading) }
        // At least a point apart, and starting just above the screen: a tiny rowHeight
        // or a far contentOffset must not add millions of separators nobody sees.
        let rowHeight = max(spec.table.rowHeight ?? fillerRowHeight, 1)
        var py = y
        if visibleTop - py > 2 * rowHeight { py += ((visibleTop - py) / rowHeight).rounded(.down) * rowHeight - rowHeight }
        while py + rowHeight - visibleTop <= canvasHeight + 0.001 {
            py += rowHeight
            separators.append(thickened(hairline(x: fillerInset.leading, y: snap(py) - pixel, to: fillerInset.end, section: nil, row: nil)))
        }
        return separators
    }

    /// Plain section headers stick to the top edge while their section scrolls under it,
    /// and footers to the bottom edge (above the bottom bars) while their section goes on
    /// below it; never past their section's rows. A pinned item moves to the end of
    /// `items` (drawn above the rows it floats over); its place is marked `.removed`.
    func pinPlainSectionHeadersAndFooters(_ items: inout [LayoutItem], headers plainHeaders: [PlainHeader],
                                          footers plainFooters: [PlainFooter], offset: Double,
                                          visibleTop: Double, visibleBottom: Double) {
        // Plain section footers stick to the bottom edge (above the bottom bars) while their
        // section goes on below it, as headers stick to the top; never above the section's rows.
        if tableStyle == .plain && spec.height == .screen && spec.table.loading == nil {
            for f in plainFooters {
                let pinned = max(min(f.item.frame.minY, visibleBottom - f.item.frame.height), f.rowsTop)
                let dy = pinned - f.item.frame.minY
                if dy < 0 {
                    // Drawn above the rows it floats over.
                    items[f.index].kind = .removed
                    items.append(f.item.translated(dy: dy))
                }
            }
        }

        // Plain section headers stick to the top edge while their section scrolls under it.
        if tableStyle == .plain && offset > 0 {
            for h in plainHeaders {
                var item = h.item
                let pinned = min(max(item.frame.minY, offset), h.sectionEnd - item.frame.height)
                let dy = pinned - item.frame.minY
                if dy > 0 {
                    item = item.translated(dy: dy)
                    // A pinned header is drawn above the rows it floats over.
                    items[h.index].kind = .removed
                    items.append(item)
                }
            }
        }
    }

    /// The tap highlight hides the separators above and below the row, as UIKit does.
    func hideSeparatorsAroundHighlightedRows(_ items: inout [LayoutItem]) {
        var lit: Set<[Int]> = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.highlighted || row.selected { lit.insert([s, r]) }
        }
        if lit.isEmpty { return }
        items.removeAll { item in
            guard item.kind == .separator, let s = item.section, let r = item.row else { return false }
            return lit.contains([s, r]) || lit.contains([s, r + 1])
        }
    }

    func hairline(x: Double, y: Double, to maxX: Double, section: Int?, row: Int?) -> LayoutItem {
        let thickness = separatorThickness
        // Inside the outlined groups of iPhone OS 2 to iOS 6, separators take the outline's grey.
        let color = isOutlinedGroup && row != nil ? theme[.groupSeparator] : theme[.separator]
        return LayoutItem(kind: .separator, section: section, row: row,
                          frame: Rect(x: x, y: y, width: maxX - x, height: thickness),
                          fill: .solid(color))
    }

    // MARK: Text helpers

    func style(_ role: TextRole) -> ResolvedTextStyle { theme[role] }

    /// A row's detail label's style: `role` (the cell style's detail) in the row's or the
    /// table's `detailTextStyle` when it has one, else the role as the theme states it.
    func detailStyle(_ row: RowSpec, _ role: TextRole) -> ResolvedTextStyle {
        guard let name = row.detailTextStyle ?? spec.table.detailTextStyle, let style = theme.style(role, as: name) else { return theme[role] }
        return style
    }

    func display(_ text: String, _ style: ResolvedTextStyle) -> String {
        style.uppercase ? text.uppercased() : text
    }

    /// A block of wrapped lines whose first line box starts at `top`.
    func textBlock(_ text: String, role: TextRole, x: Double, top: Double, width: Double,
                   maxLines: Int, alignment: TextAlignment = .left, truncation: Truncation = .tail, pitch: Double? = nil) -> TextBlock {
        textBlock(text, style: style(role), x: x, top: top, width: width, maxLines: maxLines,
                  alignment: alignment, truncation: truncation, pitch: pitch)
    }

    /// A block of wrapped lines in a style of its own (a row's `detailTextStyle`).
    func textBlock(_ text: String, style st: ResolvedTextStyle, x: Double, top: Double, width: Double,
                   maxLines: Int, alignment: TextAlignment = .left, truncation: Truncation = .tail, pitch: Double? = nil) -> TextBlock {
        var block = plainTextBlock(text, style: st, x: x, top: top, width: width, maxLines: maxLines,
                                   alignment: alignment, truncation: truncation, pitch: pitch)
        if let shadow = st.shadow, shadow.color.alpha > 0 { block.shadow = shadow }
        return block
    }

    private func plainTextBlock(_ text: String, style st: ResolvedTextStyle, x: Double, top: Double, width: Double,
                                maxLines: Int, alignment: TextAlignment, truncation: Truncation, pitch: Double? = nil) -> TextBlock {
        let m = ctx.measurer.metrics(of: st.font)
        let wrapped = fitter.wrap(display(text, st), font: st.font, width: max(width, 0), maxLines: maxLines, mode: truncation)
        var lines: [TextBlock.Line] = []
        for (i, line) in wrapped.lines.enumerated() {
            let w = fitter.width(line, st.font)
            let lx: Double
            switch alignment {
            case .left: lx = x
            case .right: lx = x + width - w
            case .center: lx = x + (width - w) / 2
            }
            lines.append(.init(text: line, origin: Point(x: lx, y: top + m.ascent + Double(i) * (pitch ?? m.lineHeight))))
        }
        return TextBlock(lines: lines, font: st.font, color: st.color, truncated: wrapped.truncated)
    }

    func lineHeight(_ role: TextRole) -> Double { lineHeight(style(role)) }
    func lineHeight(_ style: ResolvedTextStyle) -> Double { ctx.measurer.metrics(of: style.font).lineHeight }

    func wrappedLineCount(_ text: String, role: TextRole, width: Double) -> Int {
        wrappedLineCount(text, style: style(role), width: width)
    }

    func wrappedLineCount(_ text: String, style st: ResolvedTextStyle, width: Double) -> Int {
        max(1, fitter.wrap(display(text, st), font: st.font, width: max(width, 0), maxLines: 0).lines.count)
    }
}

enum TextAlignment { case left, right, center }

extension LayoutItem {
    func translated(dy: Double) -> LayoutItem {
        var copy = self
        copy.frame = frame.offsetBy(dx: 0, dy: dy)
        copy.parts = parts.map { $0.translated(dx: 0, dy: dy) }
        return copy
    }
}

extension LayoutPart {
    func translated(dx: Double, dy: Double) -> LayoutPart {
        var p = self
        p.frame = frame.offsetBy(dx: dx, dy: dy)
        p.imageFrame = imageFrame?.offsetBy(dx: dx, dy: dy)
        if var t = p.text {
            t.lines = t.lines.map { .init(text: $0.text, origin: Point(x: $0.origin.x + dx, y: $0.origin.y + dy)) }
            p.text = t
        }
        return p
    }
}
