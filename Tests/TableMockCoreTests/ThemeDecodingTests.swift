import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockFiles
import Testing

/// Theme files in memory, and the font files that "exist" (each starts like an OpenType font).
func MemoryThemeFiles(_ files: [String: String], fonts: Set<String> = [ThemeFixture.fontPath]) -> MemoryFiles {
    var contents = files.mapValues { Data($0.utf8) }
    for font in fonts where contents[font] == nil { contents[font] = Data("OTTO".utf8) }
    return MemoryFiles(contents)
}

/// Theme files built from the role enums, so they stay complete when roles are added.
enum ThemeFixture {
    static let fontPath = "/fonts/Test-Regular.otf"

    /// A complete theme as pretty-printed JSON. Every colour is `#111111` (dark `#EEEEEE` when
    /// `dark`), every metric 10 (an era switch 1, a count its least), every text style the "regular" font at 17 in `label`.
    static func complete(name: String, dark: Bool = false, extends: String? = nil, fontFile: String = fontPath,
                         iosVersions: ClosedRange<Int>? = nil) -> String {
        var colors: [String: Any] = [:]
        for role in ColorRole.allCases {
            colors[role.rawValue] = dark ? ["light": "#111111", "dark": "#EEEEEE"] : "#111111"
        }
        var theme: [String: Any] = [
            "name": name,
            "description": "The \(name) test theme",
            "fonts": ["regular": ["family": "Test Sans", "weight": 400, "file": fontFile, "package": "fonts-test"]],
            "colors": colors,
            "metrics": Dictionary(uniqueKeysWithValues: Metric.allCases.map { metric -> (String, Any) in
                // A count (spokes) its smallest whole number, at least 1.
                if case .whole(let range) = metric.domain { return (metric.rawValue, max(1, range.lowerBound)) }
                return (metric.rawValue, 10)
            } + ThemeFlag.allCases.map { ($0.rawValue, true) } + LookKey.allCases.map { ($0.rawValue, $0.legacyName(1) ?? $0.choices[1].name) }),
            "textStyles": Dictionary(uniqueKeysWithValues: TextRole.allCases.map {
                ($0.rawValue, ["font": "regular", "size": 17, "color": "label"] as [String: Any])
            }),
        ]
        if let extends { theme["extends"] = extends }
        if let iosVersions { theme["iosVersions"] = ["first": iosVersions.lowerBound, "last": iosVersions.upperBound] }
        let data = try! JSONSerialization.data(withJSONObject: theme, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// `line:column` of the value after the first `"key" : ` in a fixture (JSONSerialization's layout).
    static func valueLocation(of key: String, in text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        let index = lines.firstIndex { $0.contains("\"\(key)\"") }!
        let line = lines[index]
        let keyEnd = line.range(of: "\"\(key)\"")!.upperBound
        let valueStart = line[keyEnd...].firstIndex { $0 != " " && $0 != ":" }!
        return "\(index + 1):\(line.distance(from: line.startIndex, to: valueStart) + 1)"
    }
}

/// A theme setup and the exact diagnostic lines loading it must produce.
struct ThemeErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    var reference: String
    var appearance: Appearance = .light
    var fonts: Set<String> = [ThemeFixture.fontPath]
    var expected: [String]
    var testDescription: String { name }
}

@Suite struct ThemeDecodingTests {
    static let builtins = "/themes"
    static let specFile = URL(fileURLWithPath: "/work/spec.yaml")

    func catalog(_ files: [String: String], fonts: Set<String> = [ThemeFixture.fontPath]) -> ThemeCatalog {
        ThemeCatalog(builtinDirectory: URL(fileURLWithPath: Self.builtins), files: MemoryThemeFiles(files, fonts: fonts))
    }

    @Test func aCompleteBuiltinThemeResolves() throws {
        let themes = catalog(["/themes/first.json": ThemeFixture.complete(name: "first")])
        let theme = try themes.load("first", relativeTo: Self.specFile, appearance: .light)
        #expect(theme.name == "first")
        #expect(theme.description == "The first test theme")
        #expect(theme[.separator] == Color(hex: "#111111"))
        #expect(theme[.rowHeight] == 10)
        #expect(theme[.cellTitle].font == FontDescriptor(family: "Test Sans", weight: 400, size: 17))
        #expect(theme.fontFiles == [FontFile(path: ThemeFixture.fontPath, package: "fonts-test")])
        #expect(themes.builtinThemes().map(\.name) == ["first"])
        #expect(themes.builtinThemes().map(\.description) == ["The first test theme"])
    }

