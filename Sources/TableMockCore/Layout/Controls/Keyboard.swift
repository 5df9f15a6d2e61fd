import TableMockScene

/// The keyboard under a focused field or search bar (`KeyboardLook`): the predictive bar
/// where the era had one, the letter rows (or the number pad), the bottom row with the
/// return key, light or dark. Key widths are the theme's at a 320-pt screen, scaled to the
/// screen's width as UIKit's are; every colour and size is the theme's `keyboard` group.
/// The keys do not mirror on a right-to-left screen: a keyboard's layout is its language's.
extension TableLayoutEngine {
    /// The keys drawn as symbols, by their label: shift and delete.
    static let keySymbols = ["⇧": "arrow.up", "⌫": "delete.left", "🌐": "globe", "🎤": "mic", "⌨": "keyboard"]

    /// One key of the iPad's keyboard: its label, its width in letter widths (0: the row's
    /// flexible key, which takes what the others leave), its face.
    struct PadKey { var label: String; var units: Double = 1; var kind: KeyKind = .letter }
    /// A row of the iPad's keyboard, `indent` letter widths in from the leading side.
    struct PadRow {
        var indent: Double = 0
        var keys: [PadKey]
        var count: Int { keys.count }
        func reduce(_ start: Double, _ f: (Double, PadKey) -> Double) -> Double { keys.reduce(start, f) }
    }

    /// The iPad's rows, top to bottom (UIKit's US English layout): four rows, or on a screen
    /// at least `padNumberRowMinWidth` wide (the 12.9-inch iPad Pro's layout) five, with the
    /// numbers, tab, caps lock and a full keyboard's punctuation. The top row sets the letter
    /// width: it fills the width between the side insets.
    static func padKeyRows(width: Double, theme: Theme, type: KeyboardType = .default) -> [PadRow] {
        // An email address's keyboard has @ and . beside the space bar, a URL's / and .com
        // in its place (the space bar is gone), as the iPhone's do.
        let extras: [PadKey] = switch type {
        case .email: [PadKey(label: "@"), PadKey(label: ".")]
        case .url: [PadKey(label: "/"), PadKey(label: ".com", units: 1.5)]
        case .default, .number, .search: []
        }
        let space: [PadKey] = type == .url ? [] : [PadKey(label: "space", units: 0)]
        func letters(_ s: String) -> [PadKey] { s.map { PadKey(label: String($0)) } }
        let minimum = theme[.padNumberRowMinWidth]
        if minimum > 0 && width >= minimum {
            return [
                PadRow(keys: letters("`1234567890-=") + [PadKey(label: "⌫", units: 1.5, kind: .special)]),
                PadRow(keys: [PadKey(label: "tab", units: 1.5, kind: .special)] + letters("QWERTYUIOP[]") + [PadKey(label: "\\", units: 0)]),
                PadRow(keys: [PadKey(label: "caps lock", units: 1.75, kind: .special)] + letters("ASDFGHJKL;'")
                       + [PadKey(label: "return", units: 0, kind: .special)]),
                PadRow(keys: [PadKey(label: "⇧", units: 2.25, kind: .special)] + letters("ZXCVBNM,./") + [PadKey(label: "⇧", units: 0, kind: .special)]),
                PadRow(keys: [PadKey(label: "🌐", kind: .special), PadKey(label: ".?123", units: 1.5, kind: .special),
                              PadKey(label: "🎤", kind: .special)] + space + extras
                       + [PadKey(label: ".?123", units: type == .url ? 0 : 1.5, kind: .special), PadKey(label: "⌨", kind: .special)]),
            ]
        }
        return [
            PadRow(keys: letters("QWERTYUIOP") + [PadKey(label: "⌫", units: 1.5, kind: .special)]),
            PadRow(indent: 0.5, keys: letters("ASDFGHJKL") + [PadKey(label: "return", units: 0, kind: .special)]),
            PadRow(keys: [PadKey(label: "⇧", kind: .special)] + letters("ZXCVBNM,.") + [PadKey(label: "⇧", units: 0, kind: .special)]),
            PadRow(keys: [PadKey(label: ".?123", units: 1.5, kind: .special), PadKey(label: "🌐", kind: .special)] + space + extras
                   + [PadKey(label: ".?123", units: type == .url ? 0 : 1.5, kind: .special), PadKey(label: "⌨", kind: .special)]),
        ]
    }

