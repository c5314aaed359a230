import Testing
@testable import FormRules

@Suite struct HeightSliderTests {
    static let slider = HeightSlider(scale: .standard)

    @Test func hasANotchEveryHalfInchAndLabelsTheWholeInches() {
        let slider = Self.slider
        #expect(slider.notches.count == 133)
        #expect(slider.notches.first?.height == .inches(36))
        #expect(slider.notches.last?.height == .inches(102))
        #expect(slider.notches.map(\.index) == Array(0..<133))
        #expect(slider.labelledNotches.count == 67)
        #expect(slider.labelledNotches.allSatisfy { $0.height.angstroms % Height.inches(1).angstroms == 0 })
        #expect(slider.labelledNotches.prefix(3).map(\.imperialLabel) == ["3′ 0″", "3′ 1″", "3′ 2″"])
    }

    @Test(arguments: [
        (0.0, 0), (1.0, 132), (0.5, 66),
        // 62 of 132 notches along is 5′ 7″; a thumb a little either side lands there.
        (62.0 / 132, 62), (61.6 / 132, 62), (62.49 / 132, 62), (62.5 / 132, 63),
        (-0.5, 0), (3.0, 132), (-Double.infinity, 0), (Double.infinity, 132),
        (Double.nan, 62),  // the default, 5′ 7″
    ] as [(Double, Int)])
    func movesTheThumbToTheNearestNotch(_ fraction: Double, _ index: Int) {
        #expect(Self.slider.value(atFraction: fraction).index == index)
    }

    @Test func everyNotchSitsAtItsOwnFraction() {
        for notch in Self.slider.notches {
            let fraction = Self.slider.fraction(of: notch)
            #expect((0...1).contains(fraction))
            #expect(Self.slider.value(atFraction: fraction) == notch)
        }
    }

    @Test(arguments: [
        ("67.25", 63),  // halfway goes up
        ("67.24", 62),
        ("5' 7½\"", 63),
        ("170 cm", 62),
        ("30", 0),  // below: the thumb stops at the end
        ("120", 132),
    ] as [(String, Int)])
    func snapsHeightsOntoTheTrack(_ text: String, _ index: Int) throws {
        let height = try Height(text)
        #expect(Self.slider.snap(height).index == index)
    }

    @Test func comesFromAHeightFieldOnly() {
        let form = SessionFixtures.releaseForm
        #expect(HeightSlider(field: "height", of: form) == HeightSlider(scale: .standard))
        #expect(HeightSlider(field: "isAdult", of: form) == nil)
        #expect(HeightSlider(field: "weight", of: form) == nil)
        #expect(SessionFixtures.session().heightSlider("email") == nil)
    }

    @Test func followsTheFieldStateAsTheThumbMoves() throws {
        var session = FormSession(form: SessionFixtures.releaseForm, context: SessionFixtures.context)
        let slider = try #require(session.heightSlider("height"))

        // Untouched: the default value, 5′ 7″.
        let startState = try #require(session.state("height"))
        let start = try #require(slider.thumb(for: startState))
        #expect(start.notch.index == 62)
        #expect(start.label == "5′ 7″")
        #expect(start.centimetres == 170)
        #expect(start.fraction == slider.fraction(of: start.notch))

        let change = session.set("height", to: slider.formValue(slider.value(atFraction: 1)))
        let topState = try #require(change["height"]?.state)
        let top = try #require(slider.thumb(for: topState))
        #expect(top.notch.index == 132)
        #expect(top.label == "8′ 6″")
        #expect(top.fraction == 1)

        // Typed text snaps onto the scale, and the state carries its label.
        session.set("height", to: "5' 7.3\"")
        let typedState = try #require(session.state("height"))
        let typed = try #require(slider.thumb(for: typedState))
        #expect(typed.label == "5′ 7½″")
        #expect(typed.notch.index == 63)
        #expect(session.state("height")?.value == 67.5)

        // Off the scale: a problem, and no thumb position to show.
        let off = session.set("height", to: 30)
        #expect(off.issues.map(\.rule.rawValue) == ["height.range"])
        let offState = try #require(off["height"]?.state)
        #expect(slider.thumb(for: offState) == nil)
    }

    @Test func aCustomScaleHasItsOwnNotches() throws {
        var field = FieldSpec(name: "height", type: .height)
        field.minimum = 48
        field.maximum = 84
        field.step = 1
        field.defaultValue = .literal(66)
        let form = try CompiledForm(FormSpec(name: "custom", fields: [field]))
        let slider = try #require(HeightSlider(field: "height", of: form))
        #expect(slider.notches.count == 37)
        #expect(slider.labelledNotches == slider.notches)
        #expect(slider.value(atFraction: 0.5).height == .inches(66))
        #expect(slider.value(atFraction: .nan).height == .inches(66))
    }
}
