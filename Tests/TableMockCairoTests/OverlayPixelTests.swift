import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockScene
import TableMockTestSupport
import Testing

/// The pixels of what is presented over the screen: the dimmed screen behind an alert, the
/// keyboard's colours (uikit-controls render 02), the blurred screen behind a context menu.
@Suite struct OverlayPixelTests {
    static func pixels(_ source: String) throws -> RGBAImage {
        let prepared = try LayoutHarness.prepare(source)
        let layout = prepared.layout(measurer: FixedAdvanceMeasurer(), scale: 1)
        return try SceneRenderer.pixels(ScenePainter.paint(layout), engine: try TestFonts.engine())
    }

    static let rows = "device: iphone-5s\ntable:\n  sections:\n    - rows: [{title: Inbox}]\n"

    @Test func theScreenBehindAnAlertIsDimmedByTheThemesBlack() throws {
        // iOS 7: black at 40 % over the white table: 255 × 0.6 = 153.
        let image = try Self.pixels("theme: ios7\n" + Self.rows + "alert: {title: Sure?, actions: [OK]}\n")
        let corner: RGBAPixel = image[300, 550]
        let red = Int(corner.red)
        #expect(abs(red - 153) <= 1)
        #expect(corner.red == corner.green && corner.green == corner.blue)
        // Without the alert, the same pixel is white.
        let plain = try Self.pixels("theme: ios7\n" + Self.rows)
        #expect(plain[300, 550].red == 255)
    }

    @Test func theIOS7KeyboardHasRender02sColours() throws {
        let image = try Self.pixels("theme: ios7\n" + Self.rows + "keyboard: {type: search}\n")
        let bg: RGBAPixel = image[1, 400], key: RGBAPixel = image[5, 380]
        let special: RGBAPixel = image[5, 490], action: RGBAPixel = image[300, 530]
        #expect([bg.red, bg.green, bg.blue] == [0xD2, 0xD5, 0xDB])
        #expect([key.red, key.green, key.blue] == [255, 255, 255])
        #expect([special.red, special.green, special.blue] == [0xAE, 0xB3, 0xBE])
        #expect([action.red, action.green, action.blue] == [0x00, 0x7A, 0xFF])
        // The key's one-point shadow under its bottom edge (y 364 + 38).
        let shadow: RGBAPixel = image[10, 402]
        #expect([shadow.red, shadow.green, shadow.blue] == [0x88, 0x8A, 0x8E])
    }
}
