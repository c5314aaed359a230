import Testing
@testable import FormRules

/// Submitted members the spec does not declare: rejected (the default), ignored or kept; and
/// objects where the spec expects nested fields.
@Suite struct UnknownFieldsTests {
    static let fields = [
        #"{ "name": "name", "type": "text" }"#,
        #"{ "name": "address.city", "type": "text", "maxLength": 20 }"#,
        #"{ "name": "address.geo.lat", "type": "number" }"#,
    ]

    static func unknown(_ path: String, pointer: String) -> FormIssue {
        FormIssue(path: path, pointer: pointer, rule: "unknownField", messageKey: "rule.unknownField", arguments: [.text(path)])
    }

    static func notAnObject(_ path: String, pointer: String) -> FormIssue {
        FormIssue(path: path, pointer: pointer, rule: "type", messageKey: "rule.type", arguments: [.key("field." + path), .key("type.object")])
    }

    static let rejected: [SubmissionCase] = [
        SubmissionCase(#"{ "name": "Ada", "address": { "city": "London" } }"#),
        SubmissionCase(#"{ "name": "Ada", "admin": true }"#, [unknown("admin", pointer: "/admin")]),
        SubmissionCase(#"{ "address": { "city": "London", "zip": "N1" } }"#, [unknown("address.zip", pointer: "/address/zip")]),
        SubmissionCase(#"{ "address": { "geo": { "lat": 51.5, "lng": -0.1 } } }"#, [unknown("address.geo.lng", pointer: "/address/geo/lng")]),
        SubmissionCase(#"{ "Name": "Ada" }"#, [unknown("Name", pointer: "/Name")]),
        SubmissionCase(#"{ "a~b/c": 1 }"#, [unknown("a~b/c", pointer: "/a~0b~1c")]),
        // Unknown members come after field issues, in submission order.
        SubmissionCase(#"{ "zeta": 1, "address": { "city": "Llanfairpwllgwyngyll-gogery" }, "alpha": 2 }"#, [
            expected("address.city", "maxLength", [.integer(20)]), unknown("zeta", pointer: "/zeta"), unknown("alpha", pointer: "/alpha"),
        ]),
        // Where the spec expects an object of fields, anything else is one problem, naming the
        // container by its label key (`field.address`), as a field is named.
        SubmissionCase(#"{ "address": "1 Main St, London" }"#, [notAnObject("address", pointer: "/address")]),
        SubmissionCase(#"{ "address": ["London"] }"#, [notAnObject("address", pointer: "/address")]),
        SubmissionCase(#"{ "address": null }"#, [notAnObject("address", pointer: "/address")]),
        SubmissionCase(#"{ "address": { "geo": 51.5 } }"#, [notAnObject("address.geo", pointer: "/address/geo")]),
    ]

    @Test(arguments: rejected)
    func rejectsUndeclaredMembersByDefault(_ testCase: SubmissionCase) throws {
        let form = try Engine.form(Self.fields)
        #expect(form.spec.unknownFields == .reject)
        #expect(try form.check(testCase.json).issues == testCase.issues)
    }

    @Test func dropsUndeclaredMembersWhenIgnoring() throws {
        let form = try Engine.form(Self.fields, unknownFields: "ignore")
        let report = try form.check(#"{ "name": "Ada", "admin": true, "address": { "city": "London", "zip": "N1" } }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalized?.jsonText() == #"{"name":"Ada","address":{"city":"London"}}"#)
    }

    @Test func keepsUndeclaredMembersUncheckedAfterTheFields() throws {
        let form = try Engine.form(Self.fields, unknownFields: "keep")
        let report = try form.check(#"{ "admin": true, "name": " Ada ", "address": { "zip": "N1", "city": "London" } }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalized?.jsonText() == #"{"name":"Ada","address":{"city":"London","zip":"N1"},"admin":true}"#)
    }

    @Test(arguments: ["ignore", "keep"])
    func stillReportsANonObjectWhereFieldsAreNested(_ policy: String) throws {
        let form = try Engine.form(Self.fields, unknownFields: policy)
        #expect(try form.check(#"{ "address": 5 }"#).issues == [Self.notAnObject("address", pointer: "/address")])
    }

    /// A member name holding a dot is one member: its pointer is `/a.b`, not `/a/b`.
    @Test func pointsAtAMemberWhoseNameHoldsADot() throws {
        let form = try Engine.form(Self.fields)
        let issues = try form.check(#"{ "utm.source": "mail" }"#).issues
        #expect(issues.map(\.pointer) == ["/utm.source"])
    }

    /// RFC 6901: the member named "" is `/`; the pointer "" is the whole document.
    @Test func pointsAtAMemberWithAnEmptyName() throws {
        let form = try Engine.form(Self.fields)
        let issues = try form.check(#"{ "": 1 }"#).issues
        #expect(issues.count == 1)
        #expect(issues.map(\.pointer) == ["/"])
    }

    /// A kept member must never overwrite a checked field: `"address.city"` at the top level is a
    /// different member from `address` → `city`.
    @Test func neverLetsAKeptMemberOverwriteACheckedField() throws {
        let form = try Engine.form(Self.fields, unknownFields: "keep")
        let report = try form.check(#"{ "address": { "city": "London" }, "address.city": "a value no rule has checked, far too long" }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalizedValue("address")?.object?["city"] == "London")
        #expect(report.normalized?.object?["address.city"] == "a value no rule has checked, far too long")
    }
}
