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
        case let failed: return .reject(Self.failure(failed, country: country))
        }
    }

    /// For an update that sends a postal code but neither its country nor the stored record:
    /// the code must be one of some country the form offers (its region cannot be checked either).
    func checkAnyCountry(_ text: String, of countries: [Country]) -> RuleOutcome {
        let formatOnly = PostalCode(allowsZipPlusFour: checker.allowsZipPlusFour, checksRegion: false)
        for country in countries {
            if case .valid(let normalized) = formatOnly.check(text, country: country, region: nil) { return .accept(.string(normalized)) }
        }
        return .reject(RuleFailure(.postalCodeAnyCountry))
    }

    /// The rule over UTF-8 bytes: the failure, or whether normalizing changes the code (a ZIP+4
    /// without its hyphen).
    static func check(
        utf8 bytes: some Sequence<UInt8>, country: Country?, region: Region?, checker: PostalCode
    ) -> (failure: RuleFailure?, normalizes: Bool) {
        guard let country else { return (nil, false) }
        switch checker.verdict(utf8: bytes, country: country, region: region) {
        case .valid(let normalization): return (nil, normalization != .none)
        case .invalid(let failed): return (Self.failure(failed, country: country), false)
        }
    }

    private static func failure(_ result: PostalCode.Outcome, country: Country) -> RuleFailure {
        switch result {
        case .valid, .wrongFormat: .postalCode(of: country)
        case .zipPlusFourNotAllowed: .zipPlusFour
        case .notInRegion(let region): .postalCode(notIn: region)
        }
    }
}
