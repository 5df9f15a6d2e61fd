/// Lint rules for what is presented over the screen: alerts and action sheets, context menus.

/// An alert with four or more buttons.
public struct AlertTooManyButtonsRule: LintRule {
    public static let id = "alert-too-many-buttons"
    public static let summary = "An alert with four or more buttons"
    public static let guideline = "(paraphrased; the HIG texts in the project do not cover alerts) Keep an alert to one or two buttons, three at most; a choice among more actions belongs in an action sheet."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard let alert = context.spec.overlays.alert, alert.actions.count >= 4 else { return [] }
        return [warning(context, at: "/alert/actions", "the alert has \(alert.actions.count) buttons",
                        hint: "keep two or three, or use an action sheet (\"actionSheet\") for a list of choices")]
    }
}

/// An action that deletes or removes, not drawn red (its style is not `destructive`).
public struct DestructiveActionNotRedRule: LintRule {
    public static let id = "destructive-action-not-red"
    public static let summary = "An action that deletes, not styled destructive (not red)"
    public static let guideline = "(paraphrased; the HIG texts in the project do not cover alerts) Give an action that destroys data the destructive style, which draws it red, so people notice it."
    public static let source = GuidelineSource.iOSHIG2014

    /// Words that name an action that destroys something, as a title starts with them.
    static let destroyingWords = ["delete", "remove", "erase", "discard", "clear", "reset"]

    public init() {}

    static func destroys(_ title: String) -> Bool {
        let lower = title.lowercased()
        return destroyingWords.contains { lower.hasPrefix($0) }
    }

    public func check(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let o = context.spec.overlays
        for (key, sheet) in [("alert", o.alert), ("actionSheet", o.actionSheet)] {
            guard let sheet else { continue }
            for (i, action) in sheet.actions.enumerated() where action.style == .default && Self.destroys(action.title) {
                found.append(warning(context, at: "/\(key)/actions/\(i)", "\(quoted(action.title)) deletes, but its style is default (drawn in the tint, not red)",
                                     hint: "write {title: \(quoted(action.title)), style: destructive}"))
            }
        }
        for (i, item) in (o.contextMenu?.items ?? []).enumerated() where !item.isSeparator && !item.destructive && Self.destroys(item.title) {
            found.append(warning(context, at: "/contextMenu/items/\(i)", "\(quoted(item.title)) deletes, but it is not marked destructive (not red)",
                                 hint: "add destructive: true"))
        }
        return found
    }
}

/// A context menu item without a title.
public struct MenuItemWithoutTitleRule: LintRule {
    public static let id = "menu-item-without-title"
    public static let summary = "A context menu item without a title"
    public static let guideline = "(paraphrased; the HIG texts in the project do not cover menus) Give every menu item a short title; an icon alone does not say what the item does."
    public static let source = GuidelineSource.iOSHIG2014

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func visit(_ items: [MenuItemSpec], _ pointer: String) {
            for (i, item) in items.enumerated() where !item.isSeparator {
                if item.title.trimmingWhitespace().isEmpty {
                    found.append(warning(context, at: "\(pointer)/\(i)", "a menu item without a title", hint: "add title: \"Share\" (or what it does)"))
                }
                if let sub = item.submenu { visit(sub, "\(pointer)/\(i)/submenu") }
            }
        }
        visit(context.spec.overlays.contextMenu?.items ?? [], "/contextMenu/items")
        return found
    }
}
