extension FormSpec {
    /// Every country a submission of this form can be checked against: those its country
    /// fields offer (every country the rules know for one without options), and those of the
    /// country field each region or postal code follows, in its lists' items and its variants too.
    ///
    /// ```swift
    /// let spec = try FormSpec.load(Array(#"{"name": "a", "fields": [{"name": "country", "type": "country", "options": ["US", "CA"]}]}"#.utf8))
    /// spec.offeredCountries   // [US, CA]
    /// ```
    ///
    /// The WebAssembly build asks it before a form runs: a form offering a country beyond the
    /// US and Australia needs the address data, a part the page then downloads.
    package var offeredCountries: Set<Country> {
        var countries: Set<Country> = []
        collectCountries(into: &countries)
        return countries
    }

    private func collectCountries(into countries: inout Set<Country>) {
        for field in fields {
            collectCountries(of: field, into: &countries)
        }
        for variant in union?.variants ?? [] {
            variant.spec.collectCountries(into: &countries)
        }
    }

    private func collectCountries(of field: FieldSpec, into countries: inout Set<Country>) {
        let codes: [String]
        switch field.type {
        case .country: codes = FieldTypeDescription.countryCodes(of: field)
        case .region, .postalCode: codes = FieldTypeDescription.countryCodes(followedBy: field, in: self)
        default: codes = []
        }
        for code in codes {
            if let country = Country(code: code) { countries.insert(country) }
        }
        switch field.items {
        case .value(let item)?:
            collectCountries(of: item, into: &countries)
        case .fields(let items, let groups)?:
            // An item's region may follow a country field of the form.
            itemScope(items, groups: groups).collectItemCountries(items.count, into: &countries)
        case nil:
            break
        }
    }

    private func collectItemCountries(_ itemCount: Int, into countries: inout Set<Country>) {
        for item in fields.prefix(itemCount) {
            collectCountries(of: item, into: &countries)
        }
    }
}
