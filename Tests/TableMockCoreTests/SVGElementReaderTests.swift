import Foundation
import Testing
@testable import TableMockCore

/// The core's one SVG element reader: elements in order with attributes, depth and place,
/// a visitor that stops the pass, and malformed XML named by its line.
@Suite struct SVGElementReaderTests {
    @Test func elementsComeInOrderWithAttributesDepthAndLine() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n"
            + "  <g id=\"a\">\n    <use xlink:href=\"#a\" x='1 &amp; 2'/>\n  </g>\n</svg>"
        var starts: [SVGElementReader.Element] = []
        var ends = 0
        let outcome = SVGElementReader.read(Data(svg.utf8)) { event in
            switch event {
            case .start(let element): starts.append(element)
            case .end: ends += 1
            }
            return nil
        }
        #expect(outcome == .read)
        #expect(starts.map(\.name) == ["svg", "g", "use"])
        #expect(starts.map(\.depth) == [0, 1, 2])
        #expect(starts.map(\.line) == [1, 2, 3])
        #expect(starts[2].attributes == ["xlink:href": "#a", "x": "1 & 2"])
        #expect(ends == 3)
    }

    @Test func aVisitorStopsThePassAndMalformedXMLNamesItsLine() {
        var seen = 0
        let stopped = SVGElementReader.read(Data("<svg><a/><b/><c/></svg>".utf8)) { event in
            guard case .start(let element) = event else { return nil }
            seen += 1
            return element.name == "b" ? "no b" : nil
        }
        #expect(stopped == .stopped("no b"))
        #expect(seen == 3)
        // Foundation's parser recovers what libxml2 can (a missing end tag) ...
        #expect(SVGElementReader.read(Data("<svg>\n<g>\n</svg>".utf8)) { _ in nil } == .read)
        // ... and stops at what it cannot: a stray "<", an attribute given twice.
        #expect(SVGElementReader.read(Data("<svg>\n<\n</svg>".utf8)) { _ in nil } == .malformed(line: 2))
        #expect(SVGElementReader.read(Data("<svg>\n<g a=\"1\" a=\"2\"/>\n</svg>".utf8)) { _ in nil } == .malformed(line: 3))
    }
}
