import Foundation
import TableMockScene

/// The status bar: its backing, the clock, the carrier, and the icons (signal, Wi-Fi,
/// battery, the charging bolt beside it and the Bluetooth rune), placed as the era's
/// 20-pt bar or a notch bar's ears place them; the icons' glyphs follow. Colours and sizes
/// are the theme's `statusBar…` keys; only each glyph's proportions are written here.
extension TableLayoutEngine {
    /// The icons a status bar shows, sized and drawn in its foreground.
    struct StatusBarIcons {
        var foreground: Color
        var signal: SignalGlyph
        var signalSize: Size
        var wifiSize: Size
        var battery: BatteryGlyph
        var batterySize: Size
        /// iOS 7 and later put the bolt after a 20-pt bar's battery; iPhone OS and notch bars inside it.
        var boltBeside: Bool

        /// An icon's part, centred on `midY`.
        func part(_ kind: PartKind, _ size: Size, x: Double, midY: Double, _ glyph: any Glyph) -> LayoutPart {
            LayoutPart(kind: kind, frame: Rect(x: x, y: midY - size.height / 2, width: size.width, height: size.height), glyph: glyph)
        }
    }

    func statusBarItem(_ bar: StatusBarSpec, _ g: ScreenChromeGeometry) -> LayoutItem {
        let frame = Rect(x: 0, y: 0, width: canvasWidth, height: g.statusBarHeight)
        // Over a navigation bar the era may tint it (iOS 6); else its own colours.
        let overBar = chrome.navigationBar != nil
        var parts = statusBarBacking(frame, overBar: overBar)
        let icons = statusBarIcons(bar, tall: g.isTallStatusBar, overBar: overBar)
        if spec.screen.isPad {
            switch theme.looks.padStatusBar {
            case .ios3: parts += statusBarParts(bar, icons, pad: true, height: frame.height)
            case .ios12: parts += padStatusBarParts(bar, icons, height: frame.height)
            }
        } else {
            parts += g.isTallStatusBar ? tallStatusBarParts(bar, icons, height: frame.height) : statusBarParts(bar, icons)
        }
        // Text in the bar's foreground (the text styles name the untinted one).
        for i in parts.indices where parts[i].text != nil { parts[i].text?.color = icons.foreground }
        return LayoutItem(kind: .statusBar, frame: frame, parts: parts)
    }

