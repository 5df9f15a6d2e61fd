import TableMockScene

/// What a lint rule sees: the prepared spec (model, resolved theme, where each value was
/// written) and the layout computed with the real text measurer.
public struct LintContext: Sendable {
    public var prepared: PreparedSpec
    public var layout: TableLayout

    /// Every row of every section as drawn, in order: built once, as most rules walk it (a
    /// 100,000-row spec made each rule copy every row). An outline's open children are rows
    /// here, after their parent; a collapsed section has none (Outline.swift).
    public let rows: [Row]
    /// The spec's table with its sections as drawn, so a layout item's section and row
    /// index into it (`table.sections[s].rows[r]`); the spec's own is `spec.table`.
    public let table: TableSpec
    /// The spec pointers of the rows as drawn (nil: no outline, a row's place is its pointer).
    private let pointers: [[String]]?

    /// `region`: the screen of a composed layout the rules read (a split view's column, the
    /// screen under a sheet), whose spec `prepared` is; nil for the spec's own screen, which
    /// for a sheet is the sheet (its bars and table are the spec's own).
    /// The screen of a composed layout the rules read (nil: the spec's own).
    public let region: ScreenRegion?

    public init(prepared: PreparedSpec, layout: TableLayout, region: ScreenRegion? = nil) {
        self.region = region
        // The rules read one screen's table: a split view's columns and a sheet's screens
        // are laid out as screens of their own, each linted as one (Linter.screens).
        var own = layout
        if layout.items.contains(where: { $0.region != nil }) {
            own.items.removeAll { item in
                if let region { return item.region != region }
                return item.region != nil && item.region != .sheet
            }
        }
        self.prepared = prepared; self.layout = own
        let displayed = prepared.spec.table.displayed
        var table = prepared.spec.table
        table.sections = displayed.sections
        self.table = table
        pointers = displayed.pointers
        // A row's pointer is spelled out when a rule asks for it (a finding), unless the
        // outline moved the row from its place: 100,000 rows are 100,000 strings.
        var rows: [Row] = []
        rows.reserveCapacity(displayed.sections.reduce(0) { $0 + $1.rows.count })
        for s in displayed.sections.indices {
            let sectionRows = displayed.sections[s].rows
            let sectionPointers = displayed.pointers?[s]
            for r in sectionRows.indices {
                rows.append(Row(section: s, index: r, spec: sectionRows[r], outlinePointer: sectionPointers?[r]))
            }
        }
        self.rows = rows
    }

    public var spec: Spec { prepared.spec }

    /// Where the row a layout item shows (section `s`, row `r` as drawn) is written in the spec.
    public func rowPointer(section s: Int, row r: Int) -> String {
        pointers?[s][r] ?? "/table/sections/\(s)/rows/\(r)"
    }
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
        /// Its place among its section's rows as drawn.
        public var index: Int
        public var spec: RowSpec
        /// Where an outline's row is written, when the outline moved it from its place.
        var outlinePointer: String?
        /// Where it is written in the spec (a child: `/table/sections/0/rows/2/children/1`).
        public var pointer: String { outlinePointer ?? "/table/sections/\(section)/rows/\(index)" }
    }

    /// The cell items the layout kept (the visible rows).
    public var cells: [LayoutItem] { layout.items.filter { $0.kind == .cell } }

    /// The device's screen height in points (the canvas of `height: content` grows instead).
    public var screenHeight: Double { DeviceCatalog.screen(for: spec.device, orientation: spec.orientation).size.height }

    /// True when the table is drawn as a sidebar (a sidebar style on an iPad or a column;
    /// on an iPhone UIKit draws it as an inset grouped or plain list).
    public var drawsSidebar: Bool { TableLayoutEngine.drawnStyle(table.style, device: spec.device).isSidebar }

    /// True for a split view's primary or supplementary column: its selection says what the
    /// column after it shows, so it stays.
    public var drivesNextColumn: Bool { region == .primary || region == .supplementary }

    /// True when the table draws its rows (not the loading state).
    public var showsRows: Bool { table.loading == nil }
}
