import TableMockScene

/// Which screen of a composed layout an item belongs to: a split view's column, a sheet, or
/// the screen under a sheet. Nil for an item of a single screen (and the status bar, home
/// indicator and dividers drawn across the columns).
public enum ScreenRegion: String, Sendable, Encodable, CaseIterable {
    case primary, supplementary, secondary, sheet, behind

    /// How a report names it: "primary column", "sheet".
    public var readableName: String {
        switch self {
        case .primary, .supplementary, .secondary: rawValue + " column"
        case .sheet: "sheet"
        case .behind: "screen under the sheet"
        }
    }
}

/// A split view's columns on the screen: where each column is, which ones show and what is
/// drawn between them. Pure geometry from the spec, the device and the theme; `SplitViewLayout`
/// lays each column out as a screen of its own in its frame.
public struct SplitViewGeometry: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var region: ScreenRegion
        /// Where the column's screen is laid out (the floating panel of an iOS 26 sidebar).
        public var frame: Rect
        /// Drawn over the column beside it (`oneOverSecondary`), with a shadow or dimming under it.
        public var isOverlay: Bool
        /// The iOS 26 sidebar's rounded, floating panel.
        public var isFloatingPanel: Bool
        /// Where the floating panel's glass is drawn, when it is not the frame: the panel
        /// starts `splitSidebarTopGap` under the status bar, its screen right under the status
        /// bar as the columns beside it, so that its bar's items and title line up with theirs.
        public var glassFrame: Rect? = nil
    }
    /// The columns shown, in drawing order (the secondary first when others lie over it).
    public var columns: [Column]
    /// The lines between columns shown side by side.
    public var dividers: [Rect]
    /// Where the background of the column beside a floating sidebar runs on under it.
    public var extendedBackground: (region: ScreenRegion, frame: Rect)?
    /// The dimmed secondary under columns shown over it.
    public var dimming: Rect?
    /// The display mode after `automatic` is resolved.
    public var displayMode: SplitDisplayMode
    /// The secondary shows the button that shows the sidebar (its primary is hidden).
    public var showsSidebarButton: Bool

    public static func == (a: Self, b: Self) -> Bool {
        a.columns == b.columns && a.dividers == b.dividers && a.dimming == b.dimming && a.displayMode == b.displayMode
            && a.extendedBackground?.region == b.extendedBackground?.region && a.extendedBackground?.frame == b.extendedBackground?.frame
    }

    /// UIKit's automatic display mode: every column beside the secondary in landscape; in
    /// portrait the secondary alone (two columns) or the supplementary beside it (three).
    public static func resolvedMode(_ split: SplitViewSpec, landscape: Bool) -> SplitDisplayMode {
        let triple = split.supplementary != nil
        guard split.displayMode == .automatic else { return split.displayMode }
        if landscape { return triple ? .twoBesideSecondary : (split.primary != nil ? .oneBesideSecondary : .secondaryOnly) }
        return triple ? .oneBesideSecondary : .secondaryOnly
    }

    public init(split: SplitViewSpec, screen: DeviceScreen, theme: Theme) {
        let w = screen.size.width, h = screen.size.height
        let mode = Self.resolvedMode(split, landscape: w > h)
        displayMode = mode
        let look = theme.looks.splitView
        let divider = theme[.splitDividerWidth]
        let primaryWidth = min(split.primaryWidth ?? theme[.splitPrimaryWidth], w)
        let supplementaryWidth = min(split.supplementaryWidth ?? theme[.splitSupplementaryWidth], w)
        let triple = split.supplementary != nil
        // The columns a mode shows before the secondary (UIKit's names count the columns
        // beside the secondary: in a triple-column view "one" is the supplementary).
        var leading: [(ScreenRegion, Double)] = []
        var over = false
        switch mode {
        case .automatic, .secondaryOnly: break
        case .oneBesideSecondary, .oneOverSecondary:
            if triple { leading = [(.supplementary, supplementaryWidth)] } else if split.primary != nil { leading = [(.primary, primaryWidth)] }
            over = mode == .oneOverSecondary
        case .twoBesideSecondary, .twoOverSecondary:
            if split.primary != nil { leading.append((.primary, primaryWidth)) }
            if triple { leading.append((.supplementary, supplementaryWidth)) }
            over = mode == .twoOverSecondary
        }
        // A phone (compact width) collapses the split view into one column: the first shown.
        if !screen.isPad {
            let first: ScreenRegion = split.primary != nil ? .primary : (triple ? .supplementary : .secondary)
            columns = [Column(region: first, frame: Rect(x: 0, y: 0, width: w, height: h), isOverlay: false, isFloatingPanel: false)]
            dividers = []; extendedBackground = nil; dimming = nil; showsSidebarButton = false
            return
        }
        showsSidebarButton = split.primary != nil && !leading.contains { $0.0 == .primary }
        var cols: [Column] = []
        var lines: [Rect] = []
        var x = 0.0
        var extended: (ScreenRegion, Rect)? = nil
        let floating = look == .ios26
        for (i, (region, width)) in leading.enumerated() {
            if floating && region == .primary {
                // iOS 26: the sidebar floats inset from the screen's edges, under the status
                // bar; the column beside it runs on under it (references 03, 04).
                // Its screen starts under the status bar as theirs do (render 03: every column's
                // bar items centred 54 pt down, the sidebar's list and the timeline's from 86).
                let inset = theme[.splitSidebarInset]
                let top = screen.statusBarHeight + theme[.splitSidebarTopGap]
                let panel = Rect(x: inset, y: top, width: max(width - inset, 1), height: max(h - top - inset, 1))
                let screenFrame = Rect(x: inset, y: screen.statusBarHeight, width: panel.width,
                                       height: max(h - screen.statusBarHeight - inset, 1))
                cols.append(Column(region: region, frame: screenFrame, isOverlay: over, isFloatingPanel: true, glassFrame: panel))
                x = width
                if !over { extended = (i + 1 < leading.count ? leading[i + 1].0 : .secondary, Rect(x: 0, y: 0, width: width, height: h)) }
                continue
            }
            cols.append(Column(region: region, frame: Rect(x: x, y: 0, width: width, height: h), isOverlay: over, isFloatingPanel: false))
            x += width
            lines.append(Rect(x: x, y: 0, width: divider, height: h))
            x += divider
        }
        let secondaryX = over ? 0 : x
        let secondary = Column(region: .secondary, frame: Rect(x: secondaryX, y: 0, width: max(w - secondaryX, 1), height: h),
                               isOverlay: false, isFloatingPanel: false)
        if over {
            columns = [secondary] + cols
            dimming = Rect(x: 0, y: 0, width: w, height: h)
        } else {
            columns = cols + [secondary]
            dimming = nil
        }
        dividers = lines
        extendedBackground = extended
    }
}

