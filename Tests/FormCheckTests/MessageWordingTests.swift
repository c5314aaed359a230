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
        Wording(
            key: "rule.type", arguments: [.key("field.address"), .key("type.object")],
            en: "Address: expected a JSON object holding its fields.",
            ru: "Поле «Адрес»: ожидается объект JSON с вложенными полями.",
            pl: "Pole „Adres” musi zawierać obiekt JSON z polami."),
        Wording(
            key: "rule.submission.type", arguments: [.key("json.array")],
            en: "The submission must be a JSON object, not an array.",
            ru: "Данные формы должны быть объектом JSON (получено: массив).",
            pl: "Dane formularza muszą być obiektem JSON (otrzymano: tablica)."),
        Wording(
            key: "rule.const.checked", arguments: [.key("field.isMinor")],
            en: "The box “I am a minor” must be ticked.",
            ru: "Отметьте пункт «Я несовершеннолетний».",
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
            ru: "Поле «Номер мероприятия»: значение должно быть не меньше 1,5.",
            pl: "Pole „Identyfikator wydarzenia”: wartość musi wynosić co najmniej 1,5."),
        Wording(
            key: "rule.step", arguments: [.key("field.eventId"), .number(0.5)],
            en: "Event ID must go in steps of 0.5.",
            ru: "Поле «Номер мероприятия»: допустимы значения с шагом 0,5.",
            pl: "Pole „Identyfikator wydarzenia”: wartość musi zmieniać się co 0,5."),
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
                  avatar: Avatar: expected a JSON object holding its fields. [type]
                """,
            "ru": """
                  avatar.top: Поле «Верх» обязательно для заполнения. [required]
                  avatar.bottom: Поле «Низ» обязательно для заполнения. [required]
                  avatar: Поле «Аватар»: ожидается объект JSON с вложенными полями. [type]
                """,
            "pl": """
                  avatar.top: Pole „Góra” jest wymagane. [required]
                  avatar.bottom: Pole „Dół” jest wymagane. [required]
                  avatar: Pole „Awatar” musi zawierać obiekt JSON z polami. [type]
                """,
        ]),
        ("fitness-settings", "invalid-height-too-short", [
            "en": "  height: Height must be between 3′ 0″ (91 cm) and 8′ 6″ (259 cm). [height.range]",
            "ru": "  height: Поле «Рост»: рост должен быть от 3′ 0″ (91 см) до 8′ 6″ (259 см). [height.range]",
            "pl": "  height: Pole „Wzrost”: wzrost musi wynosić od 3′ 0″ (91 cm) do 8′ 6″ (259 cm). [height.range]",
        ]),
        ("release-minor", "invalid-not-a-minor", [
            "en": "  isMinor: The box “I am a minor” must be ticked. [const]",
            "ru": "  isMinor: Отметьте пункт «Я несовершеннолетний». [const]",
            "pl": "  isMinor: Zaznacz pole „Jestem osobą niepełnoletnią”. [const]",
        ]),
        ("self-service-registration", "invalid-both-ticked", [
            "en": "  isAdult: Choose exactly one of: “I am an adult”, “I am a minor”. [exactlyOne]",
            "ru": "  isAdult: Выберите ровно один вариант: «Я совершеннолетний», «Я несовершеннолетний». [exactlyOne]",
            "pl": "  isAdult: Wybierz dokładnie jedną z opcji: „Jestem osobą pełnoletnią”, „Jestem osobą niepełnoletnią”. [exactlyOne]",
        ]),
    ])
    func reportsExamplesInEachLanguage(_ form: String, _ example: String, _ problems: [String: String]) {
        let file = packageRoot.path + "/Examples/" + form + "/" + example + ".json"
        // A form whose options are the server's gets them as the example folder holds them.
        let options = packageRoot.path + "/Examples/" + form + "/options.json"
        let optionArguments = FileManager.default.fileExists(atPath: options) ? ["--options", options] : []
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
    @Test(arguments: ["en", "ru", "pl"])
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
            // The message's own rendering: "5′ 7″ (170 см)", both parts named above.
            #expect(messages.text(of: .height(notch.height)) == notch.imperialLabel + " (" + metric + ")")
        }
    }

    /// Numbers a message prints (minimum, maximum, step) read back in the reader's language.
    @Test(arguments: ["en", "ru", "pl"])
    func everyNumberInAMessageReadsBack(_ language: String) throws {
        let messages = try Self.messages(language)
        for value in [0.5, 1, 1.5, 36, 102.25, 0.125, 1000, -2.5] {
            let text = messages.text(of: .number(value))
            #expect(messages.numberSymbols.number(from: text) == value, "\(language) \(text)")
        }
    }

    /// Dates in messages (notBefore, notAfter) are ISO 8601 in every language, as the date rule
    /// asks them to be typed, so they read back as the same day.
    @Test(arguments: ["en", "ru", "pl"])
    func everyDateInAMessageReadsBack(_ language: String) throws {
        let messages = try Self.messages(language)
        for (year, month, day) in [(1900, 1, 1), (2000, 2, 29), (2026, 11, 24), (2099, 12, 31)] {
            let date = try #require(CalendarDate(year: year, month: month, day: day))
            let text = messages.text(of: .text(date.description))
            #expect((try? CalendarDate(text)) == date, "\(language) \(text)")
        }
    }
}
