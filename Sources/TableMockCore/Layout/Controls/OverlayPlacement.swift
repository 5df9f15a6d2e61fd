import TableMockScene

/// What is presented over the laid-out screen (`Spec.overlays`), in drawing order: the
/// keyboard (under the home indicator), then the dimmed screen and the alert, the action
/// sheet or popover, or the context menu. Each element is its own file beside this one
/// (`Alert.swift`, `ContextMenu.swift`, `Keyboard.swift`); this one places them.
extension TableLayoutEngine {
    /// The keyboard's height on this device (0 without one): its keys, the predictive bar
    /// where the era had one, and on a Face ID phone the row under the keys and the home
    /// indicator's inset. The table's bottom inset grows to it, as UIKit's does.
    static func keyboardHeight(spec: Spec, theme: Theme) -> Double {
        guard let keyboard = spec.overlays.keyboard else { return 0 }
        let screen = DeviceCatalog.screen(for: spec.device, orientation: spec.orientation)
        if isPad(spec) {
            // The iPad's keyboard: its rows (four, or five with the numbers row), the QuickType
            // bar where the era had it, and the home indicator's inset on an iPad without a button.
            let predictive = (keyboard.predictive ?? true) ? theme[.padKeyboardPredictiveHeight] : 0
            let rows = Double(padKeyRows(width: screen.size.width, theme: theme).count)
            return theme[.padKeyboardTopPadding] + (rows - 1) * theme[.padKeyRowPitch] + theme[.padKeyHeight]
                + theme[.padKeyboardBottomPadding] + predictive + screen.homeIndicatorInset
        }
        let predictive = (keyboard.predictive ?? (keyboard.type != .number)) ? theme[.keyboardPredictiveHeight] : 0
        let home = screen.homeIndicatorInset > 0 ? theme[.keyboardHomeRowExtra] + screen.homeIndicatorInset : 0
        return theme[.keyboardHeight] + predictive + home
    }

    /// The overlays' items over a screen `height` tall whose items (table and bars) are `items`.
    func overlayItems(height: Double, items: inout [LayoutItem]) {
        let overlays = spec.overlays
        if overlays.isEmpty { return }
        var keyboardOnTop: LayoutItem?
        defer {
            if let keyboardOnTop {
                items.append(keyboardOnTop)
                // The home indicator stays over the keyboard.
                if let home = items.firstIndex(where: { $0.kind == .homeIndicator }) { items.append(items.remove(at: home)) }
            }
        }
        if overlays.keyboard != nil {
            let keyboard = keyboardItem(height: height)
            // Under the home indicator, over the bars it hides; over the dimmed screen when an
            // alert's field has the focus (UIKit's keyboard window is above the alert's).
            if overlays.alert != nil {
                keyboardOnTop = keyboard
            } else if let home = items.firstIndex(where: { $0.kind == .homeIndicator }) {
                items.insert(keyboard, at: home)
            } else {
                items.append(keyboard)
            }
        }
        // What the overlays keep clear of: the status bar and the keyboard or home indicator.
        let screen = DeviceCatalog.screen(for: spec.device, orientation: spec.orientation)
        let safeTop = spec.chrome.statusBar != nil || screen.homeIndicatorInset > 0 ? screen.statusBarHeight : 0
        let keyboard = overlays.keyboard != nil ? Self.keyboardHeight(spec: spec, theme: theme) : 0
        let safeBottom = height - max(keyboard, screen.homeIndicatorInset)
        let area = Rect(x: 0, y: safeTop, width: canvasWidth, height: max(safeBottom - safeTop, 0))
        if let alert = overlays.alert {
            items.append(dimmingItem(height: height, color: theme[.overlayDimming]))
            items.append(alertItem(alert, in: area))
        } else if let sheet = overlays.actionSheet {
            if isPadScreen {
                items.append(contentsOf: popoverItems(sheet, in: area, laidOut: items))
            } else {
                items.append(dimmingItem(height: height, color: theme[.overlayDimming]))
                items.append(contentsOf: actionSheetItems(sheet, bottom: height - (keyboard > 0 ? keyboard : screen.homeIndicatorInset)))
            }
        } else if let menu = overlays.contextMenu {
            items.append(contentsOf: contextMenuItems(menu, height: height, area: area, laidOut: items))
        }
    }

    /// An iPad (any screen of a named iPad, or a custom canvas as wide as one): the action
    /// sheet is a popover there.
    var isPadScreen: Bool { Self.isPad(spec) }

    static func isPad(_ spec: Spec) -> Bool {
        switch spec.device {
        case .named(let name): return !(DeviceCatalog.model(named: name)?.isPhone ?? true)
        case .custom(let size): return min(size.width, size.height) >= 700
        }
    }

    /// The screen behind an alert or action sheet, dimmed.
    func dimmingItem(height: Double, color: Color) -> LayoutItem {
        LayoutItem(kind: .dimming, frame: Rect(x: 0, y: 0, width: canvasWidth, height: height), fill: .solid(color))
    }

