import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// iOS 26's navigation subtitle (`navigationBar.subtitle`, UINavigationItem.subtitle) and the
/// iPadOS 26 sidebar column (uikit-ipad-lists 03, 06). Laid out with the fixed-advance measurer
/// on the built-in ios26 theme; the numbers are the theme's measured values (ios26.json).
@Suite struct NavigationSubtitleTests {
    static func phone(_ bar: String, extra: String = "", theme: String = "ios26") -> String {
        """
        theme: \(theme)
        device: iphone-13
        \(extra)
        statusBar: {time: "6:22"}
        navigationBar: \(bar)
        table:
          style: insetGrouped
          sections:
            - rows: [{title: Today}, {title: Starred}]
        """
    }

    static func bar(_ layout: TableLayout) throws -> LayoutItem { try #require(layout.items(.navigationBar).first) }

    static func baseline(_ part: LayoutPart?) -> Double { part?.text?.lines.first?.origin.y ?? .nan }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

    @Test func anInlineTitleAndItsSubtitleShareTheBar() throws {
        let layout = try LayoutHarness.layout(Self.phone("{title: Today, subtitle: 27 Unread, rightItems: [Edit]}"), scale: 3)
        let bar = try Self.bar(layout)
        let title = try #require(bar.parts.first { $0.kind == .title })
        let subtitle = try #require(bar.parts.first { $0.kind == .subtitle })
        // The bar from 47 (iPhone 13): the title's baseline 20.5 down, the subtitle's 35 (render 03).
        #expect(Self.near(Self.baseline(title), 47 + 20.5))
        #expect(Self.near(Self.baseline(subtitle), 47 + 35))
        // The title smaller than alone (15 against 17), the subtitle 12 in secondaryLabel.
        #expect(title.text?.font.size == 15 && subtitle.text?.font.size == 12)
        #expect(subtitle.text?.color == Color(hex: "#3C3C4399"))
        // Both centred on the screen.
        #expect(abs(title.frame.midX - 195) < 0.34 && abs(subtitle.frame.midX - 195) < 0.34)
        // Without a subtitle the title is the era's 17-pt one on its own baseline.
        let alone = try Self.bar(try LayoutHarness.layout(Self.phone("{title: Today, rightItems: [Edit]}"), scale: 3))
        let single = try #require(alone.parts.first { $0.kind == .title })
        #expect(Self.near(Self.baseline(single), 47 + 27.5) && single.text?.font.size == 17)
        #expect(!alone.parts.contains { $0.kind == .subtitle })
    }

    @Test func underALargeTitleTheSubtitleHasItsLineAndTheTitleMovesUp() throws {
        let with = try LayoutHarness.layout(Self.phone("{title: Feeds, subtitle: Updated 3 minutes ago, largeTitle: true}"), scale: 3)
        let without = try LayoutHarness.layout(Self.phone("{title: Feeds, largeTitle: true}"), scale: 3)
        let bar = try Self.bar(with)
        let large = try #require(bar.parts.first { $0.kind == .largeTitle })
        let subtitle = try #require(bar.parts.first { $0.kind == .subtitle })
        // Render 06 (the large text size): the bar's row ends at 91; the large title's baseline
        // 49 under it (56.32 alone at the large size), the subtitle's 16.33 under that, both at
        // the layout margin.
        #expect(Self.near(Self.baseline(large), 91 + 49))
        #expect(Self.near(Self.baseline(try #require(Self.bar(without).parts.first { $0.kind == .largeTitle })), 91 + 54.667 * 34 / 33))
        #expect(Self.near(Self.baseline(subtitle), 91 + 49 + 16.333))
        #expect(subtitle.frame.minX == large.frame.minX && subtitle.text?.font.size == 12)
        // The large title's area is 81.33 with the subtitle, 72.47 without (72.33 on the 3x
        // grid): every row 9 pt lower.
        let a = try #require(with.cell(section: 0, row: 0)), b = try #require(without.cell(section: 0, row: 0))
        #expect(abs(a.frame.minY - b.frame.minY - 9) < 0.001)
    }

    @Test func theLargeSubtitleGrowsWithDynamicTypeTheInlineOneDoesNot() throws {
        let extra = "contentSizeCategory: accessibilityMedium"
        let large = try Self.bar(try LayoutHarness.layout(Self.phone("{title: Feeds, subtitle: Updated, largeTitle: true}", extra: extra)))
        let inline = try Self.bar(try LayoutHarness.layout(Self.phone("{title: Feeds, subtitle: Updated}", extra: extra)))
        // caption1 at accessibilityMedium is 22 (ios7.json's Dynamic Type table); the inline
        // subtitle keeps its 12, as UIKit's bar titles keep their size.
        #expect(large.parts.first { $0.kind == .subtitle }?.text?.font.size == 22)
        #expect(inline.parts.first { $0.kind == .subtitle }?.text?.font.size == 12)
    }

    @Test func aSubtitleBeforeIOS26IsOneErrorNamingIOS26() {
        let errors = LayoutHarness.errors(Self.phone("{title: Feeds, subtitle: Updated}", theme: "ios15"))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("/navigationBar/subtitle: a navigation bar's subtitle (UINavigationItem.subtitle) came with iOS 26") == true,
                "\(errors)")
        #expect(errors.first?.contains("\"ios26\"") == true)
        // In a split view's column too, with the column's pointer.
        let split = LayoutHarness.errors("""
            theme: ios15
            device: ipad-pro-13
            orientation: landscape
            splitView:
              primary: {navigationBar: {title: Feeds, subtitle: Updated}, table: {style: sidebar, sections: [{rows: [A]}]}}
              secondary: {navigationBar: {title: B}}
            """)
        #expect(split.contains { $0.contains("/splitView/primary/navigationBar/subtitle: a navigation bar's subtitle") }, "\(split)")
        #expect(split.filter { $0.contains("subtitle") }.count == 1)
        // A misspelt key gets its did-you-mean.
        let typo = LayoutHarness.errors(Self.phone("{title: Feeds, subtitel: Updated}"))
        #expect(typo.first?.contains("did you mean \"subtitle\"?") == true, "\(typo)")
    }

