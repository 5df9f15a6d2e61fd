import TableMockScene

/// One screen, as a spec file (version 1) describes it. Decoded and validated by
/// `SpecDecoder`; every value here is already checked, so layout never sees bad input.
public struct Spec: Sendable, Equatable {
    /// A built-in theme name (`ios7`) or a theme file path relative to the spec.
    public var theme: String = "ios7"
    public var appearance: Appearance = .light
    /// The Dynamic Type size (iOS 7+ themes): every text style of the table scales by the
    /// theme's `dynamicType` table and rows self-size to their text. Nil: not given (fixed
    /// row heights, text at the default `large` size).
    public var contentSizeCategory: ContentSizeCategory? = nil
    public var device: Device = .named("iphone-8")
    /// A named device turned on its side: its canvas swapped, its bars compact on a phone.
    public var orientation: Orientation = .portrait
    /// `rightToLeft` mirrors the screen as UIKit does under Arabic or Hebrew.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Device pixels per point; nil means the device's own scale.
    public var scale: Double? = nil
    public var height: HeightMode = .screen
    /// Points scrolled from the top.
    public var contentOffset: Double = 0
    public var table: TableSpec = TableSpec()
    /// The status bar, navigation bar, toolbar, tab bar and home indicator around the table.
    public var chrome: ScreenChromeSpec = ScreenChromeSpec()
    /// What is presented over the screen: an alert, an action sheet, a context menu, the keyboard (`Overlays.swift`).
    public var overlays: OverlaySpec = OverlaySpec()
    public var lint: LintSettings = LintSettings()
    /// The app's tint (UIView's `tintColor` set on the window): every theme colour the era
    /// derives from `tint` follows it (`Theme.tinted(_:)`). Nil: the era's own.
    public var tint: ColorReference? = nil
    /// The screen is a split view's columns (iPad), each a screen of its own.
    public var splitView: SplitViewSpec? = nil
    /// The screen is a sheet presented over another screen.
    public var presentation: PresentationSpec? = nil
    /// Set by the layout, never by a spec: the screen a split view's column or a sheet is
    /// laid out in, instead of the device's.
    var screenOverride: DeviceScreen? = nil

    public init() {}

    /// The screen the spec is laid out on: its device's in its orientation, or the column's
    /// or sheet's it was given.
    public var screen: DeviceScreen {
        screenOverride ?? DeviceCatalog.screen(for: device, orientation: orientation)
    }
}

public enum Appearance: String, Sendable, CaseIterable, Codable { case light, dark }

/// UIKit's `UIContentSizeCategory` values, smallest to largest; `large` is the default.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// One of the five larger accessibility sizes (AX1 to AX5).
    public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }
}

public enum Orientation: String, Sendable, CaseIterable, Codable { case portrait, landscape }

/// The direction the interface reads in: `rightToLeft` is a screen under a right-to-left
/// language (Arabic, Hebrew), mirrored as UIKit mirrors it.
public enum LayoutDirection: String, Sendable, CaseIterable, Codable { case leftToRight, rightToLeft }

public enum HeightMode: String, Sendable, CaseIterable, Codable {
    /// Clip to the device height, like a real screen.
    case screen
    /// Grow the image to fit the whole table.
    case content
}

public enum Device: Sendable, Equatable {
    /// A name from `DeviceCatalog`.
    case named(String)
    /// A custom canvas in points.
    case custom(Size)
}

public struct LintSettings: Sendable, Equatable {
    public var disable: [String] = []
    public init(disable: [String] = []) { self.disable = disable }
}

public enum TableStyle: String, Sendable, CaseIterable, Codable {
    case plain, grouped, insetGrouped
    /// UICollectionView's sidebar list (iOS 14 and later): the sidebar's background, no
    /// separators, rounded selection in the tint, symbols in the tint, big collapsible
    /// headers. On an iPhone (compact width) UIKit draws it as `insetGrouped`.
    case sidebar
    /// The sidebar list on the plain background; on an iPhone, drawn as `plain`.
    case sidebarPlain

    /// One of the two sidebar appearances.
    public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}

public enum SeparatorStyle: String, Sendable, CaseIterable, Codable { case singleLine, none }

