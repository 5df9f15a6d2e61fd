/// A table with a search bar and a section index whose first entry is not the magnifier
/// (`"{search}"`, UIKit's UITableViewIndexSearch), which takes the user back to the search bar.
public struct SearchEntryMissingFromIndexRule: LintRule {
    public static let id = "search-entry-missing-from-index"
    public static let summary = "A table with a search bar whose section index has no search entry at the top"
    public static let guideline = "UITableViewIndexSearch: If the data source includes this constant string in the array of strings it returns in sectionIndexTitlesForTableView:, the section index displays a magnifying glass icon at the corresponding index location. This location should generally be the first title in the index."
    public static let source = GuidelineSource.tableViewReference2009

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        let table = context.table
        guard table.searchBar != nil, table.style == .plain, let index = table.index else { return [] }
        let entry = TableLayoutEngine.indexSearchEntry
        switch index {
        case .titles(let titles) where titles.first == entry:
            return []
        case .titles(let titles) where titles.contains(entry):
            return [warning(context, at: "/table/index", "the index's search entry \(quoted(entry)) is not its first entry",
                            hint: "move \(quoted(entry)) to the top of the index")]
        default:
            return [warning(context, at: "/table/index",
                            "the table has a search bar, but its index has no search entry to go back to it",
                            hint: "give the index its titles with \(quoted(entry)) first: index: [\"\(entry)\", \"A\", \"B\", …]")]
        }
    }
}
