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
            let codes = countryCodes(followedBy: field, in: form)
            var keys = Set(codes.map { "country." + $0 })
            if field.checkRegion, field.region != nil, field.messages[RuleCode.postalCodeRegion.rawValue] == nil,
               RegionWording.offersOtherThanStatesAndTerritories(codes) {
                keys.insert(RegionWording.subdivisionKey(.postalCodeRegion))
            }
            return keys
        })
}
