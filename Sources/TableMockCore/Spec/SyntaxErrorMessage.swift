import Foundation
import TableMockFiles
import Yams

/// Turns a Yams error into one clean line and the place it points at. libyaml's wording is
/// kept (it is precise) but its "while parsing ..." context becomes a short suffix naming
/// where the enclosing construct started.
enum SyntaxErrorMessage {
    /// `json`: the file is meant to be JSON (`.json`), so a `//` comment near the error is
    /// what to point at.
    static func describe(_ error: YamlError, in text: String, json: Bool = false) -> (String, SourceLocation) {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(line: mark.line, column: mark.column) }
        func withContext(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> String {
            var message = "syntax error: " + clean(problem)
            if problem == "found character that cannot start any token", tabAt(mark, in: text) {
                return "syntax error: a tab cannot indent YAML; indent with spaces"
            }
            if let context, !context.text.isEmpty, !context.text.hasPrefix("while scanning for") {
                var construct = context.text.replacingOccurrences(of: "while parsing ", with: "")
                    .replacingOccurrences(of: "while scanning ", with: "")
                for article in ["a ", "an ", "the "] where construct.hasPrefix(article) {
                    construct = String(construct.dropFirst(article.count))
                }
                if context.mark.line != mark.line || context.mark.column != mark.column {
                    message += " (in the \(construct) that starts at \(context.mark.line):\(context.mark.column))"
                } else {
                    message += " (in the \(construct))"
                }
            }
            return message
        }
        switch error {
        case let .scanner(context, problem, mark, _):
            if json, let comment = commentNear(mark, in: text) { return comment }
            return (withContext(problem, context, mark), at(mark))
        case let .parser(context, problem, mark, _):
            if json, let comment = commentNear(mark, in: text) { return comment }
            if problem.contains("Maximum nesting level") {
                return ("values are nested too deeply (the limit is 64 levels)", at(mark))
            }
            return (withContext(problem, context, mark), at(mark))
        case let .composer(context, problem, mark, _):
            if problem == "but found another document" {
                return ("the file holds more than one YAML document; expected one", at(mark))
            }
            if problem == "found undefined alias" {
                return ("the alias refers to an anchor (&name) that is not defined before it", at(mark))
            }
            return (withContext(problem, context, mark), at(mark))
        case let .reader(problem, offset, value, yaml):
            let location = offset.map { characterLocation($0, in: yaml) } ?? SourceLocation(line: 1, column: 1)
            if problem == "control characters are not allowed" {
                let code = TerminalText.code(UInt32(bitPattern: value), prefix: "U+")
                return ("the file contains the control character \(code), which JSON and YAML do not allow", location)
            }
            return ("cannot read the file: \(problem)", location)
        case let .duplicatedKeysInMapping(duplicates, context):
            // Yams marks the first of the keys; the mistake is usually the second.
            let keys = duplicates.map { $0 == "<uncovertable>" ? "(a complex key)" : quoted($0) }.joined(separator: ", ")
            let first = at(context.mark)
            let second = duplicates.first.flatMap { repeatedKey($0, after: first, in: text) } ?? first
            return ("duplicate key \(keys): a key may appear only once in an object", second)
        case .memory:
            return ("the file is too large to parse", SourceLocation(line: 1, column: 1))
        default:
            return ("cannot parse the file: \(error)", SourceLocation(line: 1, column: 1))
        }
    }

    /// Where `key`, first written at `first`, is written again in the same mapping: on a later
    /// line at the same column (block style), or later on the same line at the same depth of
    /// brackets (flow style). Nil when it cannot tell.
    static func repeatedKey(_ key: String, after first: SourceLocation, in text: String) -> SourceLocation? {
        let lines = scalarLines(text)
        guard first.line - 1 < lines.count else { return nil }
        let forms = [Array(key.unicodeScalars), Array("\"\(key)\"".unicodeScalars), Array("'\(key)'".unicodeScalars)]
        func keyAt(_ line: [Unicode.Scalar], _ i: Int) -> Bool {
            for form in forms where i + form.count <= line.count && Array(line[i..<(i + form.count)]) == form {
                var j = i + form.count
                while j < line.count, line[j] == " " { j += 1 }
                if j < line.count, line[j] == ":" { return true }
            }
            return false
        }
        let column = first.column - 1
        let firstLine = lines[first.line - 1]
        // Flow style: later on the same line, at the same bracket depth, after a comma.
        var depth = 0, quote: Unicode.Scalar? = nil, afterComma = false
        // Past the first key itself, quoted or plain.
        var i = column + forms[0].count
        if column < firstLine.count, firstLine[column] == "\"" || firstLine[column] == "'" { i = column + forms[0].count + 2 }
        while i < firstLine.count {
            let c = firstLine[i]
            if let q = quote {
                if c == "\\" { i += 2; continue }
                if c == q { quote = nil }
            } else if depth == 0 && afterComma && c != " " {
                if keyAt(firstLine, i) { return SourceLocation(line: first.line, column: i + 1) }
                afterComma = false
                if c == "\"" || c == "'" { quote = c }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "{" || c == "[" {
                depth += 1
            } else if c == "}" || c == "]" {
                depth -= 1
                if depth < 0 { return nil }
            } else if c == "," && depth == 0 {
                afterComma = true
            }
            i += 1
        }
        // Block style: a later line with the key at the same column and only spaces before it;
        // the mapping ends at a line that starts left of that column.
        for n in first.line..<lines.count {
            let line = lines[n]
            guard let start = line.firstIndex(where: { $0 != " " }), line[start] != "#" else { continue }
            if start < column { return nil }
            if start == column && keyAt(line, column) { return SourceLocation(line: n + 1, column: column + 1) }
        }
        return nil
    }

    /// A `//` or `/* */` comment on the line of a syntax error (or the one before): JSON has
    /// none, and libyaml's complaint about it would not say so.
    private static func commentNear(_ mark: Mark, in text: String) -> (String, SourceLocation)? {
        let lines = scalarLines(text)
        for n in [mark.line - 1, mark.line - 2] where n >= 0 && n < lines.count {
            let trimmed = lines[n].drop { $0 == " " || $0 == "\t" }
            if trimmed.starts(with: "//".unicodeScalars) || trimmed.starts(with: "/*".unicodeScalars) {
                let column = lines[n].count - trimmed.count + 1
                return ("syntax error: a comment; JSON has no comments (YAML files may use #)", SourceLocation(line: n + 1, column: column))
            }
        }
        return nil
    }

    /// The text's lines as Unicode scalars, split as YAML counts lines (LF, CRLF or CR), so
    /// a CRLF file reads like an LF one (a Swift `Character` holds "\r\n" whole).
    static func scalarLines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousCR = false
        for s in text.unicodeScalars {
            if s == "\n" {
                if !previousCR { lines.append([]) }
                previousCR = false
            } else if s == "\r" {
                lines.append([])
                previousCR = true
            } else {
                lines[lines.count - 1].append(s)
                previousCR = false
            }
        }
        return lines
    }

    private static func tabAt(_ mark: Mark, in text: String) -> Bool {
        let lines = scalarLines(text)
        guard mark.line >= 1, mark.line - 1 < lines.count else { return false }
        let scalars = lines[mark.line - 1]
        return mark.column - 1 < scalars.count && scalars[mark.column - 1] == "\t"
    }

    private static func clean(_ problem: String) -> String {
        problem.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
    }

    /// Line and column of the character at `offset` (in Characters, as Yams reports it).
    private static func characterLocation(_ offset: Int, in text: String) -> SourceLocation {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return SourceLocation(line: line, column: column)
    }
}
