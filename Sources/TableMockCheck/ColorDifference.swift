import Foundation

/// The colour distance used by the comparator: HyAB distance in OKLab,
/// `|ΔL| + √(Δa² + Δb²)`, times 100, between sRGB colours.
///
/// OKLab is perceptually uniform enough for UI colours and cheap (a 3×3 matrix and three
/// cube roots); HyAB, the sum of the lightness and chroma distances, tracks large
/// differences better than the Euclidean distance (Abasi et al. 2020). pixelmatch's main
/// branch made the same choice. On this scale a just-noticeable difference is about 2;
/// one 8-bit step of one channel is 0.1 to 0.5.
///
/// Translucent pixels are composited on white and on black and the larger distance is
/// taken, so a change of alpha alone is seen whatever the background will be; fully
/// transparent pixels are all the same colour.
public enum ColorDifference {
    /// The distance between two straight-alpha RGBA colours.
    public static func distance(_ a: RGBAComponents, _ b: RGBAComponents) -> Double {
        if a == b { return 0 }
        if a.alpha == 255 && b.alpha == 255 {
            return hyab(OKLab(opaque: a), OKLab(opaque: b))
        }
        let onWhite = hyab(OKLab(a, over: 1), OKLab(b, over: 1))
        let onBlack = hyab(OKLab(a, over: 0), OKLab(b, over: 0))
        return max(onWhite, onBlack)
    }

    static func hyab(_ p: OKLab, _ q: OKLab) -> Double {
        let da = p.a - q.a, db = p.b - q.b
        return (abs(p.l - q.l) + (da * da + db * db).squareRoot()) * 100
    }

    /// Signed luma (pixelmatch's YIQ Y) of a colour composited on white, 0...255; the
    /// anti-aliasing test compares brightness with it.
    static func luma(_ c: RGBAComponents) -> Double {
        let alpha = Double(c.alpha) / 255
        func blend(_ v: UInt8) -> Double { 255 + (Double(v) - 255) * alpha }
        return blend(c.red) * 0.29889531 + blend(c.green) * 0.58662247 + blend(c.blue) * 0.11448223
    }
}

/// One pixel's channels, 8 bits each, straight alpha.
public struct RGBAComponents: Equatable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// From a pixel packed as it lies in memory (R, G, B, A bytes, little-endian load).
    init(packed v: UInt32) {
        red = UInt8(truncatingIfNeeded: v); green = UInt8(truncatingIfNeeded: v >> 8)
        blue = UInt8(truncatingIfNeeded: v >> 16); alpha = UInt8(truncatingIfNeeded: v >> 24)
    }
}

struct OKLab {
    var l: Double, a: Double, b: Double

    /// sRGB 8-bit value -> linear light.
    static let linear: [Double] = (0..<256).map { decode(Double($0) / 255) }

    static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    init(opaque c: RGBAComponents) {
        let t = OKLab.linear
        self.init(linearRed: t[Int(c.red)], green: t[Int(c.green)], blue: t[Int(c.blue)])
    }

    /// The colour composited (in sRGB, as browsers and image viewers do) over a grey
    /// background of `background` (0 black ... 1 white).
    init(_ c: RGBAComponents, over background: Double) {
        let alpha = Double(c.alpha) / 255
        func blend(_ v: UInt8) -> Double { OKLab.decode(background + (Double(v) / 255 - background) * alpha) }
        self.init(linearRed: blend(c.red), green: blend(c.green), blue: blend(c.blue))
    }

    init(linearRed r: Double, green g: Double, blue b: Double) {
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }
}
