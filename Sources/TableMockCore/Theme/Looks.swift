/// An era's look of a control: how that control is drawn, as a name a theme file writes
/// (`"switchStyle": "ios7"`) instead of a number.
///
/// Looks are named after the iOS release that introduced them (`ios2` is iPhone OS 2, the
/// first SDK), so a theme author picks the era whose control they want; a later era that
/// kept a look keeps its name (iOS 8-10 draw the `ios7` switch). The status bar's signal,
/// whose two shapes alternate between eras, is named by its shape (`bars`, `dots`).
///
/// Each case's doc comment is its documentation for the theme schema and the docs, word
/// for word (`documentation`; `LooksTests` keeps the two the same). Layout and painting
/// switch over the cases exhaustively, so a new look does not compile until it is drawn.
public protocol ControlLook: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String, AllCases == [Self] {
    /// What the look draws: the case's doc comment.
    var documentation: String { get }
    /// The numbers theme files wrote before looks had names (`"switchStyle": 2`), in order:
    /// `legacyNumbering[2]` is what 2 meant. Read from users' older themes only.
    static var legacyNumbering: [Self] { get }
}

extension ControlLook {
    /// The look a legacy number stood for, or nil for a number that meant nothing.
    public static func legacy(_ number: Int) -> Self? {
        legacyNumbering.indices.contains(number) ? legacyNumbering[number] : nil
    }
}

/// A UISwitch in a row (`accessory: switch`).
public enum SwitchLook: String, ControlLook {
    /// iPhone OS 2 to 4: a rounded rectangle with a squarish knob and ON or OFF printed beside it.
    case ios2
    /// iOS 5 and 6: a pill with a round knob, its lower half a gradient, ON or OFF printed beside the knob.
    case ios5
    /// iOS 7 and later: a flat pill with a round knob and no text; the off track is outlined.
    case ios7
    /// iOS 26 and later: a wider, lower pill (63 x 28) whose knob is a capsule (37 x 24), not a circle.
    case ios26

    public var documentation: String {
        switch self {
        case .ios2: "iPhone OS 2 to 4: a rounded rectangle with a squarish knob and ON or OFF printed beside it."
        case .ios5: "iOS 5 and 6: a pill with a round knob, its lower half a gradient, ON or OFF printed beside the knob."
        case .ios7: "iOS 7 and later: a flat pill with a round knob and no text; the off track is outlined."
        case .ios26: "iOS 26 and later: a wider, lower pill (63 x 28) whose knob is a capsule (37 x 24), not a circle."
        }
    }
    public static let legacyNumbering: [SwitchLook] = [.ios7, .ios2, .ios5]
}

/// A UISegmentedControl (in a row, a table header, a scope bar or a bar).
public enum SegmentedLook: String, ControlLook {
    /// iPhone OS 2 to iOS 6: a gradient track and a gradient selected segment; in a bar the control takes the bar button's colours.
    case ios2
    /// iOS 7 to 12: the tint's outline with 1-pt dividers, the selected segment filled with the tint.
    case ios7
    /// iOS 13 and later: a grey track with a raised, shadowed thumb under the selected segment and hairline dividers.
    case ios13

    public var documentation: String {
        switch self {
        case .ios2: "iPhone OS 2 to iOS 6: a gradient track and a gradient selected segment; in a bar the control takes the bar button's colours."
        case .ios7: "iOS 7 to 12: the tint's outline with 1-pt dividers, the selected segment filled with the tint."
        case .ios13: "iOS 13 and later: a grey track with a raised, shadowed thumb under the selected segment and hairline dividers."
        }
    }
    public static let legacyNumbering: [SegmentedLook] = [.ios7, .ios2, .ios13]
}

/// A UIStepper in a row (`accessory: {stepper: …}`).
public enum StepperLook: String, ControlLook {
    /// Before iOS 5: the era had no stepper, and a spec that asks for one is refused.
    case none
    /// iOS 5 and 6: two gradient halves with a divider.
    case ios5
    /// iOS 7 to 12: two outlined halves in the tint.
    case ios7
    /// iOS 13 and later: two filled grey halves with a hairline divider.
    case ios13

