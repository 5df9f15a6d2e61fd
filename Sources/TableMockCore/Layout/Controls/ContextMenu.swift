import TableMockScene

/// A context menu over a row (UIContextMenuInteraction, iOS 13 and later; `ContextMenuLook`):
/// the screen behind blurred and veiled, the row lifted as a rounded card (or a larger
/// preview card), the menu under it, or above it where it does not fit under, as UIKit
/// places it. Every size and colour is the theme's `contextMenu` group.
extension TableLayoutEngine {
    func contextMenuItems(_ menu: ContextMenuSpec, height: Double, area: Rect, laidOut: [LayoutItem]) -> [LayoutItem] {
        var items: [LayoutItem] = []
        // The screen behind: blurred (the material) and veiled.
        var veil = LayoutItem(kind: .dimming, frame: Rect(x: 0, y: 0, width: canvasWidth, height: height), fill: .solid(theme[.menuDimming]))
        if let m = overlayMaterial(veil.frame, radius: theme[.menuBlurRadius], fallback: theme[.menuMaterialFallbackTint],
                                   reducedResolution: true) { veil.parts = [m] }
        // The material is under the veil: the backdrop first, then the veil's colour.
        items.append(LayoutItem(kind: .dimming, frame: veil.frame, parts: veil.parts))
        veil.parts = []
        items.append(veil)

        let margin = theme[.menuScreenMargin], gap = theme[.menuRowGap], radius = theme[.menuCornerRadius]
        let menuHeight = contextMenuHeight(menu)
        let menuWidth = min(theme[.menuWidth], canvasWidth - 2 * margin)
        let cell: LayoutItem? = spec.table.resolve(menu.row).flatMap { s, r in
            laidOut.first { $0.kind == .cell && $0.section == s && $0.row == r }
        }
        let top = area.minY + margin, bottom = area.maxY - margin
        // The lifted row or the preview card, and where the menu goes.
        var preview: Rect
        if menu.preview {
            let w = canvasWidth - 2 * margin
            let h = min(theme[.menuPreviewHeight], max(bottom - top - gap - menuHeight, 44))
            let stack = h + gap + menuHeight
            let y = snap(min(max((cell?.frame.midY ?? area.midY) - stack / 2, top), max(bottom - stack, top)))
            preview = Rect(x: margin, y: y, width: w, height: h)
        } else {
            preview = cell?.frame ?? Rect(x: margin, y: area.midY - 22, width: canvasWidth - 2 * margin, height: 44)
        }
        let fitsBelow = preview.maxY + gap + menuHeight <= bottom
        let fitsAbove = preview.minY - gap - menuHeight >= top
        var menuTop: Double
        if menu.preview || fitsBelow {
            menuTop = preview.maxY + gap
        } else if fitsAbove {
            menuTop = preview.minY - gap - menuHeight
        } else {
            // Neither: UIKit slides the preview up until the menu fits under it.
            let shift = max(preview.maxY + gap + menuHeight - bottom, 0)
            preview = preview.offsetBy(dx: 0, dy: -min(shift, max(preview.minY - top, 0)))
            menuTop = preview.maxY + gap
        }
        // The lifted row: the row's own parts on a rounded card of the cell's colour.
        var card = LayoutItem(kind: .menuPreview, frame: preview, fill: .solid(theme[.menuPreviewBackground]),
                              cornerRadius: radius, corners: .all, clipsParts: true)
        if let cell {
            let dy = menu.preview ? preview.minY - cell.frame.minY + 0 : preview.minY - cell.frame.minY
            let dx = menu.preview ? preview.minX - cell.frame.minX : 0
            card.parts = cell.parts.map { $0.translated(dx: dx, dy: dy) }
            if let fill = cell.fill, case .solid(let c) = fill, c.alpha == 1 { card.fill = fill }
        }
        var shadow = LayoutPart(kind: .shadow, frame: preview)
        shadow.glyph = PanelShadowGlyph(color: theme[.menuShadow], radius: radius, drop: 4, spread: 10)
        items.append(LayoutItem(kind: .menuPreview, frame: preview, parts: [shadow]))
        items.append(card)

        // The menu, its leading edge on the preview's, kept on screen.
        let x = snap(min(max(preview.minX, margin), canvasWidth - margin - menuWidth))
        let frame = Rect(x: x, y: snap(menuTop), width: menuWidth, height: menuHeight)
        var menuShadow = LayoutPart(kind: .shadow, frame: frame)
        menuShadow.glyph = PanelShadowGlyph(color: theme[.menuShadow], radius: radius, drop: 4, spread: 14)
        items.append(LayoutItem(kind: .contextMenu, frame: frame, parts: [menuShadow]))
        items.append(LayoutItem(kind: .contextMenu, frame: frame, fill: .solid(theme[.menuBackground]), cornerRadius: radius,
                                corners: .all, parts: menuParts(menu, frame: frame), clipsParts: true))
        return items
    }

