@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The iPad's keyboard (issue 36): four rows of wider keys across a 768-pt iPad (264 pt tall
/// in iOS 7), the QuickType bar from iOS 8 (the ios11 theme on), and on a screen at least
/// 1024 pt wide the 12.9-inch iPad Pro's fifth row of numbers with tab and caps lock.
@Suite struct PadKeyboardTests {
    static func keys(_ theme: String, device: String, extra: String = "") throws -> (LayoutItem, [LayoutPart]) {
        let layout = try LayoutHarness.layout("""
            theme: \(theme)
            device: \(device)
            table: {searchBar: {active: true}, sections: [{rows: [{title: A}]}]}
            keyboard: {type: search\(extra)}
            """, scale: 2)
        let item = try #require(layout.items.first { $0.kind == .keyboard })
        return (item, item.parts.filter { $0.kind == .key })
    }

    @Test func theIOS7IPadKeyboardIsFourRowsOfWiderKeys() throws {
        let (item, keys) = try Self.keys("ios7", device: "ipad")
        #expect(item.frame == Rect(x: 0, y: 1024 - 264, width: 768, height: 264))
        // Ten letters and a delete key one and a half wide fill the top row between 6-pt
        // insets with 12-pt gaps: each letter (756 - 120) / 11.5 wide.
        let unit = (768 - 12 - 10 * 12) / 11.5
        let q = try #require(keys.first { $0.glyph?.name == "key(Q)" })
        #expect(abs(q.frame.width - unit) < 1e-9 && q.frame.minX == 6 && q.frame.height == 56)
        #expect(q.frame.minY == item.frame.minY + 9)
        let delete = try #require(keys.first { $0.glyph?.name == "key(⌫)" })
        #expect(abs(delete.frame.maxX - (768 - 6)) < 1e-9 && abs(delete.frame.width - 1.5 * unit) < 1e-9)
        // The second row starts half a letter in and ends with the return key (Search), blue.
        let a = try #require(keys.first { $0.glyph?.name == "key(A)" })
        #expect(abs(a.frame.minX - (6 + unit / 2)) < 1e-9 && a.frame.minY == q.frame.minY + 64)
        let search = try #require(keys.first { $0.glyph?.name == "key(Search)" })
        #expect(abs(search.frame.maxX - (768 - 6)) < 1e-9 && search.frame.minY == a.frame.minY)
        // Shift at both ends of the third row; the space bar between .?123 keys in the fourth.
        #expect(keys.filter { $0.glyph?.name == "key(⇧)" }.count == 2)
        #expect(keys.filter { $0.glyph?.name == "key(.?123)" }.count == 2)
        let space = try #require(keys.first { $0.glyph?.name == "key(space)" })
        #expect(space.frame.minY == q.frame.minY + 3 * 64 && space.frame.width > 4 * unit)
        #expect(Set(keys.map(\.frame.minY)).count == 4)
    }

    @Test func fromIOS8TheQuickTypeBarSitsOverTheKeys() throws {
        let (item, keys) = try Self.keys("ios13", device: "ipad")
        #expect(item.frame.height == 264 + 55)
        #expect(keys.map(\.frame.minY).min() == item.frame.minY + 55 + 9)
        let (bare, _) = try Self.keys("ios13", device: "ipad", extra: ", predictive: false")
        #expect(bare.frame.height == 264)
    }

    @Test func aWideIPadHasTheNumbersRowTabAndCapsLock() throws {
        let (item, keys) = try Self.keys("ios15", device: "ipad-air-13")
        // Five rows, the QuickType bar and the home indicator's 20 pt.
        let expected: Double = 9 + 256 + 56 + 7 + 55 + 20
        #expect(item.frame.height == expected)
        #expect(Set(keys.map(\.frame.minY)).count == 5)
        let names = Set(keys.compactMap { $0.glyph?.name })
        #expect(names.isSuperset(of: ["key(1)", "key(0)", "key(tab)", "key(caps lock)", "key(🌐)", "key(🎤)", "key(⌨)", "key(q)"]))
        // Every row ends at the right inset.
        for y in Set(keys.map(\.frame.minY)) {
            let right = keys.filter { $0.frame.minY == y }.map(\.frame.maxX).max() ?? 0
            #expect(abs(right - (1024 - 6)) < 1e-9)
        }
        // iPhone OS had no such row: the classic iPad keeps four rows on the same screen.
        let (_, classic) = try Self.keys("ios6", device: "ipad-air-13")
        #expect(Set(classic.map(\.frame.minY)).count == 4)
    }

    @Test func emailAndURLKeyboardsHaveTheirKeysBesideTheSpaceBar() throws {
        func bottom(_ type: String) throws -> [String] {
            let layout = try LayoutHarness.layout("""
                theme: ios7
                device: ipad
                table: {sections: [{rows: [{title: A}]}]}
                keyboard: {type: \(type)}
                """, scale: 2)
            let keys = try #require(layout.items.first { $0.kind == .keyboard }).parts.filter { $0.kind == .key }
            let y = keys.map(\.frame.minY).max() ?? 0
            return keys.filter { $0.frame.minY == y }.sorted { $0.frame.minX < $1.frame.minX }.compactMap { $0.glyph?.name }
        }
        #expect(try bottom("email") == ["key(.?123)", "key(🌐)", "key(space)", "key(@)", "key(.)", "key(.?123)", "key(⌨)"])
        #expect(try bottom("url") == ["key(.?123)", "key(🌐)", "key(/)", "key(.com)", "key(.?123)", "key(⌨)"])
    }

    @Test func thePhoneKeyboardIsUnchanged() throws {
        let (item, keys) = try Self.keys("ios7", device: "iphone-5")
        #expect(item.frame == Rect(x: 0, y: 568 - 216, width: 320, height: 216))
        #expect(keys.first { $0.glyph?.name == "key(Q)" }?.frame == Rect(x: 3, y: 352 + 12, width: 26, height: 38))
    }
}
