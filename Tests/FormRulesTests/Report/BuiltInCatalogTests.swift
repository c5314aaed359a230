import Localization
import Foundation
import Testing
import FormRules

/// `Catalog.builtIn`: the translations of `Resources/` compiled into the library.
@Suite struct BuiltInCatalogTests {
    static let resources = try! Catalog(contentsOf: SharedCorpus.packageRoot.appendingPathComponent("Resources").path)

    static func tag(_ text: String) -> LanguageTag { try! LanguageTag(text) }

    /// Each plural variable's variants as `category=text` (the built-in files are located under
    /// `Resources/`, the loaded ones at their full path).
    static func pluralForms(_ message: CatalogMessage?) -> [[String]] {
        (message?.variables ?? []).map { $0.variants.map { "\($0.category)=\($0.format.text)" } }
    }

    @Test func hasEveryLanguageAndEveryKeyOfResourcesWithTheSameTexts() {
        let builtIn = Catalog.builtIn
        #expect(builtIn.locales == Self.resources.locales)
        #expect(builtIn.locales.count >= 27, "the 27 languages of issue 30")
        #expect(builtIn.diagnostics.filter { $0.severity == .error }.isEmpty)
        for locale in Self.resources.locales {
            let shipped = Self.resources.tables[locale], compiled = builtIn.tables[locale]
            // Besides Resources' tables, the names of countries and regions (Addresses/<tag>.names).
            let shippedKeys: Set<String> = Set(shipped?.keys ?? [])
            let compiledKeys: Set<String> = Set(compiled?.keys ?? [])
            let names = compiledKeys.subtracting(shippedKeys)
            #expect(shippedKeys.isSubset(of: compiledKeys), "keys of \(locale)")
            #expect(names.allSatisfy { $0.hasPrefix("country.") || $0.hasPrefix("region.") }, "names of \(locale)")
            #expect(names.contains("country.FR"), "names of \(locale)")
            #expect(names.contains("region.CA-QC"), "names of \(locale)")
            for key in shipped?.keys ?? [] {
                #expect(compiled?.messages[key]?.displayText == shipped?.messages[key]?.displayText, "\(key) in \(locale)")
                #expect(Self.pluralForms(compiled?.messages[key]) == Self.pluralForms(shipped?.messages[key]), "plural forms of \(key) in \(locale)")
            }
        }
    }

    @Test func locatesItsMessagesUnderResourcesNotOnTheBuildMachine() {
        let files = Catalog.builtIn.locales.flatMap { Catalog.builtIn.tables[$0]?.files ?? [] }
        let expected = Self.resources.locales.flatMap { locale in
            let folder = locale == Self.resources.developmentLanguage ? "Resources/" : "Resources/\(locale).lproj/"
            return [folder + "Localizable.strings", folder + "Localizable.stringsdict"]
        }
        #expect(files.filter { !$0.hasPrefix("Resources/Addresses/") } == expected)
        #expect(files.filter { $0.hasPrefix("Resources/Addresses/") }.count == Self.resources.locales.count)
    }

    @Test(arguments: [
        ("ru", "rule.minLength", [MessageArgument.key("field.password"), .integer(8)], "Поле «Пароль»: минимум 8 символов."),
        ("ru", "rule.minLength", [.key("field.password"), .integer(21)], "Поле «Пароль»: минимум 21 символ."),
        ("ru", "rule.required", [.key("field.email")], "Поле «Электронная почта» обязательно для заполнения."),
        ("pl", "rule.required", [.key("field.password")], "Pole „Hasło” jest wymagane."),
        ("pl", "rule.minLength", [.key("field.password"), .integer(8)], "Pole „Hasło” musi mieć co najmniej 8 znaków."),
        ("en", "rule.required", [.key("field.password")], "Password is required."),
        ("de", "rule.required", [.key("field.password")], "Das Feld „Passwort“ ist erforderlich."),
        ("ja", "rule.minLength", [.key("field.password"), .integer(8)], "「パスワード」は8文字以上で入力してください。"),
        // A locale without a table of its own (Icelandic) falls back to English.
        ("is", "rule.required", [.key("field.password")], "Password is required."),
    ])
    func rendersMessagesInEachLanguage(_ locale: String, _ key: String, _ arguments: [MessageArgument], _ expected: String) {
        let whole = CatalogMessages(catalog: .builtIn, locale: Self.tag(locale))
        #expect(whole.message(key, arguments: arguments) == expected)
        #expect(whole.missingKeys(key, arguments: arguments).isEmpty)
        // The catalog of one locale's chain says the same as the whole one.
        let one = CatalogMessages(catalog: .builtIn(for: Self.tag(locale)), locale: Self.tag(locale))
        #expect(one.message(key, arguments: arguments) == expected)
    }

