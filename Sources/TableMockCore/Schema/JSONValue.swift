import Foundation
import TableMockFiles

/// A JSON document with its object keys in the order they were written, so that generated
/// files (schemas, reports) are stable and read in a sensible order. Also the one type any
/// JSON is read into without knowing its shape (a `tablemock-check.json`, the layout recorded
/// beside a golden): decoded objects have their members sorted by key.
public indirect enum JSONValue: Sendable, Equatable, Decodable {
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

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) }
    }

    /// Reads JSON text of any shape; throws when `data` is not JSON.
    public static func decoded(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    public var objectValue: [(String, JSONValue)]? { if case .object(let o) = self { o } else { nil } }
    public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
    /// A whole number that fits an `Int` (a section or row index).
    public var intValue: Int? { numberValue.flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil } }
    /// The keys of an object, in its order; empty for anything else.
    public var objectKeys: [String] { objectValue?.map(\.0) ?? [] }

    /// On one line with no spaces and object keys sorted (stably); a number that is not finite
    /// is `null`. The form of the layout recorded beside a golden.
    public func serialized() -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.isFinite ? Self.format(n) : "null"
        case .string(let s): return Self.escape(s)
        case .array(let a): return "[" + a.map { $0.serialized() }.joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.sorted { $0.0 < $1.0 }.map { Self.escape($0.0) + ":" + $0.1.serialized() }.joined(separator: ",") + "}"
        }
    }

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

    /// `375`, `46.713`: whole numbers without a fraction.
    public static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }

    public static func escape(_ s: String) -> String { JSONText.quoted(s) }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
                     ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}
