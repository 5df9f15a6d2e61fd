import Foundation
import TableMockScene

/// The glyphs of the screen around the table: status bar icons, bar buttons, badges. As
/// for the accessories, colours and sizes come from the layout; only each glyph's
/// proportions are here, relative to its frame.
extension ScenePainter {
    static func paintChromeGlyph(_ glyph: Glyph, in f: Rect, into nodes: inout [SceneNode]) {
        switch glyph {
        case let .signal(count, lit, dots, color):
            let n = max(count, 1)
            if dots {
                // iOS 7–10: round dots, the unlit ones as rings.
                let d = min(f.height, f.width / Double(n))
                let pitch = n > 1 ? (f.width - d) / Double(n - 1) : 0
                for i in 0..<n {
                    let r = Rect(x: f.minX + Double(i) * pitch, y: f.midY - d / 2, width: d, height: d)
                    if i < lit {
                        nodes.append(.fill(.ellipse(r), .solid(color)))
                    } else {
                        let w = d * 0.12
                        nodes.append(.stroke(.ellipse(r.insetBy(dx: w / 2, dy: w / 2)), Stroke(color: color, width: w)))
                    }
                }
            } else {
                // Bars rising left to right, a half-bar apart; the unlit ones faint.
                let bar = f.width / (Double(n) + Double(n - 1) / 2)
                for i in 0..<n {
                    let h = f.height * (n > 1 ? 0.3 + 0.7 * Double(i) / Double(n - 1) : 1)
                    let r = Rect(x: f.minX + Double(i) * bar * 1.5, y: f.maxY - h, width: bar, height: h)
                    let c = i < lit ? color : color.withAlpha(color.alpha * 0.3)
                    nodes.append(.fill(.roundedRect(r, radius: bar * 0.3, corners: .all), .solid(c)))
                }
            }
        case let .chargingBolt(color):
            // The bolt measured on renders 05 and 06 (iOS 10, 2x): a top tip at the right, a
            // bar across below the middle, a bottom tip at the left.
            func at(_ x: Double, _ y: Double) -> Point { Point(x: f.minX + x * f.width, y: f.minY + y * f.height) }
            nodes.append(.fill(.path(.polyline([at(0.75, 0), at(0, 0.58), at(0.45, 0.58), at(0.2, 1), at(1, 0.4), at(0.55, 0.4)],
                                               closed: true)), .solid(color)))
        case let .bluetooth(color):
            // The rune: a stem, the two loops' right vertices, and the arms crossing it (renders
            // 05 and 06: a 1-pt line in an 8 x 13.5 box).
            let line = f.width / 8
            // The arms' square ends reach half a line past their ends: inset a whole line across.
            let box = f.insetBy(dx: line, dy: line / 2)
            func at(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
            let rune = Path.polyline([at(0, 0.24), at(1, 0.74), at(0.5, 1), at(0.5, 0), at(1, 0.26), at(0, 0.76)])
            nodes.append(.stroke(.path(rune), Stroke(color: color, width: line, cap: .butt, join: .round)))
        case let .wifi(color):
            // Two bands and a wedge of a fan whose point is at the bottom middle.
            let r = min(f.height, f.width)
            let half = asin(min(f.width / (2 * max(r, 1e-9)), 1)) // half the fan's angle
            let centre = Point(x: f.midX, y: f.maxY)
            func band(_ inner: Double, _ outer: Double) -> Path {
                var points: [Point] = []
                let steps = 12
                for k in 0...steps {
                    let a = -Double.pi / 2 - half + 2 * half * Double(k) / Double(steps)
                    points.append(Point(x: centre.x + outer * r * cos(a), y: centre.y + outer * r * sin(a)))
                }
                for k in (0...steps).reversed() {
                    let a = -Double.pi / 2 - half + 2 * half * Double(k) / Double(steps)
                    points.append(Point(x: centre.x + inner * r * cos(a), y: centre.y + inner * r * sin(a)))
                }
                return .polyline(points, closed: true)
            }
            for (inner, outer) in [(0.72, 1.0), (0.38, 0.6), (0.0, 0.26)] {
                nodes.append(.fill(.path(band(inner, outer)), .solid(color)))
            }
        case let .battery(level, charging, boltInside, lineWidth, color, chargingColor):
            let line = max(lineWidth, 0.25)
            let nub = max(f.width * 0.07, 1)
            let body = Rect(x: f.minX, y: f.minY, width: f.width - nub - line, height: f.height)
            let radius = f.height * 0.22
            nodes.append(.stroke(.roundedRect(body.insetBy(dx: line / 2, dy: line / 2), radius: radius, corners: .all),
                                 Stroke(color: color, width: line)))
            nodes.append(.fill(.roundedRect(Rect(x: body.maxX + line * 0.5, y: f.midY - f.height * 0.2, width: nub, height: f.height * 0.4),
                                            radius: nub / 2, corners: [.topRight, .bottomRight]), .solid(color)))
            let inside = body.insetBy(dx: 2 * line, dy: 2 * line)
            let filled = Rect(x: inside.minX, y: inside.minY, width: inside.width * min(max(level, 0), 1), height: inside.height)
            if filled.width > 0 {
                nodes.append(.fill(.roundedRect(filled, radius: max(radius - 2 * line, 0), corners: .all),
                                   .solid(charging ? chargingColor : color)))
            }
            if charging && boltInside {
                // A bolt in the middle of the body.
                let w = body.height * 0.55, h = body.height * 0.8
                let c = Point(x: body.midX, y: body.midY)
                let bolt = Path.polyline([Point(x: c.x + w * 0.15, y: c.y - h / 2), Point(x: c.x - w / 2, y: c.y + h * 0.08),
                                          Point(x: c.x - w * 0.02, y: c.y + h * 0.08), Point(x: c.x - w * 0.15, y: c.y + h / 2),
                                          Point(x: c.x + w / 2, y: c.y - h * 0.08), Point(x: c.x + w * 0.02, y: c.y - h * 0.08)],
                                         closed: true)
                nodes.append(.fill(.path(bolt), .solid(color)))
            }
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
