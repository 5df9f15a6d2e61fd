import Foundation

/// Yams hashes every mapping key while composing, so a key that is an alias of a large
/// collection (`? *bomb`) costs exponential time before any limit of ours can apply. Specs
/// and themes only need string keys, so a file that both uses an alias and writes a
/// non-string key is refused before parsing. The check is textual and conservative: it can
/// only refuse files that have both an alias-like `*name` and a complex-key-like pattern.
enum ComplexKeyGuard {
    private static let alias = try! NSRegularExpression(pattern: #"(^|[\s\[{,])\*[^\s\[\]{},]+"#, options: [.anchorsMatchLines])
    private static let complexKey = try! NSRegularExpression(
        pattern: #"(^[ \t-]*\?(\s|$))|([\]}]\s*:(\s|$))|((^|[\s\[{,])\*[^\s\[\]{},]+\s*:(\s|$|[\[{]))"#,
        options: [.anchorsMatchLines])

    /// The location of the first complex key, when the file also uses an alias.
    static func check(_ text: String) -> SourceLocation? {
        // No `*` at all means no alias: skip the regular expressions (a large spec's
        // decode would otherwise spend a few per cent here).
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(UInt8(ascii: "*")) }) ?? text.utf8.contains(UInt8(ascii: "*"))
        else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        guard alias.firstMatch(in: text, range: range) != nil,
              let match = complexKey.firstMatch(in: text, range: range),
              var start = Range(match.range, in: text)?.lowerBound else { return nil }
        while start < text.endIndex, text[start].isWhitespace || "[{,".contains(text[start]) { start = text.index(after: start) }
        let before = text[..<start]
        let line = before.reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(where: { $0 == "\n" || $0 == "\r\n" }).map { text.index(after: $0) } ?? text.startIndex
        return SourceLocation(line: line, column: text[lineStart..<start].unicodeScalars.count + 1)
    }
}
