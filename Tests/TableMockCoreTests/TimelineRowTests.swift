import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The timeline layout (`layout: timeline`, issue 35): NetNewsWire 7's article rows
/// (uikit-ipad-lists 03-05). Laid out with the fixed-advance measurer (0.5 em a character,
/// ascent 0.8 em) at 2x, so every frame follows by hand from the theme's timeline values: the
/// 14-pt dot centred 20 pt in and 16 down, the 36-pt favicon at x 36 and 8 down, text from 80
/// to 12 pt short of the edge, baselines 22.17 pt under the row's top and 22 apart, the
/// footer's 18.25 under the last line, the row's end 12.4 under the footer (rounded to pixels).
@Suite struct TimelineRowTests {
    static let long = "Richard Lawler: Emails released by the Justice Department on Friday appear to show the former Windows boss and more and more"

    static func layout(_ rows: String, extra: String = "size: {width: 390, height: 700}") throws -> TableLayout {
        try LayoutHarness.layout("""
            theme: ios26
            \(extra)
            table:
              sections:
                - rows:
            \(rows)
            """)
    }

    static let rows = """
                - {layout: timeline, unread: true, title: Short title, detail: "\(long)", subtitle: kottke.org, time: "1:00 PM", image: {initials: K}}
                - {layout: timeline, unread: true, selected: true, detail: Only a summary, subtitle: Manton Reece, time: "8:20 AM", image: {initials: M}}
                - {layout: timeline, title: No favicon, detail: A line, time: "9:41 AM"}
                - {layout: timeline, title: After, detail: A line, subtitle: Six Colors, time: "9:42 AM", image: {initials: C}}
        """

    @Test func theDotAndFaviconHangFromTheTopAndTitleAndSummaryShareFourLinesOverTheFooter() throws {
        let layout = try Self.layout(Self.rows)
        let row = try #require(layout.cell(section: 0, row: 0))
        #expect(row.frame.minY == 0)
        // 22.17 + 3 × 22 + 18.25 + 12.4 = 118.82, rounded to the 2x pixel: 119.
        #expect(row.frame.height == 119)
        let dot = try #require(row.part(.unreadDot))
        #expect(dot.frame == Rect(x: 13, y: 9, width: 14, height: 14))
        let icon = try #require(row.part(.avatar))
        #expect(icon.frame == Rect(x: 36, y: 8, width: 36, height: 36) && icon.cornerRadius == 4)
        let title = try #require(row.part(.title)), summary = try #require(row.part(.detail))
        #expect(title.frame.minX == 80 && title.frame.width == 298 && title.text?.font.weight == 600)
        #expect(title.text?.lines.count == 1 && abs((title.text?.lines[0].origin.y ?? 0) - 22.17) < 1e-9)
        // The summary takes the three lines the title left, in grey, 22 pt apart.
        let lines = try #require(summary.text?.lines)
        #expect(lines.count == 3 && summary.text?.truncated == true)
        #expect(lines.map { ($0.origin.y * 100).rounded() / 100 } == [44.17, 66.17, 88.17])
        #expect(summary.text?.font.size == 17 && summary.text?.font.weight == 400)
        let theme = try LayoutHarness.prepare("theme: ios26\n").theme
        #expect(summary.text?.color == theme[.secondaryLabel])
        // The footer: the feed's name at the text's start, the time ending 12 pt short of the
        // edge, both caption 1 on the baseline 18.25 under the last line's.
        let name = try #require(row.part(.subtitle)), time = try #require(row.part(.timestamp))
        #expect(name.frame.minX == 80 && name.text?.font.size == 12 && name.frame.width == 149)
        #expect(abs(time.frame.maxX - 378) < 1e-9 && time.text?.lines.first?.origin.y == name.text?.lines.first?.origin.y)
        #expect(abs((name.text?.lines.first?.origin.y ?? 0) - 106.42) < 1e-9)
        // No separator over the first row.
        #expect(!layout.items(.separator).contains { $0.row == 0 })
    }

    @Test func theSelectionIsARoundedFillInsetFromTheSidesWithWhiteTextAndHidesTheSeparatorsBesideIt() throws {
        let layout = try Self.layout(Self.rows)
        let selected = try #require(layout.cell(section: 0, row: 1))
        // No title: the summary takes the title's baseline, in the label's colour (white here).
        // 22.17 + 18.25 + 12.4 = 52.82 → 53 (over the favicon's 8 + 36 + 8).
        #expect(selected.frame.minY == 119 && selected.frame.height == 53)
        let fill = try #require(selected.parts.first)
        #expect(fill.kind == .rowSelection)
        #expect(fill.frame == Rect(x: 4, y: 119, width: 382, height: 53) && fill.cornerRadius == 20)
        let theme = try LayoutHarness.prepare("theme: ios26\n").theme
        #expect(fill.fill == .solid(theme[.tint]))
        let white = Color(hex: "#FFFFFF")!
        for kind in [PartKind.detail, .subtitle, .timestamp] {
            #expect(selected.part(kind)?.text?.color == white, "\(kind)")
        }
        #expect((selected.part(.unreadDot)?.glyph as? BadgeGlyph)?.fill == white)
        // No separator beside the selection (rows 1 and 2); row 3's from the text's start to its end.
        let separators = layout.items(.separator)
        #expect(!separators.contains { $0.row == 1 || $0.row == 2 })
        let third = try #require(layout.cell(section: 0, row: 3))
        let line = try #require(separators.first { $0.row == 3 })
        #expect(line.frame == Rect(x: 80, y: third.frame.minY, width: 298, height: 1))
        #expect(line.fill == .solid(Color(hex: "#E8E8E8")!))
        // A row without a favicon starts its text where the favicon would (x 36).
        #expect(layout.cell(section: 0, row: 2)?.part(.title)?.frame.minX == 36)
    }

