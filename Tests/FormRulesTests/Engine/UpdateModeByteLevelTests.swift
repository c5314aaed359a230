import Testing
@testable import FormRules

/// The byte-level path declines updates: `validate(json:)` in update mode gives exactly the
/// report of reading the tree and validating it, even when the context asks for neither field
/// states nor the normalized submission (the case the byte-level path otherwise takes).
@Suite struct UpdateModeByteLevelTests {
    static let storedProfile = #"""
        { "firstName": "Ada", "email": "ada@example.com", "birthday": "1990-12-10",
          "address": { "countryCode": "US", "stateCode": "CA", "postalCode": "95014" }, "id": 1042 }
        """#

    static let bodies: [(form: String, body: String)] = [
        ("personal-details", #"{"firstName":"Ada"}"#),
        ("personal-details", #"{"email":null}"#),
        ("personal-details", #"{"email":""}"#),
        ("personal-details", #"{"password":"correct horse"}"#),
        ("personal-details", #"{"password":"correct horse","passwordConfirmation":"correct horse"}"#),
        ("personal-details", #"{"address":{"countryCode":"AU"}}"#),
        ("personal-details", #"{"address":{"stateCode":"NSW"}}"#),
        ("personal-details", #"{"address":{"stateCode":"ZZ","postalCode":"ABC"}}"#),
        ("personal-details", #"{"address":{"stateCode":"NY","postalCode":"10001"}}"#),
        ("personal-details", #"{"nickname":"ada"}"#),
        ("personal-details", #"{"firstName":"\#(String(repeating: "A", count: 51))"}"#),
        ("personal-details", #"{"facebook-token":null,"twitter-token":""}"#),
        ("personal-details", #"{"birthday":"2999-01-01","gender":"f","mobilePhoneNumber":"12"}"#),
        ("personal-details", "{}"),
        ("sign-in", #"{"password":"correct horse"}"#),
        ("sign-in", #"{"username":"ada@example.com"}"#),
        ("create-account", #"{"username":"not-an-email"}"#),
        ("login", #"{"sequence_id":"A29E4FD0-581D-E06B-C837-4F5F4BE7DD18"}"#),
        ("login", #"{"sequence_id":"nope"}"#),
    ]

    static func context(_ original: FormValue?) -> ValidationContext {
        ValidationContext(today: Engine.today, output: .problems, mode: .update(original: original))
    }

    @Test(arguments: bodies)
    func givesTheTreesReport(_ name: String, _ body: String) throws {
        let form = try Engine.bundledSpec(name)
        #expect(form.byteLevelPlan != nil, "the byte path would take this form's whole records")
        for original in [nil, try Engine.value(Self.storedProfile)] {
            var validator = form.makeValidator(context: Self.context(original))
            let bytes = Array(body.utf8)
            let declined = bytes.withUnsafeBufferPointer { validator.validateBytes($0, limits: JSONReader.Limits()) } == nil
            #expect(declined)
            let report = try validator.validate(json: bytes)
            #expect(report == form.validate(try Engine.value(body), context: Self.context(original)))
            #expect(report.fields.isEmpty)
            #expect(report.normalized == nil)
        }
    }

    /// The same validator takes the byte path again once its context is a whole record's.
    @Test func takesTheBytePathForWholeRecords() throws {
        let form = try Engine.bundledSpec("personal-details")
        var validator = form.makeValidator(context: Self.context(nil))
        let bytes = Array(#"{"email":"ada@example.com"}"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { validator.validateBytes($0, limits: JSONReader.Limits()) } == nil)
        validator.context.mode = .full
        #expect(bytes.withUnsafeBufferPointer { validator.validateBytes($0, limits: JSONReader.Limits()) } != nil)
    }

    /// An update and a whole record of the same body differ through the validator too.
    @Test func keepsModesApartWhenReusingAValidator() throws {
        let form = try Engine.bundledSpec("personal-details")
        var validator = form.makeValidator(context: Self.context(nil))
        let bytes = Array(#"{"firstName":"Ada"}"#.utf8)
        #expect(try validator.validate(json: bytes).issues.isEmpty)
        validator.context.mode = .full
        #expect(try validator.validate(json: bytes).issues.map(\.rule.rawValue) == ["required"])
        validator.context.mode = .update(original: nil)
        #expect(try validator.validate(json: bytes).issues.isEmpty)
    }
}
