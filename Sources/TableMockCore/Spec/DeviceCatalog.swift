import TableMockScene

/// A named device canvas: its screen in points and its pixels per point.
public struct DeviceModel: Hashable, Sendable {
    public var name: String
    public var size: Size
    public var scale: Double
    /// The status bar's height in portrait: 20 before the iPhone X, then the notch's or the
    /// Dynamic Island's (Apple's published top safe-area insets; the Dynamic Island bar is
    /// 5 pt short of the inset: 54 on the iPhone 15, whose inset is 59).
    public var statusBarHeight: Double
    /// The bottom safe-area inset that keeps content clear of the home indicator; 0 on a
    /// device with a Home button (no indicator).
    public var homeIndicatorInset: Double
    /// What cuts into the top of the screen: nothing, the notch or the Dynamic Island. Given
    /// for the devices with a `source`; else read from the status bar's height (44-50: the
    /// notch, 54 and more: the Dynamic Island).
    public var cutout: ScreenCutout
    /// The display's corner radius in points (a continuous corner; 0: square, or not recorded).
    public var displayCornerRadius: Double
    /// Where the numbers come from (the devices added with iOS 26; empty for the older ones).
    public var source: String
    public init(name: String, size: Size, scale: Double, statusBarHeight: Double = 20, homeIndicatorInset: Double = 0,
                cutout: ScreenCutout? = nil, displayCornerRadius: Double = 0, source: String = "") {
        self.name = name; self.size = size; self.scale = scale
        self.statusBarHeight = statusBarHeight; self.homeIndicatorInset = homeIndicatorInset
        self.cutout = cutout ?? (homeIndicatorInset == 0 || !name.hasPrefix("iphone") ? .none : statusBarHeight >= 54 ? .dynamicIsland : .notch)
        self.displayCornerRadius = displayCornerRadius; self.source = source
    }

    /// An iPhone (compact in landscape), as opposed to an iPad.
    public var isPhone: Bool { name.hasPrefix("iphone") }
    /// An iPad (regular width in both orientations).
    public var isPad: Bool { name.hasPrefix("ipad") }

    /// Apple's published landscape safe-area insets: a Face ID phone keeps its notch's or
    /// Dynamic Island's portrait top inset on both sides (the Dynamic Island's is its bar
    /// plus 5) and 21 pt above the home indicator; an iPad keeps its portrait insets.
    public var landscapeSideInset: Double {
        guard isPhone && hasHomeIndicator else { return 0 }
        return statusBarHeight >= 54 ? statusBarHeight + 5 : statusBarHeight
    }
    public var landscapeHomeIndicatorInset: Double { isPhone && hasHomeIndicator ? 21 : homeIndicatorInset }

    /// A Face ID device: a notch or Dynamic Island above, the home indicator below.
    public var hasHomeIndicator: Bool { homeIndicatorInset > 0 }
}

/// What cuts into the top of a phone's screen, beside which the status bar's two halves sit.
public enum ScreenCutout: String, Sendable, Hashable {
    case none, notch, dynamicIsland
}

/// A device's screen in one orientation: the canvas and the safe-area facts the bars need.
public struct DeviceScreen: Hashable, Sendable {
    public var size: Size
    public var statusBarHeight: Double
    public var homeIndicatorInset: Double
    /// The left and right safe-area inset (Face ID phones in landscape).
    public var sideInset: Double
    /// A phone on its side: compact-height bars.
    public var isCompactHeight: Bool
    /// An iPad's screen: its status bar, bar heights and split views are the iPad's.
    public var isPad: Bool = false
    /// The screen is iOS 26's floating sidebar panel (a split view's column): its bar and
    /// toolbar items are bare glyphs (the `splitSidebarItem…` keys).
    public var isFloatingPanel: Bool = false
}

