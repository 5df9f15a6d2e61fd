import Foundation
import TableMock
import TableMockCore
import TableMockScene
import Testing

/// A `height: content` table taller than any one page: the PDF is split into pages between
/// rows, the SVG is one document of the whole height (README, "Limits").
@Suite struct TallTableTests {
    /// 1,000 subtitle rows in 10 sections with headers and the section index: about 47,000
    /// points, past the old 32,767-point page limit and over three PDF pages.
    static let spec: String = {
        var yaml = "theme: ios7\ndevice: iphone-8\nheight: content\ntable:\n  style: plain\n  index: true\n  sections:\n"
        for s in 0..<10 {
            yaml += "    - header: \"Section \(s)\"\n      rows:\n"
            for r in 0..<100 { yaml += "        - {style: subtitle, title: \"Row \(s).\(r)\", detail: \"+1 555 \(s)\(r)\"}\n" }
        }
        return yaml
    }()

    /// Each page's `/MediaBox` height, in page order.
    static func pageHeights(_ pdf: Data) -> [Double] {
        String(decoding: pdf, as: UTF8.self).components(separatedBy: "/MediaBox [ 0 0 ").dropFirst().map { entry in
            Double(entry.prefix { $0 != "]" }.split(separator: " ")[1])!
        }
    }

    @Test func thePDFIsPagedBetweenRowsAndTheSameEveryTime() throws {
        let mockup = try TableMockup(yaml: Self.spec)
        let layout = try mockup.layout()
        let pdf = try mockup.pdf()
        #expect(pdf == (try mockup.pdf()))
        let heights = Self.pageHeights(pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Count \(heights.count)"))
        #expect(heights.count == Int((layout.canvas.height / 14_400).rounded(.up)) || heights.count == Int((layout.canvas.height / 14_400).rounded(.up)) + 1)
        #expect(heights.dropLast().allSatisfy { $0 <= 14_400 && $0 > 14_000 }, "\(heights)")
        #expect(abs(heights.reduce(0, +) - layout.canvas.height) < 0.01, "\(heights) against \(layout.canvas.height)")
        // Where each page ends is the edge of a row or header, inside none.
        let rows = layout.items.filter { [.cell, .sectionHeader].contains($0.kind) }
        var bottom = 0.0
        for height in heights.dropLast() {
            bottom += height
            let inside = rows.filter { $0.frame.minY < bottom - 0.01 && $0.frame.maxY > bottom + 0.01 }
            #expect(inside.isEmpty, "page ends at \(bottom), inside \(inside.map { "\($0.kind) \($0.section ?? -1).\($0.row ?? -1)" })")
            #expect(rows.contains { abs($0.frame.minY - bottom) < 0.01 }, "page ends at \(bottom), not at a row's top")
        }
    }

    @Test func theSVGIsOneDocumentOfTheWholeHeight() throws {
        let mockup = try TableMockup(yaml: Self.spec)
        let height = try mockup.layout().canvas.height
        #expect(height > 32_767)
        let svg = String(decoding: try mockup.svg(), as: UTF8.self)
        let expected = height == height.rounded() ? String(Int(height)) : String(height)
        #expect(svg.contains(#"width="375px" height="\#(expected)px""#), "\(svg.prefix(300))")
    }
}
