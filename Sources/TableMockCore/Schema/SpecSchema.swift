/// The JSON Schema (draft 2020-12) of spec files, version 1: what `tablemock schema spec`
/// prints and `Schemas/spec-v1.schema.json` holds. Built from the same lists the decoder
/// checks against (devices, styles, accessories, rule ids), and tested to agree with it.
public enum SpecSchema {
    public static let id = "https://tablemock.dev/schema/v1.json"

    public static var document: JSONValue {
        typealias S = SchemaBuilding
        return S.node(
            ("$schema", .string(S.draft)),
            ("$id", .string(id)),
            ("title", "TableMock spec, version 1"),
            ("description", "One iOS table view screen for `tablemock render`. JSON and YAML are equivalent; unknown keys are errors."),
            ("type", "object"),
            ("properties", .object(topLevel)),
            ("additionalProperties", false),
            ("$defs", .object([
                ("table", table), ("section", section), ("row", row), ("headerFooter", headerFooter),
                ("accessory", accessory), ("size", size), ("lint", lint),
                ("swipeActions", swipeActions), ("swipeAction", swipeAction), ("textField", textField), ("slider", slider), ("picker", picker),
                ("statusBar", statusBar), ("navigationBar", navigationBar), ("barItem", barItem), ("toolbar", toolbar),
                ("tabBar", tabBar), ("tabBarItem", tabBarItem), ("tabAccessory", tabAccessory), ("image", image), ("color", color),
                ("searchBar", searchBar), ("segmentedControl", segmentedControl), ("emptyState", emptyState), ("tableHeader", tableHeader),
                ("toolbarItem", toolbarItem), ("separatorInset", separatorInset), ("sectionHeader", sectionHeader), ("splitView", splitView), ("column", column),
                ("presentation", presentation),
                ("screen", S.node(("description", "A screen written inline: a spec's keys."), ("type", "object"),
                                  ("properties", .object(topLevel)), ("additionalProperties", false))),
            ] + overlayDefs)))
    }

    typealias S = SchemaBuilding

    static var deviceList: String {
        DeviceCatalog.all.map { "`\($0.name)` \($0.size.width.shortDescription)×\($0.size.height.shortDescription)@\($0.scale.shortDescription)" }
            .joined(separator: ", ")
    }

    static var topLevel: [(String, JSONValue)] {
        [
            ("$schema", S.field(S.node(("type", "string")), "The schema this file follows; editors use it for completion. Ignored by TableMock.",
                                examples: [.string(id), "../Schemas/spec-v1.schema.json"])),
            ("theme", S.field(S.nonEmptyText, "A built-in theme name, or a theme file path relative to the spec.",
                              default: "ios7", examples: ["ios7", "themes/brand.json"])),
            ("appearance", S.field(S.names(Appearance.self), "Light or dark colours of the theme.",
                                   default: "light", examples: ["dark"])),
            ("contentSizeCategory", S.field(S.names(ContentSizeCategory.self), "The Dynamic Type size (iOS 7 and later themes): every text style of the table scales by the theme's Dynamic Type table (Apple's sizes per text style), and rows grow to fit their text, at least the theme's row height. An explicit row `height` or table `rowHeight` still wins. Large titles scale too; other bar text does not, as in UIKit.",
                                            default: "large", examples: ["accessibilityExtraExtraExtraLarge"])),
            ("device", S.field(S.names(DeviceCatalog.names), "A named device canvas in points, at its own scale: \(deviceList).",
                               default: "iphone-8", examples: ["iphone-15"])),
            ("orientation", S.field(S.names(Orientation.self), "`landscape` turns the named device: its canvas swapped, compact bars on a phone (32 pt; no status bar from iOS 8), and on a Face ID phone the content kept inside the left and right safe-area insets. Not with a custom `size`.",
                                    default: "portrait", examples: ["landscape"])),
            ("layoutDirection", S.field(S.names(LayoutDirection.self), "`rightToLeft` mirrors the whole screen as UIKit does under a right-to-left language (Arabic, Hebrew): text from the right, images, accessories, switches, editing controls, the Delete button, the section index, bar items and tabs on the other side; the disclosure and back chevrons point left and switches turn on to the left; checkmarks, images and the text itself are not flipped.",
                                        default: "leftToRight", examples: ["rightToLeft"])),
            ("size", S.field(S.ref("size"), "A custom canvas in points, instead of a device's.",
                             examples: [S.node(("width", 375), ("height", 667))])),
            ("scale", S.field(S.positive(atMost: SpecLimits.maxScale), "Pixels per point; the command line's --scale overrides it. Default: the device's.",
                              examples: [2])),
            ("height", S.field(S.names(HeightMode.self), "`screen` clips to the device height like a real screen; `content` grows the image to fit the whole table.",
                               default: "screen", examples: ["content"])),
            ("contentOffset", S.field(S.node(("type", "number"), ("minimum", 0), ("maximum", .number(SpecLimits.maxContentOffset))), "Points scrolled from the top; plain section headers stick to the top edge, and the footer of a section that goes on below the screen sticks to the bottom. As in UIKit, scrolling stops at the end of the content: a larger offset shows the end.",
                                      default: 0, examples: [120])),
            ("statusBar", S.field(S.ref("statusBar"), "The status bar across the top, in the theme's look and the device's height (20 pt before the iPhone X; 44 to 57 on notch and Dynamic Island phones).",
                                  examples: [true, S.node(("time", "9:41"), ("battery", 80))])),
            ("navigationBar", S.field(S.ref("navigationBar"), "The navigation bar under the status bar: a title, or an object with a large title, back button, items and prompt.",
                                      examples: ["Settings", S.node(("title", "Wi-Fi"), ("backButton", "Settings"))])),
            ("toolbar", S.field(S.ref("toolbar"), "The toolbar at the bottom: its items, spread with flexible space between them.",
                                examples: [["Edit", S.node(("title", "Done"), ("style", "done"))]])),
            ("tabBar", S.field(S.ref("tabBar"), "The tab bar at the bottom: items with a title and an image, one selected.",
                               examples: [S.node(("items", [S.node(("title", "Favorites"), ("image", "images/star.svg"))]), ("selected", 0))])),
            ("homeIndicator", S.field(S.boolean, "The home indicator of Face ID devices. Default: shown on them when the spec draws a status bar, a navigation bar, a toolbar or a tab bar.",
                                      examples: [false])),
            ("table", S.field(S.ref("table"), "The table view.",
                              examples: [S.node(("style", "grouped"), ("sections", [S.node(("rows", [S.node(("title", "Wi-Fi"))]))]))])),
            ("lint", S.field(S.ref("lint"), "Guideline lint settings for this spec.",
                             examples: [S.node(("disable", ["row-left-highlighted"]))])),
            ("tint", S.field(S.ref("color"), "The app's tint (tintColor, iOS 7 and later themes): every colour the era draws in the tint follows it: bar buttons and the back chevron, checkmarks, detail buttons, symbols, the index, segmented controls, steppers, sliders, selection circles, the unread dot, tab bar selection, `titleColor: tint`. A theme colour name (`systemPink`) takes its light or dark value. Switches stay green, as UISwitch's onTintColor does not follow tintColor.",
                             examples: ["systemPink", "#5856D6"])),
            ("splitView", S.field(S.ref("splitView"), "The screen is a split view (UISplitViewController, iPad): a primary column (a sidebar or list), an optional supplementary column and the secondary, each a screen of its own with its bars and table. The status bar and home indicator stay at the top level; `table`, `navigationBar`, `toolbar` and `tabBar` belong in the columns. See Docs/iPad.md.",
                                  examples: [S.node(("primary", S.node(("navigationBar", "Settings"))), ("secondary", S.node(("navigationBar", "General"))))])),
            ("presentation", S.field(S.ref("presentation"), "The screen is a sheet presented over another screen: a form or page sheet on an iPad (the screen under it dimmed), a sheet on an iPhone (the screen under it scaled back from iOS 13). This spec's bars and table are the sheet's. See Docs/iPad.md.",
                                     examples: [S.node(("style", "formSheet"), ("over", "inbox.yaml"))])),
        ] + overlayTopLevel
    }

