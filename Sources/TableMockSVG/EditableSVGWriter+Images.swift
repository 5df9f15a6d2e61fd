import Foundation
import TableMockRaster
import TableMockScene

extension EditableSVGWriter {
    mutating func write(_ node: ImageNode, depth: Int) throws {
        let frame = node.frame
        guard !frame.isEmpty, frame.width.isFinite, frame.height.isFinite else { return }
        if node.image.format == .svg, let (inline, placement) = inlineSVG(node.image, frame: frame) {
            // An SVG image stays vector (and editable): its document as a group in place.
            let placed = node.tint.map { tinted(inline, paint: $0, placement: placement, depth: depth) } ?? inline
            indent(depth); write(placed); write("\n")
            return
        }
        let uri = try dataURI(node.image, tint: node.tint, frame: frame)
        indent(depth)
        write("<image x=\""); number(frame.x); write("\" y=\""); number(frame.y)
        write("\" width=\""); number(frame.width); write("\" height=\""); number(frame.height)
        write("\" preserveAspectRatio=\"none\" xlink:href=\""); write(uri); write("\"/>\n")
    }

    /// An SVG template image pre-tinted: every colour of the placed document (fills,
    /// strokes, gradient stops, and the inherited fill) replaced by the tint, which is what
    /// masking the tint by the image's alpha draws, and what every design tool shows (an
    /// alpha mask is SVG 2; Inkscape 1.2 reads masks as luminance). A gradient tint is
    /// defined in the document's own units.
    mutating func tinted(_ inline: String, paint: Paint, placement: Placement, depth: Int) -> String {
        let colour: String
        var opacity = 1.0
        switch paint {
        case .solid(let c):
            colour = c.rgbHex
            opacity = c.alpha
        case .linearGradient(let gradient):
            let local = LinearGradient(start: placement.inner(gradient.start), end: placement.inner(gradient.end), stops: gradient.stops)
            colour = "url(#" + definePaint(.linearGradient(local), depth: depth)! + ")"
        }
        var body = inline
        for property in ["fill", "stroke", "stop-color"] {
            // Attributes (fill="#000") and style properties (fill:#000), except none.
            body = body.replacingOccurrences(of: "(\\s\(property)\\s*=\\s*)(\"(?!\\s*none)[^\"]*\"|'(?!\\s*none)[^']*')",
                                             with: "$1\"" + colour + "\"", options: .regularExpression)
            body = body.replacingOccurrences(of: "([;\"'\\s]\(property)\\s*:\\s*)(?!\\s*none)[^;\"']+",
                                             with: "$1" + colour, options: .regularExpression)
        }
        // The fill an unpainted shape inherits (black by default).
        if let tagEnd = body.firstIndex(of: ">"), Self.attribute("fill", in: String(body[..<tagEnd])) == nil {
            let insertAt = body[body.index(before: tagEnd)] == "/" ? body.index(before: tagEnd) : tagEnd
            body.insert(contentsOf: " fill=\"" + colour + "\"", at: insertAt)
        }
        guard opacity < 1 else { return body }
        return "<g opacity=\"" + Self.format(opacity) + "\">" + body + "</g>"
    }

