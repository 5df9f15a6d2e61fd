import CPangoCairo
import Foundation
import TableMockScene

/// Why the text engine could not set up its fonts.
public enum FontConfigurationError: Error, CustomStringConvertible, Equatable {
    case noFontFiles
    case missingFontFile(FontFile)
    case unreadableFontFile(FontFile)
    case fontconfigFailure(String)

    public var description: String {
        switch self {
        case .noFontFiles:
            return "no font files were given; the text engine needs at least one"
        case .missingFontFile(let file):
            return "font file \(file.path) is missing; "
                + (Self.isPackaged(file) ? "install the Debian package \(file.package)" : "check the theme's font path")
        case .unreadableFontFile(let file):
            return "font file \(file.path) could not be loaded as a font (unreadable or not a font file); "
                + (Self.isPackaged(file) ? "reinstall the Debian package \(file.package)"
                                         : "name a TrueType or OpenType font file in the theme")
        case .fontconfigFailure(let what):
            return "fontconfig failed: \(what)"
        }
    }

    /// A file a Debian font package installs (under /usr/share/fonts): the package is the
    /// remedy. Any other path is the user's own, and no package will fix it.
    static func isPackaged(_ file: FontFile) -> Bool { file.path.hasPrefix("/usr/share/fonts/") }
}

/// A private fontconfig configuration that holds exactly the given font files (face 0 of a
/// collection such as a `.ttc`): no /etc/fonts rules, no system fonts, no fallback. Immutable once built, so one instance is
/// shared by every `TextEngine` (and thread) that asks for the same files; each engine
/// still has its own Pango font map, because Pango's font map is not thread-safe.
final class PinnedFontSet: @unchecked Sendable {
    /// `FcConfig*`. Never changed after `init`; fontconfig only reads it from here on.
    let config: OpaquePointer
    /// Family names as fontconfig reports them, sorted.
    let familyNames: [String]

    private init(files: [FontFile]) throws {
        guard let config = FcConfigCreate() else {
            throw FontConfigurationError.fontconfigFailure("FcConfigCreate returned NULL")
        }
        var families = Set<String>()
        for file in files {
            guard FileManager.default.fileExists(atPath: file.path) else {
                FcConfigDestroy(config)
                throw FontConfigurationError.missingFontFile(file)
            }
            guard Self.addFirstFace(of: file.path, to: config) else {
                FcConfigDestroy(config)
                throw FontConfigurationError.unreadableFontFile(file)
            }
        }
        if let fontSet = FcConfigGetFonts(config, FcSetApplication) {
            for index in 0..<Int(fontSet.pointee.nfont) {
                guard let pattern = fontSet.pointee.fonts[index] else { continue }
                var nameIndex: Int32 = 0
                var name: UnsafeMutablePointer<FcChar8>?
                while FcPatternGetString(pattern, FC_FAMILY, nameIndex, &name) == FcResultMatch, let name {
                    families.insert(String(cString: name))
                    nameIndex += 1
                }
            }
        }
        self.config = config
        self.familyNames = families.sorted()
    }

    /// Adds face 0 of a font file (with its named instances, for a variable font) to the
    /// configuration's application fonts: the patterns `FcConfigAppFontAddFile` makes for
    /// face 0, without scanning every face of a collection. Noto Sans CJK's two `.ttc` files
    /// hold 10 faces each (JP, KR, SC, TC, HK and their Mono forms); the themes name face 0,
    /// "Noto Sans CJK JP", and scanning the other 18 faces took 25-35 ms of every process.
    /// False for an unreadable file or one that is not a font (no pattern added).
    private static func addFirstFace(of path: String, to config: OpaquePointer) -> Bool {
        if FcConfigGetFonts(config, FcSetApplication) == nil {
            // fontconfig has no public call that creates the application set, but
            // `FcConfigAppFontAddFile` creates it before it scans the file; /dev/null adds
            // no font.
            _ = FcConfigAppFontAddFile(config, "/dev/null")
        }
        guard let applicationFonts = FcConfigGetFonts(config, FcSetApplication) else {
            // A fontconfig that did not create it: scan the whole file, as before.
            let before = FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
            return FcConfigAppFontAddFile(config, path) != 0
                && (FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0) > before
        }
        let before = Int(applicationFonts.pointee.nfont)
        var faceCount: Int32 = 0
        guard FcFreeTypeQueryAll(path, 0, nil, &faceCount, applicationFonts) > 0 else { return false }
        for index in before..<Int(applicationFonts.pointee.nfont) {
            guard let pattern = applicationFonts.pointee.fonts[index] else { continue }
            attachOpenFace(to: pattern, path: path)
        }
        return true
    }

