import Foundation
import TableMockCore
import TableMockTestSupport
import Testing

/// iOS 11's layout margins (theme `ios11`, inherited by `ios13` and `ios15`): separators and
/// text start at the table's layout margin, whose value depends on the device: 16 pt on the
/// 320-pt iPhone SE (render uikit/01, iOS 12: separators from x 16.0, "0" ink from 17.0),
/// 20 on the iPhone X (render uikit/02, iOS 13.4: separators from 20.0, ink from 21.0), 16 on
/// the iPhone 13 mini (render uikit/07), 20 from 414 pt. Before iOS 11 (`ios7`) 15 pt.
@Suite struct LayoutMarginTests {
    /// Where row 0's separator and title start, in points.
    static func starts(theme: String, device: String, style: String = "plain") throws -> (separator: Double, title: Double) {
        let layout = try LayoutHarness.layout("""
            theme: \(theme)
            device: \(device)
            table:
              style: \(style)
              sections:
                - rows: [{title: "0"}, {title: "1"}]
            """)
        let separator = try #require(layout.items(.separator).first { $0.row == 0 })
        let title = try #require(layout.cell(section: 0, row: 0)?.part(.title))
        return (separator.frame.x, title.frame.x)
    }

    @Test(arguments: [
        // theme, device, the margin (render or rule it comes from in the comment)
        ("ios7", "iphone-se", 15.0),        // renders 05, 06, 09-15 (iOS 9-10): 15
        ("ios7", "iphone-8", 15.0),
        ("ios7", "iphone-8-plus", 20.0),    // iOS 8-10's wide margins on the Plus
        ("ios11", "iphone-se", 16.0),       // render 01 (iOS 12)
        ("ios11", "iphone-x", 20.0),        // render 02 and the iPhone X renders beside 01
        ("ios11", "iphone-xs", 20.0),
        ("ios11", "iphone-8", 16.0),        // the width rule: below 414 pt
        ("ios11", "iphone-xr", 20.0),       // 414 pt: the XS Max render beside 01
        ("ios11", "ipad", 20.0),            // the iPad render beside 01 (iOS 12: cells no longer follow the readable width)
        ("ios13", "iphone-x", 20.0),        // render 02 itself (iOS 13.4)
        ("ios13", "iphone-se", 16.0),       // render 03 (iOS 13.3)
        ("ios15", "iphone-se", 16.0),       // render 04 (iOS 18)
        ("ios15", "iphone-13-mini", 16.0),  // render 07 (iOS 15 device screenshot, 375 pt)
        ("ios15", "iphone-15-pro-max", 20.0),
        ("ios15", "ipad", 20.0),            // from iOS 12 the cells keep the layout margin (ReadableWidthTests)
    ])
    func separatorsAndTextStartAtTheDevicesMargin(theme: String, device: String, margin: Double) throws {
        let (separator, title) = try Self.starts(theme: theme, device: device)
        #expect(separator == margin, "\(theme) on \(device): separator from x \(separator)")
        #expect(title == margin, "\(theme) on \(device): title from x \(title)")
    }

    @Test func aPlainHeadersTextFollowsTheMarginFromIOS11() throws {
        func headerTextX(_ theme: String, _ device: String) throws -> Double {
            let layout = try LayoutHarness.layout("""
                theme: \(theme)
                device: \(device)
                table:
                  sections:
                    - header: Garage
                      rows: [{title: "0"}]
                """)
            let header = try #require(layout.items(.sectionHeader).first)
            return try #require(header.part(.title)).frame.x
        }
        #expect(try headerTextX("ios7", "iphone-se") == 15)     // render 14 (iOS 9): ink at 16
        #expect(try headerTextX("ios11", "iphone-se") == 16)
        #expect(try headerTextX("ios11", "iphone-x") == 20)
        #expect(try headerTextX("ios13", "iphone-11") == 20)
    }

    @Test func theCapabilitiesOfIOS11AreThemeData() throws {
        let themes = LayoutHarness.themes()
        for (name, has) in [("ios2", false), ("ios6", false), ("ios7", false), ("ios11", true), ("ios13", true), ("ios15", true)] {
            let theme = try themes.load(name, relativeTo: nil, appearance: .light)
            #expect(theme[.navigationBarSearchController] == has, "\(name)")
            #expect(theme[.contextualSwipeActions] == has, "\(name)")
            #expect((theme[.navigationBarLargeTitleHeight] > 0) == has, "\(name): large titles")
        }
    }

    @Test func largeTitlesCameWithIOS11() throws {
        #expect(throws: DiagnosticError.self) { try LayoutHarness.prepare("theme: ios7\nnavigationBar: {title: Mail, largeTitle: true}\n") }
        let prepared = try LayoutHarness.prepare("theme: ios11\nnavigationBar: {title: Mail, largeTitle: true}\n")
        #expect(prepared.theme[.navigationBarLargeTitleHeight] == 52)
    }

    @Test func iOS11And12AreTheIOS11Theme() throws {
        do {
            _ = try LayoutHarness.prepare("theme: ios12\n")
            Issue.record("ios12 is no built-in theme")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.hint?.contains("did you mean \"ios11\"? It draws iOS 11 to 12") == true,
                    "\(error.diagnostics)")
        }
    }

    @Test func aThemesDeviceMetricsReplaceItsMetricsOnThatDeviceOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-device-metrics-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"extends": "ios11", "deviceMetrics": {"iphone-se": {"layoutMargin": 30, "rowHeight": 50}}}"#.utf8)
            .write(to: folder.appendingPathComponent("mine.json"))
        let spec = folder.appendingPathComponent("spec.yaml")
        func layout(_ device: String) throws -> TableLayout {
            let source = "theme: mine.json\ndevice: \(device)\ntable: {sections: [{rows: [{title: A}, {title: B}]}]}\n"
            return try PreparedSpec.prepare(data: Data(source.utf8), file: spec.path, specURL: spec, themes: LayoutHarness.themes())
                .layout(measurer: FixedAdvanceMeasurer(), scale: 2)
        }
        let se = try #require(try layout("iphone-se").cell(section: 0, row: 0))
        #expect(se.frame.height == 50 && se.part(.title)?.frame.x == 30)
        let x = try #require(try layout("iphone-x").cell(section: 0, row: 0))
        #expect(x.frame.height == 44 && x.part(.title)?.frame.x == 20)   // ios11's own iPhone X row
    }

    @Test func anUnknownDeviceInDeviceMetricsIsAnErrorWithASuggestion() throws {
        let source = Data(#"{"extends": "ios11", "deviceMetrics": {"iphone-xx": {"layoutMargin": 20}}}"#.utf8)
        do {
            _ = try ThemeDecoder.decode(source, file: "mine.json")
            Issue.record("decoded")
        } catch {
            let d = try #require(error.diagnostics.first)
            #expect(d.message == "unknown device \"iphone-xx\"")
            #expect(d.hint?.contains("did you mean") == true, "\(d.hint ?? "")")
        }
    }
}