/// Lays out a split view: each column a screen of its own (its bars, table and empty state,
/// laid out by `TableLayoutEngine` in the column's frame), the dividers between them, the
/// status bar and home indicator once across the screen.
struct SplitViewLayout {
    let spec: Spec
    let ctx: LayoutContext

    func layout() -> TableLayout {
        guard let split = spec.splitView else { return TableLayoutEngine(spec: spec, context: ctx).layout() }
        let theme = ctx.theme.forDevice(spec.device)
        let screen = spec.screen
        let geometry = SplitViewGeometry(split: split, screen: screen, theme: theme)
        var items: [LayoutItem] = []
        var background = theme[.plainBackground]
        // The background of the column beside a floating sidebar runs on under it: drawn first.
        // The floating panel is glass: drawn after the columns beside it, so that its blur
        // takes in what lies under and round it (a selected row's colour at its edge).
        let order = geometry.columns.filter { !$0.isFloatingPanel } + geometry.columns.filter(\.isFloatingPanel)
        for column in order {
            guard var columnSpec = self.columnSpec(column, split: split, geometry: geometry, screen: screen) else { continue }
            if column.isFloatingPanel { columnSpec.chrome.statusBar = nil }
            let laid = TableLayoutEngine(spec: columnSpec, context: ctx).layout()
            if column == geometry.columns.first { background = laid.background }
            if column.isOverlay, let dim = geometry.dimming, column.region != .secondary, !items.contains(where: { $0.kind == .dimming }) {
                items.append(LayoutItem(kind: .dimming, frame: dim, fill: .solid(theme[.splitDimming])))
            }
            if let extended = geometry.extendedBackground, extended.region == column.region {
                // The column's background runs on under the floating sidebar, under everything.
                var item = LayoutItem(kind: .splitColumn, frame: extended.frame, fill: .solid(laid.background))
                item.region = column.region
                items.insert(item, at: 0)
            }
            var back: LayoutItem
            if column.isFloatingPanel {
                let glass = column.glassFrame ?? column.frame
                back = LayoutItem(kind: .sidebarPanel, frame: glass, parts: [sidebarGlass(glass, theme: theme)])
            } else {
                back = LayoutItem(kind: .splitColumn, frame: column.frame, fill: .solid(laid.background))
                if column.isOverlay {
                    back.parts = [LayoutPart(kind: .rule, frame: Rect(x: column.frame.maxX, y: 0, width: theme[.splitDividerWidth],
                                                                      height: column.frame.height), fill: .solid(theme[.splitDivider]))]
                }
            }
            back.region = column.region
            items.append(back)
            let dx = column.frame.minX, dy = column.frame.minY
            for var item in laid.items {
                if item.kind == .background {
                    // Pinstripes fill the column, not the screen.
                    item.frame = Rect(x: 0, y: 0, width: column.frame.width, height: column.frame.height)
                }
                var moved = item.offsetBy(dx: dx, dy: dy)
                moved.region = column.region
                items.append(moved)
            }
        }
        for line in geometry.dividers {
            items.append(LayoutItem(kind: .splitDivider, frame: line, fill: .solid(theme[.splitDivider])))
        }
        // The status bar and home indicator, once across the screen.
        var screenSpec = spec
        screenSpec.splitView = nil
        screenSpec.table = TableSpec()
        screenSpec.chrome = ScreenChromeSpec()
        screenSpec.chrome.statusBar = spec.chrome.statusBar
        screenSpec.chrome.homeIndicator = spec.chrome.homeIndicator
        screenSpec.layoutDirection = .leftToRight
        let engine = TableLayoutEngine(spec: screenSpec, context: ctx)
        items += engine.chromeItems(height: screen.size.height)
        // An alert, a sheet of actions, a menu or the keyboard: once, over all the columns.
        engine.overlayItems(height: screen.size.height, items: &items)
        let layout = TableLayout(canvas: .init(width: screen.size.width, height: screen.size.height, scale: ctx.scale),
                                 background: background, items: items, contentHeight: screen.size.height)
        return spec.layoutDirection == .rightToLeft ? layout.mirroredRightToLeft(width: engine.fitter.width) : layout
    }

