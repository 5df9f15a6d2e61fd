import Foundation
import TableMockFiles
import TableMockScene

/// Finds every image a spec names, reads it (relative to the spec file) and checks its
/// header. All problems are reported together, each at the place the spec names the file.
public enum AssetLoader {
    /// Every place the spec names an image: its JSON pointer and the path written there.
    public static func references(in decoded: DecodedSpec) -> [(pointer: String, path: String)] {
        imageReferences(in: decoded).compactMap { ref in ref.image.path.map { (ref.pointer, $0) } }
    }

    /// Every place the spec names a symbol: the JSON pointer of its image object and the symbol.
    public static func symbolReferences(in decoded: DecodedSpec) -> [(pointer: String, symbol: SymbolImage)] {
        imageReferences(in: decoded).compactMap { ref in ref.image.symbol.map { (ref.pointer, $0) } }
    }

    /// Every image the spec names, a file or a symbol, with the JSON pointer of its `image`.
    public static func imageReferences(in decoded: DecodedSpec) -> [(pointer: String, image: ImageReference)] {
        var references: [(pointer: String, image: ImageReference)] = []
        screenImageReferences(decoded.spec, prefix: "", into: &references, depth: 0)
        return references
    }

    /// A screen's images: its table's and bars', its split view's columns', the screen under
    /// its sheet's (pointers under `prefix`).
    static func screenImageReferences(_ spec: Spec, prefix: String, into references: inout [(pointer: String, image: ImageReference)],
                                      depth: Int) {
        tableImageReferences(spec.table, chrome: spec.chrome, prefix: prefix, into: &references)
        // A context menu's icons, and the chevron its submenus draw.
        func addMenuItems(_ items: [MenuItemSpec], _ pointer: String) {
            for (i, item) in items.enumerated() {
                if let image = item.image { references.append(("\(prefix)\(pointer)/\(i)/image", image)) }
                if let submenu = item.submenu {
                    references.append(("\(prefix)\(pointer)/\(i)/submenu", .symbol(SymbolImage(name: "chevron.right"))))
                    addMenuItems(submenu, "\(pointer)/\(i)/submenu")
                }
            }
        }
        addMenuItems(spec.overlays.contextMenu?.items ?? [], "/contextMenu/items")
        // The keyboard's shift and delete keys.
        if spec.overlays.keyboard != nil {
            for name in TableLayoutEngine.keySymbols.values.sorted() { references.append(("\(prefix)/keyboard", .symbol(SymbolImage(name: name)))) }
        }
        if let split = spec.splitView {
            let columns: [(String, ColumnSpec?)] = [("primary", split.primary), ("supplementary", split.supplementary),
                                                    ("secondary", split.secondary)]
            for (name, column) in columns {
                if let column { tableImageReferences(column.table, chrome: column.chrome, prefix: "\(prefix)/splitView/\(name)", into: &references) }
            }
            // The button that shows a hidden sidebar (iOS 14 and later).
            if split.primary != nil {
                references.append(("\(prefix)/splitView", .symbol(SymbolImage(name: SplitViewLayout.sidebarSymbol))))
            }
        }
        if let presentation = spec.presentation, depth <= PresentationSpec.maxDepth {
            screenImageReferences(presentation.over, prefix: "\(prefix)/presentation/over", into: &references, depth: depth + 1)
        }
    }

    static func tableImageReferences(_ table: TableSpec, chrome: ScreenChromeSpec, prefix: String,
                                     into references: inout [(pointer: String, image: ImageReference)]) {
        func add(_ hf: HeaderFooter?, _ pointer: String) {
            if let image = hf?.image { references.append((prefix + pointer + "/image", image)) }
        }
        add(table.header, "/table/header")
        add(table.footer, "/table/footer")
        if let image = table.emptyState?.image { references.append((prefix + "/table/emptyState/image", image)) }
        // A row's images, and its children's (an outline), with their pointers. The rows are
        // read in place (`addRows`), not copied one by one.
        func addRow(_ row: borrowing RowSpec, _ pointer: () -> String) {
            // Spelled out only for a row with an image: 100,000 rows are 100,000 strings.
            var base: String { pointer() }
            if let image = row.image { references.append((base + "/image", image)) }
            if let actions = row.swipeActions {
                for side in SwipeSide.allCases {
                    for (i, action) in actions[side].enumerated() {
                        if let image = action.image { references.append(("\(base)/swipeActions/\(side.rawValue)/\(i)/image", image)) }
                    }
                }
            }
            if let slider = row.slider {
                if let image = slider.minimumImage { references.append((base + "/slider/minimumImage", image)) }
                if let image = slider.maximumImage { references.append((base + "/slider/maximumImage", image)) }
            }
            if row.starred {
                // A starred article's star (the timeline layout).
                references.append((base + "/starred", .symbol(SymbolImage(name: CellLayout.starSymbol))))
            }
            if case .date = row.picker {
                // The inline calendar's month chevrons.
                for name in CellLayout.calendarSymbols { references.append((base + "/picker", .symbol(SymbolImage(name: name)))) }
            }
            if let children = row.children {
                let parent = base
                addRows(children) { parent + "/children/\($0)" }
            }
        }
        func addRows(_ rows: [RowSpec], _ pointer: (Int) -> String) {
            rows.withUnsafeBufferPointer { rows in
                for r in rows.indices { addRow(rows[r], { pointer(r) }) }
            }
        }
        for (s, section) in table.sections.enumerated() {
            add(section.header, "/table/sections/\(s)/header")
            add(section.footer, "/table/sections/\(s)/footer")
            addRows(section.rows) { "\(prefix)/table/sections/\(s)/rows/\($0)" }
        }
        for (i, item) in (chrome.tabBar?.items ?? []).enumerated() {
            if let image = item.image { references.append(("\(prefix)/tabBar/items/\(i)/image", image)) }
        }
        if let image = chrome.tabBar?.searchTab?.image { references.append(("\(prefix)/tabBar/searchTab/image", image)) }
        if let accessory = chrome.tabBar?.accessory {
            if let image = accessory.image { references.append(("\(prefix)/tabBar/accessory/image", image)) }
            for (i, image) in accessory.buttons.enumerated() { references.append(("\(prefix)/tabBar/accessory/buttons/\(i)", image)) }
        }
        func addBarItems(_ items: [BarItemSpec], _ pointer: String) {
            for (i, item) in items.enumerated() {
                if let image = item.image { references.append(("\(prefix)\(pointer)/\(i)/image", image)) }
            }
        }
        addBarItems(chrome.navigationBar?.leftItems ?? [], "/navigationBar/leftItems")
        addBarItems(chrome.navigationBar?.rightItems ?? [], "/navigationBar/rightItems")
        addBarItems(chrome.toolbar?.items ?? [], "/toolbar/items")
    }

