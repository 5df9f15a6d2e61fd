import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The Liquid Glass chrome (iOS 26): bar buttons grouped on glass capsules, the navigation
/// bar's scroll edge, the floating tab bar and toolbar, search at the bottom; the keys'
/// errors and era gates. Laid out with the fixed-advance measurer on an iPhone 15 (393 x 852,
/// status bar 54, home indicator inset 34), the glass values of base.json.
@Suite struct GlassChromeTests {
    /// A theme with every glass look on (Tests/GlassTheme): ios15 with the iOS 26 chrome.
    static let theme = GoldenImages.repositoryRoot.appendingPathComponent("Tests/GlassTheme/glass.theme.json").path

    static func spec(_ chrome: String, theme: String = theme, rows: Int = 3, extra: String = "") -> String {
        """
        theme: \(theme)
        device: iphone-15
        height: screen
        \(extra)
        statusBar: {time: "9:41"}
        \(chrome)
        table:
          style: insetGrouped
          sections:
            - rows: [\((0..<rows).map { "{title: Row \($0)}" }.joined(separator: ", "))]
        """
    }

    static func layout(_ chrome: String, rows: Int = 3, extra: String = "", rtl: Bool = false) throws -> TableLayout {
        try LayoutHarness.layout(spec(chrome, rows: rows, extra: extra + (rtl ? "\nlayoutDirection: rightToLeft" : "")), scale: 3)
    }

    static func glassFrames(_ item: LayoutItem, _ kind: PartKind = .glass) -> [Rect] {
        item.parts.filter { $0.kind == kind }.compactMap { $0.glass?.frame }
    }

    @Test func theNavigationBarHasNoBackingAtRestAndTitleButtonsOnOneCapsule() throws {
        let layout = try Self.layout("navigationBar: {title: History, rightItems: [Clear]}")
        let bar = try #require(layout.items(.navigationBar).first)
        // No backing, no hairline, no material, no scroll edge: nothing runs under the bar.
        #expect(!bar.parts.contains { [.background, .rule, .material, .scrollEdge].contains($0.kind) })
        // The capsule: 44 tall, 6.67 under the bar's top (54), its trailing edge 16 from the screen's.
        let capsule = try #require(Self.glassFrames(bar).first)
        let button = try #require(bar.parts.first { $0.kind == .barButton })
        #expect(capsule.height == 44 && abs(capsule.minY - (54 + 6.67)) < 0.34 && capsule.maxX == 393 - 16)
        // The title with 14 pt of padding each side, the capsule as wide as the button.
        #expect(abs(button.frame.minX - capsule.minX) < 0.01 && abs(button.frame.width - capsule.width) < 0.34)
        let text = try #require(button.text?.lines.first)
        #expect(abs(text.origin.x - (capsule.minX + 14)) < 0.34)
        // The label is the glass label colour (black), not the tint.
        #expect(button.text?.color == Color(hex: "#000000"))
        // The material's values are the theme's.
        let glass = try #require(bar.parts.first { $0.kind == .glass }?.glass)
        #expect(glass.blurRadius == 6 && glass.saturation == 1.5 && glass.cornerRadius == 22 && glass.tint == Color(hex: "#FFFFFFC4"))
    }

    @Test func itemsOfAGroupShareACapsuleASpacerSplitsThemAndHidesSharedBackgroundStandsAlone() throws {
        let layout = try Self.layout("""
            navigationBar:
              title: Inbox
              rightItems: [{image: {symbol: trash}}, {image: {symbol: folder}}, {spacer: fixed}, {title: Edit}, {title: Done, hidesSharedBackground: true}]
            """)
        let bar = try #require(layout.items(.navigationBar).first)
        let capsules = Self.glassFrames(bar).sorted { $0.minX < $1.minX }
        // Two capsules: the two images together (44 each), then Edit; Done has none.
        #expect(capsules.count == 2)
        #expect(capsules[0].width == 88)
        let buttons = bar.parts.filter { $0.kind == .barButton }
        let done = try #require(buttons.first { $0.text?.text == "Done" })
        let edit = try #require(buttons.first { $0.text?.text == "Edit" })
        #expect(done.frame.maxX == 393 - 16)
        #expect(abs(edit.frame.minX - capsules[1].minX) < 0.01 && abs(edit.frame.maxX - capsules[1].maxX) < 0.34)
        #expect(abs(capsules[1].maxX - (done.frame.minX - 8)) < 0.34)
        #expect(abs(capsules[0].maxX - (capsules[1].minX - 8)) < 0.34)
    }