    static var separatorInset: JSONValue {
        S.node(("oneOf", [
            S.node(("type", "number"), ("minimum", 0), ("maximum", .number(SeparatorInset.maxInset)),
                   ("description", "The leading inset in points from the cell's edge (the trailing is 0): `0` runs the separator the full width.")),
            S.object("The separator's insets in points from the cell's edges (UIKit's separatorInset, left and right); a side left out keeps the era's.", [
                ("leading", S.field(S.node(("type", "number"), ("minimum", 0), ("maximum", .number(SeparatorInset.maxInset))), "Points from the cell's leading edge. Default: the era's (the layout margin, or the text's start after an image).", examples: [0])),
                ("trailing", S.field(S.node(("type", "number"), ("minimum", 0), ("maximum", .number(SeparatorInset.maxInset))), "Points from the cell's trailing edge.", default: 0, examples: [16])),
            ]),
        ]))
    }

    static var splitView: JSONValue {
        S.object("A split view's columns and its display mode.", [
            ("primary", S.field(S.ref("column"), "The leading column: 320 pt (iOS 26: a floating panel inset from the screen's edges).",
                                examples: [S.node(("navigationBar", "Mailboxes"))])),
            ("supplementary", S.field(S.ref("column"), "The middle column of a triple-column split view (320 pt), between the primary and the secondary.",
                                      examples: [S.node(("navigationBar", "Inbox"))])),
            ("secondary", S.field(S.ref("column"), "The column that fills the rest of the screen: the detail.",
                                  examples: [S.node(("navigationBar", "General"))])),
            ("displayMode", S.field(S.names(SplitDisplayMode.self), "Which columns show, as UISplitViewController.DisplayMode: `automatic` shows every column beside the secondary in landscape, and in portrait the secondary alone (two columns) or the supplementary beside it (three); `secondaryOnly` puts the sidebar button in the secondary's bar; `oneBesideSecondary` is the primary (two columns) or the supplementary (three); the `…Over…` modes draw them over the dimmed secondary. A phone's compact width shows one column.",
                                    default: "automatic", examples: ["twoBesideSecondary"])),
            ("primaryWidth", S.field(S.positive(atMost: SplitViewSpec.maxColumnWidth), "The primary column's width in points. Default: the theme's (`pad.splitPrimaryWidth`, 320).",
                                     examples: [375])),
            ("supplementaryWidth", S.field(S.positive(atMost: SplitViewSpec.maxColumnWidth), "The supplementary column's width in points. Default: the theme's (`pad.splitSupplementaryWidth`, 320).",
                                           examples: [375])),
        ], required: ["secondary"])
    }

    static var column: JSONValue {
        S.object("A column of a split view: a screen of its own, with its navigation bar, toolbar and table (and the table's empty state).", [
            ("navigationBar", S.field(S.ref("navigationBar"), "The column's navigation bar, under the screen's status bar.", examples: ["Inbox"])),
            ("toolbar", S.field(S.ref("toolbar"), "The column's toolbar, at its bottom.", examples: [["Edit"]])),
            ("table", S.field(S.ref("table"), "The column's table.", examples: [S.node(("sections", [S.node(("rows", [S.node(("title", "Inbox"))]))]))])),
        ])
    }

    static var presentation: JSONValue {
        S.object("A sheet over another screen.", [
            ("style", S.field(S.names(SheetStyle.self), "`formSheet`: a 540 x 620 card centred on an iPad; `pageSheet`: a card as tall as the screen below the status bar (704 wide from iOS 13, the portrait width before). On an iPhone both cover the width.",
                              default: "formSheet", examples: ["pageSheet"])),
            ("over", S.field(S.node(("oneOf", [S.nonEmptyText, S.ref("screen")])), "The screen under the sheet: a spec file's path (relative to this spec, inside the project root; it may present a sheet of its own, at most \(PresentationSpec.maxDepth) deep, never itself), or a screen written inline with a spec's keys. It is drawn with this spec's theme, device, orientation and text settings.",
                             examples: ["inbox.yaml", S.node(("navigationBar", "Inbox"))])),
            ("grabber", S.field(S.boolean, "The grabber at the top of the card (iOS 15's sheet presentation controller).", default: false, examples: [true])),
        ], required: ["over"])
    }

