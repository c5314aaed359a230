/// A US or Australian phone number in E.164 form, read from what people type.
///
/// This is the *shape* check, finer than the spec's plain "8 to 15 digits" rule (which the
/// engine does on its own): it knows the countries' lengths, prefixes and leading digits, as
/// libphonenumber's metadata describes them, but not which number ranges are assigned.
///
/// - Typing aids are ignored: spaces, `-`, `.`, `(`, `)`, and one leading `+`.
/// - With `+`, the digits must start with the country's calling code (`+61`, `+1`).
/// - Without it, Australian numbers carry the trunk prefix `0` (`0412 345 678`); US numbers
///   may carry `1` (`1 201 555 0123`) or not (`(201) 555-0123`).
/// - Australia: 9 national digits; mobile numbers start with 4, fixed lines with 2, 3, 7 or 8.
///   Other services (13, 1300, 1800 ...) are not personal numbers and are rejected.
/// - US: 10 national digits, area code and exchange each starting with 2 to 9. Mobile and
///   fixed-line numbers cannot be told apart. Unassigned area codes pass: `+1 555 555 5555`
///   has a valid shape, though libphonenumber rejects it because 555 is not in service.
///
/// ```swift
/// PhoneNumber.parse("0412 345 678", country: .australia)     // +61412345678, .mobile
/// PhoneNumber.parse("(201) 555-0123", country: .unitedStates) // +12015550123
/// PhoneNumber.parse("+1 055 555 0123", country: .unitedStates) // .failure(.invalidLeadingDigits)
/// ```
package struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// What a number's shape says it is.
    public enum Kind: Sendable, Hashable {
        /// An Australian mobile number (national number starting with 4).
        case mobile
        /// An Australian geographic number (national number starting with 2, 3, 7 or 8).
        case fixedLine
        /// A North American number: mobiles and fixed lines share the same ranges.
        case fixedLineOrMobile
    }

    /// Why a text is not a phone number of the country.
    public enum Failure: Error, Sendable, Hashable {
        /// No digits at all.
        case empty
        /// A character other than a digit or a typing aid, at this UTF-8 byte offset.
        case invalidCharacter(offset: Int)
        /// `+` followed by another country's calling code.
        case wrongCountryCode
        /// Too few or too many digits for the country.
        case wrongLength
        /// The right length, but a national number the country does not give people (an area
        /// code starting with 0 or 1, an Australian 13 or 1800 number ...).
        case invalidLeadingDigits
        /// A country whose numbering plan is not known here (every one but the US and Australia).
        case unknownCountry

        /// A stable identifier for message keys: the case name.
        public var code: String {
            switch self {
            case .empty: "empty"
            case .invalidCharacter: "invalidCharacter"
            case .wrongCountryCode: "wrongCountryCode"
            case .wrongLength: "wrongLength"
            case .invalidLeadingDigits: "invalidLeadingDigits"
            case .unknownCountry: "unknownCountry"
            }
        }
    }

    /// The number in E.164 form: `+`, calling code, national number (`+61412345678`).
    public let e164: String
    /// The country the number belongs to.
    public let country: Country
    /// What its shape says it is.
    public let kind: Kind

    /// The E.164 form.
    public var description: String { e164 }

    /// ``init(_:country:)`` as a result, for code that pattern-matches on the failure.
    static func parse(_ text: String, country: Country) -> Swift.Result<PhoneNumber, Failure> {
        guard country == .unitedStates || country == .australia else { return .failure(.unknownCountry) }
        var digits: [UInt8] = []
        digits.reserveCapacity(16)
        var international = false
        var offset = 0
        for byte in text.utf8 {
            if ASCII.isDigit(byte) {
                if digits.count == 20 { return .failure(.wrongLength) }
                digits.append(byte)
            } else if byte == 0x2B, digits.isEmpty, !international {  // "+"
                international = true
            } else if !(byte == 0x20 || byte == 0x2D || byte == 0x2E || byte == 0x28 || byte == 0x29) {
                return .failure(.invalidCharacter(offset: offset))
            }
            offset += 1
        }
        if digits.isEmpty { return .failure(.empty) }

        let callingCode: [UInt8] = country == .australia ? [0x36, 0x31] : [0x31]  // "61", "1"
        var national = digits[...]
        if international {
            guard national.starts(with: callingCode) else { return .failure(.wrongCountryCode) }
            national = national.dropFirst(callingCode.count)
        } else if country == .australia {
            guard national.first == 0x30 else {  // trunk prefix "0"
                return .failure(national.count == 9 ? .invalidLeadingDigits : .wrongLength)
            }
            national = national.dropFirst()
        } else if national.count == 11, national.first == 0x31 {
            national = national.dropFirst()
        }

        let kind: Kind
        if country == .australia {
            guard national.count == 9 else { return .failure(.wrongLength) }
            switch national.first {
            case 0x34: kind = .mobile
            case 0x32, 0x33, 0x37, 0x38: kind = .fixedLine
            default: return .failure(.invalidLeadingDigits)
            }
        } else {
            guard national.count == 10 else { return .failure(.wrongLength) }
            let areaCode = national[national.startIndex]
            let exchange = national[national.startIndex + 3]
            guard areaCode >= 0x32, exchange >= 0x32 else { return .failure(.invalidLeadingDigits) }
            kind = .fixedLineOrMobile
        }
        let e164 = "+" + String(decoding: callingCode, as: UTF8.self) + String(decoding: national, as: UTF8.self)
        return .success(PhoneNumber(e164: e164, country: country, kind: kind))
    }
}

extension PhoneNumber {
    /// Reads a phone number of `country`.
    ///
    /// ```swift
    /// let number = try PhoneNumber("(650) 253-0000", country: .unitedStates)   // +16502530000
    /// ```
    /// - Complexity: O(n); stops at the 21st digit.
    public init(_ text: String, country: Country) throws(Failure) {
        self = try Self.parse(text, country: country).get()
    }
}
