import Foundation
import TableMockTestSupport
import Testing

/// The same spec gives the same bytes in every locale (DESIGN.md §5). fontconfig reads its
/// default language from the environment (`FC_LANG`, `LC_ALL`, `LC_CTYPE`, `LANG`), and Noto
/// Sans CJK draws Japanese, Chinese and Korean forms of the same characters, so the locale
/// used to change the world-scripts render. The locales need not be installed: fontconfig
/// reads the variables, not `setlocale`.
@Suite struct LocaleTests {
    static let localeVariables = ["LC_ALL", "LC_CTYPE", "LANG", "LANGUAGE", "FC_LANG"]
    static let samples = LayoutHarness.themesDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    /// Renders Samples/world-scripts.yaml from standard input to a PNG on standard output,
    /// with the locale variables cleared and then `environment` set.
    static func render(_ environment: [String: String]) throws -> Data {
        let p = Process()
        p.executableURL = CLITests.binary
        p.arguments = ["render", "-", "--format", "png"]
        p.currentDirectoryURL = Self.samples
        var env = ProcessInfo.processInfo.environment
        for name in localeVariables { env[name] = nil }
        env["TABLEMOCK_THEMES"] = LayoutHarness.themesDirectory.path
        env.merge(environment) { $1 }
        p.environment = env
        let input = Pipe(), output = Pipe(), errors = Pipe()
        p.standardInput = input; p.standardOutput = output; p.standardError = errors
        try p.run()
        try input.fileHandleForWriting.write(contentsOf: Data(contentsOf: Self.samples
            .appendingPathComponent("world-scripts.yaml")))
        try input.fileHandleForWriting.close()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(String(decoding: stderr, as: UTF8.self))")
        return png
    }

    @Test(arguments: [["LANG": "ja_JP.UTF-8"], ["LC_CTYPE": "zh_CN.UTF-8"], ["LANG": "ko_KR.UTF-8"],
                      ["LC_ALL": "ja_JP.UTF-8"], ["FC_LANG": "ja"]])
    func worldScriptsRenderTheSameBytesInEveryLocale(environment: [String: String]) throws {
        let reference = try Self.render(["LC_ALL": "C"])
        #expect(reference.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let other = try Self.render(environment)
        #expect(other == reference, "\(environment) changed the PNG (\(other.count) vs \(reference.count) bytes)")
    }
}
