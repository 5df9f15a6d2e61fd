/// The looks of what is presented over a screen (alerts, action sheets, context menus, the
/// keyboard), beside the controls' looks in `Looks.swift`.

/// An alert and an action sheet (UIAlertView, UIActionSheet, UIAlertController).
public enum AlertLook: String, ControlLook {
    /// iPhone OS 2 to iOS 6: a translucent blue glass panel with a white rim, white text with a shadow, and gradient buttons side by side; the action sheet a panel along the bottom edge with full-width gradient buttons.
    case ios2
    /// iOS 7 to 12: a white translucent panel, hairline dividers between flat buttons in the tint, the preferred (or cancel) action bold; the action sheet's cancel button a panel of its own.
    case ios7
    /// iOS 13 to 18: the layout of iOS 7 in the system materials, light and dark.
    case ios13
    /// iOS 26: a glass panel with larger corners, the text leading-aligned and the actions as capsule buttons.
    case ios26

    public var documentation: String {
        switch self {
        case .ios2: "iPhone OS 2 to iOS 6: a translucent blue glass panel with a white rim, white text with a shadow, and gradient buttons side by side; the action sheet a panel along the bottom edge with full-width gradient buttons."
        case .ios7: "iOS 7 to 12: a white translucent panel, hairline dividers between flat buttons in the tint, the preferred (or cancel) action bold; the action sheet's cancel button a panel of its own."
        case .ios13: "iOS 13 to 18: the layout of iOS 7 in the system materials, light and dark."
        case .ios26: "iOS 26: a glass panel with larger corners, the text leading-aligned and the actions as capsule buttons."
        }
    }
    /// Never written as numbers; numbered as the other looks are (the flat look 0, the classic 1) for themes that write numbers.
    public static let legacyNumbering: [AlertLook] = [.ios7, .ios2, .ios13]
}

/// A context menu over a row (UIContextMenuInteraction).
public enum ContextMenuLook: String, ControlLook {
    /// Before iOS 13: the era had no context menu, and a spec that asks for one is refused.
    case none
    /// iOS 13 to 18: the screen blurred and dimmed, the row lifted, the menu a rounded panel of the system material with hairlines between items and icons at the trailing edge.
    case ios13
    /// iOS 26: the same arrangement in glass, with larger corners.
    case ios26

    public var documentation: String {
        switch self {
        case .none: "Before iOS 13: the era had no context menu, and a spec that asks for one is refused."
        case .ios13: "iOS 13 to 18: the screen blurred and dimmed, the row lifted, the menu a rounded panel of the system material with hairlines between items and icons at the trailing edge."
        case .ios26: "iOS 26: the same arrangement in glass, with larger corners."
        }
    }
    /// Never written as numbers; numbered in order for themes that write numbers.
    public static let legacyNumbering: [ContextMenuLook] = [.none, .ios13]
}

/// The keyboard.
public enum KeyboardLook: String, ControlLook {
    /// iPhone OS 2 to iOS 6: glossy gradient keys with bold labels on a blue-grey gradient, the return key blue when it is an action.
    case ios2
    /// iOS 7 to 12: flat white keys with a one-pixel shadow on light grey, the special keys darker grey, the action key flat blue.
    case ios7
    /// iOS 13 to 18: the flat keys of iOS 7 with rounder corners, taller, under the predictive bar.
    case ios13
    /// iOS 26: rounder keys on a glass panel with rounded top corners.
    case ios26

    public var documentation: String {
        switch self {
        case .ios2: "iPhone OS 2 to iOS 6: glossy gradient keys with bold labels on a blue-grey gradient, the return key blue when it is an action."
        case .ios7: "iOS 7 to 12: flat white keys with a one-pixel shadow on light grey, the special keys darker grey, the action key flat blue."
        case .ios13: "iOS 13 to 18: the flat keys of iOS 7 with rounder corners, taller, under the predictive bar."
        case .ios26: "iOS 26: rounder keys on a glass panel with rounded top corners."
        }
    }
    /// Never written as numbers; numbered as the other looks are (the flat look 0, the classic 1) for themes that write numbers.
    public static let legacyNumbering: [KeyboardLook] = [.ios7, .ios2, .ios13]
}
