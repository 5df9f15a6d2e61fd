import Foundation
import TableMockScene

/// Turns a finished layout into a Scene: fills, text runs, images, symbols, and each part's
/// glyph (its own `nodes(in:)`, beside its control in Layout/Controls/). Every colour and
/// stroke width comes from the layout (resolved from the theme).
public enum ScenePainter {
    public static func paint(_ layout: TableLayout, title: String = "", colorNames: [Color: String] = [:]) -> Scene {
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(layout.items.count * 3)
        // Each item's nodes are one layer, named after it; consecutive items of a section
        // share a `section` layer.
        var layers: [SceneLayer] = []
        var sectionLayer: SceneLayer?
        func closeSection() {
            if let open = sectionLayer { layers.append(open); sectionLayer = nil }
        }
        for item in layout.items {
            let itemStart = nodes.count
            var partLayers: [SceneLayer] = []
            let itemShape = shape(item.frame, radius: item.cornerRadius, corners: item.corners, continuous: item.continuousCorners)
            if let fill = item.fill {
                if let border = item.border, border.color.alpha < 1 {
                    // A translucent outline shows what lies under it, not the fill: iOS 5's
                    // group border is black at 18 % over the pinstripes (classic render 04).
                    let inner = item.frame.insetBy(dx: border.width, dy: border.width)
                    paint(fill, in: inner, shape: shape(inner, radius: item.cornerRadius.map { max($0 - border.width, 0) },
                                                        corners: item.corners, continuous: item.continuousCorners), into: &nodes)
                } else {
                    paint(fill, in: item.frame, shape: itemShape, into: &nodes)
                }
            }
            if let border = item.border {
                // Stroked inside the shape's edge, half a line in, so it stays crisp.
                let inset = item.frame.insetBy(dx: border.width / 2, dy: border.width / 2)
                nodes.append(.stroke(shape(inset, radius: item.cornerRadius.map { max($0 - border.width / 2, 0) },
                                           corners: item.corners, continuous: item.continuousCorners), border))
            }
            if item.clipsParts {
                var children: [SceneNode] = []
                let childLayers = paint(item.parts, into: &children)
                // Clipped to the row's shape: a swiped first or last row of a card keeps its corners.
                nodes.append(.group(Group(clip: itemShape, children: children, layers: childLayers)))
            } else {
                partLayers = paint(item.parts, into: &nodes)
            }
            let itemLayer = SceneLayer(name: layerName(of: item.kind), number: item.row.map { $0 + 1 },
                                       nodes: itemStart..<nodes.count, sublayers: partLayers)
            if let section = item.section {
                if let open = sectionLayer, open.number == section + 1 {
                    sectionLayer?.sublayers.append(itemLayer)
                    sectionLayer?.nodes = open.nodes.lowerBound..<nodes.count
                } else {
                    closeSection()
                    sectionLayer = SceneLayer(name: "section", number: section + 1, nodes: itemStart..<nodes.count,
                                              sublayers: [itemLayer])
                }
            } else {
                closeSection()
                layers.append(itemLayer)
            }
        }
        closeSection()
        return Scene(size: Size(width: layout.canvas.width, height: layout.canvas.height), scale: layout.canvas.scale,
                     background: layout.background, nodes: nodes, metadata: SceneMetadata(title: title),
                     keepTogether: layout.keepTogether, layers: layers, colorNames: colorNames)
    }

    /// An item's layer name inside its section (`row`, `header`) or on the screen (`statusBar`):
    /// a new item kind says which it takes.
    static func layerName(of kind: ItemKind) -> String {
        switch kind {
        case .cell: return "row"
        case .sectionHeader: return "header"
        case .sectionFooter: return "footer"
        case .group: return "background"
        case .background, .tableHeader, .separator, .tableFooter, .index, .loading, .refreshControl, .statusBar, .navigationBar,
             .toolbar, .tabBar, .homeIndicator, .searchBar, .emptyState, .removed, .splitDivider, .sidebarPanel, .dimming, .sheet,
             .alert, .actionSheet, .popover, .contextMenu, .menuPreview, .keyboard:
            return kind.rawValue
        case .splitColumn:
            return "column"
        }
    }

    /// Paints an item's parts, each its own layer named by its kind; the parts of one
    /// element (a tab bar's tab) together in a layer `item-N`.
    static func paint(_ parts: [LayoutPart], into nodes: inout [SceneNode]) -> [SceneLayer] {
        var layers: [SceneLayer] = []
        layers.reserveCapacity(parts.count)
        for part in parts {
            let start = nodes.count
            paint(part, into: &nodes)
            let layer = SceneLayer(name: part.kind.rawValue, nodes: start..<nodes.count)
            guard let element = part.element else { layers.append(layer); continue }
            if let last = layers.last, last.name == "item", last.number == element + 1 {
                layers[layers.count - 1].sublayers.append(layer)
                layers[layers.count - 1].nodes = last.nodes.lowerBound..<nodes.count
            } else {
                layers.append(SceneLayer(name: "item", number: element + 1, nodes: start..<nodes.count, sublayers: [layer]))
            }
        }
        return layers
    }

