import Foundation
import TableMockFiles

/// A spec file to process and where its outputs go, relative to the output folder.
package struct SpecInput: Sendable {
    package var url: URL
    /// The display name used in messages (the path as the user gave it).
    package var display: String
    /// Output path without extension, relative to the output folder; mirrors the input tree.
    package var outputStem: String
}

package enum SpecFiles {
    package static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// Theme files (`name.theme.json`) sit beside specs but are not specs.
    package static func isThemeFile(_ url: URL) -> Bool {
        url.deletingPathExtension().pathExtension.lowercased() == "theme"
    }

    /// Expands files and folders (recursively, sorted) into spec inputs, through `files`:
    /// a linked folder is searched only inside the project root, each real folder once, and
    /// a search stops with an error past its file limit. Missing paths, folders that cannot
    /// be listed and folders that hold no spec come back as errors, one line each.
    package static func collect(_ paths: [String], files: any FileAccess) -> (inputs: [SpecInput], errors: [String]) {
        var inputs: [SpecInput] = []
        var errors: [String] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            let shown = TerminalText.escaped(path)
            switch files.entry(at: url, as: .spec) {
            case .missing:
                errors.append("\(shown): error: no such file or folder")
            case .refused(let refusal):
                errors.append("\(shown): error: \(refusal.message(naming: "\"" + shown + "\""))")
            case .other(let what):
                errors.append("\(shown): error: not a spec file or folder: it is \(what)")
            case .regularFile:
                inputs.append(SpecInput(url: url, display: path, outputStem: url.deletingPathExtension().lastPathComponent))
            case .folder:
                let found: [String]
                do {
                    found = try files.findFiles(under: url, extensions: extensions, as: .spec)
                } catch {
                    if case .tooManyFiles = error.reason { errors.append("\(shown): error: \(error.message(naming: "this folder"))") }
                    else { errors.append("\(shown): error: cannot list this folder: \(error.words)") }
                    continue
                }
                let specs = found.filter { !isThemeFile(URL(fileURLWithPath: $0)) }
                if specs.isEmpty {
                    errors.append("\(shown): error: no spec files (.json, .yaml, .yml) in this folder or its subfolders")
                    continue
                }
                inputs += specs.map { relative in
                    SpecInput(url: url.appendingPathComponent(relative), display: (path as NSString).appendingPathComponent(relative),
                              outputStem: (relative as NSString).deletingPathExtension)
                }.sorted { $0.display < $1.display }
            }
        }
        return (inputs, errors)
    }
}