    static let sidebar = """
        theme: ios26
        device: ipad-pro-13
        orientation: landscape
        statusBar: {time: "9:15 AM", date: "Wed Feb 4"}
        homeIndicator: false
        splitView:
          displayMode: oneBesideSecondary
          primary:
            navigationBar: {title: Feeds, subtitle: Updated 5 minutes ago}
            table:
              style: sidebar
              focused: false
              sections:
                - header: {text: Smart Feeds, collapsible: true}
                  rows: [{title: Today, selected: true, accessory: {text: "27"}}, {title: All Unread}]
                - header: {text: On My iPad, collapsible: true}
                  rows: [{title: Daring Fireball}]
          secondary: {navigationBar: {title: Article}}
        """

    @Test func theIPadOS26SidebarAsRender03DrawsIt() throws {
        let layout = try LayoutHarness.layout(Self.sidebar)
        let bar = try #require(layout.items.first { $0.kind == .navigationBar && $0.region == .primary })
        let title = try #require(bar.parts.first { $0.kind == .title })
        let subtitle = try #require(bar.parts.first { $0.kind == .subtitle })
        // Leading in the panel (x 10), 16 in, on the baselines of render 03 (52.5, 67).
        #expect(title.frame.minX == 26 && subtitle.frame.minX == 26)
        #expect(Self.near(Self.baseline(title), 52.5) && Self.near(Self.baseline(subtitle), 67))
        // The rows 50.5 apart, the first at 122.5 (render 03's pill), the pill 16 in from the
        // panel's sides; the next section's first row 46.5 after the last one above (223.5).
        let rows = layout.items.filter { $0.kind == .cell && $0.region == .primary }
        #expect(rows.map(\.frame.minY) == [122.5, 173, 270])
        #expect(rows[0].frame.minX == 26 && rows[0].frame.maxX == 294)
        // The headers' titles: semibold 17 in tertiaryLabel, 16 into the pill's column, their
        // baselines 12.5 above the first row under them; the chevron's box 15 in from the pill's edge.
        let headers = layout.items.filter { $0.kind == .sectionHeader && $0.region == .primary }
        let first = try #require(headers.first?.parts.first { $0.kind == .title }?.text)
        #expect(first.font.size == 17 && first.color == Color(hex: "#3C3C434C"))
        #expect(first.lines.first?.origin.x == 42 && first.lines.first?.origin.y == 110)
        #expect(headers.last?.parts.first { $0.kind == .title }?.text?.lines.first?.origin.y == 270 - 12.5)
        #expect(Self.near(headers.first?.parts.first { $0.kind == .outlineDisclosure }?.frame.maxX ?? 0, 294 - 15))
    }

