import ArgumentParser
import Foundation
import TableMock
import TableMockCore

/// Prints the JSON Schema of spec or theme files, or its Markdown reference page.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of spec or theme files.",
        discussion: """
            The same documents as Schemas/spec-v1.schema.json and Schemas/theme-v1.schema.json. \
            With --markdown, the reference page (Docs/SpecReference.md for specs, \
            Docs/ThemeReference.md for themes: the groups, their keys and the looks by name).
            """)

    enum Kind: String, ExpressibleByArgument, CaseIterable { case spec, theme }

    @Argument(help: "spec or theme.")
    var kind: Kind = .spec

    @Flag(name: .long, help: "Print the Markdown reference generated from the schema.")
    var markdown = false

    func run() {
        let document = kind == .spec ? SpecSchema.document : ThemeSchema.document
        if markdown && kind == .theme {
            Console.write(Data(ThemeReference.markdown(command: "tablemock schema theme --markdown").utf8))
        } else if markdown {
            Console.write(Data(SchemaReference.markdown(for: document, command: "tablemock schema \(kind.rawValue) --markdown").utf8))
        } else {
            Console.write(Data(document.rendered().utf8))
        }
    }
}
