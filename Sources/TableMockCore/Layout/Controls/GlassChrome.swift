import TableMockScene

/// The Liquid Glass chrome of iOS 26, drawn where the theme's looks say so
/// (`NavigationBarLook.glass`, `BarButtonLook.glass`, `TabBarLook.floating`,
/// `ToolbarLook.floating`): bar buttons grouped on glass capsules, the navigation bar's
/// scroll edge, the floating tab bar (its selected pill, separate search tab, minimised form
/// and accessory), the toolbar's floating capsules and the search field at the bottom.
/// Every size and colour is the theme's `glass` group; the material is `Glass` (TableMockScene),
/// which the backend blurs in a raster and draws as a translucent fill in SVG and PDF.
extension TableLayoutEngine {
    /// A glass part over `frame`: a capsule (`radius` nil) or a rounded rectangle.
    func glassPart(_ frame: Rect, kind: PartKind = .glass, radius: Double? = nil) -> LayoutPart {
        var part = LayoutPart(kind: kind, frame: frame)
        part.glass = Glass(frame: frame, cornerRadius: radius ?? frame.height / 2, blurRadius: theme[.glassBlurRadius],
                           saturation: theme[.glassSaturation], tint: theme[.glassTint], rimLight: theme[.glassRimLight],
                           rimShade: theme[.glassRimShade], rimWidth: theme[.glassRimWidth], shadow: theme[.glassShadow],
                           shadowRadius: theme[.glassShadowRadius], shadowOffset: theme[.glassShadowOffset],
                           fallbackTint: theme[.glassFallbackTint])
        return part
    }

    /// The scroll-edge effect under a glass navigation bar (UIScrollEdgeEffect, soft): the
    /// content under the bar blurred and veiled in the page's colour, full from the top of
    /// the bar (`opaqueY`) and gone `scrollEdgeExtent` below its bottom. nil when no content
    /// runs under the bar (at rest, the bar has no background at all).
    func scrollEdgePart(opaqueY: Double, barBottom: Double, content: [Rect]) -> LayoutPart? {
        let under = Rect(x: 0, y: 0, width: canvasWidth, height: barBottom)
        guard !under.isEmpty, content.contains(where: { $0.intersects(under) }) else { return nil }
        let frame = Rect(x: 0, y: 0, width: canvasWidth, height: barBottom + theme[.scrollEdgeExtent])
        let page = (isGroupedLook ? theme[.groupedBackground] : theme[.plainBackground])
        let veil = page.withAlpha(page.alpha * min(max(theme[.scrollEdgeOpacity], 0), 1))
        var part = LayoutPart(kind: .scrollEdge, frame: frame)
        part.glass = Glass(frame: frame, cornerRadius: 0, blurRadius: theme[.scrollEdgeBlurRadius], saturation: 1, tint: veil,
                           rimLight: veil.withAlpha(0), rimShade: veil.withAlpha(0), rimWidth: 0, shadow: veil.withAlpha(0),
                           shadowRadius: 0, shadowOffset: 0, fallbackTint: veil,
                           fade: GlassFade(opaqueY: opaqueY, clearY: frame.maxY))
        return part
    }

    // MARK: Bar buttons on capsules

    /// Items split into groups: a spacer ends one, and an item that hides the shared
    /// background (or a segmented control) stands alone without glass.
    func glassGroups(_ items: [BarItemSpec]) -> [(items: [BarItemSpec], glass: Bool)] {
        var groups: [(items: [BarItemSpec], glass: Bool)] = []
        var current: [BarItemSpec] = []
        func close() { if !current.isEmpty { groups.append((current, true)); current = [] } }
        for item in items {
            if item.spacer != nil { close(); continue }
            if item.hidesSharedBackground || item.segments != nil {
                close(); groups.append(([item], false)); continue
            }
            current.append(item)
        }
        close()
        return groups
    }

