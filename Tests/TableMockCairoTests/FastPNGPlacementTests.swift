import CTableMockPNG
import Foundation
import Testing

#if os(Linux)
import Glibc
#endif

/// The fast PNG writer's bytes must not depend on where in memory the writer lives.
///
/// ISA-L's level-1 deflate body (x86-64, `.write_first_byte` in igzip_icf_body_h1_gr_bt.asm)
/// hashes stream position 2 from the address of its `isal_zstream`, bits 16 and up
/// (CRC-32C of `address >> 16`), instead of from the input. When that slot is the one
/// position 0 hashes to, position 0 is forgotten, and the next row, which starts with the
/// same four bytes, is not matched with it: other bytes for the same pixels. The writer
/// now starts every stream in ISA-L's finish routine, which hashes correctly; this places
/// the writer where the old code wrote different bytes, and somewhere else, and compares.
@Suite struct FastPNGPlacementTests {
    #if os(Linux) && arch(x86_64)
    @Test func bytesDoNotDependOnWhereTheWriterLives() throws {
        let (width, height) = (64, 64)
        // Every row starts with the same pixel, so position 0's four bytes (filter byte
        // and the first pixel) come back at the start of each row; the rest varies.
        var argb = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let v = x == 0 ? UInt32(0x0A141E) : UInt32((x * 7 + y * 3) & 0xFF) * 0x010101
                argb[y * width + x] = 0xFF00_0000 | v
            }
        }
        let first: [UInt8] = [0, 0x0A, 0x14, 0x1E]   // filter byte, R, G, B
        let positionZeroSlot = crc32c(UInt32(first[0]) | UInt32(first[1]) << 8 | UInt32(first[2]) << 16
                                      | UInt32(first[3]) << 24) & 8191

        let placedOnSlot = try encode(argb, width: width, height: height, bogusSlot: positionZeroSlot)
        let placedElsewhere = try encode(argb, width: width, height: height, bogusSlot: (positionZeroSlot + 1) & 8191)
        let same = placedOnSlot == placedElsewhere
        #expect(same, "\(placedOnSlot.count) bytes with the writer on slot \(positionZeroSlot), \(placedElsewhere.count) elsewhere")
    }

    /// Encodes with the writer in its own mapping, at an address whose bits 16 and up hash
    /// (as the ISA-L bug does) to `bogusSlot`.
    private func encode(_ argb: [UInt32], width: Int, height: Int, bogusSlot: UInt32) throws -> [UInt8] {
        let size = tm_png_writer_size()
        var unit: UInt = 0x2000_0000_0000 >> 16
        var memory: UnsafeMutableRawPointer?
        while memory == nil {
            unit += 1
            guard unit < (0x2000_0000_0000 >> 16) + 1 << 24 else { throw PlacementError() }
            guard crc32c(UInt32(truncatingIfNeeded: unit)) & 8191 == bogusSlot else { continue }
            let address = UnsafeMutableRawPointer(bitPattern: unit << 16)
            let mapped = mmap(address, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0)
            if let mapped, mapped != MAP_FAILED { memory = mapped }
        }
        defer { munmap(memory, size) }
        let sink = Sink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        var message = [CChar](repeating: 0, count: Int(TM_ERROR_MESSAGE_CAPACITY))
        let writer = try #require(tm_png_writer_create_in(memory, Int32(width), Int32(height), 0, { context, bytes, length in
            Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
            return 0
        }, context, &message))
        defer { tm_png_writer_destroy(writer) }
        let added = argb.withUnsafeBytes { pixels in
            tm_png_writer_add_argb32_rows(writer, pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(height),
                                          Int32(width * 4), &message)
        }
        try #require(added == 0)
        try #require(tm_png_writer_finish(writer, &message) == 0)
        return withExtendedLifetime(sink) { sink.bytes }
    }

    private final class Sink { var bytes: [UInt8] = [] }
    private struct PlacementError: Error {}

    /// CRC-32C of four little-endian bytes, initial value 0 and no final inversion: the
    /// x86 `crc32 r32, r32` instruction ISA-L hashes with.
    private func crc32c(_ value: UInt32) -> UInt32 {
        var crc: UInt32 = 0
        var data = value
        for _ in 0..<4 {
            crc ^= data & 0xFF
            data >>= 8
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        }
        return crc
    }
    #endif
}
