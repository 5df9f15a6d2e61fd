import Foundation

/// The numbers of a pixel comparison, as the JSON summary records them.
public struct ComparisonSummary: Codable, Sendable {
    public struct Threshold: Codable, Sendable {
        public var value: Double
        public var source: SettingSource
    }
    public var verdict: ImageComparisonResult.Verdict
    public var failures: [ImageComparisonResult.Failure]
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    public var differingPixels: Int
    public var totalPixels: Int
    public var diffRatio: Double
    public var worstWindow: WindowReading?
    public var boundingBox: PixelRect?
    public var largestDistance: Double
    public var belowThresholdPixels: Int
    public var antiAliasedPixels: Int
    /// Every setting by its config key; `ignoreAntiAliasing` is 0 or 1.
    public var thresholds: [String: Threshold]

    public init(_ r: ImageComparisonResult) {
        verdict = r.verdict; failures = r.failures
        expectedSize = r.expectedSize; actualSize = r.actualSize
        differingPixels = r.differingPixels; totalPixels = r.totalPixels; diffRatio = r.diffRatio
        worstWindow = r.worstWindow; boundingBox = r.boundingBox; largestDistance = r.largestDistance
        belowThresholdPixels = r.belowThresholdPixels; antiAliasedPixels = r.antiAliasedPixels
        var t: [String: Threshold] = [:]
        for s in ComparisonSetting.allCases {
            let v: Double
            switch r.options.value(of: s) {
            case .number(let n): v = n
            case .flag(let b): v = b ? 1 : 0
            }
            t[s.configKey] = Threshold(value: v, source: r.options.source(of: s))
        }
        thresholds = t
    }
}
