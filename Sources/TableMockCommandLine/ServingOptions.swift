import ArgumentParser
import Foundation
import TableMock

/// What a serving command says of its two shared options: its own words, since `serve`
/// reads under `--root` only while `mcp` also writes there, and each waits for a different thing.
package protocol ServingWords {
    static var rootHelp: String { get }
    static var timeLimitHelp: String { get }
}

/// The options `serve` and `mcp` share, and their checks: the folder whose files may be
/// read (`--root`) and how long one picture may take (`--time-limit`).
package struct ServingOptions<Words: ServingWords>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Words.rootHelp, valueName: "dir"))
    package var root: String?
    @Option(name: .long, help: ArgumentHelp(Words.timeLimitHelp))
    package var timeLimit = 10.0

    package init() {}

    /// `--time-limit` as a duration.
    package var renderTimeLimit: Duration { .milliseconds(Int(timeLimit * 1000)) }

    package func validate() throws {
        guard timeLimit.isFinite, timeLimit > 0, timeLimit <= 86_400 else {
            throw ValidationError("--time-limit must be greater than 0 and at most 86400 seconds")
        }
        if let problem = ConfinedServing.rootProblem(root) { throw ValidationError(problem) }
    }
}

/// What a serving command answers in a build without its trait, whatever its arguments:
/// how to get the full tool (`serve` and `mcp` alike).
package struct NotInThisBuild: Error, CustomStringConvertible {
    /// `HTTP server`, `MCP server`.
    package var server: String
    /// The trait that builds it.
    package var trait: String

    package init(server: String, trait: String) { self.server = server; self.trait = trait }

    package var description: String {
        "this tablemock was built without its \(server); build it with the server: "
            + "`swift build -c release --traits \(trait)` (or `Scripts/install.sh`, which installs the full tool)"
    }
}