    @Test func aChildOverridesItsParentKeyByKey() throws {
        let child = """
            # Only what differs from base.
            name: child
            extends: base
            fonts:
              bold: {family: Test Sans, weight: 700, file: /fonts/Test-Bold.otf, package: fonts-test}
            colors:
              separator: "#C8C7CC"
              label: {light: "#000000", dark: "#FFFFFF"}
            metrics:
              rowHeight: 44
            textStyles:
              cellTitle: {font: bold, size: 20, color: separator, uppercase: true}
            """
        let themes = catalog(["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/themes/child.yaml": child],
                             fonts: [ThemeFixture.fontPath, "/fonts/Test-Bold.otf"])
        let theme = try themes.load("themes/child.yaml", relativeTo: Self.specFile, appearance: .light)
        #expect(theme.name == "child")
        #expect(theme.description == "The base test theme")
        #expect(theme[.separator] == Color(hex: "#C8C7CC"))
        #expect(theme[.groupBorder] == Color(hex: "#111111"))
        #expect(theme[.rowHeight] == 44)
        #expect(theme[.layoutMargin] == 10)
        #expect(theme[.cellTitle] == ResolvedTextStyle(font: FontDescriptor(family: "Test Sans", weight: 700, size: 20),
                                                       color: Color(hex: "#C8C7CC")!, uppercase: true))
        #expect(theme.fontFiles.map(\.path) == ["/fonts/Test-Bold.otf", ThemeFixture.fontPath])

