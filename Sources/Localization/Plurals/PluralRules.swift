/// The cardinal plural rules of one language: which ``PluralCategory`` a number falls into.
///
/// Built-in rules cover every locale in CLDR's `plurals.xml` (see ``supportedLocales``);
/// they are parsed once, on first use, and shared.
///
/// ```swift
/// let russian = PluralRules(locale: "ru-RU")
/// russian.category(for: PluralOperands(21))                     // .one
/// russian.category(for: PluralOperands(5))                      // .many
/// russian.category(for: try PluralOperands(parsing: "1.5"))     // .other
/// russian.categories                                            // [.one, .few, .many, .other]
/// ```
public struct PluralRules: Sendable, Hashable {
    /// The CLDR locale whose rules these are (`"pt_PT"`, `"sr"`, `"root"`), or `"custom"` for
    /// rules made with ``init(parsing:)``.
    public let localeIdentifier: String
    /// Rules other than `other`'s, in CLDR order; the first that matches wins.
    private let rules: [CategoryRule]

    struct CategoryRule: Sendable, Hashable {
        var category: PluralCategory
        var rule: PluralRule
    }

    /// The built-in rules for a BCP 47 or CLDR locale identifier.
    ///
    /// The identifier may use `-` or `_` and any letter case (`pt-PT`, `pt_PT`, `zh-Hant-TW`,
    /// `sr-Latn`, `en-US-u-nu-latn`). The full identifier is tried first, then ever shorter
    /// prefixes, with language plus region tried before the bare language when a script sits
    /// between them (`pt-Latn-PT` finds `pt_PT`). An identifier CLDR does not know gets the
    /// rules of `root`, where every number is `other`.
    ///
    /// Only the locale's own rules are parsed (a few conditions), not CLDR's whole table: a
    /// program that shows one language pays for one.
    public init(locale identifier: String) {
        for candidate in Self.candidates(for: identifier) {
            if let group = Self.group(of: candidate) {
                self = Self.parsed(Self.cldrGroups[group], locale: candidate)
                return
            }
        }
        self = Self.group(of: "root").map { Self.parsed(Self.cldrGroups[$0], locale: "root") } ?? PluralRules(localeIdentifier: "root", rules: [])
    }

    /// Rules given as CLDR condition text per category, for languages or revisions the built-in
    /// table lacks.
    ///
    /// - Parameter rules: A condition per category. `other` needs none; if present, it must be
    ///   empty or only samples, since it means "everything else".
    /// - Throws: ``PluralError`` when a condition does not parse, or
    ///   ``PluralError/Code/conditionOnOther``.
    public init(parsing rules: [PluralCategory: String]) throws(PluralError) {
        var compiled: [CategoryRule] = []
        for category in PluralCategory.allCases {
            guard let text = rules[category] else { continue }
            let rule = try PluralRule(parsing: text)
            if category == .other {
                guard rule.isAlwaysTrue else {
                    throw PluralError(
                        code: .conditionOnOther,
                        message: "the 'other' category takes no condition, found '\(text)'")
                }
                continue
            }
            compiled.append(CategoryRule(category: category, rule: rule))
        }
        self.init(localeIdentifier: "custom", rules: compiled)
    }

    init(localeIdentifier: String, rules: [CategoryRule]) {
        self.localeIdentifier = localeIdentifier
        self.rules = rules
    }

    /// The category of a number with these operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        for entry in rules where entry.rule.matches(operands) {
            return entry.category
        }
        return .other
    }

    /// The category of an integer, written without a fraction.
    public func category(for value: some BinaryInteger) -> PluralCategory {
        category(for: PluralOperands(value))
    }

    /// The categories this language uses, `other` always among them: the forms a translation
    /// must provide.
    public var categories: Set<PluralCategory> {
        Set(rules.map { $0.category }).union([.other])
    }

    /// The condition of a category, `nil` for `other` and for categories the language lacks.
    package func rule(for category: PluralCategory) -> PluralRule? {
        rules.first(where: { $0.category == category })?.rule
    }

    /// The CLDR locale identifiers with built-in rules, sorted (`"af"`, …, `"pt_PT"`, …).
    public static var supportedLocales: [String] {
        cldrGroups.flatMap { $0.locales.split(separator: " ").map(String.init) }.sorted()
    }

    /// Lookup keys for an identifier, most specific first: lowercase, subtags joined by `_`.
    static func candidates(for identifier: String) -> [String] {
        // `en_US@calendar=…` (ICU keywords) and `en.UTF-8` (POSIX) carry nothing for plurals.
        let base = identifier.prefix(while: { $0 != "@" && $0 != "." })
        let subtags = base.lowercased()
            .split(whereSeparator: { $0 == "-" || $0 == "_" })
            .map(String.init)
        guard !subtags.isEmpty else { return [] }
        var candidates: [String] = []
        for length in stride(from: subtags.count, through: 1, by: -1) {
            if length == 1, subtags.count >= 3, subtags[1].count == 4 {
                // language-Script-REGION: try language_REGION before the bare language.
                candidates.append(subtags[0] + "_" + subtags[2])
            }
            candidates.append(subtags[..<length].joined(separator: "_"))
        }
        return candidates
    }

    /// Every built-in locale's rules, parsed on first use; keys are lowercase identifiers.
    static let builtIn: [String: PluralRules] = {
        var table: [String: PluralRules] = [:]
        for group in cldrGroups {
            let compiled = parsed(group, locale: "").rules
            for locale in group.locales.split(separator: " ") {
                table[locale.lowercased()] = PluralRules(localeIdentifier: String(locale), rules: compiled)
            }
        }
        return table
    }()

    /// The group of a built-in locale given as a lowercase identifier (`pt_pt`), found by
    /// scanning the table's identifiers without parsing any rule. A scan, not an index: building
    /// a dictionary of all ~220 identifiers cost a one-message run more than its message.
    static func group(of candidate: String) -> Int? {
        let wanted = candidate.utf8
        for (number, group) in cldrGroups.enumerated() {
            let locales = group.locales.utf8
            var start = locales.startIndex
            while start != locales.endIndex {
                let end = locales[start...].firstIndex(of: 0x20) ?? locales.endIndex
                // The table writes regions in capitals (`pt_PT`); candidates are lowercase.
                if locales[start..<end].elementsEqual(wanted, by: { (0x41...0x5A).contains($0) ? $0 | 0x20 == $1 : $0 == $1 }) {
                    return number
                }
                start = end == locales.endIndex ? end : locales.index(after: end)
            }
        }
        return nil
    }

    /// A group's rules, parsed, for one of its locales (its identifier as CLDR writes it).
    static func parsed(_ group: CLDRPluralGroup, locale: String) -> PluralRules {
        var compiled: [CategoryRule] = []
        for (category, text) in group.rules {
            do {
                compiled.append(CategoryRule(category: category, rule: try PluralRule(parsing: text)))
            } catch {
                // The table is generated from CLDR and every rule is parsed by the tests.
                preconditionFailure("built-in CLDR rule for \(group.locales) does not parse: \(error)")
            }
        }
        let written = group.locales.split(separator: " ").first { $0.lowercased() == locale }.map(String.init) ?? locale
        return PluralRules(localeIdentifier: written, rules: compiled)
    }
}

/// The locales sharing one `<pluralRules>` element of CLDR's `plurals.xml`.
struct CLDRPluralGroup: Sendable {
    /// Space-separated CLDR locale identifiers (`"ca it pt_PT"`).
    var locales: String
    /// Conditions for every category but `other`, in CLDR order.
    var rules: [(PluralCategory, String)]
}
