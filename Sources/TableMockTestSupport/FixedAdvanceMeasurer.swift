import TableMockScene

/// A deterministic text measurer for layout tests: every character advances by
/// `advance × size` points, ascent is 0.8 × size and descent 0.2 × size — the same rule as
/// the Ahem test font, so expected frames can be computed by hand.
public struct FixedAdvanceMeasurer: TextMeasuring {
    public var advance: Double
    public init(advance: Double = 0.5) { self.advance = advance }

    public func width(of text: String, font: FontDescriptor) -> Double {
        Double(text.count) * advance * font.size
    }

    public func metrics(of font: FontDescriptor) -> FontMetrics {
        FontMetrics(ascent: 0.8 * font.size, descent: 0.2 * font.size)
    }
}
