import Testing
@testable import Localization

@Suite struct FormatFallbackTests {
    struct Case: Sendable, CustomStringConvertible {
        var translation: String
        var fallback: String
        var arguments: [FormatArgument]
        var text: String
        var problems: [(FormatProblem.Code, FormatProblem.Origin)]
        var description: String { "\(translation.debugDescription) / \(fallback.debugDescription)" }
    }

    static let cases: [Case] = [
        // The translation is used when it matches and fits.
        Case(translation: "%ld Dateien", fallback: "%ld files", arguments: [3], text: "3 Dateien", problems: []),
        Case(translation: "%1$@ hat %2$ld", fallback: "%1$@ has %2$ld", arguments: ["Ann", 2], text: "Ann hat 2", problems: []),
        Case(translation: "%2$ld × %1$@", fallback: "%1$@ has %2$ld", arguments: ["Ann", 2], text: "2 × Ann", problems: []),
        Case(translation: "Dateien", fallback: "%ld files", arguments: [3], text: "Dateien", problems: []),
        Case(translation: "%5.1f km", fallback: "%f km", arguments: [2.25], text: "  2.2 km", problems: []),
        // A translation that would crash Apple's formatter: %@ for a number.
        Case(translation: "%@ Dateien", fallback: "%ld files", arguments: [3], text: "3 files",
             problems: [(.incompatibleTranslation, .translation)]),
        // vinzdg/codenotch#237: specifiers swapped without positions.
        Case(translation: "%@的%lld%%", fallback: "%lld%% of %@", arguments: [50, "disk"], text: "50% of disk",
             problems: [(.incompatibleTranslation, .translation), (.incompatibleTranslation, .translation)]),
        // HockeySDK-Mac#24: two %@ for one argument.
        Case(translation: "%@ a planté, %@", fallback: "%@ crashed", arguments: ["App"], text: "App crashed",
             problems: [(.incompatibleTranslation, .translation)]),
        // An unescaped % in the translation (BookPlayer#969).
        Case(translation: "%ld Dateien (100%)", fallback: "%ld files (100%%)", arguments: [3], text: "3 files (100%)",
             problems: [(.invalidFormat, .translation)]),
        Case(translation: "Täglich 100% dabei: %ld", fallback: "%ld daily", arguments: [3], text: "3 daily",
             problems: [(.incompatibleTranslation, .translation), (.incompatibleTranslation, .translation)]),
        // Compatible, but the arguments do not fit: both fail, the fallback is shown verbatim.
        Case(translation: "%ld Dateien", fallback: "%ld files", arguments: ["x"], text: "%ld files",
             problems: [(.typeMismatch, .translation), (.typeMismatch, .fallback)]),
        Case(translation: "%ld Dateien", fallback: "%ld files", arguments: [], text: "%ld files",
             problems: [(.missingArgument, .translation), (.missingArgument, .fallback)]),
        // The fallback itself is broken.
        Case(translation: "%y", fallback: "Save 100%", arguments: [], text: "Save 100%",
             problems: [(.invalidFormat, .translation), (.invalidFormat, .fallback)]),
        // The development text reads an argument by accident (`% d`); a translation that does not is fine.
        Case(translation: "Économisez 100%% par jour", fallback: "Save 100% daily", arguments: [],
             text: "Économisez 100% par jour", problems: []),
        Case(translation: "Save 100% daily", fallback: "Save 100% daily", arguments: [], text: "Save 100% daily",
             problems: [(.missingArgument, .translation), (.missingArgument, .fallback)]),
    ]

    @Test(arguments: cases)
    func fallsBackToTheDevelopmentText(_ c: Case) {
        let (text, problems) = SafeFormatter.render(translation: c.translation, fallback: c.fallback, arguments: c.arguments)
        #expect(text == c.text)
        #expect(problems.map(\.code) == c.problems.map(\.0))
        #expect(problems.map(\.origin) == c.problems.map(\.1))
    }

    @Test func pointsAtTheOffendingSpecifierOfTheTranslation() throws {
        let (_, problems) = SafeFormatter.render(translation: "Es gibt %@", fallback: "There are %ld", arguments: [3])
        let problem = try #require(problems.first)
        #expect(problem.range == 8..<10)
        #expect(problem.argument == 1)
        #expect(problem.message == "'%@' reads argument 1 as object (%@), but the development text has '%ld' (long)")
    }

    @Test func resolvesStringsdictVariablesWithTheirValueType() {
        let long = ArgumentKind(valueType: "ld")
        #expect(long == .long)
        let (text, problems) = SafeFormatter.render(
            translation: FormatString("%ld Fotos"), fallback: FormatString("%#@photos@"), arguments: [3],
            variableTypes: ["photos": .long])
        #expect(text == "3 Fotos")
        #expect(problems.isEmpty)
    }
}
