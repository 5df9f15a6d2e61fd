import TableMockScene

/// Reading images (a path or a symbol) and colours (a hex value or a theme colour's name).
extension SpecReading {
    static let symbolKeys = ["symbol", "color", "background", "weight", "size"]
    static let initialsKeys = ["initials", "background", "color"]
    /// The largest symbol box a spec may ask for, in points.
    static let maxSymbolSize = 512.0

    /// A path (`"images/wifi.png"`) or a symbol object (`{"symbol": "wifi", ...}`). The
    /// symbol's name is checked against the built-in set when the spec is prepared.
    func readImage(_ node: SourceNode) -> ImageReference? {
        switch node.value {
        case .string:
            return reader.nonEmptyString(node, what: "the image path").map(ImageReference.file)
        case .object:
            if case .object(let members) = node.value, members.contains(where: { $0.key == "initials" }) {
                return readInitials(node)
            }
            guard let object = reader.object(node, keys: Self.symbolKeys) else { return nil }
            guard let nameNode = object["symbol"] else {
                reader.error("an image object needs \"symbol\"", at: node, hint: "write {\"symbol\": \"wifi\"}, or a path as a string")
                return nil
            }
            guard let name = reader.nonEmptyString(nameNode, what: "the symbol name") else { return nil }
            var symbol = SymbolImage(name: name)
            if let n = object["color"] { symbol.color = readColor(n) }
            if let n = object["background"] { symbol.background = readColor(n) }
            if let n = object["weight"], let v = reader.choice(n, what: "symbol weight", as: SymbolWeight.self) { symbol.weight = v }
            if let n = object["size"], let v = reader.number(n, what: "size", in: .positive(atMost: Self.maxSymbolSize)) { symbol.size = v }
            return .symbol(symbol)
        default:
            reader.error("expected an image path or a symbol such as {\"symbol\": \"wifi\"}, found \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// `{"initials": "JA", "background": "systemGray", "color": "#FFFFFF"}`: one to three letters.
    func readInitials(_ node: SourceNode) -> ImageReference? {
        guard let object = reader.object(node, keys: Self.initialsKeys), let n = object["initials"],
              let letters = reader.nonEmptyString(n, what: "the initials") else { return nil }
        if letters.count > InitialsImage.maxLetters {
            reader.error("initials \(quoted(letters)) have \(letters.count) letters; a monogram shows at most \(InitialsImage.maxLetters)", at: n,
                         hint: "write the person's initials, such as \"JA\"")
            return nil
        }
        var image = InitialsImage(initials: letters)
        if let n = object["background"] { image.background = readColor(n) }
        if let n = object["color"] { image.color = readColor(n) }
        return .initials(image)
    }

    /// `#RRGGBB`, `#RRGGBBAA`, or a theme colour's name (`systemBlue`, `label`, `tint`).
    func readColor(_ node: SourceNode) -> ColorReference? {
        guard case .string(let text, _) = node.value else {
            reader.error("expected a colour (\"#RRGGBB\" or a name such as \"systemBlue\"), found \(node.kindDescription)", at: node)
            return nil
        }
        if text.hasPrefix("#") {
            if let c = Color(hex: text) { return .value(c) }
            reader.error("colour \(quoted(text)) is not #RGB, #RRGGBB or #RRGGBBAA", at: node)
            return nil
        }
        if let role = ColorRole(rawValue: text) { return .named(role) }
        let names = ColorRole.allCases.map(\.rawValue)
        if let match = Suggestions.closest(to: text, in: names) {
            reader.error("unknown colour \(quoted(text))", at: node, hint: "did you mean \(quoted(match))?")
        } else {
            reader.error("unknown colour \(quoted(text))", at: node,
                         hint: "write \"#RRGGBB\" or a colour name: \(ColorRole.systemColors.map(\.rawValue).joined(separator: ", ")), label, secondaryLabel, tint, ...")
        }
        return nil
    }
}
