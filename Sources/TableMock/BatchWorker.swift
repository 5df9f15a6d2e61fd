import Foundation
import TableMockSVG
import TableMockFiles
import TableMockCairo
import TableMockCore
import TableMockScene

/// What happened to one spec of a batch. Only plain values: it crosses from a worker
/// thread to the coordinator.
package struct SpecOutcome: Sendable {
    package enum Status: String, Sendable, Codable {
        case rendered
        case upToDate = "up-to-date"
        case failed
    }

    /// The spec's position in the batch.
    package var index: Int
    package var display: String
    package var status: Status
    /// Output paths relative to the output folder, rendered or up to date.
    package var outputs: [String] = []
    /// `file:line:col: error: ...` lines, printed as they are.
    package var errors: [String] = []
    package var warnings: [String] = []
    package var seconds: Double = 0
    /// Manifest entries for the outputs written.
    package var cacheEntries: [String: CacheEntry] = [:]
    /// Every file the picture depends on (spec, themes, images, fonts), for `watch`.
    package var inputs: [String] = []
}

/// Renders specs on one thread: owns its session (Pango font maps and contexts, never
/// shared) and, when the batch keeps a cache, its cache checker.
package final class BatchWorker {
    package let settings: BatchSettings
    private let session: RenderSession
    private let cache: CacheChecker?

    package init(settings: BatchSettings, manifest: CacheManifest) {
        self.settings = settings
        session = RenderSession(files: settings.files)
        // `-o file.png` keeps no cache: nothing to look up, no entry to make.
        guard settings.usesCache else { cache = nil; return }
        // Turning a render-blocking rule off can let a spec render that otherwise would not.
        let blockersOff = settings.lintDisabled.intersection(Linter.renderBlockingRuleIDs).sorted()
        let lintOff = blockersOff.isEmpty ? "" : ";lint-disable=" + blockersOff.joined(separator: ",")
        cache = CacheChecker(manifest: manifest, renderer: RendererIdentity.current + lintOff
                                 + (settings.pngCompression == .fast ? "" : ";png=\(settings.pngCompression.rawValue)")
                                 + settings.svg.cacheKey,
                             files: settings.files)
    }

    package func run(_ input: SpecInput, index: Int) -> SpecOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = SpecOutcome(index: index, display: input.display, status: .rendered)
        process(input, into: &outcome)
        outcome.seconds = (clock.now - start).seconds
        return outcome
    }

    private func process(_ input: SpecInput, into outcome: inout SpecOutcome) {
        let planned = settings.outputs(for: input)

        if !settings.force, let cached = cache?.upToDate(planned, root: settings.outputRoot) {
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
                try settings.files.write(data, to: output.relativePath, in: settings.outputRoot)
                if let cache, let stamp = FileStamp(path: url.path) {
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

    /// Draws every planned output in memory (the one pipeline), with the fonts the pictures used.
    private func render(_ input: SpecInput, _ planned: [PlannedOutput]) throws -> ([(PlannedOutput, Data)], [FontFile], [Diagnostic]) {
        let base = try session.prepare(input.url, display: input.display)
        let rendered = try session.render(base, specURL: input.url,
                                          RenderRequest(variants: settings.variants, formats: settings.formats,
                                                        lintDisabled: settings.lintDisabled, strict: settings.strict,
                                                        pngCompression: settings.pngCompression,
                                                        svg: settings.svg))
        let files = planned.map { output in (output, rendered.pictures[output.variant, output.format]) }
        return (files, rendered.fonts, rendered.warnings)
    }

    package static func errorLines(_ error: any Error, display: String) -> [String] {
        if let error = error as? DiagnosticError { return error.diagnostics.map(\.description) }
        return ["\(display): error: \(error)"]
    }
}

package extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}

package extension Sequence where Element == String {
    func uniqueSorted() -> [String] { Array(Set(self)).sorted() }
}