/// Which framework's list the table is drawn as, where the two differ (`table.host`).
public enum ListHost: String, Sendable, CaseIterable, Codable {
    /// UIKit's UITableView (the default).
    case uiKit
    /// SwiftUI's List: from iOS 26 its separators stop at the trailing margin and a row's
    /// labels centre in the whole row (theme flags `swiftUISeparatorTrailingInset`,
    /// `swiftUILabelsCentredInRow`); in themes without those differences it draws as UIKit's.
    case swiftUI
}

/// A Dynamic Type text style by its UIKit name (`UIFont.TextStyle`, SwiftUI's `Font`): what a
/// spec's `detailTextStyle` sets a row's detail label in. Its size at each content size
/// category is the theme's `dynamicType.sizes` row of the same name.
public enum DynamicTypeStyle: String, Sendable, CaseIterable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// UIKit's `separatorInset` (iOS 7 and later), its leading and trailing points from the
/// cell's edges (inside the safe area, as UIKit insets the content view). A side left nil
/// keeps the era's own: the layout margin, or the text's start after an image, leading; 0
/// trailing. `0` alone is the full width.
public struct SeparatorInset: Sendable, Equatable {
    public var leading: Double?
    public var trailing: Double?
    public init(leading: Double? = nil, trailing: Double? = nil) { self.leading = leading; self.trailing = trailing }

    /// `inner`'s sides where it gives them, else this one's (a row's over the table's).
    public func overridden(by inner: SeparatorInset?) -> SeparatorInset {
        SeparatorInset(leading: inner?.leading ?? leading, trailing: inner?.trailing ?? trailing)
    }

    public static let maxInset = 1000.0
}

/// How many rows the list lets the user pick, for the lint (checkmarks); drawing ignores it.
public enum SelectionMode: String, Sendable, CaseIterable, Codable {
    /// Not a selection list.
    case none
    /// A radio list: one checkmark at most.
    case single
    case multiple
}

public enum SectionIndex: Sendable, Equatable {
    /// One entry per section: its `indexTitle`, else the first letter of its header.
    case automatic
    case titles([String])
}

public struct TableSpec: Sendable, Equatable {
    public var style: TableStyle = .plain
    public var header: HeaderFooter? = nil
    public var footer: HeaderFooter? = nil
    public var editing: Bool = false
    /// While editing, rows show selection circles instead of their editing controls
    /// (UITableView's allowsMultipleSelectionDuringEditing); `selected` rows are checked.
    public var allowsMultipleSelectionDuringEditing: Bool = false
    public var index: SectionIndex? = nil
    /// Overrides the theme's row height for every row without its own `height`.
    public var rowHeight: Double? = nil
    public var separatorStyle: SeparatorStyle = .singleLine
    /// UIKit's table, or SwiftUI's List where it looks different (iOS 26).
    public var host: ListHost = .uiKit
    /// Where every row's separator starts and ends (UITableView's `separatorInset`); a row's
    /// own `separatorInset` overrides it side by side. Nil: the era's.
    public var separatorInset: SeparatorInset? = nil
    /// When set, the table shows the activity indicator with this label and no rows.
    public var loading: String? = nil
    public var refreshing: Bool = false
    /// What kind of selection list the table is; only the lint reads it.
    public var selection: SelectionMode = .none
    /// A UISearchBar as the table's header view, above `header` (every era).
    public var searchBar: SearchBarSpec? = nil
    /// Drawn centred in the table's visible area when the table has no rows.
    public var emptyState: EmptyStateSpec? = nil
    /// A sidebar's column has the focus: its selected row is filled with the tint (white
    /// text); without it, grey (UIKit's unfocused selection).
    public var focused: Bool = true
    /// UITableView.cellLayoutMarginsFollowReadableWidth: the cells' content keeps inside the
    /// readable width on a wide screen; nil: the theme's default (off in the built-in themes;
    /// UIKit's was on in iOS 9 to 11).
    public var cellLayoutMarginsFollowReadableWidth: Bool? = nil
    /// Every row's detail label in this Dynamic Type text style (a row's own
    /// `detailTextStyle` overrides it); nil: the cell style's (subheadline in an iOS 26
    /// subtitle row, body in value1).
    public var detailTextStyle: DynamicTypeStyle? = nil
    public var sections: [SectionSpec] = []
    public init() {}

