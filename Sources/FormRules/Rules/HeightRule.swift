/// A height on a slider's scale: inches as a number, or text such as `5'7"`, `5′ 7½″` or
/// `170 cm`. With `snap` a value moves to the nearest notch (halfway goes up), so a value less
/// than half a step outside the range lands on the end notch; without it a value must be a
/// notch. Farther outside the range is always an error, a negative height too (`height.range`).
struct HeightRule: Sendable, Hashable {
    var scale: HeightScale
    var snap: Bool

    func check(_ value: FormValue) -> (RuleOutcome, HeightScale.Notch?) {
        let parsed: Result<Height, Height.ParseFailure>
        switch value {
        case .number(let number): parsed = Height.fromInches(number.double)
        case .string(let text): parsed = Height.parse(text)
        default: return (.reject(RuleFailure(.type, [.key("type.height")])), nil)
        }
        let height: Height
        switch parsed {
        case .success(let parsedHeight): height = parsedHeight
        // A negative height (-1, "-5'7\"") is a height, below the scale: say the range, not
        // "enter a height, such as 5′ 7″" (issue 26).
        case .failure(.negative): return (.reject(rangeFailure), nil)
        case .failure: return (.reject(RuleFailure(.height)), nil)
        }
        switch snap ? scale.snap(height) : scale.check(height) {
        case .notch(let notch):
            return (.accept(.number(FormNumber(notch.height.inches))), notch)
        case .betweenNotches(let nearest):
            return (.reject(RuleFailure(.heightStep, [.text(scale.step.imperialLabel)])), nearest)
        case .belowMinimum, .aboveMaximum:
            return (.reject(rangeFailure), nil)
        }
    }

    /// The value is off the scale: `height.range`, naming both ends.
    private var rangeFailure: RuleFailure {
        RuleFailure(.heightRange, [.height(scale.minimum), .height(scale.maximum)])
    }
}
