import TableMock
import TableMockCheck
import Testing

/// The shard from `--shard` or from each CI engine's own variables, each with its base.
@Suite struct ShardSourceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var environment: [String: String]
        var flag: String?
        var expected: String
        var testDescription: String { name }
    }

    static let detected: [Case] = [
        Case(name: "nothing", environment: ["CI": "true", "HOME": "/root"], flag: nil, expected: "none"),
        Case(name: "flag", environment: [:], flag: "2/4", expected: "shard 2/4 from --shard (--shard 2/4)"),
        Case(name: "flag wins over Bazel", environment: ["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "4"], flag: "3/4",
             expected: "shard 3/4 from --shard (--shard 3/4)"),
        Case(name: "Bazel is 0-based", environment: ["TEST_SHARD_INDEX": "2", "TEST_TOTAL_SHARDS": "4",
                                                    "TEST_SHARD_STATUS_FILE": "/tmp/status"], flag: nil,
             expected: "shard 3/4 from Bazel test sharding (TEST_SHARD_INDEX=2, TEST_TOTAL_SHARDS=4) status /tmp/status"),
        Case(name: "Kubernetes with the documented count", environment: ["JOB_COMPLETION_INDEX": "0", "TABLEMOCK_SHARD_COUNT": "3"],
             flag: nil, expected: "shard 1/3 from a Kubernetes Indexed Job (JOB_COMPLETION_INDEX=0, TABLEMOCK_SHARD_COUNT=3)"),
        Case(name: "Kubernetes with --shard N", environment: ["JOB_COMPLETION_INDEX": "4"], flag: "5",
             expected: "shard 5/5 from a Kubernetes Indexed Job (JOB_COMPLETION_INDEX=4, --shard 5)"),
        Case(name: "Kubernetes with an agreeing --shard N", environment: ["JOB_COMPLETION_INDEX": "1", "TABLEMOCK_SHARD_COUNT": "2"],
             flag: "2", expected: "shard 2/2 from a Kubernetes Indexed Job (JOB_COMPLETION_INDEX=1, TABLEMOCK_SHARD_COUNT=2)"),
        Case(name: "GitLab is 1-based", environment: ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"], flag: nil,
             expected: "shard 1/3 from GitLab CI parallel (CI_NODE_INDEX=1, CI_NODE_TOTAL=3)"),
        Case(name: "GitLab job without parallel", environment: ["CI_NODE_TOTAL": "1", "GITLAB_CI": "true"], flag: nil, expected: "none"),
        Case(name: "CircleCI is 0-based", environment: ["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "4"], flag: nil,
             expected: "shard 4/4 from CircleCI parallelism (CIRCLE_NODE_INDEX=3, CIRCLE_NODE_TOTAL=4)"),
        Case(name: "Buildkite is 0-based", environment: ["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "2"],
             flag: nil, expected: "shard 1/2 from Buildkite parallelism (BUILDKITE_PARALLEL_JOB=0, BUILDKITE_PARALLEL_JOB_COUNT=2)"),
        Case(name: "Bazel inside GitLab: the innermost engine", environment: ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "2",
                                                                               "CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"],
             flag: nil, expected: "shard 2/2 from Bazel test sharding (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=2)"),
        Case(name: "one shard of one", environment: ["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"], flag: nil,
             expected: "shard 1/1 from CircleCI parallelism (CIRCLE_NODE_INDEX=0, CIRCLE_NODE_TOTAL=1)"),
    ]

    @Test(arguments: detected) func detects(_ c: Case) throws {
        let selection = try ShardSource.detect(environment: c.environment, flagText: c.flag)
        let text = selection.map { $0.description + ($0.statusFile.map { " status \($0)" } ?? "") } ?? "none"
        #expect(text == c.expected)
    }

    static let malformed: [Case] = [
        Case(name: "flag with K above N", environment: [:], flag: "5/4",
             expected: "error: --shard: expected K/N with 1 ≤ K ≤ N, e.g. 2/4, or N to take K from the environment (got \"5/4\")"),
        Case(name: "flag with a sign", environment: [:], flag: "+1/2",
             expected: "error: --shard: expected K/N with 1 ≤ K ≤ N, e.g. 2/4, or N to take K from the environment (got \"+1/2\")"),
        Case(name: "flag with an escape", environment: [:], flag: "1/\u{1B}[2J",
             expected: "error: --shard: expected K/N with 1 ≤ K ≤ N, e.g. 2/4, or N to take K from the environment (got \"1/\\u001B[2J\")"),
        Case(name: "count flag with no engine", environment: [:], flag: "4",
             expected: "error: --shard 4 gives the count only, and no engine variable gives the index (JOB_COMPLETION_INDEX, "
                + "TEST_SHARD_INDEX, CI_NODE_INDEX, CIRCLE_NODE_INDEX or BUILDKITE_PARALLEL_JOB); pass --shard K/4"),
        Case(name: "Bazel index past the end", environment: ["TEST_SHARD_INDEX": "4", "TEST_TOTAL_SHARDS": "4"], flag: nil,
             expected: "error: Bazel test sharding: TEST_SHARD_INDEX=4, TEST_TOTAL_SHARDS=4 is outside the shards: "
                + "TEST_SHARD_INDEX counts from 0, so it must be in 0...3"),
        Case(name: "GitLab index 0", environment: ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "2"], flag: nil,
             expected: "error: GitLab CI parallel: CI_NODE_INDEX=0, CI_NODE_TOTAL=2 is outside the shards: "
                + "CI_NODE_INDEX counts from 1, so it must be in 1...2"),
        Case(name: "CircleCI index not a number", environment: ["CIRCLE_NODE_INDEX": "one\n", "CIRCLE_NODE_TOTAL": "2"], flag: nil,
             expected: "error: CircleCI parallelism: CIRCLE_NODE_INDEX must be a whole number counted from 0 (got \"one\\n\")"),
        Case(name: "Buildkite count zero", environment: ["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "0"], flag: nil,
             expected: "error: Buildkite parallelism: BUILDKITE_PARALLEL_JOB_COUNT must be a whole number of shards, 1 or more (got \"0\")"),
        Case(name: "Kubernetes without a count", environment: ["JOB_COMPLETION_INDEX": "2"], flag: nil,
             expected: "error: a Kubernetes Indexed Job: JOB_COMPLETION_INDEX=2 is set but TABLEMOCK_SHARD_COUNT is not; "
                + "set TABLEMOCK_SHARD_COUNT to the job's completions in the pod template, or pass --shard N"),
        Case(name: "count flag disagreeing with the engine", environment: ["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "4"],
             flag: "3", expected: "error: --shard 3 disagrees with CIRCLE_NODE_TOTAL=4 (CircleCI parallelism); drop one of them"),
        Case(name: "a count without an index", environment: ["TEST_TOTAL_SHARDS": "3"], flag: nil,
             expected: "error: Bazel test sharding: TEST_TOTAL_SHARDS=3 is set but TEST_SHARD_INDEX is not; set both, or pass --shard K/N"),
        Case(name: "an empty index", environment: ["BUILDKITE_PARALLEL_JOB": "", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], flag: nil,
             expected: "error: Buildkite parallelism: BUILDKITE_PARALLEL_JOB must be a whole number counted from 0 (got \"\")"),
    ]

    @Test(arguments: malformed) func refuses(_ c: Case) {
        #expect(throws: ShardSourceError(message: c.expected)) {
            try ShardSource.detect(environment: c.environment, flagText: c.flag)
        }
    }

    @Test func parsedFlagOverloadAndEveryBazelShardCoversTheSuiteOnce() throws {
        #expect(try ShardSource.detect(environment: ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "2"], flag: Shard("2/2"))?.engine == .flag)
        let names = (0..<60).map { "screens/s\($0)" }
        var seen: [String: Int] = [:]
        for i in 0..<3 {
            let s = try #require(try ShardSource.detect(environment: ["TEST_SHARD_INDEX": "\(i)", "TEST_TOTAL_SHARDS": "3"], flagText: nil))
            #expect(s.statusFile == nil)
            for n in names where s.shard.contains(n) { seen[n, default: 0] += 1 }
        }
        #expect(seen.count == 60 && seen.values.allSatisfy { $0 == 1 })
    }
}
