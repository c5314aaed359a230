import FormCore
import Testing
@testable import Localization

@Suite struct FormatParsingTests {
    struct Expected: Sendable, CustomStringConvertible {
        var text: String
        var range: Range<Int>
        var argument: Int
        var kind: ArgumentKind
        var description: String { "\(text) \(range) #\(argument) \(kind)" }
    }

    struct Case: Sendable, CustomStringConvertible {
        var format: String
        var specifiers: [Expected]
        var description: String { format.debugDescription }
    }

    static func spec(_ text: String, _ range: Range<Int>, _ argument: Int, _ kind: ArgumentKind) -> Expected {
        Expected(text: text, range: range, argument: argument, kind: kind)
    }

    static let cases: [Case] = [
        Case(format: "Hello %@!", specifiers: [spec("%@", 6..<8, 1, .object)]),
        Case(format: "%2$@ owes %1$ld", specifiers: [spec("%2$@", 0..<4, 2, .object), spec("%1$ld", 10..<15, 1, .long)]),
        Case(format: "%d of %d", specifiers: [spec("%d", 0..<2, 1, .int32), spec("%d", 6..<8, 2, .int32)]),
        Case(format: "100%% done", specifiers: []),
        Case(format: "%%d", specifiers: []),
        Case(format: "%%%d%%", specifiers: [spec("%d", 2..<4, 1, .int32)]),
        Case(format: "%#@files@", specifiers: [spec("%#@files@", 0..<9, 1, .stringsdictVariable)]),
        Case(format: "%1$#@files@ in %2$#@dirs_2@",
             specifiers: [spec("%1$#@files@", 0..<11, 1, .stringsdictVariable),
                          spec("%2$#@dirs_2@", 15..<27, 2, .stringsdictVariable)]),
        // Apple reads `% d` as a specifier with a space flag: `100% daily` takes an argument.
        Case(format: "Save 100% daily", specifiers: [spec("% d", 8..<11, 1, .int32)]),
        Case(format: "50% off", specifiers: [spec("% o", 2..<5, 1, .uint32)]),
        Case(format: "é %@", specifiers: [spec("%@", 3..<5, 1, .object)]),
        Case(format: "%-08.3f", specifiers: [spec("%-08.3f", 0..<7, 1, .double)]),
        Case(format: "%*d", specifiers: [spec("%*d", 0..<3, 2, .int32)]),
        Case(format: "%-*.*f|%d", specifiers: [spec("%-*.*f", 0..<6, 3, .double), spec("%d", 7..<9, 4, .int32)]),
        Case(format: "%1$*2$d", specifiers: [spec("%1$*2$d", 0..<7, 1, .int32)]),
        Case(format: "%y %@", specifiers: [spec("%@", 3..<5, 1, .object)]),
        Case(format: "%1$@ %1$@", specifiers: [spec("%1$@", 0..<4, 1, .object), spec("%1$@", 5..<9, 1, .object)]),
        Case(format: "%#x %+.2e % 5i", specifiers: [spec("%#x", 0..<3, 1, .uint32), spec("%+.2e", 4..<9, 2, .double),
                                                     spec("% 5i", 10..<14, 3, .int32)]),
        Case(format: "no specifiers", specifiers: []),
        Case(format: "", specifiers: []),
    ]

    @Test(arguments: cases)
    func findsSpecifiersWithArgumentsKindsAndRanges(_ c: Case) {
        let parsed = FormatString(c.format)
        #expect(parsed.specifiers.map(\.text) == c.specifiers.map(\.text))
        #expect(parsed.specifiers.map(\.range) == c.specifiers.map(\.range))
        #expect(parsed.specifiers.map(\.argument) == c.specifiers.map(\.argument))
        #expect(parsed.specifiers.map(\.argumentKind) == c.specifiers.map(\.kind))
    }

    static let conversions: [(String, ArgumentKind)] = [
        ("@", .object), ("d", .int32), ("D", .int32), ("i", .int32), ("u", .uint32), ("U", .uint32),
        ("x", .uint32), ("X", .uint32), ("o", .uint32), ("O", .uint32),
        ("f", .double), ("F", .double), ("e", .double), ("E", .double), ("g", .double), ("G", .double),
        ("a", .double), ("A", .double), ("c", .char), ("C", .unichar), ("s", .cString), ("S", .unicharString),
        ("p", .pointer),
        ("hhd", .int8), ("hd", .int16), ("ld", .long), ("lld", .longLong), ("qd", .longLong), ("zd", .long),
        ("td", .long), ("jd", .longLong), ("hhu", .uint8), ("hu", .uint16), ("lu", .unsignedLong),
        ("llu", .unsignedLongLong), ("qx", .unsignedLongLong), ("zu", .unsignedLong), ("ju", .unsignedLongLong),
        ("lx", .unsignedLong), ("llX", .unsignedLongLong), ("ho", .uint16), ("li", .long),
        ("lf", .double), ("Lf", .longDouble), ("Lg", .longDouble),
    ]

