import Foundation
import TableMockFiles
import TableMockCompare
import TableMockCore

/// One thing that changed between the layout a golden was drawn from and the layout of
/// this render, in the spec's terms: `section 0 row 3: title "Row 7-3" → "Row 7-3 renamed"`,
/// `section 1 header moved 2 pt down`, `every separator (12): colour #C6C6C8 → #C8C7CC`.
public struct LayoutChange: Codable, Sendable, Equatable {
    public var text: String
    /// The changed elements in the image, in pixels (the new frame, or the old one of an
    /// element that is gone), for the report to outline on the diff; at most 100.
    public var frames: [PixelRect]
    public init(text: String, frames: [PixelRect] = []) { self.text = text; self.frames = frames }
}

/// Compares two layouts (`tablemock layout` JSON, as recorded beside a golden) and names
/// what changed. Items are matched by kind, section, row and their order among equals;
/// parts by kind and order within their item. A part's position is compared relative to
/// its item, so a row that moved is one change, not one per part; the same change on three
/// or more elements (a theme colour, everything below an inserted row moving down) is one
/// line.
public enum LayoutDiff {
    /// The changes, in layout order; empty when the layouts are equal. Throws when either is
    /// not JSON.
    public static func compare(expected: Data, actual: Data) throws -> [LayoutChange] {
        compare(expected: try JSONValue.decoded(expected), actual: try JSONValue.decoded(actual))
    }

    public static func compare(expected: JSONValue, actual: JSONValue) -> [LayoutChange] {
        var d = Differ(canvas: Canvas(actual) ?? Canvas(expected) ?? Canvas(width: 0, height: 0, scale: 1))
        d.top(expected, actual)
        d.items(expected["items"]?.arrayValue ?? [], actual["items"]?.arrayValue ?? [])
        return d.grouped(actualCounts: kindCounts(actual["items"]?.arrayValue ?? []))
    }

    /// Lines for the console, the JSON summary and JUnit: what changed, or that nothing did
    /// and the difference is in drawing; at most `limit` changes, then how many more.
    public static func lines(_ changes: [LayoutChange], limit: Int = 12) -> [String] {
        if changes.isEmpty {
            return ["layout: unchanged since the golden was recorded, so the difference is in drawing, fonts or libraries "
                + "(see the environment line)"]
        }
        var out = ["layout: \(changes.count) change\(changes.count == 1 ? "" : "s") since the golden was recorded:"]
        out += changes.prefix(limit).map { "  " + $0.text }
        if changes.count > limit { out.append("  … and \(changes.count - limit) more (all in summary.json)") }
        return out
    }

    struct Canvas {
        var width: Double, height: Double, scale: Double
        init(width: Double, height: Double, scale: Double) { self.width = width; self.height = height; self.scale = scale }
        init?(_ layout: JSONValue) {
            guard let c = layout["canvas"], let w = c["width"]?.numberValue, let h = c["height"]?.numberValue else { return nil }
            width = w; height = h; scale = c["scale"]?.numberValue ?? 1
        }
    }

    /// A change before grouping.
    struct Raw {
        var kind: String          // the item's kind: "cell", "separator", "" for the whole layout
        var element: String       // "section 0 row 3"
        var subject: String       // the part: "title"; "" for the item itself
        var detail: String        // "\"A\" → \"B\"", "moved 2 pt down", "added"
        var frame: [Double]?
        var offScreen = false
        /// Moves, additions and removals of whole items group across kinds.
        var isPlacement: Bool { subject.isEmpty && (detail.hasPrefix("moved ") || detail == "added" || detail == "removed") }
        var groupKey: String { isPlacement ? "placement|" + detail : kind + "|" + subject + "|" + detail }
        var text: String {
            let what = subject.isEmpty ? element + " " + detail : element + ": " + subject + " " + detail
            return what + (offScreen ? " (off screen)" : "")
        }
    }

