/// A postal code of the chosen country and, when one is chosen, of the chosen region (its
/// prefixes; they overlap between regions, so the region is never inferred from the code).
struct PostalCodeRule: Sendable, Hashable {
    var countryField: Int
    var regionField: Int?
    var checker: PostalCode

    func check(_ text: String, country: Country?, region: Region?) -> RuleOutcome {
        guard let country else {
            // No country to check against: the country field reports what is missing.
            return .accept(.string(text))
        }
        switch checker.check(text, country: country, region: region) {
        case .valid(let normalized): return .accept(.string(normalized))
        case .wrongFormat: return .reject(RuleFailure("postalCode", [.key(country.messageKey)]))
        case .zipPlusFourNotAllowed: return .reject(RuleFailure("postalCode.zipPlusFour"))
        case .notInRegion(let region): return .reject(RuleFailure("postalCode.region", [.key(region.messageKey)]))
        }
    }
}
