import Foundation
import TableMock
import TableMockCore
import TableMockFiles
import TableMockTestSupport
import Testing

/// The library's front door, against the command line: the same bytes, the same errors.
@Suite struct TableMockupTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tablemock")
    }

    func runCLI(_ args: [String], stdin: URL? = nil) throws -> Data {
        let r = try Subprocess.run(Self.binary, args, in: stdin?.deletingLastPathComponent() ?? Self.repository,
                                   stdin: try stdin.map { try Data(contentsOf: $0) })
        #expect(r.status == 0, "\(r.stderrText)")
        return r.stdout
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

    /// The awaited calls give the blocking calls' bytes, many tasks at once.
    @Test func awaitedCallsGiveTheBlockingCallsBytes() async throws {
        let mockup = try TableMockup(contentsOf: Self.repository.appendingPathComponent("Samples/settings.json"))
        let blocking = try Self.blocking(mockup)
        #expect(try await mockup.rendered(.png) == blocking.png)
        #expect(try await mockup.rendered(.svg(.outlines), scale: 3) == blocking.svg)
        #expect(try await mockup.rendered(.pdf) == blocking.pdf)
        #expect(try await mockup.laidOutJSON() == blocking.layout)
        #expect(try await mockup.laidOut().items.count == (try JSONSerialization.jsonObject(with: blocking.layout) as? [String: Any])
            .flatMap { $0["items"] as? [Any] }?.count)
        let pictures = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<16 { group.addTask { try await mockup.rendered(.png) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pictures.count == 16 && pictures.allSatisfy { $0 == blocking.png })
        // A mistake is the same typed error either way.
        await #expect(throws: TableMockError.self) { try await mockup.rendered(.png, scale: 100) }   // wider than a PNG can be
        // The blocking calls still compile, unchanged, in an async function.
        #expect(try mockup.png() == blocking.png)
    }

    /// The blocking calls, from a function that is not `async`.
    static func blocking(_ mockup: TableMockup) throws -> (png: Data, svg: Data, pdf: Data, layout: Data) {
        (try mockup.png(), try mockup.svg(scale: 3), try mockup.pdf(), try mockup.layoutJSON())
    }

    /// Two mockups over two sets of in-memory files, made one after the other on one
    /// thread: each reads its own files. (The per-thread session cache was keyed by
    /// `String(describing:)` of the file access, the same for every `MemoryFiles`, so the
    /// second mockup read its images and themes through the first one's files.)
    @Test func twoMemoryFilesOnOneThreadEachReadTheirOwnFiles() throws {
        let icon = try Data(contentsOf: Self.repository.appendingPathComponent("Samples/images/dahlia@2x.png"))
        let other = try Data(contentsOf: Self.repository.appendingPathComponent("Samples/images/daisies@2x.png"))
        let folder = URL(fileURLWithPath: "/project")
        let source = "table: {sections: [{rows: [{title: Plane, image: icon.png}]}]}"
        // The project in memory; the built-in themes and the fonts from the disk.
        func files(_ project: [String: Data]) -> ProjectInMemory { ProjectInMemory(MemoryFiles(project)) }
        let withoutIcon = files([:])
        let withIcon = files(["/project/icon.png": icon])
        let withOtherIcon = files(["/project/icon.png": other])
        // The first set has no icon: an error that names it.
        #expect(throws: TableMockError.self) { try TableMockup(yaml: source, baseFolder: folder, files: withoutIcon) }
        // The second set has it, and the third a different picture under the same name.
        let first = try TableMockup(yaml: source, baseFolder: folder, files: withIcon)
        let second = try TableMockup(yaml: source, baseFolder: folder, files: withOtherIcon)
        let firstPNG = try first.png(), secondPNG = try second.png()
        #expect(firstPNG != secondPNG, "each mockup draws its own icon")
        // And each draws what a mockup made alone from its files draws.
        #expect(try first.png() == firstPNG)
        #expect(try TableMockup(yaml: source, baseFolder: folder, files: files(["/project/icon.png": other])).png() == secondPNG)
        // Asking for another appearance reloads the theme through the mockup's own files.
        let themed = "theme: mine.json\n" + source
        let light = files(["/project/icon.png": icon,
                           "/project/mine.json": Data(##"{"name": "mine", "extends": "ios13", "colors": {"separator": "#FF0000"}}"##.utf8)])
        let blue = files(["/project/icon.png": icon,
                          "/project/mine.json": Data(##"{"name": "mine", "extends": "ios13", "colors": {"separator": "#0000FF"}}"##.utf8)])
        let red = try TableMockup(yaml: themed, baseFolder: folder, files: light)
        let notRed = try TableMockup(yaml: themed, baseFolder: folder, files: blue)
        #expect(try red.png(appearance: .dark) != notRed.png(appearance: .dark))
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

/// A project's files in memory (`/project/...`), every other path read from the disk: the
/// built-in themes and the fonts. A class with no description, as `MemoryFiles` is.
final class ProjectInMemory: FileAccess, @unchecked Sendable {
    let project: MemoryFiles
    let disk = LocalFiles(policy: .unconfined)
    init(_ project: MemoryFiles) { self.project = project }

    private func owner(_ url: URL) -> any FileAccess { url.path.hasPrefix("/project/") ? project : disk }
    func read(_ url: URL, as kind: FileKind) throws(FileRefusal) -> Data { try owner(url).read(url, as: kind) }
    func readPrefix(_ url: URL, count: Int, as kind: FileKind) throws(FileRefusal) -> Data {
        try owner(url).readPrefix(url, count: count, as: kind)
    }
    func entry(at url: URL, as kind: FileKind) -> FileEntry { owner(url).entry(at: url, as: kind) }
    func list(_ folder: URL, as kind: FileKind) throws(FileRefusal) -> [String] { try owner(folder).list(folder, as: kind) }
    func findFiles(under folder: URL, extensions: Set<String>, as kind: FileKind) throws(FileRefusal) -> [String] {
        try owner(folder).findFiles(under: folder, extensions: extensions, as: kind)
    }
    func write(_ data: Data, to relativePath: String, in folder: URL) throws(FileRefusal) {
        try owner(folder.appendingPathComponent(relativePath)).write(data, to: relativePath, in: folder)
    }
    func remove(_ relativePath: String, in folder: URL) { owner(folder.appendingPathComponent(relativePath)).remove(relativePath, in: folder) }
}
