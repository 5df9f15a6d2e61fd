import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The iOS 26 era (`theme: ios26`, Themes/data/ios26.json): its resolved values, the list's
/// geometry measured on the uikit-ios26 renders (cards inset 16 with continuous 26-pt
/// corners, 52-pt rows at the default size and 51 at medium, 1-pt separators, SwiftUI's separators inset on both sides), its
/// switch, and every sample spec laid out and painted on it.
@Suite struct Era26Tests {
    static let themes = LayoutHarness.themes()

    @Test func theThemeResolvesTheMeasuredValuesInBothAppearances() throws {
        let light = try Self.themes.load("ios26", relativeTo: nil, appearance: .light)
        let dark = try Self.themes.load("ios26", relativeTo: nil, appearance: .dark)
        #expect(light.iosVersions?.lowerBound == 26)
        #expect(light[.tint] == Color(hex: "#0088FF") && dark[.tint] == Color(hex: "#0091FF"))
        #expect(light[.separator] == Color(hex: "#E8E8E8") && dark[.separator] == Color(hex: "#38383B"))
        #expect(light[.checkmark] == light[.tint])
        #expect(light[.groupedBackground] == Color(hex: "#F2F2F7") && dark[.groupedBackground] == Color(hex: "#000000"))
        #expect(light[.groupedCellBackground] == Color(hex: "#FFFFFF") && dark[.groupedCellBackground] == Color(hex: "#1C1C1E"))
        #expect(light[.insetGroupedMargin] == 16 && light[.insetGroupedCornerRadius] == 26 && light[.continuousCorners])
        // The default (large) size's: 52-pt rows (AccessibilitySnapshot's iOS 26.2 list), render
        // 01's two-line row (medium, weak), headers 40.33, the footer footnote 13.
        #expect(light[.rowHeight] == 52 && light[.subtitleRowHeight] == 70.667 && light[.separatorThickness] == 1)
        #expect(light[.groupedHeaderHeight] == 40.333 && light[.groupedFooter].font.size == 13)
        let medium = light.scaled(to: .medium)
        #expect(abs(medium[.subtitleRowHeight] - 70.667) < 0.01 && abs(medium[.navigationBarLargeTitleBaseline] - 54.667) < 0.01)
        #expect(abs(medium[.disclosureWidth] - 6.333) < 0.01 && abs(medium[.disclosureHeight] - 11) < 0.01)
        #expect(medium[.groupedFooter].font.size == 12)
        let header = light[.groupedHeader]
        #expect(!header.uppercase && header.font.size == 17 && header.font.weight == 600)
        #expect(light[.groupedHeaderText] == Color(hex: "#3C3C4399"))
        #expect(light[.switchWidth] == 63 && light[.switchHeight] == 28 && light.looks.switch == .ios26)
        // What it keeps of ios15: the plain table without filler separators, ios15's fonts.
        #expect(!light[.fillerSeparators])
        // ios15 now ends at iOS 18.
        let ios15 = try Self.themes.load("ios15", relativeTo: nil, appearance: .light)
        #expect(ios15.iosVersions?.upperBound == 18)
    }

    /// Render 11's list, at its medium text size (swift-snapshot-testing's iPhone traits) or
    /// another.
    static func list(host: String, scale: Double = 3, size: String = "medium") throws -> TableLayout {
        try LayoutHarness.layout("""
            theme: ios26
            contentSizeCategory: \(size)
            device: iphone-13
            statusBar: {blank: true}
            table:
              style: insetGrouped
              host: \(host)
              sections:
                - header: Code
                  rows:
                    - {title: Option 1, accessory: checkmark}
                    - {title: Option 2, accessory: {switch: true}}
            """, scale: scale)
    }

