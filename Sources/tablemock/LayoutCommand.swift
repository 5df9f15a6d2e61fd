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
        do {
            let mockup = try TableMockup(file: URL(fileURLWithPath: path), display: path, files: access.files(naming: [path]))
            Console.write(try mockup.layoutJSONOnThisThread(scale: scale))
        } catch {
            error.diagnostics.forEach { Console.error($0.description) }
            throw ExitCode(1)
        }
    }
}
