import Foundation
import TableMockScene

/// Right-to-left screens: the layout is computed left to right, then mirrored in one step,
/// as UIKit mirrors a screen under Arabic or Hebrew (iOS 9 and later): every frame `x` goes
/// to `width - x - w`, so text starts from the right (natural alignment: a left-aligned
/// label becomes right-aligned, value1's detail moves to the left), images, accessories,
/// switches, the Delete button, editing and reorder controls, the section index, bar
/// items, tabs and the status bar's items change sides, and separators are inset from the
/// right.
///
/// What UIKit does not simply mirror is handled here explicitly:
/// - text is not mirrored: only each line's box moves. Its reading order is Pango's: the
///   Unicode bidi algorithm, with the paragraph direction taken from the first strongly
///   directional character (rules P2 and P3), which is how Apple documents UIKit's default
///   natural writing direction; so the Scene's text runs need no direction of their own;
/// - images (row images, tab icons) keep their pixels, only their frames move;
/// - glyphs that point or slide along the reading direction are drawn mirrored (HIG, Right
///   to left: "flip controls that show progress", "an interface icon that shows forward or
///   backward motion"; a switch turns on towards the leading side): the disclosure
///   chevron, the back chevron and the classic pointed back button, the glossy detail
///   disclosure button's chevron, and switches (on: the knob at the left);
/// - marks and real objects are not flipped (HIG: "don't flip logos or universal signs
///   and marks", "avoid flipping interface icons that depict real-world objects"): the
///   checkmark, the detail (i) button, the selection circle's check, editing controls,
///   the reorder grip, the activity indicator, and the status bar's signal, Wi-Fi and
///   battery icons (their places mirror, the icons do not);
/// - the iPhone OS 2 to iOS 6 pinstripes stay tiled from the screen's left edge, as a
///   pattern image is.
extension TableLayout {
    /// This layout mirrored for a right-to-left screen. `width` measures a line of text in
    /// its font, as the layout measured it.
    func mirroredRightToLeft(width: (String, FontDescriptor) -> Double) -> TableLayout {
        var copy = self
        copy.layoutDirection = .rightToLeft
        let w = canvas.width
        copy.items = items.map { item in
            // The keyboard keeps its keys where its language puts them.
            if item.kind == .keyboard { return item }
            var m = item
            m.frame = item.frame.mirrored(in: w)
            m.corners = item.corners?.mirrored
            m.parts = item.parts.map { $0.mirrored(in: w, width: width) }
            return m
        }
        return copy
    }
}

extension LayoutPart {
    func mirrored(in canvasWidth: Double, width: (String, FontDescriptor) -> Double) -> LayoutPart {
        var p = self
        p.frame = frame.mirrored(in: canvasWidth)
        p.clip = clip?.mirrored(in: canvasWidth)
        p.imageFrame = imageFrame?.mirrored(in: canvasWidth)
        p.corners = corners.mirrored
        if let glass { p.glass?.frame = glass.frame.mirrored(in: canvasWidth) }
        if var t = text {
            // Each line's box mirrors; the line itself keeps its reading order.
            t.lines = t.lines.map { line in
                let lineWidth = width(line.text, t.font)
                return .init(text: line.text, origin: Point(x: canvasWidth - line.origin.x - lineWidth, y: line.origin.y))
            }
            p.text = t
        }
        if let glyph, glyph.flipsRightToLeft { p.mirrored.toggle() }
        // A directional symbol (chevron, arrow, reply) flips as UIKit flips it; the others
        // (square.and.arrow.up, a bell) keep their drawing.
        if let symbol, symbol.symbol.mirrored { p.mirrored.toggle() }
        return p
    }
}

