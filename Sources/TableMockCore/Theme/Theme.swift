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
    /// The Dynamic Type text style it scales with (`body`, `footnote`, ...: a key of the
    /// theme's `dynamicType.sizes`); nil: a fixed size, as UIKit's bar titles and index.
    public var dynamicType: String?
    public init(font: String, size: Double, color: ColorRole, uppercase: Bool = false, shadow: TextShadowSpec? = nil,
                dynamicType: String? = nil) {
        self.font = font; self.size = size; self.color = color; self.uppercase = uppercase; self.shadow = shadow
        self.dynamicType = dynamicType
    }
}

/// A theme file's `dynamicType` block, as written: Apple's Dynamic Type table (a size per
/// text style and content size category), the line height UIKit's cells size rows with, and
/// the metrics that grow with a text style (UIKit's `scaledValue(for:)`).
public struct DynamicTypeSpec: Sendable {
    /// The system font's line height as a multiple of its size (UIFont's `lineHeight`).
    public var lineHeight: Double?
    /// Text style name -> size at each category (all twelve).
    public var sizes: [String: [ContentSizeCategory: Double]] = [:]
    /// Metric -> the text style whose scale it follows.
    public var scaledMetrics: [Metric: String] = [:]
    /// The separators' thickness in points at the five accessibility sizes (nil: unchanged).
    public var accessibilitySeparatorThickness: Double?
    public init() {}
}

/// A resolved theme's Dynamic Type data (iOS 7 and later themes).
public struct DynamicTypeTable: Sendable, Hashable {
    public var lineHeight: Double
    public var sizes: [String: [ContentSizeCategory: Double]]
    /// Each text role that scales, and its Dynamic Type text style.
    public var textStyles: [TextRole: String]
    public var scaledMetrics: [Metric: String]
    /// Row separators this many points thick at the accessibility sizes (render 03: 1 pt at 2x).
    public var accessibilitySeparatorThickness: Double?
    public init(lineHeight: Double, sizes: [String: [ContentSizeCategory: Double]], textStyles: [TextRole: String],
                scaledMetrics: [Metric: String], accessibilitySeparatorThickness: Double? = nil) {
        self.lineHeight = lineHeight; self.sizes = sizes; self.textStyles = textStyles; self.scaledMetrics = scaledMetrics
        self.accessibilitySeparatorThickness = accessibilitySeparatorThickness
    }

