import FormCore
import Testing
@testable import Localization

/// Input built to hurt the localization readers: every case ends in a clear result or error,
/// never in a crash, a hang or unbounded work. Results are asserted, not timings.
@Suite struct HostileLocalizationInputTests {
    // MARK: Accept-Language

    static let headers: [(name: String, header: String)] = [
        ("100 KB of languages", String(repeating: "en-US,", count: 100_000 / 6)),
        ("100 KB of weighted languages", String(repeating: "fr;q=0.5, ", count: 10_000)),
        ("one 100 KB range", String(repeating: "a", count: 100_000)),
        ("100 KB of commas", String(repeating: ",", count: 100_000)),
        ("100 KB of white space then a language", String(repeating: " \t", count: 50_000) + "de"),
        ("100 KB of semicolons", String(repeating: ";", count: 100_000)),
        ("a q-value of 100 KB", "en;q=0." + String(repeating: "9", count: 100_000)),
        ("100 KB of parameters", "en" + String(repeating: ";x=1", count: 25_000)),
        ("100 KB of subtags", "en" + String(repeating: "-abcdefgh", count: 11_111)),
        ("100 KB of non-ASCII", String(repeating: "é,", count: 33_333)),
    ]

    @Test(arguments: headers.indices)
    func readsA100KilobyteAcceptLanguageWithinItsBounds(index: Int) throws {
        let (name, header) = Self.headers[index]
        #expect(header.utf8.count >= 99_990, "\(name)")
        let parsed = AcceptLanguage(header)
        #expect(parsed.entries.count <= AcceptLanguage.maximumElements, "\(name)")
        #expect(parsed.entries.allSatisfy { $0.range.utf8.count <= AcceptLanguage.maximumRangeLength }, "\(name)")
        let english = try LanguageTag("en")
        let negotiation = parsed.negotiate(available: [english, try LanguageTag("fr"), try LanguageTag("de")], developmentLanguage: english)
        _ = negotiation.description
    }

    @Test func keepsTheFirst64LanguagesOfAHugeHeaderAndSaysItWasCut() throws {
        let header = (0..<20_000).map { "x\($0 % 1000)" }.joined(separator: ", ") + ", fr"
        let parsed = AcceptLanguage(header)
        #expect(parsed.isTruncated)
        #expect(parsed.entries.count + parsed.ignoredElementCount == AcceptLanguage.maximumElements)
        // "fr" comes after the cut, so the development language is chosen.
        let english = try LanguageTag("en")
        let negotiation = parsed.negotiate(available: [english, try LanguageTag("fr")], developmentLanguage: english)
        #expect(negotiation.locale == english)
    }

    @Test func readsAWeightWrittenWith100000DigitsAsInvalid() {
        let parsed = AcceptLanguage("de;q=0." + String(repeating: "5", count: 100_000) + ", fr;q=0.5")
        #expect(parsed.entries.map(\.range) == ["fr"])
        #expect(parsed.ignoredElementCount == 1)
    }

    // MARK: .strings

    @Test func rejectsAMillionNestedArraysInAStringsValueAtApplesDepthLimit() {
        let text = #""k" = "# + String(repeating: "(", count: 1_000_000) + String(repeating: ")", count: 1_000_000) + ";"
        let error = stringsError(Array(text.utf8))
        #expect(error?.code == .tooDeeplyNested)
        #expect(error?.message.contains("512") == true)
    }

    @Test func readsA100MegabyteStringsValue() throws {
        let value = String(repeating: "x", count: 100 << 20)
        let file = try StringsFile(bytes: Array(#""k" = ""#.utf8) + Array(value.utf8) + Array(#"";"#.utf8))
        #expect(file.table["k"]?.string?.utf8.count == 100 << 20)
    }

    @Test func rejectsInvalidUTF8AtEveryPositionOfAStringsFile() {
        let file = Array(#"/* Greeting */ "hello" = "Hello, %@!"; greeting.short = Hi;"#.utf8)
        for position in file.indices {
            for sequence: [UInt8] in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0x80]] {
                let bytes = Array(file[..<position]) + sequence + file[(position + 1)...]
                let error = stringsError(bytes)
                #expect(error?.code == .invalidUTF8, "\(sequence) at \(position): \(String(describing: error?.code))")
                #expect(error?.location?.offset == position, "\(sequence) at \(position)")
            }
        }
    }

    // MARK: Format strings

    @Test func formatsWithAWidthAtTheCapAndRefusesOneAbove() {
        let cap = FormatString.maximumAmount
        guard case .success(let text) = SafeFormatter.format("%\(cap)d|%.\(cap)f", arguments: [1, 0.5]) else {
            Issue.record("refused a width and a precision at the cap")
            return
        }
        #expect(text.utf8.count == cap + 1 + 2 + cap)
        guard case .failure(let failure) = SafeFormatter.format("%\(cap + 1)d", arguments: [1]) else {
            Issue.record("accepted a width above the cap")
            return
        }
        #expect(failure.problems.first?.code == .invalidFormat)
        #expect(failure.problems.first?.message.contains("\(cap)") == true)
        guard case .failure = SafeFormatter.format("%*d", arguments: [.int(Int(Int32.max)), 1]) else {
            Issue.record("accepted a '*' width of Int32.max")
            return
        }
    }

    @Test func parsesAFormatStringOf100000SpecifiersInOnePass() {
        let text = String(repeating: "%@%%%1$d%.*f%", count: 25_000)
        let format = FormatString(text)
        #expect(format.text.utf8.count == text.utf8.count)
        #expect(format.specifiers.count + format.diagnostics.count >= 25_000)
        guard case .failure = SafeFormatter.format(format, arguments: ["x", 1, 2, 0.5]) else {
            Issue.record("formatted a string mixing positional and sequential arguments")
            return
        }
    }
}
