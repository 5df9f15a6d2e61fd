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
