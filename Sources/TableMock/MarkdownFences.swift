import Foundation

/// One fenced code block of a Markdown document, found as CommonMark finds them: an
/// opening fence of at least three backticks or tildes indented at most three spaces, the
/// content lines with up to that many spaces of indentation removed, and a closing fence of
/// the same character, at least as long, followed only by spaces or tabs (or the end of the
/// document: an unclosed fence runs to the end). Only top-level blocks are seen (and list
/// items indented at most three spaces): fences inside block quotes are left alone.
package struct MarkdownFence: Equatable, Sendable {
    /// The bytes of the whole block: the opening line through the closing fence, without
    /// the closing line's line ending (the replacement keeps it).
    package var range: Range<Int>
    /// The info string, trimmed: `tablemock title="Settings"`.
    package var info: String
    /// The 1-based column of the info string's first character on the opening line.
    package var infoColumn: Int
    /// The content, indentation removed, line endings as written.
    package var body: [UInt8]
    /// The 1-based line of the opening fence.
    package var openingLine: Int
    /// Spaces before the opening fence.
    package var indent: Int
    /// For each content line, the spaces removed from its start (columns shift by it).
    package var stripped: [Int]
    /// False when the document ended before a closing fence.
    package var closed: Bool

    /// The first word of the info string.
    package var language: Substring { info.prefix { $0 != " " && $0 != "\t" } }
}

package enum MarkdownFenceScanner {
    /// Every fenced code block in `document`, in order.
    package static func fences(in document: [UInt8]) -> [MarkdownFence] {
        let lines = Self.lines(document)
        var result: [MarkdownFence] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard let opening = openingFence(document[line.start..<line.contentEnd]) else { index += 1; continue }
            var body: [UInt8] = []
            var stripped: [Int] = []
            var closedAt: Int? = nil
            var next = index + 1
            while next < lines.count {
                let l = lines[next]
                let text = document[l.start..<l.contentEnd]
                if isClosingFence(text, char: opening.char, length: opening.length) { closedAt = next; break }
                var removed = 0
                var start = l.start
                while removed < opening.indent, start < l.contentEnd, document[start] == UInt8(ascii: " ") { removed += 1; start += 1 }
                body += document[start..<l.end]
                stripped.append(removed)
                next += 1
            }
            let end = closedAt.map { lines[$0].contentEnd } ?? document.count
            result.append(MarkdownFence(range: line.start..<end, info: opening.info, infoColumn: opening.infoColumn, body: body, openingLine: index + 1,
                                        indent: opening.indent, stripped: stripped, closed: closedAt != nil))
            index = (closedAt ?? lines.count) + 1
        }
        return result
    }

    struct Line { var start: Int; var contentEnd: Int; var end: Int }

    /// Lines ended by LF, CRLF or CR, as CommonMark counts them.
    static func lines(_ d: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0, i = 0
        while i < d.count {
            if d[i] == 0x0A || d[i] == 0x0D {
                let contentEnd = i
                if d[i] == 0x0D, i + 1 < d.count, d[i + 1] == 0x0A { i += 1 }
                i += 1
                lines.append(Line(start: start, contentEnd: contentEnd, end: i))
                start = i
            } else {
                i += 1
            }
        }
        if start < d.count { lines.append(Line(start: start, contentEnd: d.count, end: d.count)) }
        return lines
    }

    static func openingFence(_ text: ArraySlice<UInt8>) -> (char: UInt8, length: Int, indent: Int, info: String, infoColumn: Int)? {
        var i = text.startIndex
        var indent = 0
        while i < text.endIndex, text[i] == UInt8(ascii: " "), indent < 4 { indent += 1; i += 1 }
        guard indent <= 3, i < text.endIndex else { return nil }
        let char = text[i]
        guard char == UInt8(ascii: "`") || char == UInt8(ascii: "~") else { return nil }
        var length = 0
        while i < text.endIndex, text[i] == char { length += 1; i += 1 }
        guard length >= 3 else { return nil }
        let rest = text[i...]
        // A backtick fence's info string may not hold a backtick (it would be inline code).
        if char == UInt8(ascii: "`"), rest.contains(char) { return nil }
        let blank = rest.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        let info = String(decoding: rest, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
        return (char, length, indent, info, indent + length + blank + 1)
    }

    static func isClosingFence(_ text: ArraySlice<UInt8>, char: UInt8, length: Int) -> Bool {
        var i = text.startIndex
        var indent = 0
        while i < text.endIndex, text[i] == UInt8(ascii: " "), indent < 4 { indent += 1; i += 1 }
        guard indent <= 3 else { return false }
        var count = 0
        while i < text.endIndex, text[i] == char { count += 1; i += 1 }
        guard count >= length else { return false }
        return text[i...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
