import Foundation
@testable import TableMockCore
import TableMockScene
import TableMockTestSupport
import Testing

/// Pickers in a form row (issue 36): the wheel of values in each era's look, the date's
/// wheels, the inline calendar and the compact date button; their heights, the parts the
/// layout names, right to left, and one precise error for what cannot be drawn.
@Suite struct PickerTests {
    static func layout(_ source: String) throws -> TableLayout { try LayoutHarness.layout(source, scale: 2) }
    static func errors(_ source: String) -> [String] { LayoutHarness.errors(source) }

    static func wheel(_ theme: String, extra: String = "") -> String {
        """
        theme: \(theme)
        size: {width: 320, height: 400}
        \(extra)
        table:
          sections:
            - rows:
                - {title: Size}
                - picker: {values: [XS, S, M, L, XL, XXL], selected: M}
        """
    }

    @Test(arguments: [("ios6", PickerLook.ios2), ("ios7", .ios7), ("ios13", .ios7), ("ios15", .ios14), ("ios26", .ios14)])
    func theWheelFillsA216PointRowWithItsRowsOnADrum(_ theme: String, _ look: PickerLook) throws {
        let cell = try #require(try Self.layout(Self.wheel(theme)).cell(section: 0, row: 1))
        #expect(cell.frame.height == 216)
        let wheel = try #require(cell.part(.picker))
        #expect(wheel.frame == Rect(x: 0, y: cell.frame.minY, width: 320, height: 216))
        #expect((wheel.glyph as? PickerGlyph)?.look == look)
        #expect(wheel.glyph?.name == "picker(6 values, selected \"M\")")
        let rows = cell.parts.filter { $0.kind == .pickerRow }
        let selected = try #require(rows.first { $0.text?.text == "M" })
        // The selected row is centred on the wheel, at the role's full size.
        #expect(abs(selected.frame.midY - wheel.frame.midY) < 1e-9)
        let full = selected.text?.font.size ?? 0
        #expect(full > 0)
        // Rows turn away from the middle: each further row is smaller and closer to the one before.
        let below = rows.filter { $0.frame.midY > selected.frame.midY }.sorted { $0.frame.midY < $1.frame.midY }
        #expect(below.map { $0.text?.text } == Array(["L", "XL", "XXL"].prefix(below.count)))
        #expect(below.count >= 2)
        var last = selected
        var gap = Double.infinity
        for row in below {
            #expect((row.text?.font.size ?? 0) < (last.text?.font.size ?? 0))
            let g = row.frame.midY - last.frame.midY
            #expect(g < gap)
            gap = g
            last = row
        }
        // Every row inside the wheel; the classic glass bar drawn over them.
        #expect(rows.allSatisfy { $0.frame.minY >= wheel.frame.minY - 1e-9 && $0.frame.maxY <= wheel.frame.maxY + 1e-9 })
        #expect((cell.parts.last?.kind == .pickerSelection) == (look == .ios2))
    }

    @Test func eachEraDrawsItsSelection() throws {
        func nodes(_ theme: String, _ kind: PartKind) throws -> [SceneNode] {
            let cell = try #require(try Self.layout(Self.wheel(theme)).cell(section: 0, row: 1))
            let part = try #require(cell.part(kind))
            return part.glyph?.nodes(in: part.frame) ?? []
        }
        // iOS 7: two hairlines 32 pt apart, nothing over the rows.
        let lines = try nodes("ios7", .picker)
        #expect(lines.count == 2)
        if case .fill(.rect(let a), _) = lines[0], case .fill(.rect(let b), _) = lines[1] {
            #expect(abs(b.maxY - a.minY - 32) < 1e-9)
            #expect(a.height == 0.5)
        } else { Issue.record("expected two filled rects") }
        #expect(try Self.layout(Self.wheel("ios7")).cell(section: 0, row: 1)?.part(.pickerSelection) == nil)
        // iOS 14 and later: a 34-pt band with 8-pt corners, 8 pt inside the wheel, under the rows.
        let band = try nodes("ios15", .picker)
        if case .fill(.roundedRect(let r, let radius, _), .solid(let c))? = band.first {
            #expect(r.width == 320 - 16 && r.height == 34 && radius == 8)
            #expect(c == Color(hex: "#7676801F"))
        } else { Issue.record("expected the rounded band, got \(band)") }
        // iPhone OS: the dark frame and white drum under the rows, shading and the glass bar over them.
        #expect(try nodes("ios6", .picker).count >= 2)
        #expect(try nodes("ios6", .pickerSelection).count >= 3)
    }

