import Foundation
import TableMock
import TableMockCore
import TableMockFiles
import Testing

/// The render cache's manifest (`.tablemock-cache.json`, version 3): every input is written
/// once in a table and entries name their inputs by place.
@Suite struct CacheManifestTests {
    static let fonts = (0..<16).map { CacheInput(path: "/usr/share/fonts/f\($0).otf", digest: "file:1-2-\($0)") }

    static func entry(spec: String, size: Int64) -> CacheEntry {
        CacheEntry(key: "k-" + spec, inputs: [CacheInput(path: spec, digest: "content:\(size)")] + fonts,
                   size: size, modified: 1_700_000_000_000_000_000 + size,
                   warnings: size == 2 ? [Diagnostic(file: spec, location: nil, path: "/table", message: "a warning")] : [])
    }

    static func manifest(_ specs: [String]) -> CacheManifest {
        var manifest = CacheManifest()
        for (i, spec) in specs.enumerated() { manifest.entries[spec + ".png"] = entry(spec: spec, size: Int64(i + 1)) }
        return manifest
    }

    @Test func inputsAreWrittenOnceAndReadBackIntoEveryEntry() throws {
        let files = MemoryFiles()
        let folder = URL(fileURLWithPath: "/out")
        let manifest = Self.manifest(["a", "b", "c"])
        try manifest.save(to: folder, files: files)
        let data = try files.read(folder.appendingPathComponent(CacheManifest.fileName), as: .cache)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        // 3 specs and the 16 fonts they share: 19 inputs, not 51.
        #expect((json["inputs"] as? [Any])?.count == 19)
        let entries = try #require(json["entries"] as? [String: [String: Any]])
        #expect(entries["a.png"]?["inputs"] as? [Int] == [0] + Array(1...16))
        #expect(entries["b.png"]?["inputs"] as? [Int] == [17] + Array(1...16))
        #expect(entries["a.png"]?["warnings"] == nil && (entries["b.png"]?["warnings"] as? [Any])?.count == 1)

        let loaded = CacheManifest.load(from: folder, files: files)
        #expect(loaded.entries == manifest.entries)
    }

    @Test func theSameManifestIsTheSameBytes() throws {
        let (one, two) = (MemoryFiles(), MemoryFiles())
        let folder = URL(fileURLWithPath: "/out")
        try Self.manifest(["a", "b", "c"]).save(to: folder, files: one)
        var reordered = CacheManifest()
        for key in ["c.png", "a.png", "b.png"] { reordered.entries[key] = Self.manifest(["a", "b", "c"]).entries[key] }
        try reordered.save(to: folder, files: two)
        let path = folder.appendingPathComponent(CacheManifest.fileName)
        #expect(try one.read(path, as: .cache) == (try two.read(path, as: .cache)))
    }

    /// A manifest is input like any other file: one that names an input outside its table,
    /// or is of another version, renders everything again rather than trusting it.
    @Test(arguments: [
        #"{"version":3,"inputs":[{"path":"/a","digest":"x"}],"entries":{"a.png":{"key":"k","inputs":[0,1],"size":1,"modified":2}}}"#,
        #"{"version":3,"inputs":[],"entries":{"a.png":{"key":"k","inputs":[-1],"size":1,"modified":2}}}"#,
        #"{"version":2,"entries":{"a.png":{"key":"k","inputs":[{"path":"/a","digest":"x"}],"size":1,"modified":2}}}"#,
        #"{"version":3,"inputs":[{"path":"/a","digest":"x"}],"entries":{"a.png":{"key":"k","inputs":[0],"size":1,"modified":2}}}"#,
    ])
    func aManifestThatDoesNotHoldTogetherIsEmpty(text: String) throws {
        let folder = URL(fileURLWithPath: "/out")
        let files = MemoryFiles([folder.appendingPathComponent(CacheManifest.fileName).path: Data(text.utf8)])
        let loaded = CacheManifest.load(from: folder, files: files)
        if text.contains(#""inputs":[0]"#) {
            #expect(loaded.entries["a.png"]?.inputs == [CacheInput(path: "/a", digest: "x")], "the one that holds together")
        } else {
            #expect(loaded.entries.isEmpty)
        }
    }
}
