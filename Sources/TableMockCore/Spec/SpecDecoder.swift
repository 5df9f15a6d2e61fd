import Foundation
import TableMockScene

/// A decoded spec and where each of its values was written, for later diagnostics (images,
/// lint) that must point into the file.
public struct DecodedSpec: Sendable {
    public var spec: Spec
    /// Where each value was written: `locations["/table/sections/0/rows/2/image"]` -> line:column.
    public var locations: SourceLocations
    public init(spec: Spec, locations: SourceLocations) { self.spec = spec; self.locations = locations }
}

/// Limits that keep a hostile or mistaken spec from exhausting memory or time.
public enum SpecLimits {
    public static let maxSections = 10_000
    public static let maxRows = 100_000
    public static let maxTextLength = 10_000
    /// Width and height of a custom canvas, in points.
    public static let maxCanvasSide: Double = 4096
    public static let maxScale: Double = 4
    public static let maxRowHeight: Double = 1000
    public static let maxIndentationLevel = 20
    /// How deep an outline's `children` may nest (a row and 7 levels under it). Their rows
    /// count towards `maxRows` with the sections' own.
    public static let maxOutlineDepth = 8
    /// UIStepper's default maximum value.
    public static let maxStepperValue: Double = 100
    /// Swipe actions on one side of a row.
    public static let maxSwipeActions = 8
    /// Lines a subtitle row's detail may wrap to.
    public static let maxDetailLines = 20
    /// Points scrolled: as far as the tallest table goes (every row at the largest height).
    public static let maxContentOffset = Double(maxRows) * maxRowHeight
}

/// Spec files (version 1, JSON or YAML) -> `Spec`. Reports every problem in the file at
/// once, each as `file:line:col: error: /json/pointer: message; hint`.
public enum SpecDecoder {
    public static func decode(_ data: Data, file: String) throws(DiagnosticError) -> DecodedSpec {
        let (decoded, problems) = try decodeCollecting(data, file: file)
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return decoded
    }

    /// Decodes what can be decoded and returns it with every problem found (sorted by
    /// location). The spec holds the values that were valid, so later stages (theme, images)
    /// can still report their own problems in the same run. Throws only when the file
    /// cannot be parsed at all.
    public static func decodeCollecting(_ data: Data, file: String) throws(DiagnosticError) -> (DecodedSpec, [Diagnostic]) {
        // A .json file is strict JSON, as other JSON tools (and the editor's schema) read it:
        // a trailing comma or a comment is an error there, not YAML leniency.
        let strict = SourceDocument.isJSON(file)
        let (root, _) = try SourceDocument.parseCounted(data, file: file, strictJSON: strict).get()
        let reader = NodeReader(file: file, maxTextLength: SpecLimits.maxTextLength)
        var spec = Spec()
        SpecReading(reader: reader).read(root, into: &spec)
        let locations = SourceLocations(root: root)
        let problems = reader.diagnostics
            + SpecJudges.problems(.structure, SpecJudge.Context(spec: spec), file: file, locations: locations)
        return (DecodedSpec(spec: spec, locations: locations), problems.sortedByLocation())
    }

    /// The keys a spec file may use at the top level.
    public static let topLevelKeys = ["$schema", "theme", "appearance", "contentSizeCategory", "device", "orientation",
                                      "layoutDirection", "size", "scale", "height",
                                      "contentOffset", "statusBar", "navigationBar", "toolbar", "tabBar",
                                      "homeIndicator", "table", "lint", "tint", "splitView", "presentation",
                                      "alert", "actionSheet", "contextMenu", "keyboard"]
}

/// The top level of a spec. Table, section and row reading is in `SpecReading+Table.swift`.
struct SpecReading {
    let reader: NodeReader
    /// Rows read so far, for the total row limit.
    final class Counter { var rows = 0; var reportedRowLimit = false }
    let counter: Counter
    /// How many presentations deep this screen is (an inline `over` screen is one deeper).
    let depth: Int

