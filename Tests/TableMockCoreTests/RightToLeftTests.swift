import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// `layoutDirection: rightToLeft`: the screen mirrored as UIKit mirrors it under Arabic or
/// Hebrew. Every frame is the left-to-right frame reflected (x' = 375 - x - w on an
/// iPhone 8); chevrons and switches are drawn mirrored, checkmarks and text are not.
@Suite struct RightToLeftTests {
    static let screen = """
        theme: ios7
        device: iphone-8
        statusBar: {time: "9:41", carrier: Carrier, battery: 50}
        navigationBar: {title: Title, backButton: Back, leftItems: [Edit], rightItems: [Done]}
        tabBar: {items: [{title: One}, {title: Two}, {title: Three}], selected: 0}
        table:
          index: true
          sections:
            - header: A
              rows:
                - {style: value1, title: Wi-Fi, detail: Home, accessory: disclosureIndicator}
                - {title: Checked, accessory: checkmark}
                - {title: Switch, accessory: {switch: true}}
                - {title: Swiped, editingStyle: delete, deleteConfirmation: Delete}
                - {style: value2, title: Phone, detail: "555 0100", accessory: detailDisclosureButton}
            - header: B
              rows:
                - {style: subtitle, title: Last, detail: Seen}

        """

    static let editing = """
        theme: ios7
        device: iphone-8
        toolbar: [Refresh, Share]
        table:
          editing: true
          sections:
            - rows:
                - {title: Delete me, editingStyle: delete, showsReorderControl: true}
                - {title: Insert me, editingStyle: insert}
                - {title: Confirm, editingStyle: delete, deleteConfirmation: Delete}

        """

