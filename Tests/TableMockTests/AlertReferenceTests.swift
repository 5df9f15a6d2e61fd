import Foundation
import TableMock
import TableMockCore
import TableMockScene
import Testing

/// The iOS 13 alert against the one real render of UIAlertController the project found:
/// Leanplum-iOS-SDK's FBSnapshotTestCase references (iOS 13 simulator, April 2020, 2x) of an
/// alert with a title, a message and one button (LPAlertMessageSnapshotTest/testView) and
/// with two (LPConfirmMessageSnapshotTest/testViewController). Measured there (pt, from the
/// panel's top): the panel 270 × 124.5, title ink 23.5–39, message ink 46.5–58.5, the
/// buttons' hairline at 80, their titles' ink 96–108.5. The image is not in the project;
/// Docs/Fidelity.md has the scores (every vertical line within a device pixel).
@Suite struct AlertReferenceTests {
    static func alert(_ actions: String) throws -> LayoutItem {
        let layout = try TableMockup(yaml: """
            theme: ios13
            device: iphone-8
            table: {sections: [{rows: [{title: A}]}]}
            alert: {title: Leanplum-SDK_Example, message: "Alert message goes here.", actions: \(actions)}
            """).layout(scale: 2)
        return try #require(layout.items.first { $0.kind == .alert })
    }

    @Test(arguments: ["[OK]", "[{title: \"No\", style: cancel}, \"Yes\"]"])
    func thePanelAndItsHairlineAreWhereUIKitPutsThem(_ actions: String) throws {
        let alert = try Self.alert(actions)
        #expect(alert.frame.width == 270)
        #expect(alert.frame.height == 124.5)
        let rule = try #require(alert.parts.first { $0.kind == .rule && $0.frame.width == 270 })
        // UIKit: the hairline at 80, the 44-pt buttons under it from 80.5 to the panel's foot.
        // Ours: the buttons from 80.5 too, the hairline over their top device pixel (80.5),
        // one device pixel below UIKit's: within the strict measure's tolerance.
        #expect(rule.frame.minY - alert.frame.minY == 80.5)
        let buttons = alert.parts.filter { $0.kind == .action }
        #expect(!buttons.isEmpty && buttons.allSatisfy { $0.frame.minY - alert.frame.minY == 80.5 && $0.frame.maxY == alert.frame.maxY })
        // The title's and the message's line boxes hold the measured ink: the title's cap
        // top 23.5 pt down, the message's 46.5 (17-pt and 13-pt lines, cap height about 0.7 em).
        let title = try #require(alert.parts.first { $0.kind == .title })
        let message = try #require(alert.parts.first { $0.kind == .message })
        #expect(title.frame.minY - alert.frame.minY < 23.5 && title.frame.maxY - alert.frame.minY > 35.5)
        #expect(message.frame.minY - alert.frame.minY < 46.5 && message.frame.maxY - alert.frame.minY > 55.5)
    }
}
