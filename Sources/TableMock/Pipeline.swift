import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockScene
import TableMockSVG

/// One picture the pipeline drew, encoded as every file TableMock writes.
package struct Picture {
    package var variant: RenderVariant
    package var format: OutputFormat
    package var data: Data
}

/// What one spec rendered to, with what went into it.
package struct RenderedSpec {
    package var pictures: [Picture]
    /// The font files the pictures were drawn with (the cache tracks them).
    package var fonts: [FontFile]
    /// The guideline lint's warnings, all of them: the caller reports all but the disabled.
    package var warnings: [Diagnostic]
    /// Each variant's layout, in the order of the request's variants.
    package var layouts: [TableLayout] = []
}

/// How a spec is drawn, whoever asks: `render`, its workers, `render -`, `check`,
/// `TableMockup` and the tests all go through `RenderSession.render`.
package struct RenderRequest: Sendable {
    package var variants: [RenderVariant]
    package var formats: [OutputFormat]
    /// Guideline rules turned off for the run (a render-blocking one lets its spec draw).
    package var lintDisabled: Set<String> = []
    /// A reported lint warning fails the spec.
    package var strict = false
    /// The PNG deflater (the pixels are the same either way).
    package var pngCompression: PNGCompression = .fast
    /// SVG written by TableMock's editable writer (real text, named layers) rather than
    /// Cairo's (glyph outlines, the default); nil: Cairo's.
    package var editableSVG: EditableSVGOptions?

    package init(variants: [RenderVariant], formats: [OutputFormat], lintDisabled: Set<String> = [], strict: Bool = false,
                 pngCompression: PNGCompression = .fast, editableSVG: EditableSVGOptions? = nil) {
        self.variants = variants; self.formats = formats; self.lintDisabled = lintDisabled
        self.strict = strict; self.pngCompression = pngCompression
        self.editableSVG = editableSVG
    }
}

extension RenderSession {
    /// The one pipeline: for each variant, the theme for its appearance, layout with the
    /// render blockers and canvas limits checked, the guideline lint (once, on the first
    /// layout), the scene, and every format drawn from it. Everything is drawn in memory
    /// before anything is returned, so a failure leaves nothing half done.
    package func render(_ base: PreparedSpec, specURL: URL?, _ request: RenderRequest) throws -> RenderedSpec {
        var pictures: [Picture] = []
        var fonts: Set<FontFile> = []
        var warnings: [Diagnostic]? = nil
        var themed: [Appearance: PreparedSpec] = [:]
        var layouts: [TableLayout] = []
        for variant in request.variants {
            let appearance = variant.appearance ?? base.theme.appearance
            let prepared = try themed[appearance] ?? self.prepared(base, specURL: specURL, appearance: appearance)
            themed[appearance] = prepared
            let engine = try engine(for: prepared.theme.fontFiles)
            fonts.formUnion(prepared.theme.fontFiles)
            let layout = try prepared.renderableLayout(measurer: engine, scaleOverride: variant.scale,
                                                       raster: request.formats.contains(.png),
                                                       vector: request.formats.contains { $0 != .png },
                                                       lintDisabled: request.lintDisabled)
            if warnings == nil {
                // Every rule the spec allows, so a cache can replay them whatever a later run disables.
                let found = Linter.warnings(for: prepared, layout: layout)
                warnings = found
                let reported = found.filter { $0.rule.map { !request.lintDisabled.contains($0) } ?? true }
                if request.strict, !reported.isEmpty {
                    throw DiagnosticError(reported.map { (warning: Diagnostic) -> Diagnostic in
                        var d = warning; d.severity = .error; return d
                    })
                }
            }
            layouts.append(layout)
            let scene = prepared.paint(layout)
            for format in request.formats {
                let data = try drawing(prepared) {
                    if format == .svg, let options = request.editableSVG { return try EditableSVG.render(scene, options: options) }
                    return try SceneRenderer.render(scene, as: format, engine: engine, pngCompression: request.pngCompression)
                }
                pictures.append(Picture(variant: variant, format: format, data: data))
            }
        }
        return RenderedSpec(pictures: pictures, fonts: fonts.sorted { $0.path < $1.path }, warnings: warnings ?? [], layouts: layouts)
    }
}