/// The devices a spec may name with `"device"`, in points (portrait) at their native scale.
public enum DeviceCatalog {
    public static let all: [DeviceModel] = [
        DeviceModel(name: "iphone-3g", size: Size(width: 320, height: 480), scale: 1),
        DeviceModel(name: "iphone-3gs", size: Size(width: 320, height: 480), scale: 1),
        DeviceModel(name: "iphone-4", size: Size(width: 320, height: 480), scale: 2),
        DeviceModel(name: "iphone-4s", size: Size(width: 320, height: 480), scale: 2),
        DeviceModel(name: "iphone-5", size: Size(width: 320, height: 568), scale: 2),
        DeviceModel(name: "iphone-5s", size: Size(width: 320, height: 568), scale: 2),
        DeviceModel(name: "iphone-se", size: Size(width: 320, height: 568), scale: 2),
        DeviceModel(name: "iphone-6", size: Size(width: 375, height: 667), scale: 2),
        DeviceModel(name: "iphone-6-plus", size: Size(width: 414, height: 736), scale: 3),
        DeviceModel(name: "iphone-7", size: Size(width: 375, height: 667), scale: 2),
        DeviceModel(name: "iphone-7-plus", size: Size(width: 414, height: 736), scale: 3),
        DeviceModel(name: "iphone-8", size: Size(width: 375, height: 667), scale: 2),
        DeviceModel(name: "iphone-8-plus", size: Size(width: 414, height: 736), scale: 3),
        DeviceModel(name: "iphone-x", size: Size(width: 375, height: 812), scale: 3, statusBarHeight: 44, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-xs", size: Size(width: 375, height: 812), scale: 3, statusBarHeight: 44, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-xr", size: Size(width: 414, height: 896), scale: 2, statusBarHeight: 48, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-11", size: Size(width: 414, height: 896), scale: 2, statusBarHeight: 48, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-11-pro", size: Size(width: 375, height: 812), scale: 3, statusBarHeight: 44, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-12", size: Size(width: 390, height: 844), scale: 3, statusBarHeight: 47, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-13", size: Size(width: 390, height: 844), scale: 3, statusBarHeight: 47, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-13-mini", size: Size(width: 375, height: 812), scale: 3, statusBarHeight: 50, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-14", size: Size(width: 390, height: 844), scale: 3, statusBarHeight: 47, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-14-pro", size: Size(width: 393, height: 852), scale: 3, statusBarHeight: 54, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-15", size: Size(width: 393, height: 852), scale: 3, statusBarHeight: 54, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-15-pro", size: Size(width: 393, height: 852), scale: 3, statusBarHeight: 54, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-15-pro-max", size: Size(width: 430, height: 932), scale: 3, statusBarHeight: 54, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-16", size: Size(width: 393, height: 852), scale: 3, statusBarHeight: 54, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-16-pro", size: Size(width: 402, height: 874), scale: 3, statusBarHeight: 57, homeIndicatorInset: 34),
        DeviceModel(name: "iphone-16-pro-max", size: Size(width: 440, height: 956), scale: 3, statusBarHeight: 57, homeIndicatorInset: 34),
        // The phones sold with iOS 26 (September 2025; the iPhone 16e February 2025). Sizes: Apple's
        // tech specs (support.apple.com/en-us/docs/iphone: pixels at 460 ppi, 3x) over 3; the safe
        // areas as the iPhone 14 (16e, the same 2532 x 1170 panel) and the iPhone 16 Pro and Pro Max
        // (17 and 17 Pro: 2622 x 1206; 17 Pro Max: 2868 x 1320), whose Dynamic Island bars the
        // catalogue already draws (top inset 62 = bar 57 + 5); swift-snapshot-testing and
        // AccessibilitySnapshot name the iPhone 17 Pro's 402 x 874 (uikit-ios26 renders 16-19).
        DeviceModel(name: "iphone-16e", size: Size(width: 390, height: 844), scale: 3, statusBarHeight: 47, homeIndicatorInset: 34,
                    cutout: .notch, displayCornerRadius: 47.33,
                    source: "Apple tech specs: 2532 x 1170 px at 460 ppi (the iPhone 14's panel and notch); safe area 47/34 as the iPhone 14; corner radius 47.33 as UIScreen's _displayCornerRadius for that panel (kylebashour.com/posts/finding-the-real-iphone-x-corner-radius)"),
        DeviceModel(name: "iphone-17", size: Size(width: 402, height: 874), scale: 3, statusBarHeight: 57, homeIndicatorInset: 34,
                    cutout: .dynamicIsland, displayCornerRadius: 62,
                    source: "Apple tech specs: 2622 x 1206 px at 460 ppi, Dynamic Island (the iPhone 16 Pro's size); safe area 62/34 as the iPhone 16 Pro; corner radius weak: not published, the 16 Pro's"),
        DeviceModel(name: "iphone-air", size: Size(width: 420, height: 912), scale: 3, statusBarHeight: 57, homeIndicatorInset: 34,
                    cutout: .dynamicIsland, displayCornerRadius: 62,
                    source: "Apple tech specs: 2736 x 1260 px at 460 ppi; 420 x 912 pt first seen as a wallpaper size in iOS 26 beta 2; Dynamic Island; safe area weak: taken as the 17's (62/34), not measured; corner radius weak: not published"),
        DeviceModel(name: "iphone-17-pro", size: Size(width: 402, height: 874), scale: 3, statusBarHeight: 57, homeIndicatorInset: 34,
                    cutout: .dynamicIsland, displayCornerRadius: 62,
                    source: "Apple tech specs: 2622 x 1206 px at 460 ppi, Dynamic Island; AccessibilitySnapshot's iOS 26.2 references are named 402x874@3x for it (uikit-ios26 renders 16-19); safe area 62/34 as the iPhone 16 Pro; corner radius weak: not published"),
        DeviceModel(name: "iphone-17-pro-max", size: Size(width: 440, height: 956), scale: 3, statusBarHeight: 57, homeIndicatorInset: 34,
                    cutout: .dynamicIsland, displayCornerRadius: 62,
                    source: "Apple tech specs: 2868 x 1320 px at 460 ppi, Dynamic Island (the iPhone 16 Pro Max's size); safe area 62/34 as the 16 Pro Max; corner radius weak: not published"),
        // iPads: Apple's published sizes in points (Human Interface Guidelines, "Layout":
        // device screen sizes and orientations); a Face ID iPad's status bar is 24 pt and its
        // home indicator inset 20, a Home-button iPad's bar 20 pt (reference renders
        // uikit-ipad-lists 01 and 03 show 24).
        DeviceModel(name: "ipad", size: Size(width: 768, height: 1024), scale: 2),
        DeviceModel(name: "ipad-mini", size: Size(width: 744, height: 1133), scale: 2, statusBarHeight: 24, homeIndicatorInset: 20),
        DeviceModel(name: "ipad-air-11", size: Size(width: 820, height: 1180), scale: 2, statusBarHeight: 24, homeIndicatorInset: 20),
        DeviceModel(name: "ipad-air-13", size: Size(width: 1024, height: 1366), scale: 2, statusBarHeight: 24, homeIndicatorInset: 20),
        DeviceModel(name: "ipad-pro-11", size: Size(width: 834, height: 1194), scale: 2, statusBarHeight: 24, homeIndicatorInset: 20),
        DeviceModel(name: "ipad-pro-12-9", size: Size(width: 1024, height: 1366), scale: 2, statusBarHeight: 24, homeIndicatorInset: 20),
        DeviceModel(name: "ipad-pro-13", size: Size(width: 1032, height: 1376), scale: 2, statusBarHeight: 24, homeIndicatorInset: 20),
    ]

