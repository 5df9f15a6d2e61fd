import Foundation
import TableMockFiles

/// A JSON value, read without knowing its shape: the layout a golden was drawn from (`tablemock
/// layout`'s output), which this module reads without depending on TableMockCore.
public indirect enum LayoutJSON: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LayoutJSON])
    case object([String: LayoutJSON])

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([LayoutJSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: LayoutJSON].self)) }
    }

    public static func parse(_ data: Data) throws -> LayoutJSON { try JSONDecoder().decode(LayoutJSON.self, from: data) }

    public subscript(key: String) -> LayoutJSON? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var string: String? { if case .string(let s) = self { return s }; return nil }
    public var number: Double? { if case .number(let n) = self { return n }; return nil }
    public var int: Int? { number.flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil } }
    public var array: [LayoutJSON]? { if case .array(let a) = self { return a }; return nil }

    /// Compact JSON, keys sorted; numbers as `tablemock layout` prints them (`375`, `46.713`).
    public var serialized: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return Self.format(n)
        case .string(let s): return Self.quote(s)
        case .array(let a): return "[" + a.map(\.serialized).joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { Self.quote($0) + ":" + o[$0]!.serialized }.joined(separator: ",") + "}"
        }
    }

    /// The value as a person reads it in a change line: strings quoted and escaped for a
    /// terminal, numbers plain, anything else as compact JSON.
    public var shown: String {
        switch self {
        case .string(let s): return TerminalText.quoted(s)
        case .number(let n): return Self.format(n)
        default: return TerminalText.escaped(serialized)
        }
    }

    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return "\(n)"
    }

    static func quote(_ s: String) -> String { JSONText.quoted(s) }
}

/// The layout recorded beside a golden: `<name>.layout.json`, the `tablemock layout` JSON
/// in a compact form, one item a line, so that a change to one row is a one-line diff in
/// review. It is only ever compared as a layout, never as an image.
public enum LayoutRecord {
    public static let suffix = ".layout.json"

    /// `settings.layout.json` for the golden name `settings` (one per spec, whatever formats).
    public static func fileName(forGolden name: String) -> String { name + suffix }

    /// The golden name a file in the golden folder belongs to: `forms/login` for
    /// `forms/login.png` and for `forms/login.layout.json`.
    public static func goldenName(ofFile path: String) -> String {
        if path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) }
        return (path as NSString).deletingPathExtension
    }

    /// `tablemock layout`'s JSON in the recorded form: keys sorted, each item of `items` on
    /// its own line, a final newline. Throws when `layoutJSON` is not JSON.
    public static func compact(_ layoutJSON: Data) throws -> Data {
        Data(compactText(try LayoutJSON.parse(layoutJSON)).utf8)
    }

    static func compactText(_ value: LayoutJSON) -> String {
        guard case .object(let o) = value else { return value.serialized + "\n" }
        let fields = o.keys.sorted().map { key -> String in
            if key == "items", let items = o[key]?.array, !items.isEmpty {
                return LayoutJSON.quote(key) + ":[\n" + items.map(\.serialized).joined(separator: ",\n") + "\n]"
            }
            return LayoutJSON.quote(key) + ":" + o[key]!.serialized
        }
        return "{" + fields.joined(separator: ",") + "}\n"
    }
}
