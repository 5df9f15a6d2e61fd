/// An image on a value2 row, which has no image (the layout does not draw it).
public struct ImageInValue2CellRule: LintRule {
    public static let id = "image-in-value2-cell"
    public static let summary = "An image in a value2 cell"
    public static let guideline = "The cell style for the rows in Figure 1-9 puts the main title in blue and right-aligns it at a point that's indented from the left side of the row. [...] This style does not allow images."
    public static let source = GuidelineSource.tableViewGuide2009

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.rows.filter { $0.spec.style == .value2 && $0.spec.image != nil }.map { row in
            warning(context, at: row.pointer + "/image", "an image in a value2 cell; the value2 style has none, so it is not drawn",
                    hint: "remove the image, or use the default, subtitle or value1 style")
        }
    }
}
