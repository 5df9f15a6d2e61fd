import TableMockScene

/// A UITextField in a row's content (`field`): a form row's title, then the field, the
/// fields of a section lined up after its widest title. A slider's row (Slider.swift) shares
/// the title's layout here. Sizes and colours are the theme's `textField…` keys.
extension CellLayout {
    /// A row holding a text field or a slider: the title on the left (a text field's
    /// starting after the widest title of the section's field rows, so their fields line
    /// up), the field or slider filling the rest; a slider's row may show its value as the
    /// detail at the trailing end.
    func controlRow(in frame: Rect, width: Double) -> [LayoutPart] {
        let theme = engine.theme
        let role: TextRole = row.style == .value1 ? .value1Title
            : row.style == .subtitle ? .subtitleTitle : engine.isGroupedLook ? .groupedCellTitle : .cellTitle
        var parts: [LayoutPart] = []
        var x0 = textX
        if let title = row.title {
            let font = engine.style(role).font
            let column = min(row.field != nil ? fieldTitleColumn(role: role) : engine.fitter.width(title, font), width / 2)
            let lh = engine.lineHeight(role)
            let top = frame.minY + (frame.height - lh) / 2 + theme[.cellLabelOffset]
            let block = engine.textBlock(title, role: role, x: textX, top: top, width: column, maxLines: 1, truncation: row.truncation)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: top, width: column, height: lh), text: block))
            x0 = textX + column + (row.field != nil ? theme[.textFieldGap] : theme[.sliderGap])
        }
        var x1 = textRight
        if row.slider != nil, let detail = row.detail, !detail.isEmpty {
            let ds = engine.style(.value1Detail)
            let dm = engine.ctx.measurer.metrics(of: ds.font)
            let w = min(engine.fitter.width(detail, ds.font), width / 4)
            let top = frame.minY + (frame.height - dm.lineHeight) / 2 + theme[.cellLabelOffset]
            let block = engine.textBlock(detail, role: .value1Detail, x: textRight - w, top: top, width: w, maxLines: 1,
                                         alignment: .right, truncation: row.truncation)
            parts.append(LayoutPart(kind: .detail, frame: Rect(x: textRight - w, y: top, width: w, height: dm.lineHeight), text: block))
            x1 = textRight - w - theme[.sliderDetailGap]
        }
        if let field = row.field {
            let st = engine.style(.textField)
            let lh = engine.lineHeight(.textField)
            let top = frame.minY + (frame.height - lh) / 2 + theme[.cellLabelOffset]
            let typed = field.text ?? ""
            // A secure field shows a bullet for each character typed.
            let shown = typed.isEmpty ? (field.placeholder ?? "") : field.secure ? String(repeating: "•", count: typed.count) : typed
            let w = max(x1 - x0, 0)
            var block = engine.textBlock(shown, role: .textField, x: x0, top: top, width: w, maxLines: 1, truncation: .tail)
            if typed.isEmpty { block.color = theme[.placeholderText] } else { block.color = st.color }
            parts.append(LayoutPart(kind: .textField, frame: Rect(x: x0, y: top, width: w, height: lh), text: block))
        }
        if let slider = row.slider { parts += sliderParts(slider, in: frame, from: x0, to: x1) }
        return parts
    }

    /// The widest title of the text-field rows near this one in its section (50 rows either
    /// side, so a huge form stays linear), where their fields start.
    func fieldTitleColumn(role: TextRole) -> Double {
        let rows = engine.sections[section].rows
        let font = engine.style(role).font
        let range = max(0, index - 50)..<min(rows.count, index + 51)
        return rows[range].filter { $0.field != nil }.compactMap(\.title).map { engine.fitter.width($0, font) }.max() ?? 0
    }
}
