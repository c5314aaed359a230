/// Looking up and formatting a message.
extension Catalog {
    /// What a user of `locale` sees for `key` with `arguments`.
    ///
    /// 1. The first locale of `locale`'s fallback chain (`ru-RU`, `ru`, then the development
    ///    language) that has the key answers; none: the key itself, ``RenderedMessage/isMissing``.
    /// 2. Plural variables choose their variant with the CLDR rules of the locale that answered,
    ///    from the argument at the variable's position (`%#@files@` first: argument 1). A missing
    ///    category uses `other`, as Apple does.
    /// 3. The text is formatted by ``SafeFormatter``. A translation whose specifiers do not match
    ///    the development language's, or that does not fit the arguments, is replaced by the
    ///    development language's text (plurals chosen with its own rules); if even that fails,
    ///    by its text with the specifiers as written. Nothing here traps.
    ///
    /// - Parameters:
    ///   - key: The message key.
    ///   - locale: The reader's locale (from ``negotiate(acceptLanguage:)`` or a setting).
    ///   - arguments: The values, in the development text's argument order.
    /// - Complexity: O(f + n) for the fallback chain f and the text length n: formats are parsed
    ///   and compared when the catalog loads.
    public func render(_ key: String, locale: LanguageTag, arguments: [FormatArgument] = []) -> RenderedMessage {
        guard let answering = answeringLocale(for: key, locale: locale),
              let table = tables[answering], let message = table.messages[key]
        else {
            return RenderedMessage(
                key: key, text: key, locale: developmentLanguage, requestedLocale: locale,
                problems: [RenderProblem(code: .missingKey, locale: locale, message: "no locale has the key \(CatalogDiagnostic.quoted(key))")],
                isMissing: true)
        }
        let development = answering == developmentLanguage ? nil : tables[developmentLanguage]?.messages[key]
        var problems: [RenderProblem] = []

        if let text = format(message, rules: { table.pluralRules }, development: development, arguments: arguments, problems: &problems) {
            return RenderedMessage(key: key, text: text, locale: answering, requestedLocale: locale, problems: problems)
        }
        // The translation cannot be used: the development language's text.
        if let development, let developmentTable = tables[developmentLanguage],
           let text = format(development, rules: { developmentTable.pluralRules }, development: nil, arguments: arguments, problems: &problems) {
            return RenderedMessage(key: key, text: text, locale: developmentLanguage, requestedLocale: locale, problems: problems)
        }
        let last = development ?? message
        let fallback = last.rendition(choice: choice(for: last, rules: { tables[last.locale]?.pluralRules ?? table.pluralRules }, arguments: arguments).choice, development: nil)
        return RenderedMessage(
            key: key, text: fallback.verbatim, locale: last.locale, requestedLocale: locale, problems: problems)
    }

    /// The message formatted, or `nil` (with the reasons added to `problems`) when it cannot be used.
    private func format(
        _ message: CatalogMessage, rules: () -> PluralRules, development: CatalogMessage?, arguments: [FormatArgument],
        problems: inout [RenderProblem]
    ) -> String? {
        let (choice, usable) = choice(for: message, rules: rules, arguments: arguments, problems: &problems)
        guard usable else { return nil }
        let rendition = message.rendition(choice: choice, development: development)
        if !rendition.findings.isEmpty, !rendition.isUsable {
            let errors = rendition.findings.filter { $0.severity == .error }
            problems.append(RenderProblem(
                code: .incompatibleTranslation, locale: message.locale,
                message: "the \(message.locale) text does not match the development text: "
                    + errors.map { $0.message }.joined(separator: "; "),
                formatProblems: errors.map {
                    FormatProblem(code: .incompatibleTranslation, message: $0.message, range: $0.range, argument: $0.argument)
                }))
            return nil
        }
        switch SafeFormatter.format(rendition.output, arguments: rendition.arguments(arguments)) {
        case .success(let text):
            return text
        case .failure(let failure):
            problems.append(RenderProblem(
                code: .formatFailed, locale: message.locale,
                message: "the \(message.locale) text cannot be formatted: " + failure.problems.map { $0.message }.joined(separator: "; "),
                formatProblems: failure.problems))
            return nil
        }
    }

