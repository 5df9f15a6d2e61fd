import Foundation
import TableMockScene

/// Reads an image's format and intrinsic size from its header, without decoding it.
enum ImageProbe {
    enum Failure: Error, Equatable {
        case unknownFormat
        case corrupt(String)
        case externalReference(String)
    }

    static let maxDimension = 16384.0

    static func probe(_ data: Data, source: String) throws(Failure) -> ImageData {
        let b = [UInt8](data.prefix(64 * 1024))
        let size: Size
        let format: ImageFormat
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { throw .corrupt("the PNG header is incomplete") }
            size = Size(width: Double(be32(b, 16)), height: Double(be32(b, 20)))
            format = .png
            if let problem = ImageIntegrity.checkPNG([UInt8](data)) { throw .corrupt(problem) }
        } else if b.starts(with: [0xFF, 0xD8]) {
            let all = [UInt8](data)
            size = try jpegSize(all)
            format = .jpeg
            if let problem = ImageIntegrity.checkJPEG(all) { throw .corrupt(problem) }
        } else if String(decoding: data.prefix(1 << 20), as: UTF8.self).contains("<svg") {
            // The whole file, however long: a closing tag past the first megabyte, or a
            // character cut in two at its edge, must not make a valid SVG "incomplete".
            guard let text = String(data: data, encoding: .utf8) else { throw .corrupt("the SVG is not valid UTF-8 text") }
            size = try svgSize(text)
            format = .svg
            if let problem = SVGBudget.problem(in: data) { throw .corrupt(problem) }
        } else {
            throw .unknownFormat
        }
        guard size.width >= 1, size.height >= 1 else { throw .corrupt("it is \(Int(size.width))×\(Int(size.height)) pixels") }
        guard size.width <= maxDimension, size.height <= maxDimension else {
            throw .corrupt("it is \(Int(size.width))×\(Int(size.height)) pixels; the limit is \(Int(maxDimension)) on each side")
        }
        let decodedBytes = size.width * size.height * 4
        guard decodedBytes <= Double(CanvasLimits.maxPixelBytes) else {
            throw .corrupt("it is \(grouped(size.width))×\(grouped(size.height)) pixels, \(grouped(decodedBytes / 1_048_576)) MiB "
                           + "decoded; the limit is \(CanvasLimits.maxPixelBytes >> 20) MiB")
        }
        return ImageData(bytes: data, format: format, pixelSize: size, source: source)
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func jpegSize(_ b: [UInt8]) throws(Failure) -> Size {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { throw .corrupt("the JPEG markers are damaged") }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return Size(width: Double(w), height: Double(h))
            }
            guard length >= 2 else { throw .corrupt("the JPEG markers are damaged") }
            i += 2 + length
        }
        throw .corrupt("the JPEG has no frame header")
    }

    private static func svgSize(_ text: String) throws(Failure) -> Size {
        // Refuse anything that would make the decoder reach outside the file.
        if let reference = SVGReferences.firstExternal(in: text) { throw .externalReference(reference) }
        guard let open = text.range(of: "<svg") else { throw .unknownFormat }
        if text.range(of: "</svg", options: .backwards) == nil && !text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("/>") {
            throw .corrupt("the SVG is incomplete (no closing </svg>)")
        }
        let tagEnd = text[open.upperBound...].firstIndex(of: ">") ?? text.endIndex
        let tag = String(text[open.upperBound..<tagEnd])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let r = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") {
                    let rest = tag[r.upperBound...]
                    if let end = rest.firstIndex(of: Character(quote)) { return String(rest[..<end]) }
                }
            }
            return nil
        }
        func number(_ s: String?) -> Double? {
            guard let s else { return nil }
            let trimmed = s.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "px", with: "")
            return Double(trimmed)
        }
        if let w = number(attribute("width")), let h = number(attribute("height")) { return Size(width: w, height: h) }
        if let vb = attribute("viewBox") {
            let v = vb.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if v.count == 4 { return Size(width: v[2], height: v[3]) }
        }
        throw .corrupt("the SVG has no width and height or viewBox")
    }
}
