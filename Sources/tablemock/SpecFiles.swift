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

    /// Expands files and folders (recursively, sorted) into spec inputs. Symbolic links to
    /// folders are followed, on the command line and inside folders; a link back to a folder
    /// already being searched is skipped, so a cycle ends. Unreadable or missing paths, and
    /// folders that hold no spec, come back as errors, one line each.
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
            var found: [SpecInput] = []
            guard walk(url, relative: "", root: path, ancestors: [], into: &found) else {
                errors.append("\(path): error: cannot list this folder"); continue
            }
            if found.isEmpty {
                errors.append("\(path): error: no spec files (.json, .yaml, .yml) in this folder or its subfolders")
                continue
            }
            inputs.append(contentsOf: found.sorted { $0.display < $1.display })
        }
        return (inputs, errors)
    }

    /// Adds the specs under `folder` (whose path below the root is `relative`) to `found`.
    /// `ancestors` are the real paths of the folders above it, to stop at a symlink cycle.
    /// False when `folder` cannot be listed.
    private static func walk(_ folder: URL, relative: String, root: String, ancestors: Set<String>,
                             into found: inout [SpecInput]) -> Bool {
        let fm = FileManager.default
        let real = folder.resolvingSymlinksInPath().standardizedFileURL.path
        guard !ancestors.contains(real) else { return true }
        guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return false }
        let below = ancestors.union([real])
        for name in names where !name.hasPrefix(".") {
            let child = folder.appendingPathComponent(name)
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            var isDir: ObjCBool = false
            // fileExists follows symbolic links; a dangling link is kept as a file, so that
            // reading it reports the problem.
            if fm.fileExists(atPath: child.path, isDirectory: &isDir), isDir.boolValue {
                _ = walk(child, relative: childRelative, root: root, ancestors: below, into: &found)
                continue
            }
            guard extensions.contains(child.pathExtension.lowercased()), !isThemeFile(child) else { continue }
            found.append(SpecInput(url: child, display: (root as NSString).appendingPathComponent(childRelative),
                                   outputStem: (childRelative as NSString).deletingPathExtension))
        }
        return true
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
