import Testing
@testable import FormRules

@Suite struct HeightTests {
    static let inch: Int64 = 254_000_000
    static let centimetre: Int64 = 100_000_000

    struct Parsed: Sendable, CustomStringConvertible {
        var text: String
        var angstroms: Int64
        var description: String { text.debugDescription }
    }

    static let parsed: [Parsed] = [
        Parsed(text: "67", angstroms: 67 * inch),
        Parsed(text: "67.5", angstroms: 135 * inch / 2),
        Parsed(text: "67.25", angstroms: 269 * inch / 4),
        Parsed(text: "0.5", angstroms: inch / 2),
        Parsed(text: ".5", angstroms: inch / 2),
        Parsed(text: "  67  ", angstroms: 67 * inch),
        Parsed(text: "67½", angstroms: 135 * inch / 2),
        Parsed(text: "67 ½", angstroms: 135 * inch / 2),
        Parsed(text: "67 1/2", angstroms: 135 * inch / 2),
        Parsed(text: "67 3/8", angstroms: 67 * inch + 3 * inch / 8),
        Parsed(text: "67\"", angstroms: 67 * inch),
        Parsed(text: "67″", angstroms: 67 * inch),
        Parsed(text: "67”", angstroms: 67 * inch),
        Parsed(text: "67''", angstroms: 67 * inch),
        Parsed(text: "67 in", angstroms: 67 * inch),
        Parsed(text: "67 IN", angstroms: 67 * inch),
        Parsed(text: "67 inches", angstroms: 67 * inch),
        Parsed(text: "5'7\"", angstroms: 67 * inch),
        Parsed(text: "5' 7\"", angstroms: 67 * inch),
        Parsed(text: "5'7", angstroms: 67 * inch),
        Parsed(text: "5' 7½\"", angstroms: 135 * inch / 2),
        Parsed(text: "5′ 7½″", angstroms: 135 * inch / 2),
        Parsed(text: "5’ 7½”", angstroms: 135 * inch / 2),
        Parsed(text: "5' 7 1/2\"", angstroms: 135 * inch / 2),
        Parsed(text: "5' 7.5\"", angstroms: 135 * inch / 2),
        Parsed(text: "5 ft 7 in", angstroms: 67 * inch),
        Parsed(text: "5ft7in", angstroms: 67 * inch),
        Parsed(text: "5 Feet 7 Inches", angstroms: 67 * inch),
        Parsed(text: "5'", angstroms: 60 * inch),
        Parsed(text: "5 ft", angstroms: 60 * inch),
        Parsed(text: "5.5 ft", angstroms: 66 * inch),
        Parsed(text: "8'6\"", angstroms: 102 * inch),
        Parsed(text: "3' 0\"", angstroms: 36 * inch),
        Parsed(text: "5' 11.999\"", angstroms: 60 * inch + 11_999 * inch / 1000),
        Parsed(text: "170 cm", angstroms: 170 * centimetre),
        Parsed(text: "170cm", angstroms: 170 * centimetre),
        Parsed(text: "170.5 centimetres", angstroms: 1705 * centimetre / 10),
        Parsed(text: "1.70 m", angstroms: 170 * centimetre),
        Parsed(text: "1.7 meters", angstroms: 170 * centimetre),
        Parsed(text: "1700 mm", angstroms: 170 * centimetre),
        // As Russian and Polish write heights: a decimal comma, Cyrillic units, the words.
        Parsed(text: "1,70 m", angstroms: 170 * centimetre),
        Parsed(text: "67,5", angstroms: 135 * inch / 2),
        Parsed(text: "170 см", angstroms: 170 * centimetre),
        Parsed(text: "170см", angstroms: 170 * centimetre),
        Parsed(text: "1,70 м", angstroms: 170 * centimetre),
        Parsed(text: "1700 мм", angstroms: 170 * centimetre),
        Parsed(text: "5 футов 7 дюймов", angstroms: 67 * inch),
        Parsed(text: "5 фут 7,5 дюйма", angstroms: 135 * inch / 2),
        Parsed(text: "5 stóp 7 cali", angstroms: 67 * inch),
        // As the other shipped translations write their centimetres (`height.centimetres`).
        Parsed(text: "5 футів 7 дюймів", angstroms: 67 * inch),
        Parsed(text: "170 سم", angstroms: 170 * centimetre),
        Parsed(text: "170 ס״מ", angstroms: 170 * centimetre),
        Parsed(text: "170 ס\"מ", angstroms: 170 * centimetre),
        Parsed(text: "5′ 7½″", angstroms: 135 * inch / 2),
        Parsed(text: "0", angstroms: 0),
        // Places past the ninth are dropped.
        Parsed(text: "67.2500000000001", angstroms: 269 * inch / 4),
    ]

    @Test(arguments: parsed)
    func readsTheWrittenForms(_ c: Parsed) {
        #expect(Height.parse(c.text) == .success(Height(angstroms: c.angstroms)))
    }

    struct Unreadable: Sendable, CustomStringConvertible {
        var text: String
        var failure: Height.ParseFailure
        var description: String { text.debugDescription }
    }

