import Testing
@testable import Localization

/// Expected numbers were printed by Foundation's `String(format:)`.
/// Inputs meant to crash, hang or exhaust memory. Foundation's own `String(format:)` traps on
/// some of them (`%9999999999d` and `%200$d` fail with "Overflow occurred" and crash on Linux).
@Suite struct FormatHostileInputTests {
    @Test(arguments: [
        "%9999999999d", "%99999999999999999999999999999999999999d", "%.99999999999999999999f",
        "%2147483648d", "%1001s", "%200$d", "%99999999999999999999$@", "%*99999999999$d",
    ])
    func refusesHugeWidthsPrecisionsAndPositions(_ format: String) {
        let parsed = FormatString(format)
        #expect(parsed.hasErrors)
        #expect(parsed.specifiers.isEmpty)
        let (text, problems) = SafeFormatter.render(translation: parsed, fallback: parsed, arguments: [1, 2])
        #expect(text == format)
        #expect(problems.map(\.code) == [.invalidFormat, .invalidFormat])
    }

    @Test func capsWidthsTakenFromArguments() {
        for width in [Int.max, Int.min, 1001, -1001] {
            let result = SafeFormatter.format("%*d", arguments: [.int(width), 1])
            guard case .failure(let failure) = result else {
                Issue.record("width \(width) formatted")
                continue
            }
            #expect(failure.problems.map(\.code) == [.valueOutOfRange])
        }
        #expect(SafeFormatter.format("%*d", arguments: [.unsignedInt(UInt.max), 1]).isFailure)
    }

    @Test func rendersTheLargestAcceptedWidthAndPrecision() throws {
        let wide = try SafeFormatter.format("%1000d|%-1000s|", arguments: [1, "x"]).get()
        #expect(wide == String(repeating: " ", count: 999) + "1|x" + String(repeating: " ", count: 999) + "|")
        let precise = try SafeFormatter.format("%.1000f", arguments: [1e308]).get()
        #expect(precise.utf8.count == 309 + 1 + 1000)
        #expect(precise.hasPrefix("100000000000000001097906362944045541740492309677311846336810682903"))
        #expect(precise.hasSuffix("." + String(repeating: "0", count: 1000)))
        let star = try SafeFormatter.format("%*.*e", arguments: [1000, 1000, 1.0]).get()
        #expect(star.utf8.count == 2 + 1000 + 4) // "1." + 1000 digits + "e+00", wider than 1000
    }

    @Test func handlesAMegabyteOfText() throws {
        let text = String(repeating: "abcdéfgh ", count: 110_000) + "%@"
        let parsed = FormatString(text)
        #expect(parsed.segments.count == 2)
        #expect(parsed.specifiers.first?.range.lowerBound == 110_000 * 10)
        let rendered = try SafeFormatter.format(parsed, arguments: ["end"]).get()
        #expect(rendered.utf8.count == 110_000 * 10 + 3)
    }

    @Test func handlesAMegabyteOfPercentSigns() throws {
        let parsed = FormatString(String(repeating: "%%", count: 500_000))
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.literalPercentCount == 500_000)
        #expect(try SafeFormatter.format(parsed, arguments: []).get() == String(repeating: "%", count: 500_000))
    }

    @Test func handlesManySpecifiers() throws {
        let count = 50_000
        let parsed = FormatString(String(repeating: "%@,", count: count))
        #expect(parsed.specifiers.count == count)
        #expect(parsed.argumentCount == count)
        let arguments = (0..<count).map { FormatArgument.int($0 % 10) }
        let rendered = try SafeFormatter.format(parsed, arguments: arguments).get()
        #expect(rendered.utf8.count == count * 2)
        #expect(SafeFormatter.format(parsed, arguments: []).isFailure)
    }

    /// A megabyte drawn from specifier characters: parsing and rendering must finish, report
    /// what they find and keep every range inside the text.
    @Test func survivesAMegabyteOfSpecifierNoise() {
        let alphabet = Array("%1$*.-+ #0lhqLztjdiouxXfFeEgGaAcCsSp@y'n9é🎉".unicodeScalars)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var scalars = String.UnicodeScalarView()
        var bytes = 0
        while bytes < 1_000_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let scalar = alphabet[Int(state >> 33) % alphabet.count]
            scalars.append(scalar)
            bytes += String(scalar).utf8.count
        }
        let text = String(scalars)
        let parsed = FormatString(text)
        let length = text.utf8.count
        #expect(!parsed.diagnostics.isEmpty)
        #expect(parsed.diagnostics.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= length && !$0.range.isEmpty })
        #expect(parsed.specifiers.allSatisfy { $0.range.upperBound <= length })
        let ranges = parsed.specifiers.map(\.range)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
        let (rendered, problems) = SafeFormatter.render(translation: parsed, fallback: parsed, arguments: ["x", 1, 2.0])
        #expect(rendered == parsed.verbatimText)
        #expect(!problems.isEmpty)
    }

    @Test(arguments: ["%", "abc%", "%1$", "%-", "%.", "%*", "%ll", "%#@", "%#@name", "% ", "%1$*2$"])
    func neverCrashesOnSpecifiersCutShort(_ format: String) {
        let parsed = FormatString(format)
        #expect(parsed.diagnostics.map(\.code) == [.incompleteSpecifier])
        #expect(parsed.verbatimText == format)
        #expect(SafeFormatter.render(translation: format, fallback: format, arguments: [1]).text == format)
    }

    @Test func keepsNulAndControlCharacters() throws {
        #expect(try SafeFormatter.format("a\u{0}%@\u{7}", arguments: ["b\u{0}"]).get() == "a\u{0}b\u{0}\u{7}")
    }
}

private extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
