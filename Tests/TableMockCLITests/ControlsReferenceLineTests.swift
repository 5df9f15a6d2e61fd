import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockTestSupport
import Testing

/// The uikit-controls reference renders (../shared/reference/uikit-controls 03, 05, 07, 08,
/// 09, 12, 18: search bars, a scope bar, a segmented control, ContentUnavailableView), written as
/// the specs Tests/References/controls-*.yaml, and the lines of each that our render holds,
/// found as ModernReferenceLineTests finds them (1–2-pixel runs crossing one column). The
/// line rows are the reference's, moved into our render's coordinates where the spec draws
/// less than the reference (09: its 44-pt status bar; 18: our band starts at the reference's
/// y 213 - 56 pt). Measured with ../shared/tools/fidelity.py per element (README: the
/// controls references); the images are not in the project.
@Suite struct ControlsReferenceLineTests {
    static let references: [ModernReference] = [
        ModernReference(id: "controls-03", what: "iOS 10 table-header search bar @3x: the bar's bottom hairline, the grouped header's line", x: 30,
                        lines: [192, 218, 297, 323],
                        colours: [(30, 200, 200, 200, 206, 3), (300, 250, 255, 255, 255, 0)]),
        ModernReference(id: "controls-03", what: "iOS 10 search bar @3x: the centred placeholder's strokes (\"Search\")", x: 520,
                        lines: [192, 240, 241, 243, 264, 265, 267, 323]),
        ModernReference(id: "controls-05", what: "iOS 12 search bar over a plain table @2x: the magnifier's ring, the bar's bottom hairline", x: 40,
                        lines: [41, 42, 43, 61, 62, 111], colours: [(300, 5, 201, 201, 206, 3), (300, 40, 255, 255, 255, 0)]),
        ModernReference(id: "controls-07", what: "iOS 18 search field under a large title @3x: the magnifier's ring", x: 100,
                        lines: [321, 326, 352, 357],
                        colours: [(600, 345, 238, 238, 239, 2), (160, 345, 238, 238, 239, 2)]),
        ModernReference(id: "controls-08", what: "iOS 18 search field under a large title, dark @3x: the magnifier's ring", x: 100,
                        lines: [321, 326, 352, 357]),
        ModernReference(id: "controls-09", what: "iOS 13 search field in the navigation bar @1x: its top and bottom edges", x: 150,
                        lines: [98, 128]),
        ModernReference(id: "controls-12", what: "iOS 14 segmented control @3x: track, thumb and the white around them", x: 100,
                        lines: [], colours: [(1000, 60, 238, 238, 239, 2), (300, 100, 66, 148, 244, 2), (20, 20, 255, 255, 255, 0)]),
        ModernReference(id: "controls-18", what: "iOS 17 ContentUnavailableView.search @3x: the magnifier's ring, the title and the hint", x: 589,
                        lines: [351, 364, 448, 460, 675, 691]),
    ]

    @Test(arguments: references)
    func theReferencesLinesAreWithinAPixelOfOurs(_ reference: ModernReference) throws {
        try ModernReferenceLineTests.expectLinesAndColours(of: reference)
    }
}
