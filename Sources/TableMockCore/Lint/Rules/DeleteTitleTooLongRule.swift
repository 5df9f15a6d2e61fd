/// A custom Delete button title too long for the button: the layout cut it, or the button
/// takes more than half the row, hiding the row it deletes.
public struct DeleteTitleTooLongRule: LintRule {
    public static let id = "delete-title-too-long"
    public static let summary = "A custom Delete title too long for the button"
    public static let guideline = "If it helps users to better understand the way your app works, you can create a title to replace the system-provided Delete title. As much as possible, use succinct text labels to avoid truncation."
    public static let source = GuidelineSource.iOSHIG2014

    /// The widest a Delete button may be, as a share of its row.
    public static let maximumRowShare = 0.5

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.cells.compactMap { cell in
            guard let s = cell.section, let r = cell.row, let button = cell.firstPart(.deleteButton), let block = button.text,
                  let title = context.table.sections[s].rows[r].deleteConfirmation else { return nil }
            let pointer = context.rowPointer(section: s, row: r) + "/deleteConfirmation"
            if block.truncated {
                return warning(context, at: pointer, "the Delete button title \(quoted(title)) is cut to \(quoted(block.text))",
                               hint: "use a word or two, such as \"Remove\"")
            }
            let share = button.frame.width / max(cell.frame.width, 1)
            guard share > Self.maximumRowShare else { return nil }
            return warning(context, at: pointer,
                           "the Delete button title \(quoted(title)) makes the button \(button.frame.width.rounded().shortDescription) pt wide, \(Int((share * 100).rounded()))% of the row",
                           hint: "use a word or two, such as \"Remove\"")
        }
    }
}
