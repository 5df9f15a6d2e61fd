import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// What is presented over the screen (issue 36): alerts and action sheets in every era, the
/// iPad's popover, context menus and their placement, the keyboard per era and device, the
/// table shortened above it; their decode errors, era gate, lint and right to left.
@Suite struct OverlayTests {
    static func errors(_ source: String) -> [String] { LayoutHarness.errors(source) }

    static let rows = "table:\n  sections:\n    - rows: [{title: Inbox}, {title: Drafts}, {title: Sent}, {title: Junk}, {title: Trash}]\n"
    static let twoButtons = "alert: {title: Delete?, message: Gone for good., actions: [{title: Delete, style: destructive}, {title: Cancel, style: cancel}]}\n"

    // MARK: Alerts

    @Test(arguments: [("ios6", 284.0, 43.0, 10.0), ("ios7", 270, 44, 7), ("ios11", 270, 44, 13), ("ios13", 270, 44, 13)])
    func theAlertIsTheErasWidthWithItsButtonHeight(theme: String, width: Double, button: Double, radius: Double) throws {
        let layout = try LayoutHarness.layout("theme: \(theme)\ndevice: iphone-5s\n" + Self.rows + Self.twoButtons)
        let alert = try #require(layout.items(.alert).first)
        #expect(alert.frame.width == width)
        #expect(alert.frame.minX == (320 - width) / 2)
        #expect(alert.cornerRadius == radius)
        let buttons = alert.parts.filter { $0.kind == .action }
        #expect(buttons.count == 2)
        #expect(buttons.allSatisfy { $0.frame.height == button })
        // Side by side, the cancel action on the leading side.
        #expect(buttons[0].text?.text == "Cancel" && buttons[1].text?.text == "Delete")
        #expect(buttons[0].frame.maxY == buttons[1].frame.maxY)
        #expect(buttons[0].frame.minX < buttons[1].frame.minX)
        // Centred on the screen, over a dimmed screen the size of the canvas.
        #expect(abs(alert.frame.midY - 568 / 2) <= 1)
        let dim = try #require(layout.items(.dimming).first)
        #expect(dim.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(layout.items.firstIndex { $0.kind == .dimming }! < layout.items.firstIndex { $0.kind == .alert }!)
    }

    @Test func iOS26DrawsCapsulesInsetFromTheRounderPanelAndLeadsItsText() throws {
        let layout = try LayoutHarness.layout("theme: ios26\ndevice: iphone-15\n" + Self.rows + Self.twoButtons)
        let alert = try #require(layout.items(.alert).first)
        #expect(alert.frame.width == 300 && alert.cornerRadius == 34)
        let buttons = alert.parts.filter { $0.kind == .action }
        #expect(buttons.map(\.frame.height) == [48, 48])
        #expect(buttons[0].frame.minX == alert.frame.minX + 16)
        #expect(buttons[1].frame.minX - buttons[0].frame.maxX == 8)
        #expect((buttons[0].glyph as? KeyGlyph)?.radius == 24)
        let title = try #require(alert.part(.title)?.text?.lines.first)
        #expect(title.origin.x == alert.frame.minX + 24)
    }

    @Test func theDestructiveActionIsRedAndTheCancelActionBoldUnlessOneIsPreferred() throws {
        let theme = try LayoutHarness.prepare("theme: ios7\n").theme
        let layout = try LayoutHarness.layout("theme: ios7\n" + Self.rows + Self.twoButtons)
        let buttons = try #require(layout.items(.alert).first).parts.filter { $0.kind == .action }
        #expect(buttons[1].text?.color == theme[.alertDestructiveText])
        #expect(buttons[0].text?.font == theme[.alertButtonPreferred].font)
        #expect(buttons[1].text?.font == theme[.alertButton].font)
        let preferred = try LayoutHarness.layout("theme: ios7\n" + Self.rows
            + "alert: {title: Save?, actions: [{title: Cancel, style: cancel}, {title: Save, preferred: true}]}\n")
        let p = try #require(preferred.items(.alert).first).parts.filter { $0.kind == .action }
        #expect(p[0].text?.font == theme[.alertButton].font)
        #expect(p[1].text?.font == theme[.alertButtonPreferred].font)
    }

    @Test func threeActionsStackWithTheCancelActionLast() throws {
        let layout = try LayoutHarness.layout("theme: ios13\n" + Self.rows
            + "alert: {title: Photo, actions: [{title: Cancel, style: cancel}, Save, Share]}\n")
        let buttons = try #require(layout.items(.alert).first).parts.filter { $0.kind == .action }
        #expect(buttons.map { $0.text?.text ?? "" } == ["Save", "Share", "Cancel"])
        #expect(buttons[1].frame.minY == buttons[0].frame.maxY && buttons[2].frame.minY == buttons[1].frame.maxY)
        #expect(buttons.allSatisfy { $0.frame.width == 270 })
    }

