import Foundation

/// A finished picture: a flat, backend-free list of shapes, text runs and images in
/// painting order. Every position is final; a backend draws it and decides nothing.
public struct Scene: Sendable {
    /// The canvas, in points.
    public var size: Size
    /// Device pixels per point for raster output.
    public var scale: Double
    /// Painted over the whole canvas before the nodes.
    public var background: Color
    public var nodes: [SceneNode]
    /// Fixed document metadata, so vector output is reproducible.
    public var metadata: SceneMetadata
    /// Vertical spans, in points, that a page break should not cut (the table's rows,
    /// headers and bars), sorted and not overlapping. A PDF taller than a page ends each
    /// page above the span its limit falls in.
    public var keepTogether: [Range<Double>]
    /// What each span of `nodes` draws, named after the layout item or part it came from:
    /// the layers of the editable SVG. Drawing ignores them (a raster, PDF or Cairo SVG is
    /// the same with or without).
    public var layers: [SceneLayer]
    /// A name for each colour the theme defines (`separator`, `tint`, ...), so an editable
    /// output can say which theme colour a fill is. Drawing ignores it.
    public var colorNames: [Color: String]
    /// The families text falls back to for characters its own font lacks, in order, so an
    /// editable output can name them. Drawing ignores it (the backend's fonts decide).
    public var fallbackFamilies: [String] = []

    public init(size: Size, scale: Double, background: Color, nodes: [SceneNode],
                metadata: SceneMetadata = SceneMetadata(), keepTogether: [Range<Double>] = [],
                layers: [SceneLayer] = [], colorNames: [Color: String] = [:]) {
        self.size = size; self.scale = scale; self.background = background
        self.nodes = nodes; self.metadata = metadata; self.keepTogether = keepTogether
        self.layers = layers; self.colorNames = colorNames
    }

    /// The raster size in device pixels (rounded up).
    public var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
    public var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }
}

public struct SceneMetadata: Hashable, Sendable {
    /// Written as the PDF creation date; never the wall clock.
    public var creationDate: String
    public var title: String
    public init(creationDate: String = "2008-07-11T00:00:00Z", title: String = "") {
        self.creationDate = creationDate; self.title = title
    }
}

public indirect enum SceneNode: Sendable {
    /// Fills a shape.
    case fill(Shape, Paint)
    /// Strokes a shape's outline.
    case stroke(Shape, Stroke)
    /// One line of text, already wrapped and truncated by the layout.
    case text(TextRun)
    /// An image scaled into a frame.
    case image(ImageNode)
    /// Children drawn with an optional clip and opacity.
    case group(Group)
    /// A translucent bar's material: what is already drawn under `frame` blurred and
    /// saturated (UIKit's backdrop under a bar). Only in the scene's top-level node list.
    case backdrop(Backdrop)
    /// Liquid Glass over what is already drawn (`Glass`, iOS 26's floating capsules and
    /// scroll edge). Only in the scene's top-level node list.
    case glass(Glass)
}

/// The material of a translucent bar (iOS 7 and later): the content already painted under
/// `frame` is replaced by itself blurred (a gaussian of standard deviation `blurRadius`
/// points, which a raster backend may approximate by three box blurs) and its saturation
/// multiplied by `saturation` (1 leaves it). The bar's own colour is painted over it by the
/// nodes that follow, as its tint. A backend that cannot blur (PDF, a vector SVG) paints
/// `fallbackTint` over the frame instead, which makes the bar more opaque: the nearest
/// honest picture of a blur it cannot draw.
public struct Backdrop: Hashable, Sendable {
    public var frame: Rect
    public var blurRadius: Double
    public var saturation: Double
    public var fallbackTint: Color
    /// The material's corners (a rounded panel: an alert, an action sheet's group, a
    /// popover): it is drawn inside `shape` only. 0: the whole frame (a bar).
    public var cornerRadius: Double
    /// The blur may be taken at one pixel a point and scaled up (a raster backend's choice):
    /// for a blur of many points over a large frame (the whole screen behind a context
    /// menu), which is as smooth at 1x and a ninth of the work at 3x. False: at the
    /// picture's own pixels (a bar's material, whose few points of blur show detail).
    public var reducedResolution: Bool
    public init(frame: Rect, blurRadius: Double, saturation: Double, fallbackTint: Color, cornerRadius: Double = 0,
                reducedResolution: Bool = false) {
        self.frame = frame; self.blurRadius = blurRadius; self.saturation = saturation; self.fallbackTint = fallbackTint
        self.cornerRadius = cornerRadius; self.reducedResolution = reducedResolution
    }

