import Foundation
import TableMock
import TableMockCore
import TableMockRaster
import TableMockScene
import Testing

/// A right-to-left render against the left-to-right one, pixel for pixel: everything but
/// text and checkmarks is the exact horizontal mirror (backgrounds, separators, chevrons,
/// switches, the Delete button); text and checkmarks are moved, not mirrored.
@Suite struct RightToLeftRenderTests {
    static let spec = """
        theme: ios7
        device: iphone-8
        scale: 2
        height: content
        navigationBar: {title: Title, backButton: Back}
        table:
          style: grouped
          sections:
            - rows:
                - {title: Disclosure, accessory: disclosureIndicator}
                - {title: Switch, accessory: {switch: true}}
                - {title: Checked, accessory: checkmark}
                - {title: Swiped, editingStyle: delete, deleteConfirmation: Delete}

        """

    struct Render {
        var image: RGBAImage
        var layout: TableLayout
    }

    static func render(_ direction: String) throws -> Render {
        let mockup = try TableMockup(yaml: spec + "layoutDirection: \(direction)\n")
        return Render(image: try PNGCodec.decode(try mockup.png()), layout: try mockup.layout())
    }

    /// The pixel rectangle of a frame in points, grown by `grow` points.
    static func pixels(_ r: Rect, grow: Double = 0) -> (x: Range<Int>, y: Range<Int>) {
        let x0 = Int(((r.minX - grow) * 2).rounded(.down)), x1 = Int(((r.maxX + grow) * 2).rounded(.up))
        let y0 = Int(((r.minY - grow) * 2).rounded(.down)), y1 = Int(((r.maxY + grow) * 2).rounded(.up))
        return (max(x0, 0)..<min(x1, 750), max(y0, 0)..<y1)
    }

