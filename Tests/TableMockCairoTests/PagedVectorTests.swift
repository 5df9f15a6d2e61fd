import CZlib
import Foundation
@testable import TableMockCairo
import TableMockScene
import Testing

/// SVG and PDF of any height: a PDF taller than 14,400 points is split into pages between
/// rows, each page drawn from the nodes that reach into it; an SVG is one document.
@Suite("Tall SVG and PDF")
struct PagedVectorTests {
    /// `count` rows of `height` points from `top`, each a fill, a title and a separator, as
    /// the layout would give them, with the rows as the spans to keep together.
    static func rows(_ count: Int, height: Double = 44, top: Double = 100) -> Scene {
        let font = FontDescriptor(family: "Inter", size: 17)
        var nodes: [SceneNode] = [.fill(.rect(Rect(x: 0, y: 0, width: 390, height: top)), .solid(.blue))]
        var spans: [Range<Double>] = [0..<top]
        for i in 0..<count {
            let y = top + Double(i) * height
            nodes.append(.fill(.rect(Rect(x: 0, y: y, width: 390, height: height)), .solid(i % 2 == 0 ? .white : .green)))
            nodes.append(.text(TextRun(text: "Row \(i)", font: font, color: .black, origin: Point(x: 16, y: y + 28))))
            nodes.append(.fill(.rect(Rect(x: 16, y: y + height - 0.5, width: 374, height: 0.5)), .solid(.black)))
            spans.append(y..<y + height)
        }
        var scene = Scene(size: Size(width: 390, height: top + Double(count) * height), scale: 2, background: .white, nodes: nodes)
        scene.keepTogether = spans
        return scene
    }

    /// Each page's `/MediaBox` height, in the order of the pages.
    static func pageHeights(_ pdf: Data) -> [Double] {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/MediaBox [ 0 0 ").dropFirst().map { entry in
            Double(entry.prefix { $0 != "]" }.split(separator: " ")[1])!
        }
    }

    /// The decompressed content streams of the pages, in order (Cairo writes each page's
    /// content as one `/Filter /FlateDecode` stream, before its `/Type /Page` object).
    static func contentStreams(_ pdf: Data) -> [String] {
        let bytes = [UInt8](pdf)
        var streams: [String] = []
        var index = 0
        let start = Array("stream\n".utf8), end = Array("endstream".utf8)
        func find(_ needle: [UInt8], from: Int) -> Int? {
            guard from + needle.count <= bytes.count else { return nil }
            for i in from...(bytes.count - needle.count) where bytes[i] == needle[0] && Array(bytes[i..<i + needle.count]) == needle {
                return i
            }
            return nil
        }
        while let s = find(start, from: index), let e = find(end, from: s + start.count) {
            var input = Array(bytes[s + start.count..<e])
            var output = [UInt8](repeating: 0, count: max(1 << 20, input.count * 40))
            var outLength = uLongf(output.count)
            if uncompress(&output, &outLength, &input, uLong(input.count)) == Z_OK {
                streams.append(String(decoding: output[0..<Int(outLength)], as: UTF8.self))
            }
            index = e + end.count
        }
        return streams
    }

    @Test("pages end between rows and are at most 14,400 points tall")
    func pageBreaks() {
        let spans = (0..<10_000).map { (row: Int) -> Range<Double> in
            let top = 100 + Double(row) * 44
            return top..<top + 44
        }
        let height = 100 + 10_000 * 44.0
        let pages = PagedPDF.pages(height: height, keepTogether: [0..<100] + spans)
        #expect(pages.count == 31)   // 325 rows, then 29 pages of 327, then the rest
        #expect(pages.first?.lowerBound == 0 && pages.last?.upperBound == height)
        for (page, next) in zip(pages, pages.dropFirst()) {
            #expect(page.upperBound == next.lowerBound)
            #expect(page.upperBound - page.lowerBound <= 14_400)
            // On a row's edge: 100 + 44 k.
            let rows: Double = (page.upperBound - 100) / 44
            #expect(rows == rows.rounded(), "page ends at \(page.upperBound)")
        }
        #expect(pages[0] == 0..<14_400 && pages[1] == 14_400..<28_788)   // 100 + 325 x 44, then 327 rows
    }

