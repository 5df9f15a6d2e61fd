import Foundation
import TableMockRaster
import Testing

@Suite("PNG and JPEG codecs")
struct RasterCodecTests {
    @Test("opaque RGBA round-trips through PNG, written as RGB")
    func opaqueRoundTrip() throws {
        let image = RGBAImage(width: 3, height: 2, pixels: (0..<6).flatMap { i in [UInt8(i * 40), 7, UInt8(255 - i), 255] })!
        let png = try PNGCodec.encode(image)
        #expect(png[25] == 2, "colour type RGB for an opaque image")
        #expect(try PNGCodec.decode(png) == image)
    }

    @Test("translucent RGBA round-trips through PNG, written as RGBA",
          arguments: [PNGEncoding(level: 0, filters: .none), PNGEncoding(level: 1, filters: .none),
                      PNGEncoding(level: 6, filters: .all), PNGEncoding(level: 9, filters: [.sub, .paeth])])
    func translucentRoundTrip(encoding: PNGEncoding) throws {
        let image = RGBAImage(width: 4, height: 3, pixels: (0..<12).flatMap { i in [UInt8(i * 20), 3, 200, UInt8(i * 21)] })!
        let png = try PNGCodec.encode(image, encoding: encoding)
        #expect(png[25] == 6, "colour type RGBA")
        #expect(try PNGCodec.decode(png) == image)
    }

    @Test("premultiplied ARGB32 is un-premultiplied as Cairo does")
    func premultipliedEncoding() throws {
        // Native-endian UInt32 ARGB: opaque orange, half-transparent premultiplied blue, clear.
        let argb: [UInt32] = [0xFFFF_8000, 0x8000_0080, 0x0000_0000]
        let png = try argb.withUnsafeBytes {
            try PNGCodec.encode(premultipliedARGB32: $0.baseAddress!, width: 3, height: 1, bytesPerRow: 12)
        }
        let decoded = try PNGCodec.decode(png)
        #expect(decoded[0, 0] == RGBAPixel(red: 255, green: 128, blue: 0, alpha: 255))
        #expect(decoded[1, 0] == RGBAPixel(red: 0, green: 0, blue: 255, alpha: 128))
        #expect(decoded[2, 0] == .transparent)
    }

    @Test("encoding is deterministic and has no time chunk")
    func deterministicEncoding() throws {
        let image = RGBAImage(width: 64, height: 64, fill: RGBAPixel(red: 10, green: 20, blue: 30))
        let first = try PNGCodec.encode(image), second = try PNGCodec.encode(image)
        #expect(first == second)
        #expect(first.range(of: Data("tIME".utf8)) == nil)
    }

    /// Pseudo-random noise (so the deflater cannot shrink it to nothing) in Cairo's ARGB32,
    /// with one pixel of alpha `alpha` at `translucentAt` (a premultiplied value).
    static func noise(width: Int, height: Int, translucentAt: Int? = nil, alpha: UInt32 = 0x80) -> [UInt32] {
        var state: UInt32 = 12345
        return (0..<(width * height)).map { i in
            state = state &* 1_103_515_245 &+ 12345
            if i == translucentAt { return alpha << 24 | (state >> 8 & 0x7F7F7F) % (alpha << 16 | alpha << 8 | alpha) }
            return 0xFF00_0000 | (state >> 8)
        }
    }

    @Test("the fast (ISA-L) encoder writes the same pixels as zlib, in every band and IDAT split",
          arguments: [(1, 1), (3, 2), (1170, 33), (517, 700)])
    func fastEncoderPixels(size: (width: Int, height: Int)) throws {
        let argb = Self.noise(width: size.width, height: size.height)
        func encode(_ encoding: PNGEncoding) throws -> Data {
            try argb.withUnsafeBytes {
                try PNGCodec.encode(premultipliedARGB32: $0.baseAddress!, width: size.width, height: size.height,
                                    bytesPerRow: size.width * 4, encoding: encoding)
            }
        }
        let fast = try encode(.fast), zlib = try encode(PNGEncoding(level: 1, filters: .none))
        #expect(fast != zlib, "a different deflater")
        #expect(fast[25] == 2, "colour type RGB for opaque pixels")
        #expect(try PNGCodec.decode(fast) == PNGCodec.decode(zlib))
        #expect(try encode(.fast) == fast)
        // Noise hardly deflates: 517 x 700 takes several IDAT chunks, each full (256 KiB)
        // but the last.
        let idat = Self.chunks(fast).filter { $0.type == "IDAT" }.map(\.length)
        #expect(idat.count == (size.width * size.height * 3 + 1) / (256 * 1024) + 1)
        #expect(idat.dropLast().allSatisfy { $0 == 256 * 1024 })
        #expect(Self.chunks(fast).map(\.type).filter { $0 != "IDAT" } == ["IHDR", "IEND"])
    }

