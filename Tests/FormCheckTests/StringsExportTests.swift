import Foundation
import FormCore
import Testing
@testable import form_check

@Suite struct StringsExportTests {
    @Test func exportsEveryTableWithPluralsAsObjects() {
        let result = runCLI(["strings", "export", StringsFixtures.path("Resources")])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == #"""
            {"developmentLanguage":"en","locales":{"en":{"greeting":"Hello, %@!","empty.list":"Nothing here","price":"%1$@ costs %2$.2f","progress":"%lld%% done","files.count":{"format":"%#@files@","variables":{"files":{"argument":1,"valueType":"ld","variants":{"one":"%ld file","other":"%ld files"}}}},"files.in.folder":{"format":"%#@files@ in %@","variables":{"files":{"argument":1,"valueType":"ld","variants":{"one":"one file","other":"%ld files"}}}}},"pl":{"greeting":"Cześć, %@!","files.count":{"format":"%#@files@","variables":{"files":{"argument":1,"valueType":"ld","variants":{"one":"%ld plik","few":"%ld pliki","many":"%ld plików","other":"%ld pliku"}}}}},"ru":{"greeting":"Привет, %@!","empty.list":"Здесь ничего нет","price":"%1$@ стоит %2$d","progress":"Готово на %lld%%","files.count":{"format":"%#@files@","variables":{"files":{"argument":1,"valueType":"ld","variants":{"one":"%ld файл","few":"%ld файла","many":"%ld файлов","other":"%ld файла"}}}},"files.in.folder":{"format":"%#@files@ в папке «%@»","variables":{"files":{"argument":1,"valueType":"ld","variants":{"one":"%ld файл","few":"%ld файла","many":"%ld файлов","other":"%ld файла"}}}}},"uk":{"files.count":{"format":"%#@files@","variables":{"files":{"argument":1,"valueType":"ld","variants":{"one":"%ld файл","other":"%ld файлів"}}}}}}}

            """#)
    }

    /// Keys and texts that JSON escapes (quotes, backslashes, line breaks, tabs, other control
    /// characters), beside plain ASCII, accented, Cyrillic and emoji text and an empty text.
    static let escapedEntries: [(key: String, text: String)] = [
        ("plain", "Sign in"),
        ("quote\"d", "She said \"hi\""),
        ("back\\slash", "C:\\path\\to"),
        ("lines", "one\ntwo\r\nthree\tfour"),
        ("control", "bell\u{07} escape\u{1B} nul-free"),
        ("unicode", "Café, Привет, 👩‍💻"),
        ("empty", ""),
    ]

    /// The export is written as bytes a block at a time: it must be, byte for byte, the JSON a
    /// value tree of the same tables gives, compact and indented.
    @Test(arguments: [false, true])
    func theStreamedExportIsTheJSONOfItsValueTree(pretty: Bool) throws {
        let table = Self.escapedEntries.map { entry in
            "\"\(Self.stringsEscaped(entry.key))\" = \"\(Self.stringsEscaped(entry.text))\";"
        }.joined(separator: "\n")
        let path = try temporaryFile("Localizable.strings", table)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = runCLI(["strings", "export"] + (pretty ? ["--pretty"] : []) + [path])
        #expect(result.status == 0)
        var texts = FormObject()
        for entry in Self.escapedEntries { texts[entry.key] = .string(entry.text) }
        let tree: FormValue = ["developmentLanguage": "en", "locales": .object(["en": .object(texts)])]
        #expect(result.output == tree.jsonText(pretty: pretty) + "\n")
    }

    /// `text` as a `.strings` literal writes it: quotes and backslashes escaped, control
    /// characters as `\U` escapes.
    private static func stringsEscaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: "\\U" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: String(scalar)
            }
        }.joined()
    }

    @Test func exportsOneLocale() {
        let result = runCLI(["strings", "export", "--locale", "uk", "--pretty", StringsFixtures.path("Resources")])
        #expect(result.status == 0)
        #expect(result.output == """
            {
              "developmentLanguage": "en",
              "locales": {
                "uk": {
                  "files.count": {
                    "format": "%#@files@",
                    "variables": {
                      "files": {
                        "argument": 1,
                        "valueType": "ld",
                        "variants": {
                          "one": "%ld файл",
                          "other": "%ld файлів"
                        }
                      }
                    }
                  }
                }
              }
            }

            """)
    }

    @Test func exportsAStringCatalogWithItsSubstitutions() throws {
        let result = runCLI(["strings", "export", "--locale", "fr", StringsFixtures.path("Catalog.xcstrings")])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let french = try #require((document["locales"] as? [String: Any])?["fr"] as? [String: Any])
        #expect(french["Cancel"] as? String == "Annuler")
        let followers = try #require(french["followers %lld %@"] as? [String: Any])
        let variable = try #require((followers["variables"] as? [String: Any])?["followers"] as? [String: Any])
        #expect(variable["valueType"] as? String == "lld")
        #expect(variable["variants"] as? [String: String] == ["one": "%2$@ a %1$lld abonné", "other": "%2$@ a %1$lld abonnés"])
    }

    @Test func refusesALocaleTheCatalogLacks() {
        let result = runCLI(["strings", "export", "--locale", "de", StringsFixtures.path("Resources")])
        #expect(result.status == 66)
        #expect(StringsFixtures.relative(result.error) == "Error: Tests/Fixtures/Catalog/Resources has no table for 'de' (it has en, pl, ru, uk).\n")
        #expect(result.output.isEmpty)
    }

    @Test func exportsWhatItCanReadAndSaysWhatItCannot() {
        let result = runCLI(["strings", "export", "--locale", "pl", StringsFixtures.path("Lint")])
        #expect(result.status == 65)
        #expect(result.output == #"{"developmentLanguage":"en","locales":{"pl":{}}}"# + "\n")
        #expect(StringsFixtures.relative(result.error) == """
            Error: Tests/Fixtures/Catalog/Lint/pl.lproj/Localizable.strings:2:11: error: unterminated quoted string: no closing " for the string that starts here [unreadableFile]

            """)
    }
}

@Suite struct StringsXLIFFCommandTests {
    @Test func exportAsXLIFFNeedsALocale() {
        let result = runCLI(["strings", "export", "--format", "xliff", "Resources"])
        #expect(result.status == 64)
        #expect(result.error.contains("--format xliff needs --locale"))
    }

    @Test func exportAsXLIFFWritesOneFilePerTable() {
        let result = runCLI(["strings", "export", "--format", "xliff", "--locale", "ru", "Resources"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\""))
        // Localizable.strings, Localizable.stringsdict and Screens.strings (the apps' screen texts).
        #expect(result.output.components(separatedBy: "<file original=").count == 4)
        #expect(result.output.contains("<file original=\"en.lproj/Localizable.stringsdict\" source-language=\"en\" target-language=\"ru\" datatype=\"plaintext\">"))
        #expect(result.output.contains("<file original=\"en.lproj/Screens.strings\" source-language=\"en\" target-language=\"ru\" datatype=\"plaintext\">"))
    }

    static let imports: [([String], Int32, String)] = [
        (["--dry-run", "Tests/Fixtures/XLIFF/Standard/groups-and-states.xlf", "Tests/Fixtures/XLIFF/App"], 0,
         "0 added, 3 changed, 0 unchanged, 0 refused; would write 1 file"),
        (["--dry-run", "Tests/Fixtures/XLIFF/Standard/inline-markup.xlf", "Tests/Fixtures/XLIFF/App"], 1,
         "0 added, 1 changed, 0 unchanged, 2 refused; would write 1 file"),
        (["--dry-run", "Tests/Fixtures/XLIFF/missing.xlf", "Tests/Fixtures/XLIFF/App"], 66, ""),
        (["--dry-run", "Tests/Fixtures/XLIFF/App/en.lproj/Localizable.stringsdict", "Tests/Fixtures/XLIFF/App"], 65, ""),
    ]

    @Test("strings import reports per table and exits by what it found", arguments: imports)
    func importReportsAndExits(arguments: [String], status: Int32, lastLine: String) {
        let result = runCLI(["strings", "import"] + arguments)
        #expect(result.status == status, "\(result.error)")
        #expect((result.output.split(separator: "\n").last.map(String.init) ?? "") == lastLine)
        if status == 1 { #expect(result.error.contains("inline-markup.xlf:9:30: error: trans-unit 'greeting'")) }
        if status == 65 { #expect(result.error.contains("the root element is '<plist>', not '<xliff>'")) }
    }
}
