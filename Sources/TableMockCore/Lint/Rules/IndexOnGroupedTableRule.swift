/// An index asked of a grouped table, which never shows one. `render` refuses such a spec
/// with an error carrying this rule's id (`PreparedSpec.renderBlockers`); `lint` reports it
/// beside the other guideline findings.
public struct IndexOnGroupedTableRule: LintRule {
    public static let id = "index-on-grouped-table"
    public static let summary = "A section index on a grouped table"
    public static let guideline = "A grouped table view doesn't include an index."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.table.index != nil, context.table.style != .plain else { return [] }
        return [warning(context, at: "/table/index",
                        "an index on a \(context.table.style.rawValue) table; render refuses it",
                        hint: "use style plain, or remove index")]
    }
}
