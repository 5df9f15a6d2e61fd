/// The screen around the table: the status bar, navigation bar, toolbar, tab bar and home
/// indicator. A spec without any of them draws the table region alone, as before.

/// The status bar's contents. Its look (opaque or transparent, fonts, glyph sizes) is the
/// theme's; its height is the device's (`DeviceModel.statusBarHeight`).
public struct StatusBarSpec: Sendable, Equatable {
    /// The clock; nil shows the era's "9:41" (with "AM" on 20-pt bars).
    public var time: String? = nil
    /// The carrier name; nil shows "Carrier" on 20-pt bars and nothing beside a notch, "iPad"
    /// on an iPad to iOS 11 and nothing from iOS 12 (a Wi-Fi iPad).
    public var carrier: String? = nil
    /// An iPad's date beside the clock (iOS 12 and later); nil shows "Tue Jan 9", empty none.
    public var date: String? = nil
    /// Signal bars lit, 0 to 4 (drawn with the era's 4 or 5 bars or dots); nil draws none,
    /// as the iOS Simulator's status bar shows.
    public var signal: Int? = 4
    public var wifi: Bool = true
    /// Battery level in percent.
    public var battery: Int = 100
    public var charging: Bool = false
    /// The Bluetooth rune before the battery (20-pt bars; a notch bar has no room for it).
    public var bluetooth: Bool = false
    /// Keep the status bar's height clear but draw nothing in it: the blank safe area at
    /// the top of a snapshot test's render (swift-snapshot-testing's `.image(on:)`), whose
    /// layer render has no status bar.
    public var blank: Bool = false
    public init() {}

    public static let maxSignal = 4
}

/// How a bar button item is drawn: `plain` (iPhone OS 2–6 nav bars border it anyway),
/// `bordered`, or `done` (the emphasised one).
public enum BarItemStyle: String, Sendable, CaseIterable, Codable { case plain, bordered, done }

/// An item of a navigation bar or toolbar: a title ("Edit", "Done", "Add"), or an image
/// (a symbol such as `square.and.pencil`, or a file) drawn in the bar button colour.
public struct BarItemSpec: Sendable, Equatable {
    /// Empty for an image item.
    public var title: String
    public var style: BarItemStyle
    public var image: ImageReference?
    /// A toolbar item that is a segmented control (`{"segments": ...}`); its title is empty.
    public var segments: SegmentedSpec? = nil
    /// iOS 26: the item stands without the shared glass capsule of its group
    /// (`UIBarButtonItem.hidesSharedBackground`), on its own.
    public var hidesSharedBackground: Bool = false
    /// A spacer (`{"spacer": "fixed"}`, UIBarButtonItem.fixedSpace, SwiftUI's ToolbarSpacer):
    /// it draws nothing and ends a group, so the items after it get a capsule of their own.
    public var spacer: BarSpacer? = nil
    public init(title: String, style: BarItemStyle = .plain, image: ImageReference? = nil) {
        self.title = title; self.style = style; self.image = image
    }
    public init(segments: SegmentedSpec) { self.title = ""; self.style = .plain; self.image = nil; self.segments = segments }
    public init(spacer: BarSpacer) { self.title = ""; self.style = .plain; self.image = nil; self.spacer = spacer }
}

/// A spacer between bar items: `fixed` (a gap) or `flexible` (the room left over). Either
/// ends a group of items sharing one glass capsule (iOS 26).
public enum BarSpacer: String, Sendable, CaseIterable, Codable { case fixed, flexible }

/// Where UISearchController's field goes (iOS 26): `top`, under the title as before, or
/// `bottom`, a glass capsule at the bottom of the screen (in the toolbar when there is one).
public enum SearchPlacement: String, Sendable, CaseIterable, Codable { case top, bottom }

/// The tab bar's bottom accessory (iOS 26, `UITabBarController.bottomAccessory`): a mini
/// player, its artwork image, title and subtitle, and play and forward buttons.
public struct TabAccessorySpec: Sendable, Equatable {
    public var title: String = ""
    public var subtitle: String? = nil
    public var image: ImageReference? = nil
    /// The trailing buttons' images (default the symbols `play.fill` and `forward.fill`).
    public var buttons: [ImageReference] = ["play.fill", "forward.fill"].map { .symbol(SymbolImage(name: $0)) }
    public init() {}
    public static let maxButtons = 3
}

public struct NavigationBarSpec: Sendable, Equatable {
    public var title: String? = nil
    /// iOS 11+: the title large, in its own 52-pt area under the bar.
    public var largeTitle: Bool = false
    /// A line of text above the title (UINavigationItem.prompt).
    public var prompt: String? = nil
    /// iOS 26: a line of smaller secondary text under the title, inline or large
    /// (UINavigationItem.subtitle).
    public var subtitle: String? = nil
    /// The back button's title (the previous screen's); empty for the chevron alone.
    public var backButton: String? = nil
    public var leftItems: [BarItemSpec] = []
    public var rightItems: [BarItemSpec] = []
    /// iOS 11+: UISearchController's search bar under the title (or the large title).
    public var searchBar: SearchBarSpec? = nil
    /// A segmented control as the title view (in place of the title).
    public var segments: SegmentedSpec? = nil
    public init() {}

    /// The subtitle the bar draws: none when empty, or when a segmented control is the title view.
    public var shownSubtitle: String? {
        guard let subtitle, !subtitle.isEmpty, segments == nil || largeTitle else { return nil }
        return subtitle
    }
}

public struct ToolbarSpec: Sendable, Equatable {
    /// Spread across the bar with flexible space between them.
    public var items: [BarItemSpec] = []
    public init() {}
}

public struct TabBarItemSpec: Sendable, Equatable {
    public var title: String? = nil
    /// A PNG, JPEG or SVG path relative to the spec, or a symbol: its shape (alpha) is drawn
    /// in the era's selected or unselected colour, as UIKit draws tab images.
    public var image: ImageReference? = nil
    /// The red badge's text ("3", "New").
    public var badge: String? = nil
    public init() {}
}

public struct TabBarSpec: Sendable, Equatable {
    public var items: [TabBarItemSpec] = []
    /// The selected item's position.
    public var selected: Int = 0
    /// iOS 26: a separate search tab (`UITab` with the search role), a glass circle after
    /// the bar with the magnifier; nil: none.
    public var searchTab: TabBarItemSpec? = nil
    /// iOS 26: the bar minimised (scrolled down, `tabBarMinimizeBehavior`): the selected tab
    /// alone on a small capsule, the accessory beside it.
    public var minimized: Bool = false
    /// iOS 26: the bottom accessory (a mini player), over the bar, or beside it minimised.
    public var accessory: TabAccessorySpec? = nil
    public init() {}

    public static let maxItems = 5
}

/// Every part of the screen around the table a spec may draw.
public struct ScreenChromeSpec: Sendable, Equatable {
    public var statusBar: StatusBarSpec? = nil
    public var navigationBar: NavigationBarSpec? = nil
    public var toolbar: ToolbarSpec? = nil
    public var tabBar: TabBarSpec? = nil
    /// nil: shown on Face ID devices when the spec draws any other part of the screen.
    public var homeIndicator: Bool? = nil
    public init() {}

    /// True when the spec draws any part of the screen around the table.
    public var isEmpty: Bool {
        statusBar == nil && navigationBar == nil && toolbar == nil && tabBar == nil && homeIndicator != true
    }
}
