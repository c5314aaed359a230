import Testing
@testable import Localization

/// Expected texts were printed by Foundation's `String(format:)` (swift-corelibs-foundation,
/// Swift 6.3.1, Linux) in a scratch program, with the C types Apple's formatter reads
/// (`Int32` for `%d`, `Int` for `%ld`, C strings for `%s`...), and copied here.
@Suite struct FormatRenderingTests {
    struct Case: Sendable, CustomStringConvertible {
        var format: String
        var arguments: [FormatArgument]
        var expected: String
        var description: String { format.debugDescription }
    }

    static let foundationCases: [Case] = [
        Case(format: "%d", arguments: [42], expected: "42"),
        Case(format: "%5d|%-5d|%05d|", arguments: [42, 42, 42], expected: "   42|42   |00042|"),
        Case(format: "%+d|% d|%+.3d|", arguments: [7, 7, -7], expected: "+7| 7|-007|"),
        Case(format: "%ld", arguments: [.int(Int.min)], expected: "-9223372036854775808"),
        Case(format: "%lld", arguments: [.int(Int.max)], expected: "9223372036854775807"),
        Case(format: "%hhd %hd", arguments: [-128, -32768], expected: "-128 -32768"),
        Case(format: "%u %lu %llu", arguments: [.int(4_294_967_295), .unsignedInt(UInt.max), 0],
             expected: "4294967295 18446744073709551615 0"),
        Case(format: "%x %X %#x %#X %08x", arguments: [255, 255, 255, 255, 48879], expected: "ff FF 0xff 0XFF 0000beef"),
        Case(format: "%o %#o %lo", arguments: [8, 8, 511], expected: "10 010 777"),
        Case(format: "%f", arguments: [3.14159], expected: "3.141590"),
        Case(format: "%.2f", arguments: [2.675], expected: "2.67"),
        Case(format: "%10.3f|%-10.3f|", arguments: [-1.5, 1.5], expected: "    -1.500|1.500     |"),
        Case(format: "%e %E %.2e", arguments: [12345.678, 0.00012, 1e100], expected: "1.234568e+04 1.200000E-04 1.00e+100"),
        Case(format: "%g %G %g %g", arguments: [0.0001, 1e-5, 123456789.0, 100.0], expected: "0.0001 1E-05 1.23457e+08 100"),
        Case(format: "%a %A", arguments: [1.0, 0.1], expected: "0x1p+0 0X1.999999999999AP-4"),
        Case(format: "%.0f %.0f %.0f", arguments: [0.5, 1.5, 2.5], expected: "0 2 2"),
        Case(format: "%f %F", arguments: [.double(.infinity), .double(-.infinity)], expected: "inf -INF"),
        Case(format: "%c%c%c", arguments: [72, 105, 33], expected: "Hi!"),
        Case(format: "%5c|%-3c|", arguments: [65, 66], expected: "    A|B  |"),
        Case(format: "%C", arguments: [0xE9], expected: "é"),
        Case(format: "%C%C", arguments: [0x263A, 0x41], expected: "☺A"),
        Case(format: "%s|%8s|%-8s|%.3s|", arguments: ["héllo", "héllo", "héllo", "héllo"], expected: "héllo|  héllo|héllo  |hé|"),
        Case(format: "%.3s|%10.2s|", arguments: ["abcdef", "abcdef"], expected: "abc|        ab|"),
        Case(format: "%S|%.2S|%7S|", arguments: ["héllo", "héllo", "héllo"], expected: "héllo|hé|  héllo|"),
        Case(format: "%@", arguments: ["text"], expected: "text"),
        Case(format: "%1$@ %2$@ / %2$@ %1$@", arguments: ["a", "b"], expected: "a b / b a"),
        Case(format: "%2$@ owes %1$ld", arguments: [5, "Ann"], expected: "Ann owes 5"),
        Case(format: "%3$@ %1$@ %2$@", arguments: ["x", "y", "z"], expected: "z x y"),
        Case(format: "%*d|%-*d|%.*f", arguments: [5, 42, 5, 42, 2, 3.14159], expected: "   42|42   |3.14"),
        Case(format: "%1$*2$d|", arguments: [42, 6], expected: "    42|"),
        Case(format: "%*d|", arguments: [-6, 42], expected: "42    |"),
        Case(format: "%.*f|", arguments: [-5, 1.5], expected: "1.500000|"),
        Case(format: "100%% done", arguments: [], expected: "100% done"),
        Case(format: "%%%d%%", arguments: [50], expected: "%50%"),
        Case(format: "%#@files@ found", arguments: ["3 files"], expected: "3 files found"),
        Case(format: "%p", arguments: [0x1234], expected: "0x1234"),
        Case(format: "Zażółć %@ 🎉", arguments: ["gęślą"], expected: "Zażółć gęślą 🎉"),
        Case(format: "%#.0f %#g", arguments: [3.0, 1.5], expected: "3. 1.50000"),
        Case(format: "%zd %td %jd %qd", arguments: [1, 2, 3, 4], expected: "1 2 3 4"),
        Case(format: "%lf", arguments: [2.5], expected: "2.500000"),
        Case(format: "%i|%3i", arguments: [-9, 9], expected: "-9|  9"),
        Case(format: "%.0d|%.0x|", arguments: [0, 0], expected: "||"),
        Case(format: "%-+8.2f|%+08.2f|% .1e", arguments: [3.14159, -3.14159, 2.0], expected: "+3.14   |-0003.14| 2.0e+00"),
        Case(format: "%.10g %.17g", arguments: [.double(1.0 / 3), 0.1], expected: "0.3333333333 0.10000000000000001"),
        Case(format: "%hhu %hu %hx", arguments: [255, 65535, 65535], expected: "255 65535 ffff"),
        Case(format: "%llx %llX %llo", arguments: [.unsignedInt(UInt.max), 0xABCDEF, 8], expected: "ffffffffffffffff ABCDEF 10"),
        Case(format: "%E", arguments: [0.0], expected: "0.000000E+00"),
        Case(format: "%.3a", arguments: [.double(1.0 / 3)], expected: "0x1.555p-2"),
        Case(format: "Save 100% daily", arguments: [42], expected: "Save 100 42aily"),
        Case(format: "%5@|%-5@|%.1@", arguments: ["ab", "ab", "abc"], expected: "ab|ab|abc"),
    ]

