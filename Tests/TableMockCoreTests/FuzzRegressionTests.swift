import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The fuzzer's seeds (Fuzz/Seeds: the malformed-input corpus) and every input it ever
/// crashed on (Fuzz/Regressions) go through decode, theme, layout and the canvas check on
/// each test run: each must end in a result or diagnostics, never a crash or a hang.
@Suite struct FuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz").standardizedFileURL

    static var inputs: [String] {
        ["Seeds", "Regressions"].flatMap { folder -> [String] in
            let dir = fuzzFolder.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.filter { $0 != "README.md" }.sorted().map { "\(folder)/\($0)" }
        }
    }

    @Test func theSeedCorpusIsThere() {
        // Fuzz/Seeds and Fuzz/Regressions: a file that goes missing fails here (add the new
        // count with the file when the corpus grows).
        #expect(Self.inputs.count == 57)
    }

    /// The most one input may take, measured around its own work. The test's time limit is
    /// only the backstop for a hang: it runs from when the case is scheduled, and in a full
    /// `swift test` on a loaded two-core machine the 57 cases wait behind the rest of the suite
    /// for minutes (a one-minute limit failed 25 of them that way, each taking milliseconds).
    static let secondsPerInput = 20.0

    @Test(.timeLimit(.minutes(10)), arguments: inputs)
    func decodesAndLaysOutWithoutCrashing(_ name: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        defer {
            let took = start.duration(to: clock.now)
            #expect(took < .seconds(Self.secondsPerInput), "\(name) took \(took)")
        }
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent(name))
        let prepared: PreparedSpec
        do {
            prepared = try PreparedSpec.prepare(data: data, file: name, specURL: URL(fileURLWithPath: "/nonexistent/spec"),
                                                themes: LayoutHarness.themes())
        } catch {
            #expect(!error.diagnostics.isEmpty)
            for d in error.diagnostics { #expect(!d.description.contains("\n"), "a diagnostic is one line") }
            return
        }
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: prepared.scale(override: nil))
        // Either the canvas can be drawn, or one one-line error says which value to change.
        do {
            try prepared.checkCanvas(layout.canvas, raster: true)
            #expect(layout.canvas.width > 0 && layout.canvas.width * prepared.scale(override: nil) <= Double(CairoLimits.maxSide))
        } catch {
            #expect(error.diagnostics.count == 1)
            for d in error.diagnostics {
                #expect(!d.description.contains("\n") && d.file == name && d.message.contains("limit"), "\(d)")
            }
        }
    }
}
