/// The names a theme file gives its values. Every colour, metric and text style the layout
/// and painter use is one of these; a resolved theme has a value for each, so nothing in
/// layout or painting is optional or hard-coded.

public enum ColorRole: String, CaseIterable, Sendable, Codable {
    case plainBackground, groupedBackground
    case cellBackground, groupedCellBackground
    case separator, groupBorder
    case label, secondaryLabel, subtitleDetail, value2Title, value2Detail
    case tint, disclosureIndicator, checkmark, detailButton
    case plainHeaderBackground, plainHeaderText, groupedHeaderText, groupedFooterText, tableHeaderText
    case highlightedBackground, selectedBackground
    case switchOnTrack, switchOffTrack, switchOffBorder, switchKnob, switchKnobShadow, switchKnobBorder
    case deleteControl, insertControl, editingControlGlyph, deleteButton, deleteButtonText
    case reorderControl, indexText, activityIndicator, loadingText, accessoryText
    // Era details: pinstripes, gradient bars and highlights, etched groups, glossy controls
    case groupedBackgroundStripe, groupEtch
    /// Inside an outlined (iPhone OS 2 to iOS 6) group: the separators, the light line
    /// under each of them and the line just inside the group's top border (iOS 5's etch).
    case groupSeparator, separatorEtch, groupTopEtch
    case plainHeaderBackgroundBottom, plainHeaderTopLine, plainHeaderBottomLine
    /// A line just above a plain header bar, over the last separator of the section before
    /// (iPhone OS 3's dark edge, classic render 02).
    case plainHeaderEdgeLine
    case highlightedBackgroundBottom, highlightedText
    case switchOnTrackBottom, switchOnText, switchOffText
    case detailDisclosureFill, detailDisclosureRim, detailDisclosureChevron
    case deleteButtonBottom, textShadowLight, textShadowDark
    // The screen around the table: status bar, bars and their buttons, tab bar, home indicator
    case statusBarBackground, statusBarBackgroundBottom, statusBarBottomLine, statusBarForeground, statusBarBatteryCharging
    /// The status bar over a navigation bar (iOS 6 tinted it to the bar).
    case statusBarOverBarBackground, statusBarOverBarBackgroundBottom, statusBarOverBarBottomLine, statusBarOverBarForeground
    case barBackground, barBackgroundBottom, barGlossUpperEnd, barGlossLowerStart, barTopLine, barBottomLine, barShadow
    /// A translucent bar's material where it cannot be blurred (PDF, SVG): a veil under the
    /// bar's own colour that makes the bar as opaque as UIKit's unblurred fallback.
    case barMaterialFallbackTint
    case barButtonFill, barButtonGlossEnd, barButtonFillBottom, barButtonBorder, barButtonHighlight
    case doneButtonFill, doneButtonGlossEnd, doneButtonFillBottom, backIndicator
    case barTitle, barButtonText, barPromptText, largeTitleText
    case tabBarBackground, tabBarGlossEnd, tabBarBackgroundBottom, tabBarTopLine
    case tabBarSelection, tabBarItem, tabBarItemSelected, tabBarItemSelectedBottom, tabBarSelectedTitle
    case badgeBackground, badgeText, badgeBorder, homeIndicator
    // Multiple selection while editing
    case selectionCircleRing, selectionCircleFill, selectionCircleCheck
    // Swipe actions, text fields, steppers, sliders and tinted titles in rows
    case swipeActionNormal, swipeActionDestructive, swipeActionText
    case destructiveText, placeholderText
    case stepperFill, stepperFillBottom, stepperBorder, stepperDivider, stepperGlyph, stepperGlyphDisabled
    case sliderMinimumTrack, sliderMinimumTrackBottom, sliderMaximumTrack, sliderMaximumTrackBorder
    case sliderThumb, sliderThumbTop, sliderThumbBorder, sliderThumbShadow
    // Named system colours a spec may use (`"background": "systemBlue"`), per era and appearance
    case systemBlue, systemGreen, systemRed, systemOrange, systemYellow, systemPink, systemPurple, systemIndigo, systemTeal
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// A symbol in a row or header without a colour of its own (UIKit tints template images).
    case symbol
    /// A symbol's glyph on its Settings-style background square.
    case iconGlyph
    /// A row's count pill (`badge`) and its text; Mail's unread dot.
    case rowBadgeBackground, rowBadgeText, unreadDot
    // Search bars: the bar (a gradient to iOS 6), its edge lines, the field and its contents
    case searchBarBackground, searchBarBackgroundBottom, searchBarBorder
    /// The field of UISearchController's bar in the navigation bar (iOS 11: a grey fill on the bar; a table header's is white).
    case navigationSearchFieldBackground
    case searchFieldBackground, searchFieldBorder, searchFieldPlaceholder, searchFieldIcon, searchCaret
    // Segmented controls: the track (a gradient to iOS 6), its outline, the selected segment
    // (a gradient to iOS 6, the thumb from iOS 13), dividers, titles; in bars to iOS 6 the
    // control takes the bar button's colours and these for its selected segment
    case segmentedBackground, segmentedBackgroundBottom, segmentedBorder, segmentedSelected, segmentedSelectedBottom
    case segmentedDivider, segmentedThumbShadow, segmentedBarSelected, segmentedBarSelectedBottom
    /// An empty state's image (the magnifier of "No Results", or the spec's image's shape).
    case emptyStateImage
    // Alerts and action sheets (OverlayLooks.swift): the dimmed screen, the panel (a gradient
    // and a rim to iOS 6), its dividers, the classic gradient buttons, text fields
    case overlayDimming, alertBackground, alertBackgroundBottom, alertBorder, alertGloss, alertMaterialFallbackTint, alertSeparator
    case alertButtonFill, alertButtonFillBottom, alertButtonBorder, alertCancelFill, alertCancelFillBottom
    case alertDestructiveFill, alertDestructiveFillBottom, alertDestructiveText, alertFieldBackground, alertFieldBorder
    case actionSheetBackground, actionSheetBackgroundBottom
    // Context menus: the veil over the blurred screen, the menu's material, its lines, items and the lifted row's card
    case menuDimming, menuBackground, menuMaterialFallbackTint, menuSeparator, menuGroupSeparator, menuDestructive
    case menuDisabled, menuIcon, menuShadow, menuPreviewBackground
    // The keyboard, light and dark (UIKeyboardAppearance): its background, letter keys, special keys, the action key
    case keyboardBackground, keyboardBackgroundBottom, keyFill, keyFillBottom, keyShadow, keySpecialFill, keySpecialFillBottom
    case keyText, keySpecialText, keyActionFill, keyActionFillBottom, keyActionText, predictiveDivider
    case keyboardDarkBackground, keyboardDarkBackgroundBottom, keyDarkFill, keyDarkFillBottom, keyDarkShadow
    case keyDarkSpecialFill, keyDarkSpecialFillBottom, keyDarkText, predictiveDarkDivider
    // Pickers in a row (`picker`): the wheel's drum, its classic frame and edge shading, the
    // selection (iOS 7's hairlines, iOS 14's band, the classic glass bar), the compact date
    // button's fill, the inline calendar's selected day
    case pickerBackground, pickerFrame, pickerFrameBottom, pickerShade, pickerDivider, pickerSelectionLine
    case pickerSelectionFill, pickerSelectionFillBottom, pickerSelectionBorder, dateButtonFill, calendarSelection
    // Composed rows (`layout: mail|messages|appStore|contact`): a monogram avatar's disc (a
    // gradient) and letters, a row button's fill, outline and title, the trailing time
    case avatarBackground, avatarBackgroundBottom, avatarText, rowButtonBackground, rowButtonBorder, rowButtonText, rowTime
    // The timeline layout (NetNewsWire): its selection's rounded fill and the text on it, the
    // separator over each row, a summary shown without a title
    case timelineSelectedBackground, timelineSelectedText, timelineSeparator, timelineUntitledSummary, timelineStar
    // Liquid Glass (iOS 26): the material's tint over its blur, its rim (light where light
    // catches it, shade between), its shadow, what SVG and PDF fill it with; the labels on
    // it, the tab bar's selected pill and tabs, the bottom search field's placeholder
    case glassTint, glassRimLight, glassRimShade, glassShadow, glassFallbackTint, glassLabel
    case glassSelectedPill, glassTabItem, glassTabItemSelected, glassPlaceholder
    // iPad: split views and sheets
    /// The line between two columns of a split view.
    case splitDivider
    /// The floating sidebar panel (iOS 26), its rim and its shadow.
    case splitSidebarPanel, splitSidebarRim, splitSidebarShadow
    /// The floating sidebar's toolbar glyphs (iOS 26).
    case splitSidebarToolbarItem
    /// Over the secondary column under a primary shown over it (`oneOverSecondary`).
    case splitDimming
    /// Over the screen under a form or page sheet; the sheet's grabber.
    case sheetDimming, sheetGrabber
    /// Around the scaled-back screen under an iPhone's page sheet (iOS 13 and later), and
    /// the status bar's colour over it.
    case sheetBackdrop, sheetStatusBarForeground
    // UICollectionView lists (iOS 14+): the sidebar's background, its selection (focused:
    // the tint with white text; unfocused: grey) and tap highlight, its symbols and headers;
    // the outline disclosure chevrons of collapsible headers and of rows with children
    case sidebarBackground, sidebarSelectedBackground, sidebarSelectedText
    case sidebarUnfocusedSelectedBackground, sidebarUnfocusedSelectedText, sidebarHighlightedBackground
    case sidebarSymbol, headerDisclosure, outlineDisclosure
    /// A sidebar section header's title (iPadOS 14: label; iPadOS 26: tertiaryLabel).
    case sidebarHeaderText
}