    public var documentation: String {
        switch self {
        case .none: "Before iOS 5: the era had no stepper, and a spec that asks for one is refused."
        case .ios5: "iOS 5 and 6: two gradient halves with a divider."
        case .ios7: "iOS 7 to 12: two outlined halves in the tint."
        case .ios13: "iOS 13 and later: two filled grey halves with a hairline divider."
        }
    }
    public static let legacyNumbering: [StepperLook] = [.none, .ios5, .ios7, .ios13]
}

/// A UISlider in a row (`slider`).
public enum SliderLook: String, ControlLook {
    /// iPhone OS 2 to iOS 6: the minimum track a gradient, the thumb a glossy disc.
    case ios2
    /// iOS 7 and later: flat tracks and a white thumb with a soft shadow.
    case ios7
    /// iOS 26 and later: a thicker flat track (`sliderTrackHeight`) and a white capsule thumb `sliderThumbWidth` wide and `sliderThumbDiameter` tall, not a disc.
    case ios26

    public var documentation: String {
        switch self {
        case .ios2: "iPhone OS 2 to iOS 6: the minimum track a gradient, the thumb a glossy disc."
        case .ios7: "iOS 7 and later: flat tracks and a white thumb with a soft shadow."
        case .ios26: "iOS 26 and later: a thicker flat track (`sliderTrackHeight`) and a white capsule thumb `sliderThumbWidth` wide and `sliderThumbDiameter` tall, not a disc."
        }
    }
    public static let legacyNumbering: [SliderLook] = [.ios7, .ios2]
}

/// A row's swipe actions (`swipeActions`).
public enum SwipeActionsLook: String, ControlLook {
    /// Before iOS 7: a swiped row showed only its Delete confirmation, and a spec with swipe actions is refused.
    case none
    /// iOS 7 and later: text buttons behind the row (UITableViewRowAction); an image over the title where the theme has the `contextualSwipeActions` capability (iOS 11, UIContextualAction).
    case ios7
    /// iOS 26 and later: `ios7`'s actions as separate rounded buttons (`swipeActionCornerRadius`), `swipeActionSpacing` apart and inside the row's edges.
    case ios26

    public var documentation: String {
        switch self {
        case .none: "Before iOS 7: a swiped row showed only its Delete confirmation, and a spec with swipe actions is refused."
        case .ios7: "iOS 7 and later: text buttons behind the row (UITableViewRowAction); an image over the title where the theme has the `contextualSwipeActions` capability (iOS 11, UIContextualAction)."
        case .ios26: "iOS 26 and later: `ios7`'s actions as separate rounded buttons (`swipeActionCornerRadius`), `swipeActionSpacing` apart and inside the row's edges."
        }
    }
    public static let legacyNumbering: [SwipeActionsLook] = [.none, .ios7]
}

/// The detail disclosure accessory (`accessory: detailDisclosureButton`).
public enum DetailDisclosureLook: String, ControlLook {
    /// iPhone OS 2 to iOS 6: one glossy blue button with a white rim and chevron.
    case ios2
    /// iOS 7 and later: the outlined info button, then the disclosure chevron.
    case ios7

    public var documentation: String {
        switch self {
        case .ios2: "iPhone OS 2 to iOS 6: one glossy blue button with a white rim and chevron."
        case .ios7: "iOS 7 and later: the outlined info button, then the disclosure chevron."
        }
    }
    public static let legacyNumbering: [DetailDisclosureLook] = [.ios7, .ios2]
}

/// The status bar's cellular signal.
public enum SignalLook: String, ControlLook {
    /// Bars rising left to right (iPhone OS 2 to iOS 6, and iOS 11 and later).
    case bars
    /// A row of round dots (iOS 7 to 10).
    case dots

    public var documentation: String {
        switch self {
        case .bars: "Bars rising left to right (iPhone OS 2 to iOS 6, and iOS 11 and later)."
        case .dots: "A row of round dots (iOS 7 to 10)."
        }
    }
    public static let legacyNumbering: [SignalLook] = [.bars, .dots]
}

/// UICollectionView's lists (`table.style: sidebar`, collapsible headers, `children`).
public enum ListsLook: String, ControlLook {
    /// Before iOS 14: no collection-view lists; a sidebar, a collapsible header or children are refused.
    case none
    /// iOS 14 to 18: the sidebar's selection is a rounded rectangle inset from the column's sides.
    case ios14
    /// iOS 26: the sidebar's selection is a capsule (its ends half the row's height round).
    case ios26

