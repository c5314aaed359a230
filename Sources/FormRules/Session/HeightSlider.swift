/// The model of a height slider: its notches, which of them carry a label, and where the
/// thumb lands as it moves. Independent of any UI framework.
///
/// The slider's track runs from fraction 0 (the lowest notch) to 1 (the highest); the thumb
/// always rests on a notch.
///
/// ```swift
/// let slider = session.heightSlider("height")!      // 3′ 0″ ... 8′ 6″ every ½″
/// slider.notches.count                              // 133
/// slider.labelledNotches.count                      // 67: the whole inches
/// let notch = slider.value(atFraction: 0.47)        // #62, 5′ 7″ (as the thumb is dragged)
/// session.set("height", to: slider.formValue(notch))
/// slider.thumb(for: session.state("height")!)       // fraction 0.4697, label "5′ 7″"
/// ```
public struct HeightSlider: Sendable, Hashable {
    /// The scale the slider shows.
    public let scale: HeightScale
    /// Every notch, lowest first.
    public let notches: [HeightScale.Notch]

    /// Where the thumb rests and what it shows.
    public struct Thumb: Sendable, Hashable {
        /// The notch under the thumb.
        public var notch: HeightScale.Notch
        /// Its position along the track, 0 to 1.
        public var fraction: Double
        /// The value's label from the field state (`5′ 7½″`).
        public var label: String
        /// Rounded centimetres, for locales that measure in metric.
        public var centimetres: Int
    }

    /// A slider over `scale`.
    public init(scale: HeightScale) {
        self.scale = scale
        notches = (0..<scale.notchCount).compactMap(scale.notch(at:))
    }

    /// The slider of the height field `field` of `form`; nil when it is not a height field.
    public init?(field: String, of form: CompiledForm) {
        guard let index = form.fieldIndex(field), case let step = form.fields[index].step, step.kind == .height else { return nil }
        let rule = form.program.heights[step.table]
        self.init(scale: rule.scale)
    }

    /// The notches on whole inches, where the slider draws a labelled tick.
    public var labelledNotches: [HeightScale.Notch] {
        notches.filter { $0.isWholeInch }
    }

    /// The notch nearest to a position along the track; positions beyond the ends give the end
    /// notches, and NaN gives the default notch.
    public func value(atFraction fraction: Double) -> HeightScale.Notch {
        guard !fraction.isNaN, let last = notches.last else { return scale.defaultNotch }
        let clamped = min(max(fraction, 0), 1)
        // Adding ½ then truncating rounds to the nearest notch without libm.
        let index = Int(clamped * Double(last.index) + 0.5)
        return notches[min(index, last.index)]
    }

    /// The position of a notch along the track, 0 to 1.
    public func fraction(of notch: HeightScale.Notch) -> Double {
        guard notches.count > 1 else { return 0 }
        return Double(min(max(notch.index, 0), notches.count - 1)) / Double(notches.count - 1)
    }

    /// The notch nearest to a height (halfway goes up); heights beyond the range give the end
    /// notches, as a thumb stops at the ends of its track.
    public func snap(_ height: Height) -> HeightScale.Notch {
        switch scale.snap(height) {
        case .notch(let notch), .betweenNotches(let notch): notch
        case .belowMinimum: notches.first ?? scale.defaultNotch
        case .aboveMaximum: notches.last ?? scale.defaultNotch
        }
    }

    /// The value to store for a notch: its inches as a JSON number.
    public func formValue(_ notch: HeightScale.Notch) -> FormValue {
        .number(FormNumber(notch.height.inches))
    }

    /// Where the thumb rests for a field state, with the state's label; nil when the state has
    /// no height (its value is out of range or not a height).
    public func thumb(for state: FieldState) -> Thumb? {
        guard let height = state.height, case .success(let value) = Height.fromInches(height.inches) else { return nil }
        let notch = snap(value)
        return Thumb(notch: notch, fraction: fraction(of: notch), label: height.imperialLabel, centimetres: height.centimetres)
    }
}

extension FormSession {
    /// The slider model of a height field; nil when the field is not a height field.
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func heightSlider(_ field: String) -> HeightSlider? {
        checkName(field)
        return HeightSlider(field: field, of: form)
    }
}
