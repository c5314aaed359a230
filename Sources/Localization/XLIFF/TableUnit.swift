/// One translatable text of a table in one language: where it lives in the table's files and
/// how XLIFF names it.
struct TableUnit: Sendable, Hashable {
    /// Where the text is in a table.
    enum Address: Sendable, Hashable {
        /// A `.strings` key.
        case strings(key: String)
        /// A `.stringsdict` key's `NSStringLocalizedFormatKey`.
        case stringsDictFormat(key: String)
        /// A variant of a `.stringsdict` variable (`one`, `few`...).
        case stringsDictVariant(key: String, variable: String, category: String)
        /// A String Catalog string unit: the path below the localization without `stringUnit`
        /// (`[]`, `["variations", "plural", "one"]`, `["substitutions", "n", "variations", "plural", "few"]`).
        case catalog(key: String, path: [String])

        var key: String {
            switch self {
            case .strings(let key), .stringsDictFormat(let key), .stringsDictVariant(let key, _, _), .catalog(let key, _): key
            }
        }
    }

    var address: Address
    var id: String
    var source: String
    /// The text in the target language, `nil` when missing.
    var target: String?
    /// XLIFF `state` of the target.
    var state: String?
    var note: String?
    /// The value types of the `.stringsdict` variables, for comparing a format key's
    /// `%#@name@` with the source.
    var variableTypes: [String: ArgumentKind] = [:]
    /// What a translation's specifiers are compared with: the source, or for a plural variant
    /// whose source reads no argument ("1 character"), the development `other` variant, as a
    /// translation may well write the number there ("%ld символ").
    var formatReference: String?
    /// For a plural variant, the development `other` variant: a specifier problem it shares
    /// with the translation is the developer's, not the translator's.
    var pluralOther: String?
    /// For a String Catalog substitution variant, the substitution's specifier (`lld`): Xcode
    /// writes the substituted number as `%arg` there, which reads as `%lld`.
    var argumentSpecifier: String?

    /// `text` with a substitution's `%arg` written as its specifier, for comparing specifiers.
    func comparable(_ text: String) -> String {
        guard let argumentSpecifier else { return text }
        return text.replacing("%arg", with: "%" + argumentSpecifier)
    }

    /// A plural variant's reference: its source if that reads an argument, else `other`.
    static func reference(source: String, other: String?) -> String {
        guard let other, FormatString(source).specifiers.isEmpty else { return source }
        return other
    }

    /// The XLIFF id Xcode gives a `.stringsdict` text.
    static func stringsDictID(key: String, variable: String?, category: String?) -> String {
        guard let variable, let category else { return "/\(key):dict/\(StringsDictEntry.formatKey):dict/:string" }
        return "/\(key):dict/\(variable):dict/\(category):dict/:string"
    }

    /// The XLIFF id Xcode gives a String Catalog text: the key, then `|==|` and the variation
    /// path (`plural.one`, `device.iphone`, `substitutions.n.plural.few`).
    static func catalogID(key: String, path: [String]) -> String {
        let parts = path.filter { $0 != "variations" }
        return parts.isEmpty ? key : key + "|==|" + parts.joined(separator: ".")
    }

    /// XLIFF 1.2 state for a String Catalog state (unknown ones as `x-<state>`, which the
    /// schema allows).
    static func xliffState(_ state: StringCatalogStringUnit.State?) -> String? {
        guard let state else { return nil }
        switch state {
        case .translated: return "translated"
        case .new: return "new"
        case .needsReview, .stale: return "needs-review-translation"
        default: return "x-" + state.rawValue
        }
    }
}

/// Orders variant names by CLDR order (`zero one two few many other`), others after in their order.
enum PluralOrder {
    static func merge(_ lists: [[String]]) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for list in lists { for name in list where seen.insert(name).inserted { names.append(name) } }
        guard names.allSatisfy({ PluralCategory(rawValue: $0) != nil }) else { return names }
        return names.sorted { (PluralCategory(rawValue: $0) ?? .other) < (PluralCategory(rawValue: $1) ?? .other) }
    }

    /// The categories `language` needs, CLDR order.
    static func categories(of language: LanguageTag) -> [String] {
        PluralRules(locale: language.description).categories.sorted().map(\.rawValue)
    }
}
