import Foundation
import TableMockFiles
import TableMockScene

/// A spec made ready to lay out: decoded, its theme resolved and its images read. Layout
/// then needs only a text measurer built from `theme.fontFiles`.
public struct PreparedSpec: Sendable {
    public var file: String
    public var decoded: DecodedSpec
    public var theme: Theme
    public var images: [String: ImageData]
    /// The outlines of the symbols the spec names, by name.
    public var symbols: [String: LoadedSymbol] = [:]

    public var spec: Spec { decoded.spec }

    /// Decodes and validates `data`, then loads its theme and images. Every problem comes
    /// back as diagnostics, never as a crash.
    /// Images are read through the catalog's `files` (the same rules as its themes), relative
    /// to `baseFolder` (default: the spec file's folder). `overrides` are set over the
    /// decoded spec before its theme is loaded.
    public static func prepare(data: Data, file: String, specURL: URL?, themes: ThemeCatalog, baseFolder: URL? = nil,
                               decodeCheck: ImageDecodeCheck? = nil,
                               overrides: SpecOverrides = SpecOverrides()) throws(DiagnosticError) -> PreparedSpec {
        // Every stage runs even when an earlier one found problems, so the user sees all of
        // a file's problems at once: a misspelt key, an unknown theme and a missing image.
        var (decoded, decodingProblems) = try SpecDecoder.decodeCollecting(data, file: file)
        overrides.apply(to: &decoded)
        let overrideProblems = overrides.problems(file: file)
        var problems = decodingProblems + overrideProblems
        var theme: Theme?
        // A theme reference the decoder already refused is not looked up again.
        if !decodingProblems.contains(where: { $0.path == "/theme" || $0.path == "/appearance" }), overrideProblems.isEmpty {
            do {
                theme = try themes.load(decoded.spec.theme, relativeTo: specURL, baseFolder: baseFolder, appearance: decoded.spec.appearance)
            } catch {
                // Errors about the theme *reference* point at the spec's "theme" key.
                problems += error.diagnostics.map { d in
                    var d = d
                    if d.file.isEmpty {
                        // A missing dark appearance is about the spec's "appearance"; anything else
                        // about its "theme" reference.
                        let key = d.message.contains("dark appearance") && decoded.locations["/appearance"] != nil ? "/appearance" : "/theme"
                        d.file = file; d.location = decoded.locations[key]; d.path = key
                        if key == "/theme", overrides.theme != nil {
                            d.location = nil
                            d.message += " (the theme \(overrides.source) asked for)"
                        }
                    }
                    return d
                }
            }
        }
        if let loaded = theme, let category = decoded.spec.contentSizeCategory {
            if let problem = contentSizeProblem(decoded, theme: loaded, file: file) {
                problems.append(problem)
            } else {
                theme = loaded.scaled(to: category)
            }
        }
        if let theme, let problem = largeTitleProblem(decoded, theme: theme, file: file) { problems.append(problem) }
        if let theme { problems += rowControlProblems(decoded, theme: theme, file: file) }
        if let theme, let problem = navigationSearchBarProblem(decoded, theme: theme, file: file) { problems.append(problem) }
        var images: [String: ImageData] = [:]
        do {
            images = try AssetLoader.loadImages(for: decoded, specFile: specURL, file: file, files: themes.files,
                                                baseFolder: baseFolder, decodeCheck: decodeCheck)
        } catch {
            problems += error.diagnostics
        }
        var symbols: [String: LoadedSymbol] = [:]
        do {
            symbols = try AssetLoader.loadSymbols(for: decoded, file: file, builtinDirectory: themes.builtinDirectory, files: themes.files)
        } catch {
            problems += error.diagnostics
        }
        guard problems.isEmpty, let theme else {
            // The spec's own lines in file order, then those of other files (a theme file).
            throw DiagnosticError(problems.filter { $0.file == file }.sortedByLocation() + problems.filter { $0.file != file })
        }
        return PreparedSpec(file: file, decoded: decoded, theme: theme, images: images, symbols: symbols)
    }

