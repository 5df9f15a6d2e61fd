import TableMockSVG

/// Which SVG a render writes.
public enum SVGStyle: String, CaseIterable, Sendable {
    /// Cairo's SVG: every glyph an outline, byte-stable for goldens (the default).
    case outlines
    /// TableMock's editable SVG: real `<text>`, one named group per layout item, shapes as a
    /// designer draws them (`EditableSVG`; Docs/DesignTools.md).
    case editable
}

/// The editable SVG's options, re-exported for `TableMockup.svg(editable:fontFamilies:)` users.
public typealias EditableSVGOptions = TableMockSVG.EditableSVGOptions
