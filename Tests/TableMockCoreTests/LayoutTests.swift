import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Exact frames from the ios7 theme and the fixed-advance measurer (0.5 em per character,
/// ascent 0.8 em, descent 0.2 em). Numbers that matter are UIKit's: 44-pt rows, 15-pt
/// margins, the 91-pt value2 column, 35/17.5-pt grouped spacing.
@Suite struct LayoutTests {
    @Test func plainRowsAre44PointsWith15PointMargins() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table: {sections: [{rows: [{title: One}, {title: Two}, {title: Three}]}]}
            """)
        #expect(layout.canvas.width == 375 && layout.canvas.height == 667)
        for r in 0..<3 {
            let cell = try #require(layout.cell(section: 0, row: r))
            #expect(cell.frame == Rect(x: 0, y: Double(44 * r), width: 375, height: 44))
            let title = try #require(cell.part(.title))
            #expect(title.frame.minX == 15)
            // The 17-pt line box (17 pt tall with the fake font) is centred: top 13.5, baseline 27.1.
            #expect(title.frame.minY == Double(44 * r) + 13.5)
            #expect(abs((title.text?.lines[0].origin.y ?? 0) - (Double(44 * r) + 13.5 + 13.6)) < 1e-9)
        }
    }

    @Test(arguments: [(1.0, 1.0), (2.0, 0.5), (3.0, 1.0 / 3)])
    func separatorsAreOneDevicePixelAtTheBottomOfEachRow(scale: Double, thickness: Double) throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table: {sections: [{rows: [{title: A}, {title: B}]}]}
            """, scale: scale)
        let separators = layout.items(.separator)
        // Two real rows plus phantom rows every 44 pt down to the bottom of the 568-pt screen.
        #expect(separators.count == 12)
        for (i, s) in separators.enumerated() {
            #expect(s.frame.height == thickness)
            #expect(abs(s.frame.minY - (Double(44 * (i + 1)) - thickness)) < 1e-9)
            #expect(s.frame.minX == 15 && s.frame.maxX == 320)
        }
    }

    @Test func contentHeightHasNoPhantomRows() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            height: content
            table: {sections: [{rows: [{title: A}, {title: B}]}]}
            """)
        #expect(layout.canvas.height == 88)
        #expect(layout.items(.separator).count == 2)
    }

    @Test func value2HasAFixedRightAlignedTitleColumn() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table: {sections: [{rows: [{style: value2, title: mobile, detail: "555-0101"}]}]}
            """)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let title = try #require(cell.part(.title)), detail = try #require(cell.part(.detail))
        #expect(title.frame.minX == 15 && title.frame.width == 91)
        // Right-aligned: "mobile" is 6 × 7 pt wide at 14 pt, ending at the column's edge.
        #expect(title.text?.lines[0].origin.x == Double(15 + 91 - 42))
        #expect(detail.frame.minX == 15 + 91 + 6)
        #expect(detail.frame.maxX == 320 - 15)
    }

    @Test func value1DetailIsRightAlignedBeforeTheAccessory() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table:
              style: grouped
              sections: [{rows: [{style: value1, title: Wi-Fi, detail: Home, accessory: disclosureIndicator},
                                 {style: value1, title: Wi-Fi, detail: Home}]}]
            """)
        let withAccessory = try #require(layout.cell(section: 0, row: 0))
        let chevron = try #require(withAccessory.part(.accessory))
        #expect(chevron.frame == Rect(x: 375 - 15 - 8, y: 35 + 15.5, width: 8, height: 13))
        let detail = try #require(withAccessory.part(.detail))
        #expect(detail.frame.maxX == chevron.frame.minX - 14)
        #expect(detail.text?.lines[0].origin.x == detail.frame.maxX - 4 * 8.5)
        let plain = try #require(layout.cell(section: 0, row: 1)?.part(.detail))
        #expect(plain.frame.maxX == 375 - 15)
    }

    /// 17.5 pt below a group and 17.5 above the next: 35 pt at every scale, not 35.33 at 3x
    /// from snapping each half on its own.
    @Test(arguments: [1.0, 2.0, 3.0])
    func groupGapsDoNotDriftAtAnyScale(scale: Double) throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            height: content
            table:
              style: grouped
              sections: [{rows: [{title: A}]}, {rows: [{title: B}]}, {rows: [{title: C}]}, {rows: [{title: D}]}, {rows: [{title: E}]}]
            """, scale: scale)
        let groups = layout.items(.group).map(\.frame)
        #expect(groups.map(\.minY) == [35, 114, 193, 272, 351])
        // A titled header after an untitled footer ends exactly where its group starts.
        let titled = try LayoutHarness.layout("""
            device: iphone-8
            table: {style: grouped, sections: [{rows: [{title: A}]}, {header: Second, rows: [{title: B}]}]}
            """, scale: scale)
        let header = try #require(titled.items(.sectionHeader).first)
        #expect(header.frame.maxY == titled.items(.group)[1].frame.minY)
        #expect(abs(header.frame.maxY * scale - (header.frame.maxY * scale).rounded()) < 1e-9)
        // The last group's footer space ends on the nearest pixel.
        #expect(layout.canvas.height == ((351 + 44 + 17.5) * scale).rounded() / scale)
    }

    @Test func groupedSectionsAreSpacedAsUIKit() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table:
              style: grouped
              sections:
                - rows: [{title: A}, {title: B}]
                - rows: [{title: C}]
                - header: Titled
                  rows: [{title: D}]
            """)
        let groups = layout.items(.group)
        let expectedTops: [Double] = [35, 158, 257.5]  // 35; +88 rows +17.5 +17.5; +44 +17.5 +38 (titled header)
        #expect(groups.map(\.frame.minY) == expectedTops)
        #expect(groups[0].frame == Rect(x: 0, y: 35, width: 375, height: 88))
        // A titled header: its last baseline sits 9.5 pt above the group.
        let header = try #require(layout.items(.sectionHeader).first?.part(.title))
        #expect(abs((header.text?.lines[0].origin.y ?? 0) - (groups[2].frame.minY - 9.5)) < 1e-9)
        #expect(header.text?.text == "TITLED")
        // The last row of a section has no inner separator; the group's border closes it.
        let innerSeparators = layout.items(.separator).filter { $0.row != nil }
        #expect(innerSeparators.count == 1)
        let first = try LayoutHarness.layout("""
            table: {style: grouped, sections: [{header: First, rows: [{title: A}]}]}
            """)
        #expect(first.items(.group)[0].frame.minY == 55.5)
    }

    @Test func longTitlesAreTruncatedAndFlagged() throws {
        let long = String(repeating: "x", count: 60)
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table: {sections: [{rows: [{title: \(long)}, {title: short}]}]}
            """)
        let cut = try #require(layout.cell(section: 0, row: 0)?.part(.title)?.text)
        #expect(cut.truncated)
        // 345 pt of room at 8.5 pt a character: 39 characters and the ellipsis.
        #expect(cut.lines[0].text == String(repeating: "x", count: 39) + "…")
        let whole = try #require(layout.cell(section: 0, row: 1)?.part(.title)?.text)
        #expect(!whole.truncated && whole.lines[0].text == "short")
    }

    @Test(arguments: [("head", "…" + String(repeating: "y", count: 38) + "z"),
                      ("middle", String(repeating: "y", count: 20) + "…" + String(repeating: "y", count: 18) + "z")])
    func headAndMiddleTruncation(mode: String, expected: String) throws {
        let text = String(repeating: "y", count: 59) + "z"
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table: {sections: [{rows: [{title: \(text), truncation: \(mode)}]}]}
            """)
        #expect(layout.cell(section: 0, row: 0)?.part(.title)?.text?.lines[0].text == expected)
    }

    /// Render 05's "Tap action" row: a default cell whose textLabel is centred between the
    /// margins (ink at x 120.5-199 of 320, centred on 160). "Tap action" is 10 × 8.5 = 85 pt
    /// in 345 pt of room from x 15: centred at 145, right-aligned at 275.
    @Test(arguments: [("center", 145.0), ("right", 275.0), ("natural", 15.0), ("left", 15.0)] as [(String, Double)])
    func textAlignmentPlacesTheTitleOnItsLine(alignment: String, x: Double) throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table: {sections: [{rows: [{title: Tap action, textAlignment: \(alignment)}, {style: subtitle, title: Tap action, detail: d, textAlignment: \(alignment)}]}]}
            """)
        for r in 0..<2 {
            let title = try #require(layout.cell(section: 0, row: r)?.part(.title))
            // The label keeps its frame between the margins; its line moves within it.
            #expect(title.frame.minX == 15 && title.frame.width == 345)
            #expect(title.text?.lines.first?.origin.x == x)
        }
        // The subtitle's detail keeps the leading edge (only textLabel is aligned).
        #expect(layout.cell(section: 0, row: 1)?.part(.detail)?.text?.lines.first?.origin.x == 15)
    }

    @Test func imagesPushTheTextAndTheSeparatorInset() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table: {sections: [{rows: [{title: Wi-Fi, image: icon@2x.png}]}]}
            """, resources: InMemoryResources(["icon@2x.png": pngHeader(width: 58, height: 58)]))
        let cell = try #require(layout.cell(section: 0, row: 0))
        #expect(cell.part(.image)?.frame == Rect(x: 15, y: 7.5, width: 29, height: 29))
        #expect(cell.part(.title)?.frame.minX == Double(15 + 29 + 15))
        #expect(layout.items(.separator).first?.frame.minX == 59)
    }

    @Test func wrappedTitlesGrowTheRow() throws {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let layout = try LayoutHarness.layout("""
            device: iphone-8
            table: {sections: [{rows: [{title: \(words), titleLines: 0}, {title: next}]}]}
            """)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let title = try #require(cell.part(.title)?.text)
        // "word " is 42.5 pt; 345 pt holds 8 words a line: 30 words make 4 lines.
        #expect(title.lines.count == 4 && !title.truncated)
        // 4 lines of 17 pt plus 9 pt (half a line, rounded up) above and below.
        #expect(cell.frame.height == 4 * 17 + 2 * 9)
        #expect(layout.cell(section: 0, row: 1)?.frame.minY == 86)
    }

    /// value1 with `titleLines: 0`: the title wraps in the room the detail leaves, the row grows,
    /// and the detail stays whole, centred beside it.
    /// A short title with `titleLines: 0` and a long detail: the detail keeps all the room the
    /// title leaves, as with one line.
    @Test func aShortWrappingValue1TitleLeavesTheDetailItsRoom() throws {
        let detail = String(repeating: "d", count: 40)  // 340 pt: the title does not fit beside all of it
        func widths(_ lines: Int) throws -> (Double, Double) {
            let cell = try #require(try LayoutHarness.layout("""
                device: iphone-8
                table: {style: grouped, sections: [{rows: [{style: value1, title: Name, detail: \(detail), titleLines: \(lines)}]}]}
                """).cell(section: 0, row: 0))
            return (try #require(cell.part(.title)).frame.width, try #require(cell.part(.detail)).frame.width)
        }
        let wrapping = try widths(0), single = try widths(1)
        #expect(wrapping.0 == 34 && wrapping.1 == single.1 && wrapping.1 > 345 / 2)
    }

    @Test func wrappedValue1TitlesGrowTheRowAndKeepTheDetail() throws {
        let words = Array(repeating: "word", count: 20).joined(separator: " ")
        let prepared = try LayoutHarness.prepare("""
            device: iphone-8
            table: {style: grouped, sections: [{rows: [{style: value1, title: \(words), detail: Detail, titleLines: 0}]}]}
            """)
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let title = try #require(cell.part(.title)), detail = try #require(cell.part(.detail))
        let gap = prepared.theme[.value1MinGap]
        // 345 pt of text: the detail keeps its 51 pt (6 × 8.5) and the gap; the title wraps in the rest.
        #expect(detail.text?.text == "Detail" && detail.text?.truncated == false)
        #expect(detail.frame.maxX == 360 && detail.frame.width == 51)
        #expect(title.frame.width == 345 - 51 - gap)
        let perLine = Int(((title.frame.width + 8.5) / 42.5).rounded(.down))
        let lines = (20 + perLine - 1) / perLine
        #expect(title.text?.lines.count == lines && title.text?.truncated == false)
        #expect(cell.frame.height == Double(lines) * 17 + 2 * 9)
        #expect(abs(detail.frame.midY - cell.frame.midY) <= 0.25)
    }

    /// An empty table header or footer takes no room, as an empty section header does.
    @Test func emptyTableHeadersAndFootersTakeNoRoom() throws {
        let empty = try LayoutHarness.layout("table: {header: '', footer: '', sections: [{rows: [{title: a}]}]}")
        let none = try LayoutHarness.layout("table: {sections: [{rows: [{title: a}]}]}")
        #expect(empty.items(.tableHeader).isEmpty && empty.items(.tableFooter).isEmpty)
        #expect(empty.cell(section: 0, row: 0)?.frame == none.cell(section: 0, row: 0)?.frame)
        #expect(empty.items(.separator).count == none.items(.separator).count)
    }

    @Test func insetGroupedCardsAreInsetAndRounded() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-12
            table: {style: insetGrouped, sections: [{rows: [{title: A}, {title: B}]}]}
            """)
        let group = try #require(layout.items(.group).first)
        #expect(group.frame == Rect(x: 16, y: 35, width: 390 - 32, height: 88))
        #expect(group.cornerRadius == 10)
        #expect(layout.cell(section: 0, row: 0)?.part(.title)?.frame.minX == Double(16 + 15))
    }

    @Test func plainHeadersStickToTheTopWhenScrolled() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            contentOffset: 100
            table:
              sections:
                - header: A
                  rows: [{title: a1}, {title: a2}, {title: a3}, {title: a4}, {title: a5}]
                - header: B
                  rows: [\(Self.twelveRows)]
            """)
        let headers = layout.items(.sectionHeader)
        // Section A spans 0...248 (28 + 5 × 44); scrolled by 100 its header is pinned at 0.
        let a = try #require(headers.first { $0.section == 0 })
        #expect(a.frame.minY == 0 && a.frame.height == 28)
        // Section B's header scrolled normally to 248 - 100.
        #expect(headers.first { $0.section == 1 }?.frame.minY == 148)
        // Pushed up by the next header: at offset 230 A's header ends where B's starts.
        let pushed = try LayoutHarness.layout("""
            device: iphone-5
            contentOffset: 230
            table:
              sections:
                - header: A
                  rows: [{title: a1}, {title: a2}, {title: a3}, {title: a4}, {title: a5}]
                - header: B
                  rows: [\(Self.twelveRows)]
            """)
        let a2 = try #require(pushed.items(.sectionHeader).first { $0.section == 0 })
        #expect(a2.frame.maxY == 248 - 230)
    }

    static let twelveRows = (1...12).map { "{title: b\($0)}" }.joined(separator: ", ")

    /// UIKit stops at the end of the content (248 + 28 + 12 × 44 = 804 pt, 568 on screen).
    @Test func scrollingStopsAtTheEndOfTheContent() throws {
        func layout(_ offset: Int, rowsOfB: String = Self.twelveRows) throws -> [String] {
            try LayoutHarness.layout("""
                device: iphone-5
                contentOffset: \(offset)
                table:
                  sections:
                    - header: A
                      rows: [{title: a1}, {title: a2}, {title: a3}, {title: a4}, {title: a5}]
                    - header: B
                      rows: [\(rowsOfB)]
                """).items.map { "\($0.kind) \($0.section ?? -1) \($0.row ?? -1) \($0.frame)" }
        }
        let far = try layout(5000), end = try layout(804 - 568)
        #expect(far == end)
        #expect(far.last { $0.hasPrefix("cell 1 11 ") } != nil)
        #expect(far != (try layout(200)))
        // Shorter than the screen: no scrolling at all.
        #expect(try layout(100, rowsOfB: "{title: b1}") == (try layout(0, rowsOfB: "{title: b1}")))
    }
}

/// The table-view elements of the guidelines: editing controls, the Delete button, the
/// reorder grip, the section index, loading and refresh states, highlight.
@Suite struct ElementLayoutTests {
    @Test func editingShiftsContentAndPlacesControls() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table:
              editing: true
              sections: [{rows: [{title: Red}, {title: Add, editingStyle: insert}, {title: Fixed, editingStyle: none},
                                 {title: Move, showsReorderControl: true, accessory: disclosureIndicator}]}]
            """)
        let red = try #require(layout.cell(section: 0, row: 0))
        // UIKit (render 11): 22-pt controls at x 12-34, text shifted from 15 to 53.
        #expect(red.part(.editingControl)?.frame == Rect(x: 12, y: 11, width: 22, height: 22))
        #expect(red.part(.title)?.frame.minX == 53)
        let add = try #require(layout.cell(section: 0, row: 1)?.part(.editingControl)?.glyph)
        guard let control = add as? EditingControlGlyph else { Issue.record("not a control"); return }
        #expect(control.style == .insert && !control.vertical)
        // No control for editingStyle none, but the content still shifts (shouldIndentWhileEditing).
        let fixed = try #require(layout.cell(section: 0, row: 2))
        #expect(fixed.part(.editingControl) == nil && fixed.part(.title)?.frame.minX == 53)
        // The reorder grip replaces the accessory at the trailing edge.
        let move = try #require(layout.cell(section: 0, row: 3))
        #expect(move.part(.accessory) == nil)
        #expect(move.part(.reorderControl)?.frame.maxX == Double(320 - 15))
        #expect(move.part(.reorderControl)?.frame.width == 22)
        // Its bars start and end on whole pixels at 2x and at 3x, so they are drawn sharp.
        for scale in [2.0, 3.0] {
            let grip = try #require(try LayoutHarness.layout("""
                table: {editing: true, sections: [{rows: [{title: Move, showsReorderControl: true}]}]}
                """, scale: scale).cell(section: 0, row: 0)?.part(.reorderControl))
            guard let glyph = grip.glyph as? ReorderGripGlyph else { Issue.record("not a grip"); continue }
            let (thickness, spacing) = (glyph.barThickness, glyph.barSpacing)
            for i in -1...1 {
                let top = (grip.frame.midY + Double(i) * spacing - thickness / 2) * scale
                #expect(abs(top - top.rounded()) < 1e-9 && abs(thickness * scale - (thickness * scale).rounded()) < 1e-9, "scale \(scale)")
            }
        }
        // Separators keep the table's inset: editing shifts the content, not the separator.
        #expect(layout.items(.separator).first?.frame.minX == 15)
    }

    @Test func deleteConfirmationWhileEditingTurnsTheControlAndShowsTheButton() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table: {editing: true, sections: [{rows: [{title: Yellow, deleteConfirmation: true}]}]}
            """)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let button = try #require(cell.part(.deleteButton))
        // "Delete" is 6 × 8.5 pt with the fake font, plus 15 pt each side; full row height at the right edge.
        #expect(button.frame == Rect(x: 320 - 81, y: 0, width: 81, height: 44))
        #expect(button.text?.text == "Delete" && button.fill != nil)
        guard let control = try #require(cell.part(.editingControl)?.glyph) as? EditingControlGlyph else {
            Issue.record("no control"); return
        }
        #expect(control.vertical)
        #expect((cell.part(.title)?.frame.maxX ?? 0) <= button.frame.minX)
    }

    @Test func aSwipedRowSlidesItsContentUnderAClip() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table: {sections: [{rows: [{title: Yellow, deleteConfirmation: Remove, accessory: checkmark}]}]}
            """)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let button = try #require(cell.part(.deleteButton))
        #expect(button.frame.width == 6 * 8.5 + 30 && button.frame.maxX == 320)
        #expect(cell.part(.title)?.frame.minX == 15 - button.frame.width)
        #expect(cell.clipsParts)
        // The separator belongs to the cell, not its content: it stays at the margin.
        #expect(layout.items(.separator).first { $0.row == 0 }?.frame.minX == 15)
    }

    @Test func indentationIndentsTenPointsALevel() throws {
        let layout = try LayoutHarness.layout("""
            table: {sections: [{rows: [{title: A, indentationLevel: 2}]}]}
            """)
        #expect(layout.cell(section: 0, row: 0)?.part(.title)?.frame.minX == 35)
    }

    @Test func automaticIndexIsCentredAlongTheRightEdgeAndNarrowsTheRows() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table:
              index: true
              sections:
                - {header: Apples, rows: [{title: a}]}
                - {header: Bananas, indexTitle: B!, rows: [{title: b}]}
                - {rows: [{title: c}]}
            """)
        let index = try #require(layout.items(.index).first)
        // 15 pt wide at the right edge, full height; entries 14 pt apart, centred vertically.
        #expect(index.frame == Rect(x: 305, y: 0, width: 15, height: 568))
        #expect(index.parts.map { $0.text?.text ?? "" } == ["A", "B!", "•"])
        #expect(index.parts.first?.frame.minY == Double(568 - 3 * 14) / 2)
        #expect(index.parts.map(\.frame.height) == [14, 14, 14])
        // Rows and headers stop where the index starts.
        #expect(layout.cell(section: 0, row: 0)?.frame.maxX == 305)
        #expect(layout.items(.sectionHeader).first?.frame.maxX == 305)
    }

    /// Render 14: the widest title (MB) fills the 15-pt strip edge to edge, so a wider title
    /// widens the strip by its own width and no more.
    @Test func aWideIndexTitleWidensTheStripToItsWidthWithoutPadding() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table:
              index: [G, MBX]
              sections: [{rows: [{title: a}]}]
            """)
        let index = try #require(layout.items(.index).first)
        // MBX: 3 × 5.5 pt = 16.5, rounded up to 17.
        #expect(index.frame == Rect(x: 303, y: 0, width: 17, height: 568))
        #expect(layout.cell(section: 0, row: 0)?.frame.maxX == 303)
    }

    @Test func tooManyIndexEntriesCollapseToDots() throws {
        let titles = (0..<60).map { "\"T\($0)\"" }.joined(separator: ", ")
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table: {index: [\(titles)], sections: [{rows: [{title: a}]}]}
            """)
        let entries = try #require(layout.items(.index).first).parts.map { $0.text?.text ?? "" }
        #expect(entries.count <= 568 / 14 && entries.count % 2 == 1)
        #expect(entries.first == "T0" && entries.last == "T59", "\(entries)")
        #expect(entries[1] == "•")
    }

    @Test func loadingShowsTheSpinnerAndLabelAndNoRows() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table: {loading: Loading, sections: [{rows: [{title: hidden}]}]}
            """)
        #expect(layout.items(.cell).isEmpty && layout.items(.separator).isEmpty)
        let loading = try #require(layout.items(.loading).first)
        let spinner = try #require(loading.part(.activityIndicator)), label = try #require(loading.part(.label))
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        // Spinner, 8-pt gap and label ("Loading" = 7 × 8.5 pt) centred as a group.
        let total = 20 + 8 + 7 * 8.5
        #expect(abs(spinner.frame.minX - (320 - total) / 2) <= 0.5)
        #expect(label.frame.minX == spinner.frame.maxX + 8)
        #expect(spinner.frame.midY == 284)
    }

    @Test func refreshingPutsTheControlAboveTheFirstRow() throws {
        let layout = try LayoutHarness.layout("""
            table: {refreshing: true, sections: [{rows: [{title: a}]}]}
            """)
        #expect(layout.items(.refreshControl).first?.frame == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(layout.cell(section: 0, row: 0)?.frame.minY == 60)
    }

    @Test func highlightHidesTheSeparatorsAboveAndBelow() throws {
        let layout = try LayoutHarness.layout("""
            table: {sections: [{rows: [{title: a}, {title: b, highlighted: true}, {title: c}, {title: d}]}]}
            """)
        let rows = layout.items(.separator).compactMap(\.row)
        #expect(rows == [2, 3])
        #expect(layout.cell(section: 0, row: 1)?.fill == Fill.solid(Color(r8: 0xD9, g8: 0xD9, b8: 0xD9)))
    }

    static let accessoryCases: [(String, Double, Int)] = [
        ("disclosureIndicator", 352, 1),     // 375 - 15 - 8
        ("checkmark", 346, 1),               // 375 - 16 - 13
        ("detailButton", 338, 1),            // 375 - 15 - 22
        ("detailDisclosureButton", 352, 2),  // chevron, then the info button
    ]

    @Test(arguments: accessoryCases)
    func accessoriesSitAtTheirTrailingInsets(name: String, minX: Double, count: Int) throws {
        let layout = try LayoutHarness.layout("""
            table: {sections: [{rows: [{title: a, accessory: \(name)}]}]}
            """)
        let parts = try #require(layout.cell(section: 0, row: 0)).parts.filter { $0.kind == .accessory }
        #expect(parts.count == count)
        #expect(parts.first?.frame.minX == minX)
        if count == 2 {
            // The info button sits 13 pt left of the chevron.
            #expect(parts[1].frame.maxX == minX - 13)
        }
    }

    @Test func switchAndTextAccessoriesLeaveTheTextRoom() throws {
        let layout = try LayoutHarness.layout("""
            device: iphone-5
            table: {sections: [{rows: [{style: value1, title: a, detail: World, accessory: {switch: true}},
                                       {title: b, accessory: {text: "12 items"}}]}]}
            """)
        let sw = try #require(layout.cell(section: 0, row: 0))
        let toggle = try #require(sw.part(.accessory))
        // UIKit (render 10): 51 × 31 at x 254-305, the value1 detail right against it.
        #expect(toggle.frame == Rect(x: 254, y: 6.5, width: 51, height: 31))
        #expect(sw.part(.detail)?.frame.maxX == Double(254 - 2))
        let label = try #require(layout.cell(section: 0, row: 1)?.part(.accessory))
        #expect(label.text?.text == "12 items" && label.frame.maxX == 305)
    }
}
