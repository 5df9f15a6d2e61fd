/// The structure judges (`SpecJudges`, stage `structure`): checks that involve more than one
/// value of a spec. Each rule is small and checks one thing; all of them run (also after
/// other errors, on what was read), so the user sees every problem at once.
enum SpecRules {
    typealias Problem = SpecJudge.Problem
    typealias Rule = @Sendable (Spec) -> [Problem]

    /// An index on a grouped table is not here: it is the lint rule `index-on-grouped-table`,
    /// an error that a spec may turn off (`PreparedSpec.renderBlockers`).
    static let all: [Rule] = [deleteButtonOnlyOnDeletableRows, textAlignmentOnlyOnOwnLayouts, loadingOrRefreshing, selectedTabExists, orientationTurnsANamedDevice,
                              selectedScopeExists, oneTitleView, swipedSideHasActions, oneSwipeAtATime, oneControlInTheContent, starredOnlyInTimeline]

    /// `starred` is the timeline layout's star (NetNewsWire's): no other layout has a place for it.
    static let starredOnlyInTimeline: Rule = { spec in
        var problems: [Problem] = []
        forEachRow(spec, where: { $0.starred && $0.layout != .timeline }) { row, base in
            problems.append(Problem(pointer: base + "/starred",
                                    message: "starred draws a star in the timeline layout's dot column; this row's layout is \(row.layout.map { $0.rawValue } ?? "none")",
                                    hint: "add layout: timeline, or remove starred"))
        }
        return problems
    }

    /// Calls `body` with every row that meets `condition` and its JSON pointer: the sections'
    /// rows and an outline's children under them (open or closed: a closed row may be opened
    /// by editing one word), so a child is judged as a row is. The pointer is spelled out
    /// only for a row that meets the condition: 100,000 rows are 100,000 strings.
    /// The rows are read in place, not copied one by one (a row is some 150 bytes and five
    /// references): five rules over 100,000 rows made half a million copies.
    static func forEachRow(_ spec: Spec, where condition: (RowSpec) -> Bool, _ body: (RowSpec, String) -> Void) {
        func visit(_ rows: UnsafeBufferPointer<RowSpec>, _ pointer: (Int) -> String) {
            for r in rows.indices {
                if condition(rows[r]) { body(rows[r], pointer(r)) }
                guard let children = rows[r].children else { continue }
                let base = pointer(r)
                children.withUnsafeBufferPointer { visit($0, { base + "/children/\($0)" }) }
            }
        }
        for s in spec.table.sections.indices {
            spec.table.sections[s].rows.withUnsafeBufferPointer { visit($0, { "/table/sections/\(s)/rows/\($0)" }) }
        }
    }

    /// A row swiped open shows the actions of that side: there must be some; `expanded` is
    /// a state of a swiped row, or of a row with children (open), not of both.
    static let swipedSideHasActions: Rule = { spec in
        var problems: [Problem] = []
        // The row's pointer is spelled out only for a problem: 100,000 rows are 100,000 strings.
        forEachRow(spec, where: { row in row.swiped != nil || row.expanded }) { row, base in
            if let side = row.swiped, (row.swipeActions?[side] ?? []).isEmpty {
                problems.append(Problem(pointer: base + "/swiped",
                                        message: "the row is swiped open on its \(side.rawValue) side, but it has no \(side.rawValue) swipe actions",
                                        hint: "add swipeActions: {\(side.rawValue): [{title: \"Delete\", style: \"destructive\"}]}"))
            }
            if row.children != nil && row.swiped != nil {
                problems.append(Problem(pointer: base + "/swiped",
                                        message: "a row with children is not drawn swiped: expanded would mean both its full swipe and its children shown",
                                        hint: "remove swiped (and swipeActions), or move the children to another row"))
            }
            if row.expanded && row.swiped == nil && row.children == nil {
                problems.append(Problem(pointer: base + "/expanded",
                                        message: "expanded opens a row's children, or draws a swiped row all the way open by its swipe actions; this row has no children and is not swiped",
                                        hint: row.deleteConfirmation != nil
                                            ? "for a full swipe to Delete, write swipeActions: {trailing: [{title: Delete, style: destructive}]} and swiped: trailing"
                                            : "add swiped: trailing (or leading), or remove expanded"))
            }
        }
        return problems
    }

    /// A row is swiped open one way: the Delete confirmation (`deleteConfirmation`) or its
    /// swipe actions (`swiped`), and not while the table is editing.
    static let oneSwipeAtATime: Rule = { spec in
        var problems: [Problem] = []
        forEachRow(spec, where: { row in row.swiped != nil }) { row, base in
            if row.deleteConfirmation != nil {
                problems.append(Problem(pointer: base + "/swiped",
                                        message: "the row is swiped open twice: by deleteConfirmation and by swiped",
                                        hint: "deleteConfirmation is the shorthand for one Delete action; keep one of them"))
            } else if spec.table.editing {
                problems.append(Problem(pointer: base + "/swiped",
                                        message: "a row is swiped open only while the table is not editing",
                                        hint: "remove swiped, or the table's editing"))
            }
        }
        return problems
    }

