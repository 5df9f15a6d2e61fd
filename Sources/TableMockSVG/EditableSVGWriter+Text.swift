import Foundation
import TableMockRaster
import TableMockScene

extension EditableSVGWriter {
    /// One `<text>` for the line, at its baseline, the string as drawn; a text shadow (the
    /// etched text of iOS 2-6) is a second `<text>` under it, offset.
    mutating func write(_ run: TextRun, depth: Int) {
        guard !run.text.isEmpty, run.font.size.isFinite, run.font.size > 0 else { return }
        if let shadow = run.shadow {
            textElement(run, color: shadow.color, at: Point(x: run.origin.x + shadow.offset.x, y: run.origin.y + shadow.offset.y),
                        role: "shadow", depth: depth)
        }
        textElement(run, color: run.color, at: run.origin, role: nil, depth: depth)
    }

    mutating func textElement(_ run: TextRun, color: Color, at origin: Point, role: String?, depth: Int) {
        indent(depth)
        let rightToLeft = Self.isRightToLeft(run.text)
        write("<text x=\""); number(origin.x); write("\" y=\""); number(origin.y); write("\" font-family=\"")
        attribute(fontFamilyList(run.font, text: run.text)); write("\" font-weight=\""); write(String(run.font.weight))
        write("\" font-size=\""); number(run.font.size); write("\"")
        if run.font.italic { write(" font-style=\"italic\"") }
        fillAttributes(color)
        // The run's origin is the left end of its line: for a right-to-left line, its end.
        if rightToLeft { write(" direction=\"rtl\" text-anchor=\"end\"") }
        if role != nil { write(" data-role=\"shadow\"") }
        if Self.needsPreservedSpace(run.text) { write(" xml:space=\"preserve\"") }
        write(">"); text(run.text); write("</text>\n")
    }

    /// `Inter-SemiBold, Inter, sans-serif`: the face's PostScript-style name first (what
    /// Illustrator and Figma match a face by), then the family, then a generic family.
    /// A line with characters beyond Latin, Greek and Cyrillic also names the fallback
    /// families (`Noto Sans Hebrew`), so it is set in the fonts the PNG used.
    mutating func fontFamilyList(_ font: FontDescriptor, text: String) -> String {
        let needsFallbacks = !scene.fallbackFamilies.isEmpty && text.unicodeScalars.contains { $0.value >= 0x0530 }
        var key = font
        if needsFallbacks { key.family += "\u{0}" }
        if let known = fontFamilyLists[key] { return known }
        let list = Self.fontFamilyList(font, replacing: fontFamilies,
                                       fallbacks: needsFallbacks ? scene.fallbackFamilies : [])
        fontFamilyLists[key] = list
        return list
    }

    static func fontFamilyList(_ font: FontDescriptor, replacing replacements: [String: String], fallbacks: [String] = []) -> String {
        let families = font.family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map { replacements[$0] ?? $0 }
        guard let family = families.first else { return "sans-serif" }
        let face = family.filter { $0 != " " } + "-" + styleName(weight: font.weight, italic: font.italic)
        func quoted(_ name: String) -> String {
            name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "-") }) ? "'" + name.replacingOccurrences(of: "'", with: "") + "'" : name
        }
        let extra = fallbacks.filter { !families.contains($0) }
        return ([face] + families + extra + ["sans-serif"]).map(quoted).joined(separator: ", ")
    }

    /// The style part of a face name, as OpenType names the weights (`SemiBold`, `BoldItalic`).
    static func styleName(weight: Int, italic: Bool) -> String {
        let names = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                     600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]
        let rounded = min(max((weight + 50) / 100 * 100, 100), 900)
        let name = names[rounded]!
        if italic { return name == "Regular" ? "Italic" : name + "Italic" }
        return name
    }

    /// Whether the line reads right to left: its first strong character is Hebrew, Arabic or
    /// another right-to-left script, as Pango decides a line's direction.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v) {
                return true
            }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }

    /// Leading, trailing or repeated spaces, or tabs, which XML would otherwise collapse.
    static func needsPreservedSpace(_ text: String) -> Bool {
        var previousIsSpace = true
        for byte in text.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return true }
            let isSpace = byte == 0x20
            if isSpace && previousIsSpace { return true }
            previousIsSpace = isSpace
        }
        return previousIsSpace
    }

}