    @Test func theBackButtonIsAChevronOnAGlassCircle() throws {
        let layout = try Self.layout("navigationBar: {title: Detail, backButton: Settings}")
        let bar = try #require(layout.items(.navigationBar).first)
        let circle = try #require(Self.glassFrames(bar).first)
        #expect(circle.minX == 16 && circle.width == 44 && circle.height == 44)
        let back = try #require(bar.parts.first { $0.kind == .backButton })
        #expect(back.glyph?.name == "backChevron" && back.text == nil)
        #expect(abs(back.frame.midX + 1.5 - circle.midX) < 0.5 && back.frame.minY == circle.minY)
    }

    @Test func scrolledContentUnderTheBarGetsTheScrollEdgeEffect() throws {
        let rest = try Self.layout("navigationBar: {title: Mail}", rows: 30)
        #expect(rest.items(.navigationBar).first?.part(.scrollEdge) == nil)
        let layout = try Self.layout("navigationBar: {title: Mail}", rows: 30, extra: "contentOffset: 120")
        let bar = try #require(layout.items(.navigationBar).first)
        let edge = try #require(bar.parts.first)
        #expect(edge.kind == .scrollEdge)
        let glass = try #require(edge.glass)
        // From the screen's top to 24 pt under the bar (54 + 44), fading from the bar's title row.
        #expect(glass.frame == Rect(x: 0, y: 0, width: 393, height: 98 + 24))
        #expect(glass.fade == GlassFade(opaqueY: 54 + 22, clearY: 122))
        // The page's colour (the grouped background) at 90 %, no rim or shadow.
        #expect(glass.tint == Color(hex: "#F2F2F7")!.withAlpha(0.9) && glass.rimWidth == 0 && glass.shadowRadius == 0)
        // The scene paints it as a glass node before the bar's title.
        let scene = ScenePainter.paint(layout)
        #expect(scene.nodes.contains { if case .glass(let g) = $0 { g.fade != nil } else { false } })
    }

    @Test func theFloatingTabBarIsACapsuleInsetFromTheEdgesWithThePillUnderTheSelectedTab() throws {
        let layout = try Self.layout("""
            tabBar: {selected: 1, items: [{title: Home, image: {symbol: house.fill}}, {title: Browse, image: {symbol: star.fill}}, {title: Radio, image: {symbol: star}}]}
            """)
        let bar = try #require(layout.items(.tabBar).first)
        let capsule = try #require(Self.glassFrames(bar).first)
        // 21 from each side, 21 above the screen's bottom, 62 tall.
        #expect(capsule == Rect(x: 21, y: 852 - 21 - 62, width: 393 - 42, height: 62))
        let pill = try #require(bar.part(.selection))
        let slot = (capsule.width - 8) / 3
        #expect(abs(pill.frame.minX - (21 + 4 + slot)) < 0.34 && abs(pill.frame.width - slot) < 0.34)
        #expect(pill.frame.minY == capsule.minY + 4 && pill.frame.height == 54 && pill.cornerRadius == 27)
        #expect(pill.fill == .solid(Color(hex: "#7676801F")!))
        // The selected title in the tint, the others in the label colour.
        let titles = bar.parts.filter { $0.kind == .tabTitle }
        #expect(titles.map { $0.text?.color } == [Color(hex: "#000000"), Color(hex: "#007AFF"), Color(hex: "#000000")])
        // The bar's item covers it; the content's bottom inset leaves room for it.
        #expect(bar.frame.minY == capsule.minY)
    }

