import Foundation
import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// iPhone OS 3's section index (classic render 02, Apple's TheElements, 1x): 23 letters
/// close up to 15.09 pt to fill the 367-pt table less 10 pt at each end, centred at x 302.5,
/// over rows and header bars that run the full width; iOS 7's index drops letters to dots.
@Suite struct ClassicIndexTests {
    static let twentyThree = "[A, B, C, D, E, F, G, H, I, K, L, M, N, O, P, R, S, T, U, V, X, Y, Z]"

    static func spec(theme: String, index: String = twentyThree) -> String {
        """
        theme: \(theme)
        device: iphone-3gs
        statusBar: {time: "6:27 AM"}
        navigationBar: Sorted by Name
        tabBar: {items: [{title: Name}, {title: Number}]}
        lint: {disable: [index-on-short-list]}
        table:
          index: \(index)
          sections:
            - {header: A, rows: [{title: ""}, {title: ""}]}
        """
    }

    @Test func iPhoneOS3ClosesTheLettersUpOverFullWidthRows() throws {
        let layout = try LayoutHarness.layout(Self.spec(theme: "ios2"), scale: 1)
        let index = try #require(layout.items(.index).first)
        let titles = index.parts.compactMap { $0.text?.text }
        #expect(titles.count == 23 && !titles.contains("•"))
        let pitch = (367.0 - 20) / 23
        #expect(index.parts.allSatisfy { abs($0.frame.height - pitch) < 1e-9 })
        // The table runs from 64 to 431: the first slot 10 pt under the bar.
        #expect(abs(try #require(index.parts.first).frame.minY - 74) < 1e-9)
        #expect(index.frame.midX == 302.5)
        // Rows and the header bar reach the right edge, under the index.
        #expect(layout.items(.sectionHeader).first?.frame.maxX == 320)
        #expect(layout.items(.separator).allSatisfy { $0.frame.maxX == 320 })
    }

    @Test func iOS7StillDropsLettersToDots() throws {
        // 27 entries at 14 pt do not fit in 367 pt: iOS 7 keeps its pitch and drops every other.
        let all = "[" + (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }.joined(separator: ", ") + ", \"#\"]"
        let layout = try LayoutHarness.layout(Self.spec(theme: "ios7", index: all), scale: 1)
        let index = try #require(layout.items(.index).first)
        #expect(index.parts.contains { $0.text?.text == "•" })
        #expect(index.parts.allSatisfy { $0.frame.height == 14 })
        #expect(index.frame.maxX == 320)
    }
}
