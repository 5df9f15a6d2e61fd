import Foundation
import TableMockCairo
import TableMockScene
import Testing

@Suite("Font pinning")
struct FontPinningTests {
    @Test("a missing font file names the path and the Debian package")
    func missingFile() {
        let missing = FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Nonexistent.otf", package: "fonts-inter")
        #expect {
            _ = try TextEngine(fonts: [TestFonts.interRegular, missing])
        } throws: { error in
            let text = "\(error)"
            return error as? FontConfigurationError == .missingFontFile(missing)
                && text == "font file /usr/share/fonts/opentype/inter/Inter-Nonexistent.otf is missing; "
                         + "install the Debian package fonts-inter"
        }
    }

    @Test("a file that is not a font is rejected")
    func notAFont() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-not-a-font-\(getpid()).otf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = FontFile(path: path, package: "fonts-inter")
        #expect(throws: FontConfigurationError.unreadableFontFile(file)) { try TextEngine(fonts: [file]) }
        // A user's own file: no Debian package will fix it, so none is named.
        #expect("\(FontConfigurationError.unreadableFontFile(file))" == "font file \(path) could not be loaded as a font "
                + "(unreadable or not a font file); name a TrueType or OpenType font file in the theme")
        let packaged = FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter")
        #expect("\(FontConfigurationError.unreadableFontFile(packaged))".hasSuffix("; reinstall the Debian package fonts-inter"))
    }

    @Test("no font files is an error")
    func noFonts() {
        #expect(throws: FontConfigurationError.noFontFiles) { try TextEngine(fonts: []) }
    }

    @Test("the engine sees exactly the pinned families")
    func pinnedFamilies() throws {
        let inter = try TextEngine(fonts: [TestFonts.interRegular])
        #expect(inter.familyNames.contains("Inter"))
        #expect(!inter.familyNames.contains(where: { $0.contains("DejaVu") || $0.contains("Nimbus") }))
        let both = try TestFonts.engine()
        #expect(both.familyNames.contains("Inter") && both.familyNames.contains("Nimbus Sans"))
    }

    @Test("a family outside the pinned set does not reach system fonts")
    func noSystemFallback() throws {
        let engine = try TextEngine(fonts: [TestFonts.nimbusRegular])
        let asked = FontDescriptor(family: "DejaVu Sans", size: 17)
        let nimbus = FontDescriptor(family: "Nimbus Sans", size: 17)
        // Only Nimbus Sans is loaded, so whatever is asked for is set in it.
        #expect(engine.width(of: "Settings", font: asked) == engine.width(of: "Settings", font: nimbus))
    }

    @Test("a font collection (.ttc) contributes its first face only")
    func collectionFirstFace() throws {
        let cjk = FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk")
        let engine = try TextEngine(fonts: [TestFonts.interRegular, cjk])
        // Face 0 of the collection is the JP face; the KR, SC, TC and HK faces and the Mono
        // forms (faces 1-9) are not scanned.
        #expect(engine.familyNames.contains("Noto Sans CJK JP"))
        #expect(!engine.familyNames.contains(where: { $0.hasPrefix("Noto Sans CJK KR") || $0.contains("Mono") }))
        // Korean and Chinese text still finds glyphs in face 0.
        let font = FontDescriptor(family: "Inter", size: 17)
        #expect(engine.unknownGlyphCount(in: "안녕하세요 你好 這是", font: font) == 0)
    }

    /// An engine loads the fallback files only when a text needs them; what it measures and
    /// draws is the same as with every file loaded from the start (`familyNames` loads all).
    @Test("fallback fonts load when needed, with the same widths and pixels as loaded at once")
    func lazyFallbacks() throws {
        let cjk = FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk")
        let arabic = FontFile(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", package: "fonts-noto-core")
        let files = [TestFonts.interRegular, TestFonts.interBold, cjk, arabic]
        let texts = ["Settings", "Wi-Fi 5 GHz", "設定 Settings", "안녕하세요", "مرحبا 42", "Done"]
        let fonts = [FontDescriptor(family: "Inter", size: 17), FontDescriptor(family: "Inter", weight: 700, size: 13)]
        func measure(_ engine: TextEngine) -> [Double] {
            fonts.flatMap { font in texts.map { engine.width(of: $0, font: font) } + [engine.metrics(of: font).ascent] }
        }
        func draw(_ engine: TextEngine) throws -> Data {
            let nodes = texts.enumerated().map { i, text in
                SceneNode.text(TextRun(text: text, font: fonts[i % 2], color: .black, origin: Point(x: 4, y: 20 + 24 * Double(i))))
            }
            return try SceneRenderer.render(Scene(size: Size(width: 200, height: 160), scale: 2, background: .white, nodes: nodes),
                                            as: .png, engine: engine)
        }
        let eager = try TextEngine(fonts: files)
        #expect(eager.familyNames.contains("Noto Sans Arabic"))   // loads every file
        let lazy = try TextEngine(fonts: files)
        #expect(measure(lazy) == measure(eager))
        #expect(try draw(try TextEngine(fonts: files)) == draw(eager))
        // The CJK and Arabic words are set in their fallback fonts, not as boxes.
        #expect(lazy.unknownGlyphCount(in: "設定 안녕 مرحبا", font: fonts[0]) == 0)
        #expect(try TextEngine(fonts: [TestFonts.interRegular]).unknownGlyphCount(in: "設定", font: fonts[0]) == 2)
    }
}
