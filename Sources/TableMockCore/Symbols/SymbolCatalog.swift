import Foundation
import TableMockFiles
import TableMockScene

/// The built-in symbols: SF Symbols names mapped onto an open icon family installed by a
/// Debian package (Bootstrap Icons, `bootstrap-icons`), read from `symbols/symbols.json`
/// beside the built-in themes. The map is TableMock's; the icons are the package's files,
/// read where the package installs them, as the themes' fonts are.
public struct SymbolCatalog: Sendable {
    /// The icon family and where its package puts it.
    public struct Family: Sendable, Equatable, Encodable {
        public var name: String
        public var version: String
        public var licence: String
        /// The Debian package that installs the icons.
        public var package: String
        /// The folder of the SVG files.
        public var folder: String
        /// The licence file the package installs.
        public var copyright: String
        public var homepage: String
    }

    /// One icon drawn in a symbol, scaled about the centre.
    public struct Layer: Sendable, Equatable, Encodable {
        public var icon: String
        public var scale: Double
    }

    /// One SF Symbols name: the icons it draws and whether it is directional.
    public struct Entry: Sendable, Equatable, Encodable {
        public var name: String
        public var layers: [Layer]
        /// Mirrored in a right-to-left screen (chevrons, arrows), as UIKit flips them.
        public var mirrored: Bool
    }

    public var family: Family
    public var entries: [String: Entry]
    /// Where the map was read from, for messages.
    public var file: String

    /// Every name, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// The map's place under the built-in themes folder.
    public static let mapPath = "symbols/symbols.json"

    public struct Problem: Error, Equatable, Sendable {
        public var message: String
        public var hint: String?
    }

    /// Reads the map from the built-in themes folder.
    public static func load(builtinDirectory: URL?, files: any FileAccess) throws(Problem) -> SymbolCatalog {
        guard let builtinDirectory else {
            throw Problem(message: "the built-in symbols are not installed (no built-in themes folder)",
                          hint: "set TABLEMOCK_THEMES to TableMock's Themes/data folder")
        }
        let url = builtinDirectory.appendingPathComponent(mapPath)
        let data: Data
        do { data = try files.read(url, as: .theme) } catch {
            throw Problem(message: "cannot read the symbol map \(url.path): \(error.words)", hint: error.hint)
        }
        return try parse(data, file: url.path)
    }

    static func parse(_ data: Data, file: String) throws(Problem) -> SymbolCatalog {
        func bad(_ why: String) -> Problem { Problem(message: "the symbol map \(file) is damaged: \(why)", hint: "reinstall TableMock") }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let f = root["family"] as? [String: Any], let symbols = root["symbols"] as? [String: Any] else {
            throw bad("expected an object with \"family\" and \"symbols\"")
        }
        func text(_ key: String) throws(Problem) -> String {
            guard let v = f[key] as? String, !v.isEmpty else { throw bad("family.\(key) is missing") }
            return v
        }
        let family = Family(name: try text("name"), version: try text("version"), licence: try text("licence"),
                            package: try text("package"), folder: try text("folder"), copyright: try text("copyright"),
                            homepage: try text("homepage"))
        var entries: [String: Entry] = [:]
        for (name, value) in symbols {
            var layers: [Layer] = []
            var mirrored = false
            if let icon = value as? String {
                layers = [Layer(icon: icon, scale: 1)]
            } else if let object = value as? [String: Any] {
                mirrored = object["mirrored"] as? Bool ?? false
                if let icon = object["icon"] as? String { layers = [Layer(icon: icon, scale: 1)] }
                for layer in object["layers"] as? [[String: Any]] ?? [] {
                    guard let icon = layer["icon"] as? String else { throw bad("a layer of \(name) has no icon") }
                    layers.append(Layer(icon: icon, scale: (layer["scale"] as? NSNumber)?.doubleValue ?? 1))
                }
            }
            guard !layers.isEmpty, layers.allSatisfy({ !$0.icon.contains("/") && $0.scale > 0 }) else {
                throw bad("entry \(name) names no icon")
            }
            entries[name] = Entry(name: name, layers: layers, mirrored: mirrored)
        }
        return SymbolCatalog(family: family, entries: entries, file: file)
    }

    /// The closest name, for "did you mean".
    public func suggestion(for name: String) -> String? {
        Suggestions.closest(to: name, in: names)
            ?? names.first { $0.hasPrefix(name + ".") || name.hasPrefix($0 + ".") }
    }

    /// The SVG file of an icon.
    public func url(ofIcon icon: String) -> URL {
        URL(fileURLWithPath: family.folder).appendingPathComponent(icon + ".svg")
    }

    /// A symbol's outline: its icons read from the package's folder and layered.
    public func outline(of name: String, files: any FileAccess) throws(Problem) -> SymbolOutline {
        guard let entry = entries[name] else {
            throw Problem(message: "unknown symbol \(quoted(name))",
                          hint: suggestion(for: name).map { "did you mean \(quoted($0))? (tablemock symbols lists them all)" }
                              ?? "tablemock symbols lists the \(entries.count) names")
        }
        var result: SymbolOutline? = nil
        for layer in entry.layers {
            let url = url(ofIcon: layer.icon)
            let data: Data
            do { data = try files.read(url, as: .symbol) } catch {
                if case .missing = error.reason {
                    throw Problem(message: "symbol \(quoted(name)): icon file \(url.path) not found",
                                  hint: "install the Debian package \(family.package) (Scripts/install-deps.sh)")
                }
                throw Problem(message: "symbol \(quoted(name)): \(error.message(naming: url.path))", hint: error.hint)
            }
            let outline: SymbolOutline
            do { outline = try SymbolSVG.outline(data) } catch {
                throw Problem(message: "symbol \(quoted(name)): icon file \(url.path) cannot be drawn: \(error.message)",
                              hint: "reinstall the Debian package \(family.package)")
            }
            result = outline.layered(over: result, scale: layer.scale)
        }
        return result!
    }
}
