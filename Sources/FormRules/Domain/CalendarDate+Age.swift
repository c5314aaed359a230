extension CalendarDate {
    /// When someone born on February 29 has their birthday in a common year.
    ///
    /// Jurisdictions differ. Hong Kong's Age of Majority (Related Provisions) Ordinance (s. 5)
    /// and some US state codes say March 1; Taiwan's Civil Code counts periods so that the
    /// anniversary is February 28. The default here is ``marchFirst``: the full number of years
    /// has passed only once February has ended. Forms with legal age limits should name their
    /// rule in the spec.
    public enum LeapDayRule: Sendable, Hashable {
        /// In a common year, the anniversary of February 29 is March 1.
        case marchFirst
        /// In a common year, the anniversary of February 29 is February 28.
        case februaryTwentyEighth
    }

    /// The same day `years` years later (earlier when negative), or nil outside years 1...9999.
    ///
    /// February 29 lands on February 29 in a leap year, otherwise per `leapDay`. For every
    /// pair of dates, `birthday.age(on: day) >= n` exactly when
    /// `birthday.adding(years: n)! <= day` (given the same rule): an "at least 18" check may use
    /// either.
    public func adding(years: Int, leapDay: LeapDayRule = .marchFirst) -> CalendarDate? {
        let (target, overflow) = year.addingReportingOverflow(years)
        guard !overflow, (1...9999).contains(target) else { return nil }
        if month == 2, day == 29, !Self.isLeapYear(target) {
            return leapDay == .marchFirst
                ? CalendarDate(year: target, month: 3, day: 1)
                : CalendarDate(year: target, month: 2, day: 28)
        }
        return CalendarDate(year: target, month: month, day: day)
    }

    /// The age in whole years on `reference` of someone born on this date: the number of
    /// anniversaries (by `leapDay`) that are on or before `reference`. Negative when
    /// `reference` is before this date (-1 up to the day before, and so on).
    public func age(on reference: CalendarDate, leapDay: LeapDayRule = .marchFirst) -> Int {
        let years = reference.year - year
        // reference.year is in 1...9999, so this anniversary always exists.
        guard let anniversary = adding(years: years, leapDay: leapDay) else { return years }
        return reference < anniversary ? years - 1 : years
    }
}
