import ArgumentParser
import Foundation
import TableMock
import TableMockFiles
import TableMockCore

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the computed layout of a spec as JSON (points).")

    @Argument(help: "A spec file.")
    var path: String

    @Option(name: .long, help: "Pixels per point (overrides the spec's scale).")
    var scale: Double?

    @OptionGroup var access: RootOptions

    func run() throws {
        let session = RenderSession(files: access.files(naming: [path]))
        let url = URL(fileURLWithPath: path)
        do {
            let prepared = try session.prepare(url, display: path)
            let engine = try session.engine(for: prepared.theme.fontFiles)
            let layout = prepared.layout(measurer: engine, scale: prepared.scale(override: scale))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.write(try encoder.encode(layout) + Data("\n".utf8))
        } catch let error as DiagnosticError {
            error.diagnostics.forEach { Console.error($0.description) }
            throw ExitCode(1)
        }
    }
}
