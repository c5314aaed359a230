extension FieldTypeDescription {
    /// `region`: a state or territory of the country chosen in the field its `country` names
    /// (`RegionRule`); `region.anyCountry` when an update has neither the country nor the
    /// stored record.
    static let region = FieldTypeDescription(
        keys: ["country", "includeTerritories"],
        rules: [TypeRule(.region), TypeRule(.regionAnyCountry)],
        extraKeys: { field, form, _ in
            var keys: Set<String> = []
            let catalog = RegionCatalog(options: field.includeTerritories ? .all : [])
            for code in countryCodes(followedBy: field, in: form) {
                keys.insert("country." + code)
                guard let country = Country(code: code) else { continue }
                for region in catalog.regions(in: country) { keys.insert(region.messageKey) }
            }
            return keys
        })
}
