/// The screens a composite screen is made of — a split view's columns, a sheet's card, the
/// screen under a sheet — built in one place for the layout and the lint alike.
extension Spec {
    /// A screen drawn inside this one: this spec's theme, appearance, device, orientation,
    /// text size, scale and tint, with `table` and `chrome`, laid out left to right at the
    /// height of its frame (the composite is mirrored as a whole). What belongs to the whole
    /// screen is left out: the split view, the presentation and the overlays, which are laid
    /// out once over everything (`TableLayoutEngine.overlayItems`).
    func innerScreen(table: TableSpec, chrome: ScreenChromeSpec, contentOffset: Double = 0) -> Spec {
        var s = self
        s.splitView = nil
        s.presentation = nil
        s.overlays = OverlaySpec()
        s.table = table
        s.chrome = chrome
        s.height = .screen
        s.contentOffset = contentOffset
        s.layoutDirection = .leftToRight
        s.screenOverride = nil
        return s
    }

    /// The screen a sheet is presented over, as its spec wrote it (a split view, its own
    /// overlays and scroll position) with this spec's theme, appearance, device, orientation,
    /// text size and scale, and the app's tint where it names none; laid out left to right
    /// at the screen's height (the composite is mirrored as a whole).
    func screen(under presentation: PresentationSpec) -> Spec {
        var s = presentation.over
        s.theme = theme; s.appearance = appearance; s.device = device; s.orientation = orientation
        s.contentSizeCategory = contentSizeCategory; s.scale = scale
        s.tint = s.tint ?? tint
        s.layoutDirection = .leftToRight
        s.height = .screen
        s.screenOverride = nil
        return s
    }
}
