import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TableMock
import TableMockCairo
import TableMockCompare
import TableMockCore
import TableMockRaster
import TableMockScene
import TableMockSVG
import TableMockTestSupport
import Testing

/// The editable SVG (`--svg editable`) of every sample: well-formed XML with one `<text>`
/// per laid-out line and unique ids, and, rasterised by librsvg, the PNG's picture but for
/// text anti-aliasing.
@Suite struct EditableSVGTests {
    /// What the editable SVG may differ from the PNG by: text set by librsvg instead of
    /// Pango (the same font files, but librsvg places glyphs its own way), under `check`'s
    /// comparator at its default colour threshold (ΔE94 1) with anti-aliased pixels excused.
    /// Measured over all 58 samples with rsvg-convert 2.54.7 (set
    /// TABLEMOCK_EDITABLE_SVG_MEASURE=folder to write the figures and pictures): at 2x and
    /// 3x at most 0.67 % of the pixels differ (mail, an inbox of three-line rows; 0.15 % for
    /// the iOS 7+ settings screens) and the densest 16 x 16 window is 58 %
    /// (screen-ios6-prompt-toolbar's etched prompt); at 1x, where librsvg snaps glyphs to
    /// whole pixels, 2.0 % (screen-ios2-tab-bar, every label a pixel off). Everything but
    /// text is the same picture. The budget leaves some headroom over those.
    static func textAntiAliasing(scale: Double) -> ComparisonOptions {
        ComparisonOptions(ignoresAntiAliasing: true, maxDiffRatio: scale < 2 ? 0.025 : 0.01, maxWindowDensity: 0.65)
    }

    struct Rendered {
        var svg: Data
        var png: RGBAImage
        var layout: TableLayout
        var fonts: [FontFile]
        var scale: Double
    }

    static func render(_ file: String) throws -> Rendered {
        let url = GoldenImages.repositoryRoot.appendingPathComponent("Samples").appendingPathComponent(file)
        let mockup = try TableMockup(contentsOf: url)
        let svg = try mockup.svg(writer: .editable())
        let png = try PNGCodec.decode(try mockup.png())
        let layout = try mockup.layout()
        let prepared = try PreparedSpec.prepare(data: try Data(contentsOf: url), file: url.path, specURL: url,
                                                themes: LayoutHarness.themes())
        return Rendered(svg: svg, png: png, layout: layout, fonts: prepared.theme.fontFiles, scale: layout.canvas.scale)
    }

