import TableMockScene

/// The controls a row may hold: the slider and the stepper. Colours, sizes and stroke
/// widths come from the glyph (resolved from the theme); only proportions are here.
extension ScenePainter {
    static func paintRowControlGlyph(_ glyph: Glyph, in f: Rect, into nodes: inout [SceneNode]) {
        switch glyph {
        case let .slider(value, style, trackHeight, trackInset, d, minimum, minimumBottom, maximum, maximumBorder, borderWidth, thumb, thumbTop, thumbBorder,
                       thumbBorderWidth, shadow):
            // The thumb travels the track less its own diameter (render 15: a 28-pt thumb at
            // x 168.5-196 on a track 107-256.5 at half), the track runs under it end to end.
            let v = min(max(value, 0), 1)
            let track = Rect(x: f.minX + trackInset, y: f.midY - trackHeight / 2, width: max(f.width - 2 * trackInset, 0), height: trackHeight)
            let thumbX = track.minX + v * max(track.width - d, 0)
            let centre = thumbX + d / 2
            let r = trackHeight / 2
            let left = Rect(x: track.minX, y: track.minY, width: max(centre - track.minX, 0), height: trackHeight)
            let right = Rect(x: centre, y: track.minY, width: max(track.maxX - centre, 0), height: trackHeight)
            let whole = Shape.roundedRect(track, radius: r, corners: .all)
            // Each side is the whole rounded track clipped to its part, so the ends stay round.
            nodes.append(.group(Group(clip: .rect(right), children: [.fill(whole, .solid(maximum))])))
            let gradientTrack: Bool
            switch style {
            case .ios2: gradientTrack = minimum != minimumBottom
            case .ios7: gradientTrack = false
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
            let knob = Rect(x: thumbX, y: f.midY - d / 2, width: d, height: d)
            // A soft shadow under the thumb: rings of the shadow colour, fading outwards.
            for (grow, share) in [(1.0, 0.25), (0.5, 0.5), (0.0, 1.0)] {
                nodes.append(.fill(.ellipse(knob.offsetBy(dx: 0, dy: d * 0.06).insetBy(dx: -grow, dy: -grow)),
                                   .solid(shadow.withAlpha(shadow.alpha * share))))
            }
            // The classic thumb is a glossy disc, lighter at the top (its top colour differs).
            paint(.gradient(thumbTop, thumb), in: knob, shape: .ellipse(knob), into: &nodes)
            if thumbBorder.alpha > 0 && thumbBorderWidth > 0 {
                let w = thumbBorderWidth
                nodes.append(.stroke(.ellipse(knob.insetBy(dx: w / 2, dy: w / 2)), Stroke(color: thumbBorder, width: w)))
            }
        case let .stepper(_, minusEnabled, plusEnabled, fill, fillBottom, border, divider, mark, markDisabled, radius, borderWidth, length, thickness,
                        dividerWidth, inset):
            let body = Shape.roundedRect(f, radius: radius, corners: .all)
            if fill.alpha > 0 || fillBottom.alpha > 0 {
                paint(.gradient(fill, fillBottom), in: f, shape: body, into: &nodes)
            }
            if borderWidth > 0 && border.alpha > 0 {
                let ring = f.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
                nodes.append(.stroke(.roundedRect(ring, radius: max(radius - borderWidth / 2, 0), corners: .all), Stroke(color: border, width: borderWidth)))
            }
            // The divider: the full height in the outlined styles, inset in iOS 13's filled one.
            let w = dividerWidth
            nodes.append(.fill(.rect(Rect(x: f.midX - w / 2, y: f.minY + inset, width: w, height: f.height - 2 * inset)), .solid(divider)))
            let minusCentre = Point(x: f.minX + f.width / 4, y: f.midY), plusCentre = Point(x: f.maxX - f.width / 4, y: f.midY)
            func bar(_ c: Point, vertical: Bool, _ color: Color) {
                let r = vertical ? Rect(x: c.x - thickness / 2, y: c.y - length / 2, width: thickness, height: length)
                                 : Rect(x: c.x - length / 2, y: c.y - thickness / 2, width: length, height: thickness)
                nodes.append(.fill(.rect(r), .solid(color)))
            }
            bar(minusCentre, vertical: false, minusEnabled ? mark : markDisabled)
            let plus = plusEnabled ? mark : markDisabled
            bar(plusCentre, vertical: false, plus)
            // The plus's vertical bar, without painting its middle twice (translucent marks).
            let half = (length - thickness) / 2
            nodes.append(.fill(.rect(Rect(x: plusCentre.x - thickness / 2, y: plusCentre.y - length / 2, width: thickness, height: half)), .solid(plus)))
            nodes.append(.fill(.rect(Rect(x: plusCentre.x - thickness / 2, y: plusCentre.y + thickness / 2, width: thickness, height: half)), .solid(plus)))
        default:
            break
        }
    }
}
