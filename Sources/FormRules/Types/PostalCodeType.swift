extension FieldTypeDescription {
    /// `postalCode`: the postal code format of the chosen country, ZIP+4 when allowed, and the
    /// region's prefixes when `checkRegion` (`PostalCodeRule`).
    static let postalCode = FieldTypeDescription(
        keys: textKeys.union(["country", "region", "allowZipPlusFour", "checkRegion"]).union(coerceKeys),
        rules: [
            TypeRule(.postalCode, fixed: { field, fields in offeredCountries(of: field, in: fields).map(RuleFailure.postalCode(of:)) }),
            TypeRule(.postalCodeZipPlusFour, when: { field, form in
                !field.allowZipPlusFour && countryCodes(followedBy: field, in: form).contains(Country.unitedStates.code)
            }, fixed: { _, _ in [.zipPlusFour] }),
            TypeRule(.postalCodeRegion, when: { field, _ in field.checkRegion && field.region != nil }),
            // An update without its country or the stored record.
            TypeRule(.postalCodeAnyCountry),
        ] + lengthRules,
        extraKeys: { field, form, _ in
            var keys: Set<String> = []
            let checksRegion = field.checkRegion && field.region != nil && field.messages[RuleCode.postalCodeRegion.rawValue] == nil
            for code in countryCodes(followedBy: field, in: form) {
                keys.insert("country." + code)
                // The region of a country other than the US and Australia is worded neutrally.
                if checksRegion, let country = Country(code: code), !RegionWording.isStatesAndTerritories(country) {
                    keys.insert(RegionWording.subdivisionKey(.postalCodeRegion))
                }
            }
            return keys
        })
}

extension FieldTypeDescription {
    /// The countries the country field of a region or postal code offers; every country of the
    /// data when it offers all, or names a field outside `fields` (of an enclosing list).
    static func offeredCountries(of field: CompiledField, in fields: [CompiledField]) -> [Country] {
        let index = field.step.countryField
        guard fields.indices.contains(index), fields[index].spec.type == .country, let options = fields[index].spec.options else {
            return Country.allCases
        }
        return options.compactMap { Country(code: $0) }
    }
}
