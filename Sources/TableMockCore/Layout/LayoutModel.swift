import TableMockScene

/// The computed geometry of one screen, in points: what `tablemock layout` prints and what
/// the painter turns into a Scene. Every style here is resolved; nothing is optional that
/// the painter needs.
public struct TableLayout: Sendable, Encodable {
    public struct Canvas: Sendable, Encodable {
        public var width: Double
        public var height: Double
        public var scale: Double
    }
    public var canvas: Canvas
    public var background: Color
    public var items: [LayoutItem]
    /// The table's content height (all sections), whether or not it all fits on screen.
    public var contentHeight: Double
    /// `rightToLeft`: every frame is already mirrored (`RightToLeft.swift`).
    public var layoutDirection: LayoutDirection = .leftToRight

    enum CodingKeys: String, CodingKey { case canvas, background, layoutDirection, contentHeight, items }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(canvas, forKey: .canvas)
        try c.encode(background, forKey: .background)
        // Only when it is not the default, so left-to-right dumps stay as they were.
        if layoutDirection != .leftToRight { try c.encode(layoutDirection, forKey: .layoutDirection) }
        try c.encode(contentHeight, forKey: .contentHeight)
        try c.encode(items, forKey: .items)
    }
}

/// How an item or part is filled: flat, a top-to-bottom gradient (iOS 2–6 bars and
/// highlights), or vertical pinstripes (the iOS 2–6 grouped background).
public enum Fill: Hashable, Sendable, Encodable {
    case solid(Color)
    case verticalGradient(top: Color, bottom: Color)
    case stripes(base: Color, stripe: Color, period: Double, width: Double)

    /// A gradient whose two ends are equal is just a colour.
    static func gradient(_ top: Color, _ bottom: Color) -> Fill {
        top == bottom ? .solid(top) : .verticalGradient(top: top, bottom: bottom)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .solid(let color): try c.encode(color.hexString)
        case let .verticalGradient(top, bottom): try c.encode("\(top.hexString)→\(bottom.hexString)")
        case let .stripes(base, stripe, period, width): try c.encode("stripes \(base.hexString)/\(stripe.hexString) \(width)/\(period)")
        }
    }
}

public enum ItemKind: String, Sendable, Encodable {
    case background, tableHeader, sectionHeader, group, cell, separator, sectionFooter, tableFooter
    case index, loading, refreshControl
    /// The screen around the table, drawn over it.
    case statusBar, navigationBar, toolbar, tabBar, homeIndicator
    /// A UISearchBar (the table's header view, or UISearchController's in the navigation bar).
    case searchBar
    /// What a table without rows shows (an image, a title and a text), or "No Results".
    case emptyState
    /// A split view's column (its background), the line between two columns, the iOS 26
    /// floating sidebar's panel, the dimming over a column under another, a presented sheet's card.
    case splitColumn, splitDivider, sidebarPanel, dimming, sheet
    /// Internal: an item moved elsewhere during layout; never in a finished layout.
    case removed
    /// Presented over the screen (`Overlays.swift`): the dimmed (or blurred) screen, an alert,
    /// an action sheet's panels, an iPad's popover, a context menu and its lifted row or
    /// preview card, the keyboard.
    case alert, actionSheet, popover, contextMenu, menuPreview, keyboard
}

extension ItemKind {
    /// The kind as a person reads it in a report (`tablemock check`'s layout changes:
    /// "every row (12)", "3 section headers moved 2 pt down"). Exhaustive, so a new kind is
    /// named here when it is added.
    public var readableName: String {
        switch self {
        case .cell: "row"
        case .sectionHeader: "section header"
        case .sectionFooter: "section footer"
        case .tableHeader: "table header"
        case .tableFooter: "table footer"
        case .refreshControl: "refresh control"
        case .loading: "loading indicator"
        case .searchBar: "search bar"
        case .emptyState: "empty state"
        case .actionSheet: "action sheet"
        case .contextMenu: "context menu"
        case .menuPreview: "lifted row"
        case .alert, .popover, .keyboard: rawValue
        case .splitColumn: "column"
        case .splitDivider: "column divider"
        case .sidebarPanel: "sidebar panel"
        case .background, .group, .separator, .index, .statusBar, .navigationBar, .toolbar, .tabBar, .homeIndicator, .removed, .dimming, .sheet:
            rawValue
        }
    }
}