    @Test func aSearchTabIsACircleAfterTheBarAndMinimizedTheAccessorySitsBetween() throws {
        let items = "items: [{title: Home, image: {symbol: house.fill}}, {title: Radio, image: {symbol: star}}]"
        let layout = try Self.layout("tabBar: {searchTab: true, accessory: {title: Blue in Green, subtitle: Miles Davis}, \(items)}")
        let bar = try #require(layout.items(.tabBar).first)
        let search = try #require(Self.glassFrames(bar, .searchTab).first)
        let capsule = try #require(Self.glassFrames(bar).first)
        #expect(search == Rect(x: 393 - 21 - 62, y: capsule.minY, width: 62, height: 62))
        #expect(capsule.maxX == search.minX - 8)
        // The accessory: over the bar, 8 above it, 48 tall, across both.
        let accessory = try #require(Self.glassFrames(bar, .tabAccessory).first)
        #expect(accessory == Rect(x: 21, y: capsule.minY - 8 - 48, width: 393 - 42, height: 48))
        #expect(bar.frame.minY == accessory.minY)

        let minimized = try Self.layout("tabBar: {minimized: true, searchTab: true, accessory: {title: Blue in Green}, \(items)}")
        let small = try #require(minimized.items(.tabBar).first)
        let circle = try #require(Self.glassFrames(small).first)
        let searchCircle = try #require(Self.glassFrames(small, .searchTab).first)
        let player = try #require(Self.glassFrames(small, .tabAccessory).first)
        #expect(circle == Rect(x: 21, y: 852 - 21 - 48, width: 48, height: 48))
        #expect(searchCircle == Rect(x: 393 - 21 - 48, y: circle.minY, width: 48, height: 48))
        #expect(player == Rect(x: circle.maxX + 8, y: circle.minY, width: searchCircle.minX - 8 - circle.maxX - 8, height: 48))
        // Only the selected tab's icon shows.
        #expect(small.parts.filter { $0.kind == .tabItem }.count == 2)   // the tab and the search tab's magnifier
    }

    @Test func theToolbarFloatsAsCapsulesWithTheSearchFieldBetweenThem() throws {
        let layout = try Self.layout("""
            navigationBar: {title: Contacts, searchBar: {placement: bottom}}
            toolbar: [{image: {symbol: line.3.horizontal.decrease.circle}}, {spacer: flexible}, {image: {symbol: square.and.pencil}}]
            """)
        // No search bar under the title.
        #expect(layout.items(.searchBar).isEmpty)
        let toolbar = try #require(layout.items(.toolbar).first)
        let capsules = Self.glassFrames(toolbar).sorted { $0.minX < $1.minX }
        let field = try #require(Self.glassFrames(toolbar, .searchField).first)
        #expect(capsules.count == 2 && capsules[0].minX == 21 && capsules[1].maxX == 393 - 21)
        // The field, 48 tall, fills the room between them, on the same middle line.
        #expect(field.height == 48 && field.minX == capsules[0].maxX + 8 && field.maxX == capsules[1].minX - 8)
        #expect(field.midY == capsules[0].midY && field.maxY == 852 - 21)
        #expect(toolbar.part(.placeholder)?.text?.text == "Search")
    }

    @Test func rightToLeftMirrorsTheCapsulesAndTheirMaterial() throws {
        let layout = try Self.layout("navigationBar: {title: History, rightItems: [Clear]}", rtl: true)
        let bar = try #require(layout.items(.navigationBar).first)
        let part = try #require(bar.parts.first { $0.kind == .glass })
        #expect(part.frame.minX == 16 && part.glass?.frame == part.frame)
    }

    // MARK: Keys and era gates

