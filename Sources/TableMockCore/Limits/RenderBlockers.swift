/// Specs that decode but that TableMock refuses to draw by default, because the guidelines
/// rule them out: the render-blocking judges (`SpecJudges`, stage `renderBlocker`). Each
/// carries a lint rule id: `validate`, `lint` and `render` all report it as an error, and
/// turning the rule off (`lint.disable` in the spec, or `--lint-disable`) draws the spec
/// anyway, as UIKit would.
enum RenderBlockers {
    /// An index needs a plain table.
    static let indexOnGroupedTable: @Sendable (SpecJudge.Context) -> [SpecJudge.Problem] = { context in
        let table = context.spec.table
        guard table.index != nil && table.style != .plain else { return [] }
        return [SpecJudge.Problem(pointer: "/table/index",
                                  message: "an index needs a plain table; this table's style is \"\(table.style.rawValue)\" "
                                      + "(the guidelines: a grouped table view doesn't include an index)",
                                  hint: "use style plain or remove index, or add \"\(IndexOnGroupedTableRule.id)\" to lint.disable to draw it anyway")]
    }
}

extension PreparedSpec {
    /// The lint rules the render blockers carry.
    public static var renderBlockingRuleIDs: Set<String> { SpecJudges.renderBlockingRuleIDs }

    /// The blockers, less the rules the spec or the run (`disabled`) turns off.
    public func renderBlockers(disabled: Set<String> = []) -> [Diagnostic] {
        SpecJudges.problems(.renderBlocker, SpecJudge.Context(spec: spec, theme: theme), file: file, locations: decoded.locations,
                            disabled: disabled.union(spec.lint.disable))
    }

    /// Throws the render blockers, if any.
    public func checkRenderable(disabled: Set<String> = []) throws(DiagnosticError) {
        let problems = renderBlockers(disabled: disabled)
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }
}
