/// A field's use of a rule a project adds (``CustomRule``): its name and the parameters the
/// spec gives it, as written in the field's `rules`.
///
/// ```json
/// "rules": ["promoCode", { "rule": "vatNumber", "country": "DE" }]
/// ```
///
/// Loading reads the entry; compiling with a ``RuleRegistry`` looks the name up and lets the
/// rule check its parameters.
public struct CustomRuleUse: Sendable, Hashable {
    /// The rule's name, its ``CustomRule/code``.
    public var name: String
    public var parameters: RuleParameters

    public init(name: String, parameters: RuleParameters = RuleParameters()) {
        self.name = name
        self.parameters = parameters
    }
}