extension Rect {
    /// The rectangle reflected about the vertical line through the middle of a canvas `width` wide.
    func mirrored(in width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}

extension Corners {
    /// Left corners become right ones and the other way round.
    var mirrored: Corners {
        var c: Corners = []
        if contains(.topLeft) { c.insert(.topRight) }
        if contains(.topRight) { c.insert(.topLeft) }
        if contains(.bottomLeft) { c.insert(.bottomRight) }
        if contains(.bottomRight) { c.insert(.bottomLeft) }
        return c
    }
}

// MARK: Mirroring painted glyphs

extension SceneNode {
    /// The node reflected about the vertical line `x = axis`. Arcs become Bézier curves
    /// (a reflected clockwise arc runs anticlockwise, which `PathElement` has no case for).
    /// Text runs keep their origin: glyphs draw no text.
    func mirrored(about axis: Double) -> SceneNode {
        switch self {
        case let .fill(shape, paint):
            return .fill(shape.mirrored(about: axis), paint.mirrored(about: axis))
        case let .stroke(shape, stroke):
            return .stroke(shape.mirrored(about: axis), stroke)
        case .text:
            return self
        case .image(var node):
            node.frame = Rect(x: 2 * axis - node.frame.maxX, y: node.frame.y, width: node.frame.width, height: node.frame.height)
            node.tint = node.tint?.mirrored(about: axis)
            return .image(node)
        case .backdrop(var backdrop):
            backdrop.frame = Rect(x: 2 * axis - backdrop.frame.maxX, y: backdrop.frame.y,
                                  width: backdrop.frame.width, height: backdrop.frame.height)
            return .backdrop(backdrop)
        case .glass(var glass):
            // Symmetric about its own centre: only its place moves (its rim's light stays top-left, as iOS's does).
            glass.frame = Rect(x: 2 * axis - glass.frame.maxX, y: glass.frame.y, width: glass.frame.width, height: glass.frame.height)
            return .glass(glass)
        case .group(var group):
            group.clip = group.clip?.mirrored(about: axis)
            group.children = group.children.map { $0.mirrored(about: axis) }
            return .group(group)
        }
    }
}

extension Shape {
    func mirrored(about axis: Double) -> Shape {
        func r(_ rect: Rect) -> Rect { Rect(x: 2 * axis - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        switch self {
        case .rect(let rect): return .rect(r(rect))
        case let .roundedRect(rect, radius, corners): return .roundedRect(r(rect), radius: radius, corners: corners.mirrored)
        case .ellipse(let rect): return .ellipse(r(rect))
        case .path(let path): return .path(path.mirrored(about: axis))
        }
    }
}

extension Paint {
    func mirrored(about axis: Double) -> Paint {
        guard case .linearGradient(var g) = self else { return self }
        g.start = g.start.mirrored(about: axis)
        g.end = g.end.mirrored(about: axis)
        return .linearGradient(g)
    }
}

extension Point {
    func mirrored(about axis: Double) -> Point { Point(x: 2 * axis - x, y: y) }
}

extension Path {
    func mirrored(about axis: Double) -> Path {
        var out = Path()
        for element in elements {
            switch element {
            case .move(let p): out.elements.append(.move(p.mirrored(about: axis)))
            case .line(let p): out.elements.append(.line(p.mirrored(about: axis)))
            case let .curve(c1, c2, p):
                out.elements.append(.curve(c1.mirrored(about: axis), c2.mirrored(about: axis), p.mirrored(about: axis)))
            case .close: out.elements.append(.close)
            case let .arc(center, radius, start, end):
                // As Cairo draws an arc: a line to its start, then clockwise to its end.
                var stop = end
                while stop < start { stop += 2 * Double.pi }
                func point(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
                out.elements.append(.line(point(start).mirrored(about: axis)))
                let pieces = max(1, Int(((stop - start) / (Double.pi / 2)).rounded(.up)))
                let step = (stop - start) / Double(pieces)
                let k = 4.0 / 3.0 * tan(step / 4) * radius
                for i in 0..<pieces {
                    let a0 = start + Double(i) * step, a1 = a0 + step
                    let p0 = point(a0), p3 = point(a1)
                    let c1 = Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
                    let c2 = Point(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
                    out.elements.append(.curve(c1.mirrored(about: axis), c2.mirrored(about: axis), p3.mirrored(about: axis)))
                }
            }
        }
        return out
    }
}