    @Test func anAlertStaysAboveTheKeyboard() throws {
        let layout = try LayoutHarness.layout("theme: ios7\ndevice: iphone-5s\n" + Self.rows
            + "keyboard: true\nalert: {title: Name, actions: [OK], textFields: [{placeholder: Name}]}\n")
        let alert = try #require(layout.items(.alert).first)
        let keyboard = try #require(layout.items(.keyboard).first)
        #expect(alert.frame.maxY <= keyboard.frame.minY)
        #expect(alert.parts.contains { $0.kind == .textField })
    }

    @Test(arguments: [("ios6", 46.0), ("ios7", 44), ("ios13", 57)])
    func anActionSheetHasItsCancelButtonApartFromIOS7(theme: String, button: Double) throws {
        let layout = try LayoutHarness.layout("theme: \(theme)\ndevice: iphone-5s\n" + Self.rows
            + "actionSheet: {title: Share, actions: [{title: Delete, style: destructive}, Save, {title: Cancel, style: cancel}]}\n")
        let panels = layout.items(.actionSheet)
        let buttons = panels.flatMap(\.parts).filter { $0.kind == .action }
        #expect(buttons.map { $0.text?.text ?? "" } == ["Delete", "Save", "Cancel"])
        #expect(buttons.allSatisfy { $0.frame.height == button })
        if theme == "ios6" {
            #expect(panels.count == 1)
            #expect(panels[0].frame.maxY == 568 && panels[0].frame.width == 320)
        } else {
            #expect(panels.count == 2)
            let margin = theme == "ios7" ? 8.0 : 10
            #expect(panels[1].frame.maxY == 568 - margin)
            #expect(panels[1].frame.minY - panels[0].frame.maxY == 8)
            #expect(panels[0].frame.minX == margin)
        }
    }

