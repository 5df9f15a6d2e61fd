import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The screens inside a screen: the iOS 26 sidebar's glass panel, a sidebar column's bar,
/// and the lint reading every split view column and the screen under a sheet.
@Suite struct SplitViewScreensTests {
    static let threeColumns26 = """
        theme: ios26
        device: ipad-pro-13
        orientation: landscape
        statusBar: true
        splitView:
          displayMode: twoBesideSecondary
          primary: {navigationBar: {title: Feeds}, table: {style: sidebar, sections: [{rows: [{title: Today, selected: true}]}]}}
          supplementary: {navigationBar: Today, table: {sections: [{rows: [{title: A lovely drawing, selected: true}]}]}}
          secondary: {navigationBar: Article, table: {sections: [{rows: [{title: Body}]}]}}
        """

    /// References 03/04: the panel x 10-310 from 8 pt under the 24-pt status bar to 10 pt above
    /// the bottom, drawn as the glass node (blur, translucent face, even rim, soft shadow),
    /// after the columns beside it so that its blur takes in what lies round its edge.
    @Test func theFloatingSidebarIsGlass() throws {
        let prepared = try LayoutHarness.prepare(Self.threeColumns26)
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        let theme = prepared.theme.forDevice(prepared.spec.device)
        let index = try #require(layout.items.firstIndex { $0.kind == .sidebarPanel })
        let panel = layout.items[index]
        #expect(panel.region == .primary && panel.frame == Rect(x: 10, y: 32, width: 300, height: 990))
        let glass = try #require(panel.parts.first?.glass)
        #expect(panel.parts.count == 1 && panel.parts[0].glyph == nil)
        #expect(glass.frame == panel.frame && glass.cornerRadius == 22)
        #expect(glass.tint == theme[.splitSidebarPanel] && abs(glass.tint.alpha - 0.8) < 0.01)
        #expect(glass.rimLight == theme[.splitSidebarRim] && glass.rimShade == glass.rimLight)
        #expect(glass.blurRadius == theme[.glassBlurRadius] && glass.blurRadius > 0 && glass.saturation == theme[.glassSaturation])
        #expect(glass.shadow == theme[.splitSidebarShadow] && glass.shadowRadius == 24 && glass.shadowOffset == 4)
        // Drawn after every item of the supplementary and secondary columns, before the sidebar's own rows.
        let lastBeside = try #require(layout.items.lastIndex { $0.region == .supplementary || $0.region == .secondary })
        #expect(index > lastBeside)
        let sidebarRow = try #require(layout.items.firstIndex { $0.kind == .cell && $0.region == .primary })
        #expect(sidebarRow > index)
        // The supplementary's background runs on under the panel (drawn first).
        #expect(layout.items.first?.kind == .splitColumn && layout.items.first?.region == .supplementary
            && layout.items.first?.frame == Rect(x: 0, y: 0, width: 310, height: 1032))
        // In the Scene: one glass node for the panel.
        let scene = ScenePainter.paint(layout, title: "t", colorNames: [:])
        let panes = scene.nodes.compactMap { node -> Glass? in if case .glass(let g) = node { return g }; return nil }
        #expect(panes.filter { $0.frame == panel.frame }.count == 1)
    }

    /// Before iOS 26 the sidebar is a column, not a panel: no glass.
    @Test func beforeIOS26TheSidebarIsAColumn() throws {
        let layout = try LayoutHarness.layout(Self.threeColumns26.replacingOccurrences(of: "theme: ios26", with: "theme: ios15"))
        #expect(layout.items(.sidebarPanel).isEmpty)
        #expect(!layout.items.contains { $0.parts.contains { $0.glass != nil } })
    }

    /// Render 01: "Music" and the "Library" header start where the sidebar's content does,
    /// 24 pt into the 320-pt column (the selection's 16-pt inset and 8 inside it), not at the
    /// content inset alone; an inset grouped column keeps the layout margin.
    @Test func aSidebarsLargeTitleStartsWhereItsContentDoes() throws {
        let source = """
            theme: ios13
            size: {width: 320, height: 834}
            navigationBar: {title: Music, largeTitle: true}
            table: {style: sidebar, sections: [{header: {text: Library, collapsible: true}, rows: [{title: Albums}]}]}
            """
        let sidebar = try LayoutHarness.layout(source)
        let title = try #require(sidebar.items(.navigationBar).first?.part(.largeTitle))
        let header = try #require(sidebar.items(.sectionHeader).first?.part(.title))
        #expect(title.frame.minX == 24 && header.frame.minX == 24)
        let inset = try LayoutHarness.layout(source.replacingOccurrences(of: "style: sidebar", with: "style: insetGrouped"))
        #expect(inset.items(.navigationBar).first?.part(.largeTitle)?.frame.minX == 16)
    }

    static func warnings(_ source: String, scale: Double = 2) throws -> [String] {
        let prepared = try LayoutHarness.prepare(source)
        return Linter.warnings(for: prepared, layout: prepared.layout(measurer: FixedAdvanceMeasurer(), scale: scale)).map(\.description)
    }

    /// Every column of a split view is linted as a screen of its own; its findings point into
    /// the column (`/splitView/primary/…`), with the line and column written there.
    @Test func theLintReadsEveryColumn() throws {
        let found = try Self.warnings("""
            theme: ios15
            device: ipad-pro-11
            orientation: landscape
            splitView:
              primary:
                navigationBar: Mailboxes
                table:
                  selection: single
                  sections: [{rows: [{title: Inbox, accessory: checkmark}, {title: Sent, accessory: checkmark}]}]
              supplementary:
                table: {sections: [{rows: [{title: Dinner on Friday?, selected: true}]}]}
              secondary:
                table: {sections: [{rows: [{title: Body, highlighted: true}]}]}
            """)
        #expect(found == [
            "test.yaml:9:89: warning: /splitView/primary/table/sections/0/rows/1/accessory: 2 checkmarks in a single-selection list (the first at /splitView/primary/table/sections/0/rows/0); keep one checkmark, or set the table's selection to multiple [multiple-checkmarks-in-single-selection]",
            "test.yaml:13:59: warning: /splitView/secondary/table/sections/0/rows/0/highlighted: the row is drawn highlighted; the tap highlight is brief, so this screen shows a frozen tap; if the screen shows a tap in progress, add \"row-left-highlighted\" to lint.disable [row-left-highlighted]",
        ])
    }

    /// A selected row in the secondary column is a selection left on; in a column beside it
    /// (the supplementary above) it says what the next column shows, and is no warning.
    @Test func theSecondaryColumnKeepsNoSelection() throws {
        let found = try Self.warnings("""
            device: ipad
            splitView:
              primary: {table: {sections: [{rows: [{title: Inbox, selected: true}]}]}}
              secondary: {table: {sections: [{rows: [{title: Body, selected: true}]}]}}
            """)
        #expect(found == [
            "test.yaml:4:66: warning: /splitView/secondary/table/sections/0/rows/0/selected: the row is drawn selected; rows do not keep a selected look; show the chosen option with a checkmark [row-left-highlighted]",
        ])
    }

    /// The screen-wide rules speak once, at the top level; the columns a phone does not show
    /// are not linted (it shows the primary alone).
    @Test func screenWideRulesSpeakOnceAndHiddenColumnsAreNotLinted() throws {
        let found = try Self.warnings("""
            device: iphone-15
            theme: ios15
            tint: "#FFFF00"
            splitView:
              primary: {table: {sections: [{rows: [{title: Inbox}]}]}}
              secondary: {table: {sections: [{rows: [{title: Body, highlighted: true}]}]}}
            """, scale: 3)
        #expect(found.map { $0.components(separatedBy: ": warning: ").last!.components(separatedBy: ":").first! }
            == ["/tint", "/splitView"])
        #expect(found.allSatisfy { !$0.contains("[row-left-highlighted]") })
    }

    /// A sheet's own table is linted (it is the spec's), and so is a screen written inline
    /// under it, at `/presentation/over/…`.
    @Test func theLintReadsTheSheetAndTheScreenUnderIt() throws {
        let found = try Self.warnings("""
            theme: ios15
            device: ipad-pro-11
            presentation:
              style: formSheet
              over:
                table:
                  selection: single
                  sections: [{rows: [{title: Wi-Fi, accessory: checkmark}, {title: Bluetooth, accessory: checkmark}]}]
            navigationBar: New Network
            table:
              style: insetGrouped
              sections: [{rows: [{title: Other, highlighted: true}]}]
            """)
        #expect(found == [
            "test.yaml:8:94: warning: /presentation/over/table/sections/0/rows/1/accessory: 2 checkmarks in a single-selection list (the first at /presentation/over/table/sections/0/rows/0); keep one checkmark, or set the table's selection to multiple [multiple-checkmarks-in-single-selection]",
            "test.yaml:12:50: warning: /table/sections/0/rows/0/highlighted: the row is drawn highlighted; the tap highlight is brief, so this screen shows a frozen tap; if the screen shows a tap in progress, add \"row-left-highlighted\" to lint.disable [row-left-highlighted]",
        ])
    }

    /// An alert belongs to the whole screen: over a split view it is laid out once, centred
    /// on the screen and over every column, not once in each; over a sheet it is centred on
    /// the screen and dims all of it, not only the card.
    @Test func anAlertIsLaidOutOnceOverTheWholeScreen() throws {
        let alert = "\nalert: {title: Delete?, actions: [{title: Cancel, style: cancel}, {title: Delete, style: destructive}]}\n"
        let split = try LayoutHarness.prepare(Self.threeColumns26 + alert).layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        let alerts = split.items.filter { $0.kind == .alert }
        #expect(alerts.count == 1)
        let box = try #require(alerts.first).frame
        #expect(abs(box.midX - split.canvas.width / 2) < 0.5)
        let dims = split.items.filter { $0.kind == .dimming }
        #expect(dims.count == 1 && dims.first?.frame.width == split.canvas.width)
        #expect(split.items.lastIndex { $0.kind == .alert }! > split.items.lastIndex { $0.kind == .splitColumn }!)

        let sheet = try LayoutHarness.prepare("""
            theme: ios15
            device: ipad-pro-11
            presentation: {style: pageSheet, over: {navigationBar: Settings, table: {sections: [{rows: [{title: General}]}]}}}
            navigationBar: New
            table: {style: insetGrouped, sections: [{rows: [{title: Name}]}]}
            """ + alert).layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        let sheetAlerts = sheet.items.filter { $0.kind == .alert }
        #expect(sheetAlerts.count == 1)
        #expect(sheetAlerts.allSatisfy { $0.region != .sheet }, "the alert is the screen's, not the card's")
        let lastDim = try #require(sheet.items.last { $0.kind == .dimming })
        #expect(lastDim.frame.width == sheet.canvas.width && lastDim.frame.height == sheet.canvas.height)
        #expect(abs(try #require(sheetAlerts.first).frame.midY - sheet.canvas.height / 2) < 40)
    }
}
