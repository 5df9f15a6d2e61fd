import TableMockScene

/// Where the bars around the table go on this device, and how much of the screen they
/// take at the top and bottom (the table's content insets). All zero for a spec that draws
/// none of them, so such a spec lays out exactly as a bare table.
struct ScreenChromeGeometry {
    /// The device's status bar height (drawn or not).
    var statusBarHeight: Double = 0
    /// Where the safe area starts: the status bar's bottom, or on a Dynamic Island phone the
    /// theme's `dynamicIslandSafeAreaGap` below it (iOS 26: 62 under the 57-pt bar).
    var safeAreaTop: Double = 0
    var showsStatusBar = false
    /// Tall (notch or Dynamic Island) status bars put the clock in the left ear.
    var isTallStatusBar = false
    /// Top of the navigation bar, and its whole height: prompt, bar and large title.
    var navigationTop: Double = 0
    var promptHeight: Double = 0
    var barHeight: Double = 0
    var largeTitleHeight: Double = 0
    /// UISearchController's bar under the title or large title (iOS 11+), with its scope bar.
    var searchHeight: Double = 0
    /// The search field has focus: the bar's title row, prompt and large title collapse and
    /// the search bar stands alone under the status bar, as UIKit does while searching.
    var searchActive = false
    var toolbarHeight: Double = 0
    var tabBarHeight: Double = 0
    /// The bottom safe-area inset of a Face ID device (the bars extend into it).
    var homeIndicatorInset: Double = 0
    var showsHomeIndicator = false
    /// The keyboard's height (0 without one): the table's bottom inset is at least this.
    var keyboardHeight: Double = 0
    /// iOS 26: the tab bar and toolbar float (`TabBarLook.floating`, `ToolbarLook.floating`),
    /// and the navigation bar's search field is at the bottom of the screen.
    var floatingTabBar = false
    var floatingToolbar = false
    var bottomSearch = false

    var navigationHeight: Double { promptHeight + barHeight + largeTitleHeight + searchHeight }
    /// The content inset at the top: below the navigation bar, else below the status bar.
    var top: Double { navigationHeight > 0 ? navigationTop + navigationHeight : (showsStatusBar ? safeAreaTop : 0) }
    /// The content inset at the bottom: above the toolbar and tab bar and the home indicator.
    var bottom: Double { max(toolbarHeight + tabBarHeight + homeIndicatorInset, keyboardHeight) }

    init() {}

