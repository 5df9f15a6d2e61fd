import ArgumentParser

@main
struct TableMock: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablemock",
        abstract: "Draws iOS-style table views from JSON or YAML specs into PNG, SVG and PDF.",
        subcommands: [Render.self, Layout.self, Watch.self, Check.self, Validate.self, Lint.self, Schema.self, Themes.self])
}
