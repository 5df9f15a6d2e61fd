import TableMockScene

/// A row swiped open: one model for the two spec keys. `swipeActions` with `swiped` shows
/// that side's actions; `deleteConfirmation` is the era's default for a trailing Delete
/// action (`swipeActions: {trailing: [{title: Delete, style: destructive}]}`), drawn as the
/// era's Delete button. Both become `SwipeButton`s here. They sit at the swiped edge behind
/// the row's content, which slides aside by their width (`swipeActionParts`); only the era's
/// Delete button of iPhone OS 2 to iOS 6 (a rounded button inside the row) and any era's
/// while the table is editing stay in the row, as its first trailing part. Sizes and colours
/// are the theme's `swipeAction…` and `deleteButton…` keys.
extension CellLayout {
    /// What a row shows swiped open.
    enum Swipe {
        /// Its swipe actions of `side`, outermost first.
        case actions(SwipeSide, [SwipeAction])
        /// Its Delete confirmation: one trailing Delete action with this title, in the era's look.
        case deleteConfirmation(String)

        /// The row's swipe, if it shows one (swipe actions only while the table is not editing).
        init?(_ row: RowSpec, editing: Bool) {
            if let title = row.deleteConfirmation {
                self = .deleteConfirmation(title)
            } else if !editing, let side = row.swiped, let actions = row.swipeActions?[side], !actions.isEmpty {
                self = .actions(side, actions)
            } else {
                return nil
            }
        }

        var side: SwipeSide {
            switch self {
            case .actions(let side, _): side
            case .deleteConfirmation: .trailing
            }
        }
    }

    /// One button of a row swiped open.
    struct SwipeButton {
        /// `swipeAction`, or `deleteButton` for the era's Delete confirmation.
        var kind: PartKind
        var title: String?
        var role: TextRole
        var image: PlacedImage?
        var imageSize: Size
        var fill: Fill
        var cornerRadius: Double = 0
        /// Between the outermost button and the row's edge.
        var inset: Double = 0
        /// The era's Delete button cuts its title to its width less this padding each side,
        /// and draws it without the text style's shadow; nil for a swipe action.
        var titlePadding: Double? = nil
        /// The button's width: its content's plus the padding, at least the theme's minimum.
        var width: Double
        /// The width its content and padding need (an expanded button is wider).
        var natural: Double
    }

    /// The buttons of a swipe, outermost first.
    static func swipeButtons(_ swipe: Swipe, engine: TableLayoutEngine) -> [SwipeButton] {
        switch swipe {
        case .actions(_, let actions): actions.map { actionButton($0, engine: engine) }
        case .deleteConfirmation(let title): [deleteButton(title, engine: engine)]
        }
    }

    /// A swipe action's button. Text buttons (UITableViewRowAction) are their title's width
    /// plus the padding each side; from iOS 11 (contextualSwipeActions) an image sits over a
    /// smaller title, and a button is at least the theme's minimum wide.
    static func actionButton(_ action: SwipeAction, engine: TableLayoutEngine) -> SwipeButton {
        let theme = engine.theme
        let contextual = theme[.contextualSwipeActions]
        let role: TextRole = contextual && action.image != nil ? .swipeActionUnderImage : .swipeAction
        // A template in the title's colour (UIContextualAction's white): a file at its size,
        // at most the theme's; a symbol in a box of the theme's size.
        let most = theme[.swipeActionImageSize]
        var image = contextual ? engine.placedImage(action.image, place: .barButton(size: most, tint: engine.style(role).color)) : nil
        var size = image?.size ?? Size(width: 0, height: 0)
        let longest = max(size.width, size.height)
        if longest > most, let placed = image {
            size = Size(width: size.width * most / longest, height: size.height * most / longest)
            image = placed.resized(to: size)
        }
        let titleWidth = action.title.map { engine.fitter.width($0, engine.style(role).font) } ?? 0
        let natural = max(titleWidth, size.width) + 2 * theme[.swipeActionPadding]
        let fill = action.color.map { $0.resolved(in: theme) }
            ?? (action.style == .destructive ? theme[.swipeActionDestructive] : theme[.swipeActionNormal])
        return SwipeButton(kind: .swipeAction, title: action.title, role: role, image: image, imageSize: size, fill: .solid(fill),
                           width: max(natural, theme[.swipeActionMinWidth]), natural: natural)
    }