    @Test(arguments: [("ru", ["en", "ru"]), ("ru-RU", ["en", "ru"]), ("pl", ["en", "pl"]), ("en", ["en"]), ("de", ["en", "de"]), ("is", ["en"])])
    func aCatalogForOneLocaleReadsOnlyItsFallbackChain(_ locale: String, _ tables: [String]) {
        #expect(Catalog.builtIn(for: Self.tag(locale)).locales.map(\.description) == tables)
    }

    @Test(arguments: [
        // A message with a label: the two keys' pieces of Localizable.strings, nothing else.
        (Set(["rule.email", "field.email"]), "rule.email", [MessageArgument.key("field.email")], ["Localizable.strings"]),
        // A plural message: the .stringsdict is read for it.
        (Set(["rule.minLength", "field.password"]), "rule.minLength", [.key("field.password"), .integer(3)], ["Localizable.strings", "Localizable.stringsdict"]),
        (Set(["rule.minLength"]), "rule.minLength", [.text("Пароль"), .integer(21)], ["Localizable.stringsdict"]),
    ])
    func aCatalogOfSomeKeysReadsOnlyTheTablesHoldingThemAndSaysTheSame(
        _ keys: Set<String>, _ key: String, _ arguments: [MessageArgument], _ files: [String]
    ) {
        let russian = Self.tag("ru")
        let some = Catalog.builtIn(for: russian, keys: keys)
        let read = Set(some.locales.flatMap { some.table(for: $0)?.files ?? [] }.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        #expect(read == Set(files))
        let whole = CatalogMessages(catalog: .builtIn(for: russian), locale: russian)
        #expect(CatalogMessages(catalog: some, locale: russian).message(key, arguments: arguments) == whole.message(key, arguments: arguments))
    }

    /// Every message of every language, rendered straight from the pieces (what a one-file
    /// `validate` shows) and through the catalog: the same text, and the pieces answer every
    /// message that is neither plural nor a name, with labels, texts and integers as arguments.
    @Test(arguments: Catalog.builtInLocales)
    func messagesFromThePiecesAreTheCatalogsMessages(_ locale: LanguageTag) throws {
        let development = try #require(Catalog.builtIn(for: .init("en")).table(for: try LanguageTag("en")))
        let catalog = Catalog.builtIn(for: locale)
        let messages = CatalogMessages(catalog: catalog, locale: locale)
        var answered = 0
        for key in development.keys where !key.hasPrefix("country.") && !key.hasPrefix("region.") {
            let message = try #require(development.messages[key])
            let kinds = message.argumentKinds
            let arguments: [MessageArgument] = (0..<(kinds.keys.max() ?? 0)).map { index in
                kinds[index + 1]?.isInteger == true ? .integer(21 + index) : index == 0 ? .key("field.email") : .text("x\(index)")
            }
            let quick = Catalog.builtInMessage(key, arguments: arguments, locale: locale)
            let answering = catalog.answeringLocale(for: key, locale: locale).flatMap { catalog.message(key, locale: $0) }
            if answering?.isPlural == false {
                #expect(quick != nil, "\(key) in \(locale)")
            }
            guard let quick else { continue }
            answered += 1
            #expect(quick == messages.message(key, arguments: arguments), "\(key) in \(locale)")
        }
        #expect(answered > 0)
    }

    @Test func aTableWithoutPluralMessagesStillHasItsLanguagesPluralRules() throws {
        let russian = Self.tag("ru")
        let table = try #require(Catalog.builtIn(for: russian, keys: ["rule.email"]).table(for: russian))
        #expect(!table.ordered.contains { $0.isPlural })
        #expect(table.pluralRules.categories == [.one, .few, .many, .other])
        #expect(table.pluralRules.category(for: 21) == .one)
    }

    @Test(arguments: [
        ([MessageArgument.key("field.email")], ["field.email"]),
        ([.text("x"), .integer(3), .number(1.5)], []),
        ([.list([.key("field.adult"), .key("field.minor")])], ["list.item", "list.separator", "field.adult", "field.minor"]),
        ([.key("field.height"), .height(.inches(70))], ["field.height", "height.both", "height.centimetres"]),
    ])
    func theKeysRenderingReadsAreTheArgumentKeysAndTheRenderersOwnForListsAndHeights(
        _ arguments: [MessageArgument], _ keys: [String]
    ) {
        #expect(CatalogMessages.keysRead(by: arguments) == keys)
        // A catalog of those keys and the message's renders as the whole one does.
        let russian = Self.tag("ru")
        let some = CatalogMessages(catalog: .builtIn(for: russian, keys: Set(keys + ["rule.required"])), locale: russian)
        let whole = CatalogMessages(catalog: .builtIn(for: russian), locale: russian)
        #expect(some.message("rule.required", arguments: arguments) == whole.message("rule.required", arguments: arguments))
    }

    @Test func itsLocalesAreKnownWithoutParsing() {
        #expect(Catalog.builtInLocales == Catalog.builtIn.locales)
    }

    @Test func anAppCanLayItsOwnTablesOverIt() {
        let app = Catalog(files: [
            CatalogFile(path: "Localizable.strings", locale: nil, kind: .strings, bytes: Array(#""rule.required" = "Please fill in %1$@.";"#.utf8)),
            CatalogFile(path: "is.lproj/Localizable.strings", locale: Self.tag("is"), kind: .strings, bytes: Array(#""field.password" = "Lykilorð";"#.utf8)),
        ])
        let catalog = Catalog.builtIn.overlaid(by: app)
        #expect(CatalogMessages(catalog: catalog, locale: Self.tag("en")).message("rule.required", arguments: [.key("field.password")]) == "Please fill in Password.")
        // Icelandic, which the library lacks: the app's label inside the app's English text.
        #expect(CatalogMessages(catalog: catalog, locale: Self.tag("is")).message("rule.required", arguments: [.key("field.password")]) == "Please fill in Lykilorð.")
        #expect(CatalogMessages(catalog: catalog, locale: Self.tag("ru")).message("rule.required", arguments: [.key("field.password")]) == "Поле «Пароль» обязательно для заполнения.")
        #expect(catalog.negotiate(acceptLanguage: "is-IS, is;q=0.9") == Self.tag("is"))
    }
}

/// Keys no table has: named, never shown silently.
@Suite struct MissingMessageKeyTests {
    static let messages = CatalogMessages(catalog: Catalog(files: [
        CatalogFile(path: "Localizable.strings", locale: nil, kind: .strings, bytes: Array(#""rule.required" = "%1$@ is required."; "field.email" = "Email";"#.utf8)),
    ]), locale: try! LanguageTag("ru"))

    @Test(arguments: [
        ("rule.required", [MessageArgument.key("field.email")], [String]()),
        ("rule.required", [.key("field.nickname")], ["field.nickname"]),
        ("rule.email", [.key("field.nickname"), .text("x"), .integer(3)], ["rule.email", "field.nickname"]),
        ("rule.oneOf", [.list([.key("option.a"), .key("field.email"), .key("option.a")])], ["rule.oneOf", "option.a"]),
    ])
    func namesTheKeyAndTheArgumentKeysNoTableHas(_ key: String, _ arguments: [MessageArgument], _ missing: [String]) {
        #expect(Self.messages.missingKeys(key, arguments: arguments) == missing)
    }

    @Test func aReportInJSONListsItsMissingKeysAtTheTop() throws {
        let form = try CompiledForm(FormSpec.load(contentsOf: SharedCorpus.packageRoot.appendingPathComponent("Specs/login.json").path))
        let report = form.validate(["type": "LOGIN_CUSTOMER"], context: ValidationContext(today: try CalendarDate("2026-11-21")))
        let object = report.jsonValue(using: Self.messages).object
        #expect(object?["missingMessageKeys"] == ["field.password", "field.sequenceId"])
        let complete = report.jsonValue(using: CatalogMessages(catalog: .builtIn, locale: try LanguageTag("ru"))).object
        #expect(complete?["missingMessageKeys"] == nil)
        #expect(report.jsonValue(using: MessageKeysOnly()).object?["missingMessageKeys"] == nil)
    }
}
