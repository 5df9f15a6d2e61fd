import TableMockScene

/// Where a presented sheet's card goes and how the screen under it is drawn.
public struct SheetGeometry: Sendable, Equatable {
    /// The card, in screen points.
    public var card: Rect
    /// Only its top corners are rounded (the card reaches the screen's bottom edge).
    public var topCornersOnly: Bool
    public var cornerRadius: Double
    /// The screen under the sheet, scaled back about its top middle (1: drawn as it is).
    public var behindScale: Double
    /// Where the scaled-back screen's top goes.
    public var behindTop: Double
    /// The card reaches the bottom: its content keeps clear of the home indicator.
    public var reachesBottom: Bool

    public init(style: SheetStyle, screen: DeviceScreen, theme: Theme) {
        let w = screen.size.width, h = screen.size.height
        cornerRadius = theme[.sheetCornerRadius]
        behindScale = 1
        behindTop = 0
        if screen.isPad {
            switch style {
            case .formSheet:
                // Centred; never taller than the screen under the status bar.
                let cw = min(theme[.sheetFormWidth], w), ch = min(theme[.sheetFormHeight], h - 2 * screen.statusBarHeight)
                card = Rect(x: ((w - cw) / 2).rounded(), y: ((h - ch) / 2).rounded(), width: cw, height: max(ch, 1))
                topCornersOnly = false
                reachesBottom = false
            case .pageSheet:
                let cw = min(theme[.sheetPageWidth], w)
                let top = theme[.sheetPageTop] > 0 ? screen.statusBarHeight + theme[.sheetPageTop] : 0
                card = Rect(x: ((w - cw) / 2).rounded(), y: top, width: cw, height: max(h - top, 1))
                topCornersOnly = true
                reachesBottom = true
            }
        } else {
            // An iPhone: both styles cover the screen's width; from iOS 13 the card stops
            // under the status bar and the screen under it is scaled back.
            let scaled = theme[.sheetBehindScale] < 1
            let top = scaled ? screen.statusBarHeight + theme[.sheetPhoneTop] : 0
            card = Rect(x: 0, y: top, width: w, height: max(h - top, 1))
            topCornersOnly = true
            reachesBottom = true
            if scaled {
                behindScale = theme[.sheetBehindScale]
                behindTop = screen.statusBarHeight + theme[.sheetBehindTop]
            } else {
                cornerRadius = 0
            }
        }
    }
}

/// Lays out a sheet presented over another screen: the screen under it (dimmed, or scaled
/// back on an iPhone from iOS 13), then the card with the spec's own bars and table laid out
/// in it as a screen of its own, and the grabber.
struct SheetLayout {
    let spec: Spec
    let ctx: LayoutContext