    static var table: JSONValue {
        S.object("The table view: its style, optional header and footer, and its sections.", [
            ("style", S.field(S.names(TableStyle.self), "The table style: `plain`, `grouped`, `insetGrouped` (iOS 13 and later), or UICollectionView's sidebar lists (iOS 14 and later): `sidebar` (the sidebar's background, no separators, a rounded selection in the tint, symbols in the tint, big collapsible headers) and `sidebarPlain` (the same on the plain background). On an iPhone UIKit draws `sidebar` as `insetGrouped` and `sidebarPlain` as `plain`, and so does TableMock (with a lint warning).",
                              default: "plain", examples: ["grouped", "sidebar"])),
            ("header", S.field(S.ref("tableHeader"), "Text, an image or a segmented control above the first section.", examples: ["Recent calls"])),
            ("footer", S.field(S.ref("headerFooter"), "Text or an image below the last section.", examples: [S.node(("text", "Updated just now"))])),
            ("searchBar", S.field(S.ref("searchBar"), "A UISearchBar as the table's header view (every era), above `header`: the era's bar and field, scrolling with the rows. `true` for the defaults.",
                                  examples: [true, S.node(("placeholder", "Search Contacts"))])),
            ("emptyState", S.field(S.ref("emptyState"), "What the table shows when it has no rows: an image over a title over a text, centred in the table's visible area (iOS 17's UIContentUnavailableView look on ios15; the centred grey text of earlier apps). Without it, a table with no rows and typed search text shows the era's \"No Results\".",
                                   examples: [S.node(("title", "No Messages"), ("text", "New messages appear here."))])),
            ("editing", S.field(S.boolean, "Editing mode: rows show their editing controls and reorder grips.", default: false, examples: [true])),
            ("allowsMultipleSelectionDuringEditing", S.field(S.boolean, "While editing, each row shows a selection circle instead of its editing control, checked on `selected` rows (iOS 7 and later look; UITableView's allowsMultipleSelectionDuringEditing).",
                                                             default: false, examples: [true])),
            ("index", S.field(S.node(("oneOf", [S.boolean, S.node(("type", "array"), ("items", S.text()),
                                                                  ("maxItems", .number(Double(SpecLimits.maxSections))))])),
                              "The section index along the right edge (plain tables): `true` for one entry per section (its indexTitle, else the first letter of its header), or the entries; the entry `{search}` is the magnifier that goes back to the search bar (UITableViewIndexSearch), first in the index.",
                              default: false, examples: [true, ["A", "B", "C"]])),
            ("rowHeight", S.field(S.positive(atMost: SpecLimits.maxRowHeight), "The height of rows without their own. Default: the theme's (44).",
                                  examples: [60])),
            ("separatorStyle", S.field(S.names(SeparatorStyle.self), "Hairlines between rows.", default: "singleLine", examples: ["none"])),
            ("loading", S.field(S.node(("type", ["string", "null"]), ("maxLength", .number(Double(SpecLimits.maxTextLength)))),
                                "When set, the table shows the activity indicator with this label, and no rows: the sections are kept in the spec but not drawn, so one spec can show both states.",
                                default: .null, examples: ["Loading…"])),
            ("refreshing", S.field(S.boolean, "The refresh control spins above the first row.", default: false, examples: [true])),
            ("selection", S.field(S.names(SelectionMode.self), "What kind of selection list the table is; the lint checks that a `single` list has one checkmark at most. Not drawn.",
                                  default: "none", examples: ["single"])),
            ("focused", S.field(S.boolean, "A sidebar's column has the focus: its selected row is filled with the tint, its text and symbol white; `false` draws the unfocused selection (grey).",
                                default: true, examples: [false])),
            ("cellLayoutMarginsFollowReadableWidth", S.field(S.boolean, "UITableView's property of the name: on a wide screen (an iPad, a phone in landscape) the rows' text, accessories and separators, and the headers' and footers' text, keep inside the readable width (672 pt at the default text size, wider with Dynamic Type), centred; the rows and cards keep their frames. Default: the theme's, off in every built-in theme: UIKit's default was on in iOS 9 to 11 only, in the middle of `ios7` (iOS 7 to 10) and `ios11` (11 and 12), which take the ends of their ranges; a spec of iOS 9 to 11 writes `true`.",
                                                             examples: [true])),
            ("sections", S.field(S.node(("type", "array"), ("items", S.ref("section")), ("maxItems", .number(Double(SpecLimits.maxSections)))),
                                 "The sections, top to bottom.", default: [], examples: [[S.node(("header", "Network"), ("rows", [S.node(("title", "Wi-Fi"))]))]])),
            ("separatorInset", S.field(S.ref("separatorInset"), "Where every row's separator starts and ends (UITableView's separatorInset, iOS 7 and later themes), and the empty rows' below: `0` for the full width, or `{leading, trailing}` in points from the cell's edges. A row's own separatorInset overrides it side by side.",
                                       examples: [0, S.node(("leading", 20), ("trailing", 20))])),
            ("host", S.field(S.names(ListHost.self), "Which framework's list the table is: `uiKit` (UITableView) or `swiftUI` (List). They differ from iOS 26 (`ios26`): SwiftUI's separators stop at the trailing margin (inset on both sides) and its rows' labels centre in the whole row (uikit-ios26 renders 01-14, all SwiftUI Lists); UIKit's separators run to the card's edge (uikit-ipad-lists render 06, NetNewsWire). In ios13 to ios15 both draw alike; before iOS 13, when SwiftUI came, `swiftUI` is an error.",
                             default: "uiKit", examples: ["swiftUI"])),
            ("detailTextStyle", S.field(S.names(DynamicTypeStyle.self), "Every row's detail label (`detail`) in this Dynamic Type text style: `body`, `subheadline`, `footnote`, `caption1` ... (UIFont.TextStyle's names; SwiftUI's `.font(.body)`), at that style's size for the spec's `contentSizeCategory` from the theme's Dynamic Type table, in the detail's own colour and face (`headline` semibold). A row's own `detailTextStyle` overrides it. Default: the cell style's (an iOS 26 subtitle row's subheadline 15, value1's body 17). iOS 7 and later themes (Dynamic Type); an earlier theme is an error.",
                                        examples: ["body"])),
        ])
    }

    static var section: JSONValue {
        S.object("A section: a header, rows and a footer.", [
            ("header", S.field(S.ref("sectionHeader"), "Text or an image above the section's rows; `collapsible: true` makes it a disclosure with a chevron (iOS 14 and later).",
                               examples: ["Network", S.node(("text", "Library"), ("collapsible", true), ("collapsed", false))])),
            ("footer", S.field(S.ref("headerFooter"), "Text or an image below the section's rows.", examples: ["Explanatory text under the group."])),
            ("indexTitle", S.field(S.text(), "This section's entry in an automatic index.", examples: ["N"])),
            ("rows", S.field(S.node(("type", "array"), ("items", S.ref("row")), ("maxItems", .number(Double(SpecLimits.maxRows)))),
                             "The rows, top to bottom.", default: [], examples: [[S.node(("title", "Wi-Fi"))]])),
        ])
    }

