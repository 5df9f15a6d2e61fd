/// What a file is read as. The kind decides how large it may be and where it may lie: a
/// font may come from the system's font folders, a built-in theme from the installed
/// themes, a symbol from the icon package's folders, everything else only from inside the project root.
public enum FileKind: String, Sendable, CaseIterable {
    case spec, theme, image, font, golden, config, cache, markdown
    /// An icon of the built-in symbol set (an SVG file its Debian package installs).
    case symbol
    /// A file of the served playground page: its own scripts and styles, and the packaged
    /// editor's (Debian's libjs-codemirror).
    case asset
    /// Anything written: an output, golden, artifact, report or the cache.
    case output

    /// The most bytes read for this kind; a larger file is refused before it is read.
    public var byteLimit: Int {
        switch self {
        case .spec: return 32 << 20
        case .theme: return 4 << 20
        case .image: return 50 << 20
        case .font: return 256 << 20
        case .golden: return 64 << 20
        case .config: return 1 << 20
        case .cache: return 64 << 20
        case .markdown: return 16 << 20
        case .symbol: return 1 << 20
        case .asset: return 2 << 20
        case .output: return Int.max
        }
    }

    /// How a message names a file of this kind: "image", "theme file".
    public var noun: String {
        switch self {
        case .spec: return "spec"
        case .theme: return "theme file"
        case .image: return "image"
        case .font: return "font file"
        case .golden: return "golden"
        case .config: return "config file"
        case .cache: return "cache manifest"
        case .markdown: return "Markdown file"
        case .symbol: return "symbol file"
        case .asset: return "page file"
        case .output: return "output"
        }
    }
}
