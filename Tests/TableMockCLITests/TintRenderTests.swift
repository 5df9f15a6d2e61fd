import Foundation
import TableMock
import TableMockCore
import TableMockRaster
import TableMockScene
import Testing

/// A spec's `tint` reaches every tinted part in the picture (issue 36): each part's frame
/// holds the tint's own colour, and the untinted render holds it nowhere.
@Suite struct TintRenderTests {
    static func spec(tint: String?) -> String {
        """
        theme: ios13
        device: iphone-8
        scale: 2
        \(tint.map { "tint: \"\($0)\"" } ?? "")
        navigationBar: {title: Title, backButton: Back, rightItems: [{title: Edit}]}
        tabBar: {items: [{title: Favourites, image: {symbol: star}}, {title: Recents, image: {symbol: clock}}], selected: 0}
        table:
          index: [A, B]
          sections:
            - rows:
                - {title: Checked, accessory: checkmark}
                - {title: Info, accessory: detailButton}
                - {title: Wi-Fi, image: {symbol: wifi}}
                - {title: Volume, slider: {value: 0.5}}
                - {title: Add Account, titleColor: tint}
                - {title: Inbox, style: subtitle, detail: Preview, unread: true}

        """
    }

    static let magenta = (r: 255, g: 0, b: 255)

    static func isTint(_ p: RGBAPixel) -> Bool {
        abs(Int(p.red) - magenta.r) <= 6 && Int(p.green) <= 6 && abs(Int(p.blue) - magenta.b) <= 6 && p.alpha == 255
    }

    static func tintPixels(_ image: RGBAImage, in r: Rect) -> Int {
        var n = 0
        for y in max(Int(r.minY * 2), 0)..<min(Int((r.maxY * 2).rounded(.up)), image.height) {
            for x in max(Int(r.minX * 2), 0)..<min(Int((r.maxX * 2).rounded(.up)), image.width) where isTint(image[x, y]) { n += 1 }
        }
        return n
    }

    @Test func everyTintedPartIsDrawnInTheSpecsTint() throws {
        let tinted = try TableMockup(yaml: Self.spec(tint: "#FF00FF"))
        let image = try PNGCodec.decode(try tinted.png())
        let layout = try tinted.layout()
        var frames: [(String, Rect)] = []
        for item in layout.items {
            for part in item.parts {
                switch (item.kind, part.kind) {
                case (.navigationBar, .backButton), (.navigationBar, .barButton), (.index, .indexEntry), (.cell, .unreadDot),
                     (.cell, .slider):
                    frames.append(("\(item.kind.rawValue) \(part.kind.rawValue)", part.frame))
                case (.cell, .accessory), (.cell, .image):
                    frames.append(("row \(item.row ?? -1) \(part.kind.rawValue)", part.frame))
                case (.cell, .title) where item.row == 4:
                    frames.append(("titleColor tint", part.frame))
                case (.tabBar, .tabItem):
                    if frames.contains(where: { $0.0 == "tab" }) { continue }
                    frames.append(("tab", part.frame))
                default:
                    break
                }
            }
        }
        #expect(frames.count >= 11, "\(frames.map(\.0))")
        for (name, frame) in frames {
            #expect(Self.tintPixels(image, in: frame) > 0, "\(name) at \(frame) has no pixel in the tint")
        }
        let plain = try PNGCodec.decode(try TableMockup(yaml: Self.spec(tint: nil)).png())
        #expect(Self.tintPixels(plain, in: Rect(x: 0, y: 0, width: 375, height: 667)) == 0)
    }
}

/// Composed rows in pixels (issue 36): a photo clipped round, a monogram's disc in its colour
/// with white letters, the GET capsule's fill.
@Suite struct ComposedRowRenderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func aPhotoIsClippedRoundAMonogramIsItsColourAndTheButtonIsACapsule() throws {
        let mockup = try TableMockup(yaml: """
            theme: ios13
            size: {width: 375, height: 300}
            scale: 2
            table:
              sections:
                - rows:
                    - {layout: contact, title: Photo, image: images/sunset@2x.jpg}
                    - {layout: contact, title: Monogram, image: {initials: JA, background: "#FF0000"}}
                    - {layout: appStore, title: App, image: {symbol: star, background: systemBlue}, button: GET}
            """, baseFolder: Self.root.appendingPathComponent("Samples"))
        let image = try PNGCodec.decode(try mockup.png())
        let layout = try mockup.layout()
        func pixel(_ x: Double, _ y: Double) -> RGBAPixel { image[Int(x * 2), Int(y * 2)] }
        let white = RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255)
        let photo = try #require(layout.cell(section: 0, row: 0)?.part(.image)?.frame)
        // The photo's corners are the cell's white; its centre is the photo.
        #expect(pixel(photo.minX + 1, photo.minY + 1) == white && pixel(photo.maxX - 1.5, photo.maxY - 1.5) == white)
        #expect(pixel(photo.midX, photo.midY) != white)
        let disc = try #require(layout.cell(section: 0, row: 1)?.part(.avatar)?.frame)
        #expect(pixel(disc.minX + 1, disc.minY + 1) == white)
        #expect(pixel(disc.minX + 4, disc.midY) == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
        // The letters are white somewhere in the disc's middle.
        var letters = 0
        for y in Int(disc.midY * 2 - 10)..<Int(disc.midY * 2 + 10) {
            for x in Int(disc.midX * 2 - 16)..<Int(disc.midX * 2 + 16) where image[x, y] == white { letters += 1 }
        }
        #expect(letters > 20)
        let button = try #require(layout.cell(section: 0, row: 2)?.part(.rowButton)?.frame)
        #expect(pixel(button.minX + 3, button.midY) == RGBAPixel(red: 0xEF, green: 0xEF, blue: 0xF4, alpha: 255))
        #expect(pixel(button.minX + 0.5, button.minY + 0.5) == white)
    }
}

/// The editable SVG names a composed row's parts as layers (issue 36).
@Suite struct ComposedRowEditableSVGTests {
    @Test func aComposedRowsPartsAreNamedLayers() throws {
        let mockup = try TableMockup(yaml: """
            theme: ios13
            size: {width: 375, height: 200}
            table:
              sections:
                - rows:
                    - {layout: messages, title: Jane, detail: Hi, time: Now, image: {initials: JA}, unread: true}
                    - {layout: appStore, title: Pages, image: {symbol: star, background: systemBlue}, button: GET}
            """)
        let svg = String(decoding: try mockup.svg(writer: .editable()), as: UTF8.self)
        // Layers count from 1, as a designer reads them.
        for layer in ["row-1/avatar", "row-1/title", "row-1/timestamp", "row-1/accessory", "row-1/detail", "row-1/unreadDot",
                      "row-2/image", "row-2/rowButton"] {
            #expect(svg.contains("inkscape:label=\"section-1/\(layer)\""), "\(layer)")
        }
    }
}
