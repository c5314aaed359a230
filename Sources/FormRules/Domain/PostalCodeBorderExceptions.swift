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
/// - "Proctor australian_postcodes": Matthew Proctor's community-sourced Australian postcode
///   list (a collation of publicly available postal data, starting from the list Australia Post
///   once published free), on GitHub as `matthewproctor/australianpostcodes`, file
///   `australian_postcodes.csv` read at commit 1f283444 (columns id, postcode, locality, state,
///   long, lat, dc: the Australia Post distribution centre, type). Each entry below is a row
///   whose state lies outside the ranges of its postcode's region, named with the row's id and,
///   first, a place of the code's own region: the row's distribution centre where it names a
///   town, else a locality the file lists for the code in that region. The file is sorted by postcode; it was read in the stretches where a
///   row could cross a border: 0200–1009 (the NT and 0872); 2396–2424, 2430–2446, 2449–2460,
///   2469–2550, 2577–2621, 2632–2652, 2733–2775 and 2852–2913 (NSW's Queensland and Murray
///   borders, the ACT, Jervis Bay); 3461–3833 and 3875–3995 (Victoria's side of the Murray and
///   East Gippsland); 4118–4310, 4356–4516, 4816–4850, 4860–4872 and 4892–4895 (Queensland's
///   side, and Mount Isa's 4825). Its other cross-border rows there, NSW's 3500, 3585, 3586,
///   3644, 3707, 2611, 2618, 2619 and 2620 and the ACT's 2540 and 2620, are in the ranges
///   already and need no entry; its 2406 rows are all NSW (the QLD entry rests on "Mungindi").
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
        Entry(
            country: .australia, code: 3691, region: "NSW", place: "Kiewa, VIC: Lake Hume Village, NSW (row 20925)",
            source: "Proctor australian_postcodes"),
        Entry(
            country: .australia, code: 4377, region: "NSW", place: "The Summit, QLD: Maryland, NSW (row 21102)",
            source: "Proctor australian_postcodes"),
        Entry(
            country: .australia, code: 4380, region: "NSW",
            place: "Stanthorpe, QLD: Amosfield, Mingoola, Ruby Creek and Undercliffe, NSW (rows 21104, 21111, 21116, 21122)",
            source: "Proctor australian_postcodes"),
        Entry(
            country: .australia, code: 4383, region: "NSW", place: "Wallangarra, QLD: Jennings, NSW (row 21127)",
            source: "Proctor australian_postcodes"),
        Entry(
            country: .australia, code: 4385, region: "NSW", place: "Texas, QLD: Camp Creek, NSW (row 21128)",
            source: "Proctor australian_postcodes"),
        Entry(
            country: .australia, code: 4825, region: "NT", place: "Mount Isa, QLD: Ranken, NT (row 21271)",
            source: "Proctor australian_postcodes"),
    ]

    /// Whether `region` uses the code `value` across its border. Read only after the region's
    /// ranges said no, so valid codes never pay for it.
    static func allows(_ value: Int32, in region: Region) -> Bool {
        entries.contains { $0.code == value && $0.country == region.country && $0.region == region.code }
    }
}
