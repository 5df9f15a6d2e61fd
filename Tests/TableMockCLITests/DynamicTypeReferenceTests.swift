import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockTestSupport
import Testing

/// Render 03 (../shared/reference/uikit/03-sst-ios13-plain-ax3-se-2x.png): the stock
/// 10-row plain table on iOS 13.3 at accessibilityExtraExtraExtraLarge (AX5, body 53 pt),
/// iPhone SE at 2x. The numbers are device pixels read off the reference with pngmeasure and
/// a pixel reader; the image is not in the project. The snapshot leaves the 20-pt safe area
/// blank (no status bar), so its rows start 40 px lower than ours.
@Suite struct DynamicTypeReferenceTests {
    static let spec = """
        theme: ios13
        device: iphone-se
        scale: 2
        contentSizeCategory: accessibilityExtraExtraExtraLarge
        table:
          sections:
            - rows: [{title: "0"}, {title: "1"}, {title: "2"}, {title: "3"}, {title: "4"}, {title: "5"}, {title: "6"}, {title: "7"}, {title: "8"}, {title: "9"}]
        """
    /// The reference's 20-pt top inset, in pixels.
    static let shift = 40
    /// Separators: 2 px (1 pt) of (198,198,200) at these rows, white above and below.
    static let separatorRows = [292, 546, 800, 1054]
    /// The digits' ink boxes: top, bottom (exclusive), left, right (exclusive).
    static let ink: [(top: Int, bottom: Int, left: Int, right: Int)] = [
        (129, 206, 37, 92), (384, 459, 37, 66), (637, 713, 38, 87), (891, 968, 37, 89),
    ]

    static func render() throws -> RGBAImage {
        let prepared = try LayoutHarness.prepare(spec)
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let scene = try prepared.renderableScene(measurer: engine, scaleOverride: nil)
        return try PNGCodec.decode(try SceneRenderer.render(scene, as: .png, engine: engine))
    }

    static func close(_ image: RGBAImage, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int)) -> Bool {
        let p = image[x, y]
        return max(abs(Int(p.red) - rgb.0), abs(Int(p.green) - rgb.1), abs(Int(p.blue) - rgb.2)) <= 3
    }

    /// Every separator in the same two pixel rows as UIKit's, across the row, from x 16 pt.
    @Test func separatorsAreWhereUIKitDrawsThem() throws {
        let image = try Self.render()
        #expect(image.width == 640 && image.height == 1136)
        let line = (198, 198, 200), white = (255, 255, 255)
        for y in Self.separatorRows.map({ $0 - Self.shift }) {
            for x in [100, 300, 600] {
                #expect(Self.close(image, x, y - 1, white), "above the separator at \(y), x \(x): \(image[x, y - 1])")
                #expect(Self.close(image, x, y, line) && Self.close(image, x, y + 1, line), "separator at \(y), x \(x)")
                #expect(Self.close(image, x, y + 2, white), "below the separator at \(y), x \(x): \(image[x, y + 2])")
            }
            #expect(Self.close(image, 31, y, white) && Self.close(image, 32, y, line), "the separator starts at x 16 pt")
        }
    }

    /// The labels' ink within a device pixel of UIKit's, vertically for every digit (the row's
    /// self-sized height and the centred 53-pt label); horizontally for "0" and "1". Inter's
    /// "2" and "3" start 1 to 1.5 pt further right than San Francisco's: glyph shapes, not layout.
    @Test func labelsAreWhereUIKitDrawsThem() throws {
        let image = try Self.render()
        func dark(_ x: Int, _ y: Int) -> Bool { let p = image[x, y]; return Int(p.red) + Int(p.green) + Int(p.blue) < 384 }
        for (i, ref) in Self.ink.enumerated() {
            let band = (ref.top - Self.shift - 20)..<(ref.bottom - Self.shift + 20)
            let rows = band.filter { y in (0..<(image.width / 3)).contains { dark($0, y) } }
            let columns = (0..<(image.width / 3)).filter { x in band.contains { dark(x, $0) } }
            let top = try #require(rows.first), bottom = try #require(rows.last).advanced(by: 1)
            let left = try #require(columns.first), right = try #require(columns.last).advanced(by: 1)
            #expect(abs(top - (ref.top - Self.shift)) <= 1, "digit \(i) ink top \(top)")
            #expect(abs(bottom - (ref.bottom - Self.shift)) <= 1, "digit \(i) ink bottom \(bottom)")
            if i < 2 {
                #expect(abs(left - ref.left) <= 1, "digit \(i) ink left \(left)")
                #expect(abs(right - ref.right) <= 1, "digit \(i) ink right \(right)")
            }
        }
    }
}
