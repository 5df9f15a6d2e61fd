import Foundation
import TableMockSVG
import TableMockFiles
import TableMockCairo
import TableMockCore

/// One picture of a spec: a scale and an appearance, each either forced by the command
/// line or left to the spec. Its `suffix` goes between the name and the extension.
package struct RenderVariant: Hashable, Sendable {
    /// Pixels per point; nil renders at the spec's (or its device's) scale.
    package var scale: Double?
    /// nil renders the spec's own appearance.
    package var appearance: Appearance?
    /// `""`, `"@2x"`, `"-dark"`, `"-dark@3x"`.
    package var suffix: String

    package init(scale: Double?, appearance: Appearance?, suffix: String) {
        self.scale = scale; self.appearance = appearance; self.suffix = suffix
    }

    /// Every combination, appearance-major. Suffixes appear only for what the command asks
    /// several of: with `--scale 1,2,3`, scale 1 is `name` and 2 is `name@2x` (Apple's
    /// convention); with `--appearance light,dark`, dark is `name-dark`. A single `--scale 2`
    /// or `--appearance dark` changes the picture but keeps the plain name.
    package static func all(scales: [Double], appearances: [Appearance]) -> [RenderVariant] {
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
    package static func formatScale(_ scale: Double) -> String {
        scale == scale.rounded() && abs(scale) < 1e6 ? String(Int(scale)) : String(scale)
    }

    /// What the cache key needs to know besides the input files.
    package var cacheDescription: String {
        "scale=\(scale.map(Self.formatScale) ?? "spec");appearance=\(appearance?.rawValue ?? "spec")"
    }
}

/// One file a spec renders to.
package struct PlannedOutput: Sendable {
    package var variant: RenderVariant
    package var format: OutputFormat
    /// Relative to the output folder: `settings/wifi@2x.png`. The cache manifest's key.
    package var relativePath: String
}

/// What a batch renders and where: the same for every spec.
package struct BatchSettings: Sendable {
    package var outputRoot: URL
    /// Every read and write of the batch goes through this.
    package var files: LocalFiles
    package var formats: [OutputFormat]
    package var variants: [RenderVariant]
    /// Render even when the cache says the outputs are up to date.
    package var force: Bool
    /// Guideline lint during render: rules turned off for the run, and whether a warning
    /// fails the spec (`--strict`).
    package var lintDisabled: Set<String> = []
    package var strict: Bool = false
    /// Keep `.tablemock-cache.json` in the output folder (not for `-o FILE`, whose folder
    /// is the user's own).
    package var usesCache = true
    /// `--png-compression`: the PNG deflater (the pixels are the same either way).
    package var pngCompression: PNGCompression = .fast
    /// `--svg editable`: SVG with real text and named layers (nil: Cairo's SVG).
    package var editableSVG: EditableSVGOptions?

    package init(outputRoot: URL, files: LocalFiles, formats: [OutputFormat], variants: [RenderVariant], force: Bool,
                 lintDisabled: Set<String> = [], strict: Bool = false, pngCompression: PNGCompression = .fast,
                 editableSVG: EditableSVGOptions? = nil) {
        self.pngCompression = pngCompression
        self.editableSVG = editableSVG
        self.outputRoot = outputRoot; self.files = files; self.formats = formats; self.variants = variants
        self.force = force; self.lintDisabled = lintDisabled; self.strict = strict
    }

    /// A batch writing into `outputFolder` (whose cache manifest is readable wherever the
    /// user put the folder), drawing what `choices` asks for.
    package init(outputFolder: String, files: LocalFiles, choices: RenderChoices, force: Bool, strict: Bool,
                 pngCompression: PNGCompression, editableSVG: EditableSVGOptions? = nil) {
        let root = URL(fileURLWithPath: outputFolder)
        self.init(outputRoot: root, files: LocalFiles(policy: files.policy.adding(root.path, for: .cache)),
                  formats: choices.formats, variants: choices.variants, force: force, lintDisabled: choices.lintDisabled,
                  strict: strict, pngCompression: pngCompression, editableSVG: editableSVG)
    }

    /// The lint warnings this run reports: all but the rules `--lint-disable` turns off.
    package func reported(_ warnings: [Diagnostic]) -> [Diagnostic] {
        warnings.filter { $0.rule.map { !lintDisabled.contains($0) } ?? true }
    }

    package func outputs(for input: SpecInput) -> [PlannedOutput] {
        variants.flatMap { variant in
            formats.map { format in
                PlannedOutput(variant: variant, format: format,
                              relativePath: input.outputStem + variant.suffix + "." + format.fileExtension)
            }
        }
    }

    package func url(of output: PlannedOutput) -> URL {
        outputRoot.appendingPathComponent(output.relativePath)
    }
}
