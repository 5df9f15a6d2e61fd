import Foundation
import TableMockFiles

/// Rewrites a theme file in the flat format of older themes (`colors`, `metrics`,
/// `textStyles` at the top; looks and flags as numbers) into groups (`ThemeGroup`): every
/// value moves to its group under the same name, a look's number becomes its name, a flag's
/// 1 or 0 becomes true or false. Comments travel with what they describe: a `_weak` entry or
/// a `_key` comment named after a value goes into that value's group, another comment inside
/// a block goes with the value written after it. Everything else (`name`, `extends`, fonts,
/// `deviceMetrics`, `dynamicType`, top-level comments) stays as it is. What `tablemock theme
/// upgrade` prints or writes; the result resolves to exactly the same theme.
public enum ThemeUpgrade {
    /// The grouped theme, as JSON text. A file with errors is refused with them (line:column).
    public static func upgrade(_ data: Data, file: String) throws(DiagnosticError) -> String {
        _ = try ThemeDecoder.decode(data, file: file)
        let root = try SourceDocument.parse(data, file: file, strictJSON: SourceDocument.isJSON(file),
                                            example: ThemeDecoder.example).get()
        return render(grouped(root))
    }

    /// The members of a grouped file, in order.
    static func grouped(_ root: SourceNode) -> JSONValue {
        guard case .object(let members) = root.value else { return json(root) }
        var head: [(String, JSONValue)] = []
        var topWeak: [(String, JSONValue)] = []
        var groups: [ThemeGroup: [(String, JSONValue)]] = [:]
        var groupNotes: [ThemeGroup: [String: [(String, JSONValue)]]] = [:]
        var noteKeys: [String] = []
        var groupStyles: [ThemeGroup: [(String, JSONValue)]] = [:]
        var tail: [(String, JSONValue)] = []
        func add(_ group: ThemeGroup, _ key: String, _ value: JSONValue) { groups[group, default: []].append((key, value)) }

        /// Comments inside a block go with the next value (else the last one).
        func readBlock(_ node: SourceNode, _ place: (SourceNode.Member) -> (ThemeGroup, String, JSONValue, style: Bool)?) {
            guard case .object(let entries) = node.value else { return }
            var pending: [(String, JSONValue)] = []
            var last: ThemeGroup?
            for entry in entries {
                if entry.key.hasPrefix("_") || entry.key == "notes" {
                    if let named = ThemeGroup.group(ofFlatName: String(entry.key.drop { $0 == "_" })) {
                        add(named, entry.key, json(entry.value))
                    } else {
                        pending.append((entry.key, json(entry.value)))
                    }
                    continue
                }
                guard let (group, key, value, style) = place(entry) else { continue }
                for comment in pending { add(group, comment.0, comment.1) }
                pending = []
                if style { groupStyles[group, default: []].append((key, value)) } else { add(group, key, value) }
                last = group
            }
            if let last { for comment in pending { add(last, comment.0, comment.1) } } else { topWeak += pending }
        }

        for member in members {
            let key = member.key
            if let group = ThemeGroup(rawValue: key), case .object(let entries) = member.value.value {
                // Already grouped: kept, its text styles and comments where they were.
                for entry in entries {
                    if entry.key == "textStyles", case .object(let styles) = entry.value.value {
                        groupStyles[group, default: []] += styles.map { ($0.key, json($0.value)) }
                    } else {
                        add(group, entry.key, json(entry.value))
                    }
                }
                continue
            }
            switch key {
            case "colors":
                readBlock(member.value) { entry in
                    guard let role = ColorRole(rawValue: entry.key), let group = ThemeGroup.of[.color(role)] else { return nil }
                    return (group, entry.key, json(entry.value), false)
                }
            case "metrics":
                readBlock(member.value) { entry in
                    if let metric = Metric(rawValue: entry.key), let group = ThemeGroup.of[.metric(metric)] {
                        return (group, entry.key, json(entry.value), false)
                    }
                    if let flag = ThemeFlag(rawValue: entry.key), let group = ThemeGroup.of[.flag(flag)] {
                        if case .number(let n, _) = entry.value.value { return (group, entry.key, .bool(n == 1), false) }
                        return (group, entry.key, json(entry.value), false)
                    }
                    if let look = LookKey(rawValue: entry.key), let group = ThemeGroup.of[.look(look)] {
                        if case .number(let n, _) = entry.value.value, let name = look.legacyName(Int(n)) {
                            return (group, look.groupKey, .string(name), false)
                        }
                        return (group, look.groupKey, json(entry.value), false)
                    }
                    return nil
                }
            case "textStyles":
                readBlock(member.value) { entry in
                    guard let role = TextRole(rawValue: entry.key), let group = ThemeGroup.of[.text(role)] else { return nil }
                    return (group, entry.key, json(entry.value), true)
                }
            case _ where key.hasPrefix("_") && member.value.isObject:
                // Notes by value (`_weak`, `_measured`): each goes to the group of the value it is about.
                guard case .object(let notes) = member.value.value else { continue }
                var kept: [(String, JSONValue)] = []
                for note in notes {
                    if let group = ThemeGroup.group(ofFlatName: note.key) {
                        groupNotes[group, default: [:]][key, default: []].append((note.key, json(note.value)))
                        if !noteKeys.contains(key) { noteKeys.append(key) }
                    } else {
                        kept.append((note.key, json(note.value)))
                    }
                }
                if key == "_weak" { topWeak += kept } else if !kept.isEmpty { head.append((key, .object(kept))) }
            case "deviceMetrics", "dynamicType":
                tail.append((key, json(member.value)))
            default:
                // A top-level comment named after a group or a value (`_statusBar`) goes into that group.
                let topic = String(key.drop { $0 == "_" })
                if key.hasPrefix("_"), let group = ThemeGroup(rawValue: topic) ?? ThemeGroup.group(ofFlatName: topic) {
                    add(group, key, json(member.value))
                } else {
                    head.append((key, json(member.value)))
                }
            }
        }
        var out = head
        if !topWeak.isEmpty { out.append(("_weak", .object(topWeak))) }
        // fonts stay in the head, in place; groups follow in their order, then the tail.
        for group in ThemeGroup.allCases {
            var body: [(String, JSONValue)] = []
            for key in noteKeys { if let notes = groupNotes[group]?[key] { body.append((key, .object(notes))) } }
            body += groups[group] ?? []
            if let styles = groupStyles[group] { body.append(("textStyles", .object(styles))) }
            if !body.isEmpty { out.append((group.rawValue, .object(body))) }
        }
        return .object(out + tail)
    }

