import Foundation
import TableMock
import TableMockFiles

/// The only writer to standard output and standard error. Every line is escaped
/// (`TerminalText.line`), so text from input cannot draw on the terminal or forge a line a
/// CI system reads as a command. A failed write to standard output (a full disk, a closed
/// descriptor) ends the process with one line on standard error and status 2: output is
/// never lost silently. A pipe whose reader has gone (`| head`, `| grep -q`) is the
/// reader's choice, not an error: the process ends at once with status 0 and says nothing,
/// as ripgrep does, so `set -o pipefail` scripts do not fail by a race.
enum Console {
    static func error(_ line: String) { _ = writeAll(2, Data((TerminalText.line(line) + "\n").utf8)) }
    static func out(_ line: String) { write(Data((TerminalText.line(line) + "\n").utf8)) }

    /// A document for standard output as it is: JSON, SARIF, an image. Its producer
    /// escapes what it holds (JSON strings are escaped by the encoder).
    static func write(_ data: Data) {
        if let code = writeAll(1, data) {
            if code == EPIPE { exit(0) }
            _ = writeAll(2, Data("error: cannot write to standard output: \(LocalFiles.words(code))\n".utf8))
            exit(2)
        }
    }

    /// Raw bytes for the terminal's progress line (carriage return, erase line): ours only.
    static func progress(_ text: String) {
        _ = writeAll(2, Data(text.utf8))
    }

    private static func writeAll(_ fd: Int32, _ data: Data) -> Int32? { LocalFiles.writeAll(fd, data) }
}

/// The console as the library's `RunLog`: orchestration's lines, printed.
final class ConsoleLog: RunLog, ConsoleSink, Sendable {
    static let shared = ConsoleLog()
    func out(_ line: String) { Console.out(line) }
    func error(_ line: String) { Console.error(line) }
    func line(_ text: String) { Console.error(text) }
    func redraw(_ text: String) { Console.progress(text) }
}
