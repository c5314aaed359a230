/// An email address that is valid by the WHATWG definition used by `<input type=email>`.
///
/// The grammar (HTML Standard, "valid e-mail address"):
/// ```
/// email = 1*( atext / "." ) "@" label *( "." label )
/// label = let-dig [ [ ldh-str ] let-dig ]     ; at most 63 characters
/// ```
/// so dots may lead, trail or repeat in the local part (`.a..b.@x`), the domain needs no dot
/// (`user@localhost`), and quoted local parts, comments and IP-literal domains are rejected.
/// The local part is ASCII. The domain may also be internationalized (IDNA: `ivan@почта.рф`):
/// a label beyond ASCII holds letters, marks and digits (and inner hyphens), and its ASCII
/// form (`xn--80a1acny`) is at most 63 characters. The domain is case-insensitive and is
/// normalized to lower-case ASCII, internationalized labels in their `xn--` form, so both
/// spellings of one address are stored and compared alike; the local part is kept as typed.
///
/// The check runs in one forward pass over the UTF-8 bytes with no backtracking, so hostile
/// input costs linear time. On top of WHATWG (which sets no overall limit) an address is at most
/// ``defaultMaximumLength`` (254) characters by default: RFC 5321 caps a path at 256 octets
/// including its angle brackets. Pass `maximumLength: nil` for the pure WHATWG rule. The
/// length is checked first, so an over-long input is answered without scanning it.
///
/// Nothing is trimmed: browsers strip leading and trailing whitespace before checking, and the
/// engine's trim step does the same for every field.
///
/// ```swift
/// EmailAddress.check("o'brien@example.com")          // .success, normalized "o'brien@example.com"
/// EmailAddress.check("User@EXAMPLE.COM")             // .success, normalized "User@example.com"
/// EmailAddress.check("jane@exa_mple.com")            // .failure(.invalidDomainCharacter(offset: 8))
/// EmailAddress.check("ivan@почта.рф")                // .success, normalized "ivan@xn--80a1acny.xn--p1ai"
/// ```
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
    /// The address as submitted.
    public let text: String
    /// Byte offset of the `@` in `text`'s UTF-8.
    private let atOffset: Int
    /// Whether the domain holds an upper-case letter or a label beyond ASCII, i.e. whether
    /// normalizing changes it.
    private let domainChanges: Bool

    /// The default cap on an address's length, in characters (RFC 5321's 256-octet path less
    /// its angle brackets).
    public static let defaultMaximumLength = 254

    /// The part before the `@`, as typed.
    public var localPart: Substring {
        let utf8 = text.utf8
        return text[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: atOffset)]
    }

    /// The part after the `@`, as typed.
    public var domain: Substring {
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: atOffset + 1)...]
    }

    /// The address with its domain in lower-case ASCII, each internationalized label in its
    /// `xn--` form (the local part is left alone: RFC 5321 lets the receiving host treat it
    /// case-sensitively). Allocates only when the domain has capitals or labels beyond ASCII.
    public var normalized: String {
        guard domainChanges else { return text }
        var bytes = Array(text.utf8[..<text.utf8.index(text.utf8.startIndex, offsetBy: atOffset + 1)])
        for (slot, label) in domain.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            if slot > 0 { bytes.append(UInt8(ascii: ".")) }
            if label.utf8.allSatisfy({ $0 < 0x80 }) {
                bytes += label.utf8.map(ASCII.lowercased)
            } else {
                bytes += Array("xn--".utf8) + Array((Self.asciiForm(of: label) ?? "").utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The Punycode of a label beyond ASCII, lower-cased first (IDNA's mapping for the
    /// letters that have case).
    static func asciiForm(of label: Substring) -> String? {
        Punycode.encode(label.lowercased().unicodeScalars)
    }

    /// The address as submitted.
    public var description: String { text }

    // Two addresses are the same when their normalized forms are.
    public static func == (lhs: EmailAddress, rhs: EmailAddress) -> Bool {
        lhs.normalized == rhs.normalized
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(normalized) }

    /// Checks `text` as a WHATWG valid email address.
    ///
    /// - Parameters:
    ///   - text: The submitted value, untrimmed.
    ///   - maximumLength: The longest address accepted, in characters; nil for no limit.
    /// - Returns: The address, or the first thing wrong with it, scanning from the left.
    /// - Complexity: O(n) in the length of `text`, O(1) when it exceeds `maximumLength`.
    public static func check(
        _ text: String, maximumLength: Int? = defaultMaximumLength
    ) -> Swift.Result<EmailAddress, Failure> {
        var text = text
        // A native string scans through a pointer; a bridged one is copied once.
        let outcome = text.withUTF8 { bytes in scan(bytes, maximumLength: maximumLength) }
        switch outcome {
        case .success(let (at, changes)):
            return .success(EmailAddress(text: text, atOffset: at, domainChanges: changes))
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// Whether `text` is a valid address; the same rule as ``check(_:maximumLength:)``.
    public static func isValid(_ text: String, maximumLength: Int? = defaultMaximumLength) -> Bool {
        var text = text
        return text.withUTF8 { scan($0, maximumLength: maximumLength) }.isSuccess
    }

    private init(text: String, atOffset: Int, domainChanges: Bool) {
        self.text = text
        self.atOffset = atOffset
        self.domainChanges = domainChanges
    }

    /// The scanner: returns the offset of the `@` and whether normalizing changes the domain
    /// (capitals, or a label beyond ASCII).
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int?
    ) -> ScanResult {
        if bytes.isEmpty { return .failure(.empty) }
        // The limit counts bytes: an ASCII address's characters. An internationalized domain's
        // UTF-8 is longer than its ASCII form, so such an address is held to the limit a
        // little early (a domain of about 120 Cyrillic letters), never late.
        if let maximumLength, bytes.count > maximumLength {
            return .failure(.tooLong(limit: maximumLength))
        }
        let count = bytes.count
        var index = 0
        // The local part: a run of `atext` and dots, then the `@`.
        let classes = EmailAddress.classes.utf8Start
        while index < count, bytes[index] < 0x80, classes[Int(bytes[index])] & EmailAddress.local != 0 { index += 1 }
        if index == count { return .failure(.missingAt) }
        guard bytes[index] == 0x40 else { return .failure(.invalidLocalCharacter(offset: index)) }  // "@"
        if index == 0 { return .failure(.emptyLocalPart) }
        let at = index
        index += 1
        if index == count { return .failure(.emptyDomain) }

        // The domain, label by label: each a run of letters, digits and hyphens. A label's
        // length is checked after its run, which finds what a check on every byte would: only
        // such bytes come before the 64th.
        var seen: UInt8 = 0
        var international = false
        while true {
            let labelStart = index
            if index == count { return .failure(.emptyLabel(offset: count)) }
            if bytes[index] == 0x2E { return .failure(.emptyLabel(offset: index)) }  // "."
            if bytes[index] == 0x2D { return .failure(.labelStartsWithHyphen(offset: index)) }  // "-"
            while index < count, bytes[index] < 0x80 {
                let byteClasses = classes[Int(bytes[index])]
                guard byteClasses & EmailAddress.label != 0 else { break }
                seen |= byteClasses
                index += 1
            }
            // A letter beyond ASCII: the rest of the label is read here, out of the ASCII
            // loop above (which every address takes), and checked whole below.
            let beyondASCII = index < count && bytes[index] >= 0x80
            if beyondASCII {
                while index < count {
                    let byte = bytes[index]
                    if byte < 0x80 {
                        let byteClasses = classes[Int(byte)]
                        guard byteClasses & EmailAddress.label != 0 else { break }
                        seen |= byteClasses
                    }
                    index += 1
                }
            }
            if beyondASCII {
                if let failure = internationalLabelFailure(UnsafeBufferPointer(rebasing: bytes[labelStart..<index]), at: labelStart) {
                    return .failure(failure)
                }
                international = true
            } else if index - labelStart > 63 {
                return .failure(.labelTooLong(offset: labelStart))
            }
            let endsWithHyphen = index > labelStart && bytes[index - 1] == 0x2D
            if index == count {
                if endsWithHyphen { return .failure(.labelEndsWithHyphen(offset: count - 1)) }
                return .success((at, international || seen & EmailAddress.capital != 0))
            }
            guard bytes[index] == 0x2E else { return .failure(.invalidDomainCharacter(offset: index)) }
            if endsWithHyphen { return .failure(.labelEndsWithHyphen(offset: index - 1)) }
            index += 1
        }
    }

    typealias ScanResult = Swift.Result<(Int, Bool), Failure>

    /// Why a domain label with characters beyond ASCII is not one IDNA takes, or nil: each
    /// character must be a letter, a mark or a decimal digit (not a symbol, a space, a
    /// zero-width joiner), and its ASCII form at most 63 characters. `start` is the label's
    /// offset in the address, for the failure's offset.
    private static func internationalLabelFailure(_ label: UnsafeBufferPointer<UInt8>, at start: Int) -> Failure? {
        let text = String(decoding: label, as: UTF8.self)
        var offset = start
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80 {
                let properties = scalar.properties
                let allowed = switch properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: true
                default: false
                }
                if !allowed { return .invalidDomainCharacter(offset: offset) }
            }
            offset += UTF8.width(scalar)
        }
        guard let ascii = asciiForm(of: Substring(text)), 4 + ascii.utf8.count <= 63 else { return .labelTooLong(offset: start) }
        return nil
    }

    /// Each ASCII byte's classes (0x00 to 0x7F), one digit per byte: the sum of ``local``,
    /// ``label`` and ``capital`` for the classes it is in. A literal: reading it is one load,
    /// with no lazy global's check per call; `EmailAddressTests` rebuilds it from the
    /// characters each class stands for.
    static var classes: StaticString {
        "00000000000000000000000000000000010111110011031133333333330001010777777777777777777777777770001113333333333333333333333333311110"
    }

    /// `atext` (RFC 5322 §3.2.3) or ".": letters, digits and ``!#$%&'*+-/=?^_`{|}~.``.
    static let local: UInt8 = 1
    /// A domain label's letters, digits and hyphen.
    static let label: UInt8 = 2
    /// A capital letter.
    static let capital: UInt8 = 4
}

extension Swift.Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
