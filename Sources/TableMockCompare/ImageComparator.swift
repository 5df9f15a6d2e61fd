import Foundation
import TableMockRaster

/// Compares a golden image with a new render, in tiers, stopping as early as it can:
///
/// 1. identical decoded pixels (one `memcmp`; no mask, no diff image);
/// 2. per pixel, the colour distance against `threshold` (pixels that are bit-identical are
///    skipped without computing a colour);
/// 3. optionally, differing pixels that look like anti-aliasing are excused;
/// 4. two budgets: the share of differing pixels, and the densest square window.
///
/// Images of different sizes are padded with transparent pixels to the larger width and
/// height, compared, and always fail (a mockup that changed size changed).
public enum ImageComparator {
    public static func compare(expected: RGBAImage, actual: RGBAImage,
                               options: ComparisonOptions = .strict) -> ImageComparisonResult {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        if expectedSize == actualSize && pixelsAreIdentical(expected, actual) {
            return .identical(size: expectedSize, options: options)
        }
        let size = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let e = padded(expected, to: size), a = padded(actual, to: size)
        var result = classify(e, a, size: size, options: options)
        result.expectedSize = expectedSize
        result.actualSize = actualSize
        if expectedSize != actualSize { result.failures.insert(.sizeMismatch, at: 0) }
        return result
    }

    /// The fast path: the same decoded bytes.
    public static func pixelsAreIdentical(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in
                x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    /// `image` on a transparent canvas of `size`, top-left aligned.
    static func padded(_ image: RGBAImage, to size: PixelSize) -> RGBAImage {
        if image.width == size.width && image.height == size.height { return image }
        var canvas = RGBAImage(width: size.width, height: size.height)
        let rowBytes = image.width * 4
        canvas.pixels.withUnsafeMutableBufferPointer { out in
            image.pixels.withUnsafeBufferPointer { src in
                for y in 0..<image.height where rowBytes > 0 {
                    (out.baseAddress! + y * size.width * 4).update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
        return canvas
    }

    private static func classify(_ expected: RGBAImage, _ actual: RGBAImage, size: PixelSize,
                                 options: ComparisonOptions) -> ImageComparisonResult {
        let width = size.width, height = size.height
        var storage = [UInt8](repeating: 0, count: width * height)
        var differing = 0, below = 0, antiAliased = 0
        var largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        expected.pixels.withUnsafeBufferPointer { eBytes in
            actual.pixels.withUnsafeBufferPointer { aBytes in
                let e = UnsafeBufferPointer(start: UnsafeRawPointer(eBytes.baseAddress!).assumingMemoryBound(to: UInt32.self),
                                            count: width * height)
                let a = UnsafeBufferPointer(start: UnsafeRawPointer(aBytes.baseAddress!).assumingMemoryBound(to: UInt32.self),
                                            count: width * height)
                storage.withUnsafeMutableBufferPointer { mask in
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            let i = row + x
                            let p = e[i], q = a[i]
                            if p == q { continue }
                            let d = ColorDifference.distance(RGBAComponents(packed: p), RGBAComponents(packed: q))
                            if d > largest { largest = d }
                            if d <= options.threshold {
                                mask[i] = DiffMask.Kind.belowThreshold.rawValue; below += 1
                            } else if options.ignoresAntiAliasing
                                        && (AntiAliasing.isAntiAliased(e, a, x: x, y: y, width: width, height: height)
                                            || AntiAliasing.isAntiAliased(a, e, x: x, y: y, width: width, height: height)) {
                                mask[i] = DiffMask.Kind.antiAliased.rawValue; antiAliased += 1
                            } else {
                                mask[i] = DiffMask.Kind.differing.rawValue; differing += 1
                                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                            }
                        }
                    }
                }
            }
        }
        let mask = DiffMask(width: width, height: height, storage: storage)
        let window = differing > 0 ? densestWindow(mask, side: options.windowSize) : nil
        let box = differing > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        var result = ImageComparisonResult(failures: [], isIdentical: false, expectedSize: size, actualSize: size,
                                      comparedSize: size, differingPixels: differing, belowThresholdPixels: below,
                                      antiAliasedPixels: antiAliased, worstWindow: window, boundingBox: box,
                                      largestDistance: largest, options: options, mask: mask)
        if result.diffRatio > options.maxDiffRatio { result.failures.append(.diffRatio) }
        if let window, window.density > options.maxWindowDensity { result.failures.append(.windowDensity) }
        return result
    }

    /// The `side`×`side` window (smaller when the image is) with the most differing pixels:
    /// running column sums over the last `side` rows, then a running sum along each row.
    static func densestWindow(_ mask: DiffMask, side: Int) -> WindowReading {
        let width = mask.width, height = mask.height
        let w = min(side, width), h = min(side, height)
        var columns = [Int32](repeating: 0, count: width)
        var best = -1, bestX = 0, bestY = 0
        let differing = DiffMask.Kind.differing.rawValue
        mask.storage.withUnsafeBufferPointer { m in
            columns.withUnsafeMutableBufferPointer { col in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width where m[row + x] == differing { col[x] += 1 }
                    if y >= h {
                        let old = (y - h) * width
                        for x in 0..<width where m[old + x] == differing { col[x] -= 1 }
                    }
                    guard y >= h - 1 else { continue }
                    var sum = 0
                    for x in 0..<w { sum += Int(col[x]) }
                    if sum > best { best = sum; bestX = 0; bestY = y - h + 1 }
                    var x = w
                    while x < width {
                        sum += Int(col[x]) - Int(col[x - w])
                        if sum > best { best = sum; bestX = x - w + 1; bestY = y - h + 1 }
                        x += 1
                    }
                }
            }
        }
        return WindowReading(rect: PixelRect(x: bestX, y: bestY, width: w, height: h),
                             differingPixels: best, density: Double(best) / Double(w * h))
    }
}