    static var row: JSONValue {
        S.object("One row (a UITableViewCell). Every key may be omitted.", [
            ("style", S.field(S.names(CellStyle.self), "The cell style: `default` (image and title), `subtitle` (detail under the title), `value1` (detail right-aligned), `value2` (title column, then detail).",
                              default: "default", examples: ["value1"])),
            ("title", S.field(S.text(), "The main label.", examples: ["Wi-Fi"])),
            ("detail", S.field(S.text(), "The detail label (subtitle, value1 and value2 styles).", examples: ["HomeNet"])),
            ("image", S.field(S.ref("image"), "A PNG, JPEG or SVG path relative to the spec (`name@2x.png` counts two pixels per point), or a symbol: `{\"symbol\": \"wifi\", \"background\": \"systemBlue\"}` draws Settings' icon square, and the separator starts after it. Not drawn in value2 cells.",
                              examples: ["images/wifi@2x.png", S.node(("symbol", "wifi"), ("background", "systemBlue"))])),
            ("accessory", S.field(S.ref("accessory"), "The accessory at the trailing edge.", default: "none",
                                  examples: ["disclosureIndicator", S.node(("switch", true)), S.node(("text", "12 items")),
                                             S.node(("segments", S.node(("items", ["Low", "High"]), ("selected", 0))))])),
            ("editingStyle", S.field(S.names(EditingStyle.self), "The editing control drawn when the table is editing.",
                                     default: "delete", examples: ["insert"])),
            ("showsReorderControl", S.field(S.boolean, "The reorder grip, drawn when the table is editing.", default: false, examples: [true])),
            ("deleteConfirmation", S.field(S.node(("oneOf", [S.boolean, S.text()])),
                                           "The row shown swiped, with the red button: `true` for \"Delete\", or a custom title. Only on a row whose editingStyle is delete.",
                                           default: false, examples: [true, "Remove"])),
            ("highlighted", S.field(S.boolean, "The tap highlight (a tap in progress).", default: false, examples: [true])),
            ("selected", S.field(S.boolean, "The selected background.", default: false, examples: [true])),
            ("indentationLevel", S.field(S.integer(0...SpecLimits.maxIndentationLevel), "Indents the content one indentation width per level.",
                                         default: 0, examples: [1])),
            ("height", S.field(S.positive(atMost: SpecLimits.maxRowHeight), "This row's height. Default: the table's rowHeight.", examples: [60])),
            ("titleLines", S.field(S.integer(0...1000), "The most lines the title may take; 0 wraps it and grows the row (default, subtitle and value1 styles; a value1 detail keeps up to half the row). value2 titles stay on one line.",
                                   default: 1, examples: [0])),
            ("truncation", S.field(S.names(Truncation.self), "Where text that does not fit is cut.", default: "tail", examples: ["middle"])),
            ("textAlignment", S.field(S.names(RowTextAlignment.self), "Where the title sits on its line (UIKit's textLabel.textAlignment), default and subtitle rows: natural is the leading edge; center centres it between the content's margins, as a button-like row.",
                                      default: "natural", examples: ["center"])),
            ("badge", S.field(S.nonEmptyText, "A count pill before the accessory, in the era's colours (Settings' red update badge from iOS 7; classic Mail's grey-blue count before).",
                              examples: ["3"])),
            ("unread", S.field(S.boolean, "Mail's blue unread dot in the leading margin, beside the title's first line.", default: false, examples: [true])),
            ("detailLines", S.field(S.integer(1...SpecLimits.maxDetailLines), "The most lines a subtitle row's detail may wrap to (Mail's two-line preview); the row grows to fit.",
                                    default: 1, examples: [2])),
            ("swipeActions", S.field(S.ref("swipeActions"), "Buttons a swipe reveals, drawn when `swiped` names their side: text buttons (UITableViewRowAction) on iOS 7-10 themes, coloured buttons with an image over the title (UIContextualAction) from iOS 11. Not before iOS 7 (use deleteConfirmation).",
                                     examples: [S.node(("trailing", [S.node(("title", "Delete"), ("style", "destructive")), S.node(("title", "More"))]))])),
            ("swiped", S.field(S.names(SwipeSide.self), "The row drawn swiped open on this side: its content moved aside by the width of that side's swipe actions (on a right-to-left screen, leading actions are on the right).",
                               examples: ["trailing"])),
            ("expanded", S.field(S.boolean, "A row with `children`: the row is open, its children shown under it and its chevron turned down. A swiped row: the full swipe (its outermost, first, action spans the row).",
                                 default: false, examples: [true])),
            ("field", S.field(S.ref("textField"), "A text field (UITextField) in the cell: after the title as a form row, the fields of a section lined up after its widest title, or across the content when the row has no title.",
                              examples: [S.node(("placeholder", "Required")), S.node(("text", "secret"), ("secure", true))])),
            ("slider", S.field(S.ref("slider"), "A slider (UISlider) filling the content after the title; the row's detail shows as its value at the trailing end.",
                               examples: [S.node(("value", 0.5))])),
            ("titleColor", S.field(S.node(("oneOf", [S.names(RowTitleColor.names.filter { ColorRole(rawValue: $0) == nil }), S.ref("color")])),
                                   "The title's colour: `destructive` (red, a Sign Out row), `tint` (an Add Account… row), `secondary`, each the era's and appearance's, or a `#RRGGBB` colour or theme colour name (`systemOrange`).",
                                   examples: ["destructive", "systemOrange"])),
            ("children", S.field(S.node(("type", "array"), ("items", S.ref("row")), ("maxItems", .number(Double(SpecLimits.maxRows)))),
                                 "The rows this row expands into (an outline, iOS 14 and later): the row shows the outline disclosure chevron at its trailing edge, and when `expanded` its children follow it, indented a level. At most \(SpecLimits.maxOutlineDepth - 1) levels deep; they count towards the table's \(SpecLimits.maxRows) rows.",
                                 examples: [[S.node(("title", "Documents")), S.node(("title", "Downloads"))]])),
            ("separatorInset", S.field(S.ref("separatorInset"), "This row's separator inset (UITableViewCell's separatorInset, iOS 7 and later themes) over the table's, side by side: `0` for the full width.",
                                       examples: [0, S.node(("leading", 76))])),
            ("layout", S.field(S.names(RowLayout.self), "A composed row: the row's parts (image, title, subtitle, detail, time, button, unread dot) arranged as the app does: `mail` (the unread dot in a leading gutter, a bold sender with the time and a small chevron, the subject, a two-line preview), `messages` (a round avatar, the name, the time and chevron, a two-line preview), `appStore` (rounded artwork, the name, grey lines, a GET button), `contact` (a round avatar, the name, a grey line), `timeline` (an RSS reader's article, NetNewsWire 7: the unread dot and a rounded 36-pt favicon hanging from the row's top, a bold title and a grey summary sharing four lines (`titleLines` and `detailLines` cap each), a footer line with the feed's name (`subtitle`) and the `time`; a 1-pt separator over each row from the text's start; `selected` draws a rounded fill inset from the list's sides with white text). The row self-sizes to its text. Sizes and colours are the theme's `composedRows` group.",
                               examples: ["mail", "messages"])),
            ("subtitle", S.field(S.text(), "A line between the title and the detail: Mail's subject (in the label colour), else a grey line (App Store's category); in the timeline layout the feed's name at the start of the footer line. Makes the row a composed row.",
                                 examples: ["Re: Project plan"])),
            ("time", S.field(S.text(), "A time or short text at the trailing end of the title's line, in the secondary grey (after it a small chevron in the mail and messages layouts; at the end of the footer line in the timeline layout). Makes the row a composed row.",
                             examples: ["9:41 AM", "Yesterday"])),
            ("button", S.field(S.node(("oneOf", [S.nonEmptyText, S.object(nil, [("title", S.field(S.nonEmptyText, "The button's title.", examples: ["GET"]))], required: ["title"])])),
                               "A button at the trailing edge (App Store's GET): a grey capsule with a bold title in the tint from iOS 11, a tinted outline on iOS 7-10. Makes the row a composed row.",
                               examples: [S.node(("title", "GET")), "OPEN"])),
            ("imageShape", S.field(S.names(ImageShape.self), "The image's outline: `circle` (an avatar), `rounded` (app artwork, the app-icon corner) or `square`. Default: the layout's (round avatars in messages, contact and mail, rounded artwork in appStore, a favicon with 4-pt corners in timeline), else square. Makes the row a composed row.",
                                   examples: ["circle"])),
            ("titleBold", S.field(S.boolean, "The title in the bold (semibold) style of Mail's sender. Default: bold in the mail, messages and timeline layouts. Makes the row a composed row.",
                                  examples: [true])),
            ("picker", S.field(S.ref("picker"), "A picker in a form row: `values` as the era's wheel (UIPickerView: iPhone OS 2-6's glass wheel in its dark frame, iOS 7-13's flat wheel between two hairlines, iOS 14's grey band), which fills the row; or a `date` (UIDatePicker) as the inline calendar (fills the row), the compact date button (at the trailing end, after the title) or wheels. A row a wheel or the calendar fills has no title, detail or image.",
                               examples: [S.node(("values", .array(["Small", "Medium", "Large"])), ("selected", "Medium")), S.node(("date", "2026-11-28"), ("style", "inline"))])),
            ("detailTextStyle", S.field(S.names(DynamicTypeStyle.self), "This row's detail label (`detail`) in a Dynamic Type text style, over the table's `detailTextStyle`: `body`, `subheadline`, `footnote`, `caption1` ... (UIFont.TextStyle's names), at that style's size for the spec's `contentSizeCategory`, in the detail's own colour and face (`headline` semibold); the row grows to fit. A SwiftUI List row written as a `VStack` of two `Text`s whose second is `.body` (Home Assistant's location history, uikit-ios26 render 01) is `style: subtitle` with `detailTextStyle: body`. Default: the cell style's (iOS 26's subtitle cell: subheadline). iOS 7 and later themes.",
                                        examples: ["body", "footnote"])),
            ("starred", S.field(S.boolean, "A starred article in the timeline layout: a yellow star in the unread dot's place when the row is read (an unread row shows its dot), white on the selection. Only the timeline layout draws it.",
                                examples: [true])),
        ])
    }

