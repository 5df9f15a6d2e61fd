/// A width and height in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of pixels: `x` and `y` of the top-left pixel, and the size.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// `x 10...41, y 300...339 (32×40)`: inclusive pixel ranges, as a reader looks for them.
    public var description: String {
        "x \(x)...\(x + width - 1), y \(y)...\(y + height - 1) (\(width)×\(height))"
    }
}

/// The window with the most differing pixels.
public struct WindowReading: Hashable, Sendable, Codable {
    public var rect: PixelRect
    public var differingPixels: Int
    /// `differingPixels` over the window's area.
    public var density: Double
}

/// Everything a comparison measured, and the thresholds (with their sources) it measured
/// against. `failures` is empty when the images match.
public struct ImageComparisonResult: Sendable {
    public enum Verdict: String, Sendable, Codable {
        /// The decoded pixels are the same, byte for byte.
        case identical
        /// Some pixels changed, within every threshold and budget.
        case withinTolerance = "within tolerance"
        /// Over a budget, or a different size.
        case different
    }

    /// Why the images do not match.
    public enum Failure: String, Sendable, Codable {
        case sizeMismatch = "size"
        case diffRatio = "maxDiffRatio"
        case windowDensity = "maxWindowDensity"
    }

    public var verdict: Verdict { failures.isEmpty ? (isIdentical ? .identical : .withinTolerance) : .different }
    public var matches: Bool { failures.isEmpty }
    public var failures: [Failure]
    public var isIdentical: Bool

    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    /// The size both were padded to (transparent) before comparing.
    public var comparedSize: PixelSize
    public var totalPixels: Int { comparedSize.width * comparedSize.height }

    /// Pixels whose colour distance is over the threshold and that were not excused as
    /// anti-aliasing.
    public var differingPixels: Int
    /// Pixels that changed by no more than the threshold.
    public var belowThresholdPixels: Int
    /// Pixels over the threshold excused as anti-aliasing (0 unless ignored).
    public var antiAliasedPixels: Int
    /// `differingPixels / totalPixels`.
    public var diffRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    public var worstWindow: WindowReading?
    /// The smallest rectangle holding every differing pixel.
    public var boundingBox: PixelRect?
    /// The largest colour difference (ΔE94) of any pixel.
    public var largestDistance: Double

    public var options: ComparisonOptions
    /// Per-pixel classification, for the diff image; empty for identical images.
    public var mask: DiffMask

    /// The explanation: each number beside its threshold and the threshold's source.
    public var explanation: [String] {
        var lines: [String] = []
        let o = options
        func src(_ s: ComparisonSetting) -> String { o.describeSource(of: s) }
        if expectedSize != actualSize {
            lines.append("size: expected \(expectedSize), actual \(actualSize) (compared padded to \(comparedSize)) — FAIL")
        }
        if isIdentical {
            lines.append("pixels: identical")
            return lines
        }
        let ratioMark = failures.contains(.diffRatio) ? " — FAIL" : ""
        lines.append("differing pixels: \(differingPixels) of \(totalPixels), ratio \(formatNumber(diffRatio)) "
            + "(max \(formatNumber(o.maxDiffRatio)), \(src(.maxDiffRatio)))\(ratioMark)")
        if let w = worstWindow {
            let mark = failures.contains(.windowDensity) ? " — FAIL" : ""
            lines.append("worst \(o.windowSize)×\(o.windowSize) window (size: \(src(.windowSize))): \(w.differingPixels) differing pixels at "
                + "\(w.rect), density \(formatNumber(w.density)) "
                + "(max \(formatNumber(o.maxWindowDensity)), \(src(.maxWindowDensity)))\(mark)")
        }
        if let box = boundingBox { lines.append("changes within \(box)") }
        lines.append("colour threshold: ΔE94 \(formatNumber(o.threshold)) (\(src(.threshold))); largest ΔE94 "
            + "\(formatNumber((largestDistance * 100).rounded() / 100)); \(belowThresholdPixels) pixels changed within it")
        if o.ignoresAntiAliasing {
            lines.append("anti-aliasing ignored (\(src(.ignoreAntiAliasing))): \(antiAliasedPixels) pixels excused")
        } else {
            lines.append("anti-aliased pixels counted (\(src(.ignoreAntiAliasing)))")
        }
        return lines
    }
}

/// What happened to each pixel of a comparison, row by row.
public struct DiffMask: Sendable {
    public enum Kind: UInt8, Sendable {
        case same = 0, belowThreshold = 1, antiAliased = 2, differing = 3
    }
    public let width: Int
    public let height: Int
    var storage: [UInt8]

    public subscript(x: Int, y: Int) -> Kind {
        storage.isEmpty ? .same : Kind(rawValue: storage[y * width + x])!
    }
}
