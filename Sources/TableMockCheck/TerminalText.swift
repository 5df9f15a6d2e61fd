/// Text from input (file names, environment values, spec strings) made safe for one line
/// of a terminal or log: control characters (ESC, CR, newline, tab, DEL, C1 controls) are
/// written as `\e`, `\r`, `\n`, `\t` or `\u{7F}`, and a backslash as `\\`, so no input can
/// move the cursor, recolour the terminal or forge a line of output.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{1B}": out += "\\e"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 {
                    out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `"value"`, escaped, for quoting input inside a message.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }
}
