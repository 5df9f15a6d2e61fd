import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Composed rows (issue 36): the parts UIKit's list content configuration arranges — image
/// (a monogram avatar, artwork), title, subtitle, detail, time, button, unread dot — at each
/// named layout's place, self-sizing to their text. Laid out with the fixed-advance measurer
/// (0.5 em a character, ascent 0.8 em, descent 0.2 em), so every frame is worked out by hand
/// from the theme's `composedRows` values (ios13: a 40-pt avatar, 12-pt gap, 10-pt padding,
/// 1-pt line gap, 30-pt unread gutter, 62-pt artwork, a 28-pt GET capsule at least 74 wide).
@Suite struct ComposedRowTests {
    static func errors(_ source: String) -> [String] { LayoutHarness.errors(source) }

    static func layout(_ rows: String, theme: String = "ios13", extra: String = "") throws -> TableLayout {
        try LayoutHarness.layout("""
            theme: \(theme)
            size: {width: 375, height: 600}
            \(extra)
            table:
              sections:
                - rows:
            \(rows)
            """)
    }

    static let preview = "See you at eight! I booked the table by the window for the four of us."

    @Test func aMessagesRowHasARoundAvatarInTheGutterTheTimeAndChevronAndATwoLinePreview() throws {
        let layout = try Self.layout("        - {layout: messages, title: Jane, detail: \"\(Self.preview)\", time: Yesterday, image: {initials: JA, background: systemBlue}, unread: true}")
        let cell = try #require(layout.cell(section: 0, row: 0))
        // Two 15-pt preview lines (71 characters at 7.5 pt in 277 pt), a 17-pt title: 17 + 1 + 30
        // between 10-pt paddings = 68, over the 40-pt avatar.
        #expect(cell.frame.height == 68)
        let avatar = try #require(cell.part(.avatar))
        #expect(avatar.frame == Rect(x: 30, y: 14, width: 40, height: 40))
        #expect(avatar.cornerRadius == 20)
        #expect(avatar.text?.text == "JA" && avatar.text?.font.size == 17 && avatar.text?.color == Color(hex: "#FFFFFF"))
        #expect(avatar.fill == .solid(Color(hex: "#007AFF")!))
        let title = try #require(cell.part(.title)), detail = try #require(cell.part(.detail))
        #expect(title.frame.minX == 82 && title.frame.minY == 10 && title.text?.font.weight == 600)
        #expect(detail.frame == Rect(x: 82, y: 28, width: 277, height: 30))
        #expect(detail.text?.lines.count == 2)
        // The time ends 6 pt before a 12-pt chevron at the trailing margin (359), on the title's baseline.
        let theme = try LayoutHarness.prepare("theme: ios13\n").theme
        let chevronWidth = 12 * theme[.disclosureWidth] / theme[.disclosureHeight]
        let time = try #require(cell.part(.timestamp))
        #expect(abs(time.frame.maxX - (359 - chevronWidth - 6)) < 1e-9 && time.frame.width == 67.5)
        #expect(time.text?.lines.first?.origin.y == title.text?.lines.first?.origin.y)
        let chevron = try #require(cell.part(.accessory))
        #expect(abs(chevron.frame.maxX - 359) < 1e-9 && chevron.frame.height == 12)
        // The title stops before the time and its chevron, 12 pt clear.
        #expect(abs(title.frame.width - (277 - (67.5 + 12 + 6 + chevronWidth))) < 1e-9)
        // The unread dot is centred in the 30-pt gutter, on the title's line.
        let dot = try #require(cell.part(.unreadDot))
        #expect(dot.frame == Rect(x: 10, y: 10 + 8.5 - 5, width: 10, height: 10))
        // The separator follows the text.
        let separator = try #require(layout.items(.separator).first { $0.row == 0 })
        #expect(separator.frame.minX == 82)
    }

