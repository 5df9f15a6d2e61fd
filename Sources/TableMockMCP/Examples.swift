#if MCP
/// Complete specs an agent can start from: each renders as it is (no image files, so they
/// draw under any root). Served as resources (`tablemock://examples/NAME`) and by the
/// `reference` tool; the tests render every one.
public enum SpecExamples {
    public struct Example: Sendable {
        public var name: String
        public var description: String
        public var yaml: String
    }

    public static let all: [Example] = [
        Example(name: "settings-grouped", description: "An iOS 7 grouped settings screen: a switch, value1 rows with details, a header and a footer.", yaml: """
            theme: ios7
            device: iphone-8
            navigationBar: {title: Settings}
            table:
              style: grouped
              sections:
                - rows:
                    - {title: Airplane Mode, accessory: {switch: false}}
                    - {style: value1, title: Wi-Fi, detail: HomeNet, accessory: disclosureIndicator}
                    - {style: value1, title: Bluetooth, detail: "On", accessory: disclosureIndicator}
                - header: Device
                  rows:
                    - {title: General, accessory: disclosureIndicator}
                    - {style: value1, title: Privacy, detail: Location On, accessory: disclosureIndicator}
                  footer: Settings that apply to this device only.

            """),
        Example(name: "contacts-plain-indexed", description: "An iOS 13 plain list in sections with sticky headers, a large title and a section index (an index is for lists of two screenfuls or more).", yaml: """
            theme: ios13
            device: iphone-15
            navigationBar: {title: Contacts, largeTitle: true}
            table:
              style: plain
              index: true
              sections:
                - {header: A, rows: [{title: Anna Haro}, {title: Ann Lee}, {title: Arlo Finch}, {title: Ava Stone}, {title: Axel Ruiz}]}
                - {header: B, rows: [{title: Bob Chan}, {title: Beth Kim}, {title: Bruno Diaz}, {title: Bea Lowe}, {title: Boris Vik}]}
                - {header: C, rows: [{title: Carla Diaz}, {title: Chris Ode}, {title: Cyril Marx}, {title: Cleo Park}, {title: Cora Bell}]}
                - {header: D, rows: [{title: Dana Wu}, {title: David Roth}, {title: Dina Sayed}, {title: Dora Hale}, {title: Duke Amos}]}
                - {header: E, rows: [{title: Eli Brandt}, {title: Emma Holt}, {title: Enzo Ricci}, {title: Erin Cole}, {title: Eva Nash}]}
                - {header: F, rows: [{title: Fay Moss}, {title: Felix Grant}, {title: Fiona Lake}, {title: Ford Ames}, {title: Freya Lund}]}
                - {header: G, rows: [{title: Gabe Ortiz}, {title: Gia Conti}, {title: Glen Hart}, {title: Grace Pike}, {title: Gus Ward}]}
                - {header: H, rows: [{title: Hana Sato}, {title: Hugo Laine}, {title: Hal Price}, {title: Hope Wade}, {title: Hazel Fry}]}

            """),
        Example(name: "inset-grouped-dark", description: "An iOS 13 inset-grouped screen in dark mode with a checkmark, a detail button and a custom accessory label.", yaml: """
            theme: ios13
            appearance: dark
            device: iphone-15
            navigationBar: {title: Wi-Fi, backButton: Settings}
            table:
              style: insetGrouped
              sections:
                - rows:
                    - {title: Wi-Fi, accessory: {switch: true}}
                    - {title: HomeNet, accessory: checkmark}
                - header: Networks
                  rows:
                    - {title: Café Guest, accessory: detailButton}
                    - {title: Library, accessory: {text: Join}}
                  footer: Known networks are joined automatically.

            """),
        Example(name: "editing-ios6", description: "An iOS 6 plain table in editing mode: delete controls and one row swiped to its Delete button.", yaml: """
            theme: ios6
            device: iphone-5
            navigationBar: {title: Colors, rightItems: [{title: Done, style: done}]}
            table:
              style: plain
              editing: true
              sections:
                - rows:
                    - {title: Red}
                    - {title: Orange}
                    - {title: Yellow, deleteConfirmation: true}
                    - {title: Green}

            """),
    ]
}
#endif
