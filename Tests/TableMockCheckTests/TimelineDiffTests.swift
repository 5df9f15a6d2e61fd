import Foundation
import TableMock
import TableMockCheck
import Testing

/// Check's layout diff names the timeline layout's parts (issue 35): moving the selection
/// from one article to the next is the rounded fill removed from one row and added to the
/// other, and the separators beside it.
@Suite struct TimelineDiffTests {
    static func layout(selected: Int) throws -> Data {
        let rows = (0..<3).map { i in
            "{layout: timeline, unread: true, title: \"Article \(i)\", detail: A summary, subtitle: kottke.org, time: \"9:4\(i) AM\"\(i == selected ? ", selected: true" : "")}"
        }.joined(separator: ", ")
        return try TableMockup(yaml: """
            theme: ios26
            size: {width: 390, height: 600}
            table: {sections: [{rows: [\(rows)]}]}
            """).layoutJSON(scale: 3)
    }

    @Test func movingTheSelectionIsTheRoundedFillRemovedFromOneRowAndAddedToTheNext() throws {
        let changes = try LayoutDiff.compare(expected: Self.layout(selected: 0), actual: Self.layout(selected: 1)).map(\.text)
        #expect(changes.contains { $0.hasPrefix("section 0 row 0: row selection removed") }, "\(changes)")
        #expect(changes.contains { $0.hasPrefix("section 0 row 1: row selection added") }, "\(changes)")
    }
}
