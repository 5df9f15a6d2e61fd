import Foundation
import TableMockCore
import TableMockFiles
import TableMockScene

/// Lays out a spec written inline, with the ios7 (or another) built-in theme and the
/// fixed-advance measurer, so tests can assert exact frames.
public enum LayoutHarness {
    /// The repository's Themes/data folder, found from this file's path.
    public static let themesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes/data")

    /// Reads anything on disk: these tests are about layout, not access rules.
    public static let disk = LocalFiles(policy: .unconfined)

    /// The built-in themes read from the repository, with any file access.
    public static func themes(_ files: any FileAccess = disk) -> ThemeCatalog {
        ThemeCatalog(builtinDirectory: themesDirectory, files: files)
    }

    public static func prepare(_ source: String, file: String = "test.yaml",
                               resources: any FileAccess = disk) throws -> PreparedSpec {
        try PreparedSpec.prepare(data: Data(source.utf8), file: file, specURL: URL(fileURLWithPath: "/tmp/\(file)"),
                                 themes: themes(resources))
    }

    /// The error lines ("path: message; hint") of a spec that must not prepare; none when it does.
    public static func errors(_ source: String) -> [String] {
        do {
            _ = try prepare(source)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.path): \($0.message)" + ($0.hint.map { "; \($0)" } ?? "") }
        } catch {
            return ["\(error)"]
        }
    }

    public static func layout(_ source: String, scale: Double = 2, measurer: any TextMeasuring = FixedAdvanceMeasurer(),
                              resources: any FileAccess = disk) throws -> TableLayout {
        try prepare(source, resources: resources).layout(measurer: measurer, scale: scale)
    }
}

extension TableLayout {
    public func items(_ kind: ItemKind) -> [LayoutItem] { items.filter { $0.kind == kind } }
    public func cell(section: Int, row: Int) -> LayoutItem? {
        items.first { $0.kind == .cell && $0.section == section && $0.row == row }
    }
}

extension LayoutItem {
    public func part(_ kind: PartKind) -> LayoutPart? { parts.first { $0.kind == kind } }
}

/// Serves in-memory images by file name (wherever the spec says they are), and everything
/// else from disk: image tests need no fixtures.
public struct InMemoryResources: FileAccess {
    public var images: [String: Data]
    public init(_ images: [String: Data]) { self.images = images }

    public func read(_ url: URL, as kind: FileKind) throws(FileRefusal) -> Data {
        guard kind == .image else { return try LayoutHarness.disk.read(url, as: kind) }
        guard let data = images[url.lastPathComponent] else { throw FileRefusal(path: url.path, kind: kind, reason: .missing) }
        return data
    }
    public func readPrefix(_ url: URL, count: Int, as kind: FileKind) throws(FileRefusal) -> Data {
        try LayoutHarness.disk.readPrefix(url, count: count, as: kind)
    }
    public func entry(at url: URL, as kind: FileKind) -> FileEntry {
        guard kind == .image else { return LayoutHarness.disk.entry(at: url, as: kind) }
        return images[url.lastPathComponent].map { .regularFile(size: $0.count) } ?? .missing
    }
    public func list(_ folder: URL, as kind: FileKind) throws(FileRefusal) -> [String] { try LayoutHarness.disk.list(folder, as: kind) }
    public func findFiles(under folder: URL, extensions: Set<String>, as kind: FileKind) throws(FileRefusal) -> [String] {
        try LayoutHarness.disk.findFiles(under: folder, extensions: extensions, as: kind)
    }
    public func write(_ data: Data, to relativePath: String, in folder: URL) throws(FileRefusal) {
        throw FileRefusal(path: relativePath, kind: .output, reason: .failed("read-only"))
    }
    public func remove(_ relativePath: String, in folder: URL) {}
}

/// A minimal PNG header (signature + IHDR) of the given pixel size; enough for layout,
/// which reads only the header.
public func pngHeader(width: Int, height: Int) -> Data {
    // A well-formed chunk sequence (IHDR, IDAT, IEND with correct CRCs), as the image probe
    // checks; the IDAT holds no real pixels, as layout never decodes them.
    func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    func crc(_ bytes: [UInt8]) -> [UInt8] {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return be32(Int(c ^ 0xFFFF_FFFF))
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + crc(typed)
    }
    var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    d.append(contentsOf: chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0]))
    d.append(contentsOf: chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
    d.append(contentsOf: chunk("IEND", []))
    return d
}
