import Foundation

/// A spec file to process and where its outputs go, relative to the output folder.
struct SpecInput: Sendable {
    var url: URL
    /// The display name used in messages (the path as the user gave it).
    var display: String
    /// Output path without extension, relative to the output folder; mirrors the input tree.
    var outputStem: String
}

enum SpecFiles {
    static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// Theme files (`name.theme.json`) sit beside specs but are not specs.
    static func isThemeFile(_ url: URL) -> Bool {
        url.deletingPathExtension().pathExtension.lowercased() == "theme"
    }

    /// Expands files and folders (recursively, sorted) into spec inputs. Unreadable or
    /// missing paths come back as errors, one line each.
    static func collect(_ paths: [String]) -> (inputs: [SpecInput], errors: [String]) {
        var inputs: [SpecInput] = []
        var errors: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                errors.append("\(path): error: no such file or folder"); continue
            }
            let url = URL(fileURLWithPath: path)
            if !isDir.boolValue {
                inputs.append(SpecInput(url: url, display: path, outputStem: url.deletingPathExtension().lastPathComponent))
                continue
            }
            guard let walker = fm.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                             options: [.skipsHiddenFiles]) else {
                errors.append("\(path): error: cannot list this folder"); continue
            }
            var found: [SpecInput] = []
            let root = url.standardizedFileURL.path
            for case let file as URL in walker where extensions.contains(file.pathExtension.lowercased())
                && !isThemeFile(file) {
                let full = file.standardizedFileURL.path
                var relative = String(full.dropFirst(root.count))
                while relative.hasPrefix("/") { relative.removeFirst() }
                let stem = (relative as NSString).deletingPathExtension
                let display = (path as NSString).appendingPathComponent(relative)
                found.append(SpecInput(url: file, display: display, outputStem: stem))
            }
            inputs.append(contentsOf: found.sorted { $0.display < $1.display })
        }
        return (inputs, errors)
    }
}

enum AtomicFile {
    /// Writes to a temporary file in the same folder, then renames it into place, so a
    /// reader never sees half a file and a failed render never truncates an old output.
    /// Failures are `FileProblem`s that name the file and say why.
    static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            throw FileProblem(action: "create the folder", path: dir.path, reason: FileProblem.reason(error, path: dir.path))
        }
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temp)
            if rename(temp.path, url.path) != 0 {
                throw FileProblem(action: "write", path: url.path, reason: FileProblem.words(errno: errno))
            }
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw FileProblem(action: "write", path: url.path, reason: FileProblem.reason(error, path: url.path))
        }
    }
}