extension ColorRole {
    /// The named system colours, in UIKit's order, for messages and the docs.
    public static let systemColors: [ColorRole] = [
        .systemBlue, .systemGreen, .systemRed, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemIndigo,
        .systemTeal, .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
    ]
}

extension ColorRole {
    /// Text colours and the backgrounds they are drawn on. With `appearance: dark` each needs
    /// a dark value of its own (a `{"light", "dark"}` pair, or the name of a role that has
    /// one): a theme that darkened only the label would otherwise draw white text on the
    /// light backgrounds it kept. A plain `#hex` counts as light only; a colour meant for both
    /// appearances says so with the same value twice.
    public static let neededForDark: [ColorRole] = [
        .plainBackground, .groupedBackground, .cellBackground, .groupedCellBackground,
        .plainHeaderBackground, .plainHeaderBackgroundBottom, .highlightedBackground, .highlightedBackgroundBottom,
        .selectedBackground,
        .label, .secondaryLabel, .subtitleDetail, .value2Detail, .plainHeaderText, .groupedHeaderText,
        .groupedFooterText, .tableHeaderText, .accessoryText, .loadingText,
    ]
}

public enum Metric: String, CaseIterable, Sendable, Codable {
    // Rows and margins
    case rowHeight, layoutMargin, layoutMarginWide, wideMarginMinWidth
    /// The readable content guide's widest (UIView.readableContentGuide: 672 pt at the default
    /// text size, scaled with Dynamic Type's body style): cells following the readable width
    /// keep their content inside it.
    case readableWidth
    /// Images narrower than this are centred in a column this wide, text after it (0: none).
    case imageColumnWidth
    case imageTextGap, subtitleGap, value1MinGap, value2TitleWidth, value2Gap
    /// A subtitle row with its detail is at least this tall (0: as other rows; iOS 15's Form: 46.5).
    case subtitleRowHeight
    /// Points a row's centred labels sit below the centre of their line box (the classic
    /// themes: Nimbus Sans' box centred puts the ink higher than UIKit's Helvetica).
    case cellLabelOffset
    /// The era's system font's ascender over its size (San Francisco 0.9521484375): centred
    /// labels put their baseline where it would, with the Dynamic Type `lineHeight`; 0: the
    /// stand-in font's own line box.
    case systemFontAscent
    case accessoryTextGap, accessoryViewTextGap, indentationWidth
    // Separators
    case separatorThicknessPixels
    /// Row separators' thickness in points (iOS 26: 1 pt, 3 px at 3x); 0: `separatorThicknessPixels` device pixels.
    case separatorThickness
    // Plain headers and footers
    case plainHeaderHeight, plainHeaderTextInset
    /// Space above each plain section header (iOS 15's `sectionHeaderTopPadding`).
    case plainHeaderTopPadding
    // Grouped headers and footers
    case groupedHeaderHeightFirst, groupedHeaderHeight
    case groupedHeaderEmptyHeightFirst, groupedHeaderEmptyHeight, groupedFooterEmptyHeight
    case groupedHeaderBaselineFromBottom, groupedFooterTopPadding, groupedFooterBottomPadding
    case insetGroupedMargin, insetGroupedCornerRadius
    // Table header and footer
    case tableHeaderPadding
    // Accessories
    case disclosureWidth, disclosureHeight, disclosureStrokeWidth, disclosureTrailingInset
    case checkmarkWidth, checkmarkHeight, checkmarkStrokeWidth, checkmarkTrailingInset
    case detailButtonDiameter, detailButtonStrokeWidth, detailButtonTrailingInset, detailDisclosureGap, detailDisclosureRimWidth
    case switchWidth, switchHeight, switchBorderWidth, switchKnobInset, switchTrailingInset
    case accessoryTextTrailingInset
    /// A row's trailing text (`accessory: {text}`) this far below the row's middle (`offset`;
    /// 0: centred, UIKit's; NetNewsWire pins its count label half a point lower).
    case accessoryTextOffset
    // Editing
    case editingControlDiameter, editingControlLeading, editingContentShift
    case editingGlyphLength, editingGlyphThickness
    case reorderGripWidth, reorderBarThickness, reorderBarSpacing, reorderTrailingInset
    case deleteButtonPadding, selectionCircleDiameter, selectionCircleLeading, selectionCircleRingWidth
    // Section index
    case indexWidth, indexLinePitch, indexEntryPadding
    // Loading and refreshing
    case activityIndicatorSize, activityIndicatorLineWidth, activityIndicatorSpokes, loadingGap, refreshControlHeight
    // Grouped sections' shape (0: the flat, full-width iOS 7 groups), pinstripes, the
    // classic switch's wider knob, the Delete confirmation button (height 0: the full row)
    case groupedMargin, groupedCornerRadius
    case groupedBackgroundStripePeriod, groupedBackgroundStripeWidth
    case switchKnobExtraWidth
    case deleteButtonHeight, deleteButtonCornerRadius, deleteButtonTrailingInset
    // Status bar (its height is the device's)
    /// The gap after the carrier's name (before the Wi-Fi fan).
    case statusBarCarrierGap
    case statusBarSideInset, statusBarTrailingInset, statusBarItemGap, statusBarBaseline, statusBarTallBaselineBelowCenter, statusBarTallTimeCenterX
    case statusBarSignalCount, statusBarSignalWidth, statusBarSignalHeight
    case statusBarTallSignalCount, statusBarTallSignalWidth, statusBarTallSignalHeight
    case statusBarWifiWidth, statusBarWifiHeight, statusBarBatteryWidth, statusBarBatteryHeight
    /// The charging bolt beside the battery on a 20-pt bar (iOS 7 to 10 draw it after the
    /// battery's nub); a width of 0 draws it inside the battery, as iPhone OS and every notch
    /// bar do.
    case statusBarBoltWidth, statusBarBoltHeight, statusBarBoltGap
    /// The battery outline's width (its fill sits as far again inside it).
    case statusBarBatteryLineWidth
    /// The Bluetooth rune before the battery's percentage on a 20-pt bar (`bluetooth: true`).
    case statusBarBluetoothWidth, statusBarBluetoothHeight, statusBarBluetoothGap
    /// From the battery percentage's advance box to the battery.
    case statusBarBatteryPercentGap
    // Navigation bar, toolbar and their buttons
    case navigationBarHeight, navigationBarLargeTitleHeight, navigationBarPromptHeight
    case navigationBarCompactHeight, toolbarCompactHeight, tabBarCompactHeight
    case navigationBarTitleBaseline, navigationBarLargeTitleBaseline, navigationBarPromptBaseline
    /// iOS 26's subtitle (UINavigationItem.subtitle): under an inline title, the title's and the
    /// subtitle's baselines below the bar's top (the two lines share the bar); under a large
    /// title, the large title's baseline below the bar (it moves up), and the subtitle's
    /// baseline below the large title's, and how much taller the large title's area grows.
    case navigationBarSubtitleTitleBaseline, navigationBarSubtitleBaseline
    case navigationBarLargeTitleSubtitleBaseline, navigationBarLargeSubtitleGap, navigationBarLargeSubtitleHeight
    case barLineWidth, barShadowHeight, barItemInset, barItemGap
    /// The material of translucent bars (iOS 7 and later) over content that runs under them:
    /// the blur's standard deviation in points (0: opaque bars, no material) and the factor
    /// its saturation is multiplied by. The bar's own colour is the tint over it.
    case barMaterialBlurRadius, barMaterialSaturation
    case barButtonHeight, barButtonPadding, barButtonCornerRadius, barButtonBaseline, barButtonBorderWidth
    /// The box of an image bar button item (a symbol such as `square.and.pencil`).
    case barButtonImageSize
    case backButtonInset, backButtonArrowWidth, backChevronWidth, backChevronHeight, backChevronStrokeWidth, backButtonTextGap
    case toolbarHeight
    // Tab bar and badge
    case tabBarHeight, tabBarIconSize, tabBarIconTop, tabBarTitleBaseline, tabBarSelectionInset, tabBarSelectionCornerRadius
    case badgeHeight, badgePadding, badgeOffsetX, badgeTop, badgeBorderWidth
    // Home indicator
    case homeIndicatorWidth, homeIndicatorHeight, homeIndicatorBottom
    // Swipe actions (their look is `SwipeActionsLook`)
    case swipeActionPadding, swipeActionMinWidth, swipeActionImageSize, swipeActionImageTitleGap
    /// iOS 26's rounded swipe buttons (`SwipeActionsLook.ios26`): their corner radius (at most half their height) and the space between them and round them.
    case swipeActionCornerRadius, swipeActionSpacing
    // Controls in rows: the text field after the title; the stepper and the slider (their
    // looks are `StepperLook` and `SliderLook`)
    case textFieldGap
    case stepperWidth, stepperHeight, stepperCornerRadius, stepperBorderWidth, stepperGlyphLength, stepperGlyphThickness
    case stepperDividerWidth, stepperDividerInset
    case sliderTrackHeight, sliderThumbDiameter, sliderGap, sliderImageGap, sliderTrackBorderWidth
    /// Between the slider and its value (the detail); the track's ends inside the slider's frame.
    case sliderDetailGap, sliderTrackInset, sliderThumbBorderWidth
    /// The capsule thumb's width (`SliderLook.ios26`; the round thumbs are `sliderThumbDiameter` both ways).
    case sliderThumbWidth
    // Symbols: the box and glyph of a symbol in a row, the Settings-style icon square
    case symbolImageSize, symbolGlyphSize, iconSquareSize, iconSquareCornerRadius, iconSquareGlyphSize
    // A row's count pill and Mail's unread dot
    case rowBadgeHeight, rowBadgePadding, rowBadgeGap, unreadDotDiameter, unreadDotCenterX
    // Search bars (as the table header; in the navigation bar from iOS 11)
    case searchBarHeight, searchFieldHeight, searchFieldInset, searchFieldCornerRadius, searchFieldBorderWidth
    /// Points the field's text sits above its line box centred in the field, negative below
    /// (Inter's box is not San Francisco's: render 03 puts the placeholder 0.67 pt higher,
    /// render 07 0.67 pt lower).
    case searchFieldTextRaise
    case searchIconSize, searchIconLeading, searchIconTextGap, searchCaretWidth
    case searchCancelGap, searchCancelTrailingInset, searchScopeBarGap, searchScopeBarBottom, scopeBarHeight
    /// The navigation bar's search area (its capability is the flag `navigationBarSearchController`).
    case navigationSearchBarHeight, navigationSearchFieldTop
    // Segmented controls (their look is `SegmentedLook`)
    case segmentedHeight, segmentedBarHeight, segmentedCornerRadius, segmentedBorderWidth
    case segmentedThumbInset, segmentedThumbCornerRadius, segmentedSegmentPadding, segmentedHeaderInset
    // Empty states
    case emptyStateImageSize, emptyStateImageGap, emptyStateTextGap, emptyStateMaxWidth
    // Composed rows: the avatar and artwork sizes, the gaps, the unread gutter, the row
    // button, the time's chevron
    case avatarSize, artworkSize, artworkCornerRadius, composedImageTextGap, composedVerticalPadding, composedLineGap
    case unreadGutter, rowButtonHeight, rowButtonMinWidth, rowButtonPadding, rowButtonBorderWidth, rowButtonCornerRadius
    case timeChevronHeight, timeChevronGap, composedRowHeight
    // The timeline layout (NetNewsWire 7's cell): the unread dot and the favicon, placed from
    // the row's top-leading corner; the text's trailing inset; the baselines (the first from
    // the row's top, then `timelineLineHeight` apart, the footer's `timelineFooterGap` under
    // the last, the row's end `timelineBottomPadding` under the footer's); the lines the title
    // and summary share; the selection's inset (iPhone, iPad) and radius; the separator
    case timelineDotDiameter, timelineDotCenterX, timelineDotCenterY, timelineIconSize, timelineIconX, timelineIconTop
    case timelineIconCornerRadius, timelineIconTextGap, timelineTrailingInset, timelineFirstBaseline, timelineLineHeight
    case timelineFooterGap, timelineBottomPadding, timelineTextLines
    case timelineSelectionInset, timelineSelectionInsetPad, timelineSelectionCornerRadius, timelineSeparatorThickness
    /// The star of a read, starred article (`starred`), centred where the dot is.
    case timelineStarSize
    /// The section index's magnifier (UITableViewIndexSearch).
    case indexSearchIconSize
    /// The section index when its entries do not fit at `indexLinePitch`: they close up to
    /// this pitch (filling the table's height less `indexVerticalInset` at each end) before
    /// every other one becomes a dot; equal to the pitch, they never close up.
    case indexMinimumLinePitch, indexVerticalInset
    /// The index strip's distance from the right edge; its letters' drop below their line
    /// box centred in the slot (a font's cap placement, `offset`).
    case indexTrailingInset, indexTextDrop
    /// How far a plain header bar's text sits below its line box centred in the bar (a
    /// font's cap placement, `offset`).
    case plainHeaderTextDrop
    /// Where a subtitle row's text starts after its image, from where a one-line row's does
    /// (SwiftUI's two-line stack, `offset`).
    case subtitleImageTextOffset
    /// The switch knob's shadow as a gaussian: its standard deviation (0: the fixed rings
    /// of iOS 7-14's painter) and how far down it is offset; drawn inside the track.
    case switchKnobShadowBlur, switchKnobShadowOffset
    // Alerts and action sheets, and the iPad's popover
    case alertWidth, alertCornerRadius, alertBorderWidth, alertContentInset, alertTitleTop, alertTitleMessageGap
    case alertMessageBottom, alertButtonHeight, alertButtonInset, alertButtonGap, alertButtonCornerRadius
    case alertFieldHeight, alertFieldGap, alertBlurRadius
    case actionSheetMargin, actionSheetMaxWidth, actionSheetButtonHeight, actionSheetButtonInset, actionSheetCancelGap
    case actionSheetCornerRadius, actionSheetHeaderPadding, popoverWidth, popoverArrowHeight, popoverCornerRadius
    // Context menus
    case menuWidth, menuItemHeight, menuCornerRadius, menuItemInset, menuIconSize, menuGroupSeparatorHeight
    case menuRowGap, menuScreenMargin, menuBlurRadius, menuPreviewHeight, menuTitleHeight
    // The keyboard (widths at a 320-pt screen; wider screens scale them)
    case keyboardHeight, keyboardPredictiveHeight, keyboardTopPadding, keyboardSideInset, keyHeight, keyGap, keyRowPitch
    case keyCornerRadius, keyShadowHeight, keyboardHomeRowExtra, keySpecialWidth, keyBottomSpecialWidth
    /// The iPad's keyboard: its keys' height and row pitch, the gap between keys, its side,
    /// top and bottom padding, its QuickType bar, and the narrowest screen that has the extra
    /// row of numbers (the 12.9-inch iPad Pro's layout; 0: no era's iPad had it).
    case padKeyHeight, padKeyRowPitch, padKeyGap, padKeyboardSideInset, padKeyboardTopPadding, padKeyboardBottomPadding
    case padKeyboardPredictiveHeight, padNumberRowMinWidth
    /// Pickers in a row: the wheel's height and row pitch, its drum's radius (rows further
    /// from the middle turn away: drawn smaller and fainter), the faintest row's opacity, the
    /// selection's height, corner radius and side inset, the classic frame's width and the
    /// dividers between its wheels; the compact date button's height, padding and corners;
    /// the calendar's header, weekday line and week pitch, its selected day's circle and the
    /// opacity of its fill, its padding and the month chevrons' size and spacing.
    case pickerHeight, pickerRowPitch, pickerDrumRadius, pickerFadeMinimum, pickerSelectionHeight
    case pickerSelectionCornerRadius, pickerSelectionInset, pickerFrameWidth, pickerDividerWidth
    case dateButtonHeight, dateButtonPadding, dateButtonCornerRadius
    case calendarHeaderHeight, calendarWeekdayHeight, calendarWeekPitch, calendarSelectionDiameter
    case calendarSelectionOpacity, calendarPadding, calendarChevronSize, calendarChevronGap
    /// Liquid Glass (iOS 26): the material's blur (a gaussian's standard deviation), its
    /// saturation (1 leaves it), rim width, and its shadow's reach and downward cast.
    case glassBlurRadius, glassSaturation, glassRimWidth, glassShadowRadius, glassShadowOffset
    /// A bar button capsule: its height, its top below the bar's top, the padding round a
    /// title, its distance from the screen's edge, the gap between two capsules and between
    /// two items on one capsule, and an image item's symbol size.
    case glassButtonHeight, glassButtonTop, glassButtonPadding, glassButtonEdgeInset, glassGroupGap, glassItemGap, glassImageSize
    /// The scroll edge under a glass navigation bar: how far past the bar's bottom the fade
    /// reaches, its blur, and how opaque the page's colour is over it at the top (0 to 1).
    case scrollEdgeExtent, scrollEdgeBlurRadius, scrollEdgeOpacity
    /// The floating tab bar: its capsule's height, side inset, gap to the screen's bottom,
    /// the selected pill's inset, the icon's size and top, the title's baseline, the gap to a
    /// search tab or accessory, and the accessory's (mini player's) height.
    case floatingTabBarHeight, floatingTabBarSideInset, floatingTabBarBottom, floatingTabBarPillInset
    case floatingTabBarIconSize, floatingTabBarIconTop, floatingTabBarTitleBaseline, floatingTabBarGap, tabAccessoryHeight
    /// The accessory's artwork (its size and corner radius), the padding inside it, and each
    /// trailing button's width.
    case tabAccessoryImageSize, tabAccessoryImageCornerRadius, tabAccessoryPadding, tabAccessoryButtonWidth
    /// Floating toolbar capsules and the bottom search field: their gap to the screen's
    /// bottom, the field's height.
    case floatingToolbarBottom, bottomSearchHeight
    // iPad: its bars, its status bar, split views and sheets
    /// The bars' heights on an iPad (they take the place of the phone's).
    case padNavigationBarHeight, padToolbarHeight, padTabBarHeight
    /// On an iPad, how far below the navigation bar's top its row of items and its title
    /// start (iPadOS 26: 8, the glass items 32-76 pt down under a 24-pt status bar); 0: at the top.
    case padNavigationBarContentTop
    /// An iPad's status bar from iOS 12: the clock's leading inset, the battery's trailing
    /// inset, the gap between the clock and the date, the baseline on a 24-pt bar.
    case statusBarPadLeadingInset, statusBarPadTrailingInset, statusBarDateGap, statusBarPadBaseline
    /// A split view's column widths (UIKit's automatic widths) and its divider.
    case splitPrimaryWidth, splitSupplementaryWidth, splitDividerWidth
    /// The floating sidebar (iOS 26): its inset from the screen's edges, its gap under the
    /// status bar, its corner radius and its shadow's blur and drop.
    case splitSidebarInset, splitSidebarTopGap, splitSidebarCornerRadius, splitSidebarShadowBlur, splitSidebarShadowOffset
    /// The floating sidebar's bar and toolbar items (iOS 26): bare glyphs, no glass capsule. The
    /// glyph's size; the bar items' centres from the panel's edge and from each other; the
    /// toolbar items' centres from the panel's sides and above its bottom.
    case splitSidebarItemImageSize, splitSidebarItemInset, splitSidebarItemPitch, splitSidebarToolbarInset, splitSidebarToolbarCentre
    /// A form sheet's size on an iPad; a page sheet's width and its top below the status bar.
    case sheetFormWidth, sheetFormHeight, sheetPageWidth, sheetPageTop
    /// The card's corner radius; its top below the status bar on an iPhone.
    case sheetCornerRadius, sheetPhoneTop
    /// On an iPhone, the screen under a page sheet scaled back to this fraction (1: not scaled)
    /// with these rounded corners, its top this far below the status bar.
    case sheetBehindScale, sheetBehindCornerRadius, sheetBehindTop
    /// The grabber: its size and its top in the card.
    case sheetGrabberWidth, sheetGrabberHeight, sheetGrabberTop
    // UICollectionView lists (iOS 14+): the sidebar's rows and headers; its selection's
    // inset from the column's sides and its radius; where a row's content starts inside
    // it, the symbol column and the gap to the text; the indentation of outline levels;
    // the outline disclosure chevron (its box, line, and distance from the row's edge)
    case sidebarRowHeight, sidebarHeaderHeight, sidebarHeaderHeightFirst, sidebarSelectionInset, sidebarSelectionCornerRadius
    case sidebarContentInset, sidebarImageColumnWidth, sidebarImageTextGap, sidebarIndentationWidth
    /// How far a sidebar header's text sits below its line box centred in the header (`offset`).
    case sidebarHeaderTextDrop
    /// A sidebar header title's baseline this far above the header's bottom (iPadOS 26); 0:
    /// its line box centred in the header, lowered by `sidebarHeaderTextDrop` (iPadOS 14).
    case sidebarHeaderBaselineFromBottom
    case outlineIndentationWidth, outlineDisclosureSize, outlineDisclosureStrokeWidth
    case outlineDisclosureTrailingInset, sidebarDisclosureTrailingInset, outlineDisclosureTextGap
    /// A self-sizing row's height (iOS 26's lists): the era's system font's line height at the
    /// row's title size (San Francisco's 17 pt: 20.29), rounded up to a device pixel, between
    /// vertical paddings of `selfSizingRowPadding`, the sum rounded up to a device pixel (51 pt
    /// at 3x, 52 at 1x); 0: the fixed `rowHeight`.
    case selfSizingRowLineHeight, selfSizingRowPadding
    /// The pitch of a grouped section footer's lines at the default text size (iOS 26: 14 pt
    /// for its 12-pt text); 0: the font's own line height.
    case groupedFooterLineHeight
    /// Added to `groupedHeaderEmptyHeightFirst` when a navigation bar stands over the list
    /// (iOS 26: 10, a first card without a header 45 pt under an inline bar, 35 with no bar);
    /// 0: the same gap with or without a bar.
    case groupedFirstGapUnderBar
    /// The width from which a plain UITableView (`host: uiKit`) takes `layoutMarginWide` (iOS 26:
    /// 400, the 402-pt iPhone 17 Pro's rows and separators 20 from each edge, AccessibilitySnapshot
    /// iOS 26.2); 0: `wideMarginMinWidth`, as every other table.
    case plainWideMarginMinWidth
    /// A plain UITableView's self-sizing one-line row (iOS 26): the system font's line height
    /// between vertical paddings of this, rounded up to a device pixel, plus the separator's
    /// thickness, which UIKit adds to a self-sized cell (52 + 1 = 53 pt at 3x, AccessibilitySnapshot
    /// iOS 26.2); 0: the row of every other table (`selfSizingRowPadding`).
    case plainSelfSizingRowPadding
    /// A SwiftUI List's two-line row (`table.host: swiftUI`) is a VStack of two Texts, not
    /// UIKit's subtitle cell: the space between their San Francisco line boxes (iOS 26: 1 pt,
    /// uikit-ios26 render 01); 0: drawn as UIKit's subtitle cell (`subtitleGap`).
    case swiftUITextStackSpacing
    /// How far below a Dynamic Island phone's status bar the safe area, the navigation bar and
    /// the content start (iOS 26: 5, the bar at 62 on the 402-pt iPhone 17 Pro under its 57-pt
    /// status bar: AccessibilitySnapshot iOS 26.2); 0: at the status bar's bottom.
    case dynamicIslandSafeAreaGap
}

