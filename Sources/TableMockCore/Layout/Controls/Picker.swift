import Foundation
import TableMockScene

/// A picker in a row (`picker`): UIPickerView's wheel of values, UIDatePicker's month, day
/// and year wheels, its inline calendar and its compact date button (iOS 14 and later), in
/// the era's look (`PickerLook`). A wheel or the calendar fills its row; the compact button
/// sits at the row's trailing end after its title. Every size and colour is the theme's
/// `picker` group; the wheel's rows lie on a drum of `pickerDrumRadius`: a row `k` rows from
/// the middle is turned `k · pitch / radius` away, drawn at the cosine of that angle (smaller,
/// and fainter down to `pickerFadeMinimum`) at the sine of it from the middle.
extension CellLayout {
    /// The symbols the inline calendar draws (loaded with the spec's images).
    static let calendarSymbols = ["chevron.left", "chevron.right"]

    /// A date picker's style in this theme: the spec's, else the compact button where the
    /// era has it (iOS 14 and later), else wheels.
    static func dateStyle(_ style: DatePickerStyle?, theme: Theme) -> DatePickerStyle {
        style ?? (theme.looks.picker == .ios14 ? .compact : .wheels)
    }

    /// The row's height when a picker fills it (a wheel, the inline calendar); nil for a row
    /// without one or with the compact button (a row of the usual height).
    static func pickerRowHeight(_ row: RowSpec, engine: TableLayoutEngine) -> Double? {
        guard let picker = row.picker else { return nil }
        let theme = engine.theme
        switch picker {
        case .values: return theme[.pickerHeight]
        case .date(_, let style):
            switch dateStyle(style, theme: theme) {
            case .wheels: return theme[.pickerHeight]
            case .compact: return nil
            case .inline: return engine.snap(calendarHeight(engine: engine))
            }
        }
    }

    /// The inline calendar's height: padding, the month header, the weekday line and six
    /// weeks (every month, so the row keeps its height), each at least as tall as its text.
    static func calendarHeight(engine: TableLayoutEngine) -> Double {
        let theme = engine.theme
        return 2 * theme[.calendarPadding] + max(theme[.calendarHeaderHeight], engine.lineHeight(.calendarMonth))
            + max(theme[.calendarWeekdayHeight], engine.lineHeight(.calendarWeekday)) + 6 * calendarWeekPitch(engine: engine)
    }

    static func calendarWeekPitch(engine: TableLayoutEngine) -> Double {
        max(engine.theme[.calendarWeekPitch], engine.theme[.calendarSelectionDiameter], engine.lineHeight(.calendarDaySelected))
    }

    /// The compact date button at a row's trailing end.
    static func dateButton(_ date: PickerDate, engine: TableLayoutEngine) -> Trailing {
        let theme = engine.theme
        let text = date.mediumText
        let h = max(theme[.dateButtonHeight], engine.lineHeight(.dateButton))
        let w = min(engine.textWidth(text, role: .dateButton) + 2 * theme[.dateButtonPadding], (engine.rowMaxX - engine.rowMinX) * 2 / 3)
        return Trailing(kind: .accessory, size: Size(width: w, height: h), inset: theme[.accessoryTextTrailingInset],
                        parts: { frame in
            var button = engine.centredLine(text, role: .dateButton, kind: .dateButton,
                                            in: frame.insetBy(dx: theme[.dateButtonPadding], dy: 0))
            button.frame = frame
            button.glyph = DateButtonGlyph(fill: theme[.dateButtonFill], radius: theme[.dateButtonCornerRadius], text: text)
            return [button]
        })
    }

    /// The parts of a picker that fills the row (`frame`): its wheels or its calendar.
    func pickerParts(_ picker: PickerSpec, in frame: Rect) -> [LayoutPart] {
        let box = Rect(x: rowMinX, y: frame.minY, width: rowMaxX - rowMinX, height: frame.height)
        switch picker {
        case .values(let values, let selected):
            return wheelParts([WheelColumn(values: values, selected: selected, wraps: false)], in: box,
                              name: "picker(\(values.count) values, selected \(quoted(values[selected])))")
        case .date(let date, let style):
            switch Self.dateStyle(style, theme: engine.theme) {
            case .inline: return calendarParts(date, in: box)
            case .compact, .wheels:
                let days = PickerDate.daysIn(month: date.month, year: date.year)
                let years = (date.year - 3...date.year + 3).filter { (1...9999).contains($0) }
                let columns = [
                    WheelColumn(values: PickerDate.monthNames, selected: date.month - 1, wraps: true),
                    WheelColumn(values: (1...days).map(String.init), selected: date.day - 1, wraps: true),
                    // The years around it that a date may have (1 to 9999).
                    WheelColumn(values: years.map(String.init), selected: years.firstIndex(of: date.year) ?? 0, wraps: false),
                ]
                return wheelParts(columns, in: box, name: "datePicker(wheels, \(date))")
            }
        }
    }

