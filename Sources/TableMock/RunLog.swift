/// Where orchestration sends the lines a person reads (warnings about the cache, a check's
/// findings): the executable prints them; a Swift caller may collect or drop them.
public protocol RunLog: AnyObject {
    func out(_ line: String)
    func error(_ line: String)
}

/// A log that keeps every line, for callers that print nothing.
public final class CollectedLog: RunLog {
    public private(set) var lines: [(error: Bool, text: String)] = []
    public init() {}
    public func out(_ line: String) { lines.append((false, line)) }
    public func error(_ line: String) { lines.append((true, line)) }
}
