import Foundation
import Testing
import FormRules
import Localization

/// What people read: messages rendered through the shipped catalog in English, Russian and
/// Polish, compared whole; and every height, number and date a message prints reads back.
@Suite struct MessageWordingTests {
    static let catalog = Result { try Catalog(contentsOf: packageRoot.path + "/Resources") }

    static func messages(_ language: String) throws -> CatalogMessages {
        CatalogMessages(catalog: try catalog.get(), locale: try LanguageTag(language))
    }

    struct Wording: Sendable, CustomStringConvertible {
        var key: String
        var arguments: [MessageArgument]
        var en: String
        var ru: String
        var pl: String
        var description: String { key }
    }

    static let wordings: [Wording] = [
        // Issue 26: a text constant is quoted by each language's own marks, not JSON's.
        Wording(
            key: "rule.const", arguments: [.key("field.messageType"), .text("LOGIN_CUSTOMER")],
            en: "Message type must be “LOGIN_CUSTOMER”.",
            ru: "Поле «Тип сообщения» должно иметь значение «LOGIN_CUSTOMER».",
            pl: "Pole „Typ wiadomości” musi mieć wartość „LOGIN_CUSTOMER”."),
        // Issue 26: digits sent as a JSON number are refused, and the message says why.
        Wording(
            key: "rule.type", arguments: [.key("field.mobilePhoneNumber"), .key("type.textNotNumber")],
            en: "Mobile phone number must be text in quotes, not a number: a number loses its leading zeros.",
            ru: "Поле «Номер мобильного телефона»: ожидается текст в кавычках, а не число: у числа пропадают нули в начале.",
            pl: "Pole „Numer telefonu komórkowego” musi zawierać tekst w cudzysłowie, a nie liczbę: liczba gubi zera na początku."),
        Wording(
            key: "rule.type", arguments: [.key("field.address"), .key("type.object")],
            en: "Address must be filled in as a group of fields.",
            ru: "Поле «Адрес»: ожидается набор полей.",
            pl: "Pole „Adres” musi zawierać zestaw pól."),
        Wording(
            key: "rule.submission.type", arguments: [.key("json.array")],
            en: "The form must be sent as a group of fields (received: a list).",
            ru: "Данные формы нужно отправлять набором полей (получено: список).",
            pl: "Dane formularza trzeba wysłać jako zestaw pól (otrzymano: lista)."),
        Wording(
            key: "rule.const.checked", arguments: [.key("field.isMinor")],
            en: "The box “I am a minor” must be ticked.",
            ru: "Отметьте пункт «Мне ещё нет 18 лет».",
            pl: "Zaznacz pole „Jestem osobą niepełnoletnią”."),
        Wording(
            key: "rule.height", arguments: [.key("field.height")],
            en: "Height: enter a height, such as 5′ 7″ or 170 cm.",
            ru: "Поле «Рост»: укажите рост, например 5′ 7″ или 170 см.",
            pl: "Pole „Wzrost”: podaj wzrost, np. 5′ 7″ lub 170 cm."),
        Wording(
            key: "rule.height.range", arguments: [.key("field.height"), .height(.inches(36)), .height(.inches(102))],
            en: "Height must be between 3′ 0″ (91 cm) and 8′ 6″ (259 cm).",
            ru: "Поле «Рост»: рост должен быть от 3′ 0″ (91 см) до 8′ 6″ (259 см).",
            pl: "Pole „Wzrost”: wzrost musi wynosić od 3′ 0″ (91 cm) do 8′ 6″ (259 cm)."),
        Wording(
            key: "rule.region", arguments: [.key("field.state"), .text("CA"), .key("country.US")],
            en: "State or territory: “CA” is not a state or territory of the chosen country, United States.",
            ru: "Поле «Штат или территория»: «CA» не является регионом страны «Соединённые Штаты».",
            pl: "Pole „Stan lub terytorium”: „CA” nie jest regionem kraju „Stany Zjednoczone”."),
        Wording(
            key: "rule.postalCode.region", arguments: [.key("field.postalCode"), .key("region.US-DC")],
            en: "Postal code does not belong to the chosen state or territory, District of Columbia.",
            ru: "Поле «Почтовый индекс»: индекс не относится к региону «Округ Колумбия».",
            pl: "Pole „Kod pocztowy”: kod nie należy do regionu „Dystrykt Kolumbii”."),
        Wording(
            key: "rule.notBefore", arguments: [.key("field.date"), .key("date.now")],
            en: "Date cannot be before now.",
            ru: "Поле «Дата»: дата не может быть раньше текущего момента.",
            pl: "Pole „Data”: data nie może być wcześniejsza niż bieżąca chwila."),
        Wording(
            key: "rule.minimum", arguments: [.key("field.eventId"), .number(1.5)],
            en: "Event ID must be at least 1.5.",
            ru: "Поле «Идентификатор события»: значение должно быть не меньше 1,5.",
            pl: "Pole „Identyfikator zdarzenia”: wartość musi wynosić co najmniej 1,5."),
        Wording(
            key: "rule.step", arguments: [.key("field.eventId"), .number(0.5)],
            en: "Event ID must go in steps of 0.5.",
            ru: "Поле «Идентификатор события»: допустимы значения с шагом 0,5.",
            pl: "Pole „Identyfikator zdarzenia”: wartość musi zmieniać się co 0,5."),
        Wording(
            key: "rule.type", arguments: [.key("field.displayPhotoPublicly"), .key("type.boolean")],
            en: "Show photo publicly must be yes or no.",
            ru: "Поле «Показывать фото всем»: ожидается ответ «да» или «нет».",
            pl: "Pole „Pokazuj zdjęcie publicznie” musi zawierać odpowiedź „tak” lub „nie”."),
        Wording(
            key: "rule.type", arguments: [.key("field.jumpers"), .key("type.list")],
            en: "Jumpers must be a list.",
            ru: "Поле «Участники»: ожидается список.",
            pl: "Pole „Uczestnicy” musi zawierać listę."),
        Wording(
            key: "rule.submission.type", arguments: [.key("json.null")],
            en: "The form must be sent as a group of fields (received: nothing).",
            ru: "Данные формы нужно отправлять набором полей (получено: пустое значение).",
            pl: "Dane formularza trzeba wysłać jako zestaw pól (otrzymano: pusta wartość)."),
        Wording(
            key: "rule.minItems", arguments: [.key("field.jumpers"), .integer(1)],
            en: "Jumpers: add at least 1 entry.",
            ru: "Поле «Участники»: добавьте хотя бы 1 запись.",
            pl: "Pole „Uczestnicy”: dodaj co najmniej 1 pozycję."),
        Wording(
            key: "rule.maxItems", arguments: [.key("field.jumpers"), .integer(2)],
            en: "Jumpers: no more than 2 entries can be added.",
            ru: "Поле «Участники»: можно добавить не больше 2 записей.",
            pl: "Pole „Uczestnicy”: można dodać najwyżej 2 pozycje."),
        Wording(
            key: "rule.maxItems", arguments: [.key("field.jumpers"), .integer(5)],
            en: "Jumpers: no more than 5 entries can be added.",
            ru: "Поле «Участники»: можно добавить не больше 5 записей.",
            pl: "Pole „Uczestnicy”: można dodać najwyżej 5 pozycji."),
        Wording(
            key: "rule.unique", arguments: [.key("field.jumpers.name"), .integer(1)],
            en: "Name is the same as in entry 1.",
            ru: "Поле «Имя»: такое же значение, как в записи 1.",
            pl: "Pole „Imię i nazwisko”: ta sama wartość co w pozycji 1."),
        Wording(
            key: "rule.promoCode", arguments: [.key("field.promoCode")],
            en: "Promo code must be six capital letters or digits.",
            ru: "Поле «Промокод»: нужно шесть заглавных латинских букв или цифр.",
            pl: "Pole „Kod promocyjny” musi zawierać sześć wielkich liter lub cyfr."),
        Wording(
            key: "rule.postalCode.anyCountry", arguments: [.key("field.postalCode")],
            en: "Postal code is not used in any of the countries offered.",
            ru: "Поле «Почтовый индекс»: такой индекс не используется ни в одной из доступных стран.",
            pl: "Pole „Kod pocztowy”: ten kod nie jest używany w żadnym z dostępnych krajów."),
        Wording(
            key: "release.alreadySigned", arguments: [.key("field.email")],
            en: "A release has already been signed with this email address.",
            ru: "С этим адресом электронной почты уже подписано согласие на использование изображения.",
            pl: "Z tym adresem e-mail podpisano już zgodę na wykorzystanie wizerunku."),
        Wording(
            key: "rule.required", arguments: [.key("field.handle")],
            en: "Nickname is required.",
            ru: "Поле «Псевдоним» обязательно для заполнения.",
            pl: "Pole „Pseudonim” jest wymagane."),
        Wording(
            key: "rule.required", arguments: [.key("field.username")],
            en: "Email is required.",
            ru: "Поле «Электронная почта» обязательно для заполнения.",
            pl: "Pole „E-mail” jest wymagane."),
    ]

