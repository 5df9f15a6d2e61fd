/// Runs every guideline rule over a spec and its layout. All rules run; each finding is a
/// warning carrying its rule id, pointing at the JSON path it is about.
public enum Linter {
    /// Every rule, in the order their warnings are reported for the same place.
    public static let rules: [any LintRule] = [
        IndexWithRightAccessoryRule(),
        IndexOnGroupedTableRule(),
        IndexOnShortListRule(),
        SearchEntryMissingFromIndexRule(),
        EmptyGroupedSectionRule(),
        VariableRowHeightRule(),
        ValueStyleInPlainTableRule(),
        ImageInValue2CellRule(),
        TruncatedTextRule(),
        ValueLabelsCollideRule(),
        MultipleCheckmarksRule(),
        PersistentHighlightRule(),
        DeleteTitleTooLongRule(),
        SwipeActionsOverflowRule(),
        DestructiveActionNotOutermostRule(),
        SidebarOnCompactPhoneRule(),
        HiddenSelectionRule(),
        TintContrastRule(),
        UnreadDotOutsideMailRule(),
        SplitViewOnPhoneRule(),
        AlertTooManyButtonsRule(),
        DestructiveActionNotRedRule(),
        MenuItemWithoutTitleRule(),
        GlassCapsulesCollideRule(),
        MinimizedTabBarOnPadRule(),
        GlassOnOlderPhoneRule(),
        PickerFewValuesRule(),
    ]

    /// The ids a spec's `lint.disable` and `--disable` may name.
    public static let ruleIDs: [String] = rules.map { type(of: $0).id }

    public static func rule(id: String) -> (any LintRule)? { rules.first { type(of: $0).id == id } }

    /// The warnings for a prepared spec and the layout computed from it, sorted by place.
    /// Rules named in the spec's `lint.disable` or in `disabled` (a run's `--disable`) are
    /// skipped. This is what `lint` prints and what `render` reports (errors under `--strict`).
    /// The rules whose findings stop a render unless off (`PreparedSpec.renderBlockers`).
    public static var renderBlockingRuleIDs: Set<String> { PreparedSpec.renderBlockingRuleIDs }

    public static func warnings(for prepared: PreparedSpec, layout: TableLayout,
                                disabled: Set<String> = []) -> [Diagnostic] {
        let off = disabled.union(prepared.spec.lint.disable)
        let on = rules.filter { !off.contains(type(of: $0).id) }
        let context = LintContext(prepared: prepared, layout: layout)
        var found = on.flatMap { $0.check(context) }
        // Each column of a split view and a screen written inline under a sheet is a screen
        // of its own: every rule reads it, and its findings point into the spec.
        for screen in screens(of: prepared, layout: layout) {
            let inner = LintContext(prepared: screen.prepared, layout: layout, region: screen.region)
            for var warning in on.flatMap({ $0.check(inner) }) where screen.owns(warning.path) {
                warning.path = screen.pointer + warning.path
                warning.message = screen.rebasing(warning.message)
                warning.hint = warning.hint.map(screen.rebasing)
                found.append(warning)
            }
        }
        return found.sortedByLocation()
    }

    /// A screen inside the spec's screen: a split view's column shown on the screen, or the
    /// screen under a sheet when it is written inline (a file named by `over` is linted on
    /// its own). Its spec is the column's bars and table with the screen's settings; its
    /// source locations are those under `pointer`.
    struct InnerScreen {
        var region: ScreenRegion
        var pointer: String
        var prepared: PreparedSpec
        /// The keys this screen's findings may name: the column's own (`table`,
        /// `navigationBar`, `toolbar`); the screen-wide ones (`tint`, overlays, the split view
        /// on a phone) are the top level's, reported there once.
        var keys: [String]

        func owns(_ path: String) -> Bool {
            keys.contains { path == "/" + $0 || path.hasPrefix("/" + $0 + "/") }
        }

        /// A message's pointers to the screen's keys ("the first at /table/sections/0/rows/1")
        /// made the spec's ("/splitView/primary/table/sections/0/rows/1").
        func rebasing(_ text: String) -> String {
            keys.reduce(text) { $0.replacingOccurrences(of: " /" + $1 + "/", with: " " + pointer + "/" + $1 + "/") }
        }
    }

    static func screens(of prepared: PreparedSpec, layout: TableLayout) -> [InnerScreen] {
        let spec = prepared.spec
        let shown = Set(layout.items.compactMap(\.region))
        var screens: [InnerScreen] = []
        func inner(_ region: ScreenRegion, _ pointer: String, _ screen: Spec, keys: [String]) -> InnerScreen {
            var copy = prepared
            copy.decoded = DecodedSpec(spec: screen, locations: prepared.decoded.locations.rebased(at: pointer))
            return InnerScreen(region: region, pointer: pointer, prepared: copy, keys: keys)
        }
        if let split = spec.splitView {
            let columns: [(ScreenRegion, String, ColumnSpec?)] = [(.primary, "primary", split.primary),
                                                                  (.supplementary, "supplementary", split.supplementary),
                                                                  (.secondary, "secondary", split.secondary)]
            for (region, key, column) in columns where shown.contains(region) {
                guard let column else { continue }
                let screen = spec.innerScreen(table: column.table, chrome: column.chrome)
                screens.append(inner(region, "/splitView/" + key, screen, keys: ["table", "navigationBar", "toolbar"]))
            }
        }
        if let presentation = spec.presentation, presentation.overPath == nil, shown.contains(.behind) {
            let screen = spec.screen(under: presentation)
            screens.append(inner(.behind, "/presentation/over", screen, keys: ["table", "navigationBar", "toolbar", "tabBar"]))
        }
        return screens
    }

    /// "did you mean …?" for a rule id that is not one, for the command line's `--disable`.
    public static func hint(forUnknownRule id: String) -> String {
        Suggestions.hint(for: id, in: ruleIDs, listName: "rule ids")
    }
}
