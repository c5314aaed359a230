import Testing
@testable import FormRules

/// Spec mistakes that would otherwise load and then fail every submission, or silently do
/// nothing: found while writing the contract specs, now refused when a spec loads.
@Suite struct SpecLoadingGuardTests {
    static func load(_ json: String) throws(SpecError) -> FormSpec {
        try FormSpec.load(Array(json.utf8), file: "Specs/gap.json")
    }

    @Test func derivedValueWithBothKindsIsRefused() {
        #expect(throws: SpecError.self) {
            try Self.load("""
                {"form": "f", "fields": [
                  {"name": "a", "type": "text"}, {"name": "b", "type": "text"},
                  {"name": "c", "type": "text", "derived": {"join": ["a", "b"], "firstNonEmpty": ["b", "a"]}}
                ]}
                """)
        }
    }

    @Test func separatorWithoutJoinIsRefused() {
        #expect(throws: SpecError.self) {
            try Self.load("""
                {"form": "f", "fields": [
                  {"name": "a", "type": "text"},
                  {"name": "c", "type": "text", "derived": {"firstNonEmpty": ["a"], "separator": "-"}}
                ]}
                """)
        }
    }

    /// A default the field's own check rejects fails every submission that leaves the field out.
    @Test(arguments: [
        #"{"name": "size", "type": "choice", "options": ["s", "m"], "default": "xl"}"#,
        #"{"name": "age", "type": "integer", "default": "ten"}"#,
        #"{"name": "day", "type": "date", "default": "tomorrow"}"#,
    ])
    func defaultTheFieldRejectsIsASpecError(_ field: String) {
        #expect(throws: SpecError.self) { try Self.load(#"{"form": "f", "fields": [\#(field)]}"#) }
    }

    @Test func constOfTheWrongJSONTypeIsASpecError() {
        // `"const": "true"` on a boolean can never be met: every ticked box would fail.
        #expect(throws: SpecError.self) {
            try Self.load(#"{"form": "f", "fields": [{"name": "isMinor", "type": "boolean", "const": "true"}]}"#)
        }
    }

    @Test func messageOverrideForAnUnknownRuleIsASpecError() {
        // A misspelt rule code in `messages` silently never applies.
        #expect(throws: SpecError.self) {
            try Self.load(#"{"form": "f", "fields": [{"name": "a", "type": "text", "required": true, "messages": {"requried": "a.required"}}]}"#)
        }
    }

    @Test func groupNamingAFieldTwiceIsASpecError() {
        // exactlyOne over [a, a] counts a twice: it can never hold.
        #expect(throws: SpecError.self) {
            try Self.load(#"{"form": "f", "fields": [{"name": "a", "type": "boolean"}, {"name": "b", "type": "boolean"}], "groups": [{"exactlyOne": ["a", "a"]}]}"#)
        }
    }

    /// Exclusive alternatives (credentials or a social login) want "at most one" so a
    /// half-filled alternative reports only its missing members. With `exactlyOne` (all the
    /// engine has) create-account and sign-in also report the group when the alternative's
    /// representative is the missing member (`invalid-credentials-without-password`).
    @Test func atMostOneGroupExists() throws {
        let spec = try Self.load("""
            {"form": "f", "fields": [
              {"name": "password", "type": "password"}, {"name": "token", "type": "text"}
            ],
             "groups": [{"atMostOne": ["password", "token"]}]}
            """)
        let report = try CompiledForm(spec).validate([:], context: ValidationContext(today: CalendarDate(year: 2026, month: 11, day: 21)!))
        #expect(report.isValid)
    }
}
