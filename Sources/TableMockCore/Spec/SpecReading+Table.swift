/// Reading `table`, its sections and rows, headers, footers and accessories.
extension SpecReading {
    static let tableKeys = ["style", "header", "footer", "searchBar", "emptyState", "editing", "allowsMultipleSelectionDuringEditing", "index",
                            "rowHeight", "separatorStyle", "loading", "refreshing", "selection", "focused", "cellLayoutMarginsFollowReadableWidth",
                            "sections", "separatorInset", "host", "detailTextStyle"]
    static let sectionKeys = ["header", "footer", "indexTitle", "rows"]
    static let rowKeys = ["style", "title", "detail", "image", "accessory", "editingStyle", "showsReorderControl",
                          "deleteConfirmation", "highlighted", "selected", "indentationLevel", "height",
                          "titleLines", "truncation", "textAlignment", "badge", "unread", "detailLines",
                          "swipeActions", "swiped", "expanded", "field", "slider", "titleColor", "children", "separatorInset", "layout", "subtitle", "time",
                          "button", "imageShape", "titleBold", "picker", "detailTextStyle", "starred"]
    static let headerFooterKeys = ["text", "image"]
    /// A section header may also be a disclosure that collapses its section.
    static let sectionHeaderKeys = ["text", "image", "collapsible", "collapsed"]
    /// The table header may also hold a segmented control.
    static let tableHeaderKeys = ["text", "image", "segments"]
    static let accessoryObjectKeys = ["switch", "text", "segments", "stepper"]
    static let searchBarKeys = ["placeholder", "text", "active", "scopes", "selectedScope", "showsBookmark", "showsCancel"]
    /// The navigation bar's search bar may also say where it goes (iOS 26).
    static let navigationSearchBarKeys = searchBarKeys + ["placement"]
    static let segmentedKeys = ["items", "selected"]
    static let emptyStateKeys = ["title", "text", "image"]
    static let separatorInsetKeys = ["leading", "trailing"]
    static let rowButtonKeys = ["title"]

    func readTable(_ node: SourceNode, into table: inout TableSpec) {
        guard let object = reader.object(node, keys: Self.tableKeys) else { return }
        if let n = object["style"], let v = reader.choice(n, what: "table style", as: TableStyle.self) { table.style = v }
        if let n = object["header"] { table.header = readHeaderFooter(n, keys: Self.tableHeaderKeys) }
        if let n = object["footer"] { table.footer = readHeaderFooter(n) }
        if let n = object["searchBar"] { table.searchBar = readSearchBar(n) }
        if let n = object["emptyState"] { table.emptyState = readEmptyState(n) }
        if let n = object["editing"], let v = reader.bool(n) { table.editing = v }
        if let n = object["allowsMultipleSelectionDuringEditing"], let v = reader.bool(n) { table.allowsMultipleSelectionDuringEditing = v }
        if let n = object["index"] { table.index = readIndex(n) }
        if let n = object["rowHeight"],
           let v = reader.number(n, what: "rowHeight", in: .positive(atMost: SpecLimits.maxRowHeight)) { table.rowHeight = v }
        if let n = object["separatorStyle"], let v = reader.choice(n, what: "separator style", as: SeparatorStyle.self) {
            table.separatorStyle = v
        }
        if let n = object["host"], let v = reader.choice(n, what: "list host", as: ListHost.self) { table.host = v }
        if let n = object["detailTextStyle"], let v = reader.choice(n, what: "text style", as: DynamicTypeStyle.self) {
            table.detailTextStyle = v
        }
        if let n = object["loading"] {
            if case .null = n.value {} else { table.loading = reader.string(n) }
        }
        if let n = object["refreshing"], let v = reader.bool(n) { table.refreshing = v }
        if let n = object["focused"], let v = reader.bool(n) { table.focused = v }
        if let n = object["cellLayoutMarginsFollowReadableWidth"], let v = reader.bool(n) { table.cellLayoutMarginsFollowReadableWidth = v }
        if let n = object["separatorInset"] { table.separatorInset = readSeparatorInset(n) }
        if let n = object["selection"], let v = reader.choice(n, what: "selection", as: SelectionMode.self) {
            table.selection = v
        }
        if let n = object["sections"],
           let items = reader.array(n, maxCount: SpecLimits.maxSections, itemName: "sections") {
            table.sections = items.compactMap(readSection)
        }
    }

