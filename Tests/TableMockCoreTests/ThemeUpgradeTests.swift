import Foundation
@testable import TableMockCore
import TableMockFiles
import TableMockScene
import TableMockTestSupport
import Testing

/// Older themes in the flat format keep working: read as they are, and `ThemeUpgrade`
/// rewrites them into groups that resolve to exactly the same theme. The built-in themes
/// as they were written before groups (Tests/LegacyThemes, with the numbers for looks and
/// flags) are the test: each resolves, flat and upgraded, to what the grouped built-in
/// theme resolves to, value for value.
@Suite struct ThemeUpgradeTests {
    static let legacy = GoldenImages.repositoryRoot.appendingPathComponent("Tests/LegacyThemes")
    static let builtins = ["ios2", "ios5", "ios6", "ios7", "ios11", "ios13", "ios15"]

    /// Every resolved value of two themes, compared one by one (a theme is not Equatable).
    static func expectSame(_ a: Theme, _ b: Theme, _ what: String) {
        #expect(a.name == b.name, "\(what): name")
        #expect(a.description == b.description, "\(what): description")
        #expect(a.iosVersions == b.iosVersions, "\(what): iosVersions")
        #expect(a.fontFiles == b.fontFiles, "\(what): fonts")
        #expect(a.fallbackFamilies == b.fallbackFamilies, "\(what): fallback fonts")
        #expect(a.looks == b.looks, "\(what): looks")
        #expect(a.dynamicType == b.dynamicType, "\(what): Dynamic Type")
        #expect(a.deviceMetrics == b.deviceMetrics, "\(what): deviceMetrics")
        for role in ColorRole.allCases where a[role] != b[role] { Issue.record("\(what): colour \(role)") }
        for metric in Metric.allCases where a[metric] != b[metric] { Issue.record("\(what): metric \(metric)") }
        for flag in ThemeFlag.allCases where a[flag] != b[flag] { Issue.record("\(what): flag \(flag)") }
        for role in TextRole.allCases where a[role] != b[role] { Issue.record("\(what): text style \(role)") }
    }

    static func appearances(_ name: String) -> [Appearance] { ["ios13", "ios15"].contains(name) ? [.light, .dark] : [.light] }

    /// The legacy files, upgraded into a folder of their own (their `extends` names each
    /// other by built-in name, so the folder is the catalog's built-in folder).
    static func upgradedFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-upgrade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in builtins {
            let file = legacy.appendingPathComponent("\(name).json")
            let text = try ThemeUpgrade.upgrade(try Data(contentsOf: file), file: file.path)
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).json"))
        }
        return folder
    }

    @Test(arguments: builtins)
    func eachBuiltinThemesLegacyFormResolvesAsTheGroupedOne(name: String) throws {
        let grouped = LayoutHarness.themes()
        let flat = ThemeCatalog(builtinDirectory: Self.legacy, files: LayoutHarness.disk)
        let folder = try Self.upgradedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let upgraded = ThemeCatalog(builtinDirectory: folder, files: LayoutHarness.disk)
        for appearance in Self.appearances(name) {
            let expected = try grouped.load(name, relativeTo: nil, appearance: appearance)
            Self.expectSame(try flat.load(name, relativeTo: nil, appearance: appearance), expected, "\(name) flat, \(appearance)")
            Self.expectSame(try upgraded.load(name, relativeTo: nil, appearance: appearance), expected, "\(name) upgraded, \(appearance)")
        }
    }

    /// The sample user theme, as it was written (flat, extending ios7) and upgraded, resolves
    /// as the grouped sample does.
    @Test func theSampleUserThemeUpgradesToTheSameValues() throws {
        let themes = LayoutHarness.themes()
        let old = Self.legacy.appendingPathComponent("brand.theme.json")
        let sample = GoldenImages.repositoryRoot.appendingPathComponent("Samples/custom-theme/brand.theme.json")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-upgrade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let upgraded = folder.appendingPathComponent("brand.theme.json")
        try Data(try ThemeUpgrade.upgrade(try Data(contentsOf: old), file: old.path).utf8).write(to: upgraded)
        let expected = try themes.load(sample.path, relativeTo: nil, appearance: .light)
        Self.expectSame(try themes.load(old.path, relativeTo: nil, appearance: .light), expected, "flat sample")
        Self.expectSame(try themes.load(upgraded.path, relativeTo: nil, appearance: .light), expected, "upgraded sample")
        #expect(try String(contentsOf: upgraded, encoding: .utf8) == String(contentsOf: sample, encoding: .utf8),
                "the sample is the upgraded legacy sample")
    }

    /// The upgrade of a small flat theme, whole: values to their groups under the same names,
    /// numbers to look names and booleans, notes beside what they describe.
    @Test func aFlatThemeBecomesGroups() throws {
        let flat = #"""
        {"name": "old", "extends": "ios7",
         "_weak": {"switchWidth": "a guess", "other": "kept at the top"},
         "colors": {"tint": "#D0021B", "switchOnTrack": "tint"},
         "metrics": {"_switch": "the classic switch", "switchStyle": 1, "switchWidth": 94, "barGloss": 1, "stepperStyle": 0},
         "textStyles": {"switchLabel": {"font": "bold", "size": 16, "color": "switchOnText"}}}
        """#
        let text = try ThemeUpgrade.upgrade(Data(flat.utf8), file: "/work/old.theme.json")
        #expect(text == """
            {
              "name": "old",
              "extends": "ios7",
              "_weak": {"other": "kept at the top"},
              "table": {"tint": "#D0021B"},
              "switch": {
                "_weak": {"switchWidth": "a guess"},
                "switchOnTrack": "tint",
                "_switch": "the classic switch",
                "look": "ios2",
                "switchWidth": 94,
                "textStyles": {"switchLabel": {"font": "bold", "size": 16, "color": "switchOnText"}}
              },
              "stepper": {"look": "none"},
              "bars": {"barGloss": true}
            }

            """)
    }

    /// Every colour, metric, flag, look and text style is written in exactly one group, and
    /// no two inline keys of a group share a name.
    @Test func everyValueHasExactlyOneGroup() {
        var count: [ThemeKey: Int] = [:]
        for group in ThemeGroup.allCases {
            for (_, key) in group.inlineKeys { count[key, default: 0] += 1 }
            for role in group.textStyles { count[.text(role), default: 0] += 1 }
            let names = group.inlineKeys.map(\.name)
            #expect(Set(names).count == names.count, "\(group): a name twice")
            #expect(!names.contains("textStyles"), "\(group)")
        }
        let all: [ThemeKey] = ColorRole.allCases.map(ThemeKey.color) + Metric.allCases.map(ThemeKey.metric)
            + ThemeFlag.allCases.map(ThemeKey.flag) + LookKey.allCases.map(ThemeKey.look) + TextRole.allCases.map(ThemeKey.text)
        for key in all where count[key] != 1 { Issue.record("\(key) is in \(count[key] ?? 0) groups") }
        #expect(count.count == all.count)
    }

    @Test func aThemeWithErrorsIsNotUpgraded() {
        #expect(throws: DiagnosticError.self) {
            _ = try ThemeUpgrade.upgrade(Data(#"{"metrics": {"swichStyle": 1}}"#.utf8), file: "/work/bad.json")
        }
    }
}
