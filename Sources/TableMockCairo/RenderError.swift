import TableMockScene

/// Why a scene could not be rendered. Each message says what went wrong and, where there
/// is one, what to do about it.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The canvas size or scale is zero, negative or not a number.
    case invalidCanvas(String)
    /// The raster would exceed Cairo's limit of `limit` device pixels per side.
    case imageTooLarge(pixelWidth: Double, pixelHeight: Double, points: Size, scale: Double, limit: Int)
    /// The PDF creation date is not in the ISO 8601 form Cairo accepts.
    case invalidCreationDate(String)
    /// An image node's bytes could not be decoded.
    case undecodableImage(source: String, format: ImageFormat, reason: String)
    /// Cairo reported an error status.
    case cairo(operation: String, status: String)
    /// The PNG encoder failed.
    case encoding(String)
    /// Drawing `what` (an SVG image) took longer than `seconds` (`RenderWatchdog`).
    case drawingTooLong(what: String, seconds: Double)
    /// An output another backend writes (`what`), asked of Cairo's.
    case unsupportedOutput(String)

    public var description: String {
        switch self {
        case .invalidCanvas(let reason):
            return "cannot render: \(reason)"
        case let .imageTooLarge(pixelWidth, pixelHeight, points, scale, limit):
            return "the picture would be \(pixelWidth.compact) x \(pixelHeight.compact) px "
                + "(\(points.width.compact) x \(points.height.compact) pt at scale \(scale.compact)), "
                + "but raster images are limited to \(limit) px per side; "
                + "use a smaller scale, split the table, or render SVG or PDF instead"
        case .invalidCreationDate(let date):
            return "PDF creation date \"\(date)\" is not an ISO 8601 date like 2008-07-11T00:00:00Z"
        case let .undecodableImage(source, format, reason):
            return "cannot decode \(format.rawValue.uppercased()) image \(source): \(reason)"
        case let .cairo(operation, status):
            return "cairo failed while \(operation): \(status)"
        case .encoding(let reason):
            return "PNG encoding failed: \(reason)"
        case let .drawingTooLong(what, seconds):
            return "drawing \(what) took longer than \(seconds < 1 ? String(seconds) : String(Int(seconds))) s; stopped"
        case .unsupportedOutput(let what):
            return "the Cairo backend does not write \(what)"
        }
    }
}

extension Double {
    /// `390` rather than `390.0`; at most three decimals.
    var compact: String {
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
