import Foundation
import Testing
@testable import TableMockThemes

/// Where the built-in themes are found. The package's resource bundle (`Bundle.module`) must
/// not be asked while the executable's own copies are there: its accessor ends the process
/// on a machine other than the one that built the tool.
@Suite struct BuiltinThemesLocationTests {
    private func folder(withThemesAt relative: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablemock-themes-\(UUID().uuidString)", isDirectory: true)
        let bin = root.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        if let relative {
            let themes = bin.appendingPathComponent(relative).standardized
            try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: themes.appendingPathComponent("ios7.json"))
        }
        return bin
    }

    @Test func anInstalledCopyIsFoundWithoutAskingThePackageBundle() throws {
        let bin = try folder(withThemesAt: "../share/tablemock/Themes")
        defer { try? FileManager.default.removeItem(at: bin.deletingLastPathComponent()) }
        var asked = false
        let found = BuiltinThemes.locate(environment: [:], executableFolder: bin,
                                         packageBundle: { asked = true; return URL(fileURLWithPath: "/nonexistent") })
        #expect(found?.path == bin.deletingLastPathComponent().appendingPathComponent("share/tablemock/Themes").path)
        #expect(!asked)
    }

    @Test func theBundleBesideTheExecutableComesFirst() throws {
        let bin = try folder(withThemesAt: "tablemock_TableMockThemes.resources/data")
        defer { try? FileManager.default.removeItem(at: bin.deletingLastPathComponent()) }
        var asked = false
        let found = BuiltinThemes.locate(environment: [:], executableFolder: bin,
                                         packageBundle: { asked = true; return URL(fileURLWithPath: "/nonexistent") })
        #expect(found?.lastPathComponent == "data")
        #expect(!asked)
    }

    @Test func thePackageBundleIsAskedOnlyWhenTheExecutableHasNoCopy() throws {
        let bin = try folder(withThemesAt: nil)
        defer { try? FileManager.default.removeItem(at: bin.deletingLastPathComponent()) }
        var asked = false
        let found = BuiltinThemes.locate(environment: [:], executableFolder: bin,
                                         packageBundle: { asked = true; return URL(fileURLWithPath: "/nonexistent") })
        #expect(asked)
        // The development checkout's source folder is the last resort.
        #expect(found?.path.hasSuffix("Themes/data") == true)
    }

    @Test func theEnvironmentWins() {
        let found = BuiltinThemes.locate(environment: ["TABLEMOCK_THEMES": "/somewhere/themes"], executableFolder: nil,
                                         packageBundle: { Issue.record("the bundle was asked"); return URL(fileURLWithPath: "/") })
        #expect(found?.path == "/somewhere/themes")
    }
}
