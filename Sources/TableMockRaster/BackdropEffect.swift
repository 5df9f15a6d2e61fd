import CTableMockPNG

/// A translucent bar's material on Cairo's premultiplied ARGB32 pixels: a gaussian blur made
/// of three box blurs, and a saturation change. Integer maths in a fixed order, so the same
/// pixels give the same bytes on every run and thread.
public enum BackdropEffect {
    /// The width in pixels of each of three box blurs that together approximate a gaussian
    /// of standard deviation `sigmaPixels`: d = floor(σ · 3 · √(2π) / 4 + 0.5), made odd
    /// (the SVG specification's approximation for feGaussianBlur, which Apple's UIImageEffects
    /// sample uses with vImage). 1 (no blur) below half a pixel.
    public static func boxSize(sigmaPixels: Double) -> Int {
        guard sigmaPixels.isFinite, sigmaPixels >= 0.5 else { return 1 }
        var d = Int((min(sigmaPixels, 10_000) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 == 0 { d += 1 }
        return max(d, 1)
    }

    /// How far (in pixels) three box blurs of `boxSize` reach: what lies further from a pixel
    /// does not change it.
    public static func reach(boxSize: Int) -> Int { 3 * (boxSize / 2) }

    /// Blurs `width` x `height` pixels in place with three box blurs of `boxSize` across and
    /// three down, edges extended. False when out of memory.
    @discardableResult
    public static func blur(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, boxSize: Int) -> Bool {
        precondition(bytesPerRow >= width * 4, "row stride \(bytesPerRow) too small for width \(width)")
        return tm_argb32_box_blur(pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(bytesPerRow),
                                  Int32(boxSize), 3) != 0
    }

    /// Multiplies the pixels' saturation by `factor` (1 leaves them) around their Rec. 709
    /// luma, as Apple's saturation matrix does; in steps of 1/1024.
    public static func saturate(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, factor: Double) {
        precondition(bytesPerRow >= width * 4, "row stride \(bytesPerRow) too small for width \(width)")
        guard factor.isFinite, factor != 1, width > 0, height > 0 else { return }
        let fixed = Int32((min(max(factor, 0), 16) * 1024).rounded())
        tm_argb32_saturate(pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(bytesPerRow), fixed)
    }
}
