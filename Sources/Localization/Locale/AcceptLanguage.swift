/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4), read leniently and within fixed bounds.
///
/// ```swift
/// let header = AcceptLanguage("fr-CH, fr;q=0.9, de;q=0.7, *;q=0.5")
/// header.entries.map(\.range)  // ["fr-CH", "fr", "de", "*"]
/// let choice = header.negotiate(available: [en, de], developmentLanguage: en)
/// choice.locale                // de
/// choice.description           // "de: matched 'de;q=0.7' (element 3)"
/// ```
///
/// Reading never fails. Each comma-separated element is `range *(OWS ";" OWS param)`; an element
/// whose range is not a language range (`1*8ALPHA *("-" 1*8alphanum)`, or `*`), or whose `q`
/// is not a weight from 0 to 1 (`0`, `0.5`, `1`, `1.000`) is skipped and counted in
/// ``ignoredElementCount``. Also accepted: any case (`Q=0.5`, `EN-us`), `_` in a range
/// (`en_US`), whitespace around `=`, parameters other than `q`, which are ignored, and a `q`
/// with more than RFC 9110's 3 decimals (`ru;q=1.0000`), rounded to thousandths: servers in
/// other ecosystems read the number, and the sender's intent is plain.
///
/// **Bounds.** Only the first ``maximumElements`` non-empty elements are read; the rest of the
/// header is not parsed (``isTruncated`` says so). Empty elements (`,,,`) cost one byte
/// each and are not counted. A range longer than ``maximumRangeLength`` bytes is skipped. So a
/// 100 KB header or a million commas is read in time linear in its length, and negotiation
/// does at most `maximumElements` lookups of at most 32 candidates each.
public struct AcceptLanguage: Sendable, Hashable {
    /// A quality value in thousandths, from 0 (not acceptable) to 1000 (the default).
    package struct Weight: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The weight in thousandths: `q=0.8` is 800.
        package let thousandths: Int

        /// A weight from thousandths, clamped to 0...1000.
        package init(thousandths: Int) { self.thousandths = min(max(thousandths, 0), 1000) }

        /// `q=1`, the weight of a range written without one.
        package static let one = Weight(thousandths: 1000)
        /// `q=0`: the range is not acceptable.
        package static let zero = Weight(thousandths: 0)

        /// Whether the range may be chosen at all (`q` above 0).
        package var isAcceptable: Bool { thousandths > 0 }