    /// A Dynamic Type size other than the default asked of a theme without Dynamic Type (the
    /// eras before iOS 7).
    static func contentSizeProblem(_ decoded: DecodedSpec, theme: Theme, file: String) -> Diagnostic? {
        guard let category = decoded.spec.contentSizeCategory, category != .large, theme.dynamicType == nil else { return nil }
        let pointer = "/contentSizeCategory"
        return Diagnostic(file: file, location: decoded.locations[pointer], path: pointer,
                          message: "Dynamic Type came with iOS 7; theme \(quoted(theme.name)) draws "
                              + (theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an era before it") + ", so "
                              + "contentSizeCategory \(quoted(category.rawValue)) cannot scale its text",
                          hint: "remove contentSizeCategory (or use \"large\"), or use a theme of iOS 7 or later such as \"ios7\" or \"ios13\"")
    }

    /// A large title asked of a theme whose era had none (its large-title area is 0 high).
    static func largeTitleProblem(_ decoded: DecodedSpec, theme: Theme, file: String) -> Diagnostic? {
        guard decoded.spec.chrome.navigationBar?.largeTitle == true, theme[.navigationBarLargeTitleHeight] == 0 else { return nil }
        let pointer = "/navigationBar/largeTitle"
        return Diagnostic(file: file, location: decoded.locations[pointer], path: pointer,
                          message: "large titles came with iOS 11; theme \(quoted(theme.name)) draws an era without them",
                          hint: "remove largeTitle, or use a theme of iOS 11 or later such as \"ios11\"")
    }

    /// Row keys asked of a theme whose era had no such thing: swipe actions before iOS 7
    /// (only the Delete confirmation), an image on a swipe action before iOS 11
    /// (UITableViewRowAction had none), a stepper before iOS 5. Gated by the theme's era
    /// switches, so a user theme extending a built-in one answers as its parent does.
    static func rowControlProblems(_ decoded: DecodedSpec, theme: Theme, file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let era = theme.iosVersions.map { ThemeCatalog.describe($0) } ?? "an earlier era"
        func problem(_ pointer: String, _ message: String, _ hint: String) {
            problems.append(Diagnostic(file: file, location: decoded.locations[pointer], path: pointer, message: message, hint: hint))
        }
        for (s, section) in decoded.spec.table.sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                let base = "/table/sections/\(s)/rows/\(r)"
                if let actions = row.swipeActions {
                    switch theme.looks.swipeActions {
                    case .none:
                        problem(base + "/swipeActions",
                                "swipe actions came with iOS 7 (several with iOS 8's UITableViewRowAction); theme \(quoted(theme.name)) draws \(era), where a swiped row showed only its Delete confirmation",
                                "use deleteConfirmation, or a theme of iOS 7 or later such as \"ios7\" or \"ios13\"")
                    case .ios7 where !theme[.contextualSwipeActions]:
                        for side in SwipeSide.allCases {
                            for (i, action) in actions[side].enumerated() where action.image != nil {
                                problem(base + "/swipeActions/\(side.rawValue)/\(i)/image",
                                        "an image on a swipe action came with iOS 11 (UIContextualAction); theme \(quoted(theme.name)) draws \(era), whose UITableViewRowAction shows a title only",
                                        "remove image (give a title), or use a theme of iOS 11 or later such as \"ios13\"")
                            }
                        }
                    case .ios7:
                        break
                    }
                }
                if case .stepper = row.accessory, theme.looks.stepper == .none {
                    problem(base + "/accessory/stepper",
                            "UIStepper came with iOS 5; theme \(quoted(theme.name)) draws \(era), which had none",
                            "use a theme of iOS 5 or later such as \"ios5\" or \"ios7\"")
                }
            }
        }
        return problems
    }

    /// A search bar in the navigation bar (UISearchController's, iOS 11) asked of a theme whose
    /// era had none (its capability `navigationBarSearchController` is 0).
    static func navigationSearchBarProblem(_ decoded: DecodedSpec, theme: Theme, file: String) -> Diagnostic? {
        guard decoded.spec.chrome.navigationBar?.searchBar != nil, !theme[.navigationBarSearchController] else { return nil }
        let pointer = "/navigationBar/searchBar"
        return Diagnostic(file: file, location: decoded.locations[pointer], path: pointer,
                          message: "a search bar in the navigation bar (UISearchController) came with iOS 11; theme \(quoted(theme.name)) draws an era without it",
                          hint: "use table.searchBar (the table's header view, every era), or a theme of iOS 11 or later such as \"ios11\" or \"ios13\"")
    }

    /// The scale to render at: the CLI's override, else the spec's, else the device's own.
    public func scale(override: Double?) -> Double {
        override ?? spec.scale ?? DeviceCatalog.defaultScale(for: spec.device)
    }

    public func layout(measurer: any TextMeasuring, scale: Double) -> TableLayout {
        let context = LayoutContext(theme: theme, measurer: measurer, images: images, symbols: symbols, scale: scale)
        return TableLayoutEngine(spec: spec, context: context).layout()
    }

    /// The layout a render draws: refused when the spec is one TableMock does not draw
    /// (`renderBlockers`) or when its canvas is larger than the limits (`checkCanvas`).
    /// `raster`: a PNG is wanted; `vector`: an SVG or PDF (by default when no PNG is).
    public func renderableLayout(measurer: any TextMeasuring, scaleOverride: Double?,
                                 raster: Bool = true, vector: Bool? = nil,
                                 lintDisabled: Set<String> = []) throws(DiagnosticError) -> TableLayout {
        try checkRenderable(disabled: lintDisabled)
        let layout = layout(measurer: measurer, scale: scale(override: scaleOverride))
        try checkCanvas(layout.canvas, raster: raster, vector: vector, scaleOverride: scaleOverride)
        return layout
    }

    /// Paints a finished layout into a Scene titled after the spec file.
    public func paint(_ layout: TableLayout) -> Scene {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        var scene = ScenePainter.paint(layout, title: name, colorNames: theme.colorNames)
        scene.fallbackFamilies = theme.fallbackFamilies
        return scene
    }
}
