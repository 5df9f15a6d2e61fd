import Foundation

/// The colour distance used by the comparator: CIE 1994 ΔE (ΔE94, graphic-arts weights)
/// in CIELAB (D65), between sRGB colours, with the expected colour as the reference.
///
/// ΔE94 = 1 is the usual just-noticeable difference (Playwright's experimental comparator
/// and swift-snapshot-testing's perceptual precision use the same scale). Every change of
/// one 8-bit step in one channel stays below 1 (at most 0.99; median 0.24), so 8-bit
/// rounding never counts while any visible colour change does. CIELAB's linear segment
/// near black keeps dark colours from exaggerating, unlike cube-root-only spaces such as
/// OKLab, where 0 → 1 in one channel is a distance of several JNDs.
///
/// Translucent pixels are composited on white and on black and the larger distance is
/// taken, so a change of alpha alone is seen whatever the background will be; fully
/// transparent pixels are all the same colour.
public enum ColorDifference {
    /// The distance between two straight-alpha RGBA colours; `expected` is the reference.
    public static func distance(_ expected: RGBAComponents, _ actual: RGBAComponents) -> Double {
        if expected == actual { return 0 }
        if expected.alpha == 255 && actual.alpha == 255 {
            return deltaE94(CIELab(opaque: expected), CIELab(opaque: actual))
        }
        let onWhite = deltaE94(CIELab(expected, over: 1), CIELab(actual, over: 1))
        let onBlack = deltaE94(CIELab(expected, over: 0), CIELab(actual, over: 0))
        return max(onWhite, onBlack)
    }

    /// CIE94 with kL = kC = kH = 1, K1 = 0.045, K2 = 0.015.
    static func deltaE94(_ reference: CIELab, _ sample: CIELab) -> Double {
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dL = reference.l - sample.l, dC = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
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

/// CIELAB under D65, from sRGB.
struct CIELab {
    var l: Double, a: Double, b: Double

    /// sRGB 8-bit value -> linear light.
    static let linear: [Double] = (0..<256).map { decode(Double($0) / 255) }

    static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    init(opaque c: RGBAComponents) {
        let t = CIELab.linear
        self.init(linearRed: t[Int(c.red)], green: t[Int(c.green)], blue: t[Int(c.blue)])
    }

    /// The colour composited (in sRGB, as browsers and image viewers do) over a grey
    /// background of `background` (0 black ... 1 white).
    init(_ c: RGBAComponents, over background: Double) {
        let alpha = Double(c.alpha) / 255
        func blend(_ v: UInt8) -> Double { CIELab.decode(background + (Double(v) / 255 - background) * alpha) }
        self.init(linearRed: blend(c.red), green: blend(c.green), blue: blend(c.blue))
    }

    init(linearRed r: Double, green g: Double, blue bl: Double) {
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let x = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047)
        let y = f(0.2126729 * r + 0.7151522 * g + 0.0721750 * bl)
        let z = f((0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883)
        l = 116 * y - 16
        a = 500 * (x - y)
        b = 200 * (y - z)
    }
}