    /// Where the material is drawn: the frame, with its corners rounded.
    public var shape: Shape {
        let r = min(max(cornerRadius, 0), frame.width / 2, frame.height / 2)
        return r > 0 ? .roundedRect(frame, radius: r, corners: .all) : .rect(frame)
    }
}

public enum Shape: Hashable, Sendable {
    case rect(Rect)
    /// A rounded rectangle; `corners` says which corners are rounded.
    case roundedRect(Rect, radius: Double, corners: Corners)
    case ellipse(Rect)
    case path(Path)
}

public struct Corners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let topLeft = Corners(rawValue: 1)
    public static let topRight = Corners(rawValue: 2)
    public static let bottomLeft = Corners(rawValue: 4)
    public static let bottomRight = Corners(rawValue: 8)
    public static let top: Corners = [.topLeft, .topRight]
    public static let bottom: Corners = [.bottomLeft, .bottomRight]
    public static let all: Corners = [.top, .bottom]
}

/// How a filled path decides what is inside where its outlines overlap (SVG's `fill-rule`).
public enum FillRule: String, Hashable, Sendable {
    /// Inside where the outlines wind round a point other than zero times (SVG's default).
    case nonZero
    /// Inside where a ray from the point crosses an odd number of outlines: holes cut out.
    case evenOdd
}

public struct Path: Hashable, Sendable {
    public var elements: [PathElement]
    /// Used when the path is filled; strokes ignore it.
    public var fillRule: FillRule
    public init(_ elements: [PathElement] = [], fillRule: FillRule = .nonZero) {
        self.elements = elements; self.fillRule = fillRule
    }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    public mutating func close() { elements.append(.close) }

    /// A polyline through the points.
    public static func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        for (i, pt) in points.enumerated() { i == 0 ? p.move(to: pt) : p.line(to: pt) }
        if closed { p.close() }
        return p
    }
}

public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// A cubic Bézier: two control points, then the end point.
    case curve(Point, Point, Point)
    /// A circular arc around a centre, angles in radians, clockwise in screen space.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
    case close
}

public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
}

public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]
    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start; self.end = end; self.stops = stops
    }
}

public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color
    public init(offset: Double, color: Color) { self.offset = offset; self.color = color }
}

public enum LineCap: String, Hashable, Sendable { case butt, round, square }
public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

public struct Stroke: Hashable, Sendable {
    public var color: Color
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    public init(color: Color, width: Double, cap: LineCap = .butt, join: LineJoin = .miter) {
        self.color = color; self.width = width; self.cap = cap; self.join = join
    }
}

public struct TextShadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public init(color: Color, offset: Point) { self.color = color; self.offset = offset }
}

/// One line of text. `origin` is the left end of the baseline. The text is final: any
/// ellipsis is already in it.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontDescriptor
    public var color: Color
    public var origin: Point
    public var shadow: TextShadow?
    public init(text: String, font: FontDescriptor, color: Color, origin: Point, shadow: TextShadow? = nil) {
        self.text = text; self.font = font; self.color = color; self.origin = origin; self.shadow = shadow
    }
}

public enum ImageFormat: String, Hashable, Sendable { case png, jpeg, svg }

/// Encoded image bytes, read by the core through its file protocol; the backend decodes them.
public struct ImageData: Hashable, Sendable {
    public var bytes: Data
    public var format: ImageFormat
    /// The intrinsic size in pixels (or SVG user units).
    public var pixelSize: Size
    /// Where it came from, for error messages.
    public var source: String
    public init(bytes: Data, format: ImageFormat, pixelSize: Size, source: String) {
        self.bytes = bytes; self.format = format; self.pixelSize = pixelSize; self.source = source
    }
}

public struct ImageNode: Hashable, Sendable {
    public var image: ImageData
    /// The image is scaled to fill this frame exactly (the layout keeps the aspect ratio).
    public var frame: Rect
    /// When set, only the image's shape (its alpha) is used, filled with this paint: a
    /// template image, as UIKit draws tab bar icons in the selected or unselected colour.
    public var tint: Paint?
    public init(image: ImageData, frame: Rect, tint: Paint? = nil) { self.image = image; self.frame = frame; self.tint = tint }
}

public struct Group: Sendable {
    public var clip: Shape?
    public var opacity: Double
    public var children: [SceneNode]
    /// Named spans of `children` (see `Scene.layers`); drawing ignores them.
    public var layers: [SceneLayer]
    public init(clip: Shape? = nil, opacity: Double = 1, children: [SceneNode], layers: [SceneLayer] = []) {
        self.clip = clip; self.opacity = opacity; self.children = children; self.layers = layers
    }
}

