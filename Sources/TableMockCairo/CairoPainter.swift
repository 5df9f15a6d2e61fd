import CPangoCairo
import Foundation
import TableMockScene

/// Draws scene nodes onto one `cairo_t`: one switch over the node kinds, as resvg's
/// renderer does. Everything it needs is in the node; it never measures, wraps or
/// decides where anything goes.
struct CairoPainter {
    /// `cairo_t*`, owned by the caller.
    let cr: OpaquePointer
    let engine: TextEngine
    let images: DecodedImages

    func paint(_ nodes: [SceneNode]) throws {
        for node in nodes { try paint(node) }
    }

    func paint(_ node: SceneNode) throws {
        switch node {
        case let .fill(shape, paint):
            addPath(shape)
            setSource(paint)
            if case .path(let path) = shape, path.fillRule == .evenOdd {
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_fill(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            } else {
                cairo_fill(cr)
            }
        case let .stroke(shape, stroke):
            guard stroke.width > 0, stroke.width.isFinite else { return }
            addPath(shape)
            setStyle(stroke)
            cairo_stroke(cr)
        case let .text(run):
            draw(run)
        case let .image(node):
            try draw(node)
        case let .group(group):
            try draw(group)
        case let .backdrop(backdrop):
            // Inside a group there is no knowing what lies under it: the vector form.
            paintFallback(backdrop)
        case let .glass(glass):
            // The same inside a group: the vector form.
            try paint(glass.vectorNodes)
        }
    }

    /// A bar's material where nothing can be blurred (SVG, PDF): its fallback tint over the frame.
    func paintFallback(_ backdrop: Backdrop) {
        guard backdrop.fallbackTint.alpha > 0 else { return }
        addPath(backdrop.shape)
        setSource(backdrop.fallbackTint)
        cairo_fill(cr)
    }

    /// Clips to `shape` (until the caller's `cairo_restore`).
    func clip(to shape: Shape) {
        addPath(shape)
        cairo_clip(cr)
    }

    /// Covers the canvas. Skipped when clear, because every surface starts clear.
    func paintBackground(_ color: Color) {
        guard color.alpha > 0 else { return }
        setSource(color)
        cairo_paint(cr)
    }

    // MARK: Shapes

    private func addPath(_ shape: Shape) {
        cairo_new_path(cr)
        switch shape {
        case .rect(let rect):
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        case let .roundedRect(rect, radius, corners):
            addRoundedRect(rect, radius: radius, corners: corners)
        case .ellipse(let rect):
            // A zero-sized ellipse would need a singular matrix, which puts the cr in a
            // permanent error state; it draws nothing anyway.
            guard !rect.isEmpty else { return }
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, rect.width / 2, rect.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)   // the path keeps its device coordinates
        case .path(let path):
            addPath(path)
        }
    }

    private func addRoundedRect(_ rect: Rect, radius: Double, corners: Corners) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        // Clockwise from the top-left; cairo_arc joins each arc to the previous point.
        if corners.contains(.topLeft) { cairo_arc(cr, x0 + r, y0 + r, r, 2 * half, 3 * half) } else { cairo_move_to(cr, x0, y0) }
        if corners.contains(.topRight) { cairo_arc(cr, x1 - r, y0 + r, r, 3 * half, 4 * half) } else { cairo_line_to(cr, x1, y0) }
        if corners.contains(.bottomRight) { cairo_arc(cr, x1 - r, y1 - r, r, 0, half) } else { cairo_line_to(cr, x1, y1) }
        if corners.contains(.bottomLeft) { cairo_arc(cr, x0 + r, y1 - r, r, half, 2 * half) } else { cairo_line_to(cr, x0, y1) }
        cairo_close_path(cr)
    }

    private func addPath(_ path: TableMockScene.Path) {
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
            case let .curve(c1, c2, p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case let .arc(center, radius, startAngle, endAngle):
                if radius > 0 {
                    cairo_arc(cr, center.x, center.y, radius, startAngle, endAngle)
                } else {
                    cairo_line_to(cr, center.x, center.y)
                }
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    // MARK: Paint

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func setSource(_ paint: Paint) {
        switch paint {
        case .solid(let color):
            setSource(color)
        case .linearGradient(let gradient):
            let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y,
                                                      gradient.end.x, gradient.end.y)
            for stop in gradient.stops {
                cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.offset, 0), 1),
                                                  stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
            cairo_set_source(cr, pattern)   // takes its own reference
            cairo_pattern_destroy(pattern)
        }
    }

    private func setStyle(_ stroke: Stroke) {
        setSource(stroke.color)
        cairo_set_line_width(cr, stroke.width)
        switch stroke.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    // MARK: Text

    /// Draws the run with its baseline at `run.origin`, the shadow (if any) first.
    private func draw(_ run: TextRun) {
        guard let layout = engine.makeDrawingLayout(text: run.text, font: run.font) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // show_layout puts the layout's top-left at the current point.
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        if let shadow = run.shadow {
            setSource(shadow.color)
            cairo_move_to(cr, run.origin.x + shadow.offset.x, run.origin.y + shadow.offset.y - baseline)
            pango_cairo_show_layout(cr, layout)
        }
        setSource(run.color)
        cairo_move_to(cr, run.origin.x, run.origin.y - baseline)
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
    }

    // MARK: Images

    private func draw(_ node: ImageNode) throws {
        guard !node.frame.isEmpty, node.frame.width.isFinite, node.frame.height.isFinite else { return }
        guard let tint = node.tint else { return try drawPixels(node) }
        // A template image: its alpha masks the tint.
        cairo_push_group(cr)
        do { try drawPixels(node) } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        let mask = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(mask) }
        setSource(tint)
        cairo_mask(cr, mask)
    }

    private func drawPixels(_ node: ImageNode) throws {
        switch try images.decoded(node.image) {
        case .raster(let raster):
            raster.draw(on: cr, in: node.frame)
        case .vector(let svg):
            engine.prepareForSVGText()
            try svg.draw(on: cr, in: node.frame, source: node.image.source)
        }
    }

    // MARK: Groups

    private func draw(_ group: Group) throws {
        guard group.opacity > 0 else { return }
        cairo_save(cr)
        if let clip = group.clip {
            addPath(clip)
            cairo_clip(cr)
        }
        // Opacity applies to the group as a whole, not to each child, so overlapping
        // children do not show through each other.
        let isTranslucent = group.opacity < 1
        if isTranslucent { cairo_push_group(cr) }
        try paint(group.children)
        if isTranslucent {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
        }
        cairo_restore(cr)
    }
}
