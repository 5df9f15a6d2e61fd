import Foundation
import TableMockCore
import TableMockFiles
import TableMockScene
import TableMockTestSupport
import Testing

/// The iPad: its devices, status bar and bar heights, split views' columns and sheets.
@Suite struct IPadTests {
    static func decodeErrors(_ source: String, file: String = "spec.yaml") -> [String] {
        do {
            _ = try SpecDecoder.decode(Data(source.utf8), file: file)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static func split(_ theme: String, device: String, orientation: Orientation, mode: String = "automatic",
                      supplementary: Bool = false) throws -> SplitViewGeometry {
        var source = "theme: \(theme)\ndevice: \(device)\norientation: \(orientation.rawValue)\nstatusBar: true\n"
        source += "splitView:\n  displayMode: \(mode)\n  primary: {navigationBar: Mailboxes}\n"
        if supplementary { source += "  supplementary: {navigationBar: Inbox}\n" }
        source += "  secondary: {navigationBar: Message}\n"
        let prepared = try LayoutHarness.prepare(source)
        return SplitViewGeometry(split: prepared.spec.splitView!, screen: prepared.spec.screen, theme: prepared.theme.forDevice(prepared.spec.device))
    }

    @Test func theIPadsHaveApplesPublishedSizes() {
        let sizes = ["ipad": (768.0, 1024.0), "ipad-mini": (744, 1133), "ipad-air-11": (820, 1180), "ipad-air-13": (1024, 1366),
                     "ipad-pro-11": (834, 1194), "ipad-pro-13": (1032, 1376)]
        for (name, (w, h)) in sizes {
            let model = DeviceCatalog.model(named: name)
            #expect(model?.size == Size(width: w, height: h), "\(name)")
            #expect(model?.isPad == true && model?.isPhone == false, "\(name)")
            let landscape = DeviceCatalog.screen(for: .named(name), orientation: .landscape)
            #expect(landscape.size == Size(width: h, height: w) && landscape.isPad && !landscape.isCompactHeight, "\(name)")
        }
        #expect(DeviceCatalog.model(named: "ipad")?.statusBarHeight == 20)
        #expect(DeviceCatalog.model(named: "ipad-pro-13")?.statusBarHeight == 24)
    }

    /// Reference 01 (iPadOS 14): the 320-pt sidebar, its 0.5-pt divider at x 320, the secondary after it.
    @Test(arguments: ["ipad-pro-11", "ipad-mini", "ipad-air-13", "ipad-pro-13"])
    func twoColumnsInLandscape(device: String) throws {
        let g = try Self.split("ios13", device: device, orientation: .landscape)
        let width = DeviceCatalog.screen(for: .named(device), orientation: .landscape).size.width
        #expect(g.displayMode == .oneBesideSecondary)
        #expect(g.columns.map(\.region) == [.primary, .secondary])
        #expect(g.columns[0].frame == Rect(x: 0, y: 0, width: 320, height: g.columns[0].frame.height))
        #expect(g.dividers == [Rect(x: 320, y: 0, width: 0.5, height: g.columns[0].frame.height)])
        #expect(g.columns[1].frame.minX == 320.5 && g.columns[1].frame.maxX == width)
        #expect(!g.showsSidebarButton)
    }

    @Test func portraitShowsTheSecondaryAloneOrTheSupplementaryBesideIt() throws {
        let two = try Self.split("ios13", device: "ipad-pro-11", orientation: .portrait)
        #expect(two.displayMode == .secondaryOnly)
        #expect(two.columns.map(\.region) == [.secondary] && two.columns[0].frame.width == 834)
        #expect(two.showsSidebarButton && two.dividers.isEmpty)
        let three = try Self.split("ios13", device: "ipad-pro-11", orientation: .portrait, supplementary: true)
        #expect(three.displayMode == .oneBesideSecondary)
        #expect(three.columns.map(\.region) == [.supplementary, .secondary])
        #expect(three.columns[1].frame.minX == 320.5 && three.showsSidebarButton)
    }

    @Test func threeColumnsAndTheOverModes() throws {
        let beside = try Self.split("ios13", device: "ipad-pro-13", orientation: .landscape, supplementary: true)
        #expect(beside.displayMode == .twoBesideSecondary)
        #expect(beside.columns.map(\.frame.minX) == [0, 320.5, 641])
        #expect(beside.dividers.map(\.minX) == [320, 640.5])
        let over = try Self.split("ios13", device: "ipad-pro-11", orientation: .portrait, mode: "oneOverSecondary")
        #expect(over.columns.map(\.region) == [.secondary, .primary])
        #expect(over.columns[0].frame == Rect(x: 0, y: 0, width: 834, height: 1194))
        #expect(over.columns[1].isOverlay && over.dimming == Rect(x: 0, y: 0, width: 834, height: 1194))
        // iPhone OS 3.2 to iOS 6: a 1-pt divider.
        let classic = try Self.split("ios2", device: "ipad", orientation: .landscape)
        #expect(classic.dividers == [Rect(x: 320, y: 0, width: 1, height: 768)])
        // A phone collapses the split view into its first column.
        let phone = try Self.split("ios13", device: "iphone-15", orientation: .portrait, supplementary: true)
        #expect(phone.columns.map(\.region) == [.primary] && phone.columns[0].frame.width == 393)
    }

    /// Each column is a screen of its own: its bar under the screen's status bar, centred in the column.
    @Test func eachColumnIsAScreenOfItsOwn() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            device: ipad-pro-11
            orientation: landscape
            statusBar: true
            splitView:
              primary: {navigationBar: Settings, table: {style: insetGrouped, sections: [{rows: [{title: General}]}]}}
              secondary: {navigationBar: General, toolbar: [{title: Edit}], table: {sections: [{rows: [{title: About}]}]}}
            """)
        let bars = layout.items(.navigationBar)
        #expect(bars.map(\.region) == [.primary, .secondary])
        // The iPad's 50-pt bar (reference 01) under its 24-pt status bar.
        #expect(bars.map(\.frame.minY) == [24, 24] && bars.map(\.frame.height) == [50, 50])
        #expect(bars[0].frame.minX == 0 && bars[0].frame.width == 320)
        #expect(bars[1].frame.minX == 320.5 && bars[1].frame.maxX == 1194)
        let titles = bars.compactMap { $0.parts.first { $0.kind == .title } }
        #expect(abs(titles[0].frame.midX - 160) < 0.01 && abs(titles[1].frame.midX - (320.5 + 1194) / 2) < 0.01)
        // One status bar and one home indicator across the screen.
        #expect(layout.items(.statusBar).count == 1 && layout.items(.statusBar)[0].frame.width == 1194)
        #expect(layout.items(.homeIndicator).count == 1)
        // The secondary's toolbar at its bottom, above the home indicator's inset.
        let toolbar = try #require(layout.items(.toolbar).first)
        #expect(toolbar.region == .secondary && toolbar.frame.minX == 320.5 && toolbar.frame.maxY == 834)
        // Rows: the primary's inset card from its 16-pt margin (a 320-pt column), the secondary's plain row.
        let rows = layout.items(.cell)
        #expect(rows.map(\.region) == [.primary, .secondary])
        #expect(rows[0].frame.minX == 16 && rows[0].frame.maxX == 304)
        #expect(rows[1].frame.minX == 320.5)
        #expect(layout.items(.splitDivider).map(\.frame) == [Rect(x: 320, y: 0, width: 0.5, height: 834)])
    }

    @Test func rightToLeftPutsThePrimaryOnTheRight() throws {
        let source = """
            theme: ios13
            device: ipad-pro-11
            orientation: landscape
            layoutDirection: rightToLeft
            splitView:
              primary: {navigationBar: {title: Settings, rightItems: [{title: Edit}]}}
              secondary: {navigationBar: General}
            """
        let layout = try LayoutHarness.layout(source)
        let bars = layout.items(.navigationBar)
        #expect(bars[0].region == .primary && bars[0].frame == Rect(x: 874, y: 24, width: 320, height: 50))
        #expect(bars[1].frame.minX == 0 && bars[1].frame.width == 873.5)
        // The primary's trailing Edit button is at its left edge.
        let edit = try #require(bars[0].parts.first { $0.kind == .barButton })
        #expect(edit.frame.minX < 874 + 60)
        #expect(layout.items(.splitDivider)[0].frame.minX == 873.5)
    }

    @Test func secondaryOnlyShowsTheSidebarButton() throws {
        func leading(_ theme: String) throws -> LayoutPart? {
            let layout = try LayoutHarness.layout("""
                theme: \(theme)
                device: ipad-pro-11
                splitView:
                  displayMode: secondaryOnly
                  primary: {navigationBar: Mailboxes}
                  secondary: {navigationBar: Inbox}
                """)
            return layout.items(.navigationBar).first?.parts.first { $0.kind == .barButton }
        }
        #expect(try leading("ios13")?.symbol?.symbol.name == "sidebar.left")
        #expect(try leading("ios7")?.text?.text == "Mailboxes")
    }

    @Test func theIPadStatusBarEraByEra() throws {
        func bar(_ theme: String, _ device: String = "ipad-pro-11", _ statusBar: String = "true") throws -> LayoutItem {
            try #require(LayoutHarness.layout("theme: \(theme)\ndevice: \(device)\nstatusBar: \(statusBar)\n").items(.statusBar).first)
        }
        // iOS 12 and later: the clock and the date at the leading edge, no carrier or signal.
        let modern = try bar("ios13")
        #expect(modern.parts.map(\.kind) == [.time, .date, .battery, .batteryPercent, .wifi])
        #expect(modern.parts[0].text?.text == "9:41 AM" && modern.parts[1].text?.text == "Tue Jan 9")
        #expect(modern.parts[0].frame.minX == 16)
        let battery = modern.parts[2].frame
        #expect(abs(battery.maxX - (834 - 19.5)) < 0.01)
        // A cellular iPad: the carrier and the signal when the spec names a carrier.
        let cellular = try bar("ios13", "ipad-pro-11", "{carrier: Vodafone, date: Wed Feb 4}")
        #expect(cellular.parts.map(\.kind) == [.time, .date, .battery, .batteryPercent, .wifi, .carrier, .signal])
        #expect(cellular.parts[1].text?.text == "Wed Feb 4")
        // iPhone OS 3.2 to iOS 11: "iPad" and Wi-Fi at the left, the clock centred.
        let classic = try bar("ios7", "ipad")
        #expect(classic.parts.contains { $0.kind == .carrier && $0.text?.text == "iPad" })
        #expect(!classic.parts.contains { $0.kind == .signal || $0.kind == .date })
        let time = try #require(classic.parts.first { $0.kind == .time })
        #expect(abs(time.frame.midX - 384) < 1)
    }

    @Test func theIPadsBarsAreTheIPadsHeights() throws {
        func heights(_ theme: String) throws -> [Double] {
            let layout = try LayoutHarness.layout("theme: \(theme)\ndevice: ipad-air-11\nnavigationBar: Notes\ntabBar: {items: [{title: A}, {title: B}]}\n")
            return [layout.items(.navigationBar)[0].frame.height, layout.items(.tabBar)[0].frame.height - 20]
        }
        #expect(try heights("ios7") == [44, 56])
        #expect(try heights("ios11") == [44, 50])
        #expect(try heights("ios13") == [50, 50])
        // A phone keeps the phone's.
        let phone = try LayoutHarness.layout("theme: ios13\ndevice: iphone-8\nnavigationBar: Notes\n")
        #expect(phone.items(.navigationBar)[0].frame.height == 44)
    }

    @Test func formAndPageSheets() throws {
        func sheet(_ theme: String, _ device: String, _ style: String, orientation: String = "portrait") throws -> (TableLayout, LayoutItem) {
            let layout = try LayoutHarness.layout("""
                theme: \(theme)
                device: \(device)
                orientation: \(orientation)
                statusBar: true
                presentation: {style: \(style), over: {navigationBar: Inbox, table: {sections: [{rows: [{title: Anna}]}]}}}
                navigationBar: New Message
                table: {sections: [{rows: [{title: To}]}]}
                """)
            return (layout, try #require(layout.items(.sheet).first { $0.region == .sheet }))
        }
        let (form, formCard) = try sheet("ios13", "ipad-pro-11", "formSheet", orientation: "landscape")
        #expect(formCard.frame == Rect(x: 327, y: 107, width: 540, height: 620))
        #expect(formCard.cornerRadius == 10 && formCard.corners == .all)
        // Under it: the inbox, dimmed; in it: the sheet's bar at its top.
        #expect(form.items.contains { $0.kind == .navigationBar && $0.region == .behind })
        #expect(form.items(.dimming).count == 1)
        let bar = try #require(form.items.first { $0.kind == .navigationBar && $0.region == .sheet })
        #expect(bar.frame.minX == 327 && bar.frame.minY == 107 && bar.frame.width == 540)
        let (_, page) = try sheet("ios13", "ipad-pro-11", "pageSheet")
        #expect(page.frame == Rect(x: 65, y: 54, width: 704, height: 1140) && page.corners == [.topLeft, .topRight])
        let (_, classic) = try sheet("ios7", "ipad", "formSheet")
        #expect(classic.frame == Rect(x: 114, y: 202, width: 540, height: 620))
        // An iPhone from iOS 13: the card under the status bar, the screen under it scaled back.
        let (phone, card) = try sheet("ios13", "iphone-11-pro", "pageSheet")
        #expect(card.frame == Rect(x: 0, y: 54, width: 375, height: 758))
        let behind = try #require(phone.items.first { $0.kind == .sheet && $0.region == .behind })
        #expect(abs(behind.frame.width - 375 * 0.92) < 0.001 && behind.frame.minY == 44 && abs(behind.frame.minX - 15) < 0.001)
        // The status bar over it turns light.
        let time = try #require(phone.items(.statusBar).first?.parts.first { $0.kind == .time })
        #expect(time.text?.color == Color(red: 1, green: 1, blue: 1))
    }

    @Test func decodingErrorsPointAtTheKey() {
        #expect(Self.decodeErrors("table: {sections: []}\nsplitView: {secondary: {}}\n") == [
            #"spec.yaml:1:8: error: /table: a split view's columns hold the bars and tables: "table" belongs in a column; move it into splitView.primary, splitView.supplementary or splitView.secondary"#,
        ])
        #expect(Self.decodeErrors("splitView: {primary: {}}\n") == [
            #"spec.yaml:1:12: error: /splitView: a split view needs "secondary", the column its other columns sit beside; add "secondary": {"navigationBar": "Detail", "table": {…}}"#,
        ])
        #expect(Self.decodeErrors("splitView: {secondary: {navigationbar: X}}\n") == [
            #"spec.yaml:1:25: error: /splitView/secondary: unknown key "navigationbar"; did you mean "navigationBar"?"#,
        ])
        #expect(Self.decodeErrors("splitView: {primary: {}, secondary: {}, displayMode: twoBesideSecondary}\n") == [
            #"spec.yaml:1:54: error: /splitView/displayMode: display mode "twoBesideSecondary" shows two columns beside the secondary; this split view has no supplementary column; use "oneBesideSecondary", or add "supplementary""#,
        ])
        #expect(Self.decodeErrors("splitView: {secondary: {}, displayMode: oneBeside}\n").first?.contains(#"unknown display mode "oneBeside""#) == true)
        #expect(Self.decodeErrors("presentation: {style: formSheet}\n") == [
            #"spec.yaml:1:15: error: /presentation: a presentation needs "over", the screen under the sheet; a spec file's path ("over": "inbox.yaml") or a screen ({"navigationBar": "Inbox", "table": {…}})"#,
        ])
        #expect(Self.decodeErrors("presentation: {style: popover, over: a.yaml}\n").first?.contains(#"unknown presentation style "popover""#) == true)
        let deep = "presentation: {over: {presentation: {over: {presentation: {over: {presentation: {over: {presentation: {over: {}}}}}}}}}}\n"
        #expect(Self.decodeErrors(deep).first?.contains("sheets are nested more than 4 deep") == true)
    }

    /// A spec path is read through the files, relative to the spec, never itself or outside the root.
    @Test func presentationOverAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ipad-sheets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try write("inbox.yaml", "navigationBar: Inbox\ntable: {sections: [{rows: [{title: Anna}]}]}\n")
        try write("a.yaml", "presentation: {over: b.yaml}\n")
        try write("b.yaml", "presentation: {over: a.yaml}\n")
        try write("bad.yaml", "navigationBar: {titel: Inbox}\n")
        let files = LocalFiles(policy: AccessPolicy(root: folder.path, extraFolders: [.theme: [LayoutHarness.themesDirectory.path], .font: AccessPolicy.systemFontFolders]))
        func prepare(_ source: String) throws(DiagnosticError) -> PreparedSpec {
            try PreparedSpec.prepare(data: Data(source.utf8), file: "sheet.yaml", specURL: folder.appendingPathComponent("sheet.yaml"),
                                     themes: LayoutHarness.themes(files))
        }
        func errors(_ source: String) -> [String] {
            do { _ = try prepare(source); return [] } catch { return error.diagnostics.map(\.description) }
        }
        let prepared = try prepare("theme: ios13\ndevice: ipad-pro-11\npresentation: {over: inbox.yaml}\nnavigationBar: New\n")
        #expect(prepared.spec.presentation?.over.chrome.navigationBar?.title == "Inbox")
        #expect(errors("presentation: {over: missing.yaml}\n").first?.hasPrefix(#"sheet.yaml:1:22: error: /presentation/over: spec "missing.yaml" not found"#) == true)
        #expect(errors("presentation: {over: a.yaml}\n") == [
            #"b.yaml:1:22: error: /presentation/over: "a.yaml" is already under this sheet: a screen cannot be presented over itself; name another spec file in "over""#,
        ])
        #expect(errors("presentation: {over: sheet.yaml}\n").first?.contains("cannot be presented over itself") == true)
        #expect(errors("presentation: {over: bad.yaml}\n").first?.hasPrefix(#"bad.yaml:1:17: error: /navigationBar: unknown key "titel""#) == true)
        #expect(errors("presentation: {over: ../outside.yaml}\n").first?.contains("/presentation/over") == true)
    }

    @Test func theLintWarnsOfASplitViewOnAPhone() throws {
        let prepared = try LayoutHarness.prepare("device: iphone-15\nsplitView: {primary: {navigationBar: A}, secondary: {navigationBar: B}}\n")
        let warnings = Linter.warnings(for: prepared, layout: prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 3))
        #expect(warnings.map(\.rule) == ["split-view-on-phone"])
        #expect(warnings.first?.message.contains("shows one column (the primary)") == true)
        let pad = try LayoutHarness.prepare("device: ipad\nsplitView: {primary: {navigationBar: A}, secondary: {navigationBar: B}}\n")
        #expect(Linter.warnings(for: pad, layout: pad.layout(measurer: FixedAdvanceMeasurer(), scale: 2)).isEmpty)
    }

    /// Dynamic Type reaches every column.
    @Test func dynamicTypeInTheColumns() throws {
        let base = "theme: ios13\ndevice: ipad-pro-11\norientation: landscape\nsplitView: {primary: {table: {sections: [{rows: [{title: A}]}]}}, secondary: {table: {sections: [{rows: [{title: B}]}]}}}\n"
        let large = try LayoutHarness.layout(base)
        let ax = try LayoutHarness.layout("contentSizeCategory: accessibilityExtraLarge\n" + base)
        for region in [ScreenRegion.primary, .secondary] {
            let a = try #require(large.items(.cell).first { $0.region == region })
            let b = try #require(ax.items(.cell).first { $0.region == region })
            #expect(b.frame.height > a.frame.height, "\(region)")
        }
    }
}