    /// One wheel of a picker: its values, the selected one, and whether it turns round (a
    /// date's months and days do; a list of values and the years stop at their ends).
    struct WheelColumn {
        var values: [String]
        var selected: Int
        var wraps: Bool
    }

    /// The wheels side by side in `box`: the drum and its frame (the `picker` part), each
    /// visible row (`pickerRow` parts), the selection drawn over them (`pickerSelection`).
    func wheelParts(_ columns: [WheelColumn], in box: Rect, name: String) -> [LayoutPart] {
        let theme = engine.theme
        let look = theme.looks.picker
        let inner = box.insetBy(dx: theme[.pickerFrameWidth], dy: theme[.pickerFrameWidth])
        let dividers = Double(columns.count - 1) * theme[.pickerDividerWidth]
        // Each wheel as wide as its widest value, the room left shared evenly.
        let rowFont = engine.style(.pickerRowSelected).font
        let natural = columns.map { c in c.values.map { engine.fitter.width($0, rowFont) }.max() ?? 0 }
        let extra = max(inner.width - dividers - natural.reduce(0, +), 0) / Double(columns.count)
        let scale = min(1, max(inner.width - dividers, 0) / max(natural.reduce(0, +), 1))
        var spans: [(x: Double, width: Double)] = []
        var x = inner.minX
        for w in natural {
            let width = w * scale + extra
            spans.append((x, width))
            x += width + theme[.pickerDividerWidth]
        }
        let selectionHeight = theme[.pickerSelectionHeight]
        var parts: [LayoutPart] = []
        var wheel = LayoutPart(kind: .picker, frame: box)
        wheel.glyph = PickerGlyph(look: look, layer: .under, name: name, inner: inner.offsetBy(dx: -box.minX, dy: -box.minY),
                                  spans: spans.map { ($0.x - box.minX, $0.width) }, selectionHeight: selectionHeight,
                                  colors: PickerColors(theme: theme), cornerRadius: theme[.pickerSelectionCornerRadius],
                                  inset: theme[.pickerSelectionInset], line: engine.pixel)
        parts.append(wheel)

        let pitch = theme[.pickerRowPitch], radius = max(theme[.pickerDrumRadius], pitch)
        let fadeMinimum = min(max(theme[.pickerFadeMinimum], 0), 1)
        let reach = Int((Double.pi / 2 * radius / pitch).rounded(.up))
        for (c, column) in columns.enumerated() {
            let span = spans[c]
            for k in -reach...reach {
                var i = column.selected + k
                if column.wraps { i = ((i % column.values.count) + column.values.count) % column.values.count }
                guard column.values.indices.contains(i) else { continue }
                let angle = Double(k) * pitch / radius
                guard abs(angle) < Double.pi / 2 else { continue }
                let c = cos(angle)
                let centreY = inner.midY + radius * sin(angle)
                let role: TextRole = k == 0 ? .pickerRowSelected : .pickerRow
                let st = engine.style(role)
                var font = st.font
                font.size = st.font.size * c
                let m = engine.ctx.measurer.metrics(of: font)
                let h = m.lineHeight
                // Rows whose line box leaves the drum are not drawn (it turns them out of sight).
                guard centreY - h / 2 >= inner.minY, centreY + h / 2 <= inner.maxY else { continue }
                let text = engine.display(column.values[i], st)
                let wrapped = engine.fitter.wrap(text, font: font, width: max(span.width, 0), maxLines: 1, mode: .tail)
                let line = wrapped.lines.first ?? ""
                let w = engine.fitter.width(line, font)
                let top = centreY - h / 2
                let block = TextBlock(lines: [.init(text: line, origin: Point(x: span.x + (span.width - w) / 2, y: top + m.ascent))],
                                      font: font, color: st.color.withAlpha(st.color.alpha * (fadeMinimum + (1 - fadeMinimum) * c)),
                                      truncated: wrapped.truncated)
                parts.append(LayoutPart(kind: .pickerRow, frame: Rect(x: span.x, y: top, width: span.width, height: h), text: block))
            }
        }
        // Only the classic wheel draws over its rows (the shading and the glass bar).
        guard look == .ios2 else { return parts }
        var selection = LayoutPart(kind: .pickerSelection, frame: box)
        selection.glyph = PickerGlyph(look: look, layer: .over, name: "pickerSelection", inner: inner.offsetBy(dx: -box.minX, dy: -box.minY),
                                      spans: spans.map { ($0.x - box.minX, $0.width) }, selectionHeight: selectionHeight,
                                      colors: PickerColors(theme: theme), cornerRadius: theme[.pickerSelectionCornerRadius],
                                      inset: theme[.pickerSelectionInset], line: engine.pixel)
        parts.append(selection)
        return parts
    }

