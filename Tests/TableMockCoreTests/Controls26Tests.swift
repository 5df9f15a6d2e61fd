@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The controls iOS 26 redrew beyond the switch, segmented control and stepper: the slider
/// (uikit-ios26 render 19 against its iOS 18.5 twin), the icon square's corners, and the
/// lint rules for glass bars.
@Suite struct Controls26Tests {
    static func slider(_ theme: String) throws -> LayoutPart {
        let cell = try #require(try LayoutHarness.layout("""
            theme: \(theme)
            device: iphone-13
            table: {style: insetGrouped, sections: [{rows: [{title: Volume, slider: {value: 0.75}}]}]}
            """, scale: 3).cell(section: 0, row: 0))
        return try #require(cell.part(.slider))
    }

    /// Render 19: a 6-pt track across the whole frame and a capsule thumb 37 wide (24 tall);
    /// iOS 13-18 draw a 4-pt track and a 28-pt disc.
    @Test func theIOS26SliderHasAThickerTrackAndACapsuleThumb() throws {
        let new = try Self.slider("ios26"), old = try Self.slider("ios15")
        let g26 = try #require(new.glyph as? SliderGlyph), g15 = try #require(old.glyph as? SliderGlyph)
        #expect(g26.look == .ios26 && g15.look == .ios7)
        #expect(g26.trackHeight == 6 && g15.trackHeight == 4)
        #expect(g26.trackInset == 0)
        #expect(g26.thumbWidth == 37 && g26.thumbDiameter == 24)
        #expect(g15.thumbWidth == 28 && g15.thumbDiameter == 28)
        #expect(new.frame.height == 24 && old.frame.height == 28)
        #expect(g26.name == "slider(75%)")

        // Drawn: the track's full width at its thickness, and the thumb a capsule (radius half
        // its height) whose travel is the track less its width.
        let nodes = g26.nodes(in: new.frame)
        let track = Rect(x: new.frame.minX, y: new.frame.midY - 3, width: new.frame.width, height: 6)
        #expect(nodes.contains { if case .fill(.roundedRect(track, radius: 3, corners: .all), _) = $0 { true } else { groupHas($0, track) } })
        let thumbX = new.frame.minX + 0.75 * (new.frame.width - 37)
        let knob = Rect(x: thumbX, y: new.frame.midY - 12, width: 37, height: 24)
        #expect(nodes.contains { if case .fill(.roundedRect(knob, radius: 12, corners: .all), _) = $0 { true } else { false } })
        // iOS 15's thumb is a disc.
        let oldNodes = g15.nodes(in: old.frame)
        #expect(oldNodes.contains { if case .fill(.ellipse(let r), _) = $0 { r.width == 28 && r.height == 28 } else { false } })
        #expect(!oldNodes.contains { if case .fill(.roundedRect(_, radius: 14, _), _) = $0 { true } else { false } })
    }

    private func groupHas(_ node: SceneNode, _ track: Rect) -> Bool {
        guard case .group(let g) = node else { return false }
        return g.children.contains { if case .fill(.roundedRect(track, radius: 3, corners: .all), _) = $0 { true } else { false } }
    }

    /// Right to left, the capsule thumb's travel runs from the right: the part is mirrored.
    @Test func theCapsuleSliderMirrorsRightToLeft() throws {
        let cell = try #require(try LayoutHarness.layout("""
            theme: ios26
            layoutDirection: rightToLeft
            device: iphone-13
            table: {style: insetGrouped, sections: [{rows: [{title: Volume, slider: {value: 0.25}}]}]}
            """, scale: 3).cell(section: 0, row: 0))
        let part = try #require(cell.part(.slider))
        #expect(part.mirrored && (part.glyph as? SliderGlyph)?.thumbWidth == 37)
    }

    /// iOS 26's icon squares have continuous corners of 7 pt (weak); iOS 15's are circular arcs of 6.5.
    @Test func iconSquaresTakeContinuousCornersOnIOS26() throws {
        func square(_ theme: String) throws -> (SymbolDrawing, Rect) {
            let cell = try #require(try LayoutHarness.layout("""
                theme: \(theme)
                device: iphone-13
                table: {style: insetGrouped, sections: [{rows: [{title: Wi-Fi, image: {symbol: wifi, background: systemBlue}}]}]}
                """, scale: 3).cell(section: 0, row: 0))
            let image = try #require(cell.part(.image))
            return (try #require(image.symbol), image.frame)
        }
        let (s26, f26) = try square("ios26"), (s15, f15) = try square("ios15")
        #expect(f26.width == 29 && f15.width == 29)
        #expect(s26.continuousCorners && s26.cornerRadius == 7)
        #expect(!s15.continuousCorners && s15.cornerRadius == 6.5)
        var nodes: [SceneNode] = []
        ScenePainter.paint(s26, in: f26, mirrored: false, into: &nodes)
        #expect(nodes.first.map { if case .fill(.path(let p), _) = $0 { p == .continuousRoundedRect(f26, radius: 7, corners: .all) } else { false } } == true)
        nodes = []
        ScenePainter.paint(s15, in: f15, mirrored: false, into: &nodes)
        #expect(nodes.first.map { if case .fill(.roundedRect(f15, radius: 6.5, corners: .all), _) = $0 { true } else { false } } == true)
    }

    /// The status bar of each of today's phones on ios26: the Dynamic Island's 57-pt bar, the
    /// iPhone 16e's notch bar of 47; the clock centred in the left ear either way.
    @Test(arguments: [("iphone-16e", 47.0), ("iphone-17", 57), ("iphone-air", 57), ("iphone-17-pro", 57), ("iphone-17-pro-max", 57)])
    func theStatusBarIsTheDevicesCutOut(_ device: String, _ height: Double) throws {
        let layout = try LayoutHarness.layout("theme: ios26\ndevice: \(device)\nstatusBar: {time: \"9:41\"}\ntable: {sections: [{rows: [{title: A}]}]}\n", scale: 3)
        let bar = try #require(layout.items(.statusBar).first)
        #expect(bar.frame.height == height)
        let time = try #require(bar.parts.first { $0.text != nil })
        #expect(time.frame.maxX < bar.frame.width / 2 - 50)
    }

    /// AccessibilitySnapshot's testTabBars_26_2 (overlay): a tab's badge is 18 x 18, 2 pt under
    /// the top of its item, whose frame starts 4 pt inside the 62-pt capsule (the pill's inset).
    @Test func aFloatingTabsBadgeSitsUnderTheTopOfItsSlot() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios26
            device: iphone-17-pro
            tabBar: {items: [{title: Inbox, image: {symbol: tray}, badge: "3"}, {title: Sent, image: {symbol: paperplane}}]}
            """, scale: 3)
        let bar = try #require(layout.items(.tabBar).first)
        let capsule = try #require(bar.parts.first { $0.kind == .glass })
        let badge = try #require(bar.parts.first { $0.kind == .badge })
        #expect(capsule.frame.height == 62 && capsule.frame.minX == 21)
        #expect(badge.frame.height == 18)
        #expect(badge.frame.minY == capsule.frame.minY + 4 + 2)
    }

    // MARK: Lint

    static func warnings(_ source: String) throws -> [Diagnostic] {
        let prepared = try LayoutHarness.prepare(source)
        return Linter.warnings(for: prepared, layout: prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 3))
    }

    @Test func glassCapsulesThatRunIntoEachOtherAreWarnedOf() throws {
        let crowded = """
            theme: ios26
            device: iphone-13
            navigationBar:
              title: Inbox
              leftItems: [{title: Mailboxes}, {spacer: fixed}, {title: Filter}]
              rightItems: [{title: Select}, {spacer: fixed}, {title: Compose}, {spacer: fixed}, {title: Archive}]
            """
        let found = try Self.warnings(crowded)
        #expect(found.map(\.rule) == ["glass-capsules-collide"])
        #expect(found.first?.path == "/navigationBar/rightItems")
        // Fixed-advance text: "Mailboxes" and "Compose" at 8.5 pt a character, each with its padding.
        #expect(found.first?.message == "the navigation bar's 5 glass capsules are 437.7 pt wide together and run into each other or off the 390-pt screen")
        // Two items fit; and the same crowded bar on ios15 is not glass.
        #expect(try Self.warnings("theme: ios26\ndevice: iphone-13\nnavigationBar: {title: Inbox, leftItems: [{title: Edit}], rightItems: [{title: Add}]}\n").isEmpty)
        #expect(try Self.warnings(crowded.replacingOccurrences(of: "ios26", with: "ios15")).allSatisfy { $0.rule != "glass-capsules-collide" })
    }

    /// iOS 26 runs on the iPhone 11 and later: glass on an iPhone XS or 8 the spec names is
    /// warned of; the default device (an iPhone 8 no spec named) and an iPhone 11 are not.
    @Test func glassOnAPhoneThatNeverRanIOS26IsWarnedOf() throws {
        let found = try Self.warnings("theme: ios26\ndevice: iphone-xs\ntable: {sections: [{rows: [{title: A}]}]}\n")
        #expect(found.map(\.description) == [
            #"test.yaml:2:9: warning: /device: the iphone-xs runs iOS 18 at the newest; the theme "ios26" draws iOS 26's Liquid Glass, which it never showed; name a phone that runs iOS 26 ("device": "iphone-17"; the iPhone 11 and later), or draw the phone's own era ("theme": "ios15") [glass-on-older-phone]"#,
        ])
        #expect(try Self.warnings("theme: ios26\ndevice: iphone-5\n").first?.hint?.hasSuffix(#"("theme": "ios7")"#) == true)
        #expect(try Self.warnings("theme: ios26\ndevice: iphone-11\n").isEmpty)
        #expect(try Self.warnings("theme: ios26\ntable: {sections: [{rows: [{title: A}]}]}\n").isEmpty)
        #expect(try Self.warnings("theme: ios15\ndevice: iphone-xs\n").isEmpty)
        // The table agrees with the catalogue: every phone listed is in it, and every phone sold with iOS 26 runs it.
        #expect(Set(DeviceCatalog.newestIOS.keys).isSubset(of: Set(DeviceCatalog.names)))
        for name in ["iphone-11", "iphone-16e", "iphone-17", "iphone-air", "iphone-17-pro-max"] { #expect(DeviceCatalog.newestIOS[name] == nil) }
    }

    @Test func aMinimisedTabBarOnAnIPadIsWarnedOf() throws {
        let found = try Self.warnings("""
            theme: ios26
            device: ipad-air-11
            tabBar: {items: [{title: Home, image: {symbol: house}}, {title: Library, image: {symbol: books.vertical}}], minimized: true}
            """)
        #expect(found.map(\.description) == [
            #"test.yaml:3:120: warning: /tabBar/minimized: iPadOS does not minimise the tab bar (tabBarMinimizeBehavior is iPhone only); this screen shows what no iPad draws; remove minimized, or name an iPhone ("device": "iphone-17") [minimized-tab-bar-on-ipad]"#,
        ])
        #expect(found.first?.hint == "remove minimized, or name an iPhone (\"device\": \"iphone-17\")")
    }
}
