import Foundation
import TableMockScene

/// The glyphs of the screen around the table: bar buttons, chevrons, badges (the status
/// bar's are in ScenePainter+StatusBar.swift). As for the accessories, colours and sizes
/// come from the layout; only each glyph's proportions are here, relative to its frame.
extension ScenePainter {
    static func paintChromeGlyph(_ glyph: Glyph, in f: Rect, into nodes: inout [SceneNode]) {
        switch glyph {
        case let .barButton(pointed, arrow, radius, top, glossEnd, bottom, gloss, border, highlight, bw):
            // A light line under the button, the border, then the gloss inside it.
            let body = Rect(x: f.minX, y: f.minY, width: f.width, height: f.height - bw)
            nodes.append(.fill(buttonShape(body.offsetBy(dx: 0, dy: bw), pointed: pointed, arrow: arrow, radius: radius), .solid(highlight)))
            nodes.append(.fill(buttonShape(body, pointed: pointed, arrow: arrow, radius: radius), .solid(border)))
            let inner = body.insetBy(dx: bw, dy: bw)
            // The pointed end's slope stays the same one point in.
            let innerArrow = arrow * inner.height / max(body.height, 1e-9)
            let innerShape = buttonShape(Rect(x: inner.minX + (pointed ? 0.4 * bw : 0), y: inner.minY,
                                              width: inner.width - (pointed ? 0.4 * bw : 0), height: inner.height),
                                         pointed: pointed, arrow: innerArrow, radius: max(radius - bw, 0))
            if gloss {
                let upper = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.height / 2)
                let lower = Rect(x: inner.minX, y: upper.maxY, width: inner.width, height: inner.height - upper.height)
                var children: [SceneNode] = []
                paint(.gradient(top, glossEnd), in: upper, shape: .rect(upper), into: &children)
                children.append(.fill(.rect(lower), .solid(bottom)))
                nodes.append(.group(Group(clip: innerShape, children: children)))
            } else {
                paint(.gradient(top, bottom), in: inner, shape: innerShape, into: &nodes)
            }
        case let .backChevron(color, w, width, height):
            let path = Path.polyline([Point(x: f.minX + width - w / 2, y: f.midY - height / 2 + w / 2),
                                      Point(x: f.minX + w / 2, y: f.midY),
                                      Point(x: f.minX + width - w / 2, y: f.midY + height / 2 - w / 2)])
            nodes.append(.stroke(.path(path), Stroke(color: color, width: w, cap: .round, join: .round)))
        case let .etchCorner(color, left):
            // The lowered arc out, the group's own arc back: only what lies outside the group.
            let r = f.width, drop = max(f.height - f.width, 0)
            let cx = left ? f.maxX : f.minX, cy = f.minY
            let steps = 24
            func arc(_ dy: Double) -> [Point] {
                (0...steps).map { i in
                    let t = Double.pi / 2 * Double(i) / Double(steps)
                    return Point(x: cx + (left ? -1 : 1) * r * cos(t), y: cy + dy + r * sin(t))
                }
            }
            nodes.append(.fill(.path(.polyline(arc(drop) + arc(0).reversed(), closed: true)), .solid(color)))
        case let .badge(fill, border, borderWidth):
            let radius = f.height / 2
            if borderWidth > 0 && border.alpha > 0 {
                nodes.append(.fill(.roundedRect(f, radius: radius, corners: .all), .solid(border)))
                let inner = f.insetBy(dx: borderWidth, dy: borderWidth)
                nodes.append(.fill(.roundedRect(inner, radius: max(radius - borderWidth, 0), corners: .all), .solid(fill)))
            } else {
                nodes.append(.fill(.roundedRect(f, radius: radius, corners: .all), .solid(fill)))
            }
        case let .selectionCircle(selected, ring, ringWidth, fill, check):
            let d = min(f.width, f.height)
            let circle = Rect(x: f.midX - d / 2, y: f.midY - d / 2, width: d, height: d)
            if selected {
                nodes.append(.fill(.ellipse(circle), .solid(fill)))
                let path = Path.polyline([Point(x: circle.minX + d * 0.28, y: circle.minY + d * 0.52),
                                          Point(x: circle.minX + d * 0.44, y: circle.minY + d * 0.67),
                                          Point(x: circle.minX + d * 0.72, y: circle.minY + d * 0.36)])
                nodes.append(.stroke(.path(path), Stroke(color: check, width: d * 0.09, cap: .round, join: .round)))
            } else {
                nodes.append(.stroke(.ellipse(circle.insetBy(dx: ringWidth / 2, dy: ringWidth / 2)), Stroke(color: ring, width: ringWidth)))
            }
        default:
            paintControlGlyph(glyph, in: f, into: &nodes)
        }
    }

    /// A bar button's outline: a rounded rectangle, or with a point on the left (a back
    /// button), traced clockwise.
    static func buttonShape(_ r: Rect, pointed: Bool, arrow: Double, radius: Double) -> Shape {
        guard pointed else { return .roundedRect(r, radius: radius, corners: .all) }
        let rad = min(radius, r.height / 2)
        var p = Path()
        p.move(to: Point(x: r.minX + arrow, y: r.minY))
        p.line(to: Point(x: r.maxX - rad, y: r.minY))
        p.elements.append(.arc(center: Point(x: r.maxX - rad, y: r.minY + rad), radius: rad, startAngle: -Double.pi / 2, endAngle: 0))
        p.line(to: Point(x: r.maxX, y: r.maxY - rad))
        p.elements.append(.arc(center: Point(x: r.maxX - rad, y: r.maxY - rad), radius: rad, startAngle: 0, endAngle: Double.pi / 2))
        p.line(to: Point(x: r.minX + arrow, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.midY))
        p.close()
        return .path(p)
    }
}
