/// A rule kind a project adds in Swift, which its specs use by name: the same shape as the
/// built-in rules (a code, a check of one value that classifies a failure with message
/// arguments, the message key `rule.<code>`), built once per spec from the parameters the spec
/// gives it.
///
/// Register it in a ``RuleRegistry`` and pass the registry where specs are loaded and compiled;
/// a spec names it in a field's `rules`:
///
/// ```swift
/// struct PromoCode: CustomRule {
///     static let code: RuleCode = "promoCode"
///     static let parameterNames = ["length"]
///     let length: Int
///
///     init(parameters: RuleParameters) throws(RuleParameterError) {
///         length = try parameters.integer("length", default: 6)
///     }
///
///     func check(_ value: FormValue) -> CustomRuleFailure? {
///         value.string?.count == length ? nil : CustomRuleFailure([.integer(length)])
///     }
/// }
/// // { "name": "promo", "type": "text", "rules": [{ "rule": "promoCode", "length": 8 }] }
/// ```
///
/// The rule runs after the field's built-in checks, on the normalized value (trimmed, an
/// e-mail's domain lower-cased), only when the field is available, has a value and passed
/// them. A problem it finds is a ``ValidationIssue`` with ``code`` as its rule, the field's
/// path, the message key `rule.<code>` (or the field's `messages` override) and the arguments
/// the label, then the failure's.
public protocol CustomRule: Sendable {
    /// The name specs use (`"rules": ["promoCode"]`), which is also the code of its problems
    /// and the stem of its message key (`rule.promoCode`). Letters, digits, `.`, `_` and `-`,
    /// starting with a letter, and not a built-in rule's code.
    static var code: RuleCode { get }
    /// The parameters a spec may give (`{"rule": "vatNumber", "country": "DE"}`): any other
    /// key is a spec error. None by default.
    static var parameterNames: [String] { get }
    /// The field types the rule applies to; nil (the default) for any type.
    static var fieldTypes: Set<FieldType>? { get }

    /// Makes the rule from a spec's parameters, once, when the spec is compiled.
    /// - Throws: ``RuleParameterError`` for a missing or unusable parameter: the spec does not
    ///   compile, and the error says which field, rule and parameter.
    init(parameters: RuleParameters) throws(RuleParameterError)

    /// Checks a field's normalized value: nil when it passes.
    func check(_ value: FormValue) -> CustomRuleFailure?
}

extension CustomRule {
    public static var parameterNames: [String] { [] }
    public static var fieldTypes: Set<FieldType>? { nil }
    /// The message key of the rule's default wording, `rule.<code>`: the app's catalog has it.
    public static var messageKey: String { code.messageKey }
}
