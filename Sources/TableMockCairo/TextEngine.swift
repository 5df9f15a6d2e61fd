import CPangoCairo
import TableMockScene

/// Measures and shapes text with Pango, using only the pinned font files, fixed Cairo font
/// options (grey antialiasing, no hinting, no hint metrics), 72 dpi (1 Pango unit = 1 pt)
/// and unrounded glyph positions. The layout measures with it and the renderer draws with
/// it, so the two always agree.
///
/// Not thread-safe, and deliberately not `Sendable`: Pango's font map corrupts its caches
/// when shared between threads (reference notes §6). Create one engine per thread or
/// worker; creating many in one process is fine and they share the immutable font set.
public final class TextEngine: TextMeasuring {
    /// The font files this engine can use, as given.
    public let fonts: [FontFile]

    private let fontSet: PinnedFontSet
    /// `PangoFontMap*` (a PangoCairoFcFontMap), owned.
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// `PangoContext*` for measuring. It is never tied to a Cairo surface, so measurements
    /// do not depend on what was drawn before.
    private let measuringContext: OpaquePointer
    /// `PangoContext*` for drawing; `pango_cairo_update_context` ties it to each new `cairo_t`.
    private let drawingContext: OpaquePointer
    /// `PangoLayout*` reused for every measurement.
    private let measuringLayout: OpaquePointer

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
        self.fonts = fonts
        fontSet = try PinnedFontSet.shared(for: fonts)

        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw FontConfigurationError.fontconfigFailure("Pango could not create a FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fontSet.config)   // takes its own reference
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        self.fontMap = fontMap

        measuringContext = Self.makeContext(fontMap)
        drawingContext = Self.makeContext(fontMap)
        measuringLayout = Self.makeLayout(measuringContext)
    }

    deinit {
        for description in fontDescriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(measuringLayout))
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(UnsafeMutableRawPointer(drawingContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Family names the pinned fonts provide, sorted. A descriptor naming any other family
    /// still gets a font (fontconfig picks the closest), so callers may want to validate.
    public var familyNames: [String] { fontSet.familyNames }

    // MARK: TextMeasuring

    /// The logical (advance) width of `text` set on one line, in points.
    public func width(of text: String, font: FontDescriptor) -> Double {
        guard !text.isEmpty, Self.isDrawable(font) else { return 0 }
        let key = MeasuredText(text: text, font: font)
        if let cached = widths[key] { return cached }
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
        prepare(measuringLayout, text: text, font: font)
        return Int(pango_layout_get_unknown_glyphs_count(measuringLayout))
    }

    // MARK: Drawing support (internal to the renderer)

    /// Ties the drawing context to a new `cairo_t`: its matrix and its surface's font
    /// options. Call once per `cairo_t`, before making layouts for it.
    func attach(to cr: OpaquePointer) {
        pango_cairo_update_context(cr, drawingContext)
    }

    /// A new `PangoLayout*` holding one line of `text`, owned by the caller (`g_object_unref`).
    /// Nil for text that draws nothing.
    func makeDrawingLayout(text: String, font: FontDescriptor) -> OpaquePointer? {
        guard !text.isEmpty, Self.isDrawable(font) else { return nil }
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
