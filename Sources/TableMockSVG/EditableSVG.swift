import Foundation
import TableMockRaster
import TableMockScene

/// How the editable SVG names fonts.
public struct EditableSVGOptions: Hashable, Sendable {
    /// Font families to name instead of the ones the scene was drawn with (`Inter` ->
    /// `SF Pro Text`), for designers who have Apple's fonts installed. The picture was laid
    /// out with the theme's font, so the replacement is only as close as its metrics.
    public var fontFamilies: [String: String]

    public init(fontFamilies: [String: String] = [:]) { self.fontFamilies = fontFamilies }

    /// Reads `FROM=TO` pairs (`Inter=SF Pro Text`), as `--svg-font` takes them; nil and a
    /// message for anything else.
    public static func fontFamilies(from pairs: [String]) -> Result<[String: String], FontMappingProblem> {
        var families: [String: String] = [:]
        for pair in pairs {
            let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
                return .failure(FontMappingProblem(message: "--svg-font wants FAMILY=REPLACEMENT, like Inter=\"SF Pro Text\" (got \"\(pair)\")"))
            }
            guard families[sides[0]] == nil else {
                return .failure(FontMappingProblem(message: "--svg-font maps \"\(sides[0])\" twice"))
            }
            families[sides[0]] = sides[1]
        }
        return .success(families)
    }

    /// What the options change, for a render cache's key ("" for the defaults).
    public var cacheKey: String {
        fontFamilies.sorted { $0.key < $1.key }.map { ";\($0.key)=\($0.value)" }.joined()
    }
}

/// A `--svg-font` argument that is not `FAMILY=REPLACEMENT`.
public struct FontMappingProblem: Error, Equatable {
    public var message: String
}

/// Why an editable SVG could not be written.
public enum EditableSVGError: Error, CustomStringConvertible, Equatable {
    /// A template image (drawn in a tint colour) could not be decoded to be tinted.
    case undecodableImage(source: String, format: ImageFormat, reason: String)

    public var description: String {
        switch self {
        case let .undecodableImage(source, format, reason):
            return "cannot tint image \(source) (\(format.rawValue)): \(reason)"
        }
    }
}

/// Writes a `Scene` as an SVG a designer can keep working on in Figma, Illustrator or
/// Inkscape: real `<text>` (one element per laid-out line, at its baseline, the string as
/// drawn), one named `<g>` per layer of the scene (`section-1/row-3/title`), shapes as a
/// designer draws them (`<rect rx>`, `<ellipse>`, `<linearGradient>`), images embedded at
/// their own resolution and template images already tinted. Not drawn with Cairo: a second
/// backend over the same scene, which, like every backend, decides nothing about where
/// anything goes. The picture matches the PNG but for text anti-aliasing (librsvg and the
/// design tool set the glyphs themselves, from the same font files).
public enum EditableSVG {
    /// The SVG document for `scene`. One user unit is one point; width and height are the
    /// scene's size in points (a design tool's pixels), so a 390 x 844 pt screen opens as a
    /// 390 x 844 frame.
    public static func render(_ scene: Scene, options: EditableSVGOptions = EditableSVGOptions()) throws -> Data {
        var writer = EditableSVGWriter(scene: scene, options: options)
        try writer.writeDocument()
        return Data(writer.out)
    }
}

/// The document being written: bytes, the ids given so far and the definitions made once.
struct EditableSVGWriter {
    let scene: Scene
    let options: EditableSVGOptions
    var out: [UInt8] = []
    private var usedIDs: Set<String> = []
    private var gradientIDs: [LinearGradient: String] = [:]
    private var imageURIs: [ImageKey: String] = [:]
    private var fontFamilyLists: [FontDescriptor: String] = [:]
    private var definitionCount = 0

    /// An image and the tint it is drawn in (nil: its own colours).
    private struct ImageKey: Hashable {
        var image: ImageData
        var tint: Paint?
        var frame: Rect?
    }

    init(scene: Scene, options: EditableSVGOptions) {
        self.scene = scene
        self.options = options
        out.reserveCapacity(4096 + scene.nodes.count * 160)
    }

    mutating func writeDocument() throws {
        let size = scene.size
        write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        write("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        write(" xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" version=\"1.1\" width=\"")
        number(size.width); write("\" height=\""); number(size.height)
        write("\" viewBox=\"0 0 "); number(size.width); write(" "); number(size.height); write("\">\n")
        if !scene.metadata.title.isEmpty {
            write("<title>"); text(scene.metadata.title); write("</title>\n")
        }
        if scene.background.alpha > 0 {
            let id = uniqueID("canvas")
            write("<rect id=\""); write(id); write("\" inkscape:label=\"canvas\" data-name=\"canvas\" width=\"")
            number(size.width); write("\" height=\""); number(size.height); write("\"")
            fillAttributes(scene.background)
            write("/>\n")
        }
        try write(scene.nodes, layers: scene.layers, in: scene.nodes.indices, path: "", depth: 0)
        write("</svg>\n")
    }

