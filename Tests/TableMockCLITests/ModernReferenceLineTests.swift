import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockTestSupport
import Testing

/// The iOS 9 to 18 reference renders (../shared/reference/uikit 01, 02, 04–15), written
/// as the specs in Tests/References, and the lines of each that our render matches, measured
/// as Scripts/reference-score.py measures them: the thin horizontal lines (1–2 device pixels:
/// hairlines, and the anti-aliased edges of switches, circles and glyphs) crossing one column
/// must each have a line of ours within one device pixel; at a few pixels the reference's
/// colour must be ours. All numbers were read off the references (pngmeasure and a pixel
/// reader); the images are not in the project.
struct ModernReference: CustomTestStringConvertible, Sendable {
    var id: String
    var what: String
    /// The column, in device pixels.
    var x: Int
    /// Device-pixel rows of the reference's lines crossing the column.
    var lines: [Int]
    /// Pixels whose colour our render must have: x, y, red, green, blue, and how far off a
    /// channel may be (3 for the snapshot tests; more where the reference is downsampled).
    var colours: [(x: Int, y: Int, red: Int, green: Int, blue: Int, within: Int)] = []
    var testDescription: String { "\(id): \(what)" }
}

@Suite struct ModernReferenceLineTests {
    static let references: [ModernReference] = [
        ModernReference(id: "uikit-01", what: "iOS 12 plain, SE @2x, 20-pt blank top, filler separators", x: 320,
                        lines: [127, 215, 303, 391, 479, 567, 655, 743, 831, 919, 1007, 1095],
                        colours: [(320, 127, 200, 199, 204, 3), (320, 126, 255, 255, 255, 0)]),
        ModernReference(id: "uikit-02", what: "iOS 13 plain dark, iPhone X @3x, 44-pt blank top, fillers to the bottom", x: 562,
                        lines: [263, 395, 527, 659, 791, 923, 1055, 1187, 1319, 1451, 1583, 1715, 1847, 1979, 2111, 2243, 2375],
                        colours: [(562, 263, 50, 50, 53, 3), (562, 262, 0, 0, 0, 0), (562, 2375, 50, 50, 53, 3)]),
        ModernReference(id: "uikit-04", what: "iOS 15+ plain, SE @3x: ten separators and no fillers", x: 480,
                        lines: [191, 323, 455, 587, 719, 851, 983, 1115, 1247, 1379],
                        colours: [(480, 1379, 198, 198, 200, 3), (480, 1511, 255, 255, 255, 0), (480, 1643, 255, 255, 255, 0)]),
        ModernReference(id: "uikit-05", what: "iOS 10 grouped, @2x: the centred Tap action row (its glyphs at 565-567) between the groups", x: 320,
                        lines: [128, 239, 326, 414, 526, 565, 566, 567, 613, 725, 762, 812, 900, 988, 1076]),
        ModernReference(id: "uikit-05", what: "iOS 10 grouped, @2x: the on and off switches (a 28-pt knob 1.5 pt inside the track) and the groups", x: 512,
                        lines: [84, 85, 86, 91, 128, 239, 265, 266, 297, 298, 299, 326, 378, 379, 380, 382, 383, 384, 385, 386,
                                414, 526, 613, 725, 812, 900, 988, 1076]),
        ModernReference(id: "uikit-06", what: "iOS 10 grouped radio section with a footer, @2x", x: 531,
                        lines: [128, 239, 326, 414, 502]),
        // Our 3x render averaged down to 1080 x 2340, as UIKit's 3x frame was (see `render`). The chevron's
        // upper stroke (the reference's 1447-1448) crosses the column 2 px above UIKit's: its SF Symbol's
        // stroke against our drawn one, not held (the chevron's ink box is, in strict-lines.json).
        ModernReference(id: "uikit-07", what: "iOS 15 SwiftUI Form, insetGrouped @2.88 (3x averaged): subtitle rows, switch, chevron, checkmark", x: 972,
                        lines: [271, 459, 460, 466, 467, 528, 529, 535, 536, 564, 1263, 1397, 1398, 1455,
                                1795, 1796, 1797, 1804, 1805, 1806, 1869, 1870, 1996],
                        // The separator under an icon row starts at the margin (x 31.9 pt), under the icon.
                        colours: [(99, 564, 207, 207, 209, 12), (86, 564, 255, 255, 255, 0)]),
        ModernReference(id: "uikit-08", what: "iOS 13 multiple selection while editing, @3x", x: 90,
                        lines: [34, 59, 60, 61, 68, 69, 98, 171, 225, 230, 263, 303, 357, 362, 395],
                        colours: [(562, 131, 209, 209, 214, 3), (562, 263, 198, 198, 200, 3), (83, 66, 0, 122, 255, 3),
                                  (562, 395, 198, 198, 200, 3)]),
        ModernReference(id: "uikit-08", what: "iOS 13 selection circles' left side: a 1.5-pt ring, 21.4 pt from x 17.2, @3x", x: 56,
                        lines: [48, 49, 50, 82, 83, 84, 180, 181, 182, 215, 216, 263, 312, 313, 314, 347, 348, 395]),
        ModernReference(id: "uikit-09", what: "iOS 9 cell styles and accessories, 1x", x: 304,
                        lines: [63, 85, 107, 129, 151, 195, 213, 214, 215, 216, 217, 219, 220, 221, 222, 239]),
        ModernReference(id: "uikit-10", what: "iOS 9 switches as accessory views: track edges and knob shadows, 1x", x: 281,
                        lines: [26, 27, 48, 49, 51, 52, 56, 57, 64, 70, 71, 92, 93, 95, 96, 100, 101, 108, 114, 115, 136, 137, 139,
                                140, 144, 145, 152, 158, 159, 180, 181, 183, 184, 188, 189, 196, 240]),
        ModernReference(id: "uikit-11", what: "iOS 9 editing under a bar, scrolled 7 pt, 1x", x: 192, lines: [101, 145, 189, 233]),
        ModernReference(id: "uikit-12", what: "iOS 9 swipe to delete, 1x", x: 192, lines: [64, 108, 152, 196, 240, 284]),
        ModernReference(id: "uikit-13", what: "iOS 9 reordering, 1x", x: 192, lines: [63, 107, 151]),
        ModernReference(id: "uikit-14", what: "iOS 9 plain headers and a section index, 1x", x: 256,
                        lines: [91, 135, 179, 295, 339, 383, 427]),
        ModernReference(id: "uikit-15", what: "iOS 9 grouped headers and footers, 1x", x: 256, lines: [75, 119, 163, 207, 282, 326]),
    ]

