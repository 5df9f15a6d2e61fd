import ArgumentParser
import Foundation
import TableMock
import TableMockFiles

struct Themes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in themes.",
        discussion: """
            A spec names a built-in theme ("theme": "ios7") or a theme file path relative to \
            the spec. Built-in themes are read from the resource bundle beside the binary, \
            from $TABLEMOCK_THEMES, or from <prefix>/share/tablemock/Themes.
            """)

    func run() throws {
        guard let themes = BuiltinListing.themes(files: LocalFiles(policy: .unconfined)) else {
            Console.error(BuiltinListing.themesNotFound)
            throw ExitCode(1)
        }
        BuiltinListing.themeLines(themes).forEach(Console.out)
    }
}
