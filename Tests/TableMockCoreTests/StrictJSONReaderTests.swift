import Foundation
import TableMockTestSupport
@testable import TableMockCore
import Testing

/// The JSON fast path must give exactly what the YAML route gives: values, pointers,
/// line:column of every value and key. Files it does not handle fall back to the YAML route.
@Suite struct StrictJSONReaderTests {
    static func flatten(_ node: SourceNode, into lines: inout [String]) {
        let at = "\(node.pointer.description)@\(node.location.line):\(node.location.column)"
        switch node.value {
        case .null: lines.append("\(at) null")
        case .bool(let b): lines.append("\(at) bool \(b)")
        case .number(let v, let literal): lines.append("\(at) number \(v) \(literal)")
        case .string(let s, let quoted): lines.append("\(at) string \(s.debugDescription) \(quoted)")
        case .array(let items):
            lines.append("\(at) array \(items.count)")
            items.forEach { flatten($0, into: &lines) }
        case .object(let members):
            lines.append("\(at) object \(members.count)")
            for m in members {
                lines.append("key \(m.key.debugDescription)@\(m.keyLocation.line):\(m.keyLocation.column)")
                flatten(m.value, into: &lines)
            }
        }
    }

    static func routes(_ text: String) -> (fast: [String], yaml: [String]) {
        var fast: [String] = [], yaml: [String] = []
        var slow = SourceDocument.Limits()
        slow.jsonFastPath = false
        switch SourceDocument.parse(Data(text.utf8), file: "f.json") {
        case .success(let node): flatten(node, into: &fast)
        case .failure(let e): fast = e.diagnostics.map(\.description)
        }
        switch SourceDocument.parse(Data(text.utf8), file: "f.json", limits: slow) {
        case .success(let node): flatten(node, into: &yaml)
        case .failure(let e): yaml = e.diagnostics.map(\.description)
        }
        return (fast, yaml)
    }

    static var sampleJSON: [URL] {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples")
        let files = (FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    /// A JSON file past the value limit fails at once, at the same place as the YAML route,
    /// and without blaming YAML aliases it does not have.
    @Test func tooManyValuesFailsFastWithTheSameLineAndNoAliasHint() throws {
        var limits = SourceDocument.Limits()
        limits.maxValues = 5
        var slow = limits
        slow.jsonFastPath = false
        let text = #"{"table": {"sections": [{"rows": [{"title": "a"}, {"title": "b"}]}]}}"#
        func errors(_ l: SourceDocument.Limits) -> [String] {
            guard case .failure(let e) = SourceDocument.parse(Data(text.utf8), file: "f.json", limits: l) else { return [] }
            return e.diagnostics.map(\.description)
        }
        let expected = "f.json:1:35: error: /table/sections/0/rows/0: the document holds more than 5 values; "
            + "a spec holds at most 100000 rows; split the screen into several specs"
        #expect(errors(limits) == [expected])
        #expect(errors(slow) == [expected])
    }

    @Test func samplesReadTheSameBothWays() throws {
        let files = Self.sampleJSON
        // The JSON samples, and the custom theme (JSON too).
        #expect(files.count == GoldenImages.samples.filter { $0.hasSuffix(".json") }.count + 1)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let (fast, yaml) = Self.routes(text)
            #expect(fast == yaml, "\(url.lastPathComponent)")
        }
    }

    @Test(arguments: [
        #"{"a": "caf\u00e9 \"q\" \\ \/ \n\t", "b": [1, -0.5, 1e400, 2E-3, true, false, null], "c": {}}"#,
        "{\n\t\"é€😀\": {\"x\": [ [], {} ,\"ü\" ]},\n  \"n\": -0\n}\n",
        #"{"a":1,"b":[1,2],"c":{"d":"e"}}"#,
        #"{"title": "\ud83d\ude00"}"#,          // surrogate escapes: left to the YAML route
        "{\"a\": 1}\r\n",                         // CR: left to the YAML route
        "\u{FEFF}{\"a\": 1}",                     // BOM: stripped before either route
        #"{"a": 1, "a": 2}"#,                      // duplicate: reported at the second key both ways
        #"{"a": 1 "b": 2}"#,                       // syntax error: reported by the YAML route
        #"{"a": 01}"#, #"{"a": .5}"#, #"{"a": yes}"#, #"{"a": "x"} trailing"#,
        #"{"k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9, "k2": 10}"#,
    ])
    func inputsReadTheSameBothWays(_ text: String) {
        let (fast, yaml) = Self.routes(text)
        #expect(fast == yaml)
    }
}
