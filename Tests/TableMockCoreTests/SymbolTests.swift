import Foundation
import Testing
import TableMockCore
import TableMockScene
import TableMockTestSupport
@testable import TableMockCore

/// Built-in symbols: the map, the SVG reader, `{"symbol": ...}` wherever an image goes,
/// Settings' icon squares, named colours, row badges, unread dots, detail lines and
/// right-to-left mirroring.
@Suite struct SymbolTests {
    static func errors(_ source: String, file: String = "s.yaml") -> [String] {
        do {
            _ = try LayoutHarness.prepare(source, file: file)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    // MARK: The map and the icon package

    /// A themes folder installed without the symbols' map (as `Scripts/install.sh` once was)
    /// is one plain sentence naming the file, not a crash or a file-access phrase.
    @Test func aThemesFolderWithoutTheMapSaysWhichFileIsMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = "cannot read the symbol map \(folder.path)/symbols/symbols.json: no such file or folder"
        do {
            _ = try SymbolCatalog.load(builtinDirectory: folder, files: LayoutHarness.disk)
            Issue.record("a folder without the map loaded")
        } catch {
            #expect(error.message == expected)
        }
    }

    @Test func theMapNamesAtLeast150SymbolsAndEveryIconFileDraws() throws {
        let catalog = try SymbolCatalog.load(builtinDirectory: LayoutHarness.themesDirectory, files: LayoutHarness.disk)
        #expect(catalog.entries.count >= 150)
        #expect(catalog.family.package == "bootstrap-icons" && catalog.family.licence == "MIT")
        for name in ["wifi", "bluetooth", "antenna.radiowaves.left.and.right", "bell.fill", "gear", "person.crop.circle", "star.fill",
                     "clock", "magnifyingglass", "trash", "envelope", "flag", "archivebox", "phone.fill", "message.fill", "lock.fill",
                     "hand.raised.fill", "moon.fill", "sun.max", "battery.100", "airplane", "plus", "ellipsis.circle",
                     "square.and.arrow.up", "chevron.right"] {
            #expect(catalog.entries[name] != nil, "\(name)")
        }
        // Every icon the map names is installed and drawn by the SVG reader.
        for name in catalog.names {
            let outline = try catalog.outline(of: name, files: LayoutHarness.disk)
            #expect(outline.viewBox == Rect(x: 0, y: 0, width: 16, height: 16) && !outline.paths.isEmpty, "\(name)")
        }
        #expect(catalog.entries["chevron.right"]?.mirrored == true && catalog.entries["arrow.left"]?.mirrored == true)
        #expect(catalog.entries["square.and.arrow.up"]?.mirrored == false && catalog.entries["bell"]?.mirrored == false)
    }

    // MARK: SVG path data

    @Test func pathDataReadsCompactNumbersRelativeCommandsAndArcs() throws {
        let elements = try SVGPathData.parse("M1.5.5l2-1H8v2h-1zM0 0")
        #expect(elements == [.move(Point(x: 1.5, y: 0.5)), .line(Point(x: 3.5, y: -0.5)), .line(Point(x: 8, y: -0.5)),
                             .line(Point(x: 8, y: 1.5)), .line(Point(x: 7, y: 1.5)), .close, .move(Point(x: 0, y: 0))])
        // A half circle of radius 1 from (0,0) to (2,0): two quarter-turn cubics, ending exactly there,
        // through (1,1) when the sweep goes clockwise on screen (y down).
        let arc = try SVGPathData.parse("M0 0a1 1 0 0 0 2 0")
        #expect(arc.count == 3)
        guard case let .curve(_, _, mid) = arc[1], case let .curve(_, _, end) = arc[2] else { Issue.record("\(arc)"); return }
        #expect(abs(mid.x - 1) < 1e-9 && abs(mid.y - 1) < 1e-9 && end == Point(x: 2, y: 0))
        // Flags may touch the next number, as Bootstrap's files write them.
        #expect(try SVGPathData.parse("M0 0a1 1 0 012 0").count == 3)
        #expect(throws: SVGPathData.Problem(message: "expected a number at \"x\"")) { try SVGPathData.parse("M1 x") }
    }

    @Test func anSVGFileBecomesPathsInItsViewBoxWithItsFillRule() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path fill-rule="evenodd" d="M0 0h16v16H0z"/><circle cx="8" cy="8" r="2"/></svg>"#
        let outline = try SymbolSVG.outline(Data(svg.utf8))
        #expect(outline.viewBox == Rect(x: 0, y: 0, width: 16, height: 16))
        #expect(outline.paths.map(\.fillRule) == [.evenOdd, .nonZero])
        // Placed in a 32-pt box at (10, 20), mirrored: x runs from the right edge.
        let placed = outline.placed(in: Rect(x: 10, y: 20, width: 32, height: 32), mirrored: true)
        #expect(placed[0].elements.first == .move(Point(x: 42, y: 20)))
        #expect(throws: SymbolSVG.Problem(message: "<text> elements are not drawn (only path, circle and rect)")) {
            try SymbolSVG.outline(Data(#"<svg viewBox="0 0 16 16"><text>A</text></svg>"#.utf8))
        }
    }

    @Test func anIconFileIsReadAsXMLSoCommentsDrawNothingAndBrokenFilesAreRefused() throws {
        // A shape inside a comment is not a shape (the old tag scanner drew it).
        let commented = #"<svg viewBox="0 0 16 16"><!-- <rect width="4" height="4"/> --><circle cx="8" cy="8" r="2"/></svg>"#
        #expect(try SymbolSVG.outline(Data(commented.utf8)).paths.count == 1)
        #expect(throws: SymbolSVG.Problem(message: "the file is not well-formed XML (line 3)")) {
            try SymbolSVG.outline(Data("<svg viewBox=\"0 0 16 16\">\n<path d=\"M0 0h1v1z\"/>\n<\n</svg>".utf8))
        }
    }

    // MARK: Decoding

    @Test func anUnknownSymbolIsAnErrorAtItsNameWithASuggestion() {
        #expect(Self.errors("table: {sections: [{rows: [{title: A, image: {symbol: wiif}}]}]}") == [
            #"s.yaml:1:55: error: /table/sections/0/rows/0/image/symbol: unknown symbol "wiif"; did you mean "wifi"? (tablemock symbols lists them all)"#,
        ])
        #expect(Self.errors("tabBar: {items: [{title: A, image: {symbol: bell.fil}}]}") == [
            #"s.yaml:1:45: error: /tabBar/items/0/image/symbol: unknown symbol "bell.fil"; did you mean "bell.fill"? (tablemock symbols lists them all)"#,
        ])
    }

    @Test func badSymbolKeysAndColoursAreErrorsWithTheirPlace() {
        #expect(Self.errors("table: {sections: [{rows: [{image: {symbol: wifi, background: systemBlu, weight: heavyy, colour: red}}]}]}") == [
            #"s.yaml:1:63: error: /table/sections/0/rows/0/image/background: unknown colour "systemBlu"; did you mean "systemBlue"?"#,
            #"s.yaml:1:82: error: /table/sections/0/rows/0/image/weight: unknown symbol weight "heavyy"; did you mean "heavy"?"#,
            #"s.yaml:1:90: error: /table/sections/0/rows/0/image: unknown key "colour"; did you mean "color"?"#,
        ])
        #expect(Self.errors("table: {sections: [{rows: [{image: {color: \"#12\"}}]}]}") == [
            #"s.yaml:1:36: error: /table/sections/0/rows/0/image: an image object needs "symbol"; write {"symbol": "wifi"}, or a path as a string"#,
        ])
        #expect(Self.errors("table: {sections: [{rows: [{image: {symbol: wifi, color: \"#12\"}}]}]}") == [
            ##"s.yaml:1:58: error: /table/sections/0/rows/0/image/color: colour "#12" is not #RGB, #RRGGBB or #RRGGBBAA"##,
        ])
        #expect(Self.errors("table: {sections: [{rows: [{detailLines: 0, badge: \"\"}]}]}").count == 2)
    }

    @Test func symbolsAndNewRowKeysDecode() throws {
        let decoded = try SpecDecoder.decode(Data("""
            table: {sections: [{rows: [{image: {symbol: wifi, background: "#FF0000", color: tint, weight: bold, size: 40},
                                        badge: "3", unread: true, detailLines: 2}]}]}
            """.utf8), file: "s.yaml")
        let row = decoded.spec.table.sections[0].rows[0]
        #expect(row.image == .symbol(SymbolImage(name: "wifi", color: .named(.tint), background: .value(Color(r8: 255, g8: 0, b8: 0)),
                                                 weight: .bold, size: 40)))
        #expect(row.badge == "3" && row.unread && row.detailLines == 2)
    }

    // MARK: Layout

    static let settings = """
        theme: ios13
        table:
          style: insetGrouped
          sections:
            - rows:
                - {title: Wi-Fi, image: {symbol: wifi, background: systemBlue}, badge: "12", accessory: disclosureIndicator}
                - {title: Search, image: {symbol: magnifyingglass}}
                - {style: subtitle, title: Anna, detail: "one two three four five six seven eight nine ten eleven twelve", detailLines: 2, unread: true}
        """

    @Test func anIconSquareIs29PointsWithTheThemesCornerAndTheSeparatorFollowsIt() throws {
        let layout = try LayoutHarness.layout(Self.settings)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let image = try #require(cell.part(.image))
        let symbol = try #require(image.symbol)
        // ios13 on an iPhone 8: card 16 pt in, margin 16: the square at x 32, 29 x 29, centred in the 44-pt row.
        #expect(image.frame == Rect(x: 32, y: cell.frame.minY + 7.5, width: 29, height: 29))
        #expect(symbol.background == Color(hex: "#007AFF") && symbol.cornerRadius == 6.5 && symbol.glyphSize == 18)
        #expect(symbol.color == .solid(Color(hex: "#FFFFFF")!))
        // The title starts 15 pt after the square, and the separator under it starts there too.
        #expect(abs((cell.part(.title)?.frame.minX ?? 0) - (32 + 29 + 15)) < 1e-9)
        let separator = try #require(layout.items(.separator).first { $0.row == 0 })
        #expect(abs(separator.frame.minX - (32 + 29 + 15)) < 1e-9)
        // A symbol without a background is the theme's 24-pt box, in the tint.
        let plain = try #require(layout.cell(section: 0, row: 1)?.part(.image))
        #expect(plain.frame.size == Size(width: 24, height: 24) && plain.symbol?.glyphSize == 22)
        #expect(plain.symbol?.color == .solid(Color(hex: "#007AFF")!) && plain.symbol?.background == nil)
    }

    @Test func aBadgeSitsBeforeTheChevronAndAnUnreadDotInTheMargin() throws {
        let layout = try LayoutHarness.layout(Self.settings)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let badge = try #require(cell.part(.rowBadge))
        let chevron = try #require(cell.part(.accessory))
        // 22 pt tall, at least as wide as tall, 8 pt before the chevron, centred in the row.
        #expect(badge.frame.height == 22 && badge.frame.width >= 22)
        #expect(abs(chevron.frame.minX - 8 - badge.frame.maxX) < 1e-9)
        #expect(abs(badge.frame.midY - cell.frame.midY) < 1e-9)
        #expect(badge.text?.text == "12")
        if let pill = badge.glyph as? BadgeGlyph { #expect(pill.fill == Color(hex: "#FF3B30")) } else { Issue.record("\(String(describing: badge.glyph))") }
        // Mail's dot: 10 pt, centred 7.5 pt into the card (x 16), beside the title's first line.
        let mail = try #require(layout.cell(section: 0, row: 2))
        let dot = try #require(mail.part(.unreadDot))
        #expect(dot.frame.width == 10 && dot.frame.height == 10 && dot.frame.midX == 16 + 7.5)
        let title = try #require(mail.part(.title))
        #expect(dot.frame.midY > title.frame.minY && dot.frame.midY < title.frame.maxY)
        // The detail wraps to two lines and the row grows for them.
        let detail = try #require(mail.part(.detail))
        #expect(detail.text?.lines.count == 2 && mail.frame.height > 44)
    }

    @Test func namedColoursFollowTheEraAndAppearance() throws {
        func background(_ theme: String, _ appearance: String = "light") throws -> Color? {
            try LayoutHarness.layout("theme: \(theme)\nappearance: \(appearance)\ntable: {sections: [{rows: [{image: {symbol: gear, background: systemGreen}}]}]}")
                .cell(section: 0, row: 0)?.part(.image)?.symbol?.background
        }
        #expect(try background("ios7") == Color(hex: "#4CD964"))
        #expect(try background("ios13") == Color(hex: "#34C759"))
        #expect(try background("ios13", "dark") == Color(hex: "#30D158"))
        #expect(try background("ios2") == Color(hex: "#4CD964"))
    }

    @Test func theLayoutDumpNamesTheSymbol() throws {
        let layout = try LayoutHarness.layout(Self.settings)
        let data = try JSONEncoder().encode(layout.cell(section: 0, row: 0)?.part(.image))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["symbol"] as? String == "wifi" && json["background"] as? String == "#007AFF" && json["color"] as? String == "#FFFFFF")
    }

    @Test func tabSymbolsTakeTheTabColoursAndTheIconSize() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ntabBar: {selected: 0, items: [{title: A, image: {symbol: star.fill}}, {title: B, image: {symbol: clock}}]}\ntable: {sections: []}")
        let parts = try #require(layout.items(.tabBar).first).parts.filter { $0.kind == .tabItem }
        #expect(parts.count == 2)
        #expect(parts[0].symbol?.color == .solid(Color(hex: "#007AFF")!) && parts[1].symbol?.color != parts[0].symbol?.color)
        #expect(parts[0].frame.width == 25 && parts[0].symbol?.glyphSize == 25)
    }

    // MARK: Right to left

    @Test func directionalSymbolsMirrorAndOthersDoNot() throws {
        let source = """
            theme: ios13
            layoutDirection: rightToLeft
            table: {sections: [{rows: [{title: A, image: {symbol: chevron.right}}, {title: B, image: {symbol: square.and.arrow.up}}]}]}
            """
        let layout = try LayoutHarness.layout(source)
        let chevron = try #require(layout.cell(section: 0, row: 0)?.part(.image))
        let share = try #require(layout.cell(section: 0, row: 1)?.part(.image))
        #expect(chevron.mirrored && !share.mirrored)
        // The image sits at the right margin; the chevron's paths are reflected in its frame.
        #expect(chevron.frame.maxX == 375 - 16)
        let ltr = try LayoutHarness.layout(source.replacingOccurrences(of: "rightToLeft", with: "leftToRight"))
        let ltrChevron = try #require(ltr.cell(section: 0, row: 0)?.part(.image))
        func xs(_ part: LayoutPart) -> [Double] {
            var nodes: [SceneNode] = []
            ScenePainter.paint(part.symbol!, in: part.frame, mirrored: part.mirrored, into: &nodes)
            return nodes.flatMap { node -> [Double] in
                guard case .fill(.path(let p), _) = node else { return [] }
                return p.elements.compactMap { if case .move(let pt) = $0 { pt.x } else { nil } }
            }
        }
        // Each x of the left-to-right chevron, reflected about its frame's centre, then moved to the right-to-left frame.
        let expected = xs(ltrChevron).map { chevron.frame.midX - ($0 - ltrChevron.frame.midX) }
        #expect(zip(xs(chevron), expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }
}

