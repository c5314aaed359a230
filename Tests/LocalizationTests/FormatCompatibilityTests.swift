import Testing
@testable import Localization

@Suite struct FormatCompatibilityTests {
    struct Case: Sendable, CustomStringConvertible {
        var translation: String
        var development: String
        var kinds: [FormatFinding.Kind]
        var severities: [FormatDiagnostic.Severity]
        var compatible: Bool
        var description: String { "\(translation.debugDescription) for \(development.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(translation: "%ld Dateien", development: "%ld files", kinds: [], severities: [], compatible: true),
        Case(translation: "%i", development: "%d", kinds: [], severities: [], compatible: true),
        Case(translation: "%X", development: "%x", kinds: [], severities: [], compatible: true),
        Case(translation: "%2$@ %1$ld", development: "%1$ld %2$@", kinds: [], severities: [], compatible: true),
        Case(translation: "%1$@ %1$@", development: "%@", kinds: [], severities: [], compatible: true),
        Case(translation: "%@ Dateien", development: "%ld files",
             kinds: [.typeMismatch(1, expected: .long, found: .object)], severities: [.error], compatible: false),
        Case(translation: "%s", development: "%@",
             kinds: [.typeMismatch(1, expected: .object, found: .cString)], severities: [.error], compatible: false),
        Case(translation: "%f", development: "%d",
             kinds: [.typeMismatch(1, expected: .int32, found: .double)], severities: [.error], compatible: false),
        Case(translation: "%d", development: "%ld",
             kinds: [.sizeMismatch(1, expected: .long, found: .int32)], severities: [.error], compatible: false),
        Case(translation: "%c", development: "%d",
             kinds: [.sizeMismatch(1, expected: .int32, found: .char)], severities: [.error], compatible: false),
        Case(translation: "%Lf", development: "%f",
             kinds: [.sizeMismatch(1, expected: .double, found: .longDouble)], severities: [.error], compatible: false),
        Case(translation: "%lld", development: "%ld",
             kinds: [.sizeMismatch(1, expected: .long, found: .longLong)], severities: [.warning], compatible: true),
        Case(translation: "%u", development: "%d",
             kinds: [.conversionMismatch(1, expected: .d, found: .u)], severities: [.error], compatible: false),
        Case(translation: "%x", development: "%d",
             kinds: [.conversionMismatch(1, expected: .d, found: .x)], severities: [.error], compatible: false),
        Case(translation: "%e", development: "%f",
             kinds: [.conversionMismatch(1, expected: .f, found: .e)], severities: [.error], compatible: false),
        Case(translation: "%5.2f", development: "%f", kinds: [.optionsDiffer(1)], severities: [.note], compatible: true),
        Case(translation: "%@ %@", development: "%@", kinds: [.extraArgument(2)], severities: [.error], compatible: false),
        Case(translation: "%*d", development: "%d", kinds: [.extraArgument(2)], severities: [.error], compatible: false),
        Case(translation: "Dateien", development: "%ld files", kinds: [.missingArgument(1)], severities: [.warning], compatible: true),
        Case(translation: "%1$@", development: "%1$@ %2$ld", kinds: [.missingArgument(2)], severities: [.warning], compatible: true),
        Case(translation: "%2$ld", development: "%1$@ %2$ld", kinds: [.skippedArgument(1)], severities: [.error], compatible: false),
        Case(translation: "%1$@ %1$ld", development: "%1$@",
             kinds: [.conflictingTypes(1, first: .object, second: .long), .typeMismatch(1, expected: .object, found: .long)],
             severities: [.error, .error], compatible: false),
        Case(translation: "%y %ld", development: "%ld",
             kinds: [.invalidSpecifier(.unknownConversion)], severities: [.error], compatible: false),
        Case(translation: "%@ %1$@", development: "%@ %@",
             kinds: [.invalidSpecifier(.mixedPositionalAndSequential), .missingArgument(2)],
             severities: [.error, .warning], compatible: false),
        Case(translation: "Täglich 100% dabei: %ld", development: "%ld daily",
             kinds: [.sizeMismatch(1, expected: .long, found: .int32), .extraArgument(2)],
             severities: [.error, .error], compatible: false),
        Case(translation: "%#@n@", development: "%#@n@", kinds: [], severities: [], compatible: true),
        Case(translation: "%#@m@", development: "%#@n@",
             kinds: [.variableNameDiffers(1, expected: "n", found: "m")], severities: [.warning], compatible: true),
        Case(translation: "%ld", development: "%#@n@",
             kinds: [.typeMismatch(1, expected: .stringsdictVariable, found: .long)], severities: [.error], compatible: false),
        Case(translation: "100%% %ld", development: "%ld",
             kinds: [.percentSignsDiffer(expected: 0, found: 1)], severities: [.note], compatible: true),
    ]

    @Test(arguments: cases)
    func classifiesFindingsByApplesRule(_ c: Case) {
        let check = FormatCompatibility(translation: FormatString(c.translation), development: FormatString(c.development))
        #expect(check.findings.map(\.kind) == c.kinds)
        #expect(check.findings.map(\.severity) == c.severities)
        #expect(check.isCompatible == c.compatible)
    }

    @Test func pointsAtTheTranslationsSpecifier() throws {
        let check = FormatCompatibility(translation: FormatString("Il y a %2$@ et %1$d"), development: FormatString("%1$ld and %2$@"))
        let finding = try #require(check.findings.first)
        #expect(finding.kind == .sizeMismatch(1, expected: .long, found: .int32))
        #expect(finding.range == 15..<19)
        #expect(finding.argument == 1)
        #expect(finding.code == "size-mismatch")
        #expect(finding.message == "'%1$d' reads argument 1 as int, but the development text has '%1$ld' (long): the sizes differ")
    }

    @Test func comparesVariablesByTheirDeclaredValueType() {
        let development = FormatString("%#@photos@")
        let matching = FormatCompatibility(translation: FormatString("%ld"), development: development,
                                           variableTypes: ["photos": .long])
        #expect(matching.findings.isEmpty)
        let mismatched = FormatCompatibility(translation: FormatString("%@"), development: development,
                                             variableTypes: ["photos": .long])
        #expect(mismatched.findings.map(\.kind) == [.typeMismatch(1, expected: .long, found: .object)])
    }

    @Test func missingArgumentsHaveNoRange() {
        let check = FormatCompatibility(translation: FormatString("Dateien"), development: FormatString("%ld files"))
        #expect(check.findings.first?.range == nil)
        #expect(check.findings.first?.message == "argument 1 ('%ld' in the development text) is not used")
    }
}
