import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The switch knob's shadow: iOS 15's is a soft gaussian falloff inside the track (render 07:
/// 10.2 % black, deviation 2.75 pt, 2.5 pt down; Themes/data/ios15.json), drawn as nested
/// copies of the knob whose stacked alphas follow the gaussian; iOS 7-14 keep their rings.
@Suite struct SwitchShadowTests {
    static func offSwitch(_ theme: String) throws -> [SceneNode] {
        let layout = try LayoutHarness.layout("""
            theme: \(theme)
            device: iphone-13-mini
            table: {style: insetGrouped, sections: [{rows: [{title: Setting, accessory: {switch: false}}]}]}
            """)
        var nodes: [SceneNode] = []
        ScenePainter.paint(try #require(layout.cell(section: 0, row: 0)?.part(.accessory)), into: &nodes)
        return nodes
    }

    @Test func iOS15sShadowIsAGaussianFalloffInsideTheTrack() throws {
        let nodes = try Self.offSwitch("ios15")
        // The track's fill first, then one group clipped to the track's pill.
        guard case .fill(.roundedRect(let track, let radius, _), _) = try #require(nodes.first) else {
            Issue.record("\(nodes)"); return
        }
        let groups = nodes.compactMap { node -> Group? in if case .group(let g) = node { g } else { nil } }
        let group = try #require(groups.first)
        #expect(groups.count == 1)
        guard case .roundedRect(let clip, let clipRadius, _) = try #require(group.clip) else { Issue.record("\(group)"); return }
        #expect(clip == track && clipRadius == radius)
        // Every copy is the 27-pt knob (2 pt inside the track) moved 2.5 pt down and grown or
        // shrunk about its centre, largest first.
        let knob = Rect(x: track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        var rings: [(grow: Double, alpha: Double)] = []
        for child in group.children {
            guard case .fill(.ellipse(let r), .solid(let c)) = child else { Issue.record("\(child)"); return }
            #expect(abs(r.midX - knob.midX) < 1e-9 && abs(r.midY - (knob.midY + 2.5)) < 1e-9)
            #expect(abs(r.width - r.height) < 1e-9 && c.red == 0 && c.green == 0 && c.blue == 0)
            rings.append(((r.width - knob.width) / 2, c.alpha))
        }
        #expect(rings.count >= 20)
        #expect(zip(rings, rings.dropFirst()).allSatisfy { $0.grow > $1.grow })
        // Stacked, they cover a point at distance d outside the moved knob's edge as
        // 10.2 % × (1 − Φ(d / 2.75)) does, to within an 8-bit level or two.
        func coverage(_ d: Double) -> Double {
            1 - rings.filter { $0.grow > d }.reduce(1.0) { $0 * (1 - $1.alpha) }
        }
        func gaussian(_ d: Double) -> Double { 0.102 * 0.5 * erfc(d / 2.75 / 2.0.squareRoot()) }
        for d in stride(from: -7.0, through: 7.0, by: 0.5) {
            #expect(abs(coverage(d) - gaussian(d)) < 0.006, "at \(d) pt: \(coverage(d)) against \(gaussian(d))")
        }
        #expect(coverage(8.5) == 0)
        // The knob is drawn over the shadow.
        guard case .fill(.ellipse(let top), _) = try #require(nodes.last { if case .fill = $0 { true } else { false } }) else {
            Issue.record("\(nodes)"); return
        }
        #expect(top == knob)
    }

    @Test func iOS13KeepsItsFixedRings() throws {
        let nodes = try Self.offSwitch("ios13")
        #expect(!nodes.contains { if case .group = $0 { true } else { false } })
        let shadows = nodes.filter { if case .fill(.ellipse, .solid(let c)) = $0 { c.alpha < 1 } else { false } }
        #expect(shadows.count == 3)
    }
}