    @Test func aDateInWheelsShowsMonthDayAndYearAroundIt() throws {
        let cell = try #require(try Self.layout("""
            theme: ios7
            size: {width: 320, height: 400}
            table: {sections: [{rows: [{picker: {date: "2024-02-28"}}]}]}
            """).cell(section: 0, row: 0))
        #expect(cell.frame.height == 216)
        #expect(cell.part(.picker)?.glyph?.name == "datePicker(wheels, 2024-02-28)")
        let rows = cell.parts.filter { $0.kind == .pickerRow }
        let middle = try #require(cell.part(.picker)).frame.midY
        let centred = rows.filter { abs($0.frame.midY - middle) < 1e-9 }.map { $0.text?.text }
        #expect(centred == ["February", "28", "2024"])
        // Months and days turn round (2024 is a leap year: 29, then 1); the years do not.
        let texts = Set(rows.compactMap { $0.text?.text })
        #expect(texts.isSuperset(of: ["January", "March", "27", "29", "1", "2023", "2025"]))
        // The year wheel stops at year 1.
        let first = try #require(try Self.layout("""
            theme: ios7
            size: {width: 320, height: 400}
            table: {sections: [{rows: [{picker: {date: "0002-01-01"}}]}]}
            """).cell(section: 0, row: 0))
        let years = first.parts.filter { $0.kind == .pickerRow }.compactMap { $0.text?.text }.filter { $0.count <= 2 && Int($0) != nil }
        #expect(!years.contains("0") && !years.contains("-1"))
    }

    @Test func theInlineCalendarLaysTheMonthOutInSevenColumns() throws {
        let cell = try #require(try Self.layout("""
            theme: ios15
            size: {width: 390, height: 700}
            table: {style: insetGrouped, sections: [{rows: [{picker: {date: "2026-11-28", style: inline}}]}]}
            """).cell(section: 0, row: 0))
        #expect(cell.part(.calendarMonth)?.text?.text == "November 2026")
        #expect(cell.parts.filter { $0.kind == .weekday }.compactMap { $0.text?.text } == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        let days = cell.parts.filter { $0.kind == .calendarDay }
        #expect(days.count == 30)
        // 1 November 2026 is a Sunday: the first column; the 28th a Saturday: the last.
        let one = try #require(days.first { $0.text?.text == "1" })
        let eight = try #require(days.first { $0.text?.text == "8" })
        let selected = try #require(days.first { $0.text?.text == "28" })
        let column = one.frame.width
        #expect(abs(selected.frame.minX - (one.frame.minX + 6 * column)) < 1e-9)
        #expect(abs(eight.frame.minY - one.frame.minY - 44) < 1e-9)
        #expect(selected.glyph?.name == "calendarSelection(28)")
        #expect(days.filter { $0.glyph != nil }.count == 1)
        // The selected day in the tint, its circle the tint at 12 %.
        #expect(selected.text?.color == Color(hex: "#007AFF"))
        if case .fill(.ellipse(let r), .solid(let c))? = selected.glyph?.nodes(in: selected.frame).first {
            #expect(r.width == 40)
            #expect(abs(c.alpha - 0.12) < 1e-9)
        } else { Issue.record("expected the selection circle") }
        // Padding, header, weekdays and six weeks, whatever the month.
        let expected: Double = 24 + 44 + 20 + 264
        #expect(cell.frame.height == expected)
        #expect(cell.parts.filter { $0.kind == .calendarChevron }.count == 3)
    }

    @Test func theCompactButtonSitsAtTheTrailingEndAfterTheTitle() throws {
        let spec = """
            theme: ios15
            size: {width: 320, height: 100}
            table: {sections: [{rows: [{title: Starts, picker: {date: "2026-11-28"}}]}]}
            """
        let cell = try #require(try Self.layout(spec).cell(section: 0, row: 0))
        #expect(cell.frame.height == 44)
        let button = try #require(cell.part(.dateButton))
        #expect(button.text?.text == "Nov 28, 2026")
        #expect(button.glyph?.name == "dateButton(Nov 28, 2026)")
        // 34 pt tall, centred on the row, the date 11 pt inside each end, at the row's trailing margin.
        #expect(button.frame.height == 34 && button.frame.midY == 22)
        #expect(button.frame.maxX == 320 - 16)
        let textWidth: Double = Double("Nov 28, 2026".count) * 8.5
        #expect(abs(button.frame.width - (textWidth + 22)) < 1e-6)
        #expect(cell.part(.title)?.text?.text == "Starts")
        let mirrored = try #require(try Self.layout(spec + "\nlayoutDirection: rightToLeft").cell(section: 0, row: 0))
        #expect(mirrored.part(.dateButton)?.frame.minX == 16)
    }

    @Test func rightToLeftMirrorsTheWheelsOrder() throws {
        let spec = """
            theme: ios7
            size: {width: 320, height: 300}
            table: {sections: [{rows: [{picker: {date: "2026-11-28"}}]}]}
            """
        func centred(_ layout: TableLayout) throws -> [String] {
            let cell = try #require(layout.cell(section: 0, row: 0))
            let middle = try #require(cell.part(.picker)).frame.midY
            return cell.parts.filter { $0.kind == .pickerRow && abs($0.frame.midY - middle) < 1e-9 }
                .sorted { $0.frame.minX < $1.frame.minX }.compactMap { $0.text?.text }
        }
        #expect(try centred(Self.layout(spec)) == ["November", "28", "2026"])
        #expect(try centred(Self.layout(spec + "\nlayoutDirection: rightToLeft")) == ["2026", "28", "November"])
        // The calendar's Sunday column is on the right.
        let calendar = """
            theme: ios15
            size: {width: 320, height: 600}
            layoutDirection: rightToLeft
            table: {sections: [{rows: [{picker: {date: "2026-11-28", style: inline}}]}]}
            """
        let cell = try #require(try Self.layout(calendar).cell(section: 0, row: 0))
        let days = cell.parts.filter { $0.kind == .calendarDay }
        let one = try #require(days.first { $0.text?.text == "1" }), seven = try #require(days.first { $0.text?.text == "7" })
        #expect(one.frame.minX > seven.frame.minX)
        #expect(cell.parts.filter { $0.kind == .weekday }.max { $0.frame.minX < $1.frame.minX }?.text?.text == "SUN")
    }

    @Test func dynamicTypeGrowsTheCalendarNotTheWheel() throws {
        func height(_ picker: String, _ size: String) throws -> Double {
            try #require(try Self.layout("""
                theme: ios15
                size: {width: 390, height: 900}
                contentSizeCategory: \(size)
                table: {sections: [{rows: [{picker: \(picker)}]}]}
                """).cell(section: 0, row: 0)).frame.height
        }
        // UIPickerView's rows keep their size; the calendar's text grows with the reader's size.
        #expect(try height("{values: [A, B]}", "accessibilityExtraExtraExtraLarge") == 216)
        #expect(try height("{date: \"2026-11-28\", style: inline}", "accessibilityExtraExtraExtraLarge") > height("{date: \"2026-11-28\", style: inline}", "large"))
    }

    @Test func badPickersGetOnePreciseError() {
        #expect(Self.errors("table: {sections: [{rows: [{picker: {values: [Small, Medium], selected: Meduim}}]}]}")
                == ["/table/sections/0/rows/0/picker/selected: the selected value \"Meduim\" is not among the picker's values; did you mean \"Medium\"?"])
        #expect(Self.errors("table: {sections: [{rows: [{picker: {date: \"2026-02-30\"}}]}]}")
                == ["/table/sections/0/rows/0/picker/date: \"2026-02-30\" is not a date; write the day as YYYY-MM-DD: \"2026-11-28\""])
        #expect(Self.errors("table: {sections: [{rows: [{picker: {values: [A], date: \"2026-01-01\"}}]}]}")
                == ["/table/sections/0/rows/0/picker/date: a picker has \"values\" or a \"date\", not both; write {values: [Small, Medium, Large], selected: Medium} or {date: \"2026-11-28\", style: inline}"])
        #expect(Self.errors("table: {sections: [{rows: [{picker: {valeus: [A]}}]}]}").contains("/table/sections/0/rows/0/picker: unknown key \"valeus\"; did you mean \"values\"?"))
        #expect(Self.errors("table: {sections: [{rows: [{picker: {values: []}}]}]}")
                == ["/table/sections/0/rows/0/picker/values: a picker's values are empty; list what the wheel offers: [Small, Medium, Large]"])
        #expect(Self.errors("table: {sections: [{rows: [{picker: {date: \"2026-11-28\", style: inlne}}]}]}")
                == ["/table/sections/0/rows/0/picker/style: unknown date picker style \"inlne\"; did you mean \"inline\"?"])
        #expect(Self.errors("table: {sections: [{rows: [{picker: {values: [A], style: inline}}]}]}").first?
                .hasPrefix("/table/sections/0/rows/0/picker/style: \"style\" is a date picker's") == true)
    }

    @Test func theCalendarBeforeIOS14AndATitleOnAWheelAreRefused() {
        #expect(Self.errors("""
            theme: ios13
            table: {sections: [{rows: [{picker: {date: "2026-11-28", style: inline}}]}]}
            """) == ["/table/sections/0/rows/0/picker/style: the inline date picker came with iOS 14; theme \"ios13\" draws iOS 13 to 14, whose UIDatePicker is wheels; write style: wheels (or leave style out), or use a theme of iOS 15 or later such as \"ios15\""])
        #expect(Self.errors("""
            theme: ios7
            table: {sections: [{rows: [{title: Size, picker: {values: [S, M]}}]}]}
            """) == ["/table/sections/0/rows/0/title: a title on a row that its picker fills (a wheel or the inline calendar draws no title); put the title in the row above the picker, or use the compact date picker: picker: {date: ..., style: compact}"])
        #expect(Self.errors("""
            theme: ios7
            table: {sections: [{rows: [{title: Size, slider: {value: 1}, picker: {values: [S, M]}}]}]}
            """).contains("/table/sections/0/rows/0/picker: a row holds a picker or a slider, not both; put the picker in a row of its own"))
    }
}
