/// A picture in memory: straight (not premultiplied) RGBA, 8 bits per channel, rows top to
/// bottom with no padding. The common currency of the PNG/JPEG codecs and image comparison.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    /// Wraps existing pixels; nil when `pixels.count` is not `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height * 4),
              !overflow, pixels.count == count else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A picture filled with one colour.
    public init(width: Int, height: Int, fill: RGBAPixel = .transparent) {
        precondition(width >= 0 && height >= 0, "negative image size \(width)x\(height)")
        self.width = width; self.height = height
        let count = width * height
        self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            for i in 0..<count {
                buffer[4 * i] = fill.red; buffer[4 * i + 1] = fill.green
                buffer[4 * i + 2] = fill.blue; buffer[4 * i + 3] = fill.alpha
            }
            initialized = count * 4
        }
    }

    public subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = (y * width + x) * 4
            return RGBAPixel(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.red; pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue; pixels[i + 3] = newValue.alpha
        }
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        var i = 3
        while i < pixels.count { if pixels[i] != 255 { return false }; i += 4 }
        return true
    }
}

/// One straight-alpha RGBA pixel.
public struct RGBAPixel: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let transparent = RGBAPixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBBAA`, for test failure messages.
    public var description: String {
        "#" + [red, green, blue, alpha].map { v in
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }
}
