/// A font as the layout asks for it: a family that the backend's private font
/// configuration knows, a weight (100...900), a size in points and a slant.
public struct FontDescriptor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var family: String
    public var weight: Int
    public var size: Double
    public var italic: Bool

    public init(family: String, weight: Int = 400, size: Double, italic: Bool = false) {
        self.family = family; self.weight = weight; self.size = size; self.italic = italic
    }

    public var description: String {
        "\(family) \(weight)\(italic ? " italic" : "") \(size.roundedForDump)"
    }
}

/// A font file the backend loads into its private configuration. Nothing else is visible
/// to the text engine, so output never depends on the machine's other fonts.
public struct FontFile: Hashable, Sendable, Codable {
    /// Absolute path of the font file.
    public var path: String
    /// The Debian package that installs it, for error messages.
    public var package: String
    public init(path: String, package: String) { self.path = path; self.package = package }
}

/// Vertical metrics of a font at a size, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the top of the line box to the baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box (positive).
    public var descent: Double
    public init(ascent: Double, descent: Double) { self.ascent = ascent; self.descent = descent }
    /// The height of one line of text (ascent + descent).
    public var lineHeight: Double { ascent + descent }
}
