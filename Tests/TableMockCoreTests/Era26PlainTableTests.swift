import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// iOS 26's plain UITableView, as AccessibilitySnapshot's iOS 26.2 reference image
/// `testTableHitTarget_26_2_402x874@3x.png` (cashapp/AccessibilitySnapshot, commit 1df45de4)
/// measures it: a UITableViewController of three "Hello World" cells with a UISwitch, on the
/// iPhone 17 Pro (402 pt) at 3x, large text. Numbers read off that render (points, from the
/// table's top at 62 there): rows 53.0 apart (52 of content view, then the 1-pt separator);
/// separators x 20.0-382.0, 1 pt, on each row's last point; the title's ink from x 21.67
/// ('H', origin 20), its baseline 32.5-32.67 into the row; the switch x 319.0-382.0, 28 tall,
/// 12.67 under the row's top. The theme keys are in Themes/data/ios26.json (table, rows and
/// switch groups: `plain…`), weak: one render.
@Suite struct Era26PlainTableTests {
    static let helloWorld = """
        table:
          style: plain
          sections:
            - rows:
                - {title: Hello World, accessory: {switch: false}}
                - {title: Hello World, accessory: {switch: false}}
                - {title: Hello World, accessory: {switch: false}}
        """

    static func layout(_ body: String = helloWorld, scale: Double = 3, theme: String = "ios26", device: String = "iphone-17-pro",
                       extra: String = "") throws -> TableLayout {
        try LayoutHarness.layout("theme: \(theme)\ndevice: \(device)\nstatusBar: {blank: true}\nhomeIndicator: false\n\(extra)" + body,
                                 scale: scale)
    }

