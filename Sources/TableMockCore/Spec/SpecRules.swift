/// Checks that involve more than one value of a spec. Each rule is small and checks one
/// thing; all of them run (also after other errors, on what was read), so the user sees
/// every problem at once.
enum SpecRules {
    struct Problem {
        var pointer: String
        var message: String
        var hint: String?
    }

    typealias Rule = @Sendable (Spec) -> [Problem]

    static let all: [Rule] = [indexNeedsPlainTable]

    static func check(_ spec: Spec, file: String, locations: [String: SourceLocation]) -> [Diagnostic] {
        all.flatMap { rule in
            rule(spec).map { problem in
                Diagnostic(file: file, location: locations[problem.pointer], path: problem.pointer,
                           message: problem.message, hint: problem.hint)
            }
        }
    }

    /// The HIG: a grouped table view doesn't include an index.
    static let indexNeedsPlainTable: Rule = { spec in
        guard spec.table.index != nil, spec.table.style != .plain else { return [] }
        return [Problem(pointer: "/table/index",
                        message: "an index needs a plain table; this table's style is \(quoted(spec.table.style.rawValue))",
                        hint: "the guidelines: a grouped table view doesn't include an index; use style plain or remove index")]
    }
}