    /// Fills a shape: flat, with a top-to-bottom gradient, or with vertical pinstripes
    /// (expanded into stripe rectangles, so backends need no pattern support).
    static func paint(_ fill: Fill, in frame: Rect, shape: Shape, into nodes: inout [SceneNode]) {
        switch fill {
        case .solid(let color):
            nodes.append(.fill(shape, .solid(color)))
        case let .verticalGradient(top, bottom):
            nodes.append(.fill(shape, .linearGradient(LinearGradient(
                start: Point(x: frame.minX, y: frame.minY), end: Point(x: frame.minX, y: frame.maxY),
                stops: [GradientStop(offset: 0, color: top), GradientStop(offset: 1, color: bottom)]))))
        case let .stripes(base, stripe, period, width):
            nodes.append(.fill(shape, .solid(base)))
            guard period > 0, width > 0 else { return }
            var stripes: [SceneNode] = []
            var x = frame.minX
            while x < frame.maxX {
                stripes.append(.fill(.rect(Rect(x: x, y: frame.minY, width: min(width, frame.maxX - x), height: frame.height)),
                                     .solid(stripe)))
                x += period
            }
            nodes.append(.group(Group(clip: shape, children: stripes)))
        }
    }

    static func shape(_ frame: Rect, radius: Double?, corners: Corners?, continuous: Bool = false) -> Shape {
        if let radius, radius > 0, let corners, !corners.isEmpty {
            return continuous ? .path(.continuousRoundedRect(frame, radius: radius, corners: corners))
                              : .roundedRect(frame, radius: radius, corners: corners)
        }
        return .rect(frame)
    }

    static func paint(_ part: LayoutPart, into nodes: inout [SceneNode]) {
        if let backdrop = part.backdrop { nodes.append(.backdrop(backdrop)) }
        if let glass = part.glass { nodes.append(.glass(glass)) }
        if let clip = part.clip {
            var unclipped = part
            unclipped.clip = nil
            var children: [SceneNode] = []
            paint(unclipped, into: &children)
            nodes.append(.group(Group(clip: .rect(clip), children: children)))
            return
        }
        if let fill = part.fill {
            let partShape = part.cornerRadius > 0 ? Shape.roundedRect(part.frame, radius: part.cornerRadius, corners: part.corners)
                                                  : Shape.rect(part.frame)
            paint(fill, in: part.frame, shape: partShape, into: &nodes)
        }
        // A glyph under its text and image: a bar button's shape, a badge's pill.
        if let glyph = part.glyph {
            let drawn = glyph.nodes(in: part.frame)
            // A right-to-left screen's chevron or switch: drawn, then reflected in its frame.
            nodes += part.mirrored ? drawn.map { $0.mirrored(about: part.frame.midX) } : drawn
        }
        if let image = part.image {
            let frame = part.imageFrame ?? part.frame
            let node = SceneNode.image(ImageNode(image: image, frame: frame, tint: part.imageTint.map { paint($0, in: frame) }))
            if part.imageCornerRadius > 0 {
                // A round avatar or rounded artwork: the image clipped to its shape.
                nodes.append(.group(Group(clip: .roundedRect(frame, radius: part.imageCornerRadius, corners: .all), children: [node])))
            } else {
                nodes.append(node)
            }
        }
        if let symbol = part.symbol { paint(symbol, in: part.frame, mirrored: part.mirrored, into: &nodes) }
        if let text = part.text {
            for line in text.lines where !line.text.isEmpty {
                nodes.append(.text(TextRun(text: line.text, font: text.font, color: text.color, origin: line.origin,
                                           shadow: text.shadow)))
            }
        }
    }

    /// A symbol: its background square, then its glyph's paths centred in the frame (mirrored
    /// in place for a right-to-left screen), filled, and stroked in the same colour when a
    /// heavier weight thickens it.
    static func paint(_ symbol: SymbolDrawing, in frame: Rect, mirrored: Bool, into nodes: inout [SceneNode]) {
        if let background = symbol.background {
            let square: Shape = symbol.continuousCorners && symbol.cornerRadius > 0
                ? .path(.continuousRoundedRect(frame, radius: symbol.cornerRadius, corners: .all))
                : .roundedRect(frame, radius: symbol.cornerRadius, corners: .all)
            nodes.append(.fill(square, .solid(background)))
        }
        let g = symbol.glyphSize
        let box = Rect(x: frame.midX - g / 2, y: frame.midY - g / 2, width: g, height: g)
        let paint = paint(symbol.color, in: box)
        for path in symbol.symbol.outline.placed(in: box, mirrored: mirrored) {
            nodes.append(.fill(.path(path), paint))
            if symbol.strokeWidth > 0, case .solid(let color) = paint {
                nodes.append(.stroke(.path(path), Stroke(color: color, width: symbol.strokeWidth, cap: .round, join: .round)))
            }
        }
    }

    /// A fill as a paint over a frame (a template image's tint).
    static func paint(_ fill: Fill, in frame: Rect) -> Paint {
        switch fill {
        case .solid(let color): return .solid(color)
        case let .verticalGradient(top, bottom):
            return .linearGradient(LinearGradient(start: Point(x: frame.minX, y: frame.minY), end: Point(x: frame.minX, y: frame.maxY),
                                                  stops: [GradientStop(offset: 0, color: top), GradientStop(offset: 1, color: bottom)]))
        case .stripes(let base, _, _, _): return .solid(base)
        }
    }
}
