import Foundation
import TableMockScene

/// The largest picture TableMock draws. Checked on the layout's canvas before anything is
/// allocated, so a spec that asks for too much costs one error line, never a huge surface.
public enum CanvasLimits {
    // The widest picture and the tallest SVG or PDF are the backend's surface limits,
    // defined once in `CairoLimits` (TableMockScene): a PNG is at most `maxSide` pixels wide
    // (drawn in bands of rows, its height has no limit of its own), an SVG or PDF at most
    // `maxSide` points wide and `maxVectorHeight` points tall (a PDF taller than one page is
    // split into pages by the backend).
    /// The pixels of one image file a spec may use (4 bytes each when decoded): 256 MiB.
    public static let maxPixelBytes = 256 << 20
    /// The pixels of one PNG: 2^31 (about 2,147 million, some 15 seconds of drawing), e.g. a
    /// 10,000-row table at 3x. Only a band of them is in memory at a time; the bound is on
    /// the work.
    public static let maxRasterPixels: Double = 2_147_483_648
}

extension PreparedSpec {
    /// `renderableLayout` (render blockers and canvas limits checked), painted.
    /// `scaleOverride` is the command line's `--scale`; `raster` says a PNG is wanted, `vector`
    /// an SVG or PDF (by default when no PNG is).
    public func renderableScene(measurer: any TextMeasuring, scaleOverride: Double?,
                                raster: Bool = true, vector: Bool? = nil, lintDisabled: Set<String> = []) throws(DiagnosticError) -> Scene {
        paint(try renderableLayout(measurer: measurer, scaleOverride: scaleOverride, raster: raster, vector: vector,
                                   lintDisabled: lintDisabled))
    }

    /// Throws when the canvas is larger than can be drawn: for PNG (`raster`) wider than
    /// `CairoLimits.maxSide` pixels or with more pixels than `CanvasLimits.maxRasterPixels`;
    /// for SVG and PDF (`vector`, by default when not `raster`) wider than
    /// `CairoLimits.maxSide` points or taller than `CairoLimits.maxVectorHeight`.
    /// The error points at the value to change — `height`, `scale`, `size` or `device` —
    /// and says how to get the picture anyway (a screen at a time, or a lower scale).
    public func checkCanvas(_ canvas: TableLayout.Canvas, raster: Bool, vector: Bool? = nil,
                            scaleOverride: Double? = nil) throws(DiagnosticError) {
        if let problem = canvasProblem(canvas, raster: raster, vector: vector ?? !raster, scaleOverride: scaleOverride) {
            throw DiagnosticError([problem])
        }
    }

    func canvasProblem(_ canvas: TableLayout.Canvas, raster: Bool, vector: Bool, scaleOverride: Double?) -> Diagnostic? {
        let side = Double(CairoLimits.maxSide)
        var message: String
        if raster, let problem = rasterProblem(canvas, scaleOverride: scaleOverride) {
            message = problem
        } else if vector {
            let width = canvas.width.rounded(.up), height = canvas.height.rounded(.up)
            let tall = Double(CairoLimits.maxVectorHeight)
            guard !(width <= side && height <= tall) else { return nil }
            message = "the document would be \(grouped(width))×\(grouped(height)) points; the limit is "
                + (width <= side ? "\(grouped(tall)) points tall" : "\(grouped(side)) points wide")
        } else {
            return nil
        }

        var hints: [String] = []
        let screen = DeviceCatalog.screen(for: spec.device, orientation: spec.orientation).size.height
        let pointer: String
        if spec.height == .content && canvas.height > screen {
            pointer = "/height"
            hints.append(pagingHint(contentHeight: canvas.height, screen: screen))
        } else if scaleOverride != nil {
            pointer = ""
        } else if raster, decoded.locations["/scale"] != nil {
            pointer = "/scale"
        } else if case .custom = spec.device {
            pointer = "/size"
            hints.append("use a smaller size")
        } else {
            pointer = decoded.locations["/device"] != nil ? "/device" : ""
        }
        // Only advice that works: a scale at which it fits, and vector output only when the
        // document itself fits.
        if raster, let lower = largestScale(canvas), lower > 0 {
            hints.append("lower the scale to \(lower.shortDescription) or less")
        }
        if raster && pointer == "/height" && canvas.width <= side && canvas.height <= Double(CairoLimits.maxVectorHeight) {
            hints.append("or render SVG or PDF")
        }
        return Diagnostic(file: file, location: pointer.isEmpty ? nil : decoded.locations[pointer], path: pointer,
                          message: message, hint: hints.isEmpty ? nil : hints.joined(separator: ", "))
    }

    /// What is wrong with the canvas as a PNG, or nil when it can be drawn.
    private func rasterProblem(_ canvas: TableLayout.Canvas, scaleOverride: Double?) -> String? {
        let width = (canvas.width * canvas.scale).rounded(.up), height = (canvas.height * canvas.scale).rounded(.up)
        let side = Double(CairoLimits.maxSide)
        let pixels = width * height
        // A PNG is drawn in bands: only its width is bound by a surface's side.
        let tooWide = !(width <= side)
        guard tooWide || !(pixels <= CanvasLimits.maxRasterPixels) else { return nil }
        var message = "the image would be \(grouped(width))×\(grouped(height)) pixels"
        message += " (\(grouped(canvas.width))×\(grouped(canvas.height)) points at scale \(canvas.scale.shortDescription)"
        message += scaleOverride != nil ? " from --scale)" : ")"
        if tooWide {
            message += "; the limit is \(grouped(side)) pixels wide"
        } else {
            message += ", \(grouped((pixels / 1_000_000).rounded(.up))) million pixels; "
                + "the limit is \(grouped((CanvasLimits.maxRasterPixels / 1_000_000).rounded(.down))) million"
        }
        return message
    }

    /// "render it a screen at a time with ...": the offsets of the first screens and their count.
    private func pagingHint(contentHeight: Double, screen: Double) -> String {
        let pages = Int((contentHeight / screen).rounded(.up))
        let offsets = (0..<min(3, pages)).map { grouped(Double($0) * screen) }.joined(separator: ", ")
        return "render it a screen at a time with \"height\": \"screen\" and \"contentOffset\": \(offsets), … "
            + "(\(grouped(Double(pages))) screens of \(grouped(screen)) points)"
    }

    /// The largest scale, in hundredths, at which the canvas fits both limits; nil when it
    /// does not fit at any scale worth suggesting.
    private func largestScale(_ canvas: TableLayout.Canvas) -> Double? {
        let side = Double(CairoLimits.maxSide)
        let bySide = side / canvas.width
        let byBudget = (CanvasLimits.maxRasterPixels / (canvas.width * canvas.height)).squareRoot()
        let best = (min(bySide, byBudget) * 100).rounded(.down) / 100
        guard best.isFinite, best < canvas.scale else { return nil }
        return best >= 0.01 ? best : 0
    }
}

/// `52380` -> `52,380`; whole numbers only (fractions are rounded up, as pixels are).
func grouped(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return String(value) }
    let digits = String(Int(value.rounded(.up)).magnitude)
    var result = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { result.append(",") }
        result.append(c)
    }
    return (value < 0 ? "-" : "") + result
}