    func keyboardItem(height: Double) -> LayoutItem {
        let keyboard = spec.overlays.keyboard ?? KeyboardSpec()
        let look = theme.looks.keyboard
        let dark = (keyboard.appearance ?? spec.appearance) == .dark
        let total = Self.keyboardHeight(spec: spec, theme: theme)
        let top = height - total
        let w = canvasWidth
        let frame = Rect(x: 0, y: top, width: w, height: total)
        var parts: [LayoutPart] = []
        let colors = KeyColors(theme: theme, dark: dark)
        // The predictive bar.
        let predictive = isPadScreen ? ((keyboard.predictive ?? true) ? theme[.padKeyboardPredictiveHeight] : 0)
            : (keyboard.predictive ?? (keyboard.type != .number)) ? theme[.keyboardPredictiveHeight] : 0
        if predictive > 0 {
            var bar = LayoutPart(kind: .predictiveBar, frame: Rect(x: 0, y: top, width: w, height: predictive))
            bar.fill = nil
            parts.append(bar)
            let words = keyboard.suggestions
            let third = w / 3
            for i in 0..<3 {
                if i > 0 {
                    parts.append(rule(x: snap(Double(i) * third), y: top + predictive * 0.25, width: pixel, height: predictive * 0.5,
                                      color: colors.divider))
                }
                if i < words.count, !words[i].isEmpty {
                    parts.append(centredLine(words[i], role: .predictiveText, kind: .label,
                                             in: Rect(x: Double(i) * third, y: top, width: third, height: predictive), color: colors.text))
                }
            }
        }
        let keysTop = top + predictive + theme[.keyboardTopPadding]
        let side = theme[.keyboardSideInset], gap = theme[.keyGap], kh = theme[.keyHeight], pitch = theme[.keyRowPitch]
        let scale = w / 320
        let radius = theme[.keyCornerRadius]
        func key(_ label: String, _ frame: Rect, kind: KeyKind, role: TextRole = .keySpecialLabel) {
            let (fill, text) = colors.key(kind)
            var p: LayoutPart
            if let symbol = Self.keySymbols[label] {
                // Shift and delete are symbols (drawn as paths), sized to the special keys' text.
                let size = lineHeight(.keySpecialLabel)
                p = LayoutPart(kind: .key, frame: frame)
                if case .symbol(let drawing, _)? = placedImage(.symbol(SymbolImage(name: symbol)), place: .barButton(size: size, tint: text)) {
                    p.symbol = drawing
                }
            } else {
                p = label.isEmpty ? LayoutPart(kind: .key, frame: frame) : centredLine(label, role: role, kind: .key, in: frame, color: text)
            }
            p.frame = frame
            p.glyph = KeyGlyph(fill: fill, shadow: colors.shadow, shadowHeight: theme[.keyShadowHeight], radius: radius, label: label)
            parts.append(p)
        }
        let returnKey = keyboard.resolvedReturnKey
        let returnKind: KeyKind = returnKey.isBlue ? .action : .special
        if isPadScreen {
            // The iPad's keys: rows of letter-width units, the last key of each row taking
            // what is left (Self.padKeyRows); the number pad keeps the letters on an iPad, as
            // UIKit's does.
            let side = theme[.padKeyboardSideInset], gap = theme[.padKeyGap], kh = theme[.padKeyHeight]
            let rows = Self.padKeyRows(width: w, theme: theme, type: keyboard.type)
            let inner = w - 2 * side
            let first = rows[0]
            // The top row has no flexible key: it sets the letter width.
            let unit = (inner - Double(first.count - 1) * gap) / first.reduce(0) { $0 + $1.units }
            let lower = look == .ios13 || look == .ios26
            let padTop = top + predictive + theme[.padKeyboardTopPadding]
            for (r, row) in rows.enumerated() {
                let y = padTop + Double(r) * theme[.padKeyRowPitch]
                var x = side + row.indent * unit
                // The row's one flexible key (units 0: the space bar, the last key of a letter
                // row) takes what the others leave.
                let fixed = row.keys.reduce(0) { $0 + $1.units * unit } + Double(row.keys.count - 1) * gap
                let flex = max(inner - row.indent * unit - fixed, unit)
                for k in row.keys {
                    let width = k.units == 0 ? flex : k.units * unit
                    var label = k.label == "return" ? returnKey.title : k.label
                    if k.kind == .letter, label.count == 1, lower && !keyboard.shift { label = label.lowercased() }
                    let kind: KeyKind = k.label == "return" ? returnKind : k.kind
                    key(label, Rect(x: x, y: y, width: width, height: kh), kind: kind,
                        role: k.kind == .letter && label.count == 1 ? .keyLabel : .keySpecialLabel)
                    x += width + gap
                }
            }
        } else if keyboard.type == .number {
            // The number pad: three columns of four rows.
            let cw = (w - 2 * side - 2 * gap) / 3
            let labels = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "⌫"]
            for (i, label) in labels.enumerated() {
                let r = i / 3, c = i % 3
                let f = Rect(x: side + Double(c) * (cw + gap), y: keysTop + Double(r) * pitch, width: cw, height: kh)
                if label.isEmpty { continue }
                key(label, f, kind: label == "⌫" ? .special : .letter, role: label == "⌫" ? .keySpecialLabel : .keyLabel)
            }
        } else {
            let kw = (w - 2 * side - 9 * gap) / 10
            let lower = look == .ios13 || look == .ios26
            func caps(_ s: String) -> String { lower && !keyboard.shift ? s.lowercased() : s }
            let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
            for (r, row) in rows.enumerated() {
                let letters = row.map(String.init)
                let rowWidth = Double(letters.count) * kw + Double(letters.count - 1) * gap
                let x0 = (w - rowWidth) / 2
                let y = keysTop + Double(r) * pitch
                for (i, letter) in letters.enumerated() {
                    key(caps(letter), Rect(x: x0 + Double(i) * (kw + gap), y: y, width: kw, height: kh), kind: .letter, role: .keyLabel)
                }
                if r == 2 {
                    let sw = theme[.keySpecialWidth] * scale
                    key("⇧", Rect(x: side, y: y, width: sw, height: kh), kind: keyboard.shift ? .letter : .special)
                    key("⌫", Rect(x: w - side - sw, y: y, width: sw, height: kh), kind: .special)
                }
            }
            // The bottom row: the numbers key, space (with @ and . for an email address), return.
            let y = keysTop + 3 * pitch
            let bw = theme[.keyBottomSpecialWidth] * scale
            key(look == .ios7 || look == .ios2 ? ".?123" : "123", Rect(x: side, y: y, width: bw, height: kh), kind: .special)
            key(returnKey.title, Rect(x: w - side - bw, y: y, width: bw, height: kh), kind: returnKind)
            var spaceX = side + bw + gap, spaceEnd = w - side - bw - gap
            if keyboard.type == .email || keyboard.type == .url {
                let extras = keyboard.type == .email ? ["@", "."] : [".", "/", ".com"]
                for label in extras.reversed() {
                    let kwx = label.count > 1 ? 1.5 * kw : kw
                    spaceEnd -= kwx
                    key(label, Rect(x: spaceEnd, y: y, width: kwx, height: kh), kind: .letter)
                    spaceEnd -= gap
                }
            }
            if keyboard.type != .url {
                key("space", Rect(x: spaceX, y: y, width: spaceEnd - spaceX, height: kh), kind: .letter)
            }
            spaceX += 0
        }
        var item = LayoutItem(kind: .keyboard, frame: frame, fill: .gradient(colors.background, colors.backgroundBottom), parts: parts)
        if look == .ios26 {
            item.cornerRadius = theme[.keyCornerRadius] * 3
            item.corners = .top
        }
        return item
    }
}

