/// The groups a theme file is written in: one per control or part of the screen, each
/// holding that control's colours, metrics, flags and look inline, and its text styles under
/// `textStyles`:
///
///     "switch": {"look": "ios7", "switchWidth": 51, "switchOnTrack": "#4CD964",
///                "textStyles": {"switchLabel": {"font": "bold", "size": 16, "color": "switchOnText"}}}
///
/// Keys inside a group are the names the code uses (`theme[.switchWidth]`), so one name is
/// greppable from the theme data to the layout. A child theme overrides a group key by key.
/// A new control is one new case here with its lists, and one group in `Themes/data/base.json`.
/// The flat format of older themes (`colors`, `metrics`, `textStyles` at the top) is still
/// read, and `tablemock theme upgrade` rewrites it into groups (`ThemeUpgrade`).
public enum ThemeGroup: String, CaseIterable, Sendable {
    /// The table as a whole: its backgrounds, separators, layout margins and tint.
    case table
    /// Rows: heights, labels and their colours, images, the cell styles (subtitle, value1, value2), highlight and selection.
    case rows
    /// Grouped and inset grouped sections: the background (and pinstripes), the group shape, its etched lines, headers and footers.
    case groupedSections
    /// Plain sections' header and footer bars.
    case plainHeaders
    /// The table's own header and footer views.
    case tableHeader
    /// Accessories: the disclosure chevron, checkmark, detail (info) button, the detail disclosure button and accessory text.
    case accessories
    /// UISwitch in a row.
    case `switch`
    /// Editing: the delete and insert controls, the reorder grip, the Delete confirmation button and multiple selection circles.
    case editing
    /// A row's swipe actions.
    case swipeActions
    /// A text field in a row.
    case textField
    /// UIStepper in a row.
    case stepper
    /// UISlider in a row.
    case slider
    /// UISegmentedControl (in a row, a header, a scope bar or a bar).
    case segmented
    /// UISearchBar (as the table header or in the navigation bar) and its scope bar.
    case searchBar
    /// The section index.
    case index
    /// The activity indicator, loading rows and the refresh control.
    case loading
    /// An empty table's message (and iOS 17's content-unavailable search).
    case emptyState
    /// Symbols in rows and Settings-style icon squares.
    case symbols
    /// A row's count pill and Mail's unread dot.
    case rowBadge
    /// The status bar (its height is the device's).
    case statusBar
    /// What the navigation bar, toolbar and search bar share: backgrounds, gloss, lines, material, item spacing.
    case bars
    /// The navigation bar: heights, titles, prompt, large titles.
    case navigationBar
    /// Bar button items, the Done button and the back button.
    case barButtons
    /// The toolbar.
    case toolbar
    /// The tab bar and its badges.
    case tabBar
    /// The home indicator.
    case homeIndicator
    /// The named system colours a spec may use (systemBlue … systemGray6).
    case systemColors
    /// Alerts and action sheets over the screen, the dimmed screen behind them, and the iPad's popover.
    case alerts
    /// Context menus: the blurred screen, the lifted row or preview card, the menu.
    case contextMenu
    /// The keyboard, light and dark, and its predictive bar.
    case keyboard
    /// Composed rows (`layout: mail|messages|appStore|contact`): avatars, artwork, the time, the row button.
    case composedRows
    /// Liquid Glass (iOS 26): the material, bar button capsules, the scroll edge, the floating tab bar and toolbar, bottom search.
    case glass
    /// The iPad: its bars' heights, its status bar, split views' columns and form and page sheets.
    case pad
    /// UICollectionView lists (iOS 14+): the sidebar appearance, collapsible section headers and outlines.
    case lists
    /// Pickers in a row: the wheel (UIPickerView, UIDatePicker's wheels), the inline calendar and the compact date button.
    case picker

