import Testing
@testable import FormRules

/// One ``CompiledForm`` is built once and shared by every thread: many tasks validating at
/// once must get exactly the reports of a serial run.
@Suite struct ConcurrencyTests {
    /// A form that uses most of the engine: conditions, regions, postal codes, heights, groups,
    /// defaults, derived values, kept unknown members.
    static let fields = [
        #"{ "name": "email", "type": "email", "required": true }"#,
        #"{ "name": "password", "type": "password", "minLength": 8 }"#,
        #"{ "name": "passwordConfirmation", "type": "password", "equals": "password", "requiredIf": { "field": "password", "present": true } }"#,
        #"{ "name": "firstName", "type": "text", "maxLength": 20 }"#,
        #"{ "name": "lastName", "type": "text", "maxLength": 20 }"#,
        #"{ "name": "fullName", "type": "text", "derived": { "join": ["firstName", "lastName"] } }"#,
        #"{ "name": "birthday", "type": "date", "notAfter": "today", "minimumAge": 13 }"#,
        #"{ "name": "isAdult", "type": "boolean" }"#,
        #"{ "name": "isMinor", "type": "boolean" }"#,
        #"{ "name": "guardian", "type": "text", "requiredIf": { "field": "isMinor", "present": true }, "visibleIf": { "field": "isMinor", "present": true } }"#,
        #"{ "name": "address.country", "type": "country", "default": "US" }"#,
        #"{ "name": "address.state", "type": "region", "country": "address.country", "includeTerritories": true }"#,
        #"{ "name": "address.zip", "type": "postalCode", "country": "address.country", "region": "address.state", "allowZipPlusFour": true }"#,
        #"{ "name": "height", "type": "height" }"#,
        #"{ "name": "weight", "type": "number", "minimum": 20, "maximum": 300, "step": 0.5 }"#,
        #"{ "name": "signedOn", "type": "date", "default": "today" }"#,
    ]
    static let groups = [#"{ "exactlyOne": ["isAdult", "isMinor"] }"#]

    static func form(unknownFields: String = "keep") throws -> CompiledForm {
        try Engine.form(fields, groups: groups, unknownFields: unknownFields)
    }

    /// Valid and invalid submissions of every sort, including ones that are not objects.
    static let submissions: [String] = [
        #"{ "email": "ada@example.com", "isAdult": true }"#,
        #"{ "email": "Ada@EXAMPLE.com", "password": "correct horse", "passwordConfirmation": "correct horse", "isAdult": true, "firstName": "Ada", "lastName": "Lovelace" }"#,
        #"{ "email": "bad", "password": "short", "passwordConfirmation": "shirt", "isAdult": true, "isMinor": true }"#,
        #"{ "email": "kid@example.com", "isMinor": true, "birthday": "2015-06-01" }"#,
        #"{ "email": "kid@example.com", "isMinor": true, "guardian": "Ann", "birthday": "2010-06-01" }"#,
        #"{ "email": "a@b.co", "isAdult": true, "address": { "country": "US", "state": "CA", "zip": "94043 1351" } }"#,
        #"{ "email": "a@b.co", "isAdult": true, "address": { "country": "AU", "state": "CA", "zip": "2000" } }"#,
        #"{ "email": "a@b.co", "isAdult": true, "address": { "country": "AU", "state": "VIC", "zip": "2000" } }"#,
        #"{ "email": "a@b.co", "isAdult": true, "address": { "state": "PR", "zip": "00901" } }"#,
        #"{ "email": "a@b.co", "isAdult": true, "address": "nowhere" }"#,
        #"{ "email": "a@b.co", "isAdult": true, "height": "5' 7½\"", "weight": 67.5 }"#,
        #"{ "email": "a@b.co", "isAdult": true, "height": 67.3, "weight": 67.3 }"#,
        #"{ "email": "a@b.co", "isAdult": true, "height": "9'", "weight": "heavy" }"#,
        #"{ "email": "a@b.co", "isAdult": true, "birthday": "2027-01-01", "signedOn": "2026-02-30" }"#,
        #"{ "email": 5, "isAdult": "yes", "extra": { "nested": [1, 2] }, "other": null }"#,
        #"{ "email": "  ", "firstName": "e\u0301\u0301", "lastName": "🇦🇺🇺🇸" }"#,
        #"{}"#,
        #"[]"#,
        #""just text""#,
        #"null"#,
    ]

    @Test func givesEveryTaskTheReportsOfASerialRun() async throws {
        let form = try Self.form()
        let values = try Self.submissions.map(Engine.value)
        let serial = values.map { form.validate($0, context: Engine.context) }
        let tasks = 8
        let validationsPerTask = 1000
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var validator = form.makeValidator(context: Engine.context)
                    var mismatches = 0
                    for step in 0..<validationsPerTask {
                        // Each task walks the submissions in its own order.
                        let index = (step * (task + 1) + task) % values.count
                        let report = step.isMultiple(of: 2)
                            ? validator.validate(values[index]) : form.validate(values[index], context: Engine.context)
                        if report != serial[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        // The corpus exercises both verdicts.
        #expect(serial.contains { $0.isValid })
        #expect(serial.filter { !$0.isValid }.count >= 12)
    }
}
