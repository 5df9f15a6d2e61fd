import Foundation
import TableMockCairo
import TableMockScene
import Testing

@Suite("SVG and PDF output")
struct VectorOutputTests {
    /// Exercises every id Cairo numbers from process-wide counters: groups (surfaceN) and images (imageN).
    static func richScene(engine: TextEngine) -> Scene {
        var scene = TestScenes.table(engine: engine, rows: 4)
        scene.nodes.append(.group(Group(clip: .roundedRect(Rect(x: 20, y: 300, width: 100, height: 60), radius: 8, corners: .all),
                                        opacity: 0.6, children: [
            .fill(.rect(Rect(x: 0, y: 290, width: 200, height: 80)), .solid(Color(r8: 0, g8: 122, b8: 255))),
            .image(ImageNode(image: TestScenes.quadrantPNG, frame: Rect(x: 30, y: 310, width: 40, height: 40))),
        ])))
        return scene
    }

    @Test("SVG shows at its point size")
    func svgSize() throws {
        let engine = try TestFonts.engine()
        let svg = try #require(String(data: SceneRenderer.render(TestScenes.table(engine: engine), as: .svg, engine: engine),
                                      encoding: .utf8))
        #expect(svg.contains(#"width="390px" height="844px" viewBox="0 0 390 844""#), "\(svg.prefix(300))")
    }

    @Test("SVG ids do not drift with the number of surfaces made before")
    func svgIdentifiersStable() throws {
        let engine = try TestFonts.engine()
        let scene = Self.richScene(engine: engine)
        let first = try SceneRenderer.render(scene, as: .svg, engine: engine)
        // Make Cairo's process-wide surface counter move on.
        for format in OutputFormat.allCases { _ = try SceneRenderer.render(scene, as: format, engine: engine) }
        let second = try SceneRenderer.render(scene, as: .svg, engine: engine)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#"id="surface1""#))
        #expect(text.contains(#"id="image1""#))
    }

    @Test("PDF has the fixed creation date, the title and a MediaBox of the scene size")
    func pdfMetadata() throws {
        let engine = try TestFonts.engine()
        var scene = Self.richScene(engine: engine)
        scene.metadata = SceneMetadata(creationDate: "2020-01-02T03:04:05Z", title: "Settings")
        let pdf = String(decoding: try SceneRenderer.render(scene, as: .pdf, engine: engine), as: UTF8.self)
        #expect(pdf.hasPrefix("%PDF-"))
        // Cairo 1.16 writes the date without the "D:" prefix.
        #expect(pdf.contains("/CreationDate (20200102030405Z)"))
        #expect(pdf.contains("/Title (Settings)"))
        #expect(pdf.contains("/MediaBox [ 0 0 390 844 ]"))
    }
}
