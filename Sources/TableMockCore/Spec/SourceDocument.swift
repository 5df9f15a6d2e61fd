import Foundation
import TableMockFiles
import Yams

/// Turns the bytes of a JSON or YAML file into a `SourceNode` tree, or into diagnostics that
/// say where the file goes wrong. JSON is read as YAML so that every value keeps its line
/// and column. Guards against hostile input: a size cap, a nesting cap, and a cap on the
/// number of values that YAML aliases may expand to.
struct SourceDocument {
    struct Limits: Sendable {
        /// Larger files are refused before parsing: what a spec file may hold
        /// (`FileKind.spec.byteLimit`, the one definition), for bytes that came from elsewhere.
        var maxBytes = FileKind.spec.byteLimit
        /// Objects and arrays nested deeper than this are refused (a spec needs 7 levels).
        var maxDepth = 64
        /// The most values a document may hold after YAML aliases are expanded.
        var maxValues = 2_000_000
        /// Reads well-formed JSON with `StrictJSONReader` instead of Yams (same result, faster).
        var jsonFastPath = true
    }

    /// The example an empty file is told to hold.
    static let specExample = #"{"table": {...}}"#

    /// - Parameters:
    ///   - strictJSON: the document must be JSON (RFC 8259), not only YAML: a trailing comma,
    ///     a comment or a bare word is an error with its line and column (`JSONSyntax`).
    ///   - example: what the message for an empty file suggests writing.
    static func parse(_ data: Data, file: String, limits: Limits = Limits(), strictJSON: Bool = false,
                      example: String = specExample) -> Result<SourceNode, DiagnosticError> {
        parseCounted(data, file: file, limits: limits, strictJSON: strictJSON, example: example).map(\.root)
    }

    /// The tree and how many values it holds (so readers can size their tables up front).
    static func parseCounted(_ data: Data, file: String, limits: Limits = Limits(), strictJSON: Bool = false,
                             example: String = specExample) -> Result<(root: SourceNode, valueCount: Int), DiagnosticError> {
        func failure(_ message: String, _ location: SourceLocation = SourceLocation(line: 1, column: 1),
                     hint: String? = nil) -> Result<(root: SourceNode, valueCount: Int), DiagnosticError> {
            .failure(DiagnosticError([Diagnostic(file: file, location: location, path: "", message: message, hint: hint)]))
        }
        if data.count > limits.maxBytes {
            return failure("the file is \(data.count) bytes; the limit is \(limits.maxBytes)")
        }
        var text: String
        switch TextDecoding.decodeUTF8(data) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return failure(problem.message, problem.location, hint: problem.hint)
        }
        if text.unicodeScalars.allSatisfy({ $0 == "\u{FEFF}" || $0.properties.isWhitespace }) {
            return failure("the file is empty; expected an object such as \(example)")
        }
        // A byte-order mark is not content: without it, columns count from the first character
        // and the JSON fast path reads the file.
        if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
        if let location = ComplexKeyGuard.check(text) {
            return failure("a key that is a collection or an alias is not supported in a file that uses aliases", location,
                           hint: "keys must be plain strings")
        }
        if limits.jsonFastPath {
            switch StrictJSONReader.read(text, limits: limits) {
            case .document(let root, let count): return .success((root, count))
            case .tooManyValues(let pointer, let location):
                let (message, hint) = Self.tooManyValues(limits.maxValues, aliases: false)
                return .failure(DiagnosticError([Diagnostic(file: file, location: location, path: pointer.description,
                                                            message: message, hint: hint)]))
            case .duplicateKey(let key, let pointer, let location):
                return .failure(DiagnosticError([Diagnostic(file: file, location: location, path: pointer.description,
                                                            message: "duplicate key \(quoted(key)): a key may appear only once in an object")]))
            case .unsupported: break
            }
        }
        let root: Node
        do {
            // The basic resolver: `NodeConversion` resolves scalars itself, and Yams's default
            // one runs regular expressions on every key it hashes to find duplicates (two
            // thirds of the decode time of a 100,000-row YAML spec).
            guard let composed = try Yams.compose(yaml: text, .basic) else {
                return failure("the file has no content, only comments; expected an object")
            }
            root = composed
        } catch let error as YamlError {
            let (message, location) = SyntaxErrorMessage.describe(error, in: text, json: strictJSON)
            return failure(message, location)
        } catch {
            return failure("cannot parse the file: \(error)")
        }
        // Aliases may multiply a document (the "billion laughs"): then the value cap scales
        // with the text, 8 values a byte but at least 200,000, so a bomb of a few hundred
        // bytes stops in a few milliseconds rather than after 2,000,000 values.
        let aliases = text.contains("*")
        var conversionLimits = limits
        if aliases { conversionLimits.maxValues = min(limits.maxValues, max(200_000, 8 * text.utf8.count)) }
        var converter = NodeConversion(file: file, limits: conversionLimits, aliases: aliases)
        // The text of the scalars too: an alias repeats its anchor's text, and every copy is
        // resolved and later measured, so the whole may be at most a few times the file.
        converter.maxTextBytes = aliases ? 4 * text.utf8.count + (1 << 20) : .max
        let node = converter.convert(root, pointer: .root, depth: 0)
        if !converter.diagnostics.isEmpty { return .failure(DiagnosticError(converter.diagnostics)) }
        // YAML accepted it; a .json file must also be JSON (the fast path above only takes JSON).
        if strictJSON, let problem = JSONSyntax.firstProblem(in: text) {
            return failure(problem.message, problem.location, hint: problem.hint)
        }
        return .success((node, converter.count))
    }

    /// The message for a document past the value cap, and why it may be that large: YAML
    /// aliases multiplying it, or simply too much. One wording for both routes.
    static func tooManyValues(_ limit: Int, aliases: Bool) -> (message: String, hint: String) {
        ("the document holds more than \(limit) values",
         aliases ? "YAML aliases (*name) are expanded; a few of them can multiply a document"
            : "a spec holds at most \(SpecLimits.maxRows) rows; split the screen into several specs")
    }

    /// A `.json` file is read as strict JSON (RFC 8259); anything else as YAML.
    static func isJSON(_ file: String) -> Bool { file.lowercased().hasSuffix(".json") }
}

