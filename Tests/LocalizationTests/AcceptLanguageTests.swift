import Testing
@testable import Localization

@Suite struct AcceptLanguageTests {
    struct Case: Sendable, CustomStringConvertible {
        var header: String
        /// `range;q=weight` of every usable entry, most preferred first.
        var entries: [String]
        var ignored: Int = 0
        var description: String { header.debugDescription }
    }

    static let cases: [Case] = [
        .init(header: "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5",
              entries: ["fr-CH", "fr;q=0.9", "en;q=0.8", "de;q=0.7", "*;q=0.5"]),
        // Weight first, then position; the sort must be stable for ties.
        .init(header: "en;q=0.5, de, fr;q=0.5", entries: ["de", "en;q=0.5", "fr;q=0.5"]),
        .init(header: "a1;q=0.2", entries: [], ignored: 1),
        .init(header: "da, en-gb;q=0.8, en;q=0.7", entries: ["da", "en-gb;q=0.8", "en;q=0.7"]),
        .init(header: "en;q=0, fr", entries: ["fr", "en;q=0"]),
        // Whitespace and case.
        .init(header: " en-US ;  q=0.3 ,\tde\t", entries: ["de", "en-US;q=0.3"]),
        .init(header: "EN-us;Q=0.5", entries: ["EN-us;q=0.5"]),
        .init(header: "en; q = 0.5", entries: ["en;q=0.5"]),
        .init(header: "en_US", entries: ["en_US"]),
        // qvalue grammar.
        .init(header: "en;q=1.000", entries: ["en"]),
        .init(header: "en;q=1.", entries: ["en"]),
        .init(header: "en;q=0.123", entries: ["en;q=0.123"]),
        .init(header: "en;q=0.", entries: ["en;q=0"]),
        .init(header: "en;q=0.05", entries: ["en;q=0.05"]),
        .init(header: "en;q=1.001, de", entries: ["de"], ignored: 1),
        // More decimals than RFC 9110 allows: the number is plain, so it is read and rounded.
        .init(header: "en;q=0.12345, de", entries: ["de", "en;q=0.123"]),
        .init(header: "en;q=0.1234", entries: ["en;q=0.123"]),
        .init(header: "en;q=0.8125", entries: ["en;q=0.813"]),
        .init(header: "en;q=0.9996", entries: ["en"]),
        .init(header: "ru;q=1.0000, en;q=0.5", entries: ["ru", "en;q=0.5"]),
        .init(header: "en;q=1.0001, de", entries: ["de"], ignored: 1),
        .init(header: "en;q=.5", entries: [], ignored: 1),
        .init(header: "en;q=-1", entries: [], ignored: 1),
        .init(header: "en;q=2", entries: [], ignored: 1),
        .init(header: "en;q=abc", entries: [], ignored: 1),
        .init(header: "en;q=", entries: [], ignored: 1),
        .init(header: "en;q=0.5;q=0.6", entries: [], ignored: 1),
        // Other parameters and empty ones are ignored.
        .init(header: "en;level=1;q=0.4", entries: ["en;q=0.4"]),
        .init(header: "en;;q=0.4;", entries: ["en;q=0.4"]),
        .init(header: "en;foo", entries: ["en"]),
        // Malformed ranges.
        .init(header: ";;;,,q=abc", entries: [], ignored: 2),
        .init(header: "", entries: []),
        .init(header: ",,, ,\t,", entries: []),
        .init(header: "*", entries: ["*"]),
        .init(header: "en-*, *-US, 1en, en-123456789, é, en--US, -en, en-", entries: [], ignored: 8),
        .init(header: "en-US-US", entries: ["en-US-US"]),
        .init(header: "i-klingon;q=0.3", entries: ["i-klingon;q=0.3"]),
    ]

    @Test(arguments: cases)
    func readsEntriesInPreferenceOrder(_ c: Case) {
        let header = AcceptLanguage(c.header)
        #expect(header.entries.map(\.description) == c.entries)
        #expect(header.ignoredElementCount == c.ignored)
        #expect(!header.isTruncated)
    }

    @Test func keepsPositionsAndReadsRangesAsTags() throws {
        let header = AcceptLanguage("garbage!, iw;q=0.5, *;q=0.1, en-US-US")
        #expect(header.entries.map(\.position) == [3, 1, 2])
        #expect(header.entries.map(\.tag) == [nil, try LanguageTag("he"), nil])
        #expect(header.entries.map(\.isWildcard) == [false, false, true])
        #expect(header.ignoredElementCount == 1)
    }

    @Test(arguments: [(1000, "1"), (800, "0.8"), (125, "0.125"), (50, "0.05"), (1, "0.001"), (0, "0"), (2000, "1"), (-5, "0")])
    func writesWeightsAsShortDecimals(_ thousandths: Int, _ text: String) {
        #expect(AcceptLanguage.Weight(thousandths: thousandths).description == text)
    }

    @Test func readsAtMostTheFirstElementsAndSaysSo() {
        let ranges = (0..<100).map { "l\(String(UnicodeScalar(UInt8(97 + $0 % 26))))\(String(UnicodeScalar(UInt8(97 + $0 / 26))))" }
        let header = AcceptLanguage(ranges.joined(separator: ", "))
        #expect(header.entries.count == AcceptLanguage.maximumElements)
        #expect(header.entries.last?.range == ranges[AcceptLanguage.maximumElements - 1])
        #expect(header.isTruncated)
    }

    @Test func countsMalformedElementsTowardsTheCap() {
        let header = AcceptLanguage(String(repeating: "!!, ", count: 70) + "fr")
        #expect(header.entries.isEmpty)
        #expect(header.ignoredElementCount == AcceptLanguage.maximumElements)
        #expect(header.isTruncated)
    }

    @Test func doesNotCountEmptyElementsTowardsTheCap() {
        let header = AcceptLanguage(String(repeating: ",", count: 1_000_000) + "fr")
        #expect(header.entries.map(\.range) == ["fr"])
        #expect(header.entries.first?.position == 0)
        #expect(!header.isTruncated)
    }
}