    @Test(arguments: foundationCases)
    func rendersWhatFoundationRenders(_ c: Case) {
        #expect(SafeFormatter.format(c.format, arguments: c.arguments) == .success(c.expected))
    }

    /// Where Apple's output cannot be reproduced on Linux, the choice documented on
    /// ``SafeFormatter``: `%@` with a number is `NSNumber.description` on Apple platforms
    /// (`%.16g` for doubles; values printed by C `printf("%.16g")`), `%D %U %O` are read as
    /// `%d %u %o`, `%Lf` shows a double as `%f` does.
    static let documentedCases: [Case] = [
        Case(format: "%@ items", arguments: [42], expected: "42 items"),
        Case(format: "%@", arguments: [.unsignedInt(UInt.max)], expected: "18446744073709551615"),
        Case(format: "%@|%@|%@|%@|%@|%@", arguments: [0.1, 100.0, 1e20, .double(0.1 + 0.2), -2.5, 0.0],
             expected: "0.1|100|1e+20|0.3|-2.5|0"),
        Case(format: "%#@count@", arguments: [3], expected: "3"),
        Case(format: "%D %U %O", arguments: [-3, 3, 9], expected: "-3 3 11"),
        Case(format: "%Lf", arguments: [2.5], expected: "2.500000"),
        Case(format: "%p", arguments: [0], expected: "0x0"),
    ]

    @Test(arguments: documentedCases)
    func rendersDocumentedChoices(_ c: Case) {
        #expect(SafeFormatter.format(c.format, arguments: c.arguments) == .success(c.expected))
    }

    @Test func ignoresExtraArguments() {
        #expect(SafeFormatter.format("%@", arguments: ["a", "b", 3]) == .success("a"))
    }

    @Test func acceptsLiteralsOfEveryArgumentType() {
        let arguments: [FormatArgument] = ["Ann", 3, 2.5]
        #expect(arguments == [.string("Ann"), .int(3), .double(2.5)])
    }
}
