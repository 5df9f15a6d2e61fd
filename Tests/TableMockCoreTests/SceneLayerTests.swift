import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// The scene's layers (`SceneLayer`): every layout item and part named, in painting order,
/// each a span of the node list it belongs to; drawing is the same with or without them.
@Suite struct SceneLayerTests {
    static let spec = """
        device: iphone-8
        statusBar: {time: "9:41"}
        navigationBar: {title: Mail, backButton: Accounts, rightItems: [{title: Edit}]}
        tabBar: {items: [{title: Inbox}, {title: Sent, badge: "2"}], selected: 1}
        table:
          style: grouped
          sections:
            - header: Accounts
              rows: [{title: iCloud, accessory: disclosureIndicator}, {title: Gmail, detail: "3", style: value1}]
            - rows: [{title: Swiped, deleteConfirmation: true}]
        """

    /// Each layer's span lies inside its parent's, after its elder sibling's.
    static func check(_ layers: [SceneLayer], in range: Range<Int>, _ nodes: [SceneNode], path: String, into names: inout [String]) {
        var next = range.lowerBound
        for layer in layers {
            let name = path.isEmpty ? layer.label : path + "/" + layer.label
            names.append(name)
            #expect(layer.nodes.lowerBound >= next && layer.nodes.upperBound <= range.upperBound, "\(name): \(layer.nodes) in \(range)")
            next = layer.nodes.upperBound
            check(layer.sublayers, in: layer.nodes, nodes, path: name, into: &names)
            for index in layer.nodes where index < nodes.count {
                if case .group(let group) = nodes[index], !group.layers.isEmpty {
                    check(group.layers, in: group.children.indices, group.children, path: name, into: &names)
                }
            }
        }
    }

    @Test func everyItemAndPartIsALayerInPaintingOrder() throws {
        let scene = ScenePainter.paint(try LayoutHarness.layout(Self.spec))
        var names: [String] = []
        Self.check(scene.layers, in: scene.nodes.indices, scene.nodes, path: "", into: &names)
        for expected in ["section-1", "section-1/header", "section-1/header/title", "section-1/background", "section-1/row-1",
                         "section-1/row-1/title", "section-1/row-1/accessory", "section-1/row-2/detail",
                         "section-2/row-1", "section-2/row-1/deleteButton", "section-2/row-1/title",
                         "navigationBar", "navigationBar/title", "tabBar", "tabBar/item-1", "tabBar/item-2/tabTitle",
                         "tabBar/item-2/badge", "statusBar"] {
            #expect(names.contains(expected), "no layer \(expected) in \(names)")
        }
        // The table is painted under the bars.
        #expect(names.firstIndex(of: "section-2/row-1")! < names.firstIndex(of: "tabBar")!)
        // Every node at the top level belongs to a layer.
        let covered = scene.layers.reduce(0) { $0 + $1.nodes.count }
        #expect(covered == scene.nodes.count)
    }
}
