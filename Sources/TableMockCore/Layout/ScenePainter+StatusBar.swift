import Foundation
import TableMockScene

/// The status bar's icons: signal, Wi-Fi, battery, the charging bolt beside it and the
/// Bluetooth rune. Colours and sizes come from the layout (the theme's metrics); only each
/// glyph's proportions are here, relative to its frame.
extension ScenePainter {
    static func paintStatusBarGlyph(_ glyph: Glyph, in f: Rect, into nodes: inout [SceneNode]) {
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
            nodes.append(.fill(.path(bolt(in: f)), .solid(color)))
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
                // The same bolt, in the middle of the body.
                let w = body.height * 0.55, h = body.height * 0.8
                nodes.append(.fill(.path(bolt(in: Rect(x: body.midX - w / 2, y: body.midY - h / 2, width: w, height: h))),
                                   .solid(color)))
            }
        default:
            break
        }
    }

    /// The charging bolt filling `box`, as measured on renders 05 and 06 (iOS 10, 2x): a top
    /// tip at the right, a bar across just below the middle, a bottom tip at the left. Drawn
    /// beside the battery (iOS 7 and later) or inside it (iPhone OS, notch bars).
    static func bolt(in box: Rect) -> Path {
        func at(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        return .polyline([at(0.75, 0), at(0, 0.58), at(0.45, 0.58), at(0.2, 1), at(1, 0.4), at(0.55, 0.4)], closed: true)
    }
}
