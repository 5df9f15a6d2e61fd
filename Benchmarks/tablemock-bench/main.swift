// tablemock-bench: the numbers of the README's Performance section.
//
//   tablemock-bench --tablemock .build-bench/release/tablemock [--workloads Benchmarks/Workloads]
//                   [--runs 20] [--batch 500] [--long-batch 50] [--repeats 3] [--skip-batch]
//                   [--floor .build-floor/floor --floor-specs ../shared/bench] [--floor-batch 200]
//
// Build it in release (Scripts/bench.sh does). It measures, for grouped-20 and plain-200:
// 1. time per image inside one process (warm: fonts loaded), split into prepare, layout
//    and PNG (draw + encode);
// 2. the whole process for one spec (`tablemock render spec --force`): wall time, and the
//    peak memory the process reports in its --json summary (VmHWM);
// 3. a batch with 1 job and with every core, the speed-up, the peak memory of a small and
//    a large batch, and re-running the unchanged batch (the cache). The 1-job and all-core
//    runs alternate --repeats times and the medians are reported;
// 4. with --floor, the same against the C floor: whole processes alternating one by one,
//    and a batch with one job against `floor -n N`, as ratios (tablemock / floor).
import Foundation

let arguments = BenchArguments(CommandLine.arguments.dropFirst())
let workloads = URL(fileURLWithPath: arguments.value("--workloads") ?? "Benchmarks/Workloads")
let runs = Int(arguments.value("--runs") ?? "") ?? 20
let batchSize = Int(arguments.value("--batch") ?? "") ?? 500
let longBatchSize = Int(arguments.value("--long-batch") ?? "") ?? 50
let repeats = Int(arguments.value("--repeats") ?? "") ?? 3
let tablemock = arguments.value("--tablemock").map { URL(fileURLWithPath: $0).path }
let skipBatch = arguments.flag("--skip-batch")
let floor = arguments.value("--floor").map { URL(fileURLWithPath: $0).path }
let floorSpecs = URL(fileURLWithPath: arguments.value("--floor-specs") ?? "../shared/bench")
let floorBatch = Int(arguments.value("--floor-batch") ?? "") ?? 200
let cores = ProcessInfo.processInfo.activeProcessorCount

let specs = [("grouped-20", batchSize), ("plain-200", longBatchSize)]
say("tablemock benchmark: \(cores) cores, load average \(LoadAverage.text) at start")
#if DEBUG
say("warning: this is a debug build; build with -c release for real numbers")
#endif

say("\n## In one process (warm), per image")
for (name, _) in specs {
    let url = workloads.appendingPathComponent(name + ".yaml")
    do {
        let result = try InProcessBenchmark.run(url, iterations: name == "grouped-20" ? 3 * runs : runs)
        say(result.report(name: name))
    } catch {
        say("\(name): error: \(error)")
    }
}

if let tablemock {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    say("\n## Whole process, one spec (`tablemock render SPEC --force --quiet --json`)")
    for (name, _) in specs {
        let spec = workloads.appendingPathComponent(name + ".yaml").path
        let result = ProcessBenchmark.repeated(runs) {
            [tablemock, "render", spec, "-o", scratch.appendingPathComponent("one").path, "--force", "--quiet", "--json"]
        }
        say(result.report(name: name))
    }
    if let floor {
        FloorBenchmark.run(tablemock: tablemock, floor: floor, floorSpecs: floorSpecs, workloads: workloads,
                           names: specs.map(\.0), runs: runs, batchCount: floorBatch, repeats: repeats,
                           skipBatch: skipBatch, scratch: scratch)
    }
    if !skipBatch {
        say("\n## Batches (`tablemock render DIR --force --quiet --json --jobs N`)")
        for (name, size) in specs {
            do {
                try BatchBenchmark.run(tablemock: tablemock, spec: workloads.appendingPathComponent(name + ".yaml"),
                                       name: name, size: size, cores: cores, repeats: repeats,
                                       scratch: scratch)
            } catch {
                say("\(name): error: \(error)")
            }
        }
    }
} else {
    say("\n(give --tablemock PATH to measure whole processes and batches)")
}
say("\nload average \(LoadAverage.text) at end")
