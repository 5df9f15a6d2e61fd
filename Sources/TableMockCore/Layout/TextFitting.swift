import Foundation
import TableMockScene

/// Line breaking and truncation, decided once during layout from the measurer's widths.
/// The scene carries the final strings, so a backend never wraps or ellipsizes.
struct TextFitter {
    let measurer: any TextMeasuring
    static let ellipsis = "\u{2026}"

    func width(_ text: String, _ font: FontDescriptor) -> Double {
        measurer.width(of: text, font: font)
    }

    /// The text cut to fit `width`, with an ellipsis where it was cut.
    func truncate(_ text: String, font: FontDescriptor, width maxWidth: Double,
                  mode: Truncation = .tail) -> (text: String, truncated: Bool) {
        if width(text, font) <= maxWidth + 0.001 { return (text, false) }
        let chars = Array(text)
        guard maxWidth > 0, width(Self.ellipsis, font) <= maxWidth else { return ("", !text.isEmpty) }
        // The longest cut that fits, found by bisection on the number of characters kept.
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .tail:
                return String(chars[..<keep]).trimmingTrailingSpaces() + Self.ellipsis
            case .head:
                return Self.ellipsis + String(chars[(chars.count - keep)...]).trimmingLeadingSpaces()
            case .middle:
                let front = (keep + 1) / 2, back = keep / 2
                return String(chars[..<front]).trimmingTrailingSpaces() + Self.ellipsis
                    + String(chars[(chars.count - back)...]).trimmingLeadingSpaces()
            }
        }
        var lo = 0, hi = chars.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if width(candidate(mid), font) <= maxWidth + 0.001 { lo = mid } else { hi = mid - 1 }
        }
        return (candidate(lo), true)
    }

    /// Greedy word wrap into at most `maxLines` lines (0 = no limit); the last kept line is
    /// truncated when text remains. Words wider than a line break between characters.
    func wrap(_ text: String, font: FontDescriptor, width maxWidth: Double, maxLines: Int,
              mode: Truncation = .tail) -> (lines: [String], truncated: Bool) {
        if maxLines == 1 {
            // One line: no wrapping at all; the whole text is cut where the spec asks.
            let cut = truncate(text.replacingOccurrences(of: "\n", with: " "), font: font, width: maxWidth, mode: mode)
            return ([cut.text], cut.truncated)
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(String(paragraph), font: font, width: maxWidth))
        }
        if maxLines > 0 && lines.count > maxLines {
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            let last = truncate(rest, font: font, width: maxWidth, mode: .tail)
            return (Array(lines[..<(maxLines - 1)]) + [last.text], true)
        }
        return (lines, false)
    }

    private func wrapParagraph(_ paragraph: String, font: FontDescriptor, width maxWidth: Double) -> [String] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.isEmpty { return [""] }
        var lines: [String] = []
        var current = ""
        for word in words {
            let attempt = current.isEmpty ? word : current + " " + word
            if width(attempt, font) <= maxWidth + 0.001 {
                current = attempt
                continue
            }
            if !current.isEmpty { lines.append(current); current = "" }
            if width(word, font) <= maxWidth + 0.001 {
                current = word
            } else {
                // Break a long word (or unspaced script) between characters.
                var piece = ""
                for ch in word {
                    if !piece.isEmpty && width(piece + String(ch), font) > maxWidth + 0.001 {
                        lines.append(piece); piece = ""
                    }
                    piece.append(ch)
                }
                current = piece
            }
        }
        lines.append(current)
        return lines
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
    func trimmingLeadingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        return String(s)
    }
}
