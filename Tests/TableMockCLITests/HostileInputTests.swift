import Foundation
import TableMockTestSupport
import Testing

/// Specs, themes, images, goldens and configs from a stranger's pull request: each case is
/// made here (FIFOs, links and planted names cannot live in git), run through the binary
/// with a memory cap, and must end quickly with its exact error line and no output file.
@Suite struct HostileInputTests {
    struct Run { var status: Int32; var stdout: String; var stderr: String; var seconds: Double }

    /// A project root of its own (not inside a git work tree), and a folder outside it.
    struct Project {
        let root: URL
        let outside: URL
        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-hostile-\(UUID().uuidString)")
            root = base.appendingPathComponent("project")
            outside = base.appendingPathComponent("elsewhere")
            for dir in [root, outside] { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        }
        func write(_ text: String, _ name: String, outside: Bool = false) throws {
            let url = (outside ? self.outside : root).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func write(_ data: Data, _ name: String) throws { try data.write(to: root.appendingPathComponent(name)) }
        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
        }
        func fifo(_ name: String) { mkfifo(root.appendingPathComponent(name).path, 0o644) }
        func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path) }
        /// Runs the binary in the root with its writable memory capped at `megabytes`
        /// (`prlimit --data`: heap, anonymous mappings and thread stacks), unless
        /// `TABLEMOCK_TEST_NO_MEMORY_CAP` is set: a sanitized binary maps terabytes of
        /// shadow memory and cannot start under a cap (`Scripts/sanitizers.sh` sets it, so
        /// hostile input runs under AddressSanitizer and ThreadSanitizer too).
        ///
        /// Not the address space (`--as`): glibc reserves 64 MiB of address space for each
        /// thread's malloc arena and GLib starts threads of its own, so how much of a 400 MiB
        /// address space a render reserved depended on thread timing. Between 290 and 400 MiB
        /// a one-row render failed 1 time in 3 (a GLib thread refused, an abort); the same
        /// runs under `--data` pass from 100 MiB up, while the 1 GiB a huge image would take
        /// is still refused.
        func run(_ args: [String], environment: [String: String] = [:], megabytes: Int = 400,
                 stdout: FileHandle? = nil) throws -> Run {
            var env = ProcessInfo.processInfo.environment
            env["CI"] = nil; env["TABLEMOCK_ROOT"] = nil
            env.merge(environment) { $1 }
            let start = Date()
            let capped = ProcessInfo.processInfo.environment["TABLEMOCK_TEST_NO_MEMORY_CAP"] == nil
            let r = try Subprocess.run(URL(fileURLWithPath: capped ? "/usr/bin/prlimit" : CLITests.binary.path),
                                       (capped ? ["--data=\(megabytes << 20)", CLITests.binary.path] : []) + args,
                                       in: root, environment: env, stdout: stdout)
            return Run(status: r.status, stdout: r.stdoutText, stderr: r.stderrText, seconds: Date().timeIntervalSince(start))
        }
    }

    static let rootHint = "only files inside the project root are read; widen it with --root DIR (or TABLEMOCK_ROOT), "
        + "or pass --allow-outside-root when every input is your own"

    func spec(image: String? = nil, theme: String? = nil, title: String = "a") -> String {
        var lines: [String] = []
        if let theme { lines.append("theme: \(theme)") }
        lines.append("table: {sections: [{rows: [{title: \(title)\(image.map { ", image: \"\($0)\"" } ?? "")}]}]}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One render that must fail with exactly `lines` on stderr, exit 1 and write nothing.
    func expectRefused(_ project: Project, _ lines: [String], args: [String] = ["render", "s.yaml", "-o", "out"],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try project.run(args)
        #expect(r.status == 1, sourceLocation: sourceLocation)
        #expect(r.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("rendered ") } == lines + ["1 of 1 specs failed"],
                sourceLocation: sourceLocation)
        #expect(!project.exists("out/s.png"), sourceLocation: sourceLocation)
        #expect(r.seconds < 10, sourceLocation: sourceLocation)
    }

    @Test func aThemeOutsideTheRootIsRefusedWithoutQuotingIt() throws {
        let p = try Project()
        try p.write("root:x:0:0:root:/root:/bin/bash\n", "passwd", outside: true)
        try p.write(spec(theme: p.outside.appendingPathComponent("passwd").path), "s.yaml")
        try expectRefused(p, ["s.yaml:1:8: error: /theme: theme file \"\(p.outside.path)/passwd\" is outside the project root "
                              + "\(p.root.path); \(Self.rootHint)"])
        // The same words for a path outside that does not exist: nothing tells them apart.
        try p.write(spec(theme: p.outside.appendingPathComponent("nothing").path), "s.yaml")
        try expectRefused(p, ["s.yaml:1:8: error: /theme: theme file \"\(p.outside.path)/nothing\" is outside the project root "
                              + "\(p.root.path); \(Self.rootHint)"])
    }

    @Test func anImageOrThemeLinkedFromInsideToOutsideIsRefused() throws {
        let p = try Project()
        let real = LayoutHarness.themesDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/images/dahlia@2x.png")
        try FileManager.default.copyItem(at: real, to: p.outside.appendingPathComponent("secret.png"))
        try p.link("icon.png", to: p.outside.appendingPathComponent("secret.png").path)
        try p.write(spec(image: "icon.png"), "s.yaml")
        try expectRefused(p, ["s.yaml:1:46: error: /table/sections/0/rows/0/image: image \"icon.png\" is outside the project root "
                              + "\(p.root.path); \(Self.rootHint)"])
        // --allow-outside-root turns the rule off for people who render their own files.
        let allowed = try p.run(["render", "s.yaml", "-o", "out", "--allow-outside-root"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        // --root widens it.
        let widened = try p.run(["render", "s.yaml", "-o", "out2", "--root", p.root.deletingLastPathComponent().path])
        #expect(widened.status == 0, "\(widened.stderr)")
    }

    @Test func aFileThatIsNotASpecOrThemeIsNeverQuoted() throws {
        let p = try Project()
        try p.write("TOKEN=ghp_secretsecretsecret\n", "credentials.yaml")
        try p.write(spec(theme: "credentials.yaml"), "s.yaml")
        let r = try p.run(["render", "s.yaml", "-o", "out"])
        #expect(r.status == 1)
        #expect(!r.stderr.contains("secret"))
        #expect(r.stderr.contains("credentials.yaml:1:1: error: expected an object at the top level of a theme file, found a string"))
        // As strict JSON too: a bare word before any object is not quoted.
        try p.write("ghp_secretsecretsecret\n", "token.json")
        try p.write(spec(theme: "token.json"), "s.yaml")
        let json = try p.run(["render", "s.yaml", "-o", "out"])
        #expect(!json.stderr.contains("secret"))
        #expect(json.stderr.contains("token.json:1:1: error: invalid JSON: expected a value, found a bare word"), "\(json.stderr)")
    }

    @Test func specialFilesAreRefusedAtOnceWithTheirKind() throws {
        let p = try Project()
        p.fifo("pipe.png"); p.fifo("pipe.json"); p.fifo("pipe.yaml")
        try p.write(spec(image: "pipe.png", theme: "pipe.json"), "s.yaml")
        try expectRefused(p, [
            "s.yaml:1:8: error: /theme: theme file \"pipe.json\" is not a regular file: it is a FIFO",
            "s.yaml:2:46: error: /table/sections/0/rows/0/image: image \"pipe.png\" is not a regular file: it is a FIFO",
        ])
        let named = try p.run(["render", "pipe.yaml", "-o", "out"])
        #expect(named.stderr.hasPrefix("pipe.yaml: error: not a spec file or folder: it is a FIFO\n"))
        let device = try p.run(["render", "/dev/tty", "/dev/stdin", "-o", "out"])
        #expect(device.stderr.hasPrefix("/dev/tty: error: not a spec file or folder: it is a character device\n"), "\(device.stderr)")
        #expect(device.status == 1)
        #expect(named.seconds < 10 && device.seconds < 10)
        // Outside the root, even with the rule off, a device is not read as an image.
        try p.write(spec(image: "/dev/zero"), "s.yaml")
        let zero = try p.run(["render", "s.yaml", "-o", "out", "--allow-outside-root"])
        #expect(zero.stderr.contains("image \"/dev/zero\" is not a regular file: it is a character device"))
    }

    @Test func folderWalksVisitEachRealFolderOnceAndFollowLinksOnlyInsideTheRoot() throws {
        let p = try Project()
        try p.write(spec(), "specs/a/one.yaml")
        try p.write(spec(), "specs/b/two.yaml")
        try p.write(spec(), "hidden.yaml", outside: true)
        // A cycle, a diamond of links to the same folders, and a link out of the root.
        try p.link("specs/a/loop", to: p.root.appendingPathComponent("specs").path)
        for i in 0..<12 { try p.link("specs/b/d\(i)", to: p.root.appendingPathComponent("specs/a").path) }
        try p.link("specs/out", to: p.outside.path)
        let r = try p.run(["validate", "specs"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.hasSuffix("2 specs are valid\n"), "\(r.stderr)")
        #expect(r.seconds < 10)
    }

    @Test func writesNeverFollowAPlantedLink() throws {
        let p = try Project()
        try p.write("precious\n", "victim.txt", outside: true)
        let victim = p.outside.appendingPathComponent("victim.txt")
        try p.write(spec(), "s.yaml")
        try FileManager.default.createDirectory(at: p.root.appendingPathComponent("out"), withIntermediateDirectories: true)
        // At the output's own name and at the temporary name older versions used.
        try p.link("out/s.png", to: victim.path)
        try p.link("out/.s.png.\(getpid()).tmp", to: victim.path)
        let r = try p.run(["render", "s.yaml", "-o", "out"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: p.root.appendingPathComponent("out/s.png").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        // A linked folder inside the output folder is not written through.
        try p.write(spec(), "tree/sub/t.yaml")
        try p.link("out/sub", to: p.outside.path)
        let tree = try p.run(["render", "tree", "-o", "out"])
        #expect(tree.status == 1)
        #expect(tree.stderr.contains("tree/sub/t.yaml: error: cannot write \(p.root.path)/out/sub/t.png: "
                                     + "it is a symbolic link where a folder was expected"), "\(tree.stderr)")
        #expect(!FileManager.default.fileExists(atPath: p.outside.appendingPathComponent("t.png").path))
    }

    @Test func cleanUpRemovesOnlyItsOwnTemporaryNames() throws {
        let p = try Project()
        try p.write(spec(), "s.yaml")
        // A user's own hidden file that looks like an old temporary name, of a process that is gone.
        try p.write("mine\n", "out/.notes.99999999.tmp")
        try p.write("left\n", "out/.s.png.tablemock-99999999-0123456789abcdef.tmp")
        let r = try p.run(["render", "s.yaml", "-o", "out"])
        #expect(r.status == 0)
        #expect(p.exists("out/.notes.99999999.tmp"))
        #expect(!p.exists("out/.s.png.tablemock-99999999-0123456789abcdef.tmp"))
    }

    /// Only the folders a run writes into are looked through, not what lies under them:
    /// `-o shot.png` in a project's root once walked the whole project (0.4 s in a /tmp of
    /// 10,000 entries).
    @Test func cleanUpLooksOnlyInTheFoldersItWrites() throws {
        let p = try Project()
        try p.write(spec(), "s.yaml")
        let abandoned = ".s.png.tablemock-99999999-0123456789abcdef.tmp"
        try p.write("left\n", abandoned)
        try p.write("elsewhere\n", "deep/er/" + abandoned)
        let r = try p.run(["render", "s.yaml", "-o", "shot.png"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(p.exists("shot.png"))
        #expect(!p.exists(abandoned), "the folder written into is cleaned")
        #expect(p.exists("deep/er/" + abandoned), "a folder below it is not walked")
    }

    @Test func escapedControlCharactersInTextAreRefused() throws {
        let p = try Project()
        try p.write("table: {sections: [{rows: [{title: \"a\\u0000b\"}]}]}\n", "s.yaml")
        try expectRefused(p, ["s.yaml:1:36: error: /table/sections/0/rows/0/title: the text contains the control character U+0000, "
                              + "which JSON and YAML text may not hold; remove it; only line breaks and tabs are allowed"])
    }

    @Test func aliasesCostTimeInProportionToTheFile() throws {
        let p = try Project()
        let rows = Array(repeating: "{title: *a}", count: 5000).joined(separator: ",")
        try p.write("x: &a \(String(repeating: "x", count: 2_000_000))\ntable: {sections: [{rows: [\(rows)]}]}\n", "s.yaml")
        let r = try p.run(["validate", "s.yaml"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("the aliases expand the document's text to more than 9288728 bytes"), "\(r.stdout.prefix(300))")
        #expect(r.seconds < 10)
    }

    static func svg(_ body: String, defs: String = "") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"20\" height=\"20\">"
            + "<defs>\(defs)</defs>\(body)</svg>\n"
    }

    @Test(arguments: [
        ("turbulence", svg("<rect width=\"20\" height=\"20\" filter=\"url(#f)\"/>",
                           defs: "<filter id=\"f\"><feTurbulence baseFrequency=\"0.1\" numOctaves=\"100000\"/></filter>"),
         "the SVG's feTurbulence asks for 100000 octaves; the limit is 10"),
        ("blur", svg("<rect width=\"20\" height=\"20\" filter=\"url(#f)\"/>",
                     defs: "<filter id=\"f\"><feGaussianBlur stdDeviation=\"100000\"/></filter>"),
         "the SVG's feGaussianBlur has stdDeviation 100000.0; the limit is 200"),
        ("laughs", svg("<use xlink:href=\"#l5\"/>", defs: (0..<6).map { i in
            "<g id=\"l\(i)\">" + (i == 0 ? "<rect width=\"1\" height=\"1\"/>" : String(repeating: "<use xlink:href=\"#l\(i - 1)\"/>", count: 10)) + "</g>"
        }.joined()), "the SVG's <use> elements expand it to more than 50000 elements"),
        ("cycle", svg("<use href=\"#a\"/>", defs: "<g id=\"a\"><use href=\"#b\"/></g><g id=\"b\"><use href=\"#a\"/></g>"),
         "the SVG's <use> elements refer to themselves in a cycle"),
        ("embedded", svg("<image width=\"20\" height=\"20\" href=\"data:image/png;base64,"
                         + pngHeader(width: 20000, height: 20000).base64EncodedString() + "\"/>"),
         "the SVG embeds an image that cannot be used: it is 20000×20000 pixels; the limit is 16384 on each side"),
    ])
    func svgsWithUnboundedCostAreRefusedBeforeDrawing(_ name: String, _ text: String, _ reason: String) throws {
        let p = try Project()
        try p.write(text, "art.svg")
        try p.write(spec(image: "art.svg"), "s.yaml")
        try expectRefused(p, ["s.yaml:1:46: error: /table/sections/0/rows/0/image: image \"art.svg\" cannot be used: \(reason)"])
    }

    @Test func aLongSVGIsScannedWholeAcrossACutCharacter() throws {
        let p = try Project()
        // The first megabyte ends inside a three-byte character; the closing tag is far past it.
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\"><desc>"
        let filler = String(repeating: "a", count: (1 << 20) - head.utf8.count - 1) + String(repeating: "€", count: 200_000)
        try p.write(head + filler + "</desc><rect width=\"20\" height=\"20\" fill=\"red\"/></svg>\n", "big.svg")
        try p.write(spec(image: "big.svg"), "s.yaml")
        let r = try p.run(["render", "s.yaml", "-o", "out"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(p.exists("out/s.png"))
    }

    @Test func anSVGThatDrawsTooLongIsStoppedWithOneLine() throws {
        let p = try Project()
        // Within every budget, but 40,000 shapes take far longer than the 1 ms limit set here.
        let shapes = (0..<40_000).map { "<circle cx=\"\($0 % 200)\" cy=\"\($0 / 200)\" r=\"3\" fill-opacity=\"0.5\"/>" }.joined()
        try p.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\">\(shapes)</svg>\n", "slow.svg")
        try p.write(spec(image: "slow.svg"), "s.yaml")
        let r = try p.run(["render", "s.yaml", "-o", "out", "--jobs", "1"], environment: ["TABLEMOCK_SVG_TIME_LIMIT": "0.001"], megabytes: 4096)
        #expect(r.status == 3)
        #expect(r.stderr.hasSuffix("error: drawing the SVG image slow.svg took longer than 0.001 s; stopped\n"), "\(r.stderr)")
        #expect(!p.exists("out/s.png"))
    }

    @Test func aJPEGWhoseFrameOutgrowsItsDataIsAnError() throws {
        let p = try Project()
        // SOI, a baseline frame header of 4000 x 4000, then the end: no scan data at all.
        var jpeg: [UInt8] = [0xFF, 0xD8]
        jpeg += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        jpeg += [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x0F, 0xA0, 0x0F, 0xA0, 0x01, 0x01, 0x11, 0x00]
        jpeg += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        jpeg += [0xFF, 0xC4, 0x00, 0x14, 0x10, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        jpeg += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0xFF, 0xD9]
        try p.write(Data(jpeg), "photo.jpg")
        try p.write(spec(image: "photo.jpg"), "s.yaml")
        let r = try p.run(["validate", "s.yaml"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("image \"photo.jpg\" cannot be decoded: the JPEG data ends before the frame its header declares is complete"),
                "\(r.stderr)")
    }

    @Test func aHugeGoldenIsRefusedBeforeItIsDecoded() throws {
        let p = try Project()
        try p.write(spec(), "s.yaml")
        try FileManager.default.createDirectory(at: p.root.appendingPathComponent("golden"), withIntermediateDirectories: true)
        try p.write(pngHeader(width: 16384, height: 16384), "golden/s.png")
        let r = try p.run(["check", "s.yaml", "--golden", "golden"], megabytes: 400)
        #expect(r.status == 2)
        #expect(r.stderr.contains("golden/s.png: error: golden unusable") || r.stderr.contains("the PNG declares 16384x16384 pixels"),
                "\(r.stderr)")
        #expect(r.seconds < 10)
    }

    @Test func aCommittedConfigCannotWidenItsOwnRights() throws {
        let p = try Project()
        try p.write(spec(), "s.yaml")
        try p.write("{\"golden\": \"golden\", \"artifacts\": \"\(p.outside.path)/art\"}\n", "tablemock-check.json")
        let outside = try p.run(["check", "s.yaml"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("tablemock-check.json: error: /artifacts: \(p.outside.path)/art is outside the project root"),
                "\(outside.stderr)")
        // Under CI, a config file cannot turn recording on; only --record can.
        try p.write("{\"golden\": \"golden\", \"record\": \"missing\"}\n", "tablemock-check.json")
        try FileManager.default.createDirectory(at: p.root.appendingPathComponent("golden"), withIntermediateDirectories: true)
        let ci = try p.run(["check", "s.yaml"], environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(!p.exists("golden/s.png"))
        #expect(ci.stdout.contains("which only --record can turn on under CI"), "\(ci.stdout)")
    }

    @Test func textFromInputCannotDrawOnTheTerminalOrForgeALine() throws {
        let p = try Project()
        let names = ["\u{1B}[2J\u{1B}[31mred.yaml", "x\n::error file=a.swift::forged.yaml", "::warning::b.yaml"]
        for name in names { try p.write("table: {sections: [{rows: [{titel: a}]}]}\n", name) }
        let r = try p.run(["render"] + names + ["-o", "out"])
        #expect(r.status == 1)
        #expect(!r.stderr.contains("\u{1B}"))
        for line in r.stderr.split(separator: "\n") { #expect(!line.hasPrefix("::") && !line.hasPrefix("##"), "\(line)") }
        #expect(r.stderr.contains("\\u001B[2J\\u001B[31mred.yaml:1:29: error: /table/sections/0/rows/0: unknown key \"titel\""))
        #expect(r.stderr.contains("x\\n::error file=a.swift::forged.yaml:1:29: error:"))
        #expect(r.stderr.contains("\\::warning::b.yaml:1:29: error:"))
        // junit.xml stays well-formed XML 1.0 whatever the names hold.
        try FileManager.default.createDirectory(at: p.root.appendingPathComponent("golden"), withIntermediateDirectories: true)
        _ = try p.run(["check"] + names + ["--golden", "golden", "--artifacts", "art"])
        let junit = try Data(contentsOf: p.root.appendingPathComponent("art/junit.xml"))
        #expect(!junit.contains(where: { $0 < 0x20 && $0 != 0x0A }))
        #expect(String(decoding: junit, as: UTF8.self).contains("\\u001B[2J"))
    }

    @Test func failedWritesToStandardOutputAreOneErrorLineAndAGoneReaderIsQuiet() throws {
        let p = try Project()
        try p.write(spec(), "s.yaml")
        let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        for args in [["layout", "s.yaml"], ["validate", "s.yaml", "--format", "json"], ["schema", "spec"],
                     ["render", "s.yaml", "-o", "out", "--json", "--force"]] {
            let r = try p.run(args, stdout: full)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.hasSuffix("error: cannot write to standard output: no space left on device\n"), "\(args): \(r.stderr)")
        }
        // A closed pipe: the reader is gone before anything is written (`| head`, `| grep -q`).
        // That is the reader's choice: a quiet end with status 0, so a pipefail script
        // does not fail by a race between the reader's exit and our write.
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let closed = try p.run(["layout", "s.yaml"], stdout: pipe.fileHandleForWriting)
        #expect(closed.status == 0)
        #expect(closed.stderr == "")
    }
}
