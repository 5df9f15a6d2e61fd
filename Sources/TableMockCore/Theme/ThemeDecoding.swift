import Foundation
import TableMockScene

/// Theme files (JSON or YAML) -> `ThemeFileSpec`, with the same reader and error quality as
/// specs. Every part is optional here; completeness is checked after `extends` is merged.
///
/// Keys starting with `_`, and `notes`, are comments and are skipped.
public enum ThemeDecoder {
    public static let topLevelKeys = ["$schema", "name", "description", "notes", "extends", "iosVersions", "fonts"]
        + ThemeGroup.allCases.map(\.rawValue) + ["deviceMetrics", "dynamicType"] + legacyTopLevelKeys
    /// The flat format's blocks, still read (`ThemeUpgrade` rewrites them into groups).
    public static let legacyTopLevelKeys = ["colors", "metrics", "textStyles"]
    static let iosVersionKeys = ["first", "last"]
    /// The newest iOS release a theme may claim to draw (iOS 27, 2026, drawn by `ios26`).
    /// `ios77` is then a misspelling of `ios7`, not a future release.
    public static let newestIOSRelease = 27
    static let fontKeys = ["family", "weight", "italic", "file", "package"]
    static let colorKeys = ["light", "dark"]
    static let textStyleKeys = ["font", "size", "color", "uppercase", "shadow", "dynamicType"]
    static let dynamicTypeKeys = ["source", "lineHeight", "sizes", "scaledMetrics", "accessibilitySeparatorThickness",
                                   "exactScaledMetrics"]
    static let shadowKeys = ["color", "x", "y"]
    /// The keys of a `metrics` block: metrics, flags and looks.
    static let metricsBlockKeys = Metric.allCases.map(\.rawValue) + ThemeFlag.allCases.map(\.rawValue) + LookKey.allCases.map(\.rawValue)
    /// A metric's magnitude may not exceed this many points.
    static let maxMetric: Double = 10_000
    static let maxFontSize: Double = 1000

    /// What an empty theme file is told to hold.
    static let example = ##"{"extends": "ios7", "colors": {"tint": "#D02"}}"##

    /// Decodes a theme file. A `.json` file must be strict JSON (no trailing comma, comment or
    /// bare word), as other JSON tools would read it; YAML syntax belongs in `.yaml`.
    public static func decode(_ data: Data, file: String) throws(DiagnosticError) -> ThemeFileSpec {
        let strict = SourceDocument.isJSON(file)
        let root = try SourceDocument.parse(data, file: file, strictJSON: strict, example: example).get()
        let reader = NodeReader(file: file)
        var theme = ThemeFileSpec()
        theme.file = file
        ThemeReading(reader: reader).read(root, into: &theme)
        theme.locations = SourceLocations(root: root)
        if !reader.diagnostics.isEmpty { throw DiagnosticError(reader.diagnostics.sortedByLocation()) }
        return theme
    }
}

private struct ThemeReading {
    let reader: NodeReader

    static func isComment(_ key: String) -> Bool { key.hasPrefix("_") || key == "notes" }

    func read(_ root: SourceNode, into theme: inout ThemeFileSpec) {
        guard case .object = root.value else {
            reader.error("expected an object at the top level of a theme file, found \(root.kindName)", at: root)
            return
        }
        guard let object = reader.object(root, keys: ThemeDecoder.topLevelKeys, isComment: Self.isComment) else { return }
        if let n = object["$schema"] { _ = reader.string(n) }
        if let n = object["name"] { theme.name = reader.nonEmptyString(n, what: "the theme name") }
        if let n = object["description"] { theme.description = reader.string(n) }
        if let n = object["extends"] { theme.extends = reader.nonEmptyString(n, what: "extends") }
        if let n = object["iosVersions"] { theme.iosVersions = readVersions(n) }
        if let n = object["fonts"], let members = reader.dictionary(n) {
            for member in members where !Self.isComment(member.key) {
                if let font = readFont(member.value) { theme.fonts[member.key] = font }
            }
        }
        for group in ThemeGroup.allCases {
            if let n = object[group.rawValue] { readGroup(group, n, into: &theme) }
        }
        if let n = object["colors"] {
            readRoles(n, what: "colour role", as: ColorRole.self) { role, node in
                theme.colors[role] = readColor(node); theme.pointers[.color(role)] = "/colors/\(role.rawValue)"
            }
        }
        if let n = object["metrics"] { readMetrics(n, into: &theme) }
        if let n = object["deviceMetrics"], let devices = reader.dictionary(n) {
            // Device name -> metrics that device draws differently (iOS 11's layout margins).
            for device in devices where !Self.isComment(device.key) {
                guard DeviceCatalog.model(named: device.key) != nil else {
                    reader.error("unknown device \(quoted(device.key))", pointer: n.pointer, location: device.keyLocation,
                                 hint: Suggestions.hint(for: device.key, in: DeviceCatalog.names, listName: "devices"))
                    continue
                }
                var row: [Metric: Double] = [:]
                readRoles(device.value, what: "metric", as: Metric.self) { metric, node in row[metric] = readMetric(metric, node) }
                theme.deviceMetrics[device.key] = row
            }
        }
        if let n = object["textStyles"] {
            readRoles(n, what: "text style", as: TextRole.self) { role, node in
                theme.textStyles[role] = readTextStyle(node); theme.pointers[.text(role)] = "/textStyles/\(role.rawValue)"
            }
        }
        if let n = object["dynamicType"] { theme.dynamicType = readDynamicType(n) }
    }

