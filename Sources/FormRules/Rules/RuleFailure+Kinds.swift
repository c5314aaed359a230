/// The failures whose code and arguments follow from a rule's settings alone, made in one
/// place: the rules and both engine paths report them, and the byte-level path builds their
/// issues ahead (``ByteLevelIssues``) from the same definitions.
extension RuleFailure {
    static let required = RuleFailure(.required)
    static let digits = RuleFailure(.digits)
    static let phone = RuleFailure(.phone)
    static let email = RuleFailure(.email)
    static let emailDomain = RuleFailure(.emailDomain)
    static let number = RuleFailure(.number)
    static let integer = RuleFailure(.integer)
    static let date = RuleFailure(.date)
    static let zipPlusFour = RuleFailure(.postalCodeZipPlusFour)
    static let uuid = RuleFailure(.uuid)
    static let url = RuleFailure(.url)
    /// The schemes allowed, each as it is written before the rest (`https:`).
    static func urlScheme(_ schemes: [String]) -> RuleFailure {
        RuleFailure(.urlScheme, [.list(schemes.map { .text($0 + ":") })])
    }
    static let identifier = RuleFailure(.identifier)
    /// A character outside a field's `characters`.
    static let characters = RuleFailure(.characters)
    /// A value that does not match a field's `pattern`.
    static let pattern = RuleFailure(.pattern)
    /// The run-time options of a choice were not given to the validator (named by their set).
    static func optionsMissing(_ optionSet: String) -> RuleFailure { RuleFailure(.choiceOptionsMissing, [.text(optionSet)]) }

    static func emailTooLong(_ limit: Int) -> RuleFailure { RuleFailure(.emailTooLong, [.integer(limit)]) }
    static func numberTooLong(_ limit: Int) -> RuleFailure { RuleFailure(.numberTooLong, [.integer(limit)]) }
    static func minLength(_ minimum: Int) -> RuleFailure { RuleFailure(.minLength, [.integer(minimum)]) }
    static func maxLength(_ maximum: Int) -> RuleFailure { RuleFailure(.maxLength, [.integer(maximum)]) }
    static func minimum(_ minimum: Double) -> RuleFailure { RuleFailure(.minimum, [.number(minimum)]) }
    static func maximum(_ maximum: Double) -> RuleFailure { RuleFailure(.maximum, [.number(maximum)]) }
    static func step(_ step: Double) -> RuleFailure { RuleFailure(.step, [.number(step)]) }
    static func minimumAge(_ age: Int) -> RuleFailure { RuleFailure(.minimumAge, [.integer(age)]) }
    static func maximumAge(_ age: Int) -> RuleFailure { RuleFailure(.maximumAge, [.integer(age)]) }
    static func postalCode(of country: Country) -> RuleFailure { RuleFailure(.postalCode, [.key(country.messageKey)]) }
    /// The field's value must be `value`: text as it is, without JSON's straight quotes (each
    /// language's table quotes it: “LOGIN_CUSTOMER”, «LOGIN_CUSTOMER», „LOGIN_CUSTOMER”), other
    /// values as JSON text (`3`). A check box that must be ticked (or left empty) gets its own
    /// words: "must be true" is not how people speak.
    static func const(_ value: FormValue) -> RuleFailure {
        switch value {
        // No argument: the field's message key says which (``CompiledField/messageKey(for:)``).
        case .bool: RuleFailure(.const)
        case .string(let text): RuleFailure(.const, [.text(text)])
        default: RuleFailure(.const, [.text(value.jsonText())])
        }
    }
    /// The field must equal the one labelled `labelKey`.
    static func equals(_ labelKey: String) -> RuleFailure { RuleFailure(.equals, [.key(labelKey)]) }
}
