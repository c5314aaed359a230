import Testing
@testable import Localization

/// Strings files, format strings and Accept-Language headers parsed once and used by many
/// tasks at once give every task the results of a serial run. Run under the thread sanitizer in
/// CI, where a hidden shared cache or C-library state would show as a data race.
@Suite struct LocalizationConcurrencyTests {
    static let table = Array(#"""
        /* Greeting on the home screen */
        "greeting" = "Hello, %@!";
        "files" = "%1$@ has %2$ld files (%3$.1f%% full)";
        "padded" = "[%-8s|%08.3f|%+d|%x|%o|%e|%g|%c]";
        "escapes" = "Tab\there, quote \" and \U00e9";
        unquoted = value;
        "shorthand";
        """#.utf8)

    static let arguments: [String: [FormatArgument]] = [
        "greeting": ["Ada"],
        "files": ["Ada", 3, 97.25],
        "padded": ["ab", 3.14159, 42, 255, 8, 12345.678, 0.0001, 65],
        "escapes": [],
        "unquoted": [],
        "shorthand": [],
    ]

    static let headers = [
        "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "zh-Hant-TW,zh;q=0.9", "pt-BR;q=0", "*", "en-GB, en-US;q=0.9",
    ]

    static func render(_ file: StringsFile) -> [String] {
        file.strings.keys.sorted().map { key in
            let format = FormatString(file.strings[key] ?? "")
            switch SafeFormatter.format(format, arguments: arguments[key] ?? []) {
            case .success(let text): return key + "=" + text
            case .failure(let failure): return key + "!" + failure.problems.map(\.message).joined(separator: ";")
            }
        }
    }

    static func negotiate() throws -> [String] {
        let available = try ["en", "fr", "de", "zh-Hant", "pt-BR"].map { try LanguageTag($0) }
        let english = try LanguageTag("en")
        return headers.map { AcceptLanguage($0).negotiate(available: available, developmentLanguage: english).description }
    }

    @Test func givesEveryTaskTheResultsOfASerialRun() async throws {
        let shared = try StringsFile(bytes: Self.table, file: "en.lproj/Localizable.strings")
        let expected = Self.render(shared) + (try Self.negotiate())
        #expect(expected.count == 6 + Self.headers.count)
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var mismatches = 0
                    for step in 0..<100 {
                        // Half the time the shared file, half a file read in this task.
                        let file = step.isMultiple(of: 2) ? shared : try StringsFile(bytes: Self.table)
                        if Self.render(file) + (try Self.negotiate()) != expected { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
