import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// `contentSizeCategory`: text styles scaled by the theme's Dynamic Type table, self-sizing
/// rows (San Francisco's line height, 1.1934 em, between margins of half a line rounded up),
/// and the errors. Row heights do not depend on the measurer, so they are UIKit's numbers.
@Suite struct DynamicTypeTests {
    static func screen(_ category: String, theme: String = "ios13", rows: String = "[{title: A}, {title: B}]") -> String {
        """
        theme: \(theme)
        device: iphone-5
        contentSizeCategory: \(category)
        table: {sections: [{rows: \(rows)}]}
        """
    }

    /// Body rows: 44 pt up to the size where the text needs more (UIKit's minimum), then
    /// line + 2 x ceil(line / 2), snapped to the 2x pixel grid: 127 pt at AX5 as in render 03.
    @Test(arguments: [
        ("extraSmall", 14.0, 44.0), ("large", 17, 44), ("extraExtraExtraLarge", 23, 55.5),
        ("accessibilityMedium", 28, 67.5), ("accessibilityLarge", 33, 79.5), ("accessibilityExtraLarge", 40, 95.5),
        ("accessibilityExtraExtraLarge", 47, 114), ("accessibilityExtraExtraExtraLarge", 53, 127),
    ])
    func bodyRowsSelfSize(category: String, size: Double, height: Double) throws {
        let layout = try LayoutHarness.layout(Self.screen(category))
        for r in 0..<2 {
            let cell = try #require(layout.cell(section: 0, row: r))
            #expect(cell.frame.height == height, "row \(r) at \(category)")
            #expect(cell.frame.minY == Double(r) * height)
            #expect(cell.part(.title)?.text?.font.size == size)
        }
    }

