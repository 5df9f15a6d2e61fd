import Foundation

/// TableMock against the C floor (`../shared/bench/floor.c`: cairo and pango called
/// directly, PNG through libpng at zlib level 1 without row filters, `-z 1 -F none`), whole
/// process against whole process, the two alternating run by run so that the machine's
/// drift hits both alike. The ratio is taken pair by pair and its median reported.
enum FloorBenchmark {
    struct Pairs {
        var tablemock: [Double] = []
        var floor: [Double] = []
        var ratios: Samples { Samples(values: zip(tablemock, floor).map { $0 / $1 }) }

        func report(_ title: String, perImage: Int = 1) -> String {
            let t = Samples(values: tablemock.map { $0 / Double(perImage) })
            let f = Samples(values: floor.map { $0 / Double(perImage) })
            let r = ratios
            return String(format: "%@: tablemock %@, floor %@; ratio %.2fx (min %.2f, max %.2f, n %d)",
                          title, t.text, f.text, r.median, r.min, r.max, r.values.count)
        }
    }

    /// Whole `tablemock render SPEC --force --quiet` against `floor -z 1 -F none SPEC.tsv`.
    static func wholeProcess(tablemock: String, floor: String, spec: URL, tsv: URL, runs: Int, scratch: URL) -> Pairs {
        let out = scratch.appendingPathComponent("floor-one")
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var pairs = Pairs()
        for i in 0..<(runs + 2) {
            let a = ProcessBenchmark.spawn([tablemock, "render", spec.path, "-o", out.path, "--force", "--quiet"])
            let b = ProcessBenchmark.spawn([floor, "-z", "1", "-F", "none", tsv.path, out.appendingPathComponent("floor.png").path])
            guard i >= 2, a.status == 0, b.status == 0 else { continue }   // two warm-up pairs
            pairs.tablemock.append(a.seconds); pairs.floor.append(b.seconds)
        }
        return pairs
    }

    /// A batch of `count` copies with one job against `floor -n count` (one process drawing
    /// and writing `count` images), per image.
    static func batch(tablemock: String, floor: String, spec: URL, tsv: URL, count: Int, repeats: Int,
                      scratch: URL) throws -> Pairs {
        let folder = scratch.appendingPathComponent("floor-batch")
        try BatchBenchmark.makeBatch(spec, count: count, in: folder)
        let out = scratch.appendingPathComponent("floor-batch-out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var pairs = Pairs()
        for _ in 0..<max(1, repeats) {
            let a = ProcessBenchmark.spawn([tablemock, "render", folder.path, "-o", out.path, "--force", "--quiet", "--jobs", "1"])
            let b = ProcessBenchmark.spawn([floor, "-n", String(count), "-z", "1", "-F", "none", tsv.path,
                                            out.appendingPathComponent("f-%03d.png").path])
            guard a.status == 0, b.status == 0 else { continue }
            pairs.tablemock.append(a.seconds); pairs.floor.append(b.seconds)
        }
        return pairs
    }

    static func run(tablemock: String, floor: String, floorSpecs: URL, workloads: URL, names: [String],
                    runs: Int, batchCount: Int, repeats: Int, skipBatch: Bool, scratch: URL) {
        say("\n## Against the C floor (`floor -z 1 -F none`), whole process, alternating")
        for name in names {
            let tsv = floorSpecs.appendingPathComponent(name + ".tsv")
            guard FileManager.default.fileExists(atPath: tsv.path) else { say("\(name): no \(tsv.path)"); continue }
            let pairs = wholeProcess(tablemock: tablemock, floor: floor, spec: workloads.appendingPathComponent(name + ".yaml"),
                                     tsv: tsv, runs: runs, scratch: scratch)
            say(pairs.report(name))
        }
        guard !skipBatch else { return }
        say("\n## Against the C floor, per image in one process (`render DIR --jobs 1` vs `floor -n N`)")
        for name in names {
            let tsv = floorSpecs.appendingPathComponent(name + ".tsv")
            guard FileManager.default.fileExists(atPath: tsv.path) else { continue }
            let count = name == "grouped-20" ? batchCount : max(1, batchCount / 10)
            do {
                let pairs = try batch(tablemock: tablemock, floor: floor, spec: workloads.appendingPathComponent(name + ".yaml"),
                                      tsv: tsv, count: count, repeats: repeats, scratch: scratch)
                say(pairs.report("\(name) x \(count), per image", perImage: count))
            } catch {
                say("\(name): error: \(error)")
            }
        }
    }
}
