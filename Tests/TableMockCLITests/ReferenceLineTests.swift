import Foundation
import TableMockCairo
import TableMockCore
import TableMockRaster
import TableMockTestSupport
import Testing

/// Whole screens of the reference renders (../shared/reference), written as specs, their
/// bars included, and the lines they share with the real thing: at each row of one column,
/// the colour measured on the reference must be in our render, in the same device pixel.
/// The colours are numbers read off the references (pngmeasure and a pixel reader); the
/// images themselves are not in the project.
struct ReferenceScreen: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    /// The column, in device pixels.
    var x: Int
    /// Device-pixel rows and the reference's colour there.
    var lines: [(y: Int, red: Int, green: Int, blue: Int)]
    var testDescription: String { name }
}

@Suite struct ReferenceLineTests {
    static let screens: [ReferenceScreen] = [
        ReferenceScreen(name: "classic 02: iPhone OS 3 plain table, nav bar, tab bar", spec: """
            theme: ios2
            device: iphone-3gs
            statusBar: {time: "6:27 AM", carrier: iPod}
            navigationBar: Sorted by Name
            tabBar: {items: [{title: Name}, {title: Number}, {title: Symbol}, {title: State}]}
            lint: {disable: [index-on-short-list]}
            table:
              index: true
              sections:
                - {header: A, rows: [{title: ""}, {title: ""}, {title: ""}, {title: ""}, {title: ""}, {title: ""}, {title: ""}]}
                - {header: B, rows: [{title: ""}]}
            """, x: 96, lines: [
                (19, 92, 99, 104), (20, 205, 213, 223), (63, 45, 54, 66), (64, 165, 177, 186), (85, 152, 158, 164),
                (129, 224, 224, 224), (173, 224, 224, 224), (217, 224, 224, 224),
                (431, 0, 0, 0), (432, 67, 67, 67), (455, 21, 21, 21), (456, 0, 0, 0),
            ]),
        ReferenceScreen(name: "classic 07: iPhone OS 3 to iOS 5 nav bar with a back button", spec: """
            theme: ios2
            device: iphone-3gs
            statusBar: {time: "7:17 PM"}
            navigationBar: {title: Othello, backButton: Plays}
            table: {style: grouped, sections: [{header: Date, rows: [{title: "1604"}]}]}
            """, x: 100, lines: [
                (19, 92, 99, 104), (20, 205, 213, 223), (41, 136, 155, 179), (42, 129, 149, 175), (63, 45, 54, 66),
            ]),
        ReferenceScreen(name: "classic 09: iOS 6 status bar, nav bar and its shadow", spec: """
            theme: ios6
            device: iphone-3gs
            statusBar: {time: "9:23 PM"}
            navigationBar: Pass Library
            table: {sections: [{rows: [{title: ""}]}]}
            """, x: 200, lines: [
                (19, 53, 92, 126), (20, 222, 229, 237), (63, 53, 92, 126), (64, 208, 208, 208), (65, 232, 232, 232),
            ]),
        ReferenceScreen(name: "05: iOS 10 translucent nav bar over a grouped table (2x)", spec: """
            theme: ios7
            device: iphone-5
            statusBar: {time: "09:41", carrier: "", charging: true}
            navigationBar: QuickTableViewController
            table:
              style: grouped
              sections:
                - {header: Switch, rows: [{title: Setting 1, accessory: {switch: true}}, {title: Setting 2, accessory: {switch: false}}]}
                - {header: Tap Action, rows: [{title: Tap action}]}
            """, x: 40, lines: [
                (60, 245, 245, 247), (127, 245, 245, 247), (128, 167, 167, 171), (129, 239, 239, 244),
                (239, 200, 199, 204), (326, 200, 199, 204), (414, 200, 199, 204), (526, 200, 199, 204), (613, 200, 199, 204),
            ]),
    ]

    @Test(arguments: screens)
    func theReferencesLinesAreInOurRender(_ screen: ReferenceScreen) throws {
        let prepared = try LayoutHarness.prepare(screen.spec)
        let engine = try TextEngine(fonts: prepared.theme.fontFiles)
        let scene = try prepared.renderableScene(measurer: engine, scaleOverride: nil)
        let image = try PNGCodec.decode(try SceneRenderer.render(scene, as: .png, engine: engine))
        for line in screen.lines {
            let p = image[screen.x, line.y]
            let off = max(abs(Int(p.red) - line.red), abs(Int(p.green) - line.green), abs(Int(p.blue) - line.blue))
            #expect(off <= 3, "row \(line.y): \(p), the reference has (\(line.red), \(line.green), \(line.blue))")
        }
    }
}
