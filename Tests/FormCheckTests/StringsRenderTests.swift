import Foundation
import Testing
@testable import form_check

@Suite struct StringsRenderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var output: String
        var error: String = ""
        var status: Int32 = 0
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["greeting", "--arg", "Ann"], output: "Hello, Ann!"),
        Case(arguments: ["greeting", "--locale", "ru", "--arg", "Анна"], output: "Привет, Анна!"),
        Case(arguments: ["files.count", "--locale", "ru", "--arg", "21"], output: "21 файл"),
        Case(arguments: ["files.count", "--locale", "ru", "--arg", "3"], output: "3 файла"),
        Case(arguments: ["files.count", "--locale", "ru", "--arg", "11"], output: "11 файлов"),
        Case(arguments: ["files.count", "--locale", "pl", "--arg", "22"], output: "22 pliki"),
        Case(arguments: ["files.count", "--accept-language", "pl-PL,pl;q=0.9,en;q=0.8", "--arg", "5"], output: "5 plików"),
        Case(arguments: ["files.in.folder", "--arg", "1", "--arg", "Docs"], output: "one file in Docs"),
        Case(arguments: ["files.count", "--locale", "ru-RU", "--arg", "2"], output: "2 файла",
             error: "note: shown in ru, the first of ru-RU's fallbacks with a usable text\n"),
        // English shown to a Polish reader: a fallback, exit status 1 as the help says.
        Case(arguments: ["empty.list", "--locale", "pl"], output: "Nothing here",
             error: "note: shown in en, the first of pl's fallbacks with a usable text\n", status: 1),
        Case(arguments: ["files.count", "--locale", "uk", "--arg", "5"], output: "5 файлів",
             error: "warning: 'files.count' has no 'many' form for variable 'files' in uk; 'other' is shown [missingPluralVariant]\n", status: 1),
        Case(arguments: ["price", "--locale", "ru", "--arg", "Книга", "--arg", "2.5"], output: "Книга costs 2.50",
             error: """
                note: shown in en, the first of ru's fallbacks with a usable text
                warning: the ru text does not match the development text: '%2$d' reads argument 2 as int, but the development text has '%2$.2f' (double) [incompatibleTranslation]

                """, status: 1),
        Case(arguments: ["no.such.key", "--locale", "ru"], output: "no.such.key",
             error: "warning: no locale has the key 'no.such.key'; the key itself is shown, as Apple shows it\n", status: 1),
    ]

    @Test(arguments: cases)
    func showsWhatAUserWouldSee(_ example: Case) {
        let result = runCLI(["strings", "render"] + example.arguments + ["--resources", StringsFixtures.path("Resources")])
        #expect(result.output == example.output + "\n")
        #expect(result.error == example.error)
        #expect(result.status == example.status)
    }

    @Test(arguments: [
        (["files.count", "--arg", "many"], "Error: Argument 1 ('many') must be a whole number: 'files.count' reads it as long."),
        (["price", "--arg", "Book", "--arg", "cheap"], "Error: Argument 2 ('cheap') must be a number: 'price' reads it as double."),
        (["greeting", "--locale", "ru", "--accept-language", "ru"], "Error: Give either --locale or --accept-language, not both."),
        (["greeting", "--locale", "r u"], "Error: Invalid value 'r u' for '--locale': invalid language tag 'r u': subtag 'r u' at offset 0 contains ' '; tags are ASCII letters and digits separated by '-'."),
        ([], "Error: Missing expected argument '<key>'."),
        (["greeting"], "Error: 'greeting' takes 1 argument (give each with --arg <value>, in order); 0 given."),
        (["greeting", "--arg", "Ann", "--arg", "Bob"], "Error: 'greeting' takes 1 argument (give each with --arg <value>, in order); 2 given."),
        (["files.in.folder", "--arg", "1"], "Error: 'files.in.folder' takes 2 arguments (give each with --arg <value>, in order); 1 given."),
    ])
    func rejectsArgumentsThatDoNotFit(_ arguments: [String], _ firstLine: String) {
        let result = runCLI(["strings", "render"] + arguments + ["--resources", StringsFixtures.path("Resources")])
        #expect(result.status == 64)
        #expect(result.error.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "Resources/Localizable.strings"), "runs from the package root"))
    func rendersFromResourcesByDefault() {
        let result = runCLI(["strings", "render", "rule.minLength", "--locale", "pl", "--arg", "Hasło", "--arg", "8"])
        #expect(result.output == "Pole „Hasło” musi mieć co najmniej 8 znaków.\n")
        #expect(result.status == 0)
    }
}
