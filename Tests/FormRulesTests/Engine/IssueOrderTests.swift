import Testing
@testable import FormRules

/// Issues come in spec order (fields, then groups, then unknown members) whatever the order of
/// the submission and of evaluation; every issue carries its field's RFC 6901 pointer.
@Suite struct IssueOrderTests {
    static let fields = [
        #"{ "name": "zeta", "type": "text", "required": true }"#,
        #"{ "name": "address.state", "type": "region", "country": "address.country" }"#,
        #"{ "name": "address.country", "type": "country" }"#,
        #"{ "name": "alpha", "type": "email", "visibleIf": { "field": "omega", "present": true } }"#,
        #"{ "name": "omega", "type": "integer", "minimum": 1 }"#,
        #"{ "name": "pick1", "type": "boolean" }"#,
        #"{ "name": "pick2", "type": "boolean" }"#,
    ]
    static let groups = [#"{ "exactlyOne": ["pick1", "pick2"] }"#, #"{ "allOrNone": ["zeta", "alpha"] }"#]

    @Test func reportsFieldsThenGroupsThenUnknownMembers() throws {
        let form = try Engine.form(Self.fields, groups: Self.groups)
        let report = try form.check(#"""
            { "extra": 1, "omega": 0, "alpha": "nope", "address": { "country": "AU", "state": "CA", "more": 2 } }
            """#)
        #expect(report.issues.map { "\($0.pointer) \($0.rule)" } == [
            "/zeta required", "/address/state region", "/alpha email", "/omega minimum",
            "/pick1 exactlyOne", "/zeta allOrNone", "/extra unknownField", "/address/more unknownField",
        ])
    }

    @Test func reportsTheSameIssuesWhateverTheSubmissionsMemberOrder() throws {
        let form = try Engine.form(Self.fields, groups: Self.groups)
        let forward = try form.check(#"{ "zeta": "", "omega": 0, "alpha": "x", "pick1": true, "pick2": true }"#)
        let backward = try form.check(#"{ "pick2": true, "pick1": true, "alpha": "x", "omega": 0, "zeta": "" }"#)
        #expect(forward.issues == backward.issues)
        #expect(forward.normalized?.jsonText() == backward.normalized?.jsonText())
    }

    static let names: [(name: String, pointer: String)] = [
        ("plain", "/plain"),
        ("a.b.c", "/a/b/c"),
        ("we/ird", "/we~1ird"),
        ("ti~lde", "/ti~0lde"),
        ("both~/.x~1", "/both~0~1/x~01"),
        ("sp ace", "/sp ace"),
        ("ünï", "/ünï"),
    ]

    @Test(arguments: names)
    func escapesTildeAndSlashInPointers(_ name: String, _ pointer: String) throws {
        let form = try Engine.form([#"{ "name": "\#(name)", "type": "text", "required": true }"#])
        let report = try form.check("{}")
        #expect(report.issues.map(\.pointer) == [pointer])
        #expect(report.issues.map(\.path) == [name])
        #expect(report.fields.map(\.pointer) == [pointer])
    }

    @Test func readsNestedMembersWithEscapedNames() throws {
        let form = try Engine.form([#"{ "name": "we/ird.ti~lde", "type": "text", "minLength": 3 }"#])
        let report = try form.check(#"{ "we/ird": { "ti~lde": "ab" } }"#)
        #expect(report.issues == [expected("we/ird.ti~lde", "minLength", [.integer(3)], pointer: "/we~1ird/ti~0lde")])
    }
}
