/// A row swiped open whose actions need more room than the row has: the buttons push the
/// row's content out and the last of them off the row's edge.
public struct SwipeActionsOverflowRule: LintRule {
    public static let id = "swipe-actions-overflow"
    public static let summary = "More swipe actions than the row's width holds"
    public static let guideline = "As much as possible, use succinct text labels to avoid truncation."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.cells.compactMap { cell in
            guard let s = cell.section, let r = cell.row else { return nil }
            let row = context.table.sections[s].rows[r]
            guard let side = row.swiped, !row.expanded else { return nil }
            let buttons = cell.parts.filter { $0.kind == .swipeAction }
            let total = buttons.reduce(0) { $0 + $1.frame.width }
            guard total > cell.frame.width else { return nil }
            return warning(context, at: context.rowPointer(section: s, row: r) + "/swipeActions/\(side.rawValue)",
                           "the \(buttons.count) \(side.rawValue) swipe actions need \(total.rounded().shortDescription) pt; the row is \(cell.frame.width.rounded().shortDescription) pt wide",
                           hint: "keep two or three actions with short titles, and put the rest behind a More action")
        }
    }
}

/// A destructive action that is not the outermost of its side: the outermost is the one a
/// full swipe performs, and Delete sits at the row's edge (Mail's Trash, the Delete button).
public struct DestructiveActionNotOutermostRule: LintRule {
    public static let id = "destructive-action-not-outermost"
    public static let summary = "A destructive swipe action that is not the outermost one"
    public static let guideline = "The first item in the array represents the outermost action. For example, when the user swipes from right-to-left, the first action is rightmost. The first action is also the default action."
    public static let source = GuidelineSource.uikitSwipeActions

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.rows.flatMap { row -> [Diagnostic] in
            guard let actions = row.spec.swipeActions else { return [] }
            return SwipeSide.allCases.flatMap { side -> [Diagnostic] in
                let list = actions[side]
                guard let first = list.first else { return [] }
                return list.enumerated().dropFirst().compactMap { i, action in
                    guard action.style == .destructive, first.style != .destructive else { return nil }
                    return warning(context, at: "\(row.pointer)/swipeActions/\(side.rawValue)/\(i)",
                                   "the destructive action \(quoted(action.title ?? "(image)")) is number \(i + 1) of the \(side.rawValue) actions, not the outermost",
                                   hint: "list it first: the outermost action is at the row's edge, where a swipe ends")
                }
            }
        }
    }
}
