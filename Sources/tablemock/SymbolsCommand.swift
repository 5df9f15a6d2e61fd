import ArgumentParser
import Foundation
import TableMockCore
import TableMockFiles
import TableMockThemes

struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in symbols (SF Symbols names, drawn from Bootstrap Icons).",
        discussion: """
            A spec draws a symbol wherever it takes an image: {"symbol": "wifi"}, with an \
            optional "color", "background" (a Settings-style icon square), "weight" and "size". \
            The icons are read from the Debian package bootstrap-icons (MIT licence); \
            Docs/Symbols.md describes them. Symbols marked "mirrored" flip in a right-to-left screen.
            """)

    @Flag(help: "Print the family and every name as JSON.")
    var json = false

    @Option(help: "Only the names containing this text.")
    var matching: String?

    func run() throws {
        let catalog: SymbolCatalog
        do {
            catalog = try SymbolCatalog.load(builtinDirectory: BuiltinThemes.directory, files: LocalFiles(policy: .unconfined))
        } catch {
            Console.error("error: \(error.message)" + (error.hint.map { " (\($0))" } ?? ""))
            throw ExitCode(1)
        }
        let filter = matching?.lowercased()
        let entries = catalog.names.filter { filter == nil || $0.lowercased().contains(filter!) }.compactMap { catalog.entries[$0] }
        if json {
            struct Listing: Encodable {
                var family: SymbolCatalog.Family
                var count: Int
                var symbols: [SymbolCatalog.Entry]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(Listing(family: catalog.family, count: entries.count, symbols: entries))
            Console.write(data + Data("\n".utf8))
            return
        }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            let icons = entry.layers.map { $0.scale == 1 ? $0.icon : "\($0.icon) ×\($0.scale)" }.joined(separator: " + ")
            Console.out(entry.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + icons
                        + (entry.mirrored ? "  (mirrored right to left)" : ""))
        }
        Console.out("\(entries.count) symbols from \(catalog.family.name) \(catalog.family.version) (\(catalog.family.licence)), "
                    + "package \(catalog.family.package), \(catalog.family.folder)")
    }
}
