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

    /// The last step of a pointer, kept apart so that a scalar's pointer is only spelled out
    /// when a message needs it: a 100,000-row spec has 400,000 of them.
    enum Step: Sendable {
        case none
        case key(String)
        case index(Int)
    }

    var value: Value
    var location: SourceLocation
    /// The pointer, or the parent's when `step` is not `.none`.
    private var base: JSONPointer
    private var step: Step

    var pointer: JSONPointer {
        switch step {
        case .none: base
        case .key(let key): base.appending(key)
        case .index(let index): base.appending(index)
        }
    }

    init(value: Value, location: SourceLocation, pointer: JSONPointer) {
        self.value = value; self.location = location; base = pointer; step = .none
    }

    /// A value whose pointer is `parent` and then `step`, spelled out when asked for.
    init(value: Value, location: SourceLocation, parent: JSONPointer, step: Step) {
        self.value = value; self.location = location; base = parent; self.step = step
    }

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