    static func differs(_ a: RGBAPixel, _ b: RGBAPixel, by tolerance: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) > tolerance || abs(Int(a.green) - Int(b.green)) > tolerance
            || abs(Int(a.blue) - Int(b.blue)) > tolerance || abs(Int(a.alpha) - Int(b.alpha)) > tolerance
    }

    @Test func everythingButTextAndChecksIsTheMirrorImage() throws {
        let ltr = try Self.render("leftToRight"), rtl = try Self.render("rightToLeft")
        let w = ltr.image.width, h = ltr.image.height
        #expect(w == 750 && rtl.image.width == w && rtl.image.height == h)
        // The parts that are not mirrored: text lines and the checkmark (left-to-right frames).
        var kept: [Rect] = []
        for item in ltr.layout.items {
            for part in item.parts where part.text != nil || part.glyph?.name == "checkmark" {
                kept.append(part.frame)
            }
        }
        // Title, Back, the four row titles and Delete, and the checkmark.
        #expect(kept.count == 8)
        let keptPixels = kept.map { Self.pixels($0, grow: 1) }
        // Antialiased edges may differ by a few levels: Cairo's coverage of a curve and of
        // its mirror image are not bit-identical.
        var compared = 0, slight = 0, mismatched: [String] = []
        for y in 0..<h {
            for x in 0..<w where !keptPixels.contains(where: { $0.x.contains(x) && $0.y.contains(y) }) {
                compared += 1
                if Self.differs(ltr.image[x, y], rtl.image[w - 1 - x, y], by: 1) { slight += 1 }
                // 16 levels: where the ios7 switch's knob (1.5 pt inside the track) crosses the
                // track's curved edge, two pixels' coverage differs by 12 from its mirror's. A
                // part drawn unmirrored differs by a hundred levels or more.
                if Self.differs(ltr.image[x, y], rtl.image[w - 1 - x, y], by: 16) && mismatched.count < 5 {
                    mismatched.append("(\(x), \(y)) \(ltr.image[x, y]) vs \(rtl.image[w - 1 - x, y])")
                }
            }
        }
        #expect(compared > w * h / 2)
        #expect(mismatched.isEmpty, "\(mismatched)")
        // The ios7 knob's 0.5-pt edge ring (render 05) adds its own anti-aliased pixels.
        #expect(slight < 260, "\(slight)")
    }

    @Test func textAndTheCheckmarkMoveWithoutBeingMirrored() throws {
        let ltr = try Self.render("leftToRight"), rtl = try Self.render("rightToLeft")
        let w = ltr.image.width
        // The checkmark box (whole points, so whole pixels at 2x) is the same picture moved
        // from the right edge to the left one, and not its mirror image.
        let a = try #require(ltr.layout.cell(section: 0, row: 2)?.parts.first { $0.kind == .accessory })
        let b = try #require(rtl.layout.cell(section: 0, row: 2)?.parts.first { $0.kind == .accessory })
        let pa = Self.pixels(a.frame), pb = Self.pixels(b.frame)
        #expect(pa.x.count == pb.x.count && pa.y == pb.y && pb.x.lowerBound < 100)
        var moved = 0, mirrored = 0
        for y in pa.y {
            for (i, x) in pa.x.enumerated() {
                if Self.differs(ltr.image[x, y], rtl.image[pb.x.lowerBound + i, y]) { moved += 1 }
                if Self.differs(ltr.image[x, y], rtl.image[pb.x.upperBound - 1 - i, y]) { mirrored += 1 }
            }
        }
        #expect(moved == 0 && mirrored > 20, "moved \(moved), mirrored \(mirrored)")
        // A title: its ink is as wide as before and sits against the right margin, but the
        // letters are not mirrored.
        let t = try #require(ltr.layout.cell(section: 0, row: 0)?.parts.first { $0.kind == .title })
        let box = Self.pixels(t.frame)
        func inkColumns(_ image: RGBAImage, _ xs: Range<Int>) -> [Int] {
            xs.filter { x in box.y.contains { y in image[x, y].red < 128 } }
        }
        let ltrInk = inkColumns(ltr.image, box.x)
        let rtlInk = inkColumns(rtl.image, (w - box.x.upperBound)..<(w - box.x.lowerBound))
        let ltrWidth = try #require(ltrInk.last) - ltrInk[0], rtlWidth = try #require(rtlInk.last) - rtlInk[0]
        #expect(abs(ltrWidth - rtlWidth) <= 1, "\(ltrWidth) \(rtlWidth)")
        // 15-pt margin: ink starts just after x 30 px on the left, ends just before 720 px on the right.
        #expect(ltrInk[0] >= 30 && ltrInk[0] <= 34 && rtlInk.last! <= 719 && rtlInk.last! >= 715, "\(ltrInk[0]) \(rtlInk.last!)")
        var differing = 0
        for y in box.y {
            for x in box.x where Self.differs(ltr.image[x, y], rtl.image[w - 1 - x, y], by: 40) { differing += 1 }
        }
        #expect(differing > 50, "\(differing)")
    }

    /// Lines end at the right margin, and each keeps its own reading order (the Unicode
    /// bidi algorithm, the paragraph's direction from its first strong character, as Apple
    /// documents UIKit's natural writing direction): "שלום!" has its "!" at the left on
    /// either screen, and "1.", with no strong character, reads "1." on both.
    @Test func linesSitAtTheRightMarginInTheirOwnReadingOrder() throws {
        func render(_ direction: String) throws -> (RGBAImage, TableLayout) {
            let mockup = try TableMockup(yaml: """
                theme: ios7
                device: iphone-8
                scale: 2
                height: content
                layoutDirection: \(direction)
                table: {sections: [{rows: [{title: "שלום עולם"}, {title: "שלום עולם!"}, {title: "1."}]}]}
                """)
            return (try PNGCodec.decode(try mockup.png()), try mockup.layout())
        }
        let (rtl, layout) = try render("rightToLeft")
        let (ltr, ltrLayout) = try render("leftToRight")
        func ink(_ image: RGBAImage, _ layout: TableLayout, row: Int) throws -> (columns: [Int], top: [Int: Int]) {
            let title = try #require(layout.cell(section: 0, row: row)?.parts.first { $0.kind == .title })
            let box = Self.pixels(title.frame)
            var top: [Int: Int] = [:]   // the first inked row of each column, from the line's top
            for x in box.x { if let y = box.y.first(where: { image[x, $0].red < 128 }) { top[x] = y - box.y.lowerBound } }
            return (top.keys.sorted(), top)
        }
        // Both Hebrew lines end at the 15-pt margin (720 px); the exclaimed one starts further
        // left, with a tall mark ("!") at its left end, where the plain one has none.
        let plain = try ink(rtl, layout, row: 0), exclaimed = try ink(rtl, layout, row: 1)
        #expect(try #require(plain.columns.last) <= 720 && plain.columns.last! >= 712, "\(plain.columns.last!)")
        #expect(abs(try #require(exclaimed.columns.last) - plain.columns.last!) <= 1)
        #expect(exclaimed.columns[0] < plain.columns[0] - 4)
        let mark = try #require(exclaimed.top[exclaimed.columns[0]])
        #expect(mark < 14, "\(mark)")
        // "1." on both screens: its leftmost ink is the 1 (tall), not the full stop (low).
        let rtlNumber = try ink(rtl, layout, row: 2), ltrNumber = try ink(ltr, ltrLayout, row: 2)
        let a = try #require(rtlNumber.top[rtlNumber.columns[0]]), b = try #require(ltrNumber.top[ltrNumber.columns[0]])
        #expect(a == b && a < 14, "\(a) \(b)")
        #expect(try #require(rtlNumber.columns.last) <= 720 && ltrNumber.columns[0] >= 30)
    }

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }
}
