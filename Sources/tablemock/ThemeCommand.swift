import ArgumentParser
import Foundation
import TableMock
import TableMockCore

/// Theme file tools: `tablemock theme upgrade FILE`.
struct ThemeTools: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work on theme files.",
        subcommands: [Upgrade.self])

    struct Upgrade: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rewrite a theme file of the flat format into groups.",
            discussion: """
                Older themes wrote "colors", "metrics" and "textStyles" at the top, and each \
                control's look as a number. This prints the theme grouped per control \
                ("switch": {"look": "ios7", "switchWidth": 51, ...}), looks by name and flags \
                as true or false; it resolves to exactly the same theme. With --write the file \
                is rewritten in place. The flat format is still read.
                """)

        @Argument(help: "A theme file (.json or .yaml).")
        var path: String

        @Flag(name: .long, help: "Rewrite the file in place instead of printing the result.")
        var write = false

        @OptionGroup var access: RootOptions

        func run() throws {
            do {
                let text = try ThemeUpgrade.upgradeFile(at: URL(fileURLWithPath: path), files: access.files(naming: [path]), write: write)
                if !write { Console.write(Data(text.utf8)) }
            } catch {
                error.diagnostics.forEach { Console.error($0.description) }
                throw ExitCode(1)
            }
        }
    }
}
