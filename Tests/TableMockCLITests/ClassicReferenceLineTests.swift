import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockTestSupport
import Testing

/// The classic references (../shared/reference/uikit-classic: iPhone OS 3 to iOS 6 simulator
/// renders at 1x, with their bars), written as the specs in Tests/References/classic-*.yaml,
/// and the lines our renders share with them. Every number was read off the references
/// (pngmeasure and a pixel reader); the images are not in the project.
/// - `columns`: at a device-pixel column, the reference's colour on each row where a line
///   crosses it (bars, separators, group borders and their etched lines), which our render
///   must have on that same row (within 3 of each channel).
/// - `ink`: the box of dark pixels (sum of channels under `threshold`) of a label or control
///   inside a region: our ink's top, bottom and (where given) left edge within one pixel.
struct ClassicReference: CustomTestStringConvertible, Sendable {
    var id: String
    var columns: [(x: Int, lines: [(y: Int, red: Int, green: Int, blue: Int)])]
    var ink: [(what: String, x: ClosedRange<Int>, y: ClosedRange<Int>, threshold: Int, top: Int, bottom: Int, left: Int?)] = []
    var testDescription: String { id }
}

@Suite struct ClassicReferenceLineTests {
    /// Bars of iPhone OS 3 to iOS 5: the status bar's bottom line, the navigation bar's top
    /// highlight and bottom line.
    static let bars: [(y: Int, red: Int, green: Int, blue: Int)] = [(19, 92, 99, 104), (20, 205, 213, 223), (63, 45, 54, 66)]

