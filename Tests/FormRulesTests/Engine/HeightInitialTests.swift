import Testing
@testable import FormRules

/// A height's `initial` is where the slider starts: a UI default, shown in the field state and
/// never stored (unlike `default`, which is stored when no height is sent).
@Suite struct HeightInitialTests {
    @Test(arguments: ["{}", #"{ "bodyType": "medium" }"#])
    func fitnessSettingsStartAtFiveSevenWithoutStoringIt(_ body: String) throws {
        let form = try Engine.bundledSpec("fitness-settings")
        let report = try form.check(body)
        #expect(report.normalizedValue("height") == nil)
        let height = try #require(report.field("height")?.height)
        #expect(height.inches == 67)
        #expect(height.imperialLabel == "5′ 7″")
        #expect(height.centimetres == 170)
        #expect(height.isLabelledNotch)
        #expect(report.field("height")?.value == nil)
    }

    @Test func fitnessSettingsStoreASentHeight() throws {
        let report = try Engine.bundledSpec("fitness-settings").check(#"{ "height": "6'0\"" }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalizedValue("height") == 72)
        #expect(report.field("height")?.height?.inches == 72)
    }

    @Test func anUpdateWithoutAHeightPatchesNone() throws {
        let context = ValidationContext(today: Engine.today, mode: .update(original: nil))
        let report = try Engine.bundledSpec("fitness-settings").check(#"{ "bodyType": "large" }"#, context: context)
        #expect(report.normalized?.jsonText() == #"{"bodyType":"large"}"#)
        #expect(report.field("height")?.height?.inches == 67)
    }

    static let starts: [(field: String, inches: Double, stored: FormValue?, note: String)] = [
        (#"{ "name": "h", "type": "height", "initial": 60 }"#, 60, nil, "inches"),
        (#"{ "name": "h", "type": "height", "initial": "5'0\"" }"#, 60, nil, "text"),
        (#"{ "name": "h", "type": "height", "initial": "152.4 cm" }"#, 60, nil, "centimetres"),
        (#"{ "name": "h", "type": "height" }"#, 67, nil, "5'7\" without one"),
        (#"{ "name": "h", "type": "height", "default": 60 }"#, 60, 60, "a default is stored"),
        (#"{ "name": "h", "type": "height", "initial": 70, "default": 60 }"#, 60, 60, "a stored default is the value"),
    ]

    @Test(arguments: starts)
    func startsWhereTheSpecSays(_ field: String, _ inches: Double, _ stored: FormValue?, _ note: String) throws {
        let report = try Engine.form([field]).check("{}")
        #expect(report.field("h")?.height?.inches == inches, "\(note)")
        #expect(report.normalizedValue("h") == stored, "\(note)")
    }

    @Test(arguments: [
        (#"{ "name": "h", "type": "height", "initial": "tall" }"#, "/fields/0/initial", "the initial of height field 'h' is not a height"),
        (#"{ "name": "h", "type": "height", "initial": true }"#, "/fields/0/initial", "the initial of height field 'h' is not a height"),
        (#"{ "name": "h", "type": "height", "initial": -5 }"#, "/fields/0/initial", "the initial of height field 'h' is not a height"),
        (#"{ "name": "t", "type": "text", "initial": "a" }"#, "/fields/0/initial", ""),
    ])
    func refusesAnInitialThatIsNotAHeight(_ field: String, _ pointer: String, _ message: String) throws {
        let error = try #require(throws: SpecError.self) { try Engine.form([field]) }
        #expect(error.pointer == pointer)
        #expect(error.message.contains(message))
    }
}
