import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// UICollectionView's lists: the sidebar appearance, collapsible section headers, outlines
/// (rows with children) and the outline disclosure chevron, laid out with the fixed-advance
/// measurer. The numbers are the `lists` theme group's, measured on uikit-ipad-lists render 01.
@Suite struct ListsTests {
    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    static func errors(_ source: String) -> [String] {
        do {
            _ = try LayoutHarness.prepare(source)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column) " } ?? "")\($0.path): \($0.message)" + ($0.hint.map { "; \($0)" } ?? "") }
        } catch {
            return ["\(error)"]
        }
    }

    /// The ink box of a line glyph drawn in `frame`: its path's points grown by half its line.
    static func inkBox(_ part: LayoutPart) throws -> Rect {
        let glyph = try #require(part.glyph)
        var xs: [Double] = [], ys: [Double] = [], half = 0.0
        for node in glyph.nodes(in: part.frame) {
            if case .stroke(.path(let path), let stroke) = node {
                half = stroke.width / 2
                for element in path.elements {
                    switch element {
                    case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
                    default: break
                    }
                }
            }
        }
        let minX = try #require(xs.min()), maxX = try #require(xs.max()), minY = try #require(ys.min()), maxY = try #require(ys.max())
        return Rect(x: minX - half, y: minY - half, width: maxX - minX + 2 * half, height: maxY - minY + 2 * half)
    }

    static let musicSidebar = """
        theme: ios13
        size: {width: 320, height: 600}
        table:
          style: sidebar
          sections:
            - rows:
                - {title: Listen Now, image: {symbol: play.circle}}
                - {title: Browse, image: {symbol: square.grid.2x2}}
            - header: {text: Library, collapsible: true}
              rows:
                - {title: Artists, image: {symbol: mic}}
                - {title: Albums, image: {symbol: rectangle.stack}, selected: true}
            - header: {text: Playlists, collapsed: true}
              rows:
                - {title: All Playlists}
            - header: Other
              rows: [{title: Settings}]
        """

    // MARK: The sidebar

    @Test func sidebarRowsAre44PointInsetSelectionsWithoutSeparatorsOnTheSidebarBackground() throws {
        let layout = try LayoutHarness.layout(Self.musicSidebar)
        // Render 01: #F2F2F7, no separators, 44-pt rows.
        #expect(layout.background.hexString == "#F2F2F7")
        #expect(layout.items(.separator).isEmpty)
        let first = try #require(layout.cell(section: 0, row: 0))
        #expect(first.frame == Rect(x: 16, y: 0, width: 288, height: 44))
        #expect(first.fill == nil)
        // Render 01: the selected row a #007AFF fill x 16-304, radius 10.
        let selected = try #require(layout.cell(section: 1, row: 1))
        #expect(selected.frame.minX == 16 && selected.frame.width == 288 && selected.frame.height == 44)
        #expect(selected.fill == .solid(Color(hex: "#007AFF")!))
        #expect(selected.cornerRadius == 10 && selected.corners == .all)
        // White text and symbol on the tint; the other rows' symbols in the tint.
        #expect(selected.part(.title)?.text?.color.hexString == "#FFFFFF")
        #expect(selected.part(.image)?.symbol?.color == .solid(Color(hex: "#FFFFFF")!))
        #expect(first.part(.image)?.symbol?.color == .solid(Color(hex: "#007AFF")!))
        // Content 24 pt in: the symbol's 28-pt column, the text 10 pt after it.
        #expect(first.part(.image)?.frame.midX == 38)
        #expect(first.part(.title)?.frame.minX == 62)
    }

    @Test func anUnfocusedSidebarsSelectionIsGreyWithItsTextInTheLabelColour() throws {
        let layout = try LayoutHarness.layout(Self.musicSidebar.replacingOccurrences(of: "style: sidebar\n", with: "style: sidebar\n  focused: false\n"))
        let selected = try #require(layout.cell(section: 1, row: 1))
        #expect(selected.fill == .solid(Color(hex: "#D1D1D6")!))
        #expect(selected.part(.title)?.text?.color.hexString == "#000000")
        #expect(selected.part(.image)?.symbol?.color == .solid(Color(hex: "#007AFF")!))
    }

    @Test func sidebarHeadersAre56PointsWithTheChevronTurnedByTheSectionsState() throws {
        let layout = try LayoutHarness.layout(Self.musicSidebar)
        let headers = layout.items(.sectionHeader)
        #expect(headers.count == 3)
        // Render 01: Library from 302 to 358 under the last row, the first row under it at 358.
        let library = headers[0]
        #expect(library.frame == Rect(x: 0, y: 88, width: 320, height: 56))
        #expect(layout.cell(section: 1, row: 0)?.frame.minY == 144)
        let chevron = try #require(library.part(.outlineDisclosure))
        #expect(chevron.glyph?.name == "outlineDisclosure(expanded)")
        // Render 01: the chevron's ink 12 x 7 pt, its right edge 25 pt from the column's edge.
        let ink = try Self.inkBox(chevron)
        #expect(Self.near(ink.width, 12) && Self.near(ink.height, 7) && Self.near(ink.maxX, 295))
        #expect(library.part(.title)?.frame.minX == 24)
        // A collapsed section: its chevron points forward, no rows, the next header right under it.
        let playlists = headers[1]
        let closed = try #require(playlists.part(.outlineDisclosure))
        #expect(closed.glyph?.name == "outlineDisclosure(collapsed)")
        let closedInk = try Self.inkBox(closed)
        #expect(Self.near(closedInk.width, 7) && Self.near(closedInk.height, 12))
        #expect(layout.items(.cell).allSatisfy { $0.section != 2 })
        #expect(headers[2].frame.minY == playlists.frame.maxY)
        // A header that is not collapsible has no chevron.
        #expect(headers[2].part(.outlineDisclosure) == nil)
    }

    @Test func theSidebarMirrorsRightToLeftWithItsChevronsTurned() throws {
        let layout = try LayoutHarness.layout(Self.musicSidebar + "\nlayoutDirection: rightToLeft\n")
        let library = try #require(layout.items(.sectionHeader).first)
        let chevron = try #require(library.part(.outlineDisclosure))
        #expect(chevron.mirrored && chevron.frame.minX == 320 - 295)
        let title = try #require(library.part(.title))
        #expect(Self.near(title.frame.maxX, 320 - 24))
        let row = try #require(layout.cell(section: 0, row: 0))
        #expect(Self.near(row.part(.title)?.frame.maxX ?? 0, 320 - 62))
        #expect(Self.near(row.part(.image)?.frame.midX ?? 0, 320 - 38))
    }

    @Test func onAnIPhoneTheSidebarIsDrawnInsetGroupedAndThePlainSidebarPlain() throws {
        let source = "theme: ios13\ndevice: iphone-8\ntable: {style: sidebar, sections: [{rows: [{title: A}, {title: B}]}]}\n"
        let sidebar = try LayoutHarness.layout(source)
        let inset = try LayoutHarness.layout(source.replacingOccurrences(of: "style: sidebar", with: "style: insetGrouped"))
        #expect(sidebar.items.map(\.frame) == inset.items.map(\.frame))
        let plain = try LayoutHarness.layout(source.replacingOccurrences(of: "style: sidebar", with: "style: sidebarPlain"))
        let asPlain = try LayoutHarness.layout(source.replacingOccurrences(of: "style: sidebar", with: "style: plain"))
        #expect(plain.items.map(\.frame) == asPlain.items.map(\.frame))
    }

    @Test func dynamicTypeGrowsSidebarRowsAndHeaders() throws {
        let layout = try LayoutHarness.layout(Self.musicSidebar + "\ncontentSizeCategory: accessibilityLarge\n")
        let row = try #require(layout.cell(section: 0, row: 0))
        #expect(row.frame.height > 44)
        let header = try #require(layout.items(.sectionHeader).first)
        #expect(header.frame.height > 56)
        #expect((header.part(.title)?.text?.font.size ?? 0) > 22)
    }

    // MARK: Outlines

    static let outline = """
        theme: ios13
        size: {width: 320, height: 800}
        table:
          style: %STYLE%
          sections:
            - rows:
                - title: Drive
                  expanded: true
                  accessory: {text: "27"}
                  children:
                    - title: Documents
                      expanded: true
                      children:
                        - title: Invoices
                          expanded: true
                          children: [{title: March}, {title: April}]
                    - {title: Closed, children: [{title: Hidden}]}
                - {title: Other}
        """

    @Test func childrenFollowTheirOpenParentIndentedALevelEach() throws {
        for (style, indent, left) in [("sidebarPlain", 20.0, 24.0), ("plain", 10.0, 16.0), ("insetGrouped", 10.0, 32.0)] {
            let layout = try LayoutHarness.layout(Self.outline.replacingOccurrences(of: "%STYLE%", with: style))
            let titles = layout.items(.cell).compactMap { $0.part(.title)?.text?.text }
            #expect(titles == ["Drive", "Documents", "Invoices", "March", "April", "Closed", "Other"], "\(style)")
            let xs = layout.items(.cell).compactMap { $0.part(.title)?.frame.minX }
            #expect(xs == [left, left + indent, left + 2 * indent, left + 3 * indent, left + 3 * indent, left + indent, left], "\(style)")
        }
    }

    @Test func aRowWithChildrenShowsTheOutlineDisclosureAfterItsCount() throws {
        let layout = try LayoutHarness.layout(Self.outline.replacingOccurrences(of: "%STYLE%", with: "plain"))
        let drive = try #require(layout.cell(section: 0, row: 0))
        let chevron = try #require(drive.part(.outlineDisclosure))
        #expect(chevron.glyph?.name == "outlineDisclosure(expanded)")
        // 15 pt from the row's edge, the count 10 pt before it in the secondary colour.
        #expect(chevron.frame.maxX == 320 - 15)
        let count = try #require(drive.part(.accessory))
        #expect(count.text?.text == "27" && count.frame.maxX == chevron.frame.minX - 10)
        #expect(count.text?.color.hexString == "#3C3C4399")
        let closed = try #require(layout.cell(section: 0, row: 5))
        #expect(closed.part(.outlineDisclosure)?.glyph?.name == "outlineDisclosure(collapsed)")
        // A leaf has none.
        #expect(layout.cell(section: 0, row: 3)?.part(.outlineDisclosure) == nil)
        // A child's separator starts at its indented text.
        let seps = layout.items(.separator).filter { $0.section == 0 && $0.row == 2 }
        #expect(Self.near(seps.first?.frame.minX ?? 0, 16 + 20))
    }

    @Test func collapsedInsetGroupedSectionsDrawTheirHeaderAndNoGroup() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios15
            device: iphone-13
            table:
              style: insetGrouped
              sections:
                - header: {text: Smart Feeds, collapsible: true}
                  rows: [{title: Today, accessory: {text: "21"}}]
                - header: {text: iCloud, collapsed: true}
                  rows: [{title: 404 Media}]
            """)
        #expect(layout.items(.group).count == 1)
        #expect(layout.items(.cell).count == 1)
        let headers = layout.items(.sectionHeader)
        #expect(headers.map { $0.part(.outlineDisclosure)?.glyph?.name } == ["outlineDisclosure(expanded)", "outlineDisclosure(collapsed)"])
        // The chevron 15 pt in from the card's edge (render 06).
        let chevron = try #require(headers[0].part(.outlineDisclosure))
        #expect(chevron.frame.maxX == 390 - 16 - 15)
        // The header's text stops short of it.
        let title = try #require(headers[0].part(.title))
        #expect(title.frame.maxX <= chevron.frame.minX - 10)
    }

    @Test func aPlainCollapsibleHeaderCarriesItsChevronInTheBar() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: iphone-8\ntable: {sections: [{header: {text: A, collapsed: true}, rows: [{title: Ada}]}, {header: B, rows: [{title: Bo}]}]}\n")
        let header = try #require(layout.items(.sectionHeader).first)
        let chevron = try #require(header.part(.outlineDisclosure))
        #expect(Self.near(chevron.frame.midY, header.frame.midY))
        #expect(layout.items(.cell).map(\.section) == [1])
    }

    @Test func theOutlineIsInTheSceneAsNamedLayersAndInTheLint() throws {
        let prepared = try LayoutHarness.prepare(Self.outline.replacingOccurrences(of: "%STYLE%", with: "sidebar"))
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        let scene = prepared.paint(layout)
        func names(_ layers: [SceneLayer]) -> [String] { layers.flatMap { [$0.name] + names($0.sublayers) } }
        #expect(names(scene.layers).filter { $0 == "outlineDisclosure" }.count == 4)
        // The lint finds a selection hidden in a closed row, at the child's own pointer.
        let hidden = try LayoutHarness.prepare(Self.outline.replacingOccurrences(of: "%STYLE%", with: "sidebar")
            .replacingOccurrences(of: "{title: Hidden}", with: "{title: Hidden, selected: true}"))
        let warnings = Linter.warnings(for: hidden, layout: hidden.layout(measurer: FixedAdvanceMeasurer(), scale: 2))
        #expect(warnings.map(\.path) == ["/table/sections/0/rows/0/children/1/children/0/selected"])
        #expect(warnings.first?.rule == "selection-in-collapsed-section")
    }

    // MARK: Decoding

    @Test func misspeltKeysAndValuesGetDidYouMean() {
        #expect(Self.errors("theme: ios13\ntable: {style: sidbar}\n").first?.contains(#"/table/style: unknown table style "sidbar"; did you mean "sidebar"?"#) == true)
        let header = Self.errors("theme: ios13\ntable: {sections: [{header: {text: A, colapsed: true}}]}\n")
        #expect(header.first?.contains(#"unknown key "colapsed""#) == true && header.first?.contains(#"did you mean "collapsed"?"#) == true, "\(header)")
        let row = Self.errors("theme: ios13\ntable: {sections: [{rows: [{title: A, chldren: []}]}]}\n")
        #expect(row.first?.contains(#"did you mean "children"?"#) == true, "\(row)")
        // collapsed on a header said not to be collapsible.
        let contradiction = Self.errors("theme: ios13\ntable: {sections: [{header: {text: A, collapsible: false, collapsed: true}}]}\n")
        #expect(contradiction == [#"2:70 /table/sections/0/header/collapsed: a header that is not collapsible cannot be collapsed; write "collapsible": true, or remove "collapsed""#])
        // A footer is never collapsible.
        #expect(Self.errors("theme: ios13\ntable: {sections: [{footer: {text: A, collapsible: true}}]}\n").first?.contains(#"unknown key "collapsible""#) == true)
    }

    @Test func childrenNestAtMostSevenLevelsDeep() {
        func nested(_ depth: Int) -> String {
            var row = "{title: Leaf}"
            for _ in 0..<depth { row = "{title: Folder, children: [\(row)]}" }
            return "theme: ios13\ntable: {sections: [{rows: [\(row)]}]}\n"
        }
        #expect(Self.errors(nested(7)).isEmpty)
        let deep = Self.errors(nested(8))
        #expect(deep.count == 1 && deep[0].contains("children nest more than 7 levels deep; the limit is 7"), "\(deep)")
    }

    @Test func childrenCountTowardsTheRowLimit() {
        let many = (0..<60_000).map { _ in "{}" }.joined(separator: ",")
        let source = "{\"theme\": \"ios13\", \"table\": {\"sections\": [{\"rows\": [{\"children\": [\(many)]}, {\"children\": [\(many)]}]}]}}"
        let found = Self.errors(source)
        #expect(found.contains { $0.contains("the table has more than 100000 rows; the limit is 100000 in all sections and children together") }, "\(found.prefix(2))")
    }

    @Test func earlierErasRefuseTheListsNamingTheRelease() {
        let found = Self.errors("theme: ios7\ntable: {style: sidebar, sections: [{header: {text: A, collapsible: true}, rows: [{title: B, children: [{title: C}]}]}]}\n")
        #expect(found.count == 3)
        #expect(found.first?.contains("/table/style: the sidebar list came with iOS 14 (UICollectionView lists); theme \"ios7\" draws iOS 7 to 10") == true, "\(found)")
        #expect(found.contains { $0.contains("/table/sections/0/header/collapsible: collapsible section headers came with iOS 14") })
        #expect(found.contains { $0.contains("/table/sections/0/rows/0/children: rows with children (an outline) came with iOS 14") })
    }

    @Test func aChildIsJudgedAsARowIs() {
        let found = Self.errors("theme: ios13\ntable: {sections: [{rows: [{title: A, children: [{title: B, swiped: trailing}]}]}]}\n")
        #expect(found.contains { $0.contains("/table/sections/0/rows/0/children/0/swiped: the row is swiped open on its trailing side, but it has no trailing swipe actions") },
                "\(found)")
    }
}