    // MARK: Layers

    /// Writes `nodes[range]`, each layer of `layers` (spans inside `range`) as a named group.
    private mutating func write(_ nodes: [SceneNode], layers: [SceneLayer], in range: Range<Int>, path: String, depth: Int) throws {
        var next = range.lowerBound
        var seen: [String: Int] = [:]
        for layer in layers {
            let span = layer.nodes.clamped(to: next..<range.upperBound)
            while next < span.lowerBound { try write(nodes[next], path: path, depth: depth); next += 1 }
            // A layer that draws nothing (an empty label) is left out.
            guard !span.isEmpty else { continue }
            // Repeated unnumbered names among siblings are numbered (two bar buttons: barButton,
            // barButton-2); a numbered one keeps its name (a sticky header's second section-1
            // layer), and its id is made unique.
            var label = layer.label
            let count = (seen[label] ?? 0) + 1
            seen[label] = count
            if count > 1 && layer.number == nil { label += "-\(count)" }
            let layerPath = path.isEmpty ? label : path + "/" + label
            indent(depth)
            write("<g id=\""); write(uniqueID(Self.xmlName(layerPath))); write("\" inkscape:label=\"")
            attribute(layerPath); write("\" data-name=\""); attribute(layerPath); write("\">\n")
            try write(nodes, layers: layer.sublayers, in: span, path: layerPath, depth: depth + 1)
            indent(depth); write("</g>\n")
            next = span.upperBound
        }
        while next < range.upperBound { try write(nodes[next], path: path, depth: depth); next += 1 }
    }

    // MARK: Nodes

    private mutating func write(_ node: SceneNode, path: String, depth: Int) throws {
        switch node {
        case let .fill(shape, paint):
            let reference = definePaint(paint, depth: depth)
            indent(depth)
            openShape(shape)
            switch paint {
            case .solid(let color): fillAttributes(color)
            case .linearGradient: write(" fill=\"url(#"); write(reference!); write(")\"")
            }
            if case .path(let path) = shape, path.fillRule == .evenOdd { write(" fill-rule=\"evenodd\"") }
            closeShape(shape)
        case let .stroke(shape, stroke):
            guard stroke.width > 0, stroke.width.isFinite else { return }
            indent(depth)
            openShape(shape)
            write(" fill=\"none\" stroke=\""); write(stroke.color.rgbHex); write("\"")
            if stroke.color.alpha < 1 { write(" stroke-opacity=\""); number(stroke.color.alpha); write("\"") }
            write(" stroke-width=\""); number(stroke.width); write("\"")
            if stroke.cap != .butt { write(" stroke-linecap=\""); write(stroke.cap.rawValue); write("\"") }
            switch stroke.join {
            // Cairo's default mitre limit is 10; SVG's is 4.
            case .miter: write(" stroke-miterlimit=\"10\"")
            case .round, .bevel: write(" stroke-linejoin=\""); write(stroke.join.rawValue); write("\"")
            }
            token(stroke.color)
            closeShape(shape)
        case .text(let run):
            write(run, depth: depth)
        case .image(let image):
            try write(image, depth: depth)
        case .group(let group):
            guard group.opacity > 0 else { return }
            var clipID: String?
            if let clip = group.clip {
                let id = definitionID("clip")
                indent(depth); write("<clipPath id=\""); write(id); write("\">")
                openShape(clip); closeShape(clip, newline: false)
                write("</clipPath>\n")
                clipID = id
            }
            indent(depth); write("<g")
            if let clipID { write(" clip-path=\"url(#"); write(clipID); write(")\"") }
            if group.opacity < 1 { write(" opacity=\""); number(group.opacity); write("\"") }
            write(">\n")
            try write(group.children, layers: group.layers, in: group.children.indices, path: path, depth: depth + 1)
            indent(depth); write("</g>\n")
        case .backdrop(let backdrop):
            // A bar's material: its fallback tint, the more opaque veil a PDF gets too. A
            // feGaussianBlur would need a copy of everything under the bar (a `<use>` of
            // the earlier layers), which design tools do not import; the blur's numbers are
            // kept on the rectangle for whoever redraws it as a background blur.
            guard backdrop.fallbackTint.alpha > 0 else { return }
            indent(depth)
            rect(backdrop.frame)
            fillAttributes(backdrop.fallbackTint)
            write(" data-material-blur=\""); number(backdrop.blurRadius); write("\"")
            write(" data-material-saturation=\""); number(backdrop.saturation); write("\"")
            write("/>\n")
        }
    }

