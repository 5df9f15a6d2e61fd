import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// `detailTextStyle`: a row's (or every row's) detail label in a Dynamic Type text style of
/// its own, and the SwiftUI List's two-line row as the VStack of two Texts it is
/// (uikit-ios26 render 01: Home Assistant's location history, a body Text under a body Text).
@Suite struct DetailTextStyleTests {
    static func layout(_ body: String, scale: Double = 3, theme: String = "ios26", header: String = "") throws -> TableLayout {
        try LayoutHarness.layout("theme: \(theme)\ndevice: iphone-13\nstatusBar: {blank: true}\n\(header)" + body, scale: scale)
    }

    static func rows(_ table: String = "", _ row: String = "") -> String {
        """
        table:
          style: insetGrouped
          \(table)
          sections:
            - rows:
                - {style: subtitle, title: "28/2/25, 15:09:33", detail: Manual\(row)}
                - {style: value1, title: Shake, detail: None\(row)}
                - {style: value2, title: Zone, detail: Home\(row)}
        """
    }

    static func detailFont(_ layout: TableLayout, row: Int) throws -> FontDescriptor {
        try #require(layout.cell(section: 0, row: row)?.part(.detail)?.text?.font)
    }

    /// The table's style reaches every cell style's detail; a row's own overrides it; without
    /// either each keeps its cell style's (iOS 26's subtitle cell: subheadline 15, value1 17).
    @Test func theTablesStyleReachesEveryDetailAndARowsOverridesIt() throws {
        let plain = try Self.layout(Self.rows())
        #expect(try Self.detailFont(plain, row: 0).size == 15)
        #expect(try Self.detailFont(plain, row: 1).size == 17)

        let body = try Self.layout(Self.rows("detailTextStyle: body"))
        for r in 0..<3 { #expect(try Self.detailFont(body, row: r).size == 17) }
        // The detail keeps its own colour and face: only the size is the style's.
        let subtitle = try #require(body.cell(section: 0, row: 0)?.part(.detail)?.text)
        #expect(subtitle.color == (try #require(plain.cell(section: 0, row: 0)?.part(.detail)?.text)).color)
        #expect(subtitle.font.weight == 400)

        let footnote = try Self.layout(Self.rows("detailTextStyle: body", ", detailTextStyle: footnote"))
        for r in 0..<3 { #expect(try Self.detailFont(footnote, row: r).size == 13) }
        let headline = try Self.layout(Self.rows("", ", detailTextStyle: headline"))
        #expect(try Self.detailFont(headline, row: 0).size == 17)
        #expect(try Self.detailFont(headline, row: 0).weight == 600)
    }

    /// A composed row's detail (Contacts' grey line) takes the style too, and its row grows
    /// with it.
    @Test func aComposedRowsDetailTakesTheStyle() throws {
        let row = "table: {sections: [{rows: [{layout: contact, title: Anna Haro, detail: Mobile%@}]}]}"
        let plain = try #require(try Self.layout(row.replacingOccurrences(of: "%@", with: "")).cell(section: 0, row: 0))
        let large = try #require(try Self.layout(row.replacingOccurrences(of: "%@", with: ", detailTextStyle: title2")).cell(section: 0, row: 0))
        #expect(plain.part(.detail)?.text?.font.size == 15)
        #expect(large.part(.detail)?.text?.font.size == 22)
        #expect(large.frame.height > plain.frame.height)
    }

    /// Dynamic Type: the style's size at the spec's category (Apple's table: body 17 -> 23 at
    /// extraExtraExtraLarge, caption1 12 -> 18), and the row grows to it.
    @Test func theStyleFollowsTheContentSizeCategory() throws {
        let large = try Self.layout(Self.rows("detailTextStyle: body"), header: "contentSizeCategory: extraExtraExtraLarge\n")
        #expect(try Self.detailFont(large, row: 0).size == 23)
        let caption = try Self.layout(Self.rows("detailTextStyle: caption1"), header: "contentSizeCategory: extraExtraExtraLarge\n")
        #expect(try Self.detailFont(caption, row: 0).size == 18)
        let tall = try #require(large.cell(section: 0, row: 0)).frame.height
        let short = try #require(caption.cell(section: 0, row: 0)).frame.height
        #expect(tall > short)
    }

    /// A detail larger than the row leaves room for grows a fixed-size row: a largeTitle
    /// (34-pt) detail under a 17-pt title needs more than iOS 26's 70.67-pt two-line row.
    @Test func aLargerDetailGrowsTheRow() throws {
        let layout = try Self.layout(Self.rows("", ", detailTextStyle: largeTitle"))
        let row = try #require(layout.cell(section: 0, row: 0))
        let detail = try #require(row.part(.detail))
        #expect(row.frame.height > 70.667)
        #expect(detail.frame.maxY <= row.frame.maxY)
    }

    /// Render 01 (3x, the medium text size: 16-pt body): in a SwiftUI List the two body Texts
    /// are San Francisco's 19.33-pt line boxes 2 pt apart (`swiftUITextStackSpacing`), the
    /// 40.67-pt stack centred in the 70.67-pt row, 15 under its top: baselines 30.23 and 51.57
    /// under the row's top, where the render has 30.33 and 51.67 (within a device pixel).
    @Test func aSwiftUITwoLineRowIsAStackOfTwoTexts() throws {
        let layout = try Self.layout(Self.rows("host: swiftUI\n  detailTextStyle: body"), header: "contentSizeCategory: medium\n")
        let row = try #require(layout.cell(section: 0, row: 0))
        #expect(abs(row.frame.height - 70.667) < 0.01)
        let title = try #require(row.part(.title)?.text?.lines.first?.origin.y) - row.frame.minY
        let detail = try #require(row.part(.detail)?.text?.lines.first?.origin.y) - row.frame.minY
        let ascent = 0.9521484375 * 16
        #expect(abs(title - (15 + ascent)) < 0.01)
        #expect(abs(detail - (15 + 19.333 + 2 + ascent)) < 0.01)
        #expect(abs(title - 30.33) < 1.0 / 3 && abs(detail - 51.67) < 1.0 / 3)

        // UIKit's subtitle cell keeps DEC-TC's 4-pt gap between its labels' boxes.
        let uikit = try #require(try Self.layout(Self.rows("detailTextStyle: body")).cell(section: 0, row: 0))
        let t = try #require(uikit.part(.title)), d = try #require(uikit.part(.detail))
        #expect(abs(d.frame.minY - t.frame.maxY - 4) < 0.01)
    }

    /// Right to left: the detail is mirrored with its row (it ends at the text's leading
    /// margin, 32 pt from the right edge of the 390-pt screen) at the style's size.
    @Test func rightToLeftMirrorsTheStyledDetail() throws {
        let layout = try Self.layout(Self.rows("host: swiftUI\n  detailTextStyle: body"), header: "layoutDirection: rightToLeft\n")
        let detail = try #require(layout.cell(section: 0, row: 0)?.part(.detail))
        #expect(detail.text?.font.size == 17)
        #expect(abs(detail.frame.maxX - (390 - 32)) < 0.01)
    }

    /// A bad name is one error with a did-you-mean; an era without Dynamic Type refuses the
    /// key with one error naming iOS 7.
    @Test func badNamesAndErasWithoutDynamicTypeAreOneClearError() {
        #expect(LayoutHarness.errors("""
            theme: ios26
            table: {detailTextStyle: subheadlne, sections: [{rows: [{title: A}]}]}
            """) == ["/table/detailTextStyle: unknown text style \"subheadlne\"; did you mean \"subheadline\"?"])
        #expect(LayoutHarness.errors("""
            theme: ios26
            table: {sections: [{rows: [{title: A, detail: B, detailTextStyle: caption}]}]}
            """) == ["/table/sections/0/rows/0/detailTextStyle: unknown text style \"caption\"; did you mean \"caption1\"?"])
        #expect(LayoutHarness.errors("""
            theme: ios6
            table: {sections: [{rows: [{style: subtitle, title: A, detail: B, detailTextStyle: body}]}]}
            """) == ["/table/sections/0/rows/0/detailTextStyle: Dynamic Type text styles came with iOS 7; theme \"ios6\" draws iOS 6, whose labels have fixed sizes; remove detailTextStyle, or use a theme of iOS 7 or later such as \"ios7\" or \"ios26\""])
    }

    /// Without the key nothing moves: UIKit's subtitle cell on ios15 and ios26 lays out as before.
    @Test func withoutTheKeyTheSubtitleCellIsUnchanged() throws {
        for theme in ["ios15", "ios26"] {
            let row = try #require(try Self.layout(Self.rows(), theme: theme).cell(section: 0, row: 0))
            let t = try #require(row.part(.title)), d = try #require(row.part(.detail))
            let gap = theme == "ios26" ? 4.0 : 0
            #expect(abs(d.frame.minY - t.frame.maxY - gap) < 0.01, "\(theme)")
        }
    }
}
