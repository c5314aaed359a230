/// An id another system issued, as it sends it: a non-empty string (`"Magic"`), or a positive
/// whole number (`42`, not `0`, `-3` or `1.5`). A whole number is kept as its canonical
/// literal (`4.2e1` is stored as `42`).
enum IdentifierRule {
    static func check(_ value: FormValue) -> RuleOutcome {
        switch value {
        case .string: return .accept(value)
        case .number(let number):
            // A whole number's nearest Double is at least 1 exactly when the number is.
            guard number.isWholeNumber, number.double >= 1 else { return .reject(.identifier) }
            // Beyond Int (a 30-digit id) the literal is kept as sent.
            return .accept(number.int.map { .number(FormNumber($0)) } ?? value)
        default: return .reject(.identifier)
        }
    }
}
