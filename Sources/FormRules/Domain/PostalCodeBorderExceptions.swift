/// Postal codes that a region really uses although they lie outside its prefix ranges: a post
/// office on one side of a state line delivers to addresses on the other side.
///
/// The prefix ranges (Google's address data) are exact for every other code: where Google lists
/// a shared code itself (83414 for Wyoming and Idaho, 73301 for Austin's IRS centre, 05501 and
/// 05544 for Andover MA, 06390 for Fishers Island NY, 0872, 2540, 2611, 2618, 2620, 3500, 3585,
/// 3586, 3644, 3707), the ranges already hold it. This table adds the codes the published sources
/// below show in use across a border, each for the region on the far side of its post office;
/// a code is still checked against the selected region, never used to infer one.
///
/// Sources, named per entry:
/// - "Census ZCTA 2010": the U.S. Census Bureau's 2010 ZCTA-to-place relationship file
///   (`zcta_place_rel_10.txt`), whose 13 ZIP Code Tabulation Areas lying in two states are
///   listed in GIS Stack Exchange question 53918 ("Determining which US zipcodes map to more
///   than one state").
/// - "Mungindi": Wikipedia, "Mungindi" and "Postcodes in Australia" (the town straddles the
///   NSW–Queensland border and uses the NSW postcode 2406 on both sides; ABC News, 2025, on the
///   whole town sharing 2406).
enum PostalCodeBorderExceptions {
    struct Entry: Sendable {
        var country: Country
        /// The code's numeric value (5 digits in the US, 4 in Australia).
        var code: Int32
        /// The region that uses the code across its border (`CA` for 97635).
        var region: String
        /// Where the code comes from, and the region its prefix gives.
        var place: String
        var source: String
    }

    static let entries: [Entry] = [
        Entry(country: .unitedStates, code: 2861, region: "MA", place: "Pawtucket, RI", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 42223, region: "TN", place: "Fort Campbell, KY", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 59221, region: "ND", place: "Fairview, MT", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 63673, region: "IL", place: "St. Mary, MO (Kaskaskia, IL)", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 71749, region: "LA", place: "Junction City, AR", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 73949, region: "TX", place: "Texhoma, OK", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 81137, region: "NM", place: "Ignacio, CO", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 84536, region: "AZ", place: "Monument Valley, UT", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 86044, region: "UT", place: "Tonalea, AZ", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 86515, region: "NM", place: "Window Rock, AZ", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 88063, region: "TX", place: "Sunland Park, NM", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 89439, region: "CA", place: "Verdi, NV", source: "Census ZCTA 2010"),
        Entry(country: .unitedStates, code: 97635, region: "CA", place: "New Pine Creek, OR", source: "Census ZCTA 2010"),
        Entry(country: .australia, code: 2406, region: "QLD", place: "Mungindi, NSW", source: "Mungindi"),
    ]

    /// Whether `region` uses the code `value` across its border. Read only after the region's
    /// ranges said no, so valid codes never pay for it.
    static func allows(_ value: Int32, in region: Region) -> Bool {
        entries.contains { $0.code == value && $0.country == region.country && $0.region == region.code }
    }
}