    @Test func everyTableTextStyleScalesButTheIndexAndBars() throws {
        let prepared = try LayoutHarness.prepare(Self.screen("accessibilityExtraExtraExtraLarge"))
        let theme = prepared.theme
        #expect(theme.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        // Apple's AX5 sizes: body 53, caption1 43, footnote 44, headline 53, subheadline 49, large title 60.
        let expected: [TextRole: Double] = [
            .cellTitle: 53, .groupedCellTitle: 53, .subtitleTitle: 53, .subtitleDetail: 43, .value1Title: 53, .value1Detail: 53,
            .value2Title: 44, .value2Detail: 44, .plainHeader: 53, .plainFooter: 49, .groupedHeader: 44, .groupedFooter: 44,
            .tableHeader: 44, .tableFooter: 44, .accessoryText: 53, .deleteButton: 53, .loading: 53, .largeTitle: 60,
            // UIKit keeps these: the index's bold 11, bar titles and buttons, the status bar.
            .index: 11, .navigationTitle: 17, .barButton: 17, .statusBarTime: 12, .tabBarTitle: 10,
        ]
        for (role, size) in expected { #expect(theme[role].font.size == size, "\(role)") }
        #expect(theme.unscaled(.cellTitle).font.size == 17)
        // Metrics that follow a style: the plain header bar (headline), the large-title area.
        #expect(theme[.plainHeaderHeight] == (28.0 * 53 / 17).rounded())
        #expect(theme[.navigationBarLargeTitleHeight] == (52.0 * 60 / 34).rounded())
        #expect(theme[.rowHeight] == 44)
    }

    /// A style whose theme size is not Apple's default scales in proportion (ios7's 14-pt
    /// value2 labels follow footnote, 13 at large).
    @Test func aThemeSizeScalesInProportion() throws {
        let theme = try LayoutHarness.prepare(Self.screen("extraExtraLarge", theme: "ios7")).theme
        #expect(theme[.value2Title].font.size == 14.0 * 17 / 13)
        #expect(theme[.cellTitle].font.size == 21)
    }

    /// Subtitle rows stack both lines; value1 sets them side by side; an explicit height wins.
    @Test func cellStylesAndExplicitHeights() throws {
        let layout = try LayoutHarness.layout(Self.screen("accessibilityExtraLarge", rows: """
            [{style: subtitle, title: A, detail: B}, {style: value1, title: A, detail: B}, {title: A, height: 60}, {style: subtitle, title: A}]
            """))
        let line = 1.193359375
        // AX3: body 40 (line 47.73), caption1 32 (38.19); margins ceil(47.73 / 2) = 24.
        let subtitle = 40 * line + 32 * line + 48
        #expect(layout.cell(section: 0, row: 0)?.frame.height == (subtitle * 2).rounded() / 2)
        #expect(layout.cell(section: 0, row: 1)?.frame.height == 95.5)
        #expect(layout.cell(section: 0, row: 2)?.frame.height == 60)
        #expect(layout.cell(section: 0, row: 3)?.frame.height == 95.5)
        // A table rowHeight is fixed too, as UITableView.rowHeight other than automatic.
        let fixed = try LayoutHarness.layout(Self.screen("accessibilityExtraLarge").replacingOccurrences(
            of: "table: {", with: "table: {rowHeight: 50, "))
        #expect(fixed.cell(section: 0, row: 0)?.frame.height == 50)
    }

    /// Without the key rows keep the fixed 44 pt even when a subtitle would need more.
    @Test func withoutTheKeyRowsKeepTheirHeight() throws {
        let source = "device: iphone-5\ntable: {sections: [{rows: [{style: subtitle, title: A, detail: B}]}]}\n"
        #expect(try LayoutHarness.layout(source).cell(section: 0, row: 0)?.frame.height == 44)
        #expect(try LayoutHarness.layout("contentSizeCategory: large\n" + source).cell(section: 0, row: 0)?.frame.height == 56.5)
    }

    /// At the accessibility sizes separators are 1 pt thick and end at the row's bottom.
    @Test(arguments: [("large", 0.5), ("extraExtraExtraLarge", 0.5), ("accessibilityMedium", 1.0)])
    func separatorThickness(category: String, thickness: Double) throws {
        let layout = try LayoutHarness.layout(Self.screen(category))
        let cell = try #require(layout.cell(section: 0, row: 0))
        let separator = try #require(layout.items(.separator).first { $0.row == 0 })
        #expect(separator.frame.height == thickness)
        #expect(separator.frame.maxY == cell.frame.maxY)
    }

    /// A plain table's empty-row separators keep the pitch of a self-sized one-line row.
    @Test func fillerSeparatorsFollowTheRowHeight() throws {
        let layout = try LayoutHarness.layout(Self.screen("accessibilityLarge"))
        let ys = layout.items(.separator).map(\.frame.maxY)
        #expect(ys == (1...7).map { Double($0) * 79.5 })
        #expect(layout.items(.separator).allSatisfy { $0.frame.height == 1 })
    }

    /// Headers grow with their text: the plain bar by headline's scale, a grouped header by
    /// its line's growth (its margins stay).
    @Test func headersGrow() throws {
        let plain = try LayoutHarness.layout(Self.screen("accessibilityExtraLarge", rows: "[{title: A}]")
            .replacingOccurrences(of: "{rows:", with: "{header: H, rows:"))
        #expect(plain.items(.sectionHeader).first?.frame.height == (28.0 * 40 / 17).rounded())
        let grouped = { (category: String) throws -> Double in
            let layout = try LayoutHarness.layout(Self.screen(category, rows: "[{title: A}]")
                .replacingOccurrences(of: "table: {", with: "table: {style: grouped, ")
                .replacingOccurrences(of: "{rows:", with: "{header: H, rows:"))
            return try #require(layout.items(.sectionHeader).first).frame.height
        }
        // The fake font's line is 1.0 em: footnote 13 -> 33 at AX3 adds 20 pt.
        #expect(try grouped("accessibilityExtraLarge") - grouped("large") == 20)
    }

    @Test(arguments: ["ios2", "ios6"])
    func preIOS7ThemesRefuseANonDefaultSize(theme: String) throws {
        let era = theme == "ios2" ? "iPhone OS 2 to 3" : "iOS 4 to 6"
        do {
            _ = try LayoutHarness.prepare("theme: \(theme)\ncontentSizeCategory: accessibilityLarge\n")
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            let text = try #require(error.diagnostics.first?.description)
            #expect(error.diagnostics.count == 1)
            #expect(text.hasPrefix(#"test.yaml:2:22: error: /contentSizeCategory: Dynamic Type came with iOS 7; theme "\#(theme)" draws "#))
            #expect(text.contains(#"contentSizeCategory "accessibilityLarge" cannot scale its text"#), "\(text) (\(era))")
        }
        // The default size is what these eras drew: accepted.
        _ = try LayoutHarness.prepare("theme: \(theme)\ncontentSizeCategory: large\n")
    }

    @Test func aMisspeltCategoryGetsASuggestion() throws {
        do {
            _ = try LayoutHarness.prepare(#"{"theme": "ios13", "contentSizeCategory": "acessibilityExtraLarge"}"#, file: "s.json")
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == [
                #"s.json:1:43: error: /contentSizeCategory: unknown content size category "acessibilityExtraLarge"; did you mean "accessibilityExtraLarge"?"#,
            ])
        }
    }

    /// Theme files: a text style naming an unknown Dynamic Type style, and a table row that
    /// lacks a category, are errors at their place.
    @Test func themeTableErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dyntype-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        func problems(_ theme: String) throws -> [String] {
            try Data(theme.utf8).write(to: dir.appendingPathComponent("t.json"))
            let result = Result { () throws(DiagnosticError) -> PreparedSpec in
                try PreparedSpec.prepare(data: Data("theme: t.json\n".utf8), file: "s.yaml",
                                         specURL: dir.appendingPathComponent("s.yaml"), themes: LayoutHarness.themes())
            }
            guard case .failure(let error) = result else { return [] }
            return error.diagnostics.map(\.description)
        }
        let incomplete = try problems(#"""
            {"extends": "ios7",
             "dynamicType": {"sizes": {"tiny": {"extraSmall": 9}}},
             "textStyles": {"cellTitle": {"font": "regular", "size": 17, "color": "label", "dynamicType": "bdy"}}}
            """#)
        #expect(incomplete.count == 1)
        #expect(incomplete.first?.contains(#"2:36: error: /dynamicType/sizes/tiny: Dynamic Type text style "tiny" has no size for small, medium, large"#) == true,
                "\(incomplete)")
        let misspelt = try problems(#"""
            {"extends": "ios7",
             "textStyles": {"cellTitle": {"font": "regular", "size": 17, "color": "label", "dynamicType": "bdy"}}}
            """#)
        #expect(misspelt.count == 1)
        #expect(misspelt.first?.contains(#"/textStyles/cellTitle/dynamicType: unknown Dynamic Type text style "bdy"; did you mean "body"?"#) == true,
                "\(misspelt)")
        try? FileManager.default.removeItem(at: dir)
    }
}