    static func pair(_ spec: String) throws -> (ltr: TableLayout, rtl: TableLayout) {
        (try LayoutHarness.layout(spec), try LayoutHarness.layout(spec + "layoutDirection: rightToLeft\n"))
    }

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }
    static func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }

    @Test(arguments: [screen, editing])
    func everyFrameIsTheLeftToRightFrameReflected(_ spec: String) throws {
        let (ltr, rtl) = try Self.pair(spec)
        let measurer = FixedAdvanceMeasurer()
        #expect(ltr.layoutDirection == .leftToRight && rtl.layoutDirection == .rightToLeft)
        #expect(ltr.items.count == rtl.items.count && ltr.items.count > 10)
        for (a, b) in zip(ltr.items, rtl.items) {
            #expect(a.kind == b.kind && a.section == b.section && a.row == b.row)
            #expect(Self.close(b.frame, a.frame.mirrored(in: 375)), "\(a.kind) \(a.frame) \(b.frame)")
            #expect(a.parts.count == b.parts.count)
            for (p, q) in zip(a.parts, b.parts) {
                #expect(Self.close(q.frame, p.frame.mirrored(in: 375)), "\(p.kind) \(p.frame) \(q.frame)")
                // The text itself is not reversed: the same lines, each box reflected.
                #expect(p.text?.text == q.text?.text)
                for (l, m) in zip(p.text?.lines ?? [], q.text?.lines ?? []) {
                    let w = measurer.width(of: l.text, font: p.text!.font)
                    #expect(Self.close(m.origin.x, 375 - l.origin.x - w) && m.origin.y == l.origin.y, "\(l.text)")
                }
                #expect(!p.mirrored)
            }
        }
    }

    @Test func rowsMirrorAtExactNumbers() throws {
        let rtl = try LayoutHarness.layout(Self.screen + "layoutDirection: rightToLeft\n")
        // The index strip is at the left edge; rows, headers and separators start after it.
        let index = try #require(rtl.items(.index).first)
        #expect(index.frame == Rect(x: 0, y: 64, width: 15, height: 554))
        #expect(rtl.items(.sectionHeader).first?.frame == Rect(x: 15, y: 64, width: 360, height: 28))
        let wifi = try #require(rtl.cell(section: 0, row: 0))
        #expect(wifi.frame == Rect(x: 15, y: 92, width: 360, height: 44))
        // The title ends at the 15-pt margin on the right ("Wi-Fi": 5 × 8.5 pt), the detail
        // ("Home", 4 × 8.5) starts 15 + 15 + 8 + 7 pt from the left, after the chevron.
        #expect(Self.close(wifi.part(.title)?.frame, Rect(x: 317.5, y: 105.5, width: 42.5, height: 17)))
        #expect(Self.close(wifi.part(.title)?.text?.lines.first?.origin.x, 317.5))
        #expect(Self.close(wifi.part(.detail)?.frame.minX, 52) && Self.close(wifi.part(.detail)?.frame.width, 34))
        #expect(Self.close(wifi.part(.detail)?.text?.lines.first?.origin.x, 52))
        // The chevron: 8 × 13 with its 15-pt trailing inset, now on the left, drawn pointing left.
        let chevron = try #require(wifi.part(.accessory))
        #expect(chevron.frame == Rect(x: 30, y: 107.5, width: 8, height: 13) && chevron.mirrored)
        // The separator is inset 15 pt from the right, and reaches the index on the left.
        let separator = try #require(rtl.items(.separator).first { $0.section == 0 && $0.row == 0 })
        #expect(separator.frame == Rect(x: 15, y: 135.5, width: 345, height: 0.5))
        // The checkmark moves to the left but is not flipped.
        let check = try #require(rtl.cell(section: 0, row: 1)?.part(.accessory))
        #expect(check.frame == Rect(x: 31, y: 153, width: 13, height: 10) && !check.mirrored)
        // The switch is on the left, and drawn mirrored: on, its knob is at the left.
        let toggle = try #require(rtl.cell(section: 0, row: 2)?.part(.accessory))
        #expect(toggle.frame == Rect(x: 30, y: 186.5, width: 51, height: 31) && toggle.mirrored)
        // The swiped row: the Delete button at the row's left edge, the content slid right.
        let swiped = try #require(rtl.cell(section: 0, row: 3))
        let button = try #require(swiped.part(.deleteButton))
        #expect(button.frame.minX == 15 && swiped.clipsParts)
        #expect(try #require(swiped.part(.title)).frame.maxX > 360)
        // value2: the title column on the right, the detail to its left; the detail
        // disclosure's chevron (mirrored) at the left edge, its (i) beside it, not mirrored.
        let value2 = try #require(rtl.cell(section: 0, row: 4))
        #expect(try #require(value2.part(.title)).frame.minX > value2.part(.detail)!.frame.maxX)
        let accessories = value2.parts.filter { $0.kind == .accessory }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(accessories.map(\.mirrored) == [true, false])
        #expect(accessories.first?.frame.minX == 30)
        // A subtitle row's two lines both end at the right margin.
        let last = try #require(rtl.cell(section: 1, row: 0))
        #expect(Self.close(last.part(.title)?.frame.maxX, 360) && Self.close(last.part(.detail)?.frame.maxX, 360))
        #expect(Self.close(last.part(.detail)?.text?.lines.first.map { $0.origin.x + 4 * 0.5 * 12 }, 360))
    }

    @Test func editingControlsAndTheDeleteButtonChangeSides() throws {
        let rtl = try LayoutHarness.layout(Self.editing + "layoutDirection: rightToLeft\n")
        let first = try #require(rtl.cell(section: 0, row: 0))
        // The delete control 12 pt from the right edge, the reorder grip 15 pt from the left.
        #expect(first.part(.editingControl)?.frame == Rect(x: 341, y: 11, width: 22, height: 22))
        #expect(first.part(.editingControl)?.mirrored == false)
        #expect(first.part(.reorderControl)?.frame == Rect(x: 15, y: 18, width: 22, height: 8.5))
        // The text starts 15 + 38 pt from the right (the editing shift).
        #expect(Self.close(first.part(.title)?.frame.maxX, 375 - 53))
        #expect(rtl.cell(section: 0, row: 1)?.part(.editingControl)?.frame == Rect(x: 341, y: 55, width: 22, height: 22))
        // The confirming row's Delete button at the left edge, full height.
        let confirm = try #require(rtl.cell(section: 0, row: 2)?.part(.deleteButton))
        #expect(confirm.frame.minX == 0 && confirm.frame.minY == 88 && confirm.frame.height == 44)
        // Separators inset from the right, to the left edge.
        #expect(rtl.items(.separator).first?.frame == Rect(x: 0, y: 43.5, width: 360, height: 0.5))
        // Toolbar items mirrored: the first item at the right edge (8-pt inset), the last at the left.
        let items = try #require(rtl.items(.toolbar).first).parts.filter { $0.kind == .barButton }
        #expect(items.map { $0.text?.text } == ["Refresh", "Share"])
        #expect(Self.close(items[0].frame.maxX, 367) && items[1].frame.minX >= 7.5 && items[1].frame.minX <= 8.5)
    }

    @Test func selectionCirclesAreOnTheRightAndLintSpeaksOfTheLeftEdge() throws {
        let rtl = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-8
            layoutDirection: rightToLeft
            table: {editing: true, allowsMultipleSelectionDuringEditing: true, sections: [{rows: [{title: One, selected: true}, {title: Two}]}]}
            """)
        let ltr = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-8
            table: {editing: true, allowsMultipleSelectionDuringEditing: true, sections: [{rows: [{title: One, selected: true}, {title: Two}]}]}
            """)
        let circle = try #require(rtl.cell(section: 0, row: 0)?.part(.editingControl))
        let before = try #require(ltr.cell(section: 0, row: 0)?.part(.editingControl))
        #expect(circle.frame == before.frame.mirrored(in: 375) && circle.frame.maxX > 340 && !circle.mirrored)
        let prepared = try LayoutHarness.prepare("""
            layoutDirection: rightToLeft
            table: {index: true, sections: [{header: A, rows: [{title: One, accessory: disclosureIndicator}]}]}
            """)
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        let messages = Linter.warnings(for: prepared, layout: layout).map(\.message)
        #expect(messages.contains { $0.hasPrefix("a left-edge accessory in a table with a section index") }, "\(messages)")
    }

    @Test func barsMirror() throws {
        let (ltr, rtl) = try Self.pair(Self.screen)
        let nav = try #require(rtl.items(.navigationBar).first)
        // The back button at the right edge (8-pt inset), its chevron pointing right.
        let back = try #require(nav.part(.backButton))
        #expect(Self.close(back.frame.maxX, 367) && back.mirrored)
        // leftItems are on the leading side: the right, beside the back button; rightItems at the left.
        let buttons = nav.parts.filter { $0.kind == .barButton }
        #expect(buttons.map { $0.text?.text } == ["Edit", "Done"])
        #expect(buttons[0].frame.maxX < back.frame.minX && buttons[0].frame.minX > 187.5)
        #expect(buttons[1].frame.minX >= 7.5 && buttons[1].frame.minX <= 8.5)
        // Tabs in reverse order: the first at the right.
        let tabs = try #require(rtl.items(.tabBar).first).parts.filter { $0.kind == .tabTitle }
        #expect(tabs.map { $0.text?.text } == ["One", "Two", "Three"])
        #expect(tabs[0].frame.minX > tabs[1].frame.minX && tabs[1].frame.minX > tabs[2].frame.minX)
        // The status bar: signal and carrier at the right, the battery at the left (its
        // 5-pt inset, on whole device pixels), the icons themselves not flipped.
        let status = try #require(rtl.items(.statusBar).first)
        #expect(Self.close(status.part(.battery)?.frame, Rect(x: 5, y: 5.5, width: 25, height: 9.5)))
        #expect(status.part(.battery)?.mirrored == false && status.part(.signal)?.mirrored == false)
        #expect(Self.close(status.part(.signal)?.frame.maxX, 375 - 6.5))
        // The layout dump says so; a left-to-right one does not mention the key.
        let dump = String(decoding: try JSONEncoder().encode(rtl), as: UTF8.self)
        #expect(dump.contains(#""layoutDirection":"rightToLeft""#) && dump.contains(#""mirrored":true"#))
        let plain = String(decoding: try JSONEncoder().encode(ltr), as: UTF8.self)
        #expect(!plain.contains("layoutDirection") && !plain.contains("mirrored"))
    }

    @Test func theSceneFlipsChevronsButNotChecksOrText() throws {
        let rtl = try LayoutHarness.layout(Self.screen + "layoutDirection: rightToLeft\n")
        // Text runs are the layout's lines, at their mirrored origins, the text unchanged.
        let scene = ScenePainter.paint(rtl)
        var runs: [TextRun] = []
        func collect(_ nodes: [SceneNode]) {
            for node in nodes {
                if case .text(let run) = node { runs.append(run) }
                if case .group(let g) = node { collect(g.children) }
            }
        }
        collect(scene.nodes)
        let wifi = try #require(runs.first { $0.text == "Wi-Fi" })
        #expect(Self.close(wifi.origin.x, 317.5))
        // The disclosure chevron [30, 107.5, 8, 13]: its tip at the left edge, its ends at the right.
        var nodes: [SceneNode] = []
        ScenePainter.paint(try #require(rtl.cell(section: 0, row: 0)?.part(.accessory)), into: &nodes)
        guard case .stroke(.path(let path), _) = try #require(nodes.first) else { Issue.record("\(nodes)"); return }
        let xs = path.elements.compactMap { e -> Double? in
            switch e { case .move(let p), .line(let p): p.x; default: nil }
        }
        #expect(xs.count == 3 && xs[1] < 32 && xs[0] > 36 && xs[2] > 36, "\(xs)")
        // The checkmark [31, 153, 13, 10] is drawn as on the left-to-right screen, moved:
        // its long stroke still rises to the right.
        nodes = []
        ScenePainter.paint(try #require(rtl.cell(section: 0, row: 1)?.part(.accessory)), into: &nodes)
        guard case .stroke(.path(let check), _) = try #require(nodes.first),
              case .move(let start) = check.elements.first, case .line(let end) = check.elements.last else {
            Issue.record("\(nodes)"); return
        }
        #expect(Self.close(start.x, 32) && Self.close(end.x, 43) && Self.close(end.y, 154), "\(check)")
    }

    @Test func reflectedArcsStayOnTheirCircle() {
        // The classic pointed back button is traced with arcs; reflected they become curves.
        var path = Path()
        path.move(to: Point(x: 10, y: 0))
        path.elements.append(.arc(center: Point(x: 10, y: 10), radius: 10, startAngle: -Double.pi / 2, endAngle: 0))
        let mirrored = path.mirrored(about: 50)
        guard case .curve(let c1, let c2, let end) = mirrored.elements.last else { Issue.record("\(mirrored)"); return }
        #expect(Self.close(end.x, 80) && Self.close(end.y, 10))
        // The curve's control points are 4/3·tan(π/8)·r from its ends, along the tangents.
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        #expect(Self.close(c1.x, 90 - k) && Self.close(c1.y, 0) && Self.close(c2.x, 80) && Self.close(c2.y, 10 - k))
        #expect(Corners.topLeft.mirrored == .topRight && Corners.bottom.mirrored == .bottom)
    }

    @Test func aMisspeltDirectionIsAnErrorWithASuggestion() {
        do {
            _ = try SpecDecoder.decode(Data("theme: ios13\nlayoutDirection: rightToleft\n".utf8), file: "spec.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                #"spec.yaml:2:18: error: /layoutDirection: unknown layoutDirection "rightToleft"; did you mean "rightToLeft"?"#,
            ])
        }
        do {
            _ = try SpecDecoder.decode(Data(#"{"layoutDirection": "rtl"}"#.utf8), file: "spec.json")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.first?.description.hasPrefix(#"spec.json:1:21: error: /layoutDirection: unknown layoutDirection "rtl""#) == true,
                    "\(error.diagnostics)")
        }
    }
}
