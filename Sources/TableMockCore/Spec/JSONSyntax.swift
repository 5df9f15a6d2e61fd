/// Checks that a document is JSON as RFC 8259 has it, and says where it is not.
///
/// `SourceDocument` reads JSON through the YAML parser (JSON is almost a subset of YAML), so
/// on its own it accepts what YAML allows and JSON does not: a trailing comma, a comment,
/// single quotes, bare words. A file named `.json` is meant to be JSON, and other JSON tools
/// would reject it, so `SourceDocument.parse(strictJSON: true)` runs this check after the
/// YAML route accepted a document. Problems YAML reports itself keep YAML's words; this
/// check only speaks for what YAML let through. Duplicate keys are YAML's to report.
enum JSONSyntax {
    struct Problem: Error, Equatable {
        var message: String
        var location: SourceLocation
        var hint: String?
    }

    static let yamlHint = "a .json file is strict JSON; YAML syntax belongs in a .yaml file"

    /// The first place `text` departs from JSON, or nil for a JSON document.
    static func firstProblem(in text: String) -> Problem? {
        var scanner = Scanner(text)
        do {
            try scanner.document()
            return nil
        } catch {
            return error
        }
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1
        /// Whether an object or array has opened: until then the file may not be JSON (or a
        /// spec) at all, and its words are not quoted back (it could be a credentials file).
        var inContainer = false

        init(_ text: String) { scalars = Array(text.unicodeScalars) }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        var location: SourceLocation { SourceLocation(line: line, column: column) }

        mutating func advance() {
            guard let c = current else { return }
            index += 1
            // Line breaks as YAML counts them, so locations agree with its marks.
            if c == "\n" || (c == "\r" && current != "\n") {
                line += 1; column = 1
            } else if c != "\r" {
                column += 1
            }
        }

        func fail(_ message: String, hint: String? = JSONSyntax.yamlHint) -> Problem {
            Problem(message: "invalid JSON: " + message, location: location, hint: hint)
        }

        /// What is at the current position, for "found ..." in a message.
        func found() -> String {
            guard let c = current else { return "the end of the file" }
            if c == "'" { return "a single-quoted string" }
            if c == "#" || (c == "/" && index + 1 < scalars.count && (scalars[index + 1] == "/" || scalars[index + 1] == "*")) {
                return "a comment"
            }
            if c.properties.isAlphabetic || c == "." || c == "_" || c == "~" {
                var word = ""
                var i = index
                while i < scalars.count, word.count < 20,
                      scalars[i].properties.isAlphabetic || scalars[i].properties.numericType != nil
                        || "._-~".unicodeScalars.contains(scalars[i]) {
                    word.unicodeScalars.append(scalars[i]); i += 1
                }
                return inContainer ? "the bare word \(quoted(word))" : "a bare word"
            }
            return inContainer ? quoted(String(c)) : "a character that cannot start JSON"
        }

        func hint(forFound what: String) -> String {
            if what == "a comment" { return "JSON has no comments: use a key starting with \"_\", or write the file as YAML (.yaml)" }
            if what == "a single-quoted string" { return "JSON strings use double quotes" }
            if what.hasPrefix("the bare word") || what == "a bare word" { return "JSON strings are in double quotes; the only bare words are true, false and null" }
            return JSONSyntax.yamlHint
        }

        mutating func skipSpace() {
            while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
        }

        mutating func document() throws(Problem) {
            if current == "\u{FEFF}" { advance() }
            skipSpace()
            try value()
            skipSpace()
            if current != nil {
                let what = found()
                throw fail("\(what) after the end of the document", hint: hint(forFound: what))
            }
        }

        mutating func value() throws(Problem) {
            switch current {
            case "{": try object()
            case "[": try array()
            case "\"": try string()
            case let c? where c == "-" || ("0"..."9").contains(c): try number()
            case "t": try word("true")
            case "f": try word("false")
            case "n": try word("null")
            default:
                let what = found()
                throw fail("expected a value, found \(what)", hint: hint(forFound: what))
            }
        }

        mutating func object() throws(Problem) {
            inContainer = true
            advance()
            skipSpace()
            if current == "}" { advance(); return }
            while true {
                skipSpace()
                guard current == "\"" else {
                    let what = found()
                    throw fail("expected a key in double quotes, found \(what)", hint: hint(forFound: what))
                }
                try string()
                skipSpace()
                guard current == ":" else { throw fail("expected \":\" after the key, found \(found())") }
                advance()
                skipSpace()
                try value()
                skipSpace()
                if current == "}" { advance(); return }
                guard current == "," else { throw fail("expected \",\" or \"}\" after a member, found \(found())") }
                let comma = location
                advance()
                skipSpace()
                if current == "}" {
                    throw Problem(message: "invalid JSON: a comma after the last member of an object", location: comma,
                                  hint: "remove it (\(JSONSyntax.yamlHint))")
                }
            }
        }

        mutating func array() throws(Problem) {
            inContainer = true
            advance()
            skipSpace()
            if current == "]" { advance(); return }
            while true {
                skipSpace()
                try value()
                skipSpace()
                if current == "]" { advance(); return }
                guard current == "," else { throw fail("expected \",\" or \"]\" after an item, found \(found())") }
                let comma = location
                advance()
                skipSpace()
                if current == "]" {
                    throw Problem(message: "invalid JSON: a comma after the last item of an array", location: comma,
                                  hint: "remove it (\(JSONSyntax.yamlHint))")
                }
            }
        }

        mutating func string() throws(Problem) {
            advance()
            while let c = current {
                switch c {
                case "\"":
                    advance(); return
                case "\\":
                    advance()
                    guard let e = current else { break }
                    if "\"\\/bfnrt".unicodeScalars.contains(e) { advance(); continue }
                    guard e == "u" else { throw fail("unknown escape \"\\\(e)\" in a string", hint: nil) }
                    advance()
                    for _ in 0..<4 {
                        guard let h = current, h.properties.isASCIIHexDigit else {
                            throw fail("\"\\u\" needs four hex digits", hint: nil)
                        }
                        advance()
                    }
                default:
                    if c.value < 0x20 {
                        throw fail("a control character in a string", hint: "write it as an escape such as \\n or \\t")
                    }
                    advance()
                }
            }
            throw fail("a string that is not closed", hint: nil)
        }

        mutating func digits() -> Int {
            var n = 0
            while let c = current, ("0"..."9").contains(c) { advance(); n += 1 }
            return n
        }

        mutating func number() throws(Problem) {
            let start = location
            func bad() -> Problem {
                Problem(message: "invalid JSON: a malformed number", location: start,
                        hint: "JSON numbers look like 44, -1.5 or 1e3 (no leading zeros, + sign, or bare decimal point)")
            }
            if current == "-" { advance() }
            if current == "0" {
                advance()
                if let c = current, ("0"..."9").contains(c) { throw bad() }
            } else if digits() == 0 {
                throw bad()
            }
            if current == "." {
                advance()
                if digits() == 0 { throw bad() }
            }
            if current == "e" || current == "E" {
                advance()
                if current == "+" || current == "-" { advance() }
                if digits() == 0 { throw bad() }
            }
        }

        mutating func word(_ expected: String) throws(Problem) {
            let start = (index, location)
            for scalar in expected.unicodeScalars {
                guard current == scalar else {
                    index = start.0; line = start.1.line; column = start.1.column
                    let what = found()
                    throw fail("expected a value, found \(what)", hint: hint(forFound: what))
                }
                advance()
            }
            if let c = current, c.properties.isAlphabetic || ("0"..."9").contains(c) {
                index = start.0; line = start.1.line; column = start.1.column
                let what = found()
                throw fail("expected a value, found \(what)", hint: hint(forFound: what))
            }
        }
    }
}
