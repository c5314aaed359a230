import FormRules
import Logging
import Testing

@testable import formrules_backend

/// `POST /forms/{name}/state` and `GET /forms/{name}` on the repository's own specs and
/// translations, below HTTP (the routes around them are check.sh's and check-browser.sh's).
struct LiveFormStateTests {
    static let endpoint: LiveFormEndpoint = {
        let layout = RepositoryLayout.current
        // The built-in translations, as the server uses them without --resources.
        let languages = try! MessageLanguages()
        let today = try! CalendarDate("2026-11-21")
        return LiveFormEndpoint(
            forms: FormStore(directory: layout.specs, logger: Logger(label: "test")), languages: languages, maxBodyBytes: 1 << 20, today: today)
    }()

    /// The state answer's body, or nil (recorded) when it is not one.
    func state(_ form: String, _ body: String, acceptLanguage: String = "", lang: String? = nil) -> (language: String, body: FormValue)? {
        switch Self.endpoint.stateAnswer(formName: form, body: Array(body.utf8), acceptLanguage: acceptLanguage, lang: lang) {
        case .state(let language, let body): return (language, body)
        case .page: Issue.record("a page for a state request")
        case .problem(let problem): Issue.record("problem \(problem.status.code): \(problem.detail)")
        }
        return nil
    }

    func field(_ name: String, in body: FormValue) -> FormValue? {
        body["fields"]?.array?.first { $0["name"]?.string == name }
    }

    func occurrences(of part: String, in text: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while let start = rest.firstRange(of: part) {
            count += 1
            rest = rest[start.upperBound...]
        }
        return count
    }

    func strings(_ value: FormValue?, _ key: String) -> [String] {
        value?.array?.compactMap { $0[key]?.string } ?? []
    }

    @Test func choosingAustraliaOffersItsEightStatesAndClearsTheCaliforniaChosenBefore() throws {
        let body = #"{"values": {"address.countryCode": "AU", "address.stateCode": "CA"}, "edited": "address.countryCode", "touched": []}"#
        let answer = try #require(state("personal-details", body))
        #expect(answer.body["cleared"] == ["address.stateCode"])
        let region = try #require(field("address.stateCode", in: answer.body))
        #expect(strings(region["options"], "value") == ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"])
        #expect(region["enabled"] == true)
        #expect(region["required"] == false)  // the profile's state is optional (Specs/personal-details.json)
        #expect(region["value"] == nil)
    }

