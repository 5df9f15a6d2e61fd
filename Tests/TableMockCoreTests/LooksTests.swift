import Foundation
@testable import TableMockCore
import TableMockTestSupport
import Testing

/// An era's look of a control is a name (`Looks.swift`), read from the theme by name or,
/// in an older theme, by its number through the look's one table.
@Suite struct LooksTests {
    /// What each built-in theme draws, by name: the era table of Docs/Themes.md.
    static let builtinLooks: [(theme: String, looks: Looks)] = [
        ("ios2", Looks(switch: .ios2, segmented: .ios2, stepper: .none, slider: .ios2, swipeActions: .none, detailDisclosure: .ios2,
                       statusBarSignal: .bars, statusBarTallSignal: .bars, padStatusBar: .ios3, splitView: .ios3)),
        ("ios5", Looks(switch: .ios5, segmented: .ios2, stepper: .ios5, slider: .ios2, swipeActions: .none, detailDisclosure: .ios2,
                       statusBarSignal: .bars, statusBarTallSignal: .bars, padStatusBar: .ios3, splitView: .ios3)),
        ("ios6", Looks(switch: .ios5, segmented: .ios2, stepper: .ios5, slider: .ios2, swipeActions: .none, detailDisclosure: .ios2,
                       statusBarSignal: .bars, statusBarTallSignal: .bars, padStatusBar: .ios3, splitView: .ios3)),
        ("ios7", Looks(switch: .ios7, segmented: .ios7, stepper: .ios7, slider: .ios7, swipeActions: .ios7, detailDisclosure: .ios7,
                       statusBarSignal: .dots, statusBarTallSignal: .bars)),
        ("ios11", Looks(switch: .ios7, segmented: .ios7, stepper: .ios7, slider: .ios7, swipeActions: .ios7, detailDisclosure: .ios7,
                        statusBarSignal: .dots, statusBarTallSignal: .bars)),
        ("ios13", Looks(switch: .ios7, segmented: .ios13, stepper: .ios13, slider: .ios7, swipeActions: .ios7, detailDisclosure: .ios7,
                        statusBarSignal: .bars, statusBarTallSignal: .bars, padStatusBar: .ios12, splitView: .ios14, lists: .ios14)),
        ("ios15", Looks(switch: .ios7, segmented: .ios13, stepper: .ios13, slider: .ios7, swipeActions: .ios7, detailDisclosure: .ios7,
                        statusBarSignal: .bars, statusBarTallSignal: .bars, padStatusBar: .ios12, splitView: .ios14, lists: .ios14)),
        ("ios26", Looks(switch: .ios26, segmented: .ios13, stepper: .ios13, slider: .ios26, swipeActions: .ios26, detailDisclosure: .ios7,
                        statusBarSignal: .bars, statusBarTallSignal: .bars, navigationBar: .glass, barButton: .glass, tabBar: .floating,
                        toolbar: .floating, padStatusBar: .ios12, splitView: .ios26, lists: .ios26, iconSquare: .continuous)),
    ]

    /// The overlays' looks per era (OverlayLooks.swift); a theme not listed draws the defaults.
    static let overlayLooks: [String: (AlertLook, ContextMenuLook, KeyboardLook)] = [
        "ios2": (.ios2, .none, .ios2), "ios5": (.ios2, .none, .ios2), "ios6": (.ios2, .none, .ios2),
        "ios7": (.ios7, .none, .ios7), "ios11": (.ios7, .none, .ios7),
        "ios13": (.ios13, .ios13, .ios13), "ios15": (.ios13, .ios13, .ios13), "ios26": (.ios26, .ios26, .ios26),
    ]

    /// The pickers' looks per era (Looks.swift); a theme not listed draws the default (ios7).
    static let pickerLooks: [String: PickerLook] = ["ios2": .ios2, "ios5": .ios2, "ios6": .ios2, "ios15": .ios14, "ios26": .ios14]

    @Test func eachBuiltinThemeNamesItsLooks() throws {
        let themes = LayoutHarness.themes()
        #expect(Set(themes.builtinThemes().map(\.name)) == Set(Self.builtinLooks.map(\.theme)))
        for (name, looks) in Self.builtinLooks {
            let actual = try themes.load(name, relativeTo: nil, appearance: .light).looks
            var expected = looks
            if let overlays = Self.overlayLooks[name] { (expected.alert, expected.contextMenu, expected.keyboard) = overlays }
            if let picker = Self.pickerLooks[name] { expected.picker = picker }
            #expect(actual == expected, "\(name): \(actual)")
        }
    }

