/// One of options given at run time (``ValidationContext/optionSets``), for choices whose
/// options another system owns: a game server defines the avatar parts, and an app learns them
/// when it runs. Without its options the rule rejects every value (`choice.optionsMissing`):
/// a backend that was not told the options must not accept what it cannot check.
struct RuntimeChoiceRule: Sendable, Hashable {
    /// The option set's name in ``ValidationContext/optionSets``.
    var optionSet: String
    /// The stem of the options' label keys (`option.avatar.top`).
    var labelStem: String

    func check(_ text: String, optionSets: [String: [String]]) -> RuleFailure? {
        guard let options = optionSets[optionSet] else { return .optionsMissing(optionSet) }
        return ChoiceRule(options: options, code: .choice, labelStem: labelStem).check(text)
    }

    func options(in optionSets: [String: [String]]) -> [String] {
        optionSets[optionSet] ?? []
    }
}
