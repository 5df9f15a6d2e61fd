import Foundation
import TableMockCairo
import TableMockCore
import TableMockScene
import TableMockThemes

/// Orchestrates one worker's renders: prepares specs with the core and draws them with the
/// backend, keeping one text engine per font set (Pango objects never cross threads).
///
/// Not thread-safe: a batch gives each worker thread its own session.
final class RenderSession {
    /// Every file a `prepare` read (spec, theme chain, images), for cache keys and `watch`.
    let recorder = DependencyRecorder()
    let themes: ThemeCatalog
    private let resources: RecordingResources
    private var engines: [[FontFile]: TextEngine] = [:]

    /// `decodesImages`: decode every image when a spec is prepared (`validate`, which draws
    /// nothing); a render decodes each once, when drawing (`drawing(_:_:)`).
    init(decodesImages: Bool = false) {
        themes = ThemeCatalog(builtinDirectory: BuiltinThemes.directory,
                              files: RecordingThemeFiles(recorder: recorder))
        resources = RecordingResources(recorder: recorder, decodesImages: decodesImages)
    }

    /// Runs the backend on `prepared`'s scene; image data the backend cannot decode becomes
    /// the spec's diagnostic at the image's line, as `validate` reports it.
    func drawing<T>(_ prepared: PreparedSpec, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch RenderError.undecodableImage(let source, _, let reason) {
            throw DiagnosticError([AssetLoader.undecodable(source, reason: reason, in: prepared)])
        }
    }

    func engine(for fonts: [FontFile]) throws -> TextEngine {
        if let e = engines[fonts] { return e }
        let e = try TextEngine(fonts: fonts)
        engines[fonts] = e
        return e
    }

    func prepare(_ url: URL, display: String) throws -> PreparedSpec {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DiagnosticError([Diagnostic(file: display, location: nil, path: "",
                                              message: "cannot read the file: \(FileProblem.reason(error, path: url.path))")])
        }
        recorder.record(url, content: data)
        return try prepare(data: data, specURL: url, display: display)
    }

    /// Prepares spec bytes that did not come from a file of their own (standard input);
    /// `specURL` is where relative theme and image paths are resolved from.
    func prepare(data: Data, specURL: URL, display: String) throws(DiagnosticError) -> PreparedSpec {
        try PreparedSpec.prepare(data: data, file: display, specURL: specURL, themes: themes, resources: resources)
    }

    /// `prepared` with its theme resolved for `appearance` instead of the spec's own.
    func prepared(_ prepared: PreparedSpec, specURL: URL, appearance: Appearance) throws(DiagnosticError) -> PreparedSpec {
        guard appearance != prepared.theme.appearance else { return prepared }
        var result = prepared
        do {
            result.theme = try themes.load(prepared.spec.theme, relativeTo: specURL, appearance: appearance)
        } catch {
            throw DiagnosticError(error.diagnostics.map { d in
                var d = d
                if d.file.isEmpty {
                    d.file = prepared.file
                    d.location = prepared.decoded.locations["/theme"]
                    d.path = "/theme"
                    d.message += " (asked for by --appearance \(appearance.rawValue))"
                }
                return d
            })
        }
        return result
    }
}

/// The files read while preparing specs, with a digest of the bytes read.
final class DependencyRecorder: Sendable {
    private let reads = Locked<[String: String]>([:])

    func record(_ url: URL, content: Data) {
        let digest = FNV1a.hash(content)
        reads.withLock { $0[url.standardizedFileURL.path] = CacheInput.contentDigest(digest) }
    }

    /// The reads since the last call, and forgets them.
    func take() -> [String: String] {
        reads.withLock { reads in
            defer { reads = [:] }
            return reads
        }
    }
}

/// Theme file access that records what it reads.
struct RecordingThemeFiles: ThemeFileSystem {
    var base = LocalThemeFileSystem()
    let recorder: DependencyRecorder

    func read(_ url: URL) throws -> Data {
        let data = try base.read(url)
        recorder.record(url, content: data)
        return data
    }
    func fileExists(atPath path: String) -> Bool { base.fileExists(atPath: path) }
    func contentsOfDirectory(at url: URL) -> [String] { base.contentsOfDirectory(at: url) }
}

/// Image reading that records what it reads.
struct RecordingResources: ResourceReading {
    var base = FileResources()
    let recorder: DependencyRecorder
    var decodesImages = false

    func read(_ url: URL) throws -> Data {
        let data = try base.read(url)
        recorder.record(url, content: data)
        return data
    }

    /// Damaged compressed data, found by the backend's decoder, when asked to look.
    func problem(decoding image: ImageData) -> String? { decodesImages ? ImageVerifier.problem(with: image) : nil }
}
