import Foundation
@testable import TableMockCairo
import TableMockScene
import Testing

@Suite("Render errors")
struct RenderErrorTests {
    struct CanvasCase: CustomTestStringConvertible, Sendable {
        let name: String
        let size: Size
        let scale: Double
        let formats: [OutputFormat]
        let messageContains: String
        var testDescription: String { name }
    }

    static let canvasCases: [CanvasCase] = [
        // Only the width: a PNG is drawn in bands, at any height (BandedRenderingTests).
        CanvasCase(name: "over 32767 px wide at 3x", size: Size(width: 11_000, height: 390), scale: 3, formats: [.png],
                   messageContains: "would be 33000 x 1170 px (11000 x 390 pt at scale 3), but raster images are limited to 32767 px"),
        CanvasCase(name: "over 32767 px wide at 1x", size: Size(width: 40_000, height: 10), scale: 1, formats: [.png],
                   messageContains: "limited to 32767 px per side"),
        CanvasCase(name: "an infinite scale", size: Size(width: 390, height: 844), scale: .infinity, formats: [.png],
                   messageContains: "scale"),
        CanvasCase(name: "a zero height", size: Size(width: 390, height: 0), scale: 3, formats: OutputFormat.allCases,
                   messageContains: "must be positive"),
        CanvasCase(name: "a NaN width", size: Size(width: .nan, height: 10), scale: 1, formats: OutputFormat.allCases,
                   messageContains: "must be positive"),
    ]

    @Test("impossible canvases are clear errors, never crashes", arguments: canvasCases)
    func impossibleCanvas(_ testCase: CanvasCase) throws {
        let engine = try TestFonts.engine()
        let scene = Scene(size: testCase.size, scale: testCase.scale, background: .white, nodes: [])
        var refused: [OutputFormat] = []
        for format in testCase.formats {
            do {
                _ = try SceneRenderer.render(scene, as: format, engine: engine)
                Issue.record("\(format) rendered")
            } catch let error as RenderError {
                #expect(error.description.contains(testCase.messageContains), "\(error)")
                refused.append(format)
            }
        }
        #expect(refused == testCase.formats, "every format named is refused with the message")
    }

    @Test("the largest allowed raster side still renders")
    func atTheLimit() throws {
        let scene = Scene(size: Size(width: 32767, height: 1), scale: 1, background: .white, nodes: [])
        #expect(try SceneRenderer.pixels(scene, engine: TestFonts.engine()).width == 32767)
    }

    @Test("an undecodable image names its source")
    func undecodableImage() throws {
        let image = ImageData(bytes: Data("garbage".utf8), format: .png, pixelSize: Size(width: 1, height: 1), source: "icons/wifi.png")
        let scene = Scene(size: Size(width: 10, height: 10), scale: 1, background: .white,
                          nodes: [.image(ImageNode(image: image, frame: Rect(x: 0, y: 0, width: 10, height: 10)))])
        #expect {
            _ = try SceneRenderer.render(scene, as: .png, engine: try TestFonts.engine())
        } throws: { error in
            "\(error)" == "cannot decode PNG image icons/wifi.png: not a PNG file (the signature is missing)"
        }
    }

    @Test("as a backend: the same bytes as render, the image a spec can place, the editable SVG left to its writer")
    func asABackend() throws {
        let engine = try TestFonts.engine()
        let image = ImageData(bytes: Data("garbage".utf8), format: .png, pixelSize: Size(width: 1, height: 1), source: "icons/wifi.png")
        let broken = Scene(size: Size(width: 10, height: 10), scale: 1, background: .white,
                           nodes: [.image(ImageNode(image: image, frame: Rect(x: 0, y: 0, width: 10, height: 10)))])
        let plain = Scene(size: Size(width: 10, height: 10), scale: 2, background: .white, nodes: [])
        let backend = CairoBackend(engine: engine)
        #expect(try backend.draw(plain, as: .svg(.outlines)) == SceneRenderer.render(plain, as: .svg, engine: engine))
        #expect(try backend.draw(plain, as: .png) == SceneRenderer.render(plain, as: .png, engine: engine))
        #expect {
            _ = try backend.draw(broken, as: .png)
        } throws: { error in
            (error as? any SceneBackendError)?.undecodableImage.map { $0.source == "icons/wifi.png" } ?? false
        }
        #expect(throws: RenderError.unsupportedOutput("the editable SVG")) { try backend.draw(plain, as: .svg(.editable())) }
    }

    @Test("a broken SVG image names its source")
    func brokenSVG() throws {
        let image = ImageData(bytes: Data("<svg".utf8), format: .svg, pixelSize: Size(width: 1, height: 1), source: "logo.svg")
        let scene = Scene(size: Size(width: 10, height: 10), scale: 1, background: .white,
                          nodes: [.image(ImageNode(image: image, frame: Rect(x: 0, y: 0, width: 10, height: 10)))])
        #expect {
            _ = try SceneRenderer.render(scene, as: .svg, engine: try TestFonts.engine())
        } throws: { error in
            "\(error)".hasPrefix("cannot decode SVG image logo.svg: ")
        }
    }

    @Test("a PDF creation date Cairo cannot read is rejected")
    func badCreationDate() throws {
        let scene = Scene(size: Size(width: 10, height: 10), scale: 1, background: .white, nodes: [],
                          metadata: SceneMetadata(creationDate: "July 11, 2008"))
        #expect(throws: RenderError.invalidCreationDate("July 11, 2008")) {
            try SceneRenderer.render(scene, as: .pdf, engine: try TestFonts.engine())
        }
    }

    @Test("a drawing past the watchdog's limit is an error for the caller, and the process goes on")
    func watchdog() throws {
        let start = ContinuousClock.now
        #expect(throws: RenderError.drawingTooLong(what: "the SVG image slow.svg", seconds: 0.01)) {
            // Far past the limit, so that the timer fires even on a loaded machine.
            try RenderWatchdog.guarding("the SVG image slow.svg", limit: 0.01) { usleep(1_500_000) }
        }
        #expect(ContinuousClock.now - start >= .milliseconds(1500), "the drawing ran to its end")
        #expect("\(RenderError.drawingTooLong(what: "the SVG image slow.svg", seconds: 0.001))"
            == "drawing the SVG image slow.svg took longer than 0.001 s; stopped")
        #expect(try RenderWatchdog.guarding("a quick one", limit: 5) { 42 } == 42)
    }
}