    static func chunks(_ png: Data) -> [(type: String, length: Int)] {
        let bytes = [UInt8](png)
        var result: [(type: String, length: Int)] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            result.append((String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self), length))
            offset += 12 + length
        }
        return result
    }

    static let translucentCases: [(Int, UInt32)] = [(5, 0x80), (1217, 0x80), (2799, 0x80), (482, 0xFE)]

    /// One translucent pixel (40 x 70 image): in the first row's 4-pixel shuffles, mid-image, the last pixel
    /// (the scalar tail of its row), and an alpha of 254 (one bit off).
    @Test("the fast encoder writes RGBA when any pixel is translucent",
          arguments: Self.translucentCases)
    func fastEncoderTranslucent(at position: Int, alpha: UInt32) throws {
        let (width, height) = (40, 70)
        let argb = Self.noise(width: width, height: height, translucentAt: position, alpha: alpha)
        let png = try argb.withUnsafeBytes {
            try PNGCodec.encode(premultipliedARGB32: $0.baseAddress!, width: width, height: height,
                                bytesPerRow: width * 4, encoding: .fast)
        }
        #expect(png[25] == 6, "colour type RGBA")
        let zlib = try argb.withUnsafeBytes {
            try PNGCodec.encode(premultipliedARGB32: $0.baseAddress!, width: width, height: height,
                                bytesPerRow: width * 4, encoding: .compact)
        }
        #expect(try PNGCodec.decode(png) == PNGCodec.decode(zlib))
    }

    @Test("straight RGBA through the fast encoder: opaque is fast, translucent stays exact")
    func fastEncoderRGBA() throws {
        let opaque = RGBAImage(width: 5, height: 4, pixels: (0..<20).flatMap { i in [UInt8(i * 9), 200, UInt8(255 - i), 255] })!
        let translucent = RGBAImage(width: 4, height: 3, pixels: (0..<12).flatMap { i in [UInt8(i * 20), 3, 200, UInt8(i * 21)] })!
        for image in [opaque, translucent] {
            #expect(try PNGCodec.decode(PNGCodec.encode(image, encoding: .fast)) == image)
        }
    }

    struct DecodeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let png: Data
        let width: Int
        let expected: [(x: Int, y: Int, pixel: RGBAPixel)]
        var testDescription: String { name }
    }

    static let decodeCases: [DecodeCase] = [
        DecodeCase(name: "palette with tRNS", png: ImageFixtures.palettePNG, width: 2, expected: [
            (0, 0, RGBAPixel(red: 255, green: 0, blue: 0)), (1, 0, RGBAPixel(red: 0, green: 255, blue: 0)),
            (0, 1, RGBAPixel(red: 0, green: 0, blue: 255, alpha: 128)),
            (1, 1, RGBAPixel(red: 255, green: 255, blue: 255, alpha: 0)),
        ]),
        DecodeCase(name: "1-bit grey", png: ImageFixtures.grey1PNG, width: 8, expected: [
            (0, 0, .init(red: 255, green: 255, blue: 255)), (1, 0, .init(red: 0, green: 0, blue: 0)),
            (2, 0, .init(red: 255, green: 255, blue: 255)), (7, 0, .init(red: 0, green: 0, blue: 0)),
        ]),
        DecodeCase(name: "grey with alpha", png: ImageFixtures.greyAlphaPNG, width: 2, expected: [
            (0, 0, .init(red: 200, green: 200, blue: 200)), (1, 0, .init(red: 50, green: 50, blue: 50, alpha: 100)),
        ]),
        DecodeCase(name: "16-bit RGBA", png: ImageFixtures.rgba16PNG, width: 1, expected: [
            (0, 0, .init(red: 255, green: 128, blue: 0)),
        ]),
        DecodeCase(name: "Adam7 interlaced RGB", png: ImageFixtures.interlacedPNG, width: 9, expected: [
            (0, 0, .init(red: 0, green: 0, blue: 7)), (8, 8, .init(red: 160, green: 160, blue: 7)),
            (3, 5, .init(red: 60, green: 100, blue: 7)), (7, 2, .init(red: 140, green: 40, blue: 7)),
        ]),
    ]

    @Test("decodes every PNG flavour to straight RGBA8", arguments: decodeCases)
    func decodeFlavours(_ testCase: DecodeCase) throws {
        let image = try PNGCodec.decode(testCase.png)
        #expect(image.width == testCase.width)
        for probe in testCase.expected {
            #expect(image[probe.x, probe.y] == probe.pixel, "pixel (\(probe.x), \(probe.y))")
        }
    }

    @Test("decodes JPEG (RGB and grey) to opaque RGBA")
    func decodeJPEG() throws {
        let rgb = try JPEGCodec.decode(ImageFixtures.rgbJPEG)
        #expect(rgb.width == 16 && rgb.height == 8 && rgb.isOpaque)
        #expect(rgb[2, 4].distance(to: RGBAPixel(red: 255, green: 0, blue: 0)) <= 8)
        #expect(rgb[13, 4].distance(to: RGBAPixel(red: 0, green: 0, blue: 255)) <= 8)
        let grey = try JPEGCodec.decode(ImageFixtures.greyJPEG)
        #expect(grey.width == 8 && grey[4, 4].distance(to: RGBAPixel(red: 128, green: 128, blue: 128)) <= 2)
    }

    struct BrokenCase: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: Data
        let isJPEG: Bool
        let messageContains: String
        var testDescription: String { name }
    }

    static let brokenCases: [BrokenCase] = [
        BrokenCase(name: "not a PNG", bytes: Data("hello".utf8), isJPEG: false, messageContains: "not a PNG"),
        BrokenCase(name: "truncated PNG", bytes: ImageFixtures.interlacedPNG.prefix(60), isJPEG: false,
                   messageContains: "truncated"),
        BrokenCase(name: "not a JPEG", bytes: ImageFixtures.palettePNG, isJPEG: true, messageContains: "not a JPEG"),
        BrokenCase(name: "truncated JPEG", bytes: ImageFixtures.rgbJPEG.prefix(40), isJPEG: true, messageContains: "the JPEG data ends before the frame"),
    ]

    @Test("broken input is a typed error with a message", arguments: brokenCases)
    func brokenInput(_ testCase: BrokenCase) {
        do {
            _ = testCase.isJPEG ? try JPEGCodec.decode(testCase.bytes) : try PNGCodec.decode(testCase.bytes)
            Issue.record("decoding succeeded")
        } catch let error as RasterError {
            #expect(error.operation == (testCase.isJPEG ? .jpegDecoding : .pngDecoding))
            #expect(error.description.contains(testCase.messageContains), "\(error)")
            #expect(!error.message.isEmpty)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
