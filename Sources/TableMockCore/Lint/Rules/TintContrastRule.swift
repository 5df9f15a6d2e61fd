import Foundation
import TableMockScene

/// A spec's `tint` too close to the rows' background to read: bar buttons, checkmarks and
/// tinted titles drawn in it would vanish. Measured as WCAG's contrast ratio of the tint
/// (as the spec's appearance resolves it) against the cell background, below 3:1.
public struct TintContrastRule: LintRule {
    public static let id = "tint-low-contrast"
    public static let summary = "A tint with too little contrast against the rows"
    public static let guideline = "Visual information required to identify user interface components and states ... have a contrast ratio of at least 3:1 against adjacent color(s)."
    public static let source = GuidelineSource.wcagNonTextContrast

    /// WCAG 2.1's minimum for user interface components (success criterion 1.4.11).
    public static let minimumRatio = 3.0

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        guard let tint = context.spec.tint else { return [] }
        let color = context.theme[.tint]
        let background = context.theme[.cellBackground]
        let ratio = Self.contrast(color, background)
        guard ratio < Self.minimumRatio else { return [] }
        let shown = (ratio * 100).rounded(.down) / 100
        return [warning(context, at: "/tint",
                        "the tint \(quoted(tint.description)) (\(color.hexString)) has a contrast of \(shown.shortDescription):1 against the rows' \(background.hexString) in \(context.theme.appearance.rawValue) mode; bar buttons, checkmarks and tinted titles in it are hard to see",
                        hint: "use a darker tint (at least 3:1), or a colour with light and dark values such as \"systemPink\"")]
    }

    /// WCAG's contrast ratio of two opaque colours (an alpha is laid over the other colour).
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func over(_ c: Color, _ base: Color) -> Color {
            Color(red: c.red * c.alpha + base.red * (1 - c.alpha), green: c.green * c.alpha + base.green * (1 - c.alpha),
                  blue: c.blue * c.alpha + base.blue * (1 - c.alpha))
        }
        func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func luminance(_ c: Color) -> Double { 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue) }
        let l1 = luminance(over(a, b)), l2 = luminance(b)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
