/// Where in a source file something is: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
}

/// One problem found in an input file. Printed as
/// `file:line:col: error: /json/path: message; hint`.
public struct Diagnostic: Hashable, Sendable, Error, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable { case error, warning }

    public var severity: Severity
    public var file: String
    public var location: SourceLocation?
    /// A JSON Pointer (`/table/sections/0/rows/2/accessory`); empty for the whole file.
    public var path: String
    public var message: String
    /// A suggestion, e.g. `did you mean "checkmark"?`.
    public var hint: String?
    /// A stable rule id for lint warnings (`index-with-right-accessory`), nil for errors.
    public var rule: String?

    public init(severity: Severity = .error, file: String, location: SourceLocation?, path: String,
                message: String, hint: String? = nil, rule: String? = nil) {
        self.severity = severity; self.file = file; self.location = location; self.path = path
        self.message = message; self.hint = hint; self.rule = rule
    }

    public var description: String {
        // A diagnostic about a reference rather than a file's content has no file yet.
        var s = file
        if let location { s += ":\(location.line):\(location.column)" }
        s += s.isEmpty ? "\(severity.rawValue): " : ": \(severity.rawValue): "
        if !path.isEmpty { s += "\(path): " }
        s += message
        if let hint { s += "; \(hint)" }
        if let rule { s += " [\(rule)]" }
        return s
    }
}

/// All the problems of one input, reported together.
public struct DiagnosticError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Array where Element == Diagnostic {
    /// In the order of the file (line, then column); diagnostics without a location first,
    /// and the original order among equals.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let la = a.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let lb = b.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return la != lb ? la < lb : a.offset < b.offset
        }.map(\.element)
    }
}
