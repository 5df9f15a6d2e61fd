/// Cairo image surfaces hold at most 32,767 pixels a side (`CAIRO_STATUS_INVALID_SIZE`
/// beyond): the one definition of that number. The core checks canvases against it before
/// anything is allocated; the backend sizes its surfaces and bands by it. (The C decoders in
/// `CTableMockPNG` hold the same number as `TM_MAX_DECODE_DIMENSION`, their own side of the
/// language boundary.)
public enum CairoLimits {
    public static let maxSide = 32_767
}
