import Foundation
import TableMockFiles
import TableMockScene

/// Finds, reads, merges and resolves themes. A reference without a slash or an extension
/// (`ios7`) is a built-in theme, `<builtinDirectory>/<name>.json`; anything else is a theme
/// file path, relative to the spec's folder. `extends` is followed the same way, relative
/// to the extending theme's folder.
///
/// Errors about the reference itself (unknown built-in, missing file) have an empty `file`,
/// so the caller can point them at the spec's `theme` key; errors inside a theme file name
/// that file with line and column.
public struct ThemeCatalog: Sendable {
    public var builtinDirectory: URL?
    /// Every theme and font file is read through this (the project root's rules).
    public var files: any FileAccess
    /// Theme files already decoded by this catalog, by path and bytes (`DecodedThemes`).
    let decoded = DecodedThemes()
    /// The longest `extends` chain followed.
    public static let maxExtendsDepth = 16

    public init(builtinDirectory: URL?, files: any FileAccess) {
        self.builtinDirectory = builtinDirectory; self.files = files
    }

    /// The built-in theme names (what a spec writes) and descriptions, sorted by name.
    public func builtinThemes() -> [(name: String, description: String)] {
        builtinNames().map { name in
            let description = (try? readThemeFile(builtinURL(name)))?.description ?? ""
            return (name, description)
        }
    }

    /// Loads `nameOrPath` with everything it extends and resolves it for `appearance`.
    /// A theme path is relative to `baseFolder`, else to the spec file's folder, else to the current folder.
    public func load(_ nameOrPath: String, relativeTo specFile: URL?, baseFolder: URL? = nil,
                     appearance: Appearance) throws(DiagnosticError) -> Theme {
        let base = baseFolder ?? specFile?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let chain = try loadChain(nameOrPath, base: base)
        return try ThemeResolution(chain: chain, files: files).resolve(for: appearance)
    }

    /// Loads one theme and its ancestors, child first, without resolving them.
    func loadChain(_ reference: String, base: URL) throws(DiagnosticError) -> [ThemeFileSpec] {
        if reference == Self.baseName {
            throw DiagnosticError([Diagnostic(
                file: "", location: nil, path: "",
                message: "\(quoted(reference)) is not a theme: it holds the values the built-in eras share, and an era file says what its iOS release changed",
                hint: "name an era (\(builtinNames().map { quoted($0) }.joined(separator: ", "))), or extend one from a theme file of your own")])
        }
        let first = try locate(reference, base: base)
        var chain = [try readThemeFile(first)]
        var visited = [first.standardizedFileURL.path]
        while let parent = chain.last?.extends {
            let child = chain[chain.count - 1]
            func fail(_ message: String, hint: String? = nil) -> DiagnosticError {
                DiagnosticError([Diagnostic(file: child.file, location: child.locations["/extends"], path: "/extends",
                                            message: message, hint: hint)])
            }
            let url: URL
            do {
                url = try locate(parent, base: URL(fileURLWithPath: child.file).deletingLastPathComponent())
            } catch {
                throw fail(error.diagnostics.first?.message ?? "cannot load \(quoted(parent))", hint: error.diagnostics.first?.hint)
            }
            let path = url.standardizedFileURL.path
            if visited.contains(path) {
                let cycle = (visited + [path]).map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
                throw fail("themes extend each other in a cycle: \(cycle.joined(separator: " -> "))")
            }
            if chain.count >= Self.maxExtendsDepth {
                throw fail("the extends chain is longer than \(Self.maxExtendsDepth) themes")
            }
            visited.append(path)
            chain.append(try readThemeFile(url))
        }
        return chain
    }

    /// A built-in name -> its file; a path -> the file, relative to `base`.
    func locate(_ reference: String, base: URL) throws(DiagnosticError) -> URL {
        func fail(_ message: String, hint: String? = nil) -> DiagnosticError {
            DiagnosticError([Diagnostic(file: "", location: nil, path: "", message: message, hint: hint)])
        }
        if Self.isBuiltinName(reference) {
            guard builtinDirectory != nil else {
                throw fail("unknown theme \(quoted(reference)): the built-in themes are not installed",
                           hint: "set TABLEMOCK_THEMES to the Themes/data folder, or give a theme file path")
            }
            let url = builtinURL(reference)
            guard files.fileExists(url, as: .theme) else {
                let names = builtinNames()
                let eras = names.map { ($0, (try? readThemeFile(builtinURL($0)))?.iosVersions) }
                if let era = Self.eraTheme(for: reference, among: eras) {
                    throw fail("unknown theme \(quoted(reference))",
                               hint: "did you mean \(quoted(era.theme))? It draws \(Self.describe(era.versions))")
                }
                throw fail("unknown theme \(quoted(reference))",
                           hint: Suggestions.hint(for: reference, in: names, listName: "built-in themes"))
            }
            return url
        }
        let url = reference.hasPrefix("/") ? URL(fileURLWithPath: reference) : base.appendingPathComponent(reference)
        switch files.entry(at: url, as: .theme) {
        case .regularFile:
            return url.standardizedFileURL
        case .missing:
            throw fail("theme file \(quoted(reference)) not found",
                       hint: "theme paths are relative to the folder of the file that names them (\(base.path))")
        case .folder:
            throw fail(FileRefusal(path: reference, kind: .theme, reason: .notRegularFile(what: "a folder")).message(naming: quoted(reference, limit: 4096)))
        case .other(let what):
            throw fail(FileRefusal(path: reference, kind: .theme, reason: .notRegularFile(what: what)).message(naming: quoted(reference, limit: 4096)))
        case .refused(let refusal):
            throw fail(refusal.message(naming: quoted(reference, limit: 4096)), hint: refusal.hint)
        }
    }

