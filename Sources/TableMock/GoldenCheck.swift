import Foundation
import TableMockFiles
import TableMockCairo
import TableMockCheck
import TableMockCore
import TableMockRaster

/// One golden file against one render: compare, record as the mode says, write artifacts.
package struct GoldenCheck {
    package var name: String
    package var format: OutputFormat
    package var spec: String
    package var plan: CheckPlan

    /// A golden that exists but cannot be read or decoded.
    package struct Unreadable: Error { var path: String; var reason: String }
    /// A golden or artifact that cannot be written; `reason` is the system's, in words.
    package struct Unwritable: Error { var path: String; var reason: String }

    package var fileName: String { name + "." + format.rawValue }
    package var goldenURL: URL { plan.goldenDirectory.appendingPathComponent(fileName) }
    package func artifact(_ role: String) -> String { name + "." + role + "." + format.rawValue }
    package func artifactURL(_ role: String) -> URL { plan.artifactsDirectory.appendingPathComponent(artifact(role)) }
    package var goldenDisplay: String { relativeToCurrent(goldenURL) }

    /// Fast artifact encoding: these files are looked at once.
    package static let artifactEncoding = PNGEncoding(level: 1, filters: .none)

    /// issue 18: `actualPNG` is the render's PNG, as `render` writes it; equal to the golden's
    /// bytes means equal pixels, and nothing is decoded (`ImageComparator.compare(expectedPNG:...)`).
    package func checkPixels(_ actualPNG: Data, options: ComparisonOptions) throws -> CheckEntry {
        var entry = CheckEntry(name: name, format: format.rawValue, spec: spec, golden: goldenDisplay, status: .passed)
        let encodeActual = { actualPNG }
        let goldenData: Data?
        do { goldenData = try readGolden() } catch let error as Unreadable {
            return try unusable(entry, error, actualBytes: encodeActual)
        }
        guard let goldenData else { return try missing(entry, actualBytes: encodeActual) }
        let compared: EncodedComparison
        do { compared = try ImageComparator.compare(expectedPNG: goldenData, actualPNG: actualPNG, options: options) } catch {
            guard case .expected(let reason) = error else { throw error }   // the render's own PNG: never seen
            return try unusable(entry, Unreadable(path: goldenDisplay, reason: reason), actualBytes: encodeActual)
        }
        let result = compared.result
        entry.comparison = ComparisonSummary(result)
        entry.lines = result.explanation
        if result.matches {
            removeArtifacts()
            if plan.recordMode == .all {
                try write(actualPNG, to: goldenURL)
                entry.wroteGolden = true
                entry.lines.append("re-recorded \(goldenDisplay) (--record all)")
            }
            return entry
        }
        entry.status = .failed
        try write(goldenData, to: artifactURL("expected"))
        try write(actualPNG, to: artifactURL("actual"))
        let diff = DiffImage.render(expected: compared.expected!, actual: compared.actual!, result: result)
        try write(try PNGCodec.encode(diff, encoding: Self.artifactEncoding), to: artifactURL("diff"))
        entry.artifacts = .init(expected: artifact("expected"), actual: artifact("actual"), diff: artifact("diff"))
        if plan.recordMode.writesFailed {
            try write(actualPNG, to: goldenURL)
            entry.wroteGolden = true
            entry.lines.append("re-recorded \(goldenDisplay) (--record \(plan.recordMode.rawValue)); look at the diff before committing")
        }
        return entry
    }

    /// SVG and PDF: the renderer is deterministic, so the bytes must match exactly.
    package func checkBytes(_ actual: Data) throws -> CheckEntry {
        var entry = CheckEntry(name: name, format: format.rawValue, spec: spec, golden: goldenDisplay, status: .passed)
        let stored: Data?
        do { stored = try readGolden() } catch let error as Unreadable { return try unusable(entry, error, actualBytes: { actual }) }
        guard let expected = stored else { return try missing(entry, actualBytes: { actual }) }
        if expected == actual {
            removeArtifacts()
            entry.lines = ["bytes: identical"]
            if plan.recordMode == .all {
                try write(actual, to: goldenURL)
                entry.wroteGolden = true
                entry.lines.append("re-recorded \(goldenDisplay) (--record all)")
            }
            return entry
        }
        entry.status = .failed
        entry.lines = ["bytes differ: expected \(expected.count) bytes, actual \(actual.count) — FAIL"]
        if format == .svg {
            let e = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let differing = zip(e, a).filter { $0 != $1 }.count + abs(e.count - a.count)
            let first = Array(zip(e, a)).firstIndex { $0.0 != $0.1 } ?? min(e.count, a.count)
            entry.lines.append("\(differing) of \(max(e.count, a.count)) lines differ; the first is line \(first + 1)")
        }
        try write(expected, to: artifactURL("expected"))
        try write(actual, to: artifactURL("actual"))
        entry.artifacts = .init(expected: artifact("expected"), actual: artifact("actual"), diff: nil)
        if plan.recordMode.writesFailed {
            try write(actual, to: goldenURL)
            entry.wroteGolden = true
            entry.lines.append("re-recorded \(goldenDisplay) (--record \(plan.recordMode.rawValue))")
        }
        return entry
    }

    /// nil when the golden does not exist.
    private func readGolden() throws -> Data? {
        do { return try plan.files.read(goldenURL, as: .golden) } catch {
            if error.reason == .missing { return nil }
            throw Unreadable(path: goldenDisplay, reason: "cannot read the golden: \(error.words)")
        }
    }

    /// A golden that cannot be read or decoded: an error (exit 2), unless the record mode
    /// rewrites failures, in which case it fails and is replaced by the render.
    private func unusable(_ entry: CheckEntry, _ error: Unreadable, actualBytes: () throws -> Data) throws -> CheckEntry {
        guard plan.recordMode.writesFailed else { throw error }
        var entry = entry
        removeArtifacts()
        let bytes = try actualBytes()
        try write(bytes, to: artifactURL("actual"))
        entry.artifacts = .init(expected: nil, actual: artifact("actual"), diff: nil)
        try write(bytes, to: goldenURL)
        entry.status = .failed
        entry.wroteGolden = true
        entry.lines = ["golden unusable: \(error.reason) — FAIL",
                       "re-recorded \(goldenDisplay) from this render (--record \(plan.recordMode.rawValue)); look at it before committing"]
        return entry
    }

    private func missing(_ entry: CheckEntry, actualBytes: () throws -> Data) throws -> CheckEntry {
        var entry = entry
        let bytes = try actualBytes()
        try write(bytes, to: artifactURL("actual"))
        entry.artifacts = .init(expected: nil, actual: artifact("actual"), diff: nil)
        if plan.recordMode.writesMissing {
            try write(bytes, to: goldenURL)
            entry.status = .recorded; entry.wroteGolden = true
            entry.lines = ["no golden yet; recorded \(goldenDisplay) — look at it, then commit it"]
        } else {
            entry.status = .missing
            entry.lines = ["no golden at \(goldenDisplay); not recorded, because the record mode is \(plan.recordMode.rawValue) "
                + "(run with --record missing to write it)"]
        }
        return entry
    }

    private func removeArtifacts() {
        for role in ["expected", "actual", "diff"] { plan.files.remove(artifact(role), in: plan.artifactsDirectory) }
    }

    private func write(_ data: Data, to url: URL) throws {
        do { try plan.files.write(data, to: url.lastPathComponent, in: url.deletingLastPathComponent()) } catch {
            throw Unwritable(path: relativeToCurrent(url), reason: fileErrorReason(error))
        }
    }
}

/// Why a file operation failed, in the system's words (`permission denied`, `not a
/// directory`), without Foundation's error-domain dump: `FileProblem.reason`.
package func fileErrorReason(_ error: any Error) -> String {
    FileProblem.reason(error, path: "")
}