    /// The inline calendar (iOS 14 and later) in `box`: the month and year with a chevron
    /// after them and the previous and next chevrons at the trailing end, the weekday
    /// initials, and the month's days in seven columns, the selected one in a tinted circle.
    func calendarParts(_ date: PickerDate, in box: Rect) -> [LayoutPart] {
        let theme = engine.theme
        let pad = theme[.calendarPadding]
        let x0 = textX, x1 = textRight
        let width = max(x1 - x0, 0)
        var parts: [LayoutPart] = []
        let header = Rect(x: x0, y: box.minY + pad, width: width, height: max(theme[.calendarHeaderHeight], engine.lineHeight(.calendarMonth)))
        let tint = theme[.calendarSelection]
        let chevron = theme[.calendarChevronSize]
        func symbol(_ name: String, at f: Rect) -> LayoutPart? {
            guard case .symbol(let drawing, _)? = engine.placedImage(.symbol(SymbolImage(name: name)), place: .barButton(size: chevron, tint: tint)) else { return nil }
            var p = LayoutPart(kind: .calendarChevron, frame: f)
            p.symbol = drawing
            return p
        }
        let month = "\(PickerDate.monthNames[date.month - 1]) \(date.year)"
        let monthWidth = min(engine.textWidth(month, role: .calendarMonth), max(width - 3 * chevron - 2 * theme[.calendarChevronGap], 0))
        var title = engine.centredLine(month, role: .calendarMonth, kind: .calendarMonth,
                                       in: Rect(x: x0, y: header.minY, width: monthWidth, height: header.height))
        title.frame = Rect(x: x0, y: header.minY, width: monthWidth, height: header.height)
        parts.append(title)
        let cy = header.midY - chevron / 2
        if let p = symbol("chevron.right", at: Rect(x: x0 + monthWidth + chevron / 2, y: cy, width: chevron, height: chevron)) { parts.append(p) }
        if let p = symbol("chevron.left", at: Rect(x: x1 - 2 * chevron - theme[.calendarChevronGap], y: cy, width: chevron, height: chevron)) { parts.append(p) }
        if let p = symbol("chevron.right", at: Rect(x: x1 - chevron, y: cy, width: chevron, height: chevron)) { parts.append(p) }

        let column = width / 7
        let weekdayHeight = max(theme[.calendarWeekdayHeight], engine.lineHeight(.calendarWeekday))
        let weekdayTop = header.maxY
        for (i, name) in PickerDate.weekdayNames.enumerated() {
            parts.append(engine.centredLine(name, role: .calendarWeekday, kind: .weekday,
                                            in: Rect(x: x0 + Double(i) * column, y: weekdayTop, width: column, height: weekdayHeight)))
        }
        let pitch = Self.calendarWeekPitch(engine: engine)
        let first = PickerDate.weekday(year: date.year, month: date.month, day: 1)
        let days = PickerDate.daysIn(month: date.month, year: date.year)
        let d = theme[.calendarSelectionDiameter]
        for day in 1...days {
            let cell = first + day - 1
            let f = Rect(x: x0 + Double(cell % 7) * column, y: weekdayTop + weekdayHeight + Double(cell / 7) * pitch, width: column, height: pitch)
            let selected = day == date.day
            var part = engine.centredLine(String(day), role: selected ? .calendarDaySelected : .calendarDay, kind: .calendarDay, in: f)
            part.frame = f
            if selected {
                part.glyph = CalendarSelectionGlyph(color: tint.withAlpha(tint.alpha * min(max(theme[.calendarSelectionOpacity], 0), 1)),
                                                    diameter: d, day: day)
            }
            parts.append(part)
        }
        return parts
    }
}

/// A picker's colours, resolved.
struct PickerColors: Sendable {
    var background, frame, frameBottom, shade, divider, line, fill, fillBottom, border: Color
    init(theme: Theme) {
        background = theme[.pickerBackground]; frame = theme[.pickerFrame]; frameBottom = theme[.pickerFrameBottom]
        shade = theme[.pickerShade]; divider = theme[.pickerDivider]; line = theme[.pickerSelectionLine]
        fill = theme[.pickerSelectionFill]; fillBottom = theme[.pickerSelectionFillBottom]; border = theme[.pickerSelectionBorder]
    }
}

