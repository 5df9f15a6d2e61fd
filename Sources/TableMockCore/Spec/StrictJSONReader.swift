/// A fast path for well-formed JSON: reads it straight into `SourceNode`s with the same
/// values, pointers and line:column marks that the YAML route (Yams + `NodeConversion`)
/// gives. A duplicate key it reports itself, at the second key. Anything else unusual — a
/// syntax error, a BOM, CR or Unicode line
/// separators, surrogate escapes, deep nesting, too many values — returns nil, and the YAML
/// route runs and reports it in its own words. So diagnostics never depend on this reader;
/// it only makes a 100,000-row spec decode several times faster.
struct StrictJSONReader {
    private let bytes: [UInt8]
    private let limits: SourceDocument.Limits
    private var index = 0
    private var line = 1
    /// A byte on the current line and its column, so columns are counted incrementally
    /// (a minified file is one long line).
    private var markIndex = 0
    private var markColumn = 1
    private(set) var count = 0

    private struct Unsupported: Error {}
    /// More values than `limits.maxValues`: the YAML route would only spend seconds to say so.
    private struct TooManyValues: Error { var pointer: JSONPointer; var location: SourceLocation }
    /// A key written twice in one object: reported at the second one, with the object's path
    /// (the YAML route only knows the first).
    private struct DuplicateKey: Error { var key: String; var pointer: JSONPointer; var location: SourceLocation }

    enum Outcome {
        case document(root: SourceNode, valueCount: Int)
        case tooManyValues(pointer: JSONPointer, location: SourceLocation)
        case duplicateKey(key: String, pointer: JSONPointer, location: SourceLocation)
        case unsupported
    }

    init(_ text: String, limits: SourceDocument.Limits) {
        bytes = Array(text.utf8)
        self.limits = limits
    }

    /// The document's root; or where it passed the value limit; or `.unsupported` when the
    /// YAML route must read it.
    static func read(_ text: String, limits: SourceDocument.Limits) -> Outcome {
        var reader = StrictJSONReader(text, limits: limits)
        guard reader.startsLikeJSON() else { return .unsupported }
        do {
            return .document(root: try reader.document(), valueCount: reader.count)
        } catch let error as TooManyValues {
            return .tooManyValues(pointer: error.pointer, location: error.location)
        } catch let error as DuplicateKey {
            return .duplicateKey(key: error.key, pointer: error.pointer, location: error.location)
        } catch {
            return .unsupported
        }
    }

    private func startsLikeJSON() -> Bool {
        // CR, NEL, LS and PS count as line breaks in YAML; leave those files to it.
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0D { return false }
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 { return false }
            if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return false }
            if b == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { return false }
            i += 1
        }
        var j = 0
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x09 { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: "{")
    }

    private mutating func document() throws -> SourceNode {
        skipSpace()
        let root = try value(parent: .root, step: .none, depth: 0)
        skipSpace()
        guard index == bytes.count else { throw Unsupported() }
        return root
    }

    /// Column as YAML counts it: in characters (Unicode scalars), 1-based.
    private mutating func location() -> SourceLocation {
        while markIndex < index {
            if bytes[markIndex] & 0xC0 != 0x80 { markColumn += 1 }
            markIndex += 1
        }
        return SourceLocation(line: line, column: markColumn)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09: index += 1
            case 0x0A: index += 1; line += 1; markIndex = index; markColumn = 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard index < bytes.count, bytes[index] == byte else { throw Unsupported() }
        index += 1
    }

    /// A value at `parent` and then `step`. Objects and arrays spell their pointer out (their
    /// members need it); a scalar keeps the two parts, and its pointer costs nothing unless
    /// a message names it.
    private mutating func value(parent: JSONPointer, step: SourceNode.Step, depth: Int) throws -> SourceNode {
        func own() -> JSONPointer {
            switch step {
            case .none: parent
            case .key(let key): parent.appending(key)
            case .index(let index): parent.appending(index)
            }
        }
        count += 1
        guard index < bytes.count else { throw Unsupported() }
        let here = location()
        if count > limits.maxValues { throw TooManyValues(pointer: own(), location: here) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < limits.maxDepth else { throw Unsupported() }
            let pointer = own()
            return SourceNode(value: .object(try members(pointer: pointer, depth: depth)), location: here, pointer: pointer)
        case UInt8(ascii: "["):
            guard depth < limits.maxDepth else { throw Unsupported() }
            let pointer = own()
            return SourceNode(value: .array(try items(pointer: pointer, depth: depth)), location: here, pointer: pointer)
        case UInt8(ascii: "\""):
            return SourceNode(value: .string(try string(), quoted: true), location: here, parent: parent, step: step)
        default:
            return SourceNode(value: try literal(), location: here, parent: parent, step: step)
        }
    }

    private mutating func members(pointer: JSONPointer, depth: Int) throws -> [SourceNode.Member] {
        index += 1
        var result: [SourceNode.Member] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return result }
        var keys: Set<String> = []
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Unsupported() }
            let keyLocation = location()
            let key = try string()
            if result.count < 8 {
                if result.contains(where: { $0.key == key }) { throw DuplicateKey(key: key, pointer: pointer, location: keyLocation) }
            } else {
                if keys.isEmpty { keys = Set(result.map(\.key)) }
                guard keys.insert(key).inserted else { throw DuplicateKey(key: key, pointer: pointer, location: keyLocation) }
            }
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            let member = try value(parent: pointer, step: .key(key), depth: depth + 1)
            result.append(SourceNode.Member(key: key, keyLocation: keyLocation, value: member))
            skipSpace()
            guard index < bytes.count else { throw Unsupported() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"))
            return result
        }
    }

    private mutating func items(pointer: JSONPointer, depth: Int) throws -> [SourceNode] {
        index += 1
        var result: [SourceNode] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return result }
        while true {
            skipSpace()
            result.append(try value(parent: pointer, step: .index(result.count), depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw Unsupported() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"))
            return result
        }
    }

    /// A double-quoted string with JSON escapes; raw control characters and surrogate
    /// escapes are left to the YAML route.
    private mutating func string() throws -> String {
        index += 1
        let start = index
        // The common case: no escapes, so the bytes are the string.
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw Unsupported() }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if b < 0x20 { throw Unsupported() }
            guard b == UInt8(ascii: "\\") else { scalars.append(b); index += 1; continue }
            guard index + 1 < bytes.count else { throw Unsupported() }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(code) else { throw Unsupported() }
                index += 4
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw Unsupported()
            }
        }
        throw Unsupported()
    }

    /// A number, true, false or null, resolved as YAML's core schema resolves it.
    private mutating func literal() throws -> SourceNode.Value {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                index += 1
            default:
                return try resolve(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }
        return try resolve(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private func resolve(_ text: String) throws -> SourceNode.Value {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            guard Self.isJSONNumber(text) else { throw Unsupported() }
            return CoreSchema.resolvePlain(text)
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`
    static func isJSONNumber(_ text: String) -> Bool {
        var s = Substring(text).utf8[...]
        func digits() -> Int {
            var n = 0
            while let c = s.first, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { s = s.dropFirst(); n += 1 }
            return n
        }
        if s.first == UInt8(ascii: "-") { s = s.dropFirst() }
        if s.first == UInt8(ascii: "0") {
            s = s.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if s.first == UInt8(ascii: ".") {
            s = s.dropFirst()
            if digits() == 0 { return false }
        }
        if let c = s.first, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            s = s.dropFirst()
            if let sign = s.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { s = s.dropFirst() }
            if digits() == 0 { return false }
        }
        return s.isEmpty
    }
}
