/// What UIKit presents over a screen: an alert or an action sheet (UIAlertController), a
/// context menu (UIContextMenuInteraction) and the keyboard. At most one of the alert, the
/// action sheet and the context menu at a time (UIKit presents one); the keyboard may be up
/// under an alert.
public struct OverlaySpec: Sendable, Equatable {
    public var alert: AlertSpec? = nil
    public var actionSheet: AlertSpec? = nil
    public var contextMenu: ContextMenuSpec? = nil
    public var keyboard: KeyboardSpec? = nil
    public init() {}

    public var isEmpty: Bool { alert == nil && actionSheet == nil && contextMenu == nil && keyboard == nil }

    /// Actions an alert or action sheet may hold (UIKit has no limit; a screen has room for few).
    public static let maxActions = 12
    /// Text fields an alert may hold.
    public static let maxTextFields = 4
    /// Items (and separators) a context menu may hold.
    public static let maxMenuItems = 24
}

/// UIAlertAction.Style.
public enum AlertActionStyle: String, Sendable, CaseIterable, Codable {
    case `default`, cancel, destructive
}

/// One button of an alert or action sheet.
public struct AlertActionSpec: Sendable, Equatable {
    public var title: String
    public var style: AlertActionStyle = .default
    /// UIAlertController.preferredAction (iOS 9 and later): drawn bold.
    public var preferred: Bool = false
    public init(title: String, style: AlertActionStyle = .default, preferred: Bool = false) {
        self.title = title; self.style = style; self.preferred = preferred
    }
}

/// A text field of an alert (`addTextField`).
public struct AlertTextFieldSpec: Sendable, Equatable {
    public var placeholder: String? = nil
    public var text: String? = nil
    /// Shown as dots (a password field).
    public var secure: Bool = false
    public init() {}
}

/// Where an iPad's action sheet points from: a bar button item or a row.
public enum PopoverSource: Sendable, Equatable {
    /// The navigation bar's `leftItems` or `rightItems`, item `index` (0 the outermost).
    case barItem(right: Bool, index: Int)
    case row(RowTarget)
}

/// A row named in an overlay: by `[section, row]`, or by its title.
public enum RowTarget: Sendable, Equatable {
    case indexPath(section: Int, row: Int)
    case title(String)
}

/// An alert (`alert`) or an action sheet (`actionSheet`): UIAlertController.
public struct AlertSpec: Sendable, Equatable {
    public var title: String? = nil
    public var message: String? = nil
    public var actions: [AlertActionSpec] = []
    /// Alerts only.
    public var textFields: [AlertTextFieldSpec] = []
    /// Action sheets on an iPad: what the popover points at (default: the first right bar item, else the screen's centre).
    public var source: PopoverSource? = nil
    public init() {}
}

/// One entry of a context menu: an action, or a separator between groups of them (UIMenu's inline groups).
public struct MenuItemSpec: Sendable, Equatable {
    public var title: String = ""
    public var image: ImageReference? = nil
    public var destructive: Bool = false
    public var disabled: Bool = false
    /// A submenu's items: drawn as the submenu's own row with a chevron (UIKit opens it on tap).
    public var submenu: [MenuItemSpec]? = nil
    /// A group separator (`{separator: true}`) instead of an item.
    public var isSeparator: Bool = false
    public init() {}
}

/// A context menu (UIContextMenuInteraction) over a row.
public struct ContextMenuSpec: Sendable, Equatable {
    public var row: RowTarget = .indexPath(section: 0, row: 0)
    public var items: [MenuItemSpec] = []
    /// A preview card above the menu (a `previewProvider`) instead of the lifted row.
    public var preview: Bool = false
    /// The menu's title, drawn small above its items.
    public var title: String? = nil
    public init() {}
}

/// UIKeyboardType, of the kinds a list screen shows.
public enum KeyboardType: String, Sendable, CaseIterable, Codable {
    case `default`, email, number, search, url
}

/// UIReturnKeyType.
public enum ReturnKey: String, Sendable, CaseIterable, Codable {
    case `default`, go, google, join, next, route, search, send, done, `continue`

    /// The key's title as UIKit writes it in English.
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .done: "Done"
        case .continue: "Continue"
        }
    }

    /// UIKit draws every return key but `default` in the tint (the blue key).
    public var isBlue: Bool { self != .default }
}

/// The keyboard under a focused field or search bar.
public struct KeyboardSpec: Sendable, Equatable {
    public var type: KeyboardType = .default
    /// Nil: `search` for a search keyboard, else `default` (return).
    public var returnKey: ReturnKey? = nil
    /// UIKeyboardAppearance; nil follows the screen's appearance.
    public var appearance: Appearance? = nil
    /// The predictive (QuickType) bar; nil: where the era had it, and not over a number pad.
    public var predictive: Bool? = nil
    /// Words in the predictive bar (at most 3).
    public var suggestions: [String] = []
    /// The shift key is on (capitals on the keys).
    public var shift: Bool = false
    public init() {}

    public var resolvedReturnKey: ReturnKey { returnKey ?? (type == .search ? .search : .default) }
}
