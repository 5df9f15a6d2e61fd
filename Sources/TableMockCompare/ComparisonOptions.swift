import Foundation

/// Where the value of a comparison setting came from. Failure messages print it beside
/// every threshold, so nobody has to guess which override applied.
public enum SettingSource: String, Sendable, Codable, CaseIterable {
    case builtIn = "default"
    case configFile = "config file"
    case flag = "flag"
    case specOverride = "spec override"
}

/// The tunable settings of a comparison, with the name each one has on the command line
/// and in the config file.
public enum ComparisonSetting: String, Sendable, Codable, CaseIterable {
    /// The settings given (non-nil) as command-line flags.
    public static func flags(threshold: Double?, ignoreAntiAliasing: Bool?, maxDiffRatio: Double?, windowSize: Int?,
                             maxWindowDensity: Double?) -> [ComparisonSetting: SettingValue] {
        var flags: [ComparisonSetting: SettingValue] = [:]
        if let threshold { flags[.threshold] = .number(threshold) }
        if let ignoreAntiAliasing { flags[.ignoreAntiAliasing] = .flag(ignoreAntiAliasing) }
        if let maxDiffRatio { flags[.maxDiffRatio] = .number(maxDiffRatio) }
        if let windowSize { flags[.windowSize] = .number(Double(windowSize)) }
        if let maxWindowDensity { flags[.maxWindowDensity] = .number(maxWindowDensity) }
        return flags
    }

    case threshold
    case ignoreAntiAliasing
    case maxDiffRatio
    case windowSize
    case maxWindowDensity

    /// The config-file key (also the key of a per-spec override).
    public var configKey: String { rawValue }

    /// The command-line flag.
    public var flag: String {
        switch self {
        case .threshold: return "--threshold"
        case .ignoreAntiAliasing: return "--ignore-anti-aliasing"
        case .maxDiffRatio: return "--max-diff-ratio"
        case .windowSize: return "--window-size"
        case .maxWindowDensity: return "--max-window-density"
        }
    }
}

/// How two images are compared. The defaults are strict: a pixel differs when its colour
/// moved by more than one just-noticeable difference (ΔE94 1), anti-aliased pixels count, and not
/// one differing pixel is allowed.
///
/// A pixel *differs* when the CIE94 colour difference between the two colours (see
/// `ColorDifference`) is greater than `threshold`. The image *matches* when the
/// share of differing pixels is at most `maxDiffRatio` **and** the share of differing
/// pixels in the worst `windowSize`×`windowSize` window is at most `maxWindowDensity`. The
/// first budget tolerates scattered noise; the second still catches a small, dense change
/// (a recoloured icon, a moved label) that is a tiny share of a large image.
public struct ComparisonOptions: Sendable, Equatable {
    /// Largest colour difference (ΔE94) that still counts as the same colour. 1 is a
    /// just-noticeable difference and above any one-step 8-bit rounding; 0 makes any
    /// colour change count.
    public var threshold: Double
    /// When true, pixels that look like anti-aliasing (Vyšniauskas's test, as pixelmatch
    /// uses it) are not counted. Off by default: it can hide a 1-px glyph change.
    public var ignoresAntiAliasing: Bool
    /// The largest allowed share of differing pixels, 0...1.
    public var maxDiffRatio: Double
    /// The side of the square window for the local-density budget, in pixels.
    public var windowSize: Int
    /// The largest allowed share of differing pixels in any window, 0...1.
    public var maxWindowDensity: Double

    /// Where each setting came from, as recorded by `apply`; settings not listed are
    /// reported as defaults.
    public private(set) var sources: [ComparisonSetting: SettingSource] = [:]
    /// The config file that settings with source `configFile` or `specOverride` came from,
    /// as messages name it (`goldens/tablemock-check.json`).
    public var configFile: String?

    public static let defaultThreshold = 1.0
    public static let defaultWindowSize = 16

