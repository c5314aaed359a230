extension LanguageTag {
    /// Parses a language tag, accepting any case, `_` as a separator and POSIX suffixes.
    ///
    /// Besides RFC 5646 well-formed tags this reads:
    /// - Apple and POSIX spellings: `EN_us` is `en-US`; a codeset and modifier are stripped
    ///   (`ru_RU.UTF-8` is `ru-RU`), except modifiers that name a script or variant
    ///   (`sr_RS@latin` is `sr-Latn-RS`, `ca_ES@valencia` is `ca-ES-valencia`).
    /// - The POSIX locales `C` and `POSIX` (exactly so written, with or without a suffix such as
    ///   `C.UTF-8`), read as ``undetermined``.
    /// - Grandfathered tags (`i-klingon` is `tlh`, `en-GB-oed` is `en-GB-oxendict`) and deprecated
    ///   codes (`iw` is `he`); the table is in `LanguageTag+Aliases.swift`.
    ///
    /// Beyond well-formedness, a variant or an extension singleton may not appear twice (RFC 5646
    /// §2.2.5, §2.2.6). Subtags are not checked against the IANA registry: `qq-ZZ` is accepted.
    ///
    /// - Throws: ``LanguageTagError`` naming the first offending subtag and its byte offset.
    /// - Complexity: O(n) in the length of `text`.
    public init(_ text: String) throws(LanguageTagError) {
        var parser = LanguageTagParser(text: text)
        self = try parser.parse()
    }

    /// A tag from its main parts, validated as if written `language-script-region`.
    ///
    /// ```swift
    /// try LanguageTag(language: "zh", script: "hant", region: "tw")  // zh-Hant-TW
    /// ```
    /// - Throws: ``LanguageTagError`` if a part is malformed or is not what its label says
    ///   (`script: "US"` is a region, so it is `.misplacedSubtag`).
    public init(language: String, script: String? = nil, region: String? = nil) throws(LanguageTagError) {
        let text = [language, script, region].compactMap { $0 }.joined(separator: "-")
        let tag = try LanguageTag(text)
        let languageFits = !tag.isPrivateUseOnly && tag.extendedLanguages.isEmpty && tag.variants.isEmpty
            && tag.extensions.isEmpty && tag.privateUse.isEmpty
        // A script may come from an alias (`sh` is `sr-Latn`), so only a given one must match.
        let scriptFits = script.map { $0.lowercased() == tag.script?.lowercased() } ?? true
        let regionFits = region?.uppercased() == tag.region
        guard languageFits, scriptFits, regionFits else {
            let (label, part) = !languageFits ? ("language", language)
                : !scriptFits ? ("script", script ?? "") : ("region", region ?? "")
            throw LanguageTagError(
                code: .misplacedSubtag, input: text, subtag: part, offset: 0,
                reason: "'\(part)' is not a \(label) subtag")
        }
        self = tag
    }
}

/// Reads one tag from UTF-8 bytes: split, check each subtag's characters, then walk the RFC 5646
/// grammar (language, extlang, script, region, variants, extensions, private use) in one pass.
struct LanguageTagParser {
    private let text: String
    private let bytes: [UInt8]