    /// The bar's own background and its bottom line, when the era draws them.
    private func statusBarBacking(_ frame: Rect, overBar: Bool) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        let top = theme[overBar ? .statusBarOverBarBackground : .statusBarBackground]
        let bottom = theme[overBar ? .statusBarOverBarBackgroundBottom : .statusBarBackgroundBottom]
        if top.alpha > 0 || bottom.alpha > 0 {
            parts.append(LayoutPart(kind: .background, frame: frame, fill: .gradient(top, bottom)))
        }
        let lineColor = theme[overBar ? .statusBarOverBarBottomLine : .statusBarBottomLine]
        if lineColor.alpha > 0 {
            parts.append(LayoutPart(kind: .rule, frame: Rect(x: 0, y: frame.height - 1, width: canvasWidth, height: 1), fill: .solid(lineColor)))
        }
        return parts
    }

    private func statusBarIcons(_ bar: StatusBarSpec, tall: Bool, overBar: Bool) -> StatusBarIcons {
        let fg = theme[overBar ? .statusBarOverBarForeground : .statusBarForeground]
        // A notch or Dynamic Island bar is iOS 11 or later, whose signal is 4 bars whatever
        // the theme's 20-pt bar draws (iOS 7-10's dots).
        let count = Int(theme[tall ? .statusBarTallSignalCount : .statusBarSignalCount])
        // The spec's 0...4 bars on the era's 4 or 5.
        let lit = Int((Double(bar.signal ?? 0) * Double(count) / Double(StatusBarSpec.maxSignal)).rounded())
        let signalSize = tall ? Size(width: theme[.statusBarTallSignalWidth], height: theme[.statusBarTallSignalHeight])
                              : Size(width: theme[.statusBarSignalWidth], height: theme[.statusBarSignalHeight])
        let dots: Bool
        switch tall ? theme.looks.statusBarTallSignal : theme.looks.statusBarSignal {
        case .bars: dots = false
        case .dots: dots = true
        }
        let boltBeside = bar.charging && !tall && theme[.statusBarBoltWidth] > 0
        return StatusBarIcons(foreground: fg, signal: SignalGlyph(count: count, lit: lit, dots: dots, color: fg), signalSize: signalSize,
                              wifiSize: Size(width: theme[.statusBarWifiWidth], height: theme[.statusBarWifiHeight]),
                              battery: BatteryGlyph(level: Double(bar.battery) / 100, charging: bar.charging, boltInside: !boltBeside,
                                                    lineWidth: theme[.statusBarBatteryLineWidth], color: fg,
                                                    chargingColor: theme[.statusBarBatteryCharging]),
                              batterySize: Size(width: theme[.statusBarBatteryWidth], height: theme[.statusBarBatteryHeight]),
                              boltBeside: boltBeside)
    }

    /// A notch or Dynamic Island bar: the clock centred in the left ear, the icons in the right one.
    private func tallStatusBarParts(_ bar: StatusBarSpec, _ icons: StatusBarIcons, height h: Double) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        let gap = theme[.statusBarItemGap]
        let timeRole = TextRole.statusBarTimeTall
        let baseline = h / 2 + theme[.statusBarTallBaselineBelowCenter]
        let time = bar.time ?? "9:41"
        let centre = theme[.statusBarTallTimeCenterX]
        parts.append(line(time, role: timeRole, kind: .time, x: centre - textWidth(time, role: timeRole) / 2, baseline: baseline))
        let midY = baseline - style(timeRole).font.size * 0.35
        var widths: [Double] = []
        if bar.signal != nil { widths.append(icons.signalSize.width) }
        if bar.wifi { widths.append(icons.wifiSize.width) }
        widths.append(icons.batterySize.width)
        let total = widths.reduce(0, +) + gap * Double(widths.count - 1)
        var x = canvasWidth - centre - total / 2
        if bar.signal != nil {
            parts.append(icons.part(.signal, icons.signalSize, x: x, midY: midY, icons.signal)); x += icons.signalSize.width + gap
        }
        if bar.wifi {
            parts.append(icons.part(.wifi, icons.wifiSize, x: x, midY: midY, WifiGlyph(color: icons.foreground))); x += icons.wifiSize.width + gap
        }
        parts.append(icons.part(.battery, icons.batterySize, x: x, midY: midY, icons.battery))
        return parts
    }

    /// iOS 12 and later on an iPad: the clock and the date at the leading edge; a cellular
    /// iPad's signal and carrier (only when the spec names a carrier), Wi-Fi, the percentage
    /// and the battery at the trailing edge (uikit-ipad-lists 01 and 03).
    private func padStatusBarParts(_ bar: StatusBarSpec, _ icons: StatusBarIcons, height h: Double) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        let baseline = theme[.statusBarPadBaseline] + (h - 24) / 2
        let midY = baseline - style(.statusBarTime).font.size * 0.35
        let time = bar.time ?? "9:41 AM"
        let timePart = line(time, role: .statusBarPadTime, kind: .time, x: theme[.statusBarPadLeadingInset], baseline: baseline,
                            maxWidth: canvasWidth / 4)
        parts.append(timePart)
        let date = bar.date ?? "Tue Jan 9"
        if !date.isEmpty {
            parts.append(line(date, role: .statusBarPadTime, kind: .date, x: timePart.frame.maxX + theme[.statusBarDateGap],
                              baseline: baseline, maxWidth: canvasWidth / 4))
        }
        let gap = theme[.statusBarItemGap]
        var right = canvasWidth - theme[.statusBarPadTrailingInset] - icons.batterySize.width
        var battery = icons.part(.battery, icons.batterySize, x: right, midY: midY, icons.battery)
        battery.frame.origin.y = snap(battery.frame.minY)
        parts.append(battery)
        if icons.boltBeside {
            let boltSize = Size(width: theme[.statusBarBoltWidth], height: theme[.statusBarBoltHeight])
            right -= theme[.statusBarBoltGap] + boltSize.width
            parts.append(icons.part(.chargingBolt, boltSize, x: right, midY: midY, ChargingBoltGlyph(color: icons.foreground)))
        }
        // An iPad shows the percentage whatever the era's phone does (references 01, 03).
        let percent = "\(bar.battery)%"
        right -= theme[.statusBarBatteryPercentGap] + textWidth(percent, role: .statusBarText)
        parts.append(line(percent, role: .statusBarText, kind: .batteryPercent, x: right, baseline: baseline))
        if bar.wifi {
            right -= gap + icons.wifiSize.width
            parts.append(icons.part(.wifi, icons.wifiSize, x: right, midY: midY, WifiGlyph(color: icons.foreground)))
        }
        if let carrier = bar.carrier, !carrier.isEmpty {
            let w = min(textWidth(carrier, role: .statusBarText), canvasWidth / 4)
            right -= gap + w
            parts.append(line(carrier, role: .statusBarText, kind: .carrier, x: right, baseline: baseline, maxWidth: w))
            if bar.signal != nil {
                right -= gap + icons.signalSize.width
                parts.append(icons.part(.signal, icons.signalSize, x: right, midY: midY, icons.signal))
            }
        }
        if bar.bluetooth {
            let size = Size(width: theme[.statusBarBluetoothWidth], height: theme[.statusBarBluetoothHeight])
            right -= theme[.statusBarBluetoothGap] + size.width
            parts.append(icons.part(.bluetooth, size, x: right, midY: midY, BluetoothGlyph(color: icons.foreground)))
        }
        return parts
    }

    /// A 20-pt bar: signal, carrier and Wi-Fi on the left, the clock in the middle, the
    /// battery (and the bolt, the percentage, Bluetooth) on the right. An iPad's (`pad`,
    /// iPhone OS 3.2 to iOS 11) says "iPad" for the carrier and has no signal unless the
    /// spec names a carrier (a cellular iPad); on a Face ID iPad's 24-pt bar it is centred.
    private func statusBarParts(_ bar: StatusBarSpec, _ icons: StatusBarIcons, pad: Bool = false, height: Double = 20) -> [LayoutPart] {
        var parts: [LayoutPart] = []
        let fg = icons.foreground
        let baseline = theme[.statusBarBaseline] + (pad ? (height - 20) / 2 : 0)
        let midY = baseline - style(.statusBarText).font.size * 0.35
        var x = theme[.statusBarSideInset]
        if bar.signal != nil && (!pad || bar.carrier?.isEmpty == false) {
            parts.append(icons.part(.signal, icons.signalSize, x: x, midY: midY, icons.signal)); x += icons.signalSize.width + theme[.statusBarItemGap]
        }
        let carrier = bar.carrier ?? (pad ? "iPad" : "Carrier")
        if !carrier.isEmpty {
            let part = line(carrier, role: .statusBarText, kind: .carrier, x: x, baseline: baseline, maxWidth: canvasWidth / 4)
            parts.append(part); x = part.frame.maxX + theme[.statusBarCarrierGap]
        }
        if bar.wifi { parts.append(icons.part(.wifi, icons.wifiSize, x: x, midY: midY, WifiGlyph(color: fg))) }
        let time = bar.time ?? "9:41 AM"
        parts.append(line(time, role: .statusBarTime, kind: .time, x: snap((canvasWidth - textWidth(time, role: .statusBarTime)) / 2),
                          baseline: baseline))
        var right = canvasWidth - theme[.statusBarTrailingInset]
        if icons.boltBeside {
            let boltSize = Size(width: theme[.statusBarBoltWidth], height: theme[.statusBarBoltHeight])
            right -= boltSize.width
            parts.append(icons.part(.chargingBolt, boltSize, x: right, midY: midY, ChargingBoltGlyph(color: fg)))
            right -= theme[.statusBarBoltGap]
        }
        right -= icons.batterySize.width
        // On whole device pixels, as UIKit places the battery image: its outline is one pixel.
        var battery = icons.part(.battery, icons.batterySize, x: right, midY: midY, icons.battery)
        battery.frame.origin.y = snap(battery.frame.minY)
        parts.append(battery)
        if theme[.statusBarShowsBatteryPercent] {
            let text = "\(bar.battery)%"
            right -= theme[.statusBarBatteryPercentGap] + textWidth(text, role: .statusBarText)
            parts.append(line(text, role: .statusBarText, kind: .batteryPercent, x: right, baseline: baseline))
        }
        if bar.bluetooth {
            let size = Size(width: theme[.statusBarBluetoothWidth], height: theme[.statusBarBluetoothHeight])
            right -= theme[.statusBarBluetoothGap] + size.width
            parts.append(icons.part(.bluetooth, size, x: right, midY: midY, BluetoothGlyph(color: fg)))
        }
        return parts
    }
}

