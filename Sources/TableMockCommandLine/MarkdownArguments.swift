import ArgumentParser
import Foundation
import TableMock
import TableMockFiles

/// The options of `tablemock markdown`; its work is `MarkdownRun`, in the library.
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

    @OptionGroup package var svg: SVGArguments

    package init() {}

    package var markdownRun: MarkdownRun {
        MarkdownRun(input: input, output: output, images: images, format: format, scale: scale, svg: svg.writer)
    }

    package func validate() throws {
        if let problem = markdownRun.problem { throw ValidationError(problem) }
    }

    package func run(files: LocalFiles, log: RunLog, standardOutput: (Data) -> Void) throws {
        let status = markdownRun.run(files: files, log: log, standardOutput: standardOutput)
        if status != 0 { throw ExitCode(status) }
    }
}