    @Test(arguments: wordings)
    func readsAsAPersonWroteIt(_ wording: Wording) throws {
        for (language, expected) in [("en", wording.en), ("ru", wording.ru), ("pl", wording.pl)] {
            let rendered = try Self.messages(language).rendered(wording.key, arguments: wording.arguments)
            #expect(rendered.text == expected, "\(language)")
            #expect(rendered.problems.isEmpty, "\(language): \(rendered.problems)")
        }
    }

    /// The CLI's report of real examples, whole, in each language: a container sent as text,
    /// a height off the scale, a box that must be ticked, a group's labels.
    @Test(arguments: [
        ("player-avatar", "invalid-avatar-not-an-object", [
            "en": """
                  avatar.top: Top is required. [required]
                  avatar.bottom: Bottom is required. [required]
                  avatar: Avatar must be filled in as a group of fields. [type]
                """,
            "ru": """
                  avatar.top: Поле «Верх» обязательно для заполнения. [required]
                  avatar.bottom: Поле «Низ» обязательно для заполнения. [required]
                  avatar: Поле «Аватар»: ожидается набор полей. [type]
                """,
            "pl": """
                  avatar.top: Pole „Góra” jest wymagane. [required]
                  avatar.bottom: Pole „Dół” jest wymagane. [required]
                  avatar: Pole „Awatar” musi zawierać zestaw pól. [type]
                """,
        ]),
        ("fitness-settings", "invalid-height-too-short", [
            "en": "  height: Height must be between 3′ 0″ (91 cm) and 8′ 6″ (259 cm). [height.range]",
            "ru": "  height: Поле «Рост»: рост должен быть от 3′ 0″ (91 см) до 8′ 6″ (259 см). [height.range]",
            "pl": "  height: Pole „Wzrost”: wzrost musi wynosić od 3′ 0″ (91 cm) do 8′ 6″ (259 cm). [height.range]",
        ]),
        ("release-minor", "invalid-not-a-minor", [
            "en": "  isMinor: The box “I am a minor” must be ticked. [const]",
            "ru": "  isMinor: Отметьте пункт «Мне ещё нет 18 лет». [const]",
            "pl": "  isMinor: Zaznacz pole „Jestem osobą niepełnoletnią”. [const]",
        ]),
        ("self-service-registration", "invalid-both-ticked", [
            "en": "  isAdult: Choose only one of: “I am an adult”, “I am a minor”. [exactlyOne]",
            "ru": "  isAdult: Выберите только один из вариантов: «Мне исполнилось 18 лет», «Мне ещё нет 18 лет». [exactlyOne]",
            "pl": "  isAdult: Wybierz tylko jedną z opcji: „Jestem osobą pełnoletnią”, „Jestem osobą niepełnoletnią”. [exactlyOne]",
        ]),
    ])
    func reportsExamplesInEachLanguage(_ form: String, _ example: String, _ problems: [String: String]) {
        let file = packageRoot.path + "/Examples/" + form + "/" + example + ".json"
        // A form whose options are the server's gets them as the example folder holds them.
        let options = packageRoot.path + "/Examples/" + form + "/options.json"
        var optionArguments = FileManager.default.fileExists(atPath: options) ? ["--options", options] : []
        // A form's remote checks are answered from the folder's remote-<check>.json.
        let folder = packageRoot.path + "/Examples/" + form
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where name.hasPrefix("remote-") {
            optionArguments += ["--remote", String(name.dropFirst("remote-".count).dropLast(".json".count)) + "=" + folder + "/" + name]
        }
        for (language, lines) in problems.sorted(by: { $0.key < $1.key }) {
            let result = runCLI([
                "validate", "--spec", packageRoot.path + "/Specs/" + form + ".json", "--resources", packageRoot.path + "/Resources",
                "--locale", language, "--today", "2026-11-24", file,
            ] + optionArguments)
            let count = lines.split(separator: "\n").count
            let header = file + ": \(count) problem" + (count == 1 ? "" : "s") + "\n"
            #expect(result.status == 1)
            #expect(result.output == header + lines + "\nvalid=0 invalid=1\n", "\(language)")
        }
    }