    static var swipeActions: JSONValue {
        S.object("A row's swipe actions on each side, the first of each list outermost (at the row's edge; the one a full swipe performs).", [
            ("trailing", S.field(S.node(("type", "array"), ("items", S.ref("swipeAction")), ("maxItems", .number(Double(SpecLimits.maxSwipeActions)))),
                                 "Actions revealed by swiping towards the leading edge.", examples: [[S.node(("title", "Delete"), ("style", "destructive"))]])),
            ("leading", S.field(S.node(("type", "array"), ("items", S.ref("swipeAction")), ("maxItems", .number(Double(SpecLimits.maxSwipeActions)))),
                                "Actions revealed by swiping towards the trailing edge.", examples: [[S.node(("title", "Unread"), ("color", "systemBlue"))]])),
        ])
    }

    static var swipeAction: JSONValue {
        S.object("One swipe action button: a title, an image (iOS 11 and later) or both.", [
            ("title", S.field(S.text(), "The button's title.", examples: ["More"])),
            ("style", S.field(S.names(SwipeActionStyle.self), "`destructive` is red; `normal` the era's grey.", default: "normal", examples: ["destructive"])),
            ("color", S.field(S.ref("color"), "The button's background, instead of the style's: `#RRGGBB` or a theme colour (`systemOrange`).",
                              examples: ["systemOrange", "systemIndigo"])),
            ("image", S.field(S.ref("image"), "An image over the title (iOS 11 and later themes), drawn white as a template: a PNG, JPEG or SVG path relative to the spec, or a symbol.",
                              examples: ["images/flag.svg", S.node(("symbol", "flag.fill"))])),
        ], minProperties: 1)
    }

    static var textField: JSONValue {
        S.object("A text field in a row.", [
            ("placeholder", S.field(S.text(), "Shown in the era's placeholder grey while the field is empty.", examples: ["Required"])),
            ("text", S.field(S.text(), "The text typed.", examples: ["john@example.com"])),
            ("secure", S.field(S.boolean, "Secure text entry: a bullet for each character.", default: false, examples: [true])),
        ])
    }

    static var slider: JSONValue {
        S.object("A slider in a row.", [
            ("value", S.field(S.node(("type", "number"), ("minimum", 0), ("maximum", 1)), "Where the thumb sits, from the minimum (0) to the maximum (1).",
                              default: 0.5, examples: [0.3])),
            ("minimumImage", S.field(S.ref("image"), "An image before the track (UISlider's minimumValueImage): a path relative to the spec, or a symbol.", examples: ["images/quiet.png"])),
            ("maximumImage", S.field(S.ref("image"), "An image after the track (maximumValueImage).", examples: ["images/loud.png"])),
        ])
    }

    static var picker: JSONValue {
        S.object("A picker in a row: `values` (a wheel) or a `date`, not both.", [
            ("values", S.field(S.node(("type", "array"), ("items", S.text()), ("minItems", 1), ("maxItems", .number(Double(PickerSpec.maxValues)))),
                               "The wheel's rows, top to bottom.", examples: [.array(["Small", "Medium", "Large"])])),
            ("selected", S.field(S.text(), "The value in the middle of the wheel (one of `values`); default: the first.", examples: ["Medium"])),
            ("date", S.field(S.node(("type", "string"), ("pattern", "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")),
                             "The date shown, `YYYY-MM-DD` (the Gregorian calendar, English names).", examples: ["2026-11-28"])),
            ("style", S.field(S.names(DatePickerStyle.self),
                              "A date picker's style (UIDatePicker's preferredDatePickerStyle): `inline` (the calendar) and `compact` (the grey date button) from iOS 14 (theme ios15 and later), `wheels` in every era. Default: compact where the era has it, else wheels.",
                              examples: ["inline"])),
        ])
    }

