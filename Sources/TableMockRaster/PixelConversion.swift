import CTableMockPNG

extension RGBAImage {
    /// Copies a buffer in Cairo's ARGB32 layout (native-endian `UInt32`, premultiplied)
    /// into straight RGBA, un-premultiplying as Cairo's PNG writer does. Lets a caller
    /// compare rendered pixels without a PNG round trip.
    public init(premultipliedARGB32 pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.init(width: width, height: height) { add in add(pixels, height, bytesPerRow) }
    }

    /// Builds a `width` x `height` picture from rows in Cairo's ARGB32 layout that `fill`
    /// hands to its argument a band at a time, top to bottom (`rows` rows each,
    /// `bytesPerRow` apart), un-premultiplying them as the initializer above does. Rows past
    /// the last are ignored; rows never handed over stay transparent.
    public init(width: Int, height: Int,
                premultipliedARGB32Bands fill: ((_ pixels: UnsafeRawPointer, _ rows: Int, _ bytesPerRow: Int) -> Void) throws -> Void) rethrows {
        precondition(width >= 0 && height >= 0, "invalid picture size")
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var filled = 0
        try rgba.withUnsafeMutableBufferPointer { out in
            try fill { pixels, rows, bytesPerRow in
                let rows = min(rows, height - filled)
                precondition(bytesPerRow >= width * 4, "row stride \(bytesPerRow) too small for width \(width)")
                guard width > 0, rows > 0 else { return }
                tm_argb32_to_rgba(pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(rows),
                                  Int32(bytesPerRow), out.baseAddress! + filled * width * 4)
                filled += rows
            }
        }
        self.init(width: width, height: height, pixels: rgba)!
    }

    /// Writes these pixels premultiplied in Cairo's ARGB32 layout into `destination`, which
    /// must hold `height * bytesPerRow` bytes.
    public func writePremultipliedARGB32(to destination: UnsafeMutableRawPointer, bytesPerRow: Int) {
        precondition(bytesPerRow >= width * 4, "row stride \(bytesPerRow) too small for width \(width)")
        guard width > 0, height > 0 else { return }
        pixels.withUnsafeBufferPointer { rgba in
            tm_rgba_to_argb32(rgba.baseAddress, Int32(width), Int32(height), Int32(width * 4),
                              destination.assumingMemoryBound(to: UInt8.self), Int32(bytesPerRow))
        }
    }
}
