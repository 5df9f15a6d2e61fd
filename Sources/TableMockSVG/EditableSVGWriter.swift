import Foundation
import TableMockRaster
import TableMockScene

/// The document being written: bytes, the ids given so far and the definitions made once.
struct EditableSVGWriter {
    let scene: Scene
    let fontFamilies: [String: String]
    var out: [UInt8] = []
    var usedIDs: Set<String> = []
    var gradientIDs: [LinearGradient: String] = [:]
    var imageURIs: [ImageKey: String] = [:]
    var fontFamilyLists: [FontDescriptor: String] = [:]
    var definitionCount = 0

    /// An image and the tint it is drawn in (nil: its own colours).
    struct ImageKey: Hashable {
        var image: ImageData
        var tint: Paint?
        var frame: Rect?
    }

    init(scene: Scene, fontFamilies: [String: String]) {
        self.scene = scene
        self.fontFamilies = fontFamilies
        out.reserveCapacity(4096 + scene.nodes.count * 160)
    }

    mutating func writeDocument() throws {
        let size = scene.size
        write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        write("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        write(" xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" version=\"1.1\" width=\"")
        number(size.width); write("\" height=\""); number(size.height)
        write("\" viewBox=\"0 0 "); number(size.width); write(" "); number(size.height); write("\">\n")
        if !scene.metadata.title.isEmpty {
            write("<title>"); text(scene.metadata.title); write("</title>\n")
        }
        if scene.background.alpha > 0 {
            let id = uniqueID("canvas")
            write("<rect id=\""); write(id); write("\" inkscape:label=\"canvas\" data-name=\"canvas\" width=\"")
            number(size.width); write("\" height=\""); number(size.height); write("\"")
            fillAttributes(scene.background)
            write("/>\n")
        }
        try write(scene.nodes, layers: scene.layers, in: scene.nodes.indices, path: "", depth: 0)
        write("</svg>\n")
    }
}

extension EditableSVGWriter {
    /// Writes `nodes[range]`, each layer of `layers` (spans inside `range`) as a named group.
    mutating func write(_ nodes: [SceneNode], layers: [SceneLayer], in range: Range<Int>, path: String, depth: Int) throws {
        var next = range.lowerBound
        var seen: [String: Int] = [:]
        for layer in layers {
            let span = layer.nodes.clamped(to: next..<range.upperBound)
            while next < span.lowerBound { try write(nodes[next], path: path, depth: depth); next += 1 }
            // A layer that draws nothing (an empty label) is left out.
            guard !span.isEmpty else { continue }
            // Repeated unnumbered names among siblings are numbered (two bar buttons: barButton,
            // barButton-2); a numbered one keeps its name (a sticky header's second section-1
            // layer), and its id is made unique.
            var label = layer.label
            let count = (seen[label] ?? 0) + 1
            seen[label] = count
            if count > 1 && layer.number == nil { label += "-\(count)" }
            let layerPath = path.isEmpty ? label : path + "/" + label
            indent(depth)
            write("<g id=\""); write(uniqueID(Self.xmlName(layerPath))); write("\" inkscape:label=\"")
            attribute(layerPath); write("\" data-name=\""); attribute(layerPath); write("\">\n")
            try write(nodes, layers: layer.sublayers, in: span, path: layerPath, depth: depth + 1)
            indent(depth); write("</g>\n")
            next = span.upperBound
        }
        while next < range.upperBound { try write(nodes[next], path: path, depth: depth); next += 1 }
    }

    // MARK: Nodes

    mutating func write(_ node: SceneNode, path: String, depth: Int) throws {
        switch node {
        case let .fill(shape, paint):
            let reference = definePaint(paint, depth: depth)
            indent(depth)
            openShape(shape)
            switch paint {
            case .solid(let color): fillAttributes(color)
            case .linearGradient: write(" fill=\"url(#"); write(reference!); write(")\"")
            }
            if case .path(let path) = shape, path.fillRule == .evenOdd { write(" fill-rule=\"evenodd\"") }
            closeShape(shape)
        case let .stroke(shape, stroke):
            guard stroke.width > 0, stroke.width.isFinite else { return }
            indent(depth)
            openShape(shape)
            write(" fill=\"none\" stroke=\""); write(stroke.color.rgbHex); write("\"")
            if stroke.color.alpha < 1 { write(" stroke-opacity=\""); number(stroke.color.alpha); write("\"") }
            write(" stroke-width=\""); number(stroke.width); write("\"")
            if stroke.cap != .butt { write(" stroke-linecap=\""); write(stroke.cap.rawValue); write("\"") }
            switch stroke.join {
            // Cairo's default mitre limit is 10; SVG's is 4.
            case .miter: write(" stroke-miterlimit=\"10\"")
            case .round, .bevel: write(" stroke-linejoin=\""); write(stroke.join.rawValue); write("\"")
            }
            token(stroke.color)
            closeShape(shape)
        case .text(let run):
            write(run, depth: depth)
        case .image(let image):
            try write(image, depth: depth)
        case .group(let group):
            guard group.opacity > 0 else { return }
            var clipID: String?
            if let clip = group.clip {
                let id = definitionID("clip")
                indent(depth); write("<clipPath id=\""); write(id); write("\">")
                openShape(clip); closeShape(clip, newline: false)
                write("</clipPath>\n")
                clipID = id
            }
            indent(depth); write("<g")
            if let clipID { write(" clip-path=\"url(#"); write(clipID); write(")\"") }
            if group.opacity < 1 { write(" opacity=\""); number(group.opacity); write("\"") }
            write(">\n")
            try write(group.children, layers: group.layers, in: group.children.indices, path: path, depth: depth + 1)
            indent(depth); write("</g>\n")
        case .backdrop(let backdrop):
            // A bar's material: its fallback tint, the more opaque veil a PDF gets too. A
            // feGaussianBlur would need a copy of everything under the bar (a `<use>` of
            // the earlier layers), which design tools do not import; the blur's numbers are
            // kept on the rectangle for whoever redraws it as a background blur.
            guard backdrop.fallbackTint.alpha > 0 else { return }
            indent(depth)
            openShape(backdrop.shape)
            fillAttributes(backdrop.fallbackTint)
            write(" data-material-blur=\""); number(backdrop.blurRadius); write("\"")
            write(" data-material-saturation=\""); number(backdrop.saturation); write("\"")
            write("/>\n")
        case .glass(let glass):
            // Liquid Glass, in the form a design tool imports: its shadow, a translucent fill
            // (the fallback tint) and the rim, each a named group; the blur's numbers are kept
            // on the group for whoever redraws it as a background blur.
            indent(depth); write("<g data-material=\"glass\" data-material-blur=\""); number(glass.blurRadius)
            write("\" data-material-saturation=\""); number(glass.saturation); write("\" data-material-tint=\"")
            write(glass.tint.rgbHex); write("\" data-material-tint-opacity=\""); number(glass.tint.alpha); write("\">\n")
            for (name, children) in [("shadow", glass.shadowNodes), ("fill", glass.fallbackFillNodes), ("rim", glass.rimNodes)]
            where !children.isEmpty {
                indent(depth + 1); write("<g inkscape:label=\"glass-"); write(name); write("\" data-name=\"glass-"); write(name); write("\">\n")
                for child in children { try write(child, path: path, depth: depth + 2) }
                indent(depth + 1); write("</g>\n")
            }
            indent(depth); write("</g>\n")
        }
    }

}