    public init(threshold: Double = ComparisonOptions.defaultThreshold, ignoresAntiAliasing: Bool = false,
                maxDiffRatio: Double = 0, windowSize: Int = ComparisonOptions.defaultWindowSize,
                maxWindowDensity: Double = 0) {
        self.threshold = threshold
        self.ignoresAntiAliasing = ignoresAntiAliasing
        self.maxDiffRatio = maxDiffRatio
        self.windowSize = windowSize
        self.maxWindowDensity = maxWindowDensity
    }

    /// The strict defaults.
    public static let strict = ComparisonOptions()

    public func source(of setting: ComparisonSetting) -> SettingSource { sources[setting] ?? .builtIn }

    /// Where a setting came from, in words a reader can act on: `default; change with
    /// --threshold`, `flag --threshold` (`flag --no-ignore-anti-aliasing` when that is the
    /// spelling that set it), `config file key threshold in goldens/tablemock-check.json`,
    /// `per-spec override of threshold in goldens/tablemock-check.json`.
    public func describeSource(of setting: ComparisonSetting) -> String {
        let file = configFile.map { " in " + $0 } ?? ""
        switch source(of: setting) {
        case .builtIn: return "default; change with \(setting.flag)"
        case .flag:
            if setting == .ignoreAntiAliasing && !ignoresAntiAliasing { return "flag --no-ignore-anti-aliasing" }
            return "flag \(setting.flag)"
        case .configFile: return "config file key \(setting.configKey)\(file)"
        case .specOverride: return "per-spec override of \(setting.configKey)\(file)"
        }
    }

    /// Sets one value and remembers where it came from. The value must already be valid
    /// (see `validate`).
    public mutating func apply(_ value: SettingValue, to setting: ComparisonSetting, from source: SettingSource) {
        switch (setting, value) {
        case (.threshold, .number(let v)): threshold = v
        case (.maxDiffRatio, .number(let v)): maxDiffRatio = v
        case (.maxWindowDensity, .number(let v)): maxWindowDensity = v
        case (.windowSize, .number(let v)): windowSize = Int(v)
        case (.ignoreAntiAliasing, .flag(let v)): ignoresAntiAliasing = v
        default: preconditionFailure("\(value) is not a value for \(setting.rawValue)")
        }
        sources[setting] = source
    }

    /// Checks a value for a setting; returns why it is wrong, or nil.
    public static func problem(with value: SettingValue, for setting: ComparisonSetting) -> String? {
        switch (setting, value) {
        case (.threshold, .number(let v)):
            return v >= 0 && v.isFinite ? nil : "threshold must be 0 or more (got \(v))"
        case (.maxDiffRatio, .number(let v)), (.maxWindowDensity, .number(let v)):
            return (0...1).contains(v) ? nil : "\(setting.rawValue) must be between 0 and 1 (got \(v))"
        case (.windowSize, .number(let v)):
            return v >= 1 && v <= 4096 && v == v.rounded() ? nil : "windowSize must be a whole number from 1 to 4096 (got \(v))"
        case (.ignoreAntiAliasing, .flag):
            return nil
        case (.ignoreAntiAliasing, _):
            return "ignoreAntiAliasing must be true or false"
        default:
            return "\(setting.rawValue) must be a number"
        }
    }

    /// The current value of a setting, for reports.
    public func value(of setting: ComparisonSetting) -> SettingValue {
        switch setting {
        case .threshold: return .number(threshold)
        case .ignoreAntiAliasing: return .flag(ignoresAntiAliasing)
        case .maxDiffRatio: return .number(maxDiffRatio)
        case .windowSize: return .number(Double(windowSize))
        case .maxWindowDensity: return .number(maxWindowDensity)
        }
    }

    public static func == (a: ComparisonOptions, b: ComparisonOptions) -> Bool {
        ComparisonSetting.allCases.allSatisfy { a.value(of: $0) == b.value(of: $0) && a.source(of: $0) == b.source(of: $0) }
    }
}

/// A setting's value as a flag or config file gives it.
public enum SettingValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case flag(Bool)

    public var description: String {
        switch self {
        case .number(let v): return formatNumber(v)
        case .flag(let v): return v ? "true" : "false"
        }
    }
}

/// Short, stable decimal text: whole numbers without a fraction, others with up to six
/// significant decimals.
package func formatNumber(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    var text = String(format: "%.6f", v)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
