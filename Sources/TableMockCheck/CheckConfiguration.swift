import Foundation
import TableMockCompare
import TableMockCore

/// The config file of `tablemock check` (`tablemock-check.json`): defaults for a suite, and
/// per-spec overrides keyed by golden name. Unknown keys are errors, so a typo never turns
/// into a silently ignored threshold.
///
/// ```json
/// {
///   "threshold": 1, "ignoreAntiAliasing": false, "maxDiffRatio": 0,
///   "windowSize": 16, "maxWindowDensity": 0,
///   "record": "missing", "formats": ["png"], "artifacts": "tablemock-check-results",
///   "specs": { "photos/gallery": { "threshold": 3, "maxDiffRatio": 0.001 } }
/// }
/// ```
public struct CheckConfiguration: Sendable {
    public static let fileName = "tablemock-check.json"

    /// Comparison settings for every spec (source: config file).
    public var settings: [ComparisonSetting: SettingValue] = [:]
    /// Per-spec overrides (source: spec override), by golden name without extension.
    public var specs: [String: [ComparisonSetting: SettingValue]] = [:]
    public var record: RecordMode?
    public var formats: [String]?
    /// Relative paths are relative to the config file's folder.
    public var artifacts: String?
    public var golden: String?
    /// The file as messages name it; nil when there is no config file.
    public var file: String?

    public init() {}

    static let topLevelKeys = ComparisonSetting.allCases.map(\.configKey) + ["record", "formats", "artifacts", "golden", "specs"]

    /// Parses the file's bytes; every problem is reported at once, one line each.
    public static func parse(_ data: Data, file: String) throws -> CheckConfiguration {
        let root: JSONValue
        do {
            root = try JSONValue.decoded(data)
        } catch {
            throw CheckConfigurationError(lines: ["\(file): error: not valid JSON"])
        }
        guard case .object(let object) = root else {
            throw CheckConfigurationError(lines: ["\(file): error: the top level must be an object"])
        }
        var config = CheckConfiguration()
        config.file = file
        var problems: [String] = []
        func problem(_ path: String, _ text: String) { problems.append("\(file): error: \(path): \(text)") }

        for (key, value) in object {   // decoded objects are sorted by key
            if let setting = ComparisonSetting(rawValue: key) {
                switch settingValue(value, for: setting) {
                case .success(let v): config.settings[setting] = v
                case .failure(let text): problem("/\(key)", text.message)
                }
                continue
            }
            switch key {
            case "record":
                if case .string(let s) = value, let mode = RecordMode(rawValue: s) { config.record = mode }
                else { problem("/record", "must be one of " + RecordMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) }
            case "formats":
                if case .array(let items) = value, case let names = items.compactMap(\.stringValue), names.count == items.count,
                   !names.isEmpty {
                    config.formats = names
                } else { problem("/formats", "must be a list of format names, e.g. [\"png\", \"svg\"]") }
            case "artifacts", "golden":
                if case .string(let s) = value, !s.isEmpty {
                    if key == "artifacts" { config.artifacts = s } else { config.golden = s }
                } else { problem("/\(key)", "must be a folder path") }
            case "specs":
                guard case .object(let specs) = value else { problem("/specs", "must be an object keyed by golden name"); continue }
                for (name, override) in specs {
                    guard case .object(let fields) = override else {
                        problem("/specs/\(name)", "must be an object of comparison settings"); continue
                    }
                    var values: [ComparisonSetting: SettingValue] = [:]
                    for (field, v) in fields {
                        guard let setting = ComparisonSetting(rawValue: field) else {
                            problem("/specs/\(name)/\(field)", unknownKey(field, among: ComparisonSetting.allCases.map(\.configKey)))
                            continue
                        }
                        switch settingValue(v, for: setting) {
                        case .success(let value): values[setting] = value
                        case .failure(let text): problem("/specs/\(name)/\(field)", text.message)
                        }
                    }
                    config.specs[name] = values
                }
            default:
                problem("/\(key)", unknownKey(key, among: topLevelKeys))
            }
        }
        if !problems.isEmpty { throw CheckConfigurationError(lines: problems) }
        return config
    }

    /// Options for one golden: defaults, then this file, then flags, then the spec's override.
    public func options(for name: String, flags: [ComparisonSetting: SettingValue]) -> ComparisonOptions {
        var options = ComparisonOptions.strict
        options.configFile = file
        for (s, v) in settings { options.apply(v, to: s, from: .configFile) }
        for (s, v) in flags { options.apply(v, to: s, from: .flag) }
        for (s, v) in specs[name] ?? [:] { options.apply(v, to: s, from: .specOverride) }
        return options
    }

    /// One error line for each per-spec override whose name is not in `known` (the golden
    /// names of the specs and of the goldens on disk), with the nearest known name as a
    /// suggestion: a misspelt name would otherwise be ignored without a word.
    public func unknownSpecOverrides(known: Set<String>) -> [String] {
        specs.keys.sorted().filter { !known.contains($0) }.map { name in
            var line = "\(file ?? Self.fileName): error: /specs/\(name): no spec or golden is named \"\(name)\""
            let best = known.min { a, b in
                let (da, db) = (Self.editDistance(a, name), Self.editDistance(b, name))
                return da != db ? da < db : a < b
            }
            if let best, Self.editDistance(best, name) <= max(2, name.count / 3) {
                line += "; did you mean \"\(best)\"?"
            } else if !known.isEmpty {
                line += "; golden names look like \"\(known.sorted()[0])\" (the spec's path in its folder, without extension)"
            }
            return line
        }
    }

    struct Problem: Error { var message: String }

    private static func settingValue(_ value: JSONValue, for setting: ComparisonSetting) -> Result<SettingValue, Problem> {
        let v: SettingValue
        switch value {
        case .number(let n): v = .number(n)
        case .bool(let b): v = .flag(b)
        default: return .failure(Problem(message: setting == .ignoreAntiAliasing ? "must be true or false" : "must be a number"))
        }
        if let text = ComparisonOptions.problem(with: v, for: setting) { return .failure(Problem(message: text)) }
        return .success(v)
    }

    private static func unknownKey(_ key: String, among keys: [String]) -> String {
        let best = keys.min { editDistance($0.lowercased(), key.lowercased()) < editDistance($1.lowercased(), key.lowercased()) }
        if let best, editDistance(best.lowercased(), key.lowercased()) <= max(2, key.count / 3) {
            return "unknown key \"\(key)\"; did you mean \"\(best)\"?"
        }
        return "unknown key \"\(key)\"; known keys: " + keys.joined(separator: ", ")
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]; row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

/// A config file that cannot be used; one line per problem.
public struct CheckConfigurationError: Error, CustomStringConvertible {
    public var lines: [String]
    public var description: String { lines.joined(separator: "\n") }
}
