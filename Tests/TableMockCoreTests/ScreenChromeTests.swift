import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The screen around the table: the bars' frames per device and era, the table laid out
/// between them, and the spec errors of the new keys. Frames come from the theme files and
/// the fixed-advance measurer (0.5 em a character, ascent 0.8 em).
@Suite struct ScreenChromeTests {
    // MARK: Decoding

    static let errorCases: [SpecErrorCase] = [
        SpecErrorCase("misspelt navigation bar key", "navigationBar: {tittle: Inbox}",
            #"spec.yaml:1:17: error: /navigationBar: unknown key "tittle"; did you mean "title"?"#),
        SpecErrorCase("misspelt bar item style", "navigationBar: {rightItems: [{title: Done, style: dne}]}",
            #"spec.yaml:1:51: error: /navigationBar/rightItems/0/style: unknown bar item style "dne"; did you mean "done"?"#),
        SpecErrorCase("bar item without a title", "toolbar: [{style: done}]",
            #"spec.yaml:1:11: error: /toolbar/0: a bar item needs "title" or "image"; write {"title": "Edit"} or {"image": {"symbol": "square.and.pencil"}}"#),
        SpecErrorCase("signal out of range", "statusBar: {signal: 5, battery: 101}",
            #"spec.yaml:1:21: error: /statusBar/signal: signal 5 is out of range; it must be at least 0 and at most 4"#,
            #"spec.yaml:1:33: error: /statusBar/battery: battery 101 is out of range; it must be at least 0 and at most 100"#),
        SpecErrorCase("status bar of the wrong type", "statusBar: 9:41",
            #"spec.yaml:1:12: error: /statusBar: expected true, false or an object such as {"time": "9:41"}, found the string "9:41""#),
        SpecErrorCase("selected tab past the last", "tabBar: {items: [{title: A}, {title: B}], selected: 2}",
            #"spec.yaml:1:53: error: /tabBar/selected: selected is 2, but the tab bar has 2 items; items count from 0: the last is 1"#),
        SpecErrorCase("tab item with neither title nor image", "tabBar: {items: [{badge: \"3\"}]}",
            #"spec.yaml:1:18: error: /tabBar/items/0: a tab bar item needs "title", "image" or both"#),
        SpecErrorCase("tab bar without items", "tabBar: {selected: 0}",
            #"spec.yaml:1:9: error: /tabBar: a tab bar needs "items"; write {"items": [{"title": "Favorites", "image": "star.svg"}]}"#),
        SpecErrorCase("misspelt top-level key", "navigationbar: Inbox",
            #"spec.yaml:1:1: error: unknown key "navigationbar"; did you mean "navigationBar"?"#),
    ]

    @Test(arguments: errorCases)
    func errorsAreReportedWithLineColumnAndPath(_ testCase: SpecErrorCase) {
        do {
            _ = try SpecDecoder.decode(testCase.source, file: testCase.file)
            Issue.record("decoded without an error")
        } catch {
            #expect(error.diagnostics.map(\.description) == testCase.expected)
        }
    }

    @Test func everyKeyDecodes() throws {
        let spec = try SpecDecoder.decode(Data("""
            statusBar: {time: "12:30", carrier: Telco, signal: 2, wifi: false, battery: 40, charging: true, bluetooth: true}
            navigationBar:
              title: Inbox
              largeTitle: true
              prompt: Choose a mailbox
              backButton: Mailboxes
              leftItems: [Edit]
              rightItems: [{title: Done, style: done}, {title: Add, style: bordered}]
            toolbar: {items: [Refresh]}
            tabBar: {items: [{title: Mail, image: mail.svg, badge: "3"}, {title: Notes}], selected: 1}
            homeIndicator: false
            """.utf8), file: "spec.yaml").spec
        let chrome = spec.chrome
        #expect(chrome.statusBar == {
            var s = StatusBarSpec(); s.time = "12:30"; s.carrier = "Telco"; s.signal = 2; s.wifi = false; s.battery = 40; s.charging = true
            s.bluetooth = true
            return s
        }())
        let nav = try #require(chrome.navigationBar)
        #expect(nav.title == "Inbox" && nav.largeTitle && nav.prompt == "Choose a mailbox" && nav.backButton == "Mailboxes")
        #expect(nav.leftItems == [BarItemSpec(title: "Edit")])
        #expect(nav.rightItems == [BarItemSpec(title: "Done", style: .done), BarItemSpec(title: "Add", style: .bordered)])
        #expect(chrome.toolbar?.items == [BarItemSpec(title: "Refresh")])
        #expect(chrome.tabBar?.items.map(\.title) == ["Mail", "Notes"] && chrome.tabBar?.selected == 1)
        #expect(chrome.tabBar?.items[0].image == "mail.svg" && chrome.tabBar?.items[0].badge == "3")
        #expect(chrome.homeIndicator == false)
    }

    @Test func aLargeTitleOnAnEraWithoutThemIsAnError() {
        #expect(throws: DiagnosticError.self) { try LayoutHarness.prepare("theme: ios6\nnavigationBar: {title: Mail, largeTitle: true}\n") }
        do {
            _ = try LayoutHarness.prepare("theme: ios6\nnavigationBar: {title: Mail, largeTitle: true}\n")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == [
                #"test.yaml:2:42: error: /navigationBar/largeTitle: large titles came with iOS 11; theme "ios6" draws an era without them; remove largeTitle, or use a theme of iOS 11 or later such as "ios11""#,
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    // MARK: Geometry

    @Test(arguments: [("iphone-8", 375.0, 20.0), ("iphone-x", 375, 44), ("iphone-11", 414, 48), ("iphone-12", 390, 47),
                      ("iphone-13-mini", 375, 50), ("iphone-15", 393, 54)])
    func statusBarHeightIsTheDevices(device: String, width: Double, height: Double) throws {
        let layout = try LayoutHarness.layout("device: \(device)\nstatusBar: true\n", scale: 3)
        let bar = try #require(layout.items(.statusBar).first)
        #expect(bar.frame == Rect(x: 0, y: 0, width: width, height: height))
        // The table starts under it.
        let separator = try #require(layout.items(.separator).first)
        #expect(abs(separator.frame.maxY - (height + 44)) < 1e-9)
    }

    @Test func anIOS7ScreenStacksStatusBarNavigationBarTableAndToolbar() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            statusBar: true
            navigationBar: {title: Inbox, backButton: Back, rightItems: [Edit]}
            toolbar: [Refresh]
            table: {sections: [{rows: [{title: One}, {title: Two}]}]}
            """)
        #expect(layout.items(.navigationBar).first?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(layout.items(.toolbar).first?.frame == Rect(x: 0, y: 524, width: 320, height: 44))
        #expect(layout.cell(section: 0, row: 0)?.frame == Rect(x: 0, y: 64, width: 320, height: 44))
        #expect(layout.items(.homeIndicator).isEmpty)
        let nav = try #require(layout.items(.navigationBar).first)
        // "Edit" (4 × 8.5 pt) right-aligned at the 8-pt item inset; "Inbox" (5 × 8.5) centred.
        let edit = try #require(nav.parts.first { $0.kind == .barButton })
        #expect(edit.frame.maxX == 312 && edit.frame.minX == 278)
        #expect(nav.part(.title)?.frame.minX == 139)
        #expect(nav.part(.title)?.text?.lines[0].origin.y == 20 + 27.5)
        // The back button: the chevron at the inset, its title 6 pt after the 12.5-pt chevron.
        let back = try #require(nav.part(.backButton))
        #expect(back.frame.minX == 8 && back.text?.lines[0].origin.x == 26.5)
        // The hairline hangs just under the bar, one device pixel.
        let rule = try #require(nav.parts.first { $0.kind == .rule })
        #expect(rule.frame == Rect(x: 0, y: 64, width: 320, height: 0.5))
        // Drawn over the table: the bars come after every row.
        let lastCell = try #require(layout.items.lastIndex { $0.kind == .cell })
        #expect(layout.items.firstIndex { $0.kind == .navigationBar }! > lastCell)
    }

    @Test func aFaceIDScreenHasTheLargeTitleTabBarAndHomeIndicator() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-15
            statusBar: true
            navigationBar: {title: Settings, largeTitle: true}
            tabBar: {items: [{title: Favorites}, {title: Recents, badge: "3"}], selected: 1}
            table: {sections: [{rows: [{title: One}]}]}
            """, scale: 3)
        let nav = try #require(layout.items(.navigationBar).first)
        #expect(nav.frame == Rect(x: 0, y: 54, width: 393, height: 96))
        #expect(abs((nav.part(.largeTitle)?.text?.lines[0].origin.y ?? 0) - (54 + 44 + 41)) < 1e-9)
        #expect(nav.part(.title) == nil)
        // At rest, an iOS 13 large-title bar has no backing and no hairline.
        #expect(nav.parts.allSatisfy { $0.kind != .background && $0.kind != .rule })
        #expect(layout.cell(section: 0, row: 0)?.frame.minY == 150)
        let tabBar = try #require(layout.items(.tabBar).first)
        #expect(tabBar.frame == Rect(x: 0, y: 769, width: 393, height: 83))
        let titles = tabBar.parts.filter { $0.kind == .tabTitle }
        #expect(titles.map { $0.text?.color } == [Color(hex: "#999999"), Color(hex: "#007AFF")])
        let badge = try #require(tabBar.part(.badge))
        #expect(badge.frame.height == 18 && badge.frame.width == 18.5)
        let indicator = try #require(layout.items(.homeIndicator).first)
        #expect(indicator.frame.width == 134 && indicator.frame.height == 5 && indicator.frame.minY == 852 - 8 - 5)
        #expect(abs(indicator.frame.midX - 393 / 2) < 1.0 / 3)
    }

    @Test func contentScrollsUnderTheBarsAndHeadersStickBelowThem() throws {
        let rows = (0..<20).map { "{title: Row \($0)}" }.joined(separator: ", ")
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            statusBar: true
            navigationBar: Inbox
            contentOffset: 100
            table: {sections: [{header: Today, rows: [\(rows)]}]}
            """)
        let header = try #require(layout.items(.sectionHeader).first)
        #expect(header.frame.minY == 64)
        // Row 0 (content y = header height) is partly under the bar, still drawn.
        let h = header.frame.height
        #expect(layout.cell(section: 0, row: 0)?.frame.minY == h - 100 + 64)
    }

    @Test func aContentHeightScreenGrowsByTheBars() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            height: content
            statusBar: true
            navigationBar: Inbox
            toolbar: [Refresh]
            table: {sections: [{rows: [{title: One}]}]}
            """)
        #expect(layout.canvas.height == 64 + 44 + 44)
        #expect(layout.items(.toolbar).first?.frame == Rect(x: 0, y: 108, width: 320, height: 44))
    }

    @Test func classicBarsDrawBorderedAndPointedButtons() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios2
            device: iphone-3gs
            statusBar: true
            navigationBar: {title: Othello, backButton: Plays, rightItems: [{title: Done, style: done}]}
            """, scale: 1)
        let nav = try #require(layout.items(.navigationBar).first)
        let back = try #require(nav.part(.backButton))
        // Render 07 (classic): the back button spans y 27-56 and starts 5 pt in.
        #expect(back.frame.minX == 5 && back.frame.minY == 27 && back.frame.height == 30)
        guard let shape = back.glyph as? BarButtonGlyph else { Issue.record("no button shape"); return }
        #expect(shape.pointed)
        let done = try #require(nav.parts.first { $0.kind == .barButton })
        guard let button = done.glyph as? BarButtonGlyph, !button.pointed, button.gloss else { Issue.record("not a glossy button"); return }
        #expect(button.top == Color(hex: "#86A5EC"))
        // The opaque status bar ends in its dark line at y 19; the bar's highlight is at 20.
        let status = try #require(layout.items(.statusBar).first)
        #expect(status.parts.contains { $0.kind == .rule && $0.frame.minY == 19 })
        #expect(nav.parts.contains { $0.kind == .rule && $0.frame.minY == 20 && $0.frame.height == 1 })
    }

    @Test(arguments: ["iphone-x", "iphone-8"])
    func aSpecWithoutBarsLaysOutAsABareTable(device: String) throws {
        let table = "table: {style: plain, sections: [{header: A, rows: [{title: One}, {title: Two}]}]}\ncontentOffset: 10\n"
        let bare = try LayoutHarness.layout("device: \(device)\n" + table, scale: 3)
        let off = try LayoutHarness.layout("device: \(device)\nhomeIndicator: false\n" + table, scale: 3)
        #expect(bare.items.map(\.frame) == off.items.map(\.frame))
        #expect(bare.items.map(\.kind) == off.items.map(\.kind))
        #expect(bare.canvas.height == off.canvas.height)
    }
}

extension ScreenChromeTests {
    /// The schema's keys for the bars are exactly the keys the decoder reads.
    @Test func schemaKeysAreTheDecoderKeys() {
        func keys(_ node: JSONValue?) -> [String] { (node?["properties"]?.objectValue ?? []).map(\.0) }
        func objectChoice(_ node: JSONValue?) -> JSONValue? { node?["oneOf"]?.arrayValue?.first { $0["properties"] != nil } }
        let defs = SpecSchema.document["$defs"]
        #expect(keys(objectChoice(defs?["statusBar"])) == SpecReading.statusBarKeys)
        #expect(keys(objectChoice(defs?["navigationBar"])) == SpecReading.navigationBarKeys)
        // A bar item is a title item or an image item: the keys of both object choices.
        let barItemChoices = defs?["barItem"]?["oneOf"]?.arrayValue?.filter { $0["properties"] != nil } ?? []
        #expect(Set(barItemChoices.flatMap { keys($0) }) == Set(SpecReading.barItemKeys))
        #expect(keys(objectChoice(defs?["toolbar"])) == SpecReading.toolbarKeys)
        #expect(keys(defs?["tabBar"]) == SpecReading.tabBarKeys)
        #expect(keys(defs?["tabBarItem"]) == SpecReading.tabBarItemKeys)
    }
}

extension ScreenChromeTests {
    @Test func theIndexAndTheLoadingStateSitBetweenTheBars() throws {
        let sections = (0..<3).map { "{header: S\($0), rows: [{title: R}]}" }.joined(separator: ", ")
        let indexed = try LayoutHarness.layout("""
            device: iphone-5
            statusBar: true
            navigationBar: Inbox
            toolbar: [Edit]
            table: {index: true, sections: [\(sections)]}
            """)
        let index = try #require(layout(indexed, .index))
        #expect(index.frame.minY == 64 && index.frame.height == 568 - 64 - 44)
        let loading = try LayoutHarness.layout("""
            device: iphone-5
            statusBar: true
            navigationBar: Inbox
            toolbar: [Edit]
            table: {loading: Loading…}
            """)
        let spinner = try #require(layout(loading, .loading)?.part(.activityIndicator))
        #expect(abs(spinner.frame.midY - (64 + (568 - 64 - 44) / 2)) <= 0.5)
    }

    func layout(_ layout: TableLayout, _ kind: ItemKind) -> LayoutItem? { layout.items(kind).first }

    @Test func aMissingTabImageIsReportedWhereTheSpecNamesIt() {
        let source = "tabBar: {items: [{title: Mail, image: mail.svg}]}\n"
        do {
            _ = try LayoutHarness.prepare(source, resources: InMemoryResources([:]))
            Issue.record("prepared without an error")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == [
                #"test.yaml:1:39: error: /tabBar/items/0/image: image "mail.svg" not found; paths are relative to the spec file's folder (/tmp)"#,
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

extension ScreenChromeTests {
    /// Render 07 (iOS 15): the chevron alone, its ink 10.7 × 18.4 at x 9.4, centred on the bar.
    @Test func theIOS13BackChevronSitsWhereRender07HasIt() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-13-mini
            statusBar: true
            navigationBar: {title: Settings, backButton: ""}
            """, scale: 3)
        let back = try #require(layout.items(.navigationBar).first?.part(.backButton))
        #expect(back.frame.minX == 9.4)
        guard let chevron = back.glyph as? BackChevronGlyph else { Issue.record("no chevron"); return }
        #expect(chevron.width == 10.7 && chevron.height == 18.4 && chevron.lineWidth == 2.6)
        #expect(abs(back.frame.midY - (50 + 22)) < 1.0 / 3)
    }
}

extension ScreenChromeTests {
    /// The Simulator's status bar has no signal: the carrier starts at the edge (classic 07: its ink at x 5,
    /// the C's side bearing past the 4-pt inset).
    @Test func signalFalseDrawsNoSignal() throws {
        let layout = try LayoutHarness.layout("theme: ios2\ndevice: iphone-3gs\nstatusBar: {signal: false}\n", scale: 1)
        let bar = try #require(layout.items(.statusBar).first)
        #expect(bar.part(.signal) == nil)
        #expect(bar.part(.carrier)?.frame.minX == 4)
        let withSignal = try LayoutHarness.layout("theme: ios2\ndevice: iphone-3gs\nstatusBar: {signal: 0}\n", scale: 1)
        guard let signal = withSignal.items(.statusBar).first?.part(.signal)?.glyph as? SignalGlyph,
              signal.count == 5, signal.lit == 0, !signal.dots else {
            Issue.record("expected five unlit bars"); return
        }
    }
}

extension ScreenChromeTests {
    static let largeTitleScreen = """
        theme: ios13
        device: iphone-15
        statusBar: true
        navigationBar: {title: Settings, largeTitle: true}
        table: {sections: [{rows: [\((0..<30).map { "{title: Row \($0)}" }.joined(separator: ", "))]}]}
        """

    /// Scrolling folds the 52-pt large-title area: the bar shrinks with the content's top and
    /// gets its backing; the large title slides under the bar, cut at its edge, and the title
    /// shows inline once half of it is under.
    @Test(arguments: [(0.0, 96.0, true, false), (4, 92, true, false), (30, 66, true, true), (52, 44, false, true), (200, 44, false, true)])
    func scrollingFoldsTheLargeTitle(offset: Double, height: Double, large: Bool, inline: Bool) throws {
        let layout = try LayoutHarness.layout(Self.largeTitleScreen + "\ncontentOffset: \(offset)\n", scale: 3)
        let nav = try #require(layout.items(.navigationBar).first)
        #expect(nav.frame == Rect(x: 0, y: 54, width: 393, height: height))
        #expect((nav.part(.largeTitle) != nil) == large)
        #expect((nav.part(.title) != nil) == inline)
        if let title = nav.part(.largeTitle), offset > 0 {
            // Fake font: ascent 27.2 over a baseline 41 - offset below the bar: cut from 30 on.
            #expect(title.clip == (offset >= 30 ? Rect(x: 0, y: 98, width: 393, height: height - 44) : nil))
        }
        #expect(nav.parts.contains { $0.kind == .background } == (offset > 0))
        // The first row's top stays at the bar's bottom edge while the area folds.
        if offset <= 52 {
            #expect(abs((layout.cell(section: 0, row: 0)?.frame.minY ?? 0) - nav.frame.maxY) < 1e-9)
        }
    }
}

extension ScreenChromeTests {
    /// iOS 6 tinted the status bar to the navigation bar (classic 09: #466A89 to #355C7E,
    /// white text); without one it kept the grey bar of earlier releases.
    @Test func iOS6TintsTheStatusBarOnlyOverANavigationBar() throws {
        func statusBar(_ extra: String) throws -> LayoutItem {
            try #require(try LayoutHarness.layout("theme: ios6\ndevice: iphone-3gs\nstatusBar: true\n" + extra, scale: 1).items(.statusBar).first)
        }
        let tinted = try statusBar("navigationBar: Pass Library\n")
        #expect(tinted.part(.background)?.fill == .verticalGradient(top: Color(hex: "#466A89")!, bottom: Color(hex: "#355C7E")!))
        #expect(tinted.part(.time)?.text?.color == Color(hex: "#FFFFFF"))
        let plain = try statusBar("")
        #expect(plain.part(.background)?.fill == .verticalGradient(top: Color(hex: "#EFF6F9")!, bottom: Color(hex: "#BDC5C9")!))
        #expect(plain.part(.time)?.text?.color == Color(hex: "#000000"))
    }
}

extension ScreenChromeTests {
    /// iOS 7-10 drew five signal dots; a notch bar is iOS 11 or later, with four bars.
    @Test(arguments: [("iphone-8", 5, true), ("iphone-x", 4, false)])
    func theIOS7ThemesSignalFollowsTheBar(device: String, count: Int, dots: Bool) throws {
        let layout = try LayoutHarness.layout("theme: ios7\ndevice: \(device)\nstatusBar: true\n", scale: 3)
        guard let signal = layout.items(.statusBar).first?.part(.signal)?.glyph as? SignalGlyph else {
            Issue.record("no signal"); return
        }
        #expect(signal.count == count && signal.lit == count && signal.dots == dots)
    }
}

extension ScreenChromeTests {
    /// iOS 7 to 10 put the charging bolt after a 20-pt bar's battery and the Bluetooth rune
    /// before its percentage (renders 05 and 06, iOS 10 at 2x: bolt x 309.5-315, battery
    /// 282-306.5, rune 234-242); iPhone OS and a notch bar draw the bolt inside the battery
    /// and have no rune.
    @Test func theChargingBoltAndBluetoothSitWhereRenders05And06HaveThem() throws {
        let spec = "theme: ios7\ndevice: iphone-5\nstatusBar: {charging: true, bluetooth: true}\n"
        let bar = try #require(try LayoutHarness.layout(spec, scale: 2).items(.statusBar).first)
        let bolt = try #require(bar.part(.chargingBolt))
        #expect(bolt.frame.minX == 309.5 && bolt.frame.maxX == 315 && bolt.frame.height == 10)
        let battery = try #require(bar.part(.battery))
        #expect(battery.frame.maxX == 306.5 && battery.frame.width == 25)
        // Whole device pixels: the outline is one pixel at 2x.
        #expect((battery.frame.minY * 2).rounded() == battery.frame.minY * 2)
        guard let glyph = battery.glyph as? BatteryGlyph, glyph.charging, !glyph.boltInside, glyph.lineWidth == 0.5 else {
            Issue.record("expected a charging battery without the bolt inside, a 0.5-pt outline"); return
        }
        let percent = try #require(bar.part(.batteryPercent))
        #expect(abs(percent.frame.maxX - (battery.frame.minX - 3)) < 1e-9)
        let rune = try #require(bar.part(.bluetooth))
        #expect(rune.frame.size == Size(width: 8, height: 13.5))
        #expect(abs(rune.frame.maxX - (percent.frame.minX - 7)) < 1e-9)

        // Not charging: the battery ends 5 pt from the edge, no bolt.
        let idle = try #require(try LayoutHarness.layout("theme: ios7\ndevice: iphone-5\nstatusBar: true\n", scale: 2)
            .items(.statusBar).first)
        #expect(idle.part(.chargingBolt) == nil && idle.part(.bluetooth) == nil)
        #expect(idle.part(.battery)?.frame.maxX == 315)

        for (theme, device) in [("ios2", "iphone-3gs"), ("ios15", "iphone-15")] {
            let other = try #require(try LayoutHarness.layout("theme: \(theme)\ndevice: \(device)\nstatusBar: {charging: true, bluetooth: true}\n",
                                                              scale: 2).items(.statusBar).first)
            #expect(other.part(.chargingBolt) == nil, "\(theme): the bolt is inside the battery")
            guard let glyph = other.part(.battery)?.glyph as? BatteryGlyph, glyph.charging, glyph.boltInside else {
                Issue.record("\(theme): expected the bolt inside the battery"); continue
            }
            // iPhone OS draws the rune; a notch bar has no room for it.
            #expect((other.part(.bluetooth) != nil) == (theme == "ios2"))
        }
    }
}
