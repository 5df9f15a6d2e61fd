import Foundation

/// `--name value` and `--flag` arguments.
struct BenchArguments {
    private var items: [String]
    init(_ items: ArraySlice<String>) { self.items = Array(items) }

    func value(_ name: String) -> String? {
        guard let i = items.firstIndex(of: name), i + 1 < items.count else { return nil }
        return items[i + 1]
    }

    func flag(_ name: String) -> Bool { items.contains(name) }
}

/// Times in seconds, summarised.
struct Samples {
    var values: [Double]

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }

    /// `31.2 ms (min 29.8, max 40.1, n 60)`.
    var text: String {
        "\(Self.ms(median)) (min \(Self.plain(min * 1000)), max \(Self.plain(max * 1000)), n \(values.count))"
    }

    static func ms(_ seconds: Double) -> String { plain(seconds * 1000) + " ms" }
    static func plain(_ value: Double) -> String { String(format: "%.1f", value) }
}

enum LoadAverage {
    static var text: String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
    }
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Prints a line at once (unbuffered), so a log shows progress while the benchmark runs.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
