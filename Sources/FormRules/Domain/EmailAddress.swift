/// An email address that is valid by the WHATWG definition used by `<input type=email>`.
///
/// The grammar (HTML Standard, "valid e-mail address"):
/// ```
/// email = 1*( atext / "." ) "@" label *( "." label )
/// label = let-dig [ [ ldh-str ] let-dig ]     ; at most 63 characters
/// ```
/// so dots may lead, trail or repeat in the local part (`.a..b.@x`), the domain needs no dot
/// (`user@localhost`), and quoted local parts, comments and IP-literal domains are rejected.
/// Only ASCII is valid. The domain is case-insensitive; the local part is kept as typed.
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
/// ```
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
    /// The address as submitted.
    public let text: String
    /// Byte offset of the `@` in `text`'s UTF-8.
    private let atOffset: Int
    /// Whether the domain holds an upper-case letter, i.e. whether normalizing changes it.
    private let domainHasUppercase: Bool

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

    /// The address with its domain lower-cased (the local part is left alone: RFC 5321 lets the
    /// receiving host treat it case-sensitively). Allocates only when the domain has capitals.
    public var normalized: String {
        guard domainHasUppercase else { return text }
        var bytes = Array(text.utf8)
        for index in (atOffset + 1)..<bytes.count { bytes[index] = ASCII.lowercased(bytes[index]) }
        return String(decoding: bytes, as: UTF8.self)
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
        case .success(let (at, uppercase)):
            return .success(EmailAddress(text: text, atOffset: at, domainHasUppercase: uppercase))
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// Whether `text` is a valid address; the same rule as ``check(_:maximumLength:)``.
    public static func isValid(_ text: String, maximumLength: Int? = defaultMaximumLength) -> Bool {
        var text = text
        return text.withUTF8 { scan($0, maximumLength: maximumLength) }.isSuccess
    }

    private init(text: String, atOffset: Int, domainHasUppercase: Bool) {
        self.text = text
        self.atOffset = atOffset
        self.domainHasUppercase = domainHasUppercase
    }

    /// The scanner: returns the offset of the `@` and whether the domain has capitals.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int?
    ) -> ScanResult {
        if bytes.isEmpty { return .failure(.empty) }
        // Valid addresses are ASCII, so bytes and characters agree; an over-long non-ASCII
        // input is reported as too long, which it is in either unit.
        if let maximumLength, bytes.count > maximumLength {
            return .failure(.tooLong(limit: maximumLength))
        }
        let count = bytes.count
        // Read once: a static is a lazy global, checked for initialization on every read.
        let localMasks = (low: localMaskLow, high: localMaskHigh)
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == 0x40 { break }  // "@"
            guard isLocalByte(byte, masks: localMasks) else { return .failure(.invalidLocalCharacter(offset: index)) }
            index += 1
        }
        if index == count { return .failure(.missingAt) }
        if index == 0 { return .failure(.emptyLocalPart) }
        let at = index
        index += 1
        if index == count { return .failure(.emptyDomain) }

        var uppercase = false
        var labelStart = index
        var previous: UInt8 = 0x2E  // as if after a dot: a label starts here
        while index < count {
            let byte = bytes[index]
            if byte == 0x2E {  // "."
                if index == labelStart { return .failure(.emptyLabel(offset: index)) }
                if previous == 0x2D { return .failure(.labelEndsWithHyphen(offset: index - 1)) }
                labelStart = index + 1
            } else if ASCII.isLetter(byte) || ASCII.isDigit(byte) {
                if ASCII.isUppercase(byte) { uppercase = true }
                if index - labelStart == 63 { return .failure(.labelTooLong(offset: labelStart)) }
            } else if byte == 0x2D {  // "-"
                if index == labelStart { return .failure(.labelStartsWithHyphen(offset: index)) }
                if index - labelStart == 63 { return .failure(.labelTooLong(offset: labelStart)) }
            } else {
                return .failure(.invalidDomainCharacter(offset: index))
            }
            previous = byte
            index += 1
        }
        if labelStart == count { return .failure(.emptyLabel(offset: count)) }
        if previous == 0x2D { return .failure(.labelEndsWithHyphen(offset: count - 1)) }
        return .success((at, uppercase))
    }

    typealias ScanResult = Swift.Result<(Int, Bool), Failure>

    /// `atext` (RFC 5322 §3.2.3) or ".": letters, digits and ``!#$%&'*+-/=?^_`{|}~.``, as two
    /// 64-bit masks over the ASCII range.
    @inline(__always)
    private static func isLocalByte(_ byte: UInt8, masks: (low: UInt64, high: UInt64)) -> Bool {
        if byte < 64 { return masks.low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return masks.high & (1 << UInt64(byte - 64)) != 0 }
        return false
    }

    private static let localMaskLow: UInt64 = mask(
        "!#$%&'*+-./0123456789=?", offset: 0)
    private static let localMaskHigh: UInt64 = mask(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ^_`abcdefghijklmnopqrstuvwxyz{|}~", offset: 64)

    private static func mask(_ characters: StaticString, offset: UInt8) -> UInt64 {
        var mask: UInt64 = 0
        characters.withUTF8Buffer { for byte in $0 { mask |= 1 << UInt64(byte - offset) } }
        return mask
    }
}

extension Swift.Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
