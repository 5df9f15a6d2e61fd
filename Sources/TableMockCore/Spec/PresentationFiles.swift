import Foundation
import TableMockFiles

/// Reads the screens sheets are presented over when a spec names them by path
/// (`presentation: {over: inbox.yaml}`): through the catalog's `files` (so only inside the
/// project root, as every spec), relative to the presenting spec's folder, at most
/// `PresentationSpec.maxDepth` deep, and never a file that is already being presented over
/// (a cycle). A problem in the file under the sheet is reported in that file.
enum PresentationFiles {
    static func resolve(_ spec: inout Spec, file: String, specURL: URL?, baseFolder: URL?, files: any FileAccess,
                        locations: SourceLocations) -> [Diagnostic] {
        let base = baseFolder ?? specURL?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var chain: [String] = specURL.map { [$0.standardizedFileURL.path] } ?? []
        return resolve(&spec, file: file, base: base, files: files, locations: locations, prefix: "", chain: &chain, depth: 0)
    }

    private static func resolve(_ spec: inout Spec, file: String, base: URL, files: any FileAccess, locations: SourceLocations?,
                                prefix: String, chain: inout [String], depth: Int) -> [Diagnostic] {
        guard var presentation = spec.presentation else { return [] }
        let pointer = prefix + "/presentation/over"
        func problem(_ message: String, hint: String? = nil) -> [Diagnostic] {
            [Diagnostic(file: file, location: locations?[pointer], path: pointer, message: message, hint: hint)]
        }
        guard let path = presentation.overPath else {
            // An inline screen may itself present over a file.
            var over = presentation.over
            let found = resolve(&over, file: file, base: base, files: files, locations: locations, prefix: pointer,
                                chain: &chain, depth: depth + 1)
            presentation.over = over
            spec.presentation = presentation
            return found
        }
        guard depth < PresentationSpec.maxDepth else {
            return problem("sheets are nested more than \(PresentationSpec.maxDepth) deep", hint: "present fewer sheets over one another")
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        let key = url.standardizedFileURL.path
        if chain.contains(key) {
            return problem("\(quoted(path)) is already under this sheet: a screen cannot be presented over itself",
                           hint: "name another spec file in \"over\"")
        }
        let data: Data
        do {
            data = try files.read(url, as: .spec)
        } catch {
            switch error.reason {
            case .missing:
                return problem("spec \(quoted(path)) not found", hint: "paths are relative to the spec file's folder (\(base.path))")
            default:
                return problem(error.message(naming: quoted(path, limit: 4096)), hint: error.hint)
            }
        }
        let overFile = path
        let decoded: DecodedSpec
        let problems: [Diagnostic]
        do {
            (decoded, problems) = try SpecDecoder.decodeCollecting(data, file: overFile)
        } catch {
            return error.diagnostics
        }
        if !problems.isEmpty { return problems }
        var over = decoded.spec
        chain.append(key)
        let nested = resolve(&over, file: overFile, base: url.deletingLastPathComponent(), files: files, locations: decoded.locations,
                             prefix: "", chain: &chain, depth: depth + 1)
        chain.removeLast()
        presentation.over = over
        spec.presentation = presentation
        return nested
    }
}
