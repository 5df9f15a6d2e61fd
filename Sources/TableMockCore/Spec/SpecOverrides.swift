/// Values a host sets over a spec's own, as the MCP `render` tool's `theme`, `device`,
/// `contentSizeCategory` and `layoutDirection` arguments do: applied to the decoded spec
/// before its theme is loaded, so everything after (theme, Dynamic Type, layout, lint,
/// render blockers) sees them exactly as if the spec had said so. (Scale and appearance are
/// per picture: `RenderVariant`.)
public struct SpecOverrides: Sendable, Hashable {
    /// A built-in theme name or a theme file path (relative to the spec, read under the
    /// same rules as the spec's own `theme`).
    public var theme: String?
    /// A name from `DeviceCatalog`.
    public var device: String?
    public var contentSizeCategory: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?
    /// How a message names where the values came from: "the request".
    public var source: String

    public init(theme: String? = nil, device: String? = nil, contentSizeCategory: ContentSizeCategory? = nil,
                layoutDirection: LayoutDirection? = nil, source: String = "the request") {
        self.theme = theme; self.device = device; self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection; self.source = source
    }

    public var isEmpty: Bool { theme == nil && device == nil && contentSizeCategory == nil && layoutDirection == nil }

    /// The problems of the values themselves (an unknown device, an empty theme), each
    /// with a did-you-mean, named after `source` rather than a line of the spec.
    public func problems(file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if let device, !DeviceCatalog.names.contains(device) {
            found.append(Diagnostic(file: file, location: nil, path: "", message: "unknown device \(quoted(device)) in \(source)",
                                    hint: Suggestions.hint(for: device, in: DeviceCatalog.names)))
        }
        if let theme, theme.isEmpty {
            found.append(Diagnostic(file: file, location: nil, path: "", message: "the theme in \(source) is empty",
                                    hint: "name a built-in theme such as \"ios7\" or \"ios13\""))
        }
        return found
    }

    /// Sets the values on `decoded`. A device replaces the spec's `device` and `size`; the
    /// spec's own `scale` stays, else the new device's scale applies.
    public func apply(to decoded: inout DecodedSpec) {
        if let theme { decoded.spec.theme = theme }
        if let device {
            decoded.spec.device = .named(device)
            if decoded.locations["/scale"] == nil { decoded.spec.scale = nil }
        }
        if let contentSizeCategory { decoded.spec.contentSizeCategory = contentSizeCategory }
        if let layoutDirection { decoded.spec.layoutDirection = layoutDirection }
    }
}
