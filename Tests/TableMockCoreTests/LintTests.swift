import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// A spec that goes against exactly one guideline, and the rule that must say so.
struct LintCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var source: String
    var testDescription: String { rule }
    init(_ rule: String, _ source: String) { self.rule = rule; self.source = source }
}

/// Each guideline rule on a spec that breaks it and nothing else, laid out with the
/// fixed-advance measurer (8.5 pt per character of 17-pt text).
@Suite struct LintTests {
    static let resources = InMemoryResources(["flower.png": pngHeader(width: 58, height: 58)])

    static func warnings(_ source: String, disabled: Set<String> = []) throws -> [Diagnostic] {
        let prepared = try LayoutHarness.prepare(source, resources: resources)
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        return Linter.warnings(for: prepared, layout: layout, disabled: disabled)
    }

    /// A plain list with an index, long enough (30 rows, over two iPhone 5 screens) for one.
    static func longIndexedList(_ extraRow: String) -> String {
        let rows = (1...30).map { "        - {title: Name \($0)}" }.joined(separator: "\n")
        return """
            device: iphone-5
            table:
              index: true
              sections:
                - header: A
                  rows:
            \(rows)
                    - \(extraRow)
            """
    }

    static let cases: [LintCase] = overlayCases + [
        LintCase("index-with-right-accessory", longIndexedList("{title: More, accessory: disclosureIndicator}")),
        LintCase("index-on-grouped-table", """
            table:
              style: grouped
              index: true
              sections:
                - rows: [{title: One}]
            """),
        LintCase("index-on-short-list", """
            table:
              index: true
              sections:
                - {header: A, rows: [{title: Ada}]}
                - {header: B, rows: [{title: Bob}]}
            """),
        LintCase("search-entry-missing-from-index", longIndexedList("{title: Last}").replacingOccurrences(of: "table:\n", with: "table:\n  searchBar: true\n")),
        LintCase("empty-grouped-section", """
            table:
              style: grouped
              sections:
                - rows: [{title: One}]
                - header: Nothing here
            """),
        LintCase("variable-row-height-in-plain-table", """
            table:
              sections:
                - rows: [{title: One}, {title: Two, height: 60}, {title: Three}]
            """),
        LintCase("value-style-in-plain-table", """
            table:
              sections:
                - rows: [{style: value1, title: Wi-Fi, detail: Home}]
            """),
        LintCase("image-in-value2-cell", """
            table:
              style: grouped
              sections:
                - rows: [{style: value2, title: name, detail: Dahlia, image: flower.png}]
            """),
        LintCase("truncated-text", """
            table:
              style: grouped
              sections:
                - rows: [{title: "A title far too long to fit on one line of the row"}]
            """),
        LintCase("value-labels-collide", """
            table:
              style: grouped
              sections:
                - rows: [{style: value1, title: Network Name, detail: A very long network name for the office}]
            """),
        LintCase("multiple-checkmarks-in-single-selection", """
            table:
              style: grouped
              selection: single
              sections:
                - rows: [{title: One, accessory: checkmark}, {title: Two}, {title: Three, accessory: checkmark}]
            """),
        LintCase("row-left-highlighted", """
            table:
              style: grouped
              sections:
                - rows: [{title: One}, {title: Two, highlighted: true}]
            """),
        LintCase("delete-title-too-long", """
            table:
              sections:
                - rows: [{title: One, deleteConfirmation: Remove from all devices}]
            """),
        LintCase("swipe-actions-overflow", """
            table:
              sections:
                - rows:
                    - title: One
                      swiped: trailing
                      swipeActions:
                        trailing: [{title: Delete, style: destructive}, {title: Archive}, {title: Move to folder}, {title: Mark as unread}]
            """),
        LintCase("destructive-action-not-outermost", """
            table:
              sections:
                - rows:
                    - title: One
                      swipeActions: {trailing: [{title: More}, {title: Delete, style: destructive}]}
            """),
        LintCase("sidebar-on-iphone", """
            theme: ios13
            device: iphone-13
            table:
              style: sidebar
              sections:
                - rows: [{title: Listen Now}, {title: Browse}]
            """),
        LintCase("selection-in-collapsed-section", """
            theme: ios13
            size: {width: 320, height: 600}
            table:
              style: sidebar
              sections:
                - header: {text: Library, collapsed: true}
                  rows: [{title: Albums, selected: true}, {title: Songs}]
            """),
        LintCase("tint-low-contrast", """
            theme: ios13
            tint: "#FFEE88"
            table:
              sections:
                - rows: [{title: One, accessory: checkmark}]
            """),
        LintCase("unread-dot-outside-mail", """
            table:
              sections:
                - rows: [{layout: contact, title: Anna Haro, image: {initials: AH}, unread: true}]
            """),
        LintCase("split-view-on-phone", """
            device: iphone-15
            splitView: {primary: {navigationBar: Mailboxes}, secondary: {navigationBar: Inbox}}
            """),
        LintCase("picker-few-values", """
            table:
              style: grouped
              sections:
                - rows: [{title: Sound}, {picker: {values: ["On", "Off"]}}]
            """),
        LintCase("glass-capsules-collide", """
            theme: ios26
            navigationBar:
              title: Inbox
              leftItems: [{title: Mailboxes}, {spacer: fixed}, {title: Filter}]
              rightItems: [{title: Select}, {spacer: fixed}, {title: Compose}, {spacer: fixed}, {title: Archive}]
            """),
        LintCase("glass-on-older-phone", """
            theme: ios26
            device: iphone-xs
            table: {style: insetGrouped, sections: [{rows: [{title: Wi-Fi}]}]}
            """),
        LintCase("minimized-tab-bar-on-ipad", """
            theme: ios26
            device: ipad-air-11
            tabBar: {items: [{title: Home, image: {symbol: house}}, {title: Library, image: {symbol: books.vertical}}], minimized: true}
            """),
    ]

