import Foundation
import TableMockFiles
import TableMockCairo
import TableMock
import TableMockCompare
import TableMockCore
import TableMockScene
import TableMockRaster

/// Runs a check: renders each spec, compares it with its golden, records when asked,
/// writes artifacts and reports, and prints what failed with its numbers.
/// `@unchecked Sendable` (`--jobs`): each worker thread has its own `RenderSession`; the
/// fingerprint state they share is only touched under `stateLock`.
package final class CheckRunner: @unchecked Sendable {
    package let plan: CheckPlan
    private let stateLock = NSRecursiveLock()
    private var fingerprints = FingerprintStore()
    private var fingerprintsChanged = false
    private var currentEnvironments: [[String]: EnvironmentFingerprint] = [:]
    private lazy var libraries = LibraryVersions.current()

    /// Where the findings go, line by line; the report is the return value.
    package let log: any RunLog

    /// Where the progress line is drawn (a terminal's), or nil for none.
    package let progressSink: (any ConsoleSink)?

    package init(plan: CheckPlan, log: any RunLog, progress: (any ConsoleSink)? = nil) {
        progressSink = progress
        self.plan = plan
        self.log = log
    }

    /// What a check found: the report, and whether every file it meant to write (the
    /// fingerprints, the reports) was written. The host makes the exit status of it.
    package struct Run {
        package var report: CheckReport
        package var wroteEverything: Bool
    }

    /// Runs the check and returns its report. Throws when it cannot start: no spec, two
    /// specs with one golden name, a per-spec override that names no spec.
    package func run() throws -> Run {
        var report = CheckReport(goldenDirectory: plan.goldenDirectory.path, artifactsDirectory: plan.artifactsDirectory.path,
                                 recordMode: plan.recordMode, shard: plan.shard?.description)
        for folder in [plan.goldenDirectory, plan.artifactsDirectory] { LocalFiles.removeAbandonedTemporaries(under: folder) }
        // Bazel's test sharding protocol: touching the status file says it is understood.
        if let file = plan.shardSelection?.statusFile {
            let url = URL(fileURLWithPath: file)
            try? plan.files.write(Data(), to: url.lastPathComponent, in: url.deletingLastPathComponent())
        }
        let (collected, errors) = SpecFiles.collect(plan.paths, files: plan.files)
        if collected.isEmpty {
            throw CheckSetupError(lines: errors.isEmpty ? ["error: no spec to check"] : errors)
        }
        // As `render` does: two specs with one golden name would overwrite each other's golden.
        var owners: [String: String] = [:], clashes: [String] = []
        for input in collected {
            if let owner = owners[input.outputStem] {
                clashes.append("\(input.display): error: writes \(input.outputStem).\(plan.formats[0].rawValue), "
                    + "as \(owner) does; rename one of them")
            } else {
                owners[input.outputStem] = input.display
            }
        }
        if !clashes.isEmpty { throw CheckSetupError(lines: errors + clashes) }
        let goldens = goldenFiles()
        let unknown = plan.configuration.unknownSpecOverrides(
            // An override may name a spec of another shard, or one whose golden alone remains.
            known: Set(collected.map(\.outputStem)).union(goldens.map(LayoutRecord.goldenName(ofFile:))))
        if !unknown.isEmpty { throw CheckSetupError(lines: unknown) }

        for line in errors {
            report.entries.append(CheckEntry(name: "", format: "", spec: line.components(separatedBy: ":").first ?? line,
                                             golden: "", status: .error, lines: [line]))
        }
        do {
            fingerprints = try FingerprintStore.load(from: plan.goldenDirectory, files: plan.files)
        } catch {
            log.error("\(relativeToCurrent(plan.goldenDirectory.appendingPathComponent(FingerprintStore.fileName))): warning: "
                + "unreadable fingerprint file; it will be rewritten when a golden is recorded")
        }
        if plan.prune { listUnused(goldens, specs: collected) }
        let inputs = collected.filter { plan.shard?.contains($0.outputStem) ?? true }
        let progress = CheckProgress(total: inputs.count, sink: progressSink)   // nil unless standard error is a terminal
        // Each render thread checks with its own session; results come back in input order.
        var done = 0
        report.entries += RenderWorkers.map(inputs, threads: plan.jobs, makeWorker: { RenderSession(files: self.plan.files) },
                                            completed: { _, _ in done += 1; progress?.draw(done: done) }) {
            session, input in self.check(input, session: session)
        }.flatMap { $0 }
        progress?.finish()
        report.sortEntries()   // one order, so merged shard reports equal an unsharded one
        var couldNotWrite = false
        if fingerprintsChanged {
            let url = plan.goldenDirectory.appendingPathComponent(FingerprintStore.fileName)
            do {
                try plan.files.write(try fingerprints.encoded(), to: url.lastPathComponent, in: plan.goldenDirectory)
                let written = report.entries.filter(\.wroteGolden).count
                log.out("fingerprint: recorded the environment of \(written) golden\(written == 1 ? "" : "s") "
                    + "in \(relativeToCurrent(url))")
            } catch {
                log.error("\(relativeToCurrent(url)): error: cannot write the fingerprint file: \(fileErrorReason(error))")
                couldNotWrite = true
            }
        }
        for entry in report.entries {
            if entry.isQuietWrite && !plan.verbose { continue }   // counted in one line below, unless --verbose
            if entry.status != .passed || entry.wroteGolden { printEntry(entry); continue }
            // A pass that was not pixel-identical says so, so tolerance never hides a change silently.
            if let c = entry.comparison, c.verdict == .withinTolerance {
                log.out("\(entry.fileName): passed within tolerance: \(c.belowThresholdPixels + c.antiAliasedPixels + c.differingPixels) "
                    + "pixels changed, \(c.differingPixels) over the colour threshold; largest ΔE94 "
                    + String(format: "%.2f", c.largestDistance))
            }
        }
        if !plan.verbose, let line = report.quietWritesLine(goldenFolder: relativeToCurrent(plan.goldenDirectory)) {
            log.error(line)
        }
        let wroteReports = writeReports(report)
        log.out(report.summaryLine + " (record mode \(plan.recordMode.rawValue): \(plan.recordModeOrigin))")
        if let selection = plan.shardSelection { log.out(selection.description) }
        if let shard = plan.shard, inputs.isEmpty {
            log.out("shard \(shard) holds none of the \(collected.count) specs; nothing to compare")
        }
        if wroteReports {
            log.out("report: \(relativeToCurrent(plan.artifactsDirectory.appendingPathComponent("index.html")))")
        } else {
            couldNotWrite = true
        }
        return Run(report: report, wroteEverything: !couldNotWrite)
    }

    /// Every format of one spec.
    /// On a render thread, with that thread's session.
    private func check(_ input: SpecInput, session: RenderSession) -> [CheckEntry] {
        let start = Date()
        let variant = RenderVariant(scale: nil, appearance: plan.appearance, suffix: "")
        let rendered: RenderedSpec
        do {
            // The one pipeline, as render draws: refused where render refuses (guideline
            // errors, canvas limits, --strict), so a golden is never recorded for a spec
            // render cannot draw; --appearance and --lint-disable as render takes them.
            let prepared = try session.prepare(input.url, display: input.display)
            rendered = try session.render(prepared, specURL: input.url,
                                          RenderRequest(variants: [variant], formats: plan.formats, lintDisabled: plan.lintDisabled,
                                                        strict: plan.strict))
        } catch let error as DiagnosticError {
            return [errorEntry(input, error.diagnostics.map(\.description))]
        } catch {
            return [errorEntry(input, ["\(input.display): error: \(error)"])]
        }
        let fonts = rendered.fonts.map(\.path)
        // The layout a golden is drawn from, recorded beside it (read before any write, made
        // at most once) and compared with this render's when an image differs.
        let layoutURL = plan.goldenDirectory.appendingPathComponent(LayoutRecord.fileName(forGolden: input.outputStem))
        var recordedLayout = Lazy { try? self.plan.files.read(layoutURL, as: .golden) }
        var currentLayout = Lazy { rendered.layouts.first.flatMap { try? LayoutRecord.compact(JSONEncoder().encode($0)) } }
        var wroteLayout = false
        func recorded() -> Data? { recordedLayout.value }
        func current() -> Data? { currentLayout.value }
        return plan.formats.map { format in
            let begin = Date()
            var entry: CheckEntry
            do {
                let golden = GoldenCheck(name: input.outputStem, format: format, spec: input.display, plan: plan)
                entry = try golden.check(rendered.pictures[variant, format],
                                         options: plan.configuration.options(for: input.outputStem, flags: plan.flags))
                if entry.wroteGolden { recordFingerprint(entry.fileName, fonts: fonts) }
                // A failure says what moved, when the golden's layout was recorded beside it.
                if entry.status == .failed, let old = recorded(), let new = current() {
                    entry.layoutChanges = try? LayoutDiff.compare(expected: old, actual: new)
                }
                // A golden written has its layout written beside it, once for all formats.
                if entry.wroteGolden, !wroteLayout, let new = current() {
                    _ = recorded()
                    do { try plan.files.write(new, to: layoutURL.lastPathComponent, in: layoutURL.deletingLastPathComponent()); wroteLayout = true } catch {
                        throw GoldenCheck.Unwritable(path: relativeToCurrent(layoutURL), reason: fileErrorReason(error))
                    }
                }
                if entry.status == .failed, let recorded = stateLock.withLock({ fingerprints.environment(of: entry.fileName) }) {
                    let changes = environment(fonts).changes(since: recorded)
                    entry.environmentChanges = changes.isEmpty
                        ? ["environment: unchanged since the golden was recorded (same libraries and fonts)"]
                        : ["environment differs from the one that recorded this golden:"] + changes.map { "  " + $0 }
                } else if entry.status == .failed {
                    entry.environmentChanges = ["environment: no fingerprint recorded for this golden"]
                }
            } catch let error as GoldenCheck.Unreadable {
                entry = CheckEntry(name: input.outputStem, format: format.rawValue, spec: input.display,
                                   golden: error.path, status: .error, lines: ["\(error.path): error: \(error.reason)"])
            } catch let error as GoldenCheck.Unwritable {
                entry = CheckEntry(name: input.outputStem, format: format.rawValue, spec: input.display,
                                   golden: "", status: .error, lines: ["\(error.path): error: cannot write: \(error.reason)"])
            } catch let error as DiagnosticError {
                entry = CheckEntry(name: input.outputStem, format: format.rawValue, spec: input.display,
                                   golden: "", status: .error, lines: error.diagnostics.map(\.description))
            } catch {
                entry = CheckEntry(name: input.outputStem, format: format.rawValue, spec: input.display,
                                   golden: "", status: .error, lines: ["\(input.display): error: \(error)"])
            }
            entry.seconds = Date().timeIntervalSince(format == plan.formats.first ? start : begin)
            return entry
        }
    }

    private func errorEntry(_ input: SpecInput, _ lines: [String]) -> CheckEntry {
        CheckEntry(name: input.outputStem, format: "", spec: input.display, golden: "", status: .error, lines: lines)
    }

    private func environment(_ fonts: [String]) -> EnvironmentFingerprint {
        stateLock.lock(); defer { stateLock.unlock() }   // render threads share the fingerprints
        let key = fonts.sorted()
        if let known = currentEnvironments[key] { return known }
        let e = EnvironmentFingerprint(libraries: libraries, fontFiles: key, files: plan.files, reusing: Array(fingerprints.environments.values))
        currentEnvironments[key] = e
        return e
    }

    private func recordFingerprint(_ golden: String, fonts: [String]) {
        stateLock.lock(); defer { stateLock.unlock() }   // render threads share the fingerprints
        fingerprints.record(golden, in: environment(fonts))
        fingerprintsChanged = true
    }

    /// The golden files in the golden folder (`.png`, `.svg`, `.pdf`), relative to it;
    /// artifacts kept inside it are not goldens.
    private func goldenFiles() -> [String] {
        let root = plan.goldenDirectory.standardizedFileURL.path
        let artifacts = plan.artifactsDirectory.standardizedFileURL.path + "/"
        let found = (try? plan.files.findFiles(under: plan.goldenDirectory, extensions: ["png", "svg", "pdf", "json"], as: .golden)) ?? []
        // Recorded layouts are pruned with their goldens; other JSON files are not goldens.
        return found.filter { !(root + "/" + $0).hasPrefix(artifacts) && (!$0.hasSuffix(".json") || $0.hasSuffix(LayoutRecord.suffix)) }
    }

    /// Goldens in the folder whose name no spec (of any shard) produces, in any format
    /// check supports: `settings.svg` is kept while a spec makes `settings`, even when this
    /// run checks only PNG.
    private func listUnused(_ goldens: [String], specs: [SpecInput]) {
        let produced = Set(specs.map(\.outputStem))
        let unused = goldens.filter { !produced.contains(LayoutRecord.goldenName(ofFile: $0)) }
        if unused.isEmpty { log.out("prune: every golden in \(relativeToCurrent(plan.goldenDirectory)) is produced by a spec") }
        for path in unused {
            log.out("prune: \(relativeToCurrent(plan.goldenDirectory.appendingPathComponent(path))) is produced by no spec")
        }
    }

    private func printEntry(_ entry: CheckEntry) {
        if entry.name.isEmpty {   // a path that yielded no spec: its line says it all
            entry.lines.forEach(log.error)
            return
        }
        log.error("\(entry.fileName.isEmpty ? entry.spec : entry.fileName): \(entry.status.rawValue.uppercased())"
            + (entry.fileName.isEmpty ? "" : " (\(entry.spec))"))
        for line in entry.detailLines() { log.error("  " + line) }
        for (label, path) in [("expected", entry.artifacts?.expected), ("actual", entry.artifacts?.actual),
                              ("diff", entry.artifacts?.diff)] {
            if let path { log.error("  \(label): \(relativeToCurrent(plan.artifactsDirectory.appendingPathComponent(path)))") }
        }
    }

    /// index.html, summary.json and junit.xml; false (after one error line) when one
    /// cannot be written.
    private func writeReports(_ report: CheckReport) -> Bool {
        let dir = plan.artifactsDirectory
        let files: [(String, () throws -> Data)] = [
            ("index.html", { Data(HTMLReport.render(report).utf8) }),
            ("summary.json", { try report.jsonData() }),
            ("junit.xml", { Data(JUnitReport.render(report).utf8) }),
        ]
        for (name, data) in files {
            let url = dir.appendingPathComponent(name)
            do {
                try plan.files.write(try data(), to: name, in: dir)
            } catch {
                log.error("\(relativeToCurrent(url)): error: cannot write the report: \(fileErrorReason(error))")
                return false
            }
        }
        return true
    }
}

/// `path` relative to the current folder when it lies inside it.
package func relativeToCurrent(_ url: URL) -> String {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
}

/// A value made at most once, when first asked for (nil is a value too).
private struct Lazy<Value> {
    private var made: Value??
    private let make: () -> Value?
    init(_ make: @escaping () -> Value?) { self.make = make }
    var value: Value? {
        mutating get {
            if let made { return made }
            let value = make()
            made = .some(value)
            return value
        }
    }
}
