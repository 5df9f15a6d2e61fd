import Foundation

/// Finds references in an SVG document that point outside it: an `href` (or `xlink:href`)
/// or CSS `url(...)` that is not a fragment (`#id`) or a `data:` URL, an `@import`, an
/// entity declaration or an XInclude. TableMock draws images without network or file
/// access, so such an image is refused with the reference named, rather than drawn with
/// pieces silently missing.
enum SVGReferences {
    private static let patterns: [NSRegularExpression] = [
        #"href\s*=\s*"([^"]*)""#, #"href\s*=\s*'([^']*)'"#, #"url\(\s*['"]?([^'")]*)"#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }

    /// What the first external reference says (`href="http://…"`), or nil.
    static func firstExternal(in text: String) -> String? {
        for marker in ["<!ENTITY", "@import", "<xi:include"] where text.range(of: marker, options: .caseInsensitive) != nil {
            return marker
        }
        let range = NSRange(text.startIndex..., in: text)
        for pattern in patterns {
            for match in pattern.matches(in: text, range: range) {
                guard let r = Range(match.range(at: 1), in: text) else { continue }
                let target = text[r].trimmingCharacters(in: .whitespaces)
                if target.hasPrefix("#") || target.lowercased().hasPrefix("data:") { continue }
                let whole = Range(match.range, in: text).map { String(text[$0]) } ?? target
                return whole.count > 80 ? String(whole.prefix(80)) + "…" : whole
            }
        }
        return nil
    }
}