    public var documentation: String {
        switch self {
        case .none: "Before iOS 14: no collection-view lists; a sidebar, a collapsible header or children are refused."
        case .ios14: "iOS 14 to 18: the sidebar's selection is a rounded rectangle inset from the column's sides."
        case .ios26: "iOS 26: the sidebar's selection is a capsule (its ends half the row's height round)."
        }
    }
    /// Looks with names from the start: no theme ever wrote a number for it.
    public static let legacyNumbering: [ListsLook] = []
}

/// The navigation bar (`navigationBar`).
public enum NavigationBarLook: String, ControlLook {
    /// iPhone OS 2 to iOS 18: the bar has a backing (flat, glossy or a translucent material) as the bars group's colours say.
    case bar
    /// iOS 26 (Liquid Glass): no backing at rest; the scroll-edge effect (the content under the bar blurred and faded into the page) once content runs under it.
    case glass

    public var documentation: String {
        switch self {
        case .bar: "iPhone OS 2 to iOS 18: the bar has a backing (flat, glossy or a translucent material) as the bars group's colours say."
        case .glass: "iOS 26 (Liquid Glass): no backing at rest; the scroll-edge effect (the content under the bar blurred and faded into the page) once content runs under it."
        }
    }
    public static let legacyNumbering: [NavigationBarLook] = [.bar, .glass]
}

/// Bar button items in the navigation bar and the toolbar.
public enum BarButtonLook: String, ControlLook {
    /// iPhone OS 2 to iOS 18: text or an image in the bar button colour, bordered where the barButtons group says so.
    case bar
    /// iOS 26: each group of items on one 44-pt glass capsule (an image item alone on a circle), labels in the glass label colour.
    case glass

    public var documentation: String {
        switch self {
        case .bar: "iPhone OS 2 to iOS 18: text or an image in the bar button colour, bordered where the barButtons group says so."
        case .glass: "iOS 26: each group of items on one 44-pt glass capsule (an image item alone on a circle), labels in the glass label colour."
        }
    }
    public static let legacyNumbering: [BarButtonLook] = [.bar, .glass]
}

/// The tab bar (`tabBar`).
public enum TabBarLook: String, ControlLook {
    /// iPhone OS 2 to iOS 18: a bar across the bottom edge, down into the home indicator's inset.
    case docked
    /// iOS 26: a glass capsule floating inset from the edges, the selected tab on a lighter pill; a separate search tab, a minimised form and an accessory.
    case floating

    public var documentation: String {
        switch self {
        case .docked: "iPhone OS 2 to iOS 18: a bar across the bottom edge, down into the home indicator's inset."
        case .floating: "iOS 26: a glass capsule floating inset from the edges, the selected tab on a lighter pill; a separate search tab, a minimised form and an accessory."
        }
    }
    public static let legacyNumbering: [TabBarLook] = [.docked, .floating]
}

/// The toolbar (`toolbar`).
public enum ToolbarLook: String, ControlLook {
    /// iPhone OS 2 to iOS 18: a bar across the bottom edge with the items spread over it.
    case docked
    /// iOS 26: no bar; its items on glass capsules floating over the content (a search field among them).
    case floating

    public var documentation: String {
        switch self {
        case .docked: "iPhone OS 2 to iOS 18: a bar across the bottom edge with the items spread over it."
        case .floating: "iOS 26: no bar; its items on glass capsules floating over the content (a search field among them)."
        }
    }
    public static let legacyNumbering: [ToolbarLook] = [.docked, .floating]
}

/// A Settings-style icon square (`image: {symbol, background}` in a row).
public enum IconSquareLook: String, ControlLook {
    /// iOS 7 to 18: a square with circular-arc corners of `iconSquareCornerRadius`.
    case circular
    /// iOS 26: a square with continuous ("squircle") corners of `iconSquareCornerRadius`, as the cards' corners.
    case continuous

