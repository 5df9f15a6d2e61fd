/// Reading `table`, its sections and rows, headers, footers and accessories.
extension SpecReading {
    static let tableKeys = ["style", "header", "footer", "editing", "allowsMultipleSelectionDuringEditing", "index", "rowHeight", "separatorStyle",
                            "loading", "refreshing", "selection", "sections"]
    static let sectionKeys = ["header", "footer", "indexTitle", "rows"]
    static let rowKeys = ["style", "title", "detail", "image", "accessory", "editingStyle", "showsReorderControl",
                          "deleteConfirmation", "highlighted", "selected", "indentationLevel", "height",
                          "titleLines", "truncation", "textAlignment", "badge", "unread", "detailLines",
                          "swipeActions", "swiped", "expanded", "field", "slider", "titleColor"]
    static let headerFooterKeys = ["text", "image"]
    static let accessoryObjectKeys = ["switch", "text", "stepper"]

    func readTable(_ node: SourceNode, into table: inout TableSpec) {
        guard let object = reader.object(node, keys: Self.tableKeys) else { return }
        if let n = object["style"], let v = reader.choice(n, what: "table style", as: TableStyle.self) { table.style = v }
        if let n = object["header"] { table.header = readHeaderFooter(n) }
        if let n = object["footer"] { table.footer = readHeaderFooter(n) }
        if let n = object["editing"], let v = reader.bool(n) { table.editing = v }
        if let n = object["allowsMultipleSelectionDuringEditing"], let v = reader.bool(n) { table.allowsMultipleSelectionDuringEditing = v }
        if let n = object["index"] { table.index = readIndex(n) }
        if let n = object["rowHeight"],
           let v = reader.number(n, what: "rowHeight", in: .positive(atMost: SpecLimits.maxRowHeight)) { table.rowHeight = v }
        if let n = object["separatorStyle"], let v = reader.choice(n, what: "separator style", as: SeparatorStyle.self) {
            table.separatorStyle = v
        }
        if let n = object["loading"] {
            if case .null = n.value {} else { table.loading = reader.string(n) }
        }
        if let n = object["refreshing"], let v = reader.bool(n) { table.refreshing = v }
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
        if let n = object["header"] { section.header = readHeaderFooter(n) }
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
                section.rows = items.compactMap(readRow)
            }
        }
        return section
    }

    func readRow(_ node: SourceNode) -> RowSpec? {
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
        if let n = object["titleColor"] { row.titleColor = readTitleColor(n) }
        if let n = object["badge"] { row.badge = reader.nonEmptyString(n, what: "the badge") }
        if let n = object["unread"], let v = reader.bool(n) { row.unread = v }
        if let n = object["detailLines"], let v = reader.integer(n, what: "detailLines", in: 1...SpecLimits.maxDetailLines) { row.detailLines = v }
        return row
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
                reader.error("an accessory object has exactly one key, \"switch\", \"text\" or \"stepper\"; found \(members.count)",
                             at: node, hint: "write {\"switch\": true}, {\"text\": \"Label\"} or {\"stepper\": 1}")
                return nil
            }
            if let n = object["switch"] { return reader.bool(n).map(Accessory.switch) }
            if let n = object["text"] { return reader.string(n).map(Accessory.text) }
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

    /// A string, or `{"text": ..., "image": ...}` with at least one of them.
    func readHeaderFooter(_ node: SourceNode) -> HeaderFooter? {
        switch node.value {
        case .string:
            return reader.string(node).map { HeaderFooter(text: $0) }
        case .object:
            guard let object = reader.object(node, keys: Self.headerFooterKeys) else { return nil }
            var result = HeaderFooter()
            if let n = object["text"] { result.text = reader.string(n) }
            if let n = object["image"] { result.image = readImage(n) }
            if object["text"] == nil && object["image"] == nil {
                reader.error("a header or footer object needs \"text\", \"image\" or both", at: node)
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