/// What a picker draws under its rows (`layer: under`: the classic frame and white drums with
/// dividers between them, iOS 7's hairlines, iOS 14's rounded band) or over them (`over`,
/// the classic look only: the edge shading and the glass bar). `inner` and `spans` are relative to the frame
/// (the drum inside the frame, each wheel's run across it), so a right-to-left screen mirrors
/// the wheels' order with the frame.
struct PickerGlyph: Glyph {
    enum Layer: Sendable { case under, over }
    var look: PickerLook
    var layer: Layer
    var name: String
    var inner: Rect
    var spans: [(x: Double, width: Double)]
    var selectionHeight: Double
    var colors: PickerColors
    var cornerRadius: Double
    var inset: Double
    var line: Double

    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
        let box = inner.offsetBy(dx: f.minX, dy: f.minY)
        let bar = Rect(x: f.minX, y: box.midY - selectionHeight / 2, width: f.width, height: selectionHeight)
        var nodes: [SceneNode] = []
        switch (look, layer) {
        case (.ios2, .under):
            ScenePainter.paint(.gradient(colors.frame, colors.frameBottom), in: f, shape: .rect(f), into: &nodes)
            for span in spans {
                nodes.append(.fill(.rect(Rect(x: f.minX + span.x, y: box.minY, width: span.width, height: box.height)), .solid(colors.background)))
            }
            for (a, b) in zip(spans, spans.dropFirst()) where colors.divider.alpha > 0 {
                let x = f.minX + a.x + a.width
                nodes.append(.fill(.rect(Rect(x: x, y: box.minY, width: f.minX + b.x - x, height: box.height)), .solid(colors.divider)))
            }
        case (.ios2, .over):
            // Each drum darkens towards its top and bottom edges, clear at the glass bar.
            for span in spans where colors.shade.alpha > 0 {
                let x = f.minX + span.x
                let top = Rect(x: x, y: box.minY, width: span.width, height: max(bar.minY - box.minY, 0))
                let bottom = Rect(x: x, y: bar.maxY, width: span.width, height: max(box.maxY - bar.maxY, 0))
                ScenePainter.paint(.gradient(colors.shade, colors.shade.withAlpha(0)), in: top, shape: .rect(top), into: &nodes)
                ScenePainter.paint(.gradient(colors.shade.withAlpha(0), colors.shade), in: bottom, shape: .rect(bottom), into: &nodes)
            }
            // The glass bar across the whole picker, lighter in its top half, with a rim.
            let gloss = LinearGradient(start: Point(x: bar.minX, y: bar.minY), end: Point(x: bar.minX, y: bar.maxY), stops: [
                GradientStop(offset: 0, color: colors.fill), GradientStop(offset: 0.5, color: colors.fill),
                GradientStop(offset: 0.5, color: colors.fillBottom), GradientStop(offset: 1, color: colors.fillBottom)])
            nodes.append(.fill(.rect(bar), .linearGradient(gloss)))
            if colors.border.alpha > 0 {
                nodes.append(.fill(.rect(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: line)), .solid(colors.border)))
                nodes.append(.fill(.rect(Rect(x: bar.minX, y: bar.maxY - line, width: bar.width, height: line)), .solid(colors.border)))
            }
        case (.ios7, .under):
            guard colors.line.alpha > 0 else { break }
            for y in [bar.minY, bar.maxY - line] {
                nodes.append(.fill(.rect(Rect(x: box.minX, y: y, width: box.width, height: line)), .solid(colors.line)))
            }
        case (.ios14, .under):
            guard colors.fill.alpha > 0 else { break }
            let band = Rect(x: box.minX + inset, y: bar.minY, width: max(box.width - 2 * inset, 0), height: selectionHeight)
            nodes.append(.fill(.roundedRect(band, radius: cornerRadius, corners: .all), .solid(colors.fill)))
        case (.ios7, .over), (.ios14, .over):
            break
        }
        return nodes
    }
}

/// The compact date button's grey rounded box (its date is the part's text).
struct DateButtonGlyph: Glyph {
    var fill: Color
    var radius: Double
    var text: String
    var name: String { "dateButton(\(text))" }
    var flipsRightToLeft: Bool { false }
    func nodes(in f: Rect) -> [SceneNode] {
        [.fill(.roundedRect(f, radius: min(radius, f.height / 2), corners: .all), .solid(fill))]
    }
}

/// The inline calendar's selected day: a circle of the tint, faint, behind the day.
struct CalendarSelectionGlyph: Glyph {
    var color: Color
    var diameter: Double
    var day: Int
    var name: String { "calendarSelection(\(day))" }
    var flipsRightToLeft: Bool { false }
    func nodes(in f: Rect) -> [SceneNode] {
        let d = min(diameter, f.width, f.height)
        return [.fill(.ellipse(Rect(x: f.midX - d / 2, y: f.midY - d / 2, width: d, height: d)), .solid(color))]
    }
}
