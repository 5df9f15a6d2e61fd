import TableMockScene

/// An image a spec names wherever it takes one: a file (PNG, JPEG or SVG, relative to the
/// spec), or a symbol of the built-in set (`{"symbol": "wifi"}`), drawn as vector paths.
public enum ImageReference: Sendable, Equatable {
    case file(String)
    /// Boxed: a symbol's name, colours, weight and size are seven times a path's bytes, and
    /// every row holds an image reference.
    indirect case symbol(SymbolImage)
    /// A monogram avatar: initials on a round (or rounded) colour, as Contacts and Messages
    /// draw a person without a photo (`{"initials": "JA", "background": "systemGray"}`).
    indirect case initials(InitialsImage)

    /// The file path, for a file.
    public var path: String? { if case .file(let p) = self { p } else { nil } }
    /// The symbol, for a symbol.
    public var symbol: SymbolImage? { if case .symbol(let s) = self { s } else { nil } }
}

/// A symbol where an image goes: `{"symbol": "wifi", "color": "systemBlue", "weight":
/// "semibold", "background": "systemBlue", "size": 24}`.
public struct SymbolImage: Sendable, Equatable {
    /// An SF Symbols name the built-in set maps (`tablemock symbols` lists them).
    public var name: String
    /// The glyph's colour; nil: the place's own (the era's tint in a row, white on a
    /// background square, the tab bar's colours in a tab).
    public var color: ColorReference? = nil
    /// Drawn in a rounded square of this colour, as Settings draws its icons.
    public var background: ColorReference? = nil
    public var weight: SymbolWeight = .regular
    /// The glyph's box in points; nil: the place's own (the theme's `symbolImageSize`,
    /// `iconSquareSize`, the tab bar's icon size).
    public var size: Double? = nil
    public init(name: String, color: ColorReference? = nil, background: ColorReference? = nil,
                weight: SymbolWeight = .regular, size: Double? = nil) {
        self.name = name; self.color = color; self.background = background; self.weight = weight; self.size = size
    }
}

/// A monogram where an image goes: `{"initials": "JA", "background": "systemBlue"}`.
public struct InitialsImage: Sendable, Equatable {
    /// One to three letters, drawn centred.
    public var initials: String
    /// The disc's colour; nil: the era's monogram grey (Contacts' gradient).
    public var background: ColorReference? = nil
    /// The letters' colour; nil: white.
    public var color: ColorReference? = nil
    public init(initials: String, background: ColorReference? = nil, color: ColorReference? = nil) {
        self.initials = initials; self.background = background; self.color = color
    }

    /// The most letters a monogram shows.
    public static let maxLetters = 3
}

/// A colour a spec writes: `#RRGGBB` / `#RRGGBBAA`, or the name of a theme colour
/// (`systemBlue`, `label`, `tint`, ...) resolved for the theme's era and appearance.
public enum ColorReference: Sendable, Equatable {
    case value(Color)
    case named(ColorRole)

    public func resolved(in theme: Theme) -> Color {
        switch self {
        case .value(let c): c
        case .named(let role): theme[role]
        }
    }

    /// How a layout dump or message shows it: the name, or the hex value.
    public var description: String {
        switch self {
        case .value(let c): c.hexString
        case .named(let role): role.rawValue
        }
    }
}

/// SF Symbols' weights (UIImage.SymbolConfiguration). The icon set has one weight, drawn
/// as `regular`; the heavier ones thicken every outline by a stroke of the glyph's colour
/// (`strokeFraction` of the glyph's size), the lighter ones draw as regular.
public enum SymbolWeight: String, Sendable, CaseIterable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The outline stroke that thickens the glyph, as a fraction of its box.
    public var strokeFraction: Double {
        switch self {
        case .ultraLight, .thin, .light, .regular: 0
        case .medium: 0.02
        case .semibold: 0.035
        case .bold: 0.05
        case .heavy: 0.065
        case .black: 0.08
        }
    }
}

/// `"images/wifi.png"` where an image reference is expected: a file.
extension ImageReference: ExpressibleByStringLiteral {
    public init(stringLiteral path: String) { self = .file(path) }
}
