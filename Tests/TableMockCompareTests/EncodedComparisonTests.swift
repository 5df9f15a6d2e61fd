import Foundation
import TableMockCompare
import TableMockRaster
import Testing

/// Equal files need no decoding; other files are decoded and compared as pixels, with the
/// same result as comparing the decoded images.
@Suite struct EncodedComparisonTests {
    static func png(_ image: RGBAImage, level: Int = 3) throws -> Data {
        try PNGCodec.encode(image, encoding: PNGEncoding(level: level, filters: .none))
    }

    static func summary(_ r: ImageComparisonResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(ComparisonSummary(r))
    }

    @Test func equalBytesAreIdenticalWithoutDecoding() throws {
        let image = RGBAImage(width: 7, height: 5, fill: RGBAPixel(red: 10, green: 20, blue: 30))
        let bytes = try Self.png(image)
        let c = try ImageComparator.compare(expectedPNG: bytes, actualPNG: bytes)
        #expect(c.expected == nil && c.actual == nil)
        #expect(c.result.verdict == .identical && c.result.expectedSize == PixelSize(width: 7, height: 5))
        // The very result a pixel comparison gives, number for number.
        #expect(try Self.summary(c.result) == Self.summary(ImageComparator.compare(expected: image, actual: image)))
        #expect(c.result.explanation == ["pixels: identical"])
    }

    @Test func otherBytesOfTheSamePixelsAreDecodedAndIdentical() throws {
        let image = RGBAImage(width: 9, height: 4, fill: RGBAPixel(red: 200, green: 0, blue: 0))
        let c = try ImageComparator.compare(expectedPNG: Self.png(image, level: 0), actualPNG: Self.png(image, level: 9))
        #expect(c.expected == image && c.actual == image)
        #expect(c.result.verdict == .identical)
    }

    @Test func differentPixelsAreComparedAsPixels() throws {
        let expected = RGBAImage(width: 16, height: 16, fill: RGBAPixel(red: 255, green: 255, blue: 255))
        var actual = expected
        actual[3, 4] = RGBAPixel(red: 0, green: 0, blue: 0)
        let c = try ImageComparator.compare(expectedPNG: Self.png(expected), actualPNG: Self.png(actual))
        #expect(c.result.verdict == .different && c.result.differingPixels == 1)
        #expect(c.actual == actual && c.expected == expected)
        #expect(try Self.summary(c.result) == Self.summary(ImageComparator.compare(expected: expected, actual: actual)))
    }

    @Test func anUndecodableGoldenIsSaidToBeTheGolden() throws {
        let good = try Self.png(RGBAImage(width: 2, height: 2, fill: RGBAPixel(red: 0, green: 0, blue: 0)))
        #expect(throws: EncodedImageError.self) {
            try ImageComparator.compare(expectedPNG: Data("not a png".utf8), actualPNG: good)
        }
        do {
            _ = try ImageComparator.compare(expectedPNG: good.prefix(40), actualPNG: good)
            Issue.record("a truncated golden compared")
        } catch {
            guard case .expected = error else { Issue.record("\(error)"); return }
        }
    }
}
