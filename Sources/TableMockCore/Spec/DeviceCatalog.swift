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
    public init(name: String, size: Size, scale: Double, statusBarHeight: Double = 20, homeIndicatorInset: Double = 0) {
        self.name = name; self.size = size; self.scale = scale
        self.statusBarHeight = statusBarHeight; self.homeIndicatorInset = homeIndicatorInset
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
