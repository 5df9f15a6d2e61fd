import TableMockScene

/// A UISlider in a row's content (`slider: {value: 0.4}`): its minimum and maximum images at
/// the ends, the track between, and the glyph that draws the track and thumb. Sizes and
/// colours are the theme's `slider…` keys. The row's title and value label are placed by
/// `controlRow` (TextField.swift).
extension CellLayout {
    /// The slider's parts in `frame` (the row), between `x0` and `x1`.
    func sliderParts(_ slider: SliderSpec, in frame: Rect, from x0: Double, to x1: Double) -> [LayoutPart] {
        let theme = engine.theme
        var parts: [LayoutPart] = []
        var (x0, x1) = (x0, x1)
        if let placed = engine.placedImage(slider.minimumImage, place: .content) {
            let s = placed.size
            parts.append(placed.part(kind: .image, frame: Rect(x: x0, y: engine.snap(frame.midY - s.height / 2), width: s.width, height: s.height)))
            x0 += s.width + theme[.sliderImageGap]
        }
        if let placed = engine.placedImage(slider.maximumImage, place: .content) {
            let s = placed.size
            parts.append(placed.part(kind: .image, frame: Rect(x: x1 - s.width, y: engine.snap(frame.midY - s.height / 2), width: s.width, height: s.height)))
            x1 -= s.width + theme[.sliderImageGap]
        }
        let d = theme[.sliderThumbDiameter]
        let look = theme.looks.slider
        // The round thumbs are as wide as they are tall; iOS 26's capsule is wider.
        let thumbWidth: Double
        switch look {
        case .ios2, .ios7: thumbWidth = d
        case .ios26: thumbWidth = theme[.sliderThumbWidth]
        }
        let f = Rect(x: x0, y: frame.midY - d / 2, width: max(x1 - x0, thumbWidth), height: d)
        parts.append(LayoutPart(kind: .slider, frame: f, glyph: SliderGlyph(
            value: slider.value, look: look, trackHeight: theme[.sliderTrackHeight], trackInset: theme[.sliderTrackInset], thumbDiameter: d,
            thumbWidth: thumbWidth,
            minimum: theme[.sliderMinimumTrack], minimumBottom: theme[.sliderMinimumTrackBottom],
            maximum: theme[.sliderMaximumTrack], maximumBorder: theme[.sliderMaximumTrackBorder],
            borderWidth: theme[.sliderTrackBorderWidth], thumb: theme[.sliderThumb], thumbTop: theme[.sliderThumbTop],
            thumbBorder: theme[.sliderThumbBorder], thumbBorderWidth: theme[.sliderThumbBorderWidth],
            thumbShadow: theme[.sliderThumbShadow])))
        return parts
    }
}

/// A UISlider across its frame: a track `trackHeight` high, filled up to the thumb with
/// the minimum colour (a gradient to `minimumBottom` in the `ios2` look), then the
/// maximum colour, and a thumb at `value` (0...1) of the thumb's travel: round, or in the
/// `ios26` look a capsule `thumbWidth` wide; the track and the thumb's travel stop
/// `trackInset` inside the frame's ends. It fills from the leading side, so a right-to-left
/// screen mirrors it.
struct SliderGlyph: Glyph {
    var value: Double
    var look: SliderLook
    var trackHeight: Double
    var trackInset: Double
    var thumbDiameter: Double
    /// The thumb's width: `thumbDiameter` for a round thumb.
    var thumbWidth: Double
    var minimum: Color
    var minimumBottom: Color
    var maximum: Color
    var maximumBorder: Color
    var borderWidth: Double
    var thumb: Color
    var thumbTop: Color
    var thumbBorder: Color
    var thumbBorderWidth: Double
    var thumbShadow: Color

    var name: String { "slider(\(Int((value * 100).rounded()))%)" }
    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let d = thumbDiameter, w = thumbWidth
        // The thumb travels the track less its own width (render 15: a 28-pt thumb at
        // x 168.5-196 on a track 107-256.5 at half), the track runs under it end to end.
        let v = min(max(value, 0), 1)
        let track = Rect(x: f.minX + trackInset, y: f.midY - trackHeight / 2, width: max(f.width - 2 * trackInset, 0), height: trackHeight)
        let thumbX = track.minX + v * max(track.width - w, 0)
        let centre = thumbX + w / 2
        let r = trackHeight / 2
        let left = Rect(x: track.minX, y: track.minY, width: max(centre - track.minX, 0), height: trackHeight)
        let right = Rect(x: centre, y: track.minY, width: max(track.maxX - centre, 0), height: trackHeight)
        let whole = Shape.roundedRect(track, radius: r, corners: .all)
        // Each side is the whole rounded track clipped to its part, so the ends stay round.
        nodes.append(.group(Group(clip: .rect(right), children: [.fill(whole, .solid(maximum))])))
        let gradientTrack: Bool
        switch look {
        case .ios2: gradientTrack = minimum != minimumBottom
        case .ios7, .ios26: gradientTrack = false
        }
        let minimumPaint: Paint = gradientTrack
            ? .linearGradient(LinearGradient(start: Point(x: track.minX, y: track.minY), end: Point(x: track.minX, y: track.maxY),
                                             stops: [GradientStop(offset: 0, color: minimum), GradientStop(offset: 1, color: minimumBottom)]))
            : .solid(minimum)
        nodes.append(.group(Group(clip: .rect(left), children: [.fill(whole, minimumPaint)])))
        if borderWidth > 0 && maximumBorder.alpha > 0 {
            let ring = track.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            nodes.append(.stroke(.roundedRect(ring, radius: max(r - borderWidth / 2, 0), corners: .all), Stroke(color: maximumBorder, width: borderWidth)))
        }
        let knob = Rect(x: thumbX, y: f.midY - d / 2, width: w, height: d)
        // The round thumbs are discs; iOS 26's is a capsule (its ends half its height round).
        func outline(_ r: Rect) -> Shape {
            switch look {
            case .ios2, .ios7: .ellipse(r)
            case .ios26: .roundedRect(r, radius: r.height / 2, corners: .all)
            }
        }
        // A soft shadow under the thumb, fading outwards.
        nodes += SoftShadow(color: thumbShadow, drop: d * 0.06, falloff: SoftShadow.threeRings).nodes(under: knob) { r, _ in outline(r) }
        // The classic thumb is a glossy disc, lighter at the top (its top colour differs).
        ScenePainter.paint(.gradient(thumbTop, thumb), in: knob, shape: outline(knob), into: &nodes)
        if thumbBorder.alpha > 0 && thumbBorderWidth > 0 {
            let bw = thumbBorderWidth
            nodes.append(.stroke(outline(knob.insetBy(dx: bw / 2, dy: bw / 2)), Stroke(color: thumbBorder, width: bw)))
        }
        return nodes
    }
}