    @Test(arguments: [
        (#"{"values": {}}"#, false, 0),
        (#"{"values": {"address.countryCode": "US"}}"#, true, 50),
        (#"{"values": {"address.countryCode": "AU"}}"#, true, 8),
    ])
    func theStatePickerWaitsForACountryAndOffersThatCountrysStates(body: String, enabled: Bool, options: Int) throws {
        let answer = try #require(state("personal-details", body))
        let region = try #require(field("address.stateCode", in: answer.body))
        #expect(region["enabled"] == .bool(enabled))
        #expect(strings(region["options"], "value").count == options)
    }

    static let invalid = #""email": "ada@", "password": "short", "passwordConfirmation": "other", "address.countryCode": "US""#

    @Test(arguments: [
        (#"[]"#, false, [String]()),
        (#"["email"]"#, false, ["email"]),
        (#"["password", "email"]"#, false, ["email", "password"]),
        (#"["passwordConfirmation"]"#, false, ["passwordConfirmation"]),
        (#"[]"#, true, ["email", "password", "passwordConfirmation"]),
    ])
    func onlyTheTouchedFieldsProblemsAreAnsweredUntilTheFormIsSubmitted(touched: String, submitted: Bool, fields: [String]) throws {
        let body = "{\"values\": {\(Self.invalid)}, \"touched\": \(touched), \"submitted\": \(submitted)}"
        let answer = try #require(state("personal-details", body))
        #expect(strings(answer.body["problems"], "field") == fields)
        #expect(answer.body["valid"] == false)
    }

    /// The catalog's messages in one language, to compare with (no test depends on a wording).
    static func messages(_ language: String) -> CatalogMessages {
        endpoint.messages(acceptLanguage: language, lang: nil)
    }

    @Test(arguments: [
        ("ru-RU, ru;q=0.9", nil, "ru"),
        ("ru", "pl", "pl"),
        ("de", nil, "de"),
        ("is", "zh-Hant", "zh-Hant"),
        ("is", nil, "en"),
        (";;;q=zz", nil, "en"),
    ] as [(String, String?, String)])
    func problemsAreWordedInTheNegotiatedLanguageOrTheLangParameters(acceptLanguage: String, lang: String?, language: String) throws {
        let body = #"{"values": {"email": "ada@", "address.countryCode": "AU"}, "touched": ["email"]}"#
        let answer = try #require(state("personal-details", body, acceptLanguage: acceptLanguage, lang: lang))
        #expect(answer.language == language)
        let messages = Self.messages(language)
        #expect(strings(answer.body["problems"], "detail") == [messages.message("rule.email", arguments: [.key("field.email")])])
        let region = try #require(field("address.stateCode", in: answer.body))
        #expect(strings(region["options"], "label").first == messages.message("region.AU-NSW", arguments: []))
    }

    @Test func theThreeLanguagesWordTheSameProblemDifferently() {
        let texts = ["en", "ru", "pl"].map { Self.messages($0).message("rule.email", arguments: [.key("field.email")]) }
        #expect(Set(texts).count == 3)
    }

    @Test(arguments: [
        ("67.3", 67.5, "5′ 7½″", false),
        ("67", 67, "5′ 7″", true),
        ("36.2", 36, "3′ 0″", true),
        (#""170 cm""#, 67, "5′ 7″", true),
    ])
    func aHeightSnapsToItsHalfInchNotchWithItsLabel(sent: String, inches: Double, label: String, labelled: Bool) throws {
        let answer = try #require(state("fitness-settings", "{\"values\": {\"height\": \(sent)}, \"edited\": \"height\"}"))
        let height = try #require(field("height", in: answer.body)?["height"])
        #expect(height["inches"]?.number?.double == inches)
        #expect(height["label"]?.string == label)
        #expect(height["labelledNotch"] == .bool(labelled))
        #expect(height["text"]?.string == Self.messages("en").text(of: .height(try Height.fromInches(inches).get())))
    }

    @Test(arguments: [
        (#"{"isAdult": false, "isMinor": false}"#, ["group-0"], false),
        (#"{"isAdult": true, "isMinor": true}"#, ["group-0"], true),
        (#"{"isAdult": false, "isMinor": true}"#, [], false),
    ])
    func anExactlyOneGroupsProblemIsShownOnTheGroup(values: String, targets: [String], emailVisible: Bool) throws {
        let body = "{\"values\": \(values), \"touched\": [\"isAdult\"]}"
        let answer = try #require(state("self-service-registration", body))
        #expect(strings(answer.body["problems"], "target") == targets)
        #expect(field("email", in: answer.body)?["visible"] == .bool(emailVisible))
    }

    @Test func secretsAreNeverEchoedInAState() throws {
        let answer = try #require(state("personal-details", #"{"values": {"password": "correct horse", "passwordConfirmation": "correct horse"}}"#))
        #expect(!answer.body.jsonText().contains("correct horse"))
        #expect(field("password", in: answer.body)?["value"] == nil)
    }

    @Test(arguments: [
        ("personal-details", #"[]"#, 400, "not array"),
        ("personal-details", #"{"touched": []}"#, 400, "'values' is missing"),
        ("personal-details", #"{"values": []}"#, 400, "'values' must be an object"),
        ("personal-details", #"{"values": {"nickname": "x"}}"#, 400, "'values' names 'nickname'"),
        ("personal-details", #"{"values": {}, "touched": "email"}"#, 400, "'touched' must be an array"),
        ("personal-details", #"{"values": {}, "touched": ["email", 3]}"#, 400, "'touched' element 1 is number"),
        ("personal-details", #"{"values": {}, "touched": ["address"]}"#, 400, "'touched' names 'address'"),
        ("personal-details", #"{"values": {}, "edited": true}"#, 400, "'edited' must be a field name"),
        ("personal-details", #"{"values": {}, "submitted": "yes"}"#, 400, "'submitted' must be true or false"),
        ("personal-details", #"{"values": {}, "value": {}}"#, 400, "Unknown member 'value'"),
        ("personal-details", #"{"values": {}, "values": {}}"#, 400, "duplicate key"),
        ("personal-details", "{\"values\": {\n", 400, "2:1"),
        ("no-such-form", #"{"values": {}}"#, 404, "no-such-form"),
        ("../Specs/login", #"{"values": {}}"#, 404, "There is no form"),
    ])
    func aRequestThatIsNotAStateRequestIsRefusedSayingWhatAndWhere(form: String, body: String, status: Int, detail: String) {
        guard case .problem(let problem) = Self.endpoint.stateAnswer(formName: form, body: Array(body.utf8), acceptLanguage: "", lang: nil) else {
            Issue.record("\(body) was answered")
            return
        }
        #expect(problem.status.code == status)
        #expect(problem.detail.contains(detail), "\(problem.detail)")
    }

    @Test(arguments: [
        ("ru", "ru", "Личные данные"),
        ("pl;q=0.5, en;q=0.4", "pl", "Dane osobowe"),
        ("", "en", "Personal details"),
        ("de-CH, de;q=0.9", "de", "Persönliche Daten"),
        ("ja", "ja", "個人情報"),
        ("pt-BR", "pt-BR", "Dados pessoais"),
        ("ar", "ar", "البيانات الشخصية"),
    ])
    func thePageIsInTheNegotiatedLanguageWithALabelForEveryControl(acceptLanguage: String, language: String, title: String) throws {
        guard case .page(let answered, let html) = Self.endpoint.pageAnswer(formName: "personal-details", acceptLanguage: acceptLanguage, lang: nil) else {
            Issue.record("no page")
            return
        }
        let messages = Self.messages(language)
        #expect(answered == language)
        #expect(html.contains("<html lang=\"\(language)\" dir=\"\(language == "ar" ? "rtl" : "ltr")\">"))
        // The form's title in that language (form.personal-details), never the spec's name.
        #expect(html.contains("<title>\(title)</title>") && html.contains("<h1>\(title)</h1>"))
        #expect(html.contains("<label for=\"field-address.countryCode\">\(messages.message("field.address.countryCode", arguments: []))<"))
        #expect(html.contains("<button type=\"submit\">\(LiveFormTexts.forLocale(language, language: language).submit)</button>"))
        // The state picker starts disabled; the page loads nothing from another origin.
        #expect(html.contains("<select id=\"field-address.stateCode\" name=\"address.stateCode\" aria-describedby=\"error-address.stateCode\" disabled>"))
        #expect(!html.contains("://"))
        for field in ["email", "password", "passwordConfirmation", "address.countryCode", "address.postalCode", "birthday"] {
            #expect(html.contains("<label for=\"field-\(field)\">"), "no label for \(field)")
            #expect(html.contains("id=\"field-\(field)\""), "no control for \(field)")
        }
    }

    @Test func theHeightSliderHasEveryHalfInchNotchAndLabelsTheWholeInches() throws {
        guard case .page(_, let html) = Self.endpoint.pageAnswer(formName: "fitness-settings", acceptLanguage: "ru", lang: nil) else {
            Issue.record("no page")
            return
        }
        #expect(html.contains("<input type=\"range\" id=\"field-height\" name=\"height\" aria-describedby=\"text-height error-height\" min=\"36\" max=\"102\" step=\"0.5\" value=\"67\""))
        #expect(occurrences(of: "<option value=", in: html) == 133)
        #expect(occurrences(of: " label=\"", in: html) == 67)
        let words = Self.messages("ru").text(of: .height(try Height.fromInches(67.5).get()))
        #expect(html.contains("<option value=\"67.5\" data-text=\"\(words)\"></option>"))
        #expect(html.contains("<option value=\"67\" label=\"5′ 7″\" data-text="))
        // Radio buttons for a single choice, each with its label.
        #expect(html.contains("<input type=\"radio\" id=\"field-bodyType-small\" name=\"bodyType\" value=\"small\"><label for=\"field-bodyType-small\">"))
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("<script>\"a\" & 'b'</script>", "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;"),
        ("«Имя»", "«Имя»"),
    ])
    func textFromSpecsAndTranslationsCannotBreakOutOfTheHTML(text: String, escaped: String) {
        #expect(HTMLText.escaped(text) == escaped)
    }
}
