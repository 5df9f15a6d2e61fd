/// A sidebar list on an iPhone: in compact width UIKit draws the sidebar appearance as an
/// inset grouped list (and the plain sidebar as a plain one), which is what TableMock draws;
/// a sidebar is the primary column of a split view on a regular-width screen.
public struct SidebarOnCompactPhoneRule: LintRule {
    public static let id = "sidebar-on-iphone"
    public static let summary = "A sidebar list on an iPhone"
    public static let guideline = "A sidebar is the leading column of a split view on a regular-width screen; in compact width its list takes the inset grouped (or plain) appearance."
    public static let source = GuidelineSource.uikitLists

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        let style = context.spec.table.style
        guard style.isSidebar, !context.drawsSidebar else { return [] }
        let drawn = TableLayoutEngine.drawnStyle(style, device: context.spec.device)
        return [warning(context, at: "/table/style",
                        "a \(style.rawValue) list on an iPhone (compact width) is drawn as UIKit draws it there: \(drawn.rawValue)",
                        hint: "write style \(quoted(drawn.rawValue)) to say so, or use an iPad device or a column's size")]
    }
}

/// A selected or highlighted row nobody can see: in a collapsed section, or under a row
/// whose children are closed. The screen shows no selection, which the spec asked for.
public struct HiddenSelectionRule: LintRule {
    public static let id = "selection-in-collapsed-section"
    public static let summary = "A selected row inside a collapsed section or a closed outline row"
    public static let guideline = "A collapsed section or a closed outline row shows none of its rows, so a selection inside it is not seen."
    public static let source = GuidelineSource.uikitLists

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard context.showsRows, context.spec.table.hasOutline else { return [] }
        var found: [Diagnostic] = []
        func visit(_ row: RowSpec, pointer: String, hiddenBy: String?) {
            if let hiddenBy, row.selected || row.highlighted {
                let key = row.selected ? "selected" : "highlighted"
                found.append(warning(context, at: pointer + "/" + key,
                                     "the row is \(key), but \(hiddenBy) hides it: the screen shows no \(key == "selected" ? "selection" : "highlight")",
                                     hint: "open it (collapsed: false, or expanded: true on the parent), or move \(quoted(key)) to a row that shows"))
            }
            guard let children = row.children else { return }
            let hider = hiddenBy ?? (row.expanded ? nil : "its closed parent row")
            for (i, child) in children.enumerated() { visit(child, pointer: pointer + "/children/\(i)", hiddenBy: hider) }
        }
        for (s, section) in context.spec.table.sections.enumerated() {
            let hider = section.isCollapsed ? "the collapsed section" : nil
            for (r, row) in section.rows.enumerated() { visit(row, pointer: "/table/sections/\(s)/rows/\(r)", hiddenBy: hider) }
        }
        return found
    }
}
