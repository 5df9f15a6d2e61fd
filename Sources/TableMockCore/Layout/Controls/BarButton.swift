import TableMockScene

/// Bar buttons (UIBarButtonItem) in a navigation bar or toolbar, and the back button:
/// bordered and glossy in the iPhone OS 2–6 look (the back button pointed), text and a
/// chevron from iOS 7. Their glyphs follow. Sizes and colours are the theme's
/// `barButton…`, `doneButton…`, `backButton…` and `backChevron…` keys.
extension TableLayoutEngine {
    /// A bar button: bordered in the iPhone OS 2–6 look (text items were; `done` in the
    /// era's blue), text only from iOS 7 (`done` in a heavier weight).
    func barButton(_ item: BarItemSpec, x: Double, alignRight: Bool, barTop: Double) -> LayoutPart {
        let role: TextRole = item.style == .done ? .barButtonDone : .barButton
        let bordered = theme[.barButtonsBordered]
        let padding = bordered ? theme[.barButtonPadding] : 0
        let maxText = canvasWidth / 3
        // An image item (UIBarButtonItem(image:)): the image in the bar button colour, as
        // wide as the image, in a bordered button before iOS 7.
        let image = placedImage(item.image, place: .barButton(size: theme[.barButtonImageSize], tint: style(role).color))
        let textW = image.map { $0.size.width } ?? min(textWidth(item.title, role: role), maxText)
        let w = textW + 2 * padding
        let h = theme[.barButtonHeight]
        let minX = alignRight ? x - w : x
        let frame = Rect(x: snap(minX), y: snap(barTop + (theme[.navigationBarHeight] - h) / 2), width: w, height: h)
        var part: LayoutPart
        if let image {
            part = LayoutPart(kind: .barButton, frame: frame)
            let s = image.size
            let imageFrame = Rect(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width, height: s.height)
            let drawn = image.part(kind: .barButton, frame: imageFrame, tint: .solid(style(role).color))
            part.symbol = drawn.symbol
            part.image = drawn.image
            part.imageTint = drawn.imageTint
            part.imageFrame = drawn.image == nil ? nil : imageFrame
        } else {
            part = line(item.title, role: role, kind: .barButton, x: frame.minX + padding, baseline: barTop + theme[.barButtonBaseline],
                        maxWidth: maxText)
        }
        part.frame = frame
        if bordered {
            let done = item.style == .done
            part.glyph = borderedButtonGlyph(done: done)
        }
        return part
    }

    func backButton(_ title: String, barTop: Double) -> LayoutPart {
        let role = TextRole.barButton
        let x0 = theme[.backButtonInset] + safeSide
        let maxText = canvasWidth / 3
        let textW = min(textWidth(title, role: role), maxText)
        let h = theme[.barButtonHeight]
        let y = snap(barTop + (theme[.navigationBarHeight] - h) / 2)
        if theme[.barButtonsBordered] {
            // The pointed, bordered button of iPhone OS 2 to iOS 6.
            // The title starts a point past the arrow's depth (render 07: ink 13 pt into the
            // button) and keeps the padding less a point on the right.
            let arrow = theme[.backButtonArrowWidth], padding = theme[.barButtonPadding]
            let frame = Rect(x: x0, y: y, width: arrow + 1 + textW + max(padding - 1, 0), height: h)
            var part = line(title, role: role, kind: .backButton, x: x0 + arrow + 1, baseline: barTop + theme[.barButtonBaseline],
                            maxWidth: maxText)
            part.frame = frame
            part.glyph = borderedButtonGlyph(pointed: true, arrowWidth: arrow)
            return part
        }
        // iOS 7 and later: the chevron, then the title.
        let chevronW = theme[.backChevronWidth]
        let textX = x0 + chevronW + theme[.backButtonTextGap]
        var part = line(title, role: role, kind: .backButton, x: textX, baseline: barTop + theme[.barButtonBaseline], maxWidth: maxText)
        part.frame = Rect(x: x0, y: y, width: textX + textW - x0, height: h)
        part.glyph = BackChevronGlyph(color: theme[.backIndicator], lineWidth: theme[.backChevronStrokeWidth], width: chevronW,
                                      height: theme[.backChevronHeight])
        return part
    }

