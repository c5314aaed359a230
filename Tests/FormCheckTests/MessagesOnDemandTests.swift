import Testing
import FormRules
import Localization
@testable import form_check

/// The built-in messages of a run without `--resources`: the first few straight from the
/// pieces, the rest through a catalog of the keys met, the same texts either way.
@Suite struct MessagesOnDemandTests {
    static let cases: [(key: String, arguments: [MessageArgument])] = [
        ("rule.required", [.key("field.email")]),
        ("rule.email", [.key("field.email")]),
        ("rule.required", [.key("field.password")]),
        ("rule.required", [.key("field.firstName")]),
        ("rule.email", [.key("field.email")]),
        ("rule.required", [.key("field.lastName")]),
        ("rule.required", [.key("field.country")]),
        ("rule.required", [.key("field.postalCode")]),
        ("rule.required", [.key("field.state")]),
        ("rule.email", [.key("field.email")]),
    ]

    @Test(arguments: ["ru", "en", "ja", "ar"])
    func theFirstMessagesComeFromThePiecesTheRestFromACatalogWithTheSameTexts(_ language: String) throws {
        let locale = try LanguageTag(language)
        let builtIn = BuiltInMessagesOnDemand(locale: locale)
        let rendering = NoticingMessages(source: .onDemand(builtIn), notices: MissingKeyNotices(catalogName: "built-in"))
        let whole = CatalogMessages(catalog: .builtIn(for: locale), locale: locale)
        for (index, message) in Self.cases.enumerated() {
            #expect(rendering.message(message.key, arguments: message.arguments) == whole.message(message.key, arguments: message.arguments))
            // The catalog is built only once the pieces' share of messages is used up.
            #expect(builtIn.hasBuiltCatalog == (index >= BuiltInMessagesOnDemand.messagesFromPiecesLimit))
        }
    }

    @Test func aMessageOnlyACatalogRendersBuildsItAtOnceAndLaterKeysStillReadTheirTexts() throws {
        let russian = try LanguageTag("ru")
        let builtIn = BuiltInMessagesOnDemand(locale: russian)
        let rendering = NoticingMessages(source: .onDemand(builtIn), notices: MissingKeyNotices(catalogName: "built-in"))
        let whole = CatalogMessages(catalog: .builtIn(for: russian), locale: russian)
        // A plural message (a .stringsdict entry): a catalog of its keys, at once.
        let plural: [MessageArgument] = [.key("field.password"), .integer(8)]
        #expect(rendering.message("rule.minLength", arguments: plural) == whole.message("rule.minLength", arguments: plural))
        #expect(builtIn.hasBuiltCatalog)
        // Keys first met by messages from the pieces, then asked of the catalog once the pieces'
        // share is used up: read into a new catalog, not missing from the first.
        let few = Array(Self.cases.prefix(3))
        for index in 0..<(BuiltInMessagesOnDemand.messagesFromPiecesLimit + 4) {
            let (key, arguments) = few[index % few.count]
            #expect(rendering.message(key, arguments: arguments) == whole.message(key, arguments: arguments))
        }
    }
}
