import ArgumentParser
import Foundation
import TableMockCairo
import TableMockCore

/// The options `render` and `watch` share: what to draw and where, and how.
struct BatchOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Output folder; a folder argument's tree is mirrored in it.")
    var output: String = "out"

    @Option(name: .long, help: "Comma-separated formats: png, svg, pdf.")
    var format: String = "png"

    @Option(name: .long, help: ArgumentHelp(
        "Pixels per point, or a comma-separated list: 1,2,3 writes name.png, name@2x.png and name@3x.png.",
        valueName: "scales"))
    var scale: String?

    @Option(name: .long, help: ArgumentHelp(
        "light, dark, or light,dark (writes name.png and name-dark.png); overrides the spec's appearance.",
        valueName: "appearances"))
    var appearance: String?

    @Option(name: .shortAndLong, help: "Specs rendered at once (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .long, help: "Render even the specs whose outputs are up to date.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print errors only: no progress and no summary.")
    var quiet = false

    @Flag(name: .long, help: "Treat guideline lint warnings as errors: a spec with any fails.")
    var strict = false

    @Option(name: .customLong("lint-disable"), help: ArgumentHelp(
        "Comma-separated lint rule ids to turn off for this run (see `tablemock lint --list-rules`).",
        valueName: "ids"))
    var lintDisable: String?

    @Option(name: .customLong("png-compression"), help: ArgumentHelp(
        "fast (ISA-L, the default) or small (zlib level 6: 20-30 % smaller, four to five times slower to write); the pixels are the same.",
        valueName: "fast|small"))
    var pngCompression: PNGCompression = .fast

    func validate() throws {
        for f in Self.list(format) where OutputFormat(rawValue: f.lowercased()) == nil {
            throw ValidationError("unknown format \"\(f)\"; use png, svg or pdf")
        }
        if formats.isEmpty { throw ValidationError("--format names no format; use png, svg or pdf (comma-separated)") }
        if let scale {
            let items = Self.list(scale)
            guard !items.isEmpty else { throw ValidationError("--scale needs a number") }
            for item in items {
                guard let value = Double(item), value > 0, value <= 4 else {
                    throw ValidationError("--scale must be greater than 0 and at most 4 (got \(item))")
                }
            }
            if Set(scales).count != scales.count { throw ValidationError("--scale lists a scale twice") }
        }
        if let appearance {
            for item in Self.list(appearance) where Appearance(rawValue: item.lowercased()) == nil {
                throw ValidationError("unknown appearance \"\(item)\"; use light, dark or light,dark")
            }
            if Set(appearances).count != appearances.count { throw ValidationError("--appearance lists an appearance twice") }
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
        for id in lintDisabled.sorted() where !Linter.ruleIDs.contains(id) {
            throw ValidationError("unknown rule \"\(id)\" in --lint-disable; \(Linter.hint(forUnknownRule: id))")
        }
    }

    var formats: [OutputFormat] {
        var seen: [OutputFormat] = []
        for f in Self.list(format).compactMap({ OutputFormat(rawValue: $0.lowercased()) }) where !seen.contains(f) {
            seen.append(f)
        }
        return seen
    }

    var scales: [Double] { scale.map { Self.list($0).compactMap(Double.init) } ?? [] }
    var appearances: [Appearance] { appearance.map { Self.list($0).compactMap { Appearance(rawValue: $0.lowercased()) } } ?? [] }
    var jobCount: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }

    var settings: BatchSettings {
        BatchSettings(outputRoot: URL(fileURLWithPath: output), formats: formats,
                      variants: RenderVariant.all(scales: scales, appearances: appearances), force: force,
                      lintDisabled: lintDisabled, strict: strict, pngCompression: pngCompression)
    }

    var lintDisabled: Set<String> { Set(lintDisable.map(Self.list) ?? []) }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension PNGCompression: ExpressibleByArgument {}
