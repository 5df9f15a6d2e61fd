import Foundation
import TableMockScene

/// Reads SVG path data (the `d` attribute) into scene path elements: lines and cubic
/// Béziers only, in the icon's own coordinates. Quadratic curves become cubics and
/// elliptical arcs become cubic segments of at most 90°, so a backend fills the result
/// with no SVG knowledge and a vector writer can write it back as a `<path>`.
enum SVGPathData {
    struct Problem: Error, Equatable {
        var message: String
    }

    static func parse(_ d: String) throws(Problem) -> [PathElement] {
        var scanner = Scanner(Array(d.utf8))
        var out: [PathElement] = []
        var current = Point(x: 0, y: 0)
        var subpathStart = current
        var lastControl: Point? = nil      // for S and T: the previous curve's second control
        var lastQuadControl: Point? = nil
        var command: UInt8 = 0
        scanner.skipSeparators()
        while !scanner.atEnd {
            if let c = scanner.command() {
                command = c
            } else if command == 0 {
                throw Problem(message: "path data starts with \(scanner.describeHere()), not a command")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")          // coordinates after a move are lines
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw Problem(message: "a number after a close command at \(scanner.describeHere())")
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(x: 0, y: 0)
            func point() throws(Problem) -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return Point(x: base.x + x, y: base.y + y)
            }
            var curveControl: Point? = nil, quadControl: Point? = nil
            switch command | 0x20 {   // lower case
            case UInt8(ascii: "m"):
                current = try point(); subpathStart = current
                out.append(.move(current))
            case UInt8(ascii: "l"):
                current = try point(); out.append(.line(current))
            case UInt8(ascii: "h"):
                let x = try scanner.number()
                current = Point(x: relative ? current.x + x : x, y: current.y); out.append(.line(current))
            case UInt8(ascii: "v"):
                let y = try scanner.number()
                current = Point(x: current.x, y: relative ? current.y + y : y); out.append(.line(current))
            case UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), p = try point()
                out.append(.curve(c1, c2, p)); current = p; curveControl = c2
            case UInt8(ascii: "s"):
                let c1 = lastControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = try point(), p = try point()
                out.append(.curve(c1, c2, p)); current = p; curveControl = c2
            case UInt8(ascii: "q"):
                let q = try point(), p = try point()
                out.append(cubic(from: current, quad: q, to: p)); current = p; quadControl = q
            case UInt8(ascii: "t"):
                let q = lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let p = try point()
                out.append(cubic(from: current, quad: q, to: p)); current = p; quadControl = q
            case UInt8(ascii: "a"):
                let rx = try scanner.number(), ry = try scanner.number(), rotation = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let p = try point()
                out.append(contentsOf: arc(from: current, to: p, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep))
                current = p
            case UInt8(ascii: "z"):
                out.append(.close); current = subpathStart
            default:
                throw Problem(message: "unknown path command \"\(String(UnicodeScalar(command)))\"")
            }
            lastControl = curveControl
            lastQuadControl = quadControl
            scanner.skipSeparators()
        }
        return out
    }

    static func cubic(from p0: Point, quad q: Point, to p: Point) -> PathElement {
        .curve(Point(x: p0.x + 2 * (q.x - p0.x) / 3, y: p0.y + 2 * (q.y - p0.y) / 3),
               Point(x: p.x + 2 * (q.x - p.x) / 3, y: p.y + 2 * (q.y - p.y) / 3), p)
    }

    /// An SVG elliptical arc as cubic Béziers (SVG 1.1 appendix F.6: endpoint to centre
    /// parameterisation, radii scaled up when too small), one per quarter turn or less.
    static func arc(from p0: Point, to p1: Point, rx rxIn: Double, ry ryIn: Double, rotation: Double,
                    large: Bool, sweep: Bool) -> [PathElement] {
        if p0 == p1 { return [] }
        var rx = abs(rxIn), ry = abs(ryIn)
        if rx == 0 || ry == 0 { return [.line(p1)] }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = den == 0 ? 0 : (max(0, num) / den).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {
            // The point and its derivative direction at parameter t.
            let x = rx * cos(t), y = ry * sin(t)
            let dxdt = -rx * sin(t), dydt = ry * cos(t)
            let p = Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
            let d = Point(x: cosPhi * dxdt - sinPhi * dydt, y: sinPhi * dxdt + cosPhi * dydt)
            return (p, d)
        }
        var out: [PathElement] = []
        var t = theta1
        var (start, startD) = onEllipse(t)
        start = p0
        for i in 0..<segments {
            let t2 = t + step
            var (end, endD) = onEllipse(t2)
            let c1 = Point(x: start.x + k * startD.x, y: start.y + k * startD.y)
            let c2 = Point(x: end.x - k * endD.x, y: end.y - k * endD.y)
            if i == segments - 1 { end = p1 }   // exactly where the data says
            out.append(.curve(c1, c2, end))
            t = t2; start = end; startD = endD
        }
        return out
    }

    /// Numbers, flags and commands of path data, in SVG's compact notation ("M.5-1.5.5").
    struct Scanner {
        let bytes: [UInt8]
        var i = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { i >= bytes.count }

        mutating func skipSeparators() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x2C {
                i += 1
            }
        }

        mutating func command() -> UInt8? {
            guard i < bytes.count else { return nil }
            let b = bytes[i]
            guard "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b) else { return nil }
            i += 1
            skipSeparators()
            return b
        }

        func describeHere() -> String {
            guard i < bytes.count else { return "the end" }
            return "\"\(String(decoding: bytes[i..<min(i + 12, bytes.count)], as: UTF8.self))\""
        }

        mutating func number() throws(Problem) -> Double {
            skipSeparators()
            let start = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            var digits = 0, dot = false
            while i < bytes.count {
                let b = bytes[i]
                if b >= 0x30 && b <= 0x39 { digits += 1; i += 1 }
                else if b == UInt8(ascii: ".") && !dot { dot = true; i += 1 }
                else { break }
            }
            if digits > 0, i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                var j = i + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
                if j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 {
                    i = j
                    while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
                }
            }
            guard digits > 0, let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite else {
                i = start
                throw Problem(message: "expected a number at \(describeHere())")
            }
            skipSeparators()
            return value
        }

        /// An arc flag: one "0" or "1", which may touch the next number ("a1 1 0 011 1").
        mutating func flag() throws(Problem) -> Bool {
            skipSeparators()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
                throw Problem(message: "expected an arc flag (0 or 1) at \(describeHere())")
            }
            let on = bytes[i] == UInt8(ascii: "1")
            i += 1
            skipSeparators()
            return on
        }
    }
}