    @Test(arguments: conversions)
    func readsEveryConversionAndLengthModifier(_ conversion: String, _ kind: ArgumentKind) {
        let parsed = FormatString("%" + conversion)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.specifiers.count == 1)
        #expect(parsed.specifiers.first?.argumentKind == kind)
        #expect(parsed.specifiers.first?.range == 0..<(conversion.utf8.count + 1))
        #expect(ArgumentKind(valueType: conversion) == kind)
    }

    @Test func rejectsValueTypesThatAreNotOneConversion() {
        #expect(ArgumentKind(valueType: "y") == nil)
        #expect(ArgumentKind(valueType: "d ") == nil)
        #expect(ArgumentKind(valueType: "") == nil)
    }

    @Test func keepsFlagsWidthPrecisionAndLength() throws {
        let spec = try #require(FormatString("%-+ #08.3lld").specifiers.first)
        #expect(spec.flags == [.leftJustify, .plusSign, .space, .alternate, .zeroPad])
        #expect(spec.width == .fixed(8))
        #expect(spec.precision == .fixed(3))
        #expect(spec.length == .ll)
        #expect(spec.conversion == .d)
        #expect(spec.position == nil)
    }

    @Test func readsAnEmptyPrecisionAsZero() throws {
        let spec = try #require(FormatString("%.f").specifiers.first)
        #expect(spec.precision == .fixed(0))
        #expect(spec.width == nil)
    }

    @Test func numbersStarAmountsBeforeTheValue() throws {
        let sequential = try #require(FormatString("%-*.*f").specifiers.first)
        #expect(sequential.width == .argument(1, positional: false))
        #expect(sequential.precision == .argument(2, positional: false))
        #expect(sequential.argument == 3)
        #expect(sequential.argumentUses.map(\.argument) == [1, 2, 3])
        #expect(sequential.argumentUses.map(\.kind) == [.int32, .int32, .double])

        let positional = try #require(FormatString("%2$*1$.*3$f").specifiers.first)
        #expect(positional.position == 2)
        #expect(positional.width == .argument(1, positional: true))
        #expect(positional.precision == .argument(3, positional: true))
        #expect(FormatString("%2$*1$.*3$f").diagnostics.isEmpty)
    }

    @Test func recognizesStringsdictVariablesAsTheirOwnKind() throws {
        let spec = try #require(FormatString("%1$#@photo_count@").specifiers.first)
        #expect(spec.conversion == .stringsdictVariable)
        #expect(spec.variableName == "photo_count")
        #expect(spec.position == 1)
        #expect(spec.flags.isEmpty)
        #expect(FormatString("%#@photo_count@").specifiers.first?.conversion != .object)
    }

    @Test func splitsTextIntoSegments() {
        let parsed = FormatString("a%%b%@c%yd")
        #expect(parsed.segments.count == 5)
        #expect(parsed.segments[0] == .literal("a%b"))
        if case .specifier(let spec) = parsed.segments[1] { #expect(spec.text == "%@") } else { Issue.record("not a specifier") }
        #expect(parsed.segments[2] == .literal("c"))
        #expect(parsed.segments[3] == .invalid(range: 7..<9, text: "%y"))
        #expect(parsed.segments[4] == .literal("d"))
        #expect(parsed.literalPercentCount == 1)
    }

    @Test(arguments: [
        ("%d%% of %@", "%d% of %@"),
        ("%y and %", "%y and %"),
        ("Save 100%", "Save 100%"),
        ("%1$#@n@ left", "%1$#@n@ left"),
    ])
    func showsSpecifiersVerbatim(_ format: String, _ verbatim: String) {
        #expect(FormatString(format).verbatimText == verbatim)
    }

    @Test func countsArgumentsIncludingStarAmounts() {
        #expect(FormatString("%*d %@").argumentCount == 3)
        #expect(FormatString("%3$@ %1$@ %2$@").argumentCount == 3)
        #expect(FormatString("none").argumentCount == 0)
        #expect(FormatString("%2$ld %1$@").argumentKinds == [1: .object, 2: .long])
    }

    @Test func locatesOffsetsAsLineAndColumn() {
        let format = FormatString("first line\nsecond %y")
        let (location, excerpt) = format.locate(offset: format.diagnostics[0].range.lowerBound, file: "fr.strings")
        #expect(location.description == "fr.strings:2:8")
        #expect(excerpt.description == "second %y\n       ^")
    }
}