    /// True when no section has a row (what an empty state or a "No Results" stands in for).
    public var hasNoRows: Bool { sections.allSatisfy { $0.rows.isEmpty } }
}

/// A UISearchBar: as the table's header view (`table.searchBar`, every era) or, from iOS 11,
/// UISearchController's bar in the navigation bar (`navigationBar.searchBar`).
public struct SearchBarSpec: Sendable, Equatable {
    public var placeholder: String = "Search"
    /// Typed text; nil or empty shows the placeholder.
    public var text: String? = nil
    /// The field has focus: the Cancel button beside it, a caret after the text (and, in the
    /// navigation bar, the title area collapsed as UIKit does while searching).
    public var active: Bool = false
    /// The scope bar's segment titles, under the field; empty: no scope bar.
    public var scopes: [String] = []
    public var selectedScope: Int = 0
    /// The bookmark button at the end of an empty field.
    public var showsBookmark: Bool = false
    /// The Cancel button beside the field without focus.
    public var showsCancel: Bool = false
    /// iOS 26, in the navigation bar: under the title (`top`) or at the bottom of the screen.
    public var placement: SearchPlacement = .top
    public init() {}

    /// Typed text that is not empty.
    public var typedText: String? { text.flatMap { $0.isEmpty ? nil : $0 } }
    public var showsCancelButton: Bool { active || showsCancel }

    public static let maxScopes = 8
}

/// A UISegmentedControl: its segment titles and the selected one (nil: none selected).
public struct SegmentedSpec: Sendable, Equatable {
    public var items: [String]
    public var selected: Int?
    public init(items: [String], selected: Int? = 0) { self.items = items; self.selected = selected }

    public static let maxItems = 8
}

/// What a table with no rows shows: an image over a title over a line of text, centred
/// (iOS 17's UIContentUnavailableView look on ios15, the centred grey text of earlier apps).
public struct EmptyStateSpec: Sendable, Equatable {
    public var title: String? = nil
    public var text: String? = nil
    /// An image: a file path or a symbol, as a row's `image`.
    public var image: ImageReference? = nil
    public init(title: String? = nil, text: String? = nil, image: ImageReference? = nil) {
        self.title = title; self.text = text; self.image = image
    }
}

/// A table or section header or footer: text, an image, or both.
public struct HeaderFooter: Sendable, Equatable {
    public var text: String?
    public var image: ImageReference?
    /// The table header only: a header view holding a segmented control.
    public var segments: SegmentedSpec?
    /// A section header only: the header is a disclosure (UICellAccessory.outlineDisclosure
    /// in a header) with a chevron at its trailing edge.
    public var collapsible: Bool = false
    /// A collapsible header's section is closed: the chevron points forward and the
    /// section draws no rows.
    public var collapsed: Bool = false
    public init(text: String? = nil, image: ImageReference? = nil, segments: SegmentedSpec? = nil,
                collapsible: Bool = false, collapsed: Bool = false) {
        self.text = text; self.image = image; self.segments = segments
        self.collapsible = collapsible; self.collapsed = collapsed
    }
}

extension HeaderFooter {
    /// Text that is not empty, an image or a segmented control: an empty header takes no
    /// room, as in UIKit.
    public var hasContent: Bool { (text?.isEmpty == false) || image != nil || segments != nil }
}

public struct SectionSpec: Sendable, Equatable {
    public var header: HeaderFooter? = nil
    public var footer: HeaderFooter? = nil
    public var indexTitle: String? = nil
    public var rows: [RowSpec] = []
    public init() {}

    /// A collapsible header closed: the section shows no rows.
    public var isCollapsed: Bool { header?.collapsible == true && header?.collapsed == true }
}

public enum CellStyle: String, Sendable, CaseIterable, Codable { case `default`, subtitle, value1, value2 }

public enum Accessory: Sendable, Equatable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
    /// A UISwitch, on or off.
    case `switch`(Bool)
    /// A custom trailing label.
    case text(String)
    /// A UIStepper (iOS 5 and later) at this value; its minus is dimmed at 0, as UIStepper's
    /// default minimum.
    case stepper(Double)
    /// A UISegmentedControl as the accessory view (boxed: it would double every row's accessory).
    indirect case segments(SegmentedSpec)

    /// The names a spec may use for the plain (string) accessories.
    public static let names = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
}

