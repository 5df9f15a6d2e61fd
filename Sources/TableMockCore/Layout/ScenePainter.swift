import Foundation
import TableMockScene

/// Turns a finished layout into a Scene: fills, text runs, images and the vector shapes of
/// accessories. Every colour and stroke width comes from the layout (resolved from the
/// theme); the proportions of each glyph are the only numbers here, relative to its frame.
public enum ScenePainter {
    public static func paint(_ layout: TableLayout, title: String = "", colorNames: [Color: String] = [:]) -> Scene {
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(layout.items.count * 3)
        // Each item's nodes are one layer, named after it; consecutive items of a section
        // share a `section` layer. An item kind added later is named by its `kind`.
        var layers: [SceneLayer] = []
        var sectionLayer: SceneLayer?
        func closeSection() {
            if let open = sectionLayer { layers.append(open); sectionLayer = nil }
        }
        for item in layout.items {
            let itemStart = nodes.count
            var partLayers: [SceneLayer] = []
            let itemShape = shape(item.frame, radius: item.cornerRadius, corners: item.corners)
            if let fill = item.fill {
                if let border = item.border, border.color.alpha < 1 {
                    // A translucent outline shows what lies under it, not the fill: iOS 5's
                    // group border is black at 18 % over the pinstripes (classic render 04).
                    let inner = item.frame.insetBy(dx: border.width, dy: border.width)
                    paint(fill, in: inner, shape: shape(inner, radius: item.cornerRadius.map { max($0 - border.width, 0) },
                                                        corners: item.corners), into: &nodes)
                } else {
                    paint(fill, in: item.frame, shape: itemShape, into: &nodes)
                }
            }
            if let border = item.border {
                // Stroked inside the shape's edge, half a line in, so it stays crisp.
                let inset = item.frame.insetBy(dx: border.width / 2, dy: border.width / 2)
                nodes.append(.stroke(shape(inset, radius: item.cornerRadius.map { max($0 - border.width / 2, 0) },
                                           corners: item.corners), border))
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

    /// An item's layer name inside its section (`row`, `header`) or on the screen (`statusBar`).
    static func layerName(of kind: ItemKind) -> String {
        switch kind {
        case .cell: return "row"
        case .sectionHeader: return "header"
        case .sectionFooter: return "footer"
        case .group: return "background"
        default: return kind.rawValue
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

    static func shape(_ frame: Rect, radius: Double?, corners: Corners?) -> Shape {
        if let radius, radius > 0, let corners, !corners.isEmpty {
            return .roundedRect(frame, radius: radius, corners: corners)
        }
        return .rect(frame)
    }

    static func paint(_ part: LayoutPart, into nodes: inout [SceneNode]) {
        if let backdrop = part.backdrop { nodes.append(.backdrop(backdrop)) }
        if let clip = part.clip {
            var unclipped = part
            unclipped.clip = nil
            var children: [SceneNode] = []
            paint(unclipped, into: &children)
            nodes.append(.group(Group(clip: .rect(clip), children: children)))
            return
        }
        if let fill = part.fill {
            let partShape = part.cornerRadius > 0 ? Shape.roundedRect(part.frame, radius: part.cornerRadius, corners: .all)
                                                  : Shape.rect(part.frame)
            paint(fill, in: part.frame, shape: partShape, into: &nodes)
        }
        // A glyph under its text and image: a bar button's shape, a badge's pill.
        if let glyph = part.glyph {
            if part.mirrored {
                // A right-to-left screen's chevron or switch: drawn, then reflected in its frame.
                var drawn: [SceneNode] = []
                paint(glyph, in: part.frame, into: &drawn)
                nodes += drawn.map { $0.mirrored(about: part.frame.midX) }
            } else {
                paint(glyph, in: part.frame, into: &nodes)
            }
        }
        if let image = part.image {
            let frame = part.imageFrame ?? part.frame
            nodes.append(.image(ImageNode(image: image, frame: frame, tint: part.imageTint.map { paint($0, in: frame) })))
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
            nodes.append(.fill(.roundedRect(frame, radius: symbol.cornerRadius, corners: .all), .solid(background)))
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

    static func paint(_ glyph: Glyph, in f: Rect, into nodes: inout [SceneNode]) {
        switch glyph {
        case let .disclosureIndicator(color, w):
            // A chevron whose ink fills the frame exactly (UIKit render 05: 8 × 13 pt of ink
            // for an 8 × 13 chevron): butt ends whose outer corners touch the top-left and
            // bottom-left of the frame, and a mitred tip touching its right edge. Where the
            // ends and the tip go depends on the legs' slope, which depends on them: a few
            // rounds settle it.
            let half = w / 2
            var start = Point(x: f.minX + half, y: f.minY + half), tipX = f.maxX - half
            for _ in 0..<4 {
                let dx = tipX - start.x, dy = f.midY - start.y
                let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
                let (cosine, sine) = (dx / length, dy / length)
                start = Point(x: f.minX + half * sine, y: f.minY + half * cosine)
                tipX = f.maxX - half / max(sine, 0.1)
            }
            let path = Path.polyline([start, Point(x: tipX, y: f.midY), Point(x: start.x, y: f.maxY - (start.y - f.minY))])
            nodes.append(.stroke(.path(path), Stroke(color: color, width: w, cap: .butt, join: .miter)))
        case let .checkmark(color, w):
            let path = Path.polyline([Point(x: f.minX + w / 2, y: f.minY + f.height * 0.55),
                                      Point(x: f.minX + f.width * 0.36, y: f.maxY - w / 2),
                                      Point(x: f.maxX - w / 2, y: f.minY + w / 2)])
            nodes.append(.stroke(.path(path), Stroke(color: color, width: w, cap: .round, join: .miter)))
        case let .detailButton(color, w):
            // An outlined circle with an "i": a dot and a stem, proportioned to the frame.
            let d = min(f.width, f.height), u = d / 22
            let circle = Rect(x: f.midX - d / 2 + w / 2, y: f.midY - d / 2 + w / 2, width: d - w, height: d - w)
            nodes.append(.stroke(.ellipse(circle), Stroke(color: color, width: w)))
            let dot = 2.6 * u
            nodes.append(.fill(.ellipse(Rect(x: f.midX - dot / 2, y: f.minY + 5.6 * u, width: dot, height: dot)), .solid(color)))
            nodes.append(.fill(.rect(Rect(x: f.midX - 1 * u, y: f.minY + 9.6 * u, width: 2 * u, height: 7.6 * u)), .solid(color)))
        case let .toggle(isOn, style, track, trackBottom, border, borderWidth, knob, knobShadow, knobBorder, inset, extra, blur, drop):
            // iPhone OS 2–4's is a rounded rectangle with a squarish knob; the later ones are pills.
            let squarish: Bool
            switch style {
            case .ios2: squarish = true
            case .ios5, .ios7: squarish = false
            }
            let radius = squarish ? min(5, f.height / 2) : f.height / 2
            let trackShape = Shape.roundedRect(f, radius: radius, corners: .all)
            switch style {
            case .ios5:
                // The iOS 5-6 pill: flat in its upper half, then a ramp to the bottom colour
                // over the lower half (classic render 08: #007FEA above the middle, #5CADF1 at
                // the bottom).
                nodes.append(.fill(trackShape, .solid(track)))
                let lower = Rect(x: f.minX, y: f.midY, width: f.width, height: f.height / 2)
                nodes.append(.group(Group(clip: .rect(lower), children: [
                    .fill(trackShape, .linearGradient(LinearGradient(start: Point(x: f.minX, y: f.midY), end: Point(x: f.minX, y: f.maxY),
                        stops: [GradientStop(offset: 0, color: track), GradientStop(offset: 1, color: trackBottom)])))])))
            case .ios2, .ios7:
                paint(.gradient(track, trackBottom), in: f, shape: trackShape, into: &nodes)
            }
            // The classic switches are outlined on and off; iOS 7's only off.
            let classic: Bool
            switch style {
            case .ios2, .ios5: classic = true
            case .ios7: classic = false
            }
            if !isOn || classic {
                let ring = f.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
                nodes.append(.stroke(.roundedRect(ring, radius: max(radius - borderWidth / 2, 0), corners: .all),
                                     Stroke(color: border, width: borderWidth)))
            }
            let kh = f.height - 2 * inset
            let kw = kh + extra
            let kx = isOn ? f.maxX - inset - kw : f.minX + inset
            let knobRect = Rect(x: kx, y: f.minY + inset, width: kw, height: kh)
            let knobShape: (Rect) -> Shape = { r in
                squarish ? .roundedRect(r, radius: min(4, r.height / 2), corners: .all) : .ellipse(r)
            }
            if blur > 0 {
                // iOS 15's soft shadow (render 07): the knob's shape moved down by `drop` and
                // blurred by a gaussian of standard deviation `blur`, inside the track. Drawn
                // as nested copies of the shape, grown and shrunk in even steps over three
                // deviations either side of its edge, each with the share of the colour that
                // brings the stack at that distance to the gaussian's coverage there.
                let shadow = knobRect.offsetBy(dx: 0, dy: drop)
                var rings: [SceneNode] = []
                var below = 0.0  // the coverage of the copies already drawn (the larger ones)
                let steps = Self.knobShadowSteps, step = 6 * blur / Double(steps)
                for k in 0..<steps {
                    let grow = 3 * blur - (Double(k) + 0.5) * step
                    guard shadow.width + 2 * grow > 0, shadow.height + 2 * grow > 0 else { break }
                    let coverage = knobShadow.alpha * Self.gaussianTail((grow - step / 2) / blur)
                    // Each copy's share in whole 255ths, as an 8-bit surface composites it,
                    // carrying the rounding on to the next, so the stack adds up.
                    let exact = below < 1 ? max(0, 1 - (1 - coverage) / (1 - below)) : 0
                    let share = (exact * 255).rounded() / 255
                    guard share > 0 else { continue }
                    below = 1 - (1 - below) * (1 - share)
                    rings.append(.fill(knobShape(shadow.insetBy(dx: -grow, dy: -grow)), .solid(knobShadow.withAlpha(share))))
                }
                nodes.append(.group(Group(clip: trackShape, children: rings)))
            } else {
                // The iOS 7-14 shadow under the knob: rings of the shadow colour, fading outwards.
                for (grow, share) in [(1.0, 0.25), (0.5, 0.5), (0.0, 1.0)] {
                    let ring = knobRect.offsetBy(dx: 0, dy: kh * 0.06).insetBy(dx: -grow, dy: -grow)
                    nodes.append(.fill(knobShape(ring), .solid(knobShadow.withAlpha(knobShadow.alpha * share))))
                }
            }
            nodes.append(.fill(knobShape(knobRect), .solid(knob)))
            if classic {
                nodes.append(.stroke(knobShape(knobRect.insetBy(dx: 0.25, dy: 0.25)), Stroke(color: border, width: 0.5)))
            } else if knobBorder.alpha > 0 {
                // iOS 7-12's knob has a fine dark edge all round (render 05), the shadow below it.
                nodes.append(.stroke(knobShape(knobRect.insetBy(dx: -0.25, dy: -0.25)), Stroke(color: knobBorder, width: 0.5)))
            }
        case let .glossyDisclosureButton(fill, rim, chevron, shadow, w, rimWidth):
            // A blue disc with a white rim and a soft shadow, a white chevron, and a gloss on
            // the upper half.
            let d = min(f.width, f.height)
            let disc = Rect(x: f.midX - d / 2, y: f.midY - d / 2, width: d, height: d)
            nodes.append(.fill(.ellipse(disc.offsetBy(dx: 0, dy: d * 0.05).insetBy(dx: -0.5, dy: -0.5)), .solid(shadow)))
            nodes.append(.fill(.ellipse(disc), .solid(rim)))
            let inner = disc.insetBy(dx: min(rimWidth, d / 4), dy: min(rimWidth, d / 4))
            nodes.append(.fill(.ellipse(inner), .solid(fill)))
            nodes.append(.fill(.ellipse(Rect(x: inner.minX + inner.width * 0.1, y: inner.minY + inner.height * 0.04,
                                             width: inner.width * 0.8, height: inner.height * 0.5)),
                               .linearGradient(LinearGradient(start: Point(x: inner.midX, y: inner.minY),
                                                              end: Point(x: inner.midX, y: inner.midY),
                                                              stops: [GradientStop(offset: 0, color: rim.withAlpha(0.55)),
                                                                      GradientStop(offset: 1, color: rim.withAlpha(0.05))]))))
            // A narrow chevron, taller than wide, its tip just right of the centre (classic
            // render 09: white ink 4-5 px wide over 10 rows, the tip 3-4 px right of the centre).
            let arm = inner.height * 0.25, armX = arm * 0.55
            let tip = Point(x: inner.midX + armX * 0.6, y: inner.midY)
            let path = Path.polyline([Point(x: tip.x - armX, y: tip.y - arm), tip, Point(x: tip.x - armX, y: tip.y + arm)])
            nodes.append(.stroke(.path(path), Stroke(color: chevron, width: w, cap: .square, join: .miter)))
        case let .editingControl(style, vertical, fill, mark, length, thickness):
            nodes.append(.fill(.ellipse(f), .solid(fill)))
            let bar = vertical
                ? Rect(x: f.midX - thickness / 2, y: f.midY - length / 2, width: thickness, height: length)
                : Rect(x: f.midX - length / 2, y: f.midY - thickness / 2, width: length, height: thickness)
            nodes.append(.fill(.rect(bar), .solid(mark)))
            if style == .insert {
                nodes.append(.fill(.rect(Rect(x: f.midX - thickness / 2, y: f.midY - length / 2, width: thickness, height: length)),
                                   .solid(mark)))
            }
        case let .reorderGrip(color, thickness, spacing):
            for i in -1...1 {
                let cy = f.midY + Double(i) * spacing
                nodes.append(.fill(.rect(Rect(x: f.minX, y: cy - thickness / 2, width: f.width, height: thickness)), .solid(color)))
            }
        case let .activityIndicator(color, w, spokes):
            // Round-capped spokes (the theme's count: 12 to iOS 12, 8 from iOS 13) from 55 % to
            // 88 % of the radius, the newest darkest.
            let r = min(f.width, f.height) / 2
            let n = max(spokes, 2)
            for i in 0..<n {
                let angle = Double(i) * 2 * Double.pi / Double(n) - Double.pi / 2
                let (c, s) = (cos(angle), sin(angle))
                let p0 = Point(x: f.midX + c * r * 0.55, y: f.midY + s * r * 0.55)
                let p1 = Point(x: f.midX + c * (r - w / 2), y: f.midY + s * (r - w / 2))
                let alpha = 0.27 + (0.85 - 0.27) * Double((n - i) % n) / Double(n - 1)
                nodes.append(.stroke(.path(.polyline([p0, p1])), Stroke(color: color.withAlpha(color.alpha * alpha), width: w, cap: .round)))
            }
        case .slider, .stepper:
            paintRowControlGlyph(glyph, in: f, into: &nodes)
        case .signal, .wifi, .battery, .chargingBolt, .bluetooth:
            paintStatusBarGlyph(glyph, in: f, into: &nodes)
        default:
            paintChromeGlyph(glyph, in: f, into: &nodes)
        }
    }

    /// How many nested copies of the knob draw a soft switch shadow (six deviations wide).
    static let knobShadowSteps = 48

    /// The share of a gaussian beyond `x` deviations: 1 - Φ(x).
    static func gaussianTail(_ x: Double) -> Double { 0.5 * erfc(x / 2.0.squareRoot()) }
}
