import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Plain section footers float: while their section goes on below the screen, they stick
/// to the bottom edge (above any bottom bar), as headers stick to the top.
@Suite struct FloatingFooterTests {
    static func spec(rows: Int, offset: Double = 0, extra: String = "") -> String {
        let list = (0..<rows).map { "{title: Row \($0)}" }.joined(separator: ", ")
        return """
            device: iphone-5
            contentOffset: \(offset)
            \(extra)
            table: {sections: [{header: First, rows: [\(list)], footer: End of first}, {header: Second, rows: [{title: A}]}]}
            """
    }

    @Test func aFooterBelowTheScreenSticksToTheBottomEdge() throws {
        let layout = try LayoutHarness.layout(Self.spec(rows: 20))
        let footer = try #require(layout.items(.sectionFooter).first { $0.section == 0 })
        #expect(abs(footer.frame.maxY - 568) < 1e-9)
        // Drawn over the rows it floats above.
        let lastCell = try #require(layout.items.lastIndex { $0.kind == .cell })
        #expect(layout.items.firstIndex { $0.kind == .sectionFooter && $0.section == 0 }! > lastCell)
    }

    @Test func aFooterOnScreenStaysWhereItIs() throws {
        let layout = try LayoutHarness.layout(Self.spec(rows: 3))
        let header = try #require(layout.items(.sectionHeader).first)
        let footer = try #require(layout.items(.sectionFooter).first { $0.section == 0 })
        #expect(abs(footer.frame.minY - (header.frame.maxY + 3 * 44)) < 1e-9)
    }

    @Test func theFooterSticksAboveTheToolbar() throws {
        let layout = try LayoutHarness.layout(Self.spec(rows: 20, extra: "toolbar: [Edit]"))
        let footer = try #require(layout.items(.sectionFooter).first { $0.section == 0 })
        #expect(abs(footer.frame.maxY - (568 - 44)) < 1e-9)
    }

    @Test func scrolledToItsEndTheFooterIsBackInPlace() throws {
        // 20 rows: the first section ends at header + 880 + footer; scroll so that it is on screen.
        let layout = try LayoutHarness.layout(Self.spec(rows: 20, offset: 500))
        let header = try #require(layout.items(.sectionHeader).first { $0.section == 1 })
        let footer = try #require(layout.items(.sectionFooter).first { $0.section == 0 })
        #expect(abs(footer.frame.maxY - header.frame.minY) < 1e-9)
    }

    @Test func groupedFootersDoNotFloat() throws {
        let list = (0..<20).map { "{title: Row \($0)}" }.joined(separator: ", ")
        let layout = try LayoutHarness.layout("device: iphone-5\ntable: {style: grouped, sections: [{rows: [\(list)], footer: End}]}\n")
        #expect(layout.items(.sectionFooter).isEmpty)
    }
}