    @Test func aMailRowSelfSizesToItsSubjectAndTwoLinePreviewWithTheTextAfterTheGutter() throws {
        let layout = try Self.layout("""
                    - {layout: mail, title: Kate Bell, subtitle: "Re: Project plan", detail: "\(Self.preview)", time: "9:41 AM", unread: true}
                    - {layout: mail, title: John Appleseed, subtitle: Lunch, detail: Short, time: Monday}
            """)
        let first = try #require(layout.cell(section: 0, row: 0)), second = try #require(layout.cell(section: 0, row: 1))
        // 17 + 1 + 15 + 1 + 2 × 15 between 10-pt paddings; a short preview keeps the two
        // lines Mail reserves, so every row is one height.
        #expect(first.frame.height == 84 && second.frame.height == 84)
        #expect(second.part(.detail)?.frame.height == 30 && second.part(.detail)?.text?.lines.count == 1)
        #expect(first.part(.title)?.frame.minX == 30 && first.part(.subtitle)?.frame == Rect(x: 30, y: 28, width: 329, height: 15))
        #expect(first.part(.subtitle)?.text?.font.size == 15 && first.part(.subtitle)?.text?.font.weight == 400)
        #expect(first.part(.detail)?.frame.minY == 44)
        #expect(first.part(.avatar) == nil && first.part(.image) == nil)
    }

    @Test func anAppStoreRowHasRoundedArtworkAndAGetCapsuleThatTheTextStopsBefore() throws {
        let layout = try Self.layout("        - {layout: appStore, title: Pages, subtitle: Productivity, image: {symbol: star, background: systemOrange}, button: {title: GET}}")
        let cell = try #require(layout.cell(section: 0, row: 0))
        // The 62-pt artwork between 10-pt paddings.
        #expect(cell.frame.height == 82)
        let art = try #require(cell.part(.image))
        #expect(art.frame == Rect(x: 16, y: 10, width: 62, height: 62))
        #expect(art.symbol?.cornerRadius == 14)
        let button = try #require(cell.part(.rowButton))
        #expect(button.frame == Rect(x: 375 - 16 - 74, y: 27, width: 74, height: 28))
        #expect(button.text?.text == "GET" && button.text?.font.weight == 700)
        #expect(button.text?.color == Color(hex: "#007AFF"))
        let title = try #require(cell.part(.title))
        #expect(title.frame.minX == 90 && title.frame.maxX == button.frame.minX - 12)
        #expect(cell.part(.subtitle)?.text?.color == cell.part(.title).map { _ in LayoutHarnessColors.secondary })
    }

    @Test func aContactRowIsARoundAvatarAndTheNameAtTheMarginAndMirrorsRightToLeft() throws {
        let row = "        - {layout: contact, title: Anna Haro, image: {initials: AH}}"
        let ltr = try #require(try Self.layout(row).cell(section: 0, row: 0))
        #expect(ltr.frame.height == 60)
        #expect(ltr.part(.avatar)?.frame == Rect(x: 16, y: 10, width: 40, height: 40))
        // Without a background the era's monogram grey gradient.
        #expect(ltr.part(.avatar)?.fill == .verticalGradient(top: Color(hex: "#A5ABB8")!, bottom: Color(hex: "#858994")!))
        #expect(ltr.part(.title)?.frame.minX == 68 && ltr.part(.title)?.text?.font.weight == 400)
        let rtl = try #require(try Self.layout(row, extra: "layoutDirection: rightToLeft").cell(section: 0, row: 0))
        #expect(rtl.part(.avatar)?.frame == Rect(x: 375 - 56, y: 10, width: 40, height: 40))
        #expect(abs((rtl.part(.title)?.frame.maxX ?? 0) - (375 - 68)) < 1e-9)
    }

    @Test func dynamicTypeGrowsAComposedRow() throws {
        let row = "        - {layout: mail, title: Kate Bell, subtitle: Subject, detail: Short, time: \"9:41 AM\"}"
        let large = try #require(try Self.layout(row).cell(section: 0, row: 0)?.frame.height)
        let ax = try #require(try Self.layout(row, extra: "contentSizeCategory: accessibilityLarge").cell(section: 0, row: 0)?.frame.height)
        #expect(large == 84)
        // At accessibilityLarge the title (headline) is 33 pt and the subject and two preview
        // lines (subheadline) 30: 33 + 1 + 30 + 1 + 60 between the 10-pt paddings.
        #expect(ax == 145)
    }

