import TableMockScene

/// A UISwitch in a row (`accessory: {switch: true}`): its place at the row's trailing edge,
/// the classic ON/OFF label beside the knob, and the glyph that draws it. Sizes and colours
/// are the theme's `switch…` keys.
extension CellLayout {
    static func switchAccessory(on: Bool, engine: TableLayoutEngine) -> Trailing {
        let theme = engine.theme
        let size = Size(width: theme[.switchWidth], height: theme[.switchHeight])
        let look = theme.looks.switch
        let glyph = SwitchGlyph(isOn: on, look: look,
                                track: on ? theme[.switchOnTrack] : theme[.switchOffTrack],
                                trackBottom: on ? theme[.switchOnTrackBottom] : theme[.switchOffTrack],
                                border: theme[.switchOffBorder], borderWidth: theme[.switchBorderWidth],
                                knob: theme[.switchKnob], knobShadow: theme[.switchKnobShadow],
                                knobBorder: theme[.switchKnobBorder], knobInset: theme[.switchKnobInset],
                                knobExtraWidth: theme[.switchKnobExtraWidth],
                                knobShadowBlur: theme[.switchKnobShadowBlur],
                                knobShadowOffset: theme[.switchKnobShadowOffset])
        switch look {
        case .ios2, .ios5:
            // The classic switches print ON or OFF beside the knob.
            let knob = size.height + theme[.switchKnobExtraWidth]
            let label = (text: on ? "ON" : "OFF", color: on ? theme[.switchOnText] : theme[.switchOffText])
            return Trailing(kind: .accessory, size: size, inset: theme[.switchTrailingInset], parts: { f in
                let area = Rect(x: f.minX + (on ? 0 : knob), y: f.minY, width: size.width - knob, height: size.height)
                return [LayoutPart(kind: .accessory, frame: f, glyph: glyph), switchLabel(label.text, color: label.color, in: area, engine: engine)]
            })
        case .ios7, .ios26:
            // iOS 26's plain UITableView ends its accessoryView at the layout margin (x 382 of 402:
            // AccessibilitySnapshot iOS 26.2); SwiftUI's Toggle in a card sits 14 from its edge.
            let inset = engine.plainUIKitTable && theme[.plainSwitchAtLayoutMargin]
                ? engine.layoutMargin - engine.safeContentInset : theme[.switchTrailingInset]
            return Trailing(kind: .accessory, size: size, inset: inset, glyph: glyph)
        }
    }

    /// A classic switch's ON or OFF, centred in its `area` of the switch.
    static func switchLabel(_ text: String, color: Color, in area: Rect, engine: TableLayoutEngine) -> LayoutPart {
        let st = engine.style(.switchLabel)
        let m = engine.ctx.measurer.metrics(of: st.font)
        let w = engine.fitter.width(text, st.font)
        return LayoutPart(kind: .label, frame: area, text: TextBlock(
            lines: [.init(text: text, origin: Point(x: area.midX - w / 2, y: area.midY - m.lineHeight / 2 + m.ascent))],
            font: st.font, color: color, truncated: false))
    }
}

/// A UISwitch in the era's look (`SwitchLook`). The ON/OFF labels are separate text parts.
/// It turns on towards the leading side, so a right-to-left screen mirrors it.
struct SwitchGlyph: Glyph {
    var isOn: Bool
    var look: SwitchLook
    var track: Color
    var trackBottom: Color
    var border: Color
    var borderWidth: Double
    var knob: Color
    var knobShadow: Color
    var knobBorder: Color
    var knobInset: Double
    var knobExtraWidth: Double
    /// iOS 15's gaussian shadow under the knob (its deviation, and how far down); 0: rings.
    var knobShadowBlur: Double = 0
    var knobShadowOffset: Double = 0