    /// Every notch of the standard slider (3′ 0″ to 8′ 6″ by half inches), through every label
    /// the engine or the catalog prints for it in each language, reads back as the same notch:
    /// the feet-and-inches label exactly, the whole centimetres by snapping.
    @Test(arguments: shippedLanguages)
    func everyHeightLabelReadsBackAsItsNotch(_ language: String) throws {
        let messages = try Self.messages(language)
        let scale = HeightScale.standard
        #expect(scale.notchCount == 133)
        for index in 0..<scale.notchCount {
            let notch = try #require(scale.notch(at: index))
            let metric = messages.centimetresLabel(notch.height)
            let labels = [notch.imperialLabel, notch.metricLabel, metric]
            for label in labels {
                let height = try Height(label)
                #expect(scale.snap(height) == .notch(notch), "\(language) \(label)")
            }
            #expect(scale.check(try Height(notch.imperialLabel)) == .notch(notch))
            // The message's own rendering: "5′ 7″ (170 см)", "5′ 7″（170 cm）", both parts named above.
            let both = messages.text(of: .height(notch.height))
            #expect(both.hasPrefix(notch.imperialLabel) && both.contains(metric), "\(language) \(both)")
        }
    }

    /// Numbers a message prints (minimum, maximum, step) read back in the reader's language.
    @Test(arguments: shippedLanguages)
    func everyNumberInAMessageReadsBack(_ language: String) throws {
        let messages = try Self.messages(language)
        for value in [0.5, 1, 1.5, 36, 102.25, 0.125, 1000, -2.5] {
            let text = messages.text(of: .number(value))
            #expect(messages.numberSymbols.number(from: text) == value, "\(language) \(text)")
        }
    }