    /// The column as a screen of its own, in its frame: the spec's theme, device and text
    /// settings with the column's bars and table; the status bar's height kept clear (it is
    /// drawn once, across the columns), the home indicator's inset kept at the bottom.
    func columnSpec(_ column: SplitViewGeometry.Column, split: SplitViewSpec, geometry: SplitViewGeometry,
                    screen: DeviceScreen) -> Spec? {
        let source: ColumnSpec?
        switch column.region {
        case .primary: source = split.primary
        case .supplementary: source = split.supplementary
        default: source = split.secondary
        }
        guard let source else { return nil }
        var s = spec.innerScreen(table: source.table, chrome: source.chrome)
        s.chrome.homeIndicator = false
        if spec.chrome.statusBar != nil || screen.homeIndicatorInset > 0 {
            var blank = StatusBarSpec()
            blank.blank = true
            s.chrome.statusBar = blank
        }
        if column.region == .secondary && geometry.showsSidebarButton, s.chrome.navigationBar != nil {
            s.chrome.navigationBar?.leftItems.insert(sidebarButton(split), at: 0)
        }
        let panel = column.isFloatingPanel
        s.screenOverride = DeviceScreen(size: column.frame.size, statusBarHeight: panel ? 0 : screen.statusBarHeight,
                                        homeIndicatorInset: panel ? 0 : screen.homeIndicatorInset, sideInset: 0,
                                        isCompactHeight: false, isPad: screen.isPad, isFloatingPanel: panel)
        return s
    }

