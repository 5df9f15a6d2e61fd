import Foundation
import TableMockCore

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
        Data(compactText(try JSONValue.decoded(layoutJSON)).utf8)
    }

    static func compactText(_ value: JSONValue) -> String {
        guard case .object(let o) = value else { return value.serialized() + "\n" }
        let fields = o.sorted { $0.0 < $1.0 }.map { key, member -> String in
            if key == "items", let items = member.arrayValue, !items.isEmpty {
                return JSONValue.escape(key) + ":[\n" + items.map { $0.serialized() }.joined(separator: ",\n") + "\n]"
            }
            return JSONValue.escape(key) + ":" + member.serialized()
        }
        return "{" + fields.joined(separator: ",") + "}\n"
    }
}
