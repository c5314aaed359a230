import Testing
@testable import FormRules

/// A field checked on its whole value (a list, a height, an identifier, a run-time choice, a
/// date and time) keeps its form on the byte path: a submission that leaves it out, or sends
/// it in a JSON type it cannot have, is checked on the bytes; one that holds such a value
/// takes the tree. Either way the report is the tree's.
@Suite struct WholeValueBytePathTests {
    static let cases: [(form: String, body: String, onBytes: Bool)] = [
        ("personal-details", #"{"email":"ada@example.com"}"#, true),
        ("personal-details", #"{"email":"ada@example.com","favoriteParks":null}"#, true),
        ("personal-details", #"{"email":"ada@example.com","favoriteParks":"12"}"#, true),
        ("personal-details", #"{"email":"ada@example.com","favoriteParks":[12,34]}"#, false),
        ("personal-details", #"{"email":"ada@example.com","favoriteParks":[12,12]}"#, false),
        ("book-jump", #"{"park":"sydney"}"#, true),
        ("book-jump", #"{"jumpers":{"name":"Ada"}}"#, false),
        ("external-event", #"{"playerName":"Ada"}"#, true),
        ("external-event", #"{"playerName":"Ada","eventId":true}"#, true),
        ("external-event", #"{"playerName":"Ada","eventId":42}"#, false),
        ("external-event", #"{"playerName":"Ada","eventId":0}"#, false),
        ("fitness-settings", #"{"bodyType":"small"}"#, true),
        ("fitness-settings", #"{"bodyType":"small","height":"5'7\""}"#, false),
        ("player-avatar", #"{"avatar":{}}"#, true),
        ("player-avatar", #"{"avatar":{"top":"cap-red","bottom":"kilt-green"}}"#, false),
        ("customer-api-token", #"{"type":"CUSTOMER_API_TOKEN"}"#, true),
    ]

    @Test(arguments: cases)
    func checksOnTheBytesOnlyWhatTheBytesHold(_ name: String, _ body: String, _ onBytes: Bool) throws {
        let form = try Engine.bundledSpec(name)
        #expect(form.byteLevelPlan != nil)
        let context = ValidationContext(today: Engine.today, output: .problems, optionSets: ["avatar.top": ["cap-red"], "avatar.bottom": ["kilt-green"]])
        var validator = form.makeValidator(context: context)
        let bytes = Array(body.utf8)
        let direct = bytes.withUnsafeBufferPointer { validator.validateBytes($0, limits: JSONReader.Limits()) }
        #expect((direct != nil) == onBytes)
        let tree = form.validate(try Engine.value(body), context: context)
        if let direct { #expect(direct == tree) }
        #expect(try validator.validate(json: bytes) == tree)
    }
}
