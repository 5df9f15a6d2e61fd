import Foundation
import TableMockCompare
import TableMockRaster

/// Times golden comparisons of two PNG files: `check-benchmark EXPECTED.png ACTUAL.png [runs]`.
/// Prints the median and the fastest of `runs` (default 15) for each step, in milliseconds.
/// Build in release: `swift build -c release --product check-benchmark`.
let args = CommandLine.arguments
guard args.count >= 3 else {
    FileHandle.standardError.write(Data("usage: check-benchmark EXPECTED.png ACTUAL.png [runs]\n".utf8))
    exit(2)
}
let runs = args.count > 3 ? Int(args[3]) ?? 15 : 15
let expectedData = try Data(contentsOf: URL(fileURLWithPath: args[1]))
let actualData = try Data(contentsOf: URL(fileURLWithPath: args[2]))

func measure(_ label: String, _ body: () throws -> Void) rethrows {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    let padded = label.padding(toLength: 44, withPad: " ", startingAt: 0)
    print(padded + String(format: "median %8.2f ms   min %8.2f ms", times[times.count / 2], times[0]))
}

let expected = try PNGCodec.decode(expectedData)
let actual = try PNGCodec.decode(actualData)
let result = ImageComparator.compare(expected: expected, actual: actual)
print("\(expected.width)×\(expected.height) vs \(actual.width)×\(actual.height): \(result.verdict.rawValue), "
    + "\(result.differingPixels) differing pixels; \(runs) runs")
try measure("decode both PNGs") { _ = try (PNGCodec.decode(expectedData), PNGCodec.decode(actualData)) }
measure("compare decoded pixels") { _ = ImageComparator.compare(expected: expected, actual: actual) }
var lenient = ComparisonOptions()
lenient.apply(.flag(true), to: .ignoreAntiAliasing, from: .flag)
measure("compare, anti-aliasing ignored") { _ = ImageComparator.compare(expected: expected, actual: actual, options: lenient) }
if !result.matches {
    measure("diff image (render)") { _ = DiffImage.render(expected: expected, actual: actual, result: result) }
    let diff = DiffImage.render(expected: expected, actual: actual, result: result)
    try measure("diff image (PNG encode, level 1)") { _ = try PNGCodec.encode(diff, encoding: PNGEncoding(level: 1, filters: .none)) }
}
try measure("total: decode + compare (+ diff + encode)") {
    let e = try PNGCodec.decode(expectedData), a = try PNGCodec.decode(actualData)
    let r = ImageComparator.compare(expected: e, actual: a)
    if !r.matches {
        _ = try PNGCodec.encode(DiffImage.render(expected: e, actual: a, result: r), encoding: PNGEncoding(level: 1, filters: .none))
    }
}
