/// Why a file was not read or written: the one error of every file access. It says what
/// was refused (outside the project root, not a regular file, too large) and never
/// whether a file outside the root exists: a path outside is refused before it is looked at.
public struct FileRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The real path (symbolic links followed) lies outside the readable places.
        case outsideRoot(root: String)
        /// A FIFO, device, socket, folder or link: `what` says which ("a FIFO").
        case notRegularFile(what: String)
        case tooLarge(bytes: Int, limit: Int)
        case missing
        /// The system's reason in words (`permission denied`).
        case failed(String)
        /// More than `limit` entries under a folder being searched.
        case tooManyFiles(limit: Int)
    }

    /// The path as the user wrote it (or as the caller shows it).
    public var path: String
    public var kind: FileKind
    public var reason: Reason
    /// How to widen the rules that refused it, when the host words it its own way.
    public var advice: String?

    public init(path: String, kind: FileKind, reason: Reason, advice: String? = nil) {
        self.path = path; self.kind = kind; self.reason = reason; self.advice = advice
    }

    /// One sentence naming the file as `shown` (already quoted if the caller quotes).
    public func message(naming shown: String) -> String {
        if kind == .output { return "cannot write \(shown): \(words)" }
        switch reason {
        case .outsideRoot(let root):
            if root.isEmpty { return "\(kind.noun) \(shown) cannot be read here" }
            return "\(kind.noun) \(shown) is outside the project root \(TerminalText.escaped(root))"
        case .notRegularFile(let what):
            return "\(kind.noun) \(shown) is not a regular file: it is \(what)"
        case .tooLarge(let bytes, let limit):
            return "\(kind.noun) \(shown) is \(bytes) bytes; the limit is \(limit)"
        case .missing:
            return "\(kind.noun) \(shown) not found"
        case .failed(let why):
            return "cannot read \(kind.noun) \(shown): \(why)"
        case .tooManyFiles(let limit):
            return "more than \(limit) files under \(shown); name a smaller folder"
        }
    }

    /// The reason alone, in words, to follow "cannot write PATH: ".
    public var words: String {
        switch reason {
        case .outsideRoot(let root): return root.isEmpty ? "it cannot be read here" : "it is outside the project root \(TerminalText.escaped(root))"
        case .notRegularFile(let what): return what.hasPrefix("a ") ? "it is \(what)" : what
        case .tooLarge(let bytes, let limit): return "it is \(bytes) bytes; the limit is \(limit)"
        case .missing: return "no such file or folder"
        case .failed(let why): return why
        case .tooManyFiles(let limit): return "more than \(limit) files"
        }
    }

    /// Advice for the refusals the user can act on.
    public var hint: String? {
        switch reason {
        case .outsideRoot:
            if let advice { return advice }
            return "only files inside the project root are read; widen it with --root DIR (or TABLEMOCK_ROOT), "
                + "or pass --allow-outside-root when every input is your own"
        default:
            return nil
        }
    }

    public var description: String {
        message(naming: kind == .output ? TerminalText.escaped(path) : "\"" + TerminalText.escaped(path) + "\"")
    }
}
