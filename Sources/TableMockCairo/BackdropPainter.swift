import CPangoCairo
import Foundation
import TableMockRaster
import TableMockScene

/// Draws a bar's material (`SceneNode.backdrop`). On a raster the content under the bar is
/// drawn again on a surface of its own, reaching as far round the bar as the blur does
/// (`BackdropEffect.reach`), blurred and saturated there, and copied into the frame's
/// pixels (a rounded panel's: painted inside its shape): so a PNG's band gets the rows above
/// and below it that the blur needs, and the pixels are the same whichever band, thread or
/// run draws them. A backdrop asking for it (`reducedResolution`: the whole screen behind a
/// context menu) is drawn and blurred at one pixel a point and scaled up. Elsewhere (SVG,
/// PDF) it paints the backdrop's `fallbackTint` over its shape.
enum BackdropPainter {
    /// Draws `backdrop`, the scene's node `index`, on `cr` (to which `engine` is attached).
    static func paint(_ backdrop: Backdrop, index: Int, scene: Scene, cr: OpaquePointer, engine: TextEngine,
                      images: DecodedImages, painter: CairoPainter) throws {
        let target = cairo_get_target(cr)!
        guard images.isRasterTarget, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return painter.paintFallback(backdrop)
        }
        guard let patch = try blurredPatch(backdrop.frame, blurRadius: backdrop.blurRadius, saturation: backdrop.saturation,
                                           reducedResolution: backdrop.reducedResolution,
                                           index: index, scene: scene, cr: cr, engine: engine, images: images) else { return }
        var scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard backdrop.cornerRadius <= 0, scaleX == scene.scale, scaleY == scene.scale else {
            // A rounded panel's material, inside its shape; or a material drawn again on a
            // patch of other pixels (under a blur taken at reduced resolution), scaled.
            cairo_save(cr)
            painter.clip(to: backdrop.shape)
            cairo_set_source_surface(cr, patch.surface, 0, 0)
            let sameScale = scaleX == scene.scale && scaleY == scene.scale
            cairo_pattern_set_filter(cairo_get_source(cr), sameScale ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_paint(cr)
            cairo_restore(cr)
            return
        }
        let (data, stride, px0, py0) = (patch.data, patch.stride, patch.px0, patch.py0)
        let (x0, x1, y0, y1) = (patch.x0, patch.x1, patch.y0, patch.y1)

        // Into the target's pixels: its row 0 is the picture's row -offset (a band's top).
        cairo_surface_flush(target)
        guard let targetData = cairo_image_surface_get_data(target) else {
            throw RenderError.cairo(operation: "reading the image surface", status: "no pixel data")
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let targetStride = Int(cairo_image_surface_get_stride(target))
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let dx = Int(offsetX.rounded()), dy = Int(offsetY.rounded())
        let columns = max(x0, -dx)..<min(x1, targetWidth - dx)
        guard !columns.isEmpty else { return }
        for y in max(y0, -dy)..<max(max(y0, -dy), min(y1, targetHeight - dy)) {
            let source = data + (y - py0) * stride + (columns.lowerBound - px0) * 4
            let destination = targetData + (y + dy) * targetStride + (columns.lowerBound + dx) * 4
            memcpy(destination, source, columns.count * 4)
        }
        cairo_surface_mark_dirty(target)
    }

    /// What lies under `frame` (the scene's nodes before `index`), drawn again on a surface of
    /// its own reaching as far round the frame as the blur does, blurred, and saturated inside
    /// the frame. The surface has the picture's device scale and an offset, so user-space
    /// points land on it as on the picture. Owns its surface.
    final class Patch {
        let surface: OpaquePointer
        let data: UnsafeMutablePointer<UInt8>
        let stride: Int
        /// The patch's first pixel in the picture, and the frame's pixels in the picture.
        let px0: Int, py0: Int
        let x0: Int, x1: Int, y0: Int, y1: Int

        init(surface: OpaquePointer, data: UnsafeMutablePointer<UInt8>, stride: Int, px0: Int, py0: Int,
             x0: Int, x1: Int, y0: Int, y1: Int) {
            self.surface = surface; self.data = data; self.stride = stride; self.px0 = px0; self.py0 = py0
            self.x0 = x0; self.x1 = x1; self.y0 = y0; self.y1 = y1
        }
        deinit { cairo_surface_destroy(surface) }
    }

    /// The blurred patch under the scene's node `index` (nil when its frame covers no pixel):
    /// made once a render and kept (`DecodedImages.patches`), as it depends on the scene
    /// alone, not on the band or surface being drawn. A PNG's bands each draw the node where
    /// it reaches them, and a glass node over another draws the lower one's patch again on
    /// its own: both use the one made first, so the pixels are those of making it anew.
    /// `reducedResolution`: blurred at one pixel a point and scaled up (`Backdrop`).
    static func blurredPatch(_ frame: Rect, blurRadius: Double, saturation: Double, reducedResolution: Bool = false,
                             index: Int, scene: Scene, cr: OpaquePointer, engine: TextEngine, images: DecodedImages) throws -> Patch? {
        if let kept = images.patches[index], kept.frame == frame, kept.blurRadius == blurRadius, kept.saturation == saturation {
            return kept.patch
        }
        // One pixel a point: the scale's whole part (3 at 3x), 1 (no reduction) below 2x.
        let reduction = reducedResolution ? max(1, Int(scene.scale.rounded(.down))) : 1
        let patch = try makeBlurredPatch(frame, blurRadius: blurRadius, saturation: saturation, reduction: reduction,
                                         index: index, scene: scene, engine: engine, images: images)
        engine.attach(to: cr)   // the nested drawing detached it
        images.patches[index] = (frame, blurRadius, saturation, patch)
        return patch
    }

    /// The patch at the picture's pixels; drawn and blurred at 1/`reduction` of them (its
    /// side divided, from a corner on a whole number of reduced pixels) and scaled up with
    /// a bilinear filter when `reduction` is more than 1.
    private static func makeBlurredPatch(_ frame: Rect, blurRadius: Double, saturation: Double, reduction: Int, index: Int,
                                         scene: Scene, engine: TextEngine, images: DecodedImages) throws -> Patch? {
        let scale = scene.scale
        let (canvasWidth, canvasHeight) = (scene.pixelWidth, scene.pixelHeight)
        func pixel(_ points: Double, limit: Int) -> Int {
            let p = (points * scale).rounded()
            return p.isFinite ? Int(min(max(p, 0), Double(limit))) : 0
        }
        // The frame in device pixels of the whole picture.
        let x0 = pixel(frame.minX, limit: canvasWidth), x1 = pixel(frame.maxX, limit: canvasWidth)
        let y0 = pixel(frame.minY, limit: canvasHeight), y1 = pixel(frame.maxY, limit: canvasHeight)
        guard x1 > x0, y1 > y0 else { return nil }
        let box = BackdropEffect.boxSize(sigmaPixels: blurRadius * scale / Double(reduction))
        let reach = BackdropEffect.reach(boxSize: box) * reduction
        // The patch starts on a whole point, as the bands do, so its text lands on the same
        // pixels (and on a whole reduced pixel).
        let unit = BandedRaster.wholePointRows(scale: scale)
        let align = unit * reduction / gcd(unit, reduction)
        let px0 = max(0, x0 - reach) / align * align, py0 = max(0, y0 - reach) / align * align
        let px1 = min(canvasWidth, x1 + reach), py1 = min(canvasHeight, y1 + reach)
        let (width, height) = (px1 - px0, py1 - py0)

        // What lies under the material: the nodes before it that reach the patch, drawn at
        // the reduced pixels, blurred and saturated there.
        let (drawnWidth, drawnHeight) = ((width + reduction - 1) / reduction, (height + reduction - 1) / reduction)
        let drawn = try surface(drawnWidth, drawnHeight)
        var drawnHandedOver = false
        defer { if !drawnHandedOver { cairo_surface_destroy(drawn) } }
        let drawnScale = scale / Double(reduction)
        cairo_surface_set_device_scale(drawn, drawnScale, drawnScale)
        cairo_surface_set_device_offset(drawn, -Double(px0 / reduction), -Double(py0 / reduction))
        let top = Double(py0) / scale, bottom = Double(py1) / scale
        let extents = scene.nodes[..<index].map(\.verticalExtent)
        try SceneRenderer.paint(scene, on: drawn, engine: engine, images: images, includes: { i in
            i < index && (extents[i].map { $0.upperBound >= top && $0.lowerBound <= bottom } ?? true)
        }, what: "drawing the content under a bar")
        cairo_surface_flush(drawn)
        guard let drawnData = cairo_image_surface_get_data(drawn) else {
            throw RenderError.cairo(operation: "reading a bar's material", status: "no pixel data")
        }
        let drawnStride = Int(cairo_image_surface_get_stride(drawn))
        guard BackdropEffect.blur(drawnData, width: drawnWidth, height: drawnHeight, bytesPerRow: drawnStride, boxSize: box) else {
            throw RenderError.cairo(operation: "blurring a bar's material", status: "out of memory")
        }
        if reduction == 1 {
            let frameStart = drawnData + (y0 - py0) * drawnStride + (x0 - px0) * 4
            BackdropEffect.saturate(frameStart, width: x1 - x0, height: y1 - y0, bytesPerRow: drawnStride, factor: saturation)
            cairo_surface_mark_dirty(drawn)
            drawnHandedOver = true
            return Patch(surface: drawn, data: drawnData, stride: drawnStride, px0: px0, py0: py0, x0: x0, x1: x1, y0: y0, y1: y1)
        }
        // Saturated whole (the scaling up blends the frame's edge with its neighbours), then
        // scaled up to the picture's pixels: pixel i of the reduced patch covers pixels
        // i·r ..< (i+1)·r, the edges extended.
        BackdropEffect.saturate(drawnData, width: drawnWidth, height: drawnHeight, bytesPerRow: drawnStride, factor: saturation)
        cairo_surface_mark_dirty(drawn)
        cairo_surface_set_device_scale(drawn, 1, 1)
        cairo_surface_set_device_offset(drawn, 0, 0)
        let patch = try surface(width, height)
        var patchHandedOver = false
        defer { if !patchHandedOver { cairo_surface_destroy(patch) } }
        let up = cairo_create(patch)!
        cairo_scale(up, Double(reduction), Double(reduction))
        cairo_set_source_surface(up, drawn, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(up), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(up), CAIRO_EXTEND_PAD)
        cairo_set_operator(up, CAIRO_OPERATOR_SOURCE)
        cairo_paint(up)
        let status = cairo_status(up)
        cairo_destroy(up)
        try checkCairo(status, "scaling up a blurred material")
        cairo_surface_flush(patch)
        cairo_surface_set_device_scale(patch, scale, scale)
        cairo_surface_set_device_offset(patch, -Double(px0), -Double(py0))
        guard let data = cairo_image_surface_get_data(patch) else {
            throw RenderError.cairo(operation: "reading a bar's material", status: "no pixel data")
        }
        patchHandedOver = true
        return Patch(surface: patch, data: data, stride: Int(cairo_image_surface_get_stride(patch)),
                     px0: px0, py0: py0, x0: x0, x1: x1, y0: y0, y1: y1)
    }

    /// A new ARGB32 surface, or the error of making it.
    private static func surface(_ width: Int, _ height: Int) throws -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "creating a \(width) x \(height) px surface for a bar's material",
                                    status: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
