/// The iPad screens made of several screens: a split view's columns (UISplitViewController)
/// and a sheet presented over another screen (a form or page sheet). Each column, and the
/// screen under a sheet, is a whole screen of its own, laid out by the same engine.

/// One column of a split view: a screen with its own bars and table (`navigationBar`,
/// `toolbar`, `table` with its empty state, as at the top level of a spec).
public struct ColumnSpec: Sendable, Equatable {
    public var table: TableSpec = TableSpec()
    /// Only the navigation bar and the toolbar: the status bar and home indicator are the
    /// screen's, drawn once across the columns.
    public var chrome: ScreenChromeSpec = ScreenChromeSpec()
    public init() {}
}

/// Which columns a split view shows and how (UISplitViewController.DisplayMode).
public enum SplitDisplayMode: String, Sendable, CaseIterable, Codable {
    /// UIKit's choice: every column beside the secondary in landscape; in portrait the
    /// secondary alone (iOS 3.2 to 13) or with the primary over it (two columns, iOS 14 on) or
    /// the supplementary beside it (three columns).
    case automatic
    /// The secondary column alone, the sidebar button at the leading end of its bar.
    case secondaryOnly
    /// One column beside the secondary: the primary (two columns) or the supplementary
    /// (three columns, the primary hidden), as UIKit counts them.
    case oneBesideSecondary
    /// That column over the secondary, which is dimmed under it.
    case oneOverSecondary
    /// The primary and supplementary columns beside the secondary.
    case twoBesideSecondary
    /// The primary and supplementary columns over the secondary.
    case twoOverSecondary
}

/// `splitView: {primary, supplementary, secondary, displayMode}`: a UISplitViewController
/// filling the screen. A double-column split view has a primary and a secondary; a triple-
/// column one a supplementary between them.
public struct SplitViewSpec: Sendable, Equatable {
    public var primary: ColumnSpec? = nil
    public var supplementary: ColumnSpec? = nil
    public var secondary: ColumnSpec = ColumnSpec()
    public var displayMode: SplitDisplayMode = .automatic
    /// The primary column's width in points; nil: the era's (UIKit's automatic width).
    public var primaryWidth: Double? = nil
    /// The supplementary column's width in points; nil: the era's.
    public var supplementaryWidth: Double? = nil
    public init() {}

    /// The widest a column may be asked to be.
    public static let maxColumnWidth: Double = 2000
}

/// How a presented screen covers the one under it (UIModalPresentationStyle).
public enum SheetStyle: String, Sendable, CaseIterable, Codable {
    /// A card centred on an iPad (540 x 620 pt), the screen under it dimmed; full width on an iPhone.
    case formSheet
    /// A card as wide as a portrait iPad's readable width and nearly as tall as the screen;
    /// on an iPhone from iOS 13 the screen under it is scaled back.
    case pageSheet
}

/// `presentation: {style, over, grabber}`: this spec's screen is a sheet presented over
/// another screen, written inline or as the path of another spec file.
public struct PresentationSpec: Sendable, Equatable {
    public var style: SheetStyle = .formSheet
    /// The screen under the sheet: inline, or read from `overPath` when the spec is prepared.
    public var over: Spec {
        get { box.value }
        set { box = Box(newValue) }
    }
    /// The path written as `over`, relative to the spec file; nil when `over` was inline.
    public var overPath: String? = nil
    /// The grabber at the top of the card (iOS 15's sheet presentation controller).
    public var grabber: Bool = false
    private var box = Box(Spec())
    public init() {}

    /// Presentations nested in presentations (a sheet over a sheet), at most.
    public static let maxDepth = 4

    final class Box: Sendable, Equatable {
        let value: Spec
        init(_ value: Spec) { self.value = value }
        static func == (a: Box, b: Box) -> Bool { a === b || a.value == b.value }
    }
}