/// Yams nodes -> `SourceNode`: resolves plain scalars by the YAML 1.2 core schema (the JSON
/// types; `yes` and `on` stay strings), expands `<<` merge keys, and enforces the depth and
/// size limits while walking, so an alias bomb stops after `maxValues` nodes.
private struct NodeConversion {
    let file: String
    let limits: SourceDocument.Limits
    var diagnostics: [Diagnostic] = []
    var count = 0
    var stopped = false
    /// The most bytes of scalar text the document may expand to.
    var maxTextBytes = Int.max
    var textBytes = 0

    /// Whether the text has aliases, for the hint when the document is too large.
    let aliases: Bool

    init(file: String, limits: SourceDocument.Limits, aliases: Bool) {
        self.file = file; self.limits = limits; self.aliases = aliases
    }

    mutating func fail(_ message: String, _ pointer: JSONPointer, _ location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(file: file, location: location, path: pointer.description, message: message, hint: hint))
    }

    mutating func convert(_ node: Node, pointer: JSONPointer, depth: Int) -> SourceNode {
        let location = node.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? SourceLocation(line: 1, column: 1)
        let placeholder = SourceNode(value: .null, location: location, pointer: pointer)
        if stopped { return placeholder }
        count += 1
        if count > limits.maxValues {
            stopped = true
            let (message, hint) = SourceDocument.tooManyValues(limits.maxValues, aliases: aliases)
            fail(message, pointer, location, hint: hint)
            return placeholder
        }
        switch node {
        case .scalar(let scalar):
            textBytes += scalar.string.utf8.count
            if textBytes > maxTextBytes {
                stopped = true
                fail("the aliases expand the document's text to more than \(maxTextBytes) bytes", pointer, location,
                     hint: "an alias repeats all of its anchor's text; anchor short values, or write them out")
                return placeholder
            }
            return SourceNode(value: resolve(scalar, pointer, location), location: location, pointer: pointer)
        case .alias:
            // Yams resolves aliases while composing; this case does not occur.
            return placeholder
        case .sequence(let sequence):
            guard checkDepth(depth, pointer, location) else { return placeholder }
            checkTag(sequence.tag, expected: .seq, pointer, location)
            var items: [SourceNode] = []
            items.reserveCapacity(sequence.count)
            for (i, item) in sequence.enumerated() {
                items.append(convert(item, pointer: pointer.appending(i), depth: depth + 1))
                if stopped { break }
            }
            return SourceNode(value: .array(items), location: location, pointer: pointer)
        case .mapping(let mapping):
            guard checkDepth(depth, pointer, location) else { return placeholder }
            checkTag(mapping.tag, expected: .map, pointer, location)
            var members: [SourceNode.Member] = []
            var merged: [SourceNode.Member] = []
            for (keyNode, valueNode) in mapping {
                guard case .scalar(let keyScalar) = keyNode else {
                    let keyLocation = keyNode.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? location
                    fail("a key must be a string, found a \(keyNode.mapping != nil ? "mapping" : "sequence")", pointer, keyLocation)
                    continue
                }
                let key = keyScalar.string
                let keyLocation = keyScalar.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? location
                if key == "<<" && keyScalar.style == .plain {
                    merged += mergeSources(valueNode, into: pointer, depth: depth)
                    continue
                }
                let value = convert(valueNode, pointer: pointer.appending(key), depth: depth + 1)
                members.append(SourceNode.Member(key: key, keyLocation: keyLocation, value: value))
                if stopped { break }
            }
            // Merge keys supply defaults: keys written in this mapping win.
            let own = Set(members.map(\.key))
            var seen = Set<String>()
            for member in merged where !own.contains(member.key) && seen.insert(member.key).inserted {
                members.append(member)
            }
            return SourceNode(value: .object(members), location: location, pointer: pointer)
        }
    }

    /// The members a `<<` key brings in: one mapping, or a list of mappings (earlier ones win).
    mutating func mergeSources(_ node: Node, into pointer: JSONPointer, depth: Int) -> [SourceNode.Member] {
        let sources: [Node]
        switch node {
        case .mapping: sources = [node]
        case .sequence(let sequence) where sequence.allSatisfy({ $0.mapping != nil }): sources = Array(sequence)
        default:
            let location = node.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? SourceLocation(line: 1, column: 1)
            fail("a merge key (<<) needs a mapping or a list of mappings", pointer, location)
            return []
        }
        var result: [SourceNode.Member] = []
        for source in sources {
            // Converted in place of the enclosing mapping, so pointers name where values land.
            let converted = convert(source, pointer: pointer, depth: depth)
            if case .object(let members) = converted.value { result += members }
        }
        return result
    }

    mutating func checkDepth(_ depth: Int, _ pointer: JSONPointer, _ location: SourceLocation) -> Bool {
        guard depth >= limits.maxDepth else { return true }
        stopped = true
        fail("values are nested more than \(limits.maxDepth) levels deep", pointer, location)
        return false
    }

    mutating func checkTag(_ tag: Tag, expected: Tag.Name, _ pointer: JSONPointer, _ location: SourceLocation) {
        let name = tag.rawValue
        if name == Tag.Name.implicit.rawValue || name == Tag.Name.nonSpecific.rawValue || name == expected.rawValue { return }
        fail("unsupported YAML tag \(quoted(name))", pointer, location, hint: "remove the tag")
    }

    mutating func resolve(_ scalar: Node.Scalar, _ pointer: JSONPointer, _ location: SourceLocation) -> SourceNode.Value {
        let text = scalar.string
        let tag = scalar.tag.rawValue
        switch tag {
        case Tag.Name.implicit.rawValue:
            return scalar.style == .plain ? CoreSchema.resolvePlain(text) : .string(text, quoted: true)
        case Tag.Name.nonSpecific.rawValue, Tag.Name.str.rawValue:
            return .string(text, quoted: true)
        case Tag.Name.null.rawValue, Tag.Name.bool.rawValue, Tag.Name.int.rawValue, Tag.Name.float.rawValue:
            let value = CoreSchema.resolvePlain(text)
            if case .string = value {
                fail("\(quoted(text)) is not a valid \(tag.replacingOccurrences(of: "tag:yaml.org,2002:", with: "!!"))",
                     pointer, location)
            }
            return value
        default:
            fail("unsupported YAML tag \(quoted(tag))", pointer, location, hint: "remove the tag")
            return .string(text, quoted: true)
        }
    }
}

