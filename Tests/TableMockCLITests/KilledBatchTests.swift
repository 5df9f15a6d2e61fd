import Foundation
import TableMockRaster
import TableMockTestSupport
import Testing

/// A render killed with SIGKILL in the middle of a batch leaves only complete images: every
/// file is written to a hidden temporary name and renamed into place. The next run removes
/// temporary files a killed process left behind.
@Suite struct KilledBatchTests {
    static let specCount = 200

    static func writeBatch(in dir: URL) throws {
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for i in 0..<specCount {
            let rows = (0..<12).map { #"{"style": "value1", "title": "Spec \#(i) row \#($0)", "detail": "\#($0)"}"# }
            let spec = #"{"device": "iphone-12", "table": {"style": "grouped", "sections": [{"rows": [\#(rows.joined(separator: ", "))]}]}}"#
            try spec.write(to: specs.appendingPathComponent(String(format: "spec-%03d.json", i)), atomically: true, encoding: .utf8)
        }
    }

    static func files(in dir: URL) -> [String] {
        (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(.timeLimit(.minutes(2)))
    func aBatchKilledMidwayLeavesOnlyCompleteImages() throws {
        let dir = try CLITests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeBatch(in: dir)
        let out = dir.appendingPathComponent("out")

        let (process, limit) = try Subprocess.start(CLITests.binary, ["render", "specs", "-o", "out", "--quiet", "--jobs", "2"], in: dir)
        defer { limit.end() }
        // Kill it once some images exist, while others are being written.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && Self.files(in: out).filter({ $0.hasSuffix(".png") }).count < 20 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let names = Self.files(in: out)
        let images = names.filter { $0.hasSuffix(".png") }
        #expect(!images.isEmpty && images.count < Self.specCount, "killed too early or too late: \(images.count) images")
        for name in images {
            #expect(!(name as NSString).lastPathComponent.hasPrefix("."), "a temporary file has an output's name: \(name)")
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            // A truncated PNG fails to decode (libpng checks every chunk and the zlib stream).
            #expect(throws: Never.self, "\(name) is not a complete PNG") { _ = try PNGCodec.decode(data) }
        }
        // Anything else is a hidden temporary file (or the cache manifest).
        for name in names where !name.hasSuffix(".png") {
            let file = (name as NSString).lastPathComponent
            #expect(file.hasPrefix("."), "unexpected file \(name)")
        }

        // The next run renders the rest and leaves no temporary file behind.
        let rerun = try CLITests.run(["render", "specs", "-o", "out", "--quiet"], in: dir)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let after = Self.files(in: out)
        #expect(after.filter { $0.hasSuffix(".tmp") } == [])
        #expect(after.filter { $0.hasSuffix(".png") }.count == Self.specCount)
    }
}
