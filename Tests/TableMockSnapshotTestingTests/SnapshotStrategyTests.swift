#if SnapshotTesting
import Foundation
import SnapshotTesting
import TableMock
import TableMockSnapshotTesting
import Testing

/// The three strategies as a user of the library meets them: recorded on the first run,
/// passing against their own recording, failing (with TableMock's numbers) when the picture
/// changes.
@Suite struct SnapshotStrategyTests {
    static let spec = "device: iphone-5\ntable: {style: grouped, sections: [{rows: [{title: Wi-Fi, accessory: disclosureIndicator}]}]}"
    static let changed = "device: iphone-5\ntable: {style: grouped, sections: [{rows: [{title: Wi-Fi renamed, accessory: checkmark}]}]}"

    func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-snapshots-\(UUID().uuidString)").path
    }

    @Test func imageRecordsThenPassesThenFailsWithTheComparatorsNumbers() throws {
        let dir = folder()
        let mockup = try TableMockup(yaml: Self.spec)
        let first = verifySnapshot(of: mockup, as: .image, named: "wifi", record: .missing, snapshotDirectory: dir)
        #expect(first?.contains("Automatically recorded") == true, "\(first ?? "nil")")
        let png = try Data(contentsOf: URL(fileURLWithPath: dir).appendingPathComponent("imageRecordsThenPassesThenFailsWithTheComparatorsNumbers.wifi.png"))
        #expect(png == (try mockup.png()))
        #expect(verifySnapshot(of: mockup, as: .image, named: "wifi", record: .never, snapshotDirectory: dir) == nil)
        let failure = verifySnapshot(of: try TableMockup(yaml: Self.changed), as: .image, named: "wifi", record: .never,
                                     snapshotDirectory: dir)
        #expect(failure?.contains("pixels") == true, "\(failure ?? "nil")")
        #expect(failure?.contains("FAIL") == true, "\(failure ?? "nil")")
    }

    @Test func svgAndLayoutAreTextDiffs() throws {
        let dir = folder()
        let mockup = try TableMockup(yaml: Self.spec)
        for strategy in [Snapshotting<TableMockup, String>.svg, .layout] {
            let first = verifySnapshot(of: mockup, as: strategy, named: "wifi", record: .missing, snapshotDirectory: dir)
            #expect(first?.contains("Automatically recorded") == true)
            #expect(verifySnapshot(of: mockup, as: strategy, named: "wifi", record: .never, snapshotDirectory: dir) == nil)
        }
        let moved = verifySnapshot(of: try TableMockup(yaml: Self.changed), as: .layout, named: "wifi", record: .never,
                                   snapshotDirectory: dir)
        #expect(moved?.contains("Wi-Fi renamed") == true, "\(moved ?? "nil")")
        #expect(moved?.contains("checkmark") == true)
        let layoutFile = URL(fileURLWithPath: dir).appendingPathComponent("svgAndLayoutAreTextDiffs.wifi.json")
        #expect(try String(contentsOf: layoutFile, encoding: .utf8) == String(decoding: try mockup.layoutJSON(), as: UTF8.self))
    }
}
#endif
