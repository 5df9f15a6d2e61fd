import Foundation

/// Runs processes and measures each one's wall time and peak memory (wait4's rusage).
struct ProcessBenchmark {
    var wall: Samples
    /// Peak resident set of each run, in bytes.
    var peakMemory: [Int]
    var failures: Int

    struct Run {
        var seconds: Double
        /// User plus system CPU time of the process.
        var cpuSeconds: Double = 0
        var maxResidentBytes: Int
        var status: Int32
    }

    static func repeated(_ count: Int, warmups: Int = 2, _ arguments: () -> [String]) -> ProcessBenchmark {
        var wall: [Double] = [], memory: [Int] = []
        var failures = 0
        for i in 0..<(count + warmups) {
            let run = spawn(arguments())
            if run.status != 0 { failures += 1 }
            guard i >= warmups else { continue }
            wall.append(run.seconds); memory.append(run.maxResidentBytes)
        }
        return ProcessBenchmark(wall: Samples(values: wall), peakMemory: memory, failures: failures)
    }

    /// Starts `arguments[0]` and waits for it. Standard error is discarded; standard output,
    /// `tablemock render --json`'s summary, is read for the peak memory the process reports
    /// itself (a child spawned with vfork inherits this benchmark's high-water mark, so
    /// wait4's `ru_maxrss` would be wrong); its CPU time comes from wait4.
    static func spawn(_ arguments: [String]) -> Run {
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-bench-\(getpid()).json").path
        defer { unlink(summary) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, summary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
            return Run(seconds: 0, maxResidentBytes: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = now() - start
        func time(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let json = FileManager.default.contents(atPath: summary)
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        return Run(seconds: seconds, cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime),
                   maxResidentBytes: json?["peakMemoryBytes"] as? Int ?? 0, status: status)
    }

    static func mib(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }

    func report(name: String) -> String {
        var line = "\(name): \(wall.text) per process, peak memory \(Self.mib(peakMemory.max() ?? 0))"
        if failures > 0 { line += " (\(failures) runs FAILED)" }
        return line
    }
}
