import Foundation
import TableMockCairo
#if canImport(Glibc)
import Glibc
#endif

/// What every TableMock executable does first, while the process has one thread.
package enum ToolProcess {
    /// Fixes the language fontconfig assumes (`FC_LANG`: the same output in every locale).
    ///
    /// Standard output and error are not left to the default SIGPIPE action (a death by
    /// signal, status 141): a closed pipe is seen as EPIPE by the writer.
    ///
    /// Signals the parent blocked are unblocked: a child inherits its starter's signal mask,
    /// and a tool started from a thread that blocks them (libdispatch's worker threads do,
    /// so Swift concurrency's, so a test's or a host's `Process`) otherwise never hears
    /// SIGTERM or SIGINT: `watch`, `serve` and `mcp` could not be stopped but by SIGKILL.
    package static func prepare() {
        TextStack.prepareProcess()
        signal(SIGPIPE, SIG_IGN)
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
    }
}
