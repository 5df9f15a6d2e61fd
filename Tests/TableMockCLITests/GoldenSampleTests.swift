import Foundation
import TableMockCairo
import TableMockCore
import TableMockTestSupport
import Testing

/// Every sample in Samples/ rendered to PNG and compared with its golden image in
/// Tests/Goldens (recorded by the renderer and checked by eye).
@Suite struct GoldenSampleTests {
    static let samples: [String] = {
        let dir = GoldenImages.repositoryRoot.appendingPathComponent("Samples")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { ["json", "yaml", "yml"].contains(($0 as NSString).pathExtension) }.sorted()
    }()

    @Test func samplesExist() { #expect(Self.samples.count >= 8) }

    @Test(arguments: samples)
    func sampleMatchesGolden(_ file: String) throws {
        let png = try SampleRenderer.render(file, format: .png)
        let outcome = GoldenImages.verify(png, name: (file as NSString).deletingPathExtension)
        #expect(outcome.matches, "\(outcome)")
    }

    @Test(arguments: [OutputFormat.png, .svg, .pdf])
    func renderingIsDeterministic(_ format: OutputFormat) throws {
        let a = try SampleRenderer.render("settings.json", format: format)
        let b = try SampleRenderer.render("settings.json", format: format)
        #expect(a == b)
    }
}

enum SampleRenderer {
    static func render(_ file: String, format: OutputFormat, scale: Double? = nil) throws -> Data {
        let url = GoldenImages.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(file)
        let prepared = try PreparedSpec.prepare(data: try Data(contentsOf: url), file: "Samples/\(file)", specURL: url,
                                                themes: LayoutHarness.themes())
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let scene = prepared.scene(measurer: engine, scale: prepared.scale(override: scale))
        return try SceneRenderer.render(scene, as: format, engine: engine)
    }
}
