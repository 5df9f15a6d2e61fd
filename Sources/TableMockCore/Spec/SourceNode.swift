/// A value read from a JSON or YAML file, typed the JSON way, with the place it was written
/// and its JSON Pointer. YAML aliases and merge keys are already expanded, so every node
/// has exactly one pointer.
struct SourceNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number and its text as written, for messages.
        case number(Double, literal: String)
        /// `quoted` is true for quoted and block scalars: text the author marked as text.
        case string(String, quoted: Bool)
        case object([Member])
        case array([SourceNode])
    }

    struct Member: Sendable {
        var key: String
        var keyLocation: SourceLocation
        var value: SourceNode
    }

    var value: Value
    var location: SourceLocation
    var pointer: JSONPointer

    /// How the value reads in a message: `the number 44`, `the string "44"`, `an array`.
    /// What kind of value this is, without its content ("a string"): for a file that may
    /// not be a spec or theme at all, whose text must not be quoted back.
    var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .object: return "an object"
        case .array: return "an array"
        }
    }

    var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "the boolean \(b)"
        case .number(_, let literal): return "the number \(literal)"
        case .string(let s, _): return "the string \(quoted(s))"
        case .object: return "an object"
        case .array: return "an array"
        }
    }
}
