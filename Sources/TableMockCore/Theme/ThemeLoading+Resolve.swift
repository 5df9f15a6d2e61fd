import TableMockScene
import TableMockFiles

/// A theme and its ancestors merged (child over parent, key by key) and resolved for one
/// appearance into a complete `Theme`. Every problem is reported at once, in the file that
/// wrote the value at fault:
/// - a colour, metric or text style missing after merging;
/// - colour roles that name each other in a cycle (`"tint": "checkmark"`, `"checkmark": "tint"`);
/// - a text style naming a font key no theme in the chain defines;
/// - `dark` asked of a theme without any dark colour (reported without a file, as it is about
///   the spec's choice);
/// - `dark` asked of a theme with some dark colours but none for a text colour or background
///   of `ColorRole.neededForDark` (one error listing them all, in the theme). Other colours
///   without a dark value keep their light one, as UIKit's non-dynamic colours do;
/// - a font file that is missing or not a font (`FontFileCheck`).
struct ThemeResolution {
    /// Child first, as `ThemeCatalog.loadChain` returns it.
    let chain: [ThemeFileSpec]
    let files: any FileAccess

    /// Where a merged value came from: its file and the location of its key.
    struct Origin {
        var file: String; var locations: SourceLocations
        /// Where each value was written (`ThemeFileSpec.pointers`).
        var pointers: [ThemeKey: String] = [:]
        func pointer(_ key: ThemeKey, flat: String) -> String { pointers[key] ?? flat }
    }

