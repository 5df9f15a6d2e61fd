#if Server
import Foundation

/// The server's counters, written in the Prometheus text format (version 0.0.4) for
/// `GET /metrics`.
final class ServerMetrics: @unchecked Sendable {
    static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private let lock = NSLock()
    private var requests: [String: Int] = [:]  // "route\u{0}status"
    private var renderErrors = 0
    private var cacheHits = 0
    private var cacheMisses = 0
    private var notModified = 0
    private var rejected = 0
    private var timeouts = 0
    private var renderCounts = [Int](repeating: 0, count: ServerMetrics.buckets.count)
    private var renderCount = 0
    private var renderSum = 0.0

    func request(route: String, status: Int) { lock.withLock { requests["\(route)\u{0}\(status)", default: 0] += 1 } }
    func renderError() { lock.withLock { renderErrors += 1 } }
    func cacheHit() { lock.withLock { cacheHits += 1 } }
    func cacheMiss() { lock.withLock { cacheMisses += 1 } }
    func notModifiedAnswer() { lock.withLock { notModified += 1 } }
    func rejectedAnswer() { lock.withLock { rejected += 1 } }
    func timeout() { lock.withLock { timeouts += 1 } }

    func rendered(seconds: Double) {
        lock.withLock {
            renderCount += 1
            renderSum += seconds
            for (i, bound) in Self.buckets.enumerated() where seconds <= bound { renderCounts[i] += 1 }
        }
    }

    func text(queued: Int, cachedImages: Int, cachedBytes: Int) -> String {
        lock.withLock {
            var out = ""
            func family(_ name: String, _ type: String, _ help: String) { out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n" }
            func counter(_ name: String, _ help: String, _ value: Int) { family(name, "counter", help); out += "\(name) \(value)\n" }
            family("tablemock_requests_total", "counter", "HTTP requests answered, by route and status.")
            for key in requests.keys.sorted() {
                let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
                out += "tablemock_requests_total{route=\"\(parts[0])\",status=\"\(parts[1])\"} \(requests[key]!)\n"
            }
            counter("tablemock_render_errors_total", "Specs refused with diagnostics (400).", renderErrors)
            counter("tablemock_cache_hits_total", "Images answered from the in-memory cache.", cacheHits)
            counter("tablemock_cache_misses_total", "Images that had to be drawn.", cacheMisses)
            counter("tablemock_not_modified_total", "If-None-Match answered with 304.", notModified)
            counter("tablemock_rejected_total", "Requests refused with 503 because the queue was full.", rejected)
            counter("tablemock_render_timeouts_total", "Renders that passed the time limit.", timeouts)
            family("tablemock_render_seconds", "histogram", "Time to draw one image, queue wait excluded.")
            for (i, bound) in Self.buckets.enumerated() {
                out += "tablemock_render_seconds_bucket{le=\"\(bound)\"} \(renderCounts[i])\n"
            }
            out += "tablemock_render_seconds_bucket{le=\"+Inf\"} \(renderCount)\n"
            out += "tablemock_render_seconds_sum \(renderSum)\ntablemock_render_seconds_count \(renderCount)\n"
            family("tablemock_queue_depth", "gauge", "Renders waiting for a worker.")
            out += "tablemock_queue_depth \(queued)\n"
            family("tablemock_cache_images", "gauge", "Images held in the in-memory cache.")
            out += "tablemock_cache_images \(cachedImages)\n"
            family("tablemock_cache_bytes", "gauge", "Bytes held in the in-memory cache.")
            out += "tablemock_cache_bytes \(cachedBytes)\n"
            return out
        }
    }
}
#endif
