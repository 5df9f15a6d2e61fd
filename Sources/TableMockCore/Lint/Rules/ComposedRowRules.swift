/// Mail's unread dot on a row whose layout has no gutter for it (`appStore`, `contact`): it
/// sits in the layout margin against the image, which neither app draws.
public struct UnreadDotOutsideMailRule: LintRule {
    public static let id = "unread-dot-outside-mail"
    public static let summary = "An unread dot on a row of the appStore or contact layout"
    public static let guideline = "The default cell style includes an optional image in the left end of the row, followed by a left-aligned title."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.rows.compactMap { row in
            guard row.spec.unread, let layout = row.spec.layout, layout == .appStore || layout == .contact else { return nil }
            return warning(context, at: row.pointer + "/unread",
                           "an unread dot on a row of the \(layout.rawValue) layout, which keeps no gutter for it: the dot sits in the margin against the image",
                           hint: "use layout mail, messages or timeline for a list of unread items, or remove unread")
        }
    }
}
