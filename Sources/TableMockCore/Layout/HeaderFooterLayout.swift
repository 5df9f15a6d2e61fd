import TableMockScene

extension TableLayoutEngine {
    /// An image's size in points: `name@2x.png` holds two pixels per point, as on iOS.
    func pointSize(of image: ImageData) -> Size {
        let name = image.source.split(separator: "/").last.map(String.init) ?? image.source
        var factor = 1.0
        for k in [2, 3] where name.contains("@\(k)x.") { factor = Double(k) }
        return Size(width: image.pixelSize.width / factor, height: image.pixelSize.height / factor)
    }

    /// The table header or footer: an optional image centred at the top, then wrapped text.
    func tableHeaderFooter(_ hf: HeaderFooter, kind: ItemKind, role: TextRole, y: Double) -> LayoutItem {
        let pad = theme[.tableHeaderPadding]
        var parts: [LayoutPart] = []
        var cursor = y + pad
        let textWidth = canvasWidth - 2 * margin
        if var image = placedImage(hf.image, place: .content) {
            var size = image.size
            if size.width > textWidth { size = Size(width: textWidth, height: size.height * textWidth / size.width); image = image.resized(to: size) }
            let frame = Rect(x: snap((canvasWidth - size.width) / 2), y: snap(cursor), width: size.width, height: size.height)
            parts.append(image.part(kind: .image, frame: frame))
            cursor = frame.maxY + (hf.text == nil ? 0 : pad / 2)
        }
        if let text = hf.text, !text.isEmpty {
            let block = textBlock(text, role: role, x: margin, top: cursor, width: textWidth, maxLines: 0)
            let h = Double(block.lines.count) * lineHeight(role)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: margin, y: cursor, width: textWidth, height: h), text: block))
            cursor += h
        }
        var bottomPad = pad
        if let control = hf.segments {
            // A header view holding a segmented control across the content width (render 12:
            // x 16-359 of 375, 16 pt from the view's top), the theme's inset above and below.
            let inset = theme[.segmentedHeaderInset]
            if parts.isEmpty { cursor = y + inset } else { cursor += pad / 2 }
            let right = canvasWidth - margin - (hasIndex ? indexReservedWidth : 0)
            let frame = Rect(x: margin, y: snap(cursor), width: right - margin, height: theme[.segmentedHeight])
            parts += segmentedParts(control, frame: frame, inBar: false)
            cursor = frame.maxY
            bottomPad = inset
        }
        let height = snap(cursor + bottomPad) - y
        return LayoutItem(kind: kind, frame: Rect(x: 0, y: y, width: canvasWidth, height: height), parts: parts)
    }

    func sectionHeader(_ section: SectionSpec, index s: Int, y: Double) -> LayoutItem? {
        guard let hf = section.header, hf.hasContent else { return nil }
        switch tableStyle {
        case .plain:
            return plainBar(hf, kind: .sectionHeader, role: .plainHeader, section: s, y: y)
        case .sidebar, .sidebarPlain:
            return sidebarHeader(hf, section: s, y: y)
        case .grouped, .insetGrouped:
            let x = rowMinX + margin
            // A collapsible header keeps its text clear of the chevron at the trailing edge.
            let chevronRight = rowMaxX - theme[.outlineDisclosureTrailingInset]
            let width = (hf.collapsible ? chevronRight - theme[.outlineDisclosureSize] - theme[.outlineDisclosureTextGap] : rowMaxX - margin) - x
            let lh = lineHeight(.groupedHeader)
            var parts: [LayoutPart] = []
            var height = s == 0 ? theme[.groupedHeaderHeightFirst] : theme[.groupedHeaderHeight]
            var lines = 0
            if let text = hf.text, !text.isEmpty {
                lines = wrappedLineCount(text, role: .groupedHeader, width: width)
                // The theme's heights hold one line at the default text size; Dynamic Type
                // grows the line (the margins around it stay).
                height += Double(lines) * lh - ctx.measurer.metrics(of: theme.unscaled(.groupedHeader).font).lineHeight
                if theme[.selfSizingRowLineHeight] > 0, let system = theme.dynamicType?.lineHeight {
                    // iOS 26 sizes the header's line as it does a row's: San Francisco's line at
                    // the header's size, rounded up to a device pixel, between paddings that
                    // stay (AccessibilitySnapshot's iOS 26.2 list at large: 20.33 + 20 = 40.33;
                    // renders 06, 08, 11 at medium: 19.33 + 20 = 39.33). Its first line takes
                    // that, not the stand-in font's.
                    height += ceilToPixel(system * style(.groupedHeader).font.size) - lh
                        - ceilToPixel(system * theme.unscaled(.groupedHeader).font.size)
                        + ctx.measurer.metrics(of: theme.unscaled(.groupedHeader).font).lineHeight
                }
            }
            var imageSize = Size.zero
            let image = placedImage(hf.image, place: .content)
            if let image {
                imageSize = image.size
                height += imageSize.height
            }
            // Ends on a pixel, where the group starts (y may sit between pixels after an
            // empty footer's 17.5 pt at 3x).
            let frame = Rect(x: 0, y: y, width: canvasWidth, height: snap(y + height) - y)
            if let image {
                let top = frame.maxY - theme[.groupedHeaderBaselineFromBottom] - Double(lines) * lh - imageSize.height
                parts.append(image.part(kind: .image, frame: Rect(x: snap((canvasWidth - imageSize.width) / 2), y: snap(top),
                                                                  width: imageSize.width, height: imageSize.height)))
            }
            if let text = hf.text, !text.isEmpty {
                let m = ctx.measurer.metrics(of: style(.groupedHeader).font)
                // The last line's baseline sits a fixed distance above the group.
                let lastBaseline = frame.maxY - theme[.groupedHeaderBaselineFromBottom]
                    - (m.descent - ctx.measurer.metrics(of: theme.unscaled(.groupedHeader).font).descent)
                let top = lastBaseline - m.ascent - Double(lines - 1) * lh
                let block = textBlock(text, role: .groupedHeader, x: x, top: top, width: width, maxLines: 0)
                parts.append(LayoutPart(kind: .title, frame: Rect(x: x, y: top, width: width, height: Double(lines) * lh), text: block))
                if hf.collapsible {
                    // Centred on the last line's capitals (render 06: the chevrons beside the titles).
                    let capMid = lastBaseline - 0.35 * style(.groupedHeader).font.size
                    parts.append(headerDisclosurePart(hf, right: chevronRight, midY: capMid))
                }
            } else if hf.collapsible {
                parts.append(headerDisclosurePart(hf, right: chevronRight, midY: frame.maxY - theme[.groupedHeaderBaselineFromBottom]))
            }
            return LayoutItem(kind: .sectionHeader, section: s, frame: frame, parts: parts)
        }
    }

    func sectionFooter(_ section: SectionSpec, index s: Int, y: Double) -> LayoutItem? {
        guard let hf = section.footer, hf.hasContent else { return nil }
        switch tableStyle {
        case .plain:
            return plainBar(hf, kind: .sectionFooter, role: .plainFooter, section: s, y: y)
        case .grouped, .insetGrouped, .sidebar, .sidebarPlain:
            let x = rowMinX + margin
            let width = rowMaxX - margin - x
            var parts: [LayoutPart] = []
            var cursor = y + theme[.groupedFooterTopPadding]
            if let text = hf.text, !text.isEmpty {
                // iOS 26 sets a footer's lines closer than its font's line box (14 pt for 12-pt
                // text, renders 04 and 08); it grows with the text under Dynamic Type.
                let pitch = theme[.groupedFooterLineHeight] > 0
                    ? theme[.groupedFooterLineHeight] * style(.groupedFooter).font.size / theme.unscaled(.groupedFooter).font.size
                    : lineHeight(.groupedFooter)
                let block = textBlock(text, role: .groupedFooter, x: x, top: cursor, width: width, maxLines: 0,
                                      alignment: theme[.groupedFooterCentered] ? .center : .left, pitch: pitch)
                let h = Double(block.lines.count) * pitch
                parts.append(LayoutPart(kind: .title, frame: Rect(x: x, y: cursor, width: width, height: h), text: block))
                cursor += h
            }
            if let image = placedImage(hf.image, place: .content) {
                let size = image.size
                parts.append(image.part(kind: .image, frame: Rect(x: snap((canvasWidth - size.width) / 2), y: snap(cursor),
                                                                  width: size.width, height: size.height)))
                cursor += size.height
            }
            let height = snap(cursor + theme[.groupedFooterBottomPadding] - y)
            return LayoutItem(kind: .sectionFooter, section: s, frame: Rect(x: 0, y: y, width: canvasWidth, height: height), parts: parts)
        }
    }

    /// A plain table's header or footer bar: one line of text on the bar colour.
    func plainBar(_ hf: HeaderFooter, kind: ItemKind, role: TextRole, section s: Int, y: Double) -> LayoutItem {
        // 0: the text follows the layout margin (iOS 11 and later), else a fixed inset.
        let inset = theme[.plainHeaderTextInset] > 0 ? theme[.plainHeaderTextInset] : margin - safeContentInset
        var height = theme[.plainHeaderHeight]
        var parts: [LayoutPart] = []
        // The bar reaches the edges; its text keeps to the safe area.
        var x = inset + safeContentInset
        if var image = placedImage(hf.image, place: .content) {
            var size = image.size
            if size.height > height { size = Size(width: size.width * height / size.height, height: height); image = image.resized(to: size) }
            height = max(height, size.height)
            parts.append(image.part(kind: .image, frame: Rect(x: x, y: snap(y + (height - size.height) / 2),
                                                              width: size.width, height: size.height)))
            x += size.width + theme[.imageTextGap] / 2
        }
        var lines = [(theme[.plainHeaderTopLine], y), (theme[.plainHeaderBottomLine], y + height - pixel)]
        if kind == .sectionHeader { lines.insert((theme[.plainHeaderEdgeLine], y - pixel), at: 0) }
        for (color, lineY) in lines where color.alpha > 0 {
            parts.append(LayoutPart(kind: .rule, frame: Rect(x: 0, y: lineY, width: frameMaxX, height: pixel), fill: .solid(color)))
        }
        var right = contentMaxX - inset
        if hf.collapsible {
            // The chevron at the trailing edge, centred in the bar; the text stops short of it.
            let chevronRight = frameMaxX - theme[.outlineDisclosureTrailingInset] - safeContentInset
            parts.append(headerDisclosurePart(hf, right: chevronRight, midY: y + height / 2))
            right = min(right, chevronRight - theme[.outlineDisclosureSize] - theme[.outlineDisclosureTextGap])
        }
        if let text = hf.text, !text.isEmpty {
            let lh = lineHeight(role)
            let top = y + (height - lh) / 2 + theme[.plainHeaderTextDrop]
            let width = max(right - x, 0)
            let block = textBlock(text, role: role, x: x, top: top, width: width, maxLines: 1)
            parts.append(LayoutPart(kind: .title, frame: Rect(x: x, y: top, width: width, height: lh), text: block))
        }
        return LayoutItem(kind: kind, section: s, frame: Rect(x: 0, y: y, width: frameMaxX, height: height),
                          fill: .gradient(theme[.plainHeaderBackground], theme[.plainHeaderBackgroundBottom]), parts: parts)
    }


    /// The section index shows on plain tables only (the decoder rejects it elsewhere).
    /// A grouped table's index is drawn only when its spec turned the blocking lint rule off,
    /// as that rule's message promises (uikit-controls render 03 has one).
    var hasIndex: Bool {
        spec.table.index != nil && spec.table.loading == nil
            && (tableStyle == .plain || spec.lint.disable.contains(IndexOnGroupedTableRule.id))
    }

}
