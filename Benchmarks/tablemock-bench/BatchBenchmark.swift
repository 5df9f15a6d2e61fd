import Foundation

/// A folder of copies of one spec, rendered with 1 job and with every core, alternately
/// `repeats` times (the median is reported, as other work on the machine adds noise).
enum BatchBenchmark {
    static func run(tablemock: String, spec: URL, name: String, size: Int, cores: Int, repeats: Int,
                    scratch: URL) throws {
        let folder = scratch.appendingPathComponent("batch-\(name)")
        let small = scratch.appendingPathComponent("batch-\(name)-small")
        try makeBatch(spec, count: size, in: folder)
        try makeBatch(spec, count: max(1, size / 10), in: small)
        let out = scratch.appendingPathComponent("out-\(name)").path
        func render(_ dir: URL, jobs: Int, force: Bool = true) -> ProcessBenchmark.Run {
            var arguments = [tablemock, "render", dir.path, "-o", out, "--quiet", "--json", "--jobs", String(jobs)]
            if force { arguments.append("--force") }
            return ProcessBenchmark.spawn(arguments)
        }

        var serial: [ProcessBenchmark.Run] = [], parallel: [ProcessBenchmark.Run] = []
        for _ in 0..<max(1, repeats) {
            serial.append(render(folder, jobs: 1))
            parallel.append(render(folder, jobs: cores))
        }
        let unchanged = render(folder, jobs: cores, force: false)
        let smallAll = render(small, jobs: cores)
        let failed = (serial + parallel + [unchanged, smallAll]).contains { $0.status != 0 }
        let one = median(serial), all = median(parallel)
        let speedups = zip(serial, parallel).map { $0.seconds / $1.seconds }
        func rate(_ run: ProcessBenchmark.Run) -> String {
            String(format: "%.2f s, %.1f images/s, %.1f ms/image (CPU %.1f ms/image)", run.seconds,
                   Double(size) / run.seconds, run.seconds * 1000 / Double(size), run.cpuSeconds * 1000 / Double(size))
        }
        say("""
            \(name) x \(size) (median of \(serial.count) alternating runs):
                1 job:   \(rate(one)), peak \(ProcessBenchmark.mib(one.maxResidentBytes))
                \(cores) jobs:  \(rate(all)), peak \(ProcessBenchmark.mib(all.maxResidentBytes))
                speed-up: \(String(format: "%.2f", Samples(values: speedups).median))x \
            (each run: \(speedups.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
                unchanged, again: \(String(format: "%.3f s", unchanged.seconds)) (all up to date)
                memory, \(max(1, size / 10)) vs \(size) specs with \(cores) jobs: \
            \(ProcessBenchmark.mib(smallAll.maxResidentBytes)) vs \(ProcessBenchmark.mib(all.maxResidentBytes))
            """ + (failed ? "\n    (a run FAILED)" : ""))
    }

    /// The run with the median wall time.
    static func median(_ runs: [ProcessBenchmark.Run]) -> ProcessBenchmark.Run {
        runs.sorted { $0.seconds < $1.seconds }[(runs.count - 1) / 2]
    }

    /// `count` copies of the spec, 100 to a folder.
    static func makeBatch(_ spec: URL, count: Int, in folder: URL) throws {
        let fm = FileManager.default
        try? fm.removeItem(at: folder)
        let data = try Data(contentsOf: spec)
        for i in 0..<count {
            let dir = folder.appendingPathComponent(String(format: "part-%02d", i / 100))
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            try data.write(to: dir.appendingPathComponent(String(format: "screen-%04d.yaml", i)))
        }
    }
}