/// A named, consecutive span of a node list: one layout item (`row` 3 of `section` 1), one
/// of its parts (`title`), or one repeated element of an item (`item` 2 of a tab bar), as a
/// design tool's layers panel shows it. Layers nest: `sublayers` are spans of the same node
/// list inside `nodes`, in painting order; nodes of `nodes` outside every sublayer belong to
/// the layer itself. A node list's layers are in painting order and do not overlap; nodes
/// outside every layer belong to no layer. Annotation only: no backend draws by it.
public struct SceneLayer: Hashable, Sendable {
    /// What it is, as the layout calls it: `statusBar`, `row`, `title`, `item`.
    public var name: String
    /// Which one, counted from 1 (row 3 is the third row), when there are several.
    public var number: Int?
    public var nodes: Range<Int>
    public var sublayers: [SceneLayer]

    public init(name: String, number: Int? = nil, nodes: Range<Int>, sublayers: [SceneLayer] = []) {
        self.name = name; self.number = number; self.nodes = nodes; self.sublayers = sublayers
    }

    /// `row-3`, `title`: the name a layers panel shows.
    public var label: String { number.map { "\(name)-\($0)" } ?? name }
}

extension Path {
    /// A rectangle whose chosen corners are continuous ("squircle") curves, as UIKit draws a
    /// layer with `cornerCurve = .continuous` (iOS 26's inset-grouped cards): each corner's
    /// curve leaves the straight edge 1.528 radii from the corner and meets a near-circular
    /// middle, three cubic Béziers per corner (the control points of UIKit's continuous
    /// corner as published by its reverse-engineered re-implementations, in units of the
    /// radius). A rectangle too small for the full curve (less than 3.06 radii on a side)
    /// blends toward the circular corner, and at half its side the corner is a circle's
    /// quarter (a lone 51-pt row of radius 26 is a capsule).
    public static func continuousRoundedRect(_ r: Rect, radius: Double, corners: Corners) -> Path {
        let limit = min(r.width, r.height) / 2
        let extent = 1.528665
        let radiusUsed = min(radius, limit)
        // 1: the full continuous curve; 0: a circular arc of `radiusUsed`.
        let t = radius > 0 ? max(0, min(1, (limit / radius - 1) / (extent - 1))) : 0
        func mix(_ continuous: Double, _ circular: Double) -> Double { circular + (continuous - circular) * t }
        // (u along the edge coming into the corner, v along the edge going out), in radii.
        let k = 0.447715  // 1 - 0.552285, the circle's Bézier handle from its end
        let points: [(Double, Double)] = [
            (mix(extent, 1), 0),
            (mix(1.08849323, 1), 0), (mix(0.86840689, 1), 0), (mix(0.63149399, 1), mix(0.07491100, 0)),
            (mix(0.37282392, k), mix(0.16905899, 0)), (mix(0.16906013, 0), mix(0.37282401, k)), (mix(0.07491100, 0), mix(0.63149399, 1)),
            (0, mix(0.86840701, 1)), (0, mix(1.08849299, 1)), (0, mix(extent, 1)),
        ]
        // Each corner: its point, the way back along the edge coming in, the way along the edge going out (clockwise).
        let all: [(Corners, Point, (Double, Double), (Double, Double))] = [
            (.topRight, Point(x: r.maxX, y: r.minY), (-1, 0), (0, 1)),
            (.bottomRight, Point(x: r.maxX, y: r.maxY), (0, -1), (-1, 0)),
            (.bottomLeft, Point(x: r.minX, y: r.maxY), (1, 0), (0, -1)),
            (.topLeft, Point(x: r.minX, y: r.minY), (0, 1), (1, 0)),
        ]
        var path = Path()
        func at(_ c: Point, _ a: (Double, Double), _ b: (Double, Double), _ p: (Double, Double)) -> Point {
            Point(x: c.x + (a.0 * p.0 + b.0 * p.1) * radiusUsed, y: c.y + (a.1 * p.0 + b.1 * p.1) * radiusUsed)
        }
        // Start where the top-left corner's curve ends on the top edge.
        let (tlCorner, tl, tlA, tlB) = all[3]
        path.move(to: corners.contains(tlCorner) && radiusUsed > 0 ? at(tl, tlA, tlB, points[9]) : tl)
        for (corner, c, a, b) in all {
            guard corners.contains(corner), radiusUsed > 0 else { path.line(to: c); continue }
            path.line(to: at(c, a, b, points[0]))
            path.curve(to: at(c, a, b, points[3]), control1: at(c, a, b, points[1]), control2: at(c, a, b, points[2]))
            path.curve(to: at(c, a, b, points[6]), control1: at(c, a, b, points[4]), control2: at(c, a, b, points[5]))
            path.curve(to: at(c, a, b, points[9]), control1: at(c, a, b, points[7]), control2: at(c, a, b, points[8]))
        }
        path.close()
        return path
    }
}
