/// An index asked of a grouped table, which the guidelines rule out. Unlike the other rules
/// it is an error: `render` refuses such a spec (`PreparedSpec.renderBlockers`) and
/// `validate` and `lint` say so with the same line, until the rule is turned off.
public struct IndexOnGroupedTableRule: LintRule {
    public static let id = "index-on-grouped-table"
    public static let summary = "A section index on a grouped table"
    public static let guideline = "A grouped table view doesn't include an index."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        // The same diagnostic render stops at; the linter has already left out disabled rules.
        context.prepared.renderBlockers().filter { $0.rule == Self.id }
    }
}
