import TableMockFiles
import TableMock
/// The shard a run checks, and where it came from: `--shard`, or the environment of the CI
/// engine that started the job, in that engine's own terms and base.
public struct ShardSelection: Sendable, Equatable, CustomStringConvertible {
    public var shard: Shard
    public var engine: ShardSource.Engine
    /// The variables (or flag) the shard was read from, as `NAME=value`, escaped.
    public var evidence: [String]
    /// Bazel's `TEST_SHARD_STATUS_FILE`: the runner touches it to say that it understood
    /// the sharding protocol (Bazel fails a sharded test that does not).
    public var statusFile: String?

    public init(shard: Shard, engine: ShardSource.Engine, evidence: [String], statusFile: String? = nil) {
        self.shard = shard; self.engine = engine; self.evidence = evidence; self.statusFile = statusFile
    }

    /// `shard 3/4 from Bazel test sharding (TEST_SHARD_INDEX=2, TEST_TOTAL_SHARDS=4)`.
    public var description: String {
        "shard \(shard) from \(engine.title)" + (evidence.isEmpty ? "" : " (\(evidence.joined(separator: ", ")))")
    }
}

/// A shard flag or shard variables that cannot be used; one line, printed as it is, exit 2.
public struct ShardSourceError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Reads the shard from `--shard` or from the CI engine's environment.
///
/// - `--shard K/N` wins over any environment.
/// - `--shard N` gives only the count; the index comes from the environment (Kubernetes
///   Indexed Jobs, whose pods know their index but not the job's completion count).
/// - Otherwise the first engine whose variables are set, in this order (innermost first: a
///   Bazel test run inside a GitLab job is sharded by Bazel):
///
/// | engine | index | count | base |
/// |---|---|---|---|
/// | Bazel | `TEST_SHARD_INDEX` | `TEST_TOTAL_SHARDS` | 0 |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX` | `TABLEMOCK_SHARD_COUNT` or `--shard N` | 0 |
/// | GitLab CI `parallel:` | `CI_NODE_INDEX` | `CI_NODE_TOTAL` | 1 |
/// | CircleCI `parallelism:` | `CIRCLE_NODE_INDEX` | `CIRCLE_NODE_TOTAL` | 0 |
/// | Buildkite `parallelism:` | `BUILDKITE_PARALLEL_JOB` | `BUILDKITE_PARALLEL_JOB_COUNT` | 0 |
///
/// Values must be whole decimal numbers with the index inside the count; anything else is
/// one `ShardSourceError` that names the variables and quotes their values.
public enum ShardSource {
    public enum Engine: String, Sendable, CaseIterable {
        case flag, bazel, kubernetes, gitlab, circleci, buildkite

        public var title: String {
            switch self {
            case .flag: "--shard"
            case .bazel: "Bazel test sharding"
            case .kubernetes: "a Kubernetes Indexed Job"
            case .gitlab: "GitLab CI parallel"
            case .circleci: "CircleCI parallelism"
            case .buildkite: "Buildkite parallelism"
            }
        }
    }

    /// The count of a Kubernetes Indexed Job's shards (its `completions`), which Kubernetes
    /// does not put in the pod's environment: set it in the pod template.
    public static let kubernetesCountVariable = "TABLEMOCK_SHARD_COUNT"

    struct Variables {
        var engine: Engine
        var index: String
        var count: String?
        var base: Int
    }

    static let protocols: [Variables] = [
        Variables(engine: .bazel, index: "TEST_SHARD_INDEX", count: "TEST_TOTAL_SHARDS", base: 0),
        Variables(engine: .kubernetes, index: "JOB_COMPLETION_INDEX", count: kubernetesCountVariable, base: 0),
        Variables(engine: .gitlab, index: "CI_NODE_INDEX", count: "CI_NODE_TOTAL", base: 1),
        Variables(engine: .circleci, index: "CIRCLE_NODE_INDEX", count: "CIRCLE_NODE_TOTAL", base: 0),
        Variables(engine: .buildkite, index: "BUILDKITE_PARALLEL_JOB", count: "BUILDKITE_PARALLEL_JOB_COUNT", base: 0),
    ]

