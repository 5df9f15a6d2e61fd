import ArgumentParser
import TableMock

extension SVGStyle: ExpressibleByArgument {}

/// `--svg` and `--svg-font`, as `render`, `watch` and `markdown` take them.
package struct SVGArguments: ParsableArguments {
    @Option(name: .customLong("svg"), help: ArgumentHelp(
        "outlines (Cairo's SVG, glyphs as outlines: the default) or editable (real text and named layers for Figma, Illustrator and Inkscape; Docs/DesignTools.md).",
        valueName: "outlines|editable"))
    package var style: SVGStyle = .outlines

    @Option(name: .customLong("svg-font"), help: ArgumentHelp(
        "In an editable SVG, name another font family: Inter=\"SF Pro Text\" (repeatable).",
        valueName: "family=replacement"))
    package var fonts: [String] = []

    package init() {}

    /// The editable SVG's options, or nil for Cairo's SVG.
    package var editableSVG: EditableSVGOptions? {
        guard style == .editable else { return nil }
        return EditableSVGOptions(fontFamilies: (try? EditableSVGOptions.fontFamilies(from: fonts).get()) ?? [:])
    }

    package func validate() throws {
        if case .failure(let problem) = EditableSVGOptions.fontFamilies(from: fonts) { throw ValidationError(problem.message) }
        if !fonts.isEmpty && style != .editable {
            throw ValidationError("--svg-font names the fonts of an editable SVG; add --svg editable")
        }
    }
}
