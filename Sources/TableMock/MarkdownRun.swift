import Foundation
import TableMockCairo
import TableMockCore
import TableMockFiles

/// The work of `tablemock markdown`, given its options (their parsing is the command
/// line's, in TableMockCommandLine): a host can run it without ArgumentParser.
package struct MarkdownRun: Sendable {
    package var input: String
    package var output: String?
    package var images: String?
    package var format: String
    package var scale: Double?
    /// Which writer SVG images come from.
    package var svg: SVGWriter

    package init(input: String, output: String? = nil, images: String? = nil, format: String = "png", scale: Double? = nil,
                 svg: SVGWriter = .outlines) {
        self.input = input; self.output = output; self.images = images; self.format = format; self.scale = scale
        self.svg = svg
    }

    /// What is wrong with the options, or nil.
    package var problem: String? {
        guard format == "png" || format == "svg" else { return "--format must be png or svg (got \"\(format)\")" }
        if let scale, !(scale > 0 && scale <= 4) { return "--scale must be greater than 0 and at most 4" }
        return nil
    }

    /// Reads, draws, writes; problems go to `log`. Returns the exit status: 0, or 1 after a problem.
    package func run(files given: LocalFiles, log: RunLog, standardOutput: (Data) -> Void) -> Int32 {
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
                return 1
            }
        } else {
            document = FileHandle.standardInput.readData(ofLength: limit + 1)
            guard document.count <= limit else {
                log.error("\(display): error: standard input holds more than \(limit) bytes; the limit for a Markdown file is \(limit)")
                return 1
            }
        }
        let outputURL = output.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        let documentFolder = outputURL?.deletingLastPathComponent() ?? cwd
        let stem = (outputURL ?? inputURL)?.deletingPathExtension().lastPathComponent ?? "tablemock"
        let options = MarkdownFigures.Options(
            format: OutputFormat(rawValue: format)!, scale: scale, svg: svg,
            imagesFolder: images.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? documentFolder,
            documentFolder: documentFolder, imagePrefix: stem, display: display,
            specBase: inputURL?.deletingLastPathComponent() ?? cwd)
        let result: MarkdownFigures.Result
        do {
            result = try MarkdownFigures.process(document, options: options, files: files)
        } catch {
            error.diagnostics.forEach { log.error($0.description) }
            return 1
        }
        result.warnings.forEach { log.error($0.description) }
        do {
            if result.rendered > 0 { try OutputFolder.prepare(options.imagesFolder) }
            try MarkdownFigures.writeImages(result, options: options, files: files)
            if let outputURL { try files.write(result.markdown, to: outputURL) }
        } catch {
            log.error("error: \(error)")
            return 1
        }
        if outputURL == nil { standardOutput(result.markdown) }
        let n = result.figures.count
        log.error("\(display): \(n) figure\(n == 1 ? "" : "s"): \(result.rendered) drawn, \(n - result.rendered) up to date")
        return 0
    }
}