/// The YAML 1.2 core schema for plain scalars: null, true/false, integers (decimal, 0o, 0x)
/// and floats (with .inf and .nan). Everything else is a string.
enum CoreSchema {
    static func resolvePlain(_ text: String) -> SourceNode.Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity, literal: text)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity, literal: text)
        case ".nan", ".NaN", ".NAN": return .number(.nan, literal: text)
        default: break
        }
        if let v = radixInteger(text) { return .number(v, literal: text) }
        if isDecimal(text), let v = Double(text) { return .number(v, literal: text) }
        return .string(text, quoted: false)
    }

    private static func radixInteger(_ text: String) -> Double? {
        let radix: Int
        if text.hasPrefix("0x") { radix = 16 } else if text.hasPrefix("0o") { radix = 8 } else { return nil }
        let digits = text.dropFirst(2)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && Int(String($0), radix: radix) != nil }) else { return nil }
        if let v = Int(digits, radix: radix) { return Double(v) }
        return .infinity
    }

    /// `[-+]? ( "." [0-9]+ | [0-9]+ ( "." [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    static func isDecimal(_ text: String) -> Bool {
        var chars = Substring(text).utf8[...]
        func digits() -> Int {
            var n = 0
            while let c = chars.first, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { chars = chars.dropFirst(); n += 1 }
            return n
        }
        if let c = chars.first, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { chars = chars.dropFirst() }
        let whole = digits()
        var fraction = 0
        if chars.first == UInt8(ascii: ".") {
            chars = chars.dropFirst()
            fraction = digits()
            if whole == 0 && fraction == 0 { return false }
        } else if whole == 0 {
            return false
        }
        if let c = chars.first, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            chars = chars.dropFirst()
            if let s = chars.first, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { chars = chars.dropFirst() }
            if digits() == 0 { return false }
        }
        return chars.isEmpty
    }
}