/// Yes-or-no properties of an era (`true`/`false` in a theme file; older themes wrote 1 and
/// 0, still read). Capabilities among them gate features that came with a release by theme
/// data, never by a theme's name.
public enum ThemeFlag: String, CaseIterable, Sendable, Codable {
    /// A row's labels centre in its content view, the row less its separator (iOS 7 and later).
    case cellContentAboveSeparator
    /// Plain tables draw separators for empty rows below the last row (to iOS 14; not from iOS 15).
    case fillerSeparators
    /// A row's separator starts at its text, after the image; false: at the margin, under the image (SwiftUI's Form).
    case separatorInsetFollowsImage
    /// A row's separator starts where its text does (the layout margin); false: at the row's edge (iPhone OS 2 to iOS 6).
    case separatorInsetFollowsText
    /// A plain row's image sits at the row's edge (before iOS 7).
    case imageAtRowEdge
    /// The accessory's top is on the pixel above its centred place (the classic themes).
    case accessoryTopOnPixel
    /// A highlighted row's text turns white (the blue gradient highlight to iOS 6).
    case highlightInvertsText
    /// A grouped section's footer is centred (iPhone OS 2 to iOS 6).
    case groupedFooterCentered
    /// The status bar shows the battery's percentage.
    case statusBarShowsBatteryPercent
    /// A phone on its side hides the status bar (iOS 8 and later).
    case statusBarHiddenInLandscape
    /// Bar items are bordered buttons and the back button is pointed (to iOS 6); false: plain text and the chevron.
    case barButtonsBordered
    /// Bars have the glossy upper half of iPhone OS.
    case barGloss
    /// A large-title navigation bar has no backing at rest (iOS 13 and later).
    case largeTitleBarIsBare
    /// The search field's placeholder is centred until the field is active.
    case searchPlaceholderCentered
    /// A search without results shows iOS 17's UIContentUnavailableView.search (the magnifier,
    /// "No Results for “…”" and a hint); false: the era's plain "No Results".
    case emptyStateContentUnavailable
    /// Rows, separators and headers run on under the section index, full width (iPhone OS 2 to 4); false: they stop at its strip.
    case indexOverContent
    /// A capability of iOS 11: a search controller's field in the navigation bar (`navigationItem.searchController`).
    case navigationBarSearchController
    /// Inset-grouped cards have continuous ("squircle") corners, whose curve starts 1.53 radii from the corner (iOS 26); false: circular arcs.
    case continuousCorners
    /// Inset-grouped cards sit the layout margin from the screen's edges (16, 20 from 414 pt wide: iOS 26); false: `insetGroupedMargin`.
    case insetGroupedMarginIsLayoutMargin
    /// A SwiftUI List (`table.host: swiftUI`) stops row separators at the trailing margin, inset on both sides (iOS 26).
    case swiftUISeparatorTrailingInset
    /// A plain UITableView (`table.host: uiKit`) stops row separators at the trailing layout margin too, inset on both sides (iOS 26).
    case plainSeparatorTrailingInset
    /// In a plain UITableView the switch (the cell's accessoryView) ends at the trailing layout margin (iOS 26); false: `switchTrailingInset` from the row's edge.
    case plainSwitchAtLayoutMargin
    /// A SwiftUI List (`table.host: swiftUI`) centres a row's labels in the whole row, separator included (iOS 26).
    case swiftUILabelsCentredInRow
    /// A capability of iOS 11: contextual swipe actions (`UIContextualAction`: an image over the title, leading and trailing).
    case contextualSwipeActions
    /// UITableView.cellLayoutMarginsFollowReadableWidth's default: cells keep their content inside the readable width (UIKit's default in iOS 9 to 11; off in the built-in themes); a spec's `table.cellLayoutMarginsFollowReadableWidth` overrides it.
    case cellLayoutMarginsFollowReadableWidth
    /// Under a large title, a first section without a header starts where the title's area
    /// ends (iOS 26: the area holds the space above the first card); false: after
    /// `groupedHeaderEmptyHeightFirst`, as under any bar.
    case largeTitleHoldsFirstSpacing
    /// The separator between two rows is the lower row's top separator, in its first points
    /// (a list's `topSeparatorVisibility`, as NetNewsWire's feeds draw them); false: the upper
    /// row's bottom separator, in its last points (UIKit's default).
    case separatorsAtRowTop
}