    /// A cell's content holds one control: a text field or a slider; a field row shows its
    /// value in the field, not in a detail label.
    static let oneControlInTheContent: Rule = { spec in
        var problems: [Problem] = []
        forEachRow(spec, where: { row in row.field != nil || row.slider != nil || row.picker != nil }) { row, base in
            if row.picker != nil && (row.field != nil || row.slider != nil) {
                problems.append(Problem(pointer: base + "/picker", message: "a row holds a picker or a \(row.field != nil ? "text field" : "slider"), not both",
                                        hint: "put the picker in a row of its own"))
            }
            if row.field != nil && row.slider != nil {
                problems.append(Problem(pointer: base + "/slider", message: "a row holds a text field or a slider, not both",
                                        hint: "put the slider in a row of its own"))
            }
            if row.field != nil && row.detail != nil {
                problems.append(Problem(pointer: base + "/detail", message: "a text field row shows its value in the field, not in a detail label",
                                        hint: "move the detail into field.text"))
            }
            if (row.field != nil || row.slider != nil) && row.style == .value2 {
                problems.append(Problem(pointer: base + "/style", message: "a value2 row places its two labels itself; a text field or slider goes in a default row",
                                        hint: "remove style, or give it default"))
            }
        }
        return problems
    }

    /// UIKit offers the Delete button only for rows whose editing style is delete: an insert
    /// row or a row that cannot be edited has no such state to draw.
    static let deleteButtonOnlyOnDeletableRows: Rule = { spec in
        var problems: [Problem] = []
        forEachRow(spec, where: { $0.deleteConfirmation != nil && $0.editingStyle != .delete }) { row, base in
            problems.append(Problem(
                pointer: base + "/deleteConfirmation",
                message: "a Delete button needs a row whose editingStyle is delete; this row's is \"\(row.editingStyle.rawValue)\"",
                hint: "remove deleteConfirmation, or the row's editingStyle"))
        }
        return problems
    }

    /// value1 and value2 cells place their two labels themselves; only default and subtitle
    /// rows let the title sit elsewhere on its line.
    static let textAlignmentOnlyOnOwnLayouts: Rule = { spec in
        var problems: [Problem] = []
        forEachRow(spec, where: { $0.textAlignment != .natural && ($0.style == .value1 || $0.style == .value2) }) { row, base in
            problems.append(Problem(
                pointer: base + "/textAlignment",
                message: "textAlignment applies to default and subtitle rows; a \(row.style.rawValue) row places its title and detail itself",
                hint: "remove textAlignment, or give the row style default"))
        }
        return problems
    }

    /// The first load (a spinner in the middle, no rows) and a pull-to-refresh (a spinner
    /// above the rows) are two different moments of a screen.
    static let loadingOrRefreshing: Rule = { spec in
        guard spec.table.loading != nil, spec.table.refreshing else { return [] }
        return [Problem(pointer: "/table/refreshing",
                        message: "a table is either loading (no rows yet) or refreshing (rows shown, the spinner above them), not both",
                        hint: "remove refreshing, or loading")]
    }

    /// The selected tab is one of the tab bar's items.
    static let selectedTabExists: Rule = { spec in
        guard let bar = spec.chrome.tabBar, !bar.items.isEmpty, bar.selected >= bar.items.count else { return [] }
        return [Problem(pointer: "/tabBar/selected",
                        message: "selected is \(bar.selected), but the tab bar has \(bar.items.count) item\(bar.items.count == 1 ? "" : "s")",
                        hint: "items count from 0: the last is \(bar.items.count - 1)")]
    }

    /// The selected scope is one of the scope bar's titles.
    static let selectedScopeExists: Rule = { spec in
        var problems: [Problem] = []
        for (pointer, bar) in [("/table/searchBar", spec.table.searchBar), ("/navigationBar/searchBar", spec.chrome.navigationBar?.searchBar)] {
            guard let bar, !bar.scopes.isEmpty, bar.selectedScope >= bar.scopes.count else { continue }
            problems.append(Problem(pointer: pointer + "/selectedScope",
                                    message: "selectedScope is \(bar.selectedScope), but the scope bar has \(bar.scopes.count) scopes",
                                    hint: "scopes count from 0: the last is \(bar.scopes.count - 1)"))
        }
        return problems
    }

    /// A navigation bar's title view is the title or a segmented control, not both.
    static let oneTitleView: Rule = { spec in
        guard let bar = spec.chrome.navigationBar, bar.segments != nil, bar.title?.isEmpty == false, !bar.largeTitle else { return [] }
        return [Problem(pointer: "/navigationBar/segments",
                        message: "the segmented control is the bar's title view, in place of the title; this bar has both",
                        hint: "remove title, or add largeTitle: true to show it under the bar")]
    }

    /// A custom size is the canvas as given; only a named device can be turned.
    static let orientationTurnsANamedDevice: Rule = { spec in
        guard spec.orientation == .landscape, case .custom = spec.device else { return [] }
        return [Problem(pointer: "/orientation",
                        message: "orientation turns a named device; a custom size is drawn as given",
                        hint: "name a device, or give the size its landscape width and height")]
    }
}