public enum EditingStyle: String, Sendable, CaseIterable, Codable { case none, delete, insert }

public enum Truncation: String, Sendable, CaseIterable, Codable { case tail, head, middle }

/// Where the title of a default or subtitle row sits on its line (UIKit's
/// `textLabel.textAlignment`); natural is the leading edge.
public enum RowTextAlignment: String, Sendable, CaseIterable, Codable { case natural, left, center, right }

/// One row. Its stored fields are laid out small (a 100,000-row spec holds 100,000 of them,
/// and the lint copies each once): the 8-byte fields first, then the one-byte ones, and what
/// few rows have (swipe actions, a text field, a slider, a title colour, a badge) behind one
/// shared reference, `RowControls`, nil when the row has none. Every field reads and writes
/// as a plain property.
public struct RowSpec: Sendable, Equatable {
    public var title: String? = nil
    public var detail: String? = nil
    /// The row is shown swiped, with the red button carrying this title.
    public var deleteConfirmation: String? = nil
    public var indentationLevel: Int = 0
    /// 1 by default; 0 wraps as many lines as needed.
    public var titleLines: Int = 1
    /// How many lines a subtitle row's detail may wrap to (Mail's two-line preview); 1 by default.
    public var detailLines: Int = 1
    /// The rare parts, shared until written (copy on write).
    private var controls: RowControls.Box? = nil
    /// An image file relative to the spec file, or a symbol.
    public var image: ImageReference? = nil
    public var style: CellStyle = .default
    /// Drawn when the table is editing; UIKit's default is `delete`.
    public var editingStyle: EditingStyle = .delete
    public var showsReorderControl: Bool = false
    public var highlighted: Bool = false
    public var selected: Bool = false
    public var truncation: Truncation = .tail
    public var textAlignment: RowTextAlignment = .natural
    public var accessory: Accessory = .none
    /// The row drawn swiped open on this side, its actions showing.
    public var swiped: SwipeSide? = nil
    /// The full swipe: the outermost action spans the row. On a row with `children`: the
    /// row is open, its children shown under it.
    public var expanded: Bool = false
    /// Mail's unread dot in the leading margin.
    public var unread: Bool = false
    public var height: Double? = nil
    /// How deep in an outline the row is drawn (0: a top row); set when the table's outline
    /// is flattened for layout (`OutlineRows`), never read from a spec.
    var outlineLevel: UInt8 = 0
    public init() {}

    /// Buttons revealed by a swipe, drawn when `swiped` names their side.
    public var swipeActions: SwipeActions? {
        get { controls?.value.swipeActions }
        set { updateControls { $0.swipeActions = newValue } }
    }
    /// A text field in the cell.
    public var field: TextFieldSpec? {
        get { controls?.value.field }
        set { updateControls { $0.field = newValue } }
    }
    /// A slider in the cell.
    public var slider: SliderSpec? {
        get { controls?.value.slider }
        set { updateControls { $0.slider = newValue } }
    }
    /// A picker filling the row (a wheel, the inline calendar) or at its trailing end (the
    /// compact date button).
    public var picker: PickerSpec? {
        get { controls?.value.picker }
        set { updateControls { $0.picker = newValue } }
    }
    /// The title's colour; nil: the theme's label colour.
    public var titleColor: RowTitleColor? {
        get { controls?.value.titleColor }
        set { updateControls { $0.titleColor = newValue } }
    }
    /// A count pill before the accessory ("3"), as Settings and Mail show.
    public var badge: String? {
        get { controls?.value.badge }
        set { updateControls { $0.badge = newValue } }
    }
    /// The rows this row expands into (an outline: UICollectionView's section snapshot);
    /// shown under it, indented a level, when it is `expanded`. Nil: a leaf.
    public var children: [RowSpec]? {
        get { controls?.value.children }
        set { updateControls { $0.children = newValue } }
    }

    /// This row's separator inset over the table's (UITableViewCell's `separatorInset`).
    public var separatorInset: SeparatorInset? {
        get { controls?.value.separatorInset }
        set { updateControls { $0.separatorInset = newValue } }
    }

