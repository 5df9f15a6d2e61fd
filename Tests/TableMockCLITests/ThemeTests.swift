import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockScene
import TableMockTestSupport
import Testing

/// The built-in themes: each resolves completely in its appearances, draws its era's
/// look (checked by pixels), and renders text in any script without boxes.
@Suite struct ThemeTests {
    static let catalog = ThemeCatalog(builtinDirectory: LayoutHarness.themesDirectory)

    @Test func theBuiltInThemesAreListedWithADescription() {
        let themes = Self.catalog.builtinThemes()
        #expect(themes.map(\.name).sorted() == ["ios13", "ios2", "ios6", "ios7"])
        #expect(themes.allSatisfy { !$0.description.isEmpty })
    }

    @Test(arguments: [("ios2", Appearance.light), ("ios6", .light), ("ios7", .light), ("ios13", .light), ("ios13", .dark)])
    func resolves(theme: String, appearance: Appearance) throws {
        let resolved = try Self.catalog.load(theme, relativeTo: nil, appearance: appearance)
        #expect(resolved.name == theme)
        #expect(!resolved.fontFiles.isEmpty)
        _ = try TextEngine(fonts: resolved.fontFiles)
    }

    @Test(arguments: ["ios2", "ios6", "ios7"])
    func themesWithoutDarkColoursRefuseDark(theme: String) throws {
        #expect(throws: DiagnosticError.self) { try Self.catalog.load(theme, relativeTo: nil, appearance: .dark) }
    }

    @Test func darkAppearanceUsesUIKitsDarkColours() throws {
        let dark = try Self.catalog.load("ios13", relativeTo: nil, appearance: .dark)
        #expect(dark[.groupedBackground] == Color(hex: "#000000"))
        #expect(dark[.groupedCellBackground] == Color(hex: "#1C1C1E"))
        #expect(dark[.label] == Color(hex: "#FFFFFF"))
        let light = try Self.catalog.load("ios13", relativeTo: nil, appearance: .light)
        #expect(light[.groupedBackground] == Color(hex: "#F2F2F7"))
    }

    /// Pixels that tell the eras apart, read from the renders of the Settings sample.
    @Test func eachEraDrawsItsOwnLook() throws {
        func pixel(_ sample: String, _ xPt: Double, _ yPt: Double) throws -> RGBAPixel {
            let image = try PNGCodec.decode(try SampleRenderer.render(sample, format: .png, scale: 1))
            return image[Int(xPt), Int(yPt)]
        }
        // iPhone OS 2: pinstripes beside the rounded group (two neighbouring columns differ).
        let a = try pixel("theme-ios2-settings.json", 2, 500), b = try pixel("theme-ios2-settings.json", 5, 500)
        #expect(a != b)
        // iOS 7: flat #EFEFF4 beside the edge-to-edge group.
        #expect(try pixel("theme-ios7-settings.json", 2, 600) == RGBAPixel(red: 0xEF, green: 0xEF, blue: 0xF4, alpha: 255))
        // iOS 13 dark: black behind, #1C1C1E cells.
        #expect(try pixel("theme-ios13-dark-settings.json", 2, 600) == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(try pixel("theme-ios13-dark-settings.json", 200, 52) == RGBAPixel(red: 0x1C, green: 0x1C, blue: 0x1E, alpha: 255))
    }

    static let scripts = ["日本語 こんにちは世界", "العربية مرحبا بالعالم", "עברית שלום עולם", "Crème brûlée à la façon",
                          "Příliš žluťoučký kůň", "Hello עולם 123 مرحبا", "☀️🌧️❄️🍣🍕🥐"]

    @Test(arguments: ["ios2", "ios7", "ios13"])
    func textInAnyScriptHasNoBoxes(theme: String) throws {
        let resolved = try Self.catalog.load(theme, relativeTo: nil, appearance: .light)
        let engine = try TextEngine(fonts: resolved.fontFiles)
        for text in Self.scripts {
            #expect(engine.unknownGlyphCount(in: text, font: resolved[.cellTitle].font) == 0, "\(text)")
        }
        // Without the fallbacks the same text would show boxes: the check can fail.
        let bare = try TextEngine(fonts: Array(resolved.fontFiles.prefix(1)))
        #expect(bare.unknownGlyphCount(in: "日本語", font: resolved[.cellTitle].font) == 3)
    }

    @Test func aUserThemeExtendingIOS7OverridesTwoColours() throws {
        let png = try SampleRenderer.render("custom-theme/brand-selection.yaml", format: .png, scale: 1)
        let image = try PNGCodec.decode(png)
        // The separator under the first row takes the theme's green; the checkmark its red.
        #expect(image[100, 43] == RGBAPixel(red: 0x7E, green: 0xD3, blue: 0x21, alpha: 255))
        var red = 0
        for y in 44..<88 { for x in 280..<320 where image[x, y].red > 180 && image[x, y].green < 80 { red += 1 } }
        #expect(red > 10)
        // Everything else is still ios7: the white background.
        #expect(image[200, 20] == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