    static func cells(_ layout: TableLayout) throws -> [LayoutItem] {
        try (0..<3).map { try #require(layout.cell(section: 0, row: $0)) }
    }

    /// 53 pt from row to row at every scale: the 52-pt content view (20.29 + 2 x 15.83,
    /// on the pixel grid) and the separator UIKit adds under a self-sized cell.
    @Test(arguments: [3.0, 2, 1])
    func rowsAre53PointsApart(scale: Double) throws {
        let cells = try Self.cells(Self.layout(scale: scale))
        for (a, b) in zip(cells, cells.dropFirst()) { #expect(abs(b.frame.minY - a.frame.minY - 53) < 1e-9) }
        for cell in cells { #expect(abs(cell.frame.height - 53) < 1e-9) }
    }

    /// The row follows the text size: San Francisco's line at the title's size between the
    /// same paddings, plus the separator: 52 at medium (16-pt body: 19.09 + 31.67 = 50.76,
    /// 51 on the grid), 53 at large, 60.33 at extraExtraExtraLarge (23 pt: 27.45 + 31.67).
    @Test(arguments: [("medium", 52.0), ("large", 53), ("extraExtraExtraLarge", 60.333)])
    func rowsFollowTheTextSize(category: String, pitch: Double) throws {
        let cells = try Self.cells(Self.layout(extra: "contentSizeCategory: \(category)\n"))
        #expect(abs(cells[1].frame.minY - cells[0].frame.minY - pitch) < 0.001, "\(category)")
    }

    /// The separators run from the 20-pt margin to 20 pt short of the right edge, 1 pt thick,
    /// on the row's last point (render: y 114-115 under the row 62-115; x 20.0-382.0).
    @Test func separatorsAreInsetTheMarginOnBothSides() throws {
        let layout = try Self.layout()
        let cells = try Self.cells(layout)
        let separators = layout.items(.separator)
        #expect(separators.count == 3)
        for (cell, line) in zip(cells, separators) {
            #expect(line.frame.minX == 20)
            #expect(line.frame.maxX == 382)
            #expect(line.frame.height == 1)
            #expect(abs(line.frame.maxY - cell.frame.maxY) < 1e-9)
        }
    }

    /// The title starts on the margin and its baseline sits 32.54 pt into the 53-pt row:
    /// San Francisco's line box centred in the whole row (the render's ink ends 32.67 in).
    /// The switch ends on the margin (x 382) and is centred in the row (12.5 under its top;
    /// the render's 12.67 is that rounded to its pixel grid).
    @Test func theTitleAndTheSwitchSitOnTheMargins() throws {
        let cell = try #require(try Self.cells(Self.layout()).first)
        let title = try #require(cell.part(.title))
        #expect(title.frame.minX == 20)
        let baseline = try #require(title.text?.lines.first?.origin.y) - cell.frame.minY
        #expect(baseline > 32.33 && baseline <= 32.67, "baseline \(baseline) into the row")
        let toggle = try #require(cell.part(.accessory))
        #expect(toggle.frame.minX == 319 && toggle.frame.maxX == 382)
        #expect(toggle.frame.height == 28)
        #expect(abs(toggle.frame.midY - cell.frame.midY) < 1e-9)
    }

    /// Right to left the same geometry mirrored: the separators are symmetric (20 from each
    /// edge), the switch starts 20 pt from the left edge, the title ends 20 pt from the right.
    @Test func rightToLeftMirrorsTheRow() throws {
        let layout = try Self.layout(extra: "layoutDirection: rightToLeft\n")
        let cell = try #require(try Self.cells(layout).first)
        let line = try #require(layout.items(.separator).first)
        #expect(line.frame.minX == 20 && line.frame.maxX == 382)
        let toggle = try #require(cell.part(.accessory))
        #expect(toggle.frame.minX == 20 && toggle.frame.maxX == 83)
        let title = try #require(cell.part(.title))
        #expect(abs(title.frame.maxX - 382) < 1e-9)
    }

    /// Below 400 pt (the 390-pt iPhone 16e) the plain table keeps the 16-pt margin: the
    /// separators 16 from each edge.
    @Test func aNarrowerPhoneKeepsThe16PointMargin() throws {
        let layout = try Self.layout(device: "iphone-16e")
        let line = try #require(layout.items(.separator).first)
        #expect(line.frame.minX == 16 && line.frame.maxX == 374)
        let toggle = try #require(try Self.cells(layout).first?.part(.accessory))
        #expect(toggle.frame.maxX == 374)
    }

    /// The plain table's keys are UIKit's: a SwiftUI List keeps its 51-pt rows and 16-pt
    /// margin on the same phone, and a UIKit inset-grouped table its 51-pt rows, 16-pt cards
    /// and separators to the card's edge (no iOS 26 render of either on the 402-pt phone
    /// says otherwise but AccessibilitySnapshot's SwiftUI list, whose cards sit at 16).
    @Test func swiftUIAndGroupedTablesKeepTheirModel() throws {
        let swiftUI = try Self.layout(Self.helloWorld.replacingOccurrences(of: "style: plain", with: "style: plain\n  host: swiftUI"))
        let s = try Self.cells(swiftUI)
        #expect(s[1].frame.minY - s[0].frame.minY == 51)
        #expect(try #require(swiftUI.items(.separator).first).frame.minX == 16)

        let grouped = try Self.layout(Self.helloWorld.replacingOccurrences(of: "style: plain", with: "style: insetGrouped"))
        let g = try Self.cells(grouped)
        #expect(g[1].frame.minY - g[0].frame.minY == 51)
        #expect(g[0].frame.minX == 16)
        #expect(try #require(grouped.items(.separator).first).frame.maxX == 386)
    }

    /// A spec's separatorInset still wins: `trailing: 0` runs the separator to the edge
    /// again, a leading inset moves its start.
    @Test func aSpecsSeparatorInsetWins() throws {
        let layout = try Self.layout(Self.helloWorld.replacingOccurrences(of: "style: plain", with: "style: plain\n  separatorInset: {leading: 60, trailing: 0}"))
        let line = try #require(layout.items(.separator).first)
        #expect(line.frame.minX == 60 && line.frame.maxX == 402)
    }

    /// The safe area of a Dynamic Island phone starts 5 pt under its status bar on iOS 26: the
    /// table without a bar at 62 (the render's first row at 62.0) and the navigation bar 62-106
    /// (AccessibilitySnapshot's testNavBarBackButtonTraitsWithTitles_26_2: the glass back
    /// button 16-60 x 62-106); the notch's 47 stays; ios15 keeps the bar's bottom (57).
    @Test func theSafeAreaStarts62PointsDownOnTheIPhone17Pro() throws {
        #expect(try #require(Self.layout().cell(section: 0, row: 0)).frame.minY == 62)
        let barred = try Self.layout(extra: "navigationBar: {title: Second, backButton: First}\n")
        let bar = try #require(barred.items(.navigationBar).first)
        #expect(bar.frame.minY == 62)
        #expect(try #require(barred.cell(section: 0, row: 0)).frame.minY == 106)
        #expect(try #require(Self.layout(device: "iphone-16e").cell(section: 0, row: 0)).frame.minY == 47)
        #expect(try #require(Self.layout(theme: "ios15").cell(section: 0, row: 0)).frame.minY == 57)
    }

    /// Other eras are untouched: ios15's plain table on the same phone keeps 44-pt rows and
    /// separators from the 16-pt margin to the edge.
    @Test func ios15KeepsItsPlainTable() throws {
        let layout = try Self.layout(theme: "ios15")
        let cells = try Self.cells(layout)
        #expect(cells[1].frame.minY - cells[0].frame.minY == 44)
        let line = try #require(layout.items(.separator).first)
        #expect(line.frame.minX == 16 && line.frame.maxX == 402)
    }
}
