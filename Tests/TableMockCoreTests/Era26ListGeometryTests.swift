import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Where iOS 26 puts a list under its bars, as the uikit-ios26 renders measure it (numbers in
/// Themes/data/ios26.json with their sources): self-sizing rows rounded up to device pixels
/// (52 pt at the default size, 51 at medium at 3x), the large title's 72.47-pt area (70.33 at medium) that ends where a first card
/// without a header starts, a first card 45 pt under an inline bar, the glass capsule filling
/// the bar; and SwiftUI's List refused on the eras before it existed.
@Suite struct Era26ListGeometryTests {
    static func layout(_ body: String, scale: Double, theme: String = "ios26", device: String = "device: iphone-13") throws -> TableLayout {
        try LayoutHarness.layout("theme: \(theme)\n\(device)\nstatusBar: {blank: true}\n" + body, scale: scale)
    }

    static let threeRows = """
        table:
          style: insetGrouped
          host: swiftUI
          sections:
            - rows: [{title: One}, {title: Two}, {title: Three}]
        """

    /// The rows' pitch: each row's top to the next's.
    static func pitches(_ layout: TableLayout) throws -> [Double] {
        let tops = try (0..<3).map { try #require(layout.cell(section: 0, row: $0)).frame.minY }
        return zip(tops, tops.dropFirst()).map { $1 - $0 }
    }

    /// San Francisco's line at the title's size between 2 x 15.83, rounded up to a pixel: at
    /// the default (large) size 20.29 + 31.67 = 51.95, 52 at 1x, 2x and 3x (AccessibilitySnapshot's
    /// iOS 26.2 list at 3x, RevenueCat's render 14 at 1x, ipad-lists 07).
    @Test(arguments: [(3.0, 52.0), (1, 52), (2, 52)])
    func aOneLineRowIsItsLineAndPaddingRoundedUpToAPixel(scale: Double, pitch: Double) throws {
        let layout = try Self.layout(Self.threeRows, scale: scale)
        for p in try Self.pitches(layout) { #expect(abs(p - pitch) < 1e-9, "scale \(scale): a row of \(p)") }
        #expect(abs(try #require(layout.cell(section: 0, row: 0)).frame.height - pitch) < 1e-9)
    }

    /// At the medium size the line is 16-pt text's, 19.09 + 31.67 = 50.76: 51 at 3x (renders
    /// 04, 06, 11: 153 px, swift-snapshot-testing's iPhone traits), at 2x and at 1x.
    @Test(arguments: [(3.0, 51.0), (1, 51), (2, 51)])
    func atTheMediumSizeARowIs51(scale: Double, pitch: Double) throws {
        let layout = try Self.layout("contentSizeCategory: medium\n" + Self.threeRows, scale: scale)
        for p in try Self.pitches(layout) { #expect(abs(p - pitch) < 1e-9, "scale \(scale): a row of \(p)") }
    }

    /// The other eras keep their fixed row height at every scale.
    @Test(arguments: [1.0, 3])
    func ios15KeepsItsFixed44PointRows(scale: Double) throws {
        let layout = try Self.layout(Self.threeRows, scale: scale, theme: "ios15")
        #expect(try Self.pitches(layout) == [44, 44])
    }

    /// Render 04 (3x, medium): "Server Switching" 54.67 under the bar's bottom and the first
    /// card, without a header, 70.33 under it (15.67 below the baseline, no 35-pt gap); render
    /// 08: with a header the card is one 39.33-pt header lower. At the default (large) size the
    /// area is 34/33 of it (72.47, 72.33 on the 3x grid) and the header 40.33
    /// (AccessibilitySnapshot's iOS 26.2 list: 20.33 + 20).
    @Test func theLargeTitlesAreaEndsWhereTheFirstCardStarts() throws {
        let bar = 47.0 + 44
        let medium = "contentSizeCategory: medium\n"
        let plain = try Self.layout(medium + "navigationBar: {title: Server Switching, largeTitle: true}\n" + Self.threeRows, scale: 3)
        let nav = try #require(plain.items(.navigationBar).first)
        let baseline = try #require(nav.part(.largeTitle)?.text?.lines[0].origin.y)
        #expect(abs(baseline - (bar + 54.667)) < 0.01)
        let card = try #require(plain.items(.group).first)
        #expect(abs(card.frame.minY - (bar + 70.333)) < 0.01)
        #expect(abs(card.frame.minY - baseline - 15.667) < 0.01)

        let headerRows = Self.threeRows.replacingOccurrences(of: "- rows:", with: "- header: Servers\n      rows:")
        let headed = try Self.layout(medium + "navigationBar: {title: Servers, largeTitle: true}\n" + headerRows, scale: 3)
        let headedCard = try #require(headed.items(.group).first)
        #expect(abs(headedCard.frame.minY - (bar + 70.333 + 39.333)) < 0.01)

        let large = try Self.layout("navigationBar: {title: Server Switching, largeTitle: true}\n" + Self.threeRows, scale: 3)
        let largeBaseline = try #require(large.items(.navigationBar).first?.part(.largeTitle)?.text?.lines[0].origin.y)
        #expect(abs(largeBaseline - (bar + 54.667 * 34 / 33)) < 0.01)
        #expect(abs(try #require(large.items(.group).first).frame.minY - (bar + 72.333)) < 0.01)
        let largeHeaded = try Self.layout("navigationBar: {title: Servers, largeTitle: true}\n" + headerRows, scale: 3)
        #expect(abs(try #require(largeHeaded.items(.group).first).frame.minY - (bar + 72.333 + 40.333)) < 0.01)
    }

    /// At 1x the area is whole points (72 of 72.47 at the default size), so the rows under it
    /// stay on the pixel grid (render 14's title and 1-px separators).
    @Test func theLargeTitlesAreaEndsOnAPixelAt1x() throws {
        let layout = try Self.layout("navigationBar: {title: Debug, largeTitle: true}\n" + Self.threeRows, scale: 1,
                                     device: "size: {width: 450, height: 900}")
        let card = try #require(layout.items(.group).first)
        #expect(card.frame.minY == card.frame.minY.rounded())
        #expect(card.frame.minY == 20 + 44 + 72)
    }

    /// On ios15 a first card without a header keeps iOS 15's 35-pt gap under the large
    /// title's 52-pt area.
    @Test func ios15KeepsTheGapUnderItsLargeTitle() throws {
        let layout = try Self.layout("navigationBar: {title: Mail, largeTitle: true}\n" + Self.threeRows, scale: 3, theme: "ios15")
        let card = try #require(layout.items(.group).first)
        #expect(abs(card.frame.minY - (47 + 44 + 52 + 35)) < 0.01)
    }

    /// Render 01 (3x): under an inline bar the first card, without a header, is 45 pt below
    /// the bar, and the glass capsule is the bar's height, at the bar's top.
    @Test func underAnInlineBarTheFirstCardIs45PointsDown() throws {
        let layout = try Self.layout("navigationBar: {title: Location History, rightItems: [{title: Clear}]}\n" + Self.threeRows, scale: 3)
        let card = try #require(layout.items(.group).first)
        #expect(abs(card.frame.minY - (47 + 44 + 45)) < 0.01)
        let nav = try #require(layout.items(.navigationBar).first)
        let glass = try #require(nav.parts.first { $0.kind == .glass })
        #expect(abs(glass.frame.minY - 47) < 0.01 && abs(glass.frame.height - 44) < 0.01)
    }

    /// With no bar the first card is UIKit's grouped default 35 pt down (uikit-ipad-lists 07:
    /// the card at 59.0 under a 24-pt top); the 10 more of render 01 are the inline bar's.
    @Test func withNoBarTheFirstCardIs35PointsDown() throws {
        let layout = try Self.layout(Self.threeRows, scale: 3)
        let card = try #require(layout.items(.group).first)
        #expect(abs(card.frame.minY - (47 + 35)) < 0.01)
        let ios15 = try Self.layout("navigationBar: {title: Settings}\n" + Self.threeRows, scale: 3, theme: "ios15")
        let ios15Card = try #require(ios15.items(.group).first)
        #expect(abs(ios15Card.frame.minY - (47 + 44 + 35)) < 0.01, "iOS 15 keeps 35 under a bar")
    }

    /// SwiftUI came with iOS 13: its List on an earlier era is one error, not UIKit's table.
    @Test func swiftUIsListBeforeIOS13IsAnError() {
        let spec = "theme: ios11\ntable:\n  host: swiftUI\n  sections: [{rows: [{title: One}]}]\n"
        #expect(LayoutHarness.errors(spec) == [
            #"/table/host: SwiftUI's List came with iOS 13; theme "ios11" draws iOS 11 to 12, where every list was UIKit's table; remove host (UIKit's table, every era), or use a theme of iOS 13 or later such as "ios13" or "ios26""#,
        ])
        #expect(LayoutHarness.errors(spec.replacingOccurrences(of: "ios11", with: "ios7")).count == 1)
        #expect(LayoutHarness.errors(spec.replacingOccurrences(of: "ios11", with: "ios13")).isEmpty)
        #expect(LayoutHarness.errors(spec.replacingOccurrences(of: "swiftUI", with: "uiKit")).isEmpty)
    }

    /// The error names the file, line and column of `host`.
    @Test func theErrorNamesTheLineAndColumn() throws {
        do {
            _ = try LayoutHarness.prepare("theme: ios6\ntable:\n  host: swiftUI\n  sections: [{rows: [{title: One}]}]\n")
            Issue.record("no error")
        } catch let error as DiagnosticError {
            let text = try #require(error.diagnostics.first?.description)
            #expect(text.hasPrefix("test.yaml:3:9: error: /table/host: SwiftUI's List came with iOS 13"), "\(text)")
        }
    }
}