    static let references: [ClassicReference] = [
        ClassicReference(id: "classic-01", columns: [
            // iPhone OS 3 grouped: translucent-looking grey border and separators every 44.
            (288, bars + [(190, 169, 171, 174), (234, 168, 171, 174), (278, 168, 171, 174), (322, 169, 171, 174), (366, 169, 171, 174)]),
        ], ink: [
            ("header \"Hobby Information:\"", 15...199, 160...185, 384, 166, 180, 20),
            ("first row label (bold 17)", 15...119, 192...231, 384, 207, 222, 21),
        ]),
        ClassicReference(id: "classic-02", columns: [
            // Plain headers A and B (bar top, bottom), separators #E0E0E0, the tab bar's top.
            (96, bars + [(64, 165, 177, 186), (85, 152, 158, 164), (129, 224, 224, 224), (173, 224, 224, 224), (217, 224, 224, 224),
                         (261, 224, 224, 224), (305, 224, 224, 224), (349, 224, 224, 224), (394, 165, 177, 186), (415, 152, 158, 164),
                         (431, 0, 0, 0), (432, 67, 67, 67)]),
        ]),
        ClassicReference(id: "classic-04", columns: [
            // iOS 5 etched groups on a light stripe (x 96) and a dark one (x 256): border (black
            // 18 % over the stripe), the inner top line, separators, the white line under.
            (96, [(19, 92, 99, 104), (66, 166, 172, 177), (67, 228, 228, 228), (110, 202, 202, 202), (154, 202, 202, 202),
                  (198, 166, 172, 177), (199, 245, 246, 247), (267, 166, 172, 177), (268, 228, 228, 228), (311, 202, 202, 202),
                  (355, 202, 202, 202), (399, 166, 172, 177), (400, 245, 246, 247), (468, 166, 172, 177), (469, 228, 228, 228)]),
            (256, [(66, 161, 167, 172), (67, 228, 228, 228), (198, 161, 167, 172), (199, 244, 245, 246), (267, 161, 167, 172)]),
            // The pinstripes: x 5 and 6 of each 7 light, the rest dark (x 3 reads 197,204,212).
            (3, [(230, 197, 204, 212)]), (5, [(230, 203, 210, 216)]), (6, [(230, 203, 210, 216)]), (7, [(230, 197, 204, 212)]),
        ], ink: [
            ("first header (bold 17, 12 above the group)", 15...199, 36...63, 384, 42, 53, 20),
            ("first row label (bold 17)", 15...119, 70...107, 384, 83, 94, 21),
            ("first footer (regular 15, centred)", 90...229, 200...229, 384, 210, 220, 106),
        ]),
        ClassicReference(id: "classic-06", columns: [
            (256, bars + [(107, 224, 224, 224), (151, 224, 224, 224), (195, 224, 224, 224), (239, 224, 224, 224), (283, 224, 224, 224),
                          (327, 224, 224, 224), (371, 224, 224, 224), (415, 224, 224, 224), (459, 224, 224, 224)]),
        ], ink: [
            ("first row label (bold 20)", 5...199, 66...104, 384, 78, 92, 11),
            ("disclosure indicator (8 x 13)", 280...319, 66...104, 384, 80, 90, 302),
        ]),
        ClassicReference(id: "classic-07", columns: [
            // iOS 4: opaque #ABABAB groups of n x 44 + 1, 46 apart, the table scrolled 18.
            (256, bars + [(92, 171, 171, 171), (136, 171, 171, 171), (183, 171, 171, 171), (227, 171, 171, 171), (274, 171, 171, 171),
                          (318, 171, 171, 171), (362, 171, 171, 171), (406, 171, 171, 171), (450, 171, 171, 171)]),
        ], ink: [
            ("header \"Date\"", 15...199, 64...89, 384, 68, 79, nil),
            ("row label \"1604\"", 15...119, 94...133, 384, 109, 120, 21),
        ]),
        ClassicReference(id: "classic-08", columns: [
            (304, bars + [(152, 202, 202, 202), (196, 202, 202, 202), (240, 202, 202, 202), (284, 202, 202, 202), (328, 202, 202, 202),
                          (372, 202, 202, 202)]),
            (112, [(108, 161, 167, 173), (109, 228, 228, 228), (416, 161, 167, 173), (417, 244, 245, 247)]),
        ], ink: [
            ("value1 detail \"element\" (#385487)", 200...304, 112...149, 384, 125, 136, 240),
            ("value1 detail \"Option 1\" before a chevron (12 pt gap)", 200...285, 156...193, 384, 169, 183, 216),
            ("grouped chevron", 285...304, 156...193, 384, 169, 179, 292),
            ("the iOS 5 pill switch, ON", 215...304, 244...281, 384, 249, 275, 223),
        ]),
        ClassicReference(id: "classic-09", columns: [
            // iOS 6: the bar's top highlight and bottom line, its two-pixel shadow, separators.
            (96, [(20, 222, 229, 237), (63, 53, 92, 126), (64, 208, 208, 208), (65, 232, 232, 232), (205, 224, 224, 224), (249, 224, 224, 224)]),
        ], ink: [
            ("subtitle title (bold 18)", 50...259, 162...185, 384, 168, 180, 54),
            ("subtitle detail (regular 14, grey)", 50...119, 186...203, 600, 190, 202, 54),
        ]),
        ClassicReference(id: "classic-10", columns: [
            (96, [(6, 166, 172, 177), (7, 228, 228, 228), (50, 166, 172, 177), (51, 245, 246, 247)]),
            (256, [(6, 161, 167, 172), (7, 228, 228, 228), (50, 161, 167, 172), (51, 244, 245, 246)]),
        ], ink: [
            ("label \"Switch\"", 15...119, 8...49, 384, 23, 34, 21),
        ]),
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("References")

    static func render(_ id: String) throws -> RGBAImage {
        let url = folder.appendingPathComponent(id + ".yaml")
        let prepared = try PreparedSpec.prepare(data: try Data(contentsOf: url), file: url.path, specURL: url,
                                                themes: LayoutHarness.themes())
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let scene = try prepared.renderableScene(measurer: engine, scaleOverride: 1)
        return try PNGCodec.decode(try SceneRenderer.render(scene, as: .png, engine: engine))
    }

    @Test(arguments: references)
    func theReferencesLinesAreInOurRender(_ reference: ClassicReference) throws {
        let image = try Self.render(reference.id)
        for column in reference.columns {
            for line in column.lines {
                let p = image[column.x, line.y]
                let off = max(abs(Int(p.red) - line.red), abs(Int(p.green) - line.green), abs(Int(p.blue) - line.blue))
                #expect(off <= 3, "x \(column.x), row \(line.y): \(p), the reference has (\(line.red), \(line.green), \(line.blue))")
            }
        }
        for ink in reference.ink {
            var top = Int.max, bottom = Int.min, left = Int.max
            for y in ink.y {
                for x in ink.x {
                    let p = image[x, y]
                    if Int(p.red) + Int(p.green) + Int(p.blue) < ink.threshold {
                        top = min(top, y); bottom = max(bottom, y); left = min(left, x)
                    }
                }
            }
            #expect(abs(top - ink.top) <= 1 && abs(bottom - ink.bottom) <= 1,
                    "\(ink.what): ink rows \(top)...\(bottom), the reference's \(ink.top)...\(ink.bottom)")
            if let want = ink.left {
                #expect(abs(left - want) <= 1, "\(ink.what): ink from x \(left), the reference's from \(want)")
            }
        }
    }
}
