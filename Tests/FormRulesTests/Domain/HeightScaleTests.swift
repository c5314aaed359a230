import Testing
@testable import FormRules

@Suite struct HeightScaleTests {
    static func height(_ text: String) throws -> Height { try Height(text) }

    static let scale = HeightScale.standard
    static func notch(halfInchesAboveMinimum index: Int) -> HeightScale.Verdict {
        .notch(HeightScale.Notch(index: index, height: .halfInches(72 + index)))
    }

    @Test(arguments: [
        ("35.74", HeightScale.Verdict.belowMinimum(.inches(36))),  // nearer 35.5, off the scale
        ("35.75", notch(halfInchesAboveMinimum: 0)),  // halfway up to the end notch
        ("36", notch(halfInchesAboveMinimum: 0)),
        ("36.24", notch(halfInchesAboveMinimum: 0)),
        ("36.25", notch(halfInchesAboveMinimum: 1)),
        ("67", notch(halfInchesAboveMinimum: 62)),
        ("67.24", notch(halfInchesAboveMinimum: 62)),
        ("67.25", notch(halfInchesAboveMinimum: 63)),
        ("67.3", notch(halfInchesAboveMinimum: 63)),
        ("67.75", notch(halfInchesAboveMinimum: 64)),
        ("5' 7½\"", notch(halfInchesAboveMinimum: 63)),
        ("101.75", notch(halfInchesAboveMinimum: 132)),
        ("102", notch(halfInchesAboveMinimum: 132)),
        ("102.24", notch(halfInchesAboveMinimum: 132)),  // nearest is the top notch
        ("102.25", .aboveMaximum(.inches(102))),  // halfway up is off the scale
        ("0", .belowMinimum(.inches(36))),
        ("30", .belowMinimum(.inches(36))),
        ("110.5", .aboveMaximum(.inches(102))),
        ("170 cm", notch(halfInchesAboveMinimum: 62)),  // 66.93 in
        ("1 m", notch(halfInchesAboveMinimum: 7)),  // 39.37 in
        ("91 cm", notch(halfInchesAboveMinimum: 0)),  // 35.83 in: the label 3′ 0″ is printed with
        ("91 см", notch(halfInchesAboveMinimum: 0)),
        ("259 cm", notch(halfInchesAboveMinimum: 132)),  // 101.97 in: 8′ 6″'s label
        ("90 cm", .belowMinimum(.inches(36))),  // 35.43 in
        ("99999999999999999999", .aboveMaximum(.inches(102))),  // saturated: no overflow
    ])
    func snapsToTheNearestNotchThenChecksTheRange(_ text: String, _ expected: HeightScale.Verdict) throws {
        #expect(Self.scale.snap(try Self.height(text)) == expected)
    }

    /// The benchmark's rule (36 <= h <= 102, multipleOf 0.5) on the raw value.
    @Test(arguments: [
        ("36", notch(halfInchesAboveMinimum: 0)),
        ("35.75", HeightScale.Verdict.belowMinimum(.inches(36))),
        ("35.5", .belowMinimum(.inches(36))),
        ("102", notch(halfInchesAboveMinimum: 132)),
        ("102.25", .aboveMaximum(.inches(102))),
        ("102.5", .aboveMaximum(.inches(102))),
        ("67.3", .betweenNotches(nearest: HeightScale.Notch(index: 63, height: .halfInches(135)))),
        ("71.25", .betweenNotches(nearest: HeightScale.Notch(index: 71, height: .halfInches(143)))),
        ("71.24", .betweenNotches(nearest: HeightScale.Notch(index: 70, height: .inches(71)))),
        ("30", .belowMinimum(.inches(36))),
        ("110.5", .aboveMaximum(.inches(102))),
        ("80", notch(halfInchesAboveMinimum: 88)),
    ])
    func checksSubmittedValuesStrictly(_ text: String, _ expected: HeightScale.Verdict) throws {
        #expect(Self.scale.check(try Self.height(text)) == expected)
    }

