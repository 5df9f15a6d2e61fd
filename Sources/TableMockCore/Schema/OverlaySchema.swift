/// The schema of what is presented over the screen (`Spec/Overlays.swift`): the top-level
/// keys `alert`, `actionSheet`, `contextMenu` and `keyboard`, and their definitions.
extension SpecSchema {
    static var overlayTopLevel: [(String, JSONValue)] {
        [
            ("alert", S.field(S.ref("alert"), "An alert over the dimmed screen (UIAlertView, UIAlertController), in the era's look: the blue glass panel to iOS 6, the white translucent panel of iOS 7–12, the system materials of iOS 13–18 (dark too). Two actions sit side by side (cancel on the leading side), more are stacked (cancel last); the preferred action, else the cancel action, is bold. One of `alert`, `actionSheet`, `contextMenu`.",
                              examples: [S.node(("title", "Delete Mailbox?"), ("message", "All messages will be deleted."),
                                                ("actions", [S.node(("title", "Cancel"), ("style", "cancel")), S.node(("title", "Delete"), ("style", "destructive"))]))])),
            ("actionSheet", S.field(S.ref("actionSheet"), "An action sheet over the dimmed screen: on a phone along the bottom edge (the cancel action in its own panel from iOS 7), on an iPad a popover pointing at a bar button item or a row (without its cancel action, as UIKit draws it).",
                                    examples: [S.node(("title", "Share this photo"), ("actions", [S.node(("title", "Delete Photo"), ("style", "destructive")), "Save Image", S.node(("title", "Cancel"), ("style", "cancel"))]))])),
            ("contextMenu", S.field(S.ref("contextMenu"), "A context menu over a row (iOS 13 and later themes): the screen blurred and veiled, the row lifted (or a preview card), the menu under it, or above it when it does not fit under, as UIKit places it.",
                                    examples: [S.node(("row", [0, 1]), ("items", [S.node(("title", "Share"), ("image", S.node(("symbol", "square.and.arrow.up")))),
                                                                                 S.node(("title", "Delete"), ("image", S.node(("symbol", "trash"))), ("destructive", true))]))])),
            ("keyboard", S.field(S.ref("keyboard"), "The keyboard under a focused field or search bar, in the era's look (light or dark); the table ends above it. `true` for the default keyboard.",
                                 examples: [true, S.node(("type", "search")), S.node(("type", "email"), ("returnKey", "next"), ("appearance", "dark"))])),
        ]
    }

