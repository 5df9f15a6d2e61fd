import TableMockRaster

/// Averages a picture down by area, as a screen shows a larger frame on a smaller panel: each
/// output pixel is the mean of the input pixels it covers, weighted by the share of each it
/// covers (Scripts/reference-score.py's `resample`, which averages the same way in numpy).
/// Colour is composited over white first, as the reference measures read PNGs; the result is
/// opaque. Render 07 of ../shared/reference/uikit is UIKit's 3x frame on the iPhone 13 mini's
/// 1080 x 2340 panel, so our 3x render is averaged to that size before it is measured.
public enum AreaResampling {
    /// For each output index, the input indices it covers and their weights (summing to 1).
    static func weights(from input: Int, to output: Int) -> [[(index: Int, weight: Double)]] {
        let factor = Double(input) / Double(output)
        return (0..<output).map { o in
            let a = Double(o) * factor, b = Double(o + 1) * factor
            var row: [(index: Int, weight: Double)] = []
            var i = Int(a)
            while i < min(Int(b.rounded(.up)), input) {
                row.append((i, min(b, Double(i + 1)) - max(a, Double(i))))
                i += 1
            }
            let total = row.reduce(0) { $0 + $1.weight }
            return row.map { ($0.index, $0.weight / total) }
        }
    }

    public static func resample(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let wx = weights(from: image.width, to: width), wy = weights(from: image.height, to: height)
        // Over white, as RGB.
        var rgb = [Double](repeating: 0, count: image.width * image.height * 3)
        for i in 0..<(image.width * image.height) {
            let alpha = Double(image.pixels[4 * i + 3]) / 255
            for c in 0..<3 {
                rgb[3 * i + c] = Double(image.pixels[4 * i + c]) * alpha + 255 * (1 - alpha)
            }
        }
        // Columns first (each input row to `width` pixels), then rows.
        var across = [Double](repeating: 0, count: width * image.height * 3)
        for y in 0..<image.height {
            for x in 0..<width {
                for c in 0..<3 {
                    var sum = 0.0
                    for (i, w) in wx[x] { sum += rgb[3 * (y * image.width + i) + c] * w }
                    across[3 * (y * width + x) + c] = sum
                }
            }
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<3 {
                    var sum = 0.0
                    for (i, w) in wy[y] { sum += across[3 * (i * width + x) + c] * w }
                    pixels[4 * (y * width + x) + c] = UInt8(max(0, min(255, sum.rounded(.toNearestOrEven))))
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }
}