    public var documentation: String {
        switch self {
        case .circular: "iOS 7 to 18: a square with circular-arc corners of `iconSquareCornerRadius`."
        case .continuous: "iOS 26: a square with continuous (\"squircle\") corners of `iconSquareCornerRadius`, as the cards' corners."
        }
    }
    /// Named from the start; the numbers follow the cases' order.
    public static let legacyNumbering: [IconSquareLook] = [.circular, .continuous]
}

/// The theme keys that name a look, by the key a theme file writes, and the look each names.
public enum LookKey: String, CaseIterable, Sendable, Codable {
    case switchStyle, segmentedStyle, stepperStyle, sliderStyle, swipeActionStyle, detailDisclosureStyle
    /// The 20-pt status bar's signal; the notch and Dynamic Island bar's (iOS 11 and later).
    case statusBarSignalStyle, statusBarTallSignalStyle
    /// Alerts and action sheets, context menus, the keyboard (`OverlayLooks.swift`).
    case alertStyle, contextMenuStyle, keyboardStyle
    /// Pickers in a row (`Controls/Picker.swift`).
    case pickerStyle
    /// UICollectionView's lists: the sidebar, collapsible headers, outlines.
    case listsStyle
    /// The Liquid Glass chrome (iOS 26): the navigation bar, its bar buttons, the tab bar, the toolbar.
    case navigationBarStyle, barButtonStyle, tabBarStyle, toolbarStyle
    /// An iPad's status bar; a split view's columns.
    case padStatusBarStyle, splitViewStyle
    /// A Settings-style icon square's corners.
    case iconSquareStyle

    /// The look this key names.
    public var look: any ControlLook.Type {
        switch self {
        case .switchStyle: SwitchLook.self
        case .segmentedStyle: SegmentedLook.self
        case .stepperStyle: StepperLook.self
        case .sliderStyle: SliderLook.self
        case .swipeActionStyle: SwipeActionsLook.self
        case .detailDisclosureStyle: DetailDisclosureLook.self
        case .statusBarSignalStyle, .statusBarTallSignalStyle: SignalLook.self
        case .alertStyle: AlertLook.self
        case .contextMenuStyle: ContextMenuLook.self
        case .keyboardStyle: KeyboardLook.self
        case .pickerStyle: PickerLook.self
        case .listsStyle: ListsLook.self
        case .navigationBarStyle: NavigationBarLook.self
        case .barButtonStyle: BarButtonLook.self
        case .tabBarStyle: TabBarLook.self
        case .toolbarStyle: ToolbarLook.self
        case .padStatusBarStyle: PadStatusBarLook.self
        case .splitViewStyle: SplitViewLook.self
        case .iconSquareStyle: IconSquareLook.self
        }
    }

    /// The names this key accepts, with their documentation, in order.
    public var choices: [(name: String, documentation: String)] {
        func of<L: ControlLook>(_ type: L.Type) -> [(name: String, documentation: String)] {
            L.allCases.map { ($0.rawValue, $0.documentation) }
        }
        return of(look)
    }

    /// The name a legacy number stood for (`"switchStyle": 2` -> `ios5`); nil for a number
    /// that meant nothing. The one table legacy themes are read through.
    public func legacyName(_ number: Int) -> String? {
        func of<L: ControlLook>(_ type: L.Type) -> String? { L.legacy(number)?.rawValue }
        return of(look)
    }

    /// The largest legacy number, for messages.
    public var legacyMaximum: Int {
        func of<L: ControlLook>(_ type: L.Type) -> Int { L.legacyNumbering.count - 1 }
        return of(look)
    }
}

/// Every control's look in a resolved theme (`theme.looks`): layout and painting switch on
/// these, never on a number.
public struct Looks: Sendable, Hashable {
    public var `switch`: SwitchLook
    public var segmented: SegmentedLook
    public var stepper: StepperLook
    public var slider: SliderLook
    public var swipeActions: SwipeActionsLook
    public var detailDisclosure: DetailDisclosureLook
    /// The 20-pt status bar's signal.
    public var statusBarSignal: SignalLook
    /// The notch and Dynamic Island status bar's signal.
    public var statusBarTallSignal: SignalLook
    /// Alerts and action sheets.
    public var alert: AlertLook = .ios7
    public var contextMenu: ContextMenuLook = .ios13
    public var keyboard: KeyboardLook = .ios7
    /// Pickers in a row.
    public var picker: PickerLook = .ios7
    /// UICollectionView's lists (sidebar, collapsible headers, outlines).
    public var lists: ListsLook
    /// An iPad's status bar.
    public var padStatusBar: PadStatusBarLook
    /// A split view's columns.
    public var splitView: SplitViewLook
    /// The Liquid Glass chrome (iOS 26), or the bars before it.
    public var navigationBar: NavigationBarLook
    public var barButton: BarButtonLook
    public var tabBar: TabBarLook
    public var toolbar: ToolbarLook
    /// A Settings-style icon square's corners.
    public var iconSquare: IconSquareLook = .circular

