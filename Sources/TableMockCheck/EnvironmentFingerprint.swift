import Foundation
import TableMockFiles

/// What a render depends on besides the spec: library versions, the font files' hashes,
/// the machine's architecture. Stored beside the goldens, so that a failing comparison can
/// say "pango 1.50.12 → 1.52.1" instead of leaving a bare pixel diff to explain.
public struct EnvironmentFingerprint: Codable, Sendable, Equatable {
    /// Library name -> version (`cairo`, `pango`, `harfbuzz`, `freetype`, `fontconfig`, `pixman`).
    public var libraries: [String: String]
    /// Font file path -> SHA-256 of its bytes.
    public var fonts: [String: String]
    public var architecture: String
    /// Font file path -> `size:modification time`, so a later run can reuse a hash without
    /// reading the file again (as git's index does). Not part of the identity.
    public var fontStamps: [String: String]?

    public init(libraries: [String: String], fonts: [String: String], architecture: String = Self.currentArchitecture) {
        self.libraries = libraries; self.fonts = fonts; self.architecture = architecture
    }

    /// Hashes the font files (unreadable ones are recorded as `unreadable`). A file whose
    /// size and modification time match a `known` fingerprint's stamp keeps that hash.
    public init(libraries: [String: String], fontFiles: [String], files: any FileAccess, reusing known: [EnvironmentFingerprint] = []) {
        var fonts: [String: String] = [:], stamps: [String: String] = [:]
        for path in fontFiles {
            let stamp = Self.stamp(path)
            if let stamp, let hash = known.lazy.compactMap({ $0.fontStamps?[path] == stamp ? $0.fonts[path] : nil }).first {
                fonts[path] = hash
            } else {
                fonts[path] = (try? files.read(URL(fileURLWithPath: path), as: .font)).map(SHA256.hex) ?? "unreadable"
            }
            stamps[path] = stamp
        }
        self.init(libraries: libraries, fonts: fonts)
        fontStamps = stamps
    }

    static func stamp(_ path: String) -> String? {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path),
              let size = a[.size] as? NSNumber, let date = a[.modificationDate] as? Date else { return nil }
        return "\(size.int64Value):\(Int64((date.timeIntervalSince1970 * 1000).rounded()))"
    }

    public static var currentArchitecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "other"
        #endif
    }

    /// What differs from `recorded` (the golden's environment) to this one, one line each:
    /// `pango 1.50.12 → 1.52.1`, `font /usr/share/fonts/…/Inter-Regular.otf changed
    /// (sha256 3f2a9c1e… → 77b0d2aa…)`. Empty when nothing did.
    public func changes(since recorded: EnvironmentFingerprint) -> [String] {
        var lines: [String] = []
        for name in Set(libraries.keys).union(recorded.libraries.keys).sorted() {
            let was = recorded.libraries[name] ?? "none", now = libraries[name] ?? "none"
            if was != now { lines.append("\(name) \(was) → \(now)") }
        }
        for path in Set(fonts.keys).union(recorded.fonts.keys).sorted() {
            switch (recorded.fonts[path], fonts[path]) {
            case let (was?, now?) where was != now:
                lines.append("font \(path) changed (sha256 \(was.prefix(12))… → \(now.prefix(12))…)")
            case (nil, _?): lines.append("font \(path) is new (not used when the golden was recorded)")
            case (_?, nil): lines.append("font \(path) is no longer used")
            default: break
            }
        }
        if architecture != recorded.architecture { lines.append("architecture \(recorded.architecture) → \(architecture)") }
        return lines
    }

    /// A short, stable identifier of this environment.
    public var identifier: String {
        var text = "arch=\(architecture)\n"
        for (k, v) in libraries.sorted(by: { $0.key < $1.key }) { text += "lib \(k)=\(v)\n" }
        for (k, v) in fonts.sorted(by: { $0.key < $1.key }) { text += "font \(k)=\(v)\n" }
        return String(SHA256.hex(Data(text.utf8)).prefix(16))
    }
}

/// The fingerprint file in a golden folder, `tablemock-fingerprint.json`: the environments
/// goldens were recorded in, and which environment recorded each golden.
public struct FingerprintStore: Codable, Sendable, Equatable {
    public static let fileName = "tablemock-fingerprint.json"

    public var version = 1
    public var environments: [String: EnvironmentFingerprint] = [:]
    /// Golden file name (relative to the folder) -> environment identifier.
    public var goldens: [String: String] = [:]

    public init() {}

    public func environment(of golden: String) -> EnvironmentFingerprint? {
        goldens[golden].flatMap { environments[$0] }
    }

    public mutating func record(_ golden: String, in environment: EnvironmentFingerprint) {
        let id = environment.identifier
        environments[id] = environment
        goldens[golden] = id
        let used = Set(goldens.values)
        environments = environments.filter { used.contains($0.key) }
    }

    public static func load(from directory: URL, files: any FileAccess) throws -> FingerprintStore {
        let url = directory.appendingPathComponent(fileName)
        do {
            return try JSONDecoder().decode(FingerprintStore.self, from: files.read(url, as: .golden))
        } catch let refusal as FileRefusal where refusal.reason == .missing {
            return FingerprintStore()
        }
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
