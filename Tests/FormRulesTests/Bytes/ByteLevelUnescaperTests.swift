import Testing
import TestSupport
@testable import FormRules

/// ``ByteLevelUnescaper`` accepts exactly the strings ``JSONReader`` accepts, with the same
/// content; and the byte-level path, which uses it, reports the same as the tree path.
@Suite struct ByteLevelUnescaperTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// A JSON string, quotes included.
        var text: [UInt8]
        /// Its content, or nil when the reader rejects it.
        var content: [UInt8]?
        var testDescription: String { String(decoding: text, as: UTF8.self) }

        init(_ text: String, _ content: String?) {
            self.text = Array(text.utf8)
            self.content = content.map { Array($0.utf8) }
        }

        init(bytes: [UInt8], _ content: [UInt8]?) {
            text = bytes
            self.content = content
        }
    }

    static let cases: [Case] = [
        // Every simple escape.
        Case(#""\"""#, "\""), Case(#""\\""#, "\\"), Case(#""\/""#, "/"),
        Case(#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"), Case(#""a\"b\\c""#, "a\"b\\c"),
        Case(#""\\u0041""#, "\\u0041"), Case(#""\\\"""#, "\\\""),
        // \u escapes: ASCII, two- and three-byte UTF-8, upper and lower case, NUL, the last BMP scalar.
        Case(#""\u0041""#, "A"), Case(#""\u00e9t\u00C9""#, "étÉ"), Case(#""\u20AC""#, "€"),
        Case(#""\u0000""#, "\u{0}"), Case(#""\uFFFF""#, "\u{FFFF}"), Case(#""\u001f""#, "\u{1F}"),
        // Surrogate pairs.
        Case(#""\ud83d\ude00""#, "😀"), Case(#""\uD83D\uDE00x""#, "😀x"), Case(#""\udbff\udfff""#, "\u{10FFFF}"),
        // Escapes next to raw non-ASCII text and long plain runs.
        Case(#""café\n""#, "café\n"), Case(#""👩‍👩‍👧‍👦\t""#, "👩‍👩‍👧‍👦\t"),
        Case(#""abcdefghijklmnopqrstuvwxyz\u0021abcdefghijklmnop""#, "abcdefghijklmnopqrstuvwxyz!abcdefghijklmnop"),
        Case(#""""#, ""), Case(#""plain""#, "plain"),
        // Invalid escapes.
        Case(#""\x""#, nil), Case(#""\a""#, nil), Case(#""\U0041""#, nil), Case(#""\'""#, nil), Case(#""\ ""#, nil),
        Case(#""\u""#, nil), Case(#""\u12""#, nil), Case(#""\u12G4""#, nil), Case(#""\u-123""#, nil), Case(#""\u 123""#, nil),
        Case("\"\\\u{e9}\"", nil),
        // Lone and misordered surrogates.
        Case(#""\ud83d""#, nil), Case(#""\ud83dx""#, nil), Case(#""\ud83d\n""#, nil), Case(#""\ud83d\u0041""#, nil),
        Case(#""\ud83d\ud83d""#, nil), Case(#""\ude00""#, nil), Case(#""\ude00\ud83d""#, nil), Case(#""\ud83d\""#, nil),
        Case(#""\ud83d\u""#, nil), Case(#""\ud83d\ude0""#, nil),
        // Cut off.
        Case(#""abc"#, nil), Case(#""abc\"#, nil), Case(#""abc\""#, nil), Case(#""\u00e9"#, nil),
        // Raw control characters and invalid UTF-8 around escapes.
        Case("\"\\n\u{1}\"", nil), Case("\"\\n\n\"", nil), Case("\"\\n\t\"", nil),
        Case(bytes: Array(#""\n"#.utf8) + [0xC3, 0x28, 0x22], nil),
        Case(bytes: Array(#""\n"#.utf8) + [0xE2, 0x82, 0x22], nil),
        Case(bytes: Array(#""\n"#.utf8) + [0xED, 0xA0, 0x80, 0x22], nil),
        Case(bytes: Array(#""\n"#.utf8) + [0xC0, 0xAF, 0x22], nil),
        Case(bytes: Array(#""\n"#.utf8) + [0xF4, 0x90, 0x80, 0x80, 0x22], nil),
        Case(bytes: Array(#""\n"#.utf8) + [0xFF, 0x22], nil),
    ]

    @Test(arguments: cases)
    func readsWhatTheReaderReads(_ example: Case) throws {
        let reader: [UInt8]?
        if case .string(var string)? = try? JSONReader().read(example.text) {
            reader = string.withUTF8 { Array($0) }
        } else {
            reader = nil
        }
        #expect(reader == example.content, "the table agrees with the reader")

        var arena: [UInt8] = [0x7A]  // content is appended after what the arena holds
        let read = example.text.withUnsafeBufferPointer { text in
            try? ByteLevelUnescaper.read(text, quote: 0, into: &arena, maxStringBytes: 1 << 20)
        }
        if let content = example.content {
            #expect(read == ByteLevelUnescaper.Read(end: example.text.count, hasNonASCII: content.contains { $0 >= 0x80 }))
            #expect(Array(arena.dropFirst()) == content)
            #expect(arena.first == 0x7A)
        } else {
            #expect(read == nil)
        }
    }

    /// The limit counts the unescaped bytes, as the reader's does.
    @Test(arguments: [(#""\u00e9\u00e9""#, 4, true), (#""\u00e9\u00e9""#, 3, false), (#""ab\ncd""#, 5, true), (#""ab\ncd""#, 4, false)])
    func limitsTheUnescapedLength(text: String, limit: Int, accepted: Bool) throws {
        let bytes = Array(text.utf8)
        var limits = JSONReader.Limits()
        limits.maxStringBytes = limit
        #expect(((try? JSONReader(limits: limits).read(bytes)) != nil) == accepted)
        var arena: [UInt8] = []
        let read = bytes.withUnsafeBufferPointer { try? ByteLevelUnescaper.read($0, quote: 0, into: &arena, maxStringBytes: limit) }
        #expect((read != nil) == accepted)
    }

    /// Each string as a value of a member, a declared one and an undeclared one: same reports
    /// on both paths, and strings the reader accepts take the byte path.
    @Test(arguments: cases)
    func valuesGetTheSameReportsOnBothPaths(_ example: Case) throws {
        let spec = #"""
            { "form": "unescaping", "unknownFields": "reject", "fields": [
              { "name": "name", "type": "text", "trim": false, "maxLength": 5 },
              { "name": "city", "type": "choice", "trim": false, "options": ["é", "😀", "A"] } ] }
            """#
        let form = try CompiledForm(FormSpec.load(Array(spec.utf8), file: "unescaping.json"))
        let lines = [
            Array(#"{"name":"#.utf8) + example.text + Array(#","city":"#.utf8) + example.text + Array("}".utf8),
            Array(#"{"other":"#.utf8) + example.text + Array(#","name":"x"}"#.utf8),
        ]
        let direct = ByteLevelDifferentialTests.compare(form, lines)
        #expect(direct == (example.content == nil ? 0 : 2))
    }
}
