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

    /// An index on a grouped table used to be an error here; it is now the lint rule
    /// `index-on-grouped-table` (a warning, an error under `--strict`), as the guidelines
    /// advise rather than forbid it and the layout simply does not draw the index.
    static let all: [Rule] = []

    static func check(_ spec: Spec, file: String, locations: [String: SourceLocation]) -> [Diagnostic] {
        all.flatMap { rule in
            rule(spec).map { problem in
                Diagnostic(file: file, location: locations[problem.pointer], path: problem.pointer,
                           message: problem.message, hint: problem.hint)
            }
        }
    }
}