    struct Differ {
        var canvas: Canvas
        var raws: [Raw] = []

        mutating func top(_ e: JSONValue, _ a: JSONValue) {
            if let ec = Canvas(e), let ac = Canvas(a), (ec.width, ec.height, ec.scale) != (ac.width, ac.height, ac.scale) {
                raws.append(Raw(kind: "", element: "canvas", subject: "", detail: "\(size(ec)) → \(size(ac))"))
            }
            let keys = Set(e.objectKeys).union(a.objectKeys).subtracting(["items", "canvas"]).sorted()
            for key in keys where e[key] != a[key] {
                let name = key == "contentHeight" ? "content height" : key
                let unit = key == "contentHeight" ? " pt" : ""
                raws.append(Raw(kind: "", element: name, subject: "", detail: "\(shown(e[key]))\(unit) → \(shown(a[key]))\(unit)"))
            }
        }

        func size(_ c: Canvas) -> String {
            "\(JSONValue.format(c.width))×\(JSONValue.format(c.height)) pt @\(JSONValue.format(c.scale))x"
        }

        mutating func items(_ expected: [JSONValue], _ actual: [JSONValue]) {
            // Rows of a section whose row count changed are matched by their texts, so that an
            // inserted row is one addition and the rows below it moved, not each renamed.
            let rows = rowMatching(expected, actual)
            let e = keyed(expected) { v, ordinal, count in
                var key = itemKey(v, ordinal: ordinal, count: count)
                if key.region == nil, let section = key.section, let row = key.row, let map = rows[section] {
                    key.row = map[row] ?? (Int.min + row)   // an old row with no match: removed
                    key.oldRow = row
                }
                return key
            }
            let a = keyed(actual, key: itemKey)
            let actualByKey = Dictionary(a.map { ($0.key, $0.value) }, uniquingKeysWith: { x, _ in x })
            let expectedKeys = Set(e.map(\.key))
            for (key, old) in e {
                guard let new = actualByKey[key] else {
                    raws.append(Raw(kind: old["kind"]?.stringValue ?? "", element: itemName(key), subject: "", detail: "removed",
                                    frame: frame(old), offScreen: isOffScreen(frame(old))))
                    continue
                }
                item(key, old, new)
            }
            for (key, new) in a where !expectedKeys.contains(key) {
                raws.append(Raw(kind: new["kind"]?.stringValue ?? "", element: itemName(key), subject: "", detail: "added"
                                    + (firstText(new).map { " (\($0))" } ?? ""),
                                frame: frame(new), offScreen: isOffScreen(frame(new))))
            }
        }

