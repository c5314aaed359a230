extension FieldTypeDescription {
    /// `postalCode`: the postal code format of the chosen country, ZIP+4 when allowed, and the
    /// region's prefixes when `checkRegion` (`PostalCodeRule`).
    static let postalCode = FieldTypeDescription(
        keys: textKeys.union(["country", "region", "allowZipPlusFour", "checkRegion"]).union(coerceKeys),
        rules: [
            TypeRule(.postalCode, fixed: { _ in Country.allCases.map(RuleFailure.postalCode(of:)) }),
            TypeRule(.postalCodeZipPlusFour, when: { field, form in
                !field.allowZipPlusFour && countryCodes(followedBy: field, in: form).contains(Country.unitedStates.code)
            }, fixed: { _ in [.zipPlusFour] }),
            TypeRule(.postalCodeRegion, when: { field, _ in field.checkRegion && field.region != nil }),
            // An update without its country or the stored record.
            TypeRule(.postalCodeAnyCountry),
        ] + lengthRules,
        extraKeys: { field, form, _ in Set(countryCodes(followedBy: field, in: form).map { "country." + $0 }) })
}