    /// How much a Dynamic Type text style grows from the default (`large`) size to `category`.
    public func factor(_ style: String, _ category: ContentSizeCategory) -> Double {
        guard let row = sizes[style], let size = row[category], let base = row[.large], base > 0 else { return 1 }
        return size / base
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
    /// Yes-or-no properties of the era (`"barGloss": true`).
    public var flags: [ThemeFlag: Bool] = [:]
    /// Each control's look by name (`"switchStyle": "ios7"`), checked against its look's
    /// names when read; legacy numbers are already turned into names.
    public var looks: [LookKey: String] = [:]
    /// Device name -> the metrics that device draws differently (`"deviceMetrics":
    /// {"iphone-x": {"layoutMargin": 20}}`), merged device by device, metric by metric.
    public var deviceMetrics: [String: [Metric: Double]] = [:]
    public var textStyles: [TextRole: TextStyleSpec] = [:]
    public var dynamicType: DynamicTypeSpec?
    /// Where each key was written (JSON Pointer -> line:column), for errors found after merging.
    public var locations = SourceLocations()
    /// The JSON Pointer each value was written at: in its group (`/switch/switchWidth`), or
    /// in an older flat theme's `colors`, `metrics` or `textStyles`.
    public var pointers: [ThemeKey: String] = [:]
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
    /// The families of the theme's `fallback` fonts, in the order text falls back to them.
    public var fallbackFamilies: [String] = []
    private var colors: [Color]
    private var metrics: [Double]
    private var flags: [Bool]
    private var textStyles: [ResolvedTextStyle]
    /// How the era draws each control (`theme.looks.switch`).
    public var looks: Looks
    /// The iOS releases the theme says it draws (its own `iosVersions`), for messages.
    public var iosVersions: ClosedRange<Int>?
    /// Apple's Dynamic Type table and which styles follow it; nil for the eras before iOS 7.
    public var dynamicType: DynamicTypeTable?
    /// Device name -> metrics that device draws differently (iOS 11's per-device layout
    /// margins); `forDevice(_:)` applies them.
    public var deviceMetrics: [String: [Metric: Double]] = [:]
    /// The size the text styles are at (`scaled(to:)`); `large` is the theme as written.
    public private(set) var contentSizeCategory: ContentSizeCategory = .large
    /// The colour roles whose value is the theme's `tint` (written `"tint"`, directly or
    /// through other role names), `tint` itself included: what a spec's `tint` recolours.
    public var tintedRoles: Set<ColorRole> = []
    /// The text styles whose colour is one of `tintedRoles`.
    public var tintedTextRoles: Set<TextRole> = []
    /// The text styles and metrics at the default size, once scaled.
    private var atDefaultSize: (textStyles: [ResolvedTextStyle], metrics: [Double])? = nil

    public init(name: String, description: String, appearance: Appearance, fontFiles: [FontFile],
                colors: [ColorRole: Color], metrics: [Metric: Double], flags: [ThemeFlag: Bool], looks: Looks,
                textStyles: [TextRole: ResolvedTextStyle]) {
        precondition(colors.count == ColorRole.allCases.count && metrics.count == Metric.allCases.count
                     && flags.count == ThemeFlag.allCases.count && textStyles.count == TextRole.allCases.count,
                     "a resolved theme is complete")
        self.name = name; self.description = description; self.appearance = appearance; self.fontFiles = fontFiles
        self.colors = ColorRole.allCases.map { colors[$0]! }
        self.metrics = Metric.allCases.map { metrics[$0]! }
        self.flags = ThemeFlag.allCases.map { flags[$0]! }
        self.looks = looks
        self.textStyles = TextRole.allCases.map { textStyles[$0]! }
    }

    public subscript(_ role: ColorRole) -> Color { colors[ColorRole.position[role]!] }

    /// The theme with one colour replaced (the status bar over a sheet's dark backdrop).
    func replacing(_ role: ColorRole, with color: Color) -> Theme {
        var copy = self
        copy.colors[ColorRole.position[role]!] = color
        return copy
    }

    /// Each colour of the theme named by its first role (in the order of `ColorRole`), so
    /// an editable SVG can say which theme colour a fill is.
    public var colorNames: [Color: String] {
        var names: [Color: String] = [:]
        for role in ColorRole.allCases where names[self[role]] == nil { names[self[role]] = role.rawValue }
        return names
    }
    public subscript(_ metric: Metric) -> Double { metrics[Metric.position[metric]!] }
    public subscript(_ flag: ThemeFlag) -> Bool { flags[ThemeFlag.position[flag]!] }
    public subscript(_ role: TextRole) -> ResolvedTextStyle { textStyles[TextRole.position[role]!] }

    /// The theme as drawn on `device`: its `deviceMetrics` for that device replace the
    /// theme-wide values (also those kept for the default text size). A custom canvas, or a
    /// device the theme names nothing for, gets the theme as it is.
    public func forDevice(_ device: Device) -> Theme {
        guard case .named(let name) = device else { return self }
        var row = deviceMetrics[name] ?? [:]
        if DeviceCatalog.model(named: name)?.isPad == true {
            // An iPad's bars are the iPad's heights (the `pad` group), unless its own row says otherwise.
            for (metric, pad) in [(Metric.navigationBarHeight, Metric.padNavigationBarHeight), (.toolbarHeight, .padToolbarHeight),
                                  (.tabBarHeight, .padTabBarHeight)] where row[metric] == nil {
                row[metric] = self[pad]
            }
        }
        guard !row.isEmpty else { return self }
        var copy = self
        for (metric, value) in row {
            let at = Metric.position[metric]!
            copy.metrics[at] = value
            copy.atDefaultSize?.metrics[at] = value
        }
        return copy
    }

    /// The theme with the app's tint (a spec's top-level `tint`): every role in `tintedRoles`
    /// and every text style in `tintedTextRoles` takes `reference` as this appearance
    /// resolves it (a name such as `systemPink` its light or dark value), as everything a
    /// UIKit era draws in `tintColor` follows the window's. Nil: the theme as it is.
    public func tinted(_ reference: ColorReference?) -> Theme {
        guard let reference else { return self }
        let color = reference.resolved(in: self)
        var copy = self
        for role in tintedRoles.union(Self.drawnInTint) { copy.colors[ColorRole.position[role]!] = color }
        for role in tintedTextRoles {
            let at = TextRole.position[role]!
            copy.textStyles[at].color = color
            copy.atDefaultSize?.textStyles[at].color = color
        }
        return copy
    }

    /// Roles UIKit draws in `tintColor` that a theme states as a measured value of their own
    /// (iOS 7's search caret, #426BF2 on render uikit-controls/02, not quite the tint): an
    /// app's tint recolours them too.
    static let drawnInTint: Set<ColorRole> = [.searchCaret]

    /// `role` set in another Dynamic Type text style (a spec's `detailTextStyle`): the role's
    /// colour and face at `textStyle`'s size for the content size category the theme is
    /// scaled to (its `dynamicType.sizes` row); `headline` in the weight the theme gives its
    /// own headline roles (semibold: `plainHeader`, `composedTitle`), as UIKit's headline is
    /// the only bold text style. Nil when the theme has no Dynamic Type (the eras before
    /// iOS 7) or no row of that name.
    public func style(_ role: TextRole, as textStyle: DynamicTypeStyle) -> ResolvedTextStyle? {
        guard let table = dynamicType, let size = table.sizes[textStyle.rawValue]?[contentSizeCategory] else { return nil }
        var style = self[role]
        style.font.size = size
        if textStyle == .headline, let headline = TextRole.allCases.first(where: { table.textStyles[$0] == textStyle.rawValue }) {
            style.font.weight = self[headline].font.weight
        }
        return style
    }

    /// A text style at the default content size category, whatever the theme is scaled to.
    public func unscaled(_ role: TextRole) -> ResolvedTextStyle {
        (atDefaultSize?.textStyles ?? textStyles)[TextRole.position[role]!]
    }

    /// The theme with its text styles (and the metrics that follow them, to whole points) at `category`, by
    /// the Dynamic Type table: a style's size times its text style's size at `category` over
    /// that at `large`, so a style written at Apple's default size gets Apple's size at
    /// every category. Styles without a Dynamic Type text style keep their size.
    public func scaled(to category: ContentSizeCategory) -> Theme {
        guard let table = dynamicType, category != contentSizeCategory else { return self }
        var copy = self
        let base = atDefaultSize ?? (textStyles, metrics)
        copy.contentSizeCategory = category
        copy.atDefaultSize = base
        copy.textStyles = TextRole.allCases.map { role in
            var style = base.textStyles[TextRole.position[role]!]
            if let dts = table.textStyles[role] { style.font.size *= table.factor(dts, category) }
            return style
        }
        copy.metrics = Metric.allCases.map { metric in
            let value = base.metrics[Metric.position[metric]!]
            // Whole points, as UIKit rounds the frames they become (a bar's height, a glyph's box).
            return table.scaledMetrics[metric].map { (value * table.factor($0, category)).rounded() } ?? value
        }
        return copy
    }
}

/// Each role's place in `allCases`, where a resolved theme stores its value.
extension ColorRole { static let position = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }) }
extension Metric { static let position = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }) }
extension ThemeFlag { static let position = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }) }
extension TextRole { static let position = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) }) }
