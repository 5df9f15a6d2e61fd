import TableMockScene

/// UICollectionView's lists (iOS 14 and later) as one unit: the outline (rows with
/// `children`, shown indented under an `expanded` row), collapsible section headers, the
/// outline disclosure chevron that turns, and the sidebar appearance (`table.style: sidebar`
/// and `sidebarPlain`): its selection, headers and symbols. Sizes and colours are the theme's
/// `lists` group; the era's look is `ListsLook` (`theme.looks.lists`). Docs/Lists.md.

// MARK: The outline, flattened for layout

/// A table's sections as they are drawn: each open row followed by its children (to any
/// depth), each child a level deeper (`RowSpec.outlineLevel`); a collapsed section without
/// rows. Layout items, the lint and check's diff number rows in this order.
public struct DisplayedSections: Sendable {
    public var sections: [SectionSpec]
    /// Each displayed row's JSON pointer in the spec (`/table/sections/0/rows/2/children/1`);
    /// nil when the table has no outline (a row's pointer is then its place).
    public var pointers: [[String]]?

    public func pointer(section s: Int, row r: Int) -> String {
        pointers?[s][r] ?? "/table/sections/\(s)/rows/\(r)"
    }
}

extension TableSpec {
    /// The table has an outline to flatten: a collapsible header or a row with children.
    public var hasOutline: Bool {
        sections.contains { section in section.header?.collapsible == true || section.rows.contains { $0.children != nil } }
    }

    /// The sections as drawn (`DisplayedSections`); the sections themselves when there is no
    /// outline, so a table without one costs a scan.
    public var displayed: DisplayedSections {
        guard hasOutline else { return DisplayedSections(sections: sections, pointers: nil) }
        var out: [SectionSpec] = []
        var pointers: [[String]] = []
        out.reserveCapacity(sections.count)
        for (s, section) in sections.enumerated() {
            var shown = section
            var rows: [RowSpec] = []
            var paths: [String] = []
            if !section.isCollapsed {
                for (r, row) in section.rows.enumerated() {
                    Self.append(row, level: 0, pointer: "/table/sections/\(s)/rows/\(r)", rows: &rows, pointers: &paths)
                }
            }
            shown.rows = rows
            out.append(shown)
            pointers.append(paths)
        }
        return DisplayedSections(sections: out, pointers: pointers)
    }

    /// A row and, when it is open, its children after it (their depth is bounded by the decoder).
    private static func append(_ row: RowSpec, level: Int, pointer: String, rows: inout [RowSpec], pointers: inout [String]) {
        var shown = row
        shown.outlineLevel = UInt8(clamping: level)
        rows.append(shown)
        pointers.append(pointer)
        guard row.expanded, let children = row.children else { return }
        for (i, child) in children.enumerated() {
            append(child, level: level + 1, pointer: pointer + "/children/\(i)", rows: &rows, pointers: &pointers)
        }
    }
}

extension RowSpec {
    /// The row expands into children: it shows the outline disclosure chevron.
    public var hasChildren: Bool { children?.isEmpty == false }
}

// MARK: The outline disclosure chevron

extension TableLayoutEngine {
    /// The sidebar appearance (regular width: an iPad, or a column of a custom width).
    var isSidebar: Bool { tableStyle.isSidebar }

    /// The style a spec's table is drawn in on its device: on an iPhone (compact width)
    /// UIKit draws the sidebar as `insetGrouped` and the plain sidebar as `plain`.
    static func drawnStyle(_ style: TableStyle, device: Device) -> TableStyle {
        guard case .named(let name) = device, DeviceCatalog.model(named: name)?.isPhone == true else { return style }
        switch style {
        case .sidebar: return .insetGrouped
        case .sidebarPlain: return .plain
        case .plain, .grouped, .insetGrouped: return style
        }
    }

    /// The chevron of a collapsible header or an outline row, in a square box of the theme's size.
    func outlineDisclosure(expanded: Bool, color: ColorRole) -> OutlineDisclosureGlyph {
        OutlineDisclosureGlyph(color: theme[color], lineWidth: theme[.outlineDisclosureStrokeWidth], expanded: expanded)
    }

    /// A collapsible header's chevron part: its box's trailing edge at `right`, centred on `midY`.
    func headerDisclosurePart(_ header: HeaderFooter, right: Double, midY: Double) -> LayoutPart {
        let size = theme[.outlineDisclosureSize]
        return LayoutPart(kind: .outlineDisclosure, frame: Rect(x: right - size, y: midY - size / 2, width: size, height: size),
                          glyph: outlineDisclosure(expanded: !header.collapsed, color: .headerDisclosure))
    }