    /// What the group holds, for the theme schema and the docs.
    public var documentation: String {
        switch self {
        case .table: "The table as a whole: its backgrounds, separators, layout margins and tint."
        case .rows: "Rows: heights, labels and their colours, images, the cell styles (subtitle, value1, value2), highlight and selection."
        case .groupedSections: "Grouped and inset grouped sections: the background (and pinstripes), the group shape, its etched lines, headers and footers."
        case .plainHeaders: "Plain sections' header and footer bars."
        case .tableHeader: "The table's own header and footer views."
        case .accessories: "Accessories: the disclosure chevron, checkmark, detail (info) button, the detail disclosure button and accessory text."
        case .switch: "UISwitch in a row."
        case .editing: "Editing: the delete and insert controls, the reorder grip, the Delete confirmation button and multiple selection circles."
        case .swipeActions: "A row's swipe actions."
        case .textField: "A text field in a row."
        case .stepper: "UIStepper in a row."
        case .slider: "UISlider in a row."
        case .segmented: "UISegmentedControl (in a row, a header, a scope bar or a bar)."
        case .searchBar: "UISearchBar (as the table header or in the navigation bar) and its scope bar."
        case .index: "The section index."
        case .loading: "The activity indicator, loading rows and the refresh control."
        case .emptyState: "An empty table's message (and iOS 17's content-unavailable search)."
        case .symbols: "Symbols in rows and Settings-style icon squares."
        case .rowBadge: "A row's count pill and Mail's unread dot."
        case .statusBar: "The status bar (its height is the device's)."
        case .bars: "What the navigation bar, toolbar and search bar share: backgrounds, gloss, lines, material, item spacing."
        case .navigationBar: "The navigation bar: heights, titles, prompt, large titles, the iOS 26 subtitle."
        case .barButtons: "Bar button items, the Done button and the back button."
        case .toolbar: "The toolbar."
        case .tabBar: "The tab bar and its badges."
        case .homeIndicator: "The home indicator."
        case .systemColors: "The named system colours a spec may use (systemBlue … systemGray6)."
        case .alerts: "Alerts and action sheets over the screen, the dimmed screen behind them, and the iPad's popover."
        case .contextMenu: "Context menus: the blurred screen, the lifted row or preview card, the menu."
        case .keyboard: "The keyboard, light and dark, and its predictive bar."
        case .composedRows: "Composed rows (`layout: mail|messages|appStore|contact|timeline`): monogram avatars, artwork, the trailing time and its chevron, the row button (GET), the timeline's dot, favicon, baselines, footer, separator and rounded selection, and their text styles."
        case .glass: "Liquid Glass (iOS 26): the material, bar button capsules, the scroll edge, the floating tab bar and toolbar, bottom search."
        case .pad: "The iPad: its bars' heights, its status bar, split views' columns and form and page sheets."
        case .lists: "UICollectionView lists (iOS 14+): the sidebar appearance, collapsible section headers and outlines."
        case .picker: "Pickers in a row (`picker`): the wheel (UIPickerView, UIDatePicker's wheels), the inline calendar and the compact date button (iOS 14 and later)."
        }
    }

