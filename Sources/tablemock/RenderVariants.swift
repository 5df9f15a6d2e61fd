import Foundation
import TableMockCairo
import TableMockCore

/// One picture of a spec: a scale and an appearance, each either forced by the command
/// line or left to the spec. Its `suffix` goes between the name and the extension.
struct RenderVariant: Hashable, Sendable {
    /// Pixels per point; nil renders at the spec's (or its device's) scale.
    var scale: Double?
    /// nil renders the spec's own appearance.
    var appearance: Appearance?
    /// `""`, `"@2x"`, `"-dark"`, `"-dark@3x"`.
    var suffix: String

    /// Every combination, appearance-major. Suffixes appear only for what the command asks
    /// several of: with `--scale 1,2,3`, scale 1 is `name` and 2 is `name@2x` (Apple's
    /// convention); with `--appearance light,dark`, dark is `name-dark`. A single `--scale 2`
    /// or `--appearance dark` changes the picture but keeps the plain name.
    static func all(scales: [Double], appearances: [Appearance]) -> [RenderVariant] {
        let scaleList: [Double?] = scales.isEmpty ? [nil] : scales
        let appearanceList: [Appearance?] = appearances.isEmpty ? [nil] : appearances
        var variants: [RenderVariant] = []
        for appearance in appearanceList {
            for scale in scaleList {
                var suffix = ""
                if appearanceList.count > 1, let appearance, appearance != .light { suffix += "-" + appearance.rawValue }
                if scaleList.count > 1, let scale, scale != 1 { suffix += "@" + formatScale(scale) + "x" }
                variants.append(RenderVariant(scale: scale, appearance: appearance, suffix: suffix))
            }
        }
        return variants
    }

    /// `2` for 2.0, `1.5` for 1.5.
    static func formatScale(_ scale: Double) -> String {
        scale == scale.rounded() && abs(scale) < 1e6 ? String(Int(scale)) : String(scale)
    }

    /// What the cache key needs to know besides the input files.
    var cacheDescription: String {
        "scale=\(scale.map(Self.formatScale) ?? "spec");appearance=\(appearance?.rawValue ?? "spec")"
    }
}

/// One file a spec renders to.
struct PlannedOutput: Sendable {
    var variant: RenderVariant
    var format: OutputFormat
    /// Relative to the output folder: `settings/wifi@2x.png`. The cache manifest's key.
    var relativePath: String
}

/// What a batch renders and where: the same for every spec.
struct BatchSettings: Sendable {
    var outputRoot: URL
    var formats: [OutputFormat]
    var variants: [RenderVariant]
    /// Render even when the cache says the outputs are up to date.
    var force: Bool
    /// Guideline lint during render: rules turned off for the run, and whether a warning
    /// fails the spec (`--strict`).
    var lintDisabled: Set<String> = []
    var strict: Bool = false
    /// `--png-compression`: the PNG deflater (the pixels are the same either way).
    var pngCompression: PNGCompression = .fast

    /// The lint warnings this run reports: all but the rules `--lint-disable` turns off.
    func reported(_ warnings: [Diagnostic]) -> [Diagnostic] {
        warnings.filter { $0.rule.map { !lintDisabled.contains($0) } ?? true }
    }

    func outputs(for input: SpecInput) -> [PlannedOutput] {
        variants.flatMap { variant in
            formats.map { format in
                PlannedOutput(variant: variant, format: format,
                              relativePath: input.outputStem + variant.suffix + "." + format.fileExtension)
            }
        }
    }

    func url(of output: PlannedOutput) -> URL {
        outputRoot.appendingPathComponent(output.relativePath)
    }
}
