import CPangoCairo
import Foundation
import TableMockScene

/// Measures and shapes text with Pango, using only the pinned font files, fixed Cairo font
/// options (grey antialiasing, no hinting, no hint metrics), 72 dpi (1 Pango unit = 1 pt)
/// and unrounded glyph positions. The layout measures with it and the renderer draws with
/// it, so the two always agree.
///
/// Fonts are loaded as they are needed: at first the files of the first file's family;
/// the files of another family when a font of that family is asked for; every file (the
/// fallback fonts for other scripts) as soon as a text has a character the asked family's
/// files lack, or names a family no file has. Whatever is loaded, the family asked for
/// ranks first in fontconfig's order and Pango takes each character from the first font
/// that has it, so a text its family covers is set by the same fonts either way: the output
/// is the same as with every file loaded at once (the golden and Sample tests check it).
/// Reading the fallbacks' character maps (Noto Sans CJK, Arabic, Hebrew, Thai, Devanagari,
/// Symbola) was about a seventh of a one-spec process.
///
/// Not thread-safe, and deliberately not `Sendable`: Pango's font map corrupts its caches
/// when shared between threads (reference notes §6). Create one engine per thread or
/// worker; creating many in one process is fine and they share the immutable font sets.
public final class TextEngine: TextMeasuring {
    /// The font files this engine can use, as given.
    public let fonts: [FontFile]

    /// Each file's family (`FontFileFamilies.comparable`), in `fonts` order.
    private let fileFamilies: [String]
    /// Which files the current font set holds.
    private var isLoaded: [Bool]
    private var fontSet: PinnedFontSet
    /// `PangoFontMap*` (a PangoCairoFcFontMap), owned.
    private var fontMap: UnsafeMutablePointer<PangoFontMap>
    /// `PangoContext*` for measuring. It is never tied to a Cairo surface, so measurements
    /// do not depend on what was drawn before.
    private var measuringContext: OpaquePointer
    /// `PangoContext*` for drawing; `pango_cairo_update_context` ties it to each new `cairo_t`.
    private var drawingContext: OpaquePointer
    /// `PangoLayout*` reused for every measurement.
    private var measuringLayout: OpaquePointer
    /// The characters the loaded files of each family have (`FcCharSet*`, owned).
    private var familyCoverage: [String: OpaquePointer] = [:]
    /// The `cairo_t` being drawn on (`attach(to:)`), and whether the drawing context of
    /// the current font set has been tied to it.
    private var attachedCairo: OpaquePointer?
    private var drawingContextIsAttached = false
    /// `FontFileFamilies.comparable` of each family name asked for.
    private var comparableFamilies: [String: String] = [:]

    /// `PangoFontDescription*` per descriptor, owned.
    private var fontDescriptions: [FontDescriptor: OpaquePointer] = [:]
    private var widths: [MeasuredText: Double] = [:]
    private var fontMetrics: [FontDescriptor: FontMetrics] = [:]

    private struct MeasuredText: Hashable {
        var text: String
        var font: FontDescriptor
    }
    /// The width cache is dropped when it grows past this, so a long batch cannot grow it forever.
    private static let widthCacheLimit = 50_000

    /// Builds an engine that sees exactly `fonts`.
    /// - Throws: `FontConfigurationError`, naming the path and Debian package of a missing file.
    public init(fonts: [FontFile]) throws {
        guard !fonts.isEmpty else { throw FontConfigurationError.noFontFiles }
        self.fonts = fonts
        var families: [String] = []
        for file in fonts {
            guard FileManager.default.fileExists(atPath: file.path) else { throw FontConfigurationError.missingFontFile(file) }
            guard let family = FontFileFamilies.family(of: file.path) else {
                throw FontConfigurationError.unreadableFontFile(file)
            }
            families.append(family)
        }
        fileFamilies = families
        isLoaded = families.map { $0 == families[0] }
        let subset = zip(fonts, isLoaded).filter(\.1).map(\.0)
        fontSet = try PinnedFontSet.shared(for: subset)
        (fontMap, measuringContext, drawingContext, measuringLayout) = try Self.makePango(fontSet)
        familyCoverage = Self.coverage(of: fontSet, families: Dictionary(zip(fonts.map(\.path), families),
                                                                        uniquingKeysWith: { a, _ in a }))
    }

