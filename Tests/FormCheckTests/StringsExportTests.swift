import Foundation
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
