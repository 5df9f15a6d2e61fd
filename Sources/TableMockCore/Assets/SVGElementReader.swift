import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The core's one reader of SVG elements: one pass of Foundation's `XMLParser` (libxml2)
/// that hands each element, with its attributes and where it starts, to a visitor.
/// External entities are never resolved; a visitor stops the pass by returning a problem.
/// `SVGBudget` (what drawing will cost) and `SymbolSVG` (an icon's outline) read through it.
/// `SVGReferences` deliberately does not: it scans the raw text before any parser sees it
/// (see Docs/Architecture.md, "Reading SVG").
enum SVGElementReader {
    /// One start tag.
    struct Element {
        /// The name as written, prefix included (`svg`, `svg:path`).
        var name: String
        /// The name after its last `:` prefix.
        var localName: String
        /// Attributes by their qualified name (`xlink:href`), values with entities decoded.
        var attributes: [String: String]
        /// Where the start tag is, for an error that names it (1-based).
        var line: Int
        var column: Int
        /// How many elements enclose it (the root is 0).
        var depth: Int
    }

    enum Event {
        case start(Element)
        case end
    }

    enum Outcome: Equatable {
        /// Every element was read.
        case read
        /// The visitor stopped the pass with this problem.
        case stopped(String)
        /// The document is not well-formed XML; the parser stopped at this line.
        case malformed(line: Int)
    }

    /// Reads `data` element by element, in document order.
    static func read(_ data: Data, _ visit: (Event) -> String?) -> Outcome {
        withoutActuallyEscaping(visit) { visit in
            let delegate = Delegate(visit: visit)
            let parser = XMLParser(data: data)
            parser.shouldResolveExternalEntities = false
            parser.delegate = delegate
            let parsed = parser.parse()
            parser.delegate = nil
            if let problem = delegate.problem { return .stopped(problem) }
            return parsed ? .read : .malformed(line: parser.lineNumber)
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let visit: (Event) -> String?
        var depth = 0
        var problem: String?

        init(visit: @escaping (Event) -> String?) { self.visit = visit }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard problem == nil else { return }
            let local = name.split(separator: ":").last.map(String.init) ?? name
            let element = Element(name: name, localName: local, attributes: attributes,
                                  line: parser.lineNumber, column: parser.columnNumber, depth: depth)
            depth += 1
            if let why = visit(.start(element)) {
                problem = why
                parser.abortParsing()
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard problem == nil else { return }
            depth -= 1
            if let why = visit(.end) {
                problem = why
                parser.abortParsing()
            }
        }
    }
}
