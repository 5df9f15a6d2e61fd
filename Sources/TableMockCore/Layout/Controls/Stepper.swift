import TableMockScene

/// A UIStepper as a row's accessory (`accessory: {stepper: 3}`): its place at the row's
/// trailing edge and the glyph that draws it. Sizes and colours are the theme's `stepper…`
/// keys; an era without steppers refuses the spec before layout (PreparedSpec).
extension CellLayout {
    static func stepperAccessory(value: Double, theme: Theme) -> Trailing {
        return Trailing(kind: .stepper, size: Size(width: theme[.stepperWidth], height: theme[.stepperHeight]),
                        inset: theme[.switchTrailingInset],
                        glyph: StepperGlyph(look: theme.looks.stepper, minusEnabled: value > 0, plusEnabled: value < SpecLimits.maxStepperValue,
                                            fill: theme[.stepperFill], fillBottom: theme[.stepperFillBottom], border: theme[.stepperBorder],
                                            divider: theme[.stepperDivider], mark: theme[.stepperGlyph], markDisabled: theme[.stepperGlyphDisabled],
                                            cornerRadius: theme[.stepperCornerRadius], borderWidth: theme[.stepperBorderWidth],
                                            markLength: theme[.stepperGlyphLength], markThickness: theme[.stepperGlyphThickness],
                                            dividerWidth: theme[.stepperDividerWidth], dividerInset: theme[.stepperDividerInset]))
    }
}

/// A UIStepper: two halves with a divider, a minus and a plus, in the era's look
/// (`StepperLook`; its colours say the rest). A dimmed half cannot be tapped (the value at
/// its minimum or maximum). Its minus and plus change places right to left.
struct StepperGlyph: Glyph {
    var look: StepperLook
    var minusEnabled: Bool
    var plusEnabled: Bool
    var fill: Color
    var fillBottom: Color
    var border: Color
    var divider: Color
    var mark: Color
    var markDisabled: Color
    var cornerRadius: Double
    var borderWidth: Double
    var markLength: Double
    var markThickness: Double
    var dividerWidth: Double
    /// How far the divider stops short of the top and bottom (iOS 13's filled look).
    var dividerInset: Double

    var name: String { "stepper" + (minusEnabled && plusEnabled ? "" : minusEnabled ? "(at maximum)" : "(at minimum)") }
    var flipsRightToLeft: Bool { true }

    func nodes(in f: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let radius = cornerRadius
        let body = Shape.roundedRect(f, radius: radius, corners: .all)
        if fill.alpha > 0 || fillBottom.alpha > 0 {
            ScenePainter.paint(.gradient(fill, fillBottom), in: f, shape: body, into: &nodes)
        }
        if borderWidth > 0 && border.alpha > 0 {
            let ring = f.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            nodes.append(.stroke(.roundedRect(ring, radius: max(radius - borderWidth / 2, 0), corners: .all), Stroke(color: border, width: borderWidth)))
        }
        // The divider: the full height in the outlined styles, inset in iOS 13's filled one.
        let w = dividerWidth
        nodes.append(.fill(.rect(Rect(x: f.midX - w / 2, y: f.minY + dividerInset, width: w, height: f.height - 2 * dividerInset)), .solid(divider)))
        let (length, thickness) = (markLength, markThickness)
        let minusCentre = Point(x: f.minX + f.width / 4, y: f.midY), plusCentre = Point(x: f.maxX - f.width / 4, y: f.midY)
        func bar(_ c: Point, _ color: Color) {
            nodes.append(.fill(.rect(Rect(x: c.x - length / 2, y: c.y - thickness / 2, width: length, height: thickness)), .solid(color)))
        }
        bar(minusCentre, minusEnabled ? mark : markDisabled)
        let plus = plusEnabled ? mark : markDisabled
        bar(plusCentre, plus)
        // The plus's vertical bar, without painting its middle twice (translucent marks).
        let half = (length - thickness) / 2
        nodes.append(.fill(.rect(Rect(x: plusCentre.x - thickness / 2, y: plusCentre.y - length / 2, width: thickness, height: half)), .solid(plus)))
        nodes.append(.fill(.rect(Rect(x: plusCentre.x - thickness / 2, y: plusCentre.y + thickness / 2, width: thickness, height: half)), .solid(plus)))
        return nodes
    }
}
