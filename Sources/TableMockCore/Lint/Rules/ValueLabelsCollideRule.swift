/// value1 and value2 rows whose two labels run into each other: one of them is cut, or the
/// space between them is narrower than the theme's `value1MinGap`.
public struct ValueLabelsCollideRule: LintRule {
    public static let id = "value-labels-collide"
    public static let summary = "The title and detail of a value1 or value2 row run into each other"
    public static let guideline = "In the value 1 cell style, text truncation can be difficult to avoid (because both labels are on the same line), but it's worth the effort. Otherwise, you lose the active space between the labels that helps users understand the relationship between the two pieces of information. In the value 2 cell style, truncated text labels blunt the sharpness of the vertical strip of white space between them and the detail text."
    public static let source = GuidelineSource.iOSHIG2011

    public init() {}

    /// True when a cut `kind` label of `row` is this rule's to report rather than
    /// `truncated-text`'s: both labels of a value1 row, the title column of a value2 row.
    static func owns(_ kind: PartKind, of row: RowSpec) -> Bool {
        switch row.style {
        case .value1: return (kind == .title || kind == .detail) && !(row.title ?? "").isEmpty && !(row.detail ?? "").isEmpty
        case .value2: return kind == .title
        default: return false
        }
    }

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.cells.compactMap { cell in
            guard let s = cell.section, let r = cell.row else { return nil }
            let row = context.table.sections[s].rows[r]
            guard row.style == .value1 || row.style == .value2 else { return nil }
            let base = context.rowPointer(section: s, row: r)
            let title = cell.firstPart(.title), detail = cell.firstPart(.detail)
            let cut = [title, detail].compactMap { $0 }.filter { ($0.text?.truncated ?? false) && Self.owns($0.kind, of: row) }
            if let part = cut.last, let block = part.text {
                let which = part.kind == .title ? "title" : "detail"
                let other = row.style == .value1 ? (which == "title" ? " by the detail" : " by the title") : " to the title column"
                return warning(context, at: base + "/" + which,
                               "the \(row.style.rawValue) \(which) is cut to \(quoted(block.text))\(other)",
                               hint: "shorten the title or the detail")
            }
            guard row.style == .value1, let title, let detail else { return nil }
            // Right to left, the detail is on the title's left.
            let gap = context.layout.layoutDirection == .rightToLeft ? title.frame.minX - detail.frame.maxX
                                                                      : detail.frame.minX - title.frame.maxX
            guard gap < context.theme[.value1MinGap] - 0.001 else { return nil }
            return warning(context, at: base + "/detail",
                           "the value1 title and detail are \(gap.shortDescription) pt apart, less than the \(context.theme[.value1MinGap].shortDescription)-pt gap",
                           hint: "shorten the title or the detail")
        }
    }
}

extension LayoutItem {
    func firstPart(_ kind: PartKind) -> LayoutPart? { parts.first { $0.kind == kind } }
}
