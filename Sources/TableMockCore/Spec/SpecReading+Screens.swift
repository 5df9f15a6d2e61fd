/// Reading the screens made of screens: `splitView` (its columns) and `presentation` (a
/// sheet over another screen).
extension SpecReading {
    static let splitViewKeys = ["primary", "supplementary", "secondary", "displayMode", "primaryWidth", "supplementaryWidth"]
    /// A column is a screen of its own: its bars and its table.
    static let columnKeys = ["navigationBar", "toolbar", "table"]
    static let presentationKeys = ["style", "over", "grabber"]
    /// What a split view's columns hold, so the top level may not.
    static let columnOwnedKeys = ["table", "navigationBar", "toolbar", "tabBar"]

    func readSplitView(_ node: SourceNode, top: ObjectNode) -> SplitViewSpec? {
        guard let object = reader.object(node, keys: Self.splitViewKeys) else { return nil }
        var split = SplitViewSpec()
        for key in Self.columnOwnedKeys {
            if let n = top[key] {
                reader.error("a split view's columns hold the bars and tables: \(quoted(key)) belongs in a column", at: n,
                             hint: "move it into splitView.primary, splitView.supplementary or splitView.secondary")
            }
        }
        if let n = object["primary"] { split.primary = readColumn(n) }
        if let n = object["supplementary"] { split.supplementary = readColumn(n) }
        if let n = object["secondary"], let column = readColumn(n) {
            split.secondary = column
        } else if object["secondary"] == nil {
            reader.error("a split view needs \"secondary\", the column its other columns sit beside", at: node,
                         hint: "add \"secondary\": {\"navigationBar\": \"Detail\", \"table\": {…}}")
        }
        if split.supplementary != nil && split.primary == nil, let n = object["supplementary"] {
            reader.error("a supplementary column needs a primary column before it", at: n,
                         hint: "add \"primary\", or make this column the primary")
        }
        if let n = object["displayMode"], let v = reader.choice(n, what: "display mode", as: SplitDisplayMode.self) {
            split.displayMode = v
            if split.supplementary == nil && (v == .twoBesideSecondary || v == .twoOverSecondary) {
                reader.error("display mode \(quoted(v.rawValue)) shows two columns beside the secondary; this split view has no supplementary column",
                             at: n, hint: "use \"oneBesideSecondary\", or add \"supplementary\"")
            }
        }
        let widths = NumberRange.positive(atMost: SplitViewSpec.maxColumnWidth)
        if let n = object["primaryWidth"], let v = reader.number(n, what: "primaryWidth", in: widths) { split.primaryWidth = v }
        if let n = object["supplementaryWidth"], let v = reader.number(n, what: "supplementaryWidth", in: widths) {
            split.supplementaryWidth = v
        }
        return split
    }

    /// A column: `{navigationBar, toolbar, table}`.
    func readColumn(_ node: SourceNode) -> ColumnSpec? {
        guard let object = reader.object(node, keys: Self.columnKeys) else { return nil }
        var column = ColumnSpec()
        readChrome(object, into: &column.chrome)
        if let n = object["table"] { readTable(n, into: &column.table) }
        return column
    }

    /// `{style, over, grabber}`: `over` is a spec path (read when the spec is prepared) or an
    /// inline screen, read as a spec's top level.
    func readPresentation(_ node: SourceNode, depth: Int) -> PresentationSpec? {
        guard let object = reader.object(node, keys: Self.presentationKeys) else { return nil }
        var presentation = PresentationSpec()
        if let n = object["style"], let v = reader.choice(n, what: "presentation style", as: SheetStyle.self) { presentation.style = v }
        if let n = object["grabber"], let v = reader.bool(n) { presentation.grabber = v }
        guard let over = object["over"] else {
            reader.error("a presentation needs \"over\", the screen under the sheet", at: node,
                         hint: "a spec file's path (\"over\": \"inbox.yaml\") or a screen ({\"navigationBar\": \"Inbox\", \"table\": {…}})")
            return presentation
        }
        switch over.value {
        case .string:
            if let path = reader.nonEmptyString(over, what: "over") { presentation.overPath = path }
        case .object:
            guard depth < PresentationSpec.maxDepth else {
                reader.error("sheets are nested more than \(PresentationSpec.maxDepth) deep", at: over,
                             hint: "present fewer sheets over one another")
                return presentation
            }
            var screen = Spec()
            SpecReading(reader: reader, counter: counter, depth: depth + 1).read(over, into: &screen)
            presentation.over = screen
        default:
            reader.error("expected a spec file's path or a screen object, found \(over.kindDescription)", at: over,
                         hint: "\"over\": \"inbox.yaml\" or \"over\": {\"table\": {…}}")
        }
        return presentation
    }
}
