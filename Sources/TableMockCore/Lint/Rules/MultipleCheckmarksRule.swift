/// More than one checkmark in a table marked `selection: single`.
public struct MultipleCheckmarksRule: LintRule {
    public static let id = "multiple-checkmarks-in-single-selection"
    public static let summary = "More than one checkmark in a single-selection list"
    public static let guideline = "A selection list is a plain-style table view that presents a menu of options that users can select. It can limit the selection to one row or allow multiple selections. A selection list marks a selected row with a checkmark."
    public static let source = GuidelineSource.tableViewGuide2009

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.table.selection == .single else { return [] }
        let checked = context.rows.filter { $0.spec.accessory == .checkmark }
        guard checked.count > 1 else { return [] }
        return [warning(context, at: checked[1].pointer + "/accessory",
                        "\(checked.count) checkmarks in a single-selection list (the first at \(checked[0].pointer))",
                        hint: "keep one checkmark, or set the table's selection to multiple")]
    }
}
