import CPangoCairo
import Foundation
import TableMockScene

/// A PDF of any height: pages of at most `maximumPageHeight` points, cut between rows, each
/// drawn from only the scene's nodes that reach into it and finished (`cairo_surface_show_page`)
/// before the next is drawn, so the memory a page needs is freed with it.
enum PagedPDF {
    /// 14,400 units (200 inches) a side is the largest page PDF readers show as it is (ISO
    /// 32000-1 annex C; Acrobat refuses or shrinks larger ones). A table up to this tall is
    /// one page, as it always was.
    static let maximumPageHeight = 14_400.0

    /// The pages of a canvas `height` points tall, top to bottom, each at most `maximum`
    /// tall. A page ends at the lowest point that cuts none of `keepTogether` (sorted, not
    /// overlapping: `Scene.keepTogether`); only a span taller than a page is cut.
    static func pages(height: Double, keepTogether spans: [Range<Double>],
                      maximum: Double = maximumPageHeight) -> [Range<Double>] {
        guard height.isFinite, height > maximum else { return [0..<height] }
        var pages: [Range<Double>] = []
        var top = 0.0
        var spanIndex = 0
        while height - top > maximum {
            let limit = top + maximum
            // The first span that ends below the limit (spans are sorted by both ends).
            while spanIndex < spans.count, spans[spanIndex].upperBound <= limit { spanIndex += 1 }
            var bottom = limit
            if spanIndex < spans.count, spans[spanIndex].lowerBound < limit, spans[spanIndex].lowerBound > top {
                bottom = spans[spanIndex].lowerBound   // the limit falls in a row: the page ends above it
            }
            pages.append(top..<bottom)
            top = bottom
        }
        pages.append(top..<height)
        return pages
    }

    static func render(_ scene: Scene, engine: TextEngine) throws -> Data {
        let pages = pages(height: scene.size.height, keepTogether: scene.keepTogether)
        let document = try VectorDocument(scene, format: .pdf, pageHeight: pages[0].upperBound - pages[0].lowerBound)
        if pages.count == 1 {
            // One page: drawn as ever, without a clip (the same bytes as before pages).
            try SceneRenderer.paint(scene, on: document.surface, engine: engine, isRasterTarget: false)
            return try document.finish()
        }
        let surface = document.surface
        let extents = scene.nodes.map(\.verticalExtent)
        let images = DecodedImages(isRasterTarget: false)
        for (number, page) in pages.enumerated() {
            let height = page.upperBound - page.lowerBound
            if number > 0 {
                cairo_surface_show_page(surface)   // writes the page before and frees its recording
                cairo_pdf_surface_set_size(surface, scene.size.width, height)
            }
            // Point `page.lowerBound` of the scene is the top of the page. Moving the device
            // rather than the user space keeps the text engine's matrix the identity, and
            // keeps Cairo's fixed-point device coordinates small on every page.
            cairo_surface_set_device_offset(surface, 0, -page.lowerBound)
            try SceneRenderer.paint(scene, on: surface, engine: engine, images: images, prepare: { cr in
                cairo_rectangle(cr, 0, page.lowerBound, scene.size.width, height)
                cairo_clip(cr)
            }, includes: { index in
                // A shape's extent has a point of slack for a raster's antialiasing; a page
                // needs none, so a row that ends where the page starts is not drawn on it.
                extents[index].map { $0.upperBound > page.lowerBound + 1 && $0.lowerBound < page.upperBound - 1 } ?? true
            }, what: "drawing page \(number + 1) of \(pages.count)")
        }
        cairo_surface_set_device_offset(surface, 0, 0)
        return try document.finish()
    }
}
