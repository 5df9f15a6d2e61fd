import ArgumentParser
import Foundation
import TableMock

extension SVGWriter: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { names }
    public var defaultValueDescription: String { name }
}

/// `--svg` and `--svg-font`, as `render`, `watch` and `markdown` take them: together, one
/// `SVGWriter`.
package struct SVGArguments: ParsableArguments {
    @Option(name: .customLong("svg"), help: ArgumentHelp(
        "outlines (Cairo's SVG, glyphs as outlines: the default) or editable (real text and named layers for Figma, Illustrator and Inkscape; Docs/DesignTools.md).",
        valueName: "outlines|editable"))
    var style: SVGWriter = .outlines

    @Option(name: .customLong("svg-font"), help: ArgumentHelp(
        "In an editable SVG, name another font family: Inter=\"SF Pro Text\" (repeatable).",
        valueName: "family=replacement"))
    var fonts: [String] = []

    /// The writer the two options choose, read once by `validate`.
    @Validated package var writer: SVGWriter

    package init() {}

    package mutating func validate() throws {
        var families: [String: String] = [:]
        for pair in fonts {
            let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
                throw ValidationError("--svg-font wants FAMILY=REPLACEMENT, like Inter=\"SF Pro Text\" (got \"\(pair)\")")
            }
            guard families[sides[0]] == nil else { throw ValidationError("--svg-font maps \"\(sides[0])\" twice") }
            families[sides[0]] = sides[1]
        }
        if !fonts.isEmpty && style == .outlines {
            throw ValidationError("--svg-font names the fonts of an editable SVG; add --svg editable")
        }
        writer = style == .outlines ? .outlines : .editable(fontFamilies: families)
    }
}
