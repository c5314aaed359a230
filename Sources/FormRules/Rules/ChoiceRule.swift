/// One of a fixed list of options (a `choice`), or of the allowed ISO 3166-1 codes (a `country`).
struct ChoiceRule: Sendable, Hashable {
    var options: [String]
    /// `choice` or `country`: the rule code and how option labels are keyed.
    var code: String
    /// The stem of the options' label keys: `option.gender` gives `option.gender.female`;
    /// countries use `country.US`.
    var labelStem: String

    func check(_ text: String) -> RuleFailure? {
        options.contains(text) ? nil : RuleFailure(code, [.text(text)])
    }

    func labelKey(for option: String) -> String { labelStem + "." + option }
}