    static var headerFooter: JSONValue {
        S.node(("description", "A header or footer: a string, or an object with text, an image or both."),
               ("oneOf", [
                   S.text(),
                   S.object(nil, [
                       ("text", S.field(S.text(), "The text.", examples: ["Network"])),
                       ("image", S.field(S.ref("image"), "A PNG, JPEG or SVG path relative to the spec, or a symbol.", examples: ["images/logo@2x.png"])),
                   ], minProperties: 1),
               ]))
    }

    static var sectionHeader: JSONValue {
        S.node(("description", "A section header: a string, or an object with text, an image or both; it may be a disclosure that collapses its section (UICellAccessory.outlineDisclosure in a header, iOS 14 and later)."),
               ("oneOf", [
                   S.text(),
                   S.object(nil, [
                       ("text", S.field(S.text(), "The text.", examples: ["Library"])),
                       ("image", S.field(S.ref("image"), "A PNG, JPEG or SVG path relative to the spec, or a symbol.", examples: ["images/logo@2x.png"])),
                       ("collapsible", S.field(S.boolean, "The header is a disclosure: its chevron at the trailing edge points down while the section is open and forward while it is collapsed.",
                                               default: false, examples: [true])),
                       ("collapsed", S.field(S.boolean, "The section is closed: its rows are not drawn. Implies collapsible.", default: false, examples: [true])),
                   ], minProperties: 1),
               ]))
    }

    static var accessory: JSONValue {
        S.node(("description", "A standard accessory by name, a switch, a custom label, a segmented control or a stepper."),
               ("oneOf", [
                   S.names(Accessory.names),
                   S.object(nil, [("switch", S.field(S.boolean, "A UISwitch, on or off.", examples: [true]))], required: ["switch"]),
                   S.object(nil, [("text", S.field(S.text(), "A custom trailing label.", examples: ["12 items"]))], required: ["text"]),
                   S.object(nil, [("segments", S.field(S.ref("segmentedControl"), "A UISegmentedControl as the accessory view, the bar size.",
                                                       examples: [S.node(("items", ["Low", "High"]), ("selected", 1))]))], required: ["segments"]),
                   S.object(nil, [("stepper", S.field(S.node(("type", "number"), ("minimum", 0), ("maximum", .number(SpecLimits.maxStepperValue))),
                                                      "A UIStepper (iOS 5 and later) at this value: its minus is dimmed at 0, its plus at \(Int(SpecLimits.maxStepperValue)).",
                                                      examples: [1]))], required: ["stepper"]),
               ]))
    }

    static var tableHeader: JSONValue {
        S.node(("description", "The table header: a string, or an object with text, an image, a segmented control (a header view holding one, across the content width) or several of them."),
               ("oneOf", [
                   S.text(),
                   S.object(nil, [
                       ("text", S.field(S.text(), "The text.", examples: ["Network"])),
                       ("image", S.field(S.ref("image"), "A PNG, JPEG or SVG path relative to the spec, or a symbol.", examples: ["images/logo@2x.png"])),
                       ("segments", S.field(S.ref("segmentedControl"), "A segmented control under the text and image.",
                                            examples: [S.node(("items", ["All", "Missed"]), ("selected", 0))])),
                   ], minProperties: 1),
               ]))
    }

    static var searchBar: JSONValue {
        S.node(("description", "A UISearchBar: `true` for the defaults, or its parts."),
               ("oneOf", [
                   S.boolean,
                   S.object(nil, [
                       ("placeholder", S.field(S.text(), "The grey text of an empty field: centred with the magnifier in an idle table search bar to iOS 10, at the leading edge from iOS 11 and in the navigation bar.",
                                               default: "Search", examples: ["Search Contacts"])),
                       ("text", S.field(S.text(), "Typed text, in place of the placeholder. With no rows in the table, the era's \"No Results\" shows (unless `emptyState` says otherwise).",
                                        examples: ["Anna"])),
                       ("active", S.field(S.boolean, "The field has focus: the Cancel button beside it, a caret, the clear button when there is text; in the navigation bar the title row, prompt and large title collapse and the search bar stands alone, as UIKit does while searching.",
                                          default: false, examples: [true])),
                       ("scopes", S.field(S.node(("type", "array"), ("items", S.text()), ("minItems", 2), ("maxItems", .number(Double(SearchBarSpec.maxScopes)))),
                                          "The scope bar's titles: a segmented control under the field.", default: [], examples: [["All", "Work"]])),
                       ("selectedScope", S.field(S.integer(0...(SearchBarSpec.maxScopes - 1)), "The selected scope, counted from 0.", default: 0, examples: [1])),
                       ("showsBookmark", S.field(S.boolean, "The bookmark button at the end of an empty field.", default: false, examples: [true])),
                       ("showsCancel", S.field(S.boolean, "The Cancel button beside the field without focus.", default: false, examples: [true])),
                       ("placement", S.field(S.names(SearchPlacement.self), "`navigationBar.searchBar` only, iOS 26 (Liquid Glass): `top`, under the title, or `bottom`, a glass capsule at the bottom of the screen (between the toolbar's capsules when there is a toolbar). An error on themes without the glass navigation bar; not a key of `table.searchBar`.",
                                             default: "top", examples: ["bottom"])),
                   ]),
               ]))
    }

    static var segmentedControl: JSONValue {
        S.object("A UISegmentedControl: equal segments with their titles, one selected. iPhone OS 2–6: bordered gradients (the bar's colours in bars and rows); iOS 7–12: the tint's outline and a filled selected segment; iOS 13+: a grey track and a white raised thumb.", [
            ("items", S.field(S.node(("type", "array"), ("items", S.text()), ("minItems", 1), ("maxItems", .number(Double(SegmentedSpec.maxItems)))),
                              "The segment titles, left to right (right to left on a rightToLeft screen).", examples: [["All", "Missed"]])),
            ("selected", S.field(S.node(("oneOf", [S.integer(0...(SegmentedSpec.maxItems - 1)), S.node(("type", "null"))])),
                                 "The selected segment, counted from 0; `null` for none.", default: 0, examples: [1])),
        ], required: ["items"])
    }

    static var emptyState: JSONValue {
        S.object("A table's empty state: at least one of an image, a title and a text.", [
            ("title", S.field(S.text(), "The title (bold 22 pt on ios15).", examples: ["No Recents"])),
            ("text", S.field(S.text(), "The text under it, in the secondary colour.", examples: ["Your recent calls appear here."])),
            ("image", S.field(S.ref("image"), "A PNG, JPEG or SVG path relative to the spec, or a symbol (`{\"symbol\": \"tray\"}`): its shape drawn in the secondary colour (a symbol's own `color` wins) above the title, fitted to the era's symbol size.",
                              examples: ["images/phone.svg"])),
        ], minProperties: 1)
    }

