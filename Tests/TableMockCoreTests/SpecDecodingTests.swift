import Foundation
@testable import TableMockCore
import TableMockScene
import Testing

/// A spec source and the exact diagnostic lines it must produce.
struct SpecErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: Data
    var expected: [String]
    var file = "spec.yaml"
    var testDescription: String { name }

    init(_ name: String, _ source: String, _ expected: String..., file: String = "spec.yaml") {
        self.name = name; self.source = Data(source.utf8); self.expected = expected; self.file = file
    }
    init(_ name: String, bytes: [UInt8], _ expected: String...) {
        self.name = name; self.source = Data(bytes); self.expected = expected
    }
}

@Suite struct SpecDecodingTests {
    static let json = """
        {
          "$schema": "https://tablemock.dev/schema/v1.json",
          "theme": "ios6",
          "appearance": "dark",
          "device": "iphone-5",
          "scale": 2,
          "height": "content",
          "contentOffset": 12.5,
          "lint": {"disable": ["index-with-right-accessory"]},
          "table": {
            "style": "plain",
            "header": "Above",
            "footer": {"text": "Below", "image": "logo.png"},
            "editing": true,
            "index": ["A", "B"],
            "rowHeight": 50,
            "separatorStyle": "none",
            "loading": null,
            "refreshing": true,
            "sections": [
              {
                "header": "Network",
                "footer": "Explanatory text.",
                "indexTitle": "N",
                "rows": [
                  {
                    "style": "value1", "title": "Wi-Fi", "detail": "HomeNet", "image": "icons/wifi.png",
                    "accessory": "disclosureIndicator", "editingStyle": "delete", "showsReorderControl": true,
                    "deleteConfirmation": "Remove", "highlighted": true, "selected": false,
                    "indentationLevel": 2, "height": 60, "titleLines": 0, "truncation": "middle"
                  },
                  {"title": "Airplane", "accessory": {"switch": true}, "deleteConfirmation": true},
                  {"title": "Label", "accessory": {"text": "On"}, "deleteConfirmation": false}
                ]
              },
              {"rows": []}
            ]
          }
        }
        """

    static let yaml = """
        # The same screen as the JSON version.
        $schema: https://tablemock.dev/schema/v1.json
        theme: ios6
        appearance: dark
        device: iphone-5
        scale: 2
        height: content
        contentOffset: 12.5
        lint:
          disable: [index-with-right-accessory]
        table:
          style: plain
          header: Above
          footer: {text: Below, image: logo.png}
          editing: true
          index: [A, B]
          rowHeight: 50
          separatorStyle: none
          loading: ~
          refreshing: true
          sections:
            - header: Network
              footer: Explanatory text.
              indexTitle: N
              rows:
                - style: value1
                  title: Wi-Fi
                  detail: HomeNet
                  image: icons/wifi.png
                  accessory: disclosureIndicator
                  editingStyle: delete
                  showsReorderControl: true
                  deleteConfirmation: Remove
                  highlighted: true
                  selected: false
                  indentationLevel: 2
                  height: 60
                  titleLines: 0
                  truncation: middle
                - {title: Airplane, accessory: {switch: true}, deleteConfirmation: true}
                - title: Label
                  accessory:
                    text: "On"
                  deleteConfirmation: false
            - rows: []
        """

    static var expectedSpec: Spec {
        var spec = Spec()
        spec.theme = "ios6"
        spec.appearance = .dark
        spec.device = .named("iphone-5")
        spec.scale = 2
        spec.height = .content
        spec.contentOffset = 12.5
        spec.lint.disable = ["index-with-right-accessory"]
        spec.table.style = .plain
        spec.table.header = HeaderFooter(text: "Above")
        spec.table.footer = HeaderFooter(text: "Below", image: "logo.png")
        spec.table.editing = true
        spec.table.index = .titles(["A", "B"])
        spec.table.rowHeight = 50
        spec.table.separatorStyle = .none
        spec.table.refreshing = true
        var section = SectionSpec()
        section.header = HeaderFooter(text: "Network")
        section.footer = HeaderFooter(text: "Explanatory text.")
        section.indexTitle = "N"
        var wifi = RowSpec()
        wifi.style = .value1; wifi.title = "Wi-Fi"; wifi.detail = "HomeNet"; wifi.image = "icons/wifi.png"
        wifi.accessory = .disclosureIndicator; wifi.editingStyle = .delete; wifi.showsReorderControl = true
        wifi.deleteConfirmation = "Remove"; wifi.highlighted = true; wifi.indentationLevel = 2; wifi.height = 60
        wifi.titleLines = 0; wifi.truncation = .middle
        var airplane = RowSpec()
        airplane.title = "Airplane"; airplane.accessory = .switch(true); airplane.deleteConfirmation = "Delete"
        var label = RowSpec()
        label.title = "Label"; label.accessory = .text("On")
        section.rows = [wifi, airplane, label]
        spec.table.sections = [section, SectionSpec()]
        return spec
    }

