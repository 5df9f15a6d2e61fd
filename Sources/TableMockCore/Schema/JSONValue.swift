import Foundation
import TableMockFiles

/// A JSON document with its object keys in the order they were written, so that generated
/// files (schemas, reports) are stable and read in a sensible order.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    public var objectValue: [(String, JSONValue)]? { if case .object(let o) = self { o } else { nil } }

    /// Pretty-printed with two-space indents and a final newline; short arrays of scalars
    /// stay on one line.
    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    /// On one line, with a space after `:` and `,` (for examples in documentation).
    public func compact() -> String {
        switch self {
        case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { Self.escape($0.0) + ": " + $0.1.compact() }.joined(separator: ", ") + "}"
        default:
            var out = ""
            write(to: &out, indent: 0)
            return out
        }
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): out += Self.escape(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let flat = items.allSatisfy(\.isScalar)
            if flat {
                let line = "[" + items.map { v -> String in var s = ""; v.write(to: &s, indent: 0); return s }.joined(separator: ", ") + "]"
                if line.count + indent * 2 <= 100 { out += line; return }
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 1)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += end + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += pad + Self.escape(key) + ": "
                value.write(to: &out, indent: indent + 1)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += end + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }

    static func escape(_ s: String) -> String { JSONText.quoted(s) }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
                     ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}
