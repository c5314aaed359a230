import FormCore
import Testing
@testable import Localization

/// Encodings, detected and decoded as CoreFoundation does (checked with `PropertyListSerialization`).
@Suite struct StringsEncodingTests {
    static let text = "/* c */\n\"a\" = \"é\";\n\"😀\" = \"b\";"
    static let table: [String: StringsValue] = ["a": s("é"), "😀": s("b")]

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar in
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var encoding: StringsEncoding
        var bytes: [UInt8]
        var description: String { encoding.rawValue }
    }

    static let cases: [Case] = [
        Case(encoding: .utf8, bytes: Array(text.utf8)),
        Case(encoding: .utf8BOM, bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
        Case(encoding: .utf16LE, bytes: [0xFF, 0xFE] + utf16(text, bigEndian: false)),
        Case(encoding: .utf16BE, bytes: [0xFE, 0xFF] + utf16(text, bigEndian: true)),
        Case(encoding: .utf32LE, bytes: [0xFF, 0xFE, 0, 0] + utf32(text, bigEndian: false)),
        Case(encoding: .utf32BE, bytes: [0, 0, 0xFE, 0xFF] + utf32(text, bigEndian: true)),
        // Apple drops the first code unit of BOM-less UTF-16: harmless here, it is a space.
        Case(encoding: .utf16WithoutBOM, bytes: utf16(" " + text, bigEndian: false)),
    ]

    @Test(arguments: cases)
    func readsEveryEncodingToTheSameTable(_ c: Case) throws {
        let file = try StringsFile(bytes: c.bytes)
        #expect(file.encoding == c.encoding)
        #expect(file.table == Self.table)
        #expect(file.entries.map(\.comment) == ["c", nil])
        #expect(file.entries.map(\.keyLocation.line) == [2, 3])
        #expect(file.entries.map(\.valueLocation.column) == [7, 7])
    }

    @Test(arguments: cases)
    func reportsOffsetsInTheFilesOwnBytes(_ c: Case) throws {
        let file = try StringsFile(bytes: c.bytes)
        // The second key, "😀", starts after 19 scalars (one of them, 'é', two UTF-8 bytes).
        let expected: Int
        switch c.encoding {
        case .utf8: expected = 20
        case .utf8BOM: expected = 3 + 20
        case .utf16LE, .utf16BE, .utf16WithoutBOM: expected = 2 + 2 * 19
        case .utf32LE, .utf32BE: expected = 4 + 4 * 19
        }
        #expect(file.entries[1].keyLocation.offset == expected)
    }

    @Test func dropsTheFirstUnitOfUTF16WithoutAByteOrderMarkAndWarns() throws {
        let bytes = Self.utf16("\"a\" = \"é\";", bigEndian: false)
        let error = try #require(stringsError(bytes))
        // Apple reads `a" = "é";`: the key is the unquoted `a`, then a stray quote.
        #expect(error.code == .expectedEqualsOrSemicolon)
        #expect(error.appleMessage == "Expected ';' or '=' after key at line 1")

        let spaced = try StringsFile(bytes: Self.utf16(" \"a\" = \"é\";", bigEndian: false))
        #expect(spaced.encoding == .utf16WithoutBOM)
        #expect(spaced.table == ["a": s("é")])
        #expect(spaced.warnings.map(\.code) == [.missingByteOrderMark])
        #expect(spaced.warnings[0].message.contains("U+0020 (space)"))
    }

    @Test func readsBigEndianUTF16WithoutAByteOrderMarkAsLittleEndianLikeApple() {
        let error = stringsError(Self.utf16(" \"a\" = \"é\";", bigEndian: true))
        #expect(error?.code == .unexpectedCharacter)
        #expect(error?.appleMessage == "Unexpected character '0x2200' at line 1")
    }

    struct Bad: Sendable, CustomStringConvertible {
        var name: String
        var bytes: [UInt8]
        var code: StringsError.Code
        var apple: String?
        var description: String { name }
    }

    static let bad: [Bad] = [
        Bad(name: "empty", bytes: [], code: .emptyFile, apple: "Cannot parse a NULL or zero-length data"),
        Bad(name: "UTF-8 BOM only", bytes: [0xEF, 0xBB, 0xBF], code: .emptyFile,
            apple: "Conversion of string failed. The string is empty."),
        Bad(name: "lone Latin-1 byte", bytes: Array("\"a\" = \"".utf8) + [0xE9] + Array("\";".utf8), code: .invalidUTF8,
            apple: "Conversion of string failed."),
        Bad(name: "overlong NUL", bytes: Array("\"a\" = \"".utf8) + [0xC0, 0x80] + Array("\";".utf8), code: .invalidUTF8,
            apple: "Conversion of string failed."),
        Bad(name: "encoded surrogate", bytes: Array("\"a\" = \"".utf8) + [0xED, 0xA0, 0x80] + Array("\";".utf8),
            code: .invalidUTF8, apple: "Conversion of string failed."),
        Bad(name: "above U+10FFFF", bytes: Array("\"a\" = \"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\";".utf8),
            code: .invalidUTF8, apple: "Conversion of string failed."),
        Bad(name: "truncated sequence", bytes: [0xEF, 0xBB], code: .invalidUTF8, apple: "Conversion of string failed."),
        Bad(name: "UTF-16 BOM alone", bytes: [0xFF, 0xFE], code: .invalidUTF8, apple: "Conversion of string failed."),
        Bad(name: "second BOM", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8),
            code: .unexpectedCharacter, apple: "Unexpected character '0xfeff' at line 1"),
        Bad(name: "UTF-16 starting with a lone surrogate", bytes: [0xFF, 0xFE, 0x00, 0xD8] + utf16("\"a\" = \"b\";", bigEndian: false),
            code: .invalidEncoding, apple: "Conversion of string failed. The string is empty."),
        Bad(name: "UTF-32 above U+10FFFF", bytes: [0xFF, 0xFE, 0, 0, 0, 0, 0x11, 0], code: .invalidEncoding,
            apple: "Could not determine the encoding of the XML data (string creation failed)"),
        Bad(name: "binary property list", bytes: Array("bplist00".utf8) + [0, 1, 2], code: .unsupportedFormat, apple: nil),
    ]

    @Test(arguments: bad)
    func rejectsTextApplesParserCannotDecode(_ c: Bad) {
        let error = stringsError(c.bytes)
        #expect(error?.code == c.code)
        #expect(error?.appleMessage == c.apple)
    }

    @Test func pointsAtTheFirstInvalidUTF8Byte() throws {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xE9] + Array("\";".utf8)
        let error = try #require(stringsError(bytes))
        #expect(error.location == SourceLocation(offset: 18, line: 2, column: 8))
        #expect(error.message.hasPrefix("invalid UTF-8 (byte 0xE9)"))
    }

    @Test func ignoresAnOddLastByteOfUTF16AndKeepsPairsFromTheText() throws {
        let file = try StringsFile(bytes: [0xFF, 0xFE] + Self.utf16("\"a\" = \"😀é\";", bigEndian: false) + [0x41])
        #expect(file.table == ["a": s("😀é")])
    }

    @Test func replacesUnpairedSurrogatesInUTF16TextAndWarns() throws {
        let bytes = [0xFF, 0xFE] + Self.utf16("\"a\" = \"", bigEndian: false) + [0x00, 0xD8] + Self.utf16("\";", bigEndian: false)
        let file = try StringsFile(bytes: bytes)
        #expect(file.table == ["a": s("\u{FFFD}")])
        #expect(file.warnings.map(\.code) == [.unpairedSurrogate])
        #expect(file.warnings[0].location.offset == 2 + 2 * 7)
    }

    @Test func readsFromAnyCollectionOfBytes() throws {
        let bytes = Array("\"a\" = \"b\";".utf8)
        let fromSlice = try StringsFile(bytes: bytes[...])
        let fromSequenceCollection = try StringsFile(bytes: bytes.lazy.map { $0 })
        #expect(fromSlice.table == ["a": s("b")])
        #expect(fromSequenceCollection.table == ["a": s("b")])
    }
}
