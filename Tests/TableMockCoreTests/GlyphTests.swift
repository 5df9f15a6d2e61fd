import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Glyphs are small values, one per control (Layout/Controls/): every glyph a screen holds
/// is drawn and named, in every era and both directions; the two spec keys for a swiped row
/// go through one swipe model.
@Suite struct GlyphTests {
    /// A screen holding every glyph the layout makes: accessories, switches, a segmented
    /// control, a badge, the unread dot, a slider, the search field's icons and scope bar,
    /// the index's magnifier, bar buttons, the status bar's icons, a tab badge.
    static func everything(_ theme: String, rtl: Bool, tall: Bool = false) -> String {
        """
        theme: \(theme)
        device: \(tall ? "iphone-13-mini" : "iphone-8")
        height: content
        layoutDirection: \(rtl ? "rightToLeft" : "leftToRight")
        statusBar: {signal: 2, battery: 40, charging: true, bluetooth: true}
        navigationBar: {title: All, backButton: Back, rightItems: [{title: Done, style: done}]}
        tabBar: {items: [{title: A, badge: "3"}, {title: B}], selected: 0}
        table:
          index: ["{search}", A, B]
          searchBar: {text: Ann, active: true, scopes: [All, Work]}
          sections:
            - header: A
              rows:
                - {title: Chevron, accessory: disclosureIndicator}
                - {title: Check, accessory: checkmark}
                - {title: Info, accessory: detailButton}
                - {title: Both, accessory: detailDisclosureButton}
                - {title: On, accessory: {switch: true}}
                - {title: Off, accessory: {switch: false}}
                - {title: Pick, accessory: {segments: {items: [Low, High], selected: 1}}}
                - {title: Badge, badge: "2", accessory: disclosureIndicator}
                - {style: subtitle, title: Mail, detail: Preview, unread: true}
                - {layout: timeline, title: Article, detail: Summary, subtitle: Feed, time: "9:41", unread: true, selected: true}
                - {title: Volume, slider: {value: 0.3}}
                - {picker: {values: [Small, Medium, Large], selected: Medium}}
                - {title: Remove me, deleteConfirmation: true}
        """
    }

    static let themes = ["ios2", "ios5", "ios6", "ios7", "ios11", "ios13", "ios15", "ios26"]

