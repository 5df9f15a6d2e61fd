@testable import TableMockCore
import Testing

/// `JSONSyntax`: JSON documents pass, and what YAML accepts but JSON does not is named, at
/// the line and column YAML would give.
@Suite struct JSONSyntaxTests {
    static let valid: [String] = [
        #"{}"#,
        "\u{FEFF}{\"a\": [1, -2.5e+3, 0, 0.5, true, false, null]}",
        "{\r\n  \"a\": \"\\u00e9\\n\\\"\\/\",\r\n  \"b\": {\"c\": []}\r\n}\r\n",
        #"[{"é": "日本語"}]"#,
    ]

    @Test(arguments: valid)
    func jsonPasses(_ text: String) {
        #expect(JSONSyntax.firstProblem(in: text) == nil)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var expected: String
        var testDescription: String { name }
    }

    static let invalid: [Case] = [
        Case(name: "trailing comma in an object", text: "{\"a\": 1,\n \"b\": 2,\n}",
             expected: "2:8 invalid JSON: a comma after the last member of an object; remove it (a .json file is strict JSON; YAML syntax belongs in a .yaml file)"),
        Case(name: "trailing comma in an array", text: #"{"a": [1, 2, ]}"#,
             expected: "1:12 invalid JSON: a comma after the last item of an array; remove it (a .json file is strict JSON; YAML syntax belongs in a .yaml file)"),
        Case(name: "comment", text: "{\n  # why\n  \"a\": 1}",
             expected: #"2:3 invalid JSON: expected a key in double quotes, found a comment; JSON has no comments: use a key starting with "_", or write the file as YAML (.yaml)"#),
        Case(name: "bare word", text: #"{"theme": ios7}"#,
             expected: #"1:11 invalid JSON: expected a value, found the bare word "ios7"; JSON strings are in double quotes; the only bare words are true, false and null"#),
        Case(name: "unquoted key", text: #"{theme: "ios7"}"#,
             expected: #"1:2 invalid JSON: expected a key in double quotes, found the bare word "theme"; JSON strings are in double quotes; the only bare words are true, false and null"#),
        Case(name: "single quotes", text: #"{"a": 'b'}"#,
             expected: "1:7 invalid JSON: expected a value, found a single-quoted string; JSON strings use double quotes"),
        Case(name: "leading zero", text: #"{"a": 007}"#,
             expected: "1:7 invalid JSON: a malformed number; JSON numbers look like 44, -1.5 or 1e3 (no leading zeros, + sign, or bare decimal point)"),
        Case(name: "YAML true", text: #"{"a": yes}"#,
             expected: #"1:7 invalid JSON: expected a value, found the bare word "yes"; JSON strings are in double quotes; the only bare words are true, false and null"#),
        Case(name: "text after the document", text: "{}\n{}",
             expected: #"2:1 invalid JSON: "{" after the end of the document; a .json file is strict JSON; YAML syntax belongs in a .yaml file"#),
    ]

    @Test(arguments: invalid)
    func departuresAreNamedWhereTheyAre(_ c: Case) throws {
        let problem = try #require(JSONSyntax.firstProblem(in: c.text))
        #expect("\(problem.location.line):\(problem.location.column) \(problem.message)\(problem.hint.map { "; " + $0 } ?? "")" == c.expected)
    }
}
