import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The blurred material under a rounded overlay panel (an alert, an action sheet's group, an
/// iPad popover): in the panel's shape, under the panel's colour; and the screen behind a
/// context menu blurred at reduced resolution.
@Suite struct OverlayMaterialTests {
    static let rows = "table:\n  sections:\n    - rows: [{title: Inbox}, {title: Drafts}, {title: Sent}, {title: Junk}, {title: Trash}]\n"
    static let alert = "alert: {title: Delete?, message: Gone for good., actions: [{title: Delete, style: destructive}, {title: Cancel, style: cancel}]}\n"
    static let sheet = "actionSheet: {title: Photo, actions: [{title: Delete, style: destructive}, Save, {title: Cancel, style: cancel}]}\n"

    @Test(arguments: ["ios7", "ios13", "ios26"])
    func theAlertsMaterialIsInThePanelsShapeUnderItsColour(theme: String) throws {
        let layout = try LayoutHarness.layout("theme: \(theme)\ndevice: iphone-15\n" + Self.rows + Self.alert)
        let panel = try #require(layout.items(.alert).first)
        let radius = try #require(panel.cornerRadius)
        // The panel's colour is a part drawn over the material, not the item's fill under it.
        #expect(panel.fill == nil)
        #expect(panel.parts.prefix(2).map(\.kind) == [.material, .background])
        let material = try #require(panel.parts[0].backdrop)
        #expect(material.frame == panel.frame && material.cornerRadius == radius)
        #expect(material.shape == .roundedRect(panel.frame, radius: radius, corners: .all))
        #expect(!material.reducedResolution)
        let colour = panel.parts[1]
        #expect(colour.frame == panel.frame && colour.cornerRadius == radius && colour.fill != nil)
        // In the scene: the material first, then the panel's rounded colour.
        let nodes = ScenePainter.paint(layout).nodes
        let m = try #require(nodes.firstIndex { if case .backdrop(let b) = $0 { return b.frame == panel.frame }; return false })
        guard case .fill(let shape, _) = nodes[m + 1] else { Issue.record("no fill after the material: \(nodes[m + 1])"); return }
        #expect(shape == .roundedRect(panel.frame, radius: radius, corners: .all))
    }

    @Test func anEraWithoutBlurKeepsThePanelsFill() throws {
        // iPhone OS's alert is not blurred: its gradient stays the item's fill, nothing moves.
        let layout = try LayoutHarness.layout("theme: ios6\ndevice: iphone-5s\n" + Self.rows + Self.alert)
        let panel = try #require(layout.items(.alert).first)
        #expect(panel.fill != nil)
        #expect(!panel.parts.contains { $0.kind == .material })
    }

    @Test func theActionSheetsGroupAndThePopoverAreRoundedToo() throws {
        let sheet = try LayoutHarness.layout("theme: ios15\ndevice: iphone-15\n" + Self.rows + Self.sheet)
        let group = try #require(sheet.items(.actionSheet).first)
        let blur = try #require(group.part(.material)?.backdrop)
        #expect(group.fill == nil && blur.cornerRadius == group.cornerRadius && blur.cornerRadius > 0)
        let pad = try LayoutHarness.layout("theme: ios15\ndevice: ipad-pro-11\n" + Self.rows + Self.sheet)
        let popover = try #require(pad.items(.popover).last)
        let popoverBlur = try #require(popover.part(.material)?.backdrop)
        #expect(popover.fill == nil && popoverBlur.cornerRadius == popover.cornerRadius)
    }

    @Test func theScreenBehindAContextMenuIsBlurredAtReducedResolution() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: iphone-15\n" + Self.rows
                                              + "contextMenu: {row: Drafts, items: [{title: Share}, {title: Delete, destructive: true}]}\n")
        let blur = try #require(layout.items(.dimming).first?.part(.material)?.backdrop)
        #expect(blur.reducedResolution && blur.cornerRadius == 0)
    }
}
