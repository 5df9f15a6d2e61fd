import Foundation
import TableMockScene

/// Finds every image a spec names, reads it (relative to the spec file) and checks its
/// header. All problems are reported together, each at the place the spec names the file.
public enum AssetLoader {
    /// Every place the spec names an image: its JSON pointer and the path written there.
    public static func references(in decoded: DecodedSpec) -> [(pointer: String, path: String)] {
        var references: [(pointer: String, path: String)] = []
        let table = decoded.spec.table
        func add(_ hf: HeaderFooter?, _ pointer: String) {
            if let image = hf?.image { references.append((pointer + "/image", image)) }
        }
        add(table.header, "/table/header")
        add(table.footer, "/table/footer")
        for (s, section) in table.sections.enumerated() {
            add(section.header, "/table/sections/\(s)/header")
            add(section.footer, "/table/sections/\(s)/footer")
            for (r, row) in section.rows.enumerated() {
                if let image = row.image { references.append(("/table/sections/\(s)/rows/\(r)/image", image)) }
            }
        }
        for (i, item) in (decoded.spec.chrome.tabBar?.items ?? []).enumerated() {
            if let image = item.image { references.append(("/tabBar/items/\(i)/image", image)) }
        }
        return references
    }

    public static func loadImages(for decoded: DecodedSpec, specFile: URL?, file: String,
                                  resources: any ResourceReading = FileResources()) throws(DiagnosticError) -> [String: ImageData] {
        let references = Self.references(in: decoded)

        var images: [String: ImageData] = [:]
        var failed: Set<String> = []
        var problems: [Diagnostic] = []
        let base = specFile?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for ref in references where images[ref.path] == nil {
            func fail(_ message: String, hint: String? = nil) {
                problems.append(Diagnostic(file: file, location: decoded.locations[ref.pointer], path: ref.pointer,
                                           message: message, hint: hint))
            }
            if failed.contains(ref.path) { continue }
            let url = ref.path.hasPrefix("/") ? URL(fileURLWithPath: ref.path) : base.appendingPathComponent(ref.path)
            let data: Data
            do {
                data = try resources.read(url)
            } catch AssetError.tooLarge(let bytes, let limit) {
                fail("image \"\(ref.path)\" is \(bytes) bytes; the limit is \(limit)"); failed.insert(ref.path); continue
            } catch {
                if FileManager.default.fileExists(atPath: url.path) {
                    // The path is right; the file is not readable (permissions, a folder).
                    fail("cannot read image \"\(ref.path)\": \(Self.reason(error, url: url))")
                } else {
                    fail("image \"\(ref.path)\" not found", hint: "paths are relative to the spec file's folder (\(base.path))")
                }
                failed.insert(ref.path); continue
            }
            do {
                let image = try ImageProbe.probe(data, source: ref.path)
                if let why = resources.problem(decoding: image) {
                    fail("image \(quoted(ref.path)) cannot be decoded: \(why)")
                    failed.insert(ref.path); continue
                }
                images[ref.path] = image
            } catch {
                failed.insert(ref.path)
                switch error {
                case .unknownFormat:
                    fail("image \"\(ref.path)\" is not a PNG, JPEG or SVG file")
                case .corrupt(let why):
                    fail("image \"\(ref.path)\" cannot be used: \(why)")
                case .externalReference(let what):
                    fail("SVG image \"\(ref.path)\" refers to external content (\(what)); images are drawn without network or file access",
                         hint: "embed the content in the SVG")
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return images
    }

    /// The message for image data that cannot be decoded, at the first place the spec names
    /// the image: the same line whether `validate` found it or the renderer did.
    public static func undecodable(_ source: String, reason: String, in prepared: PreparedSpec) -> Diagnostic {
        let pointer = references(in: prepared.decoded).first { $0.path == source }?.pointer ?? ""
        return Diagnostic(file: prepared.file, location: prepared.decoded.locations[pointer], path: pointer,
                          message: "image \(quoted(source)) cannot be decoded: \(reason)")
    }

    /// Why an existing file could not be read, in `strerror`'s words.
    static func reason(_ error: any Error, url: URL) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return "it is a folder" }
        if access(url.path, R_OK) != 0 { return SystemError.words(errno: EACCES) }
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        if let type, type != .typeRegular { return "it is not a regular file" }
        return SystemError.reason(error, path: url.path)
    }
}
