@testable import FormRules

/// Rules a project might add, for the tests of ``CustomRule``: one without parameters, one
/// with a required and a defaulted parameter that it checks itself.
enum CustomRuleExamples {
    /// Six capital letters or digits whose last is a check character: the sum of the first
    /// five's values (0–9, then A–Z as 10–35) modulo 36.
    struct PromoCode: CustomRule {
        static let code: RuleCode = "promoCode"
        static let fieldTypes: Set<FieldType>? = [.text]

        init(parameters: RuleParameters) {}

        func check(_ value: FormValue) -> CustomRuleFailure? {
            guard let text = value.string else { return CustomRuleFailure() }
            let values = text.utf8.map(Self.value(of:))
            guard values.count == 6, !values.contains(nil) else { return CustomRuleFailure() }
            let digits = values.compactMap { $0 }
            return digits.prefix(5).reduce(0, +) % 36 == digits[5] ? nil : CustomRuleFailure()
        }

        static func value(of byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
            default: nil
            }
        }
    }

    /// A VAT number's shape: the country's two letters, then `digits` digits.
    struct VATNumber: CustomRule {
        static let code: RuleCode = "vatNumber"
        static let parameterNames = ["country", "digits"]
        let country: String
        let digits: Int

        init(parameters: RuleParameters) throws(RuleParameterError) {
            country = try parameters.string("country")
            guard country.utf8.count == 2, country.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
                throw RuleParameterError("must be a country code of two capital letters, not '\(country)'", parameter: "country")
            }
            digits = try parameters.integer("digits", default: 9)
            guard (2...15).contains(digits) else { throw RuleParameterError("must be from 2 to 15, not \(digits)", parameter: "digits") }
        }

        func check(_ value: FormValue) -> CustomRuleFailure? {
            guard let text = value.string, text.hasPrefix(country), text.utf8.count == 2 + digits,
                  text.utf8.dropFirst(2).allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                return CustomRuleFailure([.text(country), .integer(digits)])
            }
            return nil
        }
    }

    /// A number rule, to show rules see normalized numbers: an even whole number.
    struct Even: CustomRule {
        static let code: RuleCode = "even"
        init(parameters: RuleParameters) {}
        func check(_ value: FormValue) -> CustomRuleFailure? {
            guard let number = value.number?.int, number % 2 == 0 else { return CustomRuleFailure() }
            return nil
        }
    }

    static func registry() throws -> RuleRegistry {
        try RuleRegistry([PromoCode.self, VATNumber.self, Even.self])
    }

    /// Loads and compiles a spec of these fields with the registry (or `rules`).
    static func form(_ fields: [String], rules: RuleRegistry? = nil) throws -> CompiledForm {
        let rules = try rules ?? registry()
        let spec = try FormSpec.load(Array(Engine.specJSON(fields).utf8), file: "test.json", rules: rules)
        return try CompiledForm(spec, rules: rules)
    }
}
