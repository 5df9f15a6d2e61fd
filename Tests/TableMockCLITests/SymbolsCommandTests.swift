import Foundation
import Testing

/// `tablemock symbols`: the names, the family, and a misspelt name in a spec.
@Suite struct SymbolsCommandTests {
    @Test func listsTheNamesAndTheFamily() throws {
        let dir = try CLITests.scratch()
        let text = try CLITests.run(["symbols", "--matching", "chevron.r"], in: dir)
        #expect(text.status == 0)
        #expect(text.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) } == [
            ["chevron.right", "chevron-right", "(mirrored", "right", "to", "left)"],
            ["chevron.right.circle", "circle", "+", "chevron-right", "×0.5", "(mirrored", "right", "to", "left)"],
            ["2", "symbols", "from", "Bootstrap", "Icons", "1.10.3", "(MIT),", "package", "bootstrap-icons,", "/usr/share/bootstrap-icons/svg"],
        ])
        let json = try CLITests.run(["symbols", "--json"], in: dir)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let family = try #require(root["family"] as? [String: Any])
        #expect(family["package"] as? String == "bootstrap-icons" && family["licence"] as? String == "MIT")
        let symbols = try #require(root["symbols"] as? [[String: Any]])
        #expect(symbols.count >= 150 && root["count"] as? Int == symbols.count)
        #expect(symbols.contains { $0["name"] as? String == "wifi" })
    }

    @Test func aMisspeltSymbolFailsTheRenderWithASuggestion() throws {
        let dir = try CLITests.scratch()
        try "table: {sections: [{rows: [{title: Wi-Fi, image: {symbol: wi-fi, background: systemBlue}}]}]}\n"
            .write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let r = try CLITests.run(["render", "s.yaml", "-o", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains(#"s.yaml:1:59: error: /table/sections/0/rows/0/image/symbol: unknown symbol "wi-fi"; did you mean "wifi"?"#), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/s.png").path))
    }
}

extension SymbolsCommandTests {
    /// The icon files a render reads are inputs of its cache entry: a second render is up to
    /// date (they are read again under the symbol folder's rules, not refused as outside the root).
    @Test func aSpecWithSymbolsIsUpToDateTheSecondTime() throws {
        let dir = try CLITests.scratch()
        try "table: {sections: [{rows: [{title: Wi-Fi, image: {symbol: wifi, background: systemBlue}}]}]}\n"
            .write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let first = try CLITests.run(["render", "s.yaml", "-o", "out"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try CLITests.run(["render", "s.yaml", "-o", "out"], in: dir)
        #expect(second.status == 0 && second.stderr.contains("1 up to date"), "\(second.stderr)")
        let manifest = try String(contentsOf: dir.appendingPathComponent("out/.tablemock-cache.json"), encoding: .utf8)
        #expect(manifest.contains("/usr/share/bootstrap-icons/svg/wifi.svg") && manifest.contains("symbols/symbols.json"))
    }
}