    @Test func onAnIPadTheSelectionIsEightPointsInAndRightToLeftMirrorsTheRow() throws {
        let pad = try Self.layout(Self.rows, extra: "device: ipad-pro-11")
        let fill = try #require(pad.cell(section: 0, row: 1)?.part(.rowSelection))
        let width = try #require(pad.cell(section: 0, row: 1)).frame.width
        #expect(fill.frame.minX == 8 && abs(fill.frame.maxX - (width - 8)) < 1e-9)

        let rtl = try Self.layout(Self.rows, extra: "size: {width: 390, height: 700}\nlayoutDirection: rightToLeft")
        let row = try #require(rtl.cell(section: 0, row: 0))
        func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }
        #expect(near(row.part(.unreadDot)?.frame.minX, 390 - 27))
        #expect(near(row.part(.avatar)?.frame.minX, 390 - 72))
        #expect(near(row.part(.title)?.frame.maxX, 390 - 80))
        let line = try #require(rtl.items(.separator).first { $0.row == 3 })
        #expect(near(line.frame.minX, 12) && near(line.frame.maxX, 310))
    }

    @Test func dynamicTypeSpreadsTheLinesAndTheSpecCapsTheTitle() throws {
        // Body at extraExtraExtraLarge is 23 pt: the pitch 22 × 23 / 17, rounded to 30.
        let big = try Self.layout("""
                    - {layout: timeline, title: "\(Self.long)", detail: Summary, time: "1:00 PM"}
            """, extra: "size: {width: 390, height: 900}\ncontentSizeCategory: extraExtraExtraLarge")
        let title = try #require(big.cell(section: 0, row: 0)?.part(.title)?.text)
        #expect(title.lines.count == 4 && title.font.size > 17)
        #expect(title.lines[1].origin.y - title.lines[0].origin.y == 30)
        #expect(big.cell(section: 0, row: 0)?.part(.detail) == nil)
        // `titleLines` caps the title; the summary takes the rest of the four lines.
        let capped = try Self.layout("""
                    - {layout: timeline, title: "\(Self.long)", titleLines: 2, detail: "\(Self.long)", time: "1:00 PM"}
            """)
        let row = try #require(capped.cell(section: 0, row: 0))
        #expect(row.part(.title)?.text?.lines.count == 2 && row.part(.detail)?.text?.lines.count == 2)
    }

    @Test func aShortArticleAmongFourLineOnesIsARowOfAnotherHeightInThePlainList() throws {
        // At 3x: 118.82 rounds to 356 px (118.667 pt), a one-line row's 52.82 to 158 px (52.667);
        // the lint names them to a thousandth of a point.
        let prepared = try LayoutHarness.prepare("""
            theme: ios26
            size: {width: 390, height: 700}
            table:
              sections:
                - rows:
                    - {layout: timeline, title: "\(Self.long)", time: "1:00 PM"}
                    - {layout: timeline, title: "\(Self.long)", time: "1:01 PM"}
                    - {layout: timeline, title: Short, time: "1:02 PM"}
            """)
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 3)
        #expect(layout.cell(section: 0, row: 0)?.frame.height == 356.0 / 3)
        let warnings = Linter.warnings(for: prepared, layout: layout, disabled: [])
        #expect(warnings.map(\.message) == ["rows of different heights in a plain table: this row is 52.667 pt, the others 118.667 pt"])
    }

    @Test func atAnAccessibilitySizeTheTimeStacksUnderTheFeedsName() throws {
        let layout = try Self.layout("""
                    - {layout: timeline, title: Short, subtitle: kottke.org, time: "1:00 PM"}
            """, extra: "size: {width: 390, height: 900}\ncontentSizeCategory: accessibilityMedium")
        let row = try #require(layout.cell(section: 0, row: 0))
        let name = try #require(row.part(.subtitle)), time = try #require(row.part(.timestamp))
        // No favicon: the text from x 36 to 378, the name the whole width.
        #expect(time.frame.minX == 36 && name.frame.minX == 36 && time.frame.minY == name.frame.maxY)
        #expect(name.frame.width == 342 && (time.text?.lines.first?.origin.y ?? 0) > (name.text?.lines.first?.origin.y ?? 0))
        // The row holds the second footer line above its bottom padding.
        #expect(row.frame.maxY >= time.frame.maxY)
    }

    @Test func aReadStarredArticleHasAYellowStarWhereTheDotIsAndOnlyTheTimelineDrawsOne() throws {
        let layout = try Self.layout("""
                    - {layout: timeline, starred: true, title: Read and starred, time: "1:00 PM"}
                    - {layout: timeline, starred: true, unread: true, title: Unread and starred, time: "1:01 PM"}
            """)
        let theme = try LayoutHarness.prepare("theme: ios26\n").theme
        let star = try #require(layout.cell(section: 0, row: 0)?.parts.first { $0.symbol != nil })
        // 16 pt centred on the dot's centre (20, 16).
        #expect(star.frame == Rect(x: 12, y: 8, width: 16, height: 16))
        #expect(star.symbol?.color == .solid(theme[.systemYellow]))
        // An unread row shows its dot, not the star.
        let unread = try #require(layout.cell(section: 0, row: 1))
        #expect(unread.part(.unreadDot) != nil && !unread.parts.contains { $0.symbol != nil })
        #expect(Self.errors("""
            theme: ios26
            table: {sections: [{rows: [{title: Mail, starred: true}]}]}
            """) == ["/table/sections/0/rows/0/starred: starred draws a star in the timeline layout's dot column; this row's layout is none; add layout: timeline, or remove starred"])
    }

    static func errors(_ source: String) -> [String] { LayoutHarness.errors(source) }
}
