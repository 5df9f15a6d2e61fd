import Foundation
@testable import TableMockCore
import TableMockTestSupport
import Testing

/// A document that both the decoder and the schema must refuse.
struct InvalidDocument: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var testDescription: String { name }
    init(_ name: String, _ source: String) { self.name = name; self.source = source }
}

/// The shipped schemas are what the code generates, and they agree with the decoders:
/// every sample and built-in theme passes both, and every invalid case fails both.
@Suite struct SchemaTests {
    static let repository = LayoutHarness.themesDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ path: String) throws -> Data { try Data(contentsOf: repository.appendingPathComponent(path)) }

    static var specValidator: SchemaValidator { SchemaValidator(root: SpecSchema.document) }
    static var themeValidator: SchemaValidator { SchemaValidator(root: ThemeSchema.document) }

    // MARK: Shipped files

    static func generated(_ kind: String) -> JSONValue { kind == "spec" ? SpecSchema.document : ThemeSchema.document }

    @Test(arguments: ["spec", "theme"])
    func shippedSchemaIsTheGeneratedOne(kind: String) throws {
        let path = "Schemas/\(kind)-v1.schema.json", document = Self.generated(kind)
        let shipped = String(decoding: try Self.file(path), as: UTF8.self)
        #expect(shipped == document.rendered(), "regenerate with: tablemock schema \(kind) > \(path)")
        #expect(try JSONValue.parse(Data(shipped.utf8)) == document)
    }

    @Test func themeReferencePageIsTheGeneratedOne() throws {
        let page = String(decoding: try Self.file("Docs/ThemeReference.md"), as: UTF8.self)
        #expect(page == ThemeReference.markdown(command: "tablemock schema theme --markdown"),
                "regenerate with: tablemock schema theme --markdown > Docs/ThemeReference.md")
        for key in LookKey.allCases { for choice in key.choices { #expect(page.contains("`\"\(choice.name)\"`: \(choice.documentation)")) } }
    }

    @Test func specReferencePageIsTheGeneratedOne() throws {
        let page = String(decoding: try Self.file("Docs/SpecReference.md"), as: UTF8.self)
        #expect(page == SchemaReference.markdown(for: SpecSchema.document, command: "tablemock schema spec --markdown"),
                "regenerate with: tablemock schema spec --markdown > Docs/SpecReference.md")
    }

    @Test(arguments: ["spec", "theme"])
    func schemasUseOnlyKeywordsTheTestValidatorChecks(kind: String) {
        let unknown = Self.generated(kind).schemaKeywords().subtracting(SchemaValidator.assertions).subtracting(SchemaValidator.annotations)
        #expect(unknown.isEmpty, "\(unknown.sorted())")
    }

    /// Every key of the spec has a description and an example, for completion and the reference.
    @Test func everySpecFieldHasADescriptionAndAnExample() {
        let document = SpecSchema.document
        var objects = [("top level", document)]
        for (name, def) in document["$defs"]?.objectValue ?? [] {
            objects.append((name, def))
            for choice in def["oneOf"]?.arrayValue ?? [] where choice["properties"] != nil { objects.append((name, choice)) }
        }
        for (name, object) in objects {
            for (key, field) in object["properties"]?.objectValue ?? [] {
                #expect(field["description"]?.stringValue?.isEmpty == false, "\(name).\(key) has no description")
                #expect(field["examples"]?.arrayValue?.isEmpty == false, "\(name).\(key) has no example")
            }
        }
    }

    /// The schema's keys are exactly the keys the decoder reads.
    @Test func schemaKeysAreTheDecoderKeys() {
        func keys(_ node: JSONValue?) -> [String] { (node?["properties"]?.objectValue ?? []).map(\.0) }
        let defs = SpecSchema.document["$defs"]
        #expect(keys(SpecSchema.document) == SpecDecoder.topLevelKeys)
        #expect(keys(defs?["table"]) == SpecReading.tableKeys)
        #expect(keys(defs?["section"]) == SpecReading.sectionKeys)
        #expect(keys(defs?["row"]) == SpecReading.rowKeys)
        let themeDefs = ThemeSchema.document["$defs"]
        #expect(Set(keys(ThemeSchema.document)) == Set(ThemeDecoder.topLevelKeys))
        #expect(keys(themeDefs?["font"]) == ThemeDecoder.fontKeys + ["notes"])
        #expect(keys(themeDefs?["textStyle"]) == ThemeDecoder.textStyleKeys + ["notes"])
        #expect(keys(themeDefs?["textShadow"]) == ThemeDecoder.shadowKeys + ["notes"])
        #expect(keys(themeDefs?["color"]?["oneOf"]?.arrayValue?.last) == ThemeDecoder.colorKeys + ["notes"])
    }

    // MARK: Agreement on valid documents

    static var sampleFiles: [String] {
        let dir = repository.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { ["json", "yaml", "yml"].contains(URL(fileURLWithPath: $0).pathExtension) }.sorted().map { "Samples/" + $0 }
    }

    static var themeFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: LayoutHarness.themesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "Themes/data/" + $0 }
    }

    @Test func thereAreSamplesAndThemesToCheck() {
        #expect(Self.sampleFiles == GoldenImages.samples.map { "Samples/" + $0 })   // every sample, each with a golden
        #expect(!Self.themeFiles.isEmpty)
    }

    @Test(arguments: sampleFiles)
    func sampleIsValidForTheSchemaAndTheDecoder(path: String) throws {
        let data = try Self.file(path)
        #expect(Self.specValidator.errors(try JSONValue.parse(data)) == [])
        #expect(throws: Never.self) { try SpecDecoder.decode(data, file: path) }
    }

    @Test(arguments: themeFiles)
    func themeIsValidForTheSchemaAndTheDecoder(path: String) throws {
        let data = try Self.file(path)
        #expect(Self.themeValidator.errors(try JSONValue.parse(data)) == [])
        #expect(throws: Never.self) { try ThemeDecoder.decode(data, file: path) }
    }

    static let validSpecs: [String] = [
        #"{"$schema": "../Schemas/spec-v1.schema.json", "table": {"loading": null, "index": ["A", "B"], "selection": "single"}}"#,
        #"{"size": {"width": 320, "height": 480}, "scale": 1.5, "lint": {"disable": ["truncated-text"]}}"#,
        """
        table:
          style: insetGrouped
          header: {image: logo.png}
          sections:
            - footer: {text: Below}
              rows:
                - {accessory: {text: "12"}, deleteConfirmation: Remove, indentationLevel: 2, titleLines: 0}
                - {accessory: {switch: false}, deleteConfirmation: true, height: 60.5, truncation: middle}
        """,
    ]

    @Test(arguments: validSpecs)
    func edgeCaseIsValidForBoth(source: String) throws {
        #expect(Self.specValidator.errors(try JSONValue.parse(Data(source.utf8))) == [])
        #expect(throws: Never.self) { try SpecDecoder.decode(Data(source.utf8), file: "spec.yaml") }
    }

    // MARK: Agreement on invalid documents

    static let invalidSpecs: [InvalidDocument] = [
        InvalidDocument("misspelt accessory", #"{"table": {"sections": [{"rows": [{"accessory": "disclosure"}]}]}}"#),
        InvalidDocument("unknown top-level key", #"{"apperance": "dark"}"#),
        InvalidDocument("unknown row key", #"{"table": {"sections": [{"rows": [{"titel": "A"}]}]}}"#),
        InvalidDocument("quoted number", #"{"table": {"sections": [{"rows": [{"height": "44"}]}]}}"#),
        InvalidDocument("scale of zero", #"{"scale": 0}"#),
        InvalidDocument("scale above the limit", #"{"scale": 5}"#),
        InvalidDocument("unknown device", #"{"device": "iphone-88"}"#),
        InvalidDocument("unknown table style", #"{"table": {"style": "groupd"}}"#),
        InvalidDocument("accessory object with two keys", #"{"table": {"sections": [{"rows": [{"accessory": {"switch": true, "text": "x"}}]}]}}"#),
        InvalidDocument("empty header object", #"{"table": {"header": {}}}"#),
        InvalidDocument("fractional indentation", #"{"table": {"sections": [{"rows": [{"indentationLevel": 1.5}]}]}}"#),
        InvalidDocument("indentation above the limit", #"{"table": {"sections": [{"rows": [{"indentationLevel": 21}]}]}}"#),
        InvalidDocument("negative titleLines", #"{"table": {"sections": [{"rows": [{"titleLines": -1}]}]}}"#),
        InvalidDocument("size without a height", #"{"size": {"width": 320}}"#),
        InvalidDocument("blank theme name", #"{"theme": "  "}"#),
        InvalidDocument("unknown lint rule", #"{"lint": {"disable": ["index-with-accessory"]}}"#),
        InvalidDocument("number as loading label", #"{"table": {"loading": 5}}"#),
        InvalidDocument("string as index", #"{"table": {"index": "yes"}}"#),
        InvalidDocument("unknown selection mode", #"{"table": {"selection": "one"}}"#),
        InvalidDocument("YAML yes as a boolean", "table:\n  editing: yes\n"),
        InvalidDocument("negative content offset", #"{"contentOffset": -1}"#),
        InvalidDocument("array at the top level", #"[{"table": {}}]"#),
        InvalidDocument("row as a string", #"{"table": {"sections": [{"rows": ["Wi-Fi"]}]}}"#),
    ]

    @Test(arguments: invalidSpecs)
    func invalidSpecIsRejectedByBoth(_ c: InvalidDocument) throws {
        let data = Data(c.source.utf8)
        #expect(!Self.specValidator.errors(try JSONValue.parse(data)).isEmpty, "the schema accepts it")
        #expect(throws: DiagnosticError.self, "the decoder accepts it") { try SpecDecoder.decode(data, file: "spec.yaml") }
    }

    static let invalidThemes: [InvalidDocument] = [
        InvalidDocument("five-digit colour", ##"{"colors": {"tint": "#12345"}}"##),
        InvalidDocument("colour without #", #"{"colors": {"tint": "007AFF"}}"#),
        InvalidDocument("dark-only colour", ##"{"colors": {"tint": {"dark": "#000000"}}}"##),
        InvalidDocument("colour naming an unknown role", #"{"colors": {"checkmark": "tnt"}}"#),
        InvalidDocument("role name as one appearance", ##"{"colors": {"checkmark": {"light": "#000", "dark": "tint"}}}"##),
        InvalidDocument("unknown metric", #"{"metrics": {"rowHieght": 44}}"#),
        InvalidDocument("font without a package", #"{"fonts": {"regular": {"family": "Inter", "file": "Inter.otf"}}}"#),
        InvalidDocument("text style with an unknown colour role", #"{"textStyles": {"cellTitle": {"font": "regular", "size": 17, "color": "blue"}}}"#),
        InvalidDocument("metric as a string", #"{"metrics": {"rowHeight": "44"}}"#),
        InvalidDocument("unknown top-level key", #"{"colours": {}}"#),
    ]

    @Test(arguments: invalidThemes)
    func invalidThemeIsRejectedByBoth(_ c: InvalidDocument) throws {
        let data = Data(c.source.utf8)
        #expect(!Self.themeValidator.errors(try JSONValue.parse(data)).isEmpty, "the schema accepts it")
        #expect(throws: DiagnosticError.self, "the decoder accepts it") { try ThemeDecoder.decode(data, file: "theme.json") }
    }

    /// A colour may name another colour role.
    @Test func colourRoleNamesAreAcceptedByBoth() throws {
        let source = #"{"colors": {"checkmark": "tint", "indexText": "checkmark"}}"#
        #expect(Self.themeValidator.errors(try JSONValue.parse(Data(source.utf8))) == [])
        #expect(throws: Never.self) { try ThemeDecoder.decode(Data(source.utf8), file: "theme.json") }
    }

    /// Comment keys (`_weak`, `notes`) are accepted by both.
    @Test func themeCommentsAreAcceptedByBoth() throws {
        let source = ##"{"_weak": {"x": 1}, "notes": "n", "colors": {"_why": "c", "tint": {"light": "#007AFF", "_from": "r"}}}"##
        #expect(Self.themeValidator.errors(try JSONValue.parse(Data(source.utf8))) == [])
        #expect(throws: Never.self) { try ThemeDecoder.decode(Data(source.utf8), file: "theme.json") }
    }
}