    @Test func onAnIPadTheActionSheetIsAPopoverUnderItsBarButtonWithoutCancel() throws {
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: ipad\nstatusBar: true\nnavigationBar: {title: Photos, rightItems: [Share]}\n" + Self.rows
            + "actionSheet: {actions: [Copy, Save, {title: Cancel, style: cancel}]}\n")
        #expect(layout.items(.dimming).isEmpty)
        let popover = try #require(layout.items(.popover).last)
        #expect(popover.frame.width == 304)
        let buttons = popover.parts.filter { $0.kind == .action }
        #expect(buttons.map { $0.text?.text ?? "" } == ["Copy", "Save"])
        let bar = try #require(layout.items(.navigationBar).first)
        let share = try #require(bar.parts.last { $0.kind == .barButton })
        let arrow = try #require(popover.part(.popoverArrow))
        #expect(arrow.frame.minY == share.frame.maxY)
        #expect(abs(arrow.frame.midX - share.frame.midX) < 0.01)
        #expect(popover.frame.minY == arrow.frame.maxY)
    }

    // MARK: Context menus

    static let menu = "contextMenu: {row: ROW, items: [{title: Share, image: {symbol: square.and.arrow.up}}, {title: Rename}, {separator: true}, {title: Delete, image: {symbol: trash}, destructive: true}]}\n"
    static var longList: String {
        "theme: ios13\ndevice: iphone-8\nstatusBar: true\ntable:\n  sections:\n    - rows: [" + (0..<14).map { "{title: Note \($0)}" }.joined(separator: ", ") + "]\n"
    }

    @Test func theMenuIsUnderTheLiftedRowWhenItFitsElseAbove() throws {
        let top = try LayoutHarness.layout(Self.longList + Self.menu.replacingOccurrences(of: "ROW", with: "[0, 1]"))
        let cell = try #require(top.cell(section: 0, row: 1))
        let lifted = try #require(top.items(.menuPreview).last)
        #expect(lifted.frame == cell.frame)
        let menu = try #require(top.items(.contextMenu).last)
        #expect(menu.frame.minY == cell.frame.maxY + 8)
        #expect(menu.frame.width == 250 && menu.frame.minX == 16)
        // Three items of 44 and the 8-pt band between the groups.
        #expect(menu.frame.height == 3 * 44 + 8)
        let bottom = try LayoutHarness.layout(Self.longList + Self.menu.replacingOccurrences(of: "ROW", with: "[0, 12]"))
        let low = try #require(bottom.cell(section: 0, row: 12))
        let above = try #require(bottom.items(.contextMenu).last)
        #expect(above.frame.maxY == low.frame.minY - 8)
    }

    @Test func theMenuHasHairlinesIconsAtTheTrailingEdgeAndARedDestructiveItem() throws {
        let theme = try LayoutHarness.prepare("theme: ios13\n").theme
        let layout = try LayoutHarness.layout(Self.longList + Self.menu.replacingOccurrences(of: "ROW", with: "Note 2"))
        let menu = try #require(layout.items(.contextMenu).last)
        let items = menu.parts.filter { $0.kind == .menuItem }
        #expect(items.map { $0.text?.text ?? "" } == ["Share", "Rename", "Delete"])
        #expect(items[2].text?.color == theme[.menuDestructive])
        let icons = menu.parts.filter { $0.kind == .image }
        #expect(icons.count == 2)
        #expect(icons.allSatisfy { abs($0.frame.maxX - (menu.frame.maxX - 16)) < 0.01 })
        let rules = menu.parts.filter { $0.kind == .rule }
        #expect(rules.map(\.frame.height) == [0.5, 8])
        // Behind: the whole screen blurred (a backdrop), then veiled.
        let blur = try #require(layout.items(.dimming).first?.part(.material)?.backdrop)
        #expect(blur.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(blur.blurRadius == theme[.menuBlurRadius])
    }

    @Test func aContextMenuNeedsAnExistingRowAndIOS13() {
        #expect(Self.errors(Self.longList + Self.menu.replacingOccurrences(of: "ROW", with: "[0, 40]"))
                    == ["/contextMenu/row: no row [0, 40] in the table; section 0 has 14 rows (0 to 13)"])
        #expect(Self.errors(Self.longList + Self.menu.replacingOccurrences(of: "ROW", with: "Note 99"))
                    == ["/contextMenu/row: no row titled \"Note 99\"; did you mean \"Note 9\"?"])
        let ios7 = Self.errors(Self.longList.replacingOccurrences(of: "ios13", with: "ios7") + Self.menu.replacingOccurrences(of: "ROW", with: "[0, 1]"))
        #expect(ios7.count == 1)
        #expect(ios7.first?.hasPrefix("/contextMenu: context menus came with iOS 13 (UIContextMenuInteraction); theme \"ios7\" draws") == true)
    }

    // MARK: The keyboard

    @Test(arguments: [("ios6", "iphone-5s", 216.0), ("ios7", "iphone-5s", 216), ("ios11", "iphone-8", 260), ("ios13", "iphone-8", 260),
                      ("ios13", "iphone-11-pro", 335), ("ios15", "iphone-15", 335)])
    func theKeyboardIsTheErasHeightOnTheDevice(theme: String, device: String, height: Double) throws {
        let layout = try LayoutHarness.layout("theme: \(theme)\ndevice: \(device)\nstatusBar: true\n" + Self.rows + "keyboard: {type: search}\n")
        let keyboard = try #require(layout.items(.keyboard).first)
        #expect(keyboard.frame.height == height)
        #expect(keyboard.frame.maxY == layout.canvas.height)
        #expect(keyboard.frame.width == layout.canvas.width)
        let keys = keyboard.parts.filter { $0.kind == .key }
        #expect(keys.count == 10 + 9 + 7 + 2 + 3)
        #expect(keys.contains { $0.text?.text == "Search" })
    }

    @Test func theIOS7KeysAreWhereRender02HasThem() throws {
        // uikit-controls render 02 (iOS 7.1, 2x): keys 26 x 38 at a 32-pt pitch from x 3, rows from y 364, 54 apart.
        let layout = try LayoutHarness.layout("theme: ios7\ndevice: iphone-5s\n" + Self.rows + "keyboard: {type: search}\n")
        let keys = try #require(layout.items(.keyboard).first).parts.filter { $0.kind == .key }
        #expect(keys[0].frame == Rect(x: 3, y: 364, width: 26, height: 38))
        #expect(keys[1].frame.minX == 35)
        #expect(keys[10].frame == Rect(x: 19, y: 418, width: 26, height: 38))
        #expect(keys.first { ($0.glyph as? KeyGlyph)?.label == "⇧" }?.frame == Rect(x: 3, y: 472, width: 36, height: 38))
        #expect(keys.first { $0.text?.text == "space" }?.frame == Rect(x: 83, y: 526, width: 154, height: 38))
        #expect(keys.first { $0.text?.text == "Search" }?.frame == Rect(x: 243, y: 526, width: 74, height: 38))
    }

    @Test func theTableEndsAboveTheKeyboard() throws {
        let many = "theme: ios7\ndevice: iphone-5s\ncontentOffset: 5000\ntable:\n  sections:\n    - rows: [" + (0..<60).map { "{title: R\($0)}" }.joined(separator: ", ") + "]\n"
        let without = try LayoutHarness.layout(many)
        let with = try LayoutHarness.layout(many + "keyboard: true\n")
        // Scrolled to the end: the last row's bottom is the keyboard's top.
        #expect(try #require(without.cell(section: 0, row: 59)).frame.maxY == 568)
        #expect(try #require(with.cell(section: 0, row: 59)).frame.maxY == 568 - 216)
    }

    @Test func aDarkKeyboardTakesTheDarkColoursAndTheNumberPadHasNoPredictiveBar() throws {
        let theme = try LayoutHarness.prepare("theme: ios13\n").theme
        let layout = try LayoutHarness.layout("theme: ios13\ndevice: iphone-8\n" + Self.rows + "keyboard: {type: number, appearance: dark}\n")
        let keyboard = try #require(layout.items(.keyboard).first)
        #expect(keyboard.fill == .solid(theme[.keyboardDarkBackground]))
        #expect(keyboard.frame.height == 216)
        #expect(keyboard.parts.filter { $0.kind == .key }.count == 11)
        #expect(keyboard.part(.predictiveBar) == nil)
    }

    @Test func theKeyboardDoesNotMirrorButTheAlertDoes() throws {
        let source = "theme: ios13\ndevice: iphone-8\nlayoutDirection: rightToLeft\n" + Self.rows + "keyboard: true\n" + Self.twoButtons
        let rtl = try LayoutHarness.layout(source)
        let ltr = try LayoutHarness.layout(source.replacingOccurrences(of: "rightToLeft", with: "leftToRight"))
        let keys = { (l: TableLayout) in try #require(l.items(.keyboard).first).parts.filter { $0.kind == .key }.map(\.frame) }
        #expect(try keys(rtl) == keys(ltr))
        let buttons = try #require(rtl.items(.alert).first).parts.filter { $0.kind == .action }
        // Cancel on the leading side: the right.
        #expect(buttons[0].text?.text == "Cancel" && buttons[0].frame.minX > buttons[1].frame.minX)
    }

    // MARK: Decoding

    @Test func decodeErrorsNameThePlaceAndSuggest() {
        let typo = Self.errors(Self.rows + "alert: {title: Hi, actoins: [OK]}\n")
        #expect(typo.contains { $0.hasPrefix("/alert: unknown key \"actoins\"") && $0.hasSuffix("did you mean \"actions\"?") }, "\(typo)")
        let style = Self.errors(Self.rows + "alert: {title: Hi, actions: [{title: Go, style: destructve}]}\n")
        #expect(style == ["/alert/actions/0/style: unknown action style \"destructve\"; did you mean \"destructive\"?"])
        let keyboard = Self.errors(Self.rows + "keyboard: {type: emial}\n")
        #expect(keyboard == ["/keyboard/type: unknown keyboard type \"emial\"; did you mean \"email\"?"])
        let two = Self.errors(Self.rows + Self.twoButtons + "actionSheet: {actions: [OK]}\n")
        #expect(two == ["/actionSheet: alert and actionSheet are presented at once; UIKit shows one at a time; keep one of \"alert\", \"actionSheet\""])
        let many = Self.errors(Self.rows + "alert: {title: Hi, actions: [" + (0...12).map { "A\($0)" }.joined(separator: ", ") + "]}\n")
        #expect(many.count == 1 && many[0].hasPrefix("/alert/actions:"))
    }
}

extension LintTests {
    /// The overlays' rules point into the overlay they are about.
    static func isOverlayPath(_ path: String) -> Bool {
        ["/alert/", "/actionSheet/", "/contextMenu/"].contains { path.hasPrefix($0) }
    }

    static let overlayCases: [LintCase] = [
        LintCase("alert-too-many-buttons", "table:\n  sections:\n    - rows: [{title: A}]\nalert: {title: Choose, actions: [One, Two, Three, {title: Cancel, style: cancel}]}\n"),
        LintCase("destructive-action-not-red", "table:\n  sections:\n    - rows: [{title: A}]\nactionSheet: {actions: [Delete Photo, {title: Cancel, style: cancel}]}\n"),
        LintCase("menu-item-without-title", "theme: ios13\ntable:\n  sections:\n    - rows: [{title: A}]\ncontextMenu: {row: [0, 0], items: [{image: {symbol: trash}}]}\n"),
    ]
}
