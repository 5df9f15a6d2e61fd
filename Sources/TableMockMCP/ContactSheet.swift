#if MCP
import Foundation
import MCP
import TableMock
import TableMockCairo
import TableMockCore
import TableMockScene

/// One spec over appearances × Dynamic Type sizes × layout directions × themes, as one
/// picture: each combination drawn through the pipeline at the sheet's scale, placed as an
/// image in a grid with its label under it, and the whole drawn as a Scene. The label's
/// font, colour and the sheet's background are the `ios13` theme's (grouped footer text on
/// the grouped background), so nothing here names a colour or a font.
struct ContactSheet {
    struct Cell: Sendable {
        var theme: String?
        var contentSizeCategory: ContentSizeCategory?
        var layoutDirection: LayoutDirection?
        var appearance: Appearance?

        var overrides: SpecOverrides {
            SpecOverrides(theme: theme, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
                          source: "the variants tool's arguments")
        }
    }

    struct Drawn: Sendable {
        var png: Data
        var width: Int
        var height: Int
        var labels: [String]
        var skipped: [String]
    }

    /// The pixels a label line and the gap between cells take, whatever the sheet's scale.
    static let labelPixels = 18.0
    static let gapPixels = 12.0
    static let labelTheme = "ios13"

    /// Draws the sheet on the calling render thread.
    static func draw(_ input: TableMockTools.SpecInput, cells: [Cell], device: String?, budget: PictureBudget,
                     session: RenderSession) throws -> Drawn {
        // The spec's own problems fail the whole call, with its lines.
        let base = try session.prepare(data: input.data, specURL: input.url, display: input.display,
                                       overrides: SpecOverrides(device: device, source: "the variants tool's arguments"))
        // Each combination prepared and laid out at scale 1 for its size; one a theme cannot
        // draw is left out with its reason.
        var ready: [(label: String, prepared: PreparedSpec, appearance: Appearance, size: Size)] = []
        var skipped: [String] = []
        for cell in cells {
            var overrides = cell.overrides
            overrides.device = device
            let label = Self.label(cell, base: base)
            do {
                var prepared = try session.prepare(data: input.data, specURL: input.url, display: input.display, overrides: overrides)
                let appearance = cell.appearance ?? prepared.theme.appearance
                prepared = try session.prepared(prepared, specURL: input.url, appearance: appearance)
                let engine = try session.engine(for: prepared.theme.fontFiles)
                let layout = try prepared.renderableLayout(measurer: engine, scaleOverride: 1)
                ready.append((label, prepared, appearance, Size(width: layout.canvas.width, height: layout.canvas.height)))
            } catch {
                var reason = (error as? DiagnosticError)?.diagnostics.first.map { d in d.message + (d.hint.map { "; \($0)" } ?? "") } ?? "\(error)"
                // The pipeline names the command line's flag; here the cell's label says it.
                for appearance in Appearance.allCases {
                    reason = reason.replacingOccurrences(of: " (asked for by --appearance \(appearance.rawValue))", with: "")
                }
                skipped.append("\(label): \(reason)")
            }
        }
        guard !ready.isEmpty else {
            throw TableMockTools.ToolFailure.lines(["error: no combination could be drawn"] + skipped)
        }
        // The grid: up to 4 columns; every cell as large as the largest.
        let columns = min(4, ready.count), rows = (ready.count + columns - 1) / columns
        let cellWidth = ready.map(\.size.width).max()!, cellHeight = ready.map(\.size.height).max()!
        func sheetSize(_ scale: Double) -> Size {
            let gap = gapPixels / scale, label = labelPixels * 1.5 / scale
            return Size(width: Double(columns) * cellWidth + Double(columns + 1) * gap,
                        height: Double(rows) * (cellHeight + label) + Double(rows + 1) * gap)
        }
        func fits(_ scale: Double) -> Bool {
            let size = sheetSize(scale)
            return budget.fits(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        }
        // The largest scale (in hundredths, at most 2) at which the sheet fits.
        let plain = sheetSize(1)
        var scale = min(2, Double(budget.maxSide) / max(plain.width, plain.height),
                        (Double(budget.maxPixels) / (plain.width * plain.height)).squareRoot())
        scale = (scale * 100).rounded(.down) / 100
        while scale > 0.05, !fits(scale) { scale -= 0.01 }
        guard scale > 0.05 else { throw TableMockTools.ToolFailure.lines(["error: the sheet is too large to show; ask for fewer combinations"]) }

        let sheetTheme = try session.themes.load(labelTheme, relativeTo: nil, appearance: .light)
        var labelStyle = sheetTheme[.groupedFooter]
        labelStyle.font.size = labelPixels / scale
        let gap = gapPixels / scale, labelHeight = labelPixels * 1.5 / scale
        var nodes: [SceneNode] = []
        for (index, cell) in ready.enumerated() {
            let column = index % columns, row = index / columns
            let x = gap + Double(column) * (cellWidth + gap)
            let y = gap + Double(row) * (cellHeight + labelHeight + gap)
            let variant = RenderVariant(scale: scale, appearance: cell.appearance, suffix: "")
            let rendered = try session.render(cell.prepared, specURL: input.url, RenderRequest(variant, .png))
            let png = rendered.pictures[variant, .png]
            guard let pixels = TableMockTools.pngSize(png) else { continue }
            let image = ImageData(bytes: png, format: .png, pixelSize: Size(width: Double(pixels.width), height: Double(pixels.height)),
                                  source: cell.label)
            nodes.append(.image(ImageNode(image: image, frame: Rect(x: x, y: y, width: cell.size.width, height: cell.size.height))))
            nodes.append(.text(TextRun(text: cell.label, font: labelStyle.font, color: labelStyle.color,
                                       origin: Point(x: x, y: y + cell.size.height + labelHeight * 0.75))))
        }
        let size = sheetSize(scale)
        let scene = Scene(size: size, scale: scale, background: sheetTheme[.groupedBackground], nodes: nodes,
                          metadata: SceneMetadata(title: "variants"))
        let engine = try session.engine(for: sheetTheme.fontFiles)
        let png = try SceneRenderer.render(scene, as: .png, engine: engine)
        let pixels = TableMockTools.pngSize(png) ?? (0, 0)
        return Drawn(png: png, width: pixels.width, height: pixels.height, labels: ready.map(\.label), skipped: skipped)
    }

    /// "ios7 · dark · AX3 · RTL": what a cell shows besides the spec's own.
    static func label(_ cell: Cell, base: PreparedSpec) -> String {
        var parts = [cell.theme ?? base.spec.theme, (cell.appearance ?? base.spec.appearance).rawValue]
        if let category = cell.contentSizeCategory ?? base.spec.contentSizeCategory { parts.append(category.rawValue) }
        if (cell.layoutDirection ?? base.spec.layoutDirection) == .rightToLeft { parts.append("rightToLeft") }
        return parts.joined(separator: " · ")
    }
}

extension TableMockTools {
    func variants(_ a: ToolArguments) async throws -> CallTool.Result {
        let appearances: [Appearance?] = try a.choices("appearances", Appearance.self) ?? [.light, .dark]
        let categories: [ContentSizeCategory?] = try a.choices("contentSizeCategories", ContentSizeCategory.self) ?? [nil]
        let directions: [LayoutDirection?] = try a.choices("layoutDirections", LayoutDirection.self) ?? [nil]
        let themes: [String?] = try a.strings("themes") ?? [nil]
        let device = try a.name("device", in: DeviceCatalog.names)
        var cells: [ContactSheet.Cell] = []
        for theme in themes {
            for category in categories {
                for direction in directions {
                    for appearance in appearances {
                        cells.append(ContactSheet.Cell(theme: theme, contentSizeCategory: category, layoutDirection: direction,
                                                       appearance: appearance))
                    }
                }
            }
        }
        let budget = self.budget, limit = configuration.maxVariantCells, combinations = cells
        return try await answering {
            guard combinations.count <= limit else {
                throw ToolFailure.lines(["error: \(combinations.count) combinations asked for; the limit is \(limit): ask for fewer themes, sizes, directions or appearances"])
            }
            let input = try specInput(a)
            let sheet = try await gate.run { session in
                try ContactSheet.draw(input, cells: combinations, device: device, budget: budget, session: session)
            }
            var lines = ["\(input.display): \(sheet.labels.count) variants, a \(sheet.width)×\(sheet.height) px contact sheet, left to right and top to bottom:"]
            lines += sheet.labels.map { "  " + $0 }
            if !sheet.skipped.isEmpty { lines.append("left out:"); lines += sheet.skipped.map { "  " + $0 } }
            return CallTool.Result(content: [.text(text: lines.joined(separator: "\n"), annotations: nil, _meta: nil),
                                             .image(data: sheet.png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)],
                                   structuredContent: Optional<Value>.some(["cells": .array(sheet.labels.map { .string($0) }),
                                                       "skipped": .array(sheet.skipped.map { .string($0) }),
                                                       "image": ["width": .int(sheet.width), "height": .int(sheet.height)]]),
                                   isError: false)
        }
    }
}
#endif
