import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Limits that keep layout and drawing bounded whatever the numbers in a spec.
@Suite struct LimitsTests {
    // The time limit is the backstop for a hang (it runs from when the case is scheduled,
    // which in a full run on a loaded machine can be minutes before it runs: see
    // FuzzRegressionTests); the bound on the layout itself is measured around it.
    @Test(.timeLimit(.minutes(10)), arguments: [
        "contentOffset: 100000000\ntable: {}",
        "table: {rowHeight: 0.001}",
        "contentOffset: 99999999.5\ntable: {rowHeight: 0.001, sections: [{rows: [{title: A}]}]}",
    ])
    func phantomSeparatorsStayOnScreen(_ source: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let layout = try LayoutHarness.layout(source)
        #expect(start.duration(to: clock.now) < .seconds(20))
        // A screen of 667 points holds at most one separator a point.
        #expect(layout.items.count < 1000)
    }

    @Test func aScreenOfAHundredThousandRowsLaysOutOnlyWhatIsVisible() throws {
        let rows = Array(repeating: "{title: Row, detail: D, style: value1}", count: 100_000).joined(separator: ", ")
        let counter = CountingMeasurer()
        let layout = try LayoutHarness.layout("contentOffset: 2200000\ntable: {sections: [{rows: [\(rows)]}]}", measurer: counter)
        #expect(layout.contentHeight == 4_400_000)
        // Rows out of view are counted, not measured: a few labels a visible row, not 200,000.
        #expect(counter.widths.value < 200, "\(counter.widths.value) widths measured")
        let cells = layout.items.filter { $0.kind == .cell }
        #expect(cells.count > 10 && cells.count < 20)
        #expect(cells.first?.row == 50_000)
    }

    @Test(arguments: [(0.0, "0"), (999, "999"), (1000, "1,000"), (52380, "52,380"), (1_234_567.2, "1,234,568")])
    func numbersAreGroupedByThousands(_ value: Double, _ text: String) {
        #expect(grouped(value) == text)
    }

    @Test func everySampleFitsTheCanvasLimits() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples")
        let files = (FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { ["json", "yaml"].contains($0.pathExtension) && !$0.lastPathComponent.contains(".theme.") }
        // Every sample with a golden, and the custom theme's spec.
        #expect(files.count == GoldenImages.samples.count + 1)
        for url in files {
            let prepared = try PreparedSpec.prepare(data: try Data(contentsOf: url), file: url.lastPathComponent, specURL: url,
                                                    themes: LayoutHarness.themes())
            let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: prepared.scale(override: nil))
            #expect(throws: Never.self, "\(url.lastPathComponent)") { try prepared.checkCanvas(layout.canvas, raster: true) }
        }
    }

    /// What a paged PDF must not cut (`TableLayout.keepTogether`): each row and header on its
    /// own, rows that only touch kept apart (the line between them is where a page may end),
    /// and not a grouped section's backing, which would join its rows into one block.
    @Test func rowsAndHeadersAreKeptTogetherOneByOne() throws {
        let layout = try LayoutHarness.layout("""
            height: content
            table: {style: grouped, sections: [{header: Network, rows: [{title: One}, {title: Two}]}, {rows: [{title: Three}]}]}
            """)
        let spans = layout.keepTogether
        let cells = layout.items.filter { $0.kind == .cell }
        #expect(cells.count == 3)
        for cell in cells { #expect(spans.contains(cell.frame.minY..<cell.frame.maxY), "\(cell.frame) in \(spans)") }
        for (upper, lower) in zip(spans, spans.dropFirst()) { #expect(upper.upperBound <= lower.lowerBound) }
        let group = try #require(layout.items.first { $0.kind == .group })
        #expect(!spans.contains { $0.lowerBound <= group.frame.minY && $0.upperBound >= group.frame.maxY })
    }
}

/// Counts the widths it is asked for (a class, shared by the layout's copies of it).
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    final class Count: @unchecked Sendable { var value = 0 }
    let widths = Count()
    private let inner = FixedAdvanceMeasurer()
    func width(of text: String, font: FontDescriptor) -> Double { widths.value += 1; return inner.width(of: text, font: font) }
    func metrics(of font: FontDescriptor) -> FontMetrics { inner.metrics(of: font) }
}