    // MARK: Shapes

    /// `<rect`, `<ellipse` or `<path` with the shape's geometry, left open for its paint.
    private mutating func openShape(_ shape: Shape) {
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

    private mutating func closeShape(_ shape: Shape, newline: Bool = true) {
        write(newline ? "/>\n" : "/>")
    }

    private mutating func rect(_ r: Rect) {
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
    private mutating func pathData(_ path: Path) {
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

    private mutating func point(_ p: Point) {
        number(p.x); write(" "); number(p.y)
    }

    // MARK: Paint

    /// Defines a gradient (once per gradient) and returns its id; nil for a flat colour.
    private mutating func definePaint(_ paint: Paint, depth: Int) -> String? {
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

    private mutating func fillAttributes(_ color: Color) {
        write(" fill=\""); write(color.rgbHex); write("\"")
        if color.alpha < 1 { write(" fill-opacity=\""); number(color.alpha); write("\"") }
        token(color)
    }

    /// `data-token`: the theme colour's name, when the colour is one.
    private mutating func token(_ color: Color) {
        guard let name = scene.colorNames[color] else { return }
        write(" data-token=\""); attribute(name); write("\"")
    }

    // MARK: Text

    /// One `<text>` for the line, at its baseline, the string as drawn; a text shadow (the
    /// etched text of iOS 2-6) is a second `<text>` under it, offset.
    private mutating func write(_ run: TextRun, depth: Int) {
        guard !run.text.isEmpty, run.font.size.isFinite, run.font.size > 0 else { return }
        if let shadow = run.shadow {
            textElement(run, color: shadow.color, at: Point(x: run.origin.x + shadow.offset.x, y: run.origin.y + shadow.offset.y),
                        role: "shadow", depth: depth)
        }
        textElement(run, color: run.color, at: run.origin, role: nil, depth: depth)
    }

    private mutating func textElement(_ run: TextRun, color: Color, at origin: Point, role: String?, depth: Int) {
        indent(depth)
        let rightToLeft = Self.isRightToLeft(run.text)
        write("<text x=\""); number(origin.x); write("\" y=\""); number(origin.y); write("\" font-family=\"")
        attribute(fontFamilyList(run.font, text: run.text)); write("\" font-weight=\""); write(String(run.font.weight))
        write("\" font-size=\""); number(run.font.size); write("\"")
        if run.font.italic { write(" font-style=\"italic\"") }
        fillAttributes(color)
        // The run's origin is the left end of its line: for a right-to-left line, its end.
        if rightToLeft { write(" direction=\"rtl\" text-anchor=\"end\"") }
        if role != nil { write(" data-role=\"shadow\"") }
        if Self.needsPreservedSpace(run.text) { write(" xml:space=\"preserve\"") }
        write(">"); text(run.text); write("</text>\n")
    }

    /// `Inter-SemiBold, Inter, sans-serif`: the face's PostScript-style name first (what
    /// Illustrator and Figma match a face by), then the family, then a generic family.
    /// A line with characters beyond Latin, Greek and Cyrillic also names the fallback
    /// families (`Noto Sans Hebrew`), so it is set in the fonts the PNG used.
    private mutating func fontFamilyList(_ font: FontDescriptor, text: String) -> String {
        let needsFallbacks = !scene.fallbackFamilies.isEmpty && text.unicodeScalars.contains { $0.value >= 0x0530 }
        var key = font
        if needsFallbacks { key.family += "\u{0}" }
        if let known = fontFamilyLists[key] { return known }
        let list = Self.fontFamilyList(font, replacing: options.fontFamilies,
                                       fallbacks: needsFallbacks ? scene.fallbackFamilies : [])
        fontFamilyLists[key] = list
        return list
    }

    static func fontFamilyList(_ font: FontDescriptor, replacing replacements: [String: String], fallbacks: [String] = []) -> String {
        let families = font.family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map { replacements[$0] ?? $0 }
        guard let family = families.first else { return "sans-serif" }
        let face = family.filter { $0 != " " } + "-" + styleName(weight: font.weight, italic: font.italic)
        func quoted(_ name: String) -> String {
            name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "-") }) ? "'" + name.replacingOccurrences(of: "'", with: "") + "'" : name
        }
        let extra = fallbacks.filter { !families.contains($0) }
        return ([face] + families + extra + ["sans-serif"]).map(quoted).joined(separator: ", ")
    }

    /// The style part of a face name, as OpenType names the weights (`SemiBold`, `BoldItalic`).
    static func styleName(weight: Int, italic: Bool) -> String {
        let names = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                     600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
        let rounded = min(max((weight + 50) / 100 * 100, 100), 900)
        let name = names[rounded]!
        if italic { return name == "Regular" ? "Italic" : name + "Italic" }
        return name
    }

    /// Whether the line reads right to left: its first strong character is Hebrew, Arabic or
    /// another right-to-left script, as Pango decides a line's direction.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v) {
                return true
            }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }

    /// Leading, trailing or repeated spaces, or tabs, which XML would otherwise collapse.
    static func needsPreservedSpace(_ text: String) -> Bool {
        var previousIsSpace = true
        for byte in text.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return true }
            let isSpace = byte == 0x20
            if isSpace && previousIsSpace { return true }
            previousIsSpace = isSpace
        }
        return previousIsSpace
    }

    // MARK: Images

    private mutating func write(_ node: ImageNode, depth: Int) throws {
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
    private mutating func tinted(_ inline: String, paint: Paint, placement: Placement, depth: Int) -> String {
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
    private mutating func inlineSVG(_ image: ImageData, frame: Rect) -> (body: String, placement: Placement)? {
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
                                  options: EditableSVGOptions())
        w.number(value)
        return String(decoding: w.out, as: UTF8.self)
    }

    private mutating func dataURI(_ image: ImageData, tint: Paint?, frame: Rect) throws -> String {
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

    // MARK: Output

    /// An id no element has yet: `base`, else `base-2`, `base-3`, ...
    private mutating func uniqueID(_ base: String) -> String {
        if usedIDs.insert(base).inserted { return base }
        var n = 2
        while !usedIDs.insert("\(base)-\(n)").inserted { n += 1 }
        return "\(base)-\(n)"
    }

    private mutating func definitionID(_ kind: String) -> String {
        definitionCount += 1
        return uniqueID("\(kind)-\(definitionCount)")
    }

    /// A layer path as an XML Name: `section-1/row-3` -> `section-1_row-3`.
    static func xmlName(_ path: String) -> String {
        var name = ""
        for scalar in path.unicodeScalars {
            let c = Character(scalar)
            name.append(c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == ".") ? c : "_")
        }
        if let first = name.first, !(first.isLetter || first == "_") { name = "_" + name }
        return name.isEmpty ? "_" : name
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<depth { out.append(0x20) }
    }

    mutating func write(_ s: String) { out.append(contentsOf: s.utf8) }

    /// Character data, escaped; characters XML 1.0 forbids become U+FFFD.
    private mutating func text(_ s: String) {
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": write("&amp;")
            case "<": write("&lt;")
            case ">": write("&gt;")
            case "\t", "\n", "\r": out.append(UInt8(scalar.value))
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    write("\u{FFFD}")
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        }
    }

    /// An attribute value, escaped.
    private mutating func attribute(_ s: String) {
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": write("&amp;")
            case "<": write("&lt;")
            case "\"": write("&quot;")
            default:
                if scalar.value < 0x20 { write("&#\(scalar.value);") } else { out.append(contentsOf: String(scalar).utf8) }
            }
        }
    }

    /// A number with at most three decimals (a thousandth of a point), without trailing zeros.
    mutating func number(_ value: Double) {
        guard value.isFinite else { out.append(0x30); return }
        var thousandths = (value * 1000).rounded()
        if thousandths == 0 { out.append(0x30); return }
        if thousandths < 0 { out.append(0x2D); thousandths = -thousandths }
        guard thousandths < 9e15 else { write(String(value)); return }
        let n = Int64(thousandths)
        digits(n / 1000)
        var fraction = n % 1000
        guard fraction > 0 else { return }
        out.append(0x2E)
        var divisor: Int64 = 100
        while fraction > 0 {
            out.append(0x30 + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    private mutating func digits(_ n: Int64) {
        if n >= 10 { digits(n / 10) }
        out.append(0x30 + UInt8(n % 10))
    }
}

extension Color {
    /// `#RRGGBB`, without alpha (written as an opacity).
    var rgbHex: String { String(hexString.prefix(7)) }
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

/// The writer's naming rules, for tests.
package enum EditableSVGWriterProbe {
    package static func fontFamilyList(_ font: FontDescriptor, _ replacements: [String: String]) -> String {
        EditableSVGWriter.fontFamilyList(font, replacing: replacements)
    }
}
