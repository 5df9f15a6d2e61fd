import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Translucent bars get their material (a `material` part, painted as a `backdrop` node)
/// only where content runs under them, and only in eras whose bars are translucent.
@Suite struct BarMaterialLayoutTests {
    static func spec(theme: String, rows: Int, offset: Double = 0, appearance: String = "light") -> String {
        """
        theme: \(theme)
        appearance: \(appearance)
        device: iphone-5
        height: screen
        contentOffset: \(offset)
        statusBar: {time: "9:41"}
        navigationBar: {title: Mail}
        toolbar: [Edit]
        tabBar: {items: [{title: One}, {title: Two}]}
        table:
          sections:
            - rows: [\((0..<rows).map { "{title: Row \($0)}" }.joined(separator: ", "))]
        """
    }

    static func material(_ layout: TableLayout, _ kind: ItemKind) -> LayoutPart? {
        layout.items(kind).first?.part(.material)
    }

    @Test func contentUnderTheBottomBarsGetsTheMaterialFromTheTheme() throws {
        let layout = try LayoutHarness.layout(Self.spec(theme: "ios7", rows: 20))
        let tabBar = try #require(layout.items(.tabBar).first)
        let toolbar = try #require(layout.items(.toolbar).first)
        for (bar, part) in [(tabBar, Self.material(layout, .tabBar)), (toolbar, Self.material(layout, .toolbar))] {
            let backdrop = try #require(part?.backdrop)
            #expect(backdrop.frame == bar.frame)
            #expect(backdrop.blurRadius == 7 && backdrop.saturation == 1.8)
            #expect(backdrop.fallbackTint == Color(hex: "#F7F7F7EC"))
            // Before the bar's own colour, which tints it.
            #expect(bar.parts.first?.kind == .material && bar.parts.dropFirst().first?.kind == .background)
        }
        // At rest nothing runs under the navigation bar: no material there.
        #expect(Self.material(layout, .navigationBar) == nil)
        // The scene paints each material as a backdrop node.
        let scene = ScenePainter.paint(layout)
        #expect(scene.nodes.filter { if case .backdrop = $0 { true } else { false } }.count == 2)
    }

    @Test func scrolledContentUnderTheNavigationBarGetsItToo() throws {
        let layout = try LayoutHarness.layout(Self.spec(theme: "ios13", rows: 20, offset: 30, appearance: "dark"))
        let backdrop = try #require(Self.material(layout, .navigationBar)?.backdrop)
        // The bar's backing reaches up under the transparent status bar.
        #expect(backdrop.frame == Rect(x: 0, y: 0, width: 320, height: 64))
        #expect(backdrop.fallbackTint == Color(hex: "#1D1D1DBF"))
    }

    @Test func noMaterialWhereNoContentRunsUnderABar() throws {
        // Three rows end far above the bottom bars (iOS 15's bars at the scroll edge).
        let short = try LayoutHarness.layout(Self.spec(theme: "ios15", rows: 3))
        #expect(Self.material(short, .tabBar) == nil && Self.material(short, .toolbar) == nil)
        // Before iOS 7 bars are opaque: never a material.
        let classic = try LayoutHarness.layout(Self.spec(theme: "ios6", rows: 20, offset: 30))
        #expect(classic.items.allSatisfy { $0.part(.material) == nil })
    }
}