        mutating func item(_ key: ItemKey, _ e: JSONValue, _ a: JSONValue) {
            let kind = a["kind"]?.stringValue ?? ""
            let name = itemName(key)
            let ef = frame(e), af = frame(a)
            let off = isOffScreen(af)
            func add(_ subject: String, _ detail: String, frame: [Double]?) {
                raws.append(Raw(kind: kind, element: name, subject: subject, detail: detail, frame: frame, offScreen: off))
            }
            if let ef, let af {
                for detail in frameChanges(ef, af, origin: (0, 0)) { add("", detail, frame: af) }
            }
            let skip: Set<String> = ["kind", "section", "row", "frame", "parts"]
            for k in Set(e.objectKeys).union(a.objectKeys).subtracting(skip).sorted() where e[k] != a[k] {
                let label = k == "fill" ? (ItemKind(rawValue: kind) == .separator ? "colour" : "fill") : k == "cornerRadius" ? "corner radius" : k
                add("", "\(label) \(shown(e[k])) → \(shown(a[k]))", frame: af)
            }
            // Parts, matched by kind and order; positions relative to the item.
            let ep = keyed(e["parts"]?.arrayValue ?? [], key: partKey), ap = keyed(a["parts"]?.arrayValue ?? [], key: partKey)
            let apByKey = Dictionary(ap.map { ($0.key, $0.value) }, uniquingKeysWith: { x, _ in x })
            let epKeys = Set(ep.map(\.key))
            for (pk, old) in ep {
                let subject = partName(pk)
                guard let new = apByKey[pk] else { add(subject, "removed" + (describe(old).map { " (\($0))" } ?? ""), frame: frame(old)); continue }
                let pf = frame(new)
                var textChanged = false
                // An image that changed between a file and a symbol is one change: "x.png" → wifi.
                let imageSwap = (old["source"] == nil) != (new["source"] == nil) && (old["symbol"] != nil || new["symbol"] != nil)
                if imageSwap {
                    add(subject, "\(old["source"].map(\.shown) ?? shown(old["symbol"])) → \(new["source"].map(\.shown) ?? shown(new["symbol"]))", frame: pf)
                    textChanged = true
                }
                for k in ["text", "lines", "font", "color", "truncated", "glyph", "source", "symbol", "fill"] where old[k] != new[k] {
                    textChanged = textChanged || ["text", "lines", "font", "glyph", "source", "symbol"].contains(k)
                    switch k {
                    // Said once above; (`case "source", "symbol" where …` applied the condition to
                    // "symbol" alone and skipped every changed file name.)
                    case "source" where imageSwap, "symbol" where imageSwap: continue
                    case "text", "source": add(subject, "\(shownQuoted(old[k])) → \(shownQuoted(new[k]))", frame: pf)
                    case "glyph", "symbol": add(subject, "\(shown(old[k])) → \(shown(new[k]))", frame: pf)
                    case "truncated": add(subject, new[k] == .bool(true) ? "now truncated" : "no longer truncated", frame: pf)
                    case "color": add(subject, "colour \(shown(old[k])) → \(shown(new[k]))", frame: pf)
                    default: add(subject, "\(k) \(shown(old[k])) → \(shown(new[k]))", frame: pf)
                    }
                }
                let known: Set<String> = ["kind", "frame", "text", "lines", "font", "color", "truncated", "glyph", "source", "symbol", "fill"]
                for k in Set(old.objectKeys).union(new.objectKeys).subtracting(known).sorted() where old[k] != new[k] {
                    add(subject, "\(k) \(shown(old[k])) → \(shown(new[k]))", frame: pf)
                }
                // A new text, font or glyph sizes and places its part: that one change says it.
                if !textChanged, let of = frame(old), let nf = frame(new), let ef, let af {
                    for detail in frameChanges(of, nf, origin: (af[0] - ef[0], af[1] - ef[1])) { add(subject, detail, frame: pf) }
                }
            }
            for (pk, new) in ap where !epKeys.contains(pk) {
                add(partName(pk), "added" + (describe(new).map { " (\($0))" } ?? ""), frame: frame(new))
            }
        }

