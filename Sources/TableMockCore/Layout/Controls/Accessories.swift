import TableMockScene

/// A row's accessory (UITableViewCell.AccessoryType and the accessory views TableMock
/// draws): the disclosure chevron, the checkmark, the (i) detail button and the classic
/// glossy detail disclosure button are here; the switch, the stepper and the segmented
/// control have their own files. Sizes and colours are the theme's (`disclosure…`,
/// `checkmark…`, `detailButton…`, `detailDisclosure…`).
extension CellLayout {
    /// The trailing parts of a row's accessory, and the gap its text keeps from them.
    static func accessory(_ accessory: Accessory, engine: TableLayoutEngine) -> ([Trailing], Double) {
        let theme = engine.theme
        let chevron = Trailing(kind: .accessory, size: Size(width: theme[.disclosureWidth], height: theme[.disclosureHeight]),
                               inset: theme[.disclosureTrailingInset],
                               glyph: DisclosureIndicatorGlyph(color: theme[.disclosureIndicator], lineWidth: theme[.disclosureStrokeWidth]))
        let d = theme[.detailButtonDiameter]
        let info = DetailButtonGlyph(color: theme[.detailButton], lineWidth: theme[.detailButtonStrokeWidth])
        switch accessory {
        case .none:
            return ([], 0)
        case .disclosureIndicator:
            return ([chevron], theme[.accessoryTextGap])
        case .checkmark:
            return ([Trailing(kind: .accessory, size: Size(width: theme[.checkmarkWidth], height: theme[.checkmarkHeight]),
                              inset: theme[.checkmarkTrailingInset],
                              glyph: CheckmarkGlyph(color: theme[.checkmark], lineWidth: theme[.checkmarkStrokeWidth]))],
                    theme[.accessoryTextGap])
        case .detailButton:
            return ([Trailing(kind: .accessory, size: Size(width: d, height: d), inset: theme[.detailButtonTrailingInset], glyph: info)],
                    theme[.accessoryTextGap])
        case .detailDisclosureButton:
            switch theme.looks.detailDisclosure {
            case .ios2:
                // iPhone OS 2 to iOS 6: one glossy blue button with a white chevron.
                return ([Trailing(kind: .accessory, size: Size(width: d, height: d), inset: theme[.detailButtonTrailingInset],
                                  glyph: GlossyDisclosureButtonGlyph(fill: theme[.detailDisclosureFill], rim: theme[.detailDisclosureRim],
                                                                     chevron: theme[.detailDisclosureChevron], shadow: theme[.switchKnobShadow],
                                                                     lineWidth: theme[.disclosureStrokeWidth],
                                                                     rimWidth: theme[.detailDisclosureRimWidth]))],
                        theme[.accessoryTextGap])
            case .ios7:
                return ([chevron, Trailing(kind: .accessory, size: Size(width: d, height: d), inset: theme[.detailDisclosureGap], glyph: info)],
                        theme[.accessoryTextGap])
            }
        case .switch(let on):
            return ([switchAccessory(on: on, engine: engine)], theme[.accessoryViewTextGap])
        case .stepper(let value):
            return ([stepperAccessory(value: value, theme: theme)], theme[.accessoryViewTextGap])
        case .segments(let control):
            return ([segmentedAccessory(control, engine: engine)], theme[.accessoryViewTextGap])
        case .text(let label):
            let st = engine.style(.accessoryText)
            let w = min(engine.fitter.width(label, st.font), (engine.rowMaxX - engine.rowMinX) / 2)
            return ([Trailing(kind: .accessory, size: Size(width: w, height: engine.lineHeight(.accessoryText)),
                              inset: theme[.accessoryTextTrailingInset], text: label)],
                    theme[.accessoryViewTextGap])
        }
    }
}

/// The disclosure chevron (`accessory: disclosureIndicator`), pointing along the reading direction.
struct DisclosureIndicatorGlyph: LineGlyph {
    var color: Color
    var lineWidth: Double

    var name: String { "disclosureIndicator" }
    var flipsRightToLeft: Bool { true }
    func recoloured(_ color: Color) -> Self { Self(color: color, lineWidth: lineWidth) }

    func nodes(in f: Rect) -> [SceneNode] {
        // A chevron whose ink fills the frame exactly (UIKit render 05: 8 × 13 pt of ink
        // for an 8 × 13 chevron): butt ends whose outer corners touch the top-left and
        // bottom-left of the frame, and a mitred tip touching its right edge. Where the
        // ends and the tip go depends on the legs' slope, which depends on them: a few
        // rounds settle it.
        let w = lineWidth
        let half = w / 2
        var start = Point(x: f.minX + half, y: f.minY + half), tipX = f.maxX - half
        for _ in 0..<4 {
            let dx = tipX - start.x, dy = f.midY - start.y
            let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
            let (cosine, sine) = (dx / length, dy / length)
            start = Point(x: f.minX + half * sine, y: f.minY + half * cosine)
            tipX = f.maxX - half / max(sine, 0.1)
        }
        let path = Path.polyline([start, Point(x: tipX, y: f.midY), Point(x: start.x, y: f.maxY - (start.y - f.minY))])
        return [.stroke(.path(path), Stroke(color: color, width: w, cap: .butt, join: .miter))]
    }
}

