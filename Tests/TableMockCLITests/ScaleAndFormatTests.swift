import Foundation
import TableMockCairo
import TableMockRaster
import TableMockTestSupport
import Testing

/// Every element renders at 1x, 2x and 3x in PNG, SVG and PDF, and hairlines stay one
/// device pixel wide and crisp at each scale.
@Suite struct ScaleAndFormatTests {
    static let elementSamples = ["cell-styles-accessories.yaml", "editing-delete.yaml", "editing-insert-reorder.yaml",
                                 "swipe-delete.yaml", "contacts-indexed.json", "loading.yaml", "refreshing.yaml",
                                 "scrolled-sticky-header.yaml", "inset-grouped.json", "table-header-footer.yaml",
                                 "images-and-headers.yaml", "world-scripts.yaml"]
    static let cases: [(String, Double)] = elementSamples.flatMap { s in [1.0, 2.0, 3.0].map { (s, $0) } }

    @Test(arguments: cases)
    func rendersInEveryFormat(sample: String, scale: Double) throws {
        let png = try SampleRenderer.render(sample, format: .png, scale: scale)
        let image = try PNGCodec.decode(png)
        let svg = String(decoding: try SampleRenderer.render(sample, format: .svg, scale: scale), as: UTF8.self)
        let pdf = try SampleRenderer.render(sample, format: .pdf, scale: scale)
        // The canvas is the same in points whatever the scale; pixels follow the scale.
        let width = try #require(svg.firstMatch(of: /width="([0-9.]+)px"/).flatMap { Double($0.1) })
        #expect(Double(image.width) == (width * scale).rounded(.up))
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(svg.contains("<path") || svg.contains("<use"))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func separatorsAreCrispDevicePixels(scale: Double) throws {
        let png = try SampleRenderer.render("simple-list.yaml", format: .png, scale: scale)
        let image = try PNGCodec.decode(png)
        // Column at x = 100 pt, well inside the separators (inset 15) and clear of text.
        let x = Int(100 * scale)
        let separator = RGBAPixel(red: 0xC8, green: 0xC7, blue: 0xCC, alpha: 255)
        let white = RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255)
        for row in 1...6 {
            // The separator is the last device pixel row of each 44-pt row.
            let y = Int(Double(44 * row) * scale) - 1
            #expect(image[x, y] == separator, "row \(row) at scale \(scale)")
            #expect(image[x, y - 1] == white)
            #expect(image[x, y + 1] == white)
        }
    }
}