    @Test(arguments: themes) func everyGlyphIsDrawnAndNamed(_ theme: String) throws {
        for (rtl, tall) in [(false, false), (true, false), (false, true)] {
            let layout = try LayoutHarness.layout(Self.everything(theme, rtl: rtl, tall: tall))
            var names: Set<String> = []
            for item in layout.items {
                for part in item.parts {
                    guard let glyph = part.glyph else { continue }
                    // A glyph that is not drawn would leave its part empty.
                    #expect(!glyph.nodes(in: part.frame).isEmpty, "\(theme): \(glyph.name) draws nothing")
                    #expect(!glyph.name.isEmpty)
                    var nodes: [SceneNode] = []
                    ScenePainter.paint(part, into: &nodes)
                    #expect(!nodes.isEmpty, "\(theme): the part holding \(glyph.name) paints nothing")
                    names.insert(glyph.name.prefix { $0 != "(" }.description)
                }
            }
            #expect(names.isSuperset(of: ["disclosureIndicator", "checkmark", "switch", "segmentedControl", "badge", "slider",
                                           "magnifier", "clearButton", "battery", "signal", "picker"]), "\(theme): \(names.sorted())")
        }
    }

    @Test func aMirroredGlyphIsItsDrawingReflectedInItsFrame() throws {
        let ltr = try LayoutHarness.layout(Self.everything("ios13", rtl: false))
        let rtl = try LayoutHarness.layout(Self.everything("ios13", rtl: true))
        let on = try #require(ltr.cell(section: 0, row: 4)?.part(.accessory))
        let mirroredOn = try #require(rtl.cell(section: 0, row: 4)?.part(.accessory))
        let glyph = try #require(on.glyph)
        #expect(glyph.flipsRightToLeft && mirroredOn.mirrored && !on.mirrored)
        // The switch's knob sits at its trailing end when on: the right on the left-to-right
        // screen, the left on the right-to-left one.
        var painted: [SceneNode] = []
        ScenePainter.paint(mirroredOn, into: &painted)
        let knobs = painted.compactMap { node -> Rect? in
            if case .fill(.ellipse(let r), .solid(let c)) = node, c.alpha == 1, r.width > 20 { r } else { nil }
        }
        let knob = try #require(knobs.last)
        #expect(knob.midX < mirroredOn.frame.midX)
        // A checkmark is a mark: the same drawing on both screens.
        let check = try #require(rtl.cell(section: 0, row: 1)?.part(.accessory))
        #expect(check.glyph?.flipsRightToLeft == false && !check.mirrored)
    }

    /// `deleteConfirmation` is the era's default for a trailing Delete action: from iOS 7 the
    /// same full-height button at the trailing edge as a one-action swipe, sliding the
    /// content by its width, with the era's Delete look (its part `deleteButton`).
    @Test(arguments: ["ios7", "ios13"]) func deleteConfirmationIsOneTrailingDeleteAction(_ theme: String) throws {
        let layout = try LayoutHarness.layout("""
            theme: \(theme)
            table:
              sections:
                - rows:
                    - {title: Mail, deleteConfirmation: true}
                    - {title: Mail, swiped: trailing, swipeActions: {trailing: [{title: Delete, style: destructive}]}}
                    - {title: Mail}
            """)
        let confirm = try #require(layout.cell(section: 0, row: 0))
        let swiped = try #require(layout.cell(section: 0, row: 1))
        let still = try #require(layout.cell(section: 0, row: 2))
        let button = try #require(confirm.part(.deleteButton))
        let action = try #require(swiped.part(.swipeAction))
        for (cell, b) in [(confirm, button), (swiped, action)] {
            #expect(cell.clipsParts)
            #expect(b.frame.maxX == cell.frame.maxX)
            #expect(b.frame.minY == cell.frame.minY && b.frame.height == cell.frame.height)
            #expect(b.text?.text == "Delete")
            // The content slides left by the button's width.
            let moved = try #require(still.part(.title)?.frame.minX) - (try #require(cell.part(.title)?.frame.minX))
            #expect(abs(moved - b.frame.width) < 1e-9)
        }
        // The era's Delete look: its own colours and padding, not an action's.
        #expect(button.fill != nil && button.kind == .deleteButton && action.kind == .swipeAction)
    }

    /// Before iOS 7 (and while editing) the era's Delete button sits in the row, before the
    /// accessory's place, and the content does not slide.
    @Test func theClassicDeleteButtonStaysInTheRow() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios6
            table:
              sections:
                - rows:
                    - {title: Mail, deleteConfirmation: Remove}
                    - {title: Mail}
            """)
        let confirm = try #require(layout.cell(section: 0, row: 0))
        let button = try #require(confirm.part(.deleteButton))
        #expect(!confirm.clipsParts)
        #expect(confirm.part(.title)?.frame.minX == layout.cell(section: 0, row: 1)?.part(.title)?.frame.minX)
        #expect(button.frame.height < confirm.frame.height && button.cornerRadius > 0)
        #expect(button.frame.maxX < confirm.frame.maxX && button.text?.text == "Remove")
    }

    /// The one soft-shadow helper: rings keep their shares of the colour; a gaussian's stack
    /// follows the normal distribution's tail.
    @Test func softShadowRingsAndGaussian() {
        let frame = Rect(x: 10, y: 10, width: 20, height: 20)
        let color = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        let rings = SoftShadow(color: color, drop: 1, falloff: SoftShadow.threeRings).nodes(under: frame) { r, _ in .ellipse(r) }
        let expected: [(Rect, Double)] = [(Rect(x: 9, y: 10, width: 22, height: 22), 0.1), (Rect(x: 9.5, y: 10.5, width: 21, height: 21), 0.2),
                                          (Rect(x: 10, y: 11, width: 20, height: 20), 0.4)]
        #expect(rings.count == 3)
        for (node, (rect, alpha)) in zip(rings, expected) {
            guard case .fill(.ellipse(let r), .solid(let c)) = node else { Issue.record("\(node)"); continue }
            #expect(r == rect && abs(c.alpha - alpha) < 1e-12)
        }
        let soft = SoftShadow(color: color, drop: 0, falloff: .gaussian(deviation: 2, steps: 24)).nodes(under: frame) { r, grow in
            .roundedRect(r, radius: 4 + grow, corners: .all)
        }
        // Stacked, the copies cover a point 2 deviations outside the edge as 1 - Φ(2) of the colour does.
        let outside = soft.compactMap { node -> Double? in
            guard case .fill(.roundedRect(let r, _, _), .solid(let c)) = node, r.width > 20 + 2 * 4 else { return nil }
            return c.alpha
        }
        let coverage = 1 - outside.reduce(1.0) { $0 * (1 - $1) }
        #expect(coverage > 0.005 && abs(coverage - 0.4 * SoftShadow.gaussianTail(2)) < 0.004)
    }
}
