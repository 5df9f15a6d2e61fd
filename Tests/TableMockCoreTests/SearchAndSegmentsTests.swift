import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Search bars, segmented controls and empty states, laid out with the fixed-advance measurer:
/// where each era puts them (the numbers are the theme files', measured on the uikit-controls
/// renders), what the navigation bar does with them, right to left and Dynamic Type.
@Suite struct SearchAndSegmentsTests {
    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    // MARK: The table's search bar

    @Test func anIOS7SearchBarIsA44PointHeaderWithA28PointFieldCentredWithItsPlaceholder() throws {
        let layout = try LayoutHarness.layout("theme: ios7\ndevice: iphone-5\ntable: {searchBar: {placeholder: Find}, sections: [{rows: [{title: A}]}]}\n")
        let bar = try #require(layout.items(.searchBar).first)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        let field = try #require(bar.part(.searchField))
        // Render 03 / 01: 8 pt in, 8 pt down, 28 tall, radius 5.
        #expect(field.frame == Rect(x: 8, y: 8, width: 304, height: 28))
        #expect(field.cornerRadius == 5)
        let icon = try #require(bar.part(.searchIcon)), placeholder = try #require(bar.part(.placeholder))
        #expect(placeholder.text?.text == "Find")
        // Centred together on the field (the magnifier, a 6-pt gap, the text).
        #expect(Self.near((icon.frame.minX + placeholder.frame.maxX) / 2, field.frame.midX, 0.5))
        // The first row starts under the bar.
        #expect(layout.cell(section: 0, row: 0)?.frame.minY == 44)
    }

