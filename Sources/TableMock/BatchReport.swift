import Foundation

/// The end of a batch: counts for the summary line and the `--json` document.
package struct BatchReport: Encodable {
    package struct SpecEntry: Encodable {
        var file: String
        var status: SpecOutcome.Status
        /// Paths as written, the output folder included.
        var outputs: [String]
        var warnings: [String]
        var errors: [String]
        var milliseconds: Double
    }

    package var specs: [SpecEntry]
    package var rendered: Int
    package var upToDate: Int
    package var failed: Int
    package var files: Int
    package var jobs: Int
    package var seconds: Double
    /// The process's peak resident memory so far (Linux `VmHWM`), in bytes.
    package var peakMemoryBytes: Int?

    /// `pathErrors` are inputs that could not be found: each counts as a failed spec.
    package init(outcomes: [SpecOutcome], pathErrors: [String], outputRoot: String, jobs: Int, seconds: Double) {
        specs = pathErrors.map { SpecEntry(file: "", status: .failed, outputs: [], warnings: [], errors: [$0], milliseconds: 0) }
            + outcomes.map { o in
                SpecEntry(file: o.display, status: o.status,
                          outputs: o.outputs.map { (outputRoot as NSString).appendingPathComponent($0) },
                          warnings: o.warnings, errors: o.errors, milliseconds: (o.seconds * 1e5).rounded() / 100)
            }
        rendered = outcomes.filter { $0.status == .rendered }.count
        upToDate = outcomes.filter { $0.status == .upToDate }.count
        failed = pathErrors.count + outcomes.filter { $0.status == .failed }.count
        files = outcomes.filter { $0.status == .rendered }.reduce(0) { $0 + $1.outputs.count }
        self.jobs = jobs
        self.seconds = (seconds * 1000).rounded() / 1000
        peakMemoryBytes = Self.peakMemory()
    }

    /// `VmHWM` from /proc/self/status: the high-water mark of this process's resident set.
    package static func peakMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") else { return nil }
        return kib * 1024
    }

    package var total: Int { specs.count }

    /// `rendered 20 specs (40 files), 480 up to date, in 1.3 s with 2 jobs`, and for a batch
    /// with failures the line scripts look for: `2 of 500 specs failed`.
    package var summaryLines: [String] {
        var line = "rendered \(rendered) spec\(rendered == 1 ? "" : "s") (\(files) file\(files == 1 ? "" : "s"))"
        if upToDate > 0 { line += ", \(upToDate) up to date" }
        line += ", in " + String(format: "%.2f", seconds) + " s with \(jobs) job" + (jobs == 1 ? "" : "s")
        return failed > 0 ? [line, "\(failed) of \(total) specs failed"] : [line]
    }

    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