        /// Orders weights from not acceptable to most preferred.
        package static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.thousandths < rhs.thousandths }

        /// The shortest decimal: `1`, `0.8`, `0.125`, `0`.
        package var description: String {
            if thousandths == 1000 { return "1" }
            if thousandths == 0 { return "0" }
            var digits = String(thousandths)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            return "0." + digits
        }
    }

    /// One usable element of the header.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The language range as written, without surrounding whitespace (`en-GB`, `*`).
        public let range: String
        /// The range read as a language tag (canonical, aliases applied: `iw` is `he`), or `nil`
        /// for `*` and for ranges that are valid ranges but not well-formed tags (`en-US-US`).
        public let tag: LanguageTag?
        /// The weight given by `q`, or one.
        package let weight: Weight
        /// The weight given by `q` (`0.8` for `q=0.8`), 1 when none is given: at most three
        /// decimals, as RFC 9110 writes it.
        public var quality: Double { Double(weight.thousandths) / 1000 }
        /// Zero-based index of the element among the header's non-empty elements, so two entries
        /// can be told apart in logs even when their ranges are equal.
        public let position: Int

        /// Whether this is the wildcard `*`.
        public var isWildcard: Bool { range == "*" }

        /// `range;q=weight`, or just the range when the weight is 1.
        public var description: String {
            weight == .one ? range : "\(range);q=\(weight)"
        }

        /// The lowercase key the range is compared by: the canonical tag, or the range itself.
        var key: String {
            if let tag { return tag.description.lowercased() }
            return String(range.lowercased().map { $0 == "_" ? "-" : $0 })
        }
    }

    /// Most non-empty elements read from one header; later ones are ignored.
    public static let maximumElements = 64
    /// Longest language range read, in bytes; longer ones are skipped (real ones are under 20).
    public static let maximumRangeLength = 64
    /// The longest `q` value read (`0.` and 14 digits); a longer one is skipped.
    public static let maximumWeightLength = 16

    /// The usable entries, most preferred first: by weight, then by position in the header.
    /// Entries with `q=0` are kept (they exclude languages) and sort last.
    public let entries: [Entry]
    /// How many non-empty elements were skipped as malformed.
    public let ignoredElementCount: Int
    /// Whether the header had more than ``maximumElements`` non-empty elements.
    public let isTruncated: Bool

    /// Reads a header's value (without the `Accept-Language:` name).
    ///
    /// - Complexity: O(n) in the bytes scanned, which stop after ``maximumElements`` elements.
    public init(_ header: String) {
        var entries: [Entry] = []
        var ignored = 0
        var truncated = false
        var position = 0
        let bytes = Array(header.utf8)
        var index = 0
        while index < bytes.count {
            // Commas and whitespace between elements are skipped one byte at a time, without
            // slicing, so a header of a million commas costs a million comparisons.
            if bytes[index] == UInt8(ascii: ",") || Self.isWhitespace(bytes[index]) {
                index += 1
                continue
            }
            if position == Self.maximumElements {
                truncated = true
                break
            }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
            if let entry = Self.entry(Self.trimmed(bytes[index..<end]), position: position) {
                entries.append(entry)
            } else {
                ignored += 1
            }
            position += 1
            index = end + 1
        }
        // Explicit tie-break on position: the order must not depend on the sort's stability.
        entries.sort {
            $0.weight != $1.weight ? $0.weight > $1.weight : $0.position < $1.position
        }
        self.entries = entries
        self.ignoredElementCount = ignored
        self.isTruncated = truncated
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isWhitespace(last) { slice = slice.dropLast() }
        return slice
    }

    /// One element: a range, then parameters; `nil` if malformed.
    private static func entry(_ element: ArraySlice<UInt8>, position: Int) -> Entry? {
        let semicolon = element.firstIndex(of: UInt8(ascii: ";")) ?? element.endIndex
        let rangeBytes = trimmed(element[..<semicolon])
        guard isLanguageRange(rangeBytes) else { return nil }

        var weight = Weight.one
        var sawQ = false
        var rest = semicolon == element.endIndex ? element[semicolon...] : element[(semicolon + 1)...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: UInt8(ascii: ";")) ?? rest.endIndex
            let parameter = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[(end + 1)...]
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = trimmed(parameter[..<equals])
            guard name.count == 1, name.first == UInt8(ascii: "q") || name.first == UInt8(ascii: "Q") else {
                continue  // another parameter: Accept-Language defines none, so ignore it
            }
            guard !sawQ, let value = qvalue(trimmed(parameter[(equals + 1)...])) else { return nil }
            sawQ = true
            weight = value
        }

        let range = String(decoding: rangeBytes, as: UTF8.self)
        let tag: LanguageTag? = range == "*" ? nil : try? LanguageTag(range)
        return Entry(range: range, tag: tag, weight: weight, position: position)
    }

    /// RFC 4647 §2.1 `language-range`, also allowing `_` between subtags.
    private static func isLanguageRange(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.count == 1, bytes.first == UInt8(ascii: "*") { return true }
        guard !bytes.isEmpty, bytes.count <= maximumRangeLength else { return false }
        var subtagLength = 0
        var isFirstSubtag = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                guard subtagLength > 0 else { return false }
                subtagLength = 0
                isFirstSubtag = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                subtagLength += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !isFirstSubtag:
                subtagLength += 1
            default:
                return false
            }
            if subtagLength > 8 { return false }
        }
        return subtagLength > 0
    }

    /// RFC 9110 §12.4.2 `qvalue` (`0` or `0.` and up to 3 digits, or `1` or `1.` and up to 3
    /// zeros), read leniently: more digits than the grammar allows are rounded to thousandths
    /// (`q=0.8125` is 0.813, `q=1.0000` is 1), since senders that write them plainly mean the
    /// number. A weight above 1 (`1.5`, `1.0001`) cannot be read and is nil.
    private static func qvalue(_ bytes: ArraySlice<UInt8>) -> Weight? {
        // Nobody writes a weight of more than a few digits: a long one is not read, not rounded.
        guard bytes.count <= maximumWeightLength, let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var fraction = bytes.dropFirst()
        if fraction.isEmpty { return first == UInt8(ascii: "1") ? .one : .zero }
        guard fraction.first == UInt8(ascii: ".") else { return nil }
        fraction = fraction.dropFirst()
        var thousandths = 0
        var roundsUp = false
        for (position, byte) in fraction.enumerated() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if first == UInt8(ascii: "1"), digit != 0 { return nil }
            switch position {
            case 0: thousandths += digit * 100
            case 1: thousandths += digit * 10
            case 2: thousandths += digit
            case 3: roundsUp = digit >= 5  // half up; later digits cannot change it
            default: break
            }
        }
        if first == UInt8(ascii: "1") { return .one }
        return Weight(thousandths: thousandths + (roundsUp ? 1 : 0))
    }
}