    @Test func iPadOS26BarsLineUpAcrossTheColumns() throws {
        let layout = try LayoutHarness.layout(Self.sidebar)
        // Render 03: every column's glass items at 32-76 (a 62-pt bar from 24, its row 8 down),
        // every list from 86, the floating panel's glass still from 32.
        let secondary = try #require(layout.items.first { $0.kind == .navigationBar && $0.region == .secondary })
        #expect(secondary.frame.minY == 24 && secondary.frame.height == 62)
        let header = try #require(layout.items.first { $0.kind == .sectionHeader && $0.region == .primary })
        #expect(header.frame.minY == 86)
        #expect(layout.items.first { $0.kind == .sidebarPanel }?.frame == Rect(x: 10, y: 32, width: 300, height: 990))
        // The clock and the date in semibold 15 (12 on iPadOS 14-18).
        let status = try #require(layout.items(.statusBar).first)
        #expect(status.parts.first { $0.kind == .time }?.text?.font.size == 15)
        #expect(status.parts.first { $0.kind == .date }?.text?.font.size == 15)
        let older = try LayoutHarness.layout(Self.sidebar.replacingOccurrences(of: "theme: ios26", with: "theme: ios15")
            .replacingOccurrences(of: ", subtitle: Updated 5 minutes ago", with: ""))
        #expect(older.items(.statusBar).first?.parts.first { $0.kind == .time }?.text?.font.size == 12)
    }

    @Test func aTrailingTextMayStandLowerThanTheRowsMiddle() throws {
        // uikit-ipad-lists 06's reference theme: NetNewsWire's count label half a point low.
        let theme = GoldenImages.repositoryRoot.appendingPathComponent("Tests/References/ipad-lists-06-theme.json").path
        let spec = "theme: \(theme)\ndevice: iphone-13\ntable: {style: insetGrouped, sections: [{rows: [{title: A, accessory: {text: \"21\"}}]}]}\n"
        func baseline(_ source: String) throws -> Double {
            let cell = try #require(try LayoutHarness.layout(source, scale: 3).cell(section: 0, row: 0))
            return try #require(cell.parts.first { $0.kind == .accessory }?.text?.lines.first?.origin.y) - cell.frame.minY
        }
        let offset = try baseline(spec)
        let centred = try baseline(spec.replacingOccurrences(of: theme, with: "ios26"))
        // 0.5 lower, less half the rows' difference (both self-size: 15 + 20.29 + 15, 50.33 at
        // 3x, against ios26's 15.83 + 20.29 + 15.83, 52 at the default text size).
        #expect(abs(offset - centred - (0.5 - (52 - 50.333) / 2)) < 0.001)
    }

    @Test func rightToLeftMirrorsTheLeadingTitleAndItsSubtitle() throws {
        let layout = try LayoutHarness.layout(Self.sidebar + "\nlayoutDirection: rightToLeft")
        let bar = try #require(layout.items.first { $0.kind == .navigationBar && $0.region == .primary })
        let width = layout.canvas.width
        let title = try #require(bar.parts.first { $0.kind == .title })
        let subtitle = try #require(bar.parts.first { $0.kind == .subtitle })
        #expect(abs(title.frame.maxX - (width - 26)) < 0.01 && abs(subtitle.frame.maxX - (width - 26)) < 0.01)
    }

    @Test func theSubtitleIsALayerOfTheNavigationBar() throws {
        let scene = ScenePainter.paint(try LayoutHarness.layout(Self.phone("{title: Today, subtitle: 27 Unread}")))
        let bar = try #require(scene.layers.first { $0.name == "navigationBar" })
        #expect(bar.sublayers.map(\.name).contains("subtitle"))
        #expect(PartKind.subtitle.readableName == "subtitle")
    }

    @Test func aTopSeparatorStandsInTheLowerRowsFirstPoints() throws {
        // uikit-ipad-lists 06's reference theme: NetNewsWire's lists draw each row's top separator.
        let theme = GoldenImages.repositoryRoot.appendingPathComponent("Tests/References/ipad-lists-06-theme.json").path
        let spec = "theme: \(theme)\ndevice: iphone-13\ntable: {style: insetGrouped, sections: [{rows: [{title: A}, {title: B}, {title: C}]}]}\n"
        let layout = try LayoutHarness.layout(spec, scale: 3)
        let lines = layout.items(.separator).filter { $0.row != nil }
        let second = try #require(layout.cell(section: 0, row: 1))
        #expect(lines.count == 2)
        #expect(Self.near(lines.first?.frame.minY ?? 0, second.frame.minY))
        let plain = try LayoutHarness.layout(spec.replacingOccurrences(of: theme, with: "ios26"), scale: 3)
        let row = try #require(plain.cell(section: 0, row: 1))
        #expect(Self.near(plain.items(.separator).filter { $0.row != nil }.first?.frame.maxY ?? 0, row.frame.minY))
    }
}
