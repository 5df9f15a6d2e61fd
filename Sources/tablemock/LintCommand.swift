import ArgumentParser
import Foundation
import TableMock
import TableMockFiles
import TableMockCore

/// Checks specs and their computed layouts against the Human Interface Guidelines.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs against the Human Interface Guidelines.",
        discussion: """
            Lays out each spec with the theme's fonts and runs every guideline rule. Each \
            warning names its rule; the guideline sentence it enforces follows the list. \
            Turn rules off per spec with "lint": {"disable": [...]}, or per run with \
            --disable. Exit status 1 for an invalid spec, or for any warning with --strict.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders to search recursively.")
    var paths: [String] = []

    @Option(name: .long, help: "Output: text, json or sarif.")
    var format: ReportFormat = .text

    @Option(name: .long, parsing: .singleValue, help: "Rule ids to skip (comma-separated; repeatable).")
    var disable: [String] = []

    @Flag(name: .long, help: "Treat warnings as errors (exit status 1).")
    var strict = false

    @Flag(name: .long, help: "List the rules with the guideline each enforces, and exit.")
    var listRules = false

    @OptionGroup var access: RootOptions

    var disabledRules: Set<String> {
        Set(disable.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    func validate() throws {
        for id in disabledRules.sorted() where !Linter.ruleIDs.contains(id) {
            throw ValidationError("unknown rule \"\(id)\" in --disable; \(Linter.hint(forUnknownRule: id))")
        }
        if paths.isEmpty && !listRules { throw ValidationError("give spec files or folders to lint") }
    }

    func run() throws {
        if listRules { return DiagnosticReport.ruleListing.forEach(Console.out) }
        let report = DiagnosticReport.lint(paths, files: access.files(naming: paths), disabled: disabledRules, strict: strict)
        Console.write(Data(report.rendered(format).utf8))
        if format == .text || report.failedFiles > 0 { Console.error(report.lintSummary) }
        if report.failedFiles > 0 { throw ExitCode(1) }
    }
}