    /// `{"source": "...", "lineHeight": 1.19, "sizes": {"body": {"extraSmall": 14, ...}}, "scaledMetrics": {...}}`:
    /// every text style of `sizes` has a size for each of the twelve content size categories.
    func readDynamicType(_ node: SourceNode) -> DynamicTypeSpec? {
        guard let object = reader.object(node, keys: ThemeDecoder.dynamicTypeKeys, isComment: Self.isComment) else { return nil }
        var table = DynamicTypeSpec()
        if let n = object["source"] { _ = reader.string(n) }
        if let n = object["lineHeight"] {
            table.lineHeight = reader.number(n, what: "lineHeight", in: NumberRange(lower: 0.5, upper: 3))
        }
        if let n = object["accessibilitySeparatorThickness"] {
            table.accessibilitySeparatorThickness = reader.number(n, what: "accessibilitySeparatorThickness", in: .positive(atMost: 10))
        }
        if let n = object["sizes"], let styles = reader.dictionary(n) {
            for style in styles where !Self.isComment(style.key) {
                guard case .object(let members) = style.value.value else { _ = reader.dictionary(style.value); continue }
                var row: [ContentSizeCategory: Double] = [:]
                readRoles(style.value, what: "content size category", as: ContentSizeCategory.self) { category, value in
                    row[category] = reader.number(value, what: category.rawValue, in: .positive(atMost: ThemeDecoder.maxFontSize))
                }
                let written = Set(members.map(\.key))
                let absent = ContentSizeCategory.allCases.map(\.rawValue).filter { !written.contains($0) }
                if !absent.isEmpty {
                    reader.error("Dynamic Type text style \(quoted(style.key)) has no size for \(absent.joined(separator: ", "))",
                                 at: style.value, hint: "give a size for each of the twelve content size categories")
                    continue
                }
                if row.count == ContentSizeCategory.allCases.count { table.sizes[style.key] = row }
            }
        }
        if let n = object["scaledMetrics"] {
            readRoles(n, what: "metric", as: Metric.self) { metric, value in
                if let name = reader.nonEmptyString(value, what: "the Dynamic Type text style") { table.scaledMetrics[metric] = name }
            }
        }
        if let n = object["exactScaledMetrics"] {
            readRoles(n, what: "metric", as: Metric.self) { metric, value in
                if let name = reader.nonEmptyString(value, what: "the Dynamic Type text style") { table.exactScaledMetrics[metric] = name }
            }
        }
        return table
    }

    /// `{"first": 4, "last": 6}`; `last` defaults to the newest release.
    func readVersions(_ node: SourceNode) -> ClosedRange<Int>? {
        guard let object = reader.object(node, keys: ThemeDecoder.iosVersionKeys, isComment: Self.isComment) else { return nil }
        let releases = 1...ThemeDecoder.newestIOSRelease
        guard let firstNode = object["first"] else {
            reader.error("iosVersions needs \"first\"", at: node)
            return nil
        }
        guard let first = reader.integer(firstNode, what: "first", in: releases) else { return nil }
        let last = object["last"].map { reader.integer($0, what: "last", in: releases) } ?? ThemeDecoder.newestIOSRelease
        guard let last else { return nil }
        if first > last {
            reader.error("iosVersions ends (\(last)) before it starts (\(first))", at: object["last"] ?? node)
            return nil
        }
        return first...last
    }

