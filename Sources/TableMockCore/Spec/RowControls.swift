import TableMockScene

// Swipe actions, text fields, sliders, steppers and tinted titles inside rows (issue 25).

/// The side a row is swiped open on: `trailing` (swiped towards the leading edge, its
/// actions at the trailing edge, as Mail's More / Flag / Trash) or `leading`.
public enum SwipeSide: String, Sendable, CaseIterable, Codable { case trailing, leading }

/// UITableViewRowAction's and UIContextualAction's styles: `destructive` is red.
public enum SwipeActionStyle: String, Sendable, CaseIterable, Codable { case normal, destructive }

/// One button of a row swiped open.
public struct SwipeAction: Sendable, Equatable {
    public var title: String? = nil
    public var style: SwipeActionStyle = .normal
    /// The button's background; default: the theme's for the style (grey or red).
    public var color: ColorReference? = nil
    /// An image over the title (iOS 11 and later): a file relative to the spec, or a symbol.
    public var image: ImageReference? = nil
    public init(title: String? = nil, style: SwipeActionStyle = .normal, color: ColorReference? = nil, image: ImageReference? = nil) {
        self.title = title; self.style = style; self.color = color; self.image = image
    }
}

/// A row's swipe actions on each side, the first of each list outermost (UIKit's order:
/// the first action is at the row's edge and is the one a full swipe performs).
public struct SwipeActions: Sendable, Equatable {
    public var trailing: [SwipeAction] = []
    public var leading: [SwipeAction] = []
    public init(trailing: [SwipeAction] = [], leading: [SwipeAction] = []) { self.trailing = trailing; self.leading = leading }
    public subscript(side: SwipeSide) -> [SwipeAction] { side == .trailing ? trailing : leading }
}

/// A UITextField in the cell: beside the title (a form row), or across the content.
public struct TextFieldSpec: Sendable, Equatable {
    public var placeholder: String? = nil
    public var text: String? = nil
    /// `secureTextEntry`: the text is drawn as bullets.
    public var secure: Bool = false
    public init(placeholder: String? = nil, text: String? = nil, secure: Bool = false) {
        self.placeholder = placeholder; self.text = text; self.secure = secure
    }
}

/// A UISlider filling the content, after the title and before the detail.
public struct SliderSpec: Sendable, Equatable {
    /// 0 (the minimum, at the leading end) to 1.
    public var value: Double = 0.5
    /// Images at the slider's ends (UISlider's minimumValueImage and maximumValueImage).
    public var minimumImage: ImageReference? = nil
    public var maximumImage: ImageReference? = nil
    public init(value: Double = 0.5, minimumImage: ImageReference? = nil, maximumImage: ImageReference? = nil) {
        self.value = value; self.minimumImage = minimumImage; self.maximumImage = maximumImage
    }
}

/// The colour of a row's title: a role the theme resolves per era and appearance, or a
/// colour of the spec's own.
public enum RowTitleColor: Sendable, Equatable {
    /// Red, as a "Sign Out" or "Delete Account" row.
    case destructive
    /// The tint (blue), as an "Add Account…" row.
    case tint
    /// The secondary label colour (grey).
    case secondary
    /// `#RRGGBB` or a theme colour's name (`systemOrange`, `label`).
    case color(ColorReference)

    public static let names = ["destructive", "tint", "secondary"]
}
