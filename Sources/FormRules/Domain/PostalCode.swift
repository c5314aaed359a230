/// Checks a postal code against its country's format and the selected region's ranges.
///
/// - United States: 5 ASCII digits. When ``allowsZipPlusFour`` is on, ZIP+4 is accepted too,
///   written `12345-6789`, `12345 6789` (Google's address data allows the space) or
///   `123456789`, and normalized to `12345-6789`. When it is off, those three shapes are
///   recognized and answered with ``Outcome/zipPlusFourNotAllowed`` so the message can say so.
/// - Australia: exactly 4 ASCII digits.
/// - Every other country of ``AddressData``: its pattern from Google's address metadata
///   (`[A-Z]\d[A-Z] ?\d[A-Z]\d` in Canada), matched by the whole code, upper-cased first where
///   the country writes codes in capitals; within a region, the start of the code matches the
///   region's pattern when the data gives one (`H` for Quebec). A country whose addresses have
///   no postal code (Hong Kong) has no valid one.
///
/// Only ASCII digits count (no other scripts' digits, no signs). Nothing is trimmed: trimming
/// is the engine's normalization step, applied before every rule alike.
///
/// The region check asks whether the code lies in the **selected** region's ranges, or is one of
/// the codes the region uses across a border (`PostalCodeBorderExceptions`: 97635 for
/// California, 2406 for Queensland). It never infers a region from the code: ranges overlap
/// (05501 is both MA and VT; 0872 is NT, SA and WA), and a code may belong to no region at all.
///
/// ```swift
/// let rule = PostalCode(allowsZipPlusFour: true)
/// let catalog = RegionCatalog.standard
/// rule.check("94043 1351", country: .unitedStates, region: catalog.region("CA", in: .unitedStates))
/// // .valid(normalized: "94043-1351")
/// rule.check("2000", country: .australia, region: catalog.region("VIC", in: .australia))
/// // .notInRegion(VIC)
/// ```
///
/// - Complexity: one pass over at most 10 bytes, then one range test per range of the region;
///   allocates only a normalized ZIP+4 that differs from its input.
package struct PostalCode: Sendable, Hashable {
    /// The classified outcome of a check, to be worded through message keys by the engine.
    public enum Outcome: Sendable, Hashable {
        /// The code is valid; `normalized` is the form to store (`12345-6789` for ZIP+4,
        /// otherwise the input itself).
        case valid(normalized: String)
        /// Not the country's shape: wrong length, a non-digit, or empty.
        case wrongFormat(country: Country)
        /// A well-formed US ZIP+4 while only 5-digit ZIP codes are allowed.
        case zipPlusFourNotAllowed
        /// Well-formed, but outside the ranges of the selected region (or the region belongs to
        /// another country).
        case notInRegion(Region)

        /// A stable identifier of the outcome for message keys: `valid`, `wrongFormat`,
        /// `zipPlusFourNotAllowed`, `notInRegion`.
        public var code: String {
            switch self {
            case .valid: "valid"
            case .wrongFormat: "wrongFormat"
            case .zipPlusFourNotAllowed: "zipPlusFourNotAllowed"
            case .notInRegion: "notInRegion"
            }
        }

        /// Whether the outcome is ``valid(normalized:)``.
        public var isValid: Bool {
            if case .valid = self { return true }
            return false
        }
    }

    /// Whether US ZIP+4 codes are accepted (normalized to `12345-6789`).
    public var allowsZipPlusFour: Bool
    /// Whether the code must lie in the selected region's ranges. Off, only the country's
    /// format is checked (the peers' benchmark rules do only that).
    public var checksRegion: Bool

    /// Makes a rule; by default 5-digit ZIP codes only, and the region is checked.
    public init(allowsZipPlusFour: Bool = false, checksRegion: Bool = true) {
        self.allowsZipPlusFour = allowsZipPlusFour
        self.checksRegion = checksRegion
    }

    /// Checks `text` as a postal code of `country`, within `region` when one is given.
    ///
    /// - Parameters:
    ///   - text: The submitted value, untrimmed.
    ///   - country: The selected country.
    ///   - region: The selected region, or nil when none is selected (then only the format is
    ///     checked). A region of another country gives ``Outcome/notInRegion(_:)``.
    /// - Returns: The classified outcome.
    public func check(_ text: String, country: Country, region: Region?) -> Outcome {
        switch verdict(utf8: text.utf8, country: country, region: region) {
        case .valid(.none): .valid(normalized: text)
        case .valid(.hyphenate): .valid(normalized: Self.hyphenated(text.utf8))
        case .valid(.upperCase): .valid(normalized: String(decoding: text.utf8.map(ASCII.uppercased), as: UTF8.self))
        case .invalid(let result): result
        }
    }

    /// What normalizing a valid code changes.
    enum Normalization {
        case none
        /// A US ZIP+4 without its hyphen gets it.
        case hyphenate
        /// A code of a country that writes them in capitals (`sw1a 1aa`) is upper-cased.
        case upperCase
    }

    /// What ``check(_:country:region:)`` answers, from UTF-8 bytes and without building the
    /// normalized code: valid (and what normalizing changes), or the failure.
    enum Verdict {
        case valid(Normalization)
        case invalid(Outcome)
    }

    func verdict(utf8 bytes: some Sequence<UInt8>, country: Country, region: Region?) -> Verdict {
        guard country == .unitedStates || country == .australia else {
            return dataVerdict(utf8: bytes, country: country, region: region)
        }
        let shape = Self.shape(of: bytes)
        let value: Int32
        var hyphenate = false
        switch (country, shape) {
        case (.unitedStates, .digits(5, let number)):
            value = number
        case (.unitedStates, .zipPlusFour(let number, let separator)):
            guard allowsZipPlusFour else { return .invalid(.zipPlusFourNotAllowed) }
            value = number
            hyphenate = separator != 0x2D
        case (.australia, .digits(4, let number)):
            value = number
        default:
            return .invalid(.wrongFormat(country: country))
        }
        if checksRegion, let region {
            guard region.country == country,
                  region.containsPostalCode(value) || PostalCodeBorderExceptions.allows(value, in: region) else {
                return .invalid(.notInRegion(region))
            }
        }
        return .valid(hyphenate ? .hyphenate : .none)
    }

    /// A country of the address data: the whole code matches the country's pattern (after
    /// upper-casing, where the country writes codes in capitals), and the start of it the
    /// region's, when the data gives the region one. A country whose addresses have no postal
    /// code has no valid one.
    private func dataVerdict(utf8 bytes: some Sequence<UInt8>, country: Country, region: Region?) -> Verdict {
        let entry = country.entry
        guard entry.hasPostalCode else { return .invalid(.wrongFormat(country: country)) }
        // The code as given when it needs no capitals, else a capitalized copy on the stack:
        // checking a code allocates nothing.
        let upperCases = entry.upperCasesPostalCode && bytes.contains { $0 &- 0x61 < 26 }
        if !upperCases, let verdict = bytes.withContiguousStorageIfAvailable({
            dataVerdict(code: $0, entry: entry, country: country, region: region, normalization: .none)
        }) { return verdict }
        var count = 0
        for _ in bytes { count += 1 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            var index = 0
            for byte in bytes {
                buffer[index] = upperCases ? ASCII.uppercased(byte) : byte
                index += 1
            }
            return dataVerdict(
                code: UnsafeBufferPointer(buffer), entry: entry, country: country, region: region,
                normalization: upperCases ? .upperCase : .none)
        }
    }

    private func dataVerdict(
        code: UnsafeBufferPointer<UInt8>, entry: AddressData.CountryEntry, country: Country, region: Region?, normalization: Normalization
    ) -> Verdict {
        if let pattern = entry.postalPattern, !pattern.matches(utf8: code) { return .invalid(.wrongFormat(country: country)) }
        if code.isEmpty { return .invalid(.wrongFormat(country: country)) }
        if checksRegion, let region {
            guard region.country == country else { return .invalid(.notInRegion(region)) }
            if let prefix = region.postalPrefix, !prefix.matches(utf8: code) { return .invalid(.notInRegion(region)) }
        }
        return .valid(normalization)
    }

    private enum Shape {
        /// Only digits: their count and, for up to 5, their value.
        case digits(Int, Int32)
        /// Five digits, an optional space or hyphen (0 when absent), four digits; the value of
        /// the first five.
        case zipPlusFour(Int32, separator: UInt8)
        case other
    }

    private static func shape(of bytes: some Sequence<UInt8>) -> Shape {
        var count = 0
        var value: Int32 = 0
        var separator: UInt8 = 0
        var separatorAt = -1
        for byte in bytes {
            if ASCII.isDigit(byte) {
                if count - (separatorAt < 0 ? 0 : 1) < 5 { value = value * 10 + Int32(byte - 0x30) }
            } else if (byte == 0x2D || byte == 0x20) && count == 5 {
                separator = byte
                separatorAt = count
            } else {
                return .other
            }
            count += 1
            if count > 10 { return .other }
        }
        if separatorAt < 0 {
            return count == 9 ? .zipPlusFour(value, separator: 0) : .digits(count, value)
        }
        return count == 10 ? .zipPlusFour(value, separator: separator) : .other
    }

    /// `12345-6789` from a ZIP+4 written with a space or without a separator.
    private static func hyphenated(_ bytes: String.UTF8View) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(10)
        for byte in bytes where ASCII.isDigit(byte) {
            if digits.count == 5 { digits.append(0x2D) }
            digits.append(byte)
        }
        return String(decoding: digits, as: UTF8.self)
    }
}
