#if MCP
import Foundation
import TableMock
import TableMockFiles

/// Runs tool work on TableMock's render threads (deep stacks, one Pango context each)
/// without blocking Swift's cooperative threads, with the render server's bounds: at most
/// `limit` pieces of work in flight (past it, `busy` at once) and an answer within the
/// time limit (`timedOut`; work that has not started by then is not done, work under way
/// runs to its end on its thread, bounded by the limits every render has).
final class RenderGate: @unchecked Sendable {
    enum Refusal: Error, Equatable {
        case busy(limit: Int)
        case timedOut(Duration)
    }

    private let lock = NSLock()
    private var inFlight = 0
    let limit: Int
    let timeLimit: Duration
    let files: LocalFiles

    init(limit: Int, timeLimit: Duration, files: LocalFiles) {
        self.limit = limit; self.timeLimit = timeLimit; self.files = files
    }

    /// The answer of `work`, given this thread's render session for the server's files.
    func run<T: Sendable>(_ work: @escaping @Sendable (RenderSession) throws -> T) async throws -> T {
        let admitted: Bool = lock.withLock {
            guard inFlight < limit else { return false }
            inFlight += 1
            return true
        }
        guard admitted else { throw Refusal.busy(limit: limit) }
        let files = self.files, timeLimit = self.timeLimit
        let answer = Answer<T>()
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            answer.set(continuation)
            let timer = Task {
                try? await Task.sleep(for: timeLimit)
                if !Task.isCancelled { answer.give(.failure(Refusal.timedOut(timeLimit))) }
            }
            LibraryRenderThreads.shared.submit { [self] _ in
                defer { lock.withLock { inFlight -= 1 } }
                guard !answer.given else { return }
                let session = RenderSession.forThisThread(files: files)
                let result = Result { try work(session) }
                _ = session.recorder.take()
                timer.cancel()
                answer.give(result)
            }
        }
    }

    /// A continuation resumed once, by whichever comes first: the work or the clock.
    private final class Answer<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T, any Error>?
        private var done = false
        func set(_ c: CheckedContinuation<T, any Error>) { lock.withLock { continuation = c } }
        var given: Bool { lock.withLock { done } }
        func give(_ result: Result<T, any Error>) {
            let c: CheckedContinuation<T, any Error>? = lock.withLock {
                guard !done else { return nil }
                done = true
                defer { continuation = nil }
                return continuation
            }
            c?.resume(with: result)
        }
    }
}
#endif
