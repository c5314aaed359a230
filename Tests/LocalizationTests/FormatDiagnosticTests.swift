import Testing
@testable import Localization

@Suite struct FormatDiagnosticTests {
    struct Case: Sendable, CustomStringConvertible {
        var format: String
        var code: FormatDiagnostic.Code
        var range: Range<Int>
        var severity: FormatDiagnostic.Severity = .error
        var description: String { "\(format.debugDescription) → \(code)" }
    }

    static let cases: [Case] = [
        Case(format: "%", code: .incompleteSpecifier, range: 0..<1),
        Case(format: "abc %", code: .incompleteSpecifier, range: 4..<5),
        Case(format: "% ", code: .incompleteSpecifier, range: 0..<2),
        Case(format: "%1$", code: .incompleteSpecifier, range: 0..<3),
        Case(format: "%-", code: .incompleteSpecifier, range: 0..<2),
        Case(format: "%ll", code: .incompleteSpecifier, range: 0..<3),
        Case(format: "%#@abc", code: .incompleteSpecifier, range: 0..<6),
        Case(format: "%y", code: .unknownConversion, range: 0..<2),
        Case(format: "x %5%", code: .unknownConversion, range: 2..<5),
        Case(format: "%é", code: .unknownConversion, range: 0..<3),
        Case(format: "%)", code: .unknownConversion, range: 0..<2),
        Case(format: "%0$@", code: .invalidPosition, range: 0..<3),
        Case(format: "%*0$d", code: .invalidPosition, range: 0..<4),
        Case(format: "%128$@", code: .positionTooLarge, range: 0..<5),
        Case(format: "%99999999999999999999999$@", code: .positionTooLarge, range: 0..<25),
        Case(format: "%'d", code: .unsupportedFlag, range: 0..<2),
        Case(format: "%n", code: .unsupportedConversion, range: 0..<2),
        Case(format: "%P", code: .unsupportedConversion, range: 0..<2),
        Case(format: "%Ld", code: .invalidLengthModifier, range: 0..<3),
        Case(format: "%l@", code: .invalidLengthModifier, range: 0..<3),
        Case(format: "%hs", code: .invalidLengthModifier, range: 0..<3),
        Case(format: "%hf", code: .invalidLengthModifier, range: 0..<3),
        Case(format: "%#@@", code: .invalidVariableName, range: 0..<4),
        Case(format: "%#@a b@", code: .invalidVariableName, range: 0..<5),
        Case(format: "%#@🎉@", code: .invalidVariableName, range: 0..<7),
        Case(format: "%@ %1$@", code: .mixedPositionalAndSequential, range: 3..<7),
        Case(format: "%1$@ %@", code: .mixedPositionalAndSequential, range: 5..<7),
        Case(format: "%1$*d", code: .mixedPositionalAndSequential, range: 0..<5),
        Case(format: "%1$d %1$@", code: .conflictingArgumentTypes, range: 5..<9),
        Case(format: "%1$d and %1$ld", code: .conflictingArgumentTypes, range: 9..<14),
        Case(format: "%2$@", code: .skippedArgument, range: 0..<4),
        Case(format: "%1$@ %3$@", code: .skippedArgument, range: 5..<9),
        Case(format: "%1001d", code: .amountTooLarge, range: 0..<6),
        Case(format: "%.1001f", code: .amountTooLarge, range: 0..<7),
        Case(format: "%9999999999d", code: .amountTooLarge, range: 0..<12),
        Case(format: "Save 100% daily", code: .spaceFlag, range: 8..<11, severity: .warning),
    ]

    @Test(arguments: cases)
    func reportsInvalidSpecifiersWithTheirRange(_ c: Case) throws {
        let parsed = FormatString(c.format)
        #expect(parsed.diagnostics.count == 1, "\(parsed.diagnostics)")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.code == c.code)
        #expect(diagnostic.range == c.range)
        #expect(diagnostic.severity == c.severity)
        #expect(parsed.hasErrors == (c.severity == .error))
    }

    @Test(arguments: ["%1$d %1$i", "%1$d %1$x", "%1$@ %1$@", "%1$ld %1$lld", "%2$@ %1$@", "%#@a@ %#@b@"])
    func acceptsConsistentArgumentNumbering(_ format: String) {
        #expect(FormatString(format).diagnostics.isEmpty)
    }

    @Test func quotesTheOffendingTokenInMessages() {
        #expect(FormatString("%y").diagnostics.first?.message == "'%y' is not a format specifier; write '%%' for a percent sign")
        #expect(FormatString("a %").diagnostics.first?.message == "'%' at the end of the text; write '%%' for a percent sign")
        #expect(FormatString("%3$@ %1$@").diagnostics.first?.message
                == "'%3$@' reads argument 3 but argument 2 is never used; Apple would show the wrong argument")
    }

    @Test func keepsParsingAfterAnInvalidSpecifier() {
        let parsed = FormatString("%y %@ %0$@ %d")
        #expect(parsed.diagnostics.map(\.code) == [.unknownConversion, .invalidPosition])
        #expect(parsed.specifiers.map(\.text) == ["%@", "%d"])
        #expect(parsed.verbatimText == "%y %@ %0$@ %d")
    }
}