/// Signal strength: `count` bars rising left to right (or round dots), `lit` of them filled.
/// The status bar's icons keep their drawing right to left (their places mirror).
struct SignalGlyph: Glyph {
    var count: Int
    var lit: Int
    /// iOS 7–10's round dots instead of bars.
    var dots: Bool
    var color: Color

    var name: String { "signal(\(lit))" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let n = max(count, 1)
        if dots {
            // iOS 7–10: round dots, the unlit ones as rings.
            let d = min(f.height, f.width / Double(n))
            let pitch = n > 1 ? (f.width - d) / Double(n - 1) : 0
            for i in 0..<n {
                let r = Rect(x: f.minX + Double(i) * pitch, y: f.midY - d / 2, width: d, height: d)
                if i < lit {
                    nodes.append(.fill(.ellipse(r), .solid(color)))
                } else {
                    let w = d * 0.12
                    nodes.append(.stroke(.ellipse(r.insetBy(dx: w / 2, dy: w / 2)), Stroke(color: color, width: w)))
                }
            }
        } else {
            // Bars rising left to right, a half-bar apart; the unlit ones faint.
            let bar = f.width / (Double(n) + Double(n - 1) / 2)
            for i in 0..<n {
                let h = f.height * (n > 1 ? 0.3 + 0.7 * Double(i) / Double(n - 1) : 1)
                let r = Rect(x: f.minX + Double(i) * bar * 1.5, y: f.maxY - h, width: bar, height: h)
                let c = i < lit ? color : color.withAlpha(color.alpha * 0.3)
                nodes.append(.fill(.roundedRect(r, radius: bar * 0.3, corners: .all), .solid(c)))
            }
        }
        return nodes
    }
}