    func readIndex(_ node: SourceNode) -> SectionIndex? {
        switch node.value {
        case .bool(let on):
            return on ? .automatic : nil
        case .array:
            return reader.strings(node, maxCount: SpecLimits.maxSections).map(SectionIndex.titles)
        default:
            reader.error("expected true, false or an array of index titles, found \(node.kindDescription)", at: node)
            return nil
        }
    }

    func readSection(_ node: SourceNode) -> SectionSpec? {
        guard let object = reader.object(node, keys: Self.sectionKeys) else { return nil }
        var section = SectionSpec()
        if let n = object["header"] { section.header = readHeaderFooter(n, keys: Self.sectionHeaderKeys) }
        if let n = object["footer"] { section.footer = readHeaderFooter(n) }
        if let n = object["indexTitle"] { section.indexTitle = reader.string(n) }
        if let n = object["rows"] {
            let remaining = SpecLimits.maxRows - counter.rows
            if case .array(let all) = n.value, all.count > remaining {
                if !counter.reportedRowLimit {
                    reader.error("the table has more than \(SpecLimits.maxRows) rows; the limit is \(SpecLimits.maxRows) in all sections together", at: n)
                    counter.reportedRowLimit = true
                }
                counter.rows = SpecLimits.maxRows
                return section
            }
            if let items = reader.array(n, itemName: "rows") {
                counter.rows += items.count
                // Reserved: a 100,000-row array grown by doubling held up to twice its rows at its peak.
                var rows: [RowSpec] = []
                rows.reserveCapacity(items.count)
                for item in items { if let row = readRow(item) { rows.append(row) } }
                section.rows = rows
            }
        }
        return section
    }

    func readRow(_ node: SourceNode, depth: Int = 0) -> RowSpec? {
        if TestSlowdown.roundsPerRow > 0 { TestSlowdown.work(counter.rows) }
        guard let object = reader.object(node, keys: Self.rowKeys) else { return nil }
        var row = RowSpec()
        if let n = object["style"], let v = reader.choice(n, what: "cell style", as: CellStyle.self) { row.style = v }
        if let n = object["title"] { row.title = reader.string(n) }
        if let n = object["detail"] { row.detail = reader.string(n) }
        if let n = object["image"] { row.image = readImage(n) }
        if let n = object["accessory"], let v = readAccessory(n) { row.accessory = v }
        if let n = object["editingStyle"], let v = reader.choice(n, what: "editing style", as: EditingStyle.self) {
            row.editingStyle = v
        }
        if let n = object["showsReorderControl"], let v = reader.bool(n) { row.showsReorderControl = v }
        if let n = object["deleteConfirmation"] { row.deleteConfirmation = readDeleteConfirmation(n) }
        if let n = object["highlighted"], let v = reader.bool(n) { row.highlighted = v }
        if let n = object["selected"], let v = reader.bool(n) { row.selected = v }
        if let n = object["indentationLevel"],
           let v = reader.integer(n, what: "indentationLevel", in: 0...SpecLimits.maxIndentationLevel) {
            row.indentationLevel = v
        }
        if let n = object["height"],
           let v = reader.number(n, what: "height", in: .positive(atMost: SpecLimits.maxRowHeight)) { row.height = v }
        if let n = object["titleLines"], let v = reader.integer(n, what: "titleLines", in: 0...1000) { row.titleLines = v }
        if let n = object["truncation"], let v = reader.choice(n, what: "truncation", as: Truncation.self) {
            row.truncation = v
        }
        if let n = object["textAlignment"], let v = reader.choice(n, what: "textAlignment", as: RowTextAlignment.self) {
            row.textAlignment = v
        }
        if let n = object["swipeActions"] { row.swipeActions = readSwipeActions(n) }
        if let n = object["swiped"], let v = reader.choice(n, what: "swipe side", as: SwipeSide.self) { row.swiped = v }
        if let n = object["expanded"], let v = reader.bool(n) { row.expanded = v }
        if let n = object["field"] { row.field = readTextField(n) }
        if let n = object["slider"] { row.slider = readSlider(n) }
        if let n = object["picker"] { row.picker = readPicker(n) }
        if let n = object["titleColor"] { row.titleColor = readTitleColor(n) }
        if let n = object["badge"] { row.badge = reader.nonEmptyString(n, what: "the badge") }
        if let n = object["unread"], let v = reader.bool(n) { row.unread = v }
        if let n = object["detailLines"], let v = reader.integer(n, what: "detailLines", in: 1...SpecLimits.maxDetailLines) { row.detailLines = v }
        if let n = object["children"] { row.children = readChildren(n, depth: depth + 1) }
        if let n = object["separatorInset"] { row.separatorInset = readSeparatorInset(n) }
        if let n = object["layout"], let v = reader.choice(n, what: "row layout", as: RowLayout.self) { row.layout = v }
        if let n = object["subtitle"] { row.subtitle = reader.string(n) }
        if let n = object["time"] { row.time = reader.string(n) }
        if let n = object["button"] { row.button = readRowButton(n) }
        if let n = object["imageShape"], let v = reader.choice(n, what: "image shape", as: ImageShape.self) { row.imageShape = v }
        if let n = object["titleBold"], let v = reader.bool(n) { row.titleBold = v }
        if let n = object["starred"], let v = reader.bool(n) { row.starred = v }
        if let n = object["detailTextStyle"], let v = reader.choice(n, what: "text style", as: DynamicTypeStyle.self) {
            row.detailTextStyle = v
        }
        return row
    }

