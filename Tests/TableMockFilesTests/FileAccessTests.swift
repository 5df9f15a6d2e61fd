import Foundation
import TableMockFiles
import Testing

/// The one owner of file access, without the binary: path resolution, the root rule, reads
/// of special files, writes through planted links, and escaping.
@Suite struct FileAccessTests {
    func scratch() throws -> URL {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tablemock-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return URL(fileURLWithPath: LocalFiles.resolve(dir.path)!.path)
    }

    @Test func resolveFollowsLinksAndKeepsWhatIsMissingAsWritten() throws {
        let dir = try scratch()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("dangling").path, withDestinationPath: "/nowhere/secret")
        #expect(LocalFiles.resolve(dir.path + "/link/a.png")! == (dir.path + "/real/a.png", false))
        #expect(LocalFiles.resolve(dir.path + "/link/../link")! == (dir.path + "/real", true))
        // A dangling link resolves to its target: outside is outside, whether or not it exists.
        #expect(LocalFiles.resolve(dir.path + "/dangling")!.path == "/nowhere/secret")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop").path, withDestinationPath: "loop")
        #expect(LocalFiles.resolve(dir.path + "/loop") == nil)
    }

    @Test func theRootComesFromTheFlagThenTheEnvironmentThenGitThenHere() throws {
        let dir = try scratch()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("repo/sub"), withIntermediateDirectories: true)
        let sub = dir.appendingPathComponent("repo/sub").path
        #expect(AccessPolicy.discover(flag: "/x", environment: ["TABLEMOCK_ROOT": "/y"], currentDirectory: sub).root == "/x")
        #expect(AccessPolicy.discover(flag: nil, environment: ["TABLEMOCK_ROOT": "/y"], currentDirectory: sub).root == "/y")
        let git = AccessPolicy.discover(flag: nil, environment: [:], currentDirectory: sub)
        #expect(git.root == dir.appendingPathComponent("repo").path && git.rootSource == "the git work tree")
        let plain = AccessPolicy.discover(flag: nil, environment: [:], currentDirectory: dir.path)
        #expect(plain.root == dir.path && plain.rootSource == "the current folder")
        #expect(plain.admits("/usr/share/fonts/truetype/x.ttf", as: .font))
        #expect(!plain.admits("/usr/share/fonts/truetype/x.ttf", as: .image))
        #expect(!plain.admits(dir.path + "-sibling/a.png", as: .image))
    }

    @Test func readsRefuseOutsideSpecialAndLargeFilesInWords() throws {
        let dir = try scratch()
        let files = LocalFiles(policy: AccessPolicy(root: dir.path))
        mkfifo(dir.appendingPathComponent("pipe").path, 0o644)
        try Data(count: FileKind.config.byteLimit + 1).write(to: dir.appendingPathComponent("big.json"))
        func reason(_ url: URL, _ kind: FileKind) -> FileRefusal.Reason? {
            do { _ = try files.read(url, as: kind); return nil } catch { return error.reason }
        }
        #expect(reason(URL(fileURLWithPath: "/etc/hostname"), .theme) == .outsideRoot(root: dir.path))
        #expect(reason(URL(fileURLWithPath: "/etc/no-such-file"), .theme) == .outsideRoot(root: dir.path))
        #expect(reason(dir.appendingPathComponent("pipe"), .image) == .notRegularFile(what: "a FIFO"))
        #expect(reason(dir, .spec) == .notRegularFile(what: "a folder"))
        #expect(reason(dir.appendingPathComponent("big.json"), .config)
                == .tooLarge(bytes: FileKind.config.byteLimit + 1, limit: FileKind.config.byteLimit))
        #expect(reason(dir.appendingPathComponent("none.png"), .image) == .missing)
        let refusal = FileRefusal(path: "/etc/passwd", kind: .theme, reason: .outsideRoot(root: "/work/app"))
        #expect(refusal.description == "theme file \"/etc/passwd\" is outside the project root /work/app")
    }

    @Test func writesReplaceAPlantedLinkAndNeverWriteThroughOne() throws {
        let dir = try scratch()
        let victim = dir.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: victim)
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("a.png").path, withDestinationPath: victim.path)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("sub").path, withDestinationPath: dir.path)
        let files = LocalFiles(policy: AccessPolicy(root: dir.path))
        try files.write(Data("new".utf8), to: "a.png", in: out)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOf: out.appendingPathComponent("a.png"), encoding: .utf8) == "new")
        #expect(throws: FileRefusal.self) { try files.write(Data(), to: "sub/b.png", in: out) }
        #expect(throws: FileRefusal.self) { try files.write(Data(), to: "../c.png", in: out) }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.png").path))
        // Nothing but the output is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["a.png", "sub"])
    }

    @Test func onlyTheToolsOwnTemporaryNamesAreItsToRemove() {
        #expect(LocalFiles.temporaryOwner(".a.png.tablemock-123-0123456789abcdef.tmp") == 123)
        #expect(LocalFiles.temporaryOwner(".a.png.123.tmp") == nil)
        #expect(LocalFiles.temporaryOwner(".notes.tablemock-123-xyz.tmp") == nil)
        #expect(LocalFiles.temporaryOwner("a.png.tablemock-123-0123456789abcdef.tmp") == nil)
    }

    @Test func memoryFilesKeepTheSameRules() throws {
        let files = MemoryFiles(texts: ["/p/a.yaml": "x", "/q/b.png": "y"], policy: AccessPolicy(root: "/p"))
        #expect(try files.read(URL(fileURLWithPath: "/p/a.yaml"), as: .spec) == Data("x".utf8))
        #expect(throws: FileRefusal.self) { try files.read(URL(fileURLWithPath: "/q/b.png"), as: .image) }
        #expect(files.entry(at: URL(fileURLWithPath: "/p"), as: .spec) == .folder)
        try files.write(Data("z".utf8), to: "out/c.png", in: URL(fileURLWithPath: "/p"))
        #expect(files.contents["/p/out/c.png"] == Data("z".utf8))
    }

    @Test func terminalTextEscapesControlsAndCICommands() {
        #expect(TerminalText.escaped("a\u{1B}[31mb\r\n\u{0}") == "a\\u001B[31mb\\r\\n\\u0000")
        #expect(TerminalText.escaped("caf\u{E9} \u{202E}") == "caf\u{E9} \\u202E")
        #expect(TerminalText.line("::error file=x::y") == "\\::error file=x::y")
        #expect(TerminalText.line("##vso[task]") == "\\##vso[task]")
        #expect(TerminalText.line("ok: fine") == "ok: fine")
    }
}
