/// Why a ``CustomRule`` cannot be made from the parameters a spec gives it: the spec does not
/// compile, and the ``SpecError`` names the field, the rule and the parameter.
///
/// ```swift
/// throw RuleParameterError("must be a country code of two capital letters", parameter: "country")
/// // Specs/order.json:7:52: parameter 'country' of rule 'vatNumber' in field 'vat': must be a country code of two capital letters
/// ```
public struct RuleParameterError: Error, Sendable, Hashable {
    /// What is wrong, without the place.
    public var message: String
    /// The parameter at fault, or nil for the parameters as a whole.
    public var parameter: String?

    public init(_ message: String, parameter: String? = nil) {
        self.message = message
        self.parameter = parameter
    }
}
