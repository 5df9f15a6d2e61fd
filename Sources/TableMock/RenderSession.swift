import Foundation
import TableMockCairo
import TableMockCore
import TableMockFiles
import TableMockScene
import TableMockThemes

/// Orchestrates one worker's renders: prepares specs with the core and draws them with the
/// backend, keeping one text engine per font set (Pango objects never cross threads).
///
/// Not thread-safe: a batch gives each worker thread its own session.
package final class RenderSession {
    /// Every file a `prepare` read (spec, theme chain, images), for cache keys and `watch`.
    package let recorder = ReadLog()
    package let themes: ThemeCatalog
    /// Reads through the run's access rules, noting what it reads.
    package let files: RecordingFiles
    private let decodeCheck: ImageDecodeCheck?
    private let engines: TextEngines

    /// `decodesImages`: decode every image when a spec is prepared (`validate`, which draws
    /// nothing); a render decodes each once, when drawing (`drawing(_:_:)`). `engines`: the
    /// text engines to draw with, the session's own unless given (`TextEngines.thisThread`,
    /// shared by the sessions one thread makes).
    package init(files: any FileAccess, decodesImages: Bool = false, engines: TextEngines = TextEngines()) {
        self.engines = engines
        self.files = RecordingFiles(files, log: recorder)
        themes = ThemeCatalog(builtinDirectory: BuiltinThemes.directory, files: self.files)
        if decodesImages {
            decodeCheck = { @Sendable (image: ImageData) -> String? in ImageVerifier.problem(with: image) }
        } else {
            decodeCheck = nil
        }
    }
    /// Runs a backend on `prepared`'s scene; image data the backend cannot decode becomes
    /// the spec's diagnostic at the image's line, as `validate` reports it.
    package func drawing<T>(_ prepared: PreparedSpec, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as any SceneBackendError {
            guard let (source, reason) = error.undecodableImage else { throw error }
            throw DiagnosticError([AssetLoader.undecodable(source, reason: reason, in: prepared)])
        }
    }

    package func engine(for fonts: [FontFile]) throws -> TextEngine {
        try engines.engine(for: fonts)
    }

    package func prepare(_ url: URL, display: String) throws -> PreparedSpec {
        let data: Data
        do {
            data = try files.read(url, as: .spec)
        } catch {
            throw DiagnosticError([Diagnostic(file: display, location: nil, path: "", message: Self.readFailure(error),
                                              hint: error.hint)])
        }
        return try prepare(data: data, specURL: url, display: display)
    }

    /// Why a spec named on the command line or found in a folder could not be read.
    package static func readFailure(_ refusal: FileRefusal) -> String {
        switch refusal.reason {
        case .outsideRoot: return "cannot read the file: " + refusal.words + " (a linked spec is read only inside the root)"
        case .tooLarge(let bytes, let limit): return "the file is \(bytes) bytes; the limit is \(limit)"
        default: return "cannot read the file: " + refusal.words
        }
    }

    /// Prepares spec bytes that did not come from a file of their own (standard input);
    /// `specURL` is where relative theme and image paths are resolved from.
    package func prepare(data: Data, specURL: URL, display: String,
                         overrides: SpecOverrides = SpecOverrides()) throws(DiagnosticError) -> PreparedSpec {
        try PreparedSpec.prepare(data: data, file: display, specURL: specURL, themes: themes, decodeCheck: decodeCheck,
                                 overrides: overrides)
    }

    /// `prepared` with its theme resolved for `appearance` instead of the spec's own.
    package func prepared(_ prepared: PreparedSpec, specURL: URL?, appearance: Appearance) throws(DiagnosticError) -> PreparedSpec {
        guard appearance != prepared.theme.appearance else { return prepared }
        var result = prepared
        do {
            result.theme = try themes.load(prepared.spec.theme, relativeTo: specURL, appearance: appearance).tinted(prepared.spec.tint)
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

/// Text engines by font set, made once each (a Pango font map is slow to make). They never
/// cross threads: a session's own, or one thread's (`thisThread`), which every session that
/// thread makes may share, whatever files each reads: an engine reads no spec, theme or image.
package final class TextEngines {
    private var engines: [[FontFile]: TextEngine] = [:]

    package init() {}

    package func engine(for fonts: [FontFile]) throws -> TextEngine {
        if let e = engines[fonts] { return e }
        let e = try TextEngine(fonts: fonts)
        engines[fonts] = e
        return e
    }

    /// The calling thread's engines, kept as long as the thread lives.
    package static var thisThread: TextEngines {
        let key = "TableMock.TextEngines"
        if let engines = Thread.current.threadDictionary[key] as? TextEngines { return engines }
        let made = TextEngines()
        Thread.current.threadDictionary[key] = made
        return made
    }
}
