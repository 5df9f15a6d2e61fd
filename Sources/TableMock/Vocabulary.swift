import TableMockCore
import TableMockFiles
import TableMockScene

// The names `TableMockup`'s API speaks in, re-exported so that `import TableMock` is all a
// Swift user writes. Typealiases rather than `@_exported import`: they bring in these types
// and nothing else of their modules (TableMockCore alone declares over a hundred public
// types, which are its own business and not under TableMock's semver), and, unlike the
// underscored attribute, they are a supported part of the language.

/// A file a mockup is drawn as: `.png`, `.pdf`, `.svg(.outlines)`, `.svg(.editable())`.
public typealias Output = TableMockScene.Output
/// The kinds of file: `png`, `svg`, `pdf`.
public typealias OutputFormat = TableMockScene.OutputFormat
/// Which writer an SVG comes from: Cairo's outlines or the editable SVG.
public typealias SVGWriter = TableMockScene.SVGWriter
/// `.light` or `.dark`.
public typealias Appearance = TableMockCore.Appearance
/// The computed layout, in points: what `tablemock layout` prints.
public typealias TableLayout = TableMockCore.TableLayout
/// One problem of a spec: file, line, column, JSON path, message and hint.
public typealias Diagnostic = TableMockCore.Diagnostic
/// How a mockup reads its spec, theme and images (`LocalFiles`, `MemoryFiles`).
public typealias FileAccess = TableMockFiles.FileAccess
/// Files on disk under the project-root rules of the command line.
public typealias LocalFiles = TableMockFiles.LocalFiles
/// Files held in memory.
public typealias MemoryFiles = TableMockFiles.MemoryFiles
/// The project root and the folders a `LocalFiles` may read and write.
public typealias AccessPolicy = TableMockFiles.AccessPolicy
