/// A row drawn highlighted or selected. A still image cannot tell a tap in progress from a
/// highlight left on, so the rule warns on every one; a spec that shows a tap on purpose
/// turns the rule off with `"lint": {"disable": ["row-left-highlighted"]}`.
public struct PersistentHighlightRule: LintRule {
    public static let id = "row-left-highlighted"
    public static let summary = "A row left highlighted or selected"
    public static let guideline = "The row never remains highlighted, because table views do not display a persistent selected state."
    public static let source = GuidelineSource.iPhoneHIG2008

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.showsRows else { return [] }
        return context.rows.compactMap { row in
            if row.spec.highlighted {
                return warning(context, at: row.pointer + "/highlighted",
                               "the row is drawn highlighted; the tap highlight is brief, so this screen shows a frozen tap",
                               hint: "if the screen shows a tap in progress, add \(quoted(Self.id)) to lint.disable")
            }
            // Rows chosen in a multiple-selection editing list stay selected: that is the list.
            // A sidebar keeps its selection too: it says which screen the next column shows;
            // so does any list in a split view's column beside the secondary (UIKit keeps the
            // selection of a list that drives the next column).
            let choosing = context.spec.table.editing && context.spec.table.allowsMultipleSelectionDuringEditing
            if row.spec.selected && !choosing && !context.drawsSidebar && !context.drivesNextColumn {
                return warning(context, at: row.pointer + "/selected",
                               "the row is drawn selected; rows do not keep a selected look",
                               hint: "show the chosen option with a checkmark")
            }
            return nil
        }
    }
}