    var name: String { isOn ? "switch(on)" : "switch(off)" }
    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        // iPhone OS 2–4's is a rounded rectangle with a squarish knob; the later ones are pills.
        let squarish: Bool
        switch look {
        case .ios2: squarish = true
        case .ios5, .ios7, .ios26: squarish = false
        }
        let radius = squarish ? min(5, f.height / 2) : f.height / 2
        let trackShape = Shape.roundedRect(f, radius: radius, corners: .all)
        switch look {
        case .ios5:
            // The iOS 5-6 pill: flat in its upper half, then a ramp to the bottom colour
            // over the lower half (classic render 08: #007FEA above the middle, #5CADF1 at
            // the bottom).
            nodes.append(.fill(trackShape, .solid(track)))
            let lower = Rect(x: f.minX, y: f.midY, width: f.width, height: f.height / 2)
            nodes.append(.group(Group(clip: .rect(lower), children: [
                .fill(trackShape, .linearGradient(LinearGradient(start: Point(x: f.minX, y: f.midY), end: Point(x: f.minX, y: f.maxY),
                    stops: [GradientStop(offset: 0, color: track), GradientStop(offset: 1, color: trackBottom)])))])))
        case .ios2, .ios7, .ios26:
            ScenePainter.paint(.gradient(track, trackBottom), in: f, shape: trackShape, into: &nodes)
        }
        // The classic switches are outlined on and off; iOS 7's only off.
        let classic: Bool
        switch look {
        case .ios2, .ios5: classic = true
        case .ios7, .ios26: classic = false
        }
        if !isOn || classic {
            let ring = f.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            nodes.append(.stroke(.roundedRect(ring, radius: max(radius - borderWidth / 2, 0), corners: .all),
                                 Stroke(color: border, width: borderWidth)))
        }
        let kh = f.height - 2 * knobInset
        let kw = kh + knobExtraWidth
        let kx = isOn ? f.maxX - knobInset - kw : f.minX + knobInset
        let knobRect = Rect(x: kx, y: f.minY + knobInset, width: kw, height: kh)
        // iOS 26's knob is a capsule (37 x 24 in a 63 x 28 track); the others' are circles
        // (or ellipses where the theme widens them).
        let capsule: Bool
        switch look {
        case .ios26: capsule = true
        case .ios2, .ios5, .ios7: capsule = false
        }
        let knobShape: (Rect) -> Shape = { r in
            if squarish { return .roundedRect(r, radius: min(4, r.height / 2), corners: .all) }
            return capsule ? .roundedRect(r, radius: r.height / 2, corners: .all) : .ellipse(r)
        }
        if knobShadowBlur > 0 {
            // iOS 15's soft shadow (render 07): the knob's shape moved down and blurred by a
            // gaussian, inside the track.
            let shadow = SoftShadow(color: knobShadow, drop: knobShadowOffset,
                                    falloff: .gaussian(deviation: knobShadowBlur, steps: Self.knobShadowSteps))
            nodes.append(.group(Group(clip: trackShape, children: shadow.nodes(under: knobRect) { r, _ in knobShape(r) })))
        } else {
            // The iOS 7-14 shadow under the knob: rings of the shadow colour, fading outwards.
            nodes += SoftShadow(color: knobShadow, drop: kh * 0.06, falloff: SoftShadow.threeRings).nodes(under: knobRect) { r, _ in knobShape(r) }
        }
        nodes.append(.fill(knobShape(knobRect), .solid(knob)))
        if classic {
            nodes.append(.stroke(knobShape(knobRect.insetBy(dx: 0.25, dy: 0.25)), Stroke(color: border, width: 0.5)))
        } else if knobBorder.alpha > 0 {
            // iOS 7-12's knob has a fine dark edge all round (render 05), the shadow below it.
            nodes.append(.stroke(knobShape(knobRect.insetBy(dx: -0.25, dy: -0.25)), Stroke(color: knobBorder, width: 0.5)))
        }
        return nodes
    }

    /// How many nested copies of the knob draw a soft switch shadow (six deviations wide).
    static let knobShadowSteps = 48
}
