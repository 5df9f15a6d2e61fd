import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockScene
import TableMockSVG

/// Every picture one render drew, by the variant and format it was asked for: looked up,
/// never searched for.
package struct Pictures {
    struct Key: Hashable {
        var variant: RenderVariant
        var format: OutputFormat
    }

    private var data: [Key: Data] = [:]

    mutating func add(_ picture: Data, variant: RenderVariant, format: OutputFormat) {
        data[Key(variant: variant, format: format)] = picture
    }

    /// `variant` (as the request named it) in `format`. Asking for a picture the request did
    /// not ask for is a programming error.
    package subscript(_ variant: RenderVariant, _ format: OutputFormat) -> Data {
        guard let picture = data[Key(variant: variant, format: format)] else {
            preconditionFailure("no \(format) picture of \(variant) was asked for")
        }
        return picture
    }
}

/// What one spec rendered to, with what went into it.
package struct RenderedSpec {
    package var pictures: Pictures
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
    /// When set, a picture larger than the budget is drawn at the largest lower scale that
    /// fits it (an inline image for a client with a size limit); the variant's layout's
    /// canvas says which (its picture is still found under the variant asked for).
    package var fit: PictureBudget? = nil
    /// Which writer an SVG comes from (Cairo's glyph outlines by default).
    package var svg: SVGWriter

    package init(variants: [RenderVariant], formats: [OutputFormat], lintDisabled: Set<String> = [], strict: Bool = false,
                 pngCompression: PNGCompression = .fast, svg: SVGWriter = .outlines) {
        self.variants = variants; self.formats = formats; self.lintDisabled = lintDisabled
        self.strict = strict; self.pngCompression = pngCompression
        self.svg = svg
    }

    /// One variant drawn as one file: `TableMockup`, `render -`, the server, Markdown figures.
    package init(_ variant: RenderVariant, _ output: Output, pngCompression: PNGCompression = .fast) {
        self.init(variants: [variant], formats: [output.format], pngCompression: pngCompression,
                  svg: { if case .svg(let writer) = output { return writer } else { return .outlines } }())
    }

    /// The files each variant is drawn as.
    package var outputs: [Output] { formats.map { Output($0, svg: svg) } }
}

extension RenderSession {
    /// The one pipeline: for each variant, the theme for its appearance, layout with the
    /// render blockers and canvas limits checked, the guideline lint (once, on the first
    /// layout), the scene, and every format drawn from it. Everything is drawn in memory
    /// before anything is returned, so a failure leaves nothing half done.
    package func render(_ base: PreparedSpec, specURL: URL?, _ request: RenderRequest) throws -> RenderedSpec {
        var pictures = Pictures()
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
            var scale = variant.scale
            func laidOut() throws(DiagnosticError) -> TableLayout {
                try prepared.renderableLayout(measurer: engine, scaleOverride: scale,
                                              raster: request.formats.contains(.png),
                                              vector: request.formats.contains { $0 != .png },
                                              lintDisabled: request.lintDisabled)
            }
            var layout = try laidOut()
            if let budget = request.fit, let fitted = try budget.scale(fitting: layout.canvas, file: prepared.file) {
                scale = fitted
                layout = try laidOut()
            }
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
            let backends = Backends(engine: engine, pngCompression: request.pngCompression)
            for output in request.outputs {
                let data = try drawing(prepared) { try backends.backend(for: output).draw(scene, as: output) }
                pictures.add(data, variant: variant, format: output.format)
            }
        }
        return RenderedSpec(pictures: pictures, fonts: fonts.sorted { $0.path < $1.path }, warnings: warnings ?? [], layouts: layouts)
    }
}

/// The backends a render draws with, and which one writes each output: the one place an
/// output meets its backend (a new output case does not compile until it is given one).
struct Backends {
    let cairo: CairoBackend
    let editableSVG = EditableSVG()

    init(engine: TextEngine, pngCompression: PNGCompression) {
        cairo = CairoBackend(engine: engine, pngCompression: pngCompression)
    }

    func backend(for output: Output) -> any SceneBackend {
        switch output {
        case .png, .pdf, .svg(.outlines): return cairo
        case .svg(.editable): return editableSVG
        }
    }
}

/// The largest picture a client takes: its longer side and its area in pixels, and the
/// lowest scale worth drawing at to fit them.
package struct PictureBudget: Sendable, Hashable {
    package var maxSide: Int
    package var maxPixels: Int
    package var minimumScale: Double = 0.25

    package init(maxSide: Int, maxPixels: Int, minimumScale: Double = 0.25) {
        self.maxSide = maxSide; self.maxPixels = maxPixels; self.minimumScale = minimumScale
    }

    package func fits(width: Int, height: Int) -> Bool {
        max(width, height) <= maxSide && width * height <= maxPixels
    }

    /// nil when `canvas` at its scale fits; else the largest scale in quarter steps (whole
    /// pixels every 4 points) at which it fits; an error when not even `minimumScale` does.
    package func scale(fitting canvas: TableLayout.Canvas, file: String) throws(DiagnosticError) -> Double? {
        func pixels(_ s: Double) -> (Int, Int) { (Int((canvas.width * s).rounded(.up)), Int((canvas.height * s).rounded(.up))) }
        if fits(width: pixels(canvas.scale).0, height: pixels(canvas.scale).1) { return nil }
        let longer = max(canvas.width, canvas.height), area = canvas.width * canvas.height
        var s = (min(Double(maxSide) / longer, (Double(maxPixels) / area).squareRoot()) * 4).rounded(.down) / 4
        while s >= minimumScale, !fits(width: pixels(s).0, height: pixels(s).1) { s -= 0.25 }
        guard s >= minimumScale else {
            throw DiagnosticError([Diagnostic(file: file, location: nil, path: "",
                message: "the picture is \(RenderVariant.formatScale(canvas.width))×\(RenderVariant.formatScale(canvas.height)) points, "
                    + "too large to show as an image of at most \(maxSide) pixels a side and \(maxPixels) pixels "
                    + "even at scale \(RenderVariant.formatScale(minimumScale))",
                hint: "write it to a file (output: file), or show one screen of it (height: screen, with contentOffset to scroll)")])
        }
        return s
    }
}
