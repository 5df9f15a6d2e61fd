import Foundation
import TableMockCheck
import TableMockCompare
import TableMockCore
import Testing

/// What changed between two layouts, named in the spec's terms.
@Suite struct LayoutDiffTests {
    /// A plain table in `tablemock layout`'s shape: per section a header (22 pt), rows of
    /// 44 pt with a title, a disclosure indicator and a separator each; `edit` changes it.
    static func layout(sections: [[String]] = [["Row 0-0", "Row 0-1"], ["Row 1-0", "Row 1-1", "Row 1-2"]],
                       scale: Double = 2, edit: (inout [String: Any]) -> Void = { _ in }) -> Data {
        var items: [[String: Any]] = [["kind": "background", "frame": [0, 0, 375, 667], "fill": "#FFFFFF"]]
        var y = 0.0
        for (s, rows) in sections.enumerated() {
            items.append(["kind": "sectionHeader", "section": s, "frame": [0, y, 375, 22], "fill": "#F7F7F7",
                          "parts": [["kind": "title", "frame": [15, y + 2, 200, 18], "text": "Section \(s)",
                                     "font": "Inter 600 17.0", "color": "#000000", "truncated": false]]])
            y += 22
            for (r, title) in rows.enumerated() {
                items.append(["kind": "cell", "section": s, "row": r, "frame": [0, y, 375, 44], "fill": "#FFFFFF",
                              "parts": [["kind": "title", "frame": [15, y + 11.713, Double(title.count) * 8, 20.574], "text": title,
                                         "font": "Inter 400 17.0", "color": "#000000", "truncated": false],
                                        ["kind": "accessory", "frame": [348, y + 15, 12, 14], "glyph": "disclosureIndicator"]]])
                items.append(["kind": "separator", "section": s, "row": r, "frame": [15, y + 43.5, 360, 0.5], "fill": "#C8C7CC"])
                y += 44
            }
        }
        var root: [String: Any] = ["canvas": ["width": 375, "height": 667, "scale": scale], "background": "#FFFFFF",
                                   "contentHeight": y, "items": items]
        edit(&root)
        return try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// Edits item `i` of the layout (0 is the background).
    static func item(_ root: inout [String: Any], _ i: Int, _ edit: (inout [String: Any]) -> Void) {
        var items = root["items"] as! [[String: Any]]
        edit(&items[i])
        root["items"] = items
    }

    static func part(_ item: inout [String: Any], _ p: Int, _ key: String, _ value: Any) {
        var parts = item["parts"] as! [[String: Any]]
        parts[p][key] = value
        item["parts"] = parts
    }

    static func texts(_ e: Data, _ a: Data) throws -> [String] {
        try LayoutDiff.compare(expected: e, actual: a).map(\.text)
    }

    @Test func equalLayoutsHaveNoChangesAndSaySoInWords() throws {
        let changes = try LayoutDiff.compare(expected: Self.layout(), actual: Self.layout())
        #expect(changes == [])
        #expect(LayoutDiff.lines(changes) == ["layout: unchanged since the golden was recorded, so the difference is in drawing, "
            + "fonts or libraries (see the environment line)"])
    }

    @Test func aRenamedTitleIsOneLineWithItsFrame() throws {
        let renamed = Self.layout(sections: [["Row 0-0", "Row 0-1"], ["Row 1-0", "Row 1-1 renamed", "Row 1-2"]])
        let changes = try LayoutDiff.compare(expected: Self.layout(), actual: renamed)
        // The title's new width follows from its text and is not a second change.
        #expect(changes.map(\.text) == [#"section 1 row 1: title "Row 1-1" → "Row 1-1 renamed""#])
        // x 15, y 22+88+22+44+11.713 = 187.713, width 15×8, height 20.574, at 2x.
        #expect(changes[0].frames == [PixelRect(x: 30, y: 375, width: 240, height: 42)])
    }

    @Test func aChangedSymbolOrFileIsNamedAndAFileBecomingASymbolIsOneChange() throws {
        func withImage(_ image: [String: Any]) -> Data {
            Self.layout { root in
                Self.item(&root, 4) { item in
                    var parts = item["parts"] as! [[String: Any]]
                    parts.insert(image.merging(["kind": "image", "frame": [15, 10, 29, 29]]) { a, _ in a }, at: 0)
                    item["parts"] = parts
                }
            }
        }
        let wifi = withImage(["symbol": "wifi", "color": "#FFFFFF", "background": "#007AFF"])
        let bluetooth = withImage(["symbol": "bluetooth", "color": "#FFFFFF", "background": "#007AFF"])
        #expect(try Self.texts(wifi, bluetooth) == ["section 0 row 1: image wifi → bluetooth"])
        let file = withImage(["source": "images/wifi@2x.png"])
        #expect(try Self.texts(file, wifi) == [#"section 0 row 1: image "images/wifi@2x.png" → wifi"#,
                                               "section 0 row 1: image colour none → #FFFFFF",
                                               "section 0 row 1: image background none → #007AFF"])
        // A file that changed to another file is named too.
        let other = withImage(["source": "images/bluetooth@2x.png"])
        #expect(try Self.texts(file, other) == [#"section 0 row 1: image "images/wifi@2x.png" → "images/bluetooth@2x.png""#])
    }

    @Test func aHeaderMovedDownAndAnAccessoryChanged() throws {
        let edited = Self.layout { root in
            Self.item(&root, 6) { $0["frame"] = [0, 112, 375, 22]; Self.part(&$0, 0, "frame", [15, 114, 200, 18]) }
            Self.item(&root, 4) { Self.part(&$0, 1, "glyph", "checkmark") }
        }
        #expect(try Self.texts(Self.layout(), edited) == [
            "section 0 row 1: accessory disclosureIndicator → checkmark",
            "section 1 header moved 2 pt down",
        ])
    }

    @Test func aSectionClosedIsItsChevronTurnedAndItsRowsRemoved() throws {
        // A collapsible header's chevron (outline disclosure) turns; the collapsed section's rows go.
        func outline(collapsed: Bool) -> Data {
            Self.layout(sections: [["Row 0-0", "Row 0-1"], collapsed ? [] : ["Row 1-0"]]) { root in
                var items = root["items"] as! [[String: Any]]
                let h = items.firstIndex { $0["kind"] as? String == "sectionHeader" && $0["section"] as? Int == 1 }!
                var parts = items[h]["parts"] as! [[String: Any]]
                parts.append(["kind": "outlineDisclosure", "frame": [348, 117, 12, 12],
                              "glyph": collapsed ? "outlineDisclosure(collapsed)" : "outlineDisclosure(expanded)"])
                items[h]["parts"] = parts
                root["items"] = items
            }
        }
        let texts = try Self.texts(outline(collapsed: false), outline(collapsed: true))
        #expect(texts.contains("section 1 header: outline disclosure outlineDisclosure(expanded) → outlineDisclosure(collapsed)"), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("section 1 row 0") && $0.contains("removed") }, "\(texts)")
    }

    @Test func searchBarsSegmentedControlsAndEmptyStatesAreNamedInTheSpecsTerms() throws {
        // A search bar above the rows: its placeholder changes, the scope bar's selection moves;
        // an empty state appears.
        func withSearch(_ placeholder: String, selected: Int, empty: Bool) -> Data {
            Self.layout { root in
                var items = root["items"] as! [[String: Any]]
                items.insert(["kind": "searchBar", "frame": [0, 0, 375, 56],
                              "parts": [["kind": "searchField", "frame": [8, 10, 359, 36], "fill": "#7676801F"],
                                        ["kind": "placeholder", "frame": [40, 17, 60, 20], "text": placeholder,
                                         "font": "Inter 400 17.0", "color": "#3C3C4399", "truncated": false],
                                        ["kind": "segmentedControl", "frame": [8, 63, 359, 32],
                                         "glyph": "segmentedControl(2, selected \(selected))"]]], at: 1)
                if empty {
                    items.append(["kind": "emptyState", "frame": [0, 300, 375, 60],
                                  "parts": [["kind": "title", "frame": [20, 300, 335, 27], "text": "No Results",
                                             "font": "Inter 700 22.0", "color": "#000000", "truncated": false]]])
                }
                root["items"] = items
            }
        }
        let texts = try Self.texts(withSearch("Search", selected: 0, empty: false), withSearch("Find", selected: 1, empty: true))
        #expect(texts == [
            #"search bar: placeholder "Search" → "Find""#,
            "search bar: segmented control segmentedControl(2, selected 0) → segmentedControl(2, selected 1)",
            #"empty state added ("No Results")"#,
        ], "\(texts)")
    }

    @Test func theSameChangeOnEverySeparatorIsOneLine() throws {
        let edited = Self.layout { root in
            for i in [3, 5, 8, 10, 12] { Self.item(&root, i) { $0["fill"] = "#C6C6C8" } }
        }
        let changes = try LayoutDiff.compare(expected: Self.layout(), actual: edited)
        #expect(changes.map(\.text) == ["every separator (5): colour #C8C7CC → #C6C6C8"])
        #expect(changes[0].frames.count == 5 && changes[0].frames[0] == PixelRect(x: 30, y: 131, width: 720, height: 1))
        let two = Self.layout { root in for i in [3, 5] { Self.item(&root, i) { $0["fill"] = "#C6C6C8" } } }
        #expect(try Self.texts(Self.layout(), two) == ["section 0 row 0 separator colour #C8C7CC → #C6C6C8",
                                                        "section 0 row 1 separator colour #C8C7CC → #C6C6C8"])
    }

    @Test func aTallerRowMovesEverythingBelowAsOneLine() throws {
        let edited = Self.layout { root in
            Self.item(&root, 4) { $0["frame"] = [0, 66, 375, 54]; Self.part(&$0, 0, "lines", 2) }
            var items = root["items"] as! [[String: Any]]
            for i in 5..<items.count {
                var f = items[i]["frame"] as! [Double]; f[1] += 10; items[i]["frame"] = f
                if var parts = items[i]["parts"] as? [[String: Any]] {
                    for p in parts.indices { var pf = parts[p]["frame"] as! [Double]; pf[1] += 10; parts[p]["frame"] = pf }
                    items[i]["parts"] = parts
                }
            }
            root["items"] = items
            root["contentHeight"] = 274
        }
        #expect(try Self.texts(Self.layout(), edited) == [
            "content height 264 pt → 274 pt",
            "section 0 row 1 height 44 → 54 pt",
            "section 0 row 1: title lines none → 2",
            "8 elements moved 10 pt down, from section 0 row 1 separator to section 1 row 2 separator",
        ])
    }

    @Test func rowsAddedAndRemovedCanvasAndScale() throws {
        let more = Self.layout(sections: [["Row 0-0", "Row 0-1", "New"], ["Row 1-0", "Row 1-1", "Row 1-2"]], scale: 3)
        let texts = try Self.texts(Self.layout(), more)
        #expect(texts.prefix(4) == [
            "canvas 375×667 pt @2x → 375×667 pt @3x",
            "content height 264 pt → 308 pt",
            "7 elements moved 44 pt down, from section 1 header to section 1 row 2 separator",
            #"section 0 row 2 added ("New")"#,
        ])
        #expect(texts.count == 5 && texts[4] == "section 0 row 2 separator added")
        let fewer = Self.layout(sections: [["Row 0-0", "Row 0-1"], ["Row 1-0", "Row 1-1"]])
        #expect(try Self.texts(Self.layout(), fewer) == [
            "content height 264 pt → 220 pt",
            "section 1 row 2 removed",
            "section 1 row 2 separator removed",
        ])
    }

    @Test func anInsertedOrRemovedRowIsOneChangeNotARenameOfEveryRowBelow() throws {
        let inserted = Self.layout(sections: [["Row 0-0", "Row 0-1"], ["Row 1-0", "Inserted", "Row 1-1", "Row 1-2"]])
        #expect(try Self.texts(Self.layout(), inserted) == [
            "content height 264 pt → 308 pt",
            "4 elements moved 44 pt down, from section 1 row 2 (was row 1) to section 1 row 3 separator (was row 2)",
            #"section 1 row 1 added ("Inserted")"#,
            "section 1 row 1 separator added",
        ])
        let removed = Self.layout(sections: [["Row 0-0", "Row 0-1"], ["Row 1-0", "Row 1-2"]])
        #expect(try Self.texts(Self.layout(), removed) == [
            "content height 264 pt → 220 pt",
            "section 1 row 1 removed",
            "section 1 row 1 separator removed",
            "section 1 row 1 (was row 2) moved 44 pt up",
            "section 1 row 1 separator (was row 2) moved 44 pt up",
        ])
        // As many rows as before: matched by place, so a new text is a rename.
        let renamed = Self.layout(sections: [["Row 0-0", "Row 0-1"], ["Row 1-0", "Other", "Row 1-2"]])
        #expect(try Self.texts(Self.layout(), renamed) == [#"section 1 row 1: title "Row 1-1" → "Other""#])
    }

    @Test func partsAddedRemovedRecolouredAndTruncated() throws {
        let edited = Self.layout { root in
            Self.item(&root, 1) { item in
                var parts = item["parts"] as! [[String: Any]]
                parts[0]["color"] = "#8E8E93"
                parts.append(["kind": "detail", "frame": [200, 12, 100, 20], "text": "Detail\n\u{1B}[31m", "font": "Inter 400 17.0",
                              "color": "#8E8E93", "truncated": true])
                item["parts"] = parts
            }
            Self.item(&root, 4) { item in
                var parts = item["parts"] as! [[String: Any]]
                parts.removeLast()
                parts[0]["truncated"] = true
                item["parts"] = parts
            }
            Self.item(&root, 12) { $0["frame"] = [15, 900, 360, 0.5] }
            root["canvas"] = ["width": 375, "height": 667, "scale": 2]
        }
        #expect(try Self.texts(Self.layout(), edited) == [
            "section 0 header: title colour #000000 → #8E8E93",
            #"section 0 header: detail added ("Detail\n\u001B[31m")"#,
            "section 0 row 1: title now truncated",
            "section 0 row 1: accessory removed (disclosureIndicator)",
            "section 1 row 2 separator moved 636.5 pt down (off screen)",
        ])
    }

    @Test func rowControlsAreNamedInTheSpecsTerms() throws {
        let edited = Self.layout { root in
            Self.item(&root, 2) { item in
                var parts = item["parts"] as! [[String: Any]]
                parts.append(["kind": "swipeAction", "frame": [294, 22, 81, 44], "text": "Delete", "font": "Inter 400 17.0",
                              "color": "#FFFFFF", "truncated": false, "fill": "#FF3B30"])
                parts.append(["kind": "textField", "frame": [120, 34, 240, 20], "text": "Required", "font": "Inter 400 17.0",
                              "color": "#C7C7CD", "truncated": false])
                item["parts"] = parts
            }
        }
        #expect(try Self.texts(Self.layout(), edited) == [
            #"section 0 row 0: swipe action added ("Delete")"#,
            #"section 0 row 0: text field added ("Required")"#,
        ])
    }

    @Test func composedRowPartsAreNamedInTheSpecsTerms() throws {
        let edited = Self.layout { root in
            Self.item(&root, 2) { item in
                var parts = item["parts"] as! [[String: Any]]
                parts.append(["kind": "timestamp", "frame": [280, 12, 60, 18], "text": "9:41 AM", "font": "Inter 400 15.0",
                              "color": "#8A8A8E", "truncated": false])
                parts.append(["kind": "rowButton", "frame": [285, 8, 74, 28], "text": "GET", "font": "Inter 700 15.0",
                              "color": "#007AFF", "truncated": false, "glyph": "rowButton"])
                parts.append(["kind": "avatar", "frame": [16, 2, 40, 40], "text": "JA", "font": "Inter 600 17.0",
                              "color": "#FFFFFF", "truncated": false, "fill": "#007AFF"])
                item["parts"] = parts
            }
        }
        #expect(try Self.texts(Self.layout(), edited) == [
            #"section 0 row 0: time added ("9:41 AM")"#,
            #"section 0 row 0: row button added ("GET")"#,
            #"section 0 row 0: avatar added ("JA")"#,
        ])
    }

    @Test func kindsAreNamedByCoreAndAKindThisVersionDoesNotKnowAsWritten() throws {
        // Names come from the layout model's kinds (exhaustive there); a kind from a layout
        // recorded by another version is shown as it was written, never dropped.
        #expect(ItemKind.cell.readableName == "row")
        #expect(ItemKind.separator.readableName == "separator")
        #expect(PartKind.cancelButton.readableName == "Cancel button")
        #expect(PartKind.title.readableName == "title")
        let old = Self.layout { root in Self.item(&root, 2) { $0["kind"] = "futureKind"; Self.part(&$0, 0, "kind", "futurePart") } }
        let new = Self.layout { root in
            Self.item(&root, 2) { $0["kind"] = "futureKind"; Self.part(&$0, 0, "kind", "futurePart"); Self.part(&$0, 0, "text", "B") }
        }
        #expect(try Self.texts(old, new) == [#"futureKind section 0 row 0: futurePart "Row 0-0" → "B""#])
    }

    @Test func linesAreCappedWithACount() {
        let changes = (0..<15).map { LayoutChange(text: "change \($0)") }
        let lines = LayoutDiff.lines(changes, limit: 3)
        #expect(lines == ["layout: 15 changes since the golden was recorded:", "  change 0", "  change 1", "  change 2",
                          "  … and 12 more (all in summary.json)"])
    }

    @Test func theRecordedFormIsOneItemALine() throws {
        let json = ##"{"items": [{"kind": "cell", "frame": [0, 35.5, 375, 44]}, {"kind": "separator", "fill": "#C8C7CC"}], "canvas": {"width": 375, "scale": 2}, "background": "#EFEFF4"}"##
        let compact = try LayoutRecord.compact(Data(json.utf8))
        #expect(String(decoding: compact, as: UTF8.self) == """
            {"background":"#EFEFF4","canvas":{"scale":2,"width":375},"items":[
            {"frame":[0,35.5,375,44],"kind":"cell"},
            {"fill":"#C8C7CC","kind":"separator"}
            ]}

            """)
        #expect(try JSONValue.decoded(compact) == JSONValue.decoded(Data(json.utf8)))
        #expect(LayoutRecord.fileName(forGolden: "forms/login") == "forms/login.layout.json")
        #expect(LayoutRecord.goldenName(ofFile: "forms/login.layout.json") == "forms/login")
        #expect(LayoutRecord.goldenName(ofFile: "forms/login.png") == "forms/login")
        #expect(LayoutRecord.goldenName(ofFile: "a.layout.png") == "a.layout")
        #expect(throws: (any Error).self) { try LayoutRecord.compact(Data("not json".utf8)) }
        #expect(JSONValue.string("a\"\n\u{1}").serialized() == #""a\"\n\u0001""#)
    }
}

extension LayoutDiffTests {
    @Test func reportsShowTheChangesAndOutlineTheirFramesOnTheDiff() throws {
        var entry = CheckEntry(name: "list", format: "png", spec: "specs/list.json", golden: "goldens/list.png", status: .failed,
                               lines: ["differing pixels: 3 of 100 — FAIL"],
                               artifacts: .init(expected: "list.expected.png", actual: "list.actual.png", diff: "list.diff.png"))
        entry.comparison = nil
        entry.layoutChanges = [LayoutChange(text: #"section 0 row 1: title "<b>" → "&""#,
                                            frames: [PixelRect(x: 15, y: 83, width: 262, height: 22)])]
        let report = CheckReport(goldenDirectory: "goldens", artifactsDirectory: "art", recordMode: .never, entries: [entry])
        let html = HTMLReport.render(report)
        #expect(html.contains(#"<div class="mark" style="left:15px;top:83px;width:262px;height:22px" "#
            + #"title="section 0 row 1: title &quot;&lt;b&gt;&quot; → &quot;&amp;&quot;"></div>"#))
        #expect(html.contains(#"<li class="layout">layout: 1 change since the golden was recorded:</li>"#))
        #expect(entry.detailLines() == ["differing pixels: 3 of 100 — FAIL", "layout: 1 change since the golden was recorded:",
                                        #"  section 0 row 1: title "<b>" → "&""#])
        let xml = JUnitReport.render(report)
        #expect(xml.contains("layout: 1 change since the golden was recorded:&#10;  section 0 row 1: title &quot;&lt;b&gt;&quot;"))
        // summary.json keeps them; an entry without them (an old golden) has no key at all.
        let json = String(decoding: try report.jsonData(), as: UTF8.self)
        #expect(json.contains(#""layoutChanges" : ["#))
        entry.layoutChanges = nil
        let old = CheckReport(goldenDirectory: "goldens", artifactsDirectory: "art", recordMode: .never, entries: [entry])
        #expect(!String(decoding: try old.jsonData(), as: UTF8.self).contains("layoutChanges"))
        #expect(!HTMLReport.render(old).contains("class=\"mark\""))
    }
}
