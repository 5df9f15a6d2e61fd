import TableMockScene

/// A row's count pill before its accessory (`badge: "2"`: Settings' update badge, classic
/// Mail's counts), Mail's unread dot, and a tab's badge: one glyph, a pill. Sizes and colours
/// are the theme's `rowBadge…`, `unreadDot…` and `badge…` keys.
extension TableLayoutEngine {
    /// A tab's badge (`tabBar.items[].badge`), by the top right of its icon; `top` is the tab
    /// row's top.
    func tabBadge(_ badge: String, iconFrame: Rect, top: Double) -> LayoutPart {
        let h = theme[.badgeHeight]
        let w = max(h, textWidth(badge, role: .badge) + 2 * theme[.badgePadding])
        let box = Rect(x: snap(iconFrame.midX + theme[.badgeOffsetX]), y: top + theme[.badgeTop], width: w, height: h)
        var part = line(badge, role: .badge, kind: .badge, x: box.minX + (w - textWidth(badge, role: .badge)) / 2,
                        baseline: box.midY + style(.badge).font.size * 0.35)
        part.frame = box
        part.glyph = BadgeGlyph(fill: theme[.badgeBackground], border: theme[.badgeBorder], borderWidth: theme[.badgeBorderWidth])
        return part
    }
}

extension CellLayout {
    /// The count pill, `afterAccessory` when the row has one (the pill keeps its gap to it).
    static func rowBadge(_ badge: String, afterAccessory: Bool, engine: TableLayoutEngine) -> Trailing {
        let theme = engine.theme
        let st = engine.style(.rowBadge)
        let h = theme[.rowBadgeHeight]
        let w = max(h, engine.fitter.width(badge, st.font) + 2 * theme[.rowBadgePadding])
        return Trailing(kind: .rowBadge, size: Size(width: w, height: h),
                        inset: afterAccessory ? theme[.rowBadgeGap] : theme[.accessoryTextTrailingInset],
                        glyph: BadgeGlyph(fill: theme[.rowBadgeBackground], border: theme[.rowBadgeBackground], borderWidth: 0),
                        text: badge)
    }

    /// Mail's unread dot, in the leading margin, centred on the title's first line.
    func unreadDot(title: LayoutPart?, in frame: Rect, centerX: Double? = nil) -> LayoutPart {
        let theme = engine.theme
        let d = theme[.unreadDotDiameter]
        let titleLine = title?.text.map { engine.ctx.measurer.metrics(of: $0.font).lineHeight } ?? engine.lineHeight(.subtitleTitle)
        let lineMid = title.map { $0.frame.minY + min($0.frame.height, titleLine) / 2 } ?? frame.midY
        return LayoutPart(kind: .unreadDot,
                          frame: Rect(x: rowMinX + engine.safeContentInset + (centerX ?? theme[.unreadDotCenterX]) - d / 2,
                                      y: lineMid - d / 2, width: d, height: d),
                          glyph: BadgeGlyph(fill: theme[.unreadDot], border: theme[.unreadDot], borderWidth: 0))
    }
}

/// A badge's pill (its text is the part's), with an optional rim.
struct BadgeGlyph: Glyph {
    var fill: Color
    var border: Color
    var borderWidth: Double

    var name: String { "badge" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        let radius = f.height / 2
        guard borderWidth > 0 && border.alpha > 0 else { return [.fill(.roundedRect(f, radius: radius, corners: .all), .solid(fill))] }
        let inner = f.insetBy(dx: borderWidth, dy: borderWidth)
        return [.fill(.roundedRect(f, radius: radius, corners: .all), .solid(border)),
                .fill(.roundedRect(inner, radius: max(radius - borderWidth, 0), corners: .all), .solid(fill))]
    }
}