/// One visible part of the table: a cell, a header, a separator, a group's backing.
public struct LayoutItem: Sendable, Encodable {
    public var kind: ItemKind
    public var section: Int?
    public var row: Int?
    public var frame: Rect
    /// The fill behind the item, if any.
    public var fill: Fill?
    /// An outline around the fill (the iOS 2–6 rounded groups).
    public var border: Stroke?
    /// Rounded corners of the fill (inset-grouped sections).
    public var cornerRadius: Double?
    public var corners: Corners?
    /// The corners are continuous curves, not circular arcs (iOS 26's cards: `continuousCorners`).
    public var continuousCorners = false
    public var parts: [LayoutPart]
    /// Parts are clipped to the frame (a swiped row whose content slid left).
    public var clipsParts: Bool
    /// The column or sheet the item belongs to, in a screen made of several screens.
    public var region: ScreenRegion? = nil

    public init(kind: ItemKind, section: Int? = nil, row: Int? = nil, frame: Rect, fill: Fill? = nil,
                border: Stroke? = nil, cornerRadius: Double? = nil, corners: Corners? = nil, parts: [LayoutPart] = [],
                clipsParts: Bool = false) {
        self.kind = kind; self.section = section; self.row = row; self.frame = frame; self.fill = fill; self.border = border
        self.cornerRadius = cornerRadius; self.corners = corners; self.parts = parts; self.clipsParts = clipsParts
    }

    enum CodingKeys: String, CodingKey { case kind, region, section, row, frame, fill, cornerRadius, parts }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(region, forKey: .region)
        try c.encodeIfPresent(section, forKey: .section)
        try c.encodeIfPresent(row, forKey: .row)
        try c.encode(frame, forKey: .frame)
        try c.encodeIfPresent(fill, forKey: .fill)
        try c.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        if !parts.isEmpty { try c.encode(parts, forKey: .parts) }
    }
}

public enum PartKind: String, Sendable, Encodable {
    case image, title, detail, accessory, editingControl, reorderControl, deleteButton, indexEntry, activityIndicator, label
    /// A row's count pill (`badge`) and Mail's unread dot.
    case rowBadge, unreadDot
    /// A thin line drawn as part of an item (the edges of the iOS 2–6 plain header bar).
    case rule
    /// A bar's backing (it may reach under a transparent status bar).
    case background
    /// A translucent bar's material: the content under the bar, blurred (before its backing).
    case material
    /// Status bar contents.
    case time, carrier, signal, wifi, battery, batteryPercent, chargingBolt, bluetooth
    /// An iPad's date beside the clock (iOS 12 and later).
    case date
    /// A sheet's grabber.
    case grabber
    /// Navigation bar contents and bar buttons.
    case prompt, largeTitle, backButton, barButton
    /// Tab bar contents.
    case tabItem, tabTitle, badge, selection
    /// A button of a row swiped open (its fill and title), and the image over its title.
    case swipeAction, swipeActionImage
    /// Controls in a row's content: a UITextField, a UISlider; a UIStepper accessory.
    case textField, slider, stepper
    /// A segmented control's track (with its selected segment) and each segment's title.
    case segmentedControl, segment
    /// A search bar's field and what is in it, and its Cancel button.
    case searchField, searchIcon, placeholder, searchText, caret, clearButton, bookmarkButton, cancelButton
    /// Overlays: an alert's message and its action buttons, a context menu's item, a key of
    /// the keyboard and its predictive bar, a popover's arrow, a panel's soft shadow.
    case message, action, menuItem, key, predictiveBar, popoverArrow, shadow
    /// The outline disclosure chevron of a collapsible section header or a row with children.
    case outlineDisclosure
    /// A composed row's parts: the subtitle (Mail's subject), the time, a monogram avatar, the button (GET).
    case subtitle, timestamp, avatar, rowButton
    /// Liquid Glass (iOS 26): a capsule's material, the navigation bar's scroll edge, the
    /// floating tab bar's separate search tab and its accessory (the mini player).
    case glass, scrollEdge, searchTab, tabAccessory
    /// A picker in a row: its wheels (drum and frame), one visible row of a wheel, the
    /// selection drawn over the rows; the compact date button; the inline calendar's month
    /// title, its chevrons, a weekday initial and a day.
    case picker, pickerRow, pickerSelection, dateButton, calendarMonth, calendarChevron, weekday, calendarDay
    /// A row's selection drawn as a shape of its own under its content (the timeline's
    /// rounded fill inset from the list's sides).
    case rowSelection
}

