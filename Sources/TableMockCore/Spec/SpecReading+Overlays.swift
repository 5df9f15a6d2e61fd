/// Reading what is presented over the screen: `alert`, `actionSheet`, `contextMenu`, `keyboard`.
extension SpecReading {
    static let alertKeys = ["title", "message", "actions", "textFields"]
    static let actionSheetKeys = ["title", "message", "actions", "source"]
    static let alertActionKeys = ["title", "style", "preferred"]
    static let alertTextFieldKeys = ["placeholder", "text", "secure"]
    static let popoverSourceKeys = ["barItem", "row"]
    static let contextMenuKeys = ["row", "items", "preview", "title"]
    static let menuItemKeys = ["title", "image", "destructive", "disabled", "submenu", "separator"]
    static let keyboardKeys = ["type", "returnKey", "appearance", "predictive", "suggestions", "shift"]
    /// Words the predictive bar shows.
    static let maxSuggestions = 3

    func readOverlays(_ object: ObjectNode, into overlays: inout OverlaySpec) {
        if let n = object["alert"] { overlays.alert = readAlert(n, sheet: false) }
        if let n = object["actionSheet"] { overlays.actionSheet = readAlert(n, sheet: true) }
        if let n = object["contextMenu"] { overlays.contextMenu = readContextMenu(n) }
        if let n = object["keyboard"] { overlays.keyboard = readKeyboard(n) }
    }

    /// `{"title": "Delete?", "message": "…", "actions": [{"title": "Cancel", "style": "cancel"}, "OK"]}`.
    func readAlert(_ node: SourceNode, sheet: Bool) -> AlertSpec? {
        guard let object = reader.object(node, keys: sheet ? Self.actionSheetKeys : Self.alertKeys) else { return nil }
        var alert = AlertSpec()
        if let n = object["title"] { alert.title = reader.string(n) }
        if let n = object["message"] { alert.message = reader.string(n) }
        if let n = object["actions"], let items = reader.array(n, maxCount: OverlaySpec.maxActions, itemName: "actions") {
            alert.actions = items.compactMap(readAlertAction)
        }
        if let n = object["textFields"], let items = reader.array(n, maxCount: OverlaySpec.maxTextFields, itemName: "text fields") {
            alert.textFields = items.compactMap(readAlertTextField)
        }
        if let n = object["source"] { alert.source = readPopoverSource(n) }
        let what = sheet ? "an action sheet" : "an alert"
        if object["actions"] == nil {
            reader.error("\(what) needs \"actions\"", at: node,
                         hint: "write \"actions\": [{\"title\": \"Cancel\", \"style\": \"cancel\"}, {\"title\": \"OK\"}]")
            return nil
        }
        if !sheet && alert.title == nil && alert.message == nil {
            reader.error("an alert needs \"title\" or \"message\"", at: node, hint: "write \"title\": \"Delete this item?\"")
            return nil
        }
        return alert
    }

    /// A title (`"OK"`) or `{"title": "Delete", "style": "destructive"}`.
    func readAlertAction(_ node: SourceNode) -> AlertActionSpec? {
        if case .string = node.value { return reader.nonEmptyString(node, what: "the action's title").map { AlertActionSpec(title: $0) } }
        guard case .object = node.value else {
            reader.error("expected a title or an object such as {\"title\": \"Delete\", \"style\": \"destructive\"}, found \(node.kindDescription)",
                         at: node, hint: node.kindHint)
            return nil
        }
        guard let object = reader.object(node, keys: Self.alertActionKeys) else { return nil }
        guard let titleNode = object["title"] else {
            reader.error("an action needs \"title\"", at: node, hint: "write {\"title\": \"OK\"}")
            return nil
        }
        guard let title = reader.nonEmptyString(titleNode, what: "the action's title") else { return nil }
        var action = AlertActionSpec(title: title)
        if let n = object["style"], let v = reader.choice(n, what: "action style", as: AlertActionStyle.self) { action.style = v }
        if let n = object["preferred"], let v = reader.bool(n) { action.preferred = v }
        return action
    }

    func readAlertTextField(_ node: SourceNode) -> AlertTextFieldSpec? {
        guard let object = reader.object(node, keys: Self.alertTextFieldKeys) else { return nil }
        var field = AlertTextFieldSpec()
        if let n = object["placeholder"] { field.placeholder = reader.string(n) }
        if let n = object["text"] { field.text = reader.string(n) }
        if let n = object["secure"], let v = reader.bool(n) { field.secure = v }
        return field
    }

    /// `{"barItem": "right"}` (or `"left"`, or `{"side": "right", "index": 1}`) or `{"row": [0, 2]}`.
    func readPopoverSource(_ node: SourceNode) -> PopoverSource? {
        guard let object = reader.object(node, keys: Self.popoverSourceKeys) else { return nil }
        if object["barItem"] != nil && object["row"] != nil {
            reader.error("a popover points from a \"barItem\" or a \"row\", not both", at: node)
            return nil
        }
        if let n = object["row"] { return readRowTarget(n).map(PopoverSource.row) }
        if let n = object["barItem"], let side = reader.name(n, what: "bar item side", in: ["left", "right"]) {
            return .barItem(right: side == "right", index: 0)
        }
        if object["barItem"] == nil {
            reader.error("a popover source needs \"barItem\" or \"row\"", at: node, hint: "write {\"barItem\": \"right\"} or {\"row\": [0, 2]}")
        }
        return nil
    }

