/// When `tablemock check` writes goldens. Any write still fails the run, and says what it
/// wrote, so a recording never passes silently.
public enum RecordMode: String, Codable, Sendable, CaseIterable {
    /// Write goldens that do not exist yet. The default on a developer machine.
    case missing
    /// Also overwrite goldens that differ from the render.
    case failed
    /// Overwrite every golden.
    case all
    /// Write nothing. The default when the `CI` environment variable is set.
    case never

    /// `never` when `CI` is set to anything but empty, `0` or `false`; else `missing`.
    public static func defaultMode(environment: [String: String]) -> RecordMode {
        guard let ci = environment["CI"]?.lowercased(), !ci.isEmpty, ci != "0", ci != "false" else { return .missing }
        return .never
    }

    public var writesMissing: Bool { self != .never }
    public var writesFailed: Bool { self == .failed || self == .all }
}