    /// Render 11 (SpeziViews, 3x, medium text): the card x 16-374 from y 86.33 (the header's 39.33 under
    /// the 47-pt safe area), two rows of 51, the separator 1 pt thick at y 136.33, x 32-358.
    @Test func theInsetGroupedListHasRender11sGeometry() throws {
        let layout = try Self.list(host: "swiftUI")
        let group = try #require(layout.items(.group).first)
        #expect(group.frame.minX == 16 && group.frame.maxX == 374)
        #expect(abs(group.frame.minY - 86.333) < 0.01 && abs(group.frame.height - 102) < 0.01)
        #expect(group.cornerRadius == 26 && group.continuousCorners)
        let rows = [try #require(layout.cell(section: 0, row: 0)), try #require(layout.cell(section: 0, row: 1))]
        #expect(rows.map { ($0.frame.height * 3).rounded() / 3 } == [51, 51])
        let separator = try #require(layout.items(.separator).first)
        #expect(abs(separator.frame.minY - 136.333) < 0.01 && separator.frame.height == 1)
        #expect(separator.frame.minX == 32 && separator.frame.maxX == 358)
        // At the default size: the header 40.33 (AccessibilitySnapshot's iOS 26.2 list), rows of 52.
        let large = try Self.list(host: "swiftUI", size: "large")
        #expect(abs(try #require(large.items(.group).first).frame.minY - 87.333) < 0.01)
        #expect(try #require(large.cell(section: 0, row: 0)).frame.height == 52)
        // The header: title case, the card's margin.
        let header = try #require(layout.items(.sectionHeader).first)
        #expect(header.parts.first?.text?.text == "Code")
    }

    /// UIKit's table (the default host) runs the separator to the card's edge (NetNewsWire,
    /// uikit-ipad-lists 06) and centres labels above it.
    @Test func uikitsSeparatorRunsToTheCardsEdge() throws {
        let uikit = try Self.list(host: "uiKit")
        let swiftUI = try Self.list(host: "swiftUI")
        #expect(try #require(uikit.items(.separator).first).frame.maxX == 374)
        let a = try #require(uikit.cell(section: 0, row: 0)?.part(.title)?.text?.lines.first?.origin.y)
        let b = try #require(swiftUI.cell(section: 0, row: 0)?.part(.title)?.text?.lines.first?.origin.y)
        #expect(abs(b - a - 0.5) < 0.01, "SwiftUI centres in the whole 51 pt, UIKit in the 50 above the separator")
    }

    /// Renders 04 and 16: a 63 x 28 track, 14 pt from the card's edge, centred in the row;
    /// its knob a white capsule 37 x 24, 2 pt inside the track.
    @Test func theSwitchIs63By28WithACapsuleKnob() throws {
        let layout = try Self.list(host: "swiftUI")
        let row = try #require(layout.cell(section: 0, row: 1))
        let part = try #require(row.part(.accessory))
        #expect(part.frame.width == 63 && part.frame.height == 28)
        #expect(part.frame.maxX == 374 - 14)
        #expect(abs(part.frame.midY - row.frame.midY) < 0.34)
        var nodes: [SceneNode] = []
        ScenePainter.paint(part, into: &nodes)
        let knobs = nodes.compactMap { node -> (Rect, Double)? in
            if case .fill(.roundedRect(let r, let radius, _), .solid(let c)) = node, c == Color(hex: "#FFFFFF"), r.width < 50 { (r, radius) } else { nil }
        }
        let (knob, radius) = try #require(knobs.last)
        #expect(knob.width == 37 && knob.height == 24 && radius == 12)
        #expect(knob.maxX == part.frame.maxX - 2 && knob.minY == part.frame.minY + 2)
    }

    /// The continuous corner is a path, not a circle's arc: its curve leaves the top edge
    /// 1.528 radii from the corner (39.7 pt for 26) and is symmetric; a lone row too short for
    /// the whole curve becomes a capsule.
    @Test func theContinuousCornerIsAPath() throws {
        let rect = Rect(x: 16, y: 100, width: 358, height: 102)
        let path = Path.continuousRoundedRect(rect, radius: 26, corners: .all)
        guard case .move(let start) = path.elements.first, case .line(let firstEdgeEnd) = path.elements[1] else {
            Issue.record("\(path.elements.prefix(2))"); return
        }
        #expect(abs(start.x - (16 + 26 * 1.528665)) < 1e-6 && start.y == 100)
        #expect(abs(firstEdgeEnd.x - (374 - 26 * 1.528665)) < 1e-6)
        // Every point lies inside the rectangle; each corner has three curves.
        var curves = 0
        for element in path.elements {
            if case .curve(let c1, let c2, let p) = element {
                curves += 1
                for q in [c1, c2, p] { #expect(q.x >= 16 - 1e-9 && q.x <= 374 + 1e-9 && q.y >= 100 - 1e-9 && q.y <= 202 + 1e-9) }
            }
        }
        #expect(curves == 12)
        // A 51-pt lone row of radius 26: the corners meet at mid-height, a capsule's ends.
        let lone = Path.continuousRoundedRect(Rect(x: 16, y: 0, width: 358, height: 51), radius: 26, corners: .all)
        guard case .move(let loneStart) = lone.elements.first else { Issue.record("no move"); return }
        #expect(abs(loneStart.x - (16 + 25.5)) < 1e-6)
        // Only the corners asked for are rounded.
        let top = Path.continuousRoundedRect(rect, radius: 26, corners: .top)
        #expect(top.elements.contains(.line(Point(x: 374, y: 202))) && top.elements.contains(.line(Point(x: 16, y: 202))))
    }

    /// Every sample spec lays out and paints on ios26, light and dark, left to right and right
    /// to left, at the default and an accessibility text size: an ios15 spec renders unchanged
    /// on the new era.
    @Test func everySampleRendersOnIOS26() throws {
        let samples = GoldenImages.repositoryRoot.appendingPathComponent("Samples")
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        #expect(files.count > 40)
        let variants: [SpecOverrides] = [
            SpecOverrides(theme: "ios26"),
            SpecOverrides(theme: "ios26", layoutDirection: .rightToLeft),
            SpecOverrides(theme: "ios26", contentSizeCategory: .accessibilityExtraLarge),
        ]
        for file in files {
            let url = samples.appendingPathComponent(file)
            let data = try Data(contentsOf: url)
            for overrides in variants {
                do {
                    let prepared = try PreparedSpec.prepare(data: data, file: file, specURL: url, themes: Self.themes,
                                                            overrides: overrides)
                    let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 3)
                    #expect(!layout.items.isEmpty, "\(file)")
                    _ = ScenePainter.paint(layout)
                } catch {
                    Issue.record("\(file) \(overrides): \(error.diagnostics.map(\.message))")
                }
            }
        }
    }

    /// The devices of today: sizes from Apple's tech specs (pixels at 3x), safe areas, the
    /// top cut-out and a source each.
    @Test(arguments: [("iphone-16e", 390.0, 844.0, 47.0, ScreenCutout.notch), ("iphone-17", 402, 874, 57, .dynamicIsland),
                      ("iphone-air", 420, 912, 57, .dynamicIsland), ("iphone-17-pro", 402, 874, 57, .dynamicIsland),
                      ("iphone-17-pro-max", 440, 956, 57, .dynamicIsland)])
    func todaysDevices(name: String, width: Double, height: Double, statusBar: Double, cutout: ScreenCutout) throws {
        let device = try #require(DeviceCatalog.model(named: name))
        #expect(device.size == Size(width: width, height: height) && device.scale == 3)
        #expect(device.statusBarHeight == statusBar && device.homeIndicatorInset == 34 && device.cutout == cutout)
        #expect(device.displayCornerRadius > 0 && device.source.contains("Apple tech specs"))
        // The older phones' cut-outs follow their status bars.
        #expect(DeviceCatalog.model(named: "iphone-13")?.cutout == .notch)
        #expect(DeviceCatalog.model(named: "iphone-15")?.cutout == .dynamicIsland)
        #expect(DeviceCatalog.model(named: "iphone-8")?.cutout == ScreenCutout.none)
        // A screen on it lays out: the status bar is the device's, the margins the width's.
        let layout = try LayoutHarness.layout("theme: ios26\ndevice: \(name)\ntable: {style: insetGrouped, sections: [{rows: [{title: A}]}]}\n", scale: 3)
        let group = try #require(layout.items(.group).first)
        #expect(group.frame.minX == (width >= 414 ? 20 : 16))
    }

    /// Renders 17 and 18: the segmented control a 32-pt capsule, the stepper 94 x 32 with
    /// capsule ends; swipe actions are separate rounded buttons (no render: weak).
    @Test func theControlsTakeTheirIOS26Shapes() throws {
        let layout = try LayoutHarness.layout("""
            theme: ios26
            device: iphone-13
            table:
              style: insetGrouped
              sections:
                - rows:
                    - {title: Size, accessory: {segments: {items: [S, M, L], selected: 1}}}
                    - {title: Count, accessory: {stepper: 2}}
                    - {title: Mail, swiped: trailing, swipeActions: {trailing: [{title: More}, {title: Delete, style: destructive}]}}
            """, scale: 3)
        let segmented = try #require(layout.cell(section: 0, row: 0)?.part(.segmentedControl))
        #expect(segmented.frame.height == 32)
        let stepper = try #require(layout.cell(section: 0, row: 1)?.part(.stepper))
        #expect(stepper.frame.width == 94 && stepper.frame.height == 32)
        var nodes: [SceneNode] = []
        ScenePainter.paint(stepper, into: &nodes)
        #expect(nodes.contains { if case .fill(.roundedRect(_, 16, _), _) = $0 { true } else { false } })
        let row = try #require(layout.cell(section: 0, row: 2))
        let buttons = row.parts.filter { $0.kind == .swipeAction }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(buttons.count == 2)
        for b in buttons {
            #expect(b.cornerRadius > 0 && b.cornerRadius <= b.frame.height / 2)
            #expect(abs(b.frame.minY - row.frame.minY - 4) < 1e-9 && abs(b.frame.height - (row.frame.height - 8)) < 1e-9)
        }
        #expect(abs(buttons[1].frame.minX - buttons[0].frame.maxX - 4) < 1e-9)
        #expect(abs(row.frame.maxX - buttons[1].frame.maxX - 4) < 1e-9)
    }
}
