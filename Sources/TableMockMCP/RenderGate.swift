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

    /// The answer of `work`, given this thread's render session for the server's files
    /// (the server's admission, `ConfinedServing.answer`, behind the limit of work in flight).
    func run<T: Sendable>(_ work: @escaping @Sendable (RenderSession) throws -> T) async throws -> T {
        let admitted: Bool = lock.withLock {
            guard inFlight < limit else { return false }
            inFlight += 1
            return true
        }
        guard admitted else { throw Refusal.busy(limit: limit) }
        let files = self.files
        let result = await ConfinedServing.answer(within: timeLimit, cancellable: false, submit: { job in
            LibraryRenderThreads.shared.submit { [self] _ in
                defer { lock.withLock { inFlight -= 1 } }
                let session = RenderSession.forThisThread(files: files)
                job(session)
                _ = session.recorder.take()
            }
            return true
        }) { session in Result { try work(session) } }
        switch result {
        case .success(let answer): return try answer.get()
        case .failure: throw Refusal.timedOut(timeLimit)   // never full or cancelled here
        }
    }
}
#endif