    @Test func jsonAndYAMLDecodeToTheSameSpec() throws {
        let fromJSON = try SpecDecoder.decode(Data(Self.json.utf8), file: "spec.json")
        let fromYAML = try SpecDecoder.decode(Data(Self.yaml.utf8), file: "spec.yaml")
        #expect(fromJSON.spec == Self.expectedSpec)
        #expect(fromYAML.spec == Self.expectedSpec)
    }

    @Test func locationsNameEveryValueRead() throws {
        let decoded = try SpecDecoder.decode(Data(Self.json.utf8), file: "spec.json")
        #expect(decoded.locations["/theme"] == SourceLocation(line: 3, column: 12))
        #expect(decoded.locations["/table/sections/0/rows/0/accessory"] == SourceLocation(line: 28, column: 26))
        #expect(decoded.locations["/table/footer/image"] == SourceLocation(line: 13, column: 42))
    }

    @Test func defaultsApplyToAnEmptyObject() throws {
        #expect(try SpecDecoder.decode(Data("{}".utf8), file: "spec.json").spec == Spec())
        #expect(try SpecDecoder.decode(Data("table: {sections: [{rows: [{}]}]}".utf8), file: "s.yaml").spec.table.sections[0].rows
                == [RowSpec()])
    }

    @Test func customSizeKeepsTheDeviceScale() throws {
        let decoded = try SpecDecoder.decode(Data("device: iphone-15\nsize: {width: 400, height: 300.5}".utf8), file: "s.yaml")
        #expect(decoded.spec.device == .custom(Size(width: 400, height: 300.5)))
        #expect(decoded.spec.scale == 3)
        let sizeOnly = try SpecDecoder.decode(Data("size: {width: 400, height: 300}\nscale: 1.5".utf8), file: "s.yaml")
        #expect(sizeOnly.spec.scale == 1.5)
        #expect(DeviceCatalog.defaultScale(for: .custom(Size(width: 1, height: 1))) == 2)
    }

    @Test func indexTrueIsAutomaticAndAnchorsAndMergeKeysAreResolved() throws {
        let source = """
            table:
              index: true
              sections:
                - rows:
                    - &base {style: subtitle, title: One, accessory: checkmark}
                    - *base
                    - <<: *base
                      title: Three
            """
        let table = try SpecDecoder.decode(Data(source.utf8), file: "s.yaml").spec.table
        #expect(table.index == .automatic)
        #expect(table.sections[0].rows.map(\.title) == ["One", "One", "Three"])
        #expect(table.sections[0].rows.allSatisfy { $0.style == .subtitle && $0.accessory == .checkmark })
    }

    @Test func deviceCatalogIsComplete() throws {
        // The catalog is the device table the committed schema gives editors: every name, in order.
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: SchemaTests.repository
            .appendingPathComponent("Schemas/spec-v1.schema.json"))) as? [String: Any]
        let device = (schema?["properties"] as? [String: Any])?["device"] as? [String: Any]
        #expect(device?["enum"] as? [String] == DeviceCatalog.names)
        #expect(DeviceCatalog.names.count == DeviceCatalog.all.count)
        #expect(Set(DeviceCatalog.names).count == DeviceCatalog.all.count)
        #expect(DeviceCatalog.canvasSize(for: .named("iphone-6")) == DeviceCatalog.canvasSize(for: .named("iphone-8")))
        #expect(DeviceCatalog.canvasSize(for: .named("iphone-3g")) == Size(width: 320, height: 480))
        #expect(DeviceCatalog.defaultScale(for: .named("iphone-8-plus")) == 3)
        #expect(DeviceCatalog.canvasSize(for: .named("ipad-pro-11")) == Size(width: 834, height: 1194))
    }

    static let errorCases: [SpecErrorCase] = [
        SpecErrorCase("misspelt key", """
            table:
              stlye: grouped
            """,
            #"spec.yaml:2:3: error: /table: unknown key "stlye"; did you mean "style"?"#),
        SpecErrorCase("unknown key without a close match lists the valid keys", """
            table: {sections: [{colour: red}]}
            """,
            #"spec.yaml:1:21: error: /table/sections/0: unknown key "colour"; valid keys: header, footer, indexTitle, rows"#),
        SpecErrorCase("misspelt accessory", """
            {"table": {"sections": [{"rows": [{"accessory": "disclosure"}]}]}}
            """,
            #"spec.json:1:49: error: /table/sections/0/rows/0/accessory: unknown accessory "disclosure"; did you mean "disclosureIndicator"?"#,
            file: "spec.json"),
        SpecErrorCase("misspelt enum value in other case", """
            table: {style: Grouped}
            """,
            #"spec.yaml:1:16: error: /table/style: unknown table style "Grouped"; did you mean "grouped"?"#),
        SpecErrorCase("quoted number", """
            {"table": {"rowHeight": "44"}}
            """,
            #"spec.json:1:25: error: /table/rowHeight: expected a number, found the string "44"; remove the quotes"#,
            file: "spec.json"),
        SpecErrorCase("bare number where a string is expected", """
            table: {sections: [{rows: [{title: 44}]}]}
            """,
            #"spec.yaml:1:36: error: /table/sections/0/rows/0/title: expected a string, found the number 44; quote it: "44""#),
        SpecErrorCase("wrong type", """
            table: {editing: [true]}
            """,
            #"spec.yaml:1:18: error: /table/editing: expected true or false, found an array"#),
        SpecErrorCase("yes is not a boolean", """
            table: {refreshing: yes}
            """,
            #"spec.yaml:1:21: error: /table/refreshing: expected true or false, found the string "yes"; YAML 1.2 reads yes as a string; write true or false"#),
        // A key set to null is absent (the schema says so); an item cannot be.
        SpecErrorCase("null where a value is needed", """
            table: {sections: [null]}
            """,
            #"spec.yaml:1:20: error: /table/sections/0: expected an object, found null"#),
        SpecErrorCase("unknown lint rule", """
            lint:
              disable: [index-with-right-accesory]
            """,
            #"spec.yaml:2:13: error: /lint/disable/0: unknown lint rule "index-with-right-accesory"; did you mean "index-with-right-accessory"?"#),
        SpecErrorCase("unknown selection mode", """
            table:
              selection: singel
            """,
            #"spec.yaml:2:14: error: /table/selection: unknown selection "singel"; did you mean "single"?"#),
        SpecErrorCase("empty file", "",
            #"spec.yaml:1:1: error: the file is empty; expected an object such as {"table": {...}}"#),
        SpecErrorCase("whitespace only", "  \n\n\t\n",
            #"spec.yaml:1:1: error: the file is empty; expected an object such as {"table": {...}}"#),
        SpecErrorCase("comments only", "# nothing yet\n",
            #"spec.yaml:1:1: error: the file has no content, only comments; expected an object"#),
        SpecErrorCase("top-level array", "[1, 2]",
            #"spec.yaml:1:1: error: expected an object at the top level, found an array; a spec is an object such as {"table": {"sections": [...]}}"#),
        SpecErrorCase("top-level scalar", "hello",
            #"spec.yaml:1:1: error: expected an object at the top level, found a string; a spec is an object such as {"table": {"sections": [...]}}"#),
        SpecErrorCase("invalid UTF-8", bytes: Array("theme: ios7\ntitle: caf".utf8) + [0xE9, 0x0A],
            #"spec.yaml:2:11: error: the file is not valid UTF-8: byte 0xE9 at offset 22; save the file as UTF-8"#),
        SpecErrorCase("binary garbage", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00],
            #"spec.yaml:1:1: error: the file is not valid UTF-8: byte 0x89 at offset 0; save the file as UTF-8"#),
        SpecErrorCase("NUL bytes", bytes: Array("theme: x\n".utf8) + [0, 1, 2],
            #"spec.yaml:2:1: error: the file contains a NUL byte at offset 9; it is binary data, not JSON or YAML text"#),
        SpecErrorCase("UTF-16", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00],
            #"spec.yaml:1:1: error: the file is UTF-16 text; expected UTF-8; save it as UTF-8"#),
        SpecErrorCase("duplicate key", """
            {
              "theme": "ios7",
              "theme": "ios6"
            }
            """,
            #"spec.json:3:3: error: duplicate key "theme": a key may appear only once in an object"#, file: "spec.json"),
        SpecErrorCase("duplicate key in a nested JSON object, at the second key with the object's path",
            "{\"table\": {\"sections\": [{\"rows\": [\n  {\"title\": \"A\", \"detail\": \"x\",\n   \"title\": \"B\"}]}]}}",
            #"spec.json:3:4: error: /table/sections/0/rows/0: duplicate key "title": a key may appear only once in an object"#, file: "spec.json"),
        SpecErrorCase("duplicate key in YAML flow style, past a nested object",
            "table: {sections: [{rows: [{title: a, detail: {x: 1, title: 2}, title: b}]}]}",
            #"spec.yaml:1:65: error: duplicate key "title": a key may appear only once in an object"#),
        SpecErrorCase("duplicate key in a CRLF file", "table:\r\n  style: plain\r\n  style: grouped\r\n",
            #"spec.yaml:3:3: error: duplicate key "style": a key may appear only once in an object"#),
        SpecErrorCase("// in a YAML block scalar does not hide the next error", "table:\n  header: |\n    // build 42\n  style: plain: grouped\n",
            #"spec.yaml:4:15: error: syntax error: mapping values are not allowed in this context"#),
        SpecErrorCase("duplicate key in a YAML block mapping",
            "table:\n  sections:\n    - rows:\n        - title: A\n          detail: x\n          title: B\n",
            #"spec.yaml:6:11: error: duplicate key "title": a key may appear only once in an object"#),
        SpecErrorCase("JSON syntax error", """
            {
              "theme": "ios7"
              "device": "iphone-8"
            }
            """,
            #"spec.json:3:3: error: syntax error: did not find expected ',' or '}' (in the flow mapping that starts at 1:1)"#,
            file: "spec.json"),
        SpecErrorCase("unknown device with suggestion", "device: iphone8",
            #"spec.yaml:1:9: error: /device: unknown device "iphone8"; did you mean "iphone-8"?"#),
        SpecErrorCase("unknown device without a close match", "device: pixel-7",
            "spec.yaml:1:9: error: /device: unknown device \"pixel-7\"; expected one of: " + DeviceCatalog.names.joined(separator: ", ")),
        SpecErrorCase("out of range", """
            table: {sections: [{rows: [{height: 0, indentationLevel: 21, titleLines: 1.5}]}]}
            """,
            #"spec.yaml:1:37: error: /table/sections/0/rows/0/height: height 0 is out of range; it must be greater than 0 and at most 1000"#,
            #"spec.yaml:1:58: error: /table/sections/0/rows/0/indentationLevel: indentationLevel 21 is out of range; it must be at least 0 and at most 20"#,
            #"spec.yaml:1:74: error: /table/sections/0/rows/0/titleLines: titleLines must be a whole number, found 1.5"#),
        SpecErrorCase("huge and special numbers", """
            {"scale": 1e400, "contentOffset": .nan, "size": {"width": 99999999999999999999, "height": -1}}
            """,
            #"spec.yaml:1:11: error: /scale: scale 1e400 is too large; it must be greater than 0 and at most 4"#,
            #"spec.yaml:1:35: error: /contentOffset: contentOffset is not a number (.nan)"#,
            #"spec.yaml:1:59: error: /size/width: width 99999999999999999999 is out of range; it must be greater than 0 and at most 4096"#,
            #"spec.yaml:1:91: error: /size/height: height -1 is out of range; it must be greater than 0 and at most 4096"#),
        SpecErrorCase("accessory object with two keys", """
            table: {sections: [{rows: [{accessory: {switch: true, text: On}}]}]}
            """,
            #"spec.yaml:1:40: error: /table/sections/0/rows/0/accessory: an accessory object has exactly one key, "switch", "text", "segments" or "stepper"; found 2; write {"switch": true}, {"text": "Label"}, {"segments": {"items": ["A", "B"]}} or {"stepper": 1}"#),
        SpecErrorCase("accessory object with a misspelt key", """
            table: {sections: [{rows: [{accessory: {swich: true}}]}]}
            """,
            #"spec.yaml:1:41: error: /table/sections/0/rows/0/accessory: unknown key "swich"; did you mean "switch"?"#),
        SpecErrorCase("several errors in one file are all reported", """
            theme: ios7
            apperance: dark
            device: iphone-88
            table:
              style: grouped
              selection: single
              sections:
                - rows:
                    - {title: One, accessory: chekmark}
                    - {title: Two, height: "44"}
            """,
            #"spec.yaml:2:1: error: unknown key "apperance"; did you mean "appearance"?"#,
            #"spec.yaml:3:9: error: /device: unknown device "iphone-88"; did you mean "iphone-8"?"#,
            #"spec.yaml:9:35: error: /table/sections/0/rows/0/accessory: unknown accessory "chekmark"; did you mean "checkmark"?"#,
            #"spec.yaml:10:32: error: /table/sections/0/rows/1/height: expected a number, found the string "44"; remove the quotes"#),
        SpecErrorCase("alias bomb", """
            a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
            h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
            """,
            #"spec.yaml:1:48: error: /f/0/6/8/8/8/8: the document holds more than 200000 values; YAML aliases (*name) are expanded; a few of them can multiply a document"#),
        SpecErrorCase("undefined alias", "theme: *nope",
            #"spec.yaml:1:8: error: the alias refers to an anchor (&name) that is not defined before it"#),
        SpecErrorCase("deep nesting", String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
            #"spec.yaml:1:65: error: /0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0: values are nested more than 64 levels deep"#),
        SpecErrorCase("more than one document", "theme: ios7\n---\ntheme: ios6\n",
            #"spec.yaml:2:1: error: the file holds more than one YAML document; expected one"#),
        SpecErrorCase("text too long", "table: {header: \(String(repeating: "x", count: 10_001))}",
            #"spec.yaml:1:17: error: /table/header: the text is 10001 code points long; the limit is 10000"#),
        SpecErrorCase("text too long in code points, though one letter", "table: {header: a\(String(repeating: "\u{301}", count: 10_000))}",
            #"spec.yaml:1:17: error: /table/header: the text is 10001 code points long; the limit is 10000"#),
        SpecErrorCase("Delete button on an insert row", "table: {editing: true, sections: [{rows: [{title: a, editingStyle: insert, deleteConfirmation: true}]}]}",
            #"spec.yaml:1:96: error: /table/sections/0/rows/0/deleteConfirmation: a Delete button needs a row whose editingStyle is delete; this row's is "insert"; remove deleteConfirmation, or the row's editingStyle"#),
        SpecErrorCase("textAlignment on a value1 row", "table: {sections: [{rows: [{style: value1, title: a, textAlignment: center}]}]}",
            #"spec.yaml:1:69: error: /table/sections/0/rows/0/textAlignment: textAlignment applies to default and subtitle rows; a value1 row places its title and detail itself; remove textAlignment, or give the row style default"#),
        SpecErrorCase("misspelt textAlignment", "table: {sections: [{rows: [{title: a, textAlignment: centre}]}]}",
            #"spec.yaml:1:54: error: /table/sections/0/rows/0/textAlignment: unknown textAlignment "centre"; did you mean "center"?"#),
        SpecErrorCase("loading and refreshing at once", "table: {loading: Wait, refreshing: true}",
            #"spec.yaml:1:36: error: /table/refreshing: a table is either loading (no rows yet) or refreshing (rows shown, the spinner above them), not both; remove refreshing, or loading"#),
        SpecErrorCase("a // comment in JSON", "{\n  // the theme\n  \"theme\": \"ios7\"\n}\n",
            #"spec.json:2:3: error: syntax error: a comment; JSON has no comments (YAML files may use #)"#, file: "spec.json"),
        SpecErrorCase("NaN in JSON", #"{"scale": NaN}"#,
            #"spec.json:1:11: error: invalid JSON: expected a value, found the bare word "NaN"; JSON strings are in double quotes; the only bare words are true, false and null"#, file: "spec.json"),
        SpecErrorCase("NaN as a word in YAML", "scale: NaN",
            #"spec.yaml:1:8: error: /scale: expected a number, found the string "NaN"; a number cannot be NaN or Infinity; give a finite one"#),
        SpecErrorCase("NaN in YAML", "scale: .nan",
            #"spec.yaml:1:8: error: /scale: scale is not a number (.nan)"#),
        SpecErrorCase("a trailing comma in a .json spec", "{\"table\": {\"sections\": [],},}",
            #"spec.json:1:26: error: invalid JSON: a comma after the last member of an object; remove it (a .json file is strict JSON; YAML syntax belongs in a .yaml file)"#, file: "spec.json"),
        SpecErrorCase("a byte-order mark does not shift columns", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"tabel": 1}"#.utf8),
            #"spec.yaml:1:2: error: unknown key "tabel"; did you mean "table"?"#),
        SpecErrorCase("too many sections", "table: {sections: [\(Array(repeating: "{}", count: 10_001).joined(separator: ","))]}",
            #"spec.yaml:1:19: error: /table/sections: 10001 sections; the limit is 10000"#),
        SpecErrorCase("table header object needs text, image or segments", "table: {header: {}}",
            #"spec.yaml:1:17: error: /table/header: a table header object needs "text", "image" or "segments""#),
        SpecErrorCase("section header object needs text or image", "table: {sections: [{header: {}}]}",
            #"spec.yaml:1:29: error: /table/sections/0/header: a header or footer object needs "text", "image" or both"#),
        SpecErrorCase("misspelt search bar key", "table: {searchBar: {placeholdr: Find}}",
            #"spec.yaml:1:21: error: /table/searchBar: unknown key "placeholdr"; did you mean "placeholder"?"#),
        SpecErrorCase("one scope is no scope bar", "table: {searchBar: {scopes: [All]}}",
            #"spec.yaml:1:29: error: /table/searchBar/scopes: a scope bar needs at least two scopes; found one; add a second title, or remove scopes"#),
        SpecErrorCase("selected scope past the last", "table: {searchBar: {scopes: [All, Work], selectedScope: 2}}",
            #"spec.yaml:1:57: error: /table/searchBar/selectedScope: selectedScope is 2, but the scope bar has 2 scopes; scopes count from 0: the last is 1"#),
        SpecErrorCase("selected segment past the last", "navigationBar: {segments: {items: [All, Missed], selected: 2}}",
            #"spec.yaml:1:60: error: /navigationBar/segments/selected: selected is 2, but the control has 2 items; items count from 0: the last is 1"#),
        SpecErrorCase("segments without items", "navigationBar: {segments: {selected: 0}}",
            #"spec.yaml:1:27: error: /navigationBar/segments: a segmented control needs "items"; write {"items": ["All", "Missed"]}"#),
        SpecErrorCase("misspelt segments key", "table: {header: {segmnts: {items: [A]}}}",
            #"spec.yaml:1:18: error: /table/header: unknown key "segmnts"; did you mean "segments"?"#),
        SpecErrorCase("segments are no key of a navigation bar item", "navigationBar: {leftItems: [{segments: {items: [A]}}]}",
            #"spec.yaml:1:29: error: /navigationBar/leftItems/0: a bar item needs "title" or "image"; write {"title": "Edit"} or {"image": {"symbol": "square.and.pencil"}}"#,
            #"spec.yaml:1:30: error: /navigationBar/leftItems/0: unknown key "segments"; valid keys: title, style, image, hidesSharedBackground, spacer"#),
        SpecErrorCase("empty state with nothing to show", "table: {emptyState: {}}",
            #"spec.yaml:1:21: error: /table/emptyState: an empty state needs "title", "text" or "image"; write {"title": "No Messages", "text": "New messages appear here."}"#),
        SpecErrorCase("segmented title view beside a title", "navigationBar: {title: Recents, segments: {items: [All, Missed]}}",
            #"spec.yaml:1:43: error: /navigationBar/segments: the segmented control is the bar's title view, in place of the title; this bar has both; remove title, or add largeTitle: true to show it under the bar"#),
        SpecErrorCase("size needs both sides", "size: {width: 300}",
            #"spec.yaml:1:7: error: /size: the size needs "height""#),
        SpecErrorCase("unsupported tag", "theme: !custom ios7",
            #"spec.yaml:1:8: error: /theme: unsupported YAML tag "!custom"; remove the tag"#),
        SpecErrorCase("tab indentation", "table:\n\tstyle: grouped\n",
            #"spec.yaml:2:1: error: syntax error: a tab cannot indent YAML; indent with spaces"#),
        SpecErrorCase("control character", "theme: \u{1}",
            #"spec.yaml:1:8: error: the file contains the control character U+0001, which JSON and YAML do not allow"#),
        SpecErrorCase("alias used as a key (exponential in the YAML composer)", "a: &a [1, 2]\n*a : x\n",
            #"spec.yaml:2:1: error: a key that is a collection or an alias is not supported in a file that uses aliases; keys must be plain strings"#),
        SpecErrorCase("complex key", "? [a, b]\n: c",
            #"spec.yaml:1:3: error: a key must be a string, found a sequence"#),
    ]

    @Test(arguments: errorCases)
    func errorsAreReportedWithLineColumnAndPath(_ testCase: SpecErrorCase) {
        let file = testCase.file
        #expect(throws: DiagnosticError.self) { try SpecDecoder.decode(testCase.source, file: file) }
        do {
            _ = try SpecDecoder.decode(testCase.source, file: file)
        } catch {
            #expect(error.diagnostics.map(\.description) == testCase.expected)
        }
    }

    @Test(arguments: [
        ("compact JSON", #"{"theme":"ios7","table":{"style":"grouped","rowHeight":44}}"#),
        ("tab-indented JSON", "{\n\t\"theme\": \"ios7\",\n\t\"table\": {\n\t\t\"style\": \"grouped\",\n\t\t\"rowHeight\": 44\n\t}\n}\n"),
        ("CRLF line ends", "theme: ios7\r\ntable:\r\n  style: grouped\r\n  rowHeight: 44\r\n"),
        ("UTF-8 byte order mark", "\u{FEFF}{\"theme\": \"ios7\", \"table\": {\"style\": \"grouped\", \"rowHeight\": 44.0}}"),
        ("explicit string tag and block style", "theme: !!str ios7\ntable:\n  style: grouped\n  rowHeight: 0x2C\n"),
    ])
    func inputVariantsDecode(name: String, source: String) throws {
        let spec = try SpecDecoder.decode(Data(source.utf8), file: "spec").spec
        #expect(spec.theme == "ios7" && spec.table.style == .grouped && spec.table.rowHeight == 44)
    }

    @Test func nestingAtLibYAMLsLimitIsReportedNotCrashed() {
        for depth in [999, 1001, 5000] {
            let source = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            #expect(throws: DiagnosticError.self) { try SpecDecoder.decode(Data(source.utf8), file: "deep.json") }
        }
    }

    @Test func totalRowLimitIsReportedOnce() {
        let rows = Array(repeating: "{}", count: 60_000).joined(separator: ",")
        let source = "table: {sections: [{rows: [\(rows)]}, {rows: [\(rows)]}, {rows: [\(rows)]}]}"
        do {
            _ = try SpecDecoder.decode(Data(source.utf8), file: "s.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.path == "/table/sections/1/rows")
            #expect(error.diagnostics.first?.message.contains("more than 100000 rows") == true)
        }
    }

    @Test(arguments: [
        ("disclosure", ["disclosureIndicator", "detailButton"], "disclosureIndicator"),
        ("chekmark", Accessory.names, "checkmark"),
        ("titel", SpecReading.rowKeys, "title"),
        ("insetgrouped", ["plain", "grouped", "insetGrouped"], "insetGrouped"),
        ("iphone-15-pro-mx", DeviceCatalog.names, "iphone-15-pro-max"),
    ])
    func suggestions(value: String, candidates: [String], expected: String) {
        #expect(Suggestions.closest(to: value, in: candidates) == expected)
    }

    @Test(arguments: [("foo", ["footer", "header"]), ("zzzzzz", ["style", "title"])])
    func noSuggestionForDistantWords(value: String, candidates: [String]) {
        #expect(Suggestions.closest(to: value, in: candidates) == nil)
    }
}
