import Foundation
import TableMockRaster

/// A comparison that starts from the encoded files. The renderer is deterministic and
/// writes a golden with the very encoder settings it renders with, so an unchanged spec
/// gives the golden's bytes: equal bytes are equal pixels (PNG is lossless), and nothing is
/// decoded. Otherwise both files are decoded and compared as `ImageComparator.compare` does.
/// The result is the same either way; only the work differs.
public struct EncodedComparison: Sendable {
    public var result: ImageComparisonResult
    /// The decoded images, when the bytes differed (for the diff image); nil when the bytes
    /// were equal.
    public var expected: RGBAImage?
    public var actual: RGBAImage?
}

/// A PNG that cannot be decoded: which side, and the decoder's words.
public enum EncodedImageError: Error, Equatable, CustomStringConvertible {
    case expected(String)
    case actual(String)

    public var description: String {
        switch self {
        case .expected(let reason): "the golden cannot be decoded: \(reason)"
        case .actual(let reason): "the new render cannot be decoded: \(reason)"
        }
    }
}

extension ImageComparator {
    /// The golden is decoded only up to `maxPixels` (the render's budget): a small file that
    /// declares a huge picture is refused before anything is allocated.
    public static func compare(expectedPNG: Data, actualPNG: Data, options: ComparisonOptions = .strict,
                               maxPixels: Int = 64 << 20) throws(EncodedImageError) -> EncodedComparison {
        if expectedPNG == actualPNG, let size = pngSize(actualPNG) {
            return EncodedComparison(result: .identical(size: size, options: options), expected: nil, actual: nil)
        }
        let expected: RGBAImage, actual: RGBAImage
        do { expected = try PNGCodec.decode(expectedPNG, maxPixels: maxPixels) } catch { throw .expected("\(error)") }
        do { actual = try PNGCodec.decode(actualPNG) } catch { throw .actual("\(error)") }
        return EncodedComparison(result: compare(expected: expected, actual: actual, options: options),
                                 expected: expected, actual: actual)
    }

    /// Width and height from a PNG's header (`IHDR`, which the format requires first); nil
    /// when the data is not a PNG.
    static func pngSize(_ data: Data) -> PixelSize? {
        PNGCodec.dimensions(of: data).map { PixelSize(width: $0.width, height: $0.height) }
    }
}

extension ImageComparisonResult {
    /// What `ImageComparator.compare` says of two images with the same pixels.
    public static func identical(size: PixelSize, options: ComparisonOptions) -> ImageComparisonResult {
        ImageComparisonResult(failures: [], isIdentical: true, expectedSize: size, actualSize: size, comparedSize: size,
                              differingPixels: 0, belowThresholdPixels: 0, antiAliasedPixels: 0, worstWindow: nil,
                              boundingBox: nil, largestDistance: 0, options: options,
                              mask: DiffMask(width: size.width, height: size.height, storage: []))
    }
}
