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
        var env = ProcessInfo.processInfo.environment
        for name in localeVariables { env[name] = nil }
        env["TABLEMOCK_THEMES"] = LayoutHarness.themesDirectory.path
        env.merge(environment) { $1 }
        let r = try Subprocess.run(CLITests.binary, ["render", "-", "--format", "png"], in: Self.samples, environment: env,
                                   stdin: Data(contentsOf: Self.samples.appendingPathComponent("world-scripts.yaml")))
        #expect(r.status == 0, "\(r.stderrText)")
        return r.stdout
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
