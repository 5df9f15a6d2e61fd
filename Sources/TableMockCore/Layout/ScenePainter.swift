import Foundation
import TableMockScene

/// Turns a finished layout into a Scene: fills, text runs, images and the vector shapes of
/// accessories. Every colour and stroke width comes from the layout (resolved from the
/// theme); the proportions of each glyph are the only numbers here, relative to its frame.
public enum ScenePainter {
    public static func paint(_ layout: TableLayout, title: String = "") -> Scene {
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(layout.items.count * 3)
        for item in layout.items {
            if let fill = item.fill {
                nodes.append(.fill(shape(item.frame, radius: item.cornerRadius, corners: item.corners), .solid(fill)))
            }
            if item.clipsParts {
                var children: [SceneNode] = []
                for part in item.parts { paint(part, into: &children) }
                nodes.append(.group(Group(clip: .rect(item.frame), children: children)))
            } else {
                for part in item.parts { paint(part, into: &nodes) }
            }
        }
        return Scene(size: Size(width: layout.canvas.width, height: layout.canvas.height), scale: layout.canvas.scale,
                     background: layout.background, nodes: nodes, metadata: SceneMetadata(title: title))
    }

    static func shape(_ frame: Rect, radius: Double?, corners: Corners?) -> Shape {
        if let radius, radius > 0, let corners, !corners.isEmpty {
            return .roundedRect(frame, radius: radius, corners: corners)
        }
        return .rect(frame)
    }

    static func paint(_ part: LayoutPart, into nodes: inout [SceneNode]) {
        if let fill = part.fill { nodes.append(.fill(.rect(part.frame), .solid(fill))) }
        if let image = part.image {
            nodes.append(.image(ImageNode(image: image, frame: part.frame)))
        }
        if let text = part.text {
            for line in text.lines where !line.text.isEmpty {
                nodes.append(.text(TextRun(text: line.text, font: text.font, color: text.color, origin: line.origin)))
            }
        }
        if let glyph = part.glyph { paint(glyph, in: part.frame, into: &nodes) }
    }

    static func paint(_ glyph: Glyph, in f: Rect, into nodes: inout [SceneNode]) {
        switch glyph {
        case let .disclosureIndicator(color, w):
            // A chevron whose ink fills the frame: tip at the right, centred.
            let path = Path.polyline([Point(x: f.minX + w / 2, y: f.minY + w / 2),
                                      Point(x: f.maxX - w / 2, y: f.midY),
                                      Point(x: f.minX + w / 2, y: f.maxY - w / 2)])
            nodes.append(.stroke(.path(path), Stroke(color: color, width: w, cap: .square, join: .miter)))
        case let .checkmark(color, w):
            let path = Path.polyline([Point(x: f.minX + w / 2, y: f.minY + f.height * 0.55),
                                      Point(x: f.minX + f.width * 0.36, y: f.maxY - w / 2),
                                      Point(x: f.maxX - w / 2, y: f.minY + w / 2)])
            nodes.append(.stroke(.path(path), Stroke(color: color, width: w, cap: .round, join: .miter)))
        case let .detailButton(color, w):
            // An outlined circle with an "i": a dot and a stem, proportioned to the frame.
            let d = min(f.width, f.height), u = d / 22
            let circle = Rect(x: f.midX - d / 2 + w / 2, y: f.midY - d / 2 + w / 2, width: d - w, height: d - w)
            nodes.append(.stroke(.ellipse(circle), Stroke(color: color, width: w)))
            let dot = 2.6 * u
            nodes.append(.fill(.ellipse(Rect(x: f.midX - dot / 2, y: f.minY + 5.6 * u, width: dot, height: dot)), .solid(color)))
            nodes.append(.fill(.rect(Rect(x: f.midX - 1 * u, y: f.minY + 9.6 * u, width: 2 * u, height: 7.6 * u)), .solid(color)))
        case let .toggle(isOn, track, border, borderWidth, knob, knobShadow, inset):
            let radius = f.height / 2
            nodes.append(.fill(.roundedRect(f, radius: radius, corners: .all), .solid(track)))
            if !isOn {
                let ring = f.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
                nodes.append(.stroke(.roundedRect(ring, radius: ring.height / 2, corners: .all), Stroke(color: border, width: borderWidth)))
            }
            let kd = f.height - 2 * inset
            let kx = isOn ? f.maxX - inset - kd : f.minX + inset
            let knobRect = Rect(x: kx, y: f.minY + inset, width: kd, height: kd)
            // A soft shadow under the knob: rings of the shadow colour, fading outwards.
            for (grow, share) in [(1.0, 0.25), (0.5, 0.5), (0.0, 1.0)] {
                let ring = knobRect.offsetBy(dx: 0, dy: kd * 0.06).insetBy(dx: -grow, dy: -grow)
                nodes.append(.fill(.ellipse(ring), .solid(knobShadow.withAlpha(knobShadow.alpha * share))))
            }
            nodes.append(.fill(.ellipse(knobRect), .solid(knob)))
        case let .editingControl(style, vertical, fill, mark, length, thickness):
            nodes.append(.fill(.ellipse(f), .solid(fill)))
            let bar = vertical
                ? Rect(x: f.midX - thickness / 2, y: f.midY - length / 2, width: thickness, height: length)
                : Rect(x: f.midX - length / 2, y: f.midY - thickness / 2, width: length, height: thickness)
            nodes.append(.fill(.rect(bar), .solid(mark)))
            if style == .insert {
                nodes.append(.fill(.rect(Rect(x: f.midX - thickness / 2, y: f.midY - length / 2, width: thickness, height: length)),
                                   .solid(mark)))
            }
        case let .reorderGrip(color, thickness, spacing):
            for i in -1...1 {
                let cy = f.midY + Double(i) * spacing
                nodes.append(.fill(.rect(Rect(x: f.minX, y: cy - thickness / 2, width: f.width, height: thickness)), .solid(color)))
            }
        case let .activityIndicator(color, w):
            // Twelve round-capped spokes from 55 % to 88 % of the radius, the newest darkest.
            let r = min(f.width, f.height) / 2
            for i in 0..<12 {
                let angle = Double(i) * Double.pi / 6 - Double.pi / 2
                let (c, s) = (cos(angle), sin(angle))
                let p0 = Point(x: f.midX + c * r * 0.55, y: f.midY + s * r * 0.55)
                let p1 = Point(x: f.midX + c * (r - w / 2), y: f.midY + s * (r - w / 2))
                let alpha = 0.27 + (0.85 - 0.27) * Double((12 - i) % 12) / 11
                nodes.append(.stroke(.path(.polyline([p0, p1])), Stroke(color: color.withAlpha(color.alpha * alpha), width: w, cap: .round)))
            }
        }
    }
}
