import Foundation
import TableMockScene

/// An icon's shape: the filled paths of its SVG file, in the file's own coordinates
/// (`viewBox`; Bootstrap Icons draw on a 16 × 16 grid). Parsed in the core, so a symbol
/// reaches every backend as scene paths: crisp at every scale and real paths in SVG and PDF.
public struct SymbolOutline: Sendable, Hashable {
    public var viewBox: Rect
    public var paths: [Path]

    public init(viewBox: Rect, paths: [Path]) { self.viewBox = viewBox; self.paths = paths }

    /// The paths moved and scaled so the view box fills `box` (a square box for a square
    /// icon), mirrored left to right about the box's centre when `mirrored`.
    public func placed(in box: Rect, mirrored: Bool = false) -> [Path] {
        let sx = box.width / max(viewBox.width, 1e-9), sy = box.height / max(viewBox.height, 1e-9)
        func map(_ p: Point) -> Point {
            let x = (p.x - viewBox.minX) * sx
            return Point(x: mirrored ? box.maxX - x : box.minX + x, y: box.minY + (p.y - viewBox.minY) * sy)
        }
        return paths.map { path in
            Path(path.elements.map { element in
                switch element {
                case .move(let p): return .move(map(p))
                case .line(let p): return .line(map(p))
                case let .curve(c1, c2, p): return .curve(map(c1), map(c2), map(p))
                case let .arc(center, radius, start, end):
                    // Not produced by the SVG reader; kept for completeness (uniform scale only).
                    return .arc(center: map(center), radius: radius * sx, startAngle: start, endAngle: end)
                case .close: return .close
                }
            }, fillRule: path.fillRule)
        }
    }

    /// This outline drawn over another: both in the same view box, this one scaled by
    /// `scale` about the box's centre.
    func layered(over other: SymbolOutline?, scale: Double) -> SymbolOutline {
        let box = viewBox
        let w = box.width * scale, h = box.height * scale
        let inner = Rect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
        let mine = SymbolOutline(viewBox: box, paths: placed(in: inner))
        guard let other else { return mine }
        let theirs = other.placed(in: box)
        return SymbolOutline(viewBox: box, paths: theirs + mine.paths)
    }
}

/// Reads an icon's SVG file: its `viewBox` and its `<path>`, `<circle>` and `<rect>`
/// elements (with `fill-rule` and a `matrix(...)` transform), all filled with the current
/// colour, which is what an icon font's SVG files hold. Anything else is refused, not guessed.
enum SymbolSVG {
    struct Problem: Error, Equatable { var message: String }

    static func outline(_ data: Data) throws(Problem) -> SymbolOutline {
        guard String(data: data, encoding: .utf8) != nil else { throw Problem(message: "the file is not UTF-8 text") }
        let elements = try tags(in: data)
        guard let svg = elements.first(where: { $0.name == "svg" }) else { throw Problem(message: "no <svg> element") }
        let box: Rect
        if let vb = svg.attributes["viewBox"] {
            let n = vb.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard n.count == 4, n[2] > 0, n[3] > 0 else { throw Problem(message: "viewBox \"\(vb)\" is not four numbers") }
            box = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        } else if let w = svg.attributes["width"].flatMap(Double.init), let h = svg.attributes["height"].flatMap(Double.init), w > 0, h > 0 {
            box = Rect(x: 0, y: 0, width: w, height: h)
        } else {
            throw Problem(message: "the <svg> element has no viewBox")
        }
        var paths: [Path] = []
        for element in elements where element.name != "svg" {
            let a = element.attributes
            var elements: [PathElement]
            switch element.name {
            case "path":
                guard let d = a["d"] else { continue }
                do { elements = try SVGPathData.parse(d) } catch { throw Problem(message: "path data: \(error.message)") }
            case "circle":
                let cx = number(a["cx"]), cy = number(a["cy"]), r = number(a["r"])
                guard r > 0 else { continue }
                elements = ellipse(Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            case "rect":
                let r = Rect(x: number(a["x"]), y: number(a["y"]), width: number(a["width"]), height: number(a["height"]))
                guard r.width > 0, r.height > 0 else { continue }
                let rx = min(number(a["rx"] ?? a["ry"]), r.width / 2, r.height / 2)
                elements = roundedRect(r, radius: rx)
            case "title", "desc", "g", "defs", "metadata":
                continue
            default:
                throw Problem(message: "<\(element.name)> elements are not drawn (only path, circle and rect)")
            }
            if let t = a["transform"] {
                guard let m = matrix(t) else { throw Problem(message: "transform \"\(t)\" is not a matrix(...)") }
                elements = elements.map { transform($0, m) }
            }
            if a["fill"] == "none" || a["stroke"] != nil {
                throw Problem(message: "a stroked or unfilled <\(element.name)> is not drawn (icons here are filled shapes)")
            }
            paths.append(Path(elements, fillRule: a["fill-rule"] == "evenodd" ? .evenOdd : .nonZero))
        }
        guard !paths.isEmpty else { throw Problem(message: "no shapes in the file") }
        return SymbolOutline(viewBox: box, paths: paths)
    }

    /// The start tags, in order, read by `SVGElementReader`; a file that is not well-formed
    /// XML is refused with its line.
    static func tags(in data: Data) throws(Problem) -> [SVGElementReader.Element] {
        var result: [SVGElementReader.Element] = []
        let outcome = SVGElementReader.read(data) { event in
            if case .start(let element) = event { result.append(element) }
            return nil
        }
        if case .malformed(let line) = outcome { throw Problem(message: "the file is not well-formed XML (line \(line))") }
        return result
    }

    static func number(_ s: String?) -> Double { s.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0 }

    /// `matrix(a b c d e f)`.
    static func matrix(_ t: String) -> [Double]? {
        let trimmed = t.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("matrix("), trimmed.hasSuffix(")") else { return nil }
        let n = trimmed.dropFirst(7).dropLast().split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return n.count == 6 ? n : nil
    }

    static func transform(_ e: PathElement, _ m: [Double]) -> PathElement {
        func t(_ p: Point) -> Point { Point(x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5]) }
        switch e {
        case .move(let p): return .move(t(p))
        case .line(let p): return .line(t(p))
        case let .curve(a, b, p): return .curve(t(a), t(b), t(p))
        case .arc, .close: return e
        }
    }