    /// Dates in messages (notBefore, notAfter) are ISO 8601 in every language, as the date rule
    /// asks them to be typed, so they read back as the same day.
    @Test(arguments: shippedLanguages)
    func everyDateInAMessageReadsBack(_ language: String) throws {
        let messages = try Self.messages(language)
        for (year, month, day) in [(1900, 1, 1), (2000, 2, 29), (2026, 11, 24), (2099, 12, 31)] {
            let date = try #require(CalendarDate(year: year, month: month, day: day))
            let text = messages.text(of: .text(date.description))
            #expect((try? CalendarDate(text)) == date, "\(language) \(text)")
        }
    }
    /// A group's labels are listed in each language's own quotation marks and with its own list
    /// separator (`list.item`, `list.separator`): Japanese and Chinese use 、, Arabic ،.
    @Test(arguments: [
        ("en", "“Adult”, “Minor”"), ("ru", "«Adult», «Minor»"), ("ja", "「Adult」、「Minor」"),
        ("zh-Hans", "“Adult”、“Minor”"), ("zh-Hant", "「Adult」、「Minor」"), ("ar", "«Adult»، «Minor»"),
        ("fr", "«\u{00A0}Adult\u{00A0}», «\u{00A0}Minor\u{00A0}»"), ("de", "„Adult“, „Minor“"),
    ])
    func listsReadInTheirLanguage(_ language: String, _ expected: String) throws {
        let messages = try Self.messages(language)
        #expect(messages.text(of: .list([.text("Adult"), .text("Minor")])) == expected)
    }
}
