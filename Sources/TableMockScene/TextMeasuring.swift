/// Measures text for the layout. The backend implements it with Pango, using the same font
/// map and options it draws with; tests use a deterministic fake. Layout makes every text
/// decision (wrapping, truncation) from these two answers, so drawing never measures.
public protocol TextMeasuring {
    /// The advance width of `text` set on one line in `font`, in points.
    func width(of text: String, font: FontDescriptor) -> Double
    /// Ascent and descent of `font`.
    func metrics(of font: FontDescriptor) -> FontMetrics
}