    /// The colour roles written in this group, in the order files write them.
    public var colors: [ColorRole] {
        switch self {
        case .table: [.plainBackground, .separator, .tint, .textShadowLight, .textShadowDark]
        case .rows:
            [.cellBackground, .label, .secondaryLabel, .subtitleDetail, .value2Title, .value2Detail, .highlightedBackground,
             .selectedBackground, .highlightedBackgroundBottom, .highlightedText, .destructiveText]
        case .groupedSections:
            [.groupedBackground, .groupedCellBackground, .groupBorder, .groupedHeaderText, .groupedFooterText,
             .groupedBackgroundStripe, .groupEtch, .groupSeparator, .separatorEtch, .groupTopEtch]
        case .plainHeaders:
            [.plainHeaderBackground, .plainHeaderText, .plainHeaderBackgroundBottom, .plainHeaderTopLine,
             .plainHeaderBottomLine, .plainHeaderEdgeLine]
        case .tableHeader: [.tableHeaderText]
        case .accessories:
            [.disclosureIndicator, .checkmark, .detailButton, .accessoryText, .detailDisclosureFill, .detailDisclosureRim,
             .detailDisclosureChevron]
        case .switch:
            [.switchOnTrack, .switchOffTrack, .switchOffBorder, .switchKnob, .switchKnobShadow, .switchKnobBorder,
             .switchOnTrackBottom, .switchOnText, .switchOffText]
        case .editing:
            [.deleteControl, .insertControl, .editingControlGlyph, .deleteButton, .deleteButtonText, .reorderControl,
             .deleteButtonBottom, .selectionCircleRing, .selectionCircleFill, .selectionCircleCheck]
        case .swipeActions: [.swipeActionNormal, .swipeActionDestructive, .swipeActionText]
        case .textField: [.placeholderText]
        case .stepper: [.stepperFill, .stepperFillBottom, .stepperBorder, .stepperDivider, .stepperGlyph, .stepperGlyphDisabled]
        case .slider:
            [.sliderMinimumTrack, .sliderMinimumTrackBottom, .sliderMaximumTrack, .sliderMaximumTrackBorder, .sliderThumb,
             .sliderThumbTop, .sliderThumbBorder, .sliderThumbShadow]
        case .segmented:
            [.segmentedBackground, .segmentedBackgroundBottom, .segmentedBorder, .segmentedSelected,
             .segmentedSelectedBottom, .segmentedDivider, .segmentedThumbShadow, .segmentedBarSelected,
             .segmentedBarSelectedBottom]
        case .searchBar:
            [.searchBarBackground, .searchBarBackgroundBottom, .searchBarBorder, .navigationSearchFieldBackground,
             .searchFieldBackground, .searchFieldBorder, .searchFieldPlaceholder, .searchFieldIcon, .searchCaret]
        case .index: [.indexText]
        case .loading: [.activityIndicator, .loadingText]
        case .emptyState: [.emptyStateImage]
        case .symbols: [.symbol, .iconGlyph]
        case .rowBadge: [.rowBadgeBackground, .rowBadgeText, .unreadDot]
        case .composedRows: [.avatarBackground, .avatarBackgroundBottom, .avatarText, .rowButtonBackground, .rowButtonBorder, .rowButtonText, .rowTime,
                             .timelineSelectedBackground, .timelineSelectedText, .timelineSeparator, .timelineUntitledSummary, .timelineStar]
        case .statusBar:
            [.statusBarBackground, .statusBarBackgroundBottom, .statusBarBottomLine, .statusBarForeground,
             .statusBarBatteryCharging, .statusBarOverBarBackground, .statusBarOverBarBackgroundBottom,
             .statusBarOverBarBottomLine, .statusBarOverBarForeground]
        case .bars:
            [.barBackground, .barBackgroundBottom, .barGlossUpperEnd, .barGlossLowerStart, .barTopLine, .barBottomLine,
             .barShadow, .barMaterialFallbackTint]
        case .navigationBar: [.backIndicator, .barTitle, .barPromptText, .largeTitleText]
        case .barButtons:
            [.barButtonFill, .barButtonGlossEnd, .barButtonFillBottom, .barButtonBorder, .barButtonHighlight,
             .doneButtonFill, .doneButtonGlossEnd, .doneButtonFillBottom, .barButtonText]
        case .tabBar:
            [.tabBarBackground, .tabBarGlossEnd, .tabBarBackgroundBottom, .tabBarTopLine, .tabBarSelection, .tabBarItem,
             .tabBarItemSelected, .tabBarItemSelectedBottom, .tabBarSelectedTitle, .badgeBackground, .badgeText, .badgeBorder]
        case .homeIndicator: [.homeIndicator]
        case .systemColors:
            [.systemBlue, .systemGreen, .systemRed, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemIndigo,
             .systemTeal, .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        case .toolbar: []
        case .alerts:
            [.overlayDimming, .alertBackground, .alertBackgroundBottom, .alertBorder, .alertGloss, .alertMaterialFallbackTint,
             .alertSeparator, .alertButtonFill, .alertButtonFillBottom, .alertButtonBorder, .alertCancelFill, .alertCancelFillBottom,
             .alertDestructiveFill, .alertDestructiveFillBottom, .alertDestructiveText, .alertFieldBackground, .alertFieldBorder,
             .actionSheetBackground, .actionSheetBackgroundBottom]
        case .contextMenu:
            [.menuDimming, .menuBackground, .menuMaterialFallbackTint, .menuSeparator, .menuGroupSeparator, .menuDestructive,
             .menuDisabled, .menuIcon, .menuShadow, .menuPreviewBackground]
        case .keyboard:
            [.keyboardBackground, .keyboardBackgroundBottom, .keyFill, .keyFillBottom, .keyShadow, .keySpecialFill,
             .keySpecialFillBottom, .keyText, .keySpecialText, .keyActionFill, .keyActionFillBottom, .keyActionText, .predictiveDivider,
             .keyboardDarkBackground, .keyboardDarkBackgroundBottom, .keyDarkFill, .keyDarkFillBottom, .keyDarkShadow,
             .keyDarkSpecialFill, .keyDarkSpecialFillBottom, .keyDarkText, .predictiveDarkDivider]
        case .glass:
            [.glassTint, .glassRimLight, .glassRimShade, .glassShadow, .glassFallbackTint, .glassLabel, .glassSelectedPill,
             .glassTabItem, .glassTabItemSelected, .glassPlaceholder]
        case .pad: [.splitDivider, .splitSidebarPanel, .splitSidebarRim, .splitSidebarShadow, .splitSidebarToolbarItem, .splitDimming, .sheetDimming, .sheetGrabber, .sheetBackdrop, .sheetStatusBarForeground]
        case .lists:
            [.sidebarBackground, .sidebarSelectedBackground, .sidebarSelectedText, .sidebarUnfocusedSelectedBackground,
             .sidebarUnfocusedSelectedText, .sidebarHighlightedBackground, .sidebarSymbol, .headerDisclosure, .outlineDisclosure,
             .sidebarHeaderText]
        case .picker:
            [.pickerBackground, .pickerFrame, .pickerFrameBottom, .pickerShade, .pickerDivider, .pickerSelectionLine,
             .pickerSelectionFill, .pickerSelectionFillBottom, .pickerSelectionBorder, .dateButtonFill, .calendarSelection]
        }
    }

    /// The metrics written in this group, in the order files write them.
    public var metrics: [Metric] {
        switch self {
        case .table: [.layoutMargin, .layoutMarginWide, .wideMarginMinWidth, .systemFontAscent, .separatorThicknessPixels, .separatorThickness,
                      .readableWidth, .plainWideMarginMinWidth]
        case .rows:
            [.rowHeight, .imageColumnWidth, .imageTextGap, .subtitleGap, .value1MinGap, .value2TitleWidth, .value2Gap,
             .subtitleRowHeight, .cellLabelOffset, .indentationWidth, .subtitleImageTextOffset, .selfSizingRowLineHeight,
             .selfSizingRowPadding, .plainSelfSizingRowPadding, .swiftUITextStackSpacing]
        case .groupedSections:
            [.groupedHeaderHeightFirst, .groupedHeaderHeight, .groupedHeaderEmptyHeightFirst, .groupedHeaderEmptyHeight,
             .groupedFooterEmptyHeight, .groupedHeaderBaselineFromBottom, .groupedFooterTopPadding,
             .groupedFooterBottomPadding, .insetGroupedMargin, .insetGroupedCornerRadius, .groupedMargin,
             .groupedCornerRadius, .groupedBackgroundStripePeriod, .groupedBackgroundStripeWidth, .groupedFooterLineHeight,
             .groupedFirstGapUnderBar]
        case .plainHeaders: [.plainHeaderHeight, .plainHeaderTextInset, .plainHeaderTopPadding, .plainHeaderTextDrop]
        case .tableHeader: [.tableHeaderPadding]
        case .accessories:
            [.accessoryTextGap, .accessoryViewTextGap, .disclosureWidth, .disclosureHeight, .disclosureStrokeWidth,
             .disclosureTrailingInset, .checkmarkWidth, .checkmarkHeight, .checkmarkStrokeWidth, .checkmarkTrailingInset,
             .detailButtonDiameter, .detailButtonStrokeWidth, .detailButtonTrailingInset, .detailDisclosureGap,
             .detailDisclosureRimWidth, .accessoryTextTrailingInset, .accessoryTextOffset]
        case .switch:
            [.switchWidth, .switchHeight, .switchBorderWidth, .switchKnobInset, .switchTrailingInset, .switchKnobExtraWidth,
             .switchKnobShadowBlur, .switchKnobShadowOffset]
        case .editing:
            [.editingControlDiameter, .editingControlLeading, .editingContentShift, .editingGlyphLength,
             .editingGlyphThickness, .reorderGripWidth, .reorderBarThickness, .reorderBarSpacing, .reorderTrailingInset,
             .deleteButtonPadding, .selectionCircleDiameter, .selectionCircleLeading, .selectionCircleRingWidth,
             .deleteButtonHeight, .deleteButtonCornerRadius, .deleteButtonTrailingInset]
        case .swipeActions: [.swipeActionPadding, .swipeActionMinWidth, .swipeActionImageSize, .swipeActionImageTitleGap, .swipeActionCornerRadius, .swipeActionSpacing]
        case .textField: [.textFieldGap]
        case .stepper:
            [.stepperWidth, .stepperHeight, .stepperCornerRadius, .stepperBorderWidth, .stepperGlyphLength,
             .stepperGlyphThickness, .stepperDividerWidth, .stepperDividerInset]
        case .slider:
            [.sliderTrackHeight, .sliderThumbDiameter, .sliderGap, .sliderImageGap, .sliderTrackBorderWidth,
             .sliderDetailGap, .sliderTrackInset, .sliderThumbBorderWidth, .sliderThumbWidth]
        case .segmented:
            [.segmentedHeight, .segmentedBarHeight, .segmentedCornerRadius, .segmentedBorderWidth, .segmentedThumbInset,
             .segmentedThumbCornerRadius, .segmentedSegmentPadding, .segmentedHeaderInset]
        case .searchBar:
            [.searchBarHeight, .searchFieldHeight, .searchFieldInset, .searchFieldCornerRadius, .searchFieldBorderWidth,
             .searchFieldTextRaise, .searchIconSize, .searchIconLeading, .searchIconTextGap, .searchCaretWidth,
             .searchCancelGap, .searchCancelTrailingInset, .searchScopeBarGap, .searchScopeBarBottom, .scopeBarHeight,
             .navigationSearchBarHeight, .navigationSearchFieldTop]
        case .index:
            [.indexWidth, .indexLinePitch, .indexEntryPadding, .indexSearchIconSize, .indexMinimumLinePitch,
             .indexVerticalInset, .indexTrailingInset, .indexTextDrop]
        case .loading:
            [.activityIndicatorSize, .activityIndicatorLineWidth, .activityIndicatorSpokes, .loadingGap,
             .refreshControlHeight]
        case .emptyState: [.emptyStateImageSize, .emptyStateImageGap, .emptyStateTextGap, .emptyStateMaxWidth]
        case .symbols: [.symbolImageSize, .symbolGlyphSize, .iconSquareSize, .iconSquareCornerRadius, .iconSquareGlyphSize]
        case .rowBadge: [.rowBadgeHeight, .rowBadgePadding, .rowBadgeGap, .unreadDotDiameter, .unreadDotCenterX]
        case .composedRows:
            [.avatarSize, .artworkSize, .artworkCornerRadius, .composedImageTextGap, .composedVerticalPadding, .composedLineGap,
             .unreadGutter, .rowButtonHeight, .rowButtonMinWidth, .rowButtonPadding, .rowButtonBorderWidth, .rowButtonCornerRadius,
             .timeChevronHeight, .timeChevronGap, .composedRowHeight,
             .timelineDotDiameter, .timelineDotCenterX, .timelineDotCenterY, .timelineIconSize, .timelineIconX, .timelineIconTop,
             .timelineIconCornerRadius, .timelineIconTextGap, .timelineTrailingInset, .timelineFirstBaseline, .timelineLineHeight,
             .timelineFooterGap, .timelineBottomPadding, .timelineTextLines,
             .timelineSelectionInset, .timelineSelectionInsetPad, .timelineSelectionCornerRadius, .timelineSeparatorThickness,
             .timelineStarSize]
        case .statusBar:
            [.statusBarCarrierGap, .statusBarSideInset, .statusBarTrailingInset, .statusBarItemGap, .statusBarBaseline,
             .statusBarTallBaselineBelowCenter, .statusBarTallTimeCenterX, .statusBarSignalCount, .statusBarSignalWidth,
             .statusBarSignalHeight, .statusBarTallSignalCount, .statusBarTallSignalWidth, .statusBarTallSignalHeight,
             .statusBarWifiWidth, .statusBarWifiHeight, .statusBarBatteryWidth, .statusBarBatteryHeight, .statusBarBoltWidth,
             .statusBarBoltHeight, .statusBarBoltGap, .statusBarBatteryLineWidth, .statusBarBluetoothWidth,
             .statusBarBluetoothHeight, .statusBarBluetoothGap, .statusBarBatteryPercentGap, .dynamicIslandSafeAreaGap]
        case .bars:
            [.barLineWidth, .barShadowHeight, .barItemInset, .barItemGap, .barMaterialBlurRadius, .barMaterialSaturation]
        case .navigationBar:
            [.navigationBarHeight, .navigationBarLargeTitleHeight, .navigationBarPromptHeight, .navigationBarCompactHeight,
             .navigationBarTitleBaseline, .navigationBarLargeTitleBaseline, .navigationBarPromptBaseline,
             .navigationBarSubtitleTitleBaseline, .navigationBarSubtitleBaseline, .navigationBarLargeTitleSubtitleBaseline,
             .navigationBarLargeSubtitleGap, .navigationBarLargeSubtitleHeight]
        case .barButtons:
            [.barButtonHeight, .barButtonPadding, .barButtonCornerRadius, .barButtonBaseline, .barButtonBorderWidth,
             .barButtonImageSize, .backButtonInset, .backButtonArrowWidth, .backChevronWidth, .backChevronHeight,
             .backChevronStrokeWidth, .backButtonTextGap]
        case .toolbar: [.toolbarCompactHeight, .toolbarHeight]
        case .tabBar:
            [.tabBarCompactHeight, .tabBarHeight, .tabBarIconSize, .tabBarIconTop, .tabBarTitleBaseline,
             .tabBarSelectionInset, .tabBarSelectionCornerRadius, .badgeHeight, .badgePadding, .badgeOffsetX, .badgeTop,
             .badgeBorderWidth]
        case .homeIndicator: [.homeIndicatorWidth, .homeIndicatorHeight, .homeIndicatorBottom]
        case .systemColors: []
        case .alerts:
            [.alertWidth, .alertCornerRadius, .alertBorderWidth, .alertContentInset, .alertTitleTop, .alertTitleMessageGap,
             .alertMessageBottom, .alertButtonHeight, .alertButtonInset, .alertButtonGap, .alertButtonCornerRadius,
             .alertFieldHeight, .alertFieldGap, .alertBlurRadius, .actionSheetMargin, .actionSheetMaxWidth,
             .actionSheetButtonHeight, .actionSheetButtonInset, .actionSheetCancelGap, .actionSheetCornerRadius,
             .actionSheetHeaderPadding, .popoverWidth, .popoverArrowHeight, .popoverCornerRadius]
        case .contextMenu:
            [.menuWidth, .menuItemHeight, .menuCornerRadius, .menuItemInset, .menuIconSize, .menuGroupSeparatorHeight,
             .menuRowGap, .menuScreenMargin, .menuBlurRadius, .menuPreviewHeight, .menuTitleHeight]
        case .keyboard:
            [.keyboardHeight, .keyboardPredictiveHeight, .keyboardTopPadding, .keyboardSideInset, .keyHeight, .keyGap,
             .keyRowPitch, .keyCornerRadius, .keyShadowHeight, .keyboardHomeRowExtra, .keySpecialWidth, .keyBottomSpecialWidth,
             .padKeyHeight, .padKeyRowPitch, .padKeyGap, .padKeyboardSideInset, .padKeyboardTopPadding, .padKeyboardBottomPadding,
             .padKeyboardPredictiveHeight, .padNumberRowMinWidth]
        case .glass:
            [.glassBlurRadius, .glassSaturation, .glassRimWidth, .glassShadowRadius, .glassShadowOffset, .glassButtonHeight,
             .glassButtonTop, .glassButtonPadding, .glassButtonEdgeInset, .glassGroupGap, .glassItemGap, .glassImageSize,
             .scrollEdgeExtent, .scrollEdgeBlurRadius, .scrollEdgeOpacity, .floatingTabBarHeight, .floatingTabBarSideInset, .floatingTabBarBottom,
             .floatingTabBarPillInset, .floatingTabBarIconSize, .floatingTabBarIconTop, .floatingTabBarTitleBaseline,
             .floatingTabBarGap, .tabAccessoryHeight, .tabAccessoryImageSize, .tabAccessoryImageCornerRadius, .tabAccessoryPadding,
             .tabAccessoryButtonWidth, .floatingToolbarBottom, .bottomSearchHeight]
        case .pad:
            [.padNavigationBarHeight, .padToolbarHeight, .padTabBarHeight, .padNavigationBarContentTop, .statusBarPadLeadingInset, .statusBarPadTrailingInset,
             .statusBarDateGap, .statusBarPadBaseline, .splitPrimaryWidth,
             .splitSupplementaryWidth, .splitDividerWidth, .splitSidebarInset, .splitSidebarTopGap, .splitSidebarCornerRadius,
             .splitSidebarShadowBlur, .splitSidebarShadowOffset, .splitSidebarItemImageSize, .splitSidebarItemInset, .splitSidebarItemPitch,
             .splitSidebarToolbarInset, .splitSidebarToolbarCentre, .sheetFormWidth, .sheetFormHeight, .sheetPageWidth, .sheetPageTop,
             .sheetCornerRadius, .sheetPhoneTop, .sheetBehindScale, .sheetBehindCornerRadius, .sheetBehindTop,
             .sheetGrabberWidth, .sheetGrabberHeight, .sheetGrabberTop]
        case .lists:
            [.sidebarRowHeight, .sidebarHeaderHeight, .sidebarHeaderHeightFirst, .sidebarSelectionInset,
             .sidebarSelectionCornerRadius, .sidebarContentInset, .sidebarImageColumnWidth, .sidebarImageTextGap,
             .sidebarIndentationWidth, .sidebarHeaderTextDrop, .sidebarHeaderBaselineFromBottom, .outlineIndentationWidth, .outlineDisclosureSize,
             .outlineDisclosureStrokeWidth, .outlineDisclosureTrailingInset, .sidebarDisclosureTrailingInset,
             .outlineDisclosureTextGap]
        case .picker:
            [.pickerHeight, .pickerRowPitch, .pickerDrumRadius, .pickerFadeMinimum, .pickerSelectionHeight,
             .pickerSelectionCornerRadius, .pickerSelectionInset, .pickerFrameWidth, .pickerDividerWidth,
             .dateButtonHeight, .dateButtonPadding, .dateButtonCornerRadius, .calendarHeaderHeight, .calendarWeekdayHeight,
             .calendarWeekPitch, .calendarSelectionDiameter, .calendarSelectionOpacity, .calendarPadding,
             .calendarChevronSize, .calendarChevronGap]
        }
    }

    /// The flags written in this group, in the order files write them.
    public var flags: [ThemeFlag] {
        switch self {
        case .table: [.fillerSeparators, .swiftUISeparatorTrailingInset, .swiftUILabelsCentredInRow, .cellLayoutMarginsFollowReadableWidth,
                      .plainSeparatorTrailingInset, .separatorsAtRowTop]
        case .rows:
            [.cellContentAboveSeparator, .separatorInsetFollowsImage, .separatorInsetFollowsText, .imageAtRowEdge,
             .highlightInvertsText]
        case .groupedSections: [.groupedFooterCentered, .continuousCorners, .insetGroupedMarginIsLayoutMargin]
        case .accessories: [.accessoryTopOnPixel]
        case .swipeActions: [.contextualSwipeActions]
        case .searchBar: [.searchPlaceholderCentered, .navigationBarSearchController]
        case .index: [.indexOverContent]
        case .emptyState: [.emptyStateContentUnavailable]
        case .statusBar: [.statusBarShowsBatteryPercent, .statusBarHiddenInLandscape]
        case .bars: [.barGloss]
        case .navigationBar: [.largeTitleBarIsBare, .largeTitleHoldsFirstSpacing]
        case .barButtons: [.barButtonsBordered]
        case .switch: [.plainSwitchAtLayoutMargin]
        case .plainHeaders, .tableHeader, .editing, .textField, .stepper, .slider, .segmented, .loading, .symbols, .rowBadge, .toolbar, .tabBar, .homeIndicator, .systemColors, .glass, .pad, .lists, .composedRows, .alerts, .contextMenu, .keyboard, .picker: []
        }
    }

    /// The looks written in this group, in the order files write them.
    public var looks: [LookKey] {
        switch self {
        case .accessories: [.detailDisclosureStyle]
        case .switch: [.switchStyle]
        case .swipeActions: [.swipeActionStyle]
        case .stepper: [.stepperStyle]
        case .slider: [.sliderStyle]
        case .segmented: [.segmentedStyle]
        case .statusBar: [.statusBarSignalStyle, .statusBarTallSignalStyle]
        case .lists: [.listsStyle]
        case .pad: [.padStatusBarStyle, .splitViewStyle]
        case .navigationBar: [.navigationBarStyle]
        case .barButtons: [.barButtonStyle]
        case .tabBar: [.tabBarStyle]
        case .toolbar: [.toolbarStyle]
        case .alerts: [.alertStyle]
        case .contextMenu: [.contextMenuStyle]
        case .keyboard: [.keyboardStyle]
        case .picker: [.pickerStyle]
        case .symbols: [.iconSquareStyle]
        case .table, .rows, .groupedSections, .plainHeaders, .tableHeader, .editing, .textField, .searchBar, .index, .loading, .emptyState, .rowBadge, .bars, .homeIndicator, .systemColors, .glass, .composedRows: []
        }
    }

    /// The text styles (under `textStyles`) written in this group, in the order files write them.
    public var textStyles: [TextRole] {
        switch self {
        case .rows:
            [.cellTitle, .groupedCellTitle, .subtitleTitle, .subtitleDetail, .value1Title, .value1Detail, .value2Title,
             .value2Detail]
        case .groupedSections: [.groupedHeader, .groupedFooter]
        case .plainHeaders: [.plainHeader, .plainFooter]
        case .tableHeader: [.tableHeader, .tableFooter]
        case .accessories: [.accessoryText]
        case .switch: [.switchLabel]
        case .editing: [.deleteButton]
        case .swipeActions: [.swipeAction, .swipeActionUnderImage]
        case .textField: [.textField]
        case .segmented: [.segmentTitle, .segmentTitleSelected]
        case .searchBar: [.searchField, .searchCancel]
        case .index: [.index]
        case .loading: [.loading]
        case .emptyState: [.emptyStateTitle, .emptyStateText]
        case .rowBadge: [.rowBadge]
        case .statusBar: [.statusBarTime, .statusBarTimeTall, .statusBarText]
        case .navigationBar: [.navigationTitle, .largeTitle, .navigationPrompt, .navigationTitleWithSubtitle, .navigationSubtitle,
                              .largeTitleSubtitle]
        case .barButtons: [.barButton, .barButtonDone]
        case .tabBar: [.tabBarTitle, .tabBarTitleSelected, .badge]
        case .alerts:
            [.alertTitle, .alertMessage, .alertButton, .alertButtonPreferred, .alertField, .actionSheetTitle, .actionSheetMessage,
             .actionSheetButton, .actionSheetCancel]
        case .contextMenu: [.menuItem, .menuTitle]
        case .keyboard: [.keyLabel, .keySpecialLabel, .keyActionLabel, .predictiveText]
        case .composedRows: [.composedTitle, .composedSubtitle, .composedDetail, .rowTime, .rowButton, .avatarInitials, .timelineSummary, .timelineFooter]
        case .glass:
            [.glassBarButton, .glassBarButtonDone, .floatingTabTitle, .floatingTabTitleSelected, .tabAccessoryTitle,
             .tabAccessorySubtitle, .bottomSearchField]
        case .lists: [.sidebarHeader]
        case .picker: [.pickerRow, .pickerRowSelected, .dateButton, .calendarMonth, .calendarWeekday, .calendarDay, .calendarDaySelected]
        case .pad: [.statusBarPadTime]
        case .table, .stepper, .slider, .symbols, .bars, .toolbar, .homeIndicator, .systemColors: []
        }
    }
}

/// One value a theme group holds: a colour, a metric, a flag or a look (written inline) or
/// a text style (under the group's `textStyles`).
public enum ThemeKey: Hashable, Sendable {
    case color(ColorRole)
    case metric(Metric)
    case flag(ThemeFlag)
    case look(LookKey)
    case text(TextRole)
}

extension LookKey {
    /// The key a group writes this look under: `look` for the group's own control
    /// (`"switch": {"look": "ios7"}`), else a name that says which (`"signalLook"`).
    public var groupKey: String {
        switch self {
        case .switchStyle, .segmentedStyle, .stepperStyle, .sliderStyle, .swipeActionStyle: "look"
        case .navigationBarStyle, .barButtonStyle, .tabBarStyle, .toolbarStyle, .listsStyle: "look"
        case .alertStyle, .contextMenuStyle, .keyboardStyle, .pickerStyle: "look"
        case .detailDisclosureStyle: "detailDisclosureLook"
        case .statusBarSignalStyle: "signalLook"
        case .statusBarTallSignalStyle: "tallSignalLook"
        case .padStatusBarStyle: "statusBarLook"
        case .splitViewStyle: "splitViewLook"
        case .iconSquareStyle: "iconSquareLook"
        }
    }
}

extension ThemeGroup {
    /// The inline keys of the group, in order: its looks, colours, metrics and flags.
    public var inlineKeys: [(name: String, key: ThemeKey)] {
        looks.map { ($0.groupKey, .look($0)) } + colors.map { ($0.rawValue, .color($0)) }
            + metrics.map { ($0.rawValue, .metric($0)) } + flags.map { ($0.rawValue, .flag($0)) }
    }