    /// The newest iOS release (major version) each phone of the catalogue runs, for those that
    /// stopped short of the newest: Apple's compatibility lists of each release (support.apple.com:
    /// iOS 26 runs on the iPhone 11 and later and the iPhone SE of the 2nd generation and later;
    /// iOS 18 was the last for the XS and XR, 16 for the 8 and X, 15 for the 6s, 7 and the first
    /// SE (320 x 568), 12 for the 5s and 6, 10 for the 5, 9 for the 4s, 7 for the 4, 6 for the
    /// 3GS, 4 for the 3G). A phone not listed runs the newest release.
    public static let newestIOS: [String: Int] = [
        "iphone-3g": 4, "iphone-3gs": 6, "iphone-4": 7, "iphone-4s": 9, "iphone-5": 10, "iphone-5s": 12,
        "iphone-se": 15, "iphone-6": 12, "iphone-6-plus": 12, "iphone-7": 15, "iphone-7-plus": 15,
        "iphone-8": 16, "iphone-8-plus": 16, "iphone-x": 16, "iphone-xs": 18, "iphone-xr": 18,
    ]

    /// Name -> size and scale, for look-ups.
    public static let devices: [String: DeviceModel] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The device names, in catalogue order.
    public static var names: [String] { all.map(\.name) }

    /// The device a spec falls back to, and the one whose canvas an unknown name gets.
    public static let defaultDevice = devices["iphone-8"]!

    /// The scale of a custom canvas when neither the spec nor the command line gives one.
    public static let customCanvasScale: Double = 2

    public static func model(named name: String) -> DeviceModel? { devices[name] }

    /// The canvas in points. Names are validated when the spec is decoded; an unknown one
    /// (from a hand-built `Spec`) gets the default device's canvas.
    public static func canvasSize(for device: Device) -> Size {
        switch device {
        case .named(let name): return (devices[name] ?? defaultDevice).size
        case .custom(let size): return size
        }
    }

    /// The screen of a device in an orientation. A custom canvas is a Home-button phone's
    /// screen as given (turning it is a spec error).
    public static func screen(for device: Device, orientation: Orientation) -> DeviceScreen {
        switch device {
        case .custom(let size):
            return DeviceScreen(size: size, statusBarHeight: 20, homeIndicatorInset: 0, sideInset: 0, isCompactHeight: false,
                                isPad: false)
        case .named(let name):
            let m = devices[name] ?? defaultDevice
            guard orientation == .landscape else {
                return DeviceScreen(size: m.size, statusBarHeight: m.statusBarHeight, homeIndicatorInset: m.homeIndicatorInset,
                                    sideInset: 0, isCompactHeight: false, isPad: m.isPad)
            }
            return DeviceScreen(size: Size(width: m.size.height, height: m.size.width),
                                statusBarHeight: m.isPhone ? 20 : m.statusBarHeight,
                                homeIndicatorInset: m.landscapeHomeIndicatorInset, sideInset: m.landscapeSideInset,
                                isCompactHeight: m.isPhone, isPad: m.isPad)
        }
    }

    /// Pixels per point when the spec gives no `scale`.
    public static func defaultScale(for device: Device) -> Double {
        switch device {
        case .named(let name): return (devices[name] ?? defaultDevice).scale
        case .custom: return customCanvasScale
        }
    }
}