    /// Gives a pattern the FreeType face cairo is to draw it with (`FC_FT_FACE`), opened
    /// here once per file and face for the life of the process (`OpenFaces`).
    ///
    /// Cairo opens the file of a pattern without one itself, keeps at most ten such faces
    /// open process-wide, and to open an eleventh closes one whose lock count it read without
    /// that face's lock: another thread that had just locked the face then loads glyphs from
    /// freed memory. The themes name up to 19 files (Inter, the script fallbacks), and this
    /// crashed CI (`ManyFontThreadsTests`). Cairo never closes a face it was given, and
    /// still locks it around every use. A named instance of a variable font (face index with
    /// an instance number) keeps cairo's own file handling, which applies its coordinates.
    private static func attachOpenFace(to pattern: OpaquePointer, path: String) {
        var faceIndex: Int32 = 0
        guard FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex) == FcResultMatch,
              faceIndex >= 0, faceIndex < 0x10000,
              let face = OpenFaces.face(path: path, index: Int(faceIndex)) else { return }
        _ = FcPatternAddFTFace(pattern, FC_FT_FACE, face)
    }

    /// Built sets by their sorted file paths, whether a configuration has been made the
    /// process's current one yet, and whether fontconfig's language has been fixed. Sets are
    /// kept for the life of the process.
    private struct Registry {
        var sets: [[String]: PinnedFontSet] = [:]
        var currentIsSet = false
        /// Whether the current configuration holds every file of an engine's list, fallbacks
        /// included (see `makeCurrentForSVGText`).
        var currentIsComplete = false
        var languageIsFixed = false
    }

    /// The language fontconfig assumes for every pattern, whatever the locale.
    ///
    /// fontconfig adds a default language to each pattern it matches, read once per process
    /// from `FC_LANG`, else `LC_ALL`, `LC_CTYPE` or `LANG` (`FcGetDefaultLangs`). The fallback
    /// fonts cover scripts that several languages share: Noto Sans CJK holds Japanese, Korean
    /// and Chinese faces of the same characters, so `LANG=ja_JP.UTF-8`, `zh_CN` or `ko_KR`
    /// picked other glyphs for 日本語 and changed the PNG bytes. Pango's own language is
    /// already fixed (`en-us`, see `TextEngine`); this fixes fontconfig's. "en" is what the C
    /// locale gives, so the output is the one a C-locale run has always produced.
    static let fontconfigLanguage = "en"

    /// Sets `FC_LANG` before fontconfig first reads it (it caches the value for the life of
    /// the process). Called under the registry lock before the first `FcConfigCreate`, so it
    /// runs once; the only fontconfig caller in the process is this file, and librsvg draws
    /// after a text engine exists. A caller's own `FC_LANG` is overridden on purpose: the same
    /// spec gives the same bytes in every locale (DESIGN.md §5).
    private static func fixFontconfigLanguage(_ registry: inout Registry) {
        guard !registry.languageIsFixed else { return }
        setenv("FC_LANG", fontconfigLanguage, 1)
        registry.languageIsFixed = true
    }
    private static let registry = Locked(Registry())

    /// Fixes fontconfig's language now. `setenv` is not safe while other threads read the
    /// environment, so a program that renders on several threads calls this first, while it
    /// has one (the CLI does, at start); otherwise the first text engine does it.
    static func fixLanguageNow() { registry.withLock { fixFontconfigLanguage(&$0) } }

    /// librsvg sets an SVG image's `<text>` with Pango's default font map, which follows
    /// fontconfig's *current* configuration. That used to be the first engine's whole font
    /// list; since engines load their fallbacks lazily, the first set built may lack them.
    /// Before the first SVG image is drawn, the drawing engine's complete set (`self`)
    /// becomes current, once per process, so SVG text finds the same fallbacks as before.
    func makeCurrentForSVGText() {
        Self.registry.withLock { registry in
            guard !registry.currentIsComplete else { return }
            if FcConfigSetCurrent(config) != 0 { registry.currentIsComplete = true }
        }
    }

    /// The shared set for these files, built on first use.
    ///
    /// The first set built becomes fontconfig's *current* configuration before any Pango
    /// call. Otherwise Pango 1.50 starts a background `FcInit()` that loads /etc/fonts and
    /// every system font cache (reference notes §4). Font maps never consult the current
    /// configuration once `pango_fc_font_map_set_config` gave them their own.
    static func shared(for files: [FontFile]) throws -> PinnedFontSet {
        guard !files.isEmpty else { throw FontConfigurationError.noFontFiles }
        let key = Array(Set(files.map(\.path))).sorted()
        return try registry.withLock { registry in
            if let existing = registry.sets[key] { return existing }
            fixFontconfigLanguage(&registry)
            let set = try PinnedFontSet(files: files)
            if !registry.currentIsSet {
                // Takes its own reference to the config.
                guard FcConfigSetCurrent(set.config) != 0 else {
                    throw FontConfigurationError.fontconfigFailure("FcConfigSetCurrent refused the pinned configuration")
                }
                registry.currentIsSet = true
            }
            registry.sets[key] = set
            return set
        }
    }
}