    static var size: JSONValue {
        S.object("A canvas in points.", [
            ("width", S.field(S.positive(atMost: SpecLimits.maxCanvasSide), "Width in points.", examples: [375])),
            ("height", S.field(S.positive(atMost: SpecLimits.maxCanvasSide), "Height in points.", examples: [667])),
        ], required: ["width", "height"])
    }

    static var statusBar: JSONValue {
        S.node(("description", "`true` for the era's status bar, `false` for none, or its contents."),
               ("oneOf", [
                   S.boolean,
                   S.object(nil, [
                       ("time", S.field(S.text(), "The clock. Default: \"9:41 AM\" on 20-pt bars, \"9:41\" beside a notch.", examples: ["12:30"])),
                       ("date", S.field(S.text(), "An iPad's date beside the clock (iOS 12 and later). Default: \"Tue Jan 9\"; empty for none.", examples: ["Wed Feb 4"])),
                       ("carrier", S.field(S.text(), "The carrier name (20-pt bars only). Default: \"Carrier\" (\"iPad\" on an iPad to iOS 11; none on an iPad from iOS 12, where a carrier also draws the signal); empty for none.", examples: ["AT&T"])),
                       ("signal", S.field(S.node(("oneOf", [S.integer(0...StatusBarSpec.maxSignal), S.node(("const", false))])),
                                          "Signal bars lit, of 4 (drawn on the era's 4 or 5 bars or dots); `false` for none, as the iOS Simulator shows.",
                                          default: 4, examples: [2, false])),
                       ("wifi", S.field(S.boolean, "The Wi-Fi fan.", default: true, examples: [false])),
                       ("battery", S.field(S.integer(0...100), "The battery level in percent.", default: 100, examples: [40])),
                       ("charging", S.field(S.boolean, "The charging bolt: beside the battery on the 20-pt bars of iOS 7 and later, inside it on iPhone OS and notch bars.", default: false, examples: [true])),
                       ("bluetooth", S.field(S.boolean, "The Bluetooth rune before the battery (20-pt bars only).", default: false, examples: [true])),
                       ("blank", S.field(S.boolean, "Keep the status bar's height clear but draw nothing in it, as a snapshot test's render (no status bar, a blank top safe area).",
                                         default: false, examples: [true])),
                   ]),
               ]))
    }

    static var navigationBar: JSONValue {
        S.node(("description", "A title, or the bar's parts."),
               ("oneOf", [
                   S.text(),
                   S.object(nil, [
                       ("title", S.field(S.text(), "The title, centred (or large).", examples: ["Settings"])),
                       ("largeTitle", S.field(S.boolean, "iOS 11 and later: the title in bold 34 pt in its own 52-pt area under the bar (an error on the ios2 to ios7 themes; see the largeTitle capability: navigationBarLargeTitleHeight > 0).", default: false, examples: [true])),
                       ("prompt", S.field(S.text(), "A line of text above the title, in a 30-pt strip.", examples: ["Choose a mailbox"])),
                       ("backButton", S.field(S.text(), "The back button's title: a pointed bordered button to iOS 6, a chevron and text from iOS 7; empty for the chevron alone.", examples: ["Settings"])),
                       ("leftItems", S.field(S.node(("type", "array"), ("items", S.ref("barItem")), ("maxItems", .number(Double(SpecReading.maxBarItems)))),
                                             "Items after the back button, left to right.", default: [], examples: [["Edit"]])),
                       ("rightItems", S.field(S.node(("type", "array"), ("items", S.ref("barItem")), ("maxItems", .number(Double(SpecReading.maxBarItems)))),
                                              "Items at the right edge, left to right.", default: [], examples: [[S.node(("title", "Done"), ("style", "done"))]])),
                       ("searchBar", S.field(S.ref("searchBar"), "iOS 11 and later: UISearchController's search bar under the title or the large title (an error on themes of earlier eras; `table.searchBar` works in every era).",
                                             examples: [true, S.node(("placeholder", "Search"), ("scopes", ["All", "Work"]))])),
                       ("segments", S.field(S.ref("segmentedControl"), "A segmented control as the title view, in place of the title (with largeTitle the title shows large under it).",
                                            examples: [S.node(("items", ["All", "Missed"]), ("selected", 0))])),
                       ("subtitle", S.field(S.text(), "iOS 26 and later (UINavigationItem.subtitle): a line of smaller secondary text under the title; under an inline title the two lines share the bar (the title smaller), under a large title the subtitle has its own line and the large title moves up (an error on themes of earlier eras).",
                                            examples: ["Updated 5 minutes ago"])),
                   ]),
               ]))
    }

    static var barItem: JSONValue {
        var item = S.object(nil, [
            ("title", S.field(S.nonEmptyText, "The item's title.", examples: ["Edit"])),
            ("style", S.field(S.names(BarItemStyle.self), "`plain`, `bordered` or `done` (bordered in the era's blue to iOS 6, a heavier weight from iOS 7). iPhone OS 2 to iOS 6 border every item.",
                              default: "plain", examples: ["done"])),
            ("image", S.field(S.ref("image"), "Instead of a title, an image (UIBarButtonItem(image:)): a symbol or a file, in the bar button colour, 22 pt from iOS 7 (20 pt inside the bordered button before).",
                              examples: [S.node(("symbol", "square.and.pencil"))])),
            ("hidesSharedBackground", S.field(S.boolean, "iOS 26: the item stands alone, without the glass capsule its group shares (UIBarButtonItem.hidesSharedBackground). An error on themes without glass bar buttons.",
                                              default: false, examples: [true])),
        ])
        if case .object(var members) = item {
            members.append(("oneOf", [S.node(("required", ["title"])), S.node(("required", ["image"]))]))
            item = .object(members)
        }
        let spacer = S.object(nil, [("spacer", S.field(S.names(BarSpacer.self), "A spacer (UIBarButtonItem.fixedSpace / flexibleSpace, SwiftUI's ToolbarSpacer): it ends a group, so on iOS 26 the items after it get a glass capsule of their own; before iOS 26 it draws nothing.",
                                                       examples: ["fixed"]))], required: ["spacer"])
        return S.node(("description", "A bar button item: its title, or an object with a title or an image, and a style; or a spacer between groups."),
                      ("oneOf", [S.nonEmptyText, item, spacer]))
    }

    static var toolbarItem: JSONValue {
        S.node(("description", "A toolbar item: a bar button item, or a segmented control of the bar size."),
               ("oneOf", [
                   S.ref("barItem"),
                   S.object(nil, [("segments", S.field(S.ref("segmentedControl"), "A segmented control.",
                                                       examples: [S.node(("items", ["Day", "Week", "Month"]), ("selected", 1))]))], required: ["segments"]),
               ]))
    }

