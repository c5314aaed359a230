package import FormCore

/// Why an XLIFF document cannot be written or read: what, and where (a line and column in the
/// XLIFF, or the table and key whose text XML cannot carry).
///
/// ```
/// strings.xliff:12:9: expected '</target>' to close '<target>' (line 11), found '</source>'
/// ```
package struct XLIFFError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        /// Not well-formed XML (a tag not closed, a bad entity, an attribute without quotes...).
        case malformedXML
        /// Well-formed XML, but not XLIFF 1.2 as this reader needs it (no `<xliff>` root, a
        /// `<trans-unit>` without `id`...).
        case notXLIFF
        /// A text holds a character XML 1.0 cannot carry, even as a character reference
        /// (U+0000 to U+001F other than tab, line feed and carriage return, U+FFFE, U+FFFF).
        case unrepresentableCharacter
    }

    public var code: Code
    public var message: String
    /// Where in the XLIFF (reading), or `nil` when writing.
    public var location: SourceLocation?

    public init(code: Code, message: String, location: SourceLocation? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }

    public var description: String {
        if let location { return "\(location): \(message)" }
        return message
    }
}
