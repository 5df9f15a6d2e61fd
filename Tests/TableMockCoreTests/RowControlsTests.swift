import Foundation
@testable import TableMockCore
import TableMockFiles
import TableMockScene
import TableMockTestSupport
import Testing

/// Swipe actions, text-field rows, sliders, steppers and tinted titles (issue 25), laid
/// out with the fixed-advance measurer (8.5 pt a character at 17 pt): exact frames, the
/// theme's colours per era and appearance, right to left, and one error naming the era
/// where a key did not exist.
@Suite struct RowControlsTests {
    static func layout(_ source: String, scale: Double = 2, resources: any FileAccess = LayoutHarness.disk) throws -> TableLayout {
        try LayoutHarness.layout(source, scale: scale, resources: resources)
    }

    /// The error lines of a spec that must not prepare.
    static func errors(_ source: String) -> [String] { LayoutHarness.errors(source) }

    @Test func trailingRowActionsAreTextButtonsAndPushTheContentLeftByTheirWidth() throws {
        let layout = try Self.layout("""
            theme: ios7
            size: {width: 320, height: 88}
            table:
              sections:
                - rows:
                    - {title: Mail, swiped: trailing, swipeActions: {trailing: [{title: Delete, style: destructive}, {title: More}]}}
                    - {title: Next}
            """)
        let cell = try #require(layout.cell(section: 0, row: 0))
        let buttons = cell.parts.filter { $0.kind == .swipeAction }
        // The first action is outermost: Delete at the edge, More inside it; a title and 15 pt each side.
        #expect(buttons.map(\.frame) == [Rect(x: 239, y: 0, width: 81, height: 44), Rect(x: 175, y: 0, width: 64, height: 44)])
        #expect(buttons.map(\.fill) == [.solid(Color(hex: "#FF3B30")!), .solid(Color(hex: "#C7C7CC")!)])
        #expect(buttons.map { $0.text?.text } == ["Delete", "More"])
        #expect(buttons[0].text?.color == Color(hex: "#FFFFFF"))
        // Centred in the button, the title's line centred on the row.
        #expect(buttons[0].text?.lines.first?.origin == Point(x: 239 + 15, y: 22 - 8.5 + 13.6))
        #expect(abs((cell.part(.title)?.frame.minX ?? 0) - (15 - 145)) < 1e-9)
        #expect(cell.clipsParts)
        // The next row is not swiped.
        #expect(layout.cell(section: 0, row: 1)?.part(.title)?.frame.minX == 15)
        #expect(layout.cell(section: 0, row: 1)?.parts.contains { $0.kind == .swipeAction } == false)
    }

    @Test func leadingActionsSitAtTheLeadingEdgeAndMirrorRightToLeft() throws {
        let spec = """
            theme: ios13
            size: {width: 320, height: 44}
            table:
              sections:
                - rows: [{title: Mail, swiped: leading, swipeActions: {leading: [{title: Unread, color: "#0A84FF"}]}}]
            """
        let cell = try #require(try Self.layout(spec).cell(section: 0, row: 0))
        let button = try #require(cell.part(.swipeAction))
        // iOS 11 on: at least 74 pt; Unread is 51 + 30.
        #expect(button.frame == Rect(x: 0, y: 0, width: 81, height: 44))
        #expect(button.fill == .solid(Color(hex: "#0A84FF")!))
        #expect(abs((cell.part(.title)?.frame.minX ?? 0) - (16 + 81)) < 1e-9)
        let mirrored = try #require(try Self.layout(spec + "\nlayoutDirection: rightToLeft").cell(section: 0, row: 0))
        #expect(mirrored.part(.swipeAction)?.frame == Rect(x: 320 - 81, y: 0, width: 81, height: 44))
    }