public enum TextRole: String, CaseIterable, Sendable, Codable {
    case cellTitle, groupedCellTitle, subtitleTitle, subtitleDetail, value1Title, value1Detail, value2Title, value2Detail
    case plainHeader, plainFooter, groupedHeader, groupedFooter, tableHeader, tableFooter
    case accessoryText, deleteButton, loading, index, switchLabel
    case statusBarTime, statusBarTimeTall, statusBarText
    /// An iPad's clock and date at the leading edge of its status bar (iOS 12 and later).
    case statusBarPadTime
    case navigationTitle, largeTitle, navigationPrompt, barButton, barButtonDone
    /// iOS 26: the inline title over a subtitle, the subtitle under it, and the subtitle under a large title.
    case navigationTitleWithSubtitle, navigationSubtitle, largeTitleSubtitle
    case tabBarTitle, tabBarTitleSelected, badge
    case swipeAction, swipeActionUnderImage, textField
    case searchField, searchCancel, segmentTitle, segmentTitleSelected, emptyStateTitle, emptyStateText
    /// The text of a row's count pill.
    case rowBadge
    /// Alerts, action sheets, context menus and the keyboard's keys.
    case alertTitle, alertMessage, alertButton, alertButtonPreferred, alertField
    case actionSheetTitle, actionSheetMessage, actionSheetButton, actionSheetCancel
    case menuItem, menuTitle, keyLabel, keySpecialLabel, keyActionLabel, predictiveText
    /// A composed row's title, subtitle (Mail's subject), detail (the preview), time, button title and monogram.
    case composedTitle, composedSubtitle, composedDetail, rowTime, rowButton, avatarInitials
    /// The timeline layout's summary (body) and its footer line: the feed's name and the time (caption 1).
    case timelineSummary, timelineFooter
    /// Liquid Glass (iOS 26): a bar button's title on its capsule (and `done`'s), a floating
    /// tab's title, the tab accessory's title and subtitle, the bottom search field's text.
    case glassBarButton, glassBarButtonDone, floatingTabTitle, floatingTabTitleSelected
    case tabAccessoryTitle, tabAccessorySubtitle, bottomSearchField
    /// A sidebar's section header (iPadOS 14: bold title 2).
    case sidebarHeader
    /// Pickers: a wheel's row and its selected row, the compact date button's date, the
    /// calendar's month title, weekday initials, days and selected day.
    case pickerRow, pickerRowSelected, dateButton, calendarMonth, calendarWeekday, calendarDay, calendarDaySelected
}

