/// The JSON Schema (draft 2020-12) of theme files: what `tablemock schema theme` prints and
/// `Schemas/theme-v1.schema.json` holds. Colour, metric and text-style names come from
/// `ThemeRoles.swift`. Keys starting with `_`, and `notes`, are comments.
public enum ThemeSchema {
    public static let id = "https://tablemock.dev/schema/theme-v1.json"

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public static let colorPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

    typealias S = SchemaBuilding

    public static var document: JSONValue {
        var top = S.object("A theme: fonts, then one group per control or part of the screen (its look, colours, metrics, flags and text styles). Every part may be left out when the theme extends another; a group is overridden key by key.", [
            ("$schema", S.field(S.node(("type", "string")), "The schema this file follows; ignored.", examples: [.string(id)])),
            ("name", S.field(S.nonEmptyText, "The theme's name. Default: the file name.", examples: ["brand"])),
            ("description", S.field(S.node(("type", "string")), "One line for `tablemock themes`.", examples: ["iOS 7 with the brand's tint"])),
            ("extends", S.field(S.nonEmptyText, "A built-in theme name or a theme file path (relative to this file) whose values this theme overrides.",
                                examples: ["ios7"])),
            ("iosVersions", S.field(S.object(nil, [
                ("first", S.field(S.integer(1...ThemeDecoder.newestIOSRelease), "The first iOS release drawn.", examples: [4])),
                ("last", S.field(S.integer(1...ThemeDecoder.newestIOSRelease), "The last iOS release drawn. Default: the newest.",
                                 examples: [6])),
            ], required: ["first"], comments: true),
                                    "The iOS releases this theme draws, so that an unknown name such as `ios5` suggests it. Not inherited through `extends`.",
                                    examples: [S.node(("first", 4), ("last", 6))])),
            ("fonts", S.field(S.node(("type", "object"), ("propertyNames", S.node(("pattern", "\\S"))),
                                     ("properties", S.node(("notes", S.node(("description", "A comment; ignored."))))),
                                     ("patternProperties", S.node(("^_", S.node(("description", "A comment; ignored."))))),
                                     ("additionalProperties", S.ref("font"))),
                              "Font faces by key; text styles name these keys.",
                              examples: [S.node(("regular", S.node(("family", "Inter"), ("weight", 400),
                                                                   ("file", "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
                                                                   ("package", "fonts-inter"))))])),
        ] + ThemeGroup.allCases.map { ($0.rawValue, group($0)) } + [
            ("colors", S.field(S.object(nil, ColorRole.allCases.map { ($0.rawValue, S.ref("color")) }, comments: true),
                               "The flat format of older themes, still read: colours by role (`tablemock theme upgrade` moves them to their groups).",
                               examples: [S.node(("tint", "#07F"))])),
            ("metrics", S.field(S.object(nil, metricsBlock, comments: true),
                                "The flat format of older themes, still read: sizes and distances by name, in points; the era's flags (true or false) and its controls' looks (by name).",
                                examples: [S.node(("rowHeight", 44), ("switchStyle", "ios7"), ("barGloss", false))])),
            ("deviceMetrics", S.field(S.node(("type", "object"),
                                             ("propertyNames", S.node(("anyOf", [S.node(("enum", .array(DeviceCatalog.names.map { .string($0) }))), S.node(("pattern", "^_"))]))),
                                             ("additionalProperties", S.ref("metrics"))),
                                      "Metrics a device draws differently, by device name (iOS 11's layout margins: 20 pt on the iPhone X). They replace the theme-wide value on that device; merged device by device, metric by metric through `extends`.",
                                      examples: [S.node(("iphone-x", S.node(("layoutMargin", 20))))])),
            ("textStyles", S.field(S.object(nil, TextRole.allCases.map { ($0.rawValue, S.ref("textStyle")) }, comments: true),
                                   "The flat format of older themes, still read: text styles by role.", examples: [S.node(("cellTitle", S.node(("font", "regular"), ("size", 17), ("color", "label"))))])),
            ("dynamicType", S.field(dynamicType, "Apple's Dynamic Type table (iOS 7 and later themes): what a spec's `contentSizeCategory` scales text styles and self-sizing rows by. Merged key by key through `extends`.",
                                    examples: [S.node(("lineHeight", 1.193359375), ("sizes", S.node(("body", JSONValue.object(ContentSizeCategory.allCases.map { ($0.rawValue, JSONValue.number(17)) })))))])),
        ], comments: true)
        guard case .object(var members) = top else { return top }
        members.insert(contentsOf: [("$schema", .string(S.draft)), ("$id", .string(id)), ("title", "TableMock theme")], at: 0)
        members.append(("$defs", .object([("metrics", S.object("Metrics by name, as the top-level `metrics`.", Metric.allCases.map { ($0.rawValue, metric($0)) }, comments: true)), ("font", font), ("color", color), ("textStyle", textStyle), ("textShadow", textShadow)])))
        top = .object(members)
        return top
    }

    /// A group: its looks, colours, metrics and flags inline, its text styles under
    /// `textStyles`; described by the group's documentation.
    static func group(_ group: ThemeGroup) -> JSONValue {
        var members: [(String, JSONValue)] = group.inlineKeys.map { name, key in
            switch key {
            case .color: (name, S.ref("color"))
            case .metric(let m): (name, metric(m))
            case .flag: (name, flag)
            case .look(let l): (name, look(l))
            case .text: (name, S.ref("textStyle"))
            }
        }
        if !group.textStyles.isEmpty {
            members.append(("textStyles", S.field(S.object(nil, group.textStyles.map { ($0.rawValue, S.ref("textStyle")) }, comments: true),
                                                  "The group's text styles by role.", examples: [S.node((group.textStyles[0].rawValue,
                                                      S.node(("font", "regular"), ("size", 17), ("color", "label"))))])))
        }
        let example: JSONValue = group.inlineKeys.first.map { name, key in
            switch key {
            case .look(let l): S.node((name, .string(l.choices.last!.name)))
            case .color: S.node((name, "#007AFF"))
            case .flag: S.node((name, true))
            default: S.node((name, 44))
            }
        } ?? S.node()
        return S.field(S.object(nil, members, comments: true), group.documentation + " A child theme overrides it key by key.",
                       examples: [example])
    }

    /// The members of a `metrics` block: metrics, flags and looks.
    static var metricsBlock: [(String, JSONValue)] {
        Metric.allCases.map { ($0.rawValue, metric($0)) } + ThemeFlag.allCases.map { ($0.rawValue, flag) }
            + LookKey.allCases.map { ($0.rawValue, look($0)) }
    }

    /// `true` or `false`; older themes' 1 or 0 are still read.
    static var flag: JSONValue {
        S.node(("description", "Whether the era has this property or capability: true or false (1 and 0 in older themes, still read)."),
               ("anyOf", [S.boolean, S.node(("enum", [0, 1]))]),
               ("examples", [true]))
    }

    /// A control's look: one of its names, each with its documentation (`ControlLook`); an
    /// older theme's number is still read.
    static func look(_ key: LookKey) -> JSONValue {
        let names = key.choices.map { S.node(("const", .string($0.name)), ("description", .string($0.documentation))) }
        let legacy = S.node(("type", "integer"), ("minimum", 0), ("maximum", .number(Double(key.legacyMaximum))),
                            ("description", "An older theme's number for the look; write its name instead."))
        // A look named from the start (`listsStyle`) never had numbers.
        return S.node(("description", .string("How the era draws this control: "
                                              + key.choices.map { "`\($0.name)`" }.joined(separator: ", ") + ".")),
                      ("anyOf", .array(names + (key.legacyMaximum >= 0 ? [legacy] : []))),
                      ("examples", [.string(key.choices.last!.name)]))
    }

    /// A metric's schema follows its `MetricDomain`, as the decoder does.
    static func metric(_ metric: Metric) -> JSONValue {
        let max = JSONValue.number(ThemeDecoder.maxMetric)
        switch metric.domain {
        case .length:
            return S.field(S.node(("type", "number"), ("minimum", 0), ("maximum", max)), "A length in points, 0 or more.", examples: [15])
        case .size:
            return S.field(S.positive(atMost: ThemeDecoder.maxMetric), "A size in points, greater than 0.", examples: [44])
        case .whole(let range):
            switch metric {
            case .separatorThicknessPixels:
                return S.field(S.integer(range), "A thickness in device pixels.", examples: [.number(Double(range.upperBound))])
            case .activityIndicatorSpokes:
                return S.field(S.integer(range), "The activity indicator's spokes: 12 to iOS 12, 8 from iOS 13.", examples: [8])
            default:
                return S.field(S.integer(range), "A count (the status bar's signal bars).", examples: [.number(Double(range.upperBound))])
            }
        case .offset:
            return S.field(S.node(("type", "number"), ("minimum", .number(-MetricDomain.maxOffset)), ("maximum", .number(MetricDomain.maxOffset))),
                           "A signed nudge in points.", examples: [0.5])
        case .noneOrAtLeast(let minimum):
            return S.field(S.node(("type", "number"), ("anyOf", [S.node(("const", 0)), S.node(("minimum", .number(minimum)), ("maximum", max))])),
                           "A period in points, or 0 for none.", examples: [7])
        }
    }

    static var font: JSONValue {
        S.object("A font face and the Debian package that installs its file.", [
            ("family", S.field(S.nonEmptyText, "The family name the text engine knows.", examples: ["Inter"])),
            ("weight", S.field(S.integer(1...1000), "CSS weight.", default: 400, examples: [600])),
            ("italic", S.field(S.boolean, "An italic face.", default: false, examples: [true])),
            ("file", S.field(S.nonEmptyText, "The font file: absolute, or relative to the theme file.", examples: ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"])),
            ("package", S.field(S.nonEmptyText, "The Debian package that provides the file.", examples: ["fonts-inter"])),
        ], required: ["family", "file", "package"], comments: true)
    }

    static var color: JSONValue {
        let hex = S.node(("type", "string"), ("pattern", .string(colorPattern)))
        return S.node(("description", "A colour: `#RRGGBB` (also #RGB, #RRGGBBAA) for both appearances, `{light, dark}`, or the name of another colour role whose value it takes (resolved after `extends` is merged, so overriding `tint` recolours every role named `\"tint\"`)."),
                      ("oneOf", [
                          hex,
                          S.field(S.names(ColorRole.self), "Another colour role's name: this role takes its value.", examples: ["tint"]),
                          S.object(nil, [
                              ("light", S.field(hex, "The light-appearance colour.", examples: ["#FFF"])),
                              ("dark", S.field(hex, "The dark-appearance colour.", examples: ["#222"])),
                          ], required: ["light"], comments: true),
                      ]),
                      ("examples", ["#CCC", "tint", S.node(("light", "#FFF"), ("dark", "#222"))]))
    }

    static var textStyle: JSONValue {
        S.object("A text style: a font key, a size and a colour role.", [
            ("font", S.field(S.nonEmptyText, "A key of `fonts` (in this theme or one it extends).", examples: ["regular"])),
            ("size", S.field(S.positive(atMost: ThemeDecoder.maxFontSize), "Size in points.", examples: [17])),
            ("color", S.field(S.names(ColorRole.self), "A colour role.", examples: ["label"])),
            ("uppercase", S.field(S.boolean, "Shown in capitals.", default: false, examples: [true])),
            ("shadow", S.field(S.ref("textShadow"), "A text shadow (the etched labels of iOS 2 to 6).",
                               examples: [S.node(("color", "textShadowLight"), ("x", 0), ("y", 1))])),
            ("dynamicType", S.field(S.nonEmptyText, "The Dynamic Type text style it scales with: a key of `dynamicType.sizes`. Its size is multiplied by that style's size at the spec's `contentSizeCategory` over its size at `large`. Without it the size is fixed.",
                                     examples: ["body"])),
        ], required: ["font", "size", "color"], comments: true)
    }

    static var dynamicType: JSONValue {
        let sizes = S.object(nil, ContentSizeCategory.allCases.map { ($0.rawValue, S.positive(atMost: ThemeDecoder.maxFontSize)) },
                             required: ContentSizeCategory.allCases.map(\.rawValue), comments: true)
        return S.object(nil, [
            ("source", S.field(S.node(("type", "string")), "Where the numbers come from; ignored.", examples: ["Apple HIG, Typography"])),
            ("lineHeight", S.field(S.node(("type", "number"), ("minimum", 0.5), ("maximum", 3)),
                                   "The system font's line height over its size (UIFont.lineHeight / pointSize); self-sizing rows use it.",
                                   examples: [1.193359375])),
            ("sizes", S.field(S.node(("type", "object"), ("propertyNames", S.node(("pattern", "\\S"))),
                                     ("patternProperties", S.node(("^_", S.node(("description", "A comment; ignored."))))),
                                     ("additionalProperties", sizes)),
                              "Each Dynamic Type text style's size in points at every content size category.",
                              examples: [S.node(("caption1", JSONValue.object(ContentSizeCategory.allCases.map { ($0.rawValue, JSONValue.number(12)) })))])),
            ("accessibilitySeparatorThickness", S.field(S.positive(atMost: 10), "Row separators' thickness in points at the five accessibility sizes (iOS 13 draws them 1 pt thick at AX5, render 03). Default: unchanged.",
                                                        examples: [1])),
            ("scaledMetrics", S.field(S.node(("type", "object"),
                                             ("propertyNames", S.node(("anyOf", [S.names(Metric.self), S.node(("pattern", "^_"))]))),
                                             ("additionalProperties", S.nonEmptyText)),
                                      "Metrics that grow with a text style (UIFontMetrics' scaledValue), by the style's name.",
                                      examples: [S.node(("plainHeaderHeight", "headline"))])),
            ("exactScaledMetrics", S.field(S.node(("type", "object"),
                                                  ("propertyNames", S.node(("anyOf", [S.names(Metric.self), S.node(("pattern", "^_"))]))),
                                                  ("additionalProperties", S.nonEmptyText)),
                                           "Metrics that follow a text style exactly, not rounded to whole points as `scaledMetrics` are: values measured to the pixel at one size (iOS 26's large title area). Over `scaledMetrics` for the same metric.",
                                           examples: [S.node(("navigationBarLargeTitleBaseline", "largeTitle"))])),
        ], comments: true)
    }

    static var textShadow: JSONValue {
        let offset = S.node(("type", "number"), ("minimum", -100), ("maximum", 100))
        return S.object("A text shadow: a colour role and an offset in points.", [
            ("color", S.field(S.names(ColorRole.self), "A colour role.", examples: ["textShadowLight"])),
            ("x", S.field(offset, "Horizontal offset in points.", default: 0, examples: [0])),
            ("y", S.field(offset, "Vertical offset in points.", default: 0, examples: [1])),
        ], required: ["color"], comments: true)
    }
}
