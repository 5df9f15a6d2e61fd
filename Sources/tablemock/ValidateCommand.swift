import ArgumentParser
import Foundation
import TableMock
import TableMockFiles
import TableMockCore

/// Checks specs without rendering: decoding, the theme and the images, no fonts or layout.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check spec files without rendering them.",
        discussion: """
            Decodes each spec, resolves its theme and reads its images, and reports every \
            problem with the same lines as render. Exit status 1 when any spec is invalid.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders to search recursively.")
    var paths: [String]

    @Option(name: .long, help: "Output: text, json or sarif.")
    var format: ReportFormat = .text

    @OptionGroup var access: RootOptions

    func run() throws {
        let report = DiagnosticReport.validate(paths, files: access.files(naming: paths))
        Console.write(Data(report.rendered(format).utf8))
        let failed = report.failedFiles
        if failed > 0 {
            Console.error("\(failed) of \(report.files.count) specs are invalid")
            throw ExitCode(1)
        }
        if format == .text { Console.error("\(report.files.count) \(report.files.count == 1 ? "spec is" : "specs are") valid") }
    }
}
