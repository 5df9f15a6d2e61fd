import Foundation
import TableMockFiles

/// Reads typed values out of a `SourceNode` tree for a decoder, collecting every problem
/// (never stopping at the first). Where a value was written is looked up later, in the
/// tree, through `SourceLocations`.
///
/// Types are strict, as in JSON: a quoted `"44"` is not a number and a bare `44` is not a
/// string. Each read returns nil after reporting a problem, so decoders keep their defaults
/// and carry on.
final class NodeReader {
    let file: String
    /// Strings longer than this many characters are refused.
    let maxTextLength: Int
    private(set) var diagnostics: [Diagnostic] = []

    static let defaultMaxTextLength = 10_000

    init(file: String, maxTextLength: Int = NodeReader.defaultMaxTextLength) {
        self.file = file; self.maxTextLength = maxTextLength
    }

    // MARK: Reporting

    func error(_ message: String, at node: SourceNode, hint: String? = nil) {
        error(message, pointer: node.pointer, location: node.location, hint: hint)
    }

    func error(_ message: String, pointer: JSONPointer, location: SourceLocation?, hint: String? = nil) {
        diagnostics.append(Diagnostic(file: file, location: location, path: pointer.description, message: message, hint: hint))
    }

    private func mismatch(_ expected: String, _ node: SourceNode, hint: String? = nil) {
        error("expected \(expected), found \(node.kindDescription)", at: node, hint: hint)
    }

    // MARK: Objects and arrays

    /// An object whose keys must come from `keys`. Unknown keys are reported (with a
    /// suggestion), and the known members are returned for reading. Keys for which
    /// `isComment` is true are skipped silently.
    func object(_ node: SourceNode, keys: [String], isComment: (String) -> Bool = { _ in false }) -> ObjectNode? {
        guard case .object(let members) = node.value else {
            mismatch("an object", node)
            return nil
        }
        // A list, not a dictionary: objects are small, and a 100,000-row spec would hash
        // every key of every row.
        var known: [(key: String, value: SourceNode)] = []
        known.reserveCapacity(members.count)
        for member in members where !isComment(member.key) {
            if keys.contains(member.key) {
                // `null` means "absent", as the schema says, for every optional key.
                if case .null = member.value.value { continue }
                known.append((member.key, member.value))
            } else {
                error("unknown key \(quoted(member.key))", pointer: node.pointer, location: member.keyLocation,
                      hint: Suggestions.hint(for: member.key, in: keys, listName: "valid keys"))
            }
        }
        return ObjectNode(node: node, members: known)
    }

    /// An object whose keys are names the caller checks itself (theme colours, fonts).
    func dictionary(_ node: SourceNode) -> [SourceNode.Member]? {
        guard case .object(let members) = node.value else {
            mismatch("an object", node)
            return nil
        }
        return members
    }

    /// An array of at most `maxCount` items (more is reported, and the rest ignored).
    func array(_ node: SourceNode, maxCount: Int = .max, itemName: String = "items") -> [SourceNode]? {
        guard case .array(let items) = node.value else {
            mismatch("an array", node)
            return nil
        }
        if items.count > maxCount {
            error("\(items.count) \(itemName); the limit is \(maxCount)", at: node)
            return Array(items.prefix(maxCount))
        }
        return items
    }

    // MARK: Scalars