    init(spec: Spec, theme: Theme) {
        let chrome = spec.chrome
        guard !chrome.isEmpty else { return }
        let screen = spec.screen
        // A phone on its side: compact bars, and from iOS 8 no status bar.
        let compact = screen.isCompactHeight
        statusBarHeight = screen.statusBarHeight
        // Dynamic Island bars are 54 and 57 pt (DeviceModel.landscapeSideInset reads them so too).
        safeAreaTop = statusBarHeight + (!compact && statusBarHeight >= 54 ? theme[.dynamicIslandSafeAreaGap] : 0)
        showsStatusBar = chrome.statusBar != nil && !(compact && theme[.statusBarHiddenInLandscape])
        isTallStatusBar = !compact && screen.statusBarHeight >= 44
        if let bar = chrome.navigationBar {
            // The bar sits under the status bar; without one, at the top of a Home-button
            // phone (or a phone on its side), or still under the notch of a Face ID phone.
            navigationTop = showsStatusBar || (screen.homeIndicatorInset > 0 && !compact) ? safeAreaTop : 0
            promptHeight = bar.prompt != nil ? theme[.navigationBarPromptHeight] : 0
            barHeight = theme[compact ? .navigationBarCompactHeight : .navigationBarHeight]
            // A compact-height bar shows the title inline.
            largeTitleHeight = bar.largeTitle && !compact ? theme[.navigationBarLargeTitleHeight] : 0
            // iOS 26: a subtitle under the large title makes its area taller.
            if largeTitleHeight > 0 && bar.shownSubtitle != nil { largeTitleHeight += theme[.navigationBarLargeSubtitleHeight] }
            if let search = bar.searchBar, search.placement == .bottom, theme.looks.navigationBar == .glass {
                bottomSearch = true
            } else if let search = bar.searchBar, theme[.navigationBarSearchController] {
                let scopes = search.scopes.isEmpty ? 0 : theme[.searchScopeBarGap] + theme[.scopeBarHeight] + theme[.searchScopeBarBottom]
                if search.active {
                    searchActive = true
                    promptHeight = 0; barHeight = 0; largeTitleHeight = 0
                    searchHeight = theme[.searchBarHeight] + (scopes > 0 ? scopes - (theme[.searchBarHeight] - theme[.searchFieldHeight]) / 2 : 0)
                } else {
                    // The field near the top of its area (render 07: 1 pt under the large title;
                    // render 09: 1 pt under the bar), the scope bar under it.
                    searchHeight = scopes > 0 ? theme[.navigationSearchFieldTop] + theme[.searchFieldHeight] + scopes
                                              : theme[.navigationSearchBarHeight]
                }
            }
        }
        toolbarHeight = chrome.toolbar != nil ? theme[compact ? .toolbarCompactHeight : .toolbarHeight] : 0
        tabBarHeight = chrome.tabBar != nil ? theme[compact ? .tabBarCompactHeight : .tabBarHeight] : 0
        homeIndicatorInset = screen.homeIndicatorInset
        // The floating bars cover the screen from their top down; the home indicator's inset is
        // part of that, so it is taken off (the content inset adds it back).
        if let bar = chrome.tabBar, theme.looks.tabBar == .floating {
            floatingTabBar = true
            let accessory = bar.accessory != nil && !bar.minimized ? theme[.floatingTabBarGap] + theme[.tabAccessoryHeight] : 0
            let h = bar.minimized ? theme[.tabAccessoryHeight] : theme[.floatingTabBarHeight]
            tabBarHeight = max(theme[.floatingTabBarBottom] + h + accessory - homeIndicatorInset, 0)
        }
        if chrome.toolbar != nil && theme.looks.toolbar == .floating || bottomSearch {
            floatingToolbar = true
            let row = bottomSearch ? max(theme[.glassButtonHeight], theme[.bottomSearchHeight]) : theme[.glassButtonHeight]
            let below = floatingTabBar ? theme[.floatingTabBarGap] : theme[.floatingToolbarBottom] - homeIndicatorInset
            toolbarHeight = max(row + below, 0)
        }
        showsHomeIndicator = screen.homeIndicatorInset > 0 && chrome.homeIndicator != false
    }
}

extension TableLayoutEngine {
    var chrome: ScreenChromeSpec { spec.chrome }

    /// The bars over a laid-out screen `height` points tall, in drawing order. `content`: the
    /// frames of the table's items as the screen shows them; a translucent bar over any of
    /// them gets its material (the content blurred under the bar's colour).
    func chromeItems(height: Double, content: [Rect] = []) -> [LayoutItem] {
        let g = chromeGeometry
        var items: [LayoutItem] = []
        // The bars' material, first among a bar's parts, where content runs under the bar.
        func withMaterial(_ item: LayoutItem, over area: Rect?) -> LayoutItem {
            guard let area, let part = materialPart(area, content: content) else { return item }
            var item = item
            item.parts.insert(part, at: 0)
            return item
        }
        if let bar = chrome.navigationBar {
            if theme.looks.navigationBar == .glass {
                // No backing: the scroll edge, where content runs under the bar.
                var item = navigationBarItem(bar, g)
                // Full under the bar's title row, gone below the bar.
                let frame = navigationBarFrames(g).frame
                let opaque = frame.minY + g.promptHeight + g.barHeight / 2
                if let edge = scrollEdgePart(opaqueY: opaque, barBottom: frame.maxY, content: content) { item.parts.insert(edge, at: 0) }
                items.append(item)
            } else {
                items.append(withMaterial(navigationBarItem(bar, g), over: navigationBarFrames(g).backing))
            }
            if let search = bar.searchBar, g.searchHeight > 0 { items.append(navigationSearchBarItem(search, g)) }
        }
        if let bar = chrome.statusBar, g.showsStatusBar, !bar.blank { items.append(statusBarItem(bar, g)) }
        var bottom = height - (g.tabBarHeight > 0 || g.toolbarHeight > 0 ? g.homeIndicatorInset : 0)
        if let bar = chrome.tabBar, g.floatingTabBar {
            let item = floatingTabBarItem(bar, height: height)
            items.append(item)
            bottom = item.frame.minY - theme[.floatingTabBarGap]
        } else if let bar = chrome.tabBar {
            // The tab bar reaches down into the home indicator's inset.
            let top = bottom - g.tabBarHeight
            let item = tabBarItem(bar, top: top, height: height - top)
            items.append(withMaterial(item, over: item.frame))
            bottom = top
        }
        if g.floatingToolbar {
            let search = g.bottomSearch ? chrome.navigationBar?.searchBar : nil
            let base = g.floatingTabBar ? bottom : height - theme[.floatingToolbarBottom]
            items.append(floatingToolbarItem(chrome.toolbar, search: search, bottom: base, height: height))
        } else if let bar = chrome.toolbar {
            let top = bottom - g.toolbarHeight
            let item = toolbarItem(bar, top: top, height: (chrome.tabBar == nil ? height : bottom) - top)
            items.append(withMaterial(item, over: item.frame))
        }
        if g.showsHomeIndicator {
            let w = theme[.homeIndicatorWidth], h = theme[.homeIndicatorHeight]
            let frame = Rect(x: snap((canvasWidth - w) / 2), y: height - theme[.homeIndicatorBottom] - h, width: w, height: h)
            items.append(LayoutItem(kind: .homeIndicator, frame: frame, fill: .solid(theme[.homeIndicator]),
                                    cornerRadius: h / 2, corners: .all))
        }
        return items
    }

