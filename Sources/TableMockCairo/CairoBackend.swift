import Foundation
import TableMockScene

/// Cairo and Pango as a `SceneBackend`: PNG, PDF and Cairo's SVG (glyphs as outlines), drawn
/// with one thread's text engine.
public struct CairoBackend: SceneBackend {
    public let engine: TextEngine
    public let pngCompression: PNGCompression

    public init(engine: TextEngine, pngCompression: PNGCompression = .fast) {
        self.engine = engine; self.pngCompression = pngCompression
    }

    public func draw(_ scene: Scene, as output: Output) throws -> Data {
        // The editable SVG is another backend's (`EditableSVG`).
        if case .svg(.editable) = output { throw RenderError.unsupportedOutput("the editable SVG") }
        return try SceneRenderer.render(scene, as: output.format, engine: engine, pngCompression: pngCompression)
    }
}

extension RenderError: SceneBackendError {
    public var undecodableImage: (source: String, reason: String)? {
        if case let .undecodableImage(source, _, reason) = self { return (source, reason) }
        return nil
    }
}
