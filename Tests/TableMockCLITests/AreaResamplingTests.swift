import TableMockRaster
import TableMockTestSupport
import Testing

/// The area average the reference tests use for render 07 (a 3x frame on a 2.88 px/pt panel).
@Suite struct AreaResamplingTests {
    @Test func eachOutputPixelIsTheMeanOfWhatItCoversWeightedByShare() throws {
        // 3 pixels to 2: the middle input pixel is shared half and half.
        let black = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255)
        var image = RGBAImage(width: 3, height: 1, fill: RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
        image[1, 0] = black
        let out = AreaResampling.resample(image, width: 2, height: 1)
        // (255 * 1 + 0 * 0.5) / 1.5 = 170
        #expect(out[0, 0].red == 170 && out[1, 0].red == 170)
        #expect(out[0, 0].alpha == 255)
    }

    @Test func aOnePixelLineAt3xSpreadsOverTwoRowsAt288() throws {
        // 25 rows to 24 (0.96): a dark row at 12 lands across output rows 11 and 12, as UIKit's
        // separators read smeared (about 207 where the line is 198) in render 07.
        var image = RGBAImage(width: 1, height: 25, fill: RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
        image[0, 12] = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255)
        let out = AreaResampling.resample(image, width: 1, height: 24)
        #expect(out.height == 24)
        #expect(out[0, 11].red < 255 && out[0, 12].red < 255)
        #expect(out[0, 10].red == 255 && out[0, 13].red == 255)
        // The line's darkness is kept: the two rows' shortfall from white sums to one input row's share.
        let lost = (255 - Double(out[0, 11].red)) + (255 - Double(out[0, 12].red))
        #expect(abs(lost - 255 * 24.0 / 25.0) <= 1)
    }
}