    func string(_ node: SourceNode) -> String? {
        switch node.value {
        case .string(let text, _):
            // Code points, as JSON Schema's maxLength counts: cheap to count, and a letter
            // carrying a million combining accents is a million, not one.
            // UTF-8 bytes bound the code points: most texts need no counting.
            let length = text.utf8.count <= maxTextLength ? 0 : text.unicodeScalars.count
            if length > maxTextLength {
                error("the text is \(length) code points long; the limit is \(maxTextLength)", at: node)
                return nil
            }
            // An escaped control character (`"\u0000"`, YAML's `"\e"`) is refused as a raw one
            // is: a NUL would cut the drawn label short while `layout` reports it whole.
            // Those characters are single UTF-8 bytes, which no other character's bytes contain,
            // so the bytes are scanned and the code points only looked at when one is there.
            if text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }),
               let control = text.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }) {
                error("the text contains the control character \(TerminalText.code(control.value, prefix: "U+")), "
                      + "which JSON and YAML text may not hold", at: node, hint: "remove it; only line breaks and tabs are allowed")
                return nil
            }
            return text
        case .number(_, let literal):
            mismatch("a string", node, hint: "quote it: \(quoted(literal))")
        case .bool(let b):
            mismatch("a string", node, hint: "quote it: \"\(b)\"")
        default:
            mismatch("a string", node)
        }
        return nil
    }

    /// A string that is not empty (names, paths).
    func nonEmptyString(_ node: SourceNode, what: String) -> String? {
        guard let text = string(node) else { return nil }
        if text.trimmingWhitespace().isEmpty {
            error("\(what) is empty", at: node)
            return nil
        }
        return text
    }

    func bool(_ node: SourceNode) -> Bool? {
        switch node.value {
        case .bool(let b):
            return b
        case .string(let text, _) where ["true", "false"].contains(text.lowercased()):
            mismatch("true or false", node, hint: "remove the quotes")
        case .string(let text, false) where ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased()):
            mismatch("true or false", node, hint: "YAML 1.2 reads \(text) as a string; write true or false")
        default:
            mismatch("true or false", node)
        }
        return nil
    }

    /// A finite number within `range`.
    func number(_ node: SourceNode, what: String, in range: NumberRange) -> Double? {
        switch node.value {
        case .number(let value, let literal):
            if value.isNaN {
                error("\(what) is not a number (\(literal))", at: node)
                return nil
            }
            if !value.isFinite {
                error("\(what) \(literal) is too large", at: node, hint: "it must be \(range)")
                return nil
            }
            if !range.contains(value) {
                error("\(what) \(literal) is out of range", at: node, hint: "it must be \(range)")
                return nil
            }
            return value
        case .string(let text, _) where CoreSchema.isDecimal(text.trimmingWhitespace()):
            mismatch("a number", node, hint: "remove the quotes")
        case .string(let text, false) where ["nan", "infinity", "-infinity", "+infinity", "inf", "-inf"].contains(text.lowercased()):
            // JavaScript's NaN and Infinity are not JSON; YAML reads them as words.
            mismatch("a number", node, hint: "a number cannot be NaN or Infinity; give a finite one")
        default:
            mismatch("a number", node)
        }
        return nil
    }

    /// A whole number within `range` (`3` and `3.0` both read as 3).
    func integer(_ node: SourceNode, what: String, in range: ClosedRange<Int>) -> Int? {
        let limits = NumberRange(lower: Double(range.lowerBound), upper: Double(range.upperBound))
        guard case .number(let value, let literal) = node.value else {
            _ = number(node, what: what, in: limits)
            return nil
        }
        if value.isFinite && value.rounded() != value {
            error("\(what) must be a whole number, found \(literal)", at: node)
            return nil
        }
        guard let checked = number(node, what: what, in: limits) else { return nil }
        return Int(checked)
    }

    /// One of a closed set of names, e.g. a table style. Unknown names get a suggestion.
    func name(_ node: SourceNode, what: String, in names: [String]) -> String? {
        guard case .string(let text, _) = node.value else {
            mismatch("a string (\(what))", node, hint: "expected one of: \(names.joined(separator: ", "))")
            return nil
        }
        if names.contains(text) { return text }
        error("unknown \(what) \(quoted(text))", at: node, hint: Suggestions.hint(for: text, in: names))
        return nil
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ node: SourceNode, what: String,
                                                          as type: Choice.Type = Choice.self) -> Choice?
    where Choice.RawValue == String {
        // The common case first: a valid name, without building the list of names.
        if case .string(let text, _) = node.value, let choice = Choice(rawValue: text) { return choice }
        return name(node, what: what, in: Choice.allCases.map(\.rawValue)).flatMap(Choice.init(rawValue:))
    }

    /// An array of strings.
    func strings(_ node: SourceNode, maxCount: Int = .max) -> [String]? {
        guard let items = array(node, maxCount: maxCount) else { return nil }
        var result: [String] = []
        var ok = true
        for item in items {
            if let s = string(item) { result.append(s) } else { ok = false }
        }
        return ok ? result : nil
    }
}

/// The known members of an object, read through a `NodeReader`.
struct ObjectNode {
    let node: SourceNode
    /// The known members, in file order; keys are unique (the parser refuses duplicates).
    let members: [(key: String, value: SourceNode)]
    /// Bit n set when a member's key is n UTF-8 bytes long (63: 63 or more). A reader asks
    /// for every key it knows (a row, 32), and most of them are absent: a key of a length no
    /// member has is not looked for (100,000 one-key rows made 3.2 M string comparisons).
    private let keyLengths: UInt64

    init(node: SourceNode, members: [(key: String, value: SourceNode)]) {
        self.node = node; self.members = members
        var lengths: UInt64 = 0
        for member in members { lengths |= Self.lengthBit(member.key) }
        keyLengths = lengths
    }

    @inline(__always)
    private static func lengthBit(_ key: String) -> UInt64 { 1 << UInt64(min(key.utf8.count, 63)) }

    subscript(key: String) -> SourceNode? {
        guard keyLengths & Self.lengthBit(key) != 0 else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// An interval a number must lie in, phrased for messages: "greater than 0 and at most 1000".
struct NumberRange: CustomStringConvertible, Sendable {
    var lower: Double?
    var lowerInclusive = true
    var upper: Double?
    var upperInclusive = true

    static func positive(atMost upper: Double) -> NumberRange {
        NumberRange(lower: 0, lowerInclusive: false, upper: upper)
    }

    func contains(_ v: Double) -> Bool {
        if let lower, lowerInclusive ? v < lower : v <= lower { return false }
        if let upper, upperInclusive ? v > upper : v >= upper { return false }
        return true
    }

    var description: String {
        var parts: [String] = []
        if let lower { parts.append((lowerInclusive ? "at least " : "greater than ") + lower.shortDescription) }
        if let upper { parts.append((upperInclusive ? "at most " : "less than ") + upper.shortDescription) }
        return parts.isEmpty ? "finite" : parts.joined(separator: " and ")
    }
}

extension Double {
    /// `44` rather than `44.0`; `0.5` as is.
    var shortDescription: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension String {
    func trimmingWhitespace() -> String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
