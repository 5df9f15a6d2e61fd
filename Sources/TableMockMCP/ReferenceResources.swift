#if MCP
import Foundation
import MCP
import TableMockCore

/// The spec format as resources: the reference of every key (the Markdown page
/// `tablemock schema spec --markdown` prints, Docs/SpecReference.md), the JSON Schema
/// (`tablemock schema spec`) and the complete examples, all made in the process, so an
/// installed binary serves the same text as the repository holds.
public enum ReferenceResources {
    public static let specReferenceURI = "tablemock://reference/spec"
    public static let specSchemaURI = "tablemock://schema/spec-v1.json"
    public static func exampleURI(_ name: String) -> String { "tablemock://examples/\(name).yaml" }

    public static var specReference: String {
        SchemaReference.markdown(for: SpecSchema.document, command: "tablemock schema spec --markdown")
    }

    public static var specSchema: String { SpecSchema.document.rendered() }

    public static var list: [Resource] {
        [
            Resource(name: "spec-reference", uri: specReferenceURI, title: "TableMock spec reference",
                     description: "Every key of a TableMock spec (one iOS table screen): its values, default and meaning.",
                     mimeType: "text/markdown"),
            Resource(name: "spec-schema", uri: specSchemaURI, title: "TableMock spec JSON Schema",
                     description: "The JSON Schema (draft 2020-12) of a spec; editors validate and complete with it.",
                     mimeType: "application/schema+json"),
        ] + SpecExamples.all.map {
            Resource(name: "example-\($0.name)", uri: exampleURI($0.name), title: "Example: \($0.name)",
                     description: $0.description, mimeType: "application/yaml")
        }
    }

    /// The resource at `uri`; an unknown URI is a protocol error (`invalidParams`).
    public static func read(_ uri: String) throws(MCPError) -> ReadResource.Result {
        let text: String, mimeType: String
        if uri == specReferenceURI {
            (text, mimeType) = (specReference, "text/markdown")
        } else if uri == specSchemaURI {
            (text, mimeType) = (specSchema, "application/schema+json")
        } else if let example = SpecExamples.all.first(where: { exampleURI($0.name) == uri }) {
            (text, mimeType) = ("# \(example.description)\n" + example.yaml, "application/yaml")
        } else {
            throw MCPError.invalidParams("no resource \(uri); the resources are: \(list.map(\.uri).joined(separator: ", "))")
        }
        return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: mimeType)])
    }
}
#endif