/// The Wi-Fi fan: two bands and a wedge over a point at the bottom middle.
struct WifiGlyph: Glyph {
    var color: Color

    var name: String { "wifi" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        // Two bands and a wedge of a fan whose point is at the bottom middle.
        let r = min(f.height, f.width)
        let half = asin(min(f.width / (2 * max(r, 1e-9)), 1)) // half the fan's angle
        let centre = Point(x: f.midX, y: f.maxY)
        func band(_ inner: Double, _ outer: Double) -> Path {
            var points: [Point] = []
            let steps = 12
            for k in 0...steps {
                let a = -Double.pi / 2 - half + 2 * half * Double(k) / Double(steps)
                points.append(Point(x: centre.x + outer * r * cos(a), y: centre.y + outer * r * sin(a)))
            }
            for k in (0...steps).reversed() {
                let a = -Double.pi / 2 - half + 2 * half * Double(k) / Double(steps)
                points.append(Point(x: centre.x + inner * r * cos(a), y: centre.y + inner * r * sin(a)))
            }
            return .polyline(points, closed: true)
        }
        return [(0.72, 1.0), (0.38, 0.6), (0.0, 0.26)].map { inner, outer in .fill(.path(band(inner, outer)), .solid(color)) }
    }
}

/// The battery: an outline with a nub, filled to `level` (0...1) in the charging colour
/// when charging, with the bolt inside it when `boltInside` (else a `ChargingBoltGlyph`
/// beside it).
struct BatteryGlyph: Glyph {
    var level: Double
    var charging: Bool
    var boltInside: Bool
    var lineWidth: Double
    var color: Color
    var chargingColor: Color

