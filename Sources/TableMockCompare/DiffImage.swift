import TableMockRaster

/// A diff picture a person can read whatever the size of the change: the expected image as
/// a faded grey backdrop, every differing pixel in full red, excused anti-aliasing in
/// yellow, changes within the colour threshold in light blue, and a magenta frame around
/// the changes (a few pixels outside them) so that a one-pixel change is still found at a
/// glance. Colours are fixed, never scaled by how much a pixel changed, so a faint change
/// is as visible as a large one.
public enum DiffImage {
    public static let differing = RGBAPixel(red: 230, green: 0, blue: 0)
    public static let antiAliased = RGBAPixel(red: 245, green: 200, blue: 0)
    public static let belowThreshold = RGBAPixel(red: 120, green: 170, blue: 255)
    public static let frame = RGBAPixel(red: 220, green: 0, blue: 220)
    /// How much of the original's contrast the backdrop keeps.
    public static let backdropContrast = 0.15

    public static func render(expected: RGBAImage, actual: RGBAImage, result: ImageComparisonResult) -> RGBAImage {
        let size = result.comparedSize
        let base = ImageComparator.padded(expected, to: size)
        let other = ImageComparator.padded(actual, to: size)
        var out = RGBAImage(width: size.width, height: size.height)
        out.pixels.withUnsafeMutableBufferPointer { o in
            base.pixels.withUnsafeBufferPointer { e in
                other.pixels.withUnsafeBufferPointer { a in
                    for i in 0..<(size.width * size.height) {
                        // The backdrop shows whichever image has content at this pixel.
                        let source = e[4 * i + 3] == 0 ? a : e
                        let c = RGBAComponents(red: source[4 * i], green: source[4 * i + 1],
                                               blue: source[4 * i + 2], alpha: source[4 * i + 3])
                        let grey = UInt8(max(0, min(255, 255 - (255 - ColorDifference.luma(c)) * backdropContrast)))
                        o[4 * i] = grey; o[4 * i + 1] = grey; o[4 * i + 2] = grey; o[4 * i + 3] = 255
                    }
                }
            }
        }
        if let box = result.boundingBox { drawFrame(around: box, margin: 3, on: &out, mask: result.mask) }
        guard !result.mask.storage.isEmpty else { return out }
        for y in 0..<size.height {
            for x in 0..<size.width {
                switch result.mask[x, y] {
                case .same: continue
                case .belowThreshold: out[x, y] = belowThreshold
                case .antiAliased: out[x, y] = antiAliased
                case .differing: out[x, y] = differing
                }
            }
        }
        return out
    }

    private static func drawFrame(around box: PixelRect, margin: Int, on image: inout RGBAImage, mask: DiffMask) {
        let x0 = max(0, box.x - margin), y0 = max(0, box.y - margin)
        let x1 = min(image.width - 1, box.x + box.width - 1 + margin)
        let y1 = min(image.height - 1, box.y + box.height - 1 + margin)
        for x in x0...x1 { image[x, y0] = frame; image[x, y1] = frame }
        for y in y0...y1 { image[x0, y] = frame; image[x1, y] = frame }
    }
}
