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
