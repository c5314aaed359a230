import FormCore
import Testing
@testable import Localization

@Suite struct StringCatalogTests {
    static let sample = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "zebra" : {
              "comment" : "Shown last",
              "extractionState" : "manual",
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Zèbre" } }
              }
            },
            "files %lld" : {
              "futureField" : [1, 2.5e3, null, true],
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                      } } },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "%lld files" } }
                    }
                  }
                },
                "ru" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@n@ в %#@dirs@" },
                  "substitutions" : {
                    "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg файлов" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg файл" } },
                      "other" : { "stringUnit" : { "state" : "stale", "value" : "%arg файла" } }
                    } } },
                    "dirs" : { "formatSpecifier" : "@" }
                  }
                }
              }
            },
            "Do not translate" : { "shouldTranslate" : false, "extractionState" : "stale" },
            "escaped \\"key\\" \\u00e9\\ud83d\\ude00" : { }
          },
          "version" : "1.1"
        }
        """

    @Test func readsEveryPartOfACatalog() throws {
        let catalog = try StringCatalog(bytes: Array(Self.sample.utf8), file: "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.1")
        #expect(catalog.keys == ["zebra", "files %lld", "Do not translate", "escaped \"key\" é😀"])
        #expect(catalog.locales == ["en", "fr", "ru"])

        let zebra = try #require(catalog["zebra"])
        #expect(zebra.location.description == "Localizable.xcstrings:4:5")
        #expect(zebra.comment == "Shown last")
        #expect(zebra.extractionState == .manual)
        #expect(zebra.shouldTranslate)
        #expect(zebra.localizations["fr"]?.stringUnit == StringCatalogStringUnit(state: .needsReview, value: "Zèbre"))

        let files = try #require(catalog["files %lld"])
        #expect(files.extractionState == nil)
        let device = try #require(files.localizations["en"]?.variations?.device)
        #expect(device["other"]?.stringUnit?.state == .new)
        #expect(device["iphone"]?.variations?.plural?["one"]?.stringUnit?.value == "%lld file")
        let ru = try #require(files.localizations["ru"])
        #expect(ru.stringUnit?.value == "%#@n@ в %#@dirs@")
        #expect(ru.substitutions["n"]?.argumentNumber == 1)
        #expect(ru.substitutions["n"]?.formatSpecifier == "lld")
        #expect(ru.substitutions["n"]?.variations?.plural?["many"]?.stringUnit?.value == "%arg файлов")
        #expect(ru.substitutions["dirs"] == StringCatalogSubstitution(argumentNumber: nil, formatSpecifier: "@", variations: nil))

        let fixed = try #require(catalog["Do not translate"])
        #expect(!fixed.shouldTranslate)
        #expect(fixed.extractionState == .stale)
        #expect(fixed.localizations.isEmpty)
    }

    @Test func visitsEveryStringUnitWithItsPath() throws {
        let catalog = try StringCatalog(bytes: Array(Self.sample.utf8))
        var visited: [String] = []
        catalog["files %lld"]?.localizations["ru"]?.forEachStringUnit { path, unit in visited.append("\(path)=\(unit.value)") }
        #expect(visited == [
            "stringUnit=%#@n@ в %#@dirs@",
            "substitutions.n.variations.plural.many.stringUnit=%arg файлов",
            "substitutions.n.variations.plural.one.stringUnit=%arg файл",
            "substitutions.n.variations.plural.other.stringUnit=%arg файла",
        ])
    }

    @Test func summarizesPluralCategoriesAndStatesPerLocale() throws {
        let summaries = try StringCatalog(bytes: Array(Self.sample.utf8)).localeSummaries()
        #expect(summaries.map(\.locale) == ["en", "fr", "ru"])
        let en = try #require(summaries.first { $0.locale == "en" }?.keys)
        #expect(en == [.init(key: "files %lld", states: [.translated, .translated, .new], pluralCategories: ["one", "other"], substitutionPluralCategories: [:])])
        let ru = try #require(summaries.first { $0.locale == "ru" }?.keys)
        #expect(ru == [.init(key: "files %lld", states: [.translated, .translated, .translated, .stale], pluralCategories: [], substitutionPluralCategories: ["n": ["one", "many", "other"]])])
        let fr = try #require(summaries.first { $0.locale == "fr" }?.keys)
        #expect(fr.map(\.key) == ["zebra"])
        #expect(fr.first?.states == [.needsReview])
    }

    @Test(arguments: ["\"1.0\"", "\"1.1\"", "\"2.0-beta\"", "2"])
    func acceptsAnyVersion(_ version: String) throws {
        let catalog = try StringCatalog(bytes: Array("{\"sourceLanguage\":\"de\",\"version\":\(version),\"strings\":{}}".utf8))
        #expect(catalog.version == version.filter { $0 != "\"" })
        #expect(catalog.entries.isEmpty)
    }

    /// Xcode never writes a key twice; which of two would win is a guess, so the one JSON reader
    /// rejects it, naming both places.
    @Test func rejectsDuplicateKeysNamingBothPlaces() throws {
        let bytes = Array("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"1\"},\"b\":{},\"a\":{\"comment\":\"2\"}}}".utf8)
        #expect {
            try StringCatalog(bytes: bytes, file: "L.xcstrings")
        } throws: { error in
            guard let error = error as? StringCatalogError else { return false }
            return error.code == .invalidJSON && error.keyPath.description == "strings"
                && error.location.description == "L.xcstrings:1:62" && error.message.contains("duplicate key \"a\"")
                && error.message.contains("(first at 1:35)")
        }
    }

    struct ErrorCase: Sendable, CustomStringConvertible {
        var name: String
        var bytes: [UInt8]
        var code: StringCatalogError.Code
        var keyPath: String
        var line: Int
        var column: Int
        var description: String { name }

        init(_ name: String, _ json: String, _ code: StringCatalogError.Code, _ keyPath: String, _ line: Int, _ column: Int) {
            self.init(name, Array(json.utf8), code, keyPath, line, column)
        }

        init(_ name: String, _ bytes: [UInt8], _ code: StringCatalogError.Code, _ keyPath: String, _ line: Int, _ column: Int) {
            (self.name, self.bytes, self.code, self.keyPath, self.line, self.column) = (name, bytes, code, keyPath, line, column)
        }
    }

    static func wrap(_ localizations: String) -> String {
        "{\"sourceLanguage\": \"en\",\n\"strings\": {\n\"a\": {\"localizations\": {\n" + localizations + "\n}}}}"
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase("empty input", "", .emptyInput, "(root)", 1, 1),
        ErrorCase("not an object", "[]", .typeMismatch, "(root)", 1, 1),
        ErrorCase("missing sourceLanguage", "{\"strings\": {}}", .missingField, "(root)", 1, 1),
        ErrorCase("missing strings", "{\"sourceLanguage\": \"en\"}", .missingField, "(root)", 1, 1),
        ErrorCase("sourceLanguage not a string", "{\"sourceLanguage\": 1, \"strings\": {}}", .typeMismatch, "sourceLanguage", 1, 20),
        ErrorCase("strings is an array", "{\"sourceLanguage\": \"en\", \"strings\": []}", .typeMismatch, "strings", 1, 37),
        ErrorCase("entry is a string", "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": \"x\"}}", .typeMismatch, "strings[\"a\"]", 1, 43),
        ErrorCase("localization is a string", wrap("\"fr\": \"Bonjour\""), .typeMismatch, "strings[\"a\"].localizations.fr", 4, 7),
        ErrorCase("string unit value is a number", wrap("\"fr\": {\"stringUnit\": {\"state\": \"new\", \"value\": 3}}"), .typeMismatch, "strings[\"a\"].localizations.fr.stringUnit.value", 4, 48),
        ErrorCase("string unit without value", wrap("\"fr\": {\"stringUnit\": {\"state\": \"new\"}}"), .missingField, "strings[\"a\"].localizations.fr.stringUnit", 4, 22),
        ErrorCase("state is not a string", wrap("\"zh-Hans\": {\"stringUnit\": {\"state\": null, \"value\": \"\"}}"), .typeMismatch, "strings[\"a\"].localizations.zh-Hans.stringUnit.state", 4, 37),
        ErrorCase("plural case is a string", wrap("\"fr\": {\"variations\": {\"plural\": {\"one\": \"x\"}}}"), .typeMismatch, "strings[\"a\"].localizations.fr.variations.plural.one", 4, 41),
        ErrorCase("nested plural case without value", wrap("\"fr\": {\"variations\": {\"device\": {\"mac\": {\"variations\": {\"plural\": {\"few\": {\"stringUnit\": {}}}}}}}}"), .missingField, "strings[\"a\"].localizations.fr.variations.device.mac.variations.plural.few.stringUnit", 4, 90),
        ErrorCase("argNum is a string", wrap("\"fr\": {\"substitutions\": {\"n\": {\"argNum\": \"1\"}}}"), .typeMismatch, "strings[\"a\"].localizations.fr.substitutions.n.argNum", 4, 42),
        ErrorCase("argNum is fractional", wrap("\"fr\": {\"substitutions\": {\"n\": {\"argNum\": 1.5}}}"), .typeMismatch, "strings[\"a\"].localizations.fr.substitutions.n.argNum", 4, 42),
        ErrorCase("shouldTranslate is a string", "{\"sourceLanguage\": \"en\", \"strings\": {\"say \\\"hi\\\"\": {\"shouldTranslate\": \"no\"}}}", .typeMismatch, "strings[\"say \\\"hi\\\"\"].shouldTranslate", 1, 72),
        ErrorCase("trailing comma", wrap("\"fr\": {},\n"), .invalidJSON, "strings[\"a\"].localizations", 6, 1),
        ErrorCase("missing colon", wrap("\"fr\" {}"), .invalidJSON, "strings[\"a\"].localizations", 4, 6),
        ErrorCase("unterminated string", "{\"sourceLanguage\": \"en\", \"strings\": {\"a", .invalidJSON, "strings", 1, 40),
        ErrorCase("newline in a string", wrap("\"fr\": {\"stringUnit\": {\"value\": \"abc"), .invalidJSON, "strings[\"a\"].localizations.fr.stringUnit.value", 4, 36),
        ErrorCase("bad escape", wrap("\"fr\": {\"comment\": \"a\\qb\"}"), .invalidJSON, "strings[\"a\"].localizations.fr.comment", 4, 21),
        ErrorCase("lone surrogate", wrap("\"fr\": {\"comment\": \"\\ud800x\"}"), .invalidJSON, "strings[\"a\"].localizations.fr.comment", 4, 20),
        ErrorCase("raw control character", wrap("\"fr\": {\"comment\": \"a\tb\"}"), .invalidJSON, "strings[\"a\"].localizations.fr.comment", 4, 21),
        ErrorCase("bad literal", wrap("\"fr\": tru"), .invalidJSON, "strings[\"a\"].localizations.fr", 4, 10),
        ErrorCase("leading zero", wrap("\"fr\": 01"), .invalidJSON, "strings[\"a\"].localizations.fr", 4, 8),
        ErrorCase("junk after the document", "{\"sourceLanguage\": \"en\", \"strings\": {}} x", .invalidJSON, "(root)", 1, 41),
        ErrorCase("truncated", wrap("\"fr\": {\"stringUnit\": "), .invalidJSON, "strings[\"a\"].localizations.fr.stringUnit", 5, 1),
        ErrorCase("invalid UTF-8", Array(wrap("\"fr\": {\"comment\": \"#\"}").utf8).map { $0 == UInt8(ascii: "#") ? 0xFF : $0 }, .invalidUTF8, "strings[\"a\"].localizations.fr.comment", 4, 20),
        ErrorCase("deep nesting", String(repeating: "[", count: 100_000), .tooDeep, String(repeating: "[0]", count: 256), 1, 257),
    ]

    @Test(arguments: errorCases)
    func namesTheKeyPathOfErrors(_ c: ErrorCase) {
        do {
            let catalog = try StringCatalog(bytes: c.bytes)
            Issue.record("expected \(c.code), read \(catalog)")
        } catch {
            #expect(error.code == c.code, "\(error)")
            #expect(error.keyPath.description == c.keyPath, "\(error)")
            #expect(error.location.line == c.line, "\(error)")
            #expect(error.location.column == c.column, "\(error)")
        }
    }

    @Test func wordsErrorsWithFilePositionAndKeyPath() {
        #expect {
            try StringCatalog(bytes: Array(Self.wrap("\"fr\": {\"stringUnit\": \"Bonjour\"}").utf8), file: "Localizable.xcstrings")
        } throws: { error in
            guard let error = error as? StringCatalogError else { return false }
            return error.description == "Localizable.xcstrings:4:22: strings[\"a\"].localizations.fr.stringUnit: expected an object, found a string"
                && error.excerpt.description == "\"fr\": {\"stringUnit\": \"Bonjour\"}\n                     ^"
        }
    }

    @Test func survivesEveryTruncationOfAValidCatalog() {
        let bytes = Array(Self.sample.utf8)
        for length in 0..<bytes.count where bytes[length] != 0x20 && bytes[length] != 0x0A {
            do {
                _ = try StringCatalog(bytes: bytes[0..<length])
                Issue.record("prefix of \(length) bytes should not parse")
            } catch {
                #expect(error.location.offset <= length)
            }
        }
    }

    @Test func writesKeyPaths() {
        let path = StringCatalogKeyPath([.key("strings"), .key("a.b"), .key("localizations"), .key("zh-Hant"), .key("variations"), .key("plural"), .key("one"), .key("x y"), .index(2)])
        #expect(path.description == "strings[\"a.b\"].localizations.zh-Hant.variations.plural.one[\"x y\"][2]")
        #expect(StringCatalogKeyPath([.key("strings"), .key("tab\there")]).description == "strings[\"tab\\there\"]")
    }
}
