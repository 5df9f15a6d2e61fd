import ArgumentParser
import Foundation
import TableMock
import TableMockCairo
import TableMockCommandLine

@main
struct TableMock: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablemock",
        abstract: "Draws iOS-style table views from JSON or YAML specs into PNG, SVG and PDF.",
        version: TableMockVersion.description,
        subcommands: [Render.self, Layout.self, Watch.self, Check.self, MergeReports.self, Validate.self, Lint.self, Schema.self, ThemeTools.self,
                      Themes.self, Symbols.self, Markdown.self, ServeCommand.self, MCPCommand.self])

    /// ArgumentParser's `main`, except that a usage error of `check` exits 2 rather than 64:
    /// check's contract is 0 match, 1 difference, 2 could not run.
    static func main() {
        // While the process has one thread: the environment is set before workers read it.
        ToolProcess.prepare()
        // The command line does not wait for an SVG drawing past its limit (it may never end,
        // and a CI job must not hang): one line and status 3. Libraries only return the error.
        RenderWatchdog.whenOverrun { error in
            Console.error("error: \(error)")
            Foundation.exit(3)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if ["check", "merge-reports"].contains(arguments.first), exitCode(for: error) == .validationFailure {
                Console.error(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// `markdown`: its options are TableMockCommandLine's, its work the library's `MarkdownRun`.
struct Markdown: ParsableCommand {
    static let configuration = MarkdownArguments.configuration
    @OptionGroup var arguments: MarkdownArguments
    @OptionGroup var root: RootOptions
    func run() throws { try arguments.run(files: root.files(), log: ConsoleLog.shared, standardOutput: Console.write) }
}
