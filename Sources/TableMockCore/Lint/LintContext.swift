import TableMockScene

/// What a lint rule sees: the prepared spec (model, resolved theme, where each value was
/// written) and the layout computed with the real text measurer.
public struct LintContext: Sendable {
    public var prepared: PreparedSpec
    public var layout: TableLayout

    /// Every row of every section, in order: built once, as most rules walk it (a
    /// 100,000-row spec made each rule copy every row).
    public let rows: [Row]

    public init(prepared: PreparedSpec, layout: TableLayout) {
        // The rules read the spec's own table: a split view's columns and a sheet's screens
        // are laid out as screens of their own, their items not the top level's.
        var own = layout
        if layout.items.contains(where: { $0.region != nil }) { own.items.removeAll { $0.region != nil } }
        self.prepared = prepared; self.layout = own
        rows = prepared.spec.table.sections.enumerated().flatMap { s, section in
            section.rows.enumerated().map { r, row in Row(section: s, index: r, spec: row) }
        }
    }

    public var spec: Spec { prepared.spec }
    public var table: TableSpec { prepared.spec.table }
    public var theme: Theme { prepared.theme }
    public var file: String { prepared.file }

    /// Where `pointer` was written, else where its closest written ancestor was (a default
    /// value has no place of its own).
    public func location(of pointer: String) -> SourceLocation? {
        var p = Substring(pointer)
        while true {
            if let l = prepared.decoded.locations[String(p)] { return l }
            guard let slash = p.lastIndex(of: "/") else { return nil }
            p = p[..<slash]
        }
    }

    /// One row of the spec with its place.
    public struct Row: Sendable {
        public var section: Int
        public var index: Int
        public var spec: RowSpec
        public var pointer: String { "/table/sections/\(section)/rows/\(index)" }
    }

    /// The cell items the layout kept (the visible rows).
    public var cells: [LayoutItem] { layout.items.filter { $0.kind == .cell } }

    /// The device's screen height in points (the canvas of `height: content` grows instead).
    public var screenHeight: Double { DeviceCatalog.screen(for: spec.device, orientation: spec.orientation).size.height }

    /// True when the table draws its rows (not the loading state).
    public var showsRows: Bool { table.loading == nil }
}
