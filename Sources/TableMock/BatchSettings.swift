import Foundation
import TableMockFiles
import TableMockCairo
import TableMockCore

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
    /// `--svg`: which writer an SVG comes from (Cairo's unless `--svg editable`).
    package var svg: SVGWriter = .outlines

    package init(outputRoot: URL, files: LocalFiles, formats: [OutputFormat], variants: [RenderVariant], force: Bool,
                 lintDisabled: Set<String> = [], strict: Bool = false, pngCompression: PNGCompression = .fast,
                 svg: SVGWriter = .outlines) {
        self.pngCompression = pngCompression
        self.svg = svg
        self.outputRoot = outputRoot; self.files = files; self.formats = formats; self.variants = variants
        self.force = force; self.lintDisabled = lintDisabled; self.strict = strict
    }

    /// A batch writing into `outputFolder` (whose cache manifest is readable wherever the
    /// user put the folder), drawing what `choices` asks for.
    package init(outputFolder: String, files: LocalFiles, choices: RenderChoices, force: Bool, strict: Bool,
                 pngCompression: PNGCompression, svg: SVGWriter = .outlines) {
        let root = URL(fileURLWithPath: outputFolder)
        self.init(outputRoot: root, files: LocalFiles(policy: files.policy.adding(root.path, for: .cache)),
                  formats: choices.formats, variants: choices.variants, force: force, lintDisabled: choices.lintDisabled,
                  strict: strict, pngCompression: pngCompression, svg: svg)
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
