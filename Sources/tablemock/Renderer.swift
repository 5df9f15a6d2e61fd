import Foundation
import TableMockCairo
import TableMockCore
import TableMockScene
import TableMockThemes

/// Orchestrates one worker's renders: prepares specs with the core and draws them with the
/// backend, keeping one text engine per font set (Pango objects never cross threads).
final class RenderSession {
    let themes = ThemeCatalog(builtinDirectory: BuiltinThemes.directory)
    private var engines: [[FontFile]: TextEngine] = [:]

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
            throw DiagnosticError([Diagnostic(file: display, location: nil, path: "", message: "cannot read the file")])
        }
        return try PreparedSpec.prepare(data: data, file: display, specURL: url, themes: themes)
    }
}
