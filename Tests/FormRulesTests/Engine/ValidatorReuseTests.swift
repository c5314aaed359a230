import Testing
@testable import FormRules

/// A ``FormValidator`` reuses its storage from one submission to the next: nothing of one
/// submission (values, states, issues, heights, unknown members) may leak into the next.
@Suite struct ValidatorReuseTests {
    @Test(arguments: ["reject", "ignore", "keep"])
    func givesTheReportsOfFreshValidators(_ policy: String) throws {
        let form = try ConcurrencyTests.form(unknownFields: policy)
        let values = try ConcurrencyTests.submissions.map(Engine.value)
        var validator = form.makeValidator(context: Engine.context)
        // Forward, backward, then each submission twice in a row.
        let order = Array(values.indices) + values.indices.reversed() + values.indices.flatMap { [$0, $0] }
        for index in order {
            let reused = validator.validate(values[index])
            var fresh = form.makeValidator(context: Engine.context)
            #expect(reused == fresh.validate(values[index]), "submission \(index): \(ConcurrencyTests.submissions[index])")
        }
    }

    @Test func forgetsTheHeightAndRegionOfThePreviousSubmission() throws {
        let form = try ConcurrencyTests.form()
        var validator = form.makeValidator(context: Engine.context)
        _ = validator.validate(try Engine.value(#"{ "email": "a@b.co", "isAdult": true, "height": 80, "address": { "country": "AU", "state": "NSW" } }"#))
        let report = validator.validate(try Engine.value(#"{ "email": "a@b.co", "isAdult": true }"#))
        #expect(report.field("height")?.height?.inches == 67)
        #expect(report.field("address.state")?.value == nil)
        #expect(report.field("address.state")?.options?.count == 56)  // the default country, US, with territories
        #expect(report.issues.isEmpty)
    }

    @Test func usesAChangedContextForTheNextSubmission() throws {
        let form = try ConcurrencyTests.form()
        var validator = form.makeValidator(context: Engine.context)
        let value = try Engine.value(#"{ "email": "a@b.co", "isAdult": true }"#)
        #expect(validator.validate(value).normalized?.object?["signedOn"] == "2026-11-21")
        validator.context = Engine.context(on: "2027-03-04")
        #expect(validator.validate(value).normalized?.object?["signedOn"] == "2027-03-04")
    }
}