    /// The built-in theme that draws an iOS release without a theme of its own, by the
    /// releases each theme says it draws (`iosVersions`): "ios8" -> "ios7" (7-12), "ios5" ->
    /// "ios6" (4-6), "ios1" -> "ios2". Nil for a number no iOS release has had (0, or past
    /// `ThemeDecoder.newestIOSRelease`: "ios77" is a slip for "ios7", not iOS 77), and for a
    /// release no theme claims.
    static func eraTheme(for reference: String, among themes: [(name: String, versions: ClosedRange<Int>?)])
        -> (theme: String, versions: ClosedRange<Int>)? {
        guard reference.lowercased().hasPrefix("ios"), let wanted = Int(reference.dropFirst(3)),
              (1...ThemeDecoder.newestIOSRelease).contains(wanted) else { return nil }
        for theme in themes { if let versions = theme.versions, versions.contains(wanted) { return (theme.name, versions) } }
        return nil
    }

    /// "iOS 4 to 6", "iOS 13 and later", "iOS 7".
    static func describe(_ versions: ClosedRange<Int>) -> String {
        if versions.upperBound == ThemeDecoder.newestIOSRelease && versions.count > 1 {
            return "iOS \(versions.lowerBound) and later"
        }
        return versions.count == 1 ? "iOS \(versions.lowerBound)" : "iOS \(versions.lowerBound) to \(versions.upperBound)"
    }

    /// `ios7` is a built-in name; `themes/mine.json`, `mine.yaml` and `./mine` are paths.
    static func isBuiltinName(_ reference: String) -> Bool {
        !reference.contains("/") && !reference.contains(".")
    }

    func builtinURL(_ name: String) -> URL {
        (builtinDirectory ?? URL(fileURLWithPath: "/")).appendingPathComponent(name + ".json")
    }

    /// The built-in file every era extends (directly or through another era): the values
    /// the eras share. It is data, not an era, so it is not listed as a theme.
    public static let baseName = "base"

    func builtinNames() -> [String] {
        guard let builtinDirectory else { return [] }
        return ((try? files.list(builtinDirectory, as: .theme)) ?? [])
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }
            .filter { $0 != Self.baseName }
            .sorted()
    }

    /// Why a theme file that was found could not be read, without naming it again (the
    /// diagnostic's file names it).
    static func readFailure(_ refusal: FileRefusal) -> String {
        switch refusal.reason {
        case .failed(let why): return "cannot read the theme file: \(why)"
        default: return "cannot read the theme file: " + refusal.words
        }
    }

    /// Reads and decodes one theme file; relative font files become absolute, from its folder.
    func readThemeFile(_ url: URL) throws(DiagnosticError) -> ThemeFileSpec {
        let data: Data
        do {
            data = try files.read(url, as: .theme)
        } catch {
            throw DiagnosticError([Diagnostic(file: url.path, location: nil, path: "",
                                              message: Self.readFailure(error),
                                              hint: error.hint)])
        }
        if let known = decoded.theme(at: url.path, bytes: data) { return known }
        var theme = try ThemeDecoder.decode(data, file: url.path)
        let folder = url.deletingLastPathComponent()
        for (key, font) in theme.fonts where !font.file.path.hasPrefix("/") {
            theme.fonts[key]?.file.path = folder.appendingPathComponent(font.file.path).standardizedFileURL.path
        }
        decoded.remember(theme, at: url.path, bytes: data)
        return theme
    }
}

/// The theme files a catalog has decoded, each with the bytes it was decoded from. A batch
/// worker draws spec after spec with the same theme chain: the files are still read each
/// time (through the catalog's file access, so the run's record of what each render read
/// stays whole, and an edited file is seen at once), but decoded only when their bytes
/// differ. Decoding ios15's chain was about a third of preparing a 20-row spec.
final class DecodedThemes: Sendable {
    /// Past this many files the cache starts again, so a run over many theme files cannot grow it without bound.
    static let limit = 64
    private let files = Locked([String: (bytes: Data, theme: ThemeFileSpec)]())

    func theme(at path: String, bytes: Data) -> ThemeFileSpec? {
        files.withLock { files in
            guard let known = files[path], known.bytes == bytes else { return nil }
            return known.theme
        }
    }

    func remember(_ theme: ThemeFileSpec, at path: String, bytes: Data) {
        files.withLock { files in
            if files.count >= Self.limit && files[path] == nil { files.removeAll() }
            files[path] = (bytes, theme)
        }
    }
}