    static var overlayDefs: [(String, JSONValue)] {
        let action = S.node(("oneOf", [S.text(), S.object("An action (UIAlertAction).", [
            ("title", S.field(S.nonEmptyText, "The button's title.", examples: ["Delete"])),
            ("style", S.field(S.names(AlertActionStyle.self), "`cancel` (bold while no action is preferred; its own panel in an action sheet), `destructive` (red).",
                              default: "default", examples: ["destructive"])),
            ("preferred", S.field(S.boolean, "UIAlertController's preferredAction (iOS 9 and later): drawn bold.", default: false, examples: [true])),
        ], required: ["title"])]))
        let actions = S.field(S.node(("type", "array"), ("items", action), ("maxItems", .number(Double(OverlaySpec.maxActions)))),
                              "The buttons: a title, or an object with a style.", examples: [["OK"]])
        let source = S.object("What an iPad's popover points at: a bar button item of the navigation bar, or a row.", [
            ("barItem", S.field(S.names(["left", "right"]), "The outermost item of the navigation bar's left or right items.", examples: ["right"])),
            ("row", S.field(rowTarget, "The row.", examples: [[0, 2]])),
        ])
        let menuItem = S.node(("oneOf", [S.text(), S.object("A menu item (UIAction), a submenu (UIMenu) or a separator between groups.", [
            ("title", S.field(S.text(), "The item's title.", examples: ["Share"])),
            ("image", S.field(S.ref("image"), "A symbol or image at the trailing edge.", examples: [S.node(("symbol", "square.and.arrow.up"))])),
            ("destructive", S.field(S.boolean, "Drawn red (UIMenuElement.Attributes.destructive).", default: false, examples: [true])),
            ("disabled", S.field(S.boolean, "Drawn greyed.", default: false, examples: [true])),
            ("submenu", S.field(S.node(("type", "array"), ("items", S.ref("menuItem")), ("maxItems", .number(Double(OverlaySpec.maxMenuItems)))),
                                "A submenu's items: the item shows a chevron at the trailing edge.", examples: [["Archive", "Notes"]])),
            ("separator", S.field(S.boolean, "A band between groups of items (UIMenu's inline groups); alone in its object.", examples: [true])),
        ])]))
        return [
            ("alert", S.object("An alert.", [
                ("title", S.field(S.text(), "The bold title.", examples: ["Delete Mailbox?"])),
                ("message", S.field(S.text(), "The text under the title.", examples: ["All messages will be deleted."])),
                ("actions", actions),
                ("textFields", S.field(S.node(("type", "array"), ("items", S.ref("alertTextField")), ("maxItems", .number(Double(OverlaySpec.maxTextFields)))),
                                       "Text fields under the message (UIAlertController.addTextField).", examples: [[S.node(("placeholder", "Name"))]])),
            ], required: ["actions"])),
            ("actionSheet", S.object("An action sheet.", [
                ("title", S.field(S.text(), "A small title over the actions.", examples: ["Share this photo"])),
                ("message", S.field(S.text(), "A small text over the actions.", examples: ["Choose where to save it."])),
                ("actions", actions),
                ("source", S.field(S.ref("popoverSource"), "iPad: what the popover points at. Default: the navigation bar's right item, else the screen's centre.",
                                   examples: [S.node(("barItem", "right")), S.node(("row", [0, 2]))])),
            ], required: ["actions"])),
            ("alertTextField", S.object("A text field of an alert.", [
                ("placeholder", S.field(S.text(), "Grey text while the field is empty.", examples: ["Name"])),
                ("text", S.field(S.text(), "Typed text.", examples: ["Kate"])),
                ("secure", S.field(S.boolean, "Shown as dots.", default: false, examples: [true])),
            ])),
            ("contextMenu", S.object("A context menu.", [
                ("row", S.field(rowTarget, "The row it is over: [section, row], or a row's title.", examples: [[0, 1], "Groceries"])),
                ("items", S.field(S.node(("type", "array"), ("items", S.ref("menuItem")), ("maxItems", .number(Double(OverlaySpec.maxMenuItems)))),
                                  "The menu's items, top to bottom.", examples: [["Copy", S.node(("separator", true)), S.node(("title", "Delete"), ("destructive", true))]])),
                ("preview", S.field(S.boolean, "A preview card above the menu (a previewProvider's view) instead of the lifted row.", default: false, examples: [true])),
                ("title", S.field(S.text(), "A small title over the items (UIMenu's title).", examples: ["Groceries"])),
            ], required: ["row", "items"])),
            ("menuItem", menuItem),
            ("popoverSource", source),
            ("keyboard", S.node(("oneOf", [S.boolean, S.object("The keyboard.", [
                ("type", S.field(S.names(KeyboardType.self), "UIKeyboardType: letters (`default`, `search`), with @ and . (`email`), with . / .com (`url`), or the number pad.",
                                 default: "default", examples: ["search"])),
                ("returnKey", S.field(S.names(ReturnKey.self), "UIReturnKeyType: every key but `default` (return) is drawn as the era's blue action key. Default: `search` on a search keyboard, else `default`.",
                                      examples: ["done"])),
                ("appearance", S.field(S.names(Appearance.self), "UIKeyboardAppearance. Default: the screen's appearance.", examples: ["dark"])),
                ("predictive", S.field(S.boolean, "The predictive (QuickType) bar over the keys, where the era had it (iOS 8 and later). Default: shown, but not over the number pad.",
                                       examples: [false])),
                ("suggestions", S.field(S.node(("type", "array"), ("items", S.text()), ("maxItems", 3)), "The predictive bar's words.", examples: [["the", "I", "to"]])),
                ("shift", S.field(S.boolean, "The shift key is on: capitals on the keys (iOS 9 and later show lower case otherwise).", default: false, examples: [true])),
            ])]))),
        ]
    }

    static var rowTarget: JSONValue {
        S.node(("oneOf", [S.nonEmptyText, S.node(("type", "array"), ("items", S.node(("type", "integer"), ("minimum", 0))),
                                                  ("minItems", 2), ("maxItems", 2))]))
    }
}
