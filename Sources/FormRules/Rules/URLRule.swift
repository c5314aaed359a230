/// An absolute URL whose scheme the field allows: `https://example.com/photo.jpg`, or for a
/// field that allows `data`, the image itself (`data:image/jpeg;base64,/9j/4AAQ…`).
///
/// What is checked is what a server can rely on before it fetches or stores the value, not
/// all of WHATWG's URL parsing: a scheme (RFC 3986: a letter, then letters, digits, `+`, `-`,
/// `.`) among the allowed ones, letter case ignored; for every scheme but `data`, `//` and a
/// host (a name, an IPv4 address or a bracketed IPv6 address, with an optional port up to
/// 65535); for `data`, a comma after the media type and, when `;base64`, a body of base64
/// only. No part may hold white space, control characters or the characters URLs never
/// carry unescaped (`<>"{}|\^` and the backquote); text beyond ASCII is allowed (an IRI).
/// The value is stored as sent.
struct URLRule: Sendable {
    /// The allowed schemes, lower case.
    let schemes: [String]

    init(schemes: [String]) {
        self.schemes = schemes.map { String(decoding: $0.utf8.map(ASCII.lowercased), as: UTF8.self) }
    }

    /// `https` only: what a field that holds a link and names no schemes allows.
    static let defaultSchemes = ["https"]

    func check(_ text: String) -> RuleFailure? {
        check(utf8: Array(text.utf8))
    }

    /// The rule over UTF-8 bytes, for submissions checked straight from their JSON text.
    func check(utf8 bytes: some BidirectionalCollection<UInt8>) -> RuleFailure? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), Self.isScheme(bytes[..<colon]) else { return .url }
        let rest = bytes[bytes.index(after: colon)...]
        guard !rest.contains(where: Self.isNeverUnescaped) else { return .url }
        guard let scheme = schemes.first(where: { Self.equalsIgnoringCase(bytes[..<colon], $0) }) else {
            return .urlScheme(schemes)
        }
        let valid = scheme == "data" ? Self.isDataBody(rest) : Self.isHierarchical(rest)
        return valid ? nil : .url
    }

    // MARK: Parts

    static func isScheme(_ bytes: some BidirectionalCollection<UInt8>) -> Bool {
        guard let first = bytes.first, ASCII.isLetter(first) else { return false }
        return bytes.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    private static func equalsIgnoringCase(_ bytes: some BidirectionalCollection<UInt8>, _ lowercased: String) -> Bool {
        bytes.count == lowercased.utf8.count && zip(bytes, lowercased.utf8).allSatisfy { ASCII.lowercased($0) == $1 }
    }

    /// Bytes a URL never carries as they are: white space, controls, and `<>"{}|\^` and
    /// the backquote, which must be percent-encoded.
    private static func isNeverUnescaped(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, 0x7F: true
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "|"), UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "`"): true
        default: false
        }
    }

    /// `//host[:port]` and then a path, a query or a fragment, or nothing.
    private static func isHierarchical(_ rest: some BidirectionalCollection<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        guard rest.starts(with: [slash, slash]) else { return false }
        let afterSlashes = rest.dropFirst(2)
        let authorityEnd = afterSlashes.firstIndex { $0 == slash || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? afterSlashes.endIndex
        var authority = afterSlashes[..<authorityEnd]
        // Credentials in a link (`user:secret@host`) are refused: a form never needs them.
        guard !authority.contains(UInt8(ascii: "@")) else { return false }
        if authority.first == UInt8(ascii: "[") {
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let address = authority[authority.index(after: authority.startIndex)..<close]
            guard !address.isEmpty, address.allSatisfy({ ASCII.isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }),
                  address.contains(UInt8(ascii: ":")) else { return false }
            authority = authority[authority.index(after: close)...]
            return authority.isEmpty || isPort(authority)
        }
        let hostEnd = authority.firstIndex(of: UInt8(ascii: ":")) ?? authority.endIndex
        guard isHostName(authority[..<hostEnd]) else { return false }
        return hostEnd == authority.endIndex || isPort(authority[hostEnd...])
    }

    /// A host name: dot-separated labels of letters, digits and hyphens (or text beyond ASCII,
    /// an internationalized name), none empty except a final root dot, none starting or ending
    /// with a hyphen. IPv4 addresses are labels of digits.
    private static func isHostName(_ host: some BidirectionalCollection<UInt8>) -> Bool {
        guard !host.isEmpty else { return false }
        var labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
        return labels.allSatisfy { label in
            guard let first = label.first, let last = label.last, first != UInt8(ascii: "-"), last != UInt8(ascii: "-") else { return false }
            return label.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "-") || $0 >= 0x80 }
        }
    }

    /// `:` and a port number up to 65535 (an empty port is the scheme's default).
    private static func isPort(_ bytes: some BidirectionalCollection<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: ":") else { return false }
        let digits = bytes.dropFirst()
        guard digits.count <= 5, digits.allSatisfy(ASCII.isDigit) else { return false }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 65_535
    }

    /// RFC 2397: `[type/subtype][;parameter=value]…[;base64],data`; with `;base64` the data is
    /// base64's alphabet with at most two `=` at its end, in whole groups of four.
    private static func isDataBody(_ rest: some BidirectionalCollection<UInt8>) -> Bool {
        guard let comma = rest.firstIndex(of: UInt8(ascii: ",")) else { return false }
        let header = rest[..<comma]
        let body = rest[rest.index(after: comma)...]
        let isBase64 = header.count >= 7 && equalsIgnoringCase(header.suffix(7), ";base64")
        guard isBase64 else { return true }
        guard body.count % 4 == 0 else { return false }
        let padding = body.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        return body.dropLast(padding).allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/") }
    }
}