        // Dark: only label has a dark value, so the backgrounds would stay light under white
        // text. Refused (see the "partly dark theme" error case).
        #expect(throws: DiagnosticError.self) { try themes.load("themes/child.yaml", relativeTo: Self.specFile, appearance: .dark) }
    }

    /// A dark theme needs dark values only for text and its backgrounds; any other colour
    /// without one (the separator here) keeps its light value.
    @Test func colorsOutsideTheTextAndBackgroundsKeepTheirLightValueInDark() throws {
        var colors = ColorRole.neededForDark.map { "  \($0.rawValue): {light: \"#FFFFFF\", dark: \"#000000\"}" }
        colors.append("  separator: \"#C8C7CC\"")
        let child = "extends: base\ncolors:\n" + colors.joined(separator: "\n") + "\n"
        let themes = catalog(["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/child.yaml": child])
        let dark = try themes.load("child.yaml", relativeTo: Self.specFile, appearance: .dark)
        #expect(dark[.label] == Color(hex: "#000000"))
        #expect(dark[.cellTitle].color == Color(hex: "#000000"))
        #expect(dark[.separator] == Color(hex: "#C8C7CC"))
        #expect(dark[.checkmark] == Color(hex: "#111111"))
    }

    /// `"checkmark": "tint"` is followed after merging: the grandchild's tint reaches the
    /// child's checkmark, in both appearances, through a chain of names.
    @Test func colourRoleNamesAreFollowedAfterMerging() throws {
        let child = """
            extends: base
            colors:
              checkmark: tint
              indexText: checkmark
            """
        let grandchild = ##"{"extends": "child.yaml", "colors": {"tint": {"light": "#D0021B", "dark": "#FF453A"}}}"##
        let themes = catalog(["/themes/base.json": ThemeFixture.complete(name: "base", dark: true),
                              "/work/child.yaml": child, "/work/grandchild.json": grandchild])
        let light = try themes.load("grandchild.json", relativeTo: Self.specFile, appearance: .light)
        #expect(light[.checkmark] == Color(hex: "#D0021B"))
        #expect(light[.indexText] == Color(hex: "#D0021B"))
        #expect(light[.index].color == Color(hex: "#111111"), "a text style names its own role, label here")
        let dark = try themes.load("grandchild.json", relativeTo: Self.specFile, appearance: .dark)
        #expect(dark[.checkmark] == Color(hex: "#FF453A"))
        #expect(dark[.indexText] == Color(hex: "#FF453A"))
        // The child alone: the base's tint.
        #expect(try themes.load("child.yaml", relativeTo: Self.specFile, appearance: .dark)[.indexText] == Color(hex: "#EEEEEE"))
    }

    /// YAML's flow syntax stays YAML's: a trailing comma is fine in a .yaml theme.
    @Test func aYAMLThemeMayUseYAMLSyntax() throws {
        let themes = catalog(["/themes/base.json": ThemeFixture.complete(name: "base"),
                              "/work/t.yaml": "extends: base  # a comment\ncolors: {tint: '#D0021B',}\n"])
        #expect(try themes.load("t.yaml", relativeTo: Self.specFile, appearance: .light)[.tint] == Color(hex: "#D0021B"))
    }

    @Test func darkValuesAreUsedForTheDarkAppearance() throws {
        let themes = catalog(["/themes/night.json": ThemeFixture.complete(name: "night", dark: true)])
        #expect(try themes.load("night", relativeTo: nil, appearance: .dark)[.plainBackground] == Color(hex: "#EEEEEE"))
        #expect(try themes.load("night", relativeTo: nil, appearance: .light)[.plainBackground] == Color(hex: "#111111"))
    }

    @Test func relativeFontFilesAreResolvedFromTheThemeFolder() throws {
        let theme = ThemeFixture.complete(name: "local", fontFile: "fonts/Local.otf")
        let themes = catalog(["/work/mine.json": theme], fonts: ["/work/fonts/Local.otf"])
        #expect(try themes.load("mine.json", relativeTo: Self.specFile, appearance: .light).fontFiles.map(\.path)
                == ["/work/fonts/Local.otf"])
    }

    static let partial = """
        {
          "name": "partial",
          "fonts": {"regular": {"family": "Test Sans", "file": "/fonts/Test-Regular.otf", "package": "fonts-test"}},
          "colors": {"separator": "#C8C7CC"}
        }
        """

    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    /// Built-in themes that say which releases they draw, as the shipped ones do.
    static let eras = [
        "/themes/ios2.json": ThemeFixture.complete(name: "ios2", iosVersions: 1...3),
        "/themes/ios6.json": ThemeFixture.complete(name: "ios6", iosVersions: 4...6),
        "/themes/ios7.json": ThemeFixture.complete(name: "ios7", iosVersions: 7...12),
        "/themes/ios13.json": ThemeFixture.complete(name: "ios13", iosVersions: 13...ThemeDecoder.newestIOSRelease),
    ]

    static let errorCases: [ThemeErrorCase] = [
        ThemeErrorCase(name: "unknown built-in theme with suggestion",
                       files: ["/themes/ios7.json": ThemeFixture.complete(name: "ios7", iosVersions: 7...12)], reference: "ios8",
                       expected: [#"error: unknown theme "ios8"; did you mean "ios7"? It draws iOS 7 to 12"#]),
        ThemeErrorCase(name: "ios5 is drawn by the theme whose versions hold it, not the nearest number below",
                       files: eras, reference: "ios5",
                       expected: [#"error: unknown theme "ios5"; did you mean "ios6"? It draws iOS 4 to 6"#]),
        ThemeErrorCase(name: "ios4", files: eras, reference: "ios4",
                       expected: [#"error: unknown theme "ios4"; did you mean "ios6"? It draws iOS 4 to 6"#]),
        ThemeErrorCase(name: "ios1", files: eras, reference: "ios1",
                       expected: [#"error: unknown theme "ios1"; did you mean "ios2"? It draws iOS 1 to 3"#]),
        ThemeErrorCase(name: "ios14", files: eras, reference: "ios14",
                       expected: [#"error: unknown theme "ios14"; did you mean "ios13"? It draws iOS 13 and later"#]),
        ThemeErrorCase(name: "ios77 is past the newest release: a slip for ios7", files: eras, reference: "ios77",
                       expected: [#"error: unknown theme "ios77"; did you mean "ios7"?"#]),
        ThemeErrorCase(name: "a release no theme claims gets the spelling suggestion",
                       files: ["/themes/ios7.json": "{}", "/themes/ios13.json": "{}"], reference: "ios9",
                       expected: [#"error: unknown theme "ios9"; did you mean "ios7"?"#]),
        ThemeErrorCase(name: "base holds the eras' shared values and is not a theme",
                       files: ["/themes/base.json": "{}", "/themes/ios7.json": "{}", "/themes/ios13.json": "{}"], reference: "base",
                       expected: [#"error: "base" is not a theme: it holds the values the built-in eras share, and an era file says what its iOS release changed; name an era ("ios13", "ios7"), or extend one from a theme file of your own"#]),
        ThemeErrorCase(name: "unknown built-in theme without a close match",
                       files: ["/themes/ios7.json": "{}", "/themes/ios13.json": "{}"], reference: "material",
                       expected: [#"error: unknown theme "material"; built-in themes: ios13, ios7"#]),
        ThemeErrorCase(name: "missing theme file", files: [:], reference: "themes/none.json",
                       expected: [#"error: theme file "themes/none.json" not found; theme paths are relative to the folder of the file that names them (/work)"#]),
        ThemeErrorCase(name: "extends cycle",
                       files: ["/work/a.json": #"{"extends": "b.json"}"#, "/work/b.json": "{\n  \"extends\": \"a.json\"\n}"],
                       reference: "a.json",
                       expected: [#"/work/b.json:2:14: error: /extends: themes extend each other in a cycle: a -> b -> a"#]),
        ThemeErrorCase(name: "extends a missing built-in",
                       files: ["/work/a.yaml": "name: a\nextends: ios9\n",
                               "/themes/ios7.json": #"{"iosVersions": {"first": 7, "last": 12}}"#], reference: "a.yaml",
                       expected: [#"/work/a.yaml:2:10: error: /extends: unknown theme "ios9"; did you mean "ios7"? It draws iOS 7 to 12"#]),
        ThemeErrorCase(name: "missing roles after merging", files: ["/work/partial.json": partial], reference: "partial.json",
                       expected: [
                           "/work/partial.json:4:13: error: /colors: theme \"partial\" has no value for colors "
                               + ColorRole.allCases.filter { $0 != .separator }.map(\.rawValue).joined(separator: ", ")
                               + "; define them, or extend a complete theme such as \"ios7\"",
                           "/work/partial.json:1:1: error: /metrics: theme \"partial\" has no value for metrics "
                               + (Metric.allCases.map(\.rawValue) + ThemeFlag.allCases.map(\.rawValue) + LookKey.allCases.map(\.rawValue))
                                   .joined(separator: ", ")
                               + "; define them, or extend a complete theme such as \"ios7\"",
                           "/work/partial.json:1:1: error: /textStyles: theme \"partial\" has no value for textStyles "
                               + TextRole.allCases.map(\.rawValue).joined(separator: ", ")
                               + "; define them, or extend a complete theme such as \"ios7\"",
                       ]),
        ThemeErrorCase(name: "looks and flags: a name out of the look's list, a misspelt key, a flag that is not yes or no",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           metrics:
                             switchStyle: iso7
                             segmentedStyle: 3
                             swichStyle: ios7
                             barGloss: yes
                             fillerSeparators: 2
                           """], reference: "t.yaml",
                       expected: [
                           #"/work/t.yaml:3:16: error: /metrics/switchStyle: unknown switchStyle look "iso7"; did you mean "ios7"?"#,
                           #"/work/t.yaml:4:19: error: /metrics/segmentedStyle: segmentedStyle 3 is out of range; it must be at least 0 and at most 2"#,
                           #"/work/t.yaml:5:3: error: /metrics: unknown metric "swichStyle"; did you mean "switchStyle"?"#,
                           #"/work/t.yaml:6:13: error: /metrics/barGloss: expected true or false, found the string "yes"; YAML 1.2 reads yes as a string; write true or false"#,
                           #"/work/t.yaml:7:21: error: /metrics/fillerSeparators: fillerSeparators 2 is out of range; it must be at least 0 and at most 1"#,
                       ]),
        ThemeErrorCase(name: "a group's keys: misspelt, another group's, a text style inline or under the wrong group, a bad look",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           switch:
                             look: iso5
                             switchWidht: 51
                             stepperWidth: 94
                             switchLabel: {font: regular, size: 17, color: label}
                             textStyles:
                               cellTitle: {font: regular, size: 17, color: label}
                               switchLabl: {font: regular, size: 17, color: label}
                           swich:
                             look: ios7
                           """], reference: "t.yaml",
                       expected: [
                           #"/work/t.yaml:3:9: error: /switch/look: unknown switch look "iso5"; did you mean "ios5"?"#,
                           #"/work/t.yaml:4:3: error: /switch: unknown key "switchWidht" in group "switch"; did you mean "switchWidth"?"#,
                           #"/work/t.yaml:5:3: error: /switch: unknown key "stepperWidth" in group "switch"; "stepperWidth" belongs in "stepper""#,
                           #"/work/t.yaml:6:3: error: /switch: unknown key "switchLabel" in group "switch"; "switchLabel" belongs in "switch"'s textStyles"#,
                           #"/work/t.yaml:8:5: error: /switch/textStyles: unknown text style "cellTitle" in group "switch"; "cellTitle" belongs in "rows"'s textStyles"#,
                           #"/work/t.yaml:9:5: error: /switch/textStyles: unknown text style "switchLabl" in group "switch"; did you mean "switchLabel"?"#,
                           #"/work/t.yaml:10:1: error: unknown key "swich"; did you mean "switch"?"#,
                       ]),
        ThemeErrorCase(name: "unknown roles with suggestions",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           colors:
                             seperator: "#C8C7CC"
                           metrics:
                             rowHight: 44
                           textStyles:
                             cellTitel: {font: regular, size: 17, color: lable}
                           flavour: sweet
                           """], reference: "t.yaml",
                       expected: [
                           #"/work/t.yaml:3:3: error: /colors: unknown colour role "seperator"; did you mean "separator"?"#,
                           #"/work/t.yaml:5:3: error: /metrics: unknown metric "rowHight"; did you mean "rowHeight"?"#,
                           #"/work/t.yaml:7:3: error: /textStyles: unknown text style "cellTitel"; did you mean "cellTitle"?"#,
                           #"/work/t.yaml:8:1: error: unknown key "flavour"; valid keys: "# + ThemeDecoder.topLevelKeys.joined(separator: ", "),
                       ]),
        ThemeErrorCase(name: "bad values",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           colors:
                             separator: "#C8C7CG"
                             label: {dark: "#FFF"}
                           metrics:
                             rowHeight: "44"
                           textStyles:
                             cellTitle: {font: regular, size: 17, color: lable}
                           """], reference: "t.yaml",
                       expected: [
                           ##"/work/t.yaml:3:14: error: /colors/separator: invalid colour "#C8C7CG"; expected #RGB, #RRGGBB or #RRGGBBAA"##,
                           #"/work/t.yaml:4:10: error: /colors/label: a colour needs a "light" value"#,
                           #"/work/t.yaml:6:14: error: /metrics/rowHeight: expected a number, found the string "44"; remove the quotes"#,
                           #"/work/t.yaml:8:47: error: /textStyles/cellTitle/color: unknown colour role "lable"; did you mean "label"?"#,
                       ]),
        ThemeErrorCase(name: "colour values naming roles that do not exist",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           colors:
                             checkmark: tnt
                             indexText: 007AFF
                             separator: blue
                             label: {light: "#000", dark: tint}
                           """], reference: "t.yaml",
                       expected: [
                           #"/work/t.yaml:3:14: error: /colors/checkmark: unknown colour role "tnt"; did you mean "tint"?"#,
                           ##"/work/t.yaml:4:14: error: /colors/indexText: invalid colour "007AFF"; did you mean "#007AFF"?"##,
                           #"/work/t.yaml:5:14: error: /colors/separator: unknown colour role "blue"; a colour is #RGB, #RRGGBB, #RRGGBBAA, {"light": ..., "dark": ...} or another colour role's name"#,
                           #"/work/t.yaml:6:32: error: /colors/label/dark: invalid colour "tint"; a light or dark value is #RGB, #RRGGBB or #RRGGBBAA; a colour role's name stands only for a whole colour, as in "checkmark": "tint""#,
                       ]),
        ThemeErrorCase(name: "colour roles naming each other in a cycle, across files",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"),
                               "/work/parent.yaml": "extends: base\ncolors:\n  checkmark: tint\n  label: label\n",
                               "/work/t.yaml": "extends: parent.yaml\ncolors:\n  tint: detailButton\n  detailButton: checkmark\n"],
                       reference: "t.yaml",
                       expected: [
                           ##"/work/parent.yaml:4:10: error: /colors/label: colour roles name each other in a cycle: label -> label; give one of them a colour such as "#007AFF""##,
                           ##"/work/t.yaml:3:9: error: /colors/tint: colour roles name each other in a cycle: tint -> detailButton -> checkmark -> tint; give one of them a colour such as "#007AFF""##,
                       ]),
        ThemeErrorCase(name: "metrics outside their domain",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           metrics:
                             indexLinePitch: 0
                             layoutMargin: -1
                             switchStyle: 7
                             separatorThicknessPixels: 0.5
                             groupedBackgroundStripePeriod: 0.00001
                             groupedBackgroundStripeWidth: 0
                             activityIndicatorSpokes: 3
                           """], reference: "t.yaml",
                       expected: [
                           #"/work/t.yaml:3:19: error: /metrics/indexLinePitch: indexLinePitch 0 is out of range; it must be greater than 0 and at most 10000"#,
                           #"/work/t.yaml:4:17: error: /metrics/layoutMargin: layoutMargin -1 is out of range; it must be at least 0 and at most 10000"#,
                           #"/work/t.yaml:5:16: error: /metrics/switchStyle: switchStyle 7 is out of range; it must be at least 0 and at most 2"#,
                           #"/work/t.yaml:6:29: error: /metrics/separatorThicknessPixels: separatorThicknessPixels must be a whole number, found 0.5"#,
                           #"/work/t.yaml:7:34: error: /metrics/groupedBackgroundStripePeriod: groupedBackgroundStripePeriod 1e-05 is out of range; it must be 0 (none) or at least 1"#,
                           #"/work/t.yaml:9:28: error: /metrics/activityIndicatorSpokes: activityIndicatorSpokes 3 is out of range; it must be at least 4 and at most 24"#,
                       ]),
        ThemeErrorCase(name: "text style names an unknown font",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"),
                               "/work/t.yaml": "extends: base\ntextStyles:\n  index: {font: reguler, size: 11, color: indexText}\n"],
                       reference: "t.yaml",
                       expected: [#"/work/t.yaml:3:17: error: /textStyles/index/font: unknown font "reguler"; did you mean "regular"?"#]),
        ThemeErrorCase(name: "dark appearance of a theme without dark colours",
                       files: ["/themes/ios7.json": ThemeFixture.complete(name: "ios7")], reference: "ios7", appearance: .dark,
                       expected: [#"error: theme "ios7" has no dark appearance; use appearance light, or give the theme's colours "dark" values"#]),
        ThemeErrorCase(name: "partly dark theme",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"),
                               "/work/t.yaml": "extends: base\ncolors:\n  label: {light: \"#000\", dark: \"#FFF\"}\n  checkmark: label\n"],
                       reference: "t.yaml", appearance: .dark,
                       expected: ["/work/t.yaml:3:3: error: /colors: theme \"t\" has no dark value for "
                                  + ColorRole.neededForDark.filter { $0 != .label }.map(\.rawValue).joined(separator: ", ")
                                  + ", so its dark appearance would draw text on light backgrounds; give each {\"light\": ..., "
                                  + "\"dark\": ...} (the same value twice for a colour meant for both), or extend a theme with a "
                                  + "dark appearance such as \"ios13\""]),
        ThemeErrorCase(name: "missing font file of a user's own",
                       files: ["/themes/ios7.json": ThemeFixture.complete(name: "ios7")], reference: "ios7", fonts: [],
                       expected: ["/themes/ios7.json:\(ThemeFixture.valueLocation(of: "file", in: ThemeFixture.complete(name: "ios7"))): "
                                  + #"error: /fonts/regular/file: font file "/fonts/Test-Regular.otf" not found; check the path; a relative font path is read from the theme file's folder"#]),
        ThemeErrorCase(name: "missing font file of a package that is not installed",
                       files: ["/themes/ios7.json": ThemeFixture.complete(name: "ios7", fontFile: interRegular)], reference: "ios7", fonts: [],
                       expected: ["/themes/ios7.json:\(ThemeFixture.valueLocation(of: "file", in: ThemeFixture.complete(name: "ios7"))): "
                                  + #"error: /fonts/regular/file: font file "/usr/share/fonts/opentype/inter/Inter-Regular.otf" not found; install the Debian package fonts-test"#]),
        ThemeErrorCase(name: "misspelt font file in an installed package's folder",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           fonts:
                             regular: {family: Inter, file: /usr/share/fonts/opentype/inter/Inter-Regulr.otf, package: fonts-inter}
                           """], reference: "t.yaml",
                       fonts: [ThemeFixture.fontPath, interRegular, "/usr/share/fonts/opentype/inter/Inter-Bold.otf"],
                       expected: [#"/work/t.yaml:3:34: error: /fonts/regular/file: font file "/usr/share/fonts/opentype/inter/Inter-Regulr.otf" not found; install the Debian package fonts-inter; if it is installed, did you mean "Inter-Regular.otf"?"#]),
        ThemeErrorCase(name: "font file far from any in its package's folder",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), "/work/t.yaml": """
                           extends: base
                           fonts:
                             regular: {family: Inter, file: /usr/share/fonts/opentype/inter/Roboto.ttf, package: fonts-inter}
                           """], reference: "t.yaml",
                       fonts: [ThemeFixture.fontPath, interRegular, "/usr/share/fonts/opentype/inter/Inter-Bold.otf"],
                       expected: [#"/work/t.yaml:3:34: error: /fonts/regular/file: font file "/usr/share/fonts/opentype/inter/Roboto.ttf" not found; install the Debian package fonts-inter; if it is installed, its folder holds Inter-Bold.otf, Inter-Regular.otf"#]),
        ThemeErrorCase(name: "a user's font file that is not a font",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"),
                               "/work/brand/Brand.otf": "<html>not found</html>", "/work/brand/t.yaml": """
                           extends: base
                           fonts:
                             regular: {family: Brand, file: Brand.otf, package: fonts-brand}
                           """], reference: "brand/t.yaml",
                       expected: [#"/work/brand/t.yaml:3:34: error: /fonts/regular/file: font file "/work/brand/Brand.otf" is not a font (TrueType, OpenType, WOFF or Type 1); name the font file itself (usually .otf or .ttf)"#]),
        ThemeErrorCase(name: "a package's font file that is not a font",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"), interRegular: "", "/work/t.yaml": """
                           extends: base
                           fonts:
                             regular: {family: Inter, file: /usr/share/fonts/opentype/inter/Inter-Regular.otf, package: fonts-inter}
                           """], reference: "t.yaml",
                       expected: [#"/work/t.yaml:3:34: error: /fonts/regular/file: font file "/usr/share/fonts/opentype/inter/Inter-Regular.otf" is not a font (TrueType, OpenType, WOFF or Type 1); reinstall the Debian package fonts-inter"#]),
        ThemeErrorCase(name: "trailing comma in a .json theme",
                       files: ["/themes/base.json": ThemeFixture.complete(name: "base"),
                               "/work/t.json": "{\"extends\": \"base\",\n \"colors\": {\"tint\": \"#D0021B\",}\n}\n"],
                       reference: "t.json",
                       expected: [#"/work/t.json:2:30: error: invalid JSON: a comma after the last member of an object; remove it (a .json file is strict JSON; YAML syntax belongs in a .yaml file)"#]),
        ThemeErrorCase(name: "empty theme file", files: ["/work/t.json": " \n"], reference: "t.json",
                       expected: [##"/work/t.json:1:1: error: the file is empty; expected an object such as {"extends": "ios7", "colors": {"tint": "#D02"}}"##]),
        ThemeErrorCase(name: "theme file syntax error", files: ["/work/t.json": "{\"name\": \"t\",\n \"colors\": {]}"],
                       reference: "t.json",
                       expected: [#"/work/t.json:2:13: error: syntax error: did not find expected node content (in the flow node)"#]),
    ]

    @Test(arguments: errorCases)
    func errorsNameTheThemeFileWithLineAndColumn(_ testCase: ThemeErrorCase) {
        let themes = catalog(testCase.files, fonts: testCase.fonts)
        do {
            _ = try themes.load(testCase.reference, relativeTo: Self.specFile, appearance: testCase.appearance)
            Issue.record("expected errors: \(testCase.expected)")
        } catch {
            #expect(error.diagnostics.map(\.description) == testCase.expected)
        }
    }

    /// The shipped ios7 theme is complete and valid (its fonts are faked present here; the
    /// font check has its own case above).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: shippedIOS7.path),
                   "Themes/data/ios7.json is written by the layout work; skipped until it exists"))
    func shippedIOS7ThemeResolves() throws {
        let directory = Self.shippedIOS7.deletingLastPathComponent()
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
            files[directory.appendingPathComponent(name).path] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        let fonts = Set(files.values.flatMap { text in
            text.components(separatedBy: "\"file\"").dropFirst().compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
        })
        let themes = ThemeCatalog(builtinDirectory: directory, files: MemoryThemeFiles(files, fonts: fonts))
        let theme = try themes.load("ios7", relativeTo: nil, appearance: .light)
        #expect(theme.name == "ios7")
        #expect(!theme.fontFiles.isEmpty)
    }

    static let shippedIOS7 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes/data/ios7.json")
}

extension ThemeDecodingTests {
    /// A catalog decodes a theme file once while its bytes stay the same (a batch worker's
    /// theme chain), reads it every time, and sees an edit at once.
    @Test func aThemeFileIsDecodedOnceUntilItsBytesChange() throws {
        let files = MemoryThemeFiles(["/themes/base.json": ThemeFixture.complete(name: "base"),
                                      "/work/mine.yaml": "name: mine\nextends: base\nmetrics: {rowHeight: 44}\n"])
        let themes = ThemeCatalog(builtinDirectory: URL(fileURLWithPath: Self.builtins), files: files)
        #expect(try themes.load("mine.yaml", relativeTo: Self.specFile, appearance: .light)[.rowHeight] == 44)
        let mine = Data("name: mine\nextends: base\nmetrics: {rowHeight: 44}\n".utf8)
        #expect(themes.decoded.theme(at: "/work/mine.yaml", bytes: mine)?.name == "mine")
        #expect(themes.decoded.theme(at: "/themes/base.json", bytes: Data(ThemeFixture.complete(name: "base").utf8)) != nil)
        #expect(try themes.load("mine.yaml", relativeTo: Self.specFile, appearance: .light)[.rowHeight] == 44)

        // Edited: the new bytes are decoded, the old ones no longer match.
        try files.write(Data("name: mine\nextends: base\nmetrics: {rowHeight: 50}\n".utf8), to: "mine.yaml",
                        in: URL(fileURLWithPath: "/work"))
        #expect(try themes.load("mine.yaml", relativeTo: Self.specFile, appearance: .light)[.rowHeight] == 50)
        #expect(themes.decoded.theme(at: "/work/mine.yaml", bytes: mine) == nil)

        // Bounded: past the limit it starts again.
        let cache = DecodedThemes()
        let theme = try #require(themes.decoded.theme(at: "/themes/base.json", bytes: Data(ThemeFixture.complete(name: "base").utf8)))
        for i in 0..<DecodedThemes.limit { cache.remember(theme, at: "/t/\(i).json", bytes: Data([UInt8(i)])) }
        #expect(cache.theme(at: "/t/0.json", bytes: Data([0])) != nil)
        cache.remember(theme, at: "/t/new.json", bytes: Data([1]))
        #expect(cache.theme(at: "/t/0.json", bytes: Data([0])) == nil)
        #expect(cache.theme(at: "/t/new.json", bytes: Data([1])) != nil)
    }
}
