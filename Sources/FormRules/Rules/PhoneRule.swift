/// An international phone number shape: an optional `+` and 8 to 15 digits (E.164's length),
/// spaces, dots, hyphens and parentheses allowed between them and removed when normalizing.
enum PhoneRule {
    static func check(_ text: String) -> RuleOutcome {
        var digits = ""
        var sawPlus = false
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "0"..."9": digits.unicodeScalars.append(scalar)
            case "+" where index == 0: sawPlus = true
            case " ", ".", "-", "(", ")": continue
            default: return .reject(RuleFailure("phone"))
            }
        }
        guard (8...15).contains(digits.count) else { return .reject(RuleFailure("phone")) }
        return .accept(.string(sawPlus ? "+" + digits : digits))
    }
}