    public init(switch: SwitchLook, segmented: SegmentedLook, stepper: StepperLook, slider: SliderLook,
                swipeActions: SwipeActionsLook, detailDisclosure: DetailDisclosureLook,
                statusBarSignal: SignalLook, statusBarTallSignal: SignalLook,
                navigationBar: NavigationBarLook = .bar, barButton: BarButtonLook = .bar, tabBar: TabBarLook = .docked,
                toolbar: ToolbarLook = .docked, padStatusBar: PadStatusBarLook = .ios3, splitView: SplitViewLook = .ios7, lists: ListsLook = .none,
                alert: AlertLook = .ios7, contextMenu: ContextMenuLook = .ios13, keyboard: KeyboardLook = .ios7,
                iconSquare: IconSquareLook = .circular, picker: PickerLook = .ios7) {
        self.switch = `switch`; self.segmented = segmented; self.stepper = stepper; self.slider = slider
        self.swipeActions = swipeActions; self.detailDisclosure = detailDisclosure
        self.statusBarSignal = statusBarSignal; self.statusBarTallSignal = statusBarTallSignal
        self.navigationBar = navigationBar; self.barButton = barButton; self.tabBar = tabBar; self.toolbar = toolbar
        self.lists = lists
        self.padStatusBar = padStatusBar; self.splitView = splitView
        self.alert = alert; self.contextMenu = contextMenu; self.keyboard = keyboard
        self.iconSquare = iconSquare
        self.picker = picker
    }

    /// True when any bar is drawn in Liquid Glass (the iOS 26 chrome).
    public var hasGlassChrome: Bool {
        navigationBar == .glass || barButton == .glass || tabBar == .floating || toolbar == .floating
    }

    /// The looks a merged theme names (every key present, each name valid: checked when read).
    init?(names: [LookKey: String]) {
        func look<L: ControlLook>(_ key: LookKey, _ type: L.Type) -> L? { names[key].flatMap(L.init(rawValue:)) }
        guard let s = look(.switchStyle, SwitchLook.self), let seg = look(.segmentedStyle, SegmentedLook.self),
              let step = look(.stepperStyle, StepperLook.self), let slider = look(.sliderStyle, SliderLook.self),
              let swipe = look(.swipeActionStyle, SwipeActionsLook.self),
              let detail = look(.detailDisclosureStyle, DetailDisclosureLook.self),
              let signal = look(.statusBarSignalStyle, SignalLook.self),
              let tall = look(.statusBarTallSignalStyle, SignalLook.self) else { return nil }
        guard let navigationBar = look(.navigationBarStyle, NavigationBarLook.self),
              let barButton = look(.barButtonStyle, BarButtonLook.self), let tabBar = look(.tabBarStyle, TabBarLook.self),
              let toolbar = look(.toolbarStyle, ToolbarLook.self),
              let padBar = look(.padStatusBarStyle, PadStatusBarLook.self),
              let split = look(.splitViewStyle, SplitViewLook.self), let lists = look(.listsStyle, ListsLook.self) else { return nil }
        guard let alert = look(.alertStyle, AlertLook.self), let menu = look(.contextMenuStyle, ContextMenuLook.self),
              let keyboard = look(.keyboardStyle, KeyboardLook.self),
              let iconSquare = look(.iconSquareStyle, IconSquareLook.self),
              let picker = look(.pickerStyle, PickerLook.self) else { return nil }
        self.init(switch: s, segmented: seg, stepper: step, slider: slider, swipeActions: swipe, detailDisclosure: detail,
                  statusBarSignal: signal, statusBarTallSignal: tall, navigationBar: navigationBar, barButton: barButton,
                  tabBar: tabBar, toolbar: toolbar, padStatusBar: padBar, splitView: split, lists: lists, alert: alert,
                  contextMenu: menu, keyboard: keyboard, iconSquare: iconSquare, picker: picker)
    }
}

