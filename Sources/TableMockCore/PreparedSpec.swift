import Foundation
import TableMockFiles
import TableMockScene

/// A spec made ready to lay out: decoded, its theme resolved and its images read. Layout
/// then needs only a text measurer built from `theme.fontFiles`.
public struct PreparedSpec: Sendable {
    public var file: String
    public var decoded: DecodedSpec
    public var theme: Theme
    public var images: [String: ImageData]
    /// The outlines of the symbols the spec names, by name.
    public var symbols: [String: LoadedSymbol] = [:]

    public var spec: Spec { decoded.spec }

    /// Decodes and validates `data`, then loads its theme and images. Every problem comes
    /// back as diagnostics, never as a crash.
    /// Images are read through the catalog's `files` (the same rules as its themes), relative
    /// to `baseFolder` (default: the spec file's folder). `overrides` are set over the
    /// decoded spec before its theme is loaded.
    public static func prepare(data: Data, file: String, specURL: URL?, themes: ThemeCatalog, baseFolder: URL? = nil,
                               decodeCheck: ImageDecodeCheck? = nil,
                               overrides: SpecOverrides = SpecOverrides()) throws(DiagnosticError) -> PreparedSpec {
        // Every stage runs even when an earlier one found problems, so the user sees all of
        // a file's problems at once: a misspelt key, an unknown theme and a missing image.
        var (decoded, decodingProblems) = try SpecDecoder.decodeCollecting(data, file: file)
        overrides.apply(to: &decoded)
        let overrideProblems = overrides.problems(file: file)
        // The screens sheets are presented over, when named by path.
        let presentationProblems = decodingProblems.isEmpty
            ? PresentationFiles.resolve(&decoded.spec, file: file, specURL: specURL, baseFolder: baseFolder, files: themes.files,
                                        locations: decoded.locations)
            : []
        var problems = decodingProblems + overrideProblems + presentationProblems
        var theme: Theme?
        // A theme reference the decoder already refused is not looked up again.
        if !decodingProblems.contains(where: { $0.path == "/theme" || $0.path == "/appearance" }), overrideProblems.isEmpty {
            do {
                theme = try themes.load(decoded.spec.theme, relativeTo: specURL, baseFolder: baseFolder, appearance: decoded.spec.appearance)
                    .tinted(decoded.spec.tint)
            } catch {
                // Errors about the theme *reference* point at the spec's "theme" key.
                problems += error.diagnostics.map { d in
                    var d = d
                    if d.file.isEmpty {
                        // A missing dark appearance is about the spec's "appearance"; anything else
                        // about its "theme" reference.
                        let key = d.message.contains("dark appearance") && decoded.locations["/appearance"] != nil ? "/appearance" : "/theme"
                        d.file = file; d.location = decoded.locations[key]; d.path = key
                        if key == "/theme", overrides.theme != nil {
                            d.location = nil
                            d.message += " (the theme \(overrides.source) asked for)"
                        }
                    }
                    return d
                }
            }
        }
        if let loaded = theme {
            // The era gates: what the theme's era did not have.
            let gated = SpecJudges.problems(.era, SpecJudge.Context(spec: decoded.spec, theme: loaded), file: file,
                                            locations: decoded.locations)
            problems += gated
            if let category = decoded.spec.contentSizeCategory, !gated.contains(where: { $0.path == EraGates.contentSizePointer }) {
                theme = loaded.scaled(to: category)
            }
        }
        var images: [String: ImageData] = [:]
        do {
            images = try AssetLoader.loadImages(for: decoded, specFile: specURL, file: file, files: themes.files,
                                                baseFolder: baseFolder, decodeCheck: decodeCheck)
        } catch {
            problems += error.diagnostics
        }
        var symbols: [String: LoadedSymbol] = [:]
        do {
            symbols = try AssetLoader.loadSymbols(for: decoded, file: file, builtinDirectory: themes.builtinDirectory, files: themes.files)
        } catch {
            problems += error.diagnostics
        }
        guard problems.isEmpty, let theme else {
            // The spec's own lines in file order, then those of other files (a theme file).
            throw DiagnosticError(problems.filter { $0.file == file }.sortedByLocation() + problems.filter { $0.file != file })
        }
        return PreparedSpec(file: file, decoded: decoded, theme: theme, images: images, symbols: symbols)
    }

    /// The scale to render at: the CLI's override, else the spec's, else the device's own.
    public func scale(override: Double?) -> Double {
        override ?? spec.scale ?? DeviceCatalog.defaultScale(for: spec.device)
    }

    public func layout(measurer: any TextMeasuring, scale: Double) -> TableLayout {
        let context = LayoutContext(theme: theme, measurer: measurer, images: images, symbols: symbols, scale: scale)
        return TableLayoutEngine(spec: spec, context: context).layout()
    }

    /// The layout a render draws: refused when the spec is one TableMock does not draw
    /// (`renderBlockers`) or when its canvas is larger than the limits (`checkCanvas`).
    /// `raster`: a PNG is wanted; `vector`: an SVG or PDF (by default when no PNG is).
    public func renderableLayout(measurer: any TextMeasuring, scaleOverride: Double?,
                                 raster: Bool = true, vector: Bool? = nil,
                                 lintDisabled: Set<String> = []) throws(DiagnosticError) -> TableLayout {
        try checkRenderable(disabled: lintDisabled)
        let layout = layout(measurer: measurer, scale: scale(override: scaleOverride))
        try checkCanvas(layout.canvas, raster: raster, vector: vector, scaleOverride: scaleOverride)
        return layout
    }

    /// Paints a finished layout into a Scene titled after the spec file.
    public func paint(_ layout: TableLayout) -> Scene {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        var scene = ScenePainter.paint(layout, title: name, colorNames: theme.colorNames)
        scene.fallbackFamilies = theme.fallbackFamilies
        return scene
    }
}
