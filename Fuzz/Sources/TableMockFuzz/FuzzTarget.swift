import Foundation
import TableMockCairo
import TableMockCore
import TableMockFiles
import TableMockScene

/// libFuzzer's entry point: one input is one spec file. It is decoded and validated with
/// its theme and images (from a small in-memory set), laid out with a fixed-advance
/// measurer, checked against the canvas limits and, unless FUZZ_RENDER=0, rendered to PNG
/// with the real Cairo/Pango engine. Any crash, trap, leak report or sanitizer finding is a
/// bug; diagnostics are the expected outcome of bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzHarness.shared.run(Data(bytes: bytes, count: count))
    return 0
}

final class FuzzHarness: @unchecked Sendable {
    // libFuzzer calls the target on one thread; the harness is never shared across threads.
    nonisolated(unsafe) static let shared = FuzzHarness()

    let themes: ThemeCatalog
    let renders: Bool
    private var engines: [[FontFile]: TextEngine] = [:]

    init() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../..").standardizedFileURL
        let builtins = root.appendingPathComponent("Themes/data")
        // Nothing on disk but the built-in themes and the system fonts is readable: a spec that
        // names any other path gets the refusal a stranger's spec gets.
        let disk = LocalFiles(policy: AccessPolicy(root: "/fuzz", extraFolders: [.theme: [builtins.path],
                                                                                 .font: AccessPolicy.systemFontFolders]))
        themes = ThemeCatalog(builtinDirectory: builtins, files: FuzzFiles(disk: disk))
        renders = ProcessInfo.processInfo.environment["FUZZ_RENDER"] != "0"
    }

    func run(_ data: Data) {
        let specURL = URL(fileURLWithPath: "/fuzz/spec.yaml")
        guard let prepared = try? PreparedSpec.prepare(data: data, file: "spec.yaml", specURL: specURL,
                                                       themes: themes) else { return }
        _ = prepared.renderBlockers()
        let measurer = FixedAdvance()
        let layout = prepared.layout(measurer: measurer, scale: prepared.scale(override: nil))
        guard (try? prepared.checkCanvas(layout.canvas, raster: true)) != nil else { return }
        // A PNG may have up to 2^31 pixels (drawn in bands), some 15 s of drawing, longer
        // under AddressSanitizer than libFuzzer's 10-s timeout: render what the old 256 MiB
        // budget allowed (64 Mi pixels), which reaches every code path including several bands.
        let pixels = (layout.canvas.width * layout.canvas.scale).rounded(.up) * (layout.canvas.height * layout.canvas.scale).rounded(.up)
        guard pixels <= Double(1 << 26) else { return }
        guard renders, let engine = engine(for: prepared.theme.fontFiles),
              let scene = try? prepared.renderableScene(measurer: engine, scaleOverride: nil, raster: true) else { return }
        _ = try? SceneRenderer.render(scene, as: .png, engine: engine)
    }

    private func engine(for fonts: [FontFile]) -> TextEngine? {
        if let engine = engines[fonts] { return engine }
        guard let engine = try? TextEngine(fonts: fonts) else { return nil }
        engines[fonts] = engine
        return engine
    }
}

/// Every character advances half the font size (as TableMockTestSupport's measurer).
struct FixedAdvance: TextMeasuring {
    func width(of text: String, font: FontDescriptor) -> Double { Double(text.count) * 0.5 * font.size }
    func metrics(of font: FontDescriptor) -> FontMetrics { FontMetrics(ascent: 0.8 * font.size, descent: 0.2 * font.size) }
}

/// Images by file name, from memory: a real PNG, a small SVG, a damaged PNG; anything else
/// is missing. Every other read goes to the confined disk.
struct FuzzFiles: FileAccess {
    let disk: LocalFiles

    static let images: [String: Data] = {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Samples/images").standardizedFileURL
        var images: [String: Data] = [:]
        if let png = try? LocalFiles(policy: .unconfined).read(samples.appendingPathComponent("airplane@2x.png"), as: .image) {
            images["icon.png"] = png
            images["icon@2x.png"] = png
            images["broken.png"] = png.prefix(png.count / 2)
        }
        images["logo.svg"] = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="red"/></svg>"#.utf8)
        return images
    }()

    func read(_ url: URL, as kind: FileKind) throws(FileRefusal) -> Data {
        guard kind == .image else { return try disk.read(url, as: kind) }
        guard let data = Self.images[url.lastPathComponent] else { throw FileRefusal(path: url.path, kind: kind, reason: .missing) }
        return data
    }
    func readPrefix(_ url: URL, count: Int, as kind: FileKind) throws(FileRefusal) -> Data {
        try disk.readPrefix(url, count: count, as: kind)
    }
    func entry(at url: URL, as kind: FileKind) -> FileEntry {
        guard kind == .image else { return disk.entry(at: url, as: kind) }
        return Self.images[url.lastPathComponent].map { .regularFile(size: $0.count) } ?? .missing
    }
    func list(_ folder: URL, as kind: FileKind) throws(FileRefusal) -> [String] { try disk.list(folder, as: kind) }
    func findFiles(under folder: URL, extensions: Set<String>, as kind: FileKind) throws(FileRefusal) -> [String] { [] }
    func write(_ data: Data, to relativePath: String, in folder: URL) throws(FileRefusal) {
        throw FileRefusal(path: relativePath, kind: .output, reason: .failed("the fuzzer writes nothing"))
    }
    func remove(_ relativePath: String, in folder: URL) {}
}
