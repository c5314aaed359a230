import Testing
@testable import FormRules

/// `uuid` fields take the 8-4-4-4-12 hexadecimal shape of a UUID, in either case, and only the
/// shape: the apps' own sequence ids are not RFC 9562 version-valid.
@Suite struct UUIDRuleTests {
    static let fields = [
        #"{ "name": "sequence_id", "type": "uuid", "required": true }"#,
    ]

    static let accepted: [ValueCase] = [
        .accepted("a29e4fd0-581d-e06b-c837-4f5f4be7dd18", "the contract's id: no version digit"),
        .accepted("715c13b3-881a-9c97-b853-10be585a9747", "the contract's id: version 9, no such version"),
        .accepted("A29E4FD0-581D-E06B-C837-4F5F4BE7DD18", "upper case, kept as sent"),
        .accepted("a29E4fD0-581d-E06b-c837-4F5F4be7DD18", "mixed case, kept as sent"),
        .accepted("f47ac10b-58cc-4372-a567-0e02b2c3d479", "a version 4 id"),
        .accepted("00000000-0000-0000-0000-000000000000", "the nil UUID"),
        .accepted("ffffffff-ffff-ffff-ffff-ffffffffffff", "the max UUID"),
        .accepted(" a29e4fd0-581d-e06b-c837-4f5f4be7dd18\t", as: "a29e4fd0-581d-e06b-c837-4f5f4be7dd18", "trimmed first"),
    ]

    static func wrong(_ text: String, _ note: String) -> ValueCase {
        .rejected(.string(text), expected("sequence_id", "uuid"), note: note)
    }

    static let rejected: [ValueCase] = [
        wrong("a29e4fd0-581d-e06b-c837-4f5f4be7dd1", "35 characters"),
        wrong("a29e4fd0-581d-e06b-c837-4f5f4be7dd188", "37 characters"),
        wrong("a29e4fd0581de06bc8374f5f4be7dd18", "no hyphens"),
        wrong("a29e4fd0-581de06b-c837-4f5f4be7dd18-", "a hyphen moved to the end"),
        wrong("a29e4fd05-81d-e06b-c837-4f5f4be7dd18", "the first hyphen one place late"),
        wrong("a29e4fd-0581d-e06b-c837-4f5f4be7dd18", "the first hyphen one place early"),
        wrong("a29e4fd0-581d-e06bc-837-4f5f4be7dd18", "the third hyphen one place late"),
        wrong("a29e4fd0-581d-e06b-c8374-f5f4be7dd18", "the fourth hyphen one place late"),
        wrong("a29e4fd0 581d e06b c837 4f5f4be7dd18", "spaces for hyphens"),
        wrong("a29e4fd0_581d_e06b_c837_4f5f4be7dd18", "underscores for hyphens"),
        wrong("a29e4fd0-581d-e06b-c837-4f5f4be7dd1g", "a letter beyond f"),
        wrong("z29e4fd0-581d-e06b-c837-4f5f4be7dd18", "a letter beyond f first"),
        wrong("{a29e4fd0-581d-e06b-c837-4f5f4be7dd18}", "in braces"),
        wrong("urn:uuid:a29e4fd0-581d-e06b-c837-4f5f4be7dd18", "as a URN"),
        wrong("a29e4fd0-581d-e06b-c837-4f5f4be7dd1\u{0430}", "a Cyrillic a for the last digit"),
        wrong("a29e4fd0-581d-e06b-c837-4f5f4be7dd\u{FF11}8", "a fullwidth digit one"),
        wrong("a29e4fd0\u{2013}581d-e06b-c837-4f5f4be7dd18", "an en dash for a hyphen"),
        wrong("a29e4fd0-581d-e06b-c837-4f5f4be7d\u{00E9}", "an accented letter: 36 bytes, 35 characters"),
        wrong("------------------------------------", "hyphens only"),
    ]

    @Test(arguments: accepted)
    func acceptsTheShapeInEitherCase(_ testCase: ValueCase) throws {
        verify(testCase, field: "sequence_id", in: try Engine.form(Self.fields))
    }

    @Test(arguments: rejected)
    func rejectsAnythingElse(_ testCase: ValueCase) throws {
        verify(testCase, field: "sequence_id", in: try Engine.form(Self.fields))
    }

    @Test(arguments: [
        ValueCase("", [expected("sequence_id", "required")], normalized: "", "empty is required's business"),
        ValueCase("   ", [expected("sequence_id", "required")], normalized: "", "blank, trimmed"),
        ValueCase(42, [typeIssue("sequence_id", "type.text")], normalized: nil, "a number"),
        ValueCase(.bool(true), [typeIssue("sequence_id", "type.text")], normalized: nil, "a boolean"),
    ])
    func treatsEmptyAndWrongTypesLikeAnyTextField(_ testCase: ValueCase) throws {
        verify(testCase, field: "sequence_id", in: try Engine.form(Self.fields))
    }

    /// The rule over bytes (the byte-level path) agrees with the rule over text.
    @Test(arguments: accepted + rejected)
    func readsBytesAsItReadsText(_ testCase: ValueCase) throws {
        let text = try #require(testCase.value.string)
        #expect(UUIDRule.accepts(utf8: Array(text.utf8)) == (UUIDRule.check(text) == nil))
        let form = try Engine.form(Self.fields)
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        let json = submission([("sequence_id", testCase.value)]).jsonText()
        #expect(try validator.validate(json: Array(json.utf8)).issues == form.check(json).issues)
    }
}
