/// An index on a list shorter than about two screenfuls.
public struct IndexOnShortListRule: LintRule {
    public static let id = "index-on-short-list"
    public static let summary = "A section index on a list shorter than two screenfuls"
    public static let guideline = "In general, you should consider displaying the index view if the items in the list fill more than about two screenfuls."
    public static let source = GuidelineSource.iPhoneHIG2008

    /// How many screens of content make an index worth having.
    public static let minimumScreenfuls = 2.0

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        // A grouped table's index is `index-on-grouped-table`'s business.
        guard context.table.index != nil, context.table.style == .plain, context.showsRows else { return [] }
        let screen = context.screenHeight
        let content = context.layout.contentHeight
        guard screen > 0, content < Self.minimumScreenfuls * screen else { return [] }
        let screenfuls = (content / screen * 10).rounded() / 10
        return [warning(context, at: "/table/index",
                        "an index on a list \(screenfuls.shortDescription) screenfuls long (\(content.rounded().shortDescription) pt of content on a \(screen.shortDescription)-pt screen)",
                        hint: "an index helps lists longer than about two screenfuls; use section headers alone")]
    }
}
