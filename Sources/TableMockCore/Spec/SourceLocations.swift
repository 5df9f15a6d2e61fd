import Foundation

/// Where each value of a spec or theme file was written, looked up by JSON Pointer
/// (`/table/sections/0/rows/2/image` -> line:column) when a diagnostic needs it.
///
/// The decoded tree is kept and walked on demand, rather than a table of every value's
/// pointer built up front: a 100,000-row spec has 700,000 values, and only the few that a
/// message names are ever looked up. A `null` value counts as absent, as the decoders read it.
public struct SourceLocations: Sendable {
    private let root: SourceNode?

    /// No file: every lookup finds nothing.
    public init() { root = nil }
    init(root: SourceNode) { self.root = root }

    public subscript(pointer: String) -> SourceLocation? {
        guard let node = node(at: pointer) else { return nil }
        if case .null = node.value { return nil }
        return node.location
    }

    /// The locations of the values under `pointer`, looked up from there: a split view
    /// column's (`/splitView/primary`) as if it were a spec of its own. None when nothing
    /// was written there.
    public func rebased(at pointer: String) -> SourceLocations {
        guard let node = node(at: pointer) else { return SourceLocations() }
        return SourceLocations(root: node)
    }

    private func node(at pointer: String) -> SourceNode? {
        guard var node = root else { return nil }
        if !pointer.isEmpty {
            guard pointer.utf8.first == UInt8(ascii: "/") else { return nil }
            for raw in pointer.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                let token = Self.unescape(String(decoding: raw, as: UTF8.self))
                switch node.value {
                case .object(let members):
                    guard let member = members.first(where: { $0.key == token }) else { return nil }
                    node = member.value
                case .array(let items):
                    guard token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                          let i = Int(token), items.indices.contains(i) else { return nil }
                    node = items[i]
                default:
                    return nil
                }
            }
        }
        return node
    }

    /// RFC 6901: `~1` is `/`, `~0` is `~` (in that order).
    private static func unescape(_ token: String) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
        return token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
