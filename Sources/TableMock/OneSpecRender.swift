import Foundation
import TableMockCore
import TableMockFiles

/// One spec that is not a file of its own (standard input, a request body) drawn to one
/// picture through the one pipeline, nothing cached. Relative theme and image paths
/// resolve from the current folder, under the settings' access rules.
package enum OneSpecRender {
    package static let display = "<stdin>"

    /// Reads no more than a spec may hold from `input` (an endless stream fails at the
    /// limit) and draws the first variant in the first format.
    package static func render(_ input: FileHandle, settings: BatchSettings) throws -> Data {
        let limit = FileKind.spec.byteLimit
        let data = input.readData(ofLength: limit + 1)
        guard data.count <= limit else {
            throw DiagnosticError([Diagnostic(file: display, location: nil, path: "",
                                              message: "standard input holds more than \(limit) bytes; the limit for a spec is \(limit)")])
        }
        let specURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("stdin")
        let session = RenderSession(files: settings.files)
        let prepared = try session.prepare(data: data, specURL: specURL, display: display)
        let rendered = try session.render(prepared, specURL: specURL,
                                          RenderRequest(variants: [settings.variants[0]], formats: [settings.formats[0]],
                                                        lintDisabled: settings.lintDisabled, strict: settings.strict,
                                                        pngCompression: settings.pngCompression,
                                                        svg: settings.svg))
        return rendered.pictures[settings.variants[0], settings.formats[0]]
    }
}
