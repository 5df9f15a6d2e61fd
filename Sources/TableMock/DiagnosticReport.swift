import Foundation
import TableMockCore

/// How `validate` and `lint` print what they found.
package enum ReportFormat: String, CaseIterable, Sendable {
    /// One `file:line:col: severity: /path: message` line per problem.
    case text
    /// One JSON document, for editors and CI.
    case json
    /// SARIF 2.1.0, for code-review tools.
    case sarif
}

/// What a command found in each spec, printed as text, JSON or SARIF.
package struct DiagnosticReport {
    package struct FileResult {
        package var file: String
        package var diagnostics: [Diagnostic]
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        package init(file: String, diagnostics: [Diagnostic]) { self.file = file; self.diagnostics = diagnostics }
    }

    package var command: String
    package var files: [FileResult] = []

    package init(command: String) { self.command = command }

    package var all: [Diagnostic] { files.flatMap(\.diagnostics) }
    package var errorCount: Int { all.filter { $0.severity == .error }.count }
    package var warningCount: Int { all.filter { $0.severity == .warning }.count }
    package var failedFiles: Int { files.filter(\.hasErrors).count }

    package func rendered(_ format: ReportFormat) -> String {
        switch format {
        case .text: return text()
        case .json: return json().rendered()
        case .sarif: return sarif().rendered()
        }
    }

    /// The diagnostic lines, then the guideline of each rule that fired, once.
    package func text() -> String {
        var lines = all.map(\.description)
        let fired = Linter.rules.filter { rule in all.contains { $0.rule == type(of: rule).id } }
        if !fired.isEmpty {
            lines.append("")
            for rule in fired {
                let r = type(of: rule)
                lines.append("[\(r.id)] \(r.source.rawValue): \u{201C}\(r.guideline)\u{201D}")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    package func json() -> JSONValue {
        .object([
            ("command", .string(command)),
            ("files", .array(files.map { f in
                .object([("file", .string(f.file)), ("valid", .bool(!f.hasErrors)),
                         ("diagnostics", .array(f.diagnostics.map(Self.json)))])
            })),
            ("summary", .object([("files", .number(Double(files.count))), ("failed", .number(Double(failedFiles))),
                                 ("errors", .number(Double(errorCount))), ("warnings", .number(Double(warningCount)))])),
        ])
    }

    package static func json(_ d: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [("severity", .string(d.severity.rawValue)), ("file", .string(d.file))]
        if let l = d.location { members += [("line", .number(Double(l.line))), ("column", .number(Double(l.column)))] }
        members += [("path", .string(d.path)), ("message", .string(d.message))]
        if let hint = d.hint { members.append(("hint", .string(hint))) }
        if let id = d.rule {
            members.append(("rule", .string(id)))
            if let rule = Linter.rule(id: id) { members.append(("guideline", .string(type(of: rule).guideline))) }
        }
        return .object(members)
    }

    /// A minimal valid SARIF 2.1.0 log: one run, every lint rule described, one result per
    /// diagnostic (errors have no rule).
    package func sarif() -> JSONValue {
        let rules = Linter.rules.map { rule -> JSONValue in
            let r = type(of: rule)
            return .object([
                ("id", .string(r.id)),
                ("shortDescription", .object([("text", .string(r.summary))])),
                ("fullDescription", .object([("text", .string(r.guideline))])),
                ("help", .object([("text", .string("\(r.source.rawValue): \u{201C}\(r.guideline)\u{201D}"))])),
                ("defaultConfiguration", .object([("level", "warning")])),
            ])
        }
        let results = all.map { d -> JSONValue in
            var members: [(String, JSONValue)] = []
            if let id = d.rule, let index = Linter.ruleIDs.firstIndex(of: id) {
                members += [("ruleId", .string(id)), ("ruleIndex", .number(Double(index)))]
            }
            members.append(("level", .string(d.severity == .error ? "error" : "warning")))
            let text = d.path.isEmpty ? d.message : "\(d.path): \(d.message)"
            members.append(("message", .object([("text", .string(d.hint.map { "\(text); \($0)" } ?? text))])))
            var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(Self.uri(d.file)))]))]
            if let l = d.location {
                physical.append(("region", .object([("startLine", .number(Double(l.line))), ("startColumn", .number(Double(l.column)))])))
            }
            var location: [(String, JSONValue)] = [("physicalLocation", .object(physical))]
            if !d.path.isEmpty {
                location.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(d.path))])])))
            }
            members.append(("locations", .array([.object(location)])))
            return .object(members)
        }
        return .object([
            ("$schema", "https://json.schemastore.org/sarif-2.1.0.json"),
            ("version", "2.1.0"),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", "tablemock"),
                    ("informationUri", "https://tablemock.dev"),
                    ("rules", .array(rules)),
                ]))])),
                ("columnKind", "unicodeCodePoints"),
                ("results", .array(results)),
            ])])),
        ])
    }

    /// A relative path as a URI reference (spaces and the like percent-encoded).
    package static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}

package extension DiagnosticReport {
    /// The problems of paths that are not spec files (missing files, unlistable folders).
    mutating func addPathErrors(_ errors: [String]) {
        for line in errors {
            // `SpecFiles` phrases them as `path: error: message`.
            let parts = line.components(separatedBy: ": error: ")
            let file = parts.count == 2 ? parts[0] : ""
            let message = parts.count == 2 ? parts[1] : line
            files.append(FileResult(file: file, diagnostics: [Diagnostic(file: file, location: nil, path: "", message: message)]))
        }
    }
}