    /// A subtag as written, its lowercase form and where it starts.
    private struct Subtag {
        var lower: String
        var written: String
        var offset: Int
        var count: Int { lower.utf8.count }
        var isAlpha: Bool { lower.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
        var isDigits: Bool { lower.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        var startsWithDigit: Bool { lower.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    }

    init(text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    mutating func parse() throws(LanguageTagError) -> LanguageTag {
        guard !bytes.isEmpty else {
            throw error(.empty, subtag: "", offset: 0, "the tag is empty")
        }

        // POSIX: language[_territory][.codeset][@modifier]. Neither `.` nor `@` can occur in a
        // BCP 47 tag, so their presence is what marks the POSIX form.
        var coreEnd = bytes.count
        var modifier: String?
        if let dot = bytes.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }) {
            coreEnd = dot
            if let at = bytes.firstIndex(of: UInt8(ascii: "@")) {
                modifier = String(decoding: bytes[(at + 1)...], as: UTF8.self).lowercased()
            }
            if coreEnd == 0 {
                throw error(.emptySubtag, subtag: "", offset: 0, "no language before the POSIX suffix '\(text)'")
            }
        }
        let core = bytes[..<coreEnd]
        if core.elementsEqual("C".utf8) || core.elementsEqual("POSIX".utf8) {
            return .undetermined
        }

        let subtags = try split(core)

        // Every grandfathered tag has two or three subtags: a bare language never looks one up.
        if subtags.count >= 2, subtags.count <= 3 {
            let joined = subtags.map { $0.lower }.joined(separator: "-")
            if let replacement = LanguageTag.grandfathered[joined] {
                var inner = LanguageTagParser(text: replacement)
                return try inner.parse()
            }
        }

        var tag = try structure(subtags)
        if let modifier { tag = applyPOSIX(modifier: modifier, to: tag) }
        return tag
    }

    /// Splits on `-` and `_` and checks every subtag's characters and length, left to right.
    private func split(_ core: ArraySlice<UInt8>) throws(LanguageTagError) -> [Subtag] {
        var result: [Subtag] = []
        var start = core.startIndex
        var index = core.startIndex
        while true {
            let atEnd = index == core.endIndex
            if atEnd || core[index] == UInt8(ascii: "-") || core[index] == UInt8(ascii: "_") {
                result.append(try subtag(core[start..<index], offset: start))
                if atEnd { break }
                start = index + 1
            }
            index += 1
        }
        return result
    }

    private func subtag(_ slice: ArraySlice<UInt8>, offset: Int) throws(LanguageTagError) -> Subtag {
        let written = String(decoding: slice, as: UTF8.self)
        guard !slice.isEmpty else {
            throw error(.emptySubtag, subtag: "", offset: offset, "empty subtag at offset \(offset)")
        }
        if let bad = slice.firstIndex(where: { $0 >= 0x80 }) {
            let character = String(decoding: bytes[bad...], as: UTF8.self).first.map(String.init) ?? "?"
            throw error(
                .nonASCII, subtag: written, offset: offset,
                "subtag '\(written)' at offset \(offset) contains the non-ASCII character '\(character)'; tags are ASCII letters and digits")
        }
        if let bad = slice.first(where: { !Self.isAlphanumeric($0) }) {
            let shown = Unicode.Scalar(bad).escaped(asASCII: true)
            throw error(
                .invalidCharacter, subtag: written, offset: offset,
                "subtag '\(written)' at offset \(offset) contains '\(shown)'; tags are ASCII letters and digits separated by '-'")
        }
        if slice.count > 8 {
            throw error(
                .subtagTooLong, subtag: written, offset: offset,
                "subtag '\(written)' at offset \(offset) is \(slice.count) characters long; subtags have at most 8")
        }
        return Subtag(lower: written.lowercased(), written: written, offset: offset)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Walks the RFC 5646 `langtag` / `privateuse` grammar.
    private func structure(_ subtags: [Subtag]) throws(LanguageTagError) -> LanguageTag {
        var index = 0
        let first = subtags[0]
        if first.lower == "x" {
            return LanguageTag(validatedLanguage: "", privateUse: try privateUse(subtags, from: &index))
        }
        guard first.isAlpha, (2...8).contains(first.count) else {
            throw error(
                .invalidLanguage, subtag: first.written, offset: first.offset,
                "'\(first.written)' is not a language subtag; a language is 2 to 8 letters")
        }
        var language = first.lower
        index = 1

        var extendedLanguages: [String] = []
        if language.utf8.count <= 3 {
            while index < subtags.count, extendedLanguages.count < 3,
                subtags[index].isAlpha, subtags[index].count == 3
            {
                extendedLanguages.append(subtags[index].lower)
                index += 1
            }
        }

        var script: String?
        if index < subtags.count, subtags[index].isAlpha, subtags[index].count == 4 {
            script = Self.titlecased(subtags[index].lower)
            index += 1
        }

        var region: String?
        if index < subtags.count, Self.isRegion(subtags[index]) {
            region = subtags[index].lower.uppercased()
            index += 1
        }

        var variants: [String] = []
        var seenVariants: Set<String> = []  // a set: a hostile tag may have thousands
        while index < subtags.count, Self.isVariant(subtags[index]) {
            let variant = subtags[index]
            guard seenVariants.insert(variant.lower).inserted else {
                throw error(
                    .duplicateVariant, subtag: variant.written, offset: variant.offset,
                    "variant '\(variant.written)' at offset \(variant.offset) appears twice")
            }
            variants.append(variant.lower)
            index += 1
        }

        var extensions: [LanguageTag.Extension] = []
        while index < subtags.count, subtags[index].count == 1, subtags[index].lower != "x" {
            let singleton = subtags[index]
            if extensions.contains(where: { String($0.singleton) == singleton.lower }) {
                throw error(
                    .duplicateExtension, subtag: singleton.written, offset: singleton.offset,
                    "extension '\(singleton.written)' at offset \(singleton.offset) appears twice")
            }
            index += 1
            var values: [String] = []
            while index < subtags.count, subtags[index].count >= 2 {
                values.append(subtags[index].lower)
                index += 1
            }
            guard let character = singleton.lower.first, !values.isEmpty else {
                throw error(
                    .emptyExtension, subtag: singleton.written, offset: singleton.offset,
                    "extension '\(singleton.written)' at offset \(singleton.offset) has no subtags; each needs 2 to 8 letters or digits after it")
            }
            extensions.append(.init(singleton: character, subtags: values))
        }

        var privateUse: [String] = []
        if index < subtags.count, subtags[index].lower == "x" {
            privateUse = try self.privateUse(subtags, from: &index)
        }

        if index < subtags.count {
            throw misplaced(subtags[index], script: script, region: region)
        }

        if extendedLanguages.isEmpty, let alias = LanguageTag.languageAlias(of: language) {
            language = alias.language
            if script == nil { script = alias.script }
        }
        if language == "zh", extendedLanguages == ["cmn"] {
            extendedLanguages = []  // zh-cmn is Mandarin, which catalogs call zh
        }
        extensions.sort { $0.singleton < $1.singleton }

        return LanguageTag(
            validatedLanguage: language, extendedLanguages: extendedLanguages, script: script,
            region: region, variants: variants, extensions: extensions, privateUse: privateUse)
    }

    /// Reads `x` and the private-use subtags after it (1 to 8 letters or digits each).
    private func privateUse(_ subtags: [Subtag], from index: inout Int) throws(LanguageTagError) -> [String] {
        let x = subtags[index]
        index += 1
        var values: [String] = []
        while index < subtags.count {
            values.append(subtags[index].lower)
            index += 1
        }
        if values.isEmpty {
            throw error(
                .emptyExtension, subtag: x.written, offset: x.offset,
                "private use 'x' at offset \(x.offset) has no subtags after it")
        }
        return values
    }

    /// Explains a subtag that is well-formed on its own but cannot stand where it is.
    private func misplaced(_ subtag: Subtag, script: String?, region: String?) -> LanguageTagError {
        let at = "subtag '\(subtag.written)' at offset \(subtag.offset)"
        let detail: String
        if subtag.isAlpha, subtag.count == 4 {
            detail = script == nil
                ? "looks like a script, which must come right after the language"
                : "looks like a second script; a tag has at most one"
        } else if Self.isRegion(subtag) {
            detail = region == nil
                ? "looks like a region, which must come before variants"
                : "looks like a second region; a tag has at most one"
        } else if subtag.isAlpha, subtag.count == 3 {
            detail = "looks like an extended language, which must follow a 2- or 3-letter language directly"
        } else {
            detail = "is not a variant (5 to 8 letters or digits, or a digit and 3 more), an extension or private use"
        }
        return error(.misplacedSubtag, subtag: subtag.written, offset: subtag.offset, "\(at) \(detail)")
    }

    private static func isRegion(_ subtag: Subtag) -> Bool {
        (subtag.isAlpha && subtag.count == 2) || (subtag.isDigits && subtag.count == 3)
    }

    private static func isVariant(_ subtag: Subtag) -> Bool {
        (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.startsWithDigit)
    }

    private static func titlecased(_ lower: String) -> String {
        lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// Folds a POSIX modifier into the tag where BCP 47 can say the same thing.
    private func applyPOSIX(modifier: String, to tag: LanguageTag) -> LanguageTag {
        if tag.isPrivateUseOnly { return tag }
        var script = tag.script
        var variants = tag.variants
        if script == nil, let mapped = LanguageTag.posixModifierScripts[modifier] {
            script = mapped
        } else if LanguageTag.posixModifierVariants.contains(modifier), !variants.contains(modifier) {
            variants.append(modifier)
        } else {
            return tag
        }
        return LanguageTag(
            validatedLanguage: tag.language, extendedLanguages: tag.extendedLanguages, script: script,
            region: tag.region, variants: variants, extensions: tag.extensions, privateUse: tag.privateUse)
    }

    private func error(
        _ code: LanguageTagError.Code, subtag: String, offset: Int, _ reason: String
    ) -> LanguageTagError {
        LanguageTagError(code: code, input: text, subtag: subtag, offset: offset, reason: reason)
    }
}