    // MARK: Text

    /// One line of text with its baseline at `baseline`, left-aligned at `x`.
    func line(_ text: String, role: TextRole, kind: PartKind, x: Double, baseline: Double, maxWidth: Double = .infinity) -> LayoutPart {
        let st = style(role)
        let m = ctx.measurer.metrics(of: st.font)
        let cut = maxWidth.isFinite ? fitter.truncate(display(text, st), font: st.font, width: max(maxWidth, 0))
                                    : (text: display(text, st), truncated: false)
        let w = fitter.width(cut.text, st.font)
        var block = TextBlock(lines: [.init(text: cut.text, origin: Point(x: x, y: baseline))], font: st.font, color: st.color,
                              truncated: cut.truncated)
        if let shadow = st.shadow, shadow.color.alpha > 0 { block.shadow = shadow }
        return LayoutPart(kind: kind, frame: Rect(x: x, y: baseline - m.ascent, width: w, height: m.lineHeight), text: block)
    }

    func textWidth(_ text: String, role: TextRole) -> Double {
        let st = style(role)
        return fitter.width(display(text, st), st.font)
    }

    /// The material of a translucent bar over `frame`, when the theme's bars have one and
    /// some of `content` runs under the bar; nil otherwise (the bar shows a flat colour, as
    /// UIKit's does over the table's plain background, and iOS 15's at the scroll edge).
    func materialPart(_ frame: Rect, content: [Rect]) -> LayoutPart? {
        let radius = theme[.barMaterialBlurRadius]
        guard radius > 0, !frame.isEmpty, content.contains(where: { $0.intersects(frame) }) else { return nil }
        var part = LayoutPart(kind: .material, frame: frame)
        part.backdrop = Backdrop(frame: frame, blurRadius: radius, saturation: theme[.barMaterialSaturation],
                                 fallbackTint: theme[.barMaterialFallbackTint])
        return part
    }

    /// The navigation bar's frame (the large-title area folded away as far as the content has
    /// scrolled: the content's top stays at the bar's bottom edge), how much is folded, and its
    /// backing: from the top of the screen under a transparent status bar (iOS 7 and later),
    /// else the bar itself; nil when the bar is bare (from iOS 13 a large-title bar at rest
    /// has no backing and no hairline: UINavigationBar's scrollEdgeAppearance).
    func navigationBarFrames(_ g: ScreenChromeGeometry) -> (frame: Rect, folded: Double, backing: Rect?) {
        let folded = spec.height == .screen ? min(max(spec.contentOffset, 0), g.largeTitleHeight) : 0
        let frame = Rect(x: 0, y: g.navigationTop, width: canvasWidth, height: g.navigationHeight - folded)
        // A glass bar has no backing at all (its scroll edge is drawn where content runs under it).
        if theme.looks.navigationBar == .glass { return (frame, folded, nil) }
        if g.largeTitleHeight > 0 && theme[.largeTitleBarIsBare] && spec.contentOffset <= 0 { return (frame, folded, nil) }
        let statusBarClear = theme[.statusBarOverBarBackground].alpha == 0 && theme[.statusBarOverBarBackgroundBottom].alpha == 0
        return (frame, folded, statusBarClear ? Rect(x: 0, y: 0, width: canvasWidth, height: frame.maxY) : frame)
    }