/// Which face a key has: a letter key, a special key (shift, delete, the numbers key, the
/// plain return key), or the blue action key.
enum KeyKind { case letter, special, action }

/// The keyboard's colours in one appearance.
struct KeyColors {
    var background, backgroundBottom, shadow, divider, text: Color
    var letter, special: Fill
    var specialText: Color
    var action: Fill
    var actionText: Color

    init(theme: Theme, dark: Bool) {
        if dark {
            background = theme[.keyboardDarkBackground]; backgroundBottom = theme[.keyboardDarkBackgroundBottom]
            shadow = theme[.keyDarkShadow]; divider = theme[.predictiveDarkDivider]; text = theme[.keyDarkText]
            letter = .gradient(theme[.keyDarkFill], theme[.keyDarkFillBottom])
            special = .gradient(theme[.keyDarkSpecialFill], theme[.keyDarkSpecialFillBottom])
            specialText = theme[.keyDarkText]
        } else {
            background = theme[.keyboardBackground]; backgroundBottom = theme[.keyboardBackgroundBottom]
            shadow = theme[.keyShadow]; divider = theme[.predictiveDivider]; text = theme[.keyText]
            letter = .gradient(theme[.keyFill], theme[.keyFillBottom])
            special = .gradient(theme[.keySpecialFill], theme[.keySpecialFillBottom])
            specialText = theme[.keySpecialText]
        }
        action = .gradient(theme[.keyActionFill], theme[.keyActionFillBottom])
        actionText = theme[.keyActionText]
    }

    func key(_ kind: KeyKind) -> (Fill, Color) {
        switch kind {
        case .letter: (letter, text)
        case .special: (special, specialText)
        case .action: (action, actionText)
        }
    }
}
