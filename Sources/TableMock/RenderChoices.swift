import Foundation
import TableMockCairo
import TableMockCore

/// What to draw, as a command line, a Markdown fence or a URL writes it: comma-separated
/// formats, scales, appearances and lint rules to turn off, checked once and read as values.
package struct RenderChoices: Sendable {
    package struct Problem: Error { package var message: String }

    package var formats: [OutputFormat] = []
    package var scales: [Double] = []
    package var appearances: [Appearance] = []
    package var lintDisabled: Set<String> = []

    /// PNG at the spec's own scale and appearance.
    package init() { formats = [.png] }

    package init(format: String, scale: String?, appearance: String?, lintDisable: String?) throws(Problem) {
        for f in Self.list(format) {
            guard let value = OutputFormat(rawValue: f.lowercased()) else { throw Problem(message: "unknown format \"\(f)\"; use png, svg or pdf") }
            if !formats.contains(value) { formats.append(value) }
        }
        if formats.isEmpty { throw Problem(message: "--format names no format; use png, svg or pdf (comma-separated)") }
        if let scale {
            let items = Self.list(scale)
            guard !items.isEmpty else { throw Problem(message: "--scale needs a number") }
            for item in items {
                guard let value = Double(item), value > 0, value <= 4 else {
                    throw Problem(message: "--scale must be greater than 0 and at most 4 (got \(item))")
                }
                scales.append(value)
            }
            if Set(scales).count != scales.count { throw Problem(message: "--scale lists a scale twice") }
        }
        if let appearance {
            for item in Self.list(appearance) {
                guard let value = Appearance(rawValue: item.lowercased()) else {
                    throw Problem(message: "unknown appearance \"\(item)\"; use light, dark or light,dark")
                }
                appearances.append(value)
            }
            if Set(appearances).count != appearances.count { throw Problem(message: "--appearance lists an appearance twice") }
        }
        lintDisabled = try Self.lintRules(lintDisable)
    }

    /// The rule ids of `--lint-disable`'s comma-separated list, each a known rule.
    package static func lintRules(_ text: String?) throws(Problem) -> Set<String> {
        let ids = Set(text.map(list) ?? [])
        for id in ids.sorted() where !Linter.ruleIDs.contains(id) {
            throw Problem(message: "unknown rule \"\(id)\" in --lint-disable; \(Linter.hint(forUnknownRule: id))")
        }
        return ids
    }

    package var variants: [RenderVariant] { RenderVariant.all(scales: scales, appearances: appearances) }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