/// An iPad's status bar (`device: ipad…`).
public enum PadStatusBarLook: String, ControlLook {
    /// iPhone OS 3.2 to iOS 11: "iPad" and Wi-Fi on the left (a cellular iPad's carrier and signal), the clock centred, the battery on the right.
    case ios3
    /// iOS 12 and later: the clock and the date at the leading edge, Wi-Fi, the percentage and the battery at the trailing edge; no carrier unless the spec names one.
    case ios12

    public var documentation: String {
        switch self {
        case .ios3: "iPhone OS 3.2 to iOS 11: \"iPad\" and Wi-Fi on the left (a cellular iPad's carrier and signal), the clock centred, the battery on the right."
        case .ios12: "iOS 12 and later: the clock and the date at the leading edge, Wi-Fi, the percentage and the battery at the trailing edge; no carrier unless the spec names one."
        }
    }
    /// Named from the start; the numbers follow the cases' order.
    public static let legacyNumbering: [PadStatusBarLook] = [.ios3, .ios12]
}

/// A split view's columns (`splitView`).
public enum SplitViewLook: String, ControlLook {
    /// iPhone OS 3.2 to iOS 6: columns side by side with a 1-pt dark divider.
    case ios3
    /// iOS 7 to 13: columns side by side with a hairline divider; a hidden primary's button is its title.
    case ios7
    /// iOS 14 to 18: as ios7, the hidden sidebar's button the sidebar symbol.
    case ios14
    /// iOS 26: the primary column floats as a rounded panel inset from the screen's edges, the column beside it running on under it.
    case ios26

    public var documentation: String {
        switch self {
        case .ios3: "iPhone OS 3.2 to iOS 6: columns side by side with a 1-pt dark divider."
        case .ios7: "iOS 7 to 13: columns side by side with a hairline divider; a hidden primary's button is its title."
        case .ios14: "iOS 14 to 18: as ios7, the hidden sidebar's button the sidebar symbol."
        case .ios26: "iOS 26: the primary column floats as a rounded panel inset from the screen's edges, the column beside it running on under it."
        }
    }
    /// Named from the start; the numbers follow the cases' order.
    public static let legacyNumbering: [SplitViewLook] = [.ios3, .ios7, .ios14]
}

/// A picker in a row (`picker`): UIPickerView and UIDatePicker.
public enum PickerLook: String, ControlLook {
    /// iPhone OS 2 to iOS 6: a white drum shaded dark at its top and bottom in a dark frame, dividers between its wheels, bold rows, and a translucent blue-grey glass bar across the selected row; dates only as wheels.
    case ios2
    /// iOS 7 to 13: flat rows on the row's background, curving away and fading above and below, the selected row between two hairlines; dates only as wheels.
    case ios7
    /// iOS 14 and later: iOS 7's wheel with a rounded grey band behind the selected row instead of the hairlines; a date as the inline calendar (a month header with chevrons, weekday initials, the selected day in a tinted circle), the compact date button (a grey rounded box) or wheels.
    case ios14

    public var documentation: String {
        switch self {
        case .ios2: "iPhone OS 2 to iOS 6: a white drum shaded dark at its top and bottom in a dark frame, dividers between its wheels, bold rows, and a translucent blue-grey glass bar across the selected row; dates only as wheels."
        case .ios7: "iOS 7 to 13: flat rows on the row's background, curving away and fading above and below, the selected row between two hairlines; dates only as wheels."
        case .ios14: "iOS 14 and later: iOS 7's wheel with a rounded grey band behind the selected row instead of the hairlines; a date as the inline calendar (a month header with chevrons, weekday initials, the selected day in a tinted circle), the compact date button (a grey rounded box) or wheels."
        }
    }
    /// Never written as numbers; numbered as the other looks are (the flat look 0, the classic 1).
    public static let legacyNumbering: [PickerLook] = [.ios7, .ios2, .ios14]
}
