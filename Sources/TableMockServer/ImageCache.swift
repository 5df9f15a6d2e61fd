#if Server
import Foundation

/// The server's recent images, by ETag, least recently used first out, holding at most
/// `capacity` bytes of images (an image larger than that is not kept).
final class ImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private let capacity: Int
    private var entries: [String: (data: Data, tick: UInt64)] = [:]
    private var bytes = 0
    private var tick: UInt64 = 0

    init(capacity: Int) { self.capacity = capacity }

    func get(_ key: String) -> Data? {
        lock.withLock {
            guard var entry = entries[key] else { return nil }
            tick += 1
            entry.tick = tick
            entries[key] = entry
            return entry.data
        }
    }

    func put(_ key: String, _ data: Data) {
        guard data.count <= capacity else { return }
        lock.withLock {
            if let old = entries[key] { bytes -= old.data.count }
            tick += 1
            entries[key] = (data, tick)
            bytes += data.count
            while bytes > capacity, let oldest = entries.min(by: { $0.value.tick < $1.value.tick }) {
                entries[oldest.key] = nil
                bytes -= oldest.value.data.count
            }
        }
    }

    var count: Int { lock.withLock { entries.count } }
    var size: Int { lock.withLock { bytes } }
}
#endif
