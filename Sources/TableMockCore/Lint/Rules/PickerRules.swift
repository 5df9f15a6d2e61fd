/// Lint rules for pickers in rows (`picker`).

/// A wheel of one or two values: a switch or a segmented control says it in less room.
public struct PickerFewValuesRule: LintRule {
    public static let id = "picker-few-values"
    public static let summary = "A picker wheel of one or two values"
    public static let guideline = "(paraphrased; the HIG texts in the project do not cover pickers) Use a picker for a medium-to-long list of values; for two or three choices a segmented control, a switch or a menu takes less room and shows every choice at once."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.rows.compactMap { row in
            guard case .values(let values, _)? = row.spec.picker, values.count <= 2 else { return nil }
            return warning(context, at: row.pointer + "/picker/values", "a picker wheel of \(values.count == 1 ? "one value" : "two values") fills a 216-pt row",
                           hint: "use a switch or a segmented control (accessory: {segments: {items: [...]}}), or list more values")
        }
    }
}
