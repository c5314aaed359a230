public import FormCore

/// A height slider: notches every ``step`` from ``minimum`` to ``maximum``, with a default.
///
/// Two ways to judge a height:
/// - ``snap(_:)``, for input to be moved onto the scale: the nearest notch, halfway rounding
///   up (towards the taller notch), then the range check on the snapped notch. With the
///   standard scale, 35.75 snaps to 36 and is accepted; 35.74 snaps to 35.5 and is below;
///   102.24 snaps to 102, 102.25 to 102.5, which is above.
/// - ``check(_:)``, for submitted values that must already be a notch (a backend re-checking
///   what a slider produced, and the benchmark's `multipleOf 0.5` rule): the range check on the
///   value itself, then whether it is a notch.
///
/// All arithmetic is on whole ångströms (see ``Height``), so no tie is misjudged.
///
/// ```swift
/// let scale = HeightScale.standard                 // 3′ 0″ ... 8′ 6″, every ½ in, default 5′ 7″
/// scale.snap(try Height("67.25"))      // .notch(#63, 5′ 7½″)
/// scale.check(try Height("67.3"))      // .betweenNotches(nearest: #63, 5′ 7½″)
/// scale.snap(try Height("91 cm"))      // .notch(#0, 3′ 0″): 35.83″ is within ¼″
/// scale.snap(try Height("102.25"))     // .aboveMaximum(8′ 6″)
/// ```
public struct HeightScale: Sendable, Hashable {
    /// The lowest notch.
    public let minimum: Height
    /// The highest notch.
    public let maximum: Height
    /// The distance between two notches.
    public let step: Height
    /// The notch a slider starts on.
    public let defaultValue: Height

    /// One position on the scale.
    public struct Notch: Sendable, Hashable, CustomStringConvertible {
        /// Zero-based position from ``HeightScale/minimum``.
        public let index: Int
        /// The notch's height.
        public let height: Height

        /// Whether the notch falls on a whole inch, where a slider draws a labelled tick.
        public var isWholeInch: Bool { height.isWholeInch }
        /// The imperial label (`5′ 7½″`).
        public var imperialLabel: String { height.imperialLabel }
        /// The metric label (`171 cm`).
        public var metricLabel: String { height.metricLabel }
        /// `#index, label`.
        public var description: String { "#\(index), \(height.imperialLabel)" }
    }

    /// How a height relates to the scale.
    public enum Verdict: Sendable, Hashable {
        /// On (or, from ``snap(_:)``, snapped to) this notch.
        case notch(Notch)
        /// Within the range but not on a notch (only from ``check(_:)``); `nearest` is where
        /// ``snap(_:)`` would put it.
        case betweenNotches(nearest: Notch)
        /// Below the scale; the associated value is ``minimum``.
        case belowMinimum(Height)
        /// Above the scale; the associated value is ``maximum``.
        case aboveMaximum(Height)

        /// A stable identifier for message keys: the case name.
        public var code: String {
            switch self {
            case .notch: "notch"
            case .betweenNotches: "betweenNotches"
            case .belowMinimum: "belowMinimum"
            case .aboveMaximum: "aboveMaximum"
            }
        }
    }

    /// Makes a scale.
    ///
    /// - Throws: ``ConfigurationError`` when the step is zero, the minimum is above the maximum,
    ///   the range is not a whole number of steps, or the default is off the scale or between
    ///   notches.
    public init(minimum: Height, maximum: Height, step: Height, defaultValue: Height) throws(ConfigurationError) {
        guard step.angstroms > 0 else {
            throw ConfigurationError(code: .stepNotPositive, message: "the step must be above zero")
        }
        guard minimum <= maximum else {
            throw ConfigurationError(
                code: .minimumAboveMaximum,
                message: "the minimum \(minimum) is above the maximum \(maximum)")
        }
        guard (maximum.angstroms - minimum.angstroms) % step.angstroms == 0 else {
            throw ConfigurationError(
                code: .rangeNotWholeSteps,
                message: "the range \(minimum) to \(maximum) is not a whole number of \(step) steps")
        }
        guard minimum <= defaultValue, defaultValue <= maximum,
            (defaultValue.angstroms - minimum.angstroms) % step.angstroms == 0
        else {
            throw ConfigurationError(
                code: .defaultNotANotch,
                message: "the default \(defaultValue) is not a notch of the scale")
        }
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.defaultValue = defaultValue
    }

