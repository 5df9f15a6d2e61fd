#if Server
import Foundation
import TableMockFiles
import TableMockThemes

/// The files of the playground page (`GET /`): its own page, script, style and samples
/// (Sources/TableMockServer/Playground, shipped beside the tool), and the packaged editor,
/// Debian's `libjs-codemirror` (CodeMirror 5), served from where the package installs it.
/// Every read goes through `TableMockFiles`, confined to those two folders, by a name
/// checked first: letters, digits, `.`, `-`, `_` in each part, no part starting with a dot,
/// a `.js`, `.css`, `.html`, `.yaml` or `.json` file. Nothing a spec names is ever read from here.
struct PlaygroundFiles: Sendable {
    /// Where Debian's libjs-codemirror installs CodeMirror 5 (Debian's rule for JavaScript
    /// libraries: /usr/share/javascript/<library>).
    static let debianEditorFolder = "/usr/share/javascript/codemirror"
    static let defaultEditorFolder = ProcessInfo.processInfo.environment["TABLEMOCK_CODEMIRROR"].flatMap { $0.isEmpty ? nil : $0 }
        ?? debianEditorFolder

    /// The playground's own files: `TABLEMOCK_PLAYGROUND`, else the resource bundle beside
    /// the running executable (a SwiftPM build, a test runner), else an installed copy
    /// `<prefix>/share/tablemock/Playground` beside `<prefix>/bin`, else the source tree of
    /// a development checkout. Not `Bundle.module`: its accessor ends the process when the
    /// folder it was built in is gone (an installed tool on another machine).
    static let defaultPageFolder: String? = locate(environment: ProcessInfo.processInfo.environment)

    static func locate(environment: [String: String]) -> String? {
        if let env = environment["TABLEMOCK_PLAYGROUND"], !env.isEmpty { return env }
        var candidates: [URL] = []
        if let exe = BuiltinThemes.executableFolder() {
            candidates.append(exe.appendingPathComponent("tablemock_TableMockServer.resources/Playground"))
            candidates.append(exe.appendingPathComponent("../share/tablemock/Playground").standardized)
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Playground"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path) }?.path
    }

    let page: URL?
    let editor: URL?
    let files: LocalFiles

    init(page: String?, editor: String?) {
        func folder(_ path: String?, holding file: String) -> URL? {
            guard let path, let real = LocalFiles.resolve(path), real.exists else { return nil }
            let url = URL(fileURLWithPath: real.path, isDirectory: true)
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(file).path) ? url : nil
        }
        self.page = folder(page, holding: "index.html")
        self.editor = folder(editor, holding: "lib/codemirror.js")
        // No root at all: only these two folders, and only as page files.
        var policy = AccessPolicy(root: "", rootSource: "the playground", confined: true,
                                  extraFolders: [.asset: [self.page, self.editor].compactMap { $0?.path }])
        policy.advice = "the playground serves its own files and the editor's only"
        files = LocalFiles(policy: policy)
    }

    var hasEditor: Bool { editor != nil }

    static let types = ["js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8",
                        "html": "text/html; charset=utf-8", "yaml": "text/yaml; charset=utf-8",
                        "json": "application/json"]

    /// The relative path's parts when it is a name this server serves, else nil.
    static func checkedParts(_ relative: some StringProtocol) -> [Substring]? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 4 else { return nil }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        for part in parts {
            guard !part.isEmpty, part.count <= 64, part.first != ".", part.allSatisfy({ allowed.contains($0) }) else { return nil }
        }
        guard let ext = parts.last!.split(separator: ".").last, parts.last!.contains("."), types[String(ext)] != nil else { return nil }
        return parts.map { Substring($0) }
    }

    enum Read { case file(Data, type: String), missing(String) }

    /// A file of `folder` by its checked relative path.
    func read(_ relative: some StringProtocol, in folder: URL?) -> Read {
        guard let folder else { return .missing("not installed") }
        guard let parts = Self.checkedParts(relative) else { return .missing("no such file") }
        let url = parts.reduce(folder) { $0.appendingPathComponent(String($1)) }
        do {
            let data = try files.read(url, as: .asset)
            return .file(data, type: Self.types[url.pathExtension] ?? "application/octet-stream")
        } catch {
            return .missing(error.words)
        }
    }

    /// The sample specs (`samples/*.yaml` and `*.json` in the page folder), by name, in name order.
    func samples() -> [(name: String, text: String)] {
        guard let page else { return [] }
        let folder = page.appendingPathComponent("samples")
        guard let names = try? files.list(folder, as: .asset) else { return [] }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().compactMap { name in
            guard case .file(let data, _) = read("samples/" + name, in: page) else { return nil }
            return (name, String(decoding: data, as: UTF8.self))
        }
    }

    /// The CodeMirror files the page loads, in order (each must exist for the editor to be
    /// used; a partial install falls back to the plain text box).
    static let editorScripts = ["lib/codemirror.js", "mode/yaml/yaml.js", "mode/javascript/javascript.js",
                                "addon/lint/lint.js", "addon/hint/show-hint.js", "addon/edit/matchbrackets.js",
                                "addon/selection/active-line.js"]
    static let editorStyles = ["lib/codemirror.css", "addon/lint/lint.css", "addon/hint/show-hint.css"]

    var editorComplete: Bool {
        guard let editor else { return false }
        return (Self.editorScripts + Self.editorStyles).allSatisfy {
            FileManager.default.fileExists(atPath: editor.appendingPathComponent($0).path)
        }
    }
}
#endif
