import ArgumentParser
import Foundation
import TableMock
import TableMockCommandLine
import TableMockFiles

/// `--root` and `--allow-outside-root`, shared by every command that reads specs: where
/// the files a spec leads to (images, themes, fonts, specs found in folders) may be read from.
struct RootOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The project root: files a spec leads to are read only inside it (default: TABLEMOCK_ROOT, "
            + "else the git work tree holding the current folder, else the current folder).",
        valueName: "dir"))
    var root: String?

    @Flag(name: .long, help: "Read images, themes and fonts from anywhere (for your own files only).")
    var allowOutsideRoot = false

    /// The access rules for a run that reads `paths` (files and folders named on the command
    /// line are the user's choice, so they are readable as specs wherever they are).
    func files(naming paths: [String] = []) -> LocalFiles {
        LocalFiles.project(root: root, allowOutsideRoot: allowOutsideRoot, naming: paths)
    }
}

/// `--strict` and `--lint-disable`, as `render`, `watch` and `check` take them.
struct LintOptions: ParsableArguments {
    @Flag(name: .long, help: "Treat guideline lint warnings as errors: a spec with any fails.")
    var strict = false

    @Option(name: .customLong("lint-disable"), help: ArgumentHelp(
        "Comma-separated lint rule ids to turn off for this run (see `tablemock lint --list-rules`).", valueName: "ids"))
    var lintDisable: String?

    /// The rules `--lint-disable` names, read once by `validate`.
    @Validated var disabled: Set<String>

    mutating func validate() throws {
        do { disabled = try RenderChoices.lintRules(lintDisable) } catch { throw ValidationError(error.message) }
    }
}