    /// A read value as a JSON value, keys in the order written.
    static func json(_ node: SourceNode) -> JSONValue {
        switch node.value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n, _): .number(n)
        case .string(let s, _): .string(s)
        case .array(let items): .array(items.map(json))
        case .object(let members): .object(members.map { ($0.key, json($0.value)) })
        }
    }

    /// Theme-file layout: the top level and each group one member a line; a value in a group
    /// on one line when it fits (a colour pair, a font), else one member a line, each on one
    /// line (a text style, a Dynamic Type row); a short top-level object (`iosVersions`) on
    /// one line too.
    public static func render(_ value: JSONValue) -> String { write(value, depth: 0) + "\n" }

    static func write(_ value: JSONValue, depth: Int) -> String {
        guard case .object(let members) = value, !members.isEmpty else { return value.compact() }
        let compact = value.compact()
        if depth >= 3 || (depth == 2 && compact.count <= 160) || (depth == 1 && compact.count <= 40) { return compact }
        let pad = String(repeating: "  ", count: depth + 1), end = String(repeating: "  ", count: depth)
        return "{\n" + members.map { pad + JSONValue.escape($0.0) + ": " + write($0.1, depth: depth + 1) }.joined(separator: ",\n")
            + "\n" + end + "}"
    }
}

extension ThemeUpgrade {
    /// Reads the theme file at `url`, upgrades it, and rewrites it in place when `write` is
    /// set (a fresh file renamed over the old one, through `files`). Returns the grouped text.
    public static func upgradeFile(at url: URL, files: any FileAccess, write: Bool) throws(DiagnosticError) -> String {
        let data: Data
        do {
            data = try files.read(url, as: .theme)
        } catch {
            throw DiagnosticError([Diagnostic(file: url.path, location: nil, path: "", message: ThemeCatalog.readFailure(error),
                                              hint: error.hint)])
        }
        let text = try upgrade(data, file: url.path)
        if write {
            do {
                try files.write(Data(text.utf8), to: url)
            } catch {
                throw DiagnosticError([Diagnostic(file: url.path, location: nil, path: "", message: "cannot write the theme file: " + error.words,
                                                  hint: error.hint)])
            }
        }
        return text
    }
}

extension SourceNode {
    var isObject: Bool { if case .object = value { true } else { false } }
}
