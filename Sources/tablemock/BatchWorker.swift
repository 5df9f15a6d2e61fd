import Foundation
import TableMockCairo
import TableMockCore
import TableMockScene

/// What happened to one spec of a batch. Only plain values: it crosses from a worker
/// thread to the coordinator.
struct SpecOutcome: Sendable {
    enum Status: String, Sendable, Codable {
        case rendered
        case upToDate = "up-to-date"
        case failed
    }

    /// The spec's position in the batch.
    var index: Int
    var display: String
    var status: Status
    /// Output paths relative to the output folder, rendered or up to date.
    var outputs: [String] = []
    /// `file:line:col: error: ...` lines, printed as they are.
    var errors: [String] = []
    var warnings: [String] = []
    var seconds: Double = 0
    /// Manifest entries for the outputs written.
    var cacheEntries: [String: CacheEntry] = [:]
    /// Every file the picture depends on (spec, themes, images, fonts), for `watch`.
    var inputs: [String] = []
}

/// Renders specs on one thread: owns its session (Pango font maps and contexts, never
/// shared) and its cache checker.
final class BatchWorker {
    let settings: BatchSettings
    private let session = RenderSession()
    private let cache: CacheChecker

    init(settings: BatchSettings, manifest: CacheManifest) {
        self.settings = settings
        // Turning a render-blocking rule off can let a spec render that otherwise would not.
        let blockersOff = settings.lintDisabled.intersection(Linter.renderBlockingRuleIDs).sorted()
        let lintOff = blockersOff.isEmpty ? "" : ";lint-disable=" + blockersOff.joined(separator: ",")
        cache = CacheChecker(manifest: manifest, renderer: RendererIdentity.current + lintOff
                                 + (settings.pngCompression == .fast ? "" : ";png=\(settings.pngCompression.rawValue)"))
    }

    func run(_ input: SpecInput, index: Int) -> SpecOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = SpecOutcome(index: index, display: input.display, status: .rendered)
        process(input, into: &outcome)
        outcome.seconds = (clock.now - start).seconds
        return outcome
    }

    private func process(_ input: SpecInput, into outcome: inout SpecOutcome) {
        let planned = settings.outputs(for: input)

        if !settings.force, let cached = cache.upToDate(planned, root: settings.outputRoot) {
            outcome.inputs = cached.inputs.map(\.path).uniqueSorted()
            // Lint warnings are about the spec: named as this run names it (a run from another
            // folder gives it another display path).
            let warnings = settings.reported(cached.warnings).map { d in var d = d; d.file = input.display; return d }
            if settings.strict && !warnings.isEmpty {
                outcome.status = .failed
                outcome.errors = warnings.map { var d = $0; d.severity = .error; return d.description }
                return
            }
            outcome.status = .upToDate
            outcome.outputs = planned.map(\.relativePath)
            outcome.warnings = warnings.map(\.description)
            return
        }

        _ = session.recorder.take()
        do {
            let (files, fonts, allWarnings) = try render(input, planned)
            let warnings = settings.reported(allWarnings)
            outcome.warnings = warnings.map(\.description)
            let inputs = (session.recorder.take().map { CacheInput(path: $0.key, digest: $0.value) }
                          + CacheKey.fontInputs(fonts)).sorted()
            // Every picture is drawn before any is written, so a failure leaves nothing half done.
            for (output, data) in files {
                let url = settings.url(of: output)
                try AtomicFile.write(data, to: url)
                if let stamp = FileStamp(path: url.path) {
                    outcome.cacheEntries[output.relativePath] = CacheEntry(
                        key: CacheKey.make(renderer: cache.renderer, output: output, inputs: inputs),
                        inputs: inputs, size: stamp.size, modified: stamp.modified, warnings: allWarnings)
                }
            }
            outcome.outputs = planned.map(\.relativePath)
            outcome.inputs = inputs.map(\.path)
        } catch {
            outcome.status = .failed
            outcome.errors = Self.errorLines(error, display: input.display)
            outcome.inputs = ([input.url.standardizedFileURL.path] + session.recorder.take().keys).uniqueSorted()
        }
    }

    /// Draws every planned output in memory, with the fonts the pictures used. One scene per
    /// variant serves all its formats; another appearance re-resolves the theme.
    private func render(_ input: SpecInput, _ planned: [PlannedOutput]) throws -> ([(PlannedOutput, Data)], [FontFile], [Diagnostic]) {
        let base = try session.prepare(input.url, display: input.display)
        var files: [(PlannedOutput, Data)] = []
        var fonts: Set<FontFile> = []
        var warnings: [Diagnostic]? = nil
        var themed: [Appearance: PreparedSpec] = [:]
        for variant in settings.variants {
            let appearance = variant.appearance ?? base.theme.appearance
            let prepared = try themed[appearance] ?? session.prepared(base, specURL: input.url, appearance: appearance)
            themed[appearance] = prepared
            let engine = try session.engine(for: prepared.theme.fontFiles)
            fonts.formUnion(prepared.theme.fontFiles)
            let layout = try prepared.renderableLayout(measurer: engine, scaleOverride: variant.scale,
                                                       raster: planned.contains { $0.variant == variant && $0.format == .png },
                                                       lintDisabled: settings.lintDisabled)
            if warnings == nil {
                // The guideline lint, once per spec, on the first picture's layout; every rule
                // the spec allows, so the cache can report them whatever a later run disables.
                let found = Linter.warnings(for: prepared, layout: layout)
                warnings = found
                let reported = settings.reported(found)
                if settings.strict, !reported.isEmpty {
                    throw DiagnosticError(reported.map { var d = $0; d.severity = .error; return d })
                }
            }
            let scene = prepared.paint(layout)
            for output in planned where output.variant == variant {
                files.append((output, try session.drawing(prepared) {
                    try SceneRenderer.render(scene, as: output.format, engine: engine, pngCompression: settings.pngCompression)
                }))
            }
        }
        return (files, fonts.sorted { $0.path < $1.path }, warnings ?? [])
    }

    static func errorLines(_ error: any Error, display: String) -> [String] {
        if let error = error as? DiagnosticError { return error.diagnostics.map(\.description) }
        return ["\(display): error: \(error)"]
    }
}

extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}

extension Sequence where Element == String {
    func uniqueSorted() -> [String] { Array(Set(self)).sorted() }
}
