import Foundation
import TableMock
import TableMockCheck
import Testing

/// Check's layout diff names a picker's change in the spec's terms (issue 36): the wheel's
/// selected value, the calendar's selected day, the compact button's date.
@Suite struct PickerDiffTests {
    static func layout(_ picker: String, theme: String = "ios15") throws -> Data {
        try TableMockup(yaml: """
            theme: \(theme)
            size: {width: 320, height: 700}
            table: {sections: [{rows: [{title: Starts, picker: {date: "2026-11-28"}}, {picker: \(picker)}]}]}
            """).layoutJSON(scale: 2)
    }

    @Test func aWheelsSelectionAndACalendarsDayAreNamed() throws {
        let wheel = try LayoutDiff.compare(expected: Self.layout("{values: [S, M, L], selected: M}"),
                                           actual: Self.layout("{values: [S, M, L], selected: L}")).map(\.text)
        #expect(wheel.contains(#"section 0 row 1: picker picker(3 values, selected "M") → picker(3 values, selected "L")"#), "\(wheel)")
        let calendar = try LayoutDiff.compare(expected: Self.layout(#"{date: "2026-11-28", style: inline}"#),
                                              actual: Self.layout(#"{date: "2026-11-27", style: inline}"#)).map(\.text)
        #expect(calendar.contains { $0.contains("calendar day") && $0.contains("calendarSelection(28)") }, "\(calendar)")
    }
}
