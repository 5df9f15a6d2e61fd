import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// `orientation: landscape`: the named device turned, its bars compact on a phone, and the
/// table's content kept inside the left and right safe-area insets of a Face ID phone
/// (Apple's published values: 44 on the iPhone X, 59 on the iPhone 15, 21 above the home
/// indicator), its backgrounds and separators reaching the edges.
@Suite struct LandscapeTests {
    func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test func anIPhoneXOnItsSideHasCompactBarsAndSideInsets() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-x
            orientation: landscape
            statusBar: true
            navigationBar: {title: Inbox, largeTitle: true, rightItems: [Edit]}
            toolbar: [Refresh]
            table: {sections: [{header: Today, rows: [{title: One, accessory: disclosureIndicator}, {title: Two}]}]}
            """, scale: 3)
        #expect(layout.canvas.width == 812 && layout.canvas.height == 375)
        // No status bar on a phone on its side (iOS 8+), the 32-pt bar at the top, inline title.
        #expect(layout.items(.statusBar).isEmpty)
        let nav = try #require(layout.items(.navigationBar).first)
        #expect(nav.frame == Rect(x: 0, y: 0, width: 812, height: 32))
        #expect(nav.part(.largeTitle) == nil && nav.part(.title) != nil)
        // The Edit item keeps the bar's 16-pt inset inside the 44-pt safe area.
        #expect(close(nav.parts.first { $0.kind == .barButton }?.frame.maxX, 812 - 44 - 16))
        // The compact toolbar reaches down into the 21-pt home-indicator inset.
        #expect(layout.items(.toolbar).first?.frame == Rect(x: 0, y: 375 - 21 - 32, width: 812, height: 53))
        // The row reaches both edges; its text starts at the safe area plus the wide margin,
        // its chevron keeps its trailing inset inside the safe area.
        let header = try #require(layout.items(.sectionHeader).first)
        let cell = try #require(layout.cell(section: 0, row: 0))
        #expect(cell.frame == Rect(x: 0, y: header.frame.maxY, width: 812, height: 44))
        #expect(close(cell.part(.title)?.frame.minX, 44 + 20))
        #expect(close(cell.part(.accessory)?.frame.maxX, 812 - 44 - 16))
        #expect(header.frame.width == 812 && (header.part(.title)?.frame.minX ?? 0) >= 44)
        let separator = try #require(layout.items(.separator).first { $0.row == 0 })
        #expect(close(separator.frame.minX, 64) && close(separator.frame.maxX, 812))
    }

    @Test func insetGroupedCardsMoveInsideTheSafeArea() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-15
            orientation: landscape
            table: {style: insetGrouped, sections: [{rows: [{title: One}]}]}
            """, scale: 3)
        let group = try #require(layout.items(.group).first)
        // The 16-pt card inset inside the 59-pt safe area on each side.
        #expect(close(group.frame.minX, 59 + 16) && close(group.frame.maxX, 852 - 59 - 16))
        // Inside the card, the text keeps the card's own margin (20 on a screen this wide).
        #expect(close(layout.cell(section: 0, row: 0)?.part(.title)?.frame.minX, 59 + 16 + 20))
    }

    @Test func aCompactTabBarPutsTitlesBesideImagesAndIPhoneOSKeepsItsStatusBar() throws {
        let modern = try LayoutHarness.layout("""
            theme: ios13
            device: iphone-8
            orientation: landscape
            tabBar: {items: [{title: One}, {title: Two}]}
            """, scale: 2)
        let tabBar = try #require(modern.items(.tabBar).first)
        #expect(tabBar.frame == Rect(x: 0, y: 375 - 32, width: 667, height: 32))
        let classic = try LayoutHarness.layout("""
            theme: ios2
            device: iphone-3gs
            orientation: landscape
            statusBar: true
            navigationBar: Recents
            tabBar: {items: [{title: One}]}
            """, scale: 1)
        #expect(classic.items(.statusBar).first?.frame == Rect(x: 0, y: 0, width: 480, height: 20))
        #expect(classic.items(.navigationBar).first?.frame == Rect(x: 0, y: 20, width: 480, height: 32))
        #expect(classic.items(.tabBar).first?.frame.height == 49)
    }

    @Test func portraitIsUnchangedAndACustomSizeCannotBeTurned() throws {
        let table = "table: {sections: [{header: A, rows: [{title: One}, {title: Two}]}]}\n"
        let plain = try LayoutHarness.layout("device: iphone-x\n" + table, scale: 3)
        let portrait = try LayoutHarness.layout("device: iphone-x\norientation: portrait\n" + table, scale: 3)
        #expect(plain.items.map(\.frame) == portrait.items.map(\.frame))
        do {
            _ = try SpecDecoder.decode(Data("size: {width: 300, height: 200}\norientation: landscape\n".utf8), file: "spec.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                #"spec.yaml:2:14: error: /orientation: orientation turns a named device; a custom size is drawn as given; name a device, or give the size its landscape width and height"#,
            ])
        }
        do {
            _ = try SpecDecoder.decode(Data("orientation: landscpe\n".utf8), file: "spec.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                #"spec.yaml:1:14: error: /orientation: unknown orientation "landscpe"; did you mean "landscape"?"#,
            ])
        }
    }
}
