/// A section index next to rows with disclosure indicators or detail buttons.
public struct IndexWithRightAccessoryRule: LintRule {
    public static let id = "index-with-right-accessory"
    public static let summary = "A section index combined with right-edge accessories"
    public static let guideline = "Avoid combining an index with table view elements that are displayed on the right edge of the table. Table view elements that are displayed on the right edge of the table—such as the disclosure indicator—interfere with the index."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    static func isRightEdge(_ accessory: Accessory) -> Bool {
        switch accessory {
        case .disclosureIndicator, .detailDisclosureButton, .detailButton: return true
        default: return false
        }
    }

    public func check(_ context: LintContext) -> [Diagnostic] {
        // While editing the accessories give way; a grouped table draws no index.
        guard context.table.index != nil, context.table.style == .plain, context.showsRows, !context.table.editing else { return [] }
        let offending = context.rows.filter { Self.isRightEdge($0.spec.accessory) }
        guard let first = offending.first else { return [] }
        let others = offending.count > 1 ? " (and \(offending.count - 1) more rows)" : ""
        return [warning(context, at: first.pointer + "/accessory",
                        // Right to left, the accessories and the index are both at the left edge.
                        "a \(context.spec.layoutDirection == .rightToLeft ? "left" : "right")-edge accessory in a table with a section index\(others)",
                        hint: "remove the disclosure indicators and detail buttons, or the index")]
    }
}
