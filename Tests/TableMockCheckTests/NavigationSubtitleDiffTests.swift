import Foundation
import TableMock
import TableMockCheck
import Testing

/// Check's layout diff names iOS 26's navigation subtitle (issue 35): a subtitle that changes
/// or appears is the navigation bar's `subtitle` part, in the spec's words.
@Suite struct NavigationSubtitleDiffTests {
    static func layout(subtitle: String?) throws -> Data {
        let bar = subtitle.map { "{title: Feeds, subtitle: \"\($0)\"}" } ?? "{title: Feeds}"
        return try TableMockup(yaml: """
            theme: ios26
            device: iphone-13
            navigationBar: \(bar)
            table: {style: insetGrouped, sections: [{rows: [{title: Today}]}]}
            """).layoutJSON(scale: 3)
    }

    @Test func aChangedOrNewSubtitleIsTheNavigationBarsSubtitle() throws {
        let changed = try LayoutDiff.compare(expected: Self.layout(subtitle: "Updated 3 minutes ago"),
                                             actual: Self.layout(subtitle: "Updated just now")).map(\.text)
        #expect(changed.contains { $0.contains("subtitle") && $0.contains("Updated 3 minutes ago") && $0.contains("Updated just now") },
                "\(changed)")
        let added = try LayoutDiff.compare(expected: Self.layout(subtitle: nil), actual: Self.layout(subtitle: "27 Unread")).map(\.text)
        #expect(added.contains { $0.contains("subtitle") && $0.contains("added") }, "\(added)")
    }
}