    func resolve(for appearance: Appearance) throws(DiagnosticError) -> Theme {
        let leaf = chain[0]
        let name = leaf.name ?? fileStem(leaf.file)
        var fonts: [String: (ThemeFont, Origin)] = [:]
        var colorValues: [ColorRole: (ThemeColorValue, Origin)] = [:]
        var metrics: [Metric: Double] = [:]
        var flags: [ThemeFlag: Bool] = [:]
        var lookNames: [LookKey: String] = [:]
        var deviceMetrics: [String: [Metric: Double]] = [:]
        var textStyles: [TextRole: (TextStyleSpec, Origin)] = [:]
        var description: String?
        var dynamicType: (DynamicTypeSpec, Origin)?
        for theme in chain.reversed() {
            let origin = Origin(file: theme.file, locations: theme.locations, pointers: theme.pointers)
            for (key, font) in theme.fonts { fonts[key] = (font, origin) }
            for (role, color) in theme.colors { colorValues[role] = (color, origin) }
            metrics.merge(theme.metrics) { _, child in child }
            flags.merge(theme.flags) { _, child in child }
            lookNames.merge(theme.looks) { _, child in child }
            for (device, row) in theme.deviceMetrics { deviceMetrics[device, default: [:]].merge(row) { _, child in child } }
            for (role, style) in theme.textStyles { textStyles[role] = (style, origin) }
            description = theme.description ?? description
            if let child = theme.dynamicType {
                // Key by key, as the rest of a theme: a child may restate one text style's sizes.
                var merged = dynamicType?.0 ?? DynamicTypeSpec()
                merged.lineHeight = child.lineHeight ?? merged.lineHeight
                merged.accessibilitySeparatorThickness = child.accessibilitySeparatorThickness ?? merged.accessibilitySeparatorThickness
                merged.sizes.merge(child.sizes) { _, new in new }
                merged.scaledMetrics.merge(child.scaledMetrics) { _, new in new }
                merged.exactScaledMetrics.merge(child.exactScaledMetrics) { _, new in new }
                dynamicType = (merged, origin)
            }
        }

        var problems: [Diagnostic] = []
        func report(_ file: String, _ locations: SourceLocations, _ pointer: String, _ message: String, hint: String? = nil) {
            problems.append(Diagnostic(file: file, location: locations[pointer] ?? locations[""], path: pointer,
                                       message: message, hint: hint))
        }
        func missing<Role: RawRepresentable & CaseIterable>(_ kind: String, _ present: Set<Role>, also: [String] = []) where Role.RawValue == String {
            let absent = Role.allCases.filter { !present.contains($0) }.map(\.rawValue) + also
            guard !absent.isEmpty else { return }
            report(leaf.file, leaf.locations, "/\(kind)",
                   "theme \(quoted(name)) has no value for \(kind) \(absent.joined(separator: ", "))",
                   hint: "define \(absent.count == 1 ? "it" : "them"), or extend a complete theme such as \"ios7\"")
        }
        missing("colors", Set(colorValues.keys))
        let colors = resolveRoleNames(colorValues, report: report)
        // Flags and looks are written in the metrics block too: one list of what it lacks.
        missing("metrics", Set(metrics.keys),
                also: ThemeFlag.allCases.filter { flags[$0] == nil }.map(\.rawValue)
                    + LookKey.allCases.filter { lookNames[$0] == nil }.map(\.rawValue))
        missing("textStyles", Set(textStyles.keys))

        let hasDark = colors.values.contains { $0.dark != nil }
        if appearance == .dark && !hasDark {
            // About the spec's choice, not the theme's content: no file, so the caller points
            // it at the spec (as for an unknown theme name).
            problems.append(Diagnostic(file: "", location: nil, path: "", message: "theme \(quoted(name)) has no dark appearance",
                                       hint: "use appearance light, or give the theme's colours \"dark\" values"))
        } else if appearance == .dark {
            let lightOnly = ColorRole.neededForDark.filter { colors[$0] != nil && colors[$0]?.dark == nil }.map(\.rawValue)
            if !lightOnly.isEmpty {
                report(leaf.file, leaf.locations, "/colors",
                       "theme \(quoted(name)) has no dark value for \(lightOnly.joined(separator: ", ")), so its dark appearance "
                           + "would draw text on light backgrounds",
                       hint: "give \(lightOnly.count == 1 ? "it" : "each") {\"light\": ..., \"dark\": ...} (the same value twice "
                           + "for a colour meant for both), or extend a theme with a dark appearance such as \"ios13\"")
            }
        }

        var resolvedStyles: [TextRole: ResolvedTextStyle] = [:]
        var fontFiles: [FontFile] = []
        var fallbackFamilies: [String] = []
        var fontsUsed: [String] = []
        for role in TextRole.allCases {
            guard let (style, origin) = textStyles[role] else { continue }
            let pointer = origin.pointer(.text(role), flat: "/textStyles/\(role.rawValue)") + "/font"
            guard let (font, _) = fonts[style.font] else {
                report(origin.file, origin.locations, pointer, "unknown font \(quoted(style.font))",
                       hint: Suggestions.hint(for: style.font, in: fonts.keys.sorted(), listName: "fonts defined"))
                continue
            }
            if !fontsUsed.contains(style.font) { fontsUsed.append(style.font) }
            if !fontFiles.contains(font.file) { fontFiles.append(font.file) }
            guard let color = colors[style.color] else { continue }
            var shadow: TextShadow?
            if let spec = style.shadow, let shadowColor = colors[spec.color] {
                shadow = TextShadow(color: value(shadowColor, appearance), offset: Point(x: spec.x, y: spec.y))
            }
            resolvedStyles[role] = ResolvedTextStyle(
                font: FontDescriptor(family: font.family, weight: font.weight, size: style.size, italic: font.italic),
                color: value(color, appearance), uppercase: style.uppercase, shadow: shadow)
        }
        // Fonts whose key starts with "fallback" are always loaded, in key order, after the
        // theme's own: text in scripts the main font lacks falls back to them.
        for key in fonts.keys.sorted() where key.hasPrefix("fallback") {
            guard let (font, _) = fonts[key] else { continue }
            if !fontsUsed.contains(key) { fontsUsed.append(key) }
            if !fontFiles.contains(font.file) { fontFiles.append(font.file) }
            if !fallbackFamilies.contains(font.family) { fallbackFamilies.append(font.family) }
        }
        var reportedFiles = Set<String>()
        for key in fontsUsed {
            guard let (font, origin) = fonts[key], reportedFiles.insert(font.file.path).inserted,
                  let problem = FontFileCheck.problem(with: font.file, files: files) else { continue }
            report(origin.file, origin.locations, "/fonts/\(key)/file", problem.message, hint: problem.hint)
        }
        let table = resolveDynamicType(dynamicType, textStyles, report: report)
        let looks = Looks(names: lookNames)
        if !problems.isEmpty { throw DiagnosticError(problems) }
        guard let looks else { preconditionFailure("every look is present (checked above) and valid (checked when read)") }

        var theme = Theme(name: name, description: description ?? "", appearance: appearance, fontFiles: fontFiles,
                          colors: colors.mapValues { value($0, appearance) }, metrics: metrics, flags: flags, looks: looks, textStyles: resolvedStyles)
        theme.dynamicType = table
        theme.tintedRoles = Self.roles(following: .tint, in: colorValues.mapValues(\.0))
        theme.tintedTextRoles = Set(textStyles.compactMap { theme.tintedRoles.contains($0.value.0.color) ? $0.key : nil })
        theme.deviceMetrics = deviceMetrics
        theme.iosVersions = leaf.iosVersions
        theme.fallbackFamilies = fallbackFamilies
        return theme
    }

