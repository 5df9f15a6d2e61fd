/// One guideline check over a spec and its computed layout. Each rule is small, checks one
/// thing and has a stable id that specs and runs use to turn it off.
public protocol LintRule: Sendable {
    /// Stable, kebab-case: `index-with-right-accessory`.
    static var id: String { get }
    /// What the rule looks for, in a few words (SARIF's short description).
    static var summary: String { get }
    /// The Human Interface Guidelines sentence the rule enforces, quoted.
    static var guideline: String { get }
    /// Which edition of the guidelines `guideline` is quoted from.
    static var source: GuidelineSource { get }

    func check(_ context: LintContext) -> [Diagnostic]
}

/// The guideline texts the rules quote.
public enum GuidelineSource: String, Sendable, CaseIterable {
    case iPhoneHIG2008 = "iPhone Human Interface Guidelines (2008)"
    case tableViewGuide2009 = "Table View Programming Guide for iPhone OS (2009)"
    case tableViewReference2009 = "UITableView Class Reference, UITableViewIndexSearch (iPhone OS 3.0, 2009)"
    case iOSHIG2011 = "iOS Human Interface Guidelines (2011)"
    case iOSHIG2014 = "iOS Human Interface Guidelines (2014)"
    case uikitSwipeActions = "UIKit documentation, UISwipeActionsConfiguration init(actions:) (iOS 11)"
    case uikitLists = "UIKit documentation, UICollectionLayoutListConfiguration and UICellAccessory.outlineDisclosure (iOS 14)"
    case wcagNonTextContrast = "Web Content Accessibility Guidelines 2.1, success criterion 1.4.11 Non-text Contrast"
    case uikitSplitView = "UIKit documentation, UISplitViewController: collapsing and expanding the interface (iOS 14)"
    case uikitGlass = "UIKit documentation, UINavigationBar items and UITabBarController.tabBarMinimizeBehavior (iOS 26)"
    case appleIOS26Compatibility = "Apple Support, the devices compatible with iOS 26 (2025)"
}

extension LintRule {
    /// A warning of this rule at `pointer`.
    func warning(_ context: LintContext, at pointer: String, _ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, file: context.file, location: context.location(of: pointer), path: pointer,
                   message: message, hint: hint, rule: Self.id)
    }
}
