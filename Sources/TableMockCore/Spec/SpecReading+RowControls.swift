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

    /// `{"title": "More", "style": "normal", "color": "systemOrange", "image": "flag.png"}`: a
    /// title or an image (or both).
    func readSwipeAction(_ node: SourceNode) -> SwipeAction? {
        guard let object = reader.object(node, keys: Self.swipeActionKeys) else { return nil }
        var action = SwipeAction()
        if let n = object["title"] { action.title = reader.string(n) }
        if let n = object["style"], let v = reader.choice(n, what: "swipe action style", as: SwipeActionStyle.self) { action.style = v }
        if let n = object["color"] { action.color = readColor(n) }
        if let n = object["image"] { action.image = readImage(n) }
        if object["title"] == nil && object["image"] == nil {
            reader.error("a swipe action needs a \"title\", an \"image\" or both", at: node,
                         hint: "write {\"title\": \"Delete\", \"style\": \"destructive\"}")
            return nil
        }
        return action
    }

    /// `destructive`, `tint`, `secondary`, `"#RRGGBB"` or a theme colour's name (`systemOrange`).
    func readTitleColor(_ node: SourceNode) -> RowTitleColor? {
        if case .string(let text, _) = node.value {
            switch text {
            case "destructive": return .destructive
            case "tint": return .tint
            case "secondary": return .secondary
            default:
                if text.hasPrefix("#") || ColorRole(rawValue: text) != nil { return readColor(node).map(RowTitleColor.color) }
                let names = RowTitleColor.names + ColorRole.systemColors.map(\.rawValue)
                reader.error("unknown title colour \(quoted(text))", at: node,
                             hint: Suggestions.closest(to: text, in: names).map { "did you mean \(quoted($0))?" }
                                ?? "write destructive, tint, secondary, \"#RRGGBB\" or a system colour such as systemOrange")
                return nil
            }
        }
        reader.error("expected a title colour (destructive, tint, secondary or \"#RRGGBB\"), found \(node.kindDescription)", at: node)
        return nil
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
        if let n = object["minimumImage"] { slider.minimumImage = readImage(n) }
        if let n = object["maximumImage"] { slider.maximumImage = readImage(n) }
        return slider
    }
}
