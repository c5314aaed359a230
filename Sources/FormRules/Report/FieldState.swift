/// What a form UI needs to show one field: whether it is visible and enabled, whether it is
/// required now, the options of a picker, and its value after normalizing.
public struct FieldState: Sendable, Hashable {
    /// One choice of a picker: the submitted value and the message key of its label.
    public struct Option: Sendable, Hashable {
        public var value: String
        public var labelKey: String
    }

    /// A height slider's position.
    public struct HeightState: Sendable, Hashable {
        /// The notch the value snapped to, in inches.
        public var inches: Double
        /// `5′ 7½″`.
        public var imperialLabel: String
        /// Rounded centimetres (`171`), for locales that measure in metric.
        public var centimetres: Int
        /// Whether the notch is a whole inch (labelled on the slider).
        public var isLabelledNotch: Bool
    }

    /// Why a region picker has no options: no country is chosen yet, or the chosen country's
    /// addresses name no region (France, Singapore), so the form shows no picker at all.
    ///
    /// ```swift
    /// report.field("address.stateCode")?.noOptionsReason   // .countryHasNoRegions for "FR"
    /// ```
    public enum NoOptionsReason: String, Sendable, Hashable {
        /// The country field is empty (or holds no country of the data).
        case noCountry
        /// The country has no regions in its addresses.
        case countryHasNoRegions
    }

    public var name: String
    public var pointer: String
    public var labelKey: String
    public var visible: Bool
    public var enabled: Bool
    /// Required now: by `required`, or by a `requiredIf` that holds, and visible and enabled.
    public var required: Bool
    /// The normalized value, if the field has one (absent when hidden, disabled or cleared).
    public var value: FormValue?
    /// The options of a `choice`, `country` or `region` field (none while it has no country).
    public var options: [Option]?
    public var height: HeightState?
    /// For a `list`: each item's fields' states, named in the form (`jumpers[2].name`).
    public var items: [[FieldState]]?
    /// For a `region` field without options: why it has none (and is shown disabled).
    public var noOptionsReason: NoOptionsReason?
}