    /// An outline row's `children`: rows, each of which may have its own, at most
    /// `maxOutlineDepth` levels deep; they count towards the table's `maxRows`.
    func readChildren(_ node: SourceNode, depth: Int) -> [RowSpec]? {
        guard depth < SpecLimits.maxOutlineDepth else {
            reader.error("children nest more than \(SpecLimits.maxOutlineDepth - 1) levels deep; the limit is \(SpecLimits.maxOutlineDepth - 1)",
                         at: node, hint: "flatten the outline: move the deepest rows up a level")
            return nil
        }
        if case .array(let all) = node.value, all.count > SpecLimits.maxRows - counter.rows {
            if !counter.reportedRowLimit {
                reader.error("the table has more than \(SpecLimits.maxRows) rows; the limit is \(SpecLimits.maxRows) in all sections and children together", at: node)
                counter.reportedRowLimit = true
            }
            counter.rows = SpecLimits.maxRows
            return nil
        }
        guard let items = reader.array(node, itemName: "children") else { return nil }
        counter.rows += items.count
        var rows: [RowSpec] = []
        rows.reserveCapacity(items.count)
        for item in items { if let row = readRow(item, depth: depth) { rows.append(row) } }
        return rows
    }

    /// `{"title": "GET"}` or the title alone (`"GET"`).
    func readRowButton(_ node: SourceNode) -> RowButtonSpec? {
        if case .string = node.value {
            return reader.nonEmptyString(node, what: "the button's title").map(RowButtonSpec.init)
        }
        guard case .object = node.value else {
            reader.error("expected a button such as {\"title\": \"GET\"}, found \(node.kindDescription)", at: node)
            return nil
        }
        guard let object = reader.object(node, keys: Self.rowButtonKeys) else { return nil }
        guard let n = object["title"] else {
            // An unknown key (a misspelt "title") was reported already.
            if case .object(let members) = node.value, members.contains(where: { !Self.rowButtonKeys.contains($0.key) }) { return nil }
            reader.error("a row button needs \"title\"", at: node, hint: "write {\"title\": \"GET\"}")
            return nil
        }
        return reader.nonEmptyString(n, what: "the button's title").map(RowButtonSpec.init)
    }

    /// A number (the leading inset, `0` for the full width) or `{"leading": 0, "trailing": 0}`.
    func readSeparatorInset(_ node: SourceNode) -> SeparatorInset? {
        let range = NumberRange(lower: 0, upper: SeparatorInset.maxInset)
        switch node.value {
        case .number:
            return reader.number(node, what: "separatorInset", in: range).map { SeparatorInset(leading: $0, trailing: 0) }
        case .object:
            guard let object = reader.object(node, keys: Self.separatorInsetKeys) else { return nil }
            var inset = SeparatorInset()
            if let n = object["leading"] { inset.leading = reader.number(n, what: "the leading inset", in: range) }
            if let n = object["trailing"] { inset.trailing = reader.number(n, what: "the trailing inset", in: range) }
            if object["leading"] == nil && object["trailing"] == nil {
                if case .object(let members) = node.value, !members.isEmpty { return nil }  // an unknown key was reported
                reader.error("a separator inset object needs \"leading\", \"trailing\" or both", at: node,
                             hint: "write {\"leading\": 0, \"trailing\": 0} for the full width, or 0")
                return nil
            }
            return inset
        default:
            reader.error("expected a number (the leading inset, 0 for the full width) or {\"leading\": …, \"trailing\": …}, found \(node.kindDescription)",
                         at: node, hint: "write 0 for the full width, or {\"leading\": 20}")
            return nil
        }
    }

