import TableMockScene

/// Reading a row's swipe actions, text field, slider and title colour.
extension SpecReading {
    static let swipeActionsKeys = ["trailing", "leading"]
    static let swipeActionKeys = ["title", "style", "color", "image"]
    static let textFieldKeys = ["placeholder", "text", "secure"]
    static let sliderKeys = ["value", "minimumImage", "maximumImage"]

    /// `{"trailing": [action…], "leading": [action…]}`.
    func readSwipeActions(_ node: SourceNode) -> SwipeActions? {
        guard let object = reader.object(node, keys: Self.swipeActionsKeys) else { return nil }
        var result = SwipeActions()
        func actions(_ n: SourceNode) -> [SwipeAction] {
            guard let items = reader.array(n, maxCount: SpecLimits.maxSwipeActions, itemName: "swipe actions") else { return [] }
            return items.compactMap(readSwipeAction)
        }
        if let n = object["trailing"] { result.trailing = actions(n) }
        if let n = object["leading"] { result.leading = actions(n) }
        return result
    }

    /// `{"title": "More", "style": "normal", "color": "#FF9500", "image": "flag.png"}`: a
    /// title or an image (or both).
    func readSwipeAction(_ node: SourceNode) -> SwipeAction? {
        guard let object = reader.object(node, keys: Self.swipeActionKeys) else { return nil }
        var action = SwipeAction()
        if let n = object["title"] { action.title = reader.string(n) }
        if let n = object["style"], let v = reader.choice(n, what: "swipe action style", as: SwipeActionStyle.self) { action.style = v }
        if let n = object["color"] { action.color = readColor(n) }
        if let n = object["image"] { action.image = readImageReference(n) }
        if object["title"] == nil && object["image"] == nil {
            reader.error("a swipe action needs a \"title\", an \"image\" or both", at: node,
                         hint: "write {\"title\": \"Delete\", \"style\": \"destructive\"}")
            return nil
        }
        return action
    }

    /// An image the spec names: a path relative to the spec file (the same reading as a
    /// row's `image`, so every image-taking key accepts the same forms).
    func readImageReference(_ node: SourceNode) -> String? {
        reader.nonEmptyString(node, what: "the image path")
    }

    /// `"#RRGGBB"` (or `#RGB`, `#RRGGBBAA`).
    func readColor(_ node: SourceNode) -> SpecColor? {
        guard let text = reader.string(node) else { return nil }
        if text.hasPrefix("#"), let color = Color(hex: text) { return .hex(color) }
        reader.error("expected a colour \"#RRGGBB\", found \(quoted(text))", at: node,
                     hint: text.hasPrefix("#") ? "give 3, 6 or 8 hex digits after #" : "write it as \"#\" and six hex digits, e.g. \"#FF9500\"")
        return nil
    }

    /// `destructive`, `tint`, `secondary` or `"#RRGGBB"`.
    func readTitleColor(_ node: SourceNode) -> RowTitleColor? {
        if case .string(let text, _) = node.value, text.hasPrefix("#") { return readColor(node).map(RowTitleColor.color) }
        guard let name = reader.name(node, what: "title colour", in: RowTitleColor.names) else { return nil }
        switch name {
        case "destructive": return .destructive
        case "tint": return .tint
        default: return .secondary
        }
    }

    /// `{"placeholder": "Required", "text": "", "secure": true}`.
    func readTextField(_ node: SourceNode) -> TextFieldSpec? {
        guard let object = reader.object(node, keys: Self.textFieldKeys) else { return nil }
        var field = TextFieldSpec()
        if let n = object["placeholder"] { field.placeholder = reader.string(n) }
        if let n = object["text"] { field.text = reader.string(n) }
        if let n = object["secure"], let v = reader.bool(n) { field.secure = v }
        return field
    }

    /// `{"value": 0.5, "minimumImage": "quiet.png", "maximumImage": "loud.png"}`.
    func readSlider(_ node: SourceNode) -> SliderSpec? {
        guard let object = reader.object(node, keys: Self.sliderKeys) else { return nil }
        var slider = SliderSpec()
        if let n = object["value"], let v = reader.number(n, what: "the slider's value", in: NumberRange(lower: 0, upper: 1)) { slider.value = v }
        if let n = object["minimumImage"] { slider.minimumImage = readImageReference(n) }
        if let n = object["maximumImage"] { slider.maximumImage = readImageReference(n) }
        return slider
    }
}