    static let folder = GoldenImages.repositoryRoot.appendingPathComponent("Tests/References")

    /// Our render of a reference's spec, as Scripts/reference-score.py measures it: at the
    /// spec's scale, or, for an entry of Tests/References/references.json with `renderScale`
    /// and `size` (render 07: UIKit's 3x frame shown on a 1080 x 2340 panel), at that scale
    /// averaged down by area to that size.
    static func render(_ id: String) throws -> RGBAImage {
        let url = folder.appendingPathComponent(specs[id] ?? "\(id).yaml")
        let prepared = try PreparedSpec.prepare(data: try Data(contentsOf: url), file: url.path, specURL: url,
                                                themes: LayoutHarness.themes())
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let resampled = resampling[id]
        let scene = try prepared.renderableScene(measurer: engine, scaleOverride: resampled?.scale)
        let image = try PNGCodec.decode(try SceneRenderer.render(scene, as: .png, engine: engine))
        guard let resampled else { return image }
        return AreaResampling.resample(image, width: resampled.width, height: resampled.height)
    }

    /// The spec file of each references.json entry whose spec is not named after it (a second
    /// entry measuring a part of the same spec: ipad-lists-03-sidebar).
    static let specs: [String: String] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("references.json")),
              let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [:] }
        var found: [String: String] = [:]
        for entry in entries {
            guard let id = entry["id"] as? String, let spec = entry["spec"] as? String else { continue }
            found[id] = spec
        }
        return found
    }()

    /// The references.json entries rendered at another scale and averaged to the reference's size.
    static let resampling: [String: (scale: Double, width: Int, height: Int)] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("references.json")),
              let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [:] }
        var found: [String: (scale: Double, width: Int, height: Int)] = [:]
        for entry in entries {
            guard let id = entry["id"] as? String, let scale = (entry["renderScale"] as? NSNumber)?.doubleValue,
                  let size = entry["size"] as? [Int], size.count == 2 else { continue }
            found[id] = (scale, size[0], size[1])
        }
        return found
    }()

    /// Scripts/reference-score.py's `hairlines`: the top rows of the 1–2-pixel runs of one
    /// colour (channels within 8) crossing column x.
    static func hairlines(_ image: RGBAImage, x: Int) -> [Int] {
        func differ(_ a: RGBAPixel, _ b: RGBAPixel) -> Bool {
            max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) > 8
        }
        var found: [Int] = [], run: Int? = nil
        for y in 0...image.height {
            let c: RGBAPixel? = y < image.height ? image[x, y] : nil
            let previous = image[x, max(y - 1, 0)]
            if let c, run == nil, differ(c, previous) {
                run = y
            } else if let start = run, c == nil || differ(c!, image[x, start]) {
                if y - start <= 2 { found.append(start) }
                run = nil
                if let c, differ(c, previous) { run = y }
            }
        }
        return found
    }

    @Test(arguments: references)
    func theReferencesLinesAreWithinAPixelOfOurs(_ reference: ModernReference) throws {
        try Self.expectLinesAndColours(of: reference)
    }

    /// Each of the reference's hairlines has one of ours within a device pixel, and each of
    /// its sampled colours is ours within its tolerance.
    static func expectLinesAndColours(of reference: ModernReference) throws {
        let image = try render(reference.id)
        let ours = hairlines(image, x: reference.x)
        for line in reference.lines {
            let nearest = ours.min { abs($0 - line) < abs($1 - line) }
            #expect(nearest.map { abs($0 - line) <= 1 } == true,
                    "\(reference.id): the reference's line at y \(line) px; ours nearest \(nearest.map(String.init) ?? "none")")
        }
        for c in reference.colours {
            let p = image[c.x, c.y]
            let off = max(abs(Int(p.red) - c.red), abs(Int(p.green) - c.green), abs(Int(p.blue) - c.blue))
            #expect(off <= c.within, "\(reference.id) at (\(c.x), \(c.y)): \(p), the reference has (\(c.red), \(c.green), \(c.blue))")
        }
    }

    @Test func iOS15PlainTablesDrawNoFillerSeparatorsAndIOS13OnesDo() throws {
        // Render 04 (iOS 15+) has 10 separators for 10 rows; iOS 13's table of the same rows
        // continues them to the bottom of the screen (01 and 02).
        let modern = Self.hairlines(try Self.render("uikit-04"), x: 480)
        #expect(modern.count == 10 && modern.last == 1379)
        let source = try String(contentsOf: Self.folder.appendingPathComponent("uikit-04.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "theme: ios15", with: "theme: ios13")
        let prepared = try LayoutHarness.prepare(source)
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let image = try PNGCodec.decode(try SceneRenderer.render(try prepared.renderableScene(measurer: engine, scaleOverride: 3), as: .png, engine: engine))
        #expect(Self.hairlines(image, x: 480).count == 12)
    }
}
