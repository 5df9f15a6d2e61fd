import CPangoCairo
import Foundation
import TableMockScene

/// Draws Liquid Glass (`SceneNode.glass`). On a raster: its shadow, then what lies under the
/// shape blurred and saturated (the bar material's patch, `BackdropPainter.blurredPatch`, so
/// the same pixels in every band, thread and run) painted inside the shape, through the
/// fade when it has one, then the tint and the rim. Elsewhere (SVG, PDF) its vector form:
/// the shadow, the fallback tint and the rim.
enum GlassPainter {
    static func paint(_ glass: Glass, index: Int, scene: Scene, cr: OpaquePointer, engine: TextEngine,
                      images: DecodedImages, painter: CairoPainter) throws {
        let target = cairo_get_target(cr)!
        guard images.isRasterTarget, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return try painter.paint(glass.vectorNodes)
        }
        try painter.paint(glass.shadowNodes)
        if let patch = try BackdropPainter.blurredPatch(glass.frame, blurRadius: glass.blurRadius, saturation: glass.saturation,
                                                         index: index, scene: scene, cr: cr, engine: engine, images: images) {
            cairo_surface_mark_dirty(patch.surface)
            cairo_save(cr)
            painter.clip(to: glass.shape)
            // The patch carries the picture's device scale and offset: user points land on its
            // pixels one to one, so the nearest filter copies them.
            cairo_set_source_surface(cr, patch.surface, 0, 0)
            // Under a material blurred at reduced resolution, drawn on its smaller pixels.
            var scaleX = 0.0, scaleY = 0.0
            cairo_surface_get_device_scale(target, &scaleX, &scaleY)
            let sameScale = scaleX == scene.scale && scaleY == scene.scale
            cairo_pattern_set_filter(cairo_get_source(cr), sameScale ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            if let fade = glass.fade {
                let mask = cairo_pattern_create_linear(0, fade.opaqueY, 0, fade.clearY)!
                defer { cairo_pattern_destroy(mask) }
                for stop in fade.gradient(Color(red: 0, green: 0, blue: 0, alpha: 1)).stops {
                    cairo_pattern_add_color_stop_rgba(mask, stop.offset, 0, 0, 0, stop.color.alpha)
                }
                cairo_mask(cr, mask)
            } else {
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
        try painter.paint(glass.tintNodes)
        try painter.paint(glass.rimNodes)
    }
}
