import Foundation
import TableMockScene
import TableMockSVG
import Testing

/// Liquid Glass in the editable SVG: a group marked as the material, with the blur's numbers
/// on it, holding its shadow, translucent fill and rim as named groups.
@Suite struct GlassSVGTests {
    @Test func glassIsANamedGroupWithItsShadowFillAndRim() throws {
        let glass = Glass(frame: Rect(x: 10, y: 10, width: 80, height: 30), cornerRadius: 15, blurRadius: 6, saturation: 1.5,
                          tint: Color(red: 1, green: 1, blue: 1, alpha: 0.77), rimLight: Color(red: 1, green: 1, blue: 1, alpha: 0.9),
                          rimShade: Color(red: 0, green: 0, blue: 0, alpha: 0.06), rimWidth: 1, shadow: Color(red: 0, green: 0, blue: 0, alpha: 0.05),
                          shadowRadius: 8, shadowOffset: 2, fallbackTint: Color(red: 0.98, green: 0.98, blue: 0.98, alpha: 0.88))
        let scene = Scene(size: Size(width: 100, height: 50), scale: 2, background: .clear, nodes: [.glass(glass)],
                          layers: [SceneLayer(name: "glass", nodes: 0..<1)])
        let svg = String(decoding: try EditableSVG.render(scene), as: UTF8.self)
        #expect(svg.contains("inkscape:label=\"glass\""))
        #expect(svg.contains("<g data-material=\"glass\" data-material-blur=\"6\" data-material-saturation=\"1.5\" data-material-tint=\"#FFFFFF\" data-material-tint-opacity=\"0.77\">"), "\(svg)")
        for name in ["glass-shadow", "glass-fill", "glass-rim"] { #expect(svg.contains("data-name=\"\(name)\""), "\(name)") }
        // The shadow's rings and the rim are cut out with the even-odd rule; the rim is a gradient.
        #expect(svg.contains("fill-rule=\"evenodd\"") && svg.contains("<linearGradient"))
        // The fill is the fallback tint, translucent.
        #expect(svg.contains("fill-opacity=\"0.88\""), "\(svg)")
    }
}
