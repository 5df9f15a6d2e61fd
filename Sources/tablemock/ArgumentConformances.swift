import ArgumentParser
import TableMock
import TableMockCompare
import TableMockCore
import TableMockCairo

/// `--shard K/N` on the command line: this run takes the K-th of N disjoint parts of a
/// batch (1-based, as CI matrices count).
extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

extension RecordMode: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}
extension PNGCompression: ExpressibleByArgument {}