    /// An object keyed by the cases of a role enum; unknown keys get a suggestion.
    func readRoles<Role: RawRepresentable & CaseIterable>(_ node: SourceNode, what: String, as: Role.Type,
                                                           _ body: (Role, SourceNode) -> Void) where Role.RawValue == String {
        guard let members = reader.dictionary(node) else { return }
        let names = Role.allCases.map(\.rawValue)
        for member in members where !Self.isComment(member.key) {
            guard let role = Role(rawValue: member.key) else {
                reader.error("unknown \(what) \(quoted(member.key))", pointer: node.pointer, location: member.keyLocation,
                             hint: Suggestions.hint(for: member.key, in: names, listName: "valid keys"))
                continue
            }
            body(role, member.value)
        }
    }

    /// The `metrics` block: metrics, the era's flags (`"barGloss": true`) and its controls'
    /// looks (`"switchStyle": "ios7"`), each key one of the three.
    func readMetrics(_ node: SourceNode, into theme: inout ThemeFileSpec) {
        guard let members = reader.dictionary(node) else { return }
        for member in members where !Self.isComment(member.key) {
            let pointer = "/metrics/\(member.key)"
            if let metric = Metric(rawValue: member.key) {
                theme.metrics[metric] = readMetric(metric, member.value); theme.pointers[.metric(metric)] = pointer
            } else if let flag = ThemeFlag(rawValue: member.key) {
                theme.flags[flag] = readFlag(flag.rawValue, member.value); theme.pointers[.flag(flag)] = pointer
            } else if let key = LookKey(rawValue: member.key) {
                theme.looks[key] = readLook(key, member.value); theme.pointers[.look(key)] = pointer
            } else {
                reader.error("unknown metric \(quoted(member.key))", pointer: node.pointer, location: member.keyLocation,
                             hint: Suggestions.hint(for: member.key, in: ThemeDecoder.metricsBlockKeys, listName: "valid keys"))
            }
        }
    }

    /// A group (`"switch": {"look": "ios7", "switchWidth": 51, "textStyles": {...}}`): its
    /// colours, metrics, flags and looks inline, its text styles under `textStyles`. A key of
    /// another group is pointed to its group; others get a suggestion from this group's keys.
    func readGroup(_ group: ThemeGroup, _ node: SourceNode, into theme: inout ThemeFileSpec) {
        guard let members = reader.dictionary(node) else { return }
        let keys = ThemeGroup.inlineByName[group]!
        for member in members where !Self.isComment(member.key) {
            let pointer = "/\(group.rawValue)/\(member.key)"
            if member.key == "textStyles" {
                guard let styles = reader.dictionary(member.value) else { continue }
                let names = group.textStyles.map(\.rawValue)
                for style in styles where !Self.isComment(style.key) {
                    guard let role = TextRole(rawValue: style.key), group.textStyles.contains(role) else {
                        unknown(style.key, in: group, textStyle: true, names: names, pointer: member.value.pointer, location: style.keyLocation)
                        continue
                    }
                    theme.textStyles[role] = readTextStyle(style.value)
                    theme.pointers[.text(role)] = "\(pointer)/\(style.key)"
                }
                continue
            }
            switch keys[member.key] {
            case .color(let role)?: theme.colors[role] = readColor(member.value)
            case .metric(let metric)?: theme.metrics[metric] = readMetric(metric, member.value)
            case .flag(let flag)?: theme.flags[flag] = readFlag(flag.rawValue, member.value)
            case .look(let look)?: theme.looks[look] = readLook(look, member.value, what: "\(group.rawValue) \(look.groupKey)")
            case .text?, nil:
                unknown(member.key, in: group, textStyle: false, names: group.inlineKeys.map(\.name) + ["textStyles"],
                        pointer: node.pointer, location: member.keyLocation)
                continue
            }
            theme.pointers[keys[member.key]!] = pointer
        }
    }

