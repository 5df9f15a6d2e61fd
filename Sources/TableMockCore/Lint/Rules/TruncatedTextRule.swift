/// Text the layout had to cut: cell labels, custom accessory labels, headers, footers and
/// the loading label. (The labels of value1 and value2 rows that run into each other are
/// `value-labels-collide`'s; the Delete button's title is `delete-title-too-long`'s.)
public struct TruncatedTextRule: LintRule {
    public static let id = "truncated-text"
    public static let summary = "Text cut short with an ellipsis"
    public static let guideline = "As much as possible, ensure that your text labels are succinct to avoid truncation. Truncated words and phrases can be difficult for users to scan and understand."
    public static let source = GuidelineSource.iOSHIG2011

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in context.layout.items {
            for part in item.parts {
                guard let block = part.text, block.truncated,
                      let (pointer, original) = Self.source(of: part.kind, in: item, context: context) else { continue }
                if item.kind == .cell, let s = item.section, let r = item.row,
                   ValueLabelsCollideRule.owns(part.kind, of: context.table.sections[s].rows[r]) { continue }
                let cut = Self.charactersCut(original: original, shown: block)
                var hint = "shorten it"
                if item.kind == .cell, part.kind == .title, let s = item.section, let r = item.row,
                   [.default, .subtitle].contains(context.table.sections[s].rows[r].style) {
                    hint += ", or let it wrap with titleLines: 0"
                }
                found.append(warning(context, at: pointer,
                                     "the text is cut to \(quoted(block.text)): \(cut) of \(original.count) characters are not shown",
                                     hint: hint))
            }
        }
        return found
    }

    /// The JSON path and the text as written, of a laid-out text part.
    static func source(of kind: PartKind, in item: LayoutItem, context: LintContext) -> (String, String)? {
        let table = context.table
        switch item.kind {
        case .cell:
            guard let s = item.section, let r = item.row else { return nil }
            let row = table.sections[s].rows[r]
            let base = context.rowPointer(section: s, row: r)
            switch kind {
            case .title: return row.title.map { (base + "/title", $0) }
            case .detail: return row.detail.map { (base + "/detail", $0) }
            case .accessory:
                if case .text(let label) = row.accessory { return (base + "/accessory/text", label) }
                return nil
            default: return nil
            }
        case .sectionHeader, .sectionFooter:
            guard kind == .title, let s = item.section else { return nil }
            let key = item.kind == .sectionHeader ? "header" : "footer"
            let value = item.kind == .sectionHeader ? table.sections[s].header : table.sections[s].footer
            return value?.text.map { (textPointer("/table/sections/\(s)/\(key)", context), $0) }
        case .tableHeader, .tableFooter:
            guard kind == .title else { return nil }
            let key = item.kind == .tableHeader ? "header" : "footer"
            let value = item.kind == .tableHeader ? table.header : table.footer
            return value?.text.map { (textPointer("/table/\(key)", context), $0) }
        case .loading:
            return kind == .label ? table.loading.map { ("/table/loading", $0) } : nil
        default:
            return nil
        }
    }

    /// `/header/text` when the header was written as an object, else `/header`.
    static func textPointer(_ pointer: String, _ context: LintContext) -> String {
        context.prepared.decoded.locations[pointer + "/text"] != nil ? pointer + "/text" : pointer
    }

    /// How many characters of `original` the block does not show: the ellipsis is not a
    /// character of the text, and each line break stands for the space it replaced.
    static func charactersCut(original: String, shown block: TextBlock) -> Int {
        let kept = block.lines.reduce(0) { $0 + $1.text.filter { $0 != "\u{2026}" }.count } + max(block.lines.count - 1, 0)
        return max(original.count - kept, 1)
    }
}