    /// The menu's height: its title, its items and the bands between groups.
    func contextMenuHeight(_ menu: ContextMenuSpec) -> Double {
        var h = menu.title?.isEmpty == false ? theme[.menuTitleHeight] : 0
        for item in menu.items { h += item.isSeparator ? theme[.menuGroupSeparatorHeight] : menuItemHeight }
        return snap(h)
    }

    var menuItemHeight: Double { snap(max(theme[.menuItemHeight], lineHeight(.menuItem) + 22)) }

    func menuParts(_ menu: ContextMenuSpec, frame: Rect) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        var y = frame.minY
        let inset = theme[.menuItemInset], icon = theme[.menuIconSize]
        if let title = menu.title, !title.isEmpty {
            let h = theme[.menuTitleHeight]
            parts.append(centredLine(title, role: .menuTitle, kind: .title, in: Rect(x: frame.minX + inset, y: y, width: frame.width - 2 * inset, height: h)))
            y += h
        }
        var previousWasItem = menu.title?.isEmpty == false
        var element = 0
        for item in menu.items {
            if item.isSeparator {
                let h = theme[.menuGroupSeparatorHeight]
                parts.append(rule(x: frame.minX, y: y, width: frame.width, height: h, color: theme[.menuGroupSeparator]))
                y += h
                previousWasItem = false
                continue
            }
            let h = menuItemHeight
            if previousWasItem { parts.append(rule(x: frame.minX, y: y, width: frame.width, height: pixel, color: theme[.menuSeparator])) }
            let color = item.disabled ? theme[.menuDisabled] : item.destructive ? theme[.menuDestructive] : nil
            let iconColor = color ?? theme[.menuIcon]
            let hasTrailing = item.image != nil || item.submenu != nil
            let textWidth = frame.width - 2 * inset - (hasTrailing ? icon + 8 : 0)
            let m = ctx.measurer.metrics(of: style(.menuItem).font)
            var title = line(item.title, role: .menuItem, kind: .menuItem, x: frame.minX + inset,
                             baseline: y + h / 2 - m.lineHeight / 2 + m.ascent, maxWidth: textWidth)
            if let color { title.text?.color = color }
            title.frame = Rect(x: frame.minX, y: y, width: frame.width, height: h)
            title.element = element
            parts.append(title)
            // The icon (or a submenu's chevron) at the trailing edge.
            let reference: ImageReference? = item.submenu != nil ? .symbol(SymbolImage(name: "chevron.right")) : item.image
            if let placed = placedImage(reference, place: .barButton(size: icon, tint: iconColor)) {
                let box = Rect(x: frame.maxX - inset - icon, y: y + (h - icon) / 2, width: icon, height: icon)
                var p = placed.resized(to: Size(width: icon, height: icon)).part(kind: .image, frame: box)
                if p.image != nil, color != nil { p.imageTint = .solid(iconColor) }
                p.element = element
                parts.append(p)
            }
            element += 1
            y += h
            previousWasItem = true
        }
        return parts
    }
}
