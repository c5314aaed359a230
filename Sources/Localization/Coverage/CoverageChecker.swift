import FormCore

/// Compares each locale of a catalog with its development language.
struct CoverageChecker {
    let catalog: Catalog
    let requiredKeys: Set<String>
    var findings: [CatalogDiagnostic] = []
    /// Per locale's rules and category: whether ordinary numbers select it, and samples for messages.
    private var categoryFacts: [String: (ordinary: Bool, samples: String)] = [:]
    /// The keys every locale must have: the development language's and the required ones,
    /// development keys in file order then required keys sorted.
    private let expectedKeys: ExpectedKeys
    /// Whether the development text lives in code (``Catalog/stringsLiveInCode``): the key set
    /// is the translations' keys, none is stale, and the development language is checked only
    /// for the keys its table has.
    private let stringsInCode: Bool
    /// Development keys whose text is Interface Builder's placeholder ("Label"), replaced at run time.
    private let interfaceBuilderPlaceholders: Set<String>
    /// Development keys whose text is a sentence (words, and longer than a short text).
    private let sentences: Set<String>
    /// Whether a text equal to the development text is left untranslated or kept on purpose.
    private let judgement: UntranslatedJudgement

    init(catalog: Catalog, requiredKeys: Set<String>) {
        self.catalog = catalog
        self.requiredKeys = requiredKeys
        let development = catalog.developmentTable
        // A storyboard's texts with nothing to translate (Interface Builder's placeholders, "0",
        // "⌘O") are written by ibtool but are nobody's work: not required.
        var placeholders: Set<String> = []
        var sentenceKeys: Set<String> = []
        // Sentences tell how a translation into another language treats them: none to tell
        // without one, and for a large single-language table the set was a fortieth of linting it.
        let hasOtherLanguage = catalog.locales.contains { $0.language != catalog.developmentLanguage.language }
        var keys = ExpectedKeys(development: development.ordered)
        for (position, message) in development.ordered.enumerated() {
            let key = message.key
            let fromInterfaceBuilder = Self.isFromInterfaceBuilder(message)
            let text = message.displayText
            let hasWords = UntranslatedJudgement.hasWords(text)
            if fromInterfaceBuilder && (Self.interfaceBuilderDefaults.contains(text) || text.hasPrefix("Lorem ipsum")) {
                placeholders.insert(key)
            }
            if hasOtherLanguage && hasWords && !UntranslatedJudgement.isShort(text) { sentenceKeys.insert(key) }
            if !message.shouldTranslate || (fromInterfaceBuilder && (placeholders.contains(key) || !hasWords)) { keys.leaveOut(position: position) }
        }
        interfaceBuilderPlaceholders = placeholders
        sentences = sentenceKeys
        stringsInCode = catalog.stringsLiveInCode
        // A set of the keys so far only when more may join them: for a large table without
        // required keys, it was a tenth of what linting it holds.
        if stringsInCode || !requiredKeys.isEmpty {
            var known = Set(keys)
            if stringsInCode {
                // The translations' keys, in the order of the locales' files.
                for locale in catalog.locales where locale != catalog.developmentLanguage {
                    for message in catalog.tables[locale]?.ordered ?? [] where known.insert(message.key).inserted { keys.add(message.key) }
                }
            }
            for key in requiredKeys.subtracting(known).sorted() { keys.add(key) }
        }
        self.expectedKeys = keys
        let others = catalog.tables.values.filter { $0.locale.language != catalog.developmentLanguage.language }
        judgement = UntranslatedJudgement(development: development, others: others.sorted { $0.locale < $1.locale })
    }

