import CRsvg
import Foundation
import TableMockFiles
import TableMockScene

// Only this file imports librsvg: its headers also declare Cairo and GLib, and keeping
// the two C modules in separate files avoids ambiguous names.

/// An SVG image parsed by librsvg, drawn as vectors (so it stays vector in SVG and PDF).
///
/// Loaded from memory with no base URL: librsvg then refuses every external reference
/// (files, network); only `data:` URLs inside the document load.
final class SVGImage {
    struct LoadError: Error { let message: String }

    /// `RsvgHandle*`, owned.
    private let handle: UnsafeMutablePointer<RsvgHandle>

    init(_ bytes: Data) throws {
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBytes { raw in
            rsvg_handle_new_from_data(raw.bindMemory(to: guint8.self).baseAddress, gsize(raw.count), &error)
        }
        guard let handle else { throw LoadError(message: Self.consume(error) ?? "librsvg could not parse it") }
        self.handle = handle
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// Fits the document's viewBox into `frame`, as librsvg does for a viewport.
    func draw(on cr: OpaquePointer, in frame: Rect, source: String) throws {
        var viewport = RsvgRectangle(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        var error: UnsafeMutablePointer<GError>?
        let handle = self.handle
        let drawn = try RenderWatchdog.guarding("the SVG image \(TerminalText.escaped(source))") {
            rsvg_handle_render_document(handle, cr, &viewport, &error)
        }
        guard drawn != 0 else {
            let reason = Self.consume(error) ?? "librsvg could not render it"
            throw RenderError.undecodableImage(source: source, format: .svg, reason: reason)
        }
    }

    /// The message of a GError, which it frees.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        // librsvg's messages end with a newline; a diagnostic is one line.
        return error.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