    /// The cubic Bézier circle constant: control points at 0.5523 of the radius.
    static let kappa = 0.5522847498

    static func ellipse(_ r: Rect) -> [PathElement] {
        let kx = r.width / 2 * kappa, ky = r.height / 2 * kappa
        let (cx, cy) = (r.midX, r.midY)
        return [.move(Point(x: r.maxX, y: cy)),
                .curve(Point(x: r.maxX, y: cy + ky), Point(x: cx + kx, y: r.maxY), Point(x: cx, y: r.maxY)),
                .curve(Point(x: cx - kx, y: r.maxY), Point(x: r.minX, y: cy + ky), Point(x: r.minX, y: cy)),
                .curve(Point(x: r.minX, y: cy - ky), Point(x: cx - kx, y: r.minY), Point(x: cx, y: r.minY)),
                .curve(Point(x: cx + kx, y: r.minY), Point(x: r.maxX, y: cy - ky), Point(x: r.maxX, y: cy)),
                .close]
    }

    static func roundedRect(_ r: Rect, radius: Double) -> [PathElement] {
        guard radius > 0 else {
            return [.move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.maxX, y: r.maxY)),
                    .line(Point(x: r.minX, y: r.maxY)), .close]
        }
        let k = radius * (1 - kappa)
        return [.move(Point(x: r.minX + radius, y: r.minY)),
                .line(Point(x: r.maxX - radius, y: r.minY)),
                .curve(Point(x: r.maxX - k, y: r.minY), Point(x: r.maxX, y: r.minY + k), Point(x: r.maxX, y: r.minY + radius)),
                .line(Point(x: r.maxX, y: r.maxY - radius)),
                .curve(Point(x: r.maxX, y: r.maxY - k), Point(x: r.maxX - k, y: r.maxY), Point(x: r.maxX - radius, y: r.maxY)),
                .line(Point(x: r.minX + radius, y: r.maxY)),
                .curve(Point(x: r.minX + k, y: r.maxY), Point(x: r.minX, y: r.maxY - k), Point(x: r.minX, y: r.maxY - radius)),
                .line(Point(x: r.minX, y: r.minY + radius)),
                .curve(Point(x: r.minX, y: r.minY + k), Point(x: r.minX + k, y: r.minY), Point(x: r.minX + radius, y: r.minY)),
                .close]
    }
}

/// A symbol a spec names, read for layout: its outline and whether UIKit flips it in a
/// right-to-left screen.
public struct LoadedSymbol: Sendable, Hashable {
    public var name: String
    public var outline: SymbolOutline
    /// Directional (chevrons, arrows): drawn mirrored in a right-to-left screen.
    public var mirrored: Bool
    public init(name: String, outline: SymbolOutline, mirrored: Bool) {
        self.name = name; self.outline = outline; self.mirrored = mirrored
    }
}