    /// A name (`"checkmark"`), `{"switch": true}` or `{"text": "Label"}`.
    func readAccessory(_ node: SourceNode) -> Accessory? {
        switch node.value {
        case .string:
            guard let name = reader.name(node, what: "accessory", in: Accessory.names) else { return nil }
            switch name {
            case "disclosureIndicator": return .disclosureIndicator
            case "detailDisclosureButton": return .detailDisclosureButton
            case "checkmark": return .checkmark
            case "detailButton": return .detailButton
            default: return Accessory.none
            }
        case .object(let members):
            guard let object = reader.object(node, keys: Self.accessoryObjectKeys) else { return nil }
            guard members.count == 1 else {
                if members.count != object.members.count { return nil }  // an unknown key was reported
                reader.error("an accessory object has exactly one key, \"switch\", \"text\", \"segments\" or \"stepper\"; found \(members.count)",
                             at: node, hint: "write {\"switch\": true}, {\"text\": \"Label\"}, {\"segments\": {\"items\": [\"A\", \"B\"]}} or {\"stepper\": 1}")
                return nil
            }
            if let n = object["switch"] { return reader.bool(n).map(Accessory.switch) }
            if let n = object["text"] { return reader.string(n).map(Accessory.text) }
            if let n = object["segments"] { return readSegments(n).map(Accessory.segments) }
            if let n = object["stepper"] {
                return reader.number(n, what: "the stepper's value", in: NumberRange(lower: 0, upper: SpecLimits.maxStepperValue))
                    .map(Accessory.stepper)
            }
            return nil
        default:
            reader.error("expected an accessory name or an object such as {\"switch\": true}, found \(node.kindDescription)",
                         at: node, hint: "names: \(Accessory.names.joined(separator: ", "))")
            return nil
        }
    }