extension PartKind {
    /// The part as a person reads it in a report ("section 0 row 3: delete button removed").
    /// Exhaustive, so a new part is named here when it is added.
    public var readableName: String {
        switch self {
        case .editingControl: "editing control"
        case .reorderControl: "reorder control"
        case .deleteButton: "delete button"
        case .indexEntry: "index entry"
        case .activityIndicator: "activity indicator"
        case .swipeAction: "swipe action"
        case .swipeActionImage: "swipe action image"
        case .textField: "text field"
        case .rowBadge: "badge"
        case .unreadDot: "unread dot"
        case .segmentedControl: "segmented control"
        case .searchField: "search field"
        case .searchIcon: "search icon"
        case .searchText: "search text"
        case .clearButton: "clear button"
        case .bookmarkButton: "bookmark button"
        case .cancelButton: "Cancel button"
        case .menuItem: "menu item"
        case .predictiveBar: "predictive bar"
        case .popoverArrow: "popover arrow"
        case .message, .action, .key, .shadow: rawValue
        case .outlineDisclosure: "outline disclosure"
        case .rowButton: "row button"
        case .timestamp: "time"
        case .glass: "glass capsule"
        case .scrollEdge: "scroll edge"
        case .searchTab: "search tab"
        case .tabAccessory: "tab bar accessory"
        case .pickerRow: "picker row"
        case .pickerSelection: "picker selection"
        case .dateButton: "date button"
        case .calendarMonth: "calendar month"
        case .calendarChevron: "calendar chevron"
        case .calendarDay: "calendar day"
        case .rowSelection: "row selection"
        case .picker, .weekday: rawValue
        case .image, .title, .detail, .accessory, .label, .rule, .background, .material, .time, .carrier, .signal, .wifi,
             .battery, .batteryPercent, .chargingBolt, .bluetooth, .prompt, .largeTitle, .backButton, .barButton, .tabItem,
             .tabTitle, .badge, .selection, .slider, .stepper, .segment, .placeholder, .caret, .subtitle, .avatar, .date, .grabber:
            rawValue
        }
    }
}

