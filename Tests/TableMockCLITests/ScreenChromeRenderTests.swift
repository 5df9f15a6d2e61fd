import Foundation
import TableMockCairo
import TableMockRaster
import TableMockTestSupport
import TableMockScene
import Testing

/// The bars as drawn, held against the colours and lines measured on real renders
/// (../shared/reference): pixels of the new samples, and the layout dump's new kinds.
@Suite struct ScreenChromeRenderTests {
    static func pixels(_ sample: String) throws -> RGBAImage {
        try PNGCodec.decode(try SampleRenderer.render(sample, format: .png))
    }

    static func near(_ p: RGBAPixel, _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 2) -> Bool {
        abs(Int(p.red) - r) <= tolerance && abs(Int(p.green) - g) <= tolerance && abs(Int(p.blue) - b) <= tolerance
    }

    /// iOS 9–10 (render 05, @2x): the bar (245,245,247) over the grouped background down to
    /// y 64, the hairline (167,167,171) at 64, the background (239,239,244) after it.
    @Test func iOS7BarsHaveTheMeasuredColoursAndHairline() throws {
        let image = try Self.pixels("screen-ios7-navigation.yaml")
        #expect(image.width == 640 && image.height == 1136)
        let x = 460  // 230 pt: between the title and the Done button, clear of the clock
        #expect(Self.near(image[x, 2], 245, 245, 247), "\(image[x, 2])")
        #expect(Self.near(image[x, 127], 245, 245, 247), "\(image[x, 127])")
        #expect(Self.near(image[x, 128], 167, 167, 171), "\(image[x, 128])")
        #expect(Self.near(image[x, 129], 239, 239, 244), "\(image[x, 129])")
    }

    /// iPhone OS 3–5 (classic render 07, @1x): the status bar's line #5C6368 at y 19, the
    /// bar's highlight #CDD5DF at 20, its bottom line #2D3642 at 63, the gloss step at 42.
    @Test func classicBarsHaveTheMeasuredLines() throws {
        let image = try Self.pixels("screen-ios2-tab-bar.yaml")
        #expect(image.width == 320 && image.height == 480)
        let x = 230
        #expect(Self.near(image[x, 19], 0x5C, 0x63, 0x68), "\(image[x, 19])")
        #expect(Self.near(image[x, 20], 0xCD, 0xD5, 0xDF), "\(image[x, 20])")
        #expect(Self.near(image[x, 63], 0x2D, 0x36, 0x42), "\(image[x, 63])")
        // The gloss: a step down in brightness between the upper and the lower half.
        let above = image[x, 41], below = image[x, 42]
        #expect(Int(above.blue) - Int(below.blue) >= 4, "\(above) \(below)")
        // The black tab bar along the bottom 49 points (classic render 02): its black top line
        // at 431, the gloss from (67,67,67) down to (22,22,22) at 455, black from 456, no seam.
        let t = 190
        #expect(Self.near(image[t, 431], 0, 0, 0), "\(image[t, 431])")
        #expect(Self.near(image[t, 432], 67, 67, 67, within: 4), "\(image[t, 432])")
        #expect(Self.near(image[t, 455], 22, 22, 22, within: 3), "\(image[t, 455])")
        #expect(Self.near(image[t, 456], 0, 0, 0), "\(image[t, 456])")
        #expect(Self.near(image[x, 470], 0, 0, 0), "\(image[x, 470])")
    }

    /// Tab icons are masks in SVG and PDF: still the same bytes every time.
    @Test(arguments: [OutputFormat.png, .svg, .pdf])
    func barsRenderDeterministically(_ format: OutputFormat) throws {
        let a = try SampleRenderer.render("screen-ios2-tab-bar.yaml", format: format)
        let b = try SampleRenderer.render("screen-ios2-tab-bar.yaml", format: format)
        #expect(a == b)
    }

    @Test func theLayoutDumpListsTheBars() throws {
        let r = try CLITests.run(["layout", "Samples/screen-ios13-large-title.yaml"], in: GoldenImages.repositoryRoot)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        func frame(_ kind: String) -> [Double]? {
            (items.first { $0["kind"] as? String == kind }?["frame"] as? [NSNumber])?.map(\.doubleValue)
        }
        #expect(frame("statusBar") == [0, 0, 393, 54])
        #expect(frame("navigationBar") == [0, 54, 393, 96])
        #expect(frame("tabBar") == [0, 769, 393, 83])
        #expect(frame("homeIndicator").map { [$0[1], $0[2], $0[3]] } == [839, 134, 5])
    }
}