    mutating func check(_ locale: LanguageTag) -> LocaleCoverage {
        let development = catalog.developmentTable
        let isDevelopment = locale == catalog.developmentLanguage
        let table = catalog.tables[locale] ?? CatalogTable(locale: locale, files: [], keys: [], messages: [:])
        var row = LocaleCoverage(locale: locale, isDevelopmentLanguage: isDevelopment, files: table.files)
        row.keys = table.count
        row.duplicates = Set(catalog.diagnostics.filter { $0.code == .duplicateKey && $0.locale == locale }.compactMap(\.key)).count
        let fileLocation = table.files.first.map { SourceLocation(file: $0, offset: 0, line: 0, column: 0) }
        let sameLanguage = locale.language == catalog.developmentLanguage.language

        // How the locale treats sentences tells how to read a short text left as it is.
        var translatedSentences = 0
        var identicalSentences = 0
        if !isDevelopment && !sameLanguage {
            for key in sentences {
                guard let text = table.messages[key]?.displayText, !text.isEmpty else { continue }
                translatedSentences += 1
                if text == development.messages[key]?.displayText { identicalSentences += 1 }
            }
        }
        let leavesSentences = UntranslatedJudgement.leavesSentences(identical: identicalSentences, sentences: translatedSentences)
        let keysToCheck = isDevelopment && stringsInCode ? expectedKeys.filter { table.messages[$0] != nil || requiredKeys.contains($0) } : expectedKeys
        row.required = keysToCheck.count
        for key in keysToCheck {
            // A development-language entry in state `new` is the source text Xcode extracted
            // (a storyboard's, code's): present. Elsewhere `new` is not translated yet.
            guard let message = table.messages[key], isDevelopment || message.state != .new else {
                row.missing += 1
                if requiredKeys.contains(key) {
                    findings.append(CatalogDiagnostic(
                        code: .requiredKeyMissing, severity: .error,
                        message: "\(CatalogDiagnostic.quoted(key)) is missing from \(locale), and the specs need it",
                        location: fileLocation, locale: locale, key: key))
                } else {
                    findings.append(CatalogDiagnostic(
                        code: .missingKey, severity: .note, message: "\(CatalogDiagnostic.quoted(key)) has no \(locale) translation yet",
                        location: table.messages[key]?.location ?? development.messages[key]?.location, locale: locale, key: key))
                }
                continue
            }
            if message.state == .needsReview {
                row.needsReview += 1
                findings.append(CatalogDiagnostic(
                    code: .needsReview, severity: .warning, message: "\(CatalogDiagnostic.quoted(key)) in \(locale) is marked for review",
                    location: message.location, locale: locale, key: key))
            }
            guard !isDevelopment, let reference = development.messages[key] else {
                row.withText += isDevelopment || !message.displayText.isEmpty ? 1 : 0
                checkDevelopmentFormat(message)
                continue
            }
            let text = message.displayText
            let referenceText = reference.displayText
            if text.isEmpty, !referenceText.isEmpty {
                row.empty += 1
                findings.append(CatalogDiagnostic(
                    code: .emptyValue, severity: .warning, message: "\(CatalogDiagnostic.quoted(key)) is empty in \(locale)",
                    location: message.location, locale: locale, key: key))
                continue
            }
            row.withText += 1
            // Not untranslated: a text a String Catalog marks translated (its translator kept it
            // on purpose), one marked `[identical]`, a storyboard's placeholder text, and what
            // the judgement keeps (names, loan words, acronyms, addresses).
            let mayBeUntranslated = !sameLanguage && message.state != .translated && !interfaceBuilderPlaceholders.contains(key)
                && !Self.contains(message.comment, Self.identicalMarker)
            if mayBeUntranslated, judgement.isUntranslated(key: key, text: text, reference: referenceText, locale: locale, leavesSentences: leavesSentences) {
                row.untranslated += 1
                findings.append(CatalogDiagnostic(
                    code: .untranslated, severity: .warning,
                    message: "\(CatalogDiagnostic.quoted(key)) in \(locale) is the same as in \(catalog.developmentLanguage): \(CatalogDiagnostic.quoted(text))",
                    location: message.location, locale: locale, key: key))
            } else if mayBeUntranslated, text != referenceText, UntranslatedJudgement.isLatinLeftInPlace(text, locale: locale) {
                row.untranslated += 1
                findings.append(CatalogDiagnostic(
                    code: .untranslated, severity: .warning,
                    message: "\(CatalogDiagnostic.quoted(key)) in \(locale) is in Latin letters, not \(locale)'s own script: \(CatalogDiagnostic.quoted(text)) (the development text is \(CatalogDiagnostic.quoted(referenceText)))",
                    location: message.location, locale: locale, key: key, detail: "latinScript"))
            } else if mayBeUntranslated, message.isPlural, checkPluralVariants(message, against: reference) {
                row.untranslated += 1
            }
            if checkFormat(message, against: reference) { row.formatMismatches += 1 }
        }

        for message in table.ordered where !isDevelopment && !stringsInCode && development.messages[message.key] == nil && !requiredKeys.contains(message.key) {
            row.stale += 1
            findings.append(CatalogDiagnostic(
                code: .staleKey, severity: .warning,
                message: "\(CatalogDiagnostic.quoted(message.key)) is not a key of the development language (\(catalog.developmentLanguage)): a leftover?",
                location: message.location, locale: locale, key: message.key))
        }

        for message in table.ordered where message.isPlural {
            if checkPlurals(message, rules: table.pluralRules) { row.pluralGaps += 1 }
        }
        return row
    }

