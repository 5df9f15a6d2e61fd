#if SnapshotTesting
import Foundation
import SnapshotTesting
import TableMock
import TableMockCompare
import TableMockCore

// The comparison vocabulary the strategies take, so that `import TableMockSnapshotTesting`
// is enough to write `.image(options: ComparisonOptions(threshold: 2))` (typealiases, as
// TableMock's own re-exports: these names and nothing else of TableMockCompare).
/// The thresholds of `tablemock check`: ΔE94, anti-aliasing, ratio and window budgets.
public typealias ComparisonOptions = TableMockCompare.ComparisonOptions
/// A golden comparison (`.png(options:)`, `.text`), as `Diffing.tableMock(_:)` takes it.
public typealias GoldenDiffing<Value> = TableMockCompare.GoldenDiffing<Value>

extension Diffing where Value == Data {
    /// A TableMock golden diffing (`GoldenDiffing`) as swift-snapshot-testing's: the same
    /// comparison `tablemock check` runs, with its numbers in the failure message and its
    /// diff image attached.
    public static func tableMock(_ golden: GoldenDiffing<Data>) -> Diffing<Data> {
        .diff(toData: golden.toData, fromData: golden.fromData) { old, new in
            guard let difference = golden.diff(old, new) else { return nil }
            return (difference.message, difference.artifacts.map { DiffAttachment.data($0.data, name: $0.name) })
        }
    }
}

extension Snapshotting where Value == TableMockup, Format == Data {
    /// The PNG at the spec's scale and appearance, compared by pixels with TableMock's
    /// comparator (strict: more than one just-noticeable colour difference fails).
    public static var image: Snapshotting { .image() }

    /// The PNG at `scale` and in `appearance`, compared with `options` (the thresholds of
    /// `tablemock check`: `ComparisonOptions(threshold:ignoresAntiAliasing:maxDiffRatio:…)`).
    public static func image(scale: Double? = nil, appearance: Appearance? = nil,
                             options: ComparisonOptions = .strict) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .tableMock(.png(options: options))) { mockup in
            // A spec that cannot be drawn is recorded as its error text, which never matches a PNG.
            do { return try mockup.png(scale: scale, appearance: appearance) } catch {
                return Data("TableMock could not draw it:\n\(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == TableMockup, Format == String {
    /// The SVG as text: a change shows as a line diff.
    public static var svg: Snapshotting { svg() }

    public static func svg(scale: Double? = nil, appearance: Appearance? = nil) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (mockup: TableMockup) -> String in
            do { return String(decoding: try mockup.svg(scale: scale, appearance: appearance), as: UTF8.self) } catch { return "\(error)" }
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// The layout as `tablemock layout` prints it: a moved label shows as a readable diff.
    public static var layout: Snapshotting { layout() }

    public static func layout(scale: Double? = nil) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (mockup: TableMockup) -> String in
            do { return String(decoding: try mockup.layoutJSON(scale: scale), as: UTF8.self) } catch { return "\(error)" }
        }
        strategy.pathExtension = "json"
        return strategy
    }
}
#endif
