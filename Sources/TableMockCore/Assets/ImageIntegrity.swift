/// Whole-file checks of PNG and JPEG images, cheap enough to run when a spec is prepared,
/// so a damaged or truncated image is an error at the place the spec names it rather than
/// a decoder failure while drawing.
enum ImageIntegrity {
    /// Walks the PNG chunks to IEND, checking lengths, chunk types and CRCs.
    static func checkPNG(_ b: [UInt8]) -> String? {
        var i = 8
        var sawData = false
        while true {
            guard i + 12 <= b.count else { return "the PNG is truncated (no IEND chunk)" }
            let length = Int(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
            let type = b[(i + 4)..<(i + 8)]
            guard type.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                return "the PNG is damaged (an invalid chunk at byte \(i))"
            }
            guard length <= b.count - i - 12 else { return "the PNG is truncated (chunk at byte \(i) runs past the end)" }
            let end = i + 8 + length
            let stored = UInt32(b[end]) << 24 | UInt32(b[end + 1]) << 16 | UInt32(b[end + 2]) << 8 | UInt32(b[end + 3])
            guard CRC32.checksum(b[(i + 4)..<end]) == stored else {
                return "the PNG is damaged (bad checksum in the \(String(decoding: type, as: UTF8.self)) chunk at byte \(i))"
            }
            if type.elementsEqual("IDAT".utf8) { sawData = true }
            if type.elementsEqual("IEND".utf8) { return sawData ? nil : "the PNG has no image data" }
            i = end + 4
        }
    }

    /// A JPEG must end with its end-of-image marker; a truncated file loses it.
    static func checkJPEG(_ b: [UInt8]) -> String? {
        // Some writers pad after the marker; look at the last few hundred bytes.
        let tail = b.suffix(512)
        var previous: UInt8 = 0
        for byte in tail {
            if previous == 0xFF && byte == 0xD9 { return nil }
            previous = byte
        }
        return "the JPEG is truncated (no end-of-image marker)"
    }
}

/// CRC-32 (ISO 3309, as PNG uses it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
