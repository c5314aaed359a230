import Localization
import Testing
import FormRules

@Suite struct CatalogMessagesTests {
    static let catalog = Catalog(files: [
        CatalogFile(path: "Localizable.strings", locale: nil, kind: .strings, bytes: Array("""
            "field.name" = "Name";
            "field.age" = "Age";
            "country.AU" = "Australia";
            "rule.equals" = "%1$@ does not match %2$@.";
            "rule.maximum" = "%1$@ must be at most %2$@.";
            "rule.exactlyOne" = "Choose one of: %1$@.";
            "rule.count" = "%1$@: %2$lld left.";
            "rule.region" = "%1$@: %2$@ is not in %3$@.";
            """.utf8)),
        CatalogFile(path: "ru.lproj/Localizable.strings", locale: try? LanguageTag("ru"), kind: .strings, bytes: Array("""
            "field.name" = "Имя";
            "country.AU" = "Австралия";
            "rule.region" = "Поле «%1$@»: «%2$@» — не регион страны «%3$@».";
            "rule.maximum" = "Поле «%1$@»: не больше %2$@.";
            "rule.exactlyOne" = "Выберите одно: %1$@.";
            "list.item" = "«%1$@»";
            "height.both" = "%1$@ (%2$@)";
            "height.centimetres" = "%lld см";
            """.utf8)),
    ])

    @Test(arguments: [
        ("en", "rule.equals", [MessageArgument.key("field.name"), .key("field.age")], "Name does not match Age."),
        ("en", "rule.maximum", [.key("field.age"), .number(2.5)], "Age must be at most 2.5."),
        ("en", "rule.maximum", [.key("field.age"), .number(120)], "Age must be at most 120."),
        ("en", "rule.exactlyOne", [.list([.key("field.name"), .key("field.age"), .text("other")])], "Choose one of: Name, Age, other."),
        ("en", "rule.count", [.key("field.name"), .integer(3)], "Name: 3 left."),
        ("ru", "rule.region", [.key("field.name"), .text("ZZ"), .key("country.AU")], "Поле «Имя»: «ZZ» — не регион страны «Австралия»."),
        // Numbers take the reader's decimal separator; heights add centimetres in their words;
        // list items take the reader's quotation marks (English here has no `list.item`: plain).
        ("ru", "rule.maximum", [.key("field.name"), .number(2.5)], "Поле «Имя»: не больше 2,5."),
        ("ru", "rule.maximum", [.key("field.name"), .height(.halfInches(135))], "Поле «Имя»: не больше 5′ 7½″ (171 см)."),
        ("ru", "rule.exactlyOne", [.list([.key("field.name"), .text("x")])], "Выберите одно: «Имя», «x»."),
        // Without the height keys, the English labels.
        ("en", "rule.maximum", [.key("field.age"), .height(.inches(36))], "Age must be at most 3′ 0″ (91 cm)."),
        // Labels fall back key by key; a missing key shows itself.
        ("ru", "rule.equals", [.key("field.name"), .key("field.age")], "Имя does not match Age."),
        ("ru", "rule.missing", [.text("x")], "rule.missing"),
    ])
    func rendersKeysArgumentsAndLists(_ locale: String, _ key: String, _ arguments: [MessageArgument], _ expected: String) throws {
        let messages = CatalogMessages(catalog: Self.catalog, locale: try LanguageTag(locale))
        #expect(messages.message(key, arguments: arguments) == expected)
    }

    @Test func rendersAnIssue() throws {
        let issue = ValidationIssue(path: "name", rule: "equals", messageKey: "rule.equals", arguments: [.key("field.name"), .key("field.age")])
        #expect(issue.message(using: CatalogMessages(catalog: Self.catalog, locale: try LanguageTag("en"))) == "Name does not match Age.")
    }
}