    static let unreadable: [Unreadable] = [
        Unreadable(text: "", failure: .empty),
        Unreadable(text: " \t ", failure: .empty),
        Unreadable(text: "tall", failure: .notAHeight),
        Unreadable(text: "nan", failure: .notAHeight),
        Unreadable(text: "inf", failure: .notAHeight),
        Unreadable(text: "5 7", failure: .notAHeight),
        Unreadable(text: "67.", failure: .notAHeight),
        Unreadable(text: ".", failure: .notAHeight),
        Unreadable(text: "67 1/3", failure: .notAHeight),
        Unreadable(text: "67 2/2", failure: .notAHeight),
        Unreadable(text: "1/2", failure: .notAHeight),
        Unreadable(text: "67 furlongs", failure: .notAHeight),
        Unreadable(text: "5' 7' ", failure: .notAHeight),
        Unreadable(text: "5' 170 cm", failure: .notAHeight),
        Unreadable(text: "170 cm 5", failure: .notAHeight),
        Unreadable(text: "67\" 5'", failure: .notAHeight),
        Unreadable(text: "+67", failure: .notAHeight),
        Unreadable(text: "6,7,0", failure: .notAHeight),  // one decimal mark only
        Unreadable(text: "6,", failure: .notAHeight),  // a mark needs digits after it
        Unreadable(text: "170 сантиметров", failure: .notAHeight),  // only the words listed
        Unreadable(text: "٦٧", failure: .notAHeight),
        Unreadable(text: "-5", failure: .negative),
        Unreadable(text: "- 67 in", failure: .negative),
        Unreadable(text: "−5′ 7″", failure: .negative),
        Unreadable(text: "-", failure: .notAHeight),
        Unreadable(text: "-x", failure: .notAHeight),
        Unreadable(text: "5' 12\"", failure: .tooManyInches),
        Unreadable(text: "5' 13", failure: .tooManyInches),
    ]

    @Test(arguments: unreadable)
    func classifiesWhatItCannotRead(_ c: Unreadable) {
        #expect(Height.parse(c.text) == .failure(c.failure))
    }

    @Test func saturatesHugeValuesInsteadOfOverflowing() throws {
        let huge = try Height(String(repeating: "9", count: 40) + " m")
        #expect(huge.angstroms == Height.saturated)
        let manyFeet = try Height("99999999999999' 11\"")
        #expect(manyFeet.angstroms == Height.saturated)
        #expect(HeightScale.standard.snap(huge) == .aboveMaximum(.inches(102)))
        #expect(try Height.fromInches(1e300).get().angstroms == Height.saturated)
        #expect(Height.inches(Int.max).angstroms == Height.saturated)
    }

    @Test(arguments: [
        (67.3, Optional(Int64(17_094_200_000))),
        (67.5, 135 * inch / 2),
        (36.0, 36 * inch),
        (0.1, inch / 10),
        (0.0, 0),
    ])
    func convertsJSONNumbersExactlyToSixPlaces(_ value: Double, _ angstroms: Int64?) throws {
        #expect(try Height.fromInches(value).get().angstroms == angstroms)
    }

    @Test(arguments: [
        (Double.nan, Height.ParseFailure.notFinite),
        (Double.infinity, .notFinite),
        (-Double.infinity, .notFinite),
        (-1.0, .negative),
        (-0.0, .negative),
    ])
    func classifiesNumbersThatAreNotHeights(_ value: Double, _ failure: Height.ParseFailure) {
        #expect(Height.fromInches(value) == .failure(failure))
    }

    @Test(arguments: [
        (Height.halfInches(135), "5′ 7½″", "171 cm"),
        (.inches(67), "5′ 7″", "170 cm"),
        (.inches(72), "6′ 0″", "183 cm"),
        (.inches(36), "3′ 0″", "91 cm"),
        (.inches(102), "8′ 6″", "259 cm"),
        (Height(angstroms: 11 * inch + inch / 4), "11¼″", "29 cm"),
        (Height(angstroms: 60 * inch + 7 * inch / 8), "5′ 0⅞″", "155 cm"),
        (Height(angstroms: 67 * inch + 3 * inch / 10), "5′ 7.3″", "171 cm"),
        (Height(angstroms: 71 * inch + 99 * inch / 100), "6′ 0″", "183 cm"),
        (Height(angstroms: 170 * centimetre), "5′ 6.9″", "170 cm"),
        (Height(angstroms: 1705 * centimetre / 10), "5′ 7.1″", "171 cm"),
        (Height(angstroms: 0), "0″", "0 cm"),
    ])
    func labelsInFeetAndInchesOrCentimetres(_ height: Height, _ imperial: String, _ metric: String) {
        #expect(height.imperialLabel == imperial)
        #expect(height.metricLabel == metric)
    }

    @Test func convertsToFloatingPointForDisplay() {
        #expect(Height.halfInches(135).inches == 67.5)
        #expect(Height(angstroms: 170 * Self.centimetre).centimetres == 170)
        #expect(Height.inches(67).roundedCentimetres == 170)
        #expect(Height.inches(67).isWholeInch)
        #expect(!Height.halfInches(135).isWholeInch)
        #expect(Height(angstroms: -5).angstroms == 0)
    }
}