    /// A key a group does not hold: if another group holds it, where it belongs; else the
    /// closest of this group's keys.
    func unknown(_ key: String, in group: ThemeGroup, textStyle: Bool, names: [String], pointer: JSONPointer, location: SourceLocation) {
        let what = textStyle ? "text style" : "key"
        let message = "unknown \(what) \(quoted(key)) in group \(quoted(group.rawValue))"
        // A text style's name found inline, or an inline name under textStyles, is pointed to where it is written.
        let home: String? = if textStyle, let role = TextRole(rawValue: key) {
            ThemeGroup.of[.text(role)].map { "\(quoted($0.rawValue))'s textStyles" }
        } else if !textStyle, ColorRole(rawValue: key) == nil, Metric(rawValue: key) == nil, ThemeFlag(rawValue: key) == nil,
                  LookKey(rawValue: key) == nil, let role = TextRole(rawValue: key) {
            ThemeGroup.of[.text(role)].map { "\(quoted($0.rawValue))'s textStyles" }
        } else {
            ThemeGroup.group(ofFlatName: key).map { quoted($0.rawValue) }
        }
        if let home, home != quoted(group.rawValue) {
            reader.error(message, pointer: pointer, location: location, hint: "\(quoted(key)) belongs in \(home)")
        } else {
            reader.error(message, pointer: pointer, location: location,
                         hint: Suggestions.hint(for: key, in: names, listName: "the group's keys"))
        }
    }

    /// `true` or `false`; a legacy theme's 1 or 0 reads as the same.
    func readFlag(_ name: String, _ node: SourceNode) -> Bool? {
        if case .number = node.value { return reader.integer(node, what: name, in: 0...1).map { $0 == 1 } }
        return reader.bool(node)
    }

    /// A look's name (`"ios7"`); a legacy theme's number reads through the look's
    /// `legacyNumbering` (`"switchStyle": 2` is `ios5`).
    /// `what` names the key as the file spells it: `switch look` in a group, `switchStyle look`
    /// in a legacy theme's metrics.
    func readLook(_ key: LookKey, _ node: SourceNode, what: String? = nil) -> String? {
        let names = key.choices.map(\.name)
        if case .number = node.value, key.legacyMaximum >= 0 {
            guard let number = reader.integer(node, what: key.rawValue, in: 0...key.legacyMaximum) else { return nil }
            return key.legacyName(number)
        }
        return reader.name(node, what: what ?? "\(key.rawValue) look", in: names)
    }

    /// A metric within its domain (see `MetricDomain`).
    func readMetric(_ metric: Metric, _ node: SourceNode) -> Double? {
        let name = metric.rawValue
        switch metric.domain {
        case .length:
            return reader.number(node, what: name, in: NumberRange(lower: 0, upper: ThemeDecoder.maxMetric))
        case .size:
            return reader.number(node, what: name, in: .positive(atMost: ThemeDecoder.maxMetric))
        case .whole(let range):
            return reader.integer(node, what: name, in: range).map(Double.init)
        case .offset:
            return reader.number(node, what: name, in: NumberRange(lower: -MetricDomain.maxOffset, upper: MetricDomain.maxOffset))
        case .noneOrAtLeast(let minimum):
            guard let value = reader.number(node, what: name, in: NumberRange(lower: 0, upper: ThemeDecoder.maxMetric)) else { return nil }
            if value != 0 && value < minimum {
                reader.error("\(name) \(value.shortDescription) is out of range", at: node,
                             hint: "it must be 0 (none) or at least \(minimum.shortDescription)")
                return nil
            }
            return value
        }
    }

    func readFont(_ node: SourceNode) -> ThemeFont? {
        guard let object = reader.object(node, keys: ThemeDecoder.fontKeys, isComment: Self.isComment) else { return nil }
        var complete = true
        for key in ["family", "file", "package"] where object[key] == nil {
            reader.error("a font needs \(quoted(key))", at: node)
            complete = false
        }
        let family = object["family"].flatMap { reader.nonEmptyString($0, what: "the font family") }
        let file = object["file"].flatMap { reader.nonEmptyString($0, what: "the font file") }
        let package = object["package"].flatMap { reader.nonEmptyString($0, what: "the font package") }
        let weight = object["weight"].map { reader.integer($0, what: "weight", in: 1...1000) } ?? 400
        let italic = object["italic"].map { reader.bool($0) } ?? false
        guard complete, let family, let file, let package, let weight, let italic else { return nil }
        return ThemeFont(family: family, weight: weight, italic: italic, file: FontFile(path: file, package: package))
    }