    /// A named arrangement of the row's parts (Mail, Messages, App Store, Contacts); nil:
    /// the cell style's.
    public var layout: RowLayout? {
        get { controls?.value.layout }
        set { updateControls { $0.layout = newValue } }
    }
    /// A line between the title and the detail (Mail's subject).
    public var subtitle: String? {
        get { controls?.value.subtitle }
        set { updateControls { $0.subtitle = newValue } }
    }
    /// A time or short text at the trailing end of the title's line ("9:41 AM", "Yesterday").
    public var time: String? {
        get { controls?.value.time }
        set { updateControls { $0.time = newValue } }
    }
    /// A button at the trailing edge (App Store's GET).
    public var button: RowButtonSpec? {
        get { controls?.value.button }
        set { updateControls { $0.button = newValue } }
    }
    /// The image's shape; nil: the layout's (round avatars, rounded artwork) or square.
    public var imageShape: ImageShape? {
        get { controls?.value.imageShape }
        set { updateControls { $0.imageShape = newValue } }
    }
    /// The title drawn bold (Mail's unread sender); nil: the layout's.
    public var titleBold: Bool? {
        get { controls?.value.titleBold }
        set { updateControls { $0.titleBold = newValue } }
    }

    /// The detail label in this Dynamic Type text style over the table's; nil: the table's,
    /// else the cell style's.
    public var detailTextStyle: DynamicTypeStyle? {
        get { controls?.value.detailTextStyle }
        set { updateControls { $0.detailTextStyle = newValue } }
    }

    /// A starred article (the timeline layout): a star in the unread dot's place when the row
    /// is read, as NetNewsWire marks it.
    public var starred: Bool {
        get { controls?.value.starred ?? false }
        set { updateControls { $0.starred = newValue } }
    }

    private mutating func updateControls(_ change: (inout RowControls) -> Void) {
        var value = controls?.value ?? RowControls()
        change(&value)
        controls = value == RowControls() ? nil : RowControls.Box(value)
    }
}

/// The parts of a row that few rows have, kept out of `RowSpec`'s own storage.
struct RowControls: Sendable, Equatable {
    var swipeActions: SwipeActions? = nil
    var field: TextFieldSpec? = nil
    var slider: SliderSpec? = nil
    var titleColor: RowTitleColor? = nil
    var badge: String? = nil
    var children: [RowSpec]? = nil
    var separatorInset: SeparatorInset? = nil
    var layout: RowLayout? = nil
    var subtitle: String? = nil
    var time: String? = nil
    var button: RowButtonSpec? = nil
    var imageShape: ImageShape? = nil
    var titleBold: Bool? = nil
    var picker: PickerSpec? = nil
    var detailTextStyle: DynamicTypeStyle? = nil
    var starred: Bool = false

    /// Never changed once made: a write makes a new box.
    final class Box: Sendable, Equatable {
        let value: RowControls
        init(_ value: RowControls) { self.value = value }
        static func == (a: Box, b: Box) -> Bool { a === b || a.value == b.value }
    }
}

/// The arrangements of a composed row (UIListContentConfiguration's parts as the common
/// apps place them): the same parts — image, title, subtitle, detail, time, button, unread
/// dot — at each app's sizes.
public enum RowLayout: String, Sendable, CaseIterable, Codable {
    /// Mail's inbox: the unread dot in a leading gutter, the sender (bold when unread) with
    /// the time and a small chevron after it, the subject, a two-line preview.
    case mail
    /// Messages' list: a round avatar, the name, the time and chevron, a two-line preview.
    case messages
    /// An App Store list: rounded artwork, the name and a grey line or two, a GET button.
    case appStore
    /// A person: a round avatar, the name, an optional grey line.
    case contact
    /// An RSS reader's timeline (NetNewsWire 7, uikit-ipad-lists 03-05): the unread dot in a
    /// leading gutter and a rounded favicon at the top, a bold title and a grey summary
    /// sharing a few lines, a footer line with the feed's name (the `subtitle`) and the
    /// time; a 1-pt separator over each row from the text's start, and the selection a
    /// rounded fill inset from the list's sides with white text.
    case timeline
}

/// A row image's outline.
public enum ImageShape: String, Sendable, CaseIterable, Codable { case square, rounded, circle }

/// A button in a row (App Store's GET, a Follow button).
public struct RowButtonSpec: Sendable, Equatable {
    public var title: String
    public init(title: String) { self.title = title }
}