    @Test func composedRowsDecodeErrorsAreExactWithSuggestions() {
        func rowErrors(_ row: String) -> [String] { Self.errors("table: {sections: [{rows: [\(row)]}]}\n") }
        #expect(rowErrors("{layout: mial, title: A}") == [
            "/table/sections/0/rows/0/layout: unknown row layout \"mial\"; did you mean \"mail\"?",
        ])
        #expect(rowErrors("{title: A, image: {initials: ABCD}}") == [
            "/table/sections/0/rows/0/image/initials: initials \"ABCD\" have 4 letters; a monogram shows at most 3; write the person's initials, such as \"JA\"",
        ])
        #expect(rowErrors("{title: A, button: {title: \"\"}}") == ["/table/sections/0/rows/0/button/title: the button's title is empty"])
        #expect(rowErrors("{title: A, button: {titel: GET}}") == [
            "/table/sections/0/rows/0/button: unknown key \"titel\"; did you mean \"title\"?",
        ])
        #expect(rowErrors("{title: A, image: {initials: JA, backgrund: systemBlue}}") == [
            "/table/sections/0/rows/0/image: unknown key \"backgrund\"; did you mean \"background\"?",
        ])
        #expect(rowErrors("{title: A, imageShape: circel}") == [
            "/table/sections/0/rows/0/imageShape: unknown image shape \"circel\"; did you mean \"circle\"?",
        ])
        #expect(rowErrors("{title: A, tme: Yesterday}") == [
            "/table/sections/0/rows/0: unknown key \"tme\"; did you mean \"time\"?",
        ])
    }

    @Test func rowsOffScreenAreAsTallAsTheSameRowsDrawn() throws {
        // The table sizes rows it does not draw without laying them out; a long list scrolled
        // to its end must put its last rows exactly where the whole list drawn puts them.
        let rows = (0..<60).map { i in
            i % 2 == 0
                ? "        - {layout: mail, title: Sender \(i), subtitle: Subject, detail: \"\(Self.preview)\", time: Now, unread: true}"
                : "        - {layout: messages, title: Name \(i), detail: Short, time: Now, image: {initials: AB}}"
        }.joined(separator: "\n") + "\n        - {layout: appStore, title: Last, subtitle: Games, image: {symbol: star, background: systemRed}, button: GET}"
        let screen = try Self.layout(rows, extra: "contentOffset: 100000")
        let content = try Self.layout(rows, extra: "height: content")
        #expect(screen.contentHeight == content.contentHeight)
        let last = try #require(content.cell(section: 0, row: 60)), drawn = try #require(screen.cell(section: 0, row: 60))
        #expect(last.frame.height == 82 && drawn.frame.height == 82)
        // Mail rows 84 pt, Messages rows 68 (17 + 1 + 2 × 15 between the paddings), the App Store row 82.
        #expect(content.contentHeight == 30 * 84 + 30 * 68 + 82)
    }

    @Test func aTintReachesTheRowButtonAndTheUnreadDot() throws {
        let layout = try Self.layout("""
                    - {layout: mail, title: A, time: Now, unread: true}
                    - {layout: appStore, title: B, button: GET}
            """, extra: "tint: \"#FF00FF\"")
        let magenta = Color(hex: "#FF00FF")!
        #expect(layout.cell(section: 0, row: 0)?.part(.unreadDot).flatMap { ($0.glyph as? BadgeGlyph)?.fill } == magenta)
        #expect(layout.cell(section: 0, row: 1)?.part(.rowButton)?.text?.color == magenta)
    }
}

enum LayoutHarnessColors {
    /// iOS 13's secondaryLabel, light.
    static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
}