    /// 36 to 102 inches (3′ 0″ to 8′ 6″) every half inch, 133 notches, default 67 inches (5′ 7″).
    public static let standard = HeightScale(
        unchecked: .inches(36), maximum: .inches(102), step: .halfInches(1), defaultValue: .inches(67))

    private init(unchecked minimum: Height, maximum: Height, step: Height, defaultValue: Height) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.defaultValue = defaultValue
    }

    /// The number of notches, both ends included.
    public var notchCount: Int { Int((maximum.angstroms - minimum.angstroms) / step.angstroms) + 1 }

    /// The notch at `index`, or nil outside `0..<notchCount`.
    public func notch(at index: Int) -> Notch? {
        guard index >= 0, index < notchCount else { return nil }
        return Notch(index: index, height: Height(angstroms: minimum.angstroms + Int64(index) * step.angstroms))
    }

    /// The notch of ``defaultValue``.
    public var defaultNotch: Notch {
        let index = Int((defaultValue.angstroms - minimum.angstroms) / step.angstroms)
        return Notch(index: index, height: defaultValue)
    }

    /// Moves `height` to the nearest notch (halfway goes up), then checks that the notch is on
    /// the scale: a value less than half a step below the minimum lands on the minimum, one
    /// half a step or more above the maximum is above it.
    ///
    /// Why not reject everything outside the range: the metric label of an end notch is rounded
    /// (3′ 0″ is 91.44 cm, labelled `91 cm`, which is 35.83″), and a label the engine prints
    /// must read back as the notch it names. Rounding to whole centimetres moves a value by at
    /// most 0.5 cm, less than half of a ½″ step (0.635 cm), so every such label snaps back.
    /// - Returns: ``Verdict/notch(_:)``, ``Verdict/belowMinimum(_:)`` or ``Verdict/aboveMaximum(_:)``.
    public func snap(_ height: Height) -> Verdict {
        let value = height.angstroms
        let stepSize = step.angstroms
        // A whole step or more outside: no notch can be nearest (and no arithmetic can overflow
        // below: the offset stays within one step of the range, each quantity at most 2^62).
        if minimum.angstroms - value >= stepSize { return .belowMinimum(minimum) }
        if value - maximum.angstroms >= stepSize { return .aboveMaximum(maximum) }
        let offset = value - minimum.angstroms
        // Nearest notch, halfway up: the quotient, plus one when the remainder is half a step
        // or more (floor division, so a negative offset's remainder is still positive).
        var index = Self.floorDivide(offset, stepSize)
        let remainder = offset - index * stepSize
        if 2 * remainder >= stepSize { index += 1 }
        if index < 0 { return .belowMinimum(minimum) }
        if index >= Int64(notchCount) { return .aboveMaximum(maximum) }
        return .notch(Notch(index: Int(index), height: Height(angstroms: minimum.angstroms + index * stepSize)))
    }

    /// Checks that `height` is within the range and exactly on a notch.
    /// - Returns: ``Verdict/notch(_:)``, ``Verdict/betweenNotches(nearest:)``,
    ///   ``Verdict/belowMinimum(_:)`` or ``Verdict/aboveMaximum(_:)``.
    public func check(_ height: Height) -> Verdict {
        if height < minimum { return .belowMinimum(minimum) }
        if height > maximum { return .aboveMaximum(maximum) }
        let snapped = snap(height)
        guard case .notch(let notch) = snapped, notch.height != height else { return snapped }
        return .betweenNotches(nearest: notch)
    }

    private static func floorDivide(_ numerator: Int64, _ denominator: Int64) -> Int64 {
        let quotient = numerator / denominator
        return (numerator % denominator != 0 && numerator < 0) ? quotient - 1 : quotient
    }
}

extension HeightScale {
    /// A scale that cannot be built, with the reason; the spec loader adds the location.
    public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, as an extensible set of codes.
        public struct Code: DiagnosticCode {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            /// The step is zero.
            public static let stepNotPositive = Code(rawValue: "stepNotPositive")
            /// The minimum is above the maximum.
            public static let minimumAboveMaximum = Code(rawValue: "minimumAboveMaximum")
            /// The maximum is not a whole number of steps above the minimum.
            public static let rangeNotWholeSteps = Code(rawValue: "rangeNotWholeSteps")
            /// The default is outside the range or between notches.
            public static let defaultNotANotch = Code(rawValue: "defaultNotANotch")
        }

        /// The kind of problem.
        public let code: Code
        /// A human-readable explanation, quoting the offending values.
        public let message: String

        public var description: String { message }
    }
}

extension HeightScale.ConfigurationError: Diagnostic {}