    @Test func everyRuleHasACase() {
        #expect(Set(Self.cases.map(\.rule)) == Set(Linter.ruleIDs))
    }

    @Test(arguments: cases)
    func specBreakingOneGuidelineGetsExactlyThatRulesWarning(_ c: LintCase) throws {
        let found = try Self.warnings(c.source)
        #expect(found.map(\.rule) == [c.rule], "\(found.map(\.description))")
        // The one rule render enforces is an error; the others are warnings.
        let severity: Diagnostic.Severity = c.rule == IndexOnGroupedTableRule.id ? .error : .warning
        #expect(found.allSatisfy { $0.severity == severity && $0.location != nil && ($0.path.hasPrefix("/table") || $0.path == "/tint" || $0.path.hasPrefix("/splitView") || $0.path.hasPrefix("/navigationBar") || $0.path.hasPrefix("/tabBar") || $0.path == "/device" || Self.isOverlayPath($0.path)) })
    }

    @Test(arguments: cases)
    func theRuleIsOffWhenTheSpecOrTheRunDisablesIt(_ c: LintCase) throws {
        #expect(try Self.warnings(c.source, disabled: [c.rule]).isEmpty)
        #expect(try Self.warnings(c.source + "\nlint: {disable: [\(c.rule)]}").isEmpty)
    }

    @Test func aSpecFollowingTheGuidelinesGetsNoWarning() throws {
        let source = """
            table:
              style: grouped
              selection: single
              sections:
                - header: Auto-Lock
                  rows: [{title: 1 Minute, accessory: checkmark}, {title: Never}]
                - rows: [{style: value1, title: Wi-Fi, detail: Home, accessory: disclosureIndicator}]
            """
        #expect(try Self.warnings(source).isEmpty)
    }

    @Test func warningLineNamesThePlaceThePathAndTheRule() throws {
        let found = try Self.warnings(Self.cases.first { $0.rule == "value-style-in-plain-table" }!.source)
        #expect(found.map(\.description) == [
            #"test.yaml:3:22: warning: /table/sections/0/rows/0/style: value1 cells in a plain table; use style grouped or insetGrouped for the table, or another cell style [value-style-in-plain-table]"#,
        ])
    }

    @Test func truncationSaysHowManyCharactersWereCut() throws {
        // 345 pt of room at 8.5 pt a character: 39 characters and the ellipsis fit, of 50.
        let found = try Self.warnings(Self.cases.first { $0.rule == "truncated-text" }!.source)
        #expect(found.first?.path == "/table/sections/0/rows/0/title")
        #expect(found.first?.message == #"the text is cut to "A title far too long to fit on one line…": 11 of 50 characters are not shown"#)
    }

    @Test func aWrappedTitleIsNotTruncated() throws {
        let source = """
            table:
              style: grouped
              sections:
                - rows: [{title: "A title far too long to fit on one line of the row", titleLines: 0}]
            """
        #expect(try Self.warnings(source).isEmpty)
    }

    @Test func aShortCheckedListMarkedMultipleIsFine() throws {
        let source = """
            table:
              style: grouped
              selection: multiple
              sections:
                - rows: [{title: One, accessory: checkmark}, {title: Two, accessory: checkmark}]
            """
        #expect(try Self.warnings(source).isEmpty)
    }

    @Test func everyRuleQuotesAGuideline() {
        for rule in Linter.rules {
            let r = type(of: rule)
            #expect(r.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(r.id)")
            #expect(r.guideline.hasSuffix("."), "\(r.id)")
            #expect(!r.summary.isEmpty)
        }
        #expect(Set(Linter.ruleIDs).count == Linter.ruleIDs.count)
    }
}
