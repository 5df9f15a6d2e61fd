/// Reading the screen around the table: `statusBar`, `navigationBar`, `toolbar`, `tabBar`
/// and `homeIndicator`.
extension SpecReading {
    static let statusBarKeys = ["time", "date", "carrier", "signal", "wifi", "battery", "charging", "bluetooth", "blank"]
    static let navigationBarKeys = ["title", "largeTitle", "prompt", "backButton", "leftItems", "rightItems", "searchBar", "segments",
                                     "subtitle"]
    static let barItemKeys = ["title", "style", "image", "hidesSharedBackground", "spacer"]
    /// A toolbar item may be a segmented control instead.
    static let toolbarItemKeys = ["title", "style", "image", "segments", "hidesSharedBackground", "spacer"]
    static let toolbarKeys = ["items"]
    static let tabBarKeys = ["items", "selected", "searchTab", "minimized", "accessory"]
    static let tabAccessoryKeys = ["title", "subtitle", "image", "buttons"]
    static let tabBarItemKeys = ["title", "image", "badge"]
    /// Bar items a navigation bar side or a toolbar may hold.
    static let maxBarItems = 8

    func readChrome(_ object: ObjectNode, into chrome: inout ScreenChromeSpec) {
        if let n = object["statusBar"] { chrome.statusBar = readStatusBar(n) }
        if let n = object["navigationBar"] { chrome.navigationBar = readNavigationBar(n) }
        if let n = object["toolbar"] { chrome.toolbar = readToolbar(n) }
        if let n = object["tabBar"] { chrome.tabBar = readTabBar(n) }
        if let n = object["homeIndicator"], let v = reader.bool(n) { chrome.homeIndicator = v }
    }

    /// `true` (the era's defaults), `false` (none) or an object.
    func readStatusBar(_ node: SourceNode) -> StatusBarSpec? {
        if case .bool(let on) = node.value {
            return on ? StatusBarSpec() : nil
        }
        guard case .object = node.value else {
            reader.error("expected true, false or an object such as {\"time\": \"9:41\"}, found \(node.kindDescription)", at: node)
            return nil
        }
        guard let object = reader.object(node, keys: Self.statusBarKeys) else { return nil }
        var bar = StatusBarSpec()
        if let n = object["time"] { bar.time = reader.string(n) }
        if let n = object["carrier"] { bar.carrier = reader.string(n) }
        if let n = object["date"] { bar.date = reader.string(n) }
        if let n = object["signal"] {
            if case .bool(false) = n.value {
                bar.signal = nil
            } else if let v = reader.integer(n, what: "signal", in: 0...StatusBarSpec.maxSignal) {
                bar.signal = v
            }
        }
        if let n = object["wifi"], let v = reader.bool(n) { bar.wifi = v }
        if let n = object["battery"], let v = reader.integer(n, what: "battery", in: 0...100) { bar.battery = v }
        if let n = object["charging"], let v = reader.bool(n) { bar.charging = v }
        if let n = object["bluetooth"], let v = reader.bool(n) { bar.bluetooth = v }
        if let n = object["blank"], let v = reader.bool(n) { bar.blank = v }
        return bar
    }

    /// A title string, or an object.
    func readNavigationBar(_ node: SourceNode) -> NavigationBarSpec? {
        if case .string = node.value {
            var bar = NavigationBarSpec()
            bar.title = reader.string(node)
            return bar
        }
        guard case .object = node.value else {
            reader.error("expected a title or an object such as {\"title\": \"Settings\"}, found \(node.kindDescription)", at: node,
                         hint: node.kindHint)
            return nil
        }
        guard let object = reader.object(node, keys: Self.navigationBarKeys) else { return nil }
        var bar = NavigationBarSpec()
        if let n = object["title"] { bar.title = reader.string(n) }
        if let n = object["largeTitle"], let v = reader.bool(n) { bar.largeTitle = v }
        if let n = object["prompt"] { bar.prompt = reader.string(n) }
        if let n = object["subtitle"] { bar.subtitle = reader.string(n) }
        // An empty title draws the chevron alone (iOS 14's minimal back button).
        if let n = object["backButton"] { bar.backButton = reader.string(n) }
        if let n = object["leftItems"] { bar.leftItems = readBarItems(n) }
        if let n = object["rightItems"] { bar.rightItems = readBarItems(n) }
        if let n = object["searchBar"] { bar.searchBar = readSearchBar(n, inNavigationBar: true) }
        if let n = object["segments"] { bar.segments = readSegments(n) }
        return bar
    }

    /// An array of items, each a title (`"Edit"`) or `{"title": "Done", "style": "done"}`.
    func readBarItems(_ node: SourceNode, toolbar: Bool = false) -> [BarItemSpec] {
        guard let items = reader.array(node, maxCount: Self.maxBarItems, itemName: "bar items") else { return [] }
        return items.compactMap { readBarItem($0, toolbar: toolbar) }
    }

    func readBarItem(_ node: SourceNode, toolbar: Bool = false) -> BarItemSpec? {
        switch node.value {
        case .string:
            return reader.nonEmptyString(node, what: "the item's title").map { BarItemSpec(title: $0) }
        case .object:
            guard let object = reader.object(node, keys: toolbar ? Self.toolbarItemKeys : Self.barItemKeys) else { return nil }
            if let n = object["spacer"] {
                if object.members.count > 1 {
                    reader.error("a spacer item has \"spacer\" alone", at: node, hint: "write {\"spacer\": \"fixed\"} as an item of its own")
                    return nil
                }
                return reader.choice(n, what: "spacer", as: BarSpacer.self).map(BarItemSpec.init(spacer:))
            }
            var hidesShared = false
            if let n = object["hidesSharedBackground"] {
                guard let v = reader.bool(n) else { return nil }
                hidesShared = v
            }
            guard var item = readBarItemBody(object, node: node) else { return nil }
            item.hidesSharedBackground = hidesShared
            return item
        default:
            reader.error("expected a title or an object such as {\"title\": \"Done\", \"style\": \"done\"}, found \(node.kindDescription)",
                         at: node, hint: node.kindHint)
            return nil
        }
    }

