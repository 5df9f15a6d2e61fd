import Foundation

/// The cost of drawing an SVG, bounded before it is drawn: the SVG is read by
/// `SVGElementReader` (without entities or external content, which `SVGReferences` refuses)
/// and refused when
/// - `<use>` chains expand it past `maxElements` elements (an SVG "billion laughs"), or
///   refer to themselves;
/// - a filter asks for unbounded work: `feTurbulence` with more than `maxOctaves` octaves, a
///   blur or morphology radius over `maxFilterRadius`, or more than `maxFilterPrimitives`
///   filter primitives;
/// - an embedded `data:` PNG or JPEG is larger than an image file may be (the same header
///   checks as an image named by the spec).
enum SVGBudget {
    static let maxElements = 50_000
    static let maxOctaves = 10
    static let maxFilterRadius = 200.0
    static let maxFilterPrimitives = 100

    /// Why this SVG is refused, or nil.
    static func problem(in data: Data) -> String? {
        let scan = Scan()
        switch SVGElementReader.read(data, scan.visit) {
        case .malformed(let line): return "the SVG is not well-formed XML (line \(line))"
        case .stopped(let problem): return problem
        case .read: return scan.expansionProblem()
        }
    }

    /// The budget kept while the elements go by, read by `SVGElementReader`.
    private final class Scan {
        struct Open { var id: String?; var elements = 1; var uses: [String] = [] }
        var stack: [Open] = []
        var subtrees: [String: (elements: Int, uses: [String])] = [:]
        var root = Open(id: nil, elements: 0)
        var primitives = 0

        func visit(_ event: SVGElementReader.Event) -> String? {
            switch event {
            case .start(let element): return start(element.localName, element.attributes)
            case .end: end(); return nil
            }
        }

        func start(_ local: String, _ attributes: [String: String]) -> String? {
            var open = Open(id: attributes["id"])
            if local == "use", let href = attributes["href"] ?? attributes["xlink:href"], href.hasPrefix("#") {
                open.uses.append(String(href.dropFirst()))
            }
            if local.hasPrefix("fe") {
                primitives += 1
                if primitives > SVGBudget.maxFilterPrimitives {
                    return "the SVG has more than \(SVGBudget.maxFilterPrimitives) filter primitives"
                }
            }
            if local == "feTurbulence", let octaves = attributes["numOctaves"].flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
               octaves > Double(SVGBudget.maxOctaves) {
                return "the SVG's feTurbulence asks for \(attributes["numOctaves"]!) octaves; the limit is \(SVGBudget.maxOctaves)"
            }
            for key in ["stdDeviation", "radius"] where local == "feGaussianBlur" || local == "feMorphology" || local == "feDropShadow" {
                let values = (attributes[key] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                if let largest = values.max(), largest > SVGBudget.maxFilterRadius || !largest.isFinite {
                    return "the SVG's \(local) has \(key) \(largest); the limit is \(Int(SVGBudget.maxFilterRadius))"
                }
            }
            for (key, value) in attributes where key == "href" || key == "xlink:href" {
                if let why = SVGBudget.embeddedImageProblem(value) { return why }
            }
            stack.append(open)
            return nil
        }

        func end() {
            guard let done = stack.popLast() else { return }
            if let id = done.id { subtrees[id] = (done.elements, done.uses) }
            if stack.isEmpty {
                root.elements += done.elements; root.uses += done.uses
            } else {
                stack[stack.count - 1].elements += done.elements
                stack[stack.count - 1].uses += done.uses
            }
        }

        /// The elements drawn once every `<use>` is expanded; refused past the budget.
        func expansionProblem() -> String? {
            var cost: [String: Int] = [:]
            var visiting: Set<String> = []
            func expanded(_ id: String) -> Int? {
                if let known = cost[id] { return known }
                guard let subtree = subtrees[id] else { return 0 }
                guard visiting.insert(id).inserted else { return nil }
                defer { visiting.remove(id) }
                var total = subtree.elements
                for use in subtree.uses {
                    guard let inner = expanded(use) else { return nil }
                    total += inner
                    if total > SVGBudget.maxElements { break }
                }
                cost[id] = min(total, SVGBudget.maxElements + 1)
                return cost[id]
            }
            var total = root.elements
            for use in root.uses {
                guard let inner = expanded(use) else { return "the SVG's <use> elements refer to themselves in a cycle" }
                total += inner
                if total > SVGBudget.maxElements {
                    return "the SVG's <use> elements expand it to more than \(SVGBudget.maxElements) elements"
                }
            }
            return nil
        }
    }

    /// A `data:image/png;base64,…` or JPEG inside the SVG, checked as an image file is.
    static func embeddedImageProblem(_ href: String) -> String? {
        let lower = href.prefix(40).lowercased()
        guard lower.hasPrefix("data:"), let comma = href.firstIndex(of: ",") else { return nil }
        let header = href[href.index(href.startIndex, offsetBy: 5)..<comma].lowercased()
        guard header.contains("image/png") || header.contains("image/jpeg") || header.contains("image/jpg") else { return nil }
        guard header.hasSuffix(";base64"),
              let bytes = Data(base64Encoded: String(href[href.index(after: comma)...]).filter { !$0.isWhitespace }) else {
            return "the SVG embeds an image that is not valid base64 data"
        }
        do {
            let image = try ImageProbe.probe(bytes, source: "embedded")
            return image.format == .svg ? "the SVG embeds another SVG" : nil
        } catch {
            switch error {
            case .corrupt(let why): return "the SVG embeds an image that cannot be used: \(why)"
            case .unknownFormat: return "the SVG embeds data that is not a PNG or JPEG image"
            case .externalReference(let what): return "the SVG embeds content with an external reference (\(what))"
            }
        }
    }
}