    static var toolbar: JSONValue {
        let items = S.node(("type", "array"), ("items", S.ref("toolbarItem")), ("maxItems", .number(Double(SpecReading.maxBarItems))))
        return S.node(("description", "The toolbar's items, or an object holding them."),
                      ("oneOf", [
                          items,
                          S.object(nil, [("items", S.field(items, "The items, left to right; a lone item is centred.", default: [], examples: [["Refresh"]]))]),
                      ]))
    }

    static var tabBar: JSONValue {
        S.object("The tab bar.", [
            ("items", S.field(S.node(("type", "array"), ("items", S.ref("tabBarItem")), ("maxItems", .number(Double(TabBarSpec.maxItems)))),
                              "The tabs, left to right (at most 5, as on an iPhone).", examples: [[S.node(("title", "Recents"), ("image", "images/clock.svg"), ("badge", "3"))]])),
            ("selected", S.field(S.integer(0...(TabBarSpec.maxItems - 1)), "The selected tab, counted from 0.", default: 0, examples: [1])),
            ("searchTab", S.field(S.node(("oneOf", [S.boolean, S.ref("tabBarItem")])), "iOS 26: a separate search tab, a glass circle after the bar with the magnifier (or the item's own image). An error on themes without the floating tab bar.",
                                  examples: [true])),
            ("minimized", S.field(S.boolean, "iOS 26: the bar minimised as on scrolling down (tabBarMinimizeBehavior): the selected tab alone on a small glass circle, the accessory beside it. An error on themes without the floating tab bar.",
                                  default: false, examples: [true])),
            ("accessory", S.field(S.ref("tabAccessory"), "iOS 26: the bottom accessory (UITabBarController.bottomAccessory), a mini player on a glass capsule over the bar (beside it when minimised). An error on themes without the floating tab bar.",
                                  examples: [S.node(("title", "Blue in Green"), ("subtitle", "Miles Davis"))])),
        ], required: ["items"])
    }

    static var tabAccessory: JSONValue {
        S.object("The tab bar's bottom accessory: a mini player.", [
            ("title", S.field(S.text(), "The title (the song).", examples: ["Blue in Green"])),
            ("subtitle", S.field(S.text(), "Under the title (the artist).", examples: ["Miles Davis"])),
            ("image", S.field(S.ref("image"), "The artwork at the leading end: a file, or a symbol (on its `background` square).",
                              examples: [S.node(("symbol", "music.note"), ("background", "systemPink"))])),
            ("buttons", S.field(S.node(("type", "array"), ("items", S.ref("image")), ("maxItems", .number(Double(TabAccessorySpec.maxButtons)))),
                                "The buttons at the trailing end, in the glass label colour.", default: [S.node(("symbol", "play.fill")), S.node(("symbol", "forward.fill"))],
                                examples: [[S.node(("symbol", "play.fill"))]])),
        ], required: ["title"])
    }

    static var tabBarItem: JSONValue {
        var item = S.object("A tab: a title, an image, or both, and an optional badge.", [
            ("title", S.field(S.text(), "The title under the image.", examples: ["Favorites"])),
            ("image", S.field(S.ref("image"), "A PNG, JPEG or SVG path relative to the spec, or a symbol. Its shape (alpha) is drawn in the era's selected or unselected colour, fitted to the icon size (30 pt; 25 pt from iOS 13); a symbol's own `color` wins.",
                              examples: ["images/star.svg", S.node(("symbol", "star.fill"))])),
            ("badge", S.field(S.text(), "The red badge's text.", examples: ["3"])),
        ])
        if case .object(var members) = item {
            members.append(("anyOf", [S.node(("required", ["title"])), S.node(("required", ["image"]))]))
            item = .object(members)
        }
        return item
    }

    static var image: JSONValue {
        S.node(("description", "An image: a file path, or a symbol of the built-in set (SF Symbols names drawn from Bootstrap Icons; `tablemock symbols` lists them)."),
               ("oneOf", [
                   S.nonEmptyText,
                   S.object(nil, [
                       ("symbol", S.field(S.nonEmptyText, "An SF Symbols name the built-in set maps (`tablemock symbols`); an unknown name is an error with a suggestion.",
                                          examples: ["wifi", "bell.fill", "chevron.right"])),
                       ("color", S.field(S.ref("color"), "The glyph's colour. Default: the era's tint in a row or header (white on a background), the tab bar's colours in a tab.",
                                         examples: ["systemRed"])),
                       ("background", S.field(S.ref("color"), "Draws Settings' icon: a rounded square of this colour (29 pt; corner and glyph size from the theme) with the glyph in white.",
                                              examples: ["systemBlue"])),
                       ("weight", S.field(S.names(SymbolWeight.self), "SF Symbols' weight: the heavier weights thicken the outline; the lighter ones draw as regular (the icon set has one weight).",
                                          default: "regular", examples: ["semibold"])),
                       ("size", S.field(S.positive(atMost: SpecReading.maxSymbolSize), "The symbol's box in points. Default: the theme's (24 in a row, 29 for an icon square, the tab bar's icon size).",
                                        examples: [40])),
                   ], required: ["symbol"]),
                   S.object(nil, [
                       ("initials", S.field(S.node(("type", "string"), ("minLength", 1), ("maxLength", .number(Double(InitialsImage.maxLetters)))),
                                            "A monogram avatar: these letters (at most three) centred on a disc, as Contacts and Messages draw a person without a photo. Round in a row (the avatar's size from the theme, 40 pt), or `imageShape`.",
                                            examples: ["JA"])),
                       ("background", S.field(S.ref("color"), "The disc's colour. Default: the era's monogram grey gradient.", examples: ["systemBlue"])),
                       ("color", S.field(S.ref("color"), "The letters' colour. Default: white.", examples: ["#FFFFFF"])),
                   ], required: ["initials"]),
               ]))
    }

    static var color: JSONValue {
        let systemNames = ColorRole.systemColors.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        return S.node(("description", .string("A colour: `#RRGGBB`, `#RRGGBBAA`, or the name of a theme colour resolved for the era and appearance: the system colours (\(systemNames)), `label`, `secondaryLabel`, `tint` and every other colour a theme names.")),
               ("oneOf", [
                   S.node(("type", "string"), ("pattern", "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
                   S.names(ColorRole.self),
               ]))
    }

    static var lint: JSONValue {
        S.object("Guideline lint settings.", [
            ("disable", S.field(S.node(("type", "array"), ("items", S.names(Linter.ruleIDs))),
                                "Rule ids not to check for this spec.", default: [], examples: [["row-left-highlighted"]])),
        ])
    }
}