    @Test func agreesWithTheBenchmarkOnEveryHalfAndQuarterInch() throws {
        for quarter in 0...480 {
            let value = Double(quarter) / 4
            let height = try Height.fromInches(value).get()
            let benchmarkValid = value >= 36 && value <= 102 && quarter % 2 == 0
            guard case .notch = Self.scale.check(height) else {
                #expect(!benchmarkValid, "\(value)")
                continue
            }
            #expect(benchmarkValid, "\(value)")
        }
    }

    @Test func hasTheStandardNotches() throws {
        let scale = Self.scale
        #expect(scale.notchCount == 133)
        #expect(scale.defaultNotch == HeightScale.Notch(index: 62, height: .inches(67)))
        #expect(scale.defaultNotch.imperialLabel == "5′ 7″")
        #expect(scale.notch(at: 0)?.imperialLabel == "3′ 0″")
        #expect(scale.notch(at: 132)?.imperialLabel == "8′ 6″")
        #expect(scale.notch(at: 63)?.imperialLabel == "5′ 7½″")
        #expect(scale.notch(at: 63)?.metricLabel == "171 cm")
        #expect(scale.notch(at: 133) == nil)
        #expect(scale.notch(at: -1) == nil)
        let wholeInches = (0..<133).compactMap { scale.notch(at: $0) }.filter(\.isWholeInch)
        #expect(wholeInches.count == 67)
        #expect(wholeInches.allSatisfy { $0.index % 2 == 0 })
    }

    /// With a tenth-inch step, 67.05 is exactly halfway and goes up; floating-point division
    /// gives (67.05 - 36) / 0.1 = 310.4999... and would go down.
    @Test func snapsDecimalTiesExactly() throws {
        let scale = try HeightScale(
            minimum: .inches(36), maximum: .inches(102), step: try Self.height("0.1 in"), defaultValue: .inches(67))
        #expect(((67.05 - 36) / 0.1).rounded(.down) == 310)  // the float trap this avoids
        guard case .notch(let notch) = scale.snap(try Self.height("67.05")) else {
            Issue.record("67.05 did not snap onto the scale")
            return
        }
        #expect(notch.index == 311)
        #expect(notch.height == (try Self.height("67.1")))
        #expect(notch.imperialLabel == "5′ 7.1″")
        #expect(scale.notchCount == 661)
    }

    @Test func snapsOnACentimetreScale() throws {
        let scale = try HeightScale(
            minimum: try Self.height("100 cm"), maximum: try Self.height("250 cm"), step: try Self.height("1 cm"),
            defaultValue: try Self.height("170 cm"))
        guard case .notch(let notch) = scale.snap(try Self.height("5' 7\"")) else {
            Issue.record("5' 7\" did not snap onto the scale")
            return
        }
        #expect(notch.metricLabel == "170 cm")  // 170.18 cm
        let expected = HeightScale.Notch(index: 71, height: try Self.height("171 cm"))
        #expect(scale.snap(try Self.height("170.5 cm")) == .notch(expected))
    }

    @Test(arguments: [
        ("36", "102", "0", "67", HeightScale.ConfigurationError.Code.stepNotPositive),
        ("102", "36", "0.5", "67", .minimumAboveMaximum),
        ("36", "102", "0.7", "67", .rangeNotWholeSteps),
        ("36", "102", "0.5", "67.25", .defaultNotANotch),
        ("36", "102", "0.5", "103", .defaultNotANotch),
        ("36", "102", "0.5", "35", .defaultNotANotch),
    ])
    func rejectsBadConfigurations(_ minimum: String, _ maximum: String, _ step: String, _ value: String,
                                  _ code: HeightScale.ConfigurationError.Code) throws {
        let (low, high, notch, initial) = (
            try Self.height(minimum), try Self.height(maximum), try Self.height(step), try Self.height(value)
        )
        #expect {
            try HeightScale(minimum: low, maximum: high, step: notch, defaultValue: initial)
        } throws: { error in
            (error as? HeightScale.ConfigurationError)?.code == code
        }
    }

    @Test func buildsTheStandardScaleFromItsSpecStrings() throws {
        let scale = try HeightScale(
            minimum: try Self.height("3'0\""), maximum: try Self.height("8'6\""), step: try Self.height("0.5in"),
            defaultValue: try Self.height("5'7\""))
        #expect(scale == HeightScale.standard)
    }
}
