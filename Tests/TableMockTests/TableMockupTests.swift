import Foundation
import TableMock
import TableMockCore
import TableMockFiles
import Testing

/// The library's front door, against the command line: the same bytes, the same errors.
@Suite struct TableMockupTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tablemock")
    }

    func runCLI(_ args: [String], stdin: URL? = nil) throws -> Data {
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = args
        p.currentDirectoryURL = stdin?.deletingLastPathComponent() ?? Self.repository
        let out = Pipe()
        p.standardOutput = out
        if let stdin { p.standardInput = try FileHandle(forReadingFrom: stdin) }
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        return data
    }

    @Test func aMisspeltKeyIsOneTypedErrorWithTheCLIsLine() throws {
        #expect {
            _ = try TableMockup(yaml: "table: {sections: [{rows: [{titel: x}]}]}")
        } throws: { error in
            guard let error = error as? TableMockError else { return false }
            return error.description == "spec.yaml:1:29: error: /table/sections/0/rows/0: unknown key \"titel\"; did you mean \"title\"?"
                && error.diagnostics.count == 1 && error.diagnostics[0].location?.line == 1
                && error.diagnostics[0].path == "/table/sections/0/rows/0"
        }
    }

    @Test func theSameBytesAsTheCommandLineInEveryFormat() throws {
        let sample = Self.repository.appendingPathComponent("Samples/images-and-headers.yaml")
        let mockup = try TableMockup(contentsOf: sample)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tablemockup-\(UUID().uuidString)")
        _ = try runCLI(["render", sample.path, "-o", out.path, "--format", "png,svg,pdf", "--force"])
        for format in ["png", "svg", "pdf"] {
            let cli = try Data(contentsOf: out.appendingPathComponent("images-and-headers.\(format)"))
            let library = format == "png" ? try mockup.png() : format == "svg" ? try mockup.svg() : try mockup.pdf()
            #expect(library == cli, "\(format)")
        }
        #expect(try mockup.png(scale: 1) != mockup.png())
    }

    @Test func theLayoutIsTheOneTheCommandLinePrints() throws {
        let sample = Self.repository.appendingPathComponent("Samples/settings.json")
        let printed = try runCLI(["layout", sample.path])
        #expect(try TableMockup(contentsOf: sample).layoutJSON() == printed)
        let layout = try TableMockup(contentsOf: sample).layout()
        #expect(layout.items.contains { $0.kind == .cell && $0.frame.height == 44 })
    }

    @Test func manyThreadsAtOnceDrawTheSameBytes() throws {
        let mockup = try TableMockup(contentsOf: Self.repository.appendingPathComponent("Samples/settings.json"))
        let expected = try mockup.png()
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in results.append(try? mockup.png()) }
        #expect(results.values.count == 8)
        #expect(results.values.allSatisfy { $0 == expected })
    }

    @Test func relativePathsStartAtTheBaseFolderUnderTheRootRules() throws {
        let images = Self.repository.appendingPathComponent("Samples/images")
        let source = "table: {sections: [{rows: [{title: Plane, image: dahlia@2x.png}]}]}"
        let mockup = try TableMockup(yaml: source, baseFolder: images)
        #expect(try mockup.png().starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Outside the project root the image is refused, as the command line refuses it.
        let confined = LocalFiles(policy: AccessPolicy(root: images.appendingPathComponent("nothing-here").path))
        #expect(throws: TableMockError.self) { try TableMockup(yaml: source, baseFolder: images, files: confined) }
    }
}

final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Data?] = []
    func append(_ value: Data?) { lock.withLock { values.append(value) } }
}
