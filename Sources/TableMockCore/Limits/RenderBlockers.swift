/// Specs that decode but that TableMock refuses to draw by default, because the guidelines
/// rule them out. Each carries a lint rule id: `validate`, `lint` and `render` all report it
/// as an error, and turning the rule off (`lint.disable` in the spec, or `--lint-disable`)
/// draws the spec anyway, as UIKit would.
extension PreparedSpec {
    /// The lint rules the blockers below carry.
    public static let renderBlockingRuleIDs: Set<String> = [IndexOnGroupedTableRule.id]

    /// The blockers, less the rules the spec or the run (`disabled`) turns off.
    public func renderBlockers(disabled: Set<String> = []) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let table = spec.table
        let off = disabled.union(spec.lint.disable)
        if table.index != nil && table.style != .plain && !off.contains(IndexOnGroupedTableRule.id) {
            problems.append(Diagnostic(
                file: file, location: decoded.locations["/table/index"], path: "/table/index",
                message: "an index needs a plain table; this table's style is \"\(table.style.rawValue)\" "
                    + "(the guidelines: a grouped table view doesn't include an index)",
                hint: "use style plain or remove index, or add \"\(IndexOnGroupedTableRule.id)\" to lint.disable to draw it anyway",
                rule: IndexOnGroupedTableRule.id))
        }
        return problems
    }

    /// Throws the render blockers, if any.
    public func checkRenderable(disabled: Set<String> = []) throws(DiagnosticError) {
        let problems = renderBlockers(disabled: disabled)
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }
}
