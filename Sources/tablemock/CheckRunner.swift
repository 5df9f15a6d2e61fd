import Foundation
import TableMockCairo
import TableMockCheck
import TableMockCore
import TableMockRaster

/// Runs a check: renders each spec, compares it with its golden, records when asked,
/// writes artifacts and reports, and prints what failed with its numbers.
final class CheckRunner {
    let plan: CheckPlan
    private let session = RenderSession()
    private var fingerprints = FingerprintStore()
    private var fingerprintsChanged = false
    private var currentEnvironments: [[String]: EnvironmentFingerprint] = [:]
    private lazy var libraries = LibraryVersions.current()

    init(plan: CheckPlan) { self.plan = plan }

    func run() -> CheckReport {
        var report = CheckReport(goldenDirectory: plan.goldenDirectory.path, artifactsDirectory: plan.artifactsDirectory.path,
                                 recordMode: plan.recordMode, shard: plan.shard?.description)
        let (inputs, errors) = SpecFiles.collect(plan.paths)
        for line in errors {
            report.entries.append(CheckEntry(name: "", format: "", spec: line.components(separatedBy: ":").first ?? line,
                                             golden: "", status: .error, lines: [line]))
        }
        do {
            fingerprints = try FingerprintStore.load(from: plan.goldenDirectory)
        } catch {
            Console.error("\(plan.goldenDirectory.appendingPathComponent(FingerprintStore.fileName).path): warning: "
                + "unreadable fingerprint file; it will be rewritten when a golden is recorded")
        }
        if plan.prune { listUnused(inputs) }
        for input in inputs where plan.shard?.contains(input.outputStem) ?? true {
            report.entries += check(input)
        }
        if fingerprintsChanged {
            do {
                try AtomicFile.write(try fingerprints.encoded(),
                                     to: plan.goldenDirectory.appendingPathComponent(FingerprintStore.fileName))
            } catch {
                Console.error("\(FingerprintStore.fileName): error: cannot write the fingerprint file: \(error)")
            }
        }
        for entry in report.entries {
            if entry.status != .passed || entry.wroteGolden { printEntry(entry); continue }
            // A pass that was not pixel-identical says so, so tolerance never hides a change silently.
            if let c = entry.comparison, c.verdict == .withinTolerance {
                Console.out("\(entry.fileName): passed within tolerance: \(c.belowThresholdPixels + c.antiAliasedPixels + c.differingPixels) "
                    + "pixels changed, \(c.differingPixels) over the colour threshold; largest ΔE94 "
                    + String(format: "%.2f", c.largestDistance))
            }
        }
        writeReports(report)
        Console.out(report.summaryLine + " (record mode \(plan.recordMode.rawValue): \(plan.recordModeOrigin))")
        Console.out("report: \(relativeToCurrent(plan.artifactsDirectory.appendingPathComponent("index.html")))")
        return report
    }

    /// Every format of one spec.
    private func check(_ input: SpecInput) -> [CheckEntry] {
        let start = Date()
        let prepared: PreparedSpec, engine: TextEngine
        do {
            prepared = try session.prepare(input.url, display: input.display)
            engine = try session.engine(for: prepared.theme.fontFiles)
        } catch let error as DiagnosticError {
            return [errorEntry(input, error.diagnostics.map(\.description))]
        } catch {
            return [errorEntry(input, ["\(input.display): error: \(error)"])]
        }
        let scene = prepared.scene(measurer: engine, scale: prepared.scale(override: nil))
        let fonts = prepared.theme.fontFiles.map(\.path)
        return plan.formats.map { format in
            let begin = Date()
            var entry: CheckEntry
            do {
                let golden = GoldenCheck(name: input.outputStem, format: format, spec: input.display, plan: plan)
                if format == .png {
                    entry = try golden.checkPixels(try SceneRenderer.renderPixels(scene, engine: engine),
                                                   options: plan.configuration.options(for: input.outputStem, flags: plan.flags))
                } else {
                    entry = try golden.checkBytes(try SceneRenderer.render(scene, as: format, engine: engine))
                }
                if entry.wroteGolden { recordFingerprint(entry.fileName, fonts: fonts) }
                if entry.status == .failed, let recorded = fingerprints.environment(of: entry.fileName) {
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
            } catch {
                entry = CheckEntry(name: input.outputStem, format: format.rawValue, spec: input.display,
                                   golden: "", status: .error, lines: ["\(input.display): error: \(error)"])
            }
            entry.seconds = Date().timeIntervalSince(format == plan.formats.first ? start : begin)
            return entry
        }
    }

    private func errorEntry(_ input: SpecInput, _ lines: [String]) -> CheckEntry {
        CheckEntry(name: input.outputStem, format: plan.formats.first?.rawValue ?? "png", spec: input.display,
                   golden: "", status: .error, lines: lines)
    }

    private func environment(_ fonts: [String]) -> EnvironmentFingerprint {
        let key = fonts.sorted()
        if let known = currentEnvironments[key] { return known }
        let e = EnvironmentFingerprint(libraries: libraries, fontFiles: key, reusing: Array(fingerprints.environments.values))
        currentEnvironments[key] = e
        return e
    }

    private func recordFingerprint(_ golden: String, fonts: [String]) {
        fingerprints.record(golden, in: environment(fonts))
        fingerprintsChanged = true
    }

    /// Goldens in the folder that no spec (of any shard) produces.
    private func listUnused(_ inputs: [SpecInput]) {
        let produced = Set(inputs.flatMap { input in plan.formats.map { input.outputStem + "." + $0.rawValue } })
        let root = plan.goldenDirectory.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return }
        var unused: [String] = []
        for case let path as String in walker {
            let ext = (path as NSString).pathExtension.lowercased()
            guard OutputFormat(rawValue: ext) != nil, !produced.contains(path) else { continue }
            unused.append(path)
        }
        if unused.isEmpty { Console.out("prune: every golden in \(relativeToCurrent(plan.goldenDirectory)) is produced by a spec") }
        for path in unused.sorted() {
            Console.out("prune: \(relativeToCurrent(plan.goldenDirectory.appendingPathComponent(path))) is produced by no spec")
        }
    }

    private func printEntry(_ entry: CheckEntry) {
        Console.error("\(entry.fileName.isEmpty ? entry.spec : entry.fileName): \(entry.status.rawValue.uppercased())"
            + (entry.fileName.isEmpty ? "" : " (\(entry.spec))"))
        for line in entry.lines + entry.environmentChanges { Console.error("  " + line) }
        for (label, path) in [("expected", entry.artifacts?.expected), ("actual", entry.artifacts?.actual),
                              ("diff", entry.artifacts?.diff)] {
            if let path { Console.error("  \(label): \(relativeToCurrent(plan.artifactsDirectory.appendingPathComponent(path)))") }
        }
    }

    private func writeReports(_ report: CheckReport) {
        let dir = plan.artifactsDirectory
        do {
            try AtomicFile.write(Data(HTMLReport.render(report).utf8), to: dir.appendingPathComponent("index.html"))
            try AtomicFile.write(try report.jsonData(), to: dir.appendingPathComponent("summary.json"))
            try AtomicFile.write(Data(JUnitReport.render(report).utf8), to: dir.appendingPathComponent("junit.xml"))
        } catch {
            Console.error("\(dir.path): error: cannot write the reports: \(error)")
        }
    }
}

/// `path` relative to the current folder when it lies inside it.
func relativeToCurrent(_ url: URL) -> String {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
}
