import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The spec's `tint` (issue 36): every theme role the era draws in the tint follows it,
/// resolved in the theme; and UIKit's `separatorInset`, the table's and a row's, in
/// points from the cell's edges, mirrored right to left.
@Suite struct TintAndSeparatorInsetTests {
    static func errors(_ source: String) -> [String] { LayoutHarness.errors(source) }

    static let pink = Color(hex: "#FF2D55")!

    @Test func aTintRecoloursEveryRoleTheEraDerivesFromTintAndNothingElse() throws {
        let plain = try LayoutHarness.prepare("theme: ios13\n").theme
        let tinted = try LayoutHarness.prepare("theme: ios13\ntint: \"#FF2D55\"\n").theme
        let expected: Set<ColorRole> = [.tint, .checkmark, .detailButton, .detailDisclosureFill, .indexText, .symbol, .unreadDot,
                                         .barButtonText, .backIndicator, .tabBarItemSelected, .tabBarSelectedTitle, .value2Title,
                                         .sliderMinimumTrack, .selectionCircleFill, .searchCaret]
        #expect(expected.isSubset(of: plain.tintedRoles))
        for role in ColorRole.allCases {
            if plain.tintedRoles.contains(role) {
                #expect(tinted[role] == Self.pink, "\(role.rawValue)")
            } else {
                #expect(tinted[role] == plain[role], "\(role.rawValue) is not tinted")
            }
        }
        // The switch keeps UISwitch's green: its onTintColor does not follow tintColor.
        #expect(!plain.tintedRoles.contains(.switchOnTrack))
        #expect(tinted[.switchOnTrack] == plain[.switchOnTrack])
        // iOS 13's segmented control and stepper are grey, not tinted (UIKit 13 dropped their tint).
        #expect(!plain.tintedRoles.contains(.segmentedSelected) && !plain.tintedRoles.contains(.stepperBorder))
        #expect(try LayoutHarness.prepare("theme: ios7\n").theme.tintedRoles.isSuperset(of: [.segmentedSelected, .stepperBorder]))
        // Text styles drawn in the tint follow it: bar buttons, the index, the search Cancel.
        #expect(plain.tintedTextRoles.isSuperset(of: [.barButton, .barButtonDone, .index, .searchCancel, .tabBarTitleSelected]))
        #expect(tinted[.barButton].color == Self.pink && tinted[.index].color == Self.pink)
        #expect(tinted[.cellTitle].color == plain[.cellTitle].color)
    }

    @Test func aNamedTintTakesItsLightOrDarkValueAndSurvivesDynamicType() throws {
        let dark = try LayoutHarness.prepare("theme: ios13\nappearance: dark\ntint: systemPink\ncontentSizeCategory: accessibilityLarge\n").theme
        let light = try LayoutHarness.prepare("theme: ios13\ntint: systemPink\n").theme
        #expect(light[.checkmark] == light[.systemPink])
        #expect(dark[.checkmark] == dark[.systemPink] && dark[.systemPink] != light[.systemPink])
        // Scaled text styles keep the tint.
        #expect(dark[.searchCancel].color == dark[.systemPink])
        #expect(dark.unscaled(.searchCancel).color == dark[.systemPink])
    }

