import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockTestSupport
import Testing

/// The strict measure of Scripts/reference-score.py (../shared/tools/fidelity.py's): every
/// hairline's y and left x and every ink item's box of a reference render. The lines our
/// render matches are held in Tests/References/strict-lines.json (written by
/// `Scripts/reference-score.py --hold`; numbers read off the references, which stay outside
/// the project): each must stay within one device pixel of the reference here, measured on
/// our render of the reference's spec.
/// - a hairline `[y, x0, edges]`: a run of at least 20 pixels that stand out from the rows
///   two above and two below, in a row within a pixel of y, starting within a pixel of x0
///   (`x` in edges) or anywhere (`y` alone);
/// - an ink item `[top, bottom, left, right, side, edges]`: the pixels inside the reference's
///   box grown by two pixels whose largest channel differs from their row's median colour by
///   40 or more; their box's top (`t`), bottom (`b`) and left or right edge (`x`, by side)
///   within a pixel of the reference's.
@Suite struct StrictReferenceLineTests {
    struct Held: Sendable, CustomTestStringConvertible {
        var id: String
        var lines: [(y: Int, x0: Int, edges: String)]
        var items: [(top: Int, bottom: Int, left: Int, right: Int, side: String, edges: String)]
        var testDescription: String { "\(id): \(lines.count) hairlines, \(items.count) ink items" }
    }

    static let held: [Held] = {
        let url = ModernReferenceLineTests.folder.appendingPathComponent("strict-lines.json")
        guard let data = try? Data(contentsOf: url),
              let table = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else { return [] }
        return table.keys.sorted().map { id in
            let entry = table[id]!
            let lines = (entry["lines"] as? [[Any]] ?? []).map { ($0[0] as! Int, $0[1] as! Int, $0[2] as! String) }
            let items = (entry["items"] as? [[Any]] ?? []).map {
                ($0[0] as! Int, $0[1] as! Int, $0[2] as! Int, $0[3] as! Int, $0[4] as! String, $0[5] as! String)
            }
            return Held(id: id, lines: lines, items: items)
        }
    }()

    static func differ(_ a: RGBAPixel, _ b: RGBAPixel, by limit: Int) -> Bool {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) > limit
    }

    /// Where the first run of at least 20 hairline pixels starts in row y, if any.
    static func lineStart(_ image: RGBAImage, y: Int) -> Int? {
        guard y >= 2 && y + 2 < image.height else { return nil }
        var run = 0
        for x in 0..<image.width {
            let p = image[x, y]
            run = differ(p, image[x, y - 2], by: 5) && differ(p, image[x, y + 2], by: 5) ? run + 1 : 0
            if run == 20 { return x - 19 }
        }
        return nil
    }

    /// The ink box inside a window: (top, bottom, left, right), or nil without ink.
    static func inkBox(_ image: RGBAImage, top: Int, bottom: Int, left: Int, right: Int) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)? = nil
        for y in max(top, 0)...min(bottom, image.height - 1) {
            func median(_ channel: (RGBAPixel) -> UInt8) -> Int {
                let values = (0..<image.width).map { Int(channel(image[$0, y])) }.sorted()
                return values[values.count / 2]
            }
            let bg = (median { $0.red }, median { $0.green }, median { $0.blue })
            for x in max(left, 0)...min(right, image.width - 1) {
                let p = image[x, y]
                let d = max(abs(Int(p.red) - bg.0), abs(Int(p.green) - bg.1), abs(Int(p.blue) - bg.2))
                guard d >= 40 else { continue }
                box = box.map { (min($0.0, y), max($0.1, y), min($0.2, x), max($0.3, x)) } ?? (y, y, x, x)
            }
        }
        return box
    }

    @Test(arguments: held)
    func theStrictLinesWeMatchStayWithinAPixel(_ reference: Held) throws {
        let image = try ModernReferenceLineTests.render(reference.id)
        for line in reference.lines {
            let starts = (line.y - 1...line.y + 1).compactMap { Self.lineStart(image, y: $0) }
            #expect(!starts.isEmpty, "\(reference.id): the reference's hairline at y \(line.y) px; none of ours within a pixel")
            if line.edges.contains("x"), !starts.isEmpty {
                #expect(starts.contains { abs($0 - line.x0) <= 1 },
                        "\(reference.id): the hairline at y \(line.y) px starts at x \(line.x0) px; ours at \(starts)")
            }
        }
        for item in reference.items {
            let box = Self.inkBox(image, top: item.top - 2, bottom: item.bottom + 2, left: item.left - 2, right: item.right + 2)
            let what = "\(reference.id): the ink item at x \(item.left)-\(item.right), y \(item.top)-\(item.bottom) px"
            guard let (top, bottom, left, right) = box else {
                Issue.record("\(what): no ink of ours there")
                continue
            }
            if item.edges.contains("t") { #expect(abs(top - item.top) <= 1, "\(what): our top \(top)") }
            if item.edges.contains("b") { #expect(abs(bottom - item.bottom) <= 1, "\(what): our bottom \(bottom)") }
            if item.edges.contains("x") {
                let (ours, theirs) = item.side == "left" ? (left, item.left) : (right, item.right)
                #expect(abs(ours - theirs) <= 1, "\(what): our \(item.side) edge \(ours)")
            }
        }
    }
}
