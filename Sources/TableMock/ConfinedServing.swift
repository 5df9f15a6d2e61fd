import Foundation
import TableMockFiles
import TableMockThemes

/// What `serve` and `mcp` share as servers confined to a folder: the access rules of their
/// `--root`, the check of the option, and admission to the render threads with a time limit.
package enum ConfinedServing {
    /// The rules a server reads (and the MCP server writes) through: files under `root`
    /// only (`nil` or empty: none), plus the system fonts and symbols and the built-in
    /// themes; no spec file of its own (specs come in requests). `advice` ends a refusal.
    package static func policy(root: String?, advice: String) -> AccessPolicy {
        let themes = BuiltinThemes.directory?.path ?? "/nonexistent"
        var policy = AccessPolicy(root: root ?? "", rootSource: "--root", confined: true,
                                  extraFolders: [.font: AccessPolicy.systemFontFolders, .symbol: AccessPolicy.systemSymbolFolders,
                                                 .theme: [themes]])
        policy.extraFolders[.spec] = []
        policy.advice = advice
        return policy
    }

    /// What is wrong with `--root`, or nil.
    package static func rootProblem(_ root: String?) -> String? {
        guard let root else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            return "--root \(root) is not a folder"
        }
        return nil
    }

    /// How timed work ended when it did not give its answer.
    package enum Refusal: Error, Sendable, Equatable {
        /// No room: the queue or the limit of work in flight was full.
        case full
        /// The time limit passed first (work not started by then is not done; work under
        /// way runs to its end on its thread, bounded by the limits every render has).
        case timedOut
        /// The asker's task was cancelled first (its client went away).
        case cancelled
    }

    /// `work`'s answer, within `timeLimit`: `submit` hands a job to a render thread (false:
    /// no room, `full`), which gives it that thread's session. Whichever comes first, the
    /// work, the clock or (when `cancellable`) the task's cancellation, answers, once; a job
    /// whose asker was already answered does not run `work`.
    package static func answer<Session, T: Sendable>(
        within timeLimit: Duration, cancellable: Bool,
        submit: @escaping (_ job: @escaping @Sendable (Session) -> Void) -> Bool,
        _ work: @escaping @Sendable (Session) -> T
    ) async -> Result<T, Refusal> {
        let box = OnceBox<T>()
        let ask = {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, Refusal>, Never>) in
                let once = Once(continuation)
                box.set(once)
                let accepted = submit { session in
                    guard !once.answered else { return }
                    once.answer(.success(work(session)))
                }
                guard accepted else { once.answer(.failure(.full)); return }
                Task {
                    try? await Task.sleep(for: timeLimit)
                    once.answer(.failure(.timedOut))
                }
            }
        }
        guard cancellable else { return await ask() }
        return await withTaskCancellationHandler { await ask() } onCancel: { box.cancel() }
    }

    /// A continuation resumed once, by whichever answers first.
    private final class Once<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Result<T, Refusal>, Never>?
        init(_ continuation: CheckedContinuation<Result<T, Refusal>, Never>) { self.continuation = continuation }
        var answered: Bool { lock.withLock { continuation == nil } }
        func answer(_ value: Result<T, Refusal>) {
            let c: CheckedContinuation<Result<T, Refusal>, Never>? = lock.withLock {
                defer { continuation = nil }
                return continuation
            }
            c?.resume(returning: value)
        }
    }

    /// Hands a cancellation to the answer, whether it comes before or after the answer exists.
    private final class OnceBox<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var once: Once<T>?
        private var cancelled = false
        func set(_ o: Once<T>) {
            let cancelNow: Bool = lock.withLock { once = o; return cancelled }
            if cancelNow { o.answer(.failure(.cancelled)) }
        }
        func cancel() {
            let o: Once<T>? = lock.withLock { cancelled = true; return once }
            o?.answer(.failure(.cancelled))
        }
    }
}
