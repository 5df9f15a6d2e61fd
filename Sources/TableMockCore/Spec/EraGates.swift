/// The era judges (`SpecJudges`, stage `era`): keys a spec asks of a theme whose era had no
/// such thing. Gated by the theme's looks and capabilities, not its name, so a user theme
/// extending a built-in one answers as its parent does.
enum EraGates {
    typealias Problem = SpecJudge.Problem

    static let all: [SpecJudge] = [contentSize, largeTitle, rowControls, pickers, navigationSearchBar, separatorInset, tint, glassChrome, lists,
                                   swiftUIHost, detailTextStyle].map { gate in
        SpecJudge(.era) { context in context.theme.map { gate(context.spec, $0) } ?? [] }
    }

    static let contentSizePointer = "/contentSizeCategory"

    /// A Dynamic Type size other than the default asked of a theme without Dynamic Type (the
    /// eras before iOS 7).
    static let contentSize: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard let category = spec.contentSizeCategory, category != .large, theme.dynamicType == nil else { return [] }
        return [Problem(pointer: contentSizePointer,
                        message: "Dynamic Type came with iOS 7; theme \(quoted(theme.name)) draws "
                            + (theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an era before it") + ", so "
                            + "contentSizeCategory \(quoted(category.rawValue)) cannot scale its text",
                        hint: "remove contentSizeCategory (or use \"large\"), or use a theme of iOS 7 or later such as \"ios7\" or \"ios13\"")]
    }