/// FreeType faces opened for cairo (`PinnedFontSet.attachOpenFace`), one per font file
/// and face index, each with its own `FT_Library`, never closed: every pinned set and
/// every thread that names the same file shares the one face, and cairo serialises its
/// uses of it with the face's own lock. A face costs a file mapping and its parsed
/// tables; the themes name 19 files.
enum OpenFaces {
    /// `FT_Face` pointers by "path#index". Faces are reached through cairo from here on.
    private static let faces = Locked([String: UnsafeSendableFace]())

    private struct UnsafeSendableFace: @unchecked Sendable { let face: FT_Face }

    /// The open face, opened on first use; nil when FreeType cannot open it.
    static func face(path: String, index: Int) -> FT_Face? {
        faces.withLock { faces in
            let key = "\(path)#\(index)"
            if let open = faces[key] { return open.face }
            var library: FT_Library?
            guard FT_Init_FreeType(&library) == 0, let library else { return nil }
            var face: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else {
                FT_Done_FreeType(library)
                return nil
            }
            faces[key] = UnsafeSendableFace(face: face)
            return face
        }
    }
}

/// Process-wide setup of the text stack, for programs that render on several threads.
public enum TextStack {
    /// Call once at start, before any thread is started: fixes the language fontconfig
    /// assumes (`FC_LANG`), so output is the same in every locale.
    public static func prepareProcess() { PinnedFontSet.fixLanguageNow() }
}

/// The family name FreeType reads from face 0 of a font file, without fontconfig's scan
/// of its whole character map (a few hundredths of a millisecond against up to 2 ms for a
/// CJK face). `TextEngine` uses it to load only the files of the families it is asked for,
/// and the fallback fonts when a text needs them.
///
/// It opens and closes each file rather than reading the name from the face kept open for
/// cairo (`OpenFaces`): that would keep every fallback file mapped in every process (the two
/// CJK collections alone are 39 MB), and under the 400 MiB address-space cap the
/// hostile-input tests then had (`--as`; now `--data`) `check` had no room left for its
/// thread stacks (a local CI run, 2026-11-26).
enum FontFileFamilies {
    private struct State {
        /// `FT_Library`, made on first use and kept for the process.
        var library: FT_Library?
        var families: [String: String] = [:]
    }
    private static let state = Locked(State())

    /// The family as fontconfig compares names: without blanks, lower case. Nil when FreeType
    /// cannot open the file as a font.
    static func family(of path: String) -> String? {
        state.withLock { state in
            if let known = state.families[path] { return known }
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return nil }
                state.library = library
            }
            var face: FT_Face?
            guard FT_New_Face(state.library, path, 0, &face) == 0, let face else { return nil }
            defer { FT_Done_Face(face) }
            let name = face.pointee.family_name.map { String(cString: $0) } ?? ""
            let family = comparable(name)
            state.families[path] = family
            return family
        }
    }

    /// `Noto Sans CJK JP` -> `notosanscjkjp`, as `FcStrCmpIgnoreBlanksAndCase` compares.
    static func comparable(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0 != " " }.map { Character($0) }).lowercased()
    }
}