    var name: String { "battery(\(Int((level * 100).rounded()))%\(charging ? ", charging" : ""))" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        let line = max(lineWidth, 0.25)
        let nub = max(f.width * 0.07, 1)
        let body = Rect(x: f.minX, y: f.minY, width: f.width - nub - line, height: f.height)
        let radius = f.height * 0.22
        nodes.append(.stroke(.roundedRect(body.insetBy(dx: line / 2, dy: line / 2), radius: radius, corners: .all),
                             Stroke(color: color, width: line)))
        nodes.append(.fill(.roundedRect(Rect(x: body.maxX + line * 0.5, y: f.midY - f.height * 0.2, width: nub, height: f.height * 0.4),
                                        radius: nub / 2, corners: [.topRight, .bottomRight]), .solid(color)))
        let inside = body.insetBy(dx: 2 * line, dy: 2 * line)
        let filled = Rect(x: inside.minX, y: inside.minY, width: inside.width * min(max(level, 0), 1), height: inside.height)
        if filled.width > 0 {
            nodes.append(.fill(.roundedRect(filled, radius: max(radius - 2 * line, 0), corners: .all),
                               .solid(charging ? chargingColor : color)))
        }
        if charging && boltInside {
            // The same bolt, in the middle of the body.
            let w = body.height * 0.55, h = body.height * 0.8
            nodes.append(.fill(.path(ChargingBoltGlyph.bolt(in: Rect(x: body.midX - w / 2, y: body.midY - h / 2, width: w, height: h))),
                               .solid(color)))
        }
        return nodes
    }
}

/// The charging bolt on its own, after the battery (iOS 7 to 10).
struct ChargingBoltGlyph: Glyph {
    var color: Color

    var name: String { "chargingBolt" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] { [.fill(.path(Self.bolt(in: f)), .solid(color))] }

    /// The charging bolt filling `box`, as measured on renders 05 and 06 (iOS 10, 2x): a top
    /// tip at the right, a bar across just below the middle, a bottom tip at the left. Drawn
    /// beside the battery (iOS 7 and later) or inside it (iPhone OS, notch bars).
    static func bolt(in box: Rect) -> Path {
        func at(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        return .polyline([at(0.75, 0), at(0, 0.58), at(0.45, 0.58), at(0.2, 1), at(1, 0.4), at(0.55, 0.4)], closed: true)
    }
}

/// The Bluetooth rune: a stem with two closed loops to the right.
struct BluetoothGlyph: Glyph {
    var color: Color

    var name: String { "bluetooth" }
    var flipsRightToLeft: Bool { false }

    func nodes(in f: Rect) -> [SceneNode] {
        // The rune: a stem, the two loops' right vertices, and the arms crossing it (renders
        // 05 and 06: a 1-pt line in an 8 x 13.5 box).
        let line = f.width / 8
        // The arms' square ends reach half a line past their ends: inset a whole line across.
        let box = f.insetBy(dx: line, dy: line / 2)
        func at(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        let rune = Path.polyline([at(0, 0.24), at(1, 0.74), at(0.5, 1), at(0.5, 0), at(1, 0.26), at(0, 0.76)])
        return [.stroke(.path(rune), Stroke(color: color, width: line, cap: .butt, join: .round))]
    }
}
