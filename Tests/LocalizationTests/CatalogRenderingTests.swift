import Testing
import Localization

@Suite struct CatalogRenderingTests {
    static let resources: Catalog = {
        do { return try Catalog(contentsOf: CatalogFixtures.path("Resources")) } catch { fatalError("fixture: \(error)") }
    }()
    static let stringCatalog: Catalog = {
        do { return try Catalog(contentsOf: CatalogFixtures.path("Catalog.xcstrings")) } catch { fatalError("fixture: \(error)") }
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        var key: String
        var locale: String
        var arguments: [FormatArgument]
        var text: String
        var answeredBy: String
        var problems: [RenderProblem.Code] = []
        var testDescription: String { "\(key) in \(locale) with \(arguments)" }
    }

    static let resourcesCases: [Case] = [
        Case(key: "greeting", locale: "en", arguments: ["Ann"], text: "Hello, Ann!", answeredBy: "en"),
        Case(key: "greeting", locale: "ru-RU", arguments: ["Анна"], text: "Привет, Анна!", answeredBy: "ru"),
        Case(key: "greeting", locale: "pl", arguments: ["Ania"], text: "Cześć, Ania!", answeredBy: "pl"),
        // Per key: Polish lacks the key, English answers.
        Case(key: "empty.list", locale: "pl", arguments: [], text: "Nothing here", answeredBy: "en"),
        Case(key: "empty.list", locale: "de-CH", arguments: [], text: "Nothing here", answeredBy: "en"),
        // %d for a double: Apple would print garbage; the development text is shown.
        Case(key: "price", locale: "ru", arguments: ["Книга", 2.5], text: "Книга costs 2.50", answeredBy: "en",
             problems: [.incompatibleTranslation]),
        Case(key: "progress", locale: "ru", arguments: [40], text: "Готово на 40%", answeredBy: "ru"),
        Case(key: "files.count", locale: "en", arguments: [1], text: "1 file", answeredBy: "en"),
        Case(key: "files.count", locale: "en", arguments: [0], text: "0 files", answeredBy: "en"),
        Case(key: "files.count", locale: "ru", arguments: [1], text: "1 файл", answeredBy: "ru"),
        Case(key: "files.count", locale: "ru", arguments: [3], text: "3 файла", answeredBy: "ru"),
        Case(key: "files.count", locale: "ru", arguments: [5], text: "5 файлов", answeredBy: "ru"),
        Case(key: "files.count", locale: "ru", arguments: [11], text: "11 файлов", answeredBy: "ru"),
        Case(key: "files.count", locale: "ru", arguments: [21], text: "21 файл", answeredBy: "ru"),
        Case(key: "files.count", locale: "ru", arguments: [1.5], text: "%ld files", answeredBy: "en",
             problems: [.formatFailed, .formatFailed]),
        Case(key: "files.count", locale: "pl", arguments: [22], text: "22 pliki", answeredBy: "pl"),
        Case(key: "files.count", locale: "pl", arguments: [12], text: "12 plików", answeredBy: "pl"),
        Case(key: "files.count", locale: "pl", arguments: [1], text: "1 plik", answeredBy: "pl"),
        // Ukrainian has no `many` form here: `other` is shown, as Apple does, and said.
        Case(key: "files.count", locale: "uk", arguments: [5], text: "5 файлів", answeredBy: "uk", problems: [.missingPluralVariant]),
        Case(key: "files.count", locale: "uk", arguments: [1], text: "1 файл", answeredBy: "uk"),
        // A variant may leave out the number it counts.
        Case(key: "files.in.folder", locale: "en", arguments: [1, "Docs"], text: "one file in Docs", answeredBy: "en"),
        Case(key: "files.in.folder", locale: "en", arguments: [3, "Docs"], text: "3 files in Docs", answeredBy: "en"),
        Case(key: "files.in.folder", locale: "ru", arguments: [24, "Документы"], text: "24 файла в папке «Документы»", answeredBy: "ru"),
        // Too few arguments: neither text can be formatted; the development text as written.
        Case(key: "greeting", locale: "en", arguments: [], text: "Hello, %@!", answeredBy: "en", problems: [.formatFailed]),
        Case(key: "files.count", locale: "ru", arguments: ["many"], text: "%ld files", answeredBy: "en",
             problems: [.pluralArgumentNotANumber, .formatFailed, .pluralArgumentNotANumber, .formatFailed]),
    ]

