import Testing
@testable import FormRules

/// What a form UI gets per field: name and pointer, label key, visible, enabled, required now,
/// the normalized value, a picker's options, a slider's position.
@Suite struct FieldStateTests {
    static let fields = [
        #"{ "name": "contact.email", "type": "email", "required": true, "label": "label.email" }"#,
        #"{ "name": "hasPet", "type": "boolean" }"#,
        #"{ "name": "pet.kind", "type": "choice", "options": ["cat", "dog"], "visibleIf": { "field": "hasPet", "present": true }, "required": true }"#,
        #"{ "name": "pet.name", "type": "text", "enabledIf": { "field": "pet.kind", "present": true }, "requiredIf": { "field": "pet.kind", "equals": "dog" } }"#,
        #"{ "name": "country", "type": "country", "options": ["AU"] }"#,
        #"{ "name": "state", "type": "region", "country": "country" }"#,
        #"{ "name": "height", "type": "height" }"#,
    ]

    static func state(
        _ name: String, _ pointer: String, label: String? = nil, visible: Bool = true, enabled: Bool = true, required: Bool = false,
        value: FormValue? = nil, options: [FieldState.Option]? = nil, height: FieldState.HeightState? = nil,
        noOptionsReason: FieldState.NoOptionsReason? = nil
    ) -> FieldState {
        FieldState(
            name: name, pointer: pointer, labelKey: label ?? "field." + name, visible: visible, enabled: enabled, required: required,
            value: value, options: options, height: height, noOptionsReason: noOptionsReason)
    }

    static let petOptions: [FieldState.Option] = [.init(value: "cat", labelKey: "option.pet.kind.cat"), .init(value: "dog", labelKey: "option.pet.kind.dog")]
    static let countryOptions: [FieldState.Option] = [.init(value: "AU", labelKey: "country.AU")]
    static let australianStates: [FieldState.Option] = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"].map { .init(value: $0, labelKey: "region.AU-" + $0) }
    static let defaultHeight = FieldState.HeightState(inches: 67, imperialLabel: "5′ 7″", centimetres: 170, isLabelledNotch: true)

    @Test func describesAnEmptyForm() throws {
        let report = try Engine.form(Self.fields).check("{}")
        #expect(report.fields == [
            Self.state("contact.email", "/contact/email", label: "label.email", required: true),
            Self.state("hasPet", "/hasPet"),
            Self.state("pet.kind", "/pet/kind", visible: false, options: Self.petOptions),
            Self.state("pet.name", "/pet/name", enabled: false),
            Self.state("country", "/country", options: Self.countryOptions),
            Self.state("state", "/state", enabled: false, options: [], noOptionsReason: .noCountry),
            Self.state("height", "/height", height: Self.defaultHeight),
        ])
    }

    @Test func describesAFilledForm() throws {
        let report = try Engine.form(Self.fields).check(#"""
            { "contact": { "email": "Ada@EXAMPLE.com" }, "hasPet": true, "pet": { "kind": "dog", "name": " Rex " },
              "country": "AU", "state": "NSW", "height": "5' 7½\"" }
            """#)
        #expect(report.issues.isEmpty)
        #expect(report.fields == [
            Self.state("contact.email", "/contact/email", label: "label.email", required: true, value: "Ada@example.com"),
            Self.state("hasPet", "/hasPet", value: true),
            Self.state("pet.kind", "/pet/kind", required: true, value: "dog", options: Self.petOptions),
            Self.state("pet.name", "/pet/name", required: true, value: "Rex"),
            Self.state("country", "/country", value: "AU", options: Self.countryOptions),
            Self.state("state", "/state", value: "NSW", options: Self.australianStates),
            Self.state(
                "height", "/height", value: 67.5,
                height: .init(inches: 67.5, imperialLabel: "5′ 7½″", centimetres: 171, isLabelledNotch: false)),
        ])
    }

    @Test func keepsARejectedValueButNotAClearedOne() throws {
        let report = try Engine.form(Self.fields).check(#"{ "contact": { "email": "a@b.co" }, "hasPet": true, "pet": { "kind": "fish" }, "country": "AU", "state": "CA" }"#)
        #expect(report.issues.map(\.rule.rawValue) == ["choice", "region"])
        #expect(report.field("pet.kind")?.value == "fish")
        #expect(report.field("pet.name")?.enabled == true)
        #expect(report.field("state")?.value == nil)
        #expect(report.field("state")?.options == Self.australianStates)
    }

    @Test func leavesOutStatesAndOutputWhenNotAsked() throws {
        let form = try Engine.form(Self.fields)
        let context = ValidationContext(today: Engine.today, output: .problems)
        let lean = try form.check(#"{ "hasPet": true, "pet": { "kind": "fish" } }"#, context: context)
        let full = try form.check(#"{ "hasPet": true, "pet": { "kind": "fish" } }"#)
        #expect(lean.fields.isEmpty)
        #expect(lean.issues == full.issues)
        #expect(lean.field("pet.kind") == nil)
        #expect(lean.normalized == nil)
    }
}