    private func choice(for message: CatalogMessage, rules: () -> PluralRules, arguments: [FormatArgument]) -> (choice: [Int], usable: Bool) {
        var ignored: [RenderProblem] = []
        return choice(for: message, rules: rules, arguments: arguments, problems: &ignored)
    }

    /// The variant index of each plural variable; `usable` is false when a variable has neither
    /// the category nor `other`. `rules` is asked only for a plural message: a table without
    /// one looks its rules up on use (``CatalogTable/pluralRules``).
    private func choice(
        for message: CatalogMessage, rules: () -> PluralRules, arguments: [FormatArgument], problems: inout [RenderProblem]
    ) -> (choice: [Int], usable: Bool) {
        guard message.isPlural else { return ([], true) }
        let rules = rules()
        var choice: [Int] = []
        var usable = true
        for variable in message.variables {
            let category: PluralCategory
            switch Self.category(of: variable, rules: rules, arguments: arguments) {
            case .success(let found): category = found
            case .failure(let reason):
                problems.append(RenderProblem(code: .pluralArgumentNotANumber, locale: message.locale, message: reason.message))
                category = .other
            }
            // Apple uses `zero` for 0 whatever the language, when the variant exists.
            if case .int(0)? = Self.argument(variable.argument, in: arguments),
               let zero = variable.variants.firstIndex(where: { $0.category == "zero" }) {
                choice.append(zero)
                continue
            }
            if let index = variable.variants.firstIndex(where: { $0.category == category.rawValue }) {
                choice.append(index)
            } else if let other = variable.variants.firstIndex(where: { $0.category == "other" }) {
                problems.append(RenderProblem(
                    code: .missingPluralVariant, locale: message.locale,
                    message: "\(CatalogDiagnostic.quoted(message.key)) has no '\(category)' form for variable '\(variable.name)' in \(message.locale); 'other' is shown"))
                choice.append(other)
            } else {
                problems.append(RenderProblem(
                    code: .missingPluralVariant, locale: message.locale,
                    message: "\(CatalogDiagnostic.quoted(message.key)) has neither a '\(category)' nor an 'other' form for variable '\(variable.name)' in \(message.locale)"))
                choice.append(0)
                usable = false
            }
        }
        return (choice, usable)
    }

    private struct NotANumber: Error {
        var message: String
    }

    private static func argument(_ number: Int, in arguments: [FormatArgument]) -> FormatArgument? {
        number >= 1 && number <= arguments.count ? arguments[number - 1] : nil
    }

    /// The CLDR category of the argument at the variable's position.
    private static func category(of variable: PluralVariable, rules: PluralRules, arguments: [FormatArgument]) -> Result<PluralCategory, NotANumber> {
        guard let value = argument(variable.argument, in: arguments) else {
            return .failure(NotANumber(message: "plural variable '\(variable.name)' reads argument \(variable.argument), but only \(arguments.count) were given; 'other' is used"))
        }
        switch value {
        case .int(let number): return .success(rules.category(for: number))
        case .unsignedInt(let number): return .success(rules.category(for: number))
        case .double(let number):
            // The digits a reader sees decide: 1.0 is "other" in English, 1 is "one".
            let shown = String(number)
            var digits = 0
            if !shown.contains("e"), let dot = shown.firstIndex(of: ".") {
                digits = shown[shown.index(after: dot)...].count
                if digits == 1, shown.hasSuffix(".0"), variable.valueType.map(Self.isIntegerType) == true { digits = 0 }
            } else if shown.contains("e") {
                digits = 6
            }
            guard let operands = PluralOperands(number, fractionDigits: digits) else {
                return .failure(NotANumber(message: "plural variable '\(variable.name)' reads \(shown), which is not a finite number; 'other' is used"))
            }
            return .success(rules.category(for: operands))
        case .string(let text):
            do {
                return .success(rules.category(for: try PluralOperands(parsing: text)))
            } catch {
                return .failure(NotANumber(message: "plural variable '\(variable.name)' reads argument \(variable.argument), \"\(text)\", which is not a number; 'other' is used"))
            }
        }
    }

    private static func isIntegerType(_ valueType: String) -> Bool {
        ArgumentKind(valueType: valueType)?.isInteger ?? false
    }
}