    @Test("a break falls in a gap at the page limit; a span taller than a page is cut")
    func pageBreakEdgeCases() {
        // The limit falls between two spans: the page is full.
        #expect(PagedPDF.pages(height: 300, keepTogether: [0..<90, 110..<200], maximum: 100) == [0..<100, 100..<200, 200..<300])
        // A span longer than a page: cut at the limit, then its rest.
        #expect(PagedPDF.pages(height: 250, keepTogether: [10..<240], maximum: 100) == [0..<10, 10..<110, 110..<210, 210..<250])
        // Not taller than a page: one page, whatever the spans.
        #expect(PagedPDF.pages(height: 14_400, keepTogether: [0..<14_400]) == [0..<14_400])
        #expect(PagedPDF.pages(height: 50, keepTogether: []) == [0..<50])
    }

    @Test("a 44,100-point table is a PDF of 4 pages, each drawn from its own rows, the same bytes every time")
    func pagedPDF() throws {
        let engine = try TestFonts.engine()
        let scene = Self.rows(1_000)
        let pdf = try SceneRenderer.render(scene, as: .pdf, engine: engine)
        #expect(pdf == (try SceneRenderer.render(scene, as: .pdf, engine: engine)))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Type /Pages") && text.contains("/Count 4"))
        let heights = Self.pageHeights(pdf)
        // 14,400 falls in row 325 of each page's 327: pages of 325 rows (the first with the
        // 100-point top), then the rest.
        // 14,400 is the edge of row 325 (100 + 325 x 44); later pages hold 327 rows of 44.
        #expect(heights == [14_400, 14_388, 14_388, 924])
        #expect(heights.reduce(0, +) == scene.size.height)
        // Every page is drawn in its own coordinates from its own rows: page 2's content
        // stream has the fills of rows 325 to 651 only (Cairo writes `x y w h re`), the
        // first at the page's top, and their titles.
        let streams = Self.contentStreams(pdf).filter { $0.contains(" re") }
        #expect(streams.count == 4)
        if streams.count == 4 {
            let page2 = streams[1]
            #expect(page2.contains("0 0 390 44 re"), "the first row of page 2 at the page's top")
            #expect(!page2.contains("0 -44 390 44 re"), "the row above the page is not drawn")
            #expect(page2.components(separatedBy: "390 44 re").count - 1 == 327)
            #expect(page2.components(separatedBy: "BT\n").count - 1 == 327, "one text object a row")
        }
    }

    @Test("a table up to 14,400 points is one page, as before")
    func onePage() throws {
        let engine = try TestFonts.engine()
        let pdf = try SceneRenderer.render(Self.rows(325), as: .pdf, engine: engine)
        #expect(Self.pageHeights(pdf) == [100 + 44 * 325])
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Count 1"))
    }

    @Test("an SVG taller than 32,767 points is one document of its height")
    func tallSVG() throws {
        let engine = try TestFonts.engine()
        let svg = String(decoding: try SceneRenderer.render(Self.rows(1_000), as: .svg, engine: engine), as: UTF8.self)
        #expect(svg.contains(#"width="390px" height="44100px" viewBox="0 0 390 44100""#), "\(svg.prefix(300))")
        // Every row is in it, down to the last at 100 + 999 x 44.
        #expect(svg.contains("M 0 44056 L 390 44056 L 390 44100 L 0 44100 Z"), "the last row's fill")
    }

    @Test("taller than Cairo's coordinates reach: a clear error, not a broken document")
    func pastTheLimit() throws {
        let engine = try TestFonts.engine()
        let scene = Scene(size: Size(width: 390, height: 9_000_000), scale: 1, background: .white, nodes: [])
        for format in [OutputFormat.svg, .pdf] {
            #expect {
                _ = try SceneRenderer.render(scene, as: format, engine: engine)
            } throws: { error in
                "\(error)".contains("8000000")
            }
        }
    }
}
