/// Rows of different heights in a plain table (explicit heights, or wrapped titles).
public struct VariableRowHeightRule: LintRule {
    public static let id = "variable-row-height-in-plain-table"
    public static let summary = "Rows of different heights in a plain table"
    public static let guideline = "Avoid variable row heights in a plain table. Variable row heights are acceptable in grouped tables, but they can make a plain table look cluttered and uneven."
    public static let source = GuidelineSource.iOSHIG2011

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.table.style == .plain, context.showsRows else { return [] }
        var rows = context.rows
        // The laid-out height where the row is visible (it includes wrapping), else the stated one.
        var laidOut: [[Int]: Double] = [:]
        for cell in context.cells { if let s = cell.section, let r = cell.row { laidOut[[s, r]] = cell.frame.height } }
        // Self-sizing rows (Dynamic Type, or iOS 26's rows, whose height is the text's and the
        // table's: 53 in a plain UITableView, 51 in a SwiftUI List) have no stated height: only
        // those laid out count.
        if (context.spec.contentSizeCategory != nil && context.theme.dynamicType != nil) || context.theme[.selfSizingRowLineHeight] > 0 {
            rows = rows.filter { laidOut[[$0.section, $0.index]] != nil || $0.spec.height != nil }
        }
        guard rows.count > 1 else { return [] }
        let base = context.table.rowHeight ?? context.theme[.rowHeight]
        let heights = rows.map { laidOut[[$0.section, $0.index]] ?? $0.spec.height ?? base }
        var counts: [Double: Int] = [:]
        for h in heights { counts[h, default: 0] += 1 }
        guard counts.count > 1 else { return [] }
        // The usual height: the most common, ties going to the first row's.
        var usual = heights[0]
        for h in heights where counts[h]! > counts[usual]! { usual = h }
        let odd = rows.indices.filter { heights[$0] != usual }
        let first = rows[odd[0]]
        let key = first.spec.height != nil ? "/height" : first.spec.titleLines != 1 ? "/titleLines" : ""
        let more = odd.count > 1 ? " (\(odd.count) rows differ)" : ""
        return [warning(context, at: first.pointer + key,
                        "rows of different heights in a plain table: this row is \(Self.points(heights[odd[0]])) pt, the others \(Self.points(usual)) pt\(more)",
                        hint: "give every row the same height, or use a grouped table")]
    }

    /// A laid-out height to a thousandth of a point (118.667, not 118.66666666666667): rows
    /// snapped to 3x pixels are thirds.
    static func points(_ h: Double) -> String { ((h * 1000).rounded() / 1000).shortDescription }
}
