import ArgumentParser
import Foundation
import TableMock
import TableMockCore
import TableMockFiles

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
        let listing: BuiltinListing.Symbols
        do {
            listing = try BuiltinListing.symbols(matching: matching, files: LocalFiles(policy: .unconfined))
        } catch {
            Console.error("error: \(error.message)" + (error.hint.map { " (\($0))" } ?? ""))
            throw ExitCode(1)
        }
        if json { Console.write(try listing.json()) } else { listing.lines.forEach(Console.out) }
    }
}
