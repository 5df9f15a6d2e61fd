import ArgumentParser
import Foundation
import TableMockCairo
import TableMockCore
import TableMockFiles

/// The arguments and the run of `tablemock markdown`; the executable only prints.
package struct MarkdownArguments: ParsableArguments {
    package static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Replace the ```tablemock blocks of a Markdown file with image links.",
        discussion: """
            Each fenced block whose info string starts with `tablemock` holds a spec (YAML or \
            JSON); `alt="..."` and `title="..."` after it set the image's alt text and title. \
            Each block is drawn and replaced by ![alt](image "title"), linked relative to the \
            output; every other byte stays as it was. Images are named by a hash of the block, \
            the files it reads, the options and the renderer, so an unchanged block is not \
            drawn again. A bad block prints its errors at the Markdown file's line and column \
            and nothing is written. `-` reads standard input; without -o the document goes to \
            standard output.
            """)

    @Argument(help: "The Markdown file; - reads standard input.")
    package var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The rewritten Markdown file (default: standard output).", valueName: "out.md"))
    package var output: String?

    @Option(name: .long, help: ArgumentHelp("The folder for the images (default: the output's folder, else the current folder).",
                                            valueName: "dir"))
    package var images: String?

    @Option(name: .long, help: "png or svg.")
    package var format: String = "png"

    @Option(name: .long, help: "Pixels per point (default: each spec's own).")
    package var scale: Double?

    package init() {}

    package func validate() throws {
        guard format == "png" || format == "svg" else { throw ValidationError("--format must be png or svg (got \"\(format)\")") }
        if let scale, !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be greater than 0 and at most 4") }
    }

    /// Reads, draws, writes; problems go to `log` and end the run with exit status 1.
    package func run(files given: LocalFiles, log: RunLog, standardOutput: (Data) -> Void) throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let inputURL = input == "-" ? nil : URL(fileURLWithPath: input, relativeTo: cwd).standardizedFileURL
        var files = given
        if let inputURL, let real = LocalFiles.resolve(inputURL.path)?.path {
            files = LocalFiles(policy: given.policy.adding(real, for: .markdown))
        }
        let display = input == "-" ? OneSpecRender.display : input
        let limit = FileKind.markdown.byteLimit
        let document: Data
        if let inputURL {
            do { document = try files.read(inputURL, as: .markdown) } catch {
                log.error("\(display): error: \(RenderSession.readFailure(error))")
                throw ExitCode(1)
            }
        } else {
            document = FileHandle.standardInput.readData(ofLength: limit + 1)
            guard document.count <= limit else {
                log.error("\(display): error: standard input holds more than \(limit) bytes; the limit for a Markdown file is \(limit)")
                throw ExitCode(1)
            }
        }
        let outputURL = output.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        let documentFolder = outputURL?.deletingLastPathComponent() ?? cwd
        let stem = (outputURL ?? inputURL)?.deletingPathExtension().lastPathComponent ?? "tablemock"
        let options = MarkdownFigures.Options(
            format: OutputFormat(rawValue: format)!, scale: scale,
            imagesFolder: images.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? documentFolder,
            documentFolder: documentFolder, imagePrefix: stem, display: display,
            specBase: inputURL?.deletingLastPathComponent() ?? cwd)
        let result: MarkdownFigures.Result
        do {
            result = try MarkdownFigures.process(document, options: options, files: files)
        } catch {
            error.diagnostics.forEach { log.error($0.description) }
            throw ExitCode(1)
        }
        result.warnings.forEach { log.error($0.description) }
        do {
            if result.rendered > 0 { try OutputFolder.prepare(options.imagesFolder) }
            try MarkdownFigures.writeImages(result, options: options, files: files)
            if let outputURL { try files.write(result.markdown, to: outputURL) }
        } catch {
            log.error("error: \(error)")
            throw ExitCode(1)
        }
        if outputURL == nil { standardOutput(result.markdown) }
        let n = result.figures.count
        log.error("\(display): \(n) figure\(n == 1 ? "" : "s"): \(result.rendered) drawn, \(n - result.rendered) up to date")
    }
}
