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
    public static func compare(expectedPNG: Data, actualPNG: Data,
                               options: ComparisonOptions = .strict) throws(EncodedImageError) -> EncodedComparison {
        if expectedPNG == actualPNG, let size = pngSize(actualPNG) {
            return EncodedComparison(result: .identical(size: size, options: options), expected: nil, actual: nil)
        }
        let expected: RGBAImage, actual: RGBAImage
        do { expected = try PNGCodec.decode(expectedPNG) } catch { throw .expected("\(error)") }
        do { actual = try PNGCodec.decode(actualPNG) } catch { throw .actual("\(error)") }
        return EncodedComparison(result: compare(expected: expected, actual: actual, options: options),
                                 expected: expected, actual: actual)
    }

    /// Width and height from a PNG's header (`IHDR`, which the format requires first); nil
    /// when the data is not a PNG.
    static func pngSize(_ data: Data) -> PixelSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let size = PixelSize(width: u32(16), height: u32(20))
        return size.width > 0 && size.height > 0 ? size : nil
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
