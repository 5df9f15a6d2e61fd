import Foundation

/// Liquid Glass (iOS 26): the material of a floating capsule (a bar button group, the tab
/// bar, the bottom search field) and of the navigation bar's scroll edge. Where the backend
/// can blur (a raster), what is already drawn inside `frame` is blurred (a gaussian of
/// standard deviation `blurRadius` points, approximated as the bar material is by three box
/// blurs) and its saturation multiplied by `saturation`; `tint` is painted over it, then the
/// rim (`rimLight` at the top-left and bottom-right edges, `rimShade` between them); a soft
/// shadow lies outside the shape. Where it cannot (PDF, a vector SVG), the nearest honest
/// picture: the shadow, `fallbackTint` over the shape (more opaque than the tint, as the
/// blur would hide what is under it), and the rim.
///
/// With a `fade`, the material (blur and tint) fades out from full at `fade.opaqueY` to
/// nothing at `fade.clearY`: the scroll-edge effect under a navigation bar, a soft edge
/// rather than a line.
public struct Glass: Hashable, Sendable {
    public var frame: Rect
    /// A capsule's radius is half its height; 0 for the scroll edge's rectangle.
    public var cornerRadius: Double
    public var blurRadius: Double
    public var saturation: Double
    public var tint: Color
    public var rimLight: Color
    public var rimShade: Color
    public var rimWidth: Double
    /// The shadow's colour where it is darkest (just outside the edge).
    public var shadow: Color
    /// How far (points) the shadow reaches past the edge, and how far down it is cast.
    public var shadowRadius: Double
    public var shadowOffset: Double
    public var fallbackTint: Color
    public var fade: GlassFade?

    public init(frame: Rect, cornerRadius: Double, blurRadius: Double, saturation: Double, tint: Color,
                rimLight: Color, rimShade: Color, rimWidth: Double, shadow: Color, shadowRadius: Double,
                shadowOffset: Double, fallbackTint: Color, fade: GlassFade? = nil) {
        self.frame = frame; self.cornerRadius = cornerRadius; self.blurRadius = blurRadius; self.saturation = saturation
        self.tint = tint; self.rimLight = rimLight; self.rimShade = rimShade; self.rimWidth = rimWidth
        self.shadow = shadow; self.shadowRadius = shadowRadius; self.shadowOffset = shadowOffset
        self.fallbackTint = fallbackTint; self.fade = fade
    }

    /// The shape the material fills.
    public var shape: Shape {
        let r = min(max(cornerRadius, 0), frame.width / 2, frame.height / 2)
        return r > 0 ? .roundedRect(frame, radius: r, corners: .all) : .rect(frame)
    }

    /// Everything the node may touch: the shape and its shadow.
    public var bounds: Rect {
        guard shadow.alpha > 0, shadowRadius > 0 else { return frame }
        let reach = shadowRadius + abs(shadowOffset)
        return frame.insetBy(dx: -reach, dy: -reach)
    }

    /// The soft shadow: rings of the shape grown step by step, each a little lighter, cast
    /// `shadowOffset` down and cut out where the shape is (the glass is not darkened by its
    /// own shadow). Drawn first.
    public var shadowNodes: [SceneNode] {
        guard shadow.alpha > 0, shadowRadius > 0, !frame.isEmpty else { return [] }
        let steps = max(1, min(8, Int(shadowRadius.rounded(.up))))
        var nodes: [SceneNode] = []
        let cast = frame.offsetBy(dx: 0, dy: shadowOffset)
        let hole = Path.roundedRectangle(frame, radius: min(cornerRadius, frame.width / 2, frame.height / 2))
        for i in (1...steps).reversed() {
            let grow = shadowRadius * Double(i) / Double(steps)
            let r = cast.insetBy(dx: -grow, dy: -grow)
            // Each ring adds its share over the larger ones: the darkest next to the edge.
            let t = Double(i) / Double(steps)
            let alpha = shadow.alpha * (1 - t * t) / Double(steps) * 2
            guard alpha > 0 else { continue }
            var ring = Path.roundedRectangle(r, radius: cornerRadius > 0 ? cornerRadius + grow : grow)
            ring.elements += hole.elements
            ring.fillRule = .evenOdd
            nodes.append(.fill(.path(ring), .solid(shadow.withAlpha(min(alpha, 1)))))
        }
        return nodes
    }