    @Test func theFieldStopsShortOfTheSectionIndexAndTheIndexShowsTheMagnifierFirst() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios7
            device: iphone-5
            table: {searchBar: true, index: ["{search}", A, B], sections: [{header: A, rows: [{title: Ada}]}, {header: B, rows: [{title: Bo}]}]}
            """)
        let index = try #require(layout.items(.index).first)
        let field = try #require(layout.items(.searchBar).first?.part(.searchField))
        // Render 03: x 8 to the index's edge less 8.
        #expect(Self.near(field.frame.maxX, index.frame.minX - 8))
        let first = try #require(index.parts.first)
        #expect(first.text == nil && first.glyph?.name == "magnifier")
        #expect(index.parts[1].text?.text == "A")
    }

    @Test func fromIOS13TheBarIs56PointsTheField36AndThePlaceholderLeading() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: iphone-8\ntable: {searchBar: true}\n")
        let bar = try #require(layout.items(.searchBar).first)
        #expect(bar.frame.height == 56)
        let field = try #require(bar.part(.searchField))
        // Render 05: y 10-46, x 8-367, radius about 10.
        #expect(field.frame == Rect(x: 8, y: 10, width: 359, height: 36))
        #expect(field.cornerRadius == 10)
        let icon = try #require(bar.part(.searchIcon)), placeholder = try #require(bar.part(.placeholder))
        #expect(icon.frame.minX == 16 && placeholder.text?.text == "Search")
        #expect(Self.near(placeholder.frame.minX, icon.frame.maxX + 7))
    }

    @Test func iOS11MadeTheBar56PointsTheFieldWhiteAnd36TallItsPlaceholderLeading() throws {
        let layout = try LayoutHarness.layout("theme: ios11\ndevice: iphone-8\ntable: {searchBar: true}\n")
        let bar = try #require(layout.items(.searchBar).first)
        // Render 05 (iOS 12): bar 56, field 10-46 x 8-367, white, radius 10; magnifier 14 at x 16.
        #expect(bar.frame.height == 56)
        let field = try #require(bar.part(.searchField))
        #expect(field.frame == Rect(x: 8, y: 10, width: 359, height: 36) && field.cornerRadius == 10)
        #expect(field.fill == .solid(Color(hex: "#FFFFFF")!))
        #expect(bar.part(.searchIcon)?.frame == Rect(x: 16, y: 21, width: 14, height: 14))
        #expect(bar.part(.placeholder)?.text?.font.size == 17)
        // In the navigation bar the field is grey on the bar.
        let nav = try LayoutHarness.layout("theme: ios11\ndevice: iphone-8\nstatusBar: true\nnavigationBar: {title: Mail, searchBar: true}\n")
        #expect(nav.items(.searchBar).first?.part(.searchField)?.fill == .solid(Color(hex: "#8E8E931F")!))
    }

    @Test func anActiveFieldHasCancelBesideItACaretAndAClearButton() throws {
        let idle = try LayoutHarness.layout("theme: ios7\ndevice: iphone-5\ntable: {searchBar: {text: liberya}}\n")
        let active = try LayoutHarness.layout("theme: ios7\ndevice: iphone-5\ntable: {searchBar: {text: liberya, active: true}}\n")
        let idleBar = try #require(idle.items(.searchBar).first), bar = try #require(active.items(.searchBar).first)
        #expect(idleBar.part(.cancelButton) == nil && idleBar.part(.caret) == nil && idleBar.part(.clearButton) == nil)
        let cancel = try #require(bar.part(.cancelButton)), field = try #require(bar.part(.searchField))
        #expect(cancel.text?.text == "Cancel")
        // Render 02: Cancel 12 pt after the field, the typed text from the leading edge.
        #expect(Self.near(cancel.frame.minX - field.frame.maxX, 12))
        #expect(field.frame.maxX < 312)
        let text = try #require(bar.part(.searchText)), caret = try #require(bar.part(.caret))
        #expect(text.text?.text == "liberya" && caret.frame.minX > text.frame.maxX)
        #expect(bar.part(.clearButton) != nil)
    }

    @Test func aScopeBarSitsUnderTheFieldWithTheSelectedScope() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: iphone-8\ntable: {searchBar: {scopes: [All, Work, Home], selectedScope: 2}}\n")
        let bar = try #require(layout.items(.searchBar).first)
        let field = try #require(bar.part(.searchField)), track = try #require(bar.part(.segmentedControl))
        // Render 09: 17 pt under the field, 32 tall, as wide as the field.
        #expect(track.frame == Rect(x: field.frame.minX, y: field.frame.maxY + 17, width: field.frame.width, height: 32))
        #expect(track.glyph?.name == "segmentedControl(3, selected 2)")
        #expect(bar.parts.filter { $0.kind == .segment }.compactMap(\.text?.text) == ["All", "Work", "Home"])
        #expect(Self.near(bar.frame.maxY, track.frame.maxY + 12))
    }

    @Test func bookmarkOnlyInAnEmptyField() throws {
        let empty = try LayoutHarness.layout("theme: ios2\ntable: {searchBar: {showsBookmark: true}}\n")
        let typed = try LayoutHarness.layout("theme: ios2\ntable: {searchBar: {showsBookmark: true, text: Jo}}\n")
        #expect(empty.items(.searchBar).first?.part(.bookmarkButton)?.glyph?.name == "bookmark")
        #expect(typed.items(.searchBar).first?.part(.bookmarkButton) == nil)
    }

    // MARK: In the navigation bar (iOS 11+)

    @Test func underALargeTitleTheSearchBarAdds52PointsAndItsField1PointDown() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios15
            device: iphone-8
            statusBar: true
            navigationBar: {title: Contacts, largeTitle: true, searchBar: true}
            table: {sections: [{rows: [{title: A}]}]}
            """)
        let bar = try #require(layout.items(.searchBar).first)
        // Status 20, bar 44, large title 52, then the search area (render 07: field 1 pt down, 36 tall).
        #expect(bar.frame == Rect(x: 0, y: 116, width: 375, height: 52))
        let field = try #require(bar.part(.searchField))
        #expect(field.frame == Rect(x: 16, y: 117, width: 343, height: 36))
        #expect(layout.items(.navigationBar).first?.frame.maxY == 168)
        #expect(layout.cell(section: 0, row: 0)?.frame.minY == 168)
    }

    @Test func whileSearchingTheTitleAreaCollapses() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-8
            statusBar: true
            navigationBar: {title: Contacts, largeTitle: true, rightItems: [Add], searchBar: {active: true, text: Jo}}
            table: {sections: [{rows: [{title: A}]}]}
            """)
        let nav = try #require(layout.items(.navigationBar).first)
        #expect(nav.parts.allSatisfy { $0.text == nil })
        let bar = try #require(layout.items(.searchBar).first)
        #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 56))
        #expect(bar.part(.searchField)?.frame.minY == 30)
        #expect(bar.part(.cancelButton) != nil)
        #expect(layout.cell(section: 0, row: 0)?.frame.minY == 76)
    }

    @Test(arguments: ["ios2", "ios5", "ios6", "ios7"])
    func aNavigationBarSearchBarIsAnErrorBeforeIOS11(theme: String) {
        do {
            _ = try LayoutHarness.prepare("theme: \(theme)\nnavigationBar: {title: Mail, searchBar: true}\n")
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == [
                #"test.yaml:2:41: error: /navigationBar/searchBar: a search bar in the navigation bar (UISearchController) came with iOS 11; theme "\#(theme)" draws an era without it; use table.searchBar (the table's header view, every era), or a theme of iOS 11 or later such as "ios11" or "ios13""#,
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    // MARK: Segmented controls

    @Test func aSegmentedTitleViewIsCentredOnTheBarInPlaceOfTheTitle() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios7
            device: iphone-8
            statusBar: true
            navigationBar: {segments: {items: [All, Missed], selected: 1}, rightItems: [Edit]}
            """)
        let nav = try #require(layout.items(.navigationBar).first)
        let track = try #require(nav.part(.segmentedControl))
        #expect(Self.near(track.frame.midX, 187.5, 0.5) && track.frame.height == 29)
        #expect(Self.near(track.frame.midY, 20 + 22))
        #expect(track.glyph?.name == "segmentedControl(2, selected 1)")
        let titles = nav.parts.filter { $0.kind == .segment }
        #expect(titles.compactMap(\.text?.text) == ["All", "Missed"])
        // iOS 7: the selected title white on the tint, the other in the tint.
        #expect(titles[1].text?.color == Color(hex: "#FFFFFF") && titles[0].text?.color == Color(hex: "#007AFF"))
        #expect(nav.part(.title) == nil)
    }

    @Test func aHeaderSegmentedControlSpansTheContentWidthOnIOS13() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: iphone-8\ntable: {header: {segments: {items: [Upon arrival, On leaving]}}}\n")
        let header = try #require(layout.items(.tableHeader).first)
        // Render 12: x 16-359, y 16-47 (31 tall) in a 375-pt view.
        #expect(header.part(.segmentedControl)?.frame == Rect(x: 16, y: 16, width: 343, height: 31))
        #expect(header.frame.height == 63)
        #expect(header.part(.segmentedControl)?.glyph?.name == "segmentedControl(2, selected 0)")
    }

    @Test func toolbarAndAccessorySegmentsAreTheBarSize() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios7
            device: iphone-8
            toolbar: [{segments: {items: [Day, Week], selected: null}}]
            table: {sections: [{rows: [{title: Volume, accessory: {segments: {items: [Low, High]}}}]}]}
            """)
        let toolbar = try #require(layout.items(.toolbar).first)
        let track = try #require(toolbar.part(.segmentedControl))
        #expect(track.frame.height == 29 && Self.near(track.frame.midX, 187.5, 0.5))
        #expect(track.glyph?.name == "segmentedControl(2)")
        let cell = try #require(layout.cell(section: 0, row: 0))
        let accessory = try #require(cell.part(.segmentedControl))
        #expect(accessory.frame.height == 29 && Self.near(accessory.frame.maxX, 375 - 15))
    }

    @Test func aNarrowedControlKeepsShortTitlesWhole() throws {
        // Five segments in a 320-pt row are narrower than their titles ask (render 11: "None"
        // whole in a 47-pt segment): the fixed-advance measurer makes "None" 26 pt at 13 pt, the
        // control 213 pt (two thirds of the row), each segment 42.6 pt.
        let layout = try LayoutHarness.layout("""
            theme: ios7
            device: iphone-4s
            table: {sections: [{rows: [{accessory: {segments: {items: [None, Low, Mid, High, Max], selected: 2}}}]}]}
            """)
        let titles = try #require(layout.cell(section: 0, row: 0)).parts.filter { $0.kind == .segment }
        #expect(titles.map { $0.text?.text } == ["None", "Low", "Mid", "High", "Max"])
        #expect(titles.allSatisfy { $0.text?.truncated == false })
    }

    // MARK: Empty states

    @Test func anEmptyStateIsCentredInTheTableUnderItsSearchBarAndOnlyWithoutRows() throws {
        let spec = "theme: ios15\ndevice: iphone-8\ntable: {searchBar: true, emptyState: {title: No Recents, text: Calls appear here.}, sections: %@}\n"
        let empty = try LayoutHarness.layout(spec.replacingOccurrences(of: "%@", with: "[]"))
        let state = try #require(empty.items(.emptyState).first)
        #expect(state.part(.title)?.text?.text == "No Recents" && state.part(.detail)?.text?.text == "Calls appear here.")
        #expect(Self.near(state.frame.midY, (56 + 667) / 2, 0.5))
        let full = try LayoutHarness.layout(spec.replacingOccurrences(of: "%@", with: "[{rows: [{title: A}]}]"))
        #expect(full.items(.emptyState).isEmpty)
    }

    @Test func anEmptyStateImageMayBeASymbolAtTheErasSymbolSize() throws {
        let layout = try LayoutHarness.layout("theme: ios15\ndevice: iphone-8\ntable: {emptyState: {image: {symbol: tray}, title: No Mail}}\n")
        let image = try #require(layout.items(.emptyState).first?.part(.image))
        // Render 18: a 46-pt symbol over the title.
        #expect(image.symbol != nil && image.frame.width == 46 && image.frame.height == 46)
    }

    @Test func anEmptyStateKeepsTheScreensHeightWhenTheImageGrowsToItsContent() throws {
        let layout = try LayoutHarness.layout("theme: ios7\ndevice: iphone-5\nheight: content\ntable: {emptyState: {title: Nothing here}}\n")
        #expect(layout.canvas.height == 568)
        let state = try #require(layout.items(.emptyState).first)
        #expect(Self.near(state.frame.midY, 284, 0.5))
    }

    @Test(arguments: [("ios15", "No Results for \u{201C}Android\u{201D}", "Check the spelling or try a new search.", true),
                      ("ios13", "No Results", nil, false), ("ios7", "No Results", nil, false), ("ios2", "No Results", nil, false)])
    func aSearchWithoutResultsShowsTheErasNoResults(theme: String, title: String, text: String?, magnifier: Bool) throws {
        let layout = try LayoutHarness.layout("theme: \(theme)\ndevice: iphone-8\ntable: {searchBar: {text: Android}, sections: []}\n")
        let state = try #require(layout.items(.emptyState).first)
        #expect(state.part(.title)?.text?.text == title)
        #expect(state.part(.detail)?.text?.text.replacingOccurrences(of: "\n", with: " ") == text)
        #expect((state.part(.image)?.glyph?.name == "magnifier") == magnifier)
        // No empty-row separators under it.
        #expect(layout.items(.separator).isEmpty)
    }

    // MARK: Right to left, Dynamic Type

    @Test func rightToLeftTheFieldTextStartsFromTheRightAndTheSegmentsRunFromTheRight() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-8
            layoutDirection: rightToLeft
            table: {searchBar: {scopes: [One, Two]}}
            """)
        let bar = try #require(layout.items(.searchBar).first)
        let field = try #require(bar.part(.searchField)), icon = try #require(bar.part(.searchIcon))
        let placeholder = try #require(bar.part(.placeholder))
        #expect(icon.frame.maxX == field.frame.maxX - 8)
        #expect(placeholder.frame.maxX < icon.frame.minX)
        let segments = bar.parts.filter { $0.kind == .segment }
        #expect(segments[0].frame.minX > segments[1].frame.minX)
        #expect(bar.part(.segmentedControl)?.mirrored == true)
    }

    @Test func theIOS13SearchFieldGrowsWithDynamicType() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: iphone-8\ncontentSizeCategory: accessibilityLarge\ntable: {searchBar: true}\n")
        let bar = try #require(layout.items(.searchBar).first)
        let field = try #require(bar.part(.searchField))
        // body is 17 at large, 33 at accessibilityLarge: 36 x 33/17 and 56 x 33/17, rounded.
        #expect(field.frame.height == 70 && bar.frame.height == 109)
        #expect(bar.part(.placeholder)?.text?.font.size == 33)
    }
}