    /// Each group's inline keys by name.
    static let inlineByName: [ThemeGroup: [String: ThemeKey]] = Dictionary(uniqueKeysWithValues: allCases.map { group in
        (group, Dictionary(uniqueKeysWithValues: group.inlineKeys.map { ($0.name, $0.key) }))
    })

    /// The group each value is written in.
    static let of: [ThemeKey: ThemeGroup] = {
        var map: [ThemeKey: ThemeGroup] = [:]
        for group in allCases {
            for (_, key) in group.inlineKeys { map[key] = group }
            for role in group.textStyles { map[.text(role)] = group }
        }
        return map
    }()

    /// Where a value is written in a grouped theme file (`/switch/switchWidth`, `/rows/textStyles/cellTitle`).
    public static func pointer(_ key: ThemeKey) -> String {
        let group = of[key]!.rawValue
        switch key {
        case .color(let role): return "/\(group)/\(role.rawValue)"
        case .metric(let metric): return "/\(group)/\(metric.rawValue)"
        case .flag(let flag): return "/\(group)/\(flag.rawValue)"
        case .look(let look): return "/\(group)/\(look.groupKey)"
        case .text(let role): return "/\(group)/textStyles/\(role.rawValue)"
        }
    }

    /// The group of a key named in the flat format (a colour role, metric, flag, look or
    /// text style), for "belongs in" hints.
    static func group(ofFlatName name: String) -> ThemeGroup? {
        if let role = ColorRole(rawValue: name) { return of[.color(role)] }
        if let metric = Metric(rawValue: name) { return of[.metric(metric)] }
        if let flag = ThemeFlag(rawValue: name) { return of[.flag(flag)] }
        if let look = LookKey(rawValue: name) { return of[.look(look)] }
        if let role = TextRole(rawValue: name) { return of[.text(role)] }
        return nil
    }
}