    /// The bordered button of iPhone OS 2 to iOS 6 (the search bar's Cancel is one too):
    /// `done` in the era's blue, `pointed` on the left for a back button.
    func borderedButtonGlyph(pointed: Bool = false, arrowWidth: Double = 0, done: Bool = false) -> BarButtonGlyph {
        BarButtonGlyph(pointed: pointed, arrowWidth: arrowWidth, cornerRadius: theme[.barButtonCornerRadius],
                       top: theme[done ? .doneButtonFill : .barButtonFill],
                       glossEnd: theme[done ? .doneButtonGlossEnd : .barButtonGlossEnd],
                       bottom: theme[done ? .doneButtonFillBottom : .barButtonFillBottom],
                       gloss: theme[.barGloss], border: theme[.barButtonBorder], highlight: theme[.barButtonHighlight],
                       borderWidth: theme[.barButtonBorderWidth])
    }
}

/// A bordered bar button (iPhone OS 2 to iOS 6), pointed on the left for a back button:
/// a gloss (upper half `top`→`glossEnd`, lower half `bottom`) or a gradient, a border and
/// a light line under it. A pointed one points back, so it mirrors right to left.
struct BarButtonGlyph: Glyph {
    var pointed: Bool
    var arrowWidth: Double
    var cornerRadius: Double
    var top: Color
    var glossEnd: Color
    var bottom: Color
    var gloss: Bool
    var border: Color
    var highlight: Color
    var borderWidth: Double

    var name: String { pointed ? "backButton" : "borderedButton" }
    var flipsRightToLeft: Bool { pointed }

    func nodes(in f: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let (arrow, radius, bw) = (arrowWidth, cornerRadius, borderWidth)
        // A light line under the button, the border, then the gloss inside it.
        let body = Rect(x: f.minX, y: f.minY, width: f.width, height: f.height - bw)
        nodes.append(.fill(Self.shape(body.offsetBy(dx: 0, dy: bw), pointed: pointed, arrow: arrow, radius: radius), .solid(highlight)))
        nodes.append(.fill(Self.shape(body, pointed: pointed, arrow: arrow, radius: radius), .solid(border)))
        let inner = body.insetBy(dx: bw, dy: bw)
        // The pointed end's slope stays the same one point in.
        let innerArrow = arrow * inner.height / max(body.height, 1e-9)
        let innerShape = Self.shape(Rect(x: inner.minX + (pointed ? 0.4 * bw : 0), y: inner.minY,
                                         width: inner.width - (pointed ? 0.4 * bw : 0), height: inner.height),
                                    pointed: pointed, arrow: innerArrow, radius: max(radius - bw, 0))
        if gloss {
            let upper = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.height / 2)
            let lower = Rect(x: inner.minX, y: upper.maxY, width: inner.width, height: inner.height - upper.height)
            var children: [SceneNode] = []
            ScenePainter.paint(.gradient(top, glossEnd), in: upper, shape: .rect(upper), into: &children)
            children.append(.fill(.rect(lower), .solid(bottom)))
            nodes.append(.group(Group(clip: innerShape, children: children)))
        } else {
            ScenePainter.paint(.gradient(top, bottom), in: inner, shape: innerShape, into: &nodes)
        }
        return nodes
    }

    /// A bar button's outline: a rounded rectangle, or with a point on the left (a back
    /// button), traced clockwise.
    static func shape(_ r: Rect, pointed: Bool, arrow: Double, radius: Double) -> Shape {
        guard pointed else { return .roundedRect(r, radius: radius, corners: .all) }
        let rad = min(radius, r.height / 2)
        var p = Path()
        p.move(to: Point(x: r.minX + arrow, y: r.minY))
        p.line(to: Point(x: r.maxX - rad, y: r.minY))
        p.elements.append(.arc(center: Point(x: r.maxX - rad, y: r.minY + rad), radius: rad, startAngle: -Double.pi / 2, endAngle: 0))
        p.line(to: Point(x: r.maxX, y: r.maxY - rad))
        p.elements.append(.arc(center: Point(x: r.maxX - rad, y: r.maxY - rad), radius: rad, startAngle: 0, endAngle: Double.pi / 2))
        p.line(to: Point(x: r.minX + arrow, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.midY))
        p.close()
        return .path(p)
    }
}

/// The iOS 7+ back chevron, at the frame's left, centred vertically; it points back, so it
/// mirrors right to left.
struct BackChevronGlyph: Glyph {
    var color: Color
    var lineWidth: Double
    var width: Double
    var height: Double

    var name: String { "backChevron" }
    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
        let w = lineWidth
        let path = Path.polyline([Point(x: f.minX + width - w / 2, y: f.midY - height / 2 + w / 2),
                                  Point(x: f.minX + w / 2, y: f.midY),
                                  Point(x: f.minX + width - w / 2, y: f.midY + height / 2 - w / 2)])
        return [.stroke(.path(path), Stroke(color: color, width: w, cap: .round, join: .round))]
    }
}
