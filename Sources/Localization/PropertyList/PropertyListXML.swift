import FormCore

/// Reads XML property lists (`.plist`, `.stringsdict`, and `.strings` files saved as XML).
///
/// The reader works on UTF-8 bytes without Foundation's XML parser. It accepts what Apple's
/// writers produce and what people write by hand: the XML declaration, a DOCTYPE, comments,
/// `<plist>` (optional around the root value), `<dict>` with `<key>`, `<string>`, `<array>`,
/// `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, base64 `<data>`, empty elements such as
/// `<string/>`, the five XML entities, character references and CDATA sections. Anything else
/// is a ``PropertyListError`` with the line and column of the problem and what was expected.
///
/// ```swift
/// let value = try PropertyListXML.parse(bytes, file: "fr.lproj/Localizable.stringsdict")
/// ```
///
/// Text is kept exactly as written: line ends inside `<string>` are not normalized and
/// whitespace is not trimmed, as in CoreFoundation's parser (`getString` in `CFPropertyList.c`).
/// Like that parser, and unlike XML, it rejects comments inside text elements.
package enum PropertyListXML {
    /// Default nesting limit for `<dict>` and `<array>`.
    public static let defaultMaximumDepth = 512

    /// Parses an XML property list.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes: UTF-8, with or without a byte-order mark.
    ///   - file: The path used in error locations.
    ///   - maximumDepth: How deeply `<dict>` and `<array>` may nest.
    /// - Returns: The root value. Duplicate dictionary keys keep their last value, as in Apple's
    ///   reader; the earlier ones are in ``PropertyListValue/overriddenKeys``.
    /// - Throws: ``PropertyListError`` for anything that is not a well-formed property list.
    /// - Complexity: O(n) in the size of the input.
    public static func parse(
        _ bytes: some Collection<UInt8>, file: String? = nil, maximumDepth: Int = defaultMaximumDepth
    ) throws(PropertyListError) -> PropertyListValue {
        try parseRoot(Array(bytes), file: file, maximumDepth: maximumDepth).value
    }

    /// Whether the bytes look like an XML property list rather than an old-style `.strings` file:
    /// the first character after an optional UTF-8 byte-order mark and whitespace is `<`.
    ///
    /// A `.strings` file may legally be an XML property list; a reader can use this to choose.
    public static func looksLikeXML(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var first = iterator.next()
        if first == 0xEF {
            guard iterator.next() == 0xBB, iterator.next() == 0xBF else { return false }
            first = iterator.next()
        }
        while let byte = first, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            first = iterator.next()
        }
        return first == UInt8(ascii: "<")
    }

    /// Parses and also returns the offset of the root value's start tag, for later errors about it.
    static func parseRoot(
        _ bytes: [UInt8], file: String?, maximumDepth: Int
    ) throws(PropertyListError) -> (value: PropertyListValue, offset: Int) {
        var parser = PropertyListXMLParser(bytes: bytes, file: file, maximumDepth: maximumDepth)
        return try parser.parseDocument()
    }

    /// An error at `offset` of `bytes`, with its location and excerpt.
    static func error(
        _ code: PropertyListError.Code, _ message: String, at offset: Int, in bytes: [UInt8], file: String?
    ) -> PropertyListError {
        let (location, excerpt) = SourceExcerpt.locate(offset: offset, in: bytes, file: file)
        return PropertyListError(code: code, message: message, location: location, excerpt: excerpt)
    }
}
