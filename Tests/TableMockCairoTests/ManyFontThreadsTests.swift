import Foundation
import Synchronization
import TableMockCairo
import TableMockCore
import TableMockFiles
import TableMockScene
import TableMockThemes
import Testing

/// Cairo 1.16 keeps at most ten FreeType faces open for fonts it opened from a file, and
/// closes another thread's face to open an eleventh without taking that face's lock
/// (`_has_unlocked_face` reads `lock_count` unlocked). With more than ten font files drawn
/// on several threads, a thread could load glyphs from a face another thread had just
/// closed: a crash in libfreetype (CI, 2026-11-26, drawing world-scripts.yaml beside other
/// tests). The engine now hands cairo faces it opened itself, which cairo never closes.
@Suite("Many font files on several threads")
struct ManyFontThreadsTests {
    /// Every font file the built-in themes name, as a batch over all of them loads.
    static let files: [FontFile] = {
        let themes = ThemeCatalog(builtinDirectory: BuiltinThemes.directory, files: LocalFiles(policy: .unconfined))
        var seen = Set<String>()
        return themes.builtinThemes().flatMap { (try? themes.load($0.name, relativeTo: nil, appearance: .light).fontFiles) ?? [] }
            .filter { seen.insert($0.path).inserted }
    }()

    /// One text per file: its family, weight and characters only that file has.
    static let runs: [(family: String, weight: Int, text: String)] = [
        ("Inter", 400, "Settings"), ("Inter", 500, "General"), ("Inter", 600, "Wi-Fi"), ("Inter", 700, "Done"),
        ("Inter Display", 700, "Title"), ("Nimbus Sans", 400, "Edit"), ("Nimbus Sans", 700, "Back"),
        ("Inter", 400, "設定 日本語"), ("Inter", 700, "一般 設定"), ("Inter", 400, "مرحبا"), ("Inter", 700, "إعدادات"),
        ("Inter", 400, "שלום"), ("Inter", 700, "הגדרות"), ("Inter", 400, "สวัสดี"), ("Inter", 700, "ตั้งค่า"),
        ("Inter", 400, "नमस्ते"), ("Inter", 700, "सेटिंग्स"), ("Inter", 400, "☂ ♞ ⚙"),
    ]

    /// A small scene with every run at `size`: each size is a new scaled font per file, so
    /// cairo needs each file's face again and goes past its ten open faces.
    static func scene(size: Double) -> Scene {
        let nodes = runs.enumerated().map { index, run in
            SceneNode.text(TextRun(text: run.text, font: FontDescriptor(family: run.family, weight: run.weight, size: size),
                                   color: Color(r8: 0, g8: 0, b8: 0),
                                   origin: Point(x: 4 + Double(index % 3) * 90, y: 16 + Double(index / 3) * 18)))
        }
        return Scene(size: Size(width: 280, height: 120), scale: 1, background: Color(r8: 255, g8: 255, b8: 255),
                     nodes: nodes)
    }

    @Test("four threads drawing every theme font file at many sizes neither crash nor differ")
    func manyFilesManySizes() throws {
        // More files than the ten faces cairo keeps open, or the test shows nothing.
        #expect(Self.files.count > 10, "\(Self.files.map(\.path))")
        let sizes = (0..<48).map { 9 + Double($0) * 0.25 }
        let results = Mutex<[Double: Set<Data>]>([:])
        let failures = Threads.run(4) { thread in
            let engine = try TextEngine(fonts: Self.files)
            // Each thread walks the sizes from another place, so the threads ask cairo for
            // different scaled fonts at the same moment.
            for step in 0..<sizes.count {
                let size = sizes[(step + thread * 12) % sizes.count]
                let png = try SceneRenderer.render(Self.scene(size: size), as: .png, engine: engine)
                results.withLock { _ = $0[size, default: []].insert(png) }
            }
        }
        #expect(failures == [])
        let all = results.withLock { $0 }
        #expect(all.count == sizes.count)
        #expect(all.values.allSatisfy { $0.count == 1 }, "every size draws the same bytes on every thread")
    }
}
