import Foundation
import TableMockFiles

/// How a batch shows its progress on standard error.
package enum ProgressStyle: Sendable {
    /// One line redrawn in place with `\r`: a bar, specs done, failures, elapsed time.
    case bar
    /// A plain line every few seconds, for logs (standard error is not a terminal).
    case lines
    /// Errors only.
    case quiet

    package static func automatic(quiet: Bool) -> ProgressStyle {
        if quiet { return .quiet }
        return isatty(STDERR_FILENO) == 1 ? .bar : .lines
    }
}

/// Where a batch console's text goes: whole lines (escaped by the sink), and the raw
/// control text that redraws the progress bar in place.
package protocol ConsoleSink: Sendable {
    func line(_ text: String)
    func redraw(_ text: String)
}

/// Shows a batch as a console does: each spec's errors in input order, the progress, and
/// the closing summary, through a `ConsoleSink` (the executable's writes to standard
/// error). Error lines are always whole lines: the bar is erased before one is printed and
/// drawn again after.
package final class BatchConsole: BatchObserver {
    package let total: Int
    package let style: ProgressStyle
    let sink: any ConsoleSink
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private(set) var done = 0
    private(set) var failed = 0
    private(set) var skipped = 0
    private var barShown = false
    private var lastDraw: ContinuousClock.Instant?
    private var lastLineDone = -1

    package init(total: Int, style: ProgressStyle, sink: any ConsoleSink) {
        self.total = total
        self.style = style
        self.sink = sink
        start = clock.now
    }

    package var elapsed: Double { (clock.now - start).seconds }

    package func started(pathErrors: [String]) { printErrors(pathErrors) }

    package func finished() { finish() }

    /// Prints the closing summary (errors only when quiet).
    package func summarize(_ report: BatchReport) {
        if style != .quiet {
            report.summaryLines.forEach(sink.line)
        } else if report.failed > 0 {
            report.summaryLines.dropFirst().forEach(sink.line)
        }
    }

    /// Errors that belong to no spec (a missing path), before the batch starts.
    package func printErrors(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        erase()
        lines.forEach(sink.line)
        draw(force: true)
    }

    package func completed(_ outcome: SpecOutcome) {
        done += 1
        if outcome.status == .failed { failed += 1 }
        if outcome.status == .upToDate { skipped += 1 }
    }

    package func inOrder(_ outcome: SpecOutcome) {
        // --quiet prints errors only; the warnings stay in the --json summary.
        printErrors(style == .quiet ? outcome.errors : outcome.warnings + outcome.errors)
    }

    package func tick() { draw(force: done == total) }

    /// Removes the bar, leaving the cursor at the start of an empty line.
    package func finish() {
        erase()
    }

    private var statusText: String {
        var text = "\(done)/\(total) specs"
        if skipped > 0 { text += ", \(skipped) up to date" }
        if failed > 0 { text += ", \(failed) failed" }
        return text + ", " + String(format: "%.1f s", elapsed)
    }

    private func draw(force: Bool) {
        let now = clock.now
        switch style {
        case .quiet:
            return
        case .bar:
            if !force, let lastDraw, now - lastDraw < .milliseconds(80) { return }
            let width = 24
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            let line = String("[\(bar)] \(statusText)".prefix(max(20, Self.terminalColumns() - 1)))
            sink.redraw("\r\u{1B}[2K" + TerminalText.escaped(line))
            barShown = true
        case .lines:
            // The summary reports the end; short batches print no progress at all.
            guard done != lastLineDone, done < total, now - (lastDraw ?? start) >= .seconds(2) else { return }
            sink.line("progress: " + statusText)
            lastLineDone = done
        }
        lastDraw = now
    }

    private func erase() {
        guard barShown else { return }
        sink.redraw("\r\u{1B}[2K")
        barShown = false
    }

    private static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