    /// `[section, row]` or a row's title.
    func readRowTarget(_ node: SourceNode) -> RowTarget? {
        switch node.value {
        case .string:
            return reader.nonEmptyString(node, what: "the row's title").map(RowTarget.title)
        case .array:
            guard let items = reader.array(node, maxCount: 2, itemName: "numbers"), items.count == 2 else {
                reader.error("a row is [section, row], two numbers", at: node, hint: "write [0, 2] for the third row of the first section")
                return nil
            }
            let s = reader.integer(items[0], what: "section", in: 0...(SpecLimits.maxSections - 1))
            let r = reader.integer(items[1], what: "row", in: 0...(SpecLimits.maxRows - 1))
            guard let s, let r else { return nil }
            return .indexPath(section: s, row: r)
        default:
            reader.error("expected [section, row] or a row's title, found \(node.kindDescription)", at: node,
                         hint: "write [0, 2] for the third row of the first section")
            return nil
        }
    }

    func readContextMenu(_ node: SourceNode) -> ContextMenuSpec? {
        guard let object = reader.object(node, keys: Self.contextMenuKeys) else { return nil }
        var menu = ContextMenuSpec()
        guard let rowNode = object["row"], let itemsNode = object["items"] else {
            reader.error("a context menu needs \"row\" and \"items\"", at: node,
                         hint: "write {\"row\": [0, 1], \"items\": [{\"title\": \"Share\", \"image\": {\"symbol\": \"square.and.arrow.up\"}}]}")
            return nil
        }
        guard let row = readRowTarget(rowNode) else { return nil }
        menu.row = row
        menu.items = readMenuItems(itemsNode, depth: 0)
        if let n = object["preview"], let v = reader.bool(n) { menu.preview = v }
        if let n = object["title"] { menu.title = reader.string(n) }
        return menu
    }

    func readMenuItems(_ node: SourceNode, depth: Int) -> [MenuItemSpec] {
        guard let items = reader.array(node, maxCount: OverlaySpec.maxMenuItems, itemName: "menu items") else { return [] }
        return items.compactMap { readMenuItem($0, depth: depth) }
    }

    /// A title (`"Copy"`), `{"title": "Delete", "image": {"symbol": "trash"}, "destructive": true}` or `{"separator": true}`.
    func readMenuItem(_ node: SourceNode, depth: Int) -> MenuItemSpec? {
        var item = MenuItemSpec()
        if case .string = node.value {
            guard let title = reader.string(node) else { return nil }
            item.title = title
            return item
        }
        guard let object = reader.object(node, keys: Self.menuItemKeys) else { return nil }
        if let n = object["separator"], let v = reader.bool(n) {
            item.isSeparator = v
            if v, object.members.count > 1 {
                reader.error("a separator has \"separator\" alone", at: node, hint: "write {\"separator\": true} between two items")
                return nil
            }
            if v { return item }
        }
        // An item without a title is read (the lint names it); a missing key is an empty title.
        if let n = object["title"] { item.title = reader.string(n) ?? "" }
        if let n = object["image"] { item.image = readImage(n) }
        if let n = object["destructive"], let v = reader.bool(n) { item.destructive = v }
        if let n = object["disabled"], let v = reader.bool(n) { item.disabled = v }
        if let n = object["submenu"] {
            if depth >= 2 {
                reader.error("submenus nest two deep at most here", at: n)
                return nil
            }
            item.submenu = readMenuItems(n, depth: depth + 1)
        }
        return item
    }

    func readKeyboard(_ node: SourceNode) -> KeyboardSpec? {
        if case .bool(let on) = node.value { return on ? KeyboardSpec() : nil }
        guard case .object = node.value else {
            reader.error("expected true, false or an object such as {\"type\": \"search\"}, found \(node.kindDescription)", at: node)
            return nil
        }
        guard let object = reader.object(node, keys: Self.keyboardKeys) else { return nil }
        var keyboard = KeyboardSpec()
        if let n = object["type"], let v = reader.choice(n, what: "keyboard type", as: KeyboardType.self) { keyboard.type = v }
        if let n = object["returnKey"], let v = reader.choice(n, what: "return key", as: ReturnKey.self) { keyboard.returnKey = v }
        if let n = object["appearance"], let v = reader.choice(n, what: "keyboard appearance", as: Appearance.self) { keyboard.appearance = v }
        if let n = object["predictive"], let v = reader.bool(n) { keyboard.predictive = v }
        if let n = object["suggestions"], let v = reader.strings(n, maxCount: Self.maxSuggestions) { keyboard.suggestions = v }
        if let n = object["shift"], let v = reader.bool(n) { keyboard.shift = v }
        return keyboard
    }
}
