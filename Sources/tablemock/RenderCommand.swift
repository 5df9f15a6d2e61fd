import ArgumentParser
import Foundation
import TableMockCairo
import TableMockCore

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render spec files (and folders of them) to images.",
        discussion: """
            Each spec is written as <output>/<name>.<format>; a folder's tree is mirrored. \
            A bad spec prints its errors and the others still render; the exit status is 1 \
            when any spec failed. Files are written to a temporary name and renamed, so no \
            partial image is ever left behind.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders to search recursively.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String = "out"

    @Option(name: .long, help: "Comma-separated formats: png, svg, pdf.")
    var format: String = "png"

    @Option(name: .long, help: "Pixels per point (overrides the spec's scale).")
    var scale: Double?

    func validate() throws {
        for f in formatList where OutputFormat(rawValue: f) == nil {
            throw ValidationError("unknown format \"\(f)\"; use png, svg or pdf")
        }
        if let scale, !(scale > 0 && scale <= 4) {
            throw ValidationError("--scale must be greater than 0 and at most 4 (got \(scale))")
        }
    }

    var formatList: [String] {
        format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }

    func run() throws {
        let (inputs, errors) = SpecFiles.collect(paths)
        errors.forEach(Console.error)
        let formats = formatList.compactMap(OutputFormat.init(rawValue:))
        let session = RenderSession()
        var failed = errors.count
        let outDir = URL(fileURLWithPath: output)
        for input in inputs {
            do {
                let prepared = try session.prepare(input.url, display: input.display)
                let engine = try session.engine(for: prepared.theme.fontFiles)
                let scene = prepared.scene(measurer: engine, scale: prepared.scale(override: scale))
                // Render every format before writing any, so a failure leaves nothing half done.
                var outputs: [(URL, Data)] = []
                for f in formats {
                    let data = try SceneRenderer.render(scene, as: f, engine: engine)
                    outputs.append((outDir.appendingPathComponent(input.outputStem + "." + f.rawValue), data))
                }
                for (url, data) in outputs { try AtomicFile.write(data, to: url) }
            } catch let error as DiagnosticError {
                failed += 1
                error.diagnostics.forEach { Console.error($0.description) }
            } catch {
                failed += 1
                Console.error("\(input.display): error: \(error)")
            }
        }
        if failed > 0 {
            Console.error("\(failed) of \(inputs.count + errors.count) specs failed")
            throw ExitCode(1)
        }
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the computed layout of a spec as JSON (points).")

    @Argument(help: "A spec file.")
    var path: String

    @Option(name: .long, help: "Pixels per point (overrides the spec's scale).")
    var scale: Double?

    func run() throws {
        let session = RenderSession()
        let url = URL(fileURLWithPath: path)
        do {
            let prepared = try session.prepare(url, display: path)
            let engine = try session.engine(for: prepared.theme.fontFiles)
            let layout = prepared.layout(measurer: engine, scale: prepared.scale(override: scale))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.out(String(decoding: try encoder.encode(layout), as: UTF8.self))
        } catch let error as DiagnosticError {
            error.diagnostics.forEach { Console.error($0.description) }
            throw ExitCode(1)
        }
    }
}
