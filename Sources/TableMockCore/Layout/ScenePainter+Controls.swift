import Foundation
import TableMockScene

/// The glyphs of search bars and segmented controls. Colours, widths and radii come from the
/// layout (the theme); only each glyph's proportions are here, relative to its frame.
extension ScenePainter {
    static func paintControlGlyph(_ glyph: Glyph, in f: Rect, into nodes: inout [SceneNode]) {
        switch glyph {
        case let .segmentedControl(style, count, selected, track, trackBottom, border, bw, selectedFill, selectedBottom, divider,
                                   thumbShadow, radius, thumbInset, thumbRadius):
            let n = max(count, 1)
            let w = f.width / Double(n)
            let outer = Shape.roundedRect(f, radius: radius, corners: .all)
            func segment(_ i: Int) -> Rect { Rect(x: f.minX + Double(i) * w, y: f.minY, width: w, height: f.height) }
            if track.alpha > 0 || trackBottom.alpha > 0 { paint(.gradient(track, trackBottom), in: f, shape: outer, into: &nodes) }
            switch style {
            case .ios2, .ios7:
                break
            case .ios13:
                // iOS 13: hairline dividers between two unselected segments, then the raised thumb.
                for i in 1..<max(n, 1) where selected != i && selected != i - 1 && divider.alpha > 0 {
                    let x = f.minX + Double(i) * w
                    nodes.append(.fill(.rect(Rect(x: x - 0.5, y: f.minY + f.height * 0.28, width: 1, height: f.height * 0.44)), .solid(divider)))
                }
                if let s = selected, s < n {
                    let thumb = segment(s).insetBy(dx: thumbInset, dy: thumbInset)
                    // A soft shadow: rings of the shadow colour, a little lower, whose shares add up to
                    // the colour where all three overlap and fade outwards.
                    for (grow, share) in [(2.0, 0.25), (1.0, 0.35), (0.3, 0.4)] {
                        let ring = thumb.offsetBy(dx: 0, dy: thumb.height * 0.03).insetBy(dx: -grow, dy: -grow)
                        nodes.append(.fill(.roundedRect(ring, radius: thumbRadius + grow, corners: .all),
                                           .solid(thumbShadow.withAlpha(thumbShadow.alpha * share))))
                    }
                    nodes.append(.fill(.roundedRect(thumb, radius: thumbRadius, corners: .all), .solid(selectedFill)))
                }
                return
            }
            // iOS 7 and iPhone OS 2–6: the selected segment filled inside the outline, 1-pt
            // dividers, the outline over both.
            if let s = selected, s < n {
                var children: [SceneNode] = []
                paint(.gradient(selectedFill, selectedBottom), in: segment(s), shape: .rect(segment(s)), into: &children)
                nodes.append(.group(Group(clip: outer, children: children)))
            }
            if divider.alpha > 0 && bw > 0 {
                for i in 1..<max(n, 1) {
                    let x = f.minX + Double(i) * w
                    nodes.append(.fill(.rect(Rect(x: x - bw / 2, y: f.minY, width: bw, height: f.height)), .solid(divider)))
                }
            }
            if border.alpha > 0 && bw > 0 {
                nodes.append(.stroke(.roundedRect(f.insetBy(dx: bw / 2, dy: bw / 2), radius: max(radius - bw / 2, 0), corners: .all),
                                     Stroke(color: border, width: bw)))
            }
        case let .magnifier(color):
            // A ring 0.82 of the size across, its stroke 0.09 of it, and a heavier handle to the
            // bottom-right corner (render 07 at 3x: a 13.3-pt ring stroked 1.5 pt in a 16.3-pt icon).
            let d = min(f.width, f.height)
            let line = d * 0.092
            let ringD = d * 0.82
            let ring = Rect(x: f.minX + line / 2, y: f.minY + line / 2, width: ringD - line, height: ringD - line)
            nodes.append(.stroke(.ellipse(ring), Stroke(color: color, width: line)))
            let k = 0.5.squareRoot() / 2
            let start = Point(x: ring.midX + ring.width * k, y: ring.midY + ring.height * k)
            let end = Point(x: f.minX + d - line * 0.6, y: f.minY + d - line * 0.6)
            nodes.append(.stroke(.path(.polyline([start, end])), Stroke(color: color, width: line * 1.3, cap: .round)))
        case let .clearButton(fill, mark):
            let d = min(f.width, f.height)
            let c = Rect(x: f.midX - d / 2, y: f.midY - d / 2, width: d, height: d)
            nodes.append(.fill(.ellipse(c), .solid(fill)))
            let a = d * 0.2
            for (dx, dy) in [(a, a), (a, -a)] {
                nodes.append(.stroke(.path(.polyline([Point(x: c.midX - dx, y: c.midY - dy), Point(x: c.midX + dx, y: c.midY + dy)])),
                                     Stroke(color: mark, width: d * 0.11, cap: .round)))
            }
        case let .bookmark(color):
            // An open book: two pages meeting at the spine.
            let d = min(f.width, f.height)
            let line = d * 0.09
            let top = f.midY - d * 0.36, bottom = f.midY + d * 0.36
            let left = f.midX - d * 0.46, right = f.midX + d * 0.46
            let page = Path.polyline([Point(x: f.midX, y: top + d * 0.08), Point(x: left, y: top), Point(x: left, y: bottom - d * 0.08),
                                      Point(x: f.midX, y: bottom), Point(x: right, y: bottom - d * 0.08), Point(x: right, y: top),
                                      Point(x: f.midX, y: top + d * 0.08), Point(x: f.midX, y: bottom)])
            nodes.append(.stroke(.path(page), Stroke(color: color, width: line, cap: .round, join: .round)))
        default:
            break
        }
    }
}
