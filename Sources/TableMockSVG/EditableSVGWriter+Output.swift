import Foundation
import TableMockRaster
import TableMockScene

extension EditableSVGWriter {
    /// An id no element has yet: `base`, else `base-2`, `base-3`, ...
    mutating func uniqueID(_ base: String) -> String {
        if usedIDs.insert(base).inserted { return base }
        var n = 2
        while !usedIDs.insert("\(base)-\(n)").inserted { n += 1 }
        return "\(base)-\(n)"
    }

    mutating func definitionID(_ kind: String) -> String {
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

    mutating func indent(_ depth: Int) {
        for _ in 0..<depth { out.append(0x20) }
    }

    mutating func write(_ s: String) { out.append(contentsOf: s.utf8) }

    /// Character data, escaped; characters XML 1.0 forbids become U+FFFD.
    mutating func text(_ s: String) {
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
    mutating func attribute(_ s: String) {
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

    mutating func digits(_ n: Int64) {
        if n >= 10 { digits(n / 10) }
        out.append(0x30 + UInt8(n % 10))
    }
}
