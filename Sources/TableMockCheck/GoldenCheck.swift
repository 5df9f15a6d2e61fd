import Foundation
import TableMockFiles
import TableMockCairo
import TableMock
import TableMockCompare
import TableMockCore
import TableMockRaster

/// One golden file against one render, through the one golden mechanism (`GoldenStore`
/// with the file strategies the tests use too): the outcome as a check's entry, in the
/// check's words.
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
    package var goldenDisplay: String { relativeToCurrent(store.golden(named: name, extension: format.rawValue)) }

    private var store: GoldenStore {
        GoldenStore(folder: plan.goldenDirectory, artifacts: plan.artifactsDirectory, files: plan.files, record: plan.recordMode)
    }

    /// `actual` is the render's file, as `render` writes it; a PNG is compared by pixels
    /// under `options` (equal bytes are equal pixels, and nothing is decoded), an SVG or PDF
    /// to the byte.
    package func check(_ actual: Data, options: ComparisonOptions) throws -> CheckEntry {
        var entry = CheckEntry(name: name, format: format.rawValue, spec: spec, golden: goldenDisplay, status: .passed)
        let outcome: GoldenStore.Outcome
        do {
            outcome = try store.verify(actual, as: .file(extension: format.rawValue, options: options), named: name)
        } catch let error as GoldenStore.Unreadable {
            throw Unreadable(path: relativeToCurrent(error.url), reason: error.reason)
        } catch let error as GoldenStore.Unwritable {
            throw Unwritable(path: relativeToCurrent(error.url), reason: fileErrorReason(error.error))
        }
        entry.wroteGolden = outcome.wroteGolden
        if !outcome.artifacts.isEmpty {
            entry.artifacts = .init(expected: outcome.expected, actual: outcome.actual, diff: outcome.diff)
        }
        if let comparison = outcome.comparison {
            entry.lines = comparison.lines
            entry.comparison = comparison.comparison.map(ComparisonSummary.init)
        }
        let mode = plan.recordMode.rawValue
        switch outcome.status {
        case .matched:
            if outcome.wroteGolden { entry.lines.append("re-recorded \(goldenDisplay) (--record all)") }
        case .failed:
            entry.status = .failed
            if outcome.wroteGolden {
                entry.lines.append("re-recorded \(goldenDisplay) (--record \(mode))"
                    + (format == .png ? "; look at the diff before committing" : ""))
            }
        case .recorded:
            entry.status = .recorded
            entry.lines = ["no golden yet; recorded \(goldenDisplay) — look at it, then commit it"]
        case .missing:
            entry.status = .missing
            entry.lines = ["no golden at \(goldenDisplay); not recorded, because the record mode is \(mode) "
                + "(run with --record missing to write it)"]
        case .unusable(let reason):
            entry.status = .failed
            entry.lines = ["golden unusable: \(reason) — FAIL",
                           "re-recorded \(goldenDisplay) from this render (--record \(mode)); look at it before committing"]
        }
        return entry
    }
}

/// Why a file operation failed, in the system's words (`permission denied`, `not a
/// directory`), without Foundation's error-domain dump: `FileProblem.reason`.
package func fileErrorReason(_ error: any Error) -> String {
    FileProblem.reason(error, path: "")
}