    @Test func tintIsAnErrorBeforeIOS7AndAMisspeltNameIsSuggested() {
        #expect(Self.errors("theme: ios6\ntint: systemPink\n") == [
            "/tint: an app-wide tint (tintColor) came with iOS 7; theme \"ios6\" draws iOS 6, where each control had its own colours; remove tint, recolour the era's roles in a theme file that extends \"ios6\", or use a theme of iOS 7 or later such as \"ios7\" or \"ios13\"",
        ])
        #expect(Self.errors("theme: ios13\ntint: systemPinc\n") == ["/tint: unknown colour \"systemPinc\"; did you mean \"systemPink\"?"])
        #expect(Self.errors("theme: ios13\ntint: 12\n").first?.hasPrefix("/tint: expected a colour") == true)
    }

    @Test func aTintTooPaleToReadIsALintWarning() throws {
        let prepared = try LayoutHarness.prepare("theme: ios13\ntint: \"#FFEE88\"\n")
        let layout = try LayoutHarness.layout("theme: ios13\ntint: \"#FFEE88\"\n")
        let warnings = Linter.warnings(for: prepared, layout: layout).filter { $0.rule == "tint-low-contrast" }
        #expect(warnings.map(\.message) == ["the tint \"#FFEE88\" (#FFEE88) has a contrast of 1.17:1 against the rows' #FFFFFF in light mode; bar buttons, checkmarks and tinted titles in it are hard to see"])
        let fine = try LayoutHarness.prepare("theme: ios13\ntint: systemIndigo\n")
        #expect(Linter.warnings(for: fine, layout: try LayoutHarness.layout("theme: ios13\ntint: systemIndigo\n")).filter { $0.rule == "tint-low-contrast" }.isEmpty)
        #expect(abs(TintContrastRule.contrast(Color(hex: "#000000")!, Color(hex: "#FFFFFF")!) - 21) < 1e-9)
    }

    static let rows = """
        size: {width: 320, height: 300}
        table:
          sections:
            - rows:
                - {title: A}
                - {title: B, separatorInset: 0}
                - {title: C, separatorInset: {leading: 60, trailing: 20}}
                - {title: D, image: {symbol: star}}
                - {title: E}

        """

    static func separators(_ layout: TableLayout) -> [(Double, Double)] {
        layout.items(.separator).filter { $0.row != nil }.map { ($0.frame.minX, $0.frame.maxX) }
    }

    @Test func aRowsSeparatorInsetIsFromTheCellsEdgesAndTheDefaultFollowsTheEra() throws {
        for (theme, margin, afterImage) in [("ios7", 15.0, 54.0), ("ios13", 16.0, 55.0)] {
            let layout = try LayoutHarness.layout("theme: \(theme)\n" + Self.rows)
            let seps = Self.separators(layout)
            let textX = try #require(layout.cell(section: 0, row: 3)?.part(.title)?.frame.minX)
            #expect(textX == afterImage, "\(theme)")
            #expect(seps.map(\.0) == [margin, 0, 60, textX, margin], "\(theme)")
            #expect(seps.map(\.1) == [320, 320, 300, 320, 320], "\(theme)")
        }
    }

    @Test func theTablesInsetReachesEveryRowAndTheEmptyRowsAndARowOverridesItSideBySide() throws {
        let layout = try LayoutHarness.layout("theme: ios7\n" + Self.rows.replacingOccurrences(
            of: "table:\n", with: "table:\n  separatorInset: {leading: 30, trailing: 10}\n"))
        let seps = Self.separators(layout)
        // Row C keeps its own leading and trailing; B's 0 is both sides; D's image no longer moves it.
        #expect(seps.map(\.0) == [30, 0, 60, 30, 30])
        #expect(seps.map(\.1) == [310, 320, 300, 310, 310])
        let fillers = layout.items(.separator).filter { $0.row == nil }
        #expect(!fillers.isEmpty && fillers.allSatisfy { $0.frame.minX == 30 && $0.frame.maxX == 310 })
    }

    @Test func separatorInsetsMirrorRightToLeft() throws {
        let layout = try LayoutHarness.layout("theme: ios13\nlayoutDirection: rightToLeft\n" + Self.rows)
        let seps = Self.separators(layout)
        #expect(seps.map(\.1) == [304, 320, 260, 320 - 55, 304])
        #expect(seps.map(\.0) == [0, 0, 20, 0, 0])
    }

    @Test func separatorInsetErrorsNameTheEraAndTheShape() {
        #expect(Self.errors("theme: ios6\ntable: {separatorInset: 0, sections: [{rows: [{title: A, separatorInset: 4}]}]}\n") == [
            "/table/separatorInset: separatorInset came with iOS 7; theme \"ios6\" draws iOS 6, whose separators run the full width of the row; remove separatorInset (the era's separators are already full width), or use a theme of iOS 7 or later such as \"ios7\" or \"ios13\"",
            "/table/sections/0/rows/0/separatorInset: separatorInset came with iOS 7; theme \"ios6\" draws iOS 6, whose separators run the full width of the row; remove separatorInset (the era's separators are already full width), or use a theme of iOS 7 or later such as \"ios7\" or \"ios13\"",
        ])
        #expect(Self.errors("table: {separatorInset: {leadng: 0}}\n") == [
            "/table/separatorInset: unknown key \"leadng\"; did you mean \"leading\"?",
        ])
        #expect(Self.errors("table: {separatorInset: {}}\n") == [
            "/table/separatorInset: a separator inset object needs \"leading\", \"trailing\" or both; write {\"leading\": 0, \"trailing\": 0} for the full width, or 0",
        ])
        #expect(Self.errors("table: {separatorInset: -1}\n").first?.hasPrefix("/table/separatorInset: separatorInset -1 is out of range; it must be at least 0") == true)
        #expect(Self.errors("table: {separatorInset: full}\n") == [
            "/table/separatorInset: expected a number (the leading inset, 0 for the full width) or {\"leading\": …, \"trailing\": …}, found the string \"full\"; write 0 for the full width, or {\"leading\": 20}",
        ])
    }
}