    /// The shard of this run, or nil when neither the flag nor any engine asks for one.
    /// `flagText` is `--shard`'s text as given (`K/N` or `N`).
    public static func detect(environment: [String: String], flagText flag: String?) throws(ShardSourceError) -> ShardSelection? {
        var flagCount: Int?
        if let flag {
            let parts = flag.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 2, let shard = Shard(flag), parts.allSatisfy(isDecimal) {
                return ShardSelection(shard: shard, engine: .flag, evidence: ["--shard \(shard)"])
            }
            guard parts.count == 1, isDecimal(parts[0]), let n = Int(parts[0]), n >= 1 else {
                throw ShardSourceError(message: "error: --shard: expected K/N with 1 ≤ K ≤ N, e.g. 2/4, or N to take K "
                    + "from the environment (got \(TerminalText.quoted(flag)))")
            }
            flagCount = n
        }
        for p in protocols {
            // GitLab sets CI_NODE_TOTAL=1 in every job that is not parallel: a count of 1
            // without an index is no sharding.
            let count = p.count.flatMap { environment[$0] }
            guard environment[p.index] != nil || (count != nil && count != "1") else { continue }
            return try read(p, environment: environment, flagCount: flagCount)
        }
        if let flagCount {
            throw ShardSourceError(message: "error: --shard \(flagCount) gives the count only, and no engine variable gives "
                + "the index (JOB_COMPLETION_INDEX, TEST_SHARD_INDEX, CI_NODE_INDEX, CIRCLE_NODE_INDEX or "
                + "BUILDKITE_PARALLEL_JOB); pass --shard K/\(flagCount)")
        }
        return nil
    }

    /// `detect` with a parsed `--shard K/N` (which always wins).
    public static func detect(environment: [String: String], flag: Shard?) throws(ShardSourceError) -> ShardSelection? {
        try detect(environment: environment, flagText: flag?.description)
    }

    private static func read(_ p: Variables, environment: [String: String], flagCount: Int?) throws(ShardSourceError) -> ShardSelection {
        func shown(_ name: String) -> String { "\(name)=\(TerminalText.escaped(environment[name] ?? ""))" }
        let indexText = environment[p.index]
        let countText = p.count.flatMap { environment[$0] }
        var evidence = [shown(p.index)]
        guard let indexText else {
            throw ShardSourceError(message: "error: \(p.engine.title): \(p.count.map(shown) ?? "") is set but \(p.index) is not; "
                + "set both, or pass --shard K/N")
        }
        guard isDecimal(Substring(indexText)), let raw = Int(indexText) else {
            throw ShardSourceError(message: "error: \(p.engine.title): \(p.index) must be a whole number counted from "
                + "\(p.base) (got \(TerminalText.quoted(indexText)))")
        }
        let count: Int
        if let countText, let name = p.count {
            evidence.append(shown(name))
            guard isDecimal(Substring(countText)), let n = Int(countText), n >= 1 else {
                throw ShardSourceError(message: "error: \(p.engine.title): \(name) must be a whole number of shards, "
                    + "1 or more (got \(TerminalText.quoted(countText)))")
            }
            if let flagCount, flagCount != n {
                throw ShardSourceError(message: "error: --shard \(flagCount) disagrees with \(shown(name)) "
                    + "(\(p.engine.title)); drop one of them")
            }
            count = n
        } else if let flagCount {
            evidence.append("--shard \(flagCount)")
            count = flagCount
        } else {
            let hint = p.engine == .kubernetes
                ? "set \(kubernetesCountVariable) to the job's completions in the pod template, or pass --shard N"
                : "set both, or pass --shard K/N"
            throw ShardSourceError(message: "error: \(p.engine.title): \(shown(p.index)) is set but \(p.count ?? "the count") "
                + "is not; \(hint)")
        }
        let index = raw - p.base + 1
        guard (1...count).contains(index) else {
            let range = p.base == 0 ? "0...\(count - 1)" : "1...\(count)"
            throw ShardSourceError(message: "error: \(p.engine.title): \(evidence.joined(separator: ", ")) is outside "
                + "the shards: \(p.index) counts from \(p.base), so it must be in \(range)")
        }
        return ShardSelection(shard: Shard("\(index)/\(count)")!, engine: p.engine, evidence: evidence,
                              statusFile: p.engine == .bazel ? environment["TEST_SHARD_STATUS_FILE"].flatMap { $0.isEmpty ? nil : $0 } : nil)
    }

    /// ASCII digits only: `Int("+3")` and `Int(" 3")`-style leniency is refused, so a
    /// malformed variable is an error and not a guess.
    private static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
}
