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
    static let catalog = LayoutHarness.themes()

    @Test func theBuiltInThemesAreListedWithADescription() {
        let themes = Self.catalog.builtinThemes()
        #expect(themes.map(\.name).sorted() == ["ios11", "ios13", "ios15", "ios2", "ios26", "ios5", "ios6", "ios7"])
        #expect(themes.allSatisfy { !$0.description.isEmpty })
    }

    @Test(arguments: [("ios2", Appearance.light), ("ios5", .light), ("ios6", .light), ("ios7", .light), ("ios11", .light), ("ios13", .light), ("ios13", .dark), ("ios15", .light), ("ios15", .dark), ("ios26", .light), ("ios26", .dark)])
    func resolves(theme: String, appearance: Appearance) throws {
        let resolved = try Self.catalog.load(theme, relativeTo: nil, appearance: appearance)
        #expect(resolved.name == theme)
        #expect(!resolved.fontFiles.isEmpty)
        _ = try TextEngine(fonts: resolved.fontFiles)
    }

    @Test(arguments: ["ios2", "ios5", "ios6", "ios7", "ios11"])
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
                          "Příliš žluťoučký kůň", "Hello עולם 123 مرحبا", "☀️🌧️❄️🍣🍕🥐",
                          "ภาษาไทย สวัสดีชาวโลก", "हिन्दी नमस्ते दुनिया"]

    @Test(arguments: ["ios2", "ios6", "ios7", "ios13"])
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

    /// Renders an inline spec with a theme file beside it, at 1x.
    static func render(spec: String, theme: String, themeName: String = "user.theme.json") throws -> RGBAImage {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try theme.write(to: dir.appendingPathComponent(themeName), atomically: true, encoding: .utf8)
        let url = dir.appendingPathComponent("spec.yaml")
        let prepared = try PreparedSpec.prepare(data: Data(spec.utf8), file: "spec.yaml", specURL: url, themes: catalog)
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let scene = try prepared.renderableScene(measurer: engine, scaleOverride: 1)
        return try PNGCodec.decode(try SceneRenderer.render(scene, as: .png, engine: engine))
    }

    /// Pixels in `xs` × `ys` within 40 of `color` in every channel.
    static func count(_ color: RGBAPixel, in image: RGBAImage, xs: Range<Int>, ys: Range<Int>) -> Int {
        var n = 0
        for y in ys {
            for x in xs {
                let p = image[x, y]
                if abs(Int(p.red) - Int(color.red)) < 40 && abs(Int(p.green) - Int(color.green)) < 40
                    && abs(Int(p.blue) - Int(color.blue)) < 40 { n += 1 }
            }
        }
        return n
    }

    /// UIKit's `tintColor`: a theme that overrides only `tint` recolours every element the
    /// built-in theme ties to it (`"checkmark": "tint"`, `"indexText": "tint"`).
    @Test(arguments: ["ios7", "ios13"])
    func overridingTintRecoloursTheCheckmarkAndTheIndex(parent: String) throws {
        let spec = """
            theme: user.theme.json
            device: iphone-5
            table:
              index: true
              sections:
                - {header: Alpha, rows: [{title: Apple, accessory: checkmark}, {title: Apricot}]}
                - {header: Beta, rows: [{title: Banana}]}
                - {header: Gamma, rows: [{title: Grape}]}
            """
        let red = RGBAPixel(red: 0xD0, green: 0x02, blue: 0x1B, alpha: 255)
        let blue = RGBAPixel(red: 0x00, green: 0x7A, blue: 0xFF, alpha: 255)
        let tinted = try Self.render(spec: spec, theme: ##"{"extends": "\##(parent)", "colors": {"tint": "#D0021B"}}"##)
        let plain = try Self.render(spec: spec, theme: #"{"extends": "\#(parent)"}"#)
        // The checkmark sits at the right of the first row (y 28-72, under the header), left
        // of the index strip; the index letters are in the right 15 pt.
        let checkmark = (xs: 260..<305, ys: 28..<72), index = (xs: 305..<320, ys: 0..<568)
        #expect(Self.count(red, in: tinted, xs: checkmark.xs, ys: checkmark.ys) > 10)
        #expect(Self.count(blue, in: tinted, xs: checkmark.xs, ys: checkmark.ys) == 0)
        #expect(Self.count(red, in: tinted, xs: index.xs, ys: index.ys) > 10)
        #expect(Self.count(blue, in: tinted, xs: index.xs, ys: index.ys) == 0)
        // The parent draws both in its own blue: the override is what changed them.
        #expect(Self.count(blue, in: plain, xs: checkmark.xs, ys: checkmark.ys) > 10)
        #expect(Self.count(blue, in: plain, xs: index.xs, ys: index.ys) > 10)
        #expect(Self.count(red, in: plain, xs: 0..<320, ys: 0..<568) == 0)
    }

    /// A user's font `file` that exists but is not a font: the theme file is named, with the
    /// line and column of the path, and no Debian package is blamed (on the real file system).
    @Test func aUserFontFileThatIsNotAFontIsReportedInTheTheme() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{\"not\": \"a font\"}".utf8).write(to: dir.appendingPathComponent("Brand.otf"))
        try Data("""
            {"extends": "ios7",
             "fonts": {"regular": {"family": "Brand", "file": "Brand.otf", "package": "fonts-brand"}}}
            """.utf8).write(to: dir.appendingPathComponent("brand.theme.json"))
        do {
            _ = try Self.catalog.load("brand.theme.json", relativeTo: dir.appendingPathComponent("spec.yaml"), appearance: .light)
            Issue.record("a text file was accepted as a font")
        } catch {
            let theme = dir.appendingPathComponent("brand.theme.json").path
            #expect(error.diagnostics.map(\.description) == [
                "\(theme):2:51: error: /fonts/regular/file: font file \"\(dir.path)/Brand.otf\" is not a font "
                    + "(TrueType, OpenType, WOFF or Type 1); name the font file itself (usually .otf or .ttf)"])
        }
    }

    /// Lays out and renders an inline spec with the built-in themes.
    static func renderInline(_ spec: String, scale: Double) throws -> (TableLayout, RGBAImage) {
        let prepared = try PreparedSpec.prepare(data: Data(spec.utf8), file: "spec.yaml",
                                                specURL: URL(fileURLWithPath: "/tmp/spec.yaml"), themes: catalog)
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let layout = prepared.layout(measurer: engine, scale: scale)
        let png = try SceneRenderer.render(prepared.paint(layout), as: .png, engine: engine)
        return (layout, try PNGCodec.decode(png))
    }

    /// iOS 13+ draws the off switch as a filled light-grey track (rgba(120,120,128,0.16))
    /// with no border: render 07 measures (233,233,235) on white. iOS 7-12 kept the white
    /// track with a grey ring.
    @Test func theIOS13OffSwitchIsAFilledTrackWithoutABorder() throws {
        func offSwitch(_ theme: String, _ appearance: String) throws -> (middle: RGBAPixel, edge: RGBAPixel) {
            let (layout, image) = try Self.renderInline("""
                theme: \(theme)
                appearance: \(appearance)
                device: iphone-5
                table: {style: insetGrouped, sections: [{rows: [{title: Airplane Mode, accessory: {switch: false}}]}]}
                """, scale: 1)
            let cell = try #require(layout.items.first { $0.kind == .cell })
            let track = try #require(cell.part(.accessory)).frame
            // Right of the knob (which sits at the left when off), and the ring's place.
            return (image[Int(track.maxX - 10), Int(track.midY)], image[Int(track.maxX - 1), Int(track.midY)])
        }
        /// Within 1 in each channel (Cairo's 8-bit compositing rounds).
        func near(_ p: RGBAPixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.red) - r) <= 1 && abs(Int(p.green) - g) <= 1 && abs(Int(p.blue) - b) <= 1
        }
        let light = try offSwitch("ios13", "light")
        #expect(near(light.middle, 233, 233, 235), "\(light.middle)")
        #expect(light.edge.red >= 232, "no darker ring at the edge: \(light.edge)")
        // Dark: rgba(120,120,128,0.32) on the #1C1C1E card.
        let dark = try offSwitch("ios13", "dark")
        #expect(near(dark.middle, 58, 58, 62), "\(dark.middle)")
        // iOS 7: still white inside a grey ring.
        let ios7 = try offSwitch("ios7", "light")
        #expect(ios7.middle == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(ios7.edge.red < 250)
    }

    /// The spinner has the theme's spokes: 12 on iOS 7-12, 8 from iOS 13 (counted as ink
    /// runs round a circle through the spokes); and on iOS 13 dark it is a light grey.
    @Test(arguments: [("ios7", "light", 12), ("ios13", "light", 8), ("ios13", "dark", 8), ("ios2", "light", 12)])
    func theActivityIndicatorHasTheEraSpokeCount(theme: String, appearance: String, spokes: Int) throws {
        let scale = 4.0
        let (layout, image) = try Self.renderInline("""
            theme: \(theme)
            appearance: \(appearance)
            device: iphone-5
            table: {style: plain, loading: Loading…}
            """, scale: scale)
        let spinner = try #require(layout.items.flatMap(\.parts).first { $0.kind == .activityIndicator }).frame
        let background = image[2, 2]
        func differs(_ p: RGBAPixel) -> Bool {
            abs(Int(p.red) - Int(background.red)) + abs(Int(p.green) - Int(background.green)) > 24
        }
        let steps = 720, r = spinner.width / 2 * 0.72
        let ink = (0..<steps).map { i -> Bool in
            let a = Double(i) / Double(steps) * 2 * Double.pi
            return differs(image[Int((spinner.midX + cos(a) * r) * scale), Int((spinner.midY + sin(a) * r) * scale)])
        }
        let runs = (0..<steps).filter { ink[$0] && !ink[($0 + steps - 1) % steps] }.count
        #expect(runs == spokes)
        if appearance == "dark" {
            var brightest = 0
            for y in Int(spinner.minY * scale)..<Int(spinner.maxY * scale) {
                for x in Int(spinner.minX * scale)..<Int(spinner.maxX * scale) { brightest = max(brightest, Int(image[x, y].green)) }
            }
            #expect(brightest >= 150, "the newest spoke is \(brightest)/255 on black")
        }
    }

    /// iOS 5-6 etched groups: a light line under the group's bottom edge that follows the
    /// rounded corners too (columns inside a corner's curve have it just below the outline);
    /// iPhone OS 2's groups have none.
    @Test(arguments: [("theme-ios6-settings.json", true), ("theme-ios2-settings.json", false)])
    func etchedGroupsHaveALightLineRoundTheBottomCorners(sample: String, etched: Bool) throws {
        let url = GoldenImages.repositoryRoot.appendingPathComponent("Samples/\(sample)")
        let prepared = try PreparedSpec.prepare(data: try Data(contentsOf: url), file: sample, specURL: url, themes: Self.catalog)
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let layout = prepared.layout(measurer: engine, scale: 2)
        let image = try PNGCodec.decode(try SceneRenderer.render(prepared.paint(layout), as: .png, engine: engine))
        let group = try #require(layout.items.first { $0.kind == .group }).frame
        for dx in [1.0, 2.0, 3.0, group.width / 2] {
            let x = Int((group.minX + dx) * 2)
            let rows = Int((group.maxY - 8) * 2)..<Int((group.maxY + 4) * 2)
            // The outline is the darkest pixel of the column near the bottom edge.
            let outline = rows.min { image[x, $0].red < image[x, $1].red }!
            let background = Int(image[x, Int((group.maxY + 6) * 2)].red)
            let below = (outline + 1...outline + 3).map { Int(image[x, $0].red) }.max()!
            #expect((below > background + 15) == etched, "x \(dx) pt: \(below) below the outline, background \(background)")
        }
    }

    /// Scripts/install-deps.sh installs every Debian package a built-in theme's fonts come
    /// from, and each font file lies where its package puts it.
    @Test func installDepsInstallsEveryFontPackage() throws {
        let root = LayoutHarness.themesDirectory.deletingLastPathComponent().deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent("Scripts/install-deps.sh"), encoding: .utf8)
        let list = try #require(script.range(of: "packages=(")).upperBound
        let listed = Set(script[list...].prefix { $0 != ")" }.split(whereSeparator: \.isWhitespace).map(String.init))
        var named: [String: Set<String>] = [:]
        for name in Self.catalog.builtinThemes().map(\.name) + [ThemeCatalog.baseName] {
            let url = LayoutHarness.themesDirectory.appendingPathComponent(name + ".json")
            let theme = try ThemeDecoder.decode(try Data(contentsOf: url), file: url.path)
            for font in theme.fonts.values { named[font.file.package, default: []].insert(font.file.path) }
        }
        #expect(Set(named.keys).subtracting(listed).isEmpty, "not installed by install-deps.sh: \(Set(named.keys).subtracting(listed))")
        #expect(named.keys.contains("fonts-noto-core") && named.keys.contains("fonts-noto-cjk"))
        for (package, paths) in named {
            for path in paths { #expect(FileManager.default.fileExists(atPath: path), "\(path) (\(package))") }
        }
    }

    /// The ink (summed darkness) of one line of black text on white at 2x.
    static func ink(_ text: String, _ font: FontDescriptor, engine: TextEngine) throws -> Int {
        let scene = Scene(size: Size(width: 400, height: 40), scale: 2, background: Color(hex: "#FFFFFF")!,
                          nodes: [.text(TextRun(text: text, font: font, color: Color(hex: "#000000")!,
                                                origin: Point(x: 5, y: 28)))])
        let image = try SceneRenderer.pixels(scene, engine: engine)
        var sum = 0
        for y in 0..<image.height { for x in 0..<image.width { sum += 255 - Int(image[x, y].green) } }
        return sum
    }

    /// iPhone OS titles are bold (Nimbus Sans Bold 20): text the fallback fonts draw is bold
    /// too, from the packages' bold files, not the regular face at a bold size. Without a
    /// bold fallback both weights drew the same ink.
    @Test(arguments: ["日本語", "العربية", "עברית", "ภาษาไทย", "हिन्दी"])
    func boldTitlesInOtherScriptsAreBold(text: String) throws {
        let resolved = try Self.catalog.load("ios2", relativeTo: nil, appearance: .light)
        let engine = try TextEngine(fonts: resolved.fontFiles)
        let bold = resolved[.cellTitle].font
        #expect(bold.weight == 700)
        var regular = bold
        regular.weight = 400
        let boldInk = try Self.ink(text, bold, engine: engine), regularInk = try Self.ink(text, regular, engine: engine)
        #expect(Double(boldInk) > Double(regularInk) * 1.1, "bold \(boldInk), regular \(regularInk)")
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
