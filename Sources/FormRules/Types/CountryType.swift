extension FieldTypeDescription {
    /// `country`: an ISO 3166-1 alpha-2 code among the spec's `options` (every country the
    /// rules know without them).
    static let country = FieldTypeDescription(
        keys: ["options"],
        rules: [TypeRule(.country)],
        extraKeys: { field, _, _ in Set(countryCodes(of: field).map { "country." + $0 }) })

    /// The country codes a country field offers: its options, or every country the rules know.
    static func countryCodes(of field: FieldSpec?) -> [String] {
        field?.options ?? Country.allCases.map { $0.code }
    }

    /// The codes offered by the country field that `field` (a region or postal code) follows;
    /// every country the rules know when it follows none.
    static func countryCodes(followedBy field: FieldSpec, in form: FormSpec) -> [String] {
        let countryField = form.fields.first { $0.name == field.country }
        return countryField.map { countryCodes(of: $0) } ?? Country.allCases.map { $0.code }
    }

    /// The countries the country field of a compiled region or postal code offers; every
    /// country when it names a field outside `fields` (of an enclosing list).
    static func offeredCountries(of field: CompiledField, in fields: [CompiledField]) -> [Country] {
        let index = field.step.countryField
        let countryField = fields.indices.contains(index) && fields[index].spec.type == .country ? fields[index].spec : nil
        return countryCodes(of: countryField).compactMap { Country(code: $0) }
    }
}