    /// An older theme's numbers read as the names they stood for, flags' 1 and 0 as true and false.
    @Test func legacyNumbersReadThroughTheLooksTable() throws {
        let files = MemoryThemeFiles([
            "/themes/base.json": ThemeFixture.complete(name: "base"),
            "/work/old.json": #"{"extends": "base", "metrics": {"switchStyle": 2, "segmentedStyle": 0, "stepperStyle": 3, "sliderStyle": 0, "swipeActionStyle": 0, "detailDisclosureStyle": 1, "statusBarSignalStyle": 1, "statusBarTallSignalStyle": 0, "barGloss": 0, "fillerSeparators": 1}}"#,
        ])
        let theme = try ThemeCatalog(builtinDirectory: URL(fileURLWithPath: "/themes"), files: files)
            .load("old.json", relativeTo: URL(fileURLWithPath: "/work/spec.yaml"), appearance: .light)
        #expect(theme.looks == Looks(switch: .ios5, segmented: .ios7, stepper: .ios13, slider: .ios7, swipeActions: .none,
                                     detailDisclosure: .ios2, statusBarSignal: .dots, statusBarTallSignal: .bars,
                                     // Not written by the old file: the fixture's base names every look by legacy number 1.
                                     navigationBar: .glass, barButton: .glass, tabBar: .floating, toolbar: .floating, padStatusBar: .ios12, splitView: .ios7, lists: .ios14,
                                     alert: .ios2, contextMenu: .ios13, keyboard: .ios2, iconSquare: .continuous, picker: .ios2))
        #expect(theme[.barGloss] == false)
        #expect(theme[.fillerSeparators] == true)
    }

    /// The numbers meant what the comments of the time said: one table per look, in order.
    @Test func theLegacyTableIsTheOldNumbering() {
        #expect(SwitchLook.legacyNumbering == [.ios7, .ios2, .ios5])
        #expect(SegmentedLook.legacyNumbering == [.ios7, .ios2, .ios13])
        #expect(StepperLook.legacyNumbering == [.none, .ios5, .ios7, .ios13])
        #expect(SliderLook.legacyNumbering == [.ios7, .ios2])
        #expect(SwipeActionsLook.legacyNumbering == [.none, .ios7])
        #expect(DetailDisclosureLook.legacyNumbering == [.ios7, .ios2])
        #expect(SignalLook.legacyNumbering == [.bars, .dots])
        // Looks that came after looks had names (iOS 26's) have no number: no flat theme wrote them.
        let namedOnly: Set<String> = [SwitchLook.ios26.rawValue, SwipeActionsLook.ios26.rawValue]
        // Named from the start: no theme ever wrote a number for the lists' look.
        #expect(ListsLook.legacyNumbering.isEmpty && LookKey.listsStyle.legacyName(0) == nil)
        for key in LookKey.allCases where key != .listsStyle {
            #expect(key.legacyName(key.legacyMaximum + 1) == nil)
            #expect(Set((0...key.legacyMaximum).compactMap(key.legacyName)) == Set(key.choices.map(\.name)).subtracting(namedOnly), "\(key)")
        }
    }

    /// Each case's doc comment in Looks.swift is its `documentation` (what the schema and the
    /// docs show), word for word.
    @Test func docCommentsAreTheDocumentation() throws {
        let source = try String(contentsOf: GoldenImages.repositoryRoot.appendingPathComponent("Sources/TableMockCore/Theme/Looks.swift"),
                                encoding: .utf8)
        var comments: [String: [String]] = [:]  // "Type.case" -> its doc comment
        var type = "", pending: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("public enum "), let name = line.dropFirst(12).split(separator: ":").first { type = String(name) }
            if line.hasPrefix("/// ") { pending.append(String(line.dropFirst(4))); continue }
            if line.hasPrefix("case "), !line.contains(":"), !pending.isEmpty {
                for name in line.dropFirst(5).split(separator: ",") {
                    comments["\(type).\(name.trimmingCharacters(in: .whitespaces))", default: []] = pending
                }
            }
            pending = []
        }
        func check<L: ControlLook>(_ look: L.Type) {
            for value in L.allCases {
                #expect(comments["\(L.self).\(value.rawValue)"]?.joined(separator: " ") == value.documentation, "\(L.self).\(value)")
            }
        }
        check(SwitchLook.self); check(SegmentedLook.self); check(StepperLook.self); check(SliderLook.self)
        check(SwipeActionsLook.self); check(DetailDisclosureLook.self); check(SignalLook.self)
        check(PadStatusBarLook.self); check(SplitViewLook.self); check(IconSquareLook.self)
    }

    /// The theme schema lists every look by name with its documentation.
    @Test func theSchemaListsEachLookByName() throws {
        for key in LookKey.allCases {
            let look = ThemeSchema.document["properties"]?["metrics"]?["properties"]?[key.rawValue]
            guard case .array(let options)? = look?["anyOf"] else { Issue.record("\(key): no anyOf"); continue }
            let named = options.compactMap { option -> (String, String)? in
                guard case .string(let name)? = option["const"], case .string(let text)? = option["description"] else { return nil }
                return (name, text)
            }
            #expect(named.map(\.0) == key.choices.map(\.name), "\(key)")
            #expect(named.map(\.1) == key.choices.map(\.documentation), "\(key)")
        }
    }
}