    /// The era's Delete button: its title's width plus the theme's padding each side; a
    /// full-height button from iOS 7, a rounded, glossy one before (`deleteButtonHeight`).
    static func deleteButton(_ title: String, engine: TableLayoutEngine) -> SwipeButton {
        let theme = engine.theme
        let padding = theme[.deleteButtonPadding]
        let width = engine.fitter.width(title, engine.style(.deleteButton).font) + 2 * padding
        return SwipeButton(kind: .deleteButton, title: title, role: .deleteButton, image: nil, imageSize: Size(width: 0, height: 0),
                           fill: .gradient(theme[.deleteButton], theme[.deleteButtonBottom]), cornerRadius: theme[.deleteButtonCornerRadius],
                           inset: theme[.deleteButtonTrailingInset], titlePadding: padding, width: width, natural: width)
    }

    /// Whether a swipe's buttons stay inside the row instead of sliding its content aside:
    /// the era's Delete button of iPhone OS 2 to iOS 6, and any era's while editing.
    static func staysInRow(_ swipe: Swipe, engine: TableLayoutEngine) -> Bool {
        guard case .deleteConfirmation = swipe else { return false }
        return engine.spec.table.editing || engine.theme[.deleteButtonHeight] > 0
    }

    /// A Delete button that stays in the row, as its first trailing part (placed and given
    /// its title with the accessories, `items`).
    static func inRowButton(_ button: SwipeButton, rowHeight: Double, engine: TableLayoutEngine) -> Trailing {
        let theme = engine.theme
        let height = theme[.deleteButtonHeight] > 0 ? theme[.deleteButtonHeight] : rowHeight
        return Trailing(kind: button.kind, size: Size(width: button.width, height: height), inset: button.inset, text: button.title,
                        fill: button.fill, cornerRadius: button.cornerRadius)
    }

    /// The swipe buttons' parts: full-height buttons from the swiped edge inwards, the
    /// outermost at the edge; an expanded button keeps its title by the content's edge.
    func swipeActionParts(y: Double) -> [LayoutPart] {
        guard let side = swipeSide, !swipeButtons.isEmpty else { return [] }
        let theme = engine.theme
        var parts: [LayoutPart] = []
        var edge = side == .trailing ? rowMaxX : rowMinX
        // iOS 26: separate rounded buttons, apart and inside the row (0 before).
        let spacing: Double
        switch theme.looks.swipeActions {
        case .ios26: spacing = theme[.swipeActionSpacing]
        case .none, .ios7: spacing = 0
        }
        for var button in swipeButtons {
            let x = side == .trailing ? edge - spacing - button.inset - button.width : edge + spacing + button.inset
            edge = side == .trailing ? x : x + button.width
            let f = Rect(x: x, y: y + spacing, width: button.width, height: max(height - 2 * spacing, 1))
            if spacing > 0 { button.cornerRadius = min(theme[.swipeActionCornerRadius], f.height / 2) }
            // Where the title and image sit: the whole button, or by the content's edge when expanded.
            let box = row.expanded
                ? Rect(x: side == .trailing ? f.minX : f.maxX - button.natural, y: f.minY, width: button.natural, height: f.height)
                : f
            let st = engine.style(button.role)
            let m = engine.ctx.measurer.metrics(of: st.font)
            let gap = button.image != nil && button.title != nil ? theme[.swipeActionImageTitleGap] : 0
            let block = (button.image != nil ? button.imageSize.height : 0) + gap + (button.title != nil ? m.lineHeight : 0)
            let top = box.midY - block / 2
            var part = LayoutPart(kind: button.kind, frame: f, fill: button.fill, cornerRadius: button.cornerRadius)
            if let title = button.title {
                // The era's Delete button cuts a long title to fit; an action's is whole.
                let cut = button.titlePadding.map { engine.fitter.truncate(title, font: st.font, width: max(f.width - 2 * $0, 0)) }
                    ?? (text: title, truncated: false)
                let w = engine.fitter.width(cut.text, st.font)
                let lineTop = top + (button.image != nil ? button.imageSize.height + gap : 0)
                let shadow = button.titlePadding == nil ? st.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil } : nil
                part.text = TextBlock(lines: [.init(text: cut.text, origin: Point(x: box.midX - w / 2, y: lineTop + m.ascent))],
                                      font: st.font, color: st.color, truncated: cut.truncated, shadow: shadow)
            }
            parts.append(part)
            if let image = button.image {
                let s = button.imageSize
                let frame = Rect(x: engine.snap(box.midX - s.width / 2), y: engine.snap(top), width: s.width, height: s.height)
                // The image is a template, drawn in the title's colour (UIContextualAction's white).
                parts.append(image.part(kind: .swipeActionImage, frame: frame, tint: .solid(st.color)))
            }
        }
        return parts
    }
}