/// The checkmark (`accessory: checkmark`): a mark, not mirrored.
struct CheckmarkGlyph: LineGlyph {
    var color: Color
    var lineWidth: Double

    var name: String { "checkmark" }
    var flipsRightToLeft: Bool { false }
    func recoloured(_ color: Color) -> Self { Self(color: color, lineWidth: lineWidth) }

    func nodes(in f: Rect) -> [SceneNode] {
        let w = lineWidth
        let path = Path.polyline([Point(x: f.minX + w / 2, y: f.minY + f.height * 0.55),
                                  Point(x: f.minX + f.width * 0.36, y: f.maxY - w / 2),
                                  Point(x: f.maxX - w / 2, y: f.minY + w / 2)])
        return [.stroke(.path(path), Stroke(color: color, width: w, cap: .round, join: .miter))]
    }
}

/// The iOS 7+ detail button (`accessory: detailButton`, and beside the chevron of
/// `detailDisclosureButton`): an outlined circle with an "i".
struct DetailButtonGlyph: LineGlyph {
    var color: Color
    var lineWidth: Double

    var name: String { "detailButton" }
    var flipsRightToLeft: Bool { false }
    func recoloured(_ color: Color) -> Self { Self(color: color, lineWidth: lineWidth) }

    func nodes(in f: Rect) -> [SceneNode] {
        // An outlined circle with an "i": a dot and a stem, proportioned to the frame.
        let w = lineWidth
        let d = min(f.width, f.height), u = d / 22
        let circle = Rect(x: f.midX - d / 2 + w / 2, y: f.midY - d / 2 + w / 2, width: d - w, height: d - w)
        let dot = 2.6 * u
        return [.stroke(.ellipse(circle), Stroke(color: color, width: w)),
                .fill(.ellipse(Rect(x: f.midX - dot / 2, y: f.minY + 5.6 * u, width: dot, height: dot)), .solid(color)),
                .fill(.rect(Rect(x: f.midX - 1 * u, y: f.minY + 9.6 * u, width: 2 * u, height: 7.6 * u)), .solid(color))]
    }
}

/// The iOS 2–6 detail disclosure button: a glossy circle with a white rim and chevron.
struct GlossyDisclosureButtonGlyph: Glyph {
    var fill: Color
    var rim: Color
    var chevron: Color
    var shadow: Color
    var lineWidth: Double
    var rimWidth: Double

    var name: String { "detailDisclosureButton" }
    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
        // A blue disc with a white rim and a soft shadow, a white chevron, and a gloss on
        // the upper half.
        let disc = f.centredSquare, d = disc.width
        var nodes = SoftShadow(color: shadow, drop: d * 0.05, falloff: .rings([(0.5, 1.0)])).nodes(under: disc) { r, _ in .ellipse(r) }
        nodes.append(.fill(.ellipse(disc), .solid(rim)))
        let inner = disc.insetBy(dx: min(rimWidth, d / 4), dy: min(rimWidth, d / 4))
        nodes.append(.fill(.ellipse(inner), .solid(fill)))
        nodes.append(.fill(.ellipse(Rect(x: inner.minX + inner.width * 0.1, y: inner.minY + inner.height * 0.04,
                                         width: inner.width * 0.8, height: inner.height * 0.5)),
                           .linearGradient(LinearGradient(start: Point(x: inner.midX, y: inner.minY),
                                                          end: Point(x: inner.midX, y: inner.midY),
                                                          stops: [GradientStop(offset: 0, color: rim.withAlpha(0.55)),
                                                                  GradientStop(offset: 1, color: rim.withAlpha(0.05))]))))
        // A narrow chevron, taller than wide, its tip just right of the centre (classic
        // render 09: white ink 4-5 px wide over 10 rows, the tip 3-4 px right of the centre).
        let arm = inner.height * 0.25, armX = arm * 0.55
        let tip = Point(x: inner.midX + armX * 0.6, y: inner.midY)
        let path = Path.polyline([Point(x: tip.x - armX, y: tip.y - arm), tip, Point(x: tip.x - armX, y: tip.y + arm)])
        nodes.append(.stroke(.path(path), Stroke(color: chevron, width: lineWidth, cap: .square, join: .miter)))
        return nodes
    }
}
