import FormCore
import Testing
@testable import Localization

/// Escapes in quoted strings, as CoreFoundation's `getSlashedChar` reads them (each result
/// checked against `PropertyListSerialization`).
@Suite struct StringsEscapeTests {
    struct Case: Sendable, CustomStringConvertible {
        var escaped: String
        var value: String
        var description: String { escaped.debugDescription }
    }

    static let cases: [Case] = [
        Case(escaped: #"\a\b\f\n\r\t\v"#, value: "\u{7}\u{8}\u{C}\n\r\t\u{B}"),
        Case(escaped: #"\" \\ \'"#, value: "\" \\ '"),
        Case(escaped: #"\q\z"#, value: "qz"),
        Case(escaped: #"\u00e9"#, value: "u00e9"),
        Case(escaped: #"\U00e9\U00C9"#, value: "éÉ"),
        Case(escaped: #"\UdEaD"#, value: "\u{FFFD}"),
        Case(escaped: #"\U12"#, value: "\u{12}"),
        Case(escaped: #"\Uzz"#, value: "\u{0}zz"),
        Case(escaped: #"\U"#, value: "\u{0}"),
        Case(escaped: #"\U00410"#, value: "A0"),
        Case(escaped: #"\UFEFF\U0000"#, value: "\u{FEFF}\u{0}"),
        Case(escaped: #"\UD83D\UDE00"#, value: "😀"),
        Case(escaped: #"\UD83D"#, value: "\u{FFFD}"),
        Case(escaped: #"\UD83Dx"#, value: "\u{FFFD}x"),
        Case(escaped: #"\UDE00\UD83D"#, value: "\u{FFFD}\u{FFFD}"),
        Case(escaped: #"\UD83D\U0041"#, value: "\u{FFFD}A"),
        Case(escaped: #"\UD83D\UD83D\UDE00"#, value: "\u{FFFD}😀"),
        Case(escaped: #"\101\05x\1234\0"#, value: "A\u{5}xS4\u{0}"),
        Case(escaped: #"\777"#, value: "\u{0}"),
        Case(escaped: #"\251\200\376"#, value: "\u{2019}\u{A0}\u{0}"),
        Case(escaped: "x\\\r\ny", value: "x\r\ny"),
        Case(escaped: "x\\\ny", value: "x\ny"),
        Case(escaped: #"\é"#, value: "é"),
        Case(escaped: #"no escapes at all, 100% plain"#, value: "no escapes at all, 100% plain"),
    ]

    @Test(arguments: cases)
    func resolvesEscapesInValues(_ c: Case) throws {
        let file = try readStrings("\"k\" = \"\(c.escaped)\";")
        let value = try #require(file.table["k"]?.string)
        #expect(Array(value.unicodeScalars) == Array(c.value.unicodeScalars))
    }

    @Test(arguments: cases)
    func resolvesEscapesInKeys(_ c: Case) throws {
        let file = try readStrings("\"\(c.escaped)\" = \"v\";")
        let key = try #require(file.entries.first?.key)
        #expect(Array(key.unicodeScalars) == Array(c.value.unicodeScalars))
    }

    @Test func mapsEveryOctalByteThroughNeXTSTEPLatin() throws {
        // Spot checks of the NeXTSTEP table (Unicode's NEXTSTEP.TXT), Apple's conversion.
        let expected: [UInt8: UInt32] = [
            0o101: 0x41, 0o200: 0xA0, 0o201: 0xC0, 0o240: 0xA9, 0o244: 0x2044, 0o251: 0x2019, 0o256: 0xFB01,
            0o320: 0x2014, 0o341: 0xC6, 0o350: 0x141, 0o373: 0xDF, 0o375: 0xFF, 0o376: 0, 0o377: 0,
        ]
        for (byte, scalar) in expected {
            let octal = String(byte, radix: 8)
            let file = try readStrings("\"k\" = \"\\\(octal)\";")
            #expect(file.table["k"]?.string?.unicodeScalars.map(\.value) == [scalar], "\\\(octal)")
        }
    }

    @Test func warnsAboutLowercaseUnicodeEscapesAndLoneSurrogates() throws {
        let file = try readStrings(#""a" = "\u00e9"; "b" = "\UD83D";"#)
        #expect(file.warnings.map(\.code) == [.lowercaseUnicodeEscape, .unpairedSurrogate])
        #expect(file.warnings.map(\.location.column) == [8, 24])
        #expect(file.warnings[0].message.contains("Apple reads '\\u00e9' as 'u00e9'"))
    }
}
