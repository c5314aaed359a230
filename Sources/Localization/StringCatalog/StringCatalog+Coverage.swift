/// What a coverage check needs from a catalog, language by language.
///
/// ```swift
/// for summary in catalog.localeSummaries() where summary.locale == "ru" {
///     for key in summary.keys where key.pluralCategories != ["one", "few", "many", "other"] { ... }
/// }
/// ```
package struct StringCatalogLocaleSummary: Sendable, Hashable {
    /// One key's localization in the summary's language.
    package struct Key: Sendable, Hashable {
        /// The localized string's key.
        package var key: String
        /// The state of every string unit of the localization (variations and substitutions
        /// included), in a stable order; units without a state are left out.
        package var states: [StringCatalogStringUnit.State]
        /// The plural categories of the localization's own plural variations (also those nested
        /// under a device variation), CLDR categories in CLDR order, then any others sorted.
        package var pluralCategories: [String]
        /// The plural categories of each substitution that varies by plural, by substitution name.
        package var substitutionPluralCategories: [String: [String]]

        package init(key: String, states: [StringCatalogStringUnit.State], pluralCategories: [String], substitutionPluralCategories: [String: [String]]) {
            self.key = key
            self.states = states
            self.pluralCategories = pluralCategories
            self.substitutionPluralCategories = substitutionPluralCategories
        }
    }

    /// The language tag.
    package var locale: String
    /// The keys that have a localization in ``locale``, in file order.
    package var keys: [Key]

    package init(locale: String, keys: [Key]) {
        self.locale = locale
        self.keys = keys
    }
}

extension StringCatalog {
    /// For each language (sorted), each key that has a localization in it, with its plural
    /// categories and string-unit states. Keys missing from a language are not listed: compare
    /// with ``keys`` to find them.
    package func localeSummaries() -> [StringCatalogLocaleSummary] {
        var byLocale: [String: [StringCatalogLocaleSummary.Key]] = [:]
        for entry in entries {
            for (locale, localization) in entry.localizations {
                var states: [StringCatalogStringUnit.State] = []
                localization.forEachStringUnit { _, unit in
                    if let state = unit.state { states.append(state) }
                }
                var substitutionCategories: [String: [String]] = [:]
                for (name, substitution) in localization.substitutions {
                    if let variations = substitution.variations, let categories = Self.pluralCategories(in: variations) {
                        substitutionCategories[name] = categories
                    }
                }
                let categories = localization.variations.flatMap(Self.pluralCategories(in:)) ?? []
                byLocale[locale, default: []].append(.init(
                    key: entry.key, states: states, pluralCategories: categories,
                    substitutionPluralCategories: substitutionCategories))
            }
        }
        return byLocale.keys.sorted().map { StringCatalogLocaleSummary(locale: $0, keys: byLocale[$0] ?? []) }
    }

    /// The plural categories anywhere in `variations`, or `nil` if it never varies by plural.
    static func pluralCategories(in variations: StringCatalogVariations) -> [String]? {
        var found = Set<String>()
        var hasPlural = false
        func visit(_ variations: StringCatalogVariations) {
            for (kind, cases) in variations.kinds {
                if kind == "plural" {
                    hasPlural = true
                    found.formUnion(cases.keys)
                }
                for variation in cases.values {
                    if let nested = variation.variations { visit(nested) }
                }
            }
        }
        visit(variations)
        guard hasPlural else { return nil }
        let order = StringsDictVariable.pluralCategories
        return order.filter(found.contains) + found.subtracting(order).sorted()
    }
}
