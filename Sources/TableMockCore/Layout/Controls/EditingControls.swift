import TableMockScene

/// A row's control while the table is editing (`table.editing`): the round delete or
/// insert control (its bar turned vertical while the row's Delete confirmation shows), or
/// with `allowsMultipleSelectionDuringEditing` a selection circle, in the row's leading
/// margin. Sizes and colours are the theme's `editing…`, `deleteControl`, `insertControl`
/// and `selectionCircle…` keys.
extension CellLayout {
    /// The glyph at a row's leading edge while editing, and the circle's size and place.
    struct EditingControl {
        var glyph: any Glyph
        var diameter: Double
        /// From the row's leading edge (inside the safe area) to the circle.
        var leading: Double
    }

    /// The row's editing control; nil when the table is not editing or the row has none.
    static func editingControl(_ row: RowSpec, engine: TableLayoutEngine) -> EditingControl? {
        let theme = engine.theme
        guard engine.spec.table.editing else { return nil }
        if engine.spec.table.allowsMultipleSelectionDuringEditing {
            // Multiple selection while editing: a circle per row, filled and checked when selected.
            return EditingControl(glyph: SelectionCircleGlyph(selected: row.selected, ring: theme[.selectionCircleRing],
                                                              ringWidth: theme[.selectionCircleRingWidth], fill: theme[.selectionCircleFill],
                                                              check: theme[.selectionCircleCheck]),
                                  diameter: theme[.selectionCircleDiameter], leading: theme[.selectionCircleLeading])
        }
        guard row.editingStyle != .none else { return nil }
        let isDelete = row.editingStyle == .delete
        return EditingControl(glyph: EditingControlGlyph(style: row.editingStyle, vertical: isDelete && row.deleteConfirmation != nil,
                                                         fill: isDelete ? theme[.deleteControl] : theme[.insertControl],
                                                         mark: theme[.editingControlGlyph], markLength: theme[.editingGlyphLength],
                                                         markThickness: theme[.editingGlyphThickness]),
                              diameter: theme[.editingControlDiameter], leading: theme[.editingControlLeading])
    }

    /// The editing control's part, centred on a row whose top is `y`.
    func editingControlPart(y: Double) -> LayoutPart? {
        guard let control = editingControl else { return nil }
        let d = control.diameter
        return LayoutPart(kind: .editingControl,
                          frame: Rect(x: rowMinX + engine.safeContentInset + control.leading, y: y + (height - d) / 2, width: d, height: d),
                          glyph: control.glyph)
    }
}

/// The round editing control: red with a bar (delete, turned vertical while the Delete
/// button shows) or green with a plus (insert). A mark: not mirrored.
struct EditingControlGlyph: Glyph {
    var style: EditingStyle
    var vertical: Bool
    var fill: Color
    var mark: Color
    var markLength: Double
    var markThickness: Double

    var name: String { style.rawValue + (vertical ? "(confirming)" : "") }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        let (length, thickness) = (markLength, markThickness)
        let bar = vertical
            ? Rect(x: f.midX - thickness / 2, y: f.midY - length / 2, width: thickness, height: length)
            : Rect(x: f.midX - length / 2, y: f.midY - thickness / 2, width: length, height: thickness)
        var nodes: [SceneNode] = [.fill(.ellipse(f), .solid(fill)), .fill(.rect(bar), .solid(mark))]
        if style == .insert {
            nodes.append(.fill(.rect(Rect(x: f.midX - thickness / 2, y: f.midY - length / 2, width: thickness, height: length)),
                               .solid(mark)))
        }
        return nodes
    }
}

/// Multiple selection while editing: an empty ring, or a filled circle with a check.
struct SelectionCircleGlyph: Glyph {
    var selected: Bool
    var ring: Color
    var ringWidth: Double
    var fill: Color
    var check: Color

    var name: String { selected ? "selectionCircle(selected)" : "selectionCircle" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        let circle = f.centredSquare, d = circle.width
        guard selected else {
            return [.stroke(.ellipse(circle.insetBy(dx: ringWidth / 2, dy: ringWidth / 2)), Stroke(color: ring, width: ringWidth))]
        }
        let path = Path.polyline([Point(x: circle.minX + d * 0.28, y: circle.minY + d * 0.52),
                                  Point(x: circle.minX + d * 0.44, y: circle.minY + d * 0.67),
                                  Point(x: circle.minX + d * 0.72, y: circle.minY + d * 0.36)])
        return [.fill(.ellipse(circle), .solid(fill)),
                .stroke(.path(path), Stroke(color: check, width: d * 0.09, cap: .round, join: .round))]
    }
}