    @Test(arguments: resourcesCases)
    func rendersResources(_ example: Case) {
        check(Self.resources.render(example.key, locale: CatalogFixtures.tag(example.locale), arguments: example.arguments), example)
    }

    static let stringCatalogCases: [Case] = [
        Case(key: "posts %lld", locale: "en", arguments: [1], text: "1 post", answeredBy: "en"),
        Case(key: "posts %lld", locale: "en", arguments: [2], text: "2 posts", answeredBy: "en"),
        Case(key: "posts %lld", locale: "fr", arguments: [0], text: "0 publication", answeredBy: "fr"),
        Case(key: "posts %lld", locale: "uk", arguments: [1], text: "1 допис", answeredBy: "uk"),
        Case(key: "posts %lld", locale: "uk", arguments: [7], text: "7 дописів", answeredBy: "uk", problems: [.missingPluralVariant]),
        Case(key: "followers %lld %@", locale: "en", arguments: [1, "Ann"], text: "Ann has 1 follower", answeredBy: "en"),
        Case(key: "followers %lld %@", locale: "en", arguments: [2, "Ann"], text: "Ann has 2 followers", answeredBy: "en"),
        Case(key: "followers %lld %@", locale: "fr", arguments: [1, "Ann"], text: "Ann a 1 abonné", answeredBy: "fr"),
        Case(key: "followers %lld %@", locale: "fr", arguments: [3, "Ann"], text: "Ann a 3 abonnés", answeredBy: "fr"),
        Case(key: "device.greeting", locale: "en", arguments: [], text: "Hi", answeredBy: "en"),
        Case(key: "Cancel", locale: "fr", arguments: [], text: "Annuler", answeredBy: "fr"),
        Case(key: "Untranslated key", locale: "fr", arguments: [], text: "Untranslated key", answeredBy: "en"),
    ]

    @Test(arguments: stringCatalogCases)
    func rendersAStringCatalog(_ example: Case) {
        check(Self.stringCatalog.render(example.key, locale: CatalogFixtures.tag(example.locale), arguments: example.arguments), example)
    }

    private func check(_ rendered: RenderedMessage, _ example: Case) {
        #expect(rendered.text == example.text)
        #expect(rendered.locale.description == example.answeredBy)
        #expect(rendered.requestedLocale.description == example.locale)
        #expect(rendered.problems.map(\.code) == example.problems)
        #expect(!rendered.isMissing)
    }

    @Test func showsAMissingKeyAsTheKeyItself() {
        let rendered = Self.resources.render("no.such.key", locale: CatalogFixtures.tag("ru"), arguments: [1])
        #expect(rendered.isMissing)
        #expect(rendered.text == "no.such.key")
        #expect(rendered.locale.description == "en")
        #expect(rendered.problems.map(\.code) == [.missingKey])
    }

    @Test func explainsAnIncompatibleTranslation() throws {
        let rendered = Self.resources.render("price", locale: CatalogFixtures.tag("ru"), arguments: ["Книга", 2.5])
        let problem = try #require(rendered.problems.first)
        #expect(problem.locale.description == "ru")
        #expect(problem.message == "the ru text does not match the development text: '%2$d' reads argument 2 as int, but the development text has '%2$.2f' (double)")
    }

    @Test(arguments: [
        ("ru-RU,ru;q=0.9,en;q=0.5", "ru"),
        ("pl-PL, pl;q=0.9", "pl"),
        ("de-DE, fr;q=0.5", "en"),
        ("*", "en"),
        ("", "en"),
        (";;;q=garbage", "en"),
        ("uk, *;q=0.1", "uk"),
    ])
    func negotiatesAcceptLanguage(_ header: String, _ expected: String) {
        #expect(Self.resources.negotiate(acceptLanguage: header).description == expected)
    }

    @Test func keepsTheVariantsInOrderAndTheArgumentThatCounts() throws {
        let message = try #require(Self.resources.message("files.in.folder", locale: CatalogFixtures.tag("ru")))
        #expect(message.isPlural)
        #expect(message.variables.map(\.argument) == [1])
        #expect(message.variables[0].categories == ["one", "few", "many", "other"])
        #expect(message.argumentKinds == [1: .long, 2: .object])
        #expect(message.displayText == "%ld файла")
    }
}
