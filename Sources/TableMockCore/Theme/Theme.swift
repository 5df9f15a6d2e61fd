import TableMockScene

/// A font face a theme names: the family the text engine knows it by, its weight, and the
/// file and Debian package that provide it.
public struct ThemeFont: Hashable, Sendable {
    public var family: String
    public var weight: Int
    public var italic: Bool
    public var file: FontFile
    public init(family: String, weight: Int, italic: Bool = false, file: FontFile) {
        self.family = family; self.weight = weight; self.italic = italic; self.file = file
    }
}

/// A colour with a light and an optional dark value.
public struct ThemeColor: Hashable, Sendable {
    public var light: Color
    public var dark: Color?
    public init(light: Color, dark: Color? = nil) { self.light = light; self.dark = dark }
}

/// A colour as a theme file writes it: a value, or the name of another colour role whose
/// value it takes (`"checkmark": "tint"`). Names are followed after `extends` is merged, so a
/// theme that changes `tint` recolours every role its parents made `"tint"`, as UIKit's
/// `tintColor` does.
public enum ThemeColorValue: Hashable, Sendable {
    case color(ThemeColor)
    case role(ColorRole)
}

/// A text style as a theme file states it: a font key, a size, a colour role.
public struct TextStyleSpec: Hashable, Sendable {
    public var font: String
    public var size: Double
    public var color: ColorRole
    public var uppercase: Bool
    public var shadow: TextShadowSpec?
    public init(font: String, size: Double, color: ColorRole, uppercase: Bool = false, shadow: TextShadowSpec? = nil) {
        self.font = font; self.size = size; self.color = color; self.uppercase = uppercase; self.shadow = shadow
    }
}

/// An engraved or embossed text shadow (the iOS 2–6 look): a colour role and an offset.
public struct TextShadowSpec: Hashable, Sendable {
    public var color: ColorRole
    public var x: Double
    public var y: Double
    public init(color: ColorRole, x: Double, y: Double) { self.color = color; self.x = x; self.y = y }
}

/// One theme file, as written: every part optional, because a theme may `extend` another
/// and override only what it changes. Location info is kept for error messages.
public struct ThemeFileSpec: Sendable {
    public var name: String?
    public var description: String?
    public var extends: String?
    /// The iOS releases this theme draws (`"iosVersions": {"first": 4, "last": 6}`), so an
    /// unknown `ios5` can be pointed at it. Not inherited through `extends`.
    public var iosVersions: ClosedRange<Int>?
    public var fonts: [String: ThemeFont] = [:]
    public var colors: [ColorRole: ThemeColorValue] = [:]
    public var metrics: [Metric: Double] = [:]
    public var textStyles: [TextRole: TextStyleSpec] = [:]
    /// Where each key was written (JSON Pointer -> line:column), for errors found after merging.
    public var locations = SourceLocations()
    public var file: String = ""
    public init() {}
}

/// A text style with everything resolved: the layout and painter read these.
public struct ResolvedTextStyle: Hashable, Sendable {
    public var font: FontDescriptor
    public var color: Color
    public var uppercase: Bool
    public var shadow: TextShadow?
    public init(font: FontDescriptor, color: Color, uppercase: Bool, shadow: TextShadow? = nil) {
        self.font = font; self.color = color; self.uppercase = uppercase; self.shadow = shadow
    }
}

/// A theme resolved for one appearance: every colour, metric and text style has a value.
public struct Theme: Sendable {
    public var name: String
    public var description: String
    public var appearance: Appearance
    public var fontFiles: [FontFile]
    private var colors: [Color]
    private var metrics: [Double]
    private var textStyles: [ResolvedTextStyle]

    public init(name: String, description: String, appearance: Appearance, fontFiles: [FontFile],
                colors: [ColorRole: Color], metrics: [Metric: Double], textStyles: [TextRole: ResolvedTextStyle]) {
        precondition(colors.count == ColorRole.allCases.count && metrics.count == Metric.allCases.count
                     && textStyles.count == TextRole.allCases.count, "a resolved theme is complete")
        self.name = name; self.description = description; self.appearance = appearance; self.fontFiles = fontFiles
        self.colors = ColorRole.allCases.map { colors[$0]! }
        self.metrics = Metric.allCases.map { metrics[$0]! }
        self.textStyles = TextRole.allCases.map { textStyles[$0]! }
    }

    public subscript(_ role: ColorRole) -> Color { colors[ColorRole.position[role]!] }
    public subscript(_ metric: Metric) -> Double { metrics[Metric.position[metric]!] }
    public subscript(_ role: TextRole) -> ResolvedTextStyle { textStyles[TextRole.position[role]!] }
}

/// Each role's place in `allCases`, where a resolved theme stores its value.
extension ColorRole { static let position = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }) }
extension Metric { static let position = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }) }
extension TextRole { static let position = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }) }
