import Testing
import TestSupport
@testable import FormRules

/// What an update's patch is for: applied to the stored record it was checked against, an
/// update the report accepts gives a record a whole validation accepts too.
@Suite struct UpdateModePatchTests {
    /// Values to send per field of personal-details: valid, invalid, cleared.
    static let candidates: [(String, [FormValue])] = [
        ("firstName", ["Bob", .string(String(repeating: "A", count: 51)), nil, ""]),
        ("lastName", ["Lovelace", nil]),
        ("handle", ["ada", nil, ""]),
        ("email", ["bob@example.com", "nope", nil, ""]),
        ("password", ["correct horse", "short", nil]),
        ("passwordConfirmation", ["correct horse", "other horse", nil]),
        ("mobilePhoneNumber", ["0412345678", "12", nil]),
        ("birthday", ["1990-01-01", "2999-01-01", nil]),
        ("gender", ["male", "f", nil]),
        ("address.countryCode", ["US", "AU", "GB", nil, ""]),
        ("address.stateCode", ["CA", "NY", "NSW", "VIC", "ZZ", nil, ""]),
        ("address.postalCode", ["95014", "10001", "2000", "3000", "ABC", nil, ""]),
        ("address.city", ["Sydney", nil]),
        ("facebook-token", ["EAAB", nil, ""]),
    ]

    static let storedRecords: [String] = [
        #"{"firstName":"Ada","email":"ada@example.com","address":{"countryCode":"US","stateCode":"CA","postalCode":"95014","city":"Cupertino"}}"#,
        #"{"email":"ada@example.com","gender":"female","address":{"countryCode":"AU","stateCode":"NSW","postalCode":"2000"}}"#,
        #"{"email":"ada@example.com","mobilePhoneNumber":"0412345678"}"#,
    ]

    /// The test's own merge: `null` removes a member, an object merges into the stored one.
    static func apply(_ patch: FormObject, to stored: FormObject) -> FormObject {
        var result = stored
        for entry in patch.entries {
            switch entry.value {
            case .null: result[entry.key] = nil
            case .object(let nested): result[entry.key] = .object(apply(nested, to: result[entry.key]?.object ?? FormObject()))
            default: result[entry.key] = entry.value
            }
        }
        return result
    }

    /// Whether an update breaks the property over a stored record: nil when it holds (or the
    /// report refuses the update), else what the whole record's problems are.
    static func breach(_ update: FormValue, over storedText: String, in form: CompiledForm) throws -> String? {
        let stored = try #require(try Engine.value(storedText).object)
        let report = form.check(update, context: ValidationContext(today: Engine.today, mode: .update(original: .object(stored))))
        guard report.isValid, case .object(let patch)? = report.normalized else { return nil }
        let whole = form.check(.object(apply(patch, to: stored)))
        guard !whole.isValid else { return nil }
        return "\(update.jsonText()) over \(storedText): patch \(report.normalized?.jsonText() ?? "") gives "
            + whole.issues.map { "\($0.path) \($0.rule)" }.joined(separator: ", ")
    }

    /// Random updates of one to four fields; returns the breaches and how many updates were accepted.
    static func breaches(seed: UInt64, count: Int) throws -> (breaches: [String], accepted: Int) {
        let form = try Engine.bundledSpec("personal-details")
        var random = SeededGenerator(seed: seed)
        var found: [String] = []
        var accepted = 0
        for _ in 0..<count {
            let storedText = random.pick(storedRecords)
            var members: [(String, FormValue)] = []
            for (name, values) in candidates.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)) {
                members.append((name, random.pick(values)))
            }
            let update = submission(members)
            let stored = try Engine.value(storedText)
            if form.check(update, context: ValidationContext(today: Engine.today, mode: .update(original: stored))).isValid { accepted += 1 }
            if let breach = try breach(update, over: storedText, in: form) { found.append(breach) }
        }
        return (found, accepted)
    }

    @Test func theStoredRecordsAreValid() throws {
        let form = try Engine.bundledSpec("personal-details")
        for text in Self.storedRecords { #expect(try form.check(text).isValid, "\(text)") }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func anAcceptedUpdateAppliedToItsRecordGivesAValidRecord(seed: UInt64) throws {
        let (breaches, accepted) = try Self.breaches(seed: seed, count: 500)
        // Enough accepted updates for the property to say something.
        #expect(accepted >= 50)
        for breach in breaches.prefix(5) { Issue.record(Comment(rawValue: breach)) }
    }

    static let chosen: [(update: String, stored: Int, knownIssue: String?)] = [
        (#"{"address":{"countryCode":"AU","stateCode":"NSW","postalCode":"2000"}}"#, 0, nil),
        (#"{"address":{"stateCode":"NY","postalCode":"10001"}}"#, 0, nil),
        (#"{"address":{"countryCode":null,"stateCode":null,"postalCode":null}}"#, 2, nil),
        (#"{"address":{"countryCode":null,"stateCode":null,"postalCode":null}}"#, 0, nil),
        (#"{"address":{"countryCode":"","stateCode":"","postalCode":""}}"#, 1, nil),
        (#"{"email":"bob@example.com","password":"correct horse","passwordConfirmation":"correct horse"}"#, 1, nil),
    ]

    @Test(arguments: chosen)
    func aChosenAcceptedUpdateAppliedToItsRecordGivesAValidRecord(_ update: String, _ stored: Int, _ knownIssue: String?) throws {
        let form = try Engine.bundledSpec("personal-details")
        let value = try Engine.value(update)
        let context = ValidationContext(today: Engine.today, mode: .update(original: try Engine.value(Self.storedRecords[stored])))
        #expect(form.check(value, context: context).isValid)
        let breach = try Self.breach(value, over: Self.storedRecords[stored], in: form)
        if let knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) { #expect(breach == nil) }
        } else {
            #expect(breach == nil)
        }
    }
}