/// The values a metric may take. Lengths are never negative, sizes that something is divided
/// by or drawn at are greater than zero, and counts are small whole numbers, so a theme file
/// cannot make the layout divide by zero or draw a 0.00001-pt stripe pattern.
public enum MetricDomain: Sendable, Equatable {
    /// A length in points, 0 or more.
    case length
    /// A size in points, greater than 0.
    case size
    /// A whole number in this range (a count of pixels, spokes or signal bars).
    case whole(ClosedRange<Int>)
    /// 0 for "none", else at least this many points (a pattern's period).
    case noneOrAtLeast(Double)
    /// A signed nudge in points, at most `maxOffset` either way (text placed to match a font).
    case offset

    public static let maxOffset: Double = 20
}

extension Metric {
    public var domain: MetricDomain {
        switch self {
        case .statusBarSignalCount, .statusBarTallSignalCount:
            return .whole(1...8)
        case .separatorThicknessPixels:
            return .whole(1...16)
        case .timelineTextLines:
            return .whole(1...12)
        case .activityIndicatorSpokes:
            return .whole(4...24)
        case .groupedBackgroundStripePeriod:
            return .noneOrAtLeast(1)
        case .searchFieldTextRaise, .indexTextDrop, .plainHeaderTextDrop, .subtitleImageTextOffset, .sidebarHeaderTextDrop,
             .accessoryTextOffset:
            return .offset
        case .rowHeight, .wideMarginMinWidth, .readableWidth, .plainHeaderHeight,
             .disclosureWidth, .disclosureHeight, .disclosureStrokeWidth,
             .checkmarkWidth, .checkmarkHeight, .checkmarkStrokeWidth,
             .detailButtonDiameter, .detailButtonStrokeWidth, .switchWidth, .switchHeight,
             .editingControlDiameter, .editingGlyphLength, .editingGlyphThickness,
             .reorderGripWidth, .reorderBarThickness, .indexWidth, .indexLinePitch,
             .activityIndicatorSize, .activityIndicatorLineWidth,
             .statusBarSignalWidth, .statusBarSignalHeight, .statusBarTallSignalWidth, .statusBarTallSignalHeight, .statusBarWifiWidth, .statusBarWifiHeight,
             .statusBarBatteryWidth, .statusBarBatteryHeight, .statusBarBluetoothWidth, .statusBarBluetoothHeight, .navigationBarHeight, .toolbarHeight, .tabBarHeight,
             .navigationBarCompactHeight, .toolbarCompactHeight, .tabBarCompactHeight,
             .tabBarIconSize, .barButtonHeight, .barButtonImageSize, .backChevronWidth, .backChevronHeight, .backChevronStrokeWidth,
             .badgeHeight, .symbolImageSize, .symbolGlyphSize, .iconSquareSize, .iconSquareGlyphSize, .rowBadgeHeight,
             .unreadDotDiameter, .homeIndicatorWidth, .homeIndicatorHeight, .selectionCircleDiameter, .selectionCircleRingWidth,
             .searchBarHeight, .searchFieldHeight, .searchIconSize, .scopeBarHeight, .segmentedHeight, .segmentedBarHeight,
             .emptyStateImageSize, .emptyStateMaxWidth, .indexSearchIconSize,
             .swipeActionImageSize, .stepperWidth, .stepperHeight, .stepperGlyphLength, .stepperGlyphThickness,
             .sliderTrackHeight, .sliderThumbDiameter, .sliderThumbWidth, .stepperDividerWidth,
             .avatarSize, .artworkSize, .rowButtonHeight, .timeChevronHeight, .composedRowHeight,
             .timelineDotDiameter, .timelineIconSize, .timelineLineHeight, .timelineStarSize,
             .glassButtonHeight, .glassImageSize, .splitSidebarItemImageSize, .floatingTabBarHeight, .floatingTabBarIconSize, .tabAccessoryHeight,
             .bottomSearchHeight, .tabAccessoryImageSize, .tabAccessoryButtonWidth,
             .padNavigationBarHeight, .padToolbarHeight, .padTabBarHeight, .splitPrimaryWidth, .splitSupplementaryWidth,
             .sheetFormWidth, .sheetFormHeight, .sheetPageWidth, .sheetBehindScale,
             .sidebarRowHeight, .outlineDisclosureSize, .outlineDisclosureStrokeWidth,
             .pickerHeight, .pickerRowPitch, .pickerDrumRadius, .pickerSelectionHeight, .dateButtonHeight,
             .calendarWeekPitch, .calendarSelectionDiameter, .calendarChevronSize, .padKeyHeight, .padKeyRowPitch:
            return .size
        default:
            return .length
        }
    }
}
