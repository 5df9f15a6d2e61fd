import Foundation
import TableMockRaster
import Testing

/// The real UIKit renders of rows with controls (../shared/reference/uikit-controls 10, 13,
/// 15, 16), written as the specs Tests/References/controls-*.yaml, and the edges of each
/// element in them: the box of the pixels of the element's colour inside a band. Ours must
/// have each edge within one device pixel. All numbers were read off the references (a
/// pixel reader; the images are not in the project).
struct ControlsReference: CustomTestStringConvertible, Sendable {
    var id: String
    var what: String
    /// The band searched, in device pixels: x0, y0, x1, y1 (x1 and y1 excluded).
    var band: (Int, Int, Int, Int)
    /// The element's colour and how far off a channel may be.
    var colour: (red: Int, green: Int, blue: Int, within: Int)
    /// The reference's box of that colour in the band, in device pixels: minX, minY, maxX, maxY (excluded).
    var box: (Int, Int, Int, Int)
    /// Edges not held, each with its reason (0 minX, 1 minY, 2 maxX, 3 maxY).
    var unheld: [Int: String] = [:]
    var testDescription: String { "\(id): \(what)" }
}

@Suite struct ControlsReferenceTests {
    static let references: [ControlsReference] = [
        // 10 (iOS 7, 1x): a row swiped open, UIKit's Delete and the library's grey More.
        ControlsReference(id: "controls-10", what: "the red Delete button, full row height", band: (0, 200, 320, 340),
                          colour: (255, 59, 48, 12), box: (239, 260, 320, 323)),
        ControlsReference(id: "controls-10", what: "Delete's white title, centred", band: (240, 262, 320, 320),
                          colour: (255, 255, 255, 60), box: (255, 285, 304, 297)),
        ControlsReference(id: "controls-10", what: "the More button inside it", band: (100, 265, 320, 275),
                          colour: (166, 166, 166, 8), box: (167, 265, 237, 275)),
        ControlsReference(id: "controls-10", what: "More's white title", band: (170, 262, 236, 320),
                          colour: (255, 255, 255, 60), box: (183, 284, 222, 298)),
        // 13 (iOS 5, 1x): QuickDialog's form, fields lined up after the widest field title.
        ControlsReference(id: "controls-13", what: "the placeholder type here in the era's grey", band: (150, 200, 300, 236),
                          colour: (179, 179, 179, 40), box: (169, 213, 239, 229)),
        ControlsReference(id: "controls-13", what: "the field text 0.5 at the same start", band: (160, 376, 300, 412),
                          colour: (0, 0, 0, 90), box: (168, 390, 190, 401)),
        ControlsReference(id: "controls-13", what: "the slider's blue minimum track, its rounded end 2 pt inside", band: (100, 340, 310, 360),
                          colour: (78, 139, 231, 60), box: (144, 347, 212, 355)),
        // 15 (iOS 11, 2x): Eureka's slider row.
        ControlsReference(id: "controls-15", what: "the slider's minimum track, 2 pt tall, up to the thumb at half", band: (200, 47, 600, 49),
                          colour: (0, 122, 255, 30), box: (213, 47, 334, 49)),
        // 16 (iOS 9, 2x): the centred Tap action row in the tint.
        ControlsReference(id: "controls-16", what: "the tinted centred title", band: (0, 530, 640, 610),
                          colour: (0, 122, 255, 60), box: (242, 556, 397, 587),
                          unheld: [0: "Inter's Tap action is 4 px wider than San Francisco's; its centre is the reference's",
                                   2: "the same width", 3: "Inter's p descends 1 pt further"]),
    ]

    /// The box of the pixels of `colour` in `band`, or nil.
    static func box(_ image: RGBAImage, _ reference: ControlsReference) -> (Int, Int, Int, Int)? {
        let (x0, y0, x1, y1) = reference.band
        let c = reference.colour
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in y0..<min(y1, image.height) {
            for x in x0..<min(x1, image.width) {
                let p = image[x, y]
                if max(abs(Int(p.red) - c.red), abs(Int(p.green) - c.green), abs(Int(p.blue) - c.blue)) <= c.within {
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x + 1); maxY = max(maxY, y + 1)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    @Test(arguments: references)
    func theElementsEdgesAreWithinAPixelOfTheReferences(_ reference: ControlsReference) throws {
        let image = try ModernReferenceLineTests.render(reference.id)
        let ours = try #require(Self.box(image, reference), "no pixel of the element's colour")
        let expected = [reference.box.0, reference.box.1, reference.box.2, reference.box.3]
        let found = [ours.0, ours.1, ours.2, ours.3]
        for edge in 0..<4 where reference.unheld[edge] == nil {
            #expect(abs(found[edge] - expected[edge]) <= 1,
                    "edge \(edge): ours \(found[edge]) px, the reference's \(expected[edge])")
        }
        if reference.unheld[0] != nil {
            // A title wider in the stand-in font is still centred where the reference's is.
            #expect(abs((found[0] + found[2]) - (expected[0] + expected[2])) <= 2, "centre: ours \(found), the reference's \(expected)")
        }
    }
}
