import TableMockScene

/// A UISegmentedControl: in a row (`accessory: {segments: …}`), as a table header or bar
/// item, and as a search bar's scope bar. Its intrinsic width, its parts (the track and one
/// title per segment) and the glyph that draws the track. Sizes and colours are the theme's
/// `segmented…` keys, each with where it was measured in the theme file.
extension TableLayoutEngine {
    /// The width a segmented control asks for: equal segments, each as wide as the widest
    /// title plus the theme's padding on both sides (UIKit's default, not apportioned by content).
    func segmentedIntrinsicWidth(_ control: SegmentedSpec) -> Double {
        let widest = control.items.map { max(textWidth($0, role: .segmentTitle), textWidth($0, role: .segmentTitleSelected)) }.max() ?? 0
        return Double(control.items.count) * (widest + 2 * theme[.segmentedSegmentPadding]).rounded(.up)
    }

    /// A segmented control in `frame`: its track (part `segmentedControl`, with the glyph that
    /// draws the outline, the selected segment or thumb and the dividers) and one `segment`
    /// part per title, centred in its segment. `inBar`: in a navigation bar or toolbar, where
    /// the iPhone OS 2–6 control took the bar's button colours (UISegmentedControlStyleBar).
    func segmentedParts(_ control: SegmentedSpec, frame: Rect, inBar: Bool) -> [LayoutPart] {
        let look = theme.looks.segmented
        let barColours: Bool
        switch look {
        case .ios2: barColours = inBar
        case .ios7, .ios13: barColours = false
        }
        let glyph = SegmentedControlGlyph(
            look: look, count: control.items.count, selected: control.selected,
            track: theme[barColours ? .barButtonFill : .segmentedBackground],
            trackBottom: theme[barColours ? .barButtonFillBottom : .segmentedBackgroundBottom],
            border: theme[barColours ? .barButtonBorder : .segmentedBorder], borderWidth: theme[.segmentedBorderWidth],
            selectedFill: theme[barColours ? .segmentedBarSelected : .segmentedSelected],
            selectedBottom: theme[barColours ? .segmentedBarSelectedBottom : .segmentedSelectedBottom],
            divider: theme[barColours ? .barButtonBorder : .segmentedDivider], thumbShadow: theme[.segmentedThumbShadow],
            cornerRadius: min(barColours ? theme[.barButtonCornerRadius] : theme[.segmentedCornerRadius], frame.height / 2),
            thumbInset: theme[.segmentedThumbInset], thumbCornerRadius: theme[.segmentedThumbCornerRadius])
        var parts = [LayoutPart(kind: .segmentedControl, frame: frame, glyph: glyph)]
        let n = Double(max(control.items.count, 1))
        let segmentWidth = frame.width / n
        for (i, title) in control.items.enumerated() {
            let slot = Rect(x: frame.minX + Double(i) * segmentWidth, y: frame.minY, width: segmentWidth, height: frame.height)
            parts.append(segmentTitle(title, selected: control.selected == i, in: slot, barColours: barColours))
        }
        return parts
    }

    /// One segment's title, centred in its slot.
    private func segmentTitle(_ title: String, selected: Bool, in slot: Rect, barColours: Bool) -> LayoutPart {
        let role: TextRole = selected ? .segmentTitleSelected : .segmentTitle
        let st = style(role)
        let m = ctx.measurer.metrics(of: st.font)
        // The padding sizes a control to its titles; a narrower one keeps a quarter of it
        // each side before a title is cut (render 11: "None" whole in a 47-pt segment).
        let room = max(slot.width - min(theme[.segmentedSegmentPadding] / 2, slot.width / 4), 0)
        let cut = fitter.truncate(display(title, st), font: st.font, width: room)
        let w = fitter.width(cut.text, st.font)
        var block = TextBlock(lines: [.init(text: cut.text, origin: Point(x: slot.midX - w / 2,
                                                                          y: slot.midY - m.lineHeight / 2 + m.ascent))],
                              font: st.font, color: st.color, truncated: cut.truncated)
        // In a classic bar both titles are the bar button's white, embossed.
        if barColours { block.color = style(.barButton).color; block.shadow = style(.barButton).shadow }
        else if let shadow = st.shadow, shadow.color.alpha > 0 { block.shadow = shadow }
        // iOS 7: the unselected titles take the tint (a classic bar's are white, above).
        return LayoutPart(kind: .segment, frame: slot, text: block)
    }
}