    /// The merged `dynamicType` block, checked: it needs a `lineHeight`, and every text style
    /// and scaled metric names one of its `sizes`. A theme without the block (the eras before
    /// iOS 7) may not map text styles to Dynamic Type.
    private func resolveDynamicType(_ merged: (DynamicTypeSpec, Origin)?, _ textStyles: [TextRole: (TextStyleSpec, Origin)],
                                    report: (String, SourceLocations, String, String, String?) -> Void) -> DynamicTypeTable? {
        let names = merged.map { $0.0.sizes.keys.sorted() } ?? []
        var mapping: [TextRole: String] = [:]
        for role in TextRole.allCases {
            guard let (style, origin) = textStyles[role], let name = style.dynamicType else { continue }
            guard names.contains(name) else {
                let hint = merged == nil ? "add a \"dynamicType\" table with its sizes, or remove the key"
                    : Suggestions.hint(for: name, in: names, listName: "Dynamic Type text styles")
                report(origin.file, origin.locations, origin.pointer(.text(role), flat: "/textStyles/\(role.rawValue)") + "/dynamicType",
                       "unknown Dynamic Type text style \(quoted(name))", hint)
                continue
            }
            mapping[role] = name
        }
        guard let (spec, origin) = merged else { return nil }
        for (metric, name) in spec.scaledMetrics.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !names.contains(name) {
            report(origin.file, origin.locations, "/dynamicType/scaledMetrics/\(metric.rawValue)",
                   "unknown Dynamic Type text style \(quoted(name))",
                   Suggestions.hint(for: name, in: names, listName: "Dynamic Type text styles"))
        }
        for (metric, name) in spec.exactScaledMetrics.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !names.contains(name) {
            report(origin.file, origin.locations, "/dynamicType/exactScaledMetrics/\(metric.rawValue)",
                   "unknown Dynamic Type text style \(quoted(name))",
                   Suggestions.hint(for: name, in: names, listName: "Dynamic Type text styles"))
        }
        guard let lineHeight = spec.lineHeight else {
            report(origin.file, origin.locations, "/dynamicType", "the Dynamic Type table needs \"lineHeight\"",
                   "the system font's line height over its size, such as 1.1934 for San Francisco")
            return nil
        }
        var table = DynamicTypeTable(lineHeight: lineHeight, sizes: spec.sizes, textStyles: mapping,
                                     scaledMetrics: spec.scaledMetrics.filter { names.contains($0.value) },
                                     accessibilitySeparatorThickness: spec.accessibilitySeparatorThickness)
        table.exactScaledMetrics = spec.exactScaledMetrics.filter { names.contains($0.value) }
        return table
    }

    /// Colours with every role name replaced by that role's value, after merging: a child's
    /// `tint` reaches a parent's `"checkmark": "tint"`. A cycle of names is reported once, at
    /// its first role (in `ColorRole` order); a name whose role has no value is left out (the
    /// missing role is reported already).
    private func resolveRoleNames(_ values: [ColorRole: (ThemeColorValue, Origin)],
                                  report: (String, SourceLocations, String, String, String?) -> Void) -> [ColorRole: ThemeColor] {
        var resolved: [ColorRole: ThemeColor] = [:]
        var inCycle = Set<ColorRole>()
        for role in ColorRole.allCases where resolved[role] == nil && !inCycle.contains(role) {
            var path: [ColorRole] = []
            var current = role
            while !inCycle.contains(current) {
                if let done = resolved[current] {
                    for r in path { resolved[r] = done }
                    break
                }
                if let start = path.firstIndex(of: current) {
                    let cycle = Array(path[start...])
                    inCycle.formUnion(cycle)
                    let first = cycle.min { ColorRole.position[$0]! < ColorRole.position[$1]! }!
                    let at = cycle.firstIndex(of: first)!
                    let names = (cycle[at...] + cycle[..<at] + [first]).map(\.rawValue)
                    let origin = values[first]!.1
                    report(origin.file, origin.locations, origin.pointer(.color(first), flat: "/colors/\(first.rawValue)"),
                           "colour roles name each other in a cycle: \(names.joined(separator: " -> "))",
                           "give one of them a colour such as \"#007AFF\"")
                    break
                }
                guard let (value, _) = values[current] else { break }
                path.append(current)
                switch value {
                case .color(let color):
                    for r in path { resolved[r] = color }
                case .role(let next):
                    current = next
                    continue
                }
                break
            }
        }
        return resolved
    }

    /// The roles whose names lead to `target` (itself included), after merging. Cycles were
    /// reported already; a chain longer than the roles ends the walk.
    static func roles(following target: ColorRole, in values: [ColorRole: ThemeColorValue]) -> Set<ColorRole> {
        var found: Set<ColorRole> = [target]
        for role in ColorRole.allCases {
            var current = role, steps = 0
            while current != target, case .role(let next)? = values[current], steps < ColorRole.allCases.count {
                current = next; steps += 1
            }
            if current == target { found.insert(role) }
        }
        return found
    }

    private func value(_ color: ThemeColor, _ appearance: Appearance) -> Color {
        appearance == .dark ? (color.dark ?? color.light) : color.light
    }

    private func fileStem(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.split(separator: ".").first.map(String.init) ?? last
    }
}
