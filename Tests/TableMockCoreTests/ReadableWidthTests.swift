import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// UITableView.cellLayoutMarginsFollowReadableWidth: on a wide screen the cells' content keeps
/// inside the readable content guide (672 pt at the default text size, centred within the
/// layout margins). UIKit's default was on in iOS 9 to 11 only: the built-in themes, whose
/// ranges (`ios7`: 7-10, `ios11`: 11-12) take the ends without it, leave it off.
@Suite struct ReadableWidthTests {
    static func spec(theme: String, orientation: String = "landscape", style: String = "grouped", follows: Bool? = nil,
                     extra: String = "") -> String {
        """
        theme: \(theme)
        device: ipad-pro-11
        orientation: \(orientation)
        \(extra)table:
          style: \(style)
        \(follows.map { "  cellLayoutMarginsFollowReadableWidth: \($0)\n" } ?? "")  sections:
            - header: About
              footer: Shown to other devices.
              rows:
                - {title: Name, style: value1, detail: iPad, accessory: disclosureIndicator}
                - {title: Version, style: value1, detail: "11.4"}
        """
    }

    struct Geometry: Equatable, CustomStringConvertible {
        var title, detailEnd, accessoryEnd, separator, header, footer: Double
        var description: String { "title \(title) detailEnd \(detailEnd) accessoryEnd \(accessoryEnd) separator \(separator) header \(header) footer \(footer)" }
    }

