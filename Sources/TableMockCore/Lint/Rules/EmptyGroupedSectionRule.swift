/// A grouped table, or one of its groups, with nothing in it.
public struct EmptyGroupedSectionRule: LintRule {
    public static let id = "empty-grouped-section"
    public static let summary = "A grouped table or section without rows"
    public static let guideline = "A grouped table view always contains at least one group of list items—one list item per row—and each group always contains at least one item."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.table.style != .plain, context.showsRows else { return [] }
        if context.table.sections.isEmpty {
            return [warning(context, at: "/table/sections", "a grouped table without any group",
                            hint: "add a section with at least one row")]
        }
        return context.table.sections.enumerated().compactMap { s, section in
            // A collapsed section hides its rows on purpose.
            guard section.rows.isEmpty, !section.isCollapsed else { return nil }
            let pointer = "/table/sections/\(s)"
            let place = context.prepared.decoded.locations[pointer + "/rows"] != nil ? pointer + "/rows" : pointer
            return warning(context, at: place, "a grouped section with no rows",
                           hint: "add a row, or move its header and footer to a neighbouring section")
        }
    }
}
