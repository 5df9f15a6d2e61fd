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
        let context = LintContext(prepared: prepared, layout: layout)
        return rules.filter { !off.contains(type(of: $0).id) }
            .flatMap { $0.check(context) }
            .sortedByLocation()
    }

    /// "did you mean …?" for a rule id that is not one, for the command line's `--disable`.
    public static func hint(forUnknownRule id: String) -> String {
        Suggestions.hint(for: id, in: ruleIDs, listName: "rule ids")
    }
}