    static func geometry(_ source: String) throws -> (Geometry, cells: [Rect]) {
        let layout = try LayoutHarness.layout(source)
        let first = try #require(layout.cell(section: 0, row: 0)), second = try #require(layout.cell(section: 0, row: 1))
        let separator = try #require(layout.items(.separator).map(\.frame).filter { $0.minY > first.frame.minY + 1 }.min { $0.minY < $1.minY })
        let g = Geometry(title: try #require(first.part(.title)).frame.minX, detailEnd: try #require(second.part(.detail)).frame.maxX,
                         accessoryEnd: try #require(first.part(.accessory)).frame.maxX, separator: separator.minX,
                         header: try #require(layout.items(.sectionHeader).first?.part(.title)).frame.minX,
                         footer: try #require(layout.items(.sectionFooter).first?.part(.title)).frame.minX)
        return (g, [first.frame, second.frame])
    }

    /// iOS 9 and 10 (`ios7` with the key on) on an iPad Pro 11 in landscape: 1194 wide, 20-pt margins, the
    /// guide 672 wide from x 261 (20 + (1154 - 672) / 2) to 933; the rows keep the full width.
    @Test func iOS9To10FollowTheReadableWidth() throws {
        let (g, cells) = try Self.geometry(Self.spec(theme: "ios7", follows: true))
        #expect(g.title == 261 && g.separator == 261 && g.header == 261 && g.footer == 261, "\(g)")
        #expect(g.detailEnd == 933, "\(g)")
        // The chevron keeps the theme's inset from the row's end, moved in as the text is: 241 pt.
        #expect(g.accessoryEnd == 1194 - 15 - 241, "\(g)")
        #expect(cells.allSatisfy { $0.minX == 0 && $0.width == 1194 })
        // Off (the default): the layout margin.
        let (off, _) = try Self.geometry(Self.spec(theme: "ios7"))
        #expect(off.title == 20 && off.separator == 20 && off.detailEnd == 1174 && off.accessoryEnd == 1179, "\(off)")
    }

    /// In portrait the guide is narrower than in landscape only by what the margins leave:
    /// 834 wide, from x 81 (20 + (794 - 672) / 2) to 753.
    @Test func portrait() throws {
        let (g, _) = try Self.geometry(Self.spec(theme: "ios7", orientation: "portrait", follows: true))
        #expect(g.title == 81 && g.detailEnd == 753 && g.separator == 81, "\(g)")
    }

    /// Off by default in every built-in theme (`ios11` as the iPad render beside uikit render 01,
    /// iOS 12, shows it; iOS 13 to 26 as UIKit); the key turns it on. Inset grouped
    /// cards keep their place at the layout margin, their content moves in.
    @Test func offByDefaultFromIOS12AndTheKeyTurnsItOn() throws {
        // The card at its margin (16 to iOS 18, 20 on iOS 26), the text 20 inside it.
        let (ios11, _) = try Self.geometry(Self.spec(theme: "ios11"))
        #expect(ios11.title == 20 && ios11.separator == 20, "\(ios11)")
        for (theme, x) in [("ios13", 36.0), ("ios15", 36), ("ios26", 40)] {
            let (g, _) = try Self.geometry(Self.spec(theme: theme, style: "insetGrouped"))
            #expect(g.title == x && g.header == x, "\(theme): \(g)")
        }
        for theme in ["ios2", "ios6", "ios7"] {
            let (g, _) = try Self.geometry(Self.spec(theme: theme))
            #expect(g.title < 30, "\(theme): \(g)")
        }
        let (on, cells) = try Self.geometry(Self.spec(theme: "ios15", style: "insetGrouped", follows: true))
        #expect(cells.allSatisfy { $0.minX == 16 && $0.maxX == 1178 })
        #expect(on.title == 261 && on.separator == 261 && on.header == 261 && on.detailEnd == 933, "\(on)")
    }

    /// The guide grows with Dynamic Type (the body style's size: 672 x 19 / 17 = 751 at
    /// extraLarge, 672 x 23 / 17 = 909 at extraExtraExtraLarge).
    @Test func theReadableWidthGrowsWithDynamicType() throws {
        let (xl, _) = try Self.geometry(Self.spec(theme: "ios7", follows: true, extra: "contentSizeCategory: extraLarge\n"))
        #expect(xl.title == 221.5, "\(xl)")
        let (xxxl, _) = try Self.geometry(Self.spec(theme: "ios7", follows: true, extra: "contentSizeCategory: extraExtraExtraLarge\n"))
        #expect(xxxl.title == 142.5, "\(xxxl)")
    }

    /// A screen narrower than the guide and its margins keeps the layout margin: a phone, a
    /// 320-pt split view column.
    @Test func aNarrowScreenKeepsItsMargin() throws {
        let phone = try LayoutHarness.layout("theme: ios11\ndevice: iphone-8\ntable: {style: grouped, sections: [{rows: [{title: A}]}]}\n")
        #expect(phone.cell(section: 0, row: 0)?.part(.title)?.frame.minX == 16)
        let split = try LayoutHarness.layout("""
            theme: ios7
            device: ipad-pro-11
            orientation: landscape
            splitView:
              primary: {table: {style: grouped, cellLayoutMarginsFollowReadableWidth: true, sections: [{rows: [{title: Inbox}]}]}}
              secondary: {table: {style: grouped, cellLayoutMarginsFollowReadableWidth: true, sections: [{rows: [{title: Body}]}]}}
            """)
        let cells = split.items(.cell)
        #expect(cells.map(\.region) == [.primary, .secondary])
        // The primary: 320 wide, 15-pt margin. The secondary: 873.5 wide from 320.5, its guide from 20 + (833.5 - 672) / 2 in.
        #expect(cells[0].part(.title)?.frame.minX == 15)
        #expect(cells[1].part(.title)?.frame.minX == 320.5 + 20 + (833.5 - 672) / 2)
    }

    @Test func theKeyIsCheckedAsUIKitsPropertyIsNamed() {
        let wrong = LayoutHarness.errors("table:\n  cellLayoutMarginsFollowReadableWidht: true\n  sections: [{rows: [{title: A}]}]\n")
        #expect(wrong == [#"/table: unknown key "cellLayoutMarginsFollowReadableWidht"; did you mean "cellLayoutMarginsFollowReadableWidth"?"#])
        let number = LayoutHarness.errors("table:\n  cellLayoutMarginsFollowReadableWidth: 3\n  sections: [{rows: [{title: A}]}]\n")
        #expect(number == ["/table/cellLayoutMarginsFollowReadableWidth: expected true or false, found the number 3"])
    }
}
