/// Cairo image surfaces hold at most 32,767 pixels a side (`CAIRO_STATUS_INVALID_SIZE`
/// beyond): the one definition of that number. The core checks canvases against it before
/// anything is allocated; the backend sizes its surfaces and bands by it. (The C decoders in
/// `CTableMockPNG` hold the same number as `TM_MAX_DECODE_DIMENSION`, their own side of the
/// language boundary.)
public enum CairoLimits {
    public static let maxSide = 32_767
    /// The tallest SVG or PDF, in points. Cairo keeps device coordinates as 24.8 fixed-point
    /// numbers, ±8,388,607 units; an SVG is one surface of its whole height (1 unit = 1 pt),
    /// and a PDF page's background reaches as far. 8,000,000 leaves room for strokes and
    /// shadows past the edge.
    public static let maxVectorHeight = 8_000_000
}
