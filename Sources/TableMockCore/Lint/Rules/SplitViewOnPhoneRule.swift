/// A split view on an iPhone, whose compact width collapses it into one column: the columns
/// beside the first are not drawn.
public struct SplitViewOnPhoneRule: LintRule {
    public static let id = "split-view-on-phone"
    public static let summary = "A split view on a compact-width iPhone"
    public static let guideline = "(paraphrased) In a horizontally compact environment the split view controller collapses its columns into a single navigation stack, showing one column at a time."
    public static let source = GuidelineSource.uikitSplitView

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard let split = context.spec.splitView, !context.spec.screen.isPad else { return [] }
        let shown = split.primary != nil ? "primary" : split.supplementary != nil ? "supplementary" : "secondary"
        let columns = [split.primary, split.supplementary].compactMap { $0 }.count + 1
        guard columns > 1 else { return [] }
        return [warning(context, at: "/splitView", "a split view on a compact-width screen shows one column (the \(shown)); its other columns are not drawn",
                        hint: "name an iPad (\"device\": \"ipad-pro-11\"), or draw the one column as the screen")]
    }
}
