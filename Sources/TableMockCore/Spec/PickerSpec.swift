/// A picker in a form row (`picker`): a wheel of values (UIPickerView), or a date
/// (UIDatePicker) as the inline calendar, the compact date button or wheels. Drawn by
/// `Layout/Controls/Picker.swift` in the era's look (`PickerLook`).
public enum PickerSpec: Sendable, Equatable {
    /// One wheel of `values`, `selected` (an index into them) in the middle.
    case values([String], selected: Int)
    /// A date; `style` nil is the era's default (the compact button from iOS 14, wheels before).
    case date(PickerDate, style: DatePickerStyle?)

    /// A UIPickerView holds few enough rows to read; a wheel of more is refused.
    public static let maxValues = 1000
}

/// UIDatePicker's `preferredDatePickerStyle`.
public enum DatePickerStyle: String, Sendable, CaseIterable, Codable {
    /// The calendar in the row (iOS 14 and later).
    case inline
    /// A grey rounded button with the date at the row's trailing end (iOS 14 and later).
    case compact
    /// The month, day and year wheels (every era).
    case wheels
}

/// A day of the Gregorian calendar, as a spec writes it (`"2026-11-28"`).
public struct PickerDate: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }

    /// `YYYY-MM-DD` for years 1 to 9999, the day existing in its month; nil otherwise.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              y >= 1, (1...12).contains(m), d >= 1, d <= Self.daysIn(month: m, year: y) else { return nil }
        year = y; month = m; day = d
    }

    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + two(month) + "-" + two(day)
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// 0 for Sunday … 6 for Saturday (the proleptic Gregorian calendar, no locale).
    public static func weekday(year: Int, month: Int, day: Int) -> Int {
        // Sakamoto's method.
        let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + t[month - 1] + day) % 7
    }

    /// English month names, as the en_US pickers show them.
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]
    /// The weekday initials of the en_US inline calendar, Sunday first.
    public static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// `Nov 28, 2026`: the compact button's text (en_US, medium style).
    public var mediumText: String { "\(Self.monthNames[month - 1].prefix(3)) \(day), \(year)" }
}
