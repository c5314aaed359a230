import TestSupport
import Testing
@testable import FormRules

/// Random edits of the personal-details form: after each, the session's report is what a fresh
/// validation of its current values gives, and its change lists exactly the fields that moved.
@Suite struct FormSessionPropertyTests {
    /// SplitMix64: a small seeded generator, so a failing sequence can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Per field, values worth trying: good ones, bad ones, blanks, wrong JSON types.
    static let candidates: [(String, [FormValue?])] = [
        ("photo", ["https://example.com/a.jpg", "", nil, 7]),
        ("displayPhotoPublicly", [true, false, nil, "yes"]),
        ("handle", ["ada", "  ", String(repeating: "h", count: 31).formValue, nil]),
        ("firstName", ["Ada", " Ada ", "", nil]),
        ("lastName", ["Lovelace", nil, .null]),
        ("email", ["ada@example.com", "ada@", " ada@example.org ", "", nil, .null, 5]),
        ("password", ["correct horse", "short", "", nil]),
        ("passwordConfirmation", ["correct horse", "short", "other one", nil]),
        ("mobilePhoneNumber", ["0412345678", "12ab", "123", nil]),
        ("birthday", ["1990-12-10", "2030-01-01", "1990-02-30", nil]),
        ("gender", ["male", "female", "other", "robot", nil]),
        ("address.countryCode", ["US", "AU", "FR", "", nil, true]),
        ("address.street", ["1 Main St", nil]),
        ("address.city", ["Springfield", nil]),
        ("address.stateCode", ["CA", "NY", "IL", "WA", "NSW", "VIC", "XX", "", nil]),
        ("address.postalCode", ["94103", "10001", "62701", "2000", "3000", "123", nil]),
        // Not declared, and the object holding the address fields replaced or removed whole.
        ("nickname", ["ada", nil]),
        ("address", ["not an object", [:], nil]),
    ]

    @Test(arguments: 0..<40)
    func randomEditsKeepTheReportEqualToAFreshValidation(_ seed: Int) {
        var random = SeededGenerator(state: UInt64(seed))
        let form = SessionFixtures.personalDetails
        let context = SessionFixtures.context
        var session = seed.isMultiple(of: 2) ? SessionFixtures.session() : SessionFixtures.session([:])
        #expect(session.report == form.validate(.object(session.current), context: context))

        for step in 0..<40 {
            let (field, values) = Self.candidates.randomElement(using: &random)!
            let value = values.randomElement(using: &random)!
            let before = session.report
            let change = session.setFromTable(field, to: value)
            let fresh = form.validate(.object(session.current), context: context)
            let trace = "seed \(seed), step \(step): \(field) = \(value?.jsonText() ?? "nil")"

            #expect(session.report == fresh, "\(trace)")
            #expect(change.isValid == fresh.isValid, "\(trace)")
            #expect(change.names.first == field, "\(trace)")
            // Exactly the fields whose state or problems moved, besides the edited one.
            var moved: [String] = []
            for (old, new) in zip(before.fields, fresh.fields) {
                let issuesBefore = before.issues.filter { $0.path == new.name }
                let issuesAfter = fresh.issues.filter { $0.path == new.name }
                if new.name != field, old != new || issuesBefore != issuesAfter { moved.append(new.name) }
            }
            let declared = Set(form.spec.fields.map(\.name))
            #expect(change.names.dropFirst().filter(declared.contains) == moved, "\(trace)")
            for update in change.updates {
                #expect(update.issues == fresh.issues.filter { $0.path == update.name }, "\(trace)")
                #expect(update.state == fresh.field(update.name), "\(trace)")
            }
            // A cleared state is gone and was a country's stale state.
            for name in change.cleared {
                #expect(field == "address.countryCode" && name == "address.stateCode", "\(trace)")
                #expect(session.value(name) == nil, "\(trace)")
            }
            #expect(session.value(field) == value, "\(trace)")
        }
    }
}

extension String {
    fileprivate var formValue: FormValue { .string(self) }
}