    /// One item's content on a capsule `top` high, starting at `x`: a title with the padding
    /// round it, or an image centred in a square as tall as the capsule.
    func glassItemParts(_ item: BarItemSpec, x: Double, top: Double) -> (width: Double, parts: [LayoutPart]) {
        let h = theme[.glassButtonHeight]
        if let control = item.segments {
            let sh = theme[.segmentedBarHeight]
            let w = segmentedIntrinsicWidth(control)
            return (w, segmentedParts(control, frame: Rect(x: snap(x), y: snap(top + (h - sh) / 2), width: w, height: sh), inBar: true))
        }
        let role: TextRole = item.style == .done ? .glassBarButtonDone : .glassBarButton
        if let image = placedImage(item.image, place: .barButton(size: theme[.glassImageSize], tint: style(role).color)) {
            let slot = Rect(x: x, y: top, width: h, height: h)
            let s = image.size
            let imageFrame = Rect(x: slot.midX - s.width / 2, y: slot.midY - s.height / 2, width: s.width, height: s.height)
            // A symbol is drawn in its part's frame, its own square; a file in the slot's image frame.
            var part = image.part(kind: .barButton, frame: imageFrame, tint: .solid(style(role).color))
            if part.image != nil { part.frame = slot; part.imageFrame = imageFrame }
            return (h, [part])
        }
        let padding = theme[.glassButtonPadding]
        let textW = min(textWidth(item.title, role: role), canvasWidth / 3)
        let m = ctx.measurer.metrics(of: style(role).font)
        var part = line(item.title, role: role, kind: .barButton, x: x + padding, baseline: top + h / 2 - m.lineHeight / 2 + m.ascent,
                        maxWidth: canvasWidth / 3)
        part.frame = Rect(x: x, y: top, width: textW + 2 * padding, height: h)
        return (textW + 2 * padding, [part])
    }

    /// The width a group takes on its capsule.
    func glassGroupWidth(_ items: [BarItemSpec]) -> Double {
        let widths = items.map { glassItemParts($0, x: 0, top: 0).width }
        return widths.reduce(0, +) + theme[.glassItemGap] * Double(max(widths.count - 1, 0))
    }