    @Test(arguments: ["ios11", "ios13", "ios15"])
    func contextualActionsDrawTheirImageOverTheTitleAtTheThemesMinimumWidth(_ theme: String) throws {
        let resources = InMemoryResources(["flag@2x.png": pngHeader(width: 40, height: 44)])
        let cell = try #require(try Self.layout("""
            theme: \(theme)
            size: {width: 320, height: 60}
            table:
              sections:
                - rows: [{title: Mail, height: 60, swiped: trailing, swipeActions: {trailing: [{title: Flag, color: "#FF9500", image: flag@2x.png}]}}]
            """, resources: resources).cell(section: 0, row: 0))
        let button = try #require(cell.part(.swipeAction))
        #expect(button.frame == Rect(x: 320 - 74, y: 0, width: 74, height: 60))
        // 20 x 22 pt (the theme's 22-pt limit), a 4-pt gap, a 15-pt title: 41 pt, centred.
        let image = try #require(cell.part(.swipeActionImage))
        #expect(image.frame == Rect(x: 246 + 27, y: 9.5, width: 20, height: 22))
        #expect(image.imageTint == .solid(Color(hex: "#FFFFFF")!))
        #expect(button.text?.font.size == 15)
        #expect(button.text?.lines.first?.origin.y == 9.5 + 22 + 4 + 12)
    }

    @Test func swipeActionsTakeSymbolsAndThemeColours() throws {
        let layout = try Self.layout("""
            theme: ios13
            size: {width: 320, height: 104}
            table:
              sections:
                - rows:
                    - {title: Mail, height: 60, swiped: trailing, swipeActions: {trailing: [{title: Flag, color: systemOrange, image: {symbol: flag.fill}}]}}
                    - {title: Later, titleColor: systemOrange}
            """)
        let cell = try #require(layout.cell(section: 0, row: 0))
        #expect(cell.part(.swipeAction)?.fill == .solid(Color(hex: "#FF9500")!))
        let image = try #require(cell.part(.swipeActionImage))
        // A symbol in the theme's 22-pt box, in the title's white.
        #expect(image.symbol != nil && image.frame.width == 22 && image.frame.height == 22)
        #expect(layout.cell(section: 0, row: 1)?.part(.title)?.text?.color == Color(hex: "#FF9500"))
    }

    @Test func anExpandedRowIsCoveredByItsOutermostActionWithTheTitleByTheContentsEdge() throws {
        let cell = try #require(try Self.layout("""
            theme: ios7
            size: {width: 320, height: 44}
            table:
              sections:
                - rows: [{title: Mail, swiped: trailing, expanded: true, swipeActions: {trailing: [{title: Delete, style: destructive}, {title: More}]}}]
            """).cell(section: 0, row: 0))
        let buttons = cell.parts.filter { $0.kind == .swipeAction }
        #expect(buttons.map(\.frame) == [Rect(x: 0, y: 0, width: 320, height: 44)])
        #expect(buttons.first?.text?.lines.first?.origin.x == 15)
        #expect(cell.part(.title)?.frame.maxX ?? 1 <= 0)
    }

    @Test func aSwipedRowOfACardIsClippedToTheCardsCorners() throws {
        let layout = try Self.layout("""
            theme: ios15
            size: {width: 375, height: 200}
            table:
              style: insetGrouped
              sections:
                - rows:
                    - {title: First, swiped: trailing, swipeActions: {trailing: [{title: Delete, style: destructive}]}}
                    - {title: Last}
            """)
        let first = try #require(layout.cell(section: 0, row: 0))
        #expect(first.clipsParts && first.corners == .top && (first.cornerRadius ?? 0) > 0)
        // An unswiped row of a card keeps no shape of its own (the card behind it has it).
        #expect(layout.cell(section: 0, row: 1)?.cornerRadius == nil)
    }

    @Test func deleteConfirmationStaysTheShorthandForOneDeleteAction() throws {
        let shorthand = try #require(try Self.layout("""
            size: {width: 320, height: 44}
            table: {sections: [{rows: [{title: Mail, deleteConfirmation: true}]}]}
            """).cell(section: 0, row: 0))
        let action = try #require(try Self.layout("""
            size: {width: 320, height: 44}
            table: {sections: [{rows: [{title: Mail, swiped: trailing, swipeActions: {trailing: [{title: Delete, style: destructive}]}}]}]}
            """).cell(section: 0, row: 0))
        #expect(shorthand.part(.deleteButton)?.frame == action.part(.swipeAction)?.frame)
        #expect(shorthand.part(.deleteButton)?.fill == action.part(.swipeAction)?.fill)
        #expect(shorthand.part(.title)?.frame == action.part(.title)?.frame)
    }

    @Test func textFieldsStartAfterTheWidestTitleOfTheirSection() throws {
        let layout = try Self.layout("""
            theme: ios7
            size: {width: 320, height: 176}
            table:
              style: grouped
              sections:
                - rows:
                    - {title: Name, field: {placeholder: John Appleseed}}
                    - {title: Password, field: {text: secret, secure: true}}
                    - {field: {placeholder: Notes}}
            """)
        let name = try #require(layout.cell(section: 0, row: 0)?.part(.textField))
        let password = try #require(layout.cell(section: 0, row: 1)?.part(.textField))
        // Password is 8 x 8.5 = 68 pt: the fields start 16 pt after it.
        #expect(name.frame.minX == 15 + 68 + 16)
        #expect(password.frame.minX == name.frame.minX)
        #expect(name.frame.maxX == 320 - 15)
        #expect(name.text?.text == "John Appleseed")
        #expect(name.text?.color == Color(hex: "#C7C7CD"))
        #expect(password.text?.text == "••••••")
        #expect(password.text?.color == Color(hex: "#000000"))
        // Without a title the field takes the whole content width.
        #expect(layout.cell(section: 0, row: 2)?.part(.textField)?.frame.minX == 15)
    }

    @Test(arguments: [("ios2", "light", "#E22F2F", "#385487"), ("ios7", "light", "#FF3B30", "#007AFF"),
                      ("ios13", "dark", "#FF453A", "#0A84FF")])
    func titleColoursAreTheErasAndAppearances(_ theme: String, _ appearance: String, _ red: String, _ tint: String) throws {
        let layout = try Self.layout("""
            theme: \(theme)
            appearance: \(appearance)
            size: {width: 320, height: 132}
            table:
              style: grouped
              sections:
                - rows: [{title: Sign Out, titleColor: destructive, textAlignment: center}, {title: Add Account…, titleColor: tint}, {title: Custom, titleColor: "#123456"}]
            """)
        #expect(layout.cell(section: 0, row: 0)?.part(.title)?.text?.color == Color(hex: red))
        #expect(layout.cell(section: 0, row: 1)?.part(.title)?.text?.color == Color(hex: tint))
        #expect(layout.cell(section: 0, row: 2)?.part(.title)?.text?.color == Color(hex: "#123456"))
    }

    @Test(arguments: [("ios5", 94.0, 27.0, 10.0), ("ios7", 94, 29, 15), ("ios13", 94, 32, 16)])
    func steppersAreTheErasSizeAtTheAccessoryViewsPlace(_ theme: String, _ width: Double, _ height: Double, _ inset: Double) throws {
        let cell = try #require(try Self.layout("""
            theme: \(theme)
            size: {width: 320, height: 44}
            table: {sections: [{rows: [{title: Copies, accessory: {stepper: 0}}]}]}
            """).cell(section: 0, row: 0))
        let stepper = try #require(cell.part(.stepper))
        #expect(stepper.frame.width == width && stepper.frame.height == height)
        #expect(stepper.frame.maxX == 320 - inset)
        guard let glyph = stepper.glyph as? StepperGlyph else {
            Issue.record("not a stepper"); return
        }
        #expect(!glyph.minusEnabled && glyph.plusEnabled)
    }

    @Test func aSliderFillsTheContentBetweenTheTitleAndTheValue() throws {
        let cell = try #require(try Self.layout("""
            theme: ios7
            size: {width: 320, height: 44}
            table: {sections: [{rows: [{title: Volume, detail: "5.0", slider: {value: 0.25}}]}]}
            """).cell(section: 0, row: 0))
        let slider = try #require(cell.part(.slider))
        // Volume 51 pt, an 11-pt gap; the value 25.5 pt at the trailing margin, 23 pt after the slider (render 15).
        #expect(slider.frame == Rect(x: 15 + 51 + 11, y: 8, width: (320 - 15 - 25.5 - 23) - 77, height: 28))
        #expect(cell.part(.detail)?.frame.maxX == 305)
        guard let glyph = slider.glyph as? SliderGlyph else { Issue.record("not a slider"); return }
        #expect(glyph.value == 0.25 && glyph.trackHeight == 2)
    }

    @Test func rightToLeftMirrorsFieldsSlidersAndSteppers() throws {
        let layout = try Self.layout("""
            theme: ios7
            layoutDirection: rightToLeft
            size: {width: 320, height: 132}
            table: {sections: [{rows: [{title: Name, field: {placeholder: Required}}, {title: Volume, slider: {value: 0.25}}, {title: Copies, accessory: {stepper: 1}}]}]}
            """)
        // Left to right the field runs from 15 + 34 + 16 = 65 to 305; mirrored it ends at 255,
        // its text (8 x 8.5 pt) set from the right.
        let field = try #require(layout.cell(section: 0, row: 0)?.part(.textField))
        #expect(field.frame == Rect(x: 15, y: field.frame.minY, width: 240, height: field.frame.height))
        #expect(field.text?.lines.first.map { $0.origin.x + 68 } == 255)
        let slider = try #require(layout.cell(section: 0, row: 1)?.part(.slider))
        #expect(slider.frame.maxX == 320 - 77)
        #expect(slider.mirrored)
        let stepper = try #require(layout.cell(section: 0, row: 2)?.part(.stepper))
        #expect(stepper.frame.minX == 15)
    }

    @Test func swipeActionTitlesAndFieldsFollowDynamicType() throws {
        let cell = try #require(try Self.layout("""
            theme: ios13
            contentSizeCategory: accessibilityMedium
            size: {width: 375, height: 200}
            table: {sections: [{rows: [{title: A, swiped: trailing, swipeActions: {trailing: [{title: Delete, style: destructive}]}}, {title: B, field: {text: x}}]}]}
            """).cell(section: 0, row: 0))
        #expect((cell.part(.swipeAction)?.text?.font.size ?? 0) > 17)
    }

    @Test func keysAnEraDidNotHaveAreOneErrorNamingTheEra() {
        let swipe = Self.errors("""
            theme: ios6
            table: {sections: [{rows: [{title: A, swiped: trailing, swipeActions: {trailing: [{title: More}]}}]}]}
            """)
        #expect(swipe == ["/table/sections/0/rows/0/swipeActions: swipe actions came with iOS 7 (several with iOS 8's UITableViewRowAction); theme \"ios6\" draws iOS 6, where a swiped row showed only its Delete confirmation; use deleteConfirmation, or a theme of iOS 7 or later such as \"ios7\" or \"ios13\""])
        let image = Self.errors("""
            theme: ios7
            table: {sections: [{rows: [{title: A, swipeActions: {trailing: [{title: Flag, image: /nonexistent/flag.png}]}}]}]}
            """)
        #expect(image.first?.hasPrefix("/table/sections/0/rows/0/swipeActions/trailing/0/image: an image on a swipe action came with iOS 11 (UIContextualAction)") == true)
        let stepper = Self.errors("""
            theme: ios2
            table: {sections: [{rows: [{title: A, accessory: {stepper: 1}}]}]}
            """)
        #expect(stepper == ["/table/sections/0/rows/0/accessory/stepper: UIStepper came with iOS 5; theme \"ios2\" draws iOS 1 to 4, which had none; use a theme of iOS 5 or later such as \"ios5\" or \"ios7\""])
    }

    @Test func misspeltKeysAndValuesGetASuggestion() {
        let found = Self.errors("""
            table:
              sections:
                - rows:
                    - {title: A, swiped: trailng, swipeActions: {trailing: [{title: B, stlye: destructive}]}, titleColor: destrutive}
                    - {title: C, feild: {text: x}}
            """)
        #expect(found.contains("/table/sections/0/rows/0/swiped: unknown swipe side \"trailng\"; did you mean \"trailing\"?"))
        #expect(found.contains("/table/sections/0/rows/0/swipeActions/trailing/0: unknown key \"stlye\"; did you mean \"style\"?"))
        #expect(found.contains("/table/sections/0/rows/0/titleColor: unknown title colour \"destrutive\"; did you mean \"destructive\"?"))
        #expect(found.contains("/table/sections/1/rows/0: unknown key \"feild\"; did you mean \"field\"?") || found.contains { $0.contains("\"feild\"; did you mean \"field\"") })
    }

    @Test func aSwipedSideNeedsActionsAndARowHasOneControl() {
        let found = Self.errors("""
            table:
              sections:
                - rows:
                    - {title: A, swiped: leading, swipeActions: {trailing: [{title: B}]}}
                    - {title: C, expanded: true}
                    - {title: D, field: {text: x}, slider: {value: 1}}
                    - {title: E, deleteConfirmation: true, swiped: trailing, swipeActions: {trailing: [{title: F}]}}
                    - {title: G, deleteConfirmation: true, expanded: true}
            """)
        #expect(found.count == 5)
        #expect(found.contains { $0.hasPrefix("/table/sections/0/rows/4/expanded: expanded opens a row's children, or draws a swiped row all the way open by its swipe actions") })
        #expect(found.contains { $0.hasPrefix("/table/sections/0/rows/0/swiped: the row is swiped open on its leading side, but it has no leading swipe actions") })
        #expect(found.contains { $0.hasPrefix("/table/sections/0/rows/1/expanded: expanded opens a row's children, or draws a swiped row all the way open") })
        #expect(found.contains { $0.hasPrefix("/table/sections/0/rows/2/slider: a row holds a text field or a slider, not both") })
        #expect(found.contains { $0.hasPrefix("/table/sections/0/rows/3/swiped: the row is swiped open twice") })
    }
}
