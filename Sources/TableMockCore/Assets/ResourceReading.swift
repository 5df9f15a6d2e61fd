import Foundation
import TableMockScene

/// Why an image whose header is sound still cannot be drawn (damaged compressed data, an
/// SVG the renderer refuses), or nil. The core reads headers only; a host that has a
/// decoder may decode here (the CLI's `validate` does, with the Cairo backend's), so a
/// damaged image is reported at the place the spec names it without drawing. A render
/// decodes once, when drawing, and reports the same line (`AssetLoader.undecodable`).
public typealias ImageDecodeCheck = @Sendable (ImageData) -> String?
