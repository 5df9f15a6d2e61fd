/// Text from input (file names, paths, spec values) made safe to print: no control
/// character reaches a terminal or a CI log, so an input can neither draw on the terminal
/// (ESC sequences), hide or rewrite a line (CR, NUL, backspace) nor print a line of its own
/// that a CI system reads as a command (a newline followed by `::error file=…`).
public enum TerminalText {
    /// C0 and C1 controls and DEL as `\u{…}`-style escapes (`\n`, `\r`, `\t` for the usual
    /// three); everything else as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return TextQuoting.escape(text, isControl)
    }

    /// A whole line for the terminal: escaped, and never starting with a CI log command
    /// (`::` for GitHub Actions, `##` for Azure Pipelines), which a file name could forge.
    public static func line(_ text: String) -> String {
        let safe = escaped(text)
        if safe.hasPrefix("::") || safe.hasPrefix("##") { return "\\" + safe }
        return safe
    }

    /// A code point in upper-case hex of at least four digits after `prefix`: `\u001B`,
    /// `U+007F`. The one spelling of a character's number in escapes and messages.
    public static func code(_ value: UInt32, prefix: String = "\\u") -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `"value"`, escaped, for quoting input inside a message.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        // Line and paragraph separators end a line; bidirectional overrides and isolates
        // reorder what a terminal shows.
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

/// A string as a JSON string literal (RFC 8259): quotes, backslashes and control characters
/// escaped, and DEL, U+2028 and U+2029 too, so the text is safe in JSON and in JavaScript
/// alike. The one JSON quoter of the JSON TableMock writes by hand (schemas, layout records).
public enum JSONText {
    public static func quoted(_ s: String) -> String {
        "\"" + TextQuoting.escape(s, quotes: true, isJSONEscaped) + "\""
    }

    /// What a JSON string (read also by JavaScript) must not hold as it is.
    static func isJSONEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

/// The one escaper behind the quoters: for the terminal (`TerminalText`), for JSON
/// (`JSONText`) and for a user's text inside a message (`TextQuoting.message`). HTML
/// escaping (the check's report) is another job and stays apart.
public enum TextQuoting {
    /// `text` with `\n`, `\r`, `\t`, and `\uXXXX` for every other scalar `escapes` picks;
    /// with `quotes`, `"` and `\` escaped too; cut at `limit` scalars with `…`.
    public static func escape(_ text: String, quotes: Bool = false, limit: Int? = nil,
                              _ escapes: (Unicode.Scalar) -> Bool) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { out += "…"; break }
            count += 1
            switch scalar {
            case "\"" where quotes: out += "\\\""
            case "\\" where quotes: out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if escapes(scalar) {
                    out += TerminalText.code(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A user's text as it appears in a message: in double quotes with JSON's escapes, and
    /// cut short (with "…") after `limit` characters, so one message stays one line.
    public static func message(_ text: String, limit: Int = 60) -> String {
        "\"" + escape(text, quotes: true, limit: limit, JSONText.isJSONEscaped) + "\""
    }
}
