extension LanguageTag {
    /// The locales to try, most specific first, ending with the development language.
    ///
    /// RFC 4647 §3.4 truncation (drop the last subtag, and a singleton left dangling with it),
    /// enriched with the facts in `LikelySubtags`:
    ///
    /// | tag | chain (development language `en`) |
    /// |---|---|
    /// | `ru-RU` | `ru-RU`, `ru`, `en` |
    /// | `zh-Hant-TW` | `zh-Hant-TW`, `zh-Hant`, `zh`, `en` |
    /// | `zh-TW` | `zh-TW`, `zh-Hant-TW`, `zh-Hant`, `zh`, `en` |
    /// | `zh` | `zh`, `zh-Hans`, `en` |
    /// | `sr-Latn-RS` | `sr-Latn-RS`, `sr-Latn`, `sr`, `en` |
    /// | `es-MX` | `es-MX`, `es-419`, `es`, `en` |
    /// | `nb-NO` | `nb-NO`, `nb`, `no`, `en` |
    /// | `de-CH-u-co-phonebk` | `de-CH-u-co-phonebk`, `de-CH-u-co`, `de-CH`, `de`, `en` |
    ///
    /// A likely script is only added when the tag has none, and a script is never swapped for
    /// another (`zh-Hant` does not fall back to `zh-Hans`). The chain has no duplicates and stops
    /// at the development language: its strings are complete, so nothing after it would be read.
    ///
    /// - Parameter developmentLanguage: The catalog's source language, always last.
    /// - Complexity: O(s²) in the number of subtags, which is small.
    public func fallbackChain(developmentLanguage: LanguageTag) -> [LanguageTag] {
        var chain = lookupCandidates()
        if let index = chain.firstIndex(of: developmentLanguage) {
            chain.removeSubrange((index + 1)...)
        } else {
            chain.append(developmentLanguage)
        }
        return chain
    }

    /// Most subtags removed one at a time from the extensions and private use, and from the
    /// variants; beyond this (only hostile tags get there) the chain jumps straight past them,
    /// which keeps it short and its cost linear in the tag's length.
    static let maximumTruncatedSubtags = 16

    /// The chain without the development language: what Accept-Language lookup tries per range.
    func lookupCandidates() -> [LanguageTag] {
        var chain: [LanguageTag] = []
        func add(_ tag: LanguageTag) {
            if !chain.contains(tag) { chain.append(tag) }
        }
        add(self)
        if isPrivateUseOnly { return chain }

        // RFC 4647 §3.4: cut private use, then extensions, one subtag at a time; single-character
        // subtags left at the end (a singleton, or `a` in `x-a-b`) go too.
        var extensions = self.extensions
        var privateUse = self.privateUse
        let tailCount = extensions.reduce(privateUse.count) { $0 + 1 + $1.subtags.count }
        if tailCount > Self.maximumTruncatedSubtags {
            extensions = []
            privateUse = []
        }
        func core(_ extensions: [Extension], _ privateUse: [String]) -> LanguageTag {
            LanguageTag(
                validatedLanguage: language, extendedLanguages: extendedLanguages, script: script,
                region: region, variants: variants, extensions: extensions, privateUse: privateUse)
        }
        while !privateUse.isEmpty {
            privateUse.removeLast()
            while let last = privateUse.last, last.utf8.count == 1 { privateUse.removeLast() }
            add(core(extensions, privateUse))
        }
        while let last = extensions.last {
            if last.subtags.count > 1 {
                extensions[extensions.count - 1].subtags.removeLast()
            } else {
                extensions.removeLast()
            }
            add(core(extensions, []))
        }
        add(core([], []))

        func tag(_ extendedLanguages: [String], _ script: String?, _ region: String?, _ variants: [String] = []) -> LanguageTag {
            LanguageTag(
                validatedLanguage: language, extendedLanguages: extendedLanguages, script: script,
                region: region, variants: variants)
        }
        let shortestVariantPrefix = variants.count > Self.maximumTruncatedSubtags ? 0 : variants.count - 1
        for count in stride(from: shortestVariantPrefix, through: 0, by: -1) {
            add(tag(extendedLanguages, script, region, Array(variants.prefix(count))))
        }

        // A likely script only for plain `language[-region]` tags: an extended language
        // (`zh-yue`) is a different language from the one the table describes.
        let likelyScript = script == nil && extendedLanguages.isEmpty
            ? LikelySubtags.script(for: language, region: region) : nil
        let effectiveScript = script ?? likelyScript
        if let region {
            if let likelyScript { add(tag([], likelyScript, region)) }
            if extendedLanguages.isEmpty,
                let parent = LikelySubtags.parentRegion(language: language, script: effectiveScript, region: region)
            {
                add(tag([], effectiveScript, parent))
            }
        }
        if let effectiveScript { add(tag(extendedLanguages, effectiveScript, nil)) }
        for count in stride(from: extendedLanguages.count, through: 0, by: -1) {
            add(tag(Array(extendedLanguages.prefix(count)), nil, nil))
        }
        if extendedLanguages.isEmpty {
            for related in LikelySubtags.relatedLanguages(language) {
                add(LanguageTag(validatedLanguage: related))
            }
        }
        return chain
    }
}
