import ArgumentParser
import Foundation
import TableMock
import TableMockFiles
import TableMockCore
import TableMockThemes

struct Themes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in themes.",
        discussion: """
            A spec names a built-in theme ("theme": "ios7") or a theme file path relative to \
            the spec. Built-in themes are read from the resource bundle beside the binary, \
            from $TABLEMOCK_THEMES, or from <prefix>/share/tablemock/Themes.
            """)

    func run() throws {
        guard let directory = BuiltinThemes.directory else {
            Console.error("error: the built-in themes were not found; set TABLEMOCK_THEMES to the Themes/data folder")
            throw ExitCode(1)
        }
        let themes = ThemeCatalog(builtinDirectory: directory, files: LocalFiles(policy: .unconfined)).builtinThemes()
            .sorted { $0.name.compare($1.name, options: .numeric) == .orderedAscending }
        let width = themes.map(\.name.count).max() ?? 0
        for theme in themes {
            Console.out(theme.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + theme.description)
        }
    }
}