/// Lines of text, already wrapped and truncated, each with its baseline origin.
public struct TextBlock: Sendable {
    public struct Line: Sendable {
        public var text: String
        public var origin: Point
    }
    public var lines: [Line]
    public var font: FontDescriptor
    public var color: Color
    /// True when the layout cut the text to fit.
    public var truncated: Bool
    public var shadow: TextShadow? = nil
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// A symbol drawn in a part's frame: its glyph centred in a `glyphSize` square, filled with
/// `color` (thickened by a stroke of `strokeWidth` for the heavier weights), over a rounded
/// square of `background` when it is a Settings-style icon.
public struct SymbolDrawing: Sendable {
    public var symbol: LoadedSymbol
    public var color: Fill
    public var glyphSize: Double
    public var strokeWidth: Double
    public var background: Color?
    public var cornerRadius: Double
    /// The background square's corners are continuous curves (`IconSquareLook.continuous`).
    public var continuousCorners: Bool
    public init(symbol: LoadedSymbol, color: Fill, glyphSize: Double, strokeWidth: Double = 0,
                background: Color? = nil, cornerRadius: Double = 0, continuousCorners: Bool = false) {
        self.symbol = symbol; self.color = color; self.glyphSize = glyphSize; self.strokeWidth = strokeWidth
        self.background = background; self.cornerRadius = cornerRadius; self.continuousCorners = continuousCorners
    }
}

public struct LayoutPart: Sendable, Encodable {
    public var kind: PartKind
    public var frame: Rect
    public var text: TextBlock?
    /// What draws the part's accessory, control or icon (Glyph.swift, Layout/Controls/).
    public var glyph: (any Glyph)?
    public var image: ImageData?
    /// A symbol of the built-in set, drawn as paths (instead of an image file).
    public var symbol: SymbolDrawing?
    /// A fill behind the part (the Delete button), with rounded corners when it is a button.
    public var fill: Fill?
    public var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds (a sheet's bar: the top ones).
    public var corners: Corners = .all
    /// Draws only the image's shape, in this fill (a tab bar icon).
    public var imageTint: Fill?
    /// Where the image is drawn when it is smaller than the part (a bar button's image in
    /// its button); nil: the part's frame.
    public var imageFrame: Rect?
    /// Only what falls inside this rectangle is drawn (a large title sliding under the bar).
    public var clip: Rect?
    /// The glyph is drawn mirrored in its frame: a chevron or switch of a right-to-left screen.
    public var mirrored = false
    /// Which of an item's repeated elements the part belongs to, from 0 (the tab of a tab
    /// bar's icon, title and badge): the editable SVG puts an element's parts in one layer.
    public var element: Int?
    /// A translucent bar's material over the content under it (kind `material`).
    public var backdrop: Backdrop?
    /// The image file is clipped to a rounded rectangle of this radius (a round avatar,
    /// rounded artwork); 0: drawn whole.
    public var imageCornerRadius: Double = 0
    /// Liquid Glass over the content under it (kinds `glass` and `scrollEdge`).
    public var glass: Glass?

    public init(kind: PartKind, frame: Rect, text: TextBlock? = nil, glyph: (any Glyph)? = nil, image: ImageData? = nil,
                fill: Fill? = nil, cornerRadius: Double = 0, imageTint: Fill? = nil) {
        self.kind = kind; self.frame = frame; self.text = text; self.glyph = glyph; self.image = image; self.fill = fill
        self.cornerRadius = cornerRadius; self.imageTint = imageTint
    }

    enum CodingKeys: String, CodingKey { case kind, frame, text, lines, font, color, truncated, glyph, mirrored, source, symbol, background, fill }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(frame, forKey: .frame)
        if let text {
            try c.encode(text.text, forKey: .text)
            if text.lines.count > 1 { try c.encode(text.lines.count, forKey: .lines) }
            try c.encode(text.font.description, forKey: .font)
            try c.encode(text.color, forKey: .color)
            try c.encode(text.truncated, forKey: .truncated)
        }
        if let glyph { try c.encode(glyph.name, forKey: .glyph) }
        if mirrored { try c.encode(true, forKey: .mirrored) }
        if let fill { try c.encode(fill, forKey: .fill) }
        if let image { try c.encode(image.source, forKey: .source) }
        if let symbol {
            try c.encode(symbol.symbol.name, forKey: .symbol)
            if text == nil { try c.encode(symbol.color, forKey: .color) }
            if let background = symbol.background { try c.encode(background.hexString, forKey: .background) }
        }
    }
}
