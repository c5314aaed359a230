/// A ``CustomRule``'s verdict on a value it rejects: the message arguments that follow the
/// field's label (classified, never worded: the app's catalog words `rule.<code>`).
///
/// ```swift
/// CustomRuleFailure([.text("DE"), .integer(9)])   // "%1$@ is not a VAT number of %2$@ (%3$d digits)."
/// ```
public struct CustomRuleFailure: Sendable, Hashable {
    public var arguments: [MessageArgument]

    public init(_ arguments: [MessageArgument] = []) {
        self.arguments = arguments
    }
}
