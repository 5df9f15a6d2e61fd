import Foundation
import TableMockFiles
import TableMockCairo
import TableMockCore
import TableMockThemes

/// Renders one spec again and again in this process with one warm text engine, as a
/// batch worker does, and times each stage.
struct InProcessBenchmark {
    var prepare: Samples
    var layout: Samples
    var draw: Samples
    var encode: Samples
    var total: Samples
    var pngBytes: Int
    var pixels: String

    static func run(_ url: URL, iterations: Int) throws -> InProcessBenchmark {
        let themes = ThemeCatalog(builtinDirectory: BuiltinThemes.directory, files: LocalFiles(policy: .unconfined))
        var engine: TextEngine?
        var prepare: [Double] = [], layout: [Double] = [], draw: [Double] = [], encode: [Double] = [], total: [Double] = []
        var bytes = 0
        var pixels = ""
        for iteration in 0..<(iterations + 2) {
            let t0 = now()
            let data = try Data(contentsOf: url)
            let prepared = try PreparedSpec.prepare(data: data, file: url.lastPathComponent, specURL: url, themes: themes)
            let t1 = now()
            if engine == nil { engine = try TextEngine(fonts: prepared.theme.fontFiles) }
            let scene = try prepared.renderableScene(measurer: engine!, scaleOverride: nil)
            let t2 = now()
            let (image, drawing, encoding) = try SceneRenderer.renderPNGTimed(scene, engine: engine!)
            let t3 = now()
            bytes = image.count
            pixels = "\(scene.pixelWidth)x\(scene.pixelHeight)"
            guard iteration >= 2 else { continue }   // the first two fill font and glyph caches
            prepare.append(t1 - t0); layout.append(t2 - t1); draw.append(drawing); encode.append(encoding)
            total.append(t3 - t0)
        }
        return InProcessBenchmark(prepare: Samples(values: prepare), layout: Samples(values: layout),
                                  draw: Samples(values: draw), encode: Samples(values: encode), total: Samples(values: total),
                                  pngBytes: bytes, pixels: pixels)
    }

    func report(name: String) -> String {
        """
        \(name) (\(pixels) px, PNG \(pngBytes) B): \(total.text) per image
            decode + theme: \(Samples.ms(prepare.median)), layout + scene: \(Samples.ms(layout.median)), \
        draw: \(Samples.ms(draw.median)), PNG encode: \(Samples.ms(encode.median))
        """
    }
}
