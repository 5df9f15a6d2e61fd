/// Small constructors for the JSON Schema documents TableMock ships, so the schemas read as
/// a list of fields and every closed set of names comes from the code that decodes it.
enum SchemaBuilding {
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// An object with only the members that have a value, in order.
    static func node(_ members: (String, JSONValue?)...) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key, $0) } })
    }

    /// A field: its type keywords, then what an editor shows (description, default, examples).
    static func field(_ type: JSONValue, _ description: String, default value: JSONValue? = nil,
                      examples: [JSONValue]) -> JSONValue {
        guard case .object(var members) = type else { return type }
        members.append(("description", .string(description)))
        if let value { members.append(("default", value)) }
        members.append(("examples", .array(examples)))
        return .object(members)
    }

    static func ref(_ name: String) -> JSONValue { node(("$ref", .string("#/$defs/\(name)"))) }

    static func names(_ values: [String]) -> JSONValue {
        node(("type", "string"), ("enum", .array(values.map(JSONValue.string))))
    }

    static func names<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> JSONValue where Choice.RawValue == String {
        names(Choice.allCases.map(\.rawValue))
    }

    static let boolean = node(("type", "boolean"))
    static func text(maxLength: Int = SpecLimits.maxTextLength) -> JSONValue {
        node(("type", "string"), ("maxLength", .number(Double(maxLength))))
    }
    /// A string with something other than white space in it (names, paths).
    static let nonEmptyText = node(("type", "string"), ("pattern", "\\S"), ("maxLength", .number(Double(SpecLimits.maxTextLength))))

    /// A number greater than 0 and at most `maximum`.
    static func positive(atMost maximum: Double) -> JSONValue {
        node(("type", "number"), ("exclusiveMinimum", 0), ("maximum", .number(maximum)))
    }

    static func integer(_ range: ClosedRange<Int>) -> JSONValue {
        node(("type", "integer"), ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound))))
    }

    /// A closed object: only `properties`, plus comment keys when `comments` is set.
    static func object(_ description: String?, _ properties: [(String, JSONValue)], required: [String] = [],
                       comments: Bool = false, minProperties: Int? = nil) -> JSONValue {
        var props = properties
        if comments { props.append(("notes", node(("description", "A comment; ignored.")))) }
        return node(("type", "object"),
                    ("description", description.map(JSONValue.string)),
                    ("properties", .object(props)),
                    ("patternProperties", comments ? node(("^_", node(("description", "A comment; ignored.")))) : nil),
                    ("required", required.isEmpty ? nil : .array(required.map(JSONValue.string))),
                    ("minProperties", minProperties.map { .number(Double($0)) }),
                    ("additionalProperties", false))
    }
}
