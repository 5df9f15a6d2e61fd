import Foundation
import TableMock
import TableMockCairo
import TableMockCore
import TableMockTestSupport
import Testing

/// Every sample in Samples/ rendered to PNG and compared with its golden image in
/// Tests/Goldens (recorded by the renderer and checked by eye).
@Suite struct GoldenSampleTests {
    static let samples = GoldenImages.samples

    /// Every sample has a golden and every golden a sample: a sample deleted (or a golden
    /// left behind) fails here rather than shrinking the test silently.
    @Test func everySampleHasAGoldenAndEveryGoldenASample() {
        #expect(Set(Self.samples.map { ($0 as NSString).deletingPathExtension }) == GoldenImages.goldenNames)
        #expect(!Self.samples.isEmpty)
    }

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

/// The samples drawn through the one pipeline (`TableMockup`), with the render blockers and
/// canvas limits `render` applies.
enum SampleRenderer {
    static func render(_ file: String, format: OutputFormat, scale: Double? = nil) throws -> Data {
        let url = GoldenImages.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(file)
        let mockup = try TableMockup(contentsOf: url)
        switch format {
        case .png: return try mockup.png(scale: scale)
        case .svg: return try mockup.svg(scale: scale)
        case .pdf: return try mockup.pdf(scale: scale)
        }
    }
}
