import TableMockScene

/// The reorder grip a row shows while the table is editing (`showsReorderControl`), at its
/// trailing edge in place of the accessory. Sizes and colours are the theme's `reorder…` keys.
extension CellLayout {
    static func reorderGrip(engine: TableLayoutEngine) -> Trailing {
        let theme = engine.theme
        // Bars whole pixels thick and apart (the frame's top is snapped too), so they
        // stay sharp at every scale, as UIKit's are.
        let thickness = max(engine.snap(theme[.reorderBarThickness]), engine.pixel)
        let spacing = max(engine.snap(theme[.reorderBarSpacing]), thickness + engine.pixel)
        return Trailing(kind: .reorderControl,
                        size: Size(width: theme[.reorderGripWidth], height: 2 * spacing + thickness),
                        inset: theme[.reorderTrailingInset],
                        glyph: ReorderGripGlyph(color: theme[.reorderControl], barThickness: thickness, barSpacing: spacing))
    }
}

/// Three horizontal bars `barSpacing` apart. Symmetric: not mirrored.
struct ReorderGripGlyph: Glyph {
    var color: Color
    var barThickness: Double
    var barSpacing: Double

    var name: String { "reorderGrip" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        (-1...1).map { i in
            let cy = f.midY + Double(i) * barSpacing
            return .fill(.rect(Rect(x: f.minX, y: cy - barThickness / 2, width: f.width, height: barThickness)), .solid(color))
        }
    }
}
