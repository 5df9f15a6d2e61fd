#if MCP
import Foundation
import MCP

/// A tool call's arguments, read against the tool's input schema. A call that does not
/// match the schema (an argument the tool does not have, a value of the wrong JSON type or
/// outside its list) is a malformed request: a protocol error (`invalidParams`), not a
/// tool result. What the values mean for a spec is the tool's business.
struct ToolArguments {
    let tool: String
    let values: [String: Value]

    init(_ tool: String, _ values: [String: Value]?, allowed: [String]) throws(MCPError) {
        self.tool = tool
        var present = values ?? [:]
        present = present.filter { !$0.value.isNull }
        for key in present.keys.sorted() where !allowed.contains(key) {
            throw MCPError.invalidParams("\(tool) has no argument \"\(key)\"; its arguments are: \(allowed.joined(separator: ", "))")
        }
        self.values = present
    }

    func wrong(_ key: String, _ expected: String) -> MCPError {
        .invalidParams("\(tool): argument \"\(key)\" must be \(expected)")
    }

    func string(_ key: String) throws(MCPError) -> String? {
        guard let value = values[key] else { return nil }
        guard let text = value.stringValue else { throw wrong(key, "a string") }
        return text
    }

    func number(_ key: String, greaterThan lower: Double, atMost upper: Double) throws(MCPError) -> Double? {
        guard let value = values[key] else { return nil }
        let number: Double
        if let i = value.intValue { number = Double(i) } else if let d = value.doubleValue { number = d } else {
            throw wrong(key, "a number")
        }
        guard number.isFinite, number > lower, number <= upper else {
            throw wrong(key, "greater than \(Self.format(lower)) and at most \(Self.format(upper)) (got \(Self.format(number)))")
        }
        return number
    }

    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type = E.self) throws(MCPError) -> E?
    where E.RawValue == String {
        guard let text = try string(key) else { return nil }
        return try Self.choice(text, E.self, key: key, arguments: self)
    }

    /// A name from a closed list given as strings (the devices).
    func name(_ key: String, in names: [String]) throws(MCPError) -> String? {
        guard let text = try string(key) else { return nil }
        guard names.contains(text) else { throw wrong(key, "one of: \(names.joined(separator: ", ")) (got \"\(text)\")") }
        return text
    }

    /// A list of names of `E`; nil when absent.
    func choices<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type = E.self) throws(MCPError) -> [E]?
    where E.RawValue == String {
        guard let texts = try strings(key) else { return nil }
        var result: [E] = []
        for text in texts { result.append(try Self.choice(text, E.self, key: key, arguments: self)) }
        return result
    }

    func strings(_ key: String) throws(MCPError) -> [String]? {
        guard let value = values[key] else { return nil }
        guard let items = value.arrayValue else { throw wrong(key, "an array of strings") }
        var result: [String] = []
        for item in items {
            guard let text = item.stringValue else { throw wrong(key, "an array of strings") }
            if !result.contains(text) { result.append(text) }
        }
        guard !result.isEmpty else { throw wrong(key, "a non-empty array") }
        return result
    }

    private static func choice<E: RawRepresentable & CaseIterable>(_ text: String, _ type: E.Type, key: String,
                                                                    arguments: ToolArguments) throws(MCPError) -> E
    where E.RawValue == String {
        guard let value = E(rawValue: text) else {
            throw arguments.wrong(key, "one of: \(E.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(text)\")")
        }
        return value
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : String(number)
    }
}

/// JSON Schema fragments for tool inputs, as a model reads them.
enum InputSchema {
    static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        var members: [String: Value] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { members["required"] = .array(required.map { .string($0) }) }
        return .object(members)
    }

    static func string(_ description: String) -> Value {
        ["type": "string", "description": .string(description)]
    }

    static func names(_ names: [String], _ description: String) -> Value {
        ["type": "string", "enum": .array(names.map { .string($0) }), "description": .string(description)]
    }

    static func names<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ description: String) -> Value where E.RawValue == String {
        names(E.allCases.map(\.rawValue), description)
    }

    static func list<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ description: String) -> Value where E.RawValue == String {
        ["type": "array", "items": ["type": "string", "enum": .array(E.allCases.map { .string($0.rawValue) })],
         "minItems": 1, "description": .string(description)]
    }

    static func number(greaterThan lower: Double, atMost upper: Double, _ description: String) -> Value {
        ["type": "number", "exclusiveMinimum": .double(lower), "maximum": .double(upper), "description": .string(description)]
    }
}
#endif
