/// Reading a row's picker (`picker`).
extension SpecReading {
    static let pickerKeys = ["values", "selected", "date", "style"]

    /// `{"values": ["Small", "Medium", "Large"], "selected": "Medium"}` or
    /// `{"date": "2026-11-28", "style": "inline"}`.
    func readPicker(_ node: SourceNode) -> PickerSpec? {
        guard let object = reader.object(node, keys: Self.pickerKeys) else { return nil }
        let hint = "write {values: [Small, Medium, Large], selected: Medium} or {date: \"2026-11-28\", style: inline}"
        switch (object["values"], object["date"]) {
        case (nil, nil):
            reader.error("a picker needs \"values\" (a wheel) or \"date\"", at: node, hint: hint)
            return nil
        case (.some, .some(let date)):
            reader.error("a picker has \"values\" or a \"date\", not both", at: date, hint: hint)
            return nil
        case (.some(let valuesNode), nil):
            if let style = object["style"] {
                reader.error("\"style\" is a date picker's (inline, compact or wheels); a picker of values is always a wheel", at: style,
                             hint: "remove style, or write a date: {date: \"2026-11-28\", style: inline}")
            }
            guard let values = reader.strings(valuesNode, maxCount: PickerSpec.maxValues) else { return nil }
            if values.isEmpty {
                reader.error("a picker's values are empty", at: valuesNode, hint: "list what the wheel offers: [Small, Medium, Large]")
                return nil
            }
            var selected = 0
            if let n = object["selected"] {
                guard let text = reader.string(n) else { return nil }
                guard let i = values.firstIndex(of: text) else {
                    reader.error("the selected value \(quoted(text)) is not among the picker's values", at: n,
                                 hint: Suggestions.closest(to: text, in: values).map { "did you mean \(quoted($0))?" }
                                    ?? "write one of the values: " + values.prefix(5).map { quoted($0) }.joined(separator: ", "))
                    return nil
                }
                selected = i
            }
            return .values(values, selected: selected)
        case (nil, .some(let dateNode)):
            if let n = object["selected"] {
                reader.error("\"selected\" picks one of a wheel's values; a date picker shows its \"date\"", at: n,
                             hint: "remove selected; the date is the one shown")
            }
            guard let text = reader.string(dateNode) else { return nil }
            guard let date = PickerDate(iso: text) else {
                reader.error("\(quoted(text)) is not a date", at: dateNode, hint: "write the day as YYYY-MM-DD: \"2026-11-28\"")
                return nil
            }
            var style: DatePickerStyle? = nil
            if let n = object["style"] {
                guard let v = reader.choice(n, what: "date picker style", as: DatePickerStyle.self) else { return nil }
                style = v
            }
            return .date(date, style: style)
        }
    }
}