    /// A group at `x`: its capsule (when it has glass) and its items' parts.
    func glassGroupParts(_ group: (items: [BarItemSpec], glass: Bool), x unsnapped: Double, top: Double) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        let x = snap(unsnapped)
        var cursor = x
        for item in group.items {
            let drawn = glassItemParts(item, x: cursor, top: top)
            parts += drawn.parts
            cursor += drawn.width + theme[.glassItemGap]
        }
        let width = glassGroupWidth(group.items)
        if group.glass {
            // On the pixel grid at both ends (the trailing edge of a right-aligned group stays on its edge).
            parts.insert(glassPart(Rect(x: x, y: snap(top), width: snap(unsnapped + width) - x, height: theme[.glassButtonHeight])), at: 0)
        }
        return parts
    }

    /// A navigation bar side's groups from `edge` inwards (leftwards when `alignRight`), and
    /// the inner edge they leave for the title.
    func glassBarSide(_ items: [BarItemSpec], edge: Double, alignRight: Bool, top: Double) -> (parts: [LayoutPart], inner: Double) {
        var groups = glassGroups(items)
        if alignRight { groups.reverse() }
        var parts: [LayoutPart] = []
        var edge = edge
        for group in groups {
            let w = glassGroupWidth(group.items)
            let x = alignRight ? edge - w : edge
            parts += glassGroupParts(group, x: x, top: top)
            edge = alignRight ? x - theme[.glassGroupGap] : x + w + theme[.glassGroupGap]
        }
        return (parts, edge)
    }

    // MARK: The floating sidebar's bare items

    /// One item of iOS 26's floating sidebar panel, centred at (`centreX`, `centreY`) with no
    /// capsule: a symbol `splitSidebarItemImageSize` tall in the label's colour (uikit-ipad-lists
    /// 03 and 04, black in light and white in dark), a title or control as on glass.
    func bareItemParts(_ item: BarItemSpec, centreX: Double, centreY: Double, tint: Color? = nil) -> (width: Double, parts: [LayoutPart]) {
        let h = theme[.glassButtonHeight]
        let role: TextRole = item.style == .done ? .glassBarButtonDone : .glassBarButton
        let color = tint ?? style(role).color
        if item.segments == nil,
           let image = placedImage(item.image, place: .barButton(size: theme[.splitSidebarItemImageSize], tint: color)) {
            let s = image.size
            let imageFrame = Rect(x: centreX - s.width / 2, y: centreY - s.height / 2, width: s.width, height: s.height)
            var part = image.part(kind: .barButton, frame: imageFrame, tint: .solid(color))
            if part.image != nil {
                part.frame = Rect(x: centreX - h / 2, y: centreY - h / 2, width: h, height: h)
                part.imageFrame = imageFrame
            }
            return (s.width, [part])
        }
        let w = glassItemParts(item, x: 0, top: 0).width
        return (w, glassItemParts(item, x: snap(centreX - w / 2), top: centreY - h / 2).parts)
    }

    /// A navigation bar side in the floating sidebar panel: the outermost item's centre
    /// `splitSidebarItemInset` from the edge, the next ones `splitSidebarItemPitch` further in
    /// (more when wide titles need it); the inner edge they leave for the title
    /// (`empty`, the glass bar's edge, when the side has no item).
    func bareBarSide(_ items: [BarItemSpec], alignRight: Bool, centreY: Double, empty: Double) -> (parts: [LayoutPart], inner: Double) {
        let shown = items.filter { $0.spacer == nil }
        let ordered = alignRight ? Array(shown.reversed()) : shown
        let pitch = theme[.splitSidebarItemPitch]
        let edge = alignRight ? canvasWidth - safeSide : safeSide
        let sign = alignRight ? -1.0 : 1.0
        var parts: [LayoutPart] = []
        var centre = edge + sign * theme[.splitSidebarItemInset]
        var inner = empty
        var previous: Double? = nil
        for item in ordered {
            let width = bareItemParts(item, centreX: 0, centreY: 0).width
            if let previous { centre += sign * max(pitch, (previous + width) / 2) }
            parts += bareItemParts(item, centreX: centre, centreY: centreY).parts
            inner = centre + sign * max(width, pitch) / 2
            previous = width
        }
        return (parts, inner)
    }

    /// The toolbar of the floating sidebar panel: bare items, the first group's first centre
    /// `splitSidebarToolbarInset` from the leading side, the last group's last as far from the
    /// trailing side, the groups spread between (one group centred), items in a group
    /// `splitSidebarItemPitch` apart; every centre `splitSidebarToolbarCentre` above the
    /// panel's bottom (uikit-ipad-lists 03 and 04: the gear and the plus in its corners), the
    /// symbols in `splitSidebarToolbarItem`.
    func bareToolbarItem(_ bar: ToolbarSpec, height: Double) -> LayoutItem {
        let groups = glassGroups(bar.items).map(\.items).filter { !$0.isEmpty }
        let pitch = theme[.splitSidebarItemPitch], inset = theme[.splitSidebarToolbarInset] + safeSide
        let centreY = height - theme[.splitSidebarToolbarCentre]
        let spans = groups.map { Double(max($0.count - 1, 0)) * pitch }
        var starts: [Double] = []
        if groups.count == 1 {
            starts = [(canvasWidth - spans[0]) / 2]
        } else if !groups.isEmpty {
            let space = max(canvasWidth - 2 * inset - spans.reduce(0, +), 0) / Double(groups.count - 1)
            var x = inset
            for span in spans { starts.append(x); x += span + space }
        }
        var parts: [LayoutPart] = []
        for (group, start) in zip(groups, starts) {
            for (i, item) in group.enumerated() {
                parts += bareItemParts(item, centreX: start + Double(i) * pitch, centreY: centreY,
                                       tint: theme[.splitSidebarToolbarItem]).parts
            }
        }
        let frameTop = snap(centreY - theme[.glassButtonHeight] / 2)
        return LayoutItem(kind: .toolbar, frame: Rect(x: 0, y: frameTop, width: canvasWidth, height: height - frameTop), parts: parts)
    }

    /// iOS 26's back button: the chevron alone on a glass circle (the previous screen's
    /// title is not shown).
    func glassBackButton(x: Double, top: Double) -> [LayoutPart] {
        let h = theme[.glassButtonHeight]
        let circle = Rect(x: snap(x), y: snap(top), width: h, height: h)
        let w = theme[.backChevronWidth]
        var chevron = LayoutPart(kind: .backButton, frame: Rect(x: circle.midX - w / 2 - theme[.backChevronStrokeWidth] / 2,
                                                               y: circle.minY, width: w, height: h))
        chevron.glyph = BackChevronGlyph(color: theme[.glassLabel], lineWidth: theme[.backChevronStrokeWidth], width: w,
                                         height: theme[.backChevronHeight])
        return [glassPart(circle), chevron]
    }

    // MARK: The floating tab bar

    /// The floating tab bar over a screen `height` tall: the capsule of tabs (the selected one
    /// on a lighter pill), the search tab's circle after it, the accessory above it; minimised,
    /// the selected tab alone on a small capsule with the accessory beside it. Its frame is
    /// what it covers, from the accessory's top to the screen's bottom.
    func floatingTabBarItem(_ bar: TabBarSpec, height: Double) -> LayoutItem {
        let side = theme[.floatingTabBarSideInset] + safeSide, gap = theme[.floatingTabBarGap]
        let minimized = bar.minimized
        let h = minimized ? theme[.tabAccessoryHeight] : theme[.floatingTabBarHeight]
        let bottom = height - theme[.floatingTabBarBottom]
        let top = snap(bottom - h)
        var parts: [LayoutPart] = []
        var right = canvasWidth - side
        // The search tab: a circle at the trailing end.
        if let search = bar.searchTab {
            let circle = Rect(x: snap(right - h), y: top, width: h, height: h)
            parts.append(glassPart(circle, kind: .searchTab))
            let icon = minimized ? theme[.glassImageSize] : theme[.floatingTabBarIconSize]
            if let image = placedImage(search.image, place: .tab(iconSize: icon, tint: .solid(theme[.glassTabItem]))) {
                let s = image.size
                let f = Rect(x: snap(circle.midX - s.width / 2), y: snap(circle.midY - s.height / 2), width: s.width, height: s.height)
                parts.append(image.part(kind: .tabItem, frame: f, tint: .solid(theme[.glassTabItem])))
            }
            right = circle.minX - gap
        }
        var frameTop = top
        if minimized {
            // The selected tab alone on a circle at the leading end, the accessory between.
            let circle = Rect(x: snap(side), y: top, width: h, height: h)
            parts.append(glassPart(circle))
            if bar.items.indices.contains(bar.selected) {
                let item = bar.items[bar.selected]
                let tint = Fill.solid(theme[.glassTabItemSelected])
                if let image = placedImage(item.image, place: .tab(iconSize: theme[.glassImageSize], tint: tint)) {
                    let s = image.size
                    let f = Rect(x: snap(circle.midX - s.width / 2), y: snap(circle.midY - s.height / 2), width: s.width, height: s.height)
                    var part = image.part(kind: .tabItem, frame: f, tint: tint)
                    part.element = bar.selected
                    parts.append(part)
                }
            }
            if let accessory = bar.accessory {
                let frame = Rect(x: circle.maxX + gap, y: top, width: max(right - circle.maxX - gap, h), height: h)
                parts += tabAccessoryParts(accessory, frame: frame)
            }
        } else {
            let capsule = Rect(x: snap(side), y: top, width: max(right - side, h), height: h)
            parts.append(glassPart(capsule))
            parts += floatingTabs(bar, capsule: capsule)
            if let accessory = bar.accessory {
                let ah = theme[.tabAccessoryHeight]
                let frame = Rect(x: snap(side), y: snap(top - gap - ah), width: canvasWidth - 2 * side, height: ah)
                parts.insert(contentsOf: tabAccessoryParts(accessory, frame: frame), at: 0)
                frameTop = frame.minY
            }
        }
        return LayoutItem(kind: .tabBar, frame: Rect(x: 0, y: frameTop, width: canvasWidth, height: height - frameTop), parts: parts)
    }

    /// The tabs on the capsule: each a slot of equal width, the selected one on the pill.
    private func floatingTabs(_ bar: TabBarSpec, capsule: Rect) -> [LayoutPart] {
        guard !bar.items.isEmpty else { return [] }
        var parts: [LayoutPart] = []
        let inset = theme[.floatingTabBarPillInset]
        let slot = (capsule.width - 2 * inset) / Double(bar.items.count)
        let icon = theme[.floatingTabBarIconSize]
        for (i, item) in bar.items.enumerated() {
            let first = parts.count
            defer { for p in first..<parts.count { parts[p].element = i } }
            let selected = i == bar.selected
            let x0 = capsule.minX + inset + Double(i) * slot
            if selected {
                let pill = Rect(x: snap(x0), y: capsule.minY + inset, width: snap(slot), height: capsule.height - 2 * inset)
                parts.append(LayoutPart(kind: .selection, frame: pill, fill: .solid(theme[.glassSelectedPill]), cornerRadius: pill.height / 2))
            }
            let tint = Fill.solid(theme[selected ? .glassTabItemSelected : .glassTabItem])
            var iconFrame = Rect(x: snap(x0 + (slot - icon) / 2), y: capsule.minY + theme[.floatingTabBarIconTop], width: icon, height: icon)
            if let image = placedImage(item.image, place: .tab(iconSize: icon, tint: tint)) {
                var size = image.size
                let fit = min(1, icon / max(size.width, 1e-9), icon / max(size.height, 1e-9))
                size = Size(width: size.width * fit, height: size.height * fit)
                iconFrame = Rect(x: snap(x0 + (slot - size.width) / 2), y: snap(iconFrame.minY + (icon - size.height) / 2),
                                 width: size.width, height: size.height)
                parts.append(image.resized(to: size).part(kind: .tabItem, frame: iconFrame, tint: tint))
            }
            if let title = item.title, !title.isEmpty {
                let role: TextRole = selected ? .floatingTabTitleSelected : .floatingTabTitle
                let w = min(textWidth(title, role: role), slot - 4)
                parts.append(line(title, role: role, kind: .tabTitle, x: snap(x0 + (slot - w) / 2),
                                  baseline: capsule.minY + theme[.floatingTabBarTitleBaseline], maxWidth: slot - 4))
            }
            // The badge keeps its place under the top of the tab's slot, which starts where the
            // selection pill does (AccessibilitySnapshot's testTabBars_26_2: 2 pt under the item).
            if let badge = item.badge {
                parts.append(tabBadge(badge, iconFrame: iconFrame, top: capsule.minY + theme[.floatingTabBarPillInset]))
            }
        }
        return parts
    }

    /// The bottom accessory (a mini player): a glass capsule with the artwork, the title over
    /// the subtitle, and the buttons at the trailing end.
    func tabAccessoryParts(_ accessory: TabAccessorySpec, frame: Rect) -> [LayoutPart] {
        var parts = [glassPart(frame, kind: .tabAccessory)]
        let pad = theme[.tabAccessoryPadding]
        var x = frame.minX + pad
        let art = theme[.tabAccessoryImageSize]
        if let image = placedImage(accessory.image, place: .content) {
            let box = Rect(x: snap(x), y: snap(frame.midY - art / 2), width: art, height: art)
            var part = image.resized(to: Size(width: art, height: art)).part(kind: .image, frame: box)
            if var drawing = part.symbol, drawing.background != nil {
                drawing.cornerRadius = theme[.tabAccessoryImageCornerRadius]
                part.symbol = drawing
            }
            parts.append(part)
            x = box.maxX + pad
        }
        // The buttons from the trailing end.
        let bw = theme[.tabAccessoryButtonWidth]
        var right = frame.maxX - pad
        for image in accessory.buttons.reversed() {
            guard let placed = placedImage(image, place: .barButton(size: theme[.glassImageSize], tint: theme[.glassLabel])) else { continue }
            let s = placed.size
            let slot = Rect(x: right - bw, y: frame.minY, width: bw, height: frame.height)
            let f = Rect(x: snap(slot.midX - s.width / 2), y: snap(slot.midY - s.height / 2), width: s.width, height: s.height)
            parts.append(placed.part(kind: .barButton, frame: f, tint: .solid(theme[.glassLabel])))
            right = slot.minX
        }
        let room = max(right - x - pad / 2, 0)
        let title = ctx.measurer.metrics(of: style(.tabAccessoryTitle).font)
        if let subtitle = accessory.subtitle, !subtitle.isEmpty {
            let sub = ctx.measurer.metrics(of: style(.tabAccessorySubtitle).font)
            let total = title.lineHeight + sub.lineHeight
            let top = frame.midY - total / 2
            parts.append(line(accessory.title, role: .tabAccessoryTitle, kind: .title, x: x, baseline: top + title.ascent, maxWidth: room))
            parts.append(line(subtitle, role: .tabAccessorySubtitle, kind: .detail, x: x, baseline: top + title.lineHeight + sub.ascent,
                              maxWidth: room))
        } else {
            parts.append(line(accessory.title, role: .tabAccessoryTitle, kind: .title, x: x,
                              baseline: frame.midY - title.lineHeight / 2 + title.ascent, maxWidth: room))
        }
        return parts
    }

    // MARK: The floating toolbar and search at the bottom

    /// The toolbar's groups on floating capsules, spread across the bottom (the first at the
    /// leading edge, the last at the trailing edge), with the search field (search placed at
    /// the bottom) in the room between them; without a toolbar, the search field alone.
    func floatingToolbarItem(_ bar: ToolbarSpec?, search: SearchBarSpec?, bottom: Double, height: Double) -> LayoutItem {
        if spec.screen.isFloatingPanel, search == nil, let bar { return bareToolbarItem(bar, height: height) }
        let side = theme[.floatingTabBarSideInset] + safeSide
        let h = theme[.glassButtonHeight], sh = theme[.bottomSearchHeight]
        let row = search != nil ? max(h, sh) : h
        let mid = bottom - row / 2
        let top = snap(mid - h / 2)
        let groups = glassGroups(bar?.items ?? [])
        let widths = groups.map { glassGroupWidth($0.items) }
        var parts: [LayoutPart] = []
        var placed: [(x: Double, width: Double)] = []
        let gap = theme[.glassGroupGap]
        if let search {
            // Groups: the last at the trailing edge, the others from the leading edge; the field between.
            var left = side
            for (i, group) in groups.enumerated() where i < groups.count - 1 {
                parts += glassGroupParts(group, x: left, top: top)
                placed.append((left, widths[i]))
                left += widths[i] + gap
            }
            var right = canvasWidth - side
            if let last = groups.last {
                let x = right - widths[widths.count - 1]
                parts += glassGroupParts(last, x: x, top: top)
                right = x - gap
            }
            let field = Rect(x: snap(left), y: snap(mid - sh / 2), width: max(right - left, sh), height: sh)
            parts += bottomSearchParts(search, field: field)
        } else if groups.count == 1 {
            let x = (canvasWidth - widths[0]) / 2
            parts += glassGroupParts(groups[0], x: x, top: top)
        } else if !groups.isEmpty {
            let total = widths.reduce(0, +)
            let space = max(canvasWidth - 2 * side - total, 0) / Double(groups.count - 1)
            var x = side
            for (i, group) in groups.enumerated() {
                parts += glassGroupParts(group, x: snap(x), top: top)
                x += widths[i] + space
            }
        }
        let frameTop = snap(mid - row / 2)
        return LayoutItem(kind: .toolbar, frame: Rect(x: 0, y: frameTop, width: canvasWidth, height: height - frameTop), parts: parts)
    }

    /// The search field at the bottom: a glass capsule with the magnifier and the placeholder
    /// (or the typed text).
    func bottomSearchParts(_ search: SearchBarSpec, field: Rect) -> [LayoutPart] {
        var parts = [glassPart(field, kind: .searchField)]
        let icon = theme[.searchIconSize]
        let iconX = field.minX + theme[.glassButtonPadding]
        parts.append(LayoutPart(kind: .searchIcon, frame: Rect(x: snap(iconX), y: snap(field.midY - icon / 2), width: icon, height: icon),
                                glyph: MagnifierGlyph(color: theme[.glassPlaceholder])))
        let st = style(.bottomSearchField)
        let m = ctx.measurer.metrics(of: st.font)
        let textX = iconX + icon + theme[.searchIconTextGap]
        let typed = search.typedText
        let room = max(field.maxX - theme[.glassButtonPadding] - textX, 0)
        var part = line(typed ?? search.placeholder, role: .bottomSearchField, kind: typed == nil ? .placeholder : .searchText, x: textX,
                        baseline: field.midY - m.lineHeight / 2 + m.ascent, maxWidth: room)
        if typed != nil { part.text?.color = theme[.label] }
        parts.append(part)
        return parts
    }
}
