/// iOS 26's glass capsules in one bar that run into each other or off the screen: more bar
/// button items than the bar has room for. UIKit moves the items that do not fit into an
/// overflow menu; the mock-up draws every item asked for, so the capsules collide.
public struct GlassCapsulesCollideRule: LintRule {
    public static let id = "glass-capsules-collide"
    public static let summary = "More glass bar items than fit in the bar"
    public static let guideline = "(paraphrased) When the navigation bar's items do not fit in the width available, the bar moves the items that do not fit into an overflow menu rather than drawing them over each other."
    public static let source = GuidelineSource.uikitGlass

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.theme.looks.barButton == .glass else { return [] }
        let width = context.layout.canvas.width
        var found: [Diagnostic] = []
        for item in context.layout.items where item.kind == .navigationBar || item.kind == .toolbar {
            // The capsules of one row of the bar (the bar-button row; search at the bottom is its own row).
            let capsules = item.parts.filter { $0.kind == .glass || $0.kind == .searchField }
                .map(\.frame).sorted { $0.minX < $1.minX }
            guard !capsules.isEmpty else { continue }
            let rows = Dictionary(grouping: capsules) { Int(($0.midY * 2).rounded()) }
            let collides = rows.values.contains { row in
                zip(row, row.dropFirst()).contains { $1.minX < $0.maxX - 0.01 }
                    || row.contains { $0.minX < -0.01 || $0.maxX > width + 0.01 }
            }
            guard collides else { continue }
            let bar = item.kind == .navigationBar ? "navigation bar" : "toolbar"
            let pointer = item.kind == .navigationBar ? Self.navigationPointer(context.spec) : "/toolbar"
            let total = capsules.reduce(0) { $0 + $1.width }
            found.append(warning(context, at: pointer,
                                 "the \(bar)'s \(capsules.count) glass capsules are \(Self.points(total)) pt wide together and run into each other or off the \(Self.points(width))-pt screen",
                                 hint: "put fewer items in the bar: UIKit moves those that do not fit into an overflow menu; or group them (items of one group share a capsule)"))
        }
        return found
    }

    /// The side with more items, where the spec put what does not fit.
    static func navigationPointer(_ spec: Spec) -> String {
        guard let bar = spec.chrome.navigationBar else { return "/navigationBar" }
        if bar.rightItems.isEmpty && bar.leftItems.isEmpty { return "/navigationBar" }
        return bar.rightItems.count >= bar.leftItems.count ? "/navigationBar/rightItems" : "/navigationBar/leftItems"
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

/// `tabBar.minimized` on an iPad: iPadOS does not minimise the tab bar.
public struct MinimizedTabBarOnPadRule: LintRule {
    public static let id = "minimized-tab-bar-on-ipad"
    public static let summary = "A minimised tab bar on an iPad"
    public static let guideline = "(paraphrased) The tab bar minimize behavior applies on iPhone only; on iPad the tab bar is not minimized."
    public static let source = GuidelineSource.uikitGlass

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.spec.screen.isPad, context.spec.chrome.tabBar?.minimized == true else { return [] }
        return [warning(context, at: "/tabBar/minimized", "iPadOS does not minimise the tab bar (tabBarMinimizeBehavior is iPhone only); this screen shows what no iPad draws",
                        hint: "remove minimized, or name an iPhone (\"device\": \"iphone-17\")")]
    }
}

/// Liquid Glass (a theme with the glass chrome: `ios26`) on a phone the spec names that never
/// ran iOS 26. A spec that names no device gets the default iPhone 8 and is not warned.
public struct GlassOnOlderPhoneRule: LintRule {
    public static let id = "glass-on-older-phone"
    public static let summary = "Liquid Glass on a phone that never ran iOS 26"
    public static let guideline = "(paraphrased) iOS 26 is compatible with iPhone 11 and later and iPhone SE (2nd generation) and later."
    public static let source = GuidelineSource.appleIOS26Compatibility

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.theme.looks.hasGlassChrome, case .named(let name) = context.spec.device,
              context.prepared.decoded.locations["/device"] != nil,
              let newest = DeviceCatalog.newestIOS[name], newest < 26 else { return [] }
        return [warning(context, at: "/device", "the \(name) runs iOS \(newest) at the newest; the theme \"\(context.theme.name)\" draws iOS 26's Liquid Glass, which it never showed",
                        hint: "name a phone that runs iOS 26 (\"device\": \"iphone-17\"; the iPhone 11 and later), or draw the phone's own era (\"theme\": \"\(Self.builtinTheme(drawing: newest))\")")]
    }

    /// The built-in theme that draws an iOS release (their `iosVersions`).
    static func builtinTheme(drawing release: Int) -> String {
        switch release {
        case 26...: "ios26"
        case 15...: "ios15"
        case 13...: "ios13"
        case 11...: "ios11"
        case 7...: "ios7"
        case 6: "ios6"
        case 5: "ios5"
        default: "ios2"
        }
    }
}