    /// A sidebar's section header: the section's title in the sidebar's header style at the
    /// content's start, and, when collapsible, its chevron at the trailing edge (render 01:
    /// bold 22-pt titles 24 pt in, 56-pt headers, tinted chevrons 25 pt from the column's edge).
    func sidebarHeader(_ hf: HeaderFooter, section s: Int, y: Double) -> LayoutItem {
        let height = s == 0 ? theme[.sidebarHeaderHeightFirst] : theme[.sidebarHeaderHeight]
        let x = rowMinX + margin
        var parts: [LayoutPart] = []
        let lh = lineHeight(.sidebarHeader)
        let fromBottom = theme[.sidebarHeaderBaselineFromBottom]
        let top = fromBottom > 0 ? y + height - fromBottom - ctx.measurer.metrics(of: style(.sidebarHeader).font).ascent
                                 : y + (height - lh) / 2 + theme[.sidebarHeaderTextDrop]
        var right = rowMaxX - margin
        if hf.collapsible {
            let chevronRight = rowMaxX - theme[.sidebarDisclosureTrailingInset]
            let m = ctx.measurer.metrics(of: style(.sidebarHeader).font)
            // Centred on the title's capitals (render 01: chevron and caps share their middle).
            let capMid = top + m.ascent - 0.35 * style(.sidebarHeader).font.size
            parts.append(headerDisclosurePart(hf, right: chevronRight, midY: capMid))
            right = chevronRight - theme[.outlineDisclosureSize] - theme[.outlineDisclosureTextGap]
        }
        if var image = placedImage(hf.image, place: .content) {
            var size = image.size
            if size.height > height { size = Size(width: size.width * height / size.height, height: height); image = image.resized(to: size) }
            parts.insert(image.part(kind: .image, frame: Rect(x: x, y: snap(y + (height - size.height) / 2), width: size.width,
                                                              height: size.height)), at: 0)
        }
        let textX = parts.first { $0.kind == .image }.map { $0.frame.maxX + theme[.sidebarImageTextGap] } ?? x
        if let text = hf.text, !text.isEmpty {
            let width = max(right - textX, 0)
            let block = textBlock(text, role: .sidebarHeader, x: textX, top: top, width: width, maxLines: 1)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: textX, y: top, width: width, height: lh), text: block))
        }
        return LayoutItem(kind: .sectionHeader, section: s, frame: Rect(x: 0, y: y, width: canvasWidth, height: snap(y + height) - y),
                          parts: parts)
    }
}

extension CellLayout {
    /// A row with children: its outline disclosure chevron at the trailing edge, the row's
    /// accessory (a count) before it.
    static func outlineDisclosure(for row: RowSpec, engine: TableLayoutEngine) -> Trailing {
        let theme = engine.theme
        let size = theme[.outlineDisclosureSize]
        return Trailing(kind: .outlineDisclosure, size: Size(width: size, height: size),
                        inset: engine.isSidebar ? theme[.sidebarDisclosureTrailingInset] : theme[.outlineDisclosureTrailingInset],
                        glyph: engine.outlineDisclosure(expanded: row.expanded, color: .outlineDisclosure))
    }

    /// A sidebar row's fill: the selection (the tint while its column has the focus, else
    /// grey) or the tap highlight, a rounded rectangle inset from the column's sides (iOS 26:
    /// a capsule); nil for a row at rest, which shows the sidebar's background.
    func sidebarFill() -> Fill? {
        let theme = engine.theme
        if row.selected {
            return .solid(engine.spec.table.focused ? theme[.sidebarSelectedBackground] : theme[.sidebarUnfocusedSelectedBackground])
        }
        return row.highlighted ? .solid(theme[.sidebarHighlightedBackground]) : nil
    }

    /// The corner radius of a sidebar row's fill, by the era's look.
    var sidebarCornerRadius: Double {
        switch engine.theme.looks.lists {
        case .none, .ios14: engine.theme[.sidebarSelectionCornerRadius]
        case .ios26: height / 2
        }
    }

    /// A selected sidebar row's content in the selection's text colour: white on the tint
    /// (its symbols too), or the unfocused selection's colour (symbols keep the tint).
    func sidebarSelectionColoured(_ content: [LayoutPart]) -> [LayoutPart] {
        guard row.selected else { return content }
        let theme = engine.theme
        let focused = engine.spec.table.focused
        let color = focused ? theme[.sidebarSelectedText] : theme[.sidebarUnfocusedSelectedText]
        return content.map { part in
            var p = part.recoloured(color)
            if focused, var symbol = p.symbol, symbol.background == nil {
                symbol.color = .solid(color)
                p.symbol = symbol
            }
            return p
        }
    }
}

/// The outline disclosure (UICellAccessory.outlineDisclosure): a chevron pointing forward
/// while its row or section is closed, turned a quarter down while it is open. Its ink spans
/// the box's side across the chevron and 7/12 of it along (render 01: 12 x 7 pt pointing down).
struct OutlineDisclosureGlyph: LineGlyph {
    var color: Color
    var lineWidth: Double
    var expanded: Bool

    var name: String { expanded ? "outlineDisclosure(expanded)" : "outlineDisclosure(collapsed)" }
    /// Closed, it points along the reading direction; open (down) it is the same mirrored.
    var flipsRightToLeft: Bool { true }
    func recoloured(_ color: Color) -> Self { Self(color: color, lineWidth: lineWidth, expanded: expanded) }

    func nodes(in f: Rect) -> [SceneNode] {
        let side = min(f.width, f.height)
        let depth = side * 7 / 12
        let half = lineWidth / 2
        let points: [Point]
        if expanded {
            let top = f.midY - depth / 2, bottom = f.midY + depth / 2
            points = [Point(x: f.midX - side / 2 + half, y: top + half), Point(x: f.midX, y: bottom - half),
                      Point(x: f.midX + side / 2 - half, y: top + half)]
        } else {
            let left = f.midX - depth / 2, right = f.midX + depth / 2
            points = [Point(x: left + half, y: f.midY - side / 2 + half), Point(x: right - half, y: f.midY),
                      Point(x: left + half, y: f.midY + side / 2 - half)]
        }
        return [.stroke(.path(.polyline(points)), Stroke(color: color, width: lineWidth, cap: .round, join: .round))]
    }
}
