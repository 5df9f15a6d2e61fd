import Foundation
import TableMockCore
import TableMockFiles
import TableMockThemes

/// The built-in themes and symbols as `tablemock themes`, `tablemock symbols` and the MCP
/// tools `list_themes` and `list_symbols` list them: the same lookup, order and filter.
package enum BuiltinListing {
    /// Why the built-in themes cannot be listed (the one line both callers print).
    package static let themesNotFound = "error: the built-in themes were not found; set TABLEMOCK_THEMES to the Themes/data folder"

    /// The built-in themes in their names' numeric order (ios2 before ios13), or nil when
    /// the resource folder is not found.
    package static func themes(files: any FileAccess) -> [(name: String, description: String)]? {
        guard let directory = BuiltinThemes.directory else { return nil }
        return ThemeCatalog(builtinDirectory: directory, files: files).builtinThemes()
            .sorted { $0.name.compare($1.name, options: .numeric) == .orderedAscending }
    }

    /// `tablemock themes`: a name column as wide as the longest name, then the description.
    package static func themeLines(_ themes: [(name: String, description: String)]) -> [String] {
        let width = themes.map(\.name.count).max() ?? 0
        return themes.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.description }
    }

    /// The symbols whose name contains `matching` (any case; all without it), by name.
    package struct Symbols: Encodable {
        package var family: SymbolCatalog.Family
        package var count: Int
        package var symbols: [SymbolCatalog.Entry]

        /// `tablemock symbols --json`: pretty, sorted JSON and a newline.
        package func json() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(self) + Data("\n".utf8)
        }

        /// `tablemock symbols`: a name column, each symbol's icons, then a closing count line.
        package var lines: [String] {
            let width = symbols.map(\.name.count).max() ?? 0
            var lines = symbols.map { entry in
                let icons = entry.layers.map { $0.scale == 1 ? $0.icon : "\($0.icon) ×\($0.scale)" }.joined(separator: " + ")
                return entry.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + icons
                    + (entry.mirrored ? "  (mirrored right to left)" : "")
            }
            lines.append("\(count) symbols from \(family.name) \(family.version) (\(family.licence)), "
                         + "package \(family.package), \(family.folder)")
            return lines
        }
    }

    package static func symbols(matching: String?, files: any FileAccess) throws(SymbolCatalog.Problem) -> Symbols {
        let catalog = try SymbolCatalog.load(builtinDirectory: BuiltinThemes.directory, files: files)
        let filter = matching?.lowercased()
        let entries = catalog.names.filter { filter == nil || $0.lowercased().contains(filter!) }.compactMap { catalog.entries[$0] }
        return Symbols(family: catalog.family, count: entries.count, symbols: entries)
    }
}
