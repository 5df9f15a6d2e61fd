/// Why an image could not be encoded or decoded. The message comes from libpng or libjpeg
/// where they gave one.
public struct RasterError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Operation: String, Sendable {
        case pngEncoding = "PNG encoding"
        case pngDecoding = "PNG decoding"
        case jpegDecoding = "JPEG decoding"
    }
    public let operation: Operation
    public let message: String

    public init(operation: Operation, message: String) {
        self.operation = operation; self.message = message
    }

    public var description: String { "\(operation.rawValue) failed: \(message)" }
}