    /// One line of `text` in `role`, centred in `box` (its line box centred vertically).
    func centredLine(_ text: String, role: TextRole, kind: PartKind, in box: Rect, color: Color? = nil) -> LayoutPart {
        let st = style(role)
        let m = ctx.measurer.metrics(of: st.font)
        let w = min(textWidth(text, role: role), box.width)
        var part = line(text, role: role, kind: kind, x: box.midX - w / 2, baseline: box.midY - m.lineHeight / 2 + m.ascent,
                        maxWidth: box.width)
        if let color { part.text?.color = color }
        return part
    }

    /// A wrapped block of `text` in `role`, `width` wide from `x`, its first line box at `top`.
    func wrappedPart(_ text: String, role: TextRole, kind: PartKind, x: Double, top: Double, width: Double,
                     alignment: TextAlignment) -> LayoutPart {
        let block = textBlock(text, role: role, x: x, top: top, width: width, maxLines: 0, alignment: alignment)
        let h = Double(block.lines.count) * lineHeight(role)
        return LayoutPart(kind: kind, frame: Rect(x: x, y: top, width: width, height: h), text: block)
    }

    /// A blurred copy of what lies under `frame` (the theme's material), when the theme blurs:
    /// inside the panel's rounded corners (`cornerRadius`), and for the whole screen behind
    /// a menu blurred at one pixel a point (`reducedResolution`, `Backdrop`).
    func overlayMaterial(_ frame: Rect, radius: Double, fallback: Color, cornerRadius: Double = 0,
                         reducedResolution: Bool = false) -> LayoutPart? {
        guard radius > 0, !frame.isEmpty else { return nil }
        var part = LayoutPart(kind: .material, frame: frame)
        part.backdrop = Backdrop(frame: frame, blurRadius: radius, saturation: theme[.barMaterialSaturation], fallbackTint: fallback,
                                 cornerRadius: cornerRadius, reducedResolution: reducedResolution)
        return part
    }

    /// A rounded panel over its material: the material first (what lies under the panel,
    /// blurred, inside its shape), then the panel's colour over it as a part, so the blur is
    /// of the screen behind and tinted by the panel, not of the panel itself. Without a
    /// material (an era that does not blur) the colour stays the item's fill.
    func panelOverMaterial(_ frame: Rect, fill: Fill, cornerRadius: Double, radius: Double, fallback: Color)
        -> (itemFill: Fill?, parts: [LayoutPart]) {
        guard let material = overlayMaterial(frame, radius: radius, fallback: fallback, cornerRadius: cornerRadius) else {
            return (fill, [])
        }
        return (nil, [material, LayoutPart(kind: .background, frame: frame, fill: fill, cornerRadius: cornerRadius)])
    }

    /// A hairline part across `x0...x1` at `y` (or a vertical one), in `color`.
    func rule(x: Double, y: Double, width: Double, height: Double, color: Color) -> LayoutPart {
        LayoutPart(kind: .rule, frame: Rect(x: x, y: y, width: width, height: height), fill: .solid(color))
    }
}

/// A rounded panel's soft shadow (a menu, a lifted row, a key): drawn under the panel.
struct PanelShadowGlyph: Glyph {
    var color: Color
    var radius: Double
    var drop: Double
    var spread: Double
    var name: String { "shadow" }
    var flipsRightToLeft: Bool { false }
    func nodes(in frame: Rect) -> [SceneNode] {
        guard color.alpha > 0 else { return [] }
        let rings: [(grow: Double, share: Double)] = spread > 0
            ? [(spread, 0.12), (spread * 0.66, 0.18), (spread * 0.33, 0.3)] : [(0, 1)]
        return SoftShadow(color: color, drop: drop, falloff: .rings(rings)).nodes(under: frame) { rect, grow in
            .roundedRect(rect, radius: radius + grow, corners: .all)
        }
    }
}

/// A key or button: its shadow (a one-pixel-high edge under it), then its face in a flat or
/// gradient fill with rounded corners.
struct KeyGlyph: Glyph {
    var fill: Fill
    var shadow: Color
    var shadowHeight: Double
    var radius: Double
    var label: String
    var name: String { "key(\(label))" }
    var flipsRightToLeft: Bool { false }
    func nodes(in frame: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        if shadowHeight > 0 && shadow.alpha > 0 {
            nodes.append(.fill(.roundedRect(frame.offsetBy(dx: 0, dy: shadowHeight), radius: radius, corners: .all), .solid(shadow)))
        }
        ScenePainter.paint(fill, in: frame, shape: .roundedRect(frame, radius: radius, corners: .all), into: &nodes)
        return nodes
    }
}

/// A popover's arrow: a triangle from `frame`'s base edge to its apex, in the popover's colour.
struct PopoverArrowGlyph: Glyph {
    var color: Color
    /// The apex is above the base (the popover hangs under what it points at).
    var pointsUp: Bool
    var name: String { pointsUp ? "arrow(up)" : "arrow(down)" }
    var flipsRightToLeft: Bool { false }
    func nodes(in frame: Rect) -> [SceneNode] {
        let apex = Point(x: frame.midX, y: pointsUp ? frame.minY : frame.maxY)
        let baseY = pointsUp ? frame.maxY : frame.minY
        let path = Path.polyline([Point(x: frame.minX, y: baseY), apex, Point(x: frame.maxX, y: baseY)], closed: true)
        return [.fill(.path(path), .solid(color))]
    }
}
