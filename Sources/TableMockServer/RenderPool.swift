#if Server
import Foundation
import TableMock
import TableMockCore
import TableMockFiles

/// `jobs` render threads (TableMock's one pool, `RenderWorkers`), each with its own render
/// session (Pango objects never cross threads), fed from a queue of at most `queueLength`
/// waiting renders. A render asked for
/// when the queue is full is refused at once; one that waits or draws past its time limit
/// is answered as timed out (a drawing already under way runs to its end on its worker,
/// bounded by the limits every render has: canvas, images, text, the SVG watchdog).
final class RenderPool: @unchecked Sendable {
    enum Outcome: Sendable {
        case image(Data, seconds: Double)
        case diagnostics([Diagnostic])
        case failed(String)
        /// The drawing could not be finished in time (an SVG image past the watchdog's
        /// limit): the server is not at fault with the spec, and keeps serving.
        case unavailable(String)
        /// A finished answer (the playground's layout and diff routes).
        case answer(ServedResponse)
    }

    enum Answer: Sendable {
        case done(Outcome)
        case queueFull
        case timedOut
        /// The request went away first.
        case cancelled
    }

    typealias Work = @Sendable (RenderSession) -> Outcome

    private let workers: RenderWorkers<RenderSession>
    var queueLength: Int { workers.queueLength }

    init(jobs: Int, queueLength: Int, files: any FileAccess) {
        workers = RenderWorkers(threads: jobs, queueLength: queueLength) { RenderSession(files: files) }
    }

    var queued: Int { workers.queued }

    /// Why no render thread runs (the system refused every one), or nil.
    var refusal: RenderThreadsUnavailable? { workers.refusal }

    /// The answer for `work`; a request whose task is cancelled (its client went away) is
    /// answered at once and its render, if still waiting, is not drawn (`ConfinedServing.answer`).
    func render(timeLimit: Duration, _ work: @escaping Work) async -> Answer {
        let result = await ConfinedServing.answer(within: timeLimit, cancellable: true, submit: workers.submit) { session in
            let outcome = autoreleasepool { work(session) }
            _ = session.recorder.take()
            return outcome
        }
        switch result {
        case .success(let outcome): return .done(outcome)
        case .failure(.full): return .queueFull
        case .failure(.timedOut): return .timedOut
        case .failure(.cancelled): return .cancelled
        }
    }

    /// Lets the workers finish what they hold and end.
    func shutdown() {
        workers.shutdown()
    }
}

#if !canImport(ObjectiveC)
@inline(__always) func autoreleasepool<T>(_ body: () -> T) -> T { body() }
#endif
#endif
