/// value1 or value2 cells in a plain table.
public struct ValueStyleInPlainTableRule: LintRule {
    public static let id = "value-style-in-plain-table"
    public static let summary = "value1 or value2 cells in a plain table"
    public static let guideline = "Generally, use grouped tables for the value 1 and value 2 cell styles. Although you can use any cell style with either type of table, the value 1 and value 2 cell styles look best in grouped tables."
    public static let source = GuidelineSource.iOSHIG2011

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.table.style == .plain, context.showsRows else { return [] }
        let valueRows = context.rows.filter { $0.spec.style == .value1 || $0.spec.style == .value2 }
        guard let first = valueRows.first else { return [] }
        let more = valueRows.count > 1 ? " (\(valueRows.count) rows)" : ""
        return [warning(context, at: first.pointer + "/style",
                        "\(first.spec.style.rawValue) cells in a plain table\(more)",
                        hint: "use style grouped or insetGrouped for the table, or another cell style")]
    }
}