    /// A rule across a bar: one device pixel when the theme's width is 0.
    func barLine(y: Double, color: Color) -> LayoutPart? {
        guard color.alpha > 0 else { return nil }
        let w = theme[.barLineWidth] > 0 ? theme[.barLineWidth] : pixel
        return LayoutPart(kind: .rule, frame: Rect(x: 0, y: y, width: canvasWidth, height: w), fill: .solid(color))
    }

    /// A bar's backing: flat or a gradient, or the iPhone OS gloss (a lighter upper half).
    func barBackground(_ frame: Rect, glossFrame: Rect, top: Color, glossEnd: Color, lowerStart: Color, bottom: Color) -> [LayoutPart] {
        guard theme[.barGloss] else {
            if top.alpha == 0 && bottom.alpha == 0 { return [] }
            return [LayoutPart(kind: .background, frame: frame, fill: .gradient(top, bottom))]
        }
        // Split on a device pixel: two fills meeting inside a pixel leave a light seam.
        let upper = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: snap(glossFrame.midY) - frame.minY)
        let lower = Rect(x: frame.minX, y: upper.maxY, width: frame.width, height: frame.maxY - upper.maxY)
        return [LayoutPart(kind: .background, frame: upper, fill: .gradient(top, glossEnd)),
                LayoutPart(kind: .background, frame: lower, fill: .gradient(lowerStart, bottom))]
    }

    // MARK: Navigation bar and toolbar

    // The status bar: Controls/StatusBar.swift; bar buttons and the back button: Controls/BarButton.swift.

    func navigationBarItem(_ bar: NavigationBarSpec, _ g: ScreenChromeGeometry) -> LayoutItem {
        let (frame, folded, backing) = navigationBarFrames(g)
        let barRow = Rect(x: 0, y: frame.minY + g.promptHeight, width: canvasWidth, height: g.barHeight)
        // Items and title are placed as in a 44-pt bar centred on the row (a compact bar is 32);
        // an iPad's may stand lower in its bar (iPadOS 26).
        let barTop = barRow.minY + (g.barHeight - theme[.navigationBarHeight]) / 2 + (spec.screen.isPad ? theme[.padNavigationBarContentTop] : 0)
        var parts = backing.map {
            barBackground($0, glossFrame: g.promptHeight > 0 ? frame : barRow, top: theme[.barBackground],
                          glossEnd: theme[.barGlossUpperEnd], lowerStart: theme[.barGlossLowerStart], bottom: theme[.barBackgroundBottom])
        } ?? []
        if let top = barLine(y: frame.minY, color: theme[.barTopLine]) { parts.append(top) }
        let lineWidth = theme[.barLineWidth] > 0 ? theme[.barLineWidth] : pixel
        // A bar's bottom line: inside it in the iPhone OS 2–6 bars; from iOS 7 a hairline
        // (width 0 in the theme) hanging just under the bar, as render 05 shows (bar to 64, line at 64).
        let lineY = theme[.barLineWidth] > 0 ? frame.maxY - lineWidth : frame.maxY
        if backing != nil, let bottom = barLine(y: lineY, color: theme[.barBottomLine]) { parts.append(bottom) }
        let shadow = theme[.barShadow]
        if shadow.alpha > 0 && theme[.barShadowHeight] > 0 {
            parts.append(LayoutPart(kind: .rule, frame: Rect(x: 0, y: frame.maxY, width: canvasWidth, height: theme[.barShadowHeight]),
                                    fill: .gradient(shadow, shadow.withAlpha(0))))
        }
        // While searching the bar holds the search bar alone.
        if g.searchActive { return LayoutItem(kind: .navigationBar, frame: frame, parts: parts) }
        if let prompt = bar.prompt {
            let w = min(textWidth(prompt, role: .navigationPrompt), canvasWidth - 2 * theme[.barItemInset])
            parts.append(line(prompt, role: .navigationPrompt, kind: .prompt, x: snap((canvasWidth - w) / 2),
                              baseline: frame.minY + theme[.navigationBarPromptBaseline], maxWidth: w))
        }
        // Items from the edges inwards.
        let inset = theme[.barItemInset] + safeSide, gap = theme[.barItemGap]
        var leftEdge = inset
        var rightEdge = canvasWidth - inset
        if theme.looks.barButton == .glass {
            // iOS 26: groups of items on glass capsules, the back button a chevron on a circle.
            let top = barTop + theme[.glassButtonTop], edge = theme[.glassButtonEdgeInset] + safeSide
            var left = edge
            if bar.backButton != nil {
                parts += glassBackButton(x: left, top: top)
                left += theme[.glassButtonHeight] + theme[.glassGroupGap]
            }
            if spec.screen.isFloatingPanel && bar.backButton == nil {
                // iOS 26's floating sidebar: bare glyphs, no capsules (uikit-ipad-lists 03, 04).
                let centreY = top + theme[.glassButtonHeight] / 2
                let leading = bareBarSide(bar.leftItems, alignRight: false, centreY: centreY, empty: left)
                let trailing = bareBarSide(bar.rightItems, alignRight: true, centreY: centreY, empty: canvasWidth - edge)
                parts += leading.parts + trailing.parts
                leftEdge = leading.inner; rightEdge = trailing.inner
            } else {
                let leading = glassBarSide(bar.leftItems, edge: left, alignRight: false, top: top)
                let trailing = glassBarSide(bar.rightItems, edge: canvasWidth - edge, alignRight: true, top: top)
                parts += leading.parts + trailing.parts
                leftEdge = leading.inner; rightEdge = trailing.inner
            }
        } else {
            if let back = bar.backButton {
                let part = backButton(back, barTop: barTop)
                parts.append(part); leftEdge = part.frame.maxX + gap
            }
            for item in bar.leftItems where item.spacer == nil {
                let part = barButton(item, x: leftEdge, alignRight: false, barTop: barTop)
                parts.append(part); leftEdge = part.frame.maxX + gap
            }
            for item in bar.rightItems.reversed() where item.spacer == nil {
                let part = barButton(item, x: rightEdge, alignRight: true, barTop: barTop)
                parts.append(part); rightEdge = part.frame.minX - gap
            }
        }
        let subtitle = bar.shownSubtitle
        if let title = bar.title, !title.isEmpty {
            // The large title, left-aligned at the layout margin in its own area, slides up
            // under the bar as the area folds (cut at the bar's edge); once more than half of
            // it is under the bar, the title shows inline. A subtitle (iOS 26) has a line of its
            // own under the large title, which moves up for it.
            let largeBaseline = barRow.maxY - folded
                + theme[subtitle != nil ? .navigationBarLargeTitleSubtitleBaseline : .navigationBarLargeTitleBaseline]
            let ascent = ctx.measurer.metrics(of: style(.largeTitle).font).ascent
            if g.largeTitleHeight > 0 && largeBaseline > barRow.maxY {
                var large = [line(title, role: .largeTitle, kind: .largeTitle, x: barMargin, baseline: largeBaseline,
                                  maxWidth: canvasWidth - 2 * barMargin)]
                if let subtitle {
                    large.append(line(subtitle, role: .largeTitleSubtitle, kind: .subtitle, x: barMargin,
                                      baseline: largeBaseline + theme[.navigationBarLargeSubtitleGap], maxWidth: canvasWidth - 2 * barMargin))
                }
                for var part in large {
                    if part.frame.minY < barRow.maxY {
                        part.clip = Rect(x: 0, y: barRow.maxY, width: canvasWidth, height: frame.maxY - barRow.maxY)
                    }
                    parts.append(part)
                }
            }
            if g.largeTitleHeight > 0 && largeBaseline - ascent / 2 >= barRow.maxY || bar.segments != nil {
                // The large title is showing, or a segmented control is the title view: no inline title.
            } else {
                parts += inlineTitle(title, subtitle: subtitle, barTop: barTop, leftEdge: leftEdge, rightEdge: rightEdge)
            }
        }
        if let control = bar.segments {
            // The title view: centred on the bar when it fits between the items.
            let h = theme[.segmentedBarHeight]
            let room = max(rightEdge - leftEdge, 0)
            let w = min(segmentedIntrinsicWidth(control), room)
            let x = min(max((canvasWidth - w) / 2, leftEdge), rightEdge - w)
            parts += segmentedParts(control, frame: Rect(x: snap(x), y: snap(barTop + (theme[.navigationBarHeight] - h) / 2), width: w, height: h),
                                    inBar: true)
        }
        return LayoutItem(kind: .navigationBar, frame: frame, parts: parts)
    }

    /// The inline title: centred on the screen when it fits between the items, else as near as
    /// it can. With a subtitle (iOS 26) the two lines share the bar, the title smaller; in an
    /// iOS 26 sidebar column both start at the leading items' edge (uikit-ipad-lists 03's
    /// "Feeds / Updated 5 minutes ago").
    func inlineTitle(_ title: String, subtitle: String?, barTop: Double, leftEdge: Double, rightEdge: Double) -> [LayoutPart] {
        let room = max(rightEdge - leftEdge, 0)
        let leading = subtitle != nil && isSidebar && theme.looks.lists == .ios26
        func placed(_ text: String, role: TextRole, kind: PartKind, baseline: Metric) -> LayoutPart {
            let w = min(textWidth(text, role: role), room)
            let x = leading ? leftEdge : min(max((canvasWidth - w) / 2, leftEdge), rightEdge - w)
            return line(text, role: role, kind: kind, x: snap(x), baseline: barTop + theme[baseline], maxWidth: room)
        }
        guard let subtitle else { return [placed(title, role: .navigationTitle, kind: .title, baseline: .navigationBarTitleBaseline)] }
        return [placed(title, role: .navigationTitleWithSubtitle, kind: .title, baseline: .navigationBarSubtitleTitleBaseline),
                placed(subtitle, role: .navigationSubtitle, kind: .subtitle, baseline: .navigationBarSubtitleBaseline)]
    }

    /// UISearchController's search bar in the navigation bar (iOS 11+): under the title row
    /// and large title, on the bar's backing, the field across the layout margins.
    func navigationSearchBarItem(_ bar: SearchBarSpec, _ g: ScreenChromeGeometry) -> LayoutItem {
        let top = g.navigationTop + g.promptHeight + g.barHeight + g.largeTitleHeight - navigationBarFrames(g).folded
        let fieldTop: Double? = g.searchActive ? nil : top + theme[.navigationSearchFieldTop]
        return searchBarItem(bar, top: top, height: g.searchHeight, fieldTop: fieldTop, minX: barMargin, maxX: canvasWidth - barMargin,
                             standalone: false, leadingPlaceholder: true)
    }

    func toolbarItem(_ bar: ToolbarSpec, top: Double, height: Double) -> LayoutItem {
        let frame = Rect(x: 0, y: top, width: canvasWidth, height: height)
        let row = Rect(x: 0, y: top, width: canvasWidth, height: chromeGeometry.toolbarHeight)
        var parts = barBackground(frame, glossFrame: row, top: theme[.barBackground], glossEnd: theme[.barGlossUpperEnd],
                                  lowerStart: theme[.barGlossLowerStart], bottom: theme[.barBackgroundBottom])
        if let rule = barLine(y: top, color: theme[.barBottomLine]) { parts.append(rule) }
        // Items spread with flexible space between them; a lone item is centred.
        let inset = theme[.barItemInset] + safeSide
        let anchor = top + (chromeGeometry.toolbarHeight - theme[.navigationBarHeight]) / 2
        // Each item as its parts and its box: a button, or a segmented control of the bar size.
        let buttons: [(box: Rect, parts: [LayoutPart])] = bar.items.filter { $0.spacer == nil }.map { item in
            if let control = item.segments {
                let h = theme[.segmentedBarHeight]
                let box = Rect(x: 0, y: snap(anchor + (theme[.navigationBarHeight] - h) / 2),
                               width: min(segmentedIntrinsicWidth(control), canvasWidth - 2 * inset), height: h)
                return (box, segmentedParts(control, frame: box, inBar: true))
            }
            let button = barButton(item, x: 0, alignRight: false, barTop: anchor)
            return (button.frame, [button])
        }
        let total = buttons.reduce(0) { $0 + $1.box.width }
        let space = buttons.count > 1 ? max(canvasWidth - 2 * inset - total, 0) / Double(buttons.count - 1) : 0
        var x = buttons.count == 1 ? (canvasWidth - total) / 2 : inset
        for button in buttons {
            let dx = snap(x) - button.box.minX
            parts += button.parts.map { $0.translated(dx: dx, dy: 0) }
            x += button.box.width + space
        }
        return LayoutItem(kind: .toolbar, frame: frame, parts: parts)
    }

    // MARK: Tab bar

    func tabBarItem(_ bar: TabBarSpec, top: Double, height: Double) -> LayoutItem {
        let frame = Rect(x: 0, y: top, width: canvasWidth, height: height)
        let row = Rect(x: 0, y: top, width: canvasWidth, height: chromeGeometry.tabBarHeight)
        // A compact tab bar (a phone on its side, iOS 11+) puts each title beside its image.
        let compact = row.height < theme[.tabBarHeight]
        var parts = barBackground(frame, glossFrame: row, top: theme[.tabBarBackground], glossEnd: theme[.tabBarGlossEnd],
                                  lowerStart: theme[.tabBarBackgroundBottom], bottom: theme[.tabBarBackgroundBottom])
        if let rule = barLine(y: top, color: theme[.tabBarTopLine]) { parts.append(rule) }
        guard !bar.items.isEmpty else { return LayoutItem(kind: .tabBar, frame: frame, parts: parts) }
        // The tabs share the width inside the safe area.
        let slot = (canvasWidth - 2 * safeSide) / Double(bar.items.count)
        let icon = compact ? min(theme[.tabBarIconSize], row.height - 8) : theme[.tabBarIconSize]
        for (i, item) in bar.items.enumerated() {
            let selected = i == bar.selected
            // The tab's selection, icon, title and badge are one element (one layer in an editable SVG).
            let firstPart = parts.count
            defer { for p in firstPart..<parts.count { parts[p].element = i } }
            let x0 = safeSide + Double(i) * slot
            let role: TextRole = selected ? .tabBarTitleSelected : .tabBarTitle
            let titleWidth = item.title.map { min(textWidth($0, role: role), slot - 4) } ?? 0
            // Compact: the image and the title side by side, centred in the slot.
            let tint: Fill = selected ? .gradient(theme[.tabBarItemSelected], theme[.tabBarItemSelectedBottom]) : .solid(theme[.tabBarItem])
            let image = placedImage(item.image, place: .tab(iconSize: icon, tint: tint))
            let hasImage = image != nil
            let pairGap = hasImage && titleWidth > 0 ? 6.0 : 0
            let pairStart = x0 + (slot - ((hasImage ? icon : 0) + pairGap + titleWidth)) / 2
            let iconTop = compact ? top + (row.height - icon) / 2 : top + theme[.tabBarIconTop]
            let inset = theme[.tabBarSelectionInset]
            if selected && theme[.tabBarSelection].alpha > 0 {
                parts.append(LayoutPart(kind: .selection, frame: Rect(x: snap(x0 + inset), y: top + inset, width: snap(slot - 2 * inset),
                                                                      height: row.height - 2 * inset),
                                        fill: .solid(theme[.tabBarSelection]), cornerRadius: theme[.tabBarSelectionCornerRadius]))
            }
            var iconFrame = Rect(x: snap(compact ? pairStart : x0 + (slot - icon) / 2), y: iconTop, width: icon, height: icon)
            if let image {
                // The image at its own size, scaled down (keeping its shape) to fit the icon square.
                var size = image.size
                let fit = min(1, icon / max(size.width, 1e-9), icon / max(size.height, 1e-9))
                size = Size(width: size.width * fit, height: size.height * fit)
                let left = compact ? pairStart + (icon - size.width) / 2 : x0 + (slot - size.width) / 2
                iconFrame = Rect(x: snap(left), y: snap(iconTop + (icon - size.height) / 2), width: size.width, height: size.height)
                parts.append(image.resized(to: size).part(kind: .tabItem, frame: iconFrame, tint: tint))
            }
            if let title = item.title, !title.isEmpty {
                let x = compact ? pairStart + (hasImage ? icon : 0) + pairGap : x0 + (slot - titleWidth) / 2
                let baseline = compact ? top + row.height / 2 + style(role).font.size * 0.35 : top + theme[.tabBarTitleBaseline]
                parts.append(line(title, role: role, kind: .tabTitle, x: snap(x), baseline: baseline, maxWidth: slot - 4))
            }
            if let badge = item.badge { parts.append(tabBadge(badge, iconFrame: iconFrame, top: top)) }
        }
        return LayoutItem(kind: .tabBar, frame: frame, parts: parts)
    }
}
