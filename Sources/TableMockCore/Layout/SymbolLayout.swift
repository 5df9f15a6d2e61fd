import TableMockScene

/// What an image a spec names draws, and how large it is: a file at its own size, or a
/// symbol in a box the theme sizes for its place.
enum PlacedImage {
    case file(ImageData, Size)
    case symbol(SymbolDrawing, Size)

    var size: Size {
        switch self {
        case .file(_, let s), .symbol(_, let s): s
        }
    }

    /// The same image drawn at another size (a file scaled down to fit, a symbol's box and
    /// glyph scaled together).
    func resized(to size: Size) -> PlacedImage {
        switch self {
        case .file(let data, _): return .file(data, size)
        case .symbol(var drawing, let old):
            let f = min(size.width / max(old.width, 1e-9), size.height / max(old.height, 1e-9))
            drawing.glyphSize *= f; drawing.strokeWidth *= f; drawing.cornerRadius *= f
            return .symbol(drawing, size)
        }
    }

    /// The part that draws it in `frame`; `tint` draws a file's shape in one fill (a tab icon).
    func part(kind: PartKind, frame: Rect, tint: Fill? = nil) -> LayoutPart {
        switch self {
        case .file(let data, _):
            return LayoutPart(kind: kind, frame: frame, image: data, imageTint: tint)
        case .symbol(let drawing, _):
            var p = LayoutPart(kind: kind, frame: frame)
            p.symbol = drawing
            return p
        }
    }
}

/// Where a symbol is placed decides its default size and colour.
enum SymbolPlace {
    /// A row's image, or a header's or footer's.
    case content
    /// A tab bar item: the bar's icon size, and the tab's selected or unselected fill.
    case tab(iconSize: Double, tint: Fill)
    /// A bar button item: the theme's bar button image size, in the bar button colour.
    case barButton(size: Double, tint: Color)
}

extension TableLayoutEngine {
    /// The image a spec names, resolved for `place`; nil when there is none (or the file
    /// was not loaded).
    func placedImage(_ reference: ImageReference?, place: SymbolPlace) -> PlacedImage? {
        switch reference {
        case nil:
            return nil
        case .initials?:
            // A monogram is drawn by the composed row (ComposedRow.imagePart), not placed.
            return nil
        case .file(let path)?:
            return ctx.images[path].map { .file($0, pointSize(of: $0)) }
        case .symbol(let spec)?:
            guard let loaded = ctx.symbols[spec.name] else { return nil }
            let background = spec.background?.resolved(in: theme)
            var box: Double, glyph: Double, color: Fill
            switch place {
            case .content:
                box = background != nil ? theme[.iconSquareSize] : theme[.symbolImageSize]
                glyph = background != nil ? theme[.iconSquareGlyphSize] : theme[.symbolGlyphSize]
                // A sidebar's symbols are the sidebar's tint (render 01).
                color = .solid(background != nil ? theme[.iconGlyph] : isSidebar ? theme[.sidebarSymbol] : theme[.symbol])
            case let .tab(iconSize, tint):
                box = iconSize; glyph = iconSize; color = tint
            case let .barButton(size, tint):
                box = size; glyph = size; color = .solid(tint)
            }
            if let size = spec.size {
                glyph *= size / box
                box = size
            }
            if let c = spec.color { color = .solid(c.resolved(in: theme)) }
            let radius = background != nil ? theme[.iconSquareCornerRadius] * box / theme[.iconSquareSize] : 0
            let continuous: Bool
            switch theme.looks.iconSquare {
            case .circular: continuous = false
            case .continuous: continuous = true
            }
            let drawing = SymbolDrawing(symbol: loaded, color: color, glyphSize: glyph,
                                        strokeWidth: spec.weight.strokeFraction * glyph, background: background,
                                        cornerRadius: radius, continuousCorners: continuous)
            return .symbol(drawing, Size(width: box, height: box))
        }
    }
}
