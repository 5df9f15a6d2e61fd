import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Multiple selection while editing, held to render 08 (iOS 13.6, 375 pt at 3x): circles
/// of 21.4 pt at x 17.2-38.6 with a 1.5-pt ring, centred on the row, text shifted 40 pt, chosen rows grey with
/// their separators hidden.
@Suite struct MultipleSelectionTests {
    static let spec = """
        theme: ios13
        size: {width: 375, height: 132}
        table:
          editing: true
          allowsMultipleSelectionDuringEditing: true
          sections:
            - rows: [{title: Title1, selected: true}, {title: Title2, editingStyle: insert}, {title: Title3}]
        """

    @Test func rowsShowSelectionCirclesInsteadOfEditingControls() throws {
        let layout = try LayoutHarness.layout(Self.spec, scale: 3)
        for r in 0..<3 {
            let cell = try #require(layout.cell(section: 0, row: r))
            let control = try #require(cell.part(.editingControl))
            #expect(control.frame == Rect(x: 17.2, y: Double(44 * r) + (44 - 21.4) / 2, width: 21.4, height: 21.4))
            guard let circle = control.glyph as? SelectionCircleGlyph else {
                Issue.record("row \(r): not a selection circle"); continue
            }
            #expect(circle.selected == (r == 0))
            #expect(circle.ringWidth == 1.5)
            #expect(circle.fill == Color(hex: "#007AFF"))
            // The content moves right by the editing shift: 16 + 40.
            #expect(cell.part(.title)?.frame.minX == 56)
        }
        // The chosen row is grey and has no separator under it.
        #expect(layout.cell(section: 0, row: 0)?.fill == .solid(Color(hex: "#D1D1D6")!))
        #expect(layout.items(.separator).allSatisfy { $0.row != 0 })
    }

    @Test func withoutTheFlagEditingKeepsItsControls() throws {
        let layout = try LayoutHarness.layout(Self.spec.replacingOccurrences(of: "allowsMultipleSelectionDuringEditing: true",
                                                                             with: "allowsMultipleSelectionDuringEditing: false"), scale: 3)
        let control = try #require(layout.cell(section: 0, row: 1)?.part(.editingControl))
        guard let insert = control.glyph as? EditingControlGlyph, insert.style == .insert else { Issue.record("not the insert control"); return }
    }

    @Test func theSelectedRowsOfAChoosingListAreNotLinted() throws {
        let prepared = try LayoutHarness.prepare(Self.spec)
        let warnings = Linter.warnings(for: prepared, layout: prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 3))
        #expect(!warnings.contains { $0.message.contains("drawn selected") }, "\(warnings)")
    }
}