/// Image bar button items (UIBarButtonItem(image:)): a symbol or a file in the bar button colour.
@Suite struct BarButtonImageTests {
    @Test func anImageItemIsTheSymbolInTheBarButtonColour() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            navigationBar: {title: Inbox, rightItems: [{image: {symbol: square.and.pencil}}]}
            toolbar: [{image: {symbol: line.3.horizontal.decrease.circle}}, {image: {symbol: square.and.pencil}, style: done}]
            table: {sections: []}
            """)
        let bar = try #require(layout.items(.navigationBar).first)
        let button = try #require(bar.parts.first { $0.kind == .barButton })
        // 22 pt wide (the image), ending at the bar's item inset; the symbol in the tint.
        #expect(button.frame.width == 22 && button.symbol?.glyphSize == 22)
        #expect(button.symbol?.symbol.name == "square.and.pencil" && button.symbol?.color == .solid(Color(hex: "#007AFF")!))
        #expect(button.text == nil)
        let toolbar = try #require(layout.items(.toolbar).first)
        let items = toolbar.parts.filter { $0.kind == .barButton }
        #expect(items.map { $0.symbol?.symbol.name } == ["line.3.horizontal.decrease.circle", "square.and.pencil"])
    }

    @Test func aClassicImageItemSitsInItsBorderedButton() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios2
            navigationBar: {title: Mail, rightItems: [{image: {symbol: square.and.pencil}}]}
            table: {sections: []}
            """)
        let button = try #require(layout.items(.navigationBar).first?.parts.first { $0.kind == .barButton })
        guard button.glyph is BarButtonGlyph else { Issue.record("\(String(describing: button.glyph))"); return }
        // The 20-pt image with the button's padding on each side, drawn white, centred in the button.
        #expect(button.frame.width == 20 + 2 * 10 && button.symbol?.glyphSize == 20)
        #expect(button.symbol?.color == .solid(Color(hex: "#FFFFFF")!))
    }

    @Test func aBarItemWithTitleAndImageOrNeitherIsAnError() {
        #expect(SymbolTests.errors("navigationBar: {rightItems: [{title: Add, image: {symbol: plus}}]}\ntable: {sections: []}") == [
            #"s.yaml:1:30: error: /navigationBar/rightItems/0: a bar item has a title or an image, not both; remove "title" or "image""#,
        ])
        #expect(SymbolTests.errors("navigationBar: {rightItems: [{style: done}]}\ntable: {sections: []}") == [
            #"s.yaml:1:30: error: /navigationBar/rightItems/0: a bar item needs "title" or "image"; write {"title": "Edit"} or {"image": {"symbol": "square.and.pencil"}}"#,
        ])
    }
}