    /// A bar item object's title, image or segmented control.
    private func readBarItemBody(_ object: ObjectNode, node: SourceNode) -> BarItemSpec? {
            if let n = object["segments"] {
                if object["title"] != nil || object["style"] != nil || object["image"] != nil {
                    reader.error("a segmented toolbar item has \"segments\" alone, without \"title\", \"style\" or \"image\"", at: node)
                    return nil
                }
                return readSegments(n).map(BarItemSpec.init(segments:))
            }
            let image = object["image"].map(readImage)
            guard let titleNode = object["title"] else {
                if let image {
                    // An image item: UIBarButtonItem(image:), drawn in the bar button colour.
                    let style = object["style"].map { reader.choice($0, what: "bar item style", as: BarItemStyle.self) } ?? .plain
                    guard let image, let style else { return nil }
                    return BarItemSpec(title: "", style: style, image: image)
                }
                reader.error("a bar item needs \"title\" or \"image\"", at: node,
                             hint: "write {\"title\": \"Edit\"} or {\"image\": {\"symbol\": \"square.and.pencil\"}}")
                return nil
            }
            let title = reader.nonEmptyString(titleNode, what: "the item's title")
            let style = object["style"].map { reader.choice($0, what: "bar item style", as: BarItemStyle.self) } ?? .plain
            guard let title, let style else { return nil }
            if object["image"] != nil {
                reader.error("a bar item has a title or an image, not both", at: node, hint: "remove \"title\" or \"image\"")
                return nil
            }
            return BarItemSpec(title: title, style: style)
    }

    /// An array of items, or `{"items": [...]}`.
    func readToolbar(_ node: SourceNode) -> ToolbarSpec? {
        var bar = ToolbarSpec()
        if case .array = node.value {
            bar.items = readBarItems(node, toolbar: true)
            return bar
        }
        guard let object = reader.object(node, keys: Self.toolbarKeys) else { return nil }
        if let n = object["items"] { bar.items = readBarItems(n, toolbar: true) }
        return bar
    }

    func readTabBar(_ node: SourceNode) -> TabBarSpec? {
        guard let object = reader.object(node, keys: Self.tabBarKeys) else { return nil }
        var bar = TabBarSpec()
        guard let itemsNode = object["items"] else {
            reader.error("a tab bar needs \"items\"", at: node, hint: "write {\"items\": [{\"title\": \"Favorites\", \"image\": \"star.svg\"}]}")
            return nil
        }
        if let items = reader.array(itemsNode, maxCount: TabBarSpec.maxItems, itemName: "tab bar items") {
            bar.items = items.compactMap(readTabBarItem)
        }
        if let n = object["selected"],
           let v = reader.integer(n, what: "selected", in: 0...max(TabBarSpec.maxItems - 1, 0)) { bar.selected = v }
        if let n = object["searchTab"] {
            if case .bool(let on) = n.value {
                if on { bar.searchTab = TabBarItemSpec() }
            } else {
                guard case .object = n.value else {
                    reader.error("expected true, false or an object such as {\"title\": \"Search\"}, found \(n.kindDescription)", at: n)
                    return nil
                }
                guard let object = reader.object(n, keys: Self.tabBarItemKeys) else { return nil }
                var tab = TabBarItemSpec()
                if let t = object["title"] { tab.title = reader.string(t) }
                if let t = object["image"] { tab.image = readImage(t) }
                if let t = object["badge"] { tab.badge = reader.string(t) }
                bar.searchTab = tab
            }
            // The magnifier unless it names its own image.
            if bar.searchTab != nil && bar.searchTab?.image == nil { bar.searchTab?.image = .symbol(SymbolImage(name: "magnifyingglass")) }
        }
        if let n = object["minimized"], let v = reader.bool(n) { bar.minimized = v }
        if let n = object["accessory"] { bar.accessory = readTabAccessory(n) }
        return bar
    }

    /// The mini player: `{"title": "Song", "subtitle": "Artist", "image": {...}}`.
    func readTabAccessory(_ node: SourceNode) -> TabAccessorySpec? {
        guard let object = reader.object(node, keys: Self.tabAccessoryKeys) else { return nil }
        var accessory = TabAccessorySpec()
        guard let titleNode = object["title"] else {
            reader.error("a tab bar accessory needs \"title\"", at: node, hint: "write {\"title\": \"Song\", \"subtitle\": \"Artist\"}")
            return nil
        }
        accessory.title = reader.string(titleNode) ?? ""
        if let n = object["subtitle"] { accessory.subtitle = reader.string(n) }
        if let n = object["image"] { accessory.image = readImage(n) }
        if let n = object["buttons"],
           let items = reader.array(n, maxCount: TabAccessorySpec.maxButtons, itemName: "accessory buttons") {
            accessory.buttons = items.compactMap { readImage($0) }
        }
        return accessory
    }

    func readTabBarItem(_ node: SourceNode) -> TabBarItemSpec? {
        guard let object = reader.object(node, keys: Self.tabBarItemKeys) else { return nil }
        var item = TabBarItemSpec()
        if let n = object["title"] { item.title = reader.string(n) }
        if let n = object["image"] { item.image = readImage(n) }
        if let n = object["badge"] { item.badge = reader.string(n) }
        if object["title"] == nil && object["image"] == nil {
            reader.error("a tab bar item needs \"title\", \"image\" or both", at: node)
            return nil
        }
        return item
    }
}
