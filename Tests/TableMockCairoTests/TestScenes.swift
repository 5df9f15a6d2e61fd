import Foundation
import TableMockCairo
import TableMockRaster
import TableMockScene

/// Fonts from the Debian packages the themes use.
enum TestFonts {
    static let interRegular = FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter")
    static let interSemiBold = FontFile(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", package: "fonts-inter")
    static let interBold = FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter")
    static let nimbusRegular = FontFile(path: "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf", package: "fonts-urw-base35")
    static let nimbusBold = FontFile(path: "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf", package: "fonts-urw-base35")

    static let all = [interRegular, interSemiBold, interBold, nimbusRegular, nimbusBold]

    static func engine() throws -> TextEngine { try TextEngine(fonts: all) }
}

/// Drawing on several threads at once, as batch workers do.
enum Threads {
    /// Runs `body` on `count` threads of its own at the same time (each is given its index,
    /// and makes its own text engine) and waits for them all; what they threw, as text.
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) -> [String] {
        let failures = Locked<[String]>([])
        let done = DispatchGroup()
        for index in 0..<count {
            done.enter()
            Thread {
                defer { done.leave() }
                do { try body(index) } catch { failures.withLock { $0.append("\(error)") } }
            }.start()
        }
        done.wait()
        return failures.withLock { $0 }
    }
}

extension Color {
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
}

/// Expected pixels. (Not statics on RGBAPixel: `red` there is a channel.)
enum Pixel {
    static let white = RGBAPixel(red: 255, green: 255, blue: 255)
    static let black = RGBAPixel(red: 0, green: 0, blue: 0)
    static let red = RGBAPixel(red: 255, green: 0, blue: 0)
    static let green = RGBAPixel(red: 0, green: 255, blue: 0)
    static let blue = RGBAPixel(red: 0, green: 0, blue: 255)
}

extension RGBAPixel {
    /// The largest difference of any channel.
    func distance(to other: RGBAPixel) -> Int {
        let differences: [Int] = [abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
                                  abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha))]
        return differences.max()!
    }
}

enum TestScenes {
    /// A grouped table like Settings: 20 rows of title and right-aligned detail, chevrons
    /// and hairline separators, on 390 x 844 pt. Text positions come from `engine`, as the
    /// layout would compute them.
    static func table(engine: TextEngine, scale: Double = 3, rows: Int = 20) -> Scene {
        let title = FontDescriptor(family: "Inter", weight: 400, size: 17)
        let detail = FontDescriptor(family: "Inter", weight: 400, size: 17)
        let header = FontDescriptor(family: "Inter", weight: 600, size: 13)
        let rowHeight = 36.0
        let top = 56.0
        let section = Rect(x: 16, y: top, width: 358, height: rowHeight * Double(rows))
        var nodes: [SceneNode] = [
            .text(TextRun(text: "GENERAL", font: header, color: Color(r8: 109, g8: 109, b8: 114),
                          origin: Point(x: 32, y: top - 8))),
            .fill(.roundedRect(section, radius: 10, corners: .all), .solid(.white)),
        ]
        let ascent = engine.metrics(of: title).ascent
        let descent = engine.metrics(of: title).descent
        for row in 0..<rows {
            let y = top + Double(row) * rowHeight
            let baseline = y + (rowHeight - ascent - descent) / 2 + ascent
            let detailText = row % 3 == 0 ? "On" : "Detail \(row)"
            let detailWidth = engine.width(of: detailText, font: detail)
            nodes.append(.text(TextRun(text: "Row \(row + 1) title text", font: title, color: .black,
                                       origin: Point(x: 32, y: baseline))))
            nodes.append(.text(TextRun(text: detailText, font: detail, color: Color(r8: 138, g8: 138, b8: 142),
                                       origin: Point(x: 374 - 34 - detailWidth, y: baseline))))
            let chevron = Path.polyline([Point(x: 356, y: y + 13), Point(x: 361, y: y + 18), Point(x: 356, y: y + 23)])
            nodes.append(.stroke(.path(chevron), Stroke(color: Color(r8: 196, g8: 196, b8: 199), width: 2,
                                                        cap: .round, join: .round)))
            if row < rows - 1 {
                nodes.append(.fill(.rect(Rect(x: 32, y: y + rowHeight - 1 / scale, width: 342, height: 1 / scale)),
                                   .solid(Color(r8: 198, g8: 198, b8: 200))))
            }
        }
        return Scene(size: Size(width: 390, height: 844), scale: scale,
                     background: Color(r8: 242, g8: 242, b8: 247), nodes: nodes,
                     metadata: SceneMetadata(creationDate: "2008-07-11T00:00:00Z", title: "Settings"))
    }

    /// A 2 x 2 PNG: red, green / blue, white.
    static let quadrantPNG: ImageData = {
        let image = RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255,
                                                            0, 0, 255, 255, 255, 255, 255, 255])!
        return ImageData(bytes: try! PNGCodec.encode(image), format: .png,
                         pixelSize: Size(width: 2, height: 2), source: "quadrants.png")
    }()
}