    /// `"#RRGGBB"` (the same in light and dark), `{"light": ..., "dark": ...}`, or the name
    /// of another colour role (`"tint"`), followed after merging.
    func readColor(_ node: SourceNode) -> ThemeColorValue? {
        switch node.value {
        case .string(let text, _) where !text.hasPrefix("#"):
            return colorRole(text, node).map(ThemeColorValue.role)
        case .string:
            return hex(node).map { .color(ThemeColor(light: $0)) }
        case .object:
            guard let object = reader.object(node, keys: ThemeDecoder.colorKeys, isComment: Self.isComment) else { return nil }
            guard let lightNode = object["light"] else {
                reader.error("a colour needs a \"light\" value", at: node)
                return nil
            }
            let light = hex(lightNode, inAppearance: true)
            let dark = object["dark"].map { hex($0, inAppearance: true) }
            guard let light, dark != .some(nil) else { return nil }
            return .color(ThemeColor(light: light, dark: dark ?? nil))
        default:
            reader.error("expected a colour such as \"#FF0000\", {\"light\": ..., \"dark\": ...} or a colour role's name, "
                         + "found \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// A colour role named as a colour value. Hex digits without the `#` get the `#` suggested.
    func colorRole(_ text: String, _ node: SourceNode) -> ColorRole? {
        guard let name = reader.string(node) else { return nil }
        if let role = ColorRole(rawValue: name) { return role }
        if Color(hex: "#" + text) != nil {
            reader.error("invalid colour \(quoted(text))", at: node, hint: "did you mean \(quoted("#" + text))?")
        } else if let match = Suggestions.closest(to: text, in: ColorRole.allCases.map(\.rawValue)) {
            reader.error("unknown colour role \(quoted(text))", at: node, hint: "did you mean \(quoted(match))?")
        } else {
            reader.error("unknown colour role \(quoted(text))", at: node,
                         hint: "a colour is #RGB, #RRGGBB, #RRGGBBAA, {\"light\": ..., \"dark\": ...} or another colour role's name")
        }
        return nil
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`. Inside `{light, dark}` a role name is not allowed:
    /// a role stands for a whole colour, both appearances.
    func hex(_ node: SourceNode, inAppearance: Bool = false) -> Color? {
        guard let text = reader.string(node) else { return nil }
        if let color = Color(hex: text) { return color }
        let hint = inAppearance && ColorRole(rawValue: text) != nil
            ? "a light or dark value is #RGB, #RRGGBB or #RRGGBBAA; a colour role's name stands only for a whole colour, as in \"checkmark\": \"\(text)\""
            : "expected #RGB, #RRGGBB or #RRGGBBAA"
        reader.error("invalid colour \(quoted(text))", at: node, hint: hint)
        return nil
    }

    func readTextStyle(_ node: SourceNode) -> TextStyleSpec? {
        guard let object = reader.object(node, keys: ThemeDecoder.textStyleKeys, isComment: Self.isComment) else { return nil }
        var complete = true
        for key in ["font", "size", "color"] where object[key] == nil {
            reader.error("a text style needs \(quoted(key))", at: node)
            complete = false
        }
        let font = object["font"].flatMap { reader.nonEmptyString($0, what: "the font key") }
        let size = object["size"].flatMap { reader.number($0, what: "size", in: .positive(atMost: ThemeDecoder.maxFontSize)) }
        let color = object["color"].flatMap { reader.choice($0, what: "colour role", as: ColorRole.self) }
        let uppercase = object["uppercase"].map { reader.bool($0) } ?? false
        var shadow: TextShadowSpec?? = .some(nil)
        if let n = object["shadow"] { shadow = readShadow(n) }
        var dynamicType: String?? = .some(nil)
        if let n = object["dynamicType"] { dynamicType = reader.nonEmptyString(n, what: "the Dynamic Type text style").map { .some($0) } }
        guard complete, let font, let size, let color, let uppercase, let shadow, let dynamicType else { return nil }
        return TextStyleSpec(font: font, size: size, color: color, uppercase: uppercase, shadow: shadow, dynamicType: dynamicType)
    }

    /// `{"color": "role", "x": 0, "y": 1}`: returns nil (an error was reported) or the shadow.
    func readShadow(_ node: SourceNode) -> TextShadowSpec?? {
        guard let object = reader.object(node, keys: ThemeDecoder.shadowKeys, isComment: Self.isComment) else { return nil }
        guard let colorNode = object["color"] else {
            reader.error("a text shadow needs \"color\"", at: node)
            return nil
        }
        let range = NumberRange(lower: -100, upper: 100)
        let color = reader.choice(colorNode, what: "colour role", as: ColorRole.self)
        let x = object["x"].map { reader.number($0, what: "x", in: range) } ?? 0
        let y = object["y"].map { reader.number($0, what: "y", in: range) } ?? 0
        guard let color, let x, let y else { return nil }
        return .some(TextShadowSpec(color: color, x: x, y: y))
    }
}
