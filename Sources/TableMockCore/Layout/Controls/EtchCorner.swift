import Foundation
import TableMockScene

/// The light crescent under a rounded group's bottom corner (iOS 5–6 etched groups; the
/// table's layout places it with the group's etched line): between the corner's arc
/// (radius = the frame's width, its top at the frame's top) and the same arc lowered by
/// the frame's height less its width. The left one becomes the right one right to left.
struct EtchCornerGlyph: Glyph {
    var color: Color
    var left: Bool

    var name: String { "etchCorner" }
    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
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
        return [.fill(.path(.polyline(arc(drop) + arc(0).reversed(), closed: true)), .solid(color))]
    }
}