    /// `true` -> "Delete", `false` -> none, or a custom button title.
    func readDeleteConfirmation(_ node: SourceNode) -> String? {
        switch node.value {
        case .bool(let on):
            return on ? "Delete" : nil
        case .string:
            return reader.string(node)
        default:
            reader.error("expected true, false or a button title, found \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// A string, or `{"text": ..., "image": ...}` with at least one of them (the table
    /// header may hold `segments` too).
    func readHeaderFooter(_ node: SourceNode, keys: [String] = SpecReading.headerFooterKeys) -> HeaderFooter? {
        switch node.value {
        case .string:
            return reader.string(node).map { HeaderFooter(text: $0) }
        case .object:
            guard let object = reader.object(node, keys: keys) else { return nil }
            var result = HeaderFooter()
            if let n = object["text"] { result.text = reader.string(n) }
            if let n = object["image"] { result.image = readImage(n) }
            if let n = object["segments"] { result.segments = readSegments(n) }
            if let n = object["collapsible"], let v = reader.bool(n) { result.collapsible = v }
            if let n = object["collapsed"], let v = reader.bool(n) {
                if v && object["collapsible"] == nil { result.collapsible = true }
                if v && object["collapsible"] != nil && !result.collapsible {
                    reader.error("a header that is not collapsible cannot be collapsed", at: n,
                                 hint: "write \"collapsible\": true, or remove \"collapsed\"")
                }
                result.collapsed = v
            }
            if object["text"] == nil && object["image"] == nil && object["segments"] == nil {
                // An unknown key was reported already (a misspelt "segments").
                if case .object(let members) = node.value, members.contains(where: { !keys.contains($0.key) }) { return nil }
                reader.error(keys.contains("segments") ? "a table header object needs \"text\", \"image\" or \"segments\""
                                                       : "a header or footer object needs \"text\", \"image\" or both", at: node)
                return nil
            }
            return result
        default:
            reader.error("expected a string or an object with \"text\" and \"image\", found \(node.kindDescription)", at: node,
                         hint: node.kindHint)
            return nil
        }
    }
}

/// Reading search bars, segmented controls and empty states.
extension SpecReading {
    /// `true` (the defaults) or an object; `inNavigationBar`, it may have a `placement`.
    func readSearchBar(_ node: SourceNode, inNavigationBar: Bool = false) -> SearchBarSpec? {
        if case .bool(let on) = node.value { return on ? SearchBarSpec() : nil }
        guard case .object = node.value else {
            reader.error("expected true, false or an object such as {\"placeholder\": \"Search\"}, found \(node.kindDescription)", at: node)
            return nil
        }
        guard let object = reader.object(node, keys: inNavigationBar ? Self.navigationSearchBarKeys : Self.searchBarKeys) else {
            return nil
        }
        var bar = SearchBarSpec()
        if let n = object["placement"], let v = reader.choice(n, what: "search bar placement", as: SearchPlacement.self) {
            bar.placement = v
        }
        if let n = object["placeholder"] { bar.placeholder = reader.string(n) ?? bar.placeholder }
        if let n = object["text"] { bar.text = reader.string(n) }
        if let n = object["active"], let v = reader.bool(n) { bar.active = v }
        if let n = object["scopes"] {
            if let titles = reader.strings(n, maxCount: SearchBarSpec.maxScopes) {
                if titles.count == 1 {
                    reader.error("a scope bar needs at least two scopes; found one", at: n, hint: "add a second title, or remove scopes")
                } else {
                    bar.scopes = titles
                }
            }
        }
        if let n = object["selectedScope"], let v = reader.integer(n, what: "selectedScope", in: 0...(SearchBarSpec.maxScopes - 1)) {
            bar.selectedScope = v
        }
        if let n = object["showsBookmark"], let v = reader.bool(n) { bar.showsBookmark = v }
        if let n = object["showsCancel"], let v = reader.bool(n) { bar.showsCancel = v }
        return bar
    }

    /// `{"items": ["All", "Missed"], "selected": 0}`; `selected` may be null for none.
    func readSegments(_ node: SourceNode) -> SegmentedSpec? {
        guard case .object(let members) = node.value else {
            reader.error("expected an object such as {\"items\": [\"All\", \"Missed\"], \"selected\": 0}, found \(node.kindDescription)",
                         at: node)
            return nil
        }
        guard let object = reader.object(node, keys: Self.segmentedKeys) else { return nil }
        guard let itemsNode = object["items"] else {
            reader.error("a segmented control needs \"items\"", at: node, hint: "write {\"items\": [\"All\", \"Missed\"]}")
            return nil
        }
        guard let items = reader.strings(itemsNode, maxCount: SegmentedSpec.maxItems) else { return nil }
        if items.isEmpty {
            reader.error("a segmented control needs at least one item", at: itemsNode)
            return nil
        }
        var result = SegmentedSpec(items: items)
        if members.contains(where: { $0.key == "selected" }), object["selected"] == nil {
            result.selected = nil  // "selected": null: no segment selected
        } else if let n = object["selected"] {
            guard let v = reader.integer(n, what: "selected", in: 0...(SegmentedSpec.maxItems - 1)) else { return result }
            if v >= items.count {
                reader.error("selected is \(v), but the control has \(items.count) item\(items.count == 1 ? "" : "s")", at: n,
                             hint: "items count from 0: the last is \(items.count - 1)")
            } else {
                result.selected = v
            }
        }
        return result
    }

    func readEmptyState(_ node: SourceNode) -> EmptyStateSpec? {
        guard let object = reader.object(node, keys: Self.emptyStateKeys) else { return nil }
        var state = EmptyStateSpec()
        if let n = object["title"] { state.title = reader.string(n) }
        if let n = object["text"] { state.text = reader.string(n) }
        if let n = object["image"] { state.image = readImage(n) }
        if object["title"] == nil && object["text"] == nil && object["image"] == nil {
            reader.error("an empty state needs \"title\", \"text\" or \"image\"", at: node,
                         hint: "write {\"title\": \"No Messages\", \"text\": \"New messages appear here.\"}")
            return nil
        }
        return state
    }
}

extension SourceNode {
    /// "quote it" for a bare number or boolean where text was expected.
    var kindHint: String? {
        switch value {
        case .number(_, let literal): return "quote it: \(quoted(literal))"
        case .bool(let b): return "quote it: \"\(b)\""
        default: return nil
        }
    }
}
