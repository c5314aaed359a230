extension AcceptLanguage {
    /// The locale chosen for a request, and why, for logs.
    public struct Negotiation: Sendable, Hashable, CustomStringConvertible {
        /// Why ``locale`` was chosen.
        public enum Reason: Sendable, Hashable {
            /// The entry's range, or one of its fallbacks (`en-GB` → `en`), is available.
            case matched(Entry)
            /// The entry is `*` and an available locale was not excluded by a `q=0` entry.
            case wildcard(Entry)
            /// The header had acceptable ranges but none of them is available: the development
            /// language is the last resort, even if a `q=0` entry excluded it.
            case noMatch
            /// The header had no acceptable range (empty, malformed, or only `q=0`).
            case noUsableRanges
        }

        /// The locale to use: one of the available locales or the development language.
        public let locale: LanguageTag
        /// Why it was chosen.
        public let reason: Reason

        /// A choice and its reason.
        public init(locale: LanguageTag, reason: Reason) {
            self.locale = locale
            self.reason = reason
        }

        /// One line for a log, with 1-based element numbers:
        /// `en: matched 'en-GB;q=0.8' (element 2) via fallback`,
        /// `en: development language, no range matched`.
        public var description: String {
            switch reason {
            case .matched(let entry):
                let via = entry.tag == locale ? "" : " via fallback"
                return "\(locale): matched '\(entry)' (element \(entry.position + 1))\(via)"
            case .wildcard(let entry):
                return "\(locale): matched '\(entry)' (element \(entry.position + 1))"
            case .noMatch:
                return "\(locale): development language, no range matched"
            case .noUsableRanges:
                return "\(locale): development language, no usable range in the header"
            }
        }
    }

    /// Chooses among the available locales by RFC 4647 §3.4 Lookup.
    ///
    /// Ranges are tried by weight, then by position. Each range is tried as written, then along
    /// its ``LanguageTag/fallbackChain(developmentLanguage:)`` without the development language
    /// (which is RFC 4647 truncation, dropping a dangling singleton too, plus likely scripts:
    /// `zh-TW` finds `zh-Hant`). A range that is not a well-formed tag (`en-US-US`) is truncated
    /// subtag by subtag. `*` picks the development language, or else the first available locale,
    /// that no `q=0` entry excludes.
    ///
    /// A locale is excluded when the most specific range covering it (by RFC 4647 basic
    /// filtering: equal, or a prefix ending at a `-`) has `q=0`; so `en;q=0` excludes `en` and
    /// `en-GB`, but `en-GB;q=0.5, en;q=0` keeps `en-GB`. The development language counts as
    /// available even when `available` omits it.
    ///
    /// - Parameters:
    ///   - available: The catalog's locales, in the order `*` should prefer them.
    ///   - developmentLanguage: The catalog's source language: the answer when nothing matches.
    /// - Complexity: O(e · c · s) for e ≤ ``maximumElements`` entries, c candidates per range and
    ///   s subtags per candidate, plus O(a) to index the available locales.
    public func negotiate(available: [LanguageTag], developmentLanguage: LanguageTag) -> Negotiation {
        var availableByKey: [String: LanguageTag] = [:]
        for tag in available + [developmentLanguage] where availableByKey[Self.key(tag)] == nil {
            availableByKey[Self.key(tag)] = tag
        }

        // The first weight written for each range (by position) decides; `*` separately.
        var weightByKey: [String: Weight] = [:]
        var wildcardWeight: Weight?
        for entry in entries.sorted(by: { $0.position < $1.position }) {
            if entry.isWildcard {
                if wildcardWeight == nil { wildcardWeight = entry.weight }
            } else if weightByKey[entry.key] == nil {
                weightByKey[entry.key] = entry.weight
            }
        }
        func isExcluded(_ tag: LanguageTag) -> Bool {
            var key = Substring(Self.key(tag))
            while true {
                if let weight = weightByKey[String(key)] { return !weight.isAcceptable }
                guard let dash = key.lastIndex(of: "-") else { break }
                key = key[..<dash]
            }
            return wildcardWeight.map { !$0.isAcceptable } ?? false
        }

        for entry in entries where entry.weight.isAcceptable {
            if entry.isWildcard {
                let pick = ([developmentLanguage] + available).first { !isExcluded($0) }
                if let pick { return Negotiation(locale: pick, reason: .wildcard(entry)) }
                continue
            }
            for candidate in Self.candidateKeys(entry) {
                if let tag = availableByKey[candidate], !isExcluded(tag) {
                    return Negotiation(locale: tag, reason: .matched(entry))
                }
            }
        }
        let anyAcceptable = entries.contains { $0.weight.isAcceptable }
        return Negotiation(locale: developmentLanguage, reason: anyAcceptable ? .noMatch : .noUsableRanges)
    }

    private static func key(_ tag: LanguageTag) -> String { tag.description.lowercased() }

    /// The lookup keys for one range, most specific first.
    private static func candidateKeys(_ entry: Entry) -> [String] {
        if let tag = entry.tag {
            return tag.lookupCandidates().map(key)
        }
        // RFC 4647 §3.4 on the raw range: drop the last subtag, and single-character subtags
        // left at the end.
        var subtags = entry.key.split(separator: "-")
        var keys: [String] = []
        while !subtags.isEmpty {
            keys.append(subtags.joined(separator: "-"))
            subtags.removeLast()
            while let last = subtags.last, last.count == 1 { subtags.removeLast() }
        }
        return keys
    }
}