    /// Reads the outline of every symbol the spec names, once per name; an unknown name or a
    /// missing icon file is reported at the spec's `symbol` key.
    public static func loadSymbols(for decoded: DecodedSpec, file: String, builtinDirectory: URL?,
                                   files: any FileAccess) throws(DiagnosticError) -> [String: LoadedSymbol] {
        let references = symbolReferences(in: decoded)
        guard !references.isEmpty else { return [:] }
        let catalog: SymbolCatalog
        do { catalog = try SymbolCatalog.load(builtinDirectory: builtinDirectory, files: files) } catch {
            let first = references[0].pointer + "/symbol"
            throw DiagnosticError([Diagnostic(file: file, location: decoded.locations[first], path: first,
                                              message: error.message, hint: error.hint)])
        }
        var symbols: [String: LoadedSymbol] = [:]
        var failed: Set<String> = []
        var problems: [Diagnostic] = []
        for ref in references where symbols[ref.symbol.name] == nil {
            let pointer = ref.pointer + "/symbol"
            let name = ref.symbol.name
            if failed.contains(name) && catalog.entries[name] != nil { continue }
            do {
                let outline = try catalog.outline(of: name, files: files)
                symbols[name] = LoadedSymbol(name: name, outline: outline, mirrored: catalog.entries[name]?.mirrored ?? false)
            } catch {
                failed.insert(name)
                problems.append(Diagnostic(file: file, location: decoded.locations[pointer], path: pointer,
                                           message: error.message, hint: error.hint))
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return symbols
    }

    /// `baseFolder`: where relative paths start (default: the spec file's folder, else the
    /// current folder). Every image is read through `files`, under its rules.
    public static func loadImages(for decoded: DecodedSpec, specFile: URL?, file: String, files: any FileAccess,
                                  baseFolder: URL? = nil,
                                  decodeCheck: ImageDecodeCheck? = nil) throws(DiagnosticError) -> [String: ImageData] {
        let references = Self.references(in: decoded)

        var images: [String: ImageData] = [:]
        var failed: Set<String> = []
        var problems: [Diagnostic] = []
        let base = baseFolder ?? specFile?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for ref in references where images[ref.path] == nil {
            func fail(_ message: String, hint: String? = nil) {
                problems.append(Diagnostic(file: file, location: decoded.locations[ref.pointer], path: ref.pointer,
                                           message: message, hint: hint))
            }
            if failed.contains(ref.path) { continue }
            let url = ref.path.hasPrefix("/") ? URL(fileURLWithPath: ref.path) : base.appendingPathComponent(ref.path)
            let data: Data
            do {
                data = try files.read(url, as: .image)
            } catch {
                switch error.reason {
                case .missing:
                    fail("image \(quoted(ref.path)) not found", hint: "paths are relative to the spec file's folder (\(base.path))")
                case .failed(let why):
                    fail("cannot read image \(quoted(ref.path)): \(why)")
                default:
                    fail(error.message(naming: quoted(ref.path, limit: 4096)), hint: error.hint)
                }
                failed.insert(ref.path); continue
            }
            do {
                let image = try ImageProbe.probe(data, source: ref.path)
                if let why = decodeCheck?(image) {
                    fail("image \(quoted(ref.path)) cannot be decoded: \(why)")
                    failed.insert(ref.path); continue
                }
                images[ref.path] = image
            } catch {
                failed.insert(ref.path)
                switch error {
                case .unknownFormat:
                    fail("image \"\(ref.path)\" is not a PNG, JPEG or SVG file")
                case .corrupt(let why):
                    fail("image \"\(ref.path)\" cannot be used: \(why)")
                case .externalReference(let what):
                    fail("SVG image \"\(ref.path)\" refers to external content (\(what)); images are drawn without network or file access",
                         hint: "embed the content in the SVG")
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return images
    }

    /// The message for image data that cannot be decoded, at the first place the spec names
    /// the image: the same line whether `validate` found it or the renderer did.
    public static func undecodable(_ source: String, reason: String, in prepared: PreparedSpec) -> Diagnostic {
        let pointer = references(in: prepared.decoded).first { $0.path == source }?.pointer ?? ""
        return Diagnostic(file: prepared.file, location: prepared.decoded.locations[pointer], path: pointer,
                          message: "image \(quoted(source)) cannot be decoded: \(reason)")
    }
}
