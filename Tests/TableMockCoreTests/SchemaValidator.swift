import Foundation
@testable import TableMockCore

/// A small JSON Schema (draft 2020-12) validator for the keywords TableMock's schemas use,
/// so tests can check that the schema and the decoder agree without any outside tool.
struct SchemaValidator {
    let root: JSONValue

    /// Keywords this validator checks; `SchemaTests` asserts the schemas use no others.
    static let assertions: Set<String> = [
        "type", "enum", "const", "properties", "patternProperties", "additionalProperties", "required",
        "propertyNames", "minProperties", "items", "minItems", "maxItems", "oneOf", "anyOf", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "$ref",
    ]
    /// Keywords that only annotate.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "default", "examples"]

    /// Every problem, as `/instance/path: what`; empty when the instance is valid.
    func errors(_ instance: JSONValue) -> [String] { check(instance, root, "") }

    private func check(_ value: JSONValue, _ schema: JSONValue, _ path: String) -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): not allowed"] }
        var problems: [String] = []
        func fail(_ message: String) { problems.append("\(path): \(message)") }

        if let ref = schema["$ref"]?.stringValue { problems += check(value, resolve(ref), path) }
        if let type = schema["type"] {
            let names = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !names.contains(where: { Self.matches(value, type: $0) }) { fail("expected \(names.joined(separator: " or "))") }
        }
        if let options = schema["enum"]?.arrayValue, !options.contains(value) { fail("not one of the enum values") }
        if let constant = schema["const"], constant != value { fail("not the constant") }

        if case .object(let members) = value {
            let properties = schema["properties"]?.objectValue ?? []
            let patterns = schema["patternProperties"]?.objectValue ?? []
            for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.0 == key }) {
                fail("missing \(key)")
            }
            if let n = schema["minProperties"], case .number(let min) = n, Double(members.count) < min { fail("too few members") }
            for (key, member) in members {
                let memberPath = path + "/" + key
                if let names = schema["propertyNames"] { problems += check(.string(key), names, memberPath) }
                var matched = false
                if let sub = properties.first(where: { $0.0 == key })?.1 { matched = true; problems += check(member, sub, memberPath) }
                for (pattern, sub) in patterns where Self.search(pattern, key) { matched = true; problems += check(member, sub, memberPath) }
                if !matched, let extra = schema["additionalProperties"] { problems += check(member, extra, memberPath) }
            }
        }
        if case .array(let items) = value {
            if let sub = schema["items"] { for (i, item) in items.enumerated() { problems += check(item, sub, "\(path)/\(i)") } }
            if case .number(let n)? = schema["maxItems"], Double(items.count) > n { fail("too many items") }
            if case .number(let n)? = schema["minItems"], Double(items.count) < n { fail("too few items") }
        }
        if case .number(let x) = value {
            if case .number(let n)? = schema["minimum"], x < n { fail("less than \(n)") }
            if case .number(let n)? = schema["maximum"], x > n { fail("more than \(n)") }
            if case .number(let n)? = schema["exclusiveMinimum"], x <= n { fail("not more than \(n)") }
            if case .number(let n)? = schema["exclusiveMaximum"], x >= n { fail("not less than \(n)") }
        }
        if case .string(let s) = value {
            let length = Double(s.unicodeScalars.count)
            if case .number(let n)? = schema["minLength"], length < n { fail("too short") }
            if case .number(let n)? = schema["maxLength"], length > n { fail("too long") }
            if let pattern = schema["pattern"]?.stringValue, !Self.search(pattern, s) { fail("does not match \(pattern)") }
        }
        if let options = schema["oneOf"]?.arrayValue {
            let passing = options.filter { check(value, $0, path).isEmpty }.count
            if passing != 1 { fail("matches \(passing) of the oneOf alternatives, not exactly one") }
        }
        if let options = schema["anyOf"]?.arrayValue, !options.contains(where: { check(value, $0, path).isEmpty }) {
            fail("matches none of the anyOf alternatives")
        }
        return problems
    }

    private func resolve(_ ref: String) -> JSONValue {
        precondition(ref.hasPrefix("#/"), "only local references")
        var node = root
        for key in ref.dropFirst(2).split(separator: "/") { node = node[String(key)] ?? .bool(false) }
        return node
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let n)):
            return n.rounded() == n
        default:
            return false
        }
    }

    static func search(_ pattern: String, _ text: String) -> Bool {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

extension JSONValue {
    /// A JSON or YAML document read the way the decoders read it (YAML 1.2 core types).
    static func parse(_ data: Data) throws -> JSONValue {
        try JSONValue(SourceDocument.parse(data, file: "document").get())
    }

    init(_ node: SourceNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n, _): self = .number(n)
        case .string(let s, _): self = .string(s)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.value)) })
        }
    }

    /// Every keyword used anywhere in a schema (the names of schema objects' members).
    func schemaKeywords() -> Set<String> {
        guard case .object(let members) = self else {
            return arrayValue.map { $0.reduce(into: Set()) { $0.formUnion($1.schemaKeywords()) } } ?? []
        }
        var found = Set<String>()
        for (key, value) in members {
            found.insert(key)
            switch key {
            case "properties", "patternProperties", "$defs":
                for (_, sub) in value.objectValue ?? [] { found.formUnion(sub.schemaKeywords()) }
            case "items", "additionalProperties", "propertyNames":
                found.formUnion(value.schemaKeywords())
            case "oneOf", "anyOf":
                for sub in value.arrayValue ?? [] { found.formUnion(sub.schemaKeywords()) }
            default:
                break
            }
        }
        return found
    }
}
