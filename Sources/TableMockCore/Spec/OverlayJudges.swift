/// The judges of what is presented over the screen (`Overlays.swift`): one presentation at a
/// time, a context menu's row that exists, a context menu only in an era that had one.
enum OverlayJudges {
    typealias Problem = SpecJudge.Problem

    static let all: [SpecJudge] = [SpecJudge(.structure) { onePresentation($0.spec) + menuRowExists($0.spec) },
                                   SpecJudge(.era) { context in context.theme.map { contextMenuEra(context.spec, $0) } ?? [] }]

    /// UIKit presents one view controller at a time: an alert, an action sheet or a context menu.
    static func onePresentation(_ spec: Spec) -> [Problem] {
        let o = spec.overlays
        let named = [("alert", o.alert != nil), ("actionSheet", o.actionSheet != nil), ("contextMenu", o.contextMenu != nil)]
            .filter(\.1).map(\.0)
        guard named.count > 1 else { return [] }
        return [Problem(pointer: "/" + named[1],
                        message: "\(named.joined(separator: " and ")) are presented at once; UIKit shows one at a time",
                        hint: "keep one of \(named.map { "\"\($0)\"" }.joined(separator: ", "))")]
    }

    /// The row a context menu is over is one of the table's.
    static func menuRowExists(_ spec: Spec) -> [Problem] {
        guard let menu = spec.overlays.contextMenu else { return [] }
        if spec.table.resolve(menu.row) != nil { return [] }
        switch menu.row {
        case let .indexPath(s, r):
            let hint = s < spec.table.sections.count
                ? "section \(s) has \(spec.table.sections[s].rows.count) rows (0 to \(max(spec.table.sections[s].rows.count - 1, 0)))"
                : "the table has \(spec.table.sections.count) sections"
            return [Problem(pointer: "/contextMenu/row", message: "no row [\(s), \(r)] in the table", hint: hint)]
        case .title(let title):
            let titles = Array(spec.table.sections.lazy.flatMap(\.rows).compactMap(\.title).prefix(500))
            let hint = Suggestions.closest(to: title, in: titles).map { "did you mean \(quoted($0))?" } ?? "write [section, row], or a row's title"
            return [Problem(pointer: "/contextMenu/row", message: "no row titled \(quoted(title))", hint: hint)]
        }
    }

    /// Context menus came with iOS 13 (UIContextMenuInteraction).
    static func contextMenuEra(_ spec: Spec, _ theme: Theme) -> [Problem] {
        guard spec.overlays.contextMenu != nil, theme.looks.contextMenu == .none else { return [] }
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an earlier era"
        return [Problem(pointer: "/contextMenu",
                        message: "context menus came with iOS 13 (UIContextMenuInteraction); theme \(quoted(theme.name)) draws \(era)",
                        hint: "use an action sheet (\"actionSheet\") in that era, or a theme of iOS 13 or later such as \"ios13\"")]
    }
}

extension TableSpec {
    /// The row a target names, as (section, row); nil when there is none.
    public func resolve(_ target: RowTarget) -> (section: Int, row: Int)? {
        switch target {
        case let .indexPath(s, r):
            return sections.indices.contains(s) && sections[s].rows.indices.contains(r) ? (s, r) : nil
        case .title(let title):
            for (s, section) in sections.enumerated() {
                if let r = section.rows.firstIndex(where: { $0.title == title }) { return (s, r) }
            }
            return nil
        }
    }
}
