import Foundation
@testable import TableMock
import Testing

/// `watch`'s record of what each render read, and when it must render again.
@Suite struct SpecWatcherTests {
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablemock-watcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func input(_ url: URL) -> SpecInput {
        SpecInput(url: url, display: url.lastPathComponent, outputStem: url.deletingPathExtension().lastPathComponent)
    }

    static func outcome(_ input: SpecInput, read: [URL]) -> SpecOutcome {
        var outcome = SpecOutcome(index: 0, display: input.display, status: .rendered)
        outcome.inputs = read.map(\.standardizedFileURL.path)
        return outcome
    }

    @Test func aSpecSavedWhileItsRenderRunsIsRenderedAgain() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("w.yaml"), theme = dir.appendingPathComponent("t.theme.yaml")
        try Data("table: {}\n".utf8).write(to: spec)
        try Data("extends: ios7\n".utf8).write(to: theme)
        var watcher = SpecWatcher()
        let input = Self.input(spec)
        #expect(watcher.changed([input]).count == 1, "a new spec renders")
        watcher.remember([Self.outcome(input, read: [spec, theme])], inputs: [input])
        #expect(watcher.changed([input]).isEmpty, "nothing changed")

        // The theme changes: the next poll renders; the spec is saved during that render
        // (same size, another inode, as an editor's atomic save does).
        try Data("extends: ios13\n".utf8).write(to: theme)
        #expect(watcher.changed([input]).count == 1)
        try Data("table: []\n".utf8).write(to: spec, options: .atomic)
        watcher.remember([Self.outcome(input, read: [spec, theme])], inputs: [input])
        #expect(watcher.changed([input]).count == 1, "the spec saved during the render is drawn on the next poll")
        watcher.remember([Self.outcome(input, read: [spec, theme])], inputs: [input])
        #expect(watcher.changed([input]).isEmpty)
    }

    @Test func aSpecThatIsGoneIsForgotten() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = Self.input(dir.appendingPathComponent("a.yaml")), b = Self.input(dir.appendingPathComponent("b.yaml"))
        for input in [a, b] { try Data("table: {}\n".utf8).write(to: input.url) }
        var watcher = SpecWatcher()
        let first = watcher.changed([a, b])
        watcher.remember(first.map { Self.outcome($0, read: [$0.url]) }, inputs: first)
        #expect(watcher.count == 2)
        #expect(watcher.changed([a]).isEmpty && watcher.count == 1)
    }
}