extension CellLayout {
    /// A row's segmented control: the bar size (UISegmentedControlStyleBar to iOS 6; 29 pt on
    /// iOS 7, render 11), as wide as its titles ask, at most the row's content less a third.
    /// Its parts are made in the frame the row gives it (`segmentedParts`, in a bar's colours).
    static func segmentedAccessory(_ control: SegmentedSpec, engine: TableLayoutEngine) -> Trailing {
        let w = min(engine.segmentedIntrinsicWidth(control), (engine.rowMaxX - engine.rowMinX) * 2 / 3)
        return Trailing(kind: .accessory, size: Size(width: w, height: engine.theme[.segmentedBarHeight]),
                        inset: engine.theme[.accessoryTextTrailingInset],
                        parts: { frame in engine.segmentedParts(control, frame: frame, inBar: true) })
    }
}

/// A segmented control of `count` equal segments in the era's look (`SegmentedLook`;
/// iOS 13's thumb sits `thumbInset` inside its segment, with a soft shadow). Its segments
/// run from the right on a right-to-left screen, so the selected one mirrors.
struct SegmentedControlGlyph: Glyph {
    var look: SegmentedLook
    var count: Int
    var selected: Int?
    var track: Color
    var trackBottom: Color
    var border: Color
    var borderWidth: Double
    var selectedFill: Color
    var selectedBottom: Color
    var divider: Color
    var thumbShadow: Color
    var cornerRadius: Double
    var thumbInset: Double
    var thumbCornerRadius: Double

    var name: String { "segmentedControl(\(count)\(selected.map { ", selected \($0)" } ?? ""))" }
    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let n = max(count, 1)
        let w = f.width / Double(n)
        let outer = Shape.roundedRect(f, radius: cornerRadius, corners: .all)
        func segment(_ i: Int) -> Rect { Rect(x: f.minX + Double(i) * w, y: f.minY, width: w, height: f.height) }
        if track.alpha > 0 || trackBottom.alpha > 0 { ScenePainter.paint(.gradient(track, trackBottom), in: f, shape: outer, into: &nodes) }
        switch look {
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
                // A soft shadow a little lower, whose rings add up to the colour where all
                // three overlap and fade outwards.
                let shadow = SoftShadow(color: thumbShadow, drop: thumb.height * 0.03, falloff: .rings([(2.0, 0.25), (1.0, 0.35), (0.3, 0.4)]))
                nodes += shadow.nodes(under: thumb) { r, grow in .roundedRect(r, radius: thumbCornerRadius + grow, corners: .all) }
                nodes.append(.fill(.roundedRect(thumb, radius: thumbCornerRadius, corners: .all), .solid(selectedFill)))
            }
            return nodes
        }
        // iOS 7 and iPhone OS 2–6: the selected segment filled inside the outline, 1-pt
        // dividers, the outline over both.
        let bw = borderWidth
        if let s = selected, s < n {
            var children: [SceneNode] = []
            ScenePainter.paint(.gradient(selectedFill, selectedBottom), in: segment(s), shape: .rect(segment(s)), into: &children)
            nodes.append(.group(Group(clip: outer, children: children)))
        }
        if divider.alpha > 0 && bw > 0 {
            for i in 1..<max(n, 1) {
                let x = f.minX + Double(i) * w
                nodes.append(.fill(.rect(Rect(x: x - bw / 2, y: f.minY, width: bw, height: f.height)), .solid(divider)))
            }
        }
        if border.alpha > 0 && bw > 0 {
            nodes.append(.stroke(.roundedRect(f.insetBy(dx: bw / 2, dy: bw / 2), radius: max(cornerRadius - bw / 2, 0), corners: .all),
                                 Stroke(color: border, width: bw)))
        }
        return nodes
    }
}
