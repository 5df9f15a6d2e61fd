import Foundation
import TableMockScene

/// The activity indicator: the table's loading state (`table.loading`: the spinner and its
/// label, centred) and the refresh control above the first row (`table.refreshing`). Sizes
/// and colours are the theme's `activityIndicator…`, `loading…` and `refreshControl…` keys.
extension TableLayoutEngine {
    /// The era's spinner.
    var activityIndicatorGlyph: ActivityIndicatorGlyph {
        ActivityIndicatorGlyph(color: theme[.activityIndicator], lineWidth: theme[.activityIndicatorLineWidth],
                               spokes: Int(theme[.activityIndicatorSpokes]))
    }

    /// The refresh control, spinning in its strip above the first row.
    func refreshControlItem() -> LayoutItem {
        let h = theme[.refreshControlHeight]
        let d = theme[.activityIndicatorSize]
        let frame = Rect(x: 0, y: 0, width: canvasWidth, height: h)
        return LayoutItem(kind: .refreshControl, frame: frame, parts: [
            LayoutPart(kind: .activityIndicator, frame: Rect(x: snap((canvasWidth - d) / 2), y: snap((h - d) / 2), width: d, height: d),
                       glyph: activityIndicatorGlyph)])
    }

    /// The loading state: the activity indicator and its label, centred on the screen.
    func loadingItem(_ label: String, height: Double) -> LayoutItem {
        let d = theme[.activityIndicatorSize]
        let gap = theme[.loadingGap]
        let st = style(.loading)
        let m = ctx.measurer.metrics(of: st.font)
        let room = canvasWidth - 2 * margin - d - gap
        let cut = fitter.truncate(label, font: st.font, width: max(room, 0))
        let w = fitter.width(cut.text, st.font)
        let total = d + (cut.text.isEmpty ? 0 : gap + w)
        let x = snap((canvasWidth - total) / 2)
        let midY = height / 2
        let spinner = Rect(x: x, y: snap(midY - d / 2), width: d, height: d)
        var parts = [LayoutPart(kind: .activityIndicator, frame: spinner,
                                glyph: activityIndicatorGlyph)]
        if !cut.text.isEmpty {
            let top = midY - m.lineHeight / 2
            parts.append(LayoutPart(kind: .label, frame: Rect(x: spinner.maxX + gap, y: top, width: w, height: m.lineHeight),
                                    text: TextBlock(lines: [.init(text: cut.text, origin: Point(x: spinner.maxX + gap, y: top + m.ascent))],
                                                    font: st.font, color: st.color, truncated: cut.truncated)))
        }
        return LayoutItem(kind: .loading, frame: Rect(x: 0, y: 0, width: canvasWidth, height: height), parts: parts)
    }
}

/// Spokes (the theme's count), fading round the circle. Not mirrored.
struct ActivityIndicatorGlyph: Glyph {
    var color: Color
    var lineWidth: Double
    var spokes: Int

    var name: String { "activityIndicator" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        // Round-capped spokes (the theme's count: 12 to iOS 12, 8 from iOS 13) from 55 % to
        // 88 % of the radius, the newest darkest.
        let w = lineWidth
        let r = min(f.width, f.height) / 2
        let n = max(spokes, 2)
        return (0..<n).map { i in
            let angle = Double(i) * 2 * Double.pi / Double(n) - Double.pi / 2
            let (c, s) = (cos(angle), sin(angle))
            let p0 = Point(x: f.midX + c * r * 0.55, y: f.midY + s * r * 0.55)
            let p1 = Point(x: f.midX + c * (r - w / 2), y: f.midY + s * (r - w / 2))
            let alpha = 0.27 + (0.85 - 0.27) * Double((n - i) % n) / Double(n - 1)
            return .stroke(.path(.polyline([p0, p1])), Stroke(color: color.withAlpha(color.alpha * alpha), width: w, cap: .round))
        }
    }
}