    deinit {
        for description in fontDescriptions.values { pango_font_description_free(description) }
        for charset in familyCoverage.values { FcCharSetDestroy(charset) }
        releasePango()
    }

    private func releasePango() {
        g_object_unref(UnsafeMutableRawPointer(measuringLayout))
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(UnsafeMutableRawPointer(drawingContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    private static func makePango(_ fontSet: PinnedFontSet) throws
        -> (UnsafeMutablePointer<PangoFontMap>, OpaquePointer, OpaquePointer, OpaquePointer) {
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw FontConfigurationError.fontconfigFailure("Pango could not create a FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fontSet.config)   // takes its own reference
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        let measuring = makeContext(fontMap)
        return (fontMap, measuring, makeContext(fontMap), makeLayout(measuring))
    }

    /// For each family, the union of the character sets of its files in `fontSet`.
    private static func coverage(of fontSet: PinnedFontSet, families: [String: String]) -> [String: OpaquePointer] {
        var result: [String: OpaquePointer] = [:]
        guard let set = FcConfigGetFonts(fontSet.config, FcSetApplication) else { return result }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var charset: OpaquePointer?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
                  let family = families[String(cString: file)],
                  FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            if let existing = result[family] {
                result[family] = FcCharSetUnion(existing, charset)
                FcCharSetDestroy(existing)
            } else {
                result[family] = FcCharSetCopy(charset)
            }
        }
        return result
    }

    /// Loads what `text` in `font` needs (see the type's description).
    private func prepareFonts(for text: String, font: FontDescriptor) {
        guard isLoaded.contains(false) else { return }
        let family: String
        if let known = comparableFamilies[font.family] {
            family = known
        } else {
            family = FontFileFamilies.comparable(font.family)
            comparableFamilies[font.family] = family
        }
        guard !font.family.contains(",") else { return load { _ in true } }
        if familyCoverage[family] == nil {
            guard fileFamilies.contains(family) else { return load { _ in true } }   // fontconfig substitutes
            load { $0 == family }
        }
        guard let coverage = familyCoverage[family] else { return load { _ in true } }
        for scalar in text.unicodeScalars where FcCharSetHasChar(coverage, scalar.value) == 0 {
            return load { _ in true }
        }
    }

    /// Adds the files whose family passes `filter` to the font set: a new font set, font map
    /// and contexts. Widths and metrics measured so far stay valid (see the type's description).
    private func load(_ filter: (String) -> Bool) {
        let wanted = zip(isLoaded, fileFamilies).map { $0 || filter($1) }
        guard wanted != isLoaded else { return }
        let subset = zip(fonts, wanted).filter(\.1).map(\.0)
        guard let set = try? PinnedFontSet.shared(for: subset), let pango = try? Self.makePango(set) else {
            // A file FreeType opened but fontconfig could not: keep what works.
            isLoaded = fonts.map { _ in true }
            return
        }
        releasePango()
        for charset in familyCoverage.values { FcCharSetDestroy(charset) }
        isLoaded = wanted
        fontSet = set
        (fontMap, measuringContext, drawingContext, measuringLayout) = pango
        familyCoverage = Self.coverage(of: set, families: Dictionary(zip(fonts.map(\.path), fileFamilies),
                                                                    uniquingKeysWith: { a, _ in a }))
        drawingContextIsAttached = false
    }

    /// Family names the pinned fonts provide, sorted. A descriptor naming any other family
    /// still gets a font (fontconfig picks the closest), so callers may want to validate.
    public var familyNames: [String] {
        load { _ in true }
        return fontSet.familyNames
    }

    // MARK: TextMeasuring

    /// The logical (advance) width of `text` set on one line, in points.
    public func width(of text: String, font: FontDescriptor) -> Double {
        guard !text.isEmpty, Self.isDrawable(font) else { return 0 }
        let key = MeasuredText(text: text, font: font)
        if let cached = widths[key] { return cached }
        prepareFonts(for: text, font: font)
        prepare(measuringLayout, text: text, font: font)
        var logical = PangoRectangle()
        pango_layout_get_extents(measuringLayout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE)
        if widths.count >= Self.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// Ascent and descent of the line box Pango gives a line of this font.
    ///
    /// Taken from an empty layout: its baseline (`pango_layout_get_baseline`) is the ascent
    /// and the rest of its logical height is the descent. The renderer places every run by
    /// the same baseline, so text drawn at a baseline `y` fills exactly
    /// `y - ascent ... y + descent`, which is what the layout reserved.
    public func metrics(of font: FontDescriptor) -> FontMetrics {
        guard Self.isDrawable(font) else { return FontMetrics(ascent: 0, descent: 0) }
        if let cached = fontMetrics[font] { return cached }
        prepareFonts(for: "", font: font)
        prepare(measuringLayout, text: "", font: font)
        var logical = PangoRectangle()
        pango_layout_get_extents(measuringLayout, nil, &logical)
        let baseline = pango_layout_get_baseline(measuringLayout)
        let metrics = FontMetrics(ascent: Double(baseline) / Double(PANGO_SCALE),
                                  descent: Double(logical.height - baseline) / Double(PANGO_SCALE))
        fontMetrics[font] = metrics
        return metrics
    }

    /// How many characters of `text` no loaded font can draw (they would show as boxes).
    /// Zero when the theme's fonts and fallbacks cover the text.
    public func unknownGlyphCount(in text: String, font: FontDescriptor) -> Int {
        guard !text.isEmpty, Self.isDrawable(font) else { return 0 }
        prepareFonts(for: text, font: font)
        prepare(measuringLayout, text: text, font: font)
        return Int(pango_layout_get_unknown_glyphs_count(measuringLayout))
    }

    // MARK: Drawing support (internal to the renderer)

    /// Ties the drawing context to a new `cairo_t`: its matrix and its surface's font
    /// options. Call once per `cairo_t`, before making layouts for it.
    func attach(to cr: OpaquePointer) {
        attachedCairo = cr
        pango_cairo_update_context(cr, drawingContext)
        drawingContextIsAttached = true
    }

    /// Loads every file and makes the complete set fontconfig's current configuration (once
    /// per process), for the text of SVG images, which librsvg sets with Pango's default font
    /// map. Call before drawing an SVG image.
    func prepareForSVGText() {
        load { _ in true }
        fontSet.makeCurrentForSVGText()
    }

    /// Forgets the `cairo_t` of `attach(to:)`; call before destroying it.
    func detach() {
        attachedCairo = nil
    }

    /// A new `PangoLayout*` holding one line of `text`, owned by the caller (`g_object_unref`).
    /// Nil for text that draws nothing.
    func makeDrawingLayout(text: String, font: FontDescriptor) -> OpaquePointer? {
        guard !text.isEmpty, Self.isDrawable(font) else { return nil }
        prepareFonts(for: text, font: font)
        if !drawingContextIsAttached, let attachedCairo {
            // The font set grew while drawing on `attachedCairo`: tie the new context to it.
            pango_cairo_update_context(attachedCairo, drawingContext)
            drawingContextIsAttached = true
        }
        let layout = Self.makeLayout(drawingContext)
        prepare(layout, text: text, font: font)
        return layout
    }

    // MARK: Private

    /// A size Pango accepts; anything else measures as nothing and draws nothing.
    private static func isDrawable(_ font: FontDescriptor) -> Bool {
        font.size.isFinite && font.size > 0 && font.size < 100_000
    }

    private func prepare(_ layout: OpaquePointer, text: String, font: FontDescriptor) {
        pango_layout_set_font_description(layout, fontDescription(for: font))   // copies it
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
    }

    private func fontDescription(for font: FontDescriptor) -> OpaquePointer {
        if let cached = fontDescriptions[font] { return cached }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(font.weight, 100), 1000))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Absolute size: in user units (points at 72 dpi), independent of the resolution.
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        fontDescriptions[font] = description
        return description
    }

    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)   // copies them
        cairo_font_options_destroy(options)
        // Rounded positions snap every advance to whole points, i.e. 3 px at 3x (notes §3).
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        return context
    }

    private static func makeLayout(_ context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        // The layout already decided the line: no wrapping, no ellipsis, and a stray
        // newline stays on the line instead of starting a new one.
        pango_layout_set_width(layout, -1)
        pango_layout_set_single_paragraph_mode(layout, 1)
        return layout
    }
}

/// Pango objects belong to the thread that made them.
@available(*, unavailable)
extension TextEngine: Sendable {}