    /// The SVG drawn by `rsvg-convert` (librsvg; Debian's librsvg2-bin, Scripts/install-deps.sh)
    /// at the PNG's scale, as a design tool would see it: the machine's fonts, found by
    /// fontconfig from the names the SVG gives.
    static func rasterise(_ rendered: Rendered) throws -> RGBAImage {
        if ProcessInfo.processInfo.environment["TABLEMOCK_EDITABLE_SVG_RASTERISER"] == "inkscape" {
            return try rasteriseWithInkscape(rendered)
        }
        let r = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                   ["rsvg-convert", "--zoom", String(rendered.scale), "--format", "png"], stdin: rendered.svg)
        guard r.status == 0 else {
            throw RasteriserFailure(message: "rsvg-convert exited with \(r.status); install librsvg2-bin (Scripts/install-deps.sh): \(r.stderrText)")
        }
        return try PNGCodec.decode(r.stdout)
    }

    /// Inkscape's own renderer (Debian's inkscape, not installed by install-deps.sh):
    /// Scripts/editable-svg-inkscape.sh runs the sample test with it. Through files: with
    /// `--pipe`, Inkscape 1.2 left the last element of some documents out.
    static func rasteriseWithInkscape(_ rendered: Rendered) throws -> RGBAImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-inkscape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("in.svg"), png = folder.appendingPathComponent("out.png")
        try rendered.svg.write(to: svg)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["inkscape", "--export-type=png", "--export-filename=\(png.path)",
                             "--export-width=\(rendered.png.width)", "--export-height=\(rendered.png.height)", svg.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let limit = TimeLimit(process, seconds: Subprocess.defaultTimeLimit)
        process.waitUntilExit()
        guard !limit.end(), process.terminationStatus == 0 else {
            throw RasteriserFailure(message: "inkscape exited with \(process.terminationStatus) or ran past its time limit")
        }
        return try PNGCodec.decode(try Data(contentsOf: png))
    }

    struct RasteriserFailure: Error { var message: String }

    /// One test per sample, so each is drawn once for both checks.
    @Test(arguments: GoldenSampleTests.samples)
    func editableSVG(_ file: String) throws {
        let rendered = try Self.render(file)
        try structureIsEditable(rendered, file)
        try rasterisedMatchesThePNG(rendered, file)
    }

    func rasterisedMatchesThePNG(_ rendered: Rendered, _ file: String) throws {
        var drawn = try Self.rasterise(rendered)
        // A bar's material is a blur in the PNG and its fallback tint in the SVG (no design
        // tool imports a blur of what lies under a layer): those rectangles are left out.
        // Liquid Glass likewise: its blurred shape (and shadow round it) against the translucent fill.
        let materials = rendered.layout.items.flatMap(\.parts).filter { $0.kind == .material }.map(\.frame)
            + rendered.layout.items.flatMap(\.parts).compactMap { $0.glass?.bounds }
        if !materials.isEmpty, drawn.width == rendered.png.width, drawn.height == rendered.png.height {
            for frame in materials {
                let s = rendered.scale
                for y in max(0, Int((frame.minY * s).rounded(.down)))..<min(drawn.height, Int((frame.maxY * s).rounded(.up))) {
                    let row = y * drawn.width * 4
                    let x0 = max(0, Int((frame.minX * s).rounded(.down))), x1 = min(drawn.width, Int((frame.maxX * s).rounded(.up)))
                    guard x1 > x0 else { continue }
                    drawn.pixels.replaceSubrange(row + x0 * 4..<row + x1 * 4, with: rendered.png.pixels[row + x0 * 4..<row + x1 * 4])
                }
            }
        }
        let result = ImageComparator.compare(expected: rendered.png, actual: drawn, options: Self.textAntiAliasing(scale: rendered.scale))
        if let folder = ProcessInfo.processInfo.environment["TABLEMOCK_EDITABLE_SVG_MEASURE"] {
            let name = (file as NSString).deletingPathExtension
            let line = "\(name) ratio \(result.diffRatio) window \(result.worstWindow?.density ?? 0) at \(result.worstWindow.map { "\($0.rect)" } ?? "-") aa \(result.antiAliasedPixels) largest \(result.largestDistance)\n"
            try? (line).write(toFile: folder + "/" + name + ".txt", atomically: true, encoding: .utf8)
            try? PNGCodec.encode(drawn).write(to: URL(fileURLWithPath: folder + "/" + name + "-svg.png"))
            try? rendered.svg.write(to: URL(fileURLWithPath: folder + "/" + name + ".svg"))
            try? PNGCodec.encode(rendered.png).write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
        }
        #expect(result.matches, "\(file): \(result.explanation.joined(separator: "; "))")
    }

    /// One `<text>` per laid-out line (plus one per etched shadow), the lines' strings in
    /// drawing order, unique ids that are XML Names, and every layer labelled alike.
    func structureIsEditable(_ rendered: Rendered, _ file: String) throws {
        let document = try XMLDocument(data: rendered.svg, options: [])
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap { $0 as? XMLElement }
        let shadows = texts.filter { $0.value(of: "data-role") == "shadow" }
        let lines = rendered.layout.items.flatMap(\.parts).compactMap(\.text).flatMap(\.lines).filter { !$0.text.isEmpty }
        #expect(texts.count - shadows.count == lines.count, "\(file)")
        // Each line's string as drawn, in drawing order.
        let drawn = texts.filter { $0.value(of: "data-role") == nil }.map { $0.stringValue ?? "" }
        #expect(drawn == lines.map(\.text), "\(file)")
        let ids = try document.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(Set(ids).count == ids.count, "\(file): repeated ids")
        let xmlName = /[A-Za-z_][A-Za-z0-9._-]*/
        for id in ids { #expect(id.wholeMatch(of: xmlName) != nil, "\(file): id \(id) is not an XML Name") }
        // Every layer is a group with its path as label and data-name.
        let groups = try document.nodes(forXPath: "//*[local-name()='g'][@data-name]").compactMap { $0 as? XMLElement }
        #expect(!groups.isEmpty)
        for g in groups {
            #expect(g.value(of: "inkscape:label") == g.value(of: "data-name"))
        }
        // No construct that breaks a design tool's text import.
        let text = String(decoding: rendered.svg, as: UTF8.self)
        for banned in ["dominant-baseline", "textLength", "<tspan", "filter="] { #expect(!text.contains(banned), "\(file): \(banned)") }
    }
}

extension XMLElement {
    /// An attribute's value by its name as written (`data-name`, `inkscape:label`).
    func value(of name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }
}

/// The editable SVG's names and options, as a designer meets them.
@Suite struct EditableSVGNamingTests {
    static func layers(_ file: String) throws -> [String] {
        let rendered = try EditableSVGTests.render(file)
        let document = try XMLDocument(data: rendered.svg, options: [])
        return try document.nodes(forXPath: "//*[local-name()='g'][@data-name]").compactMap { ($0 as? XMLElement)?.value(of: "data-name") }
    }

    @Test func pickerLayersAreNamedAfterTheirParts() throws {
        let names = try Self.layers("date-picker-ios15.yaml")
        for expected in ["section-1/row-1/dateButton", "section-1/row-2/calendarMonth", "section-1/row-2/weekday",
                         "section-1/row-2/calendarDay", "section-2/row-2/picker", "section-2/row-2/pickerRow"] {
            #expect(names.contains(expected), "no layer \(expected) in \(names.filter { $0.hasPrefix("section") })")
        }
    }

    @Test func screenLayersAreNamedAfterTheLayoutItems() throws {
        let names = try Self.layers("screen-ios2-tab-bar.yaml")
        for expected in ["statusBar", "statusBar/time", "navigationBar", "navigationBar/barButton", "navigationBar/barButton-2",
                         "section-1", "section-1/row-3", "section-1/row-3/title", "section-1/row-3/detail",
                         "section-1/row-3/accessory", "tabBar", "tabBar/item-2", "tabBar/item-2/tabItem",
                         "tabBar/item-2/tabTitle", "tabBar/item-2/badge", "tabBar/item-5/tabTitle"] {
            #expect(names.contains(expected), "no layer \(expected) in \(names)")
        }
        // Drawing order: the table under the bars.
        let row = try #require(names.firstIndex(of: "section-1/row-3"))
        #expect(row < names.firstIndex(of: "tabBar")!)
    }

    @Test func renderWritesTheEditableSVGOnRequest() throws {
        let dir = try CLITests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(CLITests.good.utf8).write(to: dir.appendingPathComponent("one.json"))
        let editable = try CLITests.run(["render", "one.json", "-o", "editable.svg", "--svg", "editable", "--svg-font", "Inter=SF Pro Text"], in: dir)
        #expect(editable.status == 0, "\(editable.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("editable.svg"), encoding: .utf8)
        #expect(svg.contains(">Hello</text>"))
        #expect(svg.contains("font-family=\"SFProText-Regular, 'SF Pro Text', sans-serif\""))
        #expect(svg.contains("inkscape:label=\"section-1/row-1/title\""))
        // Cairo's SVG stays the default: glyphs as outlines, no <text>.
        let outlines = try CLITests.run(["render", "one.json", "-o", "outlines.svg"], in: dir)
        #expect(outlines.status == 0, "\(outlines.stderr)")
        let cairo = try String(contentsOf: dir.appendingPathComponent("outlines.svg"), encoding: .utf8)
        #expect(!cairo.contains("<text"))
        let misplaced = try CLITests.run(["render", "one.json", "-o", "x.svg", "--svg-font", "Inter=SF Pro Text"], in: dir)
        #expect(misplaced.status != 0)
        #expect(misplaced.stderr.contains("--svg-font names the fonts of an editable SVG; add --svg editable"))
        let malformed = try CLITests.run(["render", "one.json", "-o", "y.svg", "--svg", "editable", "--svg-font", "Inter"], in: dir)
        #expect(malformed.stderr.contains("--svg-font wants FAMILY=REPLACEMENT"))
    }
}