    /// Plural variants left in the development language (a `zero` form still English in
    /// Russian: Apple uses `zero` for 0 in every language, so users see it): each reported at
    /// its place. Whether any was.
    private mutating func checkPluralVariants(_ message: CatalogMessage, against reference: CatalogMessage) -> Bool {
        var found = false
        for variable in message.variables {
            guard let developmentVariable = reference.variables.first(where: { $0.name == variable.name }) else { continue }
            for variant in variable.variants {
                let developmentText = (developmentVariable.variants.first { $0.category == variant.category }
                    ?? developmentVariable.variants.first { $0.category == "other" })?.format.text
                guard let developmentText, variant.format.text == developmentText, UntranslatedJudgement.hasWords(developmentText) else { continue }
                found = true
                findings.append(CatalogDiagnostic(
                    code: .untranslated, severity: .warning,
                    message: "\(CatalogDiagnostic.quoted(message.key)) in \(message.locale): the '\(variant.category)' form of '\(variable.name)' is the same as in \(catalog.developmentLanguage): \(CatalogDiagnostic.quoted(developmentText))",
                    location: variant.location ?? message.location, locale: message.locale, key: message.key))
            }
        }
        return found
    }

    /// Interface Builder's default texts ("Label", "Button"...), which the app replaces at run
    /// time: their translation shows nowhere.
    static let interfaceBuilderDefaults: Set<String> = [
        "Label", "Button", "Title", "Subtitle", "Detail", "Text", "Item", "First", "Second", "Tab Bar Item", "Bar Button Item",
        "Navigation Item", "Text Cell", "Table View Cell", "Box", "Menu Item", "Window", "View", "Multiline Label", "Static Text",
        "Check", "Radio", "Push", "Item 1", "Item 2", "Item 3", "Tab", "Menu",
    ]

    /// Whether a text comes from a storyboard or xib: the file itself, or a table ibtool
    /// generated from it (its comments name the object).
    static func isFromInterfaceBuilder(_ message: CatalogMessage) -> Bool {
        let file = message.location?.file ?? ""
        return file.hasSuffix(".storyboard") || file.hasSuffix(".xib") || contains(message.comment, "ObjectID = \"")
    }

    /// Whether an optional text holds `marker`.
    static func contains(_ text: String?, _ marker: StaticString) -> Bool {
        text.map { Localization.text($0, contains: marker) } ?? false
    }

    /// Written in a translation's comment, says the text is the development text on purpose
    /// (a name such as "Ohio"): no untranslated warning.
    static let identicalMarker: StaticString = "[identical]"

    // MARK: - Formats

    /// Reports a development text with a `%` that starts no valid specifier.
    private mutating func checkDevelopmentFormat(_ message: CatalogMessage) {
        for rendition in [message.reference] {
            guard let first = rendition.errors.first else { continue }
            findings.append(CatalogDiagnostic(
                code: .invalidFormat, severity: .warning,
                message: "\(CatalogDiagnostic.quoted(message.key)): \(first.message); if the text is used as a format, write '%%' for a percent sign",
                location: rendition.location(of: nil), locale: message.locale, key: message.key, detail: first.code.rawValue))
        }
    }

    /// Reports the differences between a translation and the development text, for every
    /// combination of plural variants; returns whether any is an error.
    private mutating func checkFormat(_ message: CatalogMessage, against reference: CatalogMessage) -> Bool {
        // A development text that is not a valid format is not used as one.
        guard reference.reference.errors.isEmpty else { return false }
        var seen: Set<String> = []
        var hasError = false
        let renditions = message.renditions.isEmpty ? [message.reference] : message.renditions
        for rendition in renditions {
            for finding in rendition.findings where seen.insert(finding.code + "\u{0}" + finding.message).inserted {
                let isError = finding.severity == .error
                hasError = hasError || isError
                findings.append(CatalogDiagnostic(
                    code: isError ? .formatMismatch : .formatDifference, severity: isError ? .error : .warning,
                    message: "\(CatalogDiagnostic.quoted(message.key)) in \(message.locale): \(finding.message)",
                    location: rendition.location(of: finding.range?.lowerBound), locale: message.locale, key: message.key,
                    detail: finding.code))
            }
        }
        return hasError
    }

    // MARK: - Plurals

