import Foundation
import TableMockRaster
import TableMockScene

extension EditableSVGWriter {
    /// `<rect`, `<ellipse` or `<path` with the shape's geometry, left open for its paint.
    mutating func openShape(_ shape: Shape) {
        switch shape {
        case .rect(let r):
            rect(r)
        case let .roundedRect(r, radius, corners):
            let radius = max(0, min(radius, r.width / 2, r.height / 2))
            if radius <= 0 || corners.isEmpty {
                rect(r)
            } else if corners == .all {
                rect(r)
                write(" rx=\""); number(radius); write("\"")
            } else {
                write("<path d=\""); pathData(Self.roundedRectPath(r, radius: radius, corners: corners)); write("\"")
            }
        case .ellipse(let r):
            if r.width == r.height {
                write("<circle cx=\""); number(r.midX); write("\" cy=\""); number(r.midY)
                write("\" r=\""); number(r.width / 2); write("\"")
            } else {
                write("<ellipse cx=\""); number(r.midX); write("\" cy=\""); number(r.midY)
                write("\" rx=\""); number(r.width / 2); write("\" ry=\""); number(r.height / 2); write("\"")
            }
        case .path(let path):
            write("<path d=\""); pathData(path); write("\"")
        }
    }

    mutating func closeShape(_ shape: Shape, newline: Bool = true) {
        write(newline ? "/>\n" : "/>")
    }

    mutating func rect(_ r: Rect) {
        write("<rect x=\""); number(r.x); write("\" y=\""); number(r.y)
        write("\" width=\""); number(max(r.width, 0)); write("\" height=\""); number(max(r.height, 0)); write("\"")
    }

    /// A rectangle with some corners rounded, traced clockwise from the top-left as Cairo's
    /// backend traces it.
    static func roundedRectPath(_ r: Rect, radius: Double, corners: Corners) -> Path {
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        let half = Double.pi / 2
        var p = Path()
        func arc(_ cx: Double, _ cy: Double, _ a: Double) {
            p.elements.append(.arc(center: Point(x: cx, y: cy), radius: radius, startAngle: a, endAngle: a + half))
        }
        if corners.contains(.topLeft) { arc(x0 + radius, y0 + radius, 2 * half) } else { p.move(to: Point(x: x0, y: y0)) }
        if corners.contains(.topRight) { arc(x1 - radius, y0 + radius, 3 * half) } else { p.line(to: Point(x: x1, y: y0)) }
        if corners.contains(.bottomRight) { arc(x1 - radius, y1 - radius, 0) } else { p.line(to: Point(x: x1, y: y1)) }
        if corners.contains(.bottomLeft) { arc(x0 + radius, y1 - radius, half) } else { p.line(to: Point(x: x0, y: y1)) }
        p.close()
        return p
    }

    /// Path data with Cairo's meaning: a line or arc without a current point starts one; an
    /// arc is joined to the current point by a line; angles grow clockwise.
    mutating func pathData(_ path: Path) {
        var hasCurrentPoint = false
        var first = true
        func separator(_ w: inout EditableSVGWriter) { if !first { w.write(" ") }; first = false }
        for element in path.elements {
            switch element {
            case .move(let p):
                separator(&self); write("M"); point(p); hasCurrentPoint = true
            case .line(let p):
                separator(&self); write(hasCurrentPoint ? "L" : "M"); point(p); hasCurrentPoint = true
            case let .curve(c1, c2, p):
                if !hasCurrentPoint { separator(&self); write("M"); point(c1) }
                separator(&self); write("C"); point(c1); write(" "); point(c2); write(" "); point(p); hasCurrentPoint = true
            case let .arc(center, radius, startAngle, endAngle):
                guard radius > 0 else {
                    separator(&self); write(hasCurrentPoint ? "L" : "M"); point(center); hasCurrentPoint = true
                    continue
                }
                var end = endAngle
                while end < startAngle { end += 2 * Double.pi }
                func at(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
                separator(&self); write(hasCurrentPoint ? "L" : "M"); point(at(startAngle)); hasCurrentPoint = true
                let span = end - startAngle
                guard span > 0 else { continue }
                // At most a half turn per arc command, so the large-arc flag is never needed.
                let pieces = max(1, Int((span / (Double.pi * 0.999)).rounded(.up)))
                for k in 1...pieces {
                    write(" A"); number(radius); write(" "); number(radius); write(" 0 0 1 ")
                    point(at(startAngle + span * Double(k) / Double(pieces)))
                }
            case .close:
                separator(&self); write("Z")
            }
        }
    }

    mutating func point(_ p: Point) {
        number(p.x); write(" "); number(p.y)
    }

    // MARK: Paint

    /// Defines a gradient (once per gradient) and returns its id; nil for a flat colour.
    mutating func definePaint(_ paint: Paint, depth: Int) -> String? {
        guard case .linearGradient(let gradient) = paint else { return nil }
        if let id = gradientIDs[gradient] { return id }
        let id = definitionID("gradient")
        gradientIDs[gradient] = id
        indent(depth)
        write("<linearGradient id=\""); write(id); write("\" gradientUnits=\"userSpaceOnUse\" x1=\"")
        number(gradient.start.x); write("\" y1=\""); number(gradient.start.y)
        write("\" x2=\""); number(gradient.end.x); write("\" y2=\""); number(gradient.end.y); write("\">")
        for stop in gradient.stops {
            write("<stop offset=\""); number(min(max(stop.offset, 0), 1)); write("\" stop-color=\""); write(stop.color.rgbHex); write("\"")
            if stop.color.alpha < 1 { write(" stop-opacity=\""); number(stop.color.alpha); write("\"") }
            token(stop.color)
            write("/>")
        }
        write("</linearGradient>\n")
        return id
    }

    mutating func fillAttributes(_ color: Color) {
        write(" fill=\""); write(color.rgbHex); write("\"")
        if color.alpha < 1 { write(" fill-opacity=\""); number(color.alpha); write("\"") }
        token(color)
    }

    /// `data-token`: the theme colour's name, when the colour is one.
    mutating func token(_ color: Color) {
        guard let name = scene.colorNames[color] else { return }
        write(" data-token=\""); attribute(name); write("\"")
    }

}

extension Color {
    /// `#RRGGBB`, without alpha (written as an opacity).
    var rgbHex: String { String(hexString.prefix(7)) }
}
