import Foundation
import TableMockScene

/// What an accessory, a control or a bar icon looks like: a small value holding the
/// resolved colours, widths and state it is drawn with (the layout resolves them from the
/// theme), that names itself for `tablemock layout`, says whether a right-to-left screen
/// mirrors it, and makes the Scene nodes that draw it in a frame.
///
/// Each glyph lives beside its control's layout in `Layout/Controls/` (`Switch.swift` holds
/// `SwitchGlyph` and the row's switch accessory). None of the three has a default, so a
/// glyph that is not named, not placed for right to left or not drawn does not compile
/// (Docs/AddingAControl.md).
public protocol Glyph: Sendable {
    /// Its name in the layout JSON (`switch(on)`, `segmentedControl(3, selected 1)`): what
    /// `tablemock layout` prints and check's layout diff compares, so it names the state a
    /// reader would see change.
    var name: String { get }
    /// Whether a right-to-left screen draws it mirrored in its frame (RightToLeft.swift):
    /// what points or slides along the reading direction flips; marks and real objects do not.
    var flipsRightToLeft: Bool { get }
    /// The Scene nodes that draw it in `frame`, as a left-to-right screen shows it. Every
    /// colour and width is the glyph's own; only its proportions are written here.
    func nodes(in frame: Rect) -> [SceneNode]
}

/// A glyph drawn in one colour of line (the chevron, the checkmark, the (i) button): the
/// highlighted row of the iPhone OS 2–6 look draws it in the highlighted text's colour.
protocol LineGlyph: Glyph {
    func recoloured(_ color: Color) -> Self
}

/// A soft shadow under a shape: copies of the shape, lowered by `drop` and grown or shrunk
/// about their centre, each with a share of the shadow's colour, largest first, so the stack
/// fades outwards. The one way the layout draws a shadow under a knob, a thumb or a button
/// (a Scene blur would change their bytes).
struct SoftShadow {
    enum Falloff {
        /// A few copies: each grown by `grow` points and filled with `share` of the colour's
        /// alpha (the iOS 7–14 switch knob, the slider's thumb, iOS 13's segment thumb).
        case rings([(grow: Double, share: Double)])
        /// A gaussian of standard deviation `deviation`: `steps` copies in even steps over
        /// three deviations either side of the shape's edge (iOS 15's switch knob, render 07).
        case gaussian(deviation: Double, steps: Int)
    }

    var color: Color
    /// How far below the shape the shadow falls.
    var drop: Double
    var falloff: Falloff

    /// Three rings that fade outwards over a point, full colour under the shape itself.
    static let threeRings: Falloff = .rings([(1.0, 0.25), (0.5, 0.5), (0.0, 1.0)])

    /// The shadow of `frame`, each copy drawn as `shape(copy, grow)` (a rounded rectangle's
    /// radius grows with it).
    func nodes(under frame: Rect, shape: (Rect, Double) -> Shape) -> [SceneNode] {
        let lowered = frame.offsetBy(dx: 0, dy: drop)
        switch falloff {
        case .rings(let rings):
            return rings.map { ring in
                .fill(shape(lowered.insetBy(dx: -ring.grow, dy: -ring.grow), ring.grow), .solid(color.withAlpha(color.alpha * ring.share)))
            }
        case let .gaussian(deviation, steps):
            // Each copy takes the share of the colour that brings the stack at its distance
            // from the edge to the gaussian's coverage there.
            var nodes: [SceneNode] = []
            var below = 0.0  // the coverage of the copies already drawn (the larger ones)
            let step = 6 * deviation / Double(steps)
            for k in 0..<steps {
                let grow = 3 * deviation - (Double(k) + 0.5) * step
                guard lowered.width + 2 * grow > 0, lowered.height + 2 * grow > 0 else { break }
                let coverage = color.alpha * Self.gaussianTail((grow - step / 2) / deviation)
                // Each copy's share in whole 255ths, as an 8-bit surface composites it,
                // carrying the rounding on to the next, so the stack adds up.
                let exact = below < 1 ? max(0, 1 - (1 - coverage) / (1 - below)) : 0
                let share = (exact * 255).rounded() / 255
                guard share > 0 else { continue }
                below = 1 - (1 - below) * (1 - share)
                nodes.append(.fill(shape(lowered.insetBy(dx: -grow, dy: -grow), grow), .solid(color.withAlpha(share))))
            }
            return nodes
        }
    }

    /// The share of a gaussian beyond `x` deviations: 1 - Φ(x).
    static func gaussianTail(_ x: Double) -> Double { 0.5 * erfc(x / 2.0.squareRoot()) }
}

extension Rect {
    /// The largest square centred in the rectangle (a round button's disc).
    var centredSquare: Rect {
        let d = min(width, height)
        return Rect(x: midX - d / 2, y: midY - d / 2, width: d, height: d)
    }
}
