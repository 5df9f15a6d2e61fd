import Foundation
import TableMock

/// `check`'s progress on a terminal: one line redrawn in place (specs done of all, elapsed)
/// through a `ConsoleSink`, erased before the results are printed. Nothing when standard
/// error is not a terminal (logs get the summary only).
package final class CheckProgress {
    private let total: Int
    private let sink: any ConsoleSink
    private let start = ContinuousClock.now
    private var shown = false

    package init?(total: Int, sink: (any ConsoleSink)?) {
        guard let sink, isatty(STDERR_FILENO) == 1, total > 1 else { return nil }
        self.total = total
        self.sink = sink
    }

    package func draw(done: Int) {
        let seconds = (ContinuousClock.now - start).components
        let elapsed = Double(seconds.seconds) + Double(seconds.attoseconds) / 1e18
        let width = 24, filled = width * done / max(1, total)
        let line = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + "\(done)/\(total) specs checked, " + String(format: "%.1f s", elapsed)
        sink.redraw("\r\u{1B}[2K" + line)
        shown = true
    }

    package func finish() {
        if shown { sink.redraw("\r\u{1B}[2K") }
    }
}
