extension FieldTypeDescription {
    /// `region`: a region (a state or territory in the US and Australia) of the country chosen in the field its `country` names
    /// (`RegionRule`); `region.anyCountry` when an update has neither the country nor the
    /// stored record.
    static let region = FieldTypeDescription(
        keys: ["country", "includeTerritories"],
        rules: [TypeRule(.region), TypeRule(.regionAnyCountry)],
        extraKeys: { field, form, _ in
            var keys: Set<String> = []
            let catalog = RegionCatalog(options: field.includeTerritories ? .all : [])
            let codes = countryCodes(followedBy: field, in: form)
            for code in codes {
                keys.insert("country." + code)
                guard let country = Country(code: code) else { continue }
                for region in catalog.regions(in: country) { keys.insert(region.messageKey) }
            }
            if RegionWording.offersOtherThanStatesAndTerritories(codes) {
                for rule in [RuleCode.region, .regionAnyCountry] where field.messages[rule.rawValue] == nil {
                    keys.insert(RegionWording.subdivisionKey(rule))
                }
            }
            return keys
        })
}