        /// `moved 2 pt down and 3 pt left`, `height 44 → 60 pt`; `origin` is how far the
        /// containing item moved, which a part's move does not repeat.
        func frameChanges(_ e: [Double], _ a: [Double], origin: (Double, Double)) -> [String] {
            var out: [String] = []
            let dx = round3(a[0] - e[0] - origin.0), dy = round3(a[1] - e[1] - origin.1)
            var moves: [String] = []
            if dy != 0 { moves.append("\(JSONValue.format(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
            if dx != 0 { moves.append("\(JSONValue.format(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
            if !moves.isEmpty { out.append("moved " + moves.joined(separator: " and ")) }
            let dw = round3(a[2] - e[2]), dh = round3(a[3] - e[3])
            let n = JSONValue.format
            if dw != 0 && dh != 0 { out.append("size \(n(e[2]))×\(n(e[3])) → \(n(a[2]))×\(n(a[3])) pt") }
            else if dw != 0 { out.append("width \(n(e[2])) → \(n(a[2])) pt") }
            else if dh != 0 { out.append("height \(n(e[3])) → \(n(a[3])) pt") }
            return out
        }

        func round3(_ v: Double) -> Double { let r = (v * 1000).rounded() / 1000; return r == 0 ? 0 : r }

        func isOffScreen(_ f: [Double]?) -> Bool {
            guard let f, canvas.width > 0, canvas.height > 0 else { return false }
            return f[0] >= canvas.width || f[1] >= canvas.height || f[0] + f[2] <= 0 || f[1] + f[3] <= 0
        }

        /// Same changes on three or more elements become one line, at the place of the first.
        func grouped(actualCounts: [String: Int]) -> [LayoutChange] {
            var members: [String: [Int]] = [:]
            for (i, r) in raws.enumerated() { members[r.groupKey, default: []].append(i) }
            var out: [LayoutChange] = []
            for (i, r) in raws.enumerated() {
                let group = members[r.groupKey]!
                guard group.count >= 3 else { out.append(LayoutChange(text: r.text, frames: pixels(r.frame).map { [$0] } ?? [])); continue }
                guard group[0] == i else { continue }
                let all = group.map { raws[$0] }
                let frames = Array(all.compactMap { pixels($0.frame) }.prefix(100))
                let n = group.count
                let text: String
                if r.isPlacement {
                    let kinds = Set(all.map(\.kind))
                    let noun = kinds.count == 1 ? plural(kindLabel(r.kind)) : "elements"
                    text = "\(n) \(noun) \(r.detail), from \(all.first!.element) to \(all.last!.element)"
                } else if r.subject.isEmpty {
                    let label = kindLabel(r.kind)
                    let who = actualCounts[r.kind] == n ? "every \(label) (\(n))" : "\(n) \(plural(label))"
                    text = "\(who): \(r.detail)"
                } else {
                    text = "\(n) \(kindLabel(r.kind)) \(plural(r.subject)): \(r.detail)"
                }
                out.append(LayoutChange(text: text, frames: frames))
            }
            return out
        }

        func pixels(_ f: [Double]?) -> PixelRect? {
            guard let f else { return nil }
            let s = canvas.scale
            let x0 = Int((f[0] * s).rounded(.down)), y0 = Int((f[1] * s).rounded(.down))
            let x1 = Int(((f[0] + f[2]) * s).rounded(.up)), y1 = Int(((f[1] + f[3]) * s).rounded(.up))
            return PixelRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
        }
    }

    // MARK: - Names in the spec's terms

    /// Matched by everything but `count`, which only names the element (`... separator 2`).
    /// Old row -> new row, per section, for the sections whose number of rows changed and
    /// whose rows could be matched by their texts (longest common subsequence, after the
    /// common beginning and end; at most 4,000,000 pairs compared, else rows match by index).
    static func rowMatching(_ expected: [JSONValue], _ actual: [JSONValue]) -> [Int: [Int: Int]] {
        func rows(_ items: [JSONValue]) -> [Int: [(row: Int, text: String)]] {
            var out: [Int: [(row: Int, text: String)]] = [:]
            // Rows of a split view's column or a sheet are matched by index (their sections
            // are numbered per column).
            for i in items where ItemKind(rawValue: i["kind"]?.stringValue ?? "") == .cell && i["region"] == nil {
                guard let s = i["section"]?.intValue, let r = i["row"]?.intValue else { continue }
                let text = (i["parts"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }.joined(separator: "\u{1F}")
                out[s, default: []].append((r, text))
            }
            return out
        }
        let old = rows(expected), new = rows(actual)
        var result: [Int: [Int: Int]] = [:]
        for (section, o) in old {
            guard let n = new[section], n.count != o.count else { continue }
            let a = o.map(\.text), b = n.map(\.text)
            var map: [Int: Int] = [:]
            var head = 0
            while head < a.count, head < b.count, a[head] == b[head] { map[o[head].row] = n[head].row; head += 1 }
            var tail = 0
            while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] {
                map[o[a.count - 1 - tail].row] = n[b.count - 1 - tail].row; tail += 1
            }
            let am = Array(a[head..<(a.count - tail)]), bm = Array(b[head..<(b.count - tail)])
            if !am.isEmpty, !bm.isEmpty {
                guard am.count * bm.count <= 4_000_000 else { continue }
                // lengths[i][j]: the longest common subsequence of am[i...] and bm[j...].
                var lengths = Array(repeating: Array(repeating: 0, count: bm.count + 1), count: am.count + 1)
                for i in stride(from: am.count - 1, through: 0, by: -1) {
                    for j in stride(from: bm.count - 1, through: 0, by: -1) {
                        lengths[i][j] = am[i] == bm[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                    }
                }
                var i = 0, j = 0
                while i < am.count, j < bm.count {
                    if am[i] == bm[j] { map[o[head + i].row] = n[head + j].row; i += 1; j += 1 }
                    else if lengths[i + 1][j] >= lengths[i][j + 1] { i += 1 }
                    else { j += 1 }
                }
            }
            result[section] = map
        }
        return result
    }

    struct ItemKey: Hashable {
        var kind: String; var section: Int?
        /// The column or sheet of a screen made of screens (`ScreenRegion`).
        var region: String? = nil
        /// The row matched on; `shownRow` is the one the element is named by.
        var row: Int? { didSet { if let row, row >= 0 { shownRow = row } } }
        var shownRow: Int?
        /// The row it had in the old layout, when rows were matched by text.
        var oldRow: Int?
        var ordinal: Int; var count: Int
        init(kind: String, section: Int?, row: Int?, ordinal: Int, count: Int) {
            self.kind = kind; self.section = section; self.row = row; self.shownRow = row; self.ordinal = ordinal; self.count = count
        }
        static func == (a: Self, b: Self) -> Bool {
            (a.kind, a.section, a.row, a.ordinal) == (b.kind, b.section, b.row, b.ordinal) && a.region == b.region
        }
        func hash(into h: inout Hasher) { h.combine(kind); h.combine(region); h.combine(section); h.combine(row); h.combine(ordinal) }
    }
    struct PartKey: Hashable {
        var kind: String; var ordinal: Int; var count: Int
        static func == (a: Self, b: Self) -> Bool { (a.kind, a.ordinal) == (b.kind, b.ordinal) }
        func hash(into h: inout Hasher) { h.combine(kind); h.combine(ordinal) }
    }

    static func itemKey(_ item: JSONValue, ordinal: Int, count: Int) -> ItemKey {
        var key = ItemKey(kind: item["kind"]?.stringValue ?? "", section: item["section"]?.intValue, row: item["row"]?.intValue,
                          ordinal: ordinal, count: count)
        key.region = item["region"]?.stringValue
        return key
    }

    static func partKey(_ part: JSONValue, ordinal: Int, count: Int) -> PartKey {
        PartKey(kind: part["kind"]?.stringValue ?? "", ordinal: ordinal, count: count)
    }

    /// Each value with its key; equal keys are told apart by their order (`ordinal`), and
    /// `count` says how many share it. The count is left out of matching.
    static func keyed<K: Hashable>(_ values: [JSONValue], key: (JSONValue, Int, Int) -> K) -> [(key: K, value: JSONValue)] {
        let bare = values.map { key($0, 0, 0) }
        var totals: [K: Int] = [:]
        for k in bare { totals[k, default: 0] += 1 }
        var seen: [K: Int] = [:]
        return zip(values, bare).map { value, b in
            let ordinal = seen[b, default: 0]
            seen[b] = ordinal + 1
            return (key(value, ordinal, totals[b]! > 1 ? 2 : 1), value)
        }
    }

    static func itemName(_ k: ItemKey) -> String {
        let s = k.section.map { "section \($0)" }
        var name: String
        switch ItemKind(rawValue: k.kind) {
        case .cell?: name = [s, k.shownRow.map { "row \($0)" }].compactMap { $0 }.joined(separator: " ")
        case .sectionHeader?: name = [s, "header"].compactMap { $0 }.joined(separator: " ")
        case .sectionFooter?: name = [s, "footer"].compactMap { $0 }.joined(separator: " ")
        case .separator? where k.section == nil && k.row == nil: name = "empty-row separator"   // below a plain table's rows
        case .separator?: name = [s, k.shownRow.map { "row \($0)" }, "separator"].compactMap { $0 }.joined(separator: " ")
        case .group?: name = [s, "group"].compactMap { $0 }.joined(separator: " ")
        case .background?, .tableHeader?, .tableFooter?, .index?, .loading?, .refreshControl?, .statusBar?, .navigationBar?,
             .toolbar?, .tabBar?, .homeIndicator?, .searchBar?, .emptyState?, .removed?, .splitColumn?, .splitDivider?,
             .sidebarPanel?, .dimming?, .sheet?, .alert?, .actionSheet?,
             .popover?, .contextMenu?, .menuPreview?, .keyboard?, nil:
            name = [kindLabel(k.kind), s, k.shownRow.map { "row \($0)" }].compactMap { $0 }.joined(separator: " ")
        }
        // "secondary column: section 0 row 3", "sheet: navigationBar".
        if let region = k.region { name = (ScreenRegion(rawValue: region)?.readableName ?? region) + ": " + name }
        if k.count > 1 { name += " \(k.ordinal + 1)" }
        if let old = k.oldRow, old != k.shownRow { name += " (was row \(old))" }
        return name
    }

    /// The kind's name in Core (`ItemKind.readableName`); a kind this version does not know
    /// (a layout recorded by another version) as it was written.
    static func kindLabel(_ kind: String) -> String { ItemKind(rawValue: kind)?.readableName ?? kind }

    static func partName(_ k: PartKey) -> String {
        let label = PartKind(rawValue: k.kind)?.readableName ?? k.kind
        return k.count > 1 ? "\(label) \(k.ordinal + 1)" : label
    }

    static func plural(_ word: String) -> String {
        // "row title 2" never reaches here: grouped subjects are compared whole.
        word.hasSuffix("x") || word.hasSuffix("s") ? word + "es" : word + "s"
    }

    static func frame(_ v: JSONValue) -> [Double]? {
        guard let a = v["frame"]?.arrayValue, a.count == 4 else { return nil }
        let n = a.compactMap(\.numberValue)
        return n.count == 4 ? n : nil
    }

    /// Names, colours and fonts as they are (`checkmark`, `#C8C7CC`, `Inter 400 17.0`);
    /// only texts and file names are quoted (`shownQuoted`).
    static func shown(_ v: JSONValue?) -> String {
        guard let v else { return "none" }
        if case .string(let s) = v { return TerminalText.escaped(s) }
        return v.shown
    }

    static func shownQuoted(_ v: JSONValue?) -> String { v?.shown ?? "none" }

    /// What a part is, for `added`/`removed`: its text, glyph or image.
    static func describe(_ part: JSONValue) -> String? {
        part["text"].map(\.shown) ?? part["glyph"].map { shown($0) } ?? part["source"].map(\.shown) ?? part["symbol"].map { shown($0) }
    }

    static func firstText(_ item: JSONValue) -> String? {
        item["parts"]?.arrayValue?.lazy.compactMap { $0["text"]?.shown }.first
    }

    static func kindCounts(_ items: [JSONValue]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for i in items { counts[i["kind"]?.stringValue ?? "", default: 0] += 1 }
        return counts
    }
}

extension JSONValue {
    /// The value as a person reads it in a change line: strings quoted and escaped for a
    /// terminal, numbers plain, anything else as compact JSON.
    var shown: String {
        switch self {
        case .string(let s): return TerminalText.quoted(s)
        case .number(let n): return n.isFinite ? Self.format(n) : "null"
        default: return TerminalText.escaped(serialized())
        }
    }
}