    /// `detailTextStyle` asked of a theme without Dynamic Type (the eras before iOS 7): its
    /// text styles have no sizes to take.
    static let detailTextStyle: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard theme.dynamicType == nil else { return [] }
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an era before it"
        return pointers(to: "detailTextStyle", in: spec, onTable: spec.table.detailTextStyle != nil) { $0.detailTextStyle != nil }.map { pointer in
            Problem(pointer: pointer,
                    message: "Dynamic Type text styles came with iOS 7; theme \(quoted(theme.name)) draws \(era), whose labels have fixed sizes",
                    hint: "remove detailTextStyle, or use a theme of iOS 7 or later such as \"ios7\" or \"ios26\"")
        }
    }

    /// Where a key that the table and its rows may both hold is set: the table's pointer
    /// first, then each row's that `onRow` picks, top to bottom.
    static func pointers(to key: String, in spec: Spec, onTable: Bool, onRow: (RowSpec) -> Bool) -> [String] {
        var pointers: [String] = onTable ? ["/table/\(key)"] : []
        for (s, section) in spec.table.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where onRow(row) {
                pointers.append("/table/sections/\(s)/rows/\(r)/\(key)")
            }
        }
        return pointers
    }

    /// A large title asked of a theme whose era had none (its large-title area is 0 high).
    static let largeTitle: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard spec.chrome.navigationBar?.largeTitle == true, theme[.navigationBarLargeTitleHeight] == 0 else { return [] }
        return [Problem(pointer: "/navigationBar/largeTitle",
                        message: "large titles came with iOS 11; theme \(quoted(theme.name)) draws an era without them",
                        hint: "remove largeTitle, or use a theme of iOS 11 or later such as \"ios11\"")]
    }

    /// Row keys asked of a theme whose era had no such thing: swipe actions before iOS 7
    /// (only the Delete confirmation), an image on a swipe action before iOS 11
    /// (UITableViewRowAction had none), a stepper before iOS 5.
    static let rowControls: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        var problems: [Problem] = []
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an earlier era"
        func problem(_ pointer: String, _ message: String, _ hint: String) {
            problems.append(Problem(pointer: pointer, message: message, hint: hint))
        }
        // An era with contextual swipe actions and the stepper refuses neither: its rows are not walked.
        let refusesSwipeActions = theme.looks.swipeActions == .none || (theme.looks.swipeActions == .ios7 && !theme[.contextualSwipeActions])
        guard refusesSwipeActions || theme.looks.stepper == .none else { return [] }
        for (s, section) in spec.table.sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                var base: String { "/table/sections/\(s)/rows/\(r)" }  // spelled out for a problem only
                if let actions = row.swipeActions {
                    switch theme.looks.swipeActions {
                    case .none:
                        problem(base + "/swipeActions",
                                "swipe actions came with iOS 7 (several with iOS 8's UITableViewRowAction); theme \(quoted(theme.name)) draws \(era), where a swiped row showed only its Delete confirmation",
                                "use deleteConfirmation, or a theme of iOS 7 or later such as \"ios7\" or \"ios13\"")
                    case .ios7 where !theme[.contextualSwipeActions]:
                        for side in SwipeSide.allCases {
                            for (i, action) in actions[side].enumerated() where action.image != nil {
                                problem(base + "/swipeActions/\(side.rawValue)/\(i)/image",
                                        "an image on a swipe action came with iOS 11 (UIContextualAction); theme \(quoted(theme.name)) draws \(era), whose UITableViewRowAction shows a title only",
                                        "remove image (give a title), or use a theme of iOS 11 or later such as \"ios13\"")
                            }
                        }
                    case .ios7, .ios26:
                        break
                    }
                }
                if case .stepper = row.accessory, theme.looks.stepper == .none {
                    problem(base + "/accessory/stepper",
                            "UIStepper came with iOS 5; theme \(quoted(theme.name)) draws \(era), which had none",
                            "use a theme of iOS 5 or later such as \"ios5\" or \"ios7\"")
                }
            }
        }
        return problems
    }

    /// Pickers (`picker`): every era has one, so every theme walks the rows, reading only
    /// whether each has a picker (`rowControls` skips its walk where nothing is refused).
    static let pickers: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        var problems: [Problem] = []
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an earlier era"
        for (s, section) in spec.table.sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                guard let picker = row.picker else { continue }
                for (pointer, message, hint) in pickerProblems(picker, row: row, theme: theme, era: era) {
                    problems.append(Problem(pointer: "/table/sections/\(s)/rows/\(r)" + pointer, message: message, hint: hint))
                }
            }
        }
        return problems
    }

    /// A date picker's inline calendar or compact button asked of an era before iOS 14, and
    /// a title, detail or image on a row that a wheel or the calendar fills.
    static func pickerProblems(_ picker: PickerSpec, row: RowSpec, theme: Theme, era: String) -> [(String, String, String)] {
        var problems: [(String, String, String)] = []
        if case .date(_, let style?) = picker, style != .wheels, theme.looks.picker != .ios14 {
            problems.append(("/picker/style",
                             "the \(style.rawValue) date picker came with iOS 14; theme \(quoted(theme.name)) draws \(era), whose UIDatePicker is wheels",
                             "write style: wheels (or leave style out), or use a theme of iOS 15 or later such as \"ios15\""))
        }
        let fills: Bool = switch picker {
        case .values: true
        case .date(_, let style): CellLayout.dateStyle(style, theme: theme) != .compact
        }
        if fills {
            for (key, present) in [("title", row.title != nil), ("detail", row.detail != nil), ("image", row.image != nil)] where present {
                problems.append(("/\(key)",
                                 "a \(key) on a row that its picker fills (a wheel or the inline calendar draws no \(key))",
                                 "put the \(key) in the row above the picker, or use the compact date picker: picker: {date: ..., style: compact}"))
            }
        }
        return problems
    }

    /// `separatorInset` asked of a theme whose separators run the full width (iPhone OS 2 to
    /// iOS 6: UITableView's `separatorInset` came with iOS 7). Gated by the theme's
    /// `separatorInsetFollowsText`, not its name.
    static let separatorInset: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard !theme[.separatorInsetFollowsText] else { return [] }
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an era before it"
        return pointers(to: "separatorInset", in: spec, onTable: spec.table.separatorInset != nil) { $0.separatorInset != nil }.map { pointer in
            Problem(pointer: pointer,
                    message: "separatorInset came with iOS 7; theme \(quoted(theme.name)) draws \(era), whose separators run the full width of the row",
                    hint: "remove separatorInset (the era's separators are already full width), or use a theme of iOS 7 or later such as \"ios7\" or \"ios13\"")
        }
    }

    /// A `tint` asked of a theme of iPhone OS 2 to iOS 6 (its `iosVersions` end before 7):
    /// UIView's `tintColor` came with iOS 7; before it each control had its own colours
    /// (the glossy blue buttons, the navy value text), which the era's theme keeps.
    static let tint: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard spec.tint != nil, let versions = theme.iosVersions, versions.upperBound < 7 else { return [] }
        return [Problem(pointer: "/tint",
                        message: "an app-wide tint (tintColor) came with iOS 7; theme \(quoted(theme.name)) draws \(ThemeCatalog.describe(versions)), where each control had its own colours",
                        hint: "remove tint, recolour the era's roles in a theme file that extends \(quoted(theme.name)), or use a theme of iOS 7 or later such as \"ios7\" or \"ios13\"")]
    }

    /// SwiftUI's List (`table.host: swiftUI`) asked of a theme of an era before iOS 13 (its
    /// `iosVersions` end before 13): SwiftUI came with iOS 13, so no such list was ever drawn
    /// there, and drawing UIKit's table instead would hide the mistake.
    static let swiftUIHost: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard spec.table.host == .swiftUI, let versions = theme.iosVersions, versions.upperBound < 13 else { return [] }
        return [Problem(pointer: "/table/host",
                        message: "SwiftUI's List came with iOS 13; theme \(quoted(theme.name)) draws \(ThemeCatalog.describe(versions)), where every list was UIKit's table",
                        hint: "remove host (UIKit's table, every era), or use a theme of iOS 13 or later such as \"ios13\" or \"ios26\"")]
    }

    /// A search bar in the navigation bar (UISearchController's, iOS 11) asked of a theme whose
    /// era had none (its capability `navigationBarSearchController` is off).
    static let navigationSearchBar: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard spec.chrome.navigationBar?.searchBar != nil, !theme[.navigationBarSearchController] else { return [] }
        return [Problem(pointer: "/navigationBar/searchBar",
                        message: "a search bar in the navigation bar (UISearchController) came with iOS 11; theme \(quoted(theme.name)) draws an era without it",
                        hint: "use table.searchBar (the table's header view, every era), or a theme of iOS 11 or later such as \"ios11\" or \"ios13\"")]
    }

    /// UICollectionView's lists (iOS 14) asked of a theme whose era had none (`ListsLook.none`):
    /// the sidebar styles, a collapsible header, a row with children. One problem per kind.
    static let lists: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        guard theme.looks.lists == .none else { return [] }
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an earlier era"
        let hint = "use a theme of iOS 14 or later such as \"ios13\" (iOS 13 and 14) or \"ios15\""
        var problems: [Problem] = []
        if spec.table.style.isSidebar {
            problems.append(Problem(pointer: "/table/style",
                                    message: "the \(spec.table.style.rawValue) list came with iOS 14 (UICollectionView lists); theme \(quoted(theme.name)) draws \(era)",
                                    hint: hint + ", or table style \"plain\" or \"grouped\""))
        }
        if let s = spec.table.sections.firstIndex(where: { $0.header?.collapsible == true }) {
            problems.append(Problem(pointer: "/table/sections/\(s)/header/collapsible",
                                    message: "collapsible section headers came with iOS 14 (UICollectionView lists); theme \(quoted(theme.name)) draws \(era)",
                                    hint: hint + ", or remove collapsible"))
        }
        for (s, section) in spec.table.sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.children != nil }) {
                problems.append(Problem(pointer: "/table/sections/\(s)/rows/\(r)/children",
                                        message: "rows with children (an outline) came with iOS 14 (UICollectionView lists); theme \(quoted(theme.name)) draws \(era)",
                                        hint: hint + ", or indent rows with indentationLevel"))
                break
            }
        }
        return problems
    }

    /// Keys of the Liquid Glass chrome (iOS 26) asked of a theme whose bars are not glass:
    /// refused, naming ios26, rather than drawn in a look the era never had. A spacer item is
    /// not among them: before iOS 26 it is a gap between items, as UIKit's fixed space was.
    static let glassChrome: @Sendable (Spec, Theme) -> [Problem] = { spec, theme in
        var problems: [Problem] = []
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an era before it"
        func problem(_ pointer: String, _ what: String, _ hint: String) {
            problems.append(Problem(pointer: pointer,
                                    message: "\(what) came with iOS 26 (Liquid Glass); theme \(quoted(theme.name)) draws \(era), without it",
                                    hint: hint + ", or use the theme \"ios26\""))
        }
        let chrome = spec.chrome
        if theme.looks.navigationBar != .glass {
            // UINavigationItem.subtitle, at the top level and in each column of a split view.
            var bars: [(String, NavigationBarSpec?)] = [("/navigationBar", chrome.navigationBar)]
            if let split = spec.splitView {
                bars += [("/splitView/primary/navigationBar", split.primary?.chrome.navigationBar),
                         ("/splitView/supplementary/navigationBar", split.supplementary?.chrome.navigationBar),
                         ("/splitView/secondary/navigationBar", split.secondary.chrome.navigationBar)]
            }
            for (pointer, bar) in bars where bar?.subtitle != nil {
                problem(pointer + "/subtitle", "a navigation bar's subtitle (UINavigationItem.subtitle)",
                        "remove subtitle (or write it into the title or prompt)")
            }
        }
        if let search = chrome.navigationBar?.searchBar, search.placement == .bottom, theme.looks.navigationBar != .glass {
            problem("/navigationBar/searchBar/placement", "search at the bottom of the screen", "remove placement (the field goes under the title)")
        }
        if theme.looks.barButton != .glass {
            let sides: [(String, [BarItemSpec])] = [("/navigationBar/leftItems", chrome.navigationBar?.leftItems ?? []),
                                                    ("/navigationBar/rightItems", chrome.navigationBar?.rightItems ?? []),
                                                    ("/toolbar/items", chrome.toolbar?.items ?? [])]
            for (pointer, items) in sides {
                for (i, item) in items.enumerated() where item.hidesSharedBackground {
                    problem("\(pointer)/\(i)/hidesSharedBackground", "hidesSharedBackground (bar buttons on a shared glass capsule)",
                            "remove hidesSharedBackground")
                }
            }
        }
        if let bar = chrome.tabBar, theme.looks.tabBar != .floating {
            if bar.searchTab != nil { problem("/tabBar/searchTab", "a separate search tab", "remove searchTab (a search tab is an item)") }
            if bar.minimized { problem("/tabBar/minimized", "the minimised tab bar", "remove minimized") }
            if bar.accessory != nil { problem("/tabBar/accessory", "the tab bar's bottom accessory (a mini player)", "remove accessory") }
        }
        return problems
    }
}