    static func errors(_ source: String) -> [String] {
        do {
            _ = try LayoutHarness.prepare(source)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func glassKeysAreReadWithPreciseErrors() {
        #expect(Self.errors("theme: ios15\nnavigationBar: {title: A, rightItems: [{spacer: fixd}]}\n") == [
            #"test.yaml:2:49: error: /navigationBar/rightItems/0/spacer: unknown spacer "fixd"; did you mean "fixed"?"#,
        ])
        #expect(Self.errors("theme: ios15\ntable: {searchBar: {placement: bottom}, sections: [{rows: [A]}]}\n").first?
            .contains("/table/searchBar: unknown key \"placement\"") == true)
        #expect(Self.errors("theme: ios15\ntabBar: {items: [{title: A}], minimised: true}\n").first?
            .contains("did you mean \"minimized\"?") == true)
        #expect(Self.errors("theme: ios15\ntabBar: {items: [{title: A}], accessory: {subtitle: B}}\n").first?
            .contains("a tab bar accessory needs \"title\"") == true)
        #expect(Self.errors("theme: ios15\nnavigationBar: {title: A, rightItems: [{spacer: fixed, title: B}]}\n").first?
            .contains("a spacer item has \"spacer\" alone") == true)
    }

    @Test func glassOnlyKeysOnAnOlderEraNameIOS26() {
        let errors = Self.errors("""
            theme: ios15
            navigationBar: {title: A, rightItems: [{title: B, hidesSharedBackground: true}], searchBar: {placement: bottom}}
            tabBar: {items: [{title: A}], minimized: true, searchTab: true, accessory: {title: Song}}
            """)
        #expect(errors.count == 5)
        #expect(errors.allSatisfy { $0.contains("came with iOS 26 (Liquid Glass); theme \"ios15\"") && $0.contains("\"ios26\"") }, "\(errors)")
        #expect(errors.contains { $0.contains("/navigationBar/searchBar/placement: search at the bottom of the screen") })
        #expect(errors.contains { $0.contains("/navigationBar/rightItems/0/hidesSharedBackground") })
        #expect(errors.contains { $0.contains("/tabBar/minimized: the minimised tab bar") })
        // A spacer is no error before iOS 26: it draws nothing, and the items are laid out as before.
        #expect(Self.errors("theme: ios15\nnavigationBar: {title: A, rightItems: [B, {spacer: fixed}, C]}\n").isEmpty)
    }

    @Test func ios26DrawsTheGlassChromeWhereRender01HasIt() throws {
        // Reference uikit-ios26/01's screen: iPhone 13 layout, no status bar drawn (47 pt).
        let layout = try LayoutHarness.layout(Self.spec("navigationBar: {title: Location History, rightItems: [Clear]}", theme: "ios26")
            .replacingOccurrences(of: "iphone-15", with: "iphone-13").replacingOccurrences(of: "{time: \"9:41\"}", with: "{blank: true}"), scale: 3)
        let bar = try #require(layout.items(.navigationBar).first)
        // The 44-pt bar under the 47-pt blank status bar, its title 27.5 down, as every era's.
        // Render 01's harness draws the bar 6.67 pt lower (its capsule, as tall as the bar, at
        // 53.67-97.67; the title's cap top 68.67, 15 under it): references.json measures it
        // from 6.67 pt down (`top`).
        #expect(bar.frame == Rect(x: 0, y: 47, width: 390, height: 44))
        let title = try #require(bar.part(.title)?.text?.lines.first)
        #expect(abs(title.origin.y - (47 + 27.5)) < 0.01)
        // The capsule fills the bar, its trailing edge at 374.
        let capsule = try #require(Self.glassFrames(bar).first)
        #expect(abs(capsule.minY - 47) < 0.34 && capsule.height == 44 && capsule.maxX == 374)
        #expect(!bar.parts.contains { $0.kind == .background || $0.kind == .rule })
    }

    @Test func theLooksAreNamedInTheTheme() throws {
        let theme = try LayoutHarness.prepare(Self.spec("navigationBar: A")).theme
        #expect(theme.looks.navigationBar == .glass && theme.looks.barButton == .glass && theme.looks.tabBar == .floating
                && theme.looks.toolbar == .floating && theme.looks.hasGlassChrome)
        let ios15 = try LayoutHarness.prepare("theme: ios15\n").theme
        #expect(ios15.looks.navigationBar == .bar && ios15.looks.tabBar == .docked && !ios15.looks.hasGlassChrome)
    }
}
