/// An id another system issued, as it sends it: a non-empty string (`"Magic"`), or a positive
/// whole number (`42`, not `0`, `-3` or `1.5`). A whole number is kept as its canonical
/// literal, every digit exact (`4.2e1` is stored as `42`, `9007199254740993.0` as
/// `9007199254740993`); a number of more than 100 characters, as sent or written out, is
/// refused.
enum IdentifierRule {
    static func check(_ value: FormValue) -> RuleOutcome {
        switch value {
        case .string: return .accept(value)
        case .number(let number):
            // Bounded as number fields are: no id has 100 digits, and `1e1000000` written out
            // would be a megabyte.
            guard number.literal.utf8.count <= NumberRule.maximumLiteralLength else { return .reject(.identifier) }
            let exact = ExactDecimal(literal: number.literal)
            guard !exact.isNegative, !exact.isZero, exact.canonicalIntegerLength <= NumberRule.maximumLiteralLength,
                  let canonical = exact.canonicalInteger else { return .reject(.identifier) }
            return .accept(.number(FormNumber(uncheckedLiteral: canonical, double: number.double)))
        default: return .reject(.identifier)
        }
    }
}