    /// An attribute's value in a start tag, or nil.
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let match = tag.range(of: "\\s\(name)\\s*=\\s*(\"[^\"]*\"|'[^']*')", options: .regularExpression) else { return nil }
        let text = tag[match]
        guard let eq = text.firstIndex(of: "=") else { return nil }
        let value = text[text.index(after: eq)...].trimmingCharacters(in: .whitespaces)
        return String(value.dropFirst().dropLast())
    }

    /// How a nested document's user space maps to the scene: `scene = inner * scale + offset`.
    struct Placement {
        var scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double
        func inner(_ p: Point) -> Point { Point(x: (p.x - offsetX) / scaleX, y: (p.y - offsetY) / scaleY) }
    }

    /// The SVG image's document as a group in place: its root `<svg>` becomes a `<g>` whose
    /// transform fits its viewBox into `frame` as librsvg fits it for the PNG (the default
    /// `xMidYMid meet`, or `none`), its ids made unique, so it stays vector and editable.
    /// Nil when it cannot be placed safely (not UTF-8, a DOCTYPE with entities, a prefixed
    /// root, another `preserveAspectRatio`), and it is embedded as an `<image>` instead.
    mutating func inlineSVG(_ image: ImageData, frame: Rect) -> (body: String, placement: Placement)? {
        // A style sheet or script would apply to the whole mockup once inline.
        guard let text = String(data: image.bytes, encoding: .utf8), !text.contains("<!ENTITY"), !text.contains("<style"),
              !text.contains("<script"), !text.contains("<?xml-stylesheet"),
              let start = text.range(of: "<svg")?.lowerBound else { return nil }
        // The end of the root start tag: the first ">" outside quotes.
        var quote: Character?
        var end: String.Index?
        var i = start
        while i < text.endIndex {
            let c = text[i]
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == ">" { end = i; break }
            i = text.index(after: i)
        }
        guard let tagEnd = end else { return nil }
        var tag = String(text[text.index(start, offsetBy: 4)..<tagEnd])
        let selfClosing = tag.hasSuffix("/")
        if selfClosing { tag.removeLast() }
        guard tag.isEmpty || tag.first!.isWhitespace else { return nil }   // <svgfoo
        // The viewBox (else the intrinsic size) fitted into the frame.
        let box = Self.attribute("viewBox", in: tag)?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            ?? [0, 0, image.pixelSize.width, image.pixelSize.height]
        let aspect = Self.attribute("preserveAspectRatio", in: tag)?.trimmingCharacters(in: .whitespaces)
        guard box.count == 4, box[2] > 0, box[3] > 0,
              aspect == nil || aspect == "none" || aspect == "xMidYMid" || aspect == "xMidYMid meet" else { return nil }
        var placement = Placement(scaleX: frame.width / box[2], scaleY: frame.height / box[3],
                                  offsetX: frame.x - box[0] * frame.width / box[2], offsetY: frame.y - box[1] * frame.height / box[3])
        if aspect != "none" {
            let s = min(placement.scaleX, placement.scaleY)
            placement = Placement(scaleX: s, scaleY: s, offsetX: frame.x + (frame.width - box[2] * s) / 2 - box[0] * s,
                                  offsetY: frame.y + (frame.height - box[3] * s) / 2 - box[1] * s)
        }
        // The root's presentation attributes stay on the group; its viewport's go.
        for name in ["xmlns", "xmlns:xlink", "version", "baseProfile", "x", "y", "width", "height", "viewBox", "preserveAspectRatio"] {
            tag = tag.replacingOccurrences(of: "\\s\(name)\\s*=\\s*(\"[^\"]*\"|'[^']*')", with: "", options: .regularExpression)
        }
        let transform = " transform=\"matrix(" + [placement.scaleX, 0, 0, placement.scaleY, placement.offsetX, placement.offsetY]
            .map(Self.format).joined(separator: " ") + ")\""
        var body: String
        if selfClosing {
            body = "<g" + transform + tag + "/>"
        } else {
            var content = String(text[text.index(after: tagEnd)...])
            guard let close = content.range(of: "</svg>", options: .backwards) else { return nil }
            content = String(content[..<close.lowerBound])
            body = "<g" + transform + tag + ">" + content + "</g>"
        }
        if body.contains("id=") {
            let prefix = definitionID("image") + "-"
            body = body.replacingOccurrences(of: "(\\sid\\s*=\\s*[\"'])", with: "$1" + prefix, options: .regularExpression)
                .replacingOccurrences(of: "url(#", with: "url(#" + prefix)
                .replacingOccurrences(of: "(href\\s*=\\s*[\"'])#", with: "$1#" + prefix, options: .regularExpression)
        }
        return (body, placement)
    }

    static func format(_ value: Double) -> String {
        var w = EditableSVGWriter(scene: Scene(size: Size(width: 0, height: 0), scale: 1, background: .clear, nodes: []),
                                  fontFamilies: [:])
        w.number(value)
        return String(decoding: w.out, as: UTF8.self)
    }

    mutating func dataURI(_ image: ImageData, tint: Paint?, frame: Rect) throws -> String {
        let key = ImageKey(image: image, tint: tint, frame: tint.map { _ in frame })
        if let known = imageURIs[key] { return known }
        let uri: String
        if let tint {
            uri = "data:image/png;base64," + (try Self.tinted(image, paint: tint, frame: frame)).base64EncodedString()
        } else {
            let type = switch image.format { case .png: "image/png"; case .jpeg: "image/jpeg"; case .svg: "image/svg+xml" }
            uri = "data:" + type + ";base64," + image.bytes.base64EncodedString()
        }
        imageURIs[key] = uri
        return uri
    }

    /// A template image pre-tinted: every pixel the paint's colour where it lies in `frame`,
    /// with the image's alpha (times the paint's), at the image's own resolution.
    static func tinted(_ image: ImageData, paint: Paint, frame: Rect) throws -> Data {
        var pixels: RGBAImage
        do {
            pixels = try image.format == .jpeg ? JPEGCodec.decode(image.bytes) : PNGCodec.decode(image.bytes)
        } catch {
            throw EditableSVGError.undecodableImage(source: image.source, format: image.format, reason: "\(error)")
        }
        let (w, h) = (pixels.width, pixels.height)
        guard w > 0, h > 0 else { return image.bytes }
        func color(atRow y: Int, column x: Int) -> Color {
            switch paint {
            case .solid(let c): return c
            case .linearGradient(let g):
                let p = Point(x: frame.x + (Double(x) + 0.5) * frame.width / Double(w),
                              y: frame.y + (Double(y) + 0.5) * frame.height / Double(h))
                return g.color(at: p)
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                let c = color(atRow: y, column: x)
                let i = (y * w + x) * 4
                pixels.pixels[i] = UInt8((c.red * 255).rounded())
                pixels.pixels[i + 1] = UInt8((c.green * 255).rounded())
                pixels.pixels[i + 2] = UInt8((c.blue * 255).rounded())
                pixels.pixels[i + 3] = UInt8((Double(pixels.pixels[i + 3]) * c.alpha).rounded())
            }
        }
        do {
            return try PNGCodec.encode(pixels, encoding: .compact)
        } catch {
            throw EditableSVGError.undecodableImage(source: image.source, format: image.format, reason: "\(error)")
        }
    }

}

extension LinearGradient {
    /// The colour at `p`: its projection on the gradient's axis, padded at both ends, as
    /// Cairo's and SVG's linear gradients (`pad` extend) colour a point.
    func color(at p: Point) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? ((p.x - start.x) * dx + (p.y - start.y) * dy) / lengthSquared : 0
        if t <= first.offset { return first.color }
        if t >= last.offset { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.offset {
            let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}