    func layout() -> TableLayout {
        guard let presentation = spec.presentation else { return TableLayoutEngine(spec: spec, context: ctx).layout() }
        let theme = ctx.theme.forDevice(spec.device)
        let screen = spec.screen
        let geometry = SheetGeometry(style: presentation.style, screen: screen, theme: theme)
        // The screen under it: drawn with this spec's theme, device and text settings.
        let behind = spec.screen(under: presentation)
        let under = TableLayoutEngine(spec: behind, context: ctx).layout()
        var items: [LayoutItem] = []
        var background = under.background
        if geometry.behindScale < 1 {
            // The screen under it as a card scaled back about its top middle, on black.
            background = theme[.sheetBackdrop]
            let s = geometry.behindScale
            let dx = screen.size.width * (1 - s) / 2, dy = geometry.behindTop
            var card = LayoutItem(kind: .sheet, frame: Rect(x: dx, y: dy, width: screen.size.width * s, height: screen.size.height * s),
                                  fill: .solid(under.background), cornerRadius: theme[.sheetBehindCornerRadius], corners: .all)
            card.region = .behind
            items.append(card)
            for item in under.items where item.kind != .statusBar {
                var scaled = item.scaled(by: s, dx: dx, dy: dy)
                if scaled.kind == .background { scaled.frame = card.frame }
                scaled.region = .behind
                items.append(scaled)
            }
        } else {
            for var item in under.items {
                item.region = item.region ?? .behind
                items.append(item)
            }
        }
        items.append(LayoutItem(kind: .dimming, frame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height),
                                fill: .solid(theme[.sheetDimming])))
        // The sheet's own screen, in the card.
        var sheet = spec.innerScreen(table: spec.table, chrome: spec.chrome, contentOffset: spec.contentOffset)
        sheet.chrome.statusBar = nil
        sheet.chrome.homeIndicator = false
        sheet.screenOverride = DeviceScreen(size: geometry.card.size, statusBarHeight: 0,
                                            homeIndicatorInset: geometry.reachesBottom ? screen.homeIndicatorInset : 0,
                                            sideInset: 0, isCompactHeight: false, isPad: screen.isPad)
        let content = TableLayoutEngine(spec: sheet, context: ctx).layout()
        var card = LayoutItem(kind: .sheet, frame: geometry.card, fill: .solid(content.background),
                              cornerRadius: geometry.cornerRadius > 0 ? geometry.cornerRadius : nil,
                              corners: geometry.cornerRadius > 0 ? (geometry.topCornersOnly ? [.topLeft, .topRight] : .all) : nil)
        card.region = .sheet
        items.append(card)
        let radius = geometry.cornerRadius
        for item in content.items {
            var moved = item.offsetBy(dx: geometry.card.minX, dy: geometry.card.minY)
            if moved.kind == .background { moved.frame = geometry.card }
            moved.region = .sheet
            if radius > 0 && moved.frame.minY <= geometry.card.minY + 0.01 {
                // What lies along the card's top edge (its bar) follows the card's corners.
                for i in moved.parts.indices where moved.parts[i].frame.minY <= geometry.card.minY + 0.01 {
                    if moved.parts[i].kind == .material, var b = moved.parts[i].backdrop {
                        // No material in the corners: it cannot be clipped to them.
                        b.frame = Rect(x: b.frame.minX, y: b.frame.minY + radius, width: b.frame.width, height: max(b.frame.height - radius, 0))
                        moved.parts[i].backdrop = b
                        moved.parts[i].frame = b.frame
                    } else if moved.parts[i].fill != nil && moved.parts[i].cornerRadius == 0 {
                        moved.parts[i].cornerRadius = radius
                        moved.parts[i].corners = [.topLeft, .topRight]
                    }
                }
            }
            items.append(moved)
        }
        if presentation.grabber {
            let gw = theme[.sheetGrabberWidth], gh = theme[.sheetGrabberHeight]
            let frame = Rect(x: geometry.card.midX - gw / 2, y: geometry.card.minY + theme[.sheetGrabberTop], width: gw, height: gh)
            var grabber = LayoutItem(kind: .sheet, frame: frame,
                                     parts: [LayoutPart(kind: .grabber, frame: frame, fill: .solid(theme[.sheetGrabber]), cornerRadius: gh / 2)])
            grabber.region = .sheet
            items.append(grabber)
        }
        // The status bar and home indicator of the screen, over everything.
        var screenSpec = spec
        screenSpec.presentation = nil
        screenSpec.table = TableSpec()
        screenSpec.chrome = ScreenChromeSpec()
        screenSpec.chrome.statusBar = spec.chrome.statusBar ?? behind.chrome.statusBar
        screenSpec.chrome.homeIndicator = spec.chrome.homeIndicator
        screenSpec.layoutDirection = .leftToRight
        var screenContext = ctx
        if geometry.behindScale < 1 {
            // Over the black around the scaled-back screen the status bar turns light.
            screenContext.theme = ctx.theme.replacing(.statusBarForeground, with: theme[.sheetStatusBarForeground])
                .replacing(.statusBarOverBarForeground, with: theme[.sheetStatusBarForeground])
        }
        let engine = TableLayoutEngine(spec: screenSpec, context: screenContext)
        items += engine.chromeItems(height: screen.size.height)
        // An alert, a sheet of actions, a menu or the keyboard: once, over the whole screen.
        engine.overlayItems(height: screen.size.height, items: &items)
        let layout = TableLayout(canvas: .init(width: screen.size.width, height: screen.size.height, scale: ctx.scale),
                                 background: background, items: items, contentHeight: screen.size.height)
        return spec.layoutDirection == .rightToLeft ? layout.mirroredRightToLeft(width: engine.fitter.width) : layout
    }
}

extension LayoutItem {
    /// The item scaled by `s` about the screen's top left corner, then moved by `dx`, `dy`:
    /// frames, text (its size too), corner radii, clips and materials.
    func scaled(by s: Double, dx: Double, dy: Double) -> LayoutItem {
        func r(_ rect: Rect) -> Rect { Rect(x: rect.minX * s + dx, y: rect.minY * s + dy, width: rect.width * s, height: rect.height * s) }
        var copy = self
        copy.frame = r(frame)
        copy.cornerRadius = cornerRadius.map { $0 * s }
        copy.parts = parts.map { part in
            var p = part
            p.frame = r(part.frame)
            p.imageFrame = part.imageFrame.map(r)
            p.clip = part.clip.map(r)
            p.cornerRadius = part.cornerRadius * s
            if var b = part.backdrop { b.frame = r(b.frame); b.blurRadius *= s; b.cornerRadius *= s; p.backdrop = b }
            if var g = part.glass { g.frame = r(g.frame); g.cornerRadius *= s; p.glass = g }
            if var t = part.text {
                t.lines = t.lines.map { .init(text: $0.text, origin: Point(x: $0.origin.x * s + dx, y: $0.origin.y * s + dy)) }
                t.font.size *= s
                p.text = t
            }
            if var symbol = part.symbol {
                symbol.glyphSize *= s
                symbol.cornerRadius *= s
                p.symbol = symbol
            }
            return p
        }
        return copy
    }
}
