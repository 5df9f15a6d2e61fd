/// Specs that decode but that TableMock refuses to draw, because UIKit has no such
/// picture. `tablemock lint` reports the same spec as a warning of the named rule, so an
/// author can see it beside the other guideline findings.
extension PreparedSpec {
    public func renderBlockers() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let table = spec.table
        if table.index != nil && table.style != .plain {
            problems.append(Diagnostic(
                file: file, location: decoded.locations["/table/index"], path: "/table/index",
                message: "an index needs a plain table; this table's style is \"\(table.style.rawValue)\" "
                    + "(the guidelines: a grouped table view doesn't include an index)",
                hint: "use style plain or remove index", rule: IndexOnGroupedTableRule.id))
        }
        return problems
    }

    /// Throws the render blockers, if any.
    public func checkRenderable() throws(DiagnosticError) {
        let problems = renderBlockers()
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }
}