    /// The tint over the blur (faded with `fade`).
    public var tintNodes: [SceneNode] { veil(tint) }

    /// The rim: a ring `rimWidth` wide inside the edge, light where light catches it (the
    /// top-left and bottom-right) and `rimShade` between.
    public var rimNodes: [SceneNode] {
        guard rimWidth > 0, rimLight.alpha > 0 || rimShade.alpha > 0, frame.width > 2 * rimWidth, frame.height > 2 * rimWidth
        else { return [] }
        let r = min(cornerRadius, frame.width / 2, frame.height / 2)
        var ring = Path.roundedRectangle(frame, radius: r)
        ring.elements += Path.roundedRectangle(frame.insetBy(dx: rimWidth, dy: rimWidth), radius: max(r - rimWidth, 0)).elements
        ring.fillRule = .evenOdd
        // A clear shade is the light's own colour at no opacity: gradients blend unpremultiplied
        // colours, and clear black would grey the light on its way out.
        let shade = rimShade.alpha > 0 ? rimShade : rimLight.withAlpha(0)
        let gradient = LinearGradient(start: Point(x: frame.minX, y: frame.minY), end: Point(x: frame.maxX, y: frame.maxY),
                                      stops: [GradientStop(offset: 0, color: rimLight), GradientStop(offset: 0.5, color: shade),
                                              GradientStop(offset: 1, color: rimLight)])
        return [.fill(.path(ring), .linearGradient(gradient))]
    }

    /// The vector form (SVG, PDF): shadow, the fallback tint, the rim.
    public var vectorNodes: [SceneNode] { shadowNodes + fallbackFillNodes + rimNodes }

    /// The fallback tint over the shape (faded with `fade`): the vector form's fill.
    public var fallbackFillNodes: [SceneNode] { veil(fallbackTint) }

    private func veil(_ color: Color) -> [SceneNode] {
        guard color.alpha > 0, !frame.isEmpty else { return [] }
        guard let fade else { return [.fill(shape, .solid(color))] }
        return [.fill(shape, .linearGradient(fade.gradient(color)))]
    }
}

/// A material fading from full at `opaqueY` to nothing at `clearY` (top to bottom for a
/// navigation bar's scroll edge).
public struct GlassFade: Hashable, Sendable {
    public var opaqueY: Double
    public var clearY: Double
    public init(opaqueY: Double, clearY: Double) { self.opaqueY = opaqueY; self.clearY = clearY }

    /// `color` fading out, as a paint.
    public func gradient(_ color: Color) -> LinearGradient {
        LinearGradient(start: Point(x: 0, y: opaqueY), end: Point(x: 0, y: clearY),
                       stops: [GradientStop(offset: 0, color: color), GradientStop(offset: 0.55, color: color.withAlpha(color.alpha * 0.6)),
                               GradientStop(offset: 1, color: color.withAlpha(0))])
    }
}

extension Path {
    /// A rectangle as a path, clockwise.
    public static func rectangle(_ r: Rect) -> Path {
        .polyline([Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                   Point(x: r.minX, y: r.maxY)], closed: true)
    }

    /// A rounded rectangle as a path (all four corners), clockwise.
    public static func roundedRectangle(_ r: Rect, radius: Double) -> Path {
        let rad = min(max(radius, 0), r.width / 2, r.height / 2)
        guard rad > 0 else { return rectangle(r) }
        var p = Path()
        p.move(to: Point(x: r.minX + rad, y: r.minY))
        p.elements.append(.arc(center: Point(x: r.maxX - rad, y: r.minY + rad), radius: rad, startAngle: -Double.pi / 2, endAngle: 0))
        p.elements.append(.arc(center: Point(x: r.maxX - rad, y: r.maxY - rad), radius: rad, startAngle: 0, endAngle: Double.pi / 2))
        p.elements.append(.arc(center: Point(x: r.minX + rad, y: r.maxY - rad), radius: rad, startAngle: Double.pi / 2, endAngle: Double.pi))
        p.elements.append(.arc(center: Point(x: r.minX + rad, y: r.minY + rad), radius: rad, startAngle: Double.pi, endAngle: 3 * Double.pi / 2))
        p.close()
        return p
    }
}