    /// Reports categories missing from (or never selected in) each plural variable; returns
    /// whether a category is missing.
    private mutating func checkPlurals(_ message: CatalogMessage, rules: PluralRules) -> Bool {
        var gap = false
        for variable in message.variables {
            let present = Set(variable.variants.compactMap(\.pluralCategory))
            let missing = PluralCategory.allCases.filter { rules.categories.contains($0) && !present.contains($0) }
            let fractions = variable.valueType.map { ArgumentKind(valueType: $0)?.isInteger == false } ?? false
            let serious = missing.filter { $0 == .other || facts($0, rules: rules, fractions: fractions).ordinary }
            let rare = missing.filter { !serious.contains($0) }
            let location = variable.location ?? message.location
            let name = variable.name == CatalogMessage.rootPluralName ? "the plural" : "plural variable '\(variable.name)'"
            if !serious.isEmpty {
                gap = true
                findings.append(CatalogDiagnostic(
                    code: .pluralGap, severity: .error,
                    message: "\(CatalogDiagnostic.quoted(message.key)): \(name) has no \(Self.list(serious)) form in \(message.locale), which CLDR uses for "
                        + serious.map { "\($0): " + facts($0, rules: rules, fractions: fractions).samples }.joined(separator: "; "),
                    location: location, locale: message.locale, key: message.key, detail: serious.map(\.rawValue).joined(separator: ",")))
            }
            if !rare.isEmpty {
                gap = true
                findings.append(CatalogDiagnostic(
                    code: .pluralGap, severity: .warning,
                    message: "\(CatalogDiagnostic.quoted(message.key)): \(name) has no \(Self.list(rare)) form in \(message.locale), which CLDR uses only for "
                        + rare.map { "\($0): " + facts($0, rules: rules, fractions: fractions).samples }.joined(separator: "; ") + "; 'other' is shown instead",
                    location: location, locale: message.locale, key: message.key, detail: rare.map(\.rawValue).joined(separator: ",")))
            }
            // `zero` is Apple's own addition for 0, in any language.
            let unused = variable.variants.compactMap(\.pluralCategory).filter { $0 != .zero && !rules.categories.contains($0) }
            if !unused.isEmpty {
                findings.append(CatalogDiagnostic(
                    code: .unusedPluralCategory, severity: .warning,
                    message: "\(CatalogDiagnostic.quoted(message.key)): \(name) has \(Self.list(unused)) forms, which \(message.locale) never uses",
                    location: location, locale: message.locale, key: message.key))
            }
        }
        return gap
    }

    /// The facts about a category, computed once per locale's rules.
    private mutating func facts(_ category: PluralCategory, rules: PluralRules, fractions: Bool) -> (ordinary: Bool, samples: String) {
        let key = rules.localeIdentifier + "/" + category.rawValue + (fractions ? "/f" : "")
        if let known = categoryFacts[key] { return known }
        let found = (Self.selectsOrdinaryNumbers(category, rules: rules, fractions: fractions), Self.samples(category, rules: rules))
        categoryFacts[key] = found
        return found
    }

    /// Whether a category is chosen for some whole number below 1000 (or, for a floating-point
    /// value, some number with one decimal): missing it shows a wrong form for ordinary counts.
    /// French `many` (a million and more) and Czech `many` (fractions) with an integer are not.
    static func selectsOrdinaryNumbers(_ category: PluralCategory, rules: PluralRules, fractions: Bool) -> Bool {
        for number in 0..<1000 where rules.category(for: number) == category { return true }
        if fractions {
            for tenths in 0..<200 {
                if let operands = try? PluralOperands(parsing: "\(tenths / 10).\(tenths % 10)"), rules.category(for: operands) == category {
                    return true
                }
            }
        }
        return false
    }

    /// A few numbers that select a category, for messages: `2, 3, 4, 22…`.
    static func samples(_ category: PluralCategory, rules: PluralRules) -> String {
        var found: [String] = []
        for number in 0..<1000 where rules.category(for: number) == category {
            found.append(String(number))
            if found.count == 4 { return found.joined(separator: ", ") + "…" }
        }
        for number in [1_000_000, 2_000_000] where rules.category(for: number) == category { found.append(String(number)) }
        for text in ["0.5", "1.5", "2.5", "1.0"] {
            if let operands = try? PluralOperands(parsing: text), rules.category(for: operands) == category { found.append(text) }
            if found.count >= 3 { break }
        }
        return found.isEmpty ? "no sample" : found.joined(separator: ", ") + "…"
    }

    static func list(_ categories: [PluralCategory]) -> String {
        categories.map { "'\($0)'" }.joined(separator: ", ")
    }
}
