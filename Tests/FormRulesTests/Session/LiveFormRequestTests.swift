import Localization
import Testing
@testable import FormRules

/// What a live form sends on each edit and what it draws from the answer: the backend's
/// `POST /forms/{name}/state` and the WebAssembly module both answer through `LiveFormRequest`.
@Suite struct LiveFormRequestTests {
    static let messages = CatalogMessages(catalog: .builtIn(for: try! LanguageTag("en")), locale: try! LanguageTag("en"))

    static func answer(_ body: String) throws -> FormValue {
        let form = SessionFixtures.personalDetails
        let request = try LiveFormRequest.parse(JSONReader().read(body), form: form).get()
        return request.answer(form: form, context: SessionFixtures.context, messages: messages)
    }

    static func field(_ name: String, in answer: FormValue) -> FormValue? {
        answer.object?["fields"]?.array?.first { $0.object?["name"]?.string == name }
    }

    @Test func choosingAnotherCountryClearsTheStateAndOffersThatCountrysStatesWithTheirNames() throws {
        let answer = try Self.answer(#"{"values": {"address.countryCode": "AU", "address.stateCode": "CA"}, "edited": "address.countryCode"}"#)
        #expect(answer.object?["cleared"] == ["address.stateCode"])
        let options = Self.field("address.stateCode", in: answer)?.object?["options"]?.array ?? []
        #expect(options.compactMap { $0.object?["value"]?.string } == ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"])
        #expect(options.first?.object?["label"]?.string == "New South Wales")
    }

    @Test(arguments: [
        (#"{"values": {"email": "ada@"}}"#, [String]()),
        (#"{"values": {"email": "ada@"}, "touched": ["email"]}"#, ["email"]),
        (#"{"values": {"email": "ada@"}, "submitted": true}"#, ["email"]),
    ])
    func problemsAreShownForTouchedFieldsOrOnceSubmitted(body: String, shown: [String]) throws {
        let problems = try Self.answer(body).object?["problems"]?.array ?? []
        let fields = problems.compactMap { $0.object?["field"]?.string }
        #expect(shown.allSatisfy(fields.contains))
        if shown.isEmpty { #expect(fields.isEmpty) }
        #expect(try Self.answer(body).object?["valid"] == false)
    }

    @Test(arguments: [
        (#"[]"#, "must be an object"),
        (#"{"values": {}, "extra": 1}"#, "Unknown member 'extra'"),
        (#"{}"#, "'values' is missing"),
        (#"{"values": {"nickname": "x"}}"#, "does not declare"),
        (#"{"values": {}, "touched": "email"}"#, "'touched' must be an array"),
        (#"{"values": {}, "edited": 3}"#, "'edited' must be a field name"),
        (#"{"values": {}, "submitted": "yes"}"#, "'submitted' must be true or false"),
    ])
    func aBodyThatIsNotAStateRequestIsRefusedSayingWhy(body: String, words: String) throws {
        guard case .failure(let refusal) = LiveFormRequest.parse(try JSONReader().read(body), form: SessionFixtures.personalDetails) else {
            Issue.record("\(body) was taken as a state request")
            return
        }
        #expect(refusal.detail.contains(words), "\(refusal.detail)")
    }
}