    /// The button a secondary shows while its primary is hidden: the sidebar symbol (iOS 14
    /// and later), else the primary's title (iPhone OS 3.2 to iOS 13's popover button).
    func sidebarButton(_ split: SplitViewSpec) -> BarItemSpec {
        switch ctx.theme.looks.splitView {
        case .ios14, .ios26:
            return BarItemSpec(title: "", image: .symbol(SymbolImage(name: SplitViewLayout.sidebarSymbol)))
        case .ios3:
            return BarItemSpec(title: split.primary?.chrome.navigationBar?.title ?? "Menu", style: .bordered)
        case .ios7:
            return BarItemSpec(title: split.primary?.chrome.navigationBar?.title ?? "Menu")
        }
    }

    /// The symbol of the button that shows a hidden sidebar (UISplitViewController's
    /// displayModeButtonItem from iOS 14).
    static let sidebarSymbol = "sidebar.left"

    /// The iOS 26 sidebar's floating panel as Liquid Glass (the `Glass` node the bars' capsules
    /// use): what lies under it and round its edge blurred and saturated as the glass group
    /// says, under the panel's translucent face (`splitSidebarPanel`), with the panel's rim
    /// all round (`splitSidebarRim`: renders 03 and 04 show it even, not lit at the corners)
    /// and its soft shadow (`splitSidebarShadow`, `…ShadowBlur`, `…ShadowOffset`). SVG and PDF
    /// draw the glass group's fallback tint.
    func sidebarGlass(_ frame: Rect, theme: Theme) -> LayoutPart {
        var part = LayoutPart(kind: .background, frame: frame)
        part.glass = Glass(frame: frame, cornerRadius: theme[.splitSidebarCornerRadius], blurRadius: theme[.glassBlurRadius],
                           saturation: theme[.glassSaturation], tint: theme[.splitSidebarPanel], rimLight: theme[.splitSidebarRim],
                           rimShade: theme[.splitSidebarRim], rimWidth: theme[.glassRimWidth], shadow: theme[.splitSidebarShadow],
                           shadowRadius: theme[.splitSidebarShadowBlur], shadowOffset: theme[.splitSidebarShadowOffset],
                           fallbackTint: theme[.glassFallbackTint])
        return part
    }
}

extension LayoutItem {
    /// The item moved by `dx`, `dy`: its frame, its parts, their clips and materials.
    func offsetBy(dx: Double, dy: Double) -> LayoutItem {
        var copy = self
        copy.frame = frame.offsetBy(dx: dx, dy: dy)
        copy.parts = parts.map { part in
            var p = part.translated(dx: dx, dy: dy)
            p.clip = part.clip?.offsetBy(dx: dx, dy: dy)
            if var b = part.backdrop { b.frame = b.frame.offsetBy(dx: dx, dy: dy); p.backdrop = b }
            if var g = part.glass { g.frame = g.frame.offsetBy(dx: dx, dy: dy); p.glass = g }
            return p
        }
        return copy
    }
}
