import Foundation

/// issue 18: `check`'s progress on a terminal: one line redrawn in place (specs done of all,
/// elapsed), erased before the results are printed. Nothing when standard error is not a
/// terminal (logs get the summary only).
final class CheckProgress {
    private let total: Int
    private let start = ContinuousClock.now
    private var shown = false

    init?(total: Int) {
        guard isatty(STDERR_FILENO) == 1, total > 1 else { return nil }
        self.total = total
    }

    func draw(done: Int) {
        let seconds = (ContinuousClock.now - start).components
        let elapsed = Double(seconds.seconds) + Double(seconds.attoseconds) / 1e18
        let width = 24, filled = width * done / max(1, total)
        let line = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + "\(done)/\(total) specs checked, " + String(format: "%.1f s", elapsed)
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
        shown = true
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
