import Testing
@testable import FormRules

/// `height` fields: inches or text, snapped to the slider's notches (halfway up) or, with
/// `snap: false`, rejected between notches; the field state carries the slider's position.
@Suite struct HeightRuleTests {
    static let fields = [
        #"{ "name": "height", "type": "height" }"#,
        #"{ "name": "exact", "type": "height", "snap": false }"#,
        #"{ "name": "custom", "type": "height", "minimum": "4'0\"", "maximum": "7'0\"", "step": 1 }"#,
    ]

    static let range = [MessageArgument.height(.inches(36)), .height(.inches(102))]

    static let snapped: [ValueCase] = [
        .accepted(67.5),
        .accepted(67),
        .accepted("67", as: 67),
        .accepted("5'7\"", as: 67),
        .accepted("5' 7½\"", as: 67.5),
        .accepted("5′ 7½″", as: 67.5),
        .accepted("5 ft 7 in", as: 67),
        .accepted("170 cm", as: 67, "66.93 in"),
        .accepted("1.80 m", as: 71, "70.87 in"),
        .accepted(" 67.5 ", as: 67.5, "trimmed"),
        .accepted(67.25, as: 67.5, "halfway snaps up"),
        .accepted(67.24, as: 67),
        .accepted(67.3, as: 67.5),
        .accepted(67.74, as: 67.5),
        .accepted(67.75, as: 68),
        .accepted(36, "the minimum"),
        .accepted(102, "the maximum"),
        .accepted(35.75, as: 36, "half a step below the minimum snaps up to it"),
        .accepted("91 cm", as: 36, "35.83 in: the metric label of 3′ 0″"),
        .accepted("91 см", as: 36, "the same, as Russian prints it"),
        .accepted("0,91 m", as: 36, "the same in metres with a decimal comma"),
        .accepted(102.24, as: 102, "within half a step above the maximum"),
        .rejected(35.74, expected("height", "height.range", range)),
        .rejected(30, expected("height", "height.range", range)),
        .rejected(102.25, expected("height", "height.range", range)),
        .rejected("9'0\"", expected("height", "height.range", range)),
        .rejected(0, expected("height", "height.range", range)),
        .rejected("tall", expected("height", "height")),
        .rejected("5' 13\"", expected("height", "height")),
        // A negative height is a height below the scale: the range, not "enter a height" (issue 26).
        .rejected(-1, expected("height", "height.range", range)),
        .rejected(-67, expected("height", "height.range", range)),
        .rejected(-0.0, expected("height", "height.range", range), note: "minus zero"),
        .rejected("-5'7\"", expected("height", "height.range", range)),
        .rejected("−170 cm", expected("height", "height.range", range), note: "a minus sign"),
        .rejected("-tall", expected("height", "height"), note: "not a height, with or without a sign"),
    ]

    @Test(arguments: snapped)
    func readsAndSnapsHeights(_ testCase: ValueCase) throws {
        verify(testCase, field: "height", in: try Engine.form(Self.fields))
    }

    static let exact: [(value: FormValue, rule: String?)] = [
        (67.5, nil),
        ("5'7\"", nil),
        (67.3, "height.step"),
        (67.25, "height.step"),
        ("170 cm", "height.step"),
        (30, "height.range"),
        (35.75, "height.range"),
    ]

    @Test(arguments: exact)
    func rejectsValuesBetweenNotchesWithoutSnapping(_ value: FormValue, _ rule: String?) throws {
        let report = try Engine.form(Self.fields).check(submission([("exact", value)]))
        #expect(report.issues.map(\.rule.rawValue) == (rule.map { [$0] } ?? []))
        #expect(report.issues.allSatisfy { $0.pointer == "/exact" && $0.messageKey == "rule." + $0.rule.rawValue })
        if rule == "height.range" { #expect(report.issues.first?.arguments == [.key("field.exact")] + Self.range) }
    }

    /// The step is named as people write half an inch: `½″`.
    @Test func namesTheStepInTheIssue() throws {
        let report = try Engine.form(Self.fields).check(#"{ "exact": 67.3 }"#)
        #expect(report.issues.count == 1)
        #expect(report.issues == [expected("exact", "height.step", [.text("½″")])])
    }

    static let custom: [ValueCase] = [
        .accepted(48),
        .accepted(60.5, as: 61),
        .accepted("6'", as: 72),
        .rejected(47, expected("custom", "height.range", [.height(.inches(48)), .height(.inches(84))])),
        .rejected(85, expected("custom", "height.range", [.height(.inches(48)), .height(.inches(84))])),
    ]

    @Test(arguments: custom)
    func usesTheSpecsScale(_ testCase: ValueCase) throws {
        verify(testCase, field: "custom", in: try Engine.form(Self.fields))
    }

    static let states: [(value: FormValue?, field: String, state: FieldState.HeightState?)] = [
        (67.5, "height", .init(inches: 67.5, imperialLabel: "5′ 7½″", centimetres: 171, isLabelledNotch: false)),
        ("5'7\"", "height", .init(inches: 67, imperialLabel: "5′ 7″", centimetres: 170, isLabelledNotch: true)),
        (67.3, "height", .init(inches: 67.5, imperialLabel: "5′ 7½″", centimetres: 171, isLabelledNotch: false)),
        (72, "height", .init(inches: 72, imperialLabel: "6′ 0″", centimetres: 183, isLabelledNotch: true)),
        // No value: the slider rests on the default notch, 5′ 7″.
        (nil, "height", .init(inches: 67, imperialLabel: "5′ 7″", centimetres: 170, isLabelledNotch: true)),
        // Rejected between notches: the slider shows the nearest notch.
        (67.3, "exact", .init(inches: 67.5, imperialLabel: "5′ 7½″", centimetres: 171, isLabelledNotch: false)),
        (36, "height", .init(inches: 36, imperialLabel: "3′ 0″", centimetres: 91, isLabelledNotch: true)),
        // Out of range: no position.
        (30, "height", nil),
    ]

    @Test(arguments: states)
    func reportsTheSlidersPosition(_ testCase: (value: FormValue?, field: String, state: FieldState.HeightState?)) throws {
        let members: [(String, FormValue)] = testCase.value.map { [(testCase.field, $0)] } ?? []
        let report = try Engine.form(Self.fields).check(submission(members))
        #expect(report.field(testCase.field)?.height == testCase.state)
    }

    /// An empty value is no value: the slider rests on the default notch.
    @Test func restsOnTheDefaultNotchForAnEmptyValue() throws {
        let report = try Engine.form(Self.fields).check(#"{ "height": "" }"#)
        #expect(report.issues.isEmpty)
        #expect(report.field("height")?.height == .init(inches: 67, imperialLabel: "5′ 7″", centimetres: 170, isLabelledNotch: true))
    }

    @Test func takesTheSlidersDefaultFromTheSpec() throws {
        let form = try Engine.form([#"{ "name": "height", "type": "height", "default": "6'0\"" }"#])
        let report = try form.check("{}")
        #expect(report.field("height")?.height?.inches == 72)
        #expect(report.normalized == ["height": 72])
    }
}