    init(reader: NodeReader, counter: Counter = Counter(), depth: Int = 0) {
        self.reader = reader; self.counter = counter; self.depth = depth
    }

    func read(_ root: SourceNode, into spec: inout Spec) {
        guard case .object = root.value else {
            reader.error("expected an object at the top level, found \(root.kindName)", at: root,
                         hint: "a spec is an object such as {\"table\": {\"sections\": [...]}}")
            return
        }
        guard let object = reader.object(root, keys: SpecDecoder.topLevelKeys) else { return }
        if let n = object["$schema"] { _ = reader.string(n) }
        if let n = object["theme"], let v = reader.nonEmptyString(n, what: "theme") { spec.theme = v }
        if let n = object["appearance"], let v = reader.choice(n, what: "appearance", as: Appearance.self) { spec.appearance = v }
        if let n = object["contentSizeCategory"],
           let v = reader.choice(n, what: "content size category", as: ContentSizeCategory.self) { spec.contentSizeCategory = v }
        var deviceScale: Double?
        if let n = object["device"], let v = reader.name(n, what: "device", in: DeviceCatalog.names) {
            spec.device = .named(v)
            deviceScale = DeviceCatalog.model(named: v)?.scale
        }
        if let n = object["orientation"], let v = reader.choice(n, what: "orientation", as: Orientation.self) { spec.orientation = v }
        if let n = object["layoutDirection"], let v = reader.choice(n, what: "layoutDirection", as: LayoutDirection.self) {
            spec.layoutDirection = v
        }
        if let n = object["size"], let size = readSize(n) {
            spec.device = .custom(size)
            // A device with a custom size keeps the device's scale unless `scale` says otherwise.
            spec.scale = deviceScale
        }
        if let n = object["scale"],
           let v = reader.number(n, what: "scale", in: .positive(atMost: SpecLimits.maxScale)) { spec.scale = v }
        if let n = object["height"], let v = reader.choice(n, what: "height", as: HeightMode.self) { spec.height = v }
        if let n = object["contentOffset"], let v = reader.number(n, what: "contentOffset",
                                                                  in: NumberRange(lower: 0, upper: SpecLimits.maxContentOffset)) {
            spec.contentOffset = v
        }
        if let n = object["tint"] { spec.tint = readColor(n) }
        readChrome(object, into: &spec.chrome)
        readOverlays(object, into: &spec.overlays)
        if let n = object["splitView"] {
            spec.splitView = readSplitView(n, top: object)
            if let p = object["presentation"] {
                reader.error("a sheet is one screen: it cannot be a split view", at: p,
                             hint: "present the sheet over a spec that has the split view (\"over\": \"split.yaml\")")
            }
        } else if let n = object["table"] {
            readTable(n, into: &spec.table)
        }
        if let n = object["presentation"], object["splitView"] == nil { spec.presentation = readPresentation(n, depth: depth) }
        if let n = object["lint"], let lint = reader.object(n, keys: ["disable"]), let d = lint["disable"],
           let items = reader.array(d) {
            // Rule ids are checked like any closed name, so a misspelt id is not silently ignored.
            spec.lint.disable = items.compactMap { reader.name($0, what: "lint rule", in: Linter.ruleIDs) }
        }
    }

    func readSize(_ node: SourceNode) -> Size? {
        guard let object = reader.object(node, keys: ["width", "height"]) else { return nil }
        let range = NumberRange.positive(atMost: SpecLimits.maxCanvasSide)
        var missing = false
        for key in ["width", "height"] where object[key] == nil {
            reader.error("the size needs \(quoted(key))", at: node)
            missing = true
        }
        let width = object["width"].flatMap { reader.number($0, what: "width", in: range) }
        let height = object["height"].flatMap { reader.number($0, what: "height", in: range) }
        guard !missing, let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}
