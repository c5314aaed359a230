import Testing
@testable import FormCore

@Suite struct JSONReaderTests {
    struct Rejection: Sendable, CustomStringConvertible {
        var input: String
        var code: JSONReadError.Code
        var line: Int
        var column: Int
        var description: String { input.debugDescription }
    }

    static let rejections: [Rejection] = [
        Rejection(input: "", code: .emptyInput, line: 1, column: 1),
        Rejection(input: "  \n ", code: .emptyInput, line: 2, column: 2),
        Rejection(input: "{\"a\": 1", code: .unexpectedEndOfInput, line: 1, column: 8),
        Rejection(input: "[1, 2", code: .unexpectedEndOfInput, line: 1, column: 6),
        Rejection(input: "{\"a\": 1,}", code: .unexpectedCharacter, line: 1, column: 9),
        Rejection(input: "[1,]", code: .unexpectedCharacter, line: 1, column: 4),
        Rejection(input: "{\"a\" 1}", code: .unexpectedCharacter, line: 1, column: 6),
        Rejection(input: "{a: 1}", code: .unexpectedCharacter, line: 1, column: 2),
        Rejection(input: "[tru]", code: .invalidLiteral, line: 1, column: 5),
        Rejection(input: "[nul", code: .unexpectedEndOfInput, line: 1, column: 5),
        Rejection(input: "[01]", code: .invalidNumber, line: 1, column: 3),
        Rejection(input: "[1.]", code: .invalidNumber, line: 1, column: 4),
        Rejection(input: "[-]", code: .invalidNumber, line: 1, column: 3),
        Rejection(input: "[1e+]", code: .invalidNumber, line: 1, column: 5),
        Rejection(input: "[.5]", code: .unexpectedCharacter, line: 1, column: 2),
        Rejection(input: "[+1]", code: .unexpectedCharacter, line: 1, column: 2),
        Rejection(input: "1 2", code: .trailingContent, line: 1, column: 3),
        Rejection(input: "{}\n}", code: .trailingContent, line: 2, column: 1),
        Rejection(input: "[\"a\tb\"]", code: .controlCharacterInString, line: 1, column: 4),
        Rejection(input: "[\"a\u{0}b\"]", code: .controlCharacterInString, line: 1, column: 4),
        Rejection(input: "[\u{0}]", code: .unexpectedCharacter, line: 1, column: 2),
        Rejection(input: "[\"\\x\"]", code: .invalidEscape, line: 1, column: 3),
        Rejection(input: "[\"\\u12G4\"]", code: .invalidEscape, line: 1, column: 7),
        Rejection(input: "[\"\\uD800\"]", code: .loneSurrogate, line: 1, column: 3),
        Rejection(input: "[\"\\uDC00\\uD800\"]", code: .loneSurrogate, line: 1, column: 3),
        Rejection(input: "[\"\\uD800\\u0041\"]", code: .loneSurrogate, line: 1, column: 3),
        Rejection(input: "[\"abc", code: .unterminatedString, line: 1, column: 6),
        Rejection(input: "{\"a\": 1,\n \"b\": 2,\n \"a\": 3}", code: .duplicateKey, line: 3, column: 2),
        Rejection(input: "\u{FEFF}{}", code: .byteOrderMark, line: 1, column: 1),
        Rejection(input: "[1] // comment", code: .trailingContent, line: 1, column: 5),
        Rejection(input: "['a']", code: .unexpectedCharacter, line: 1, column: 2),
        Rejection(input: "[NaN]", code: .unexpectedCharacter, line: 1, column: 2),
        Rejection(input: "[\u{A0}1]", code: .unexpectedCharacter, line: 1, column: 2),
    ]

    @Test(arguments: rejections)
    func rejectsWithCodeAndPosition(_ c: Rejection) {
        #expect {
            _ = try JSONReader().read(c.input)
        } throws: { error in
            guard let error = error as? JSONReadError else { return false }
            #expect(error.code == c.code, "\(error.summary)")
            #expect(error.location.line == c.line && error.location.column == c.column, "\(error.summary)")
            return true
        }
    }

    @Test func namesBothPlacesOfADuplicateKey() throws {
        do {
            _ = try JSONReader().read("{\"name\": \"a\",\n \"name\": \"b\"}", file: "x.json")
            Issue.record("accepted a duplicate key")
        } catch {
            #expect(error.code == .duplicateKey)
            #expect(error.relatedLocation?.line == 1)
            #expect(error.relatedLocation?.column == 2)
            #expect(error.description == """
                x.json:2:2: duplicate key "name" in one object; readers disagree on which value wins, so it is rejected (first at 1:2)
                 "name": "b"}
                 ^
                """)
        }
    }

    @Test func treatsCanonicallyEquivalentKeysAsDuplicates() {
        // "é" precomposed and decomposed: lookups cannot tell them apart, so neither may the reader.
        #expect(throws: JSONReadError.self) { try JSONReader().read("{\"\u{E9}\": 1, \"e\u{301}\": 2}") }
    }

    /// Keys are hashed by different paths depending on their length and on how close they sit to
    /// the end of the input; equal keys must collide whatever the path.
    @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 40, 63, 64, 65, 100])
    func findsDuplicatesOfEveryLengthAnywhereInTheInput(length: Int) {
        let key = String(repeating: "k", count: length)
        for padding in 0..<20 {
            let text = "{\"\(key)\": 1, \"\(key)\": 2" + String(repeating: " ", count: padding) + "}"
            #expect(throws: JSONReadError.self, "length \(length), padding \(padding)") { try JSONReader().read(text) }
            let nested = "{\"x\": 0, \"\(key)\": [{\"\(key)\": 1}], \"y\": {\"\(key)\": 2, \"\(key)\": 3}}"
            #expect(throws: JSONReadError.self) { try JSONReader().read(nested) }
        }
        let distinct = "{\"\(key)\": 1, \"\(key)x\": 2, \"x\(key)\": 3}"
        #expect(throws: Never.self) { try JSONReader().read(distinct) }
    }

    struct DuplicatePair: Sendable, CustomStringConvertible {
        var json: String
        /// Columns of the first and the repeated key's opening quotes.
        var first: Int
        var repeated: Int
        var description: String { json }
    }

    /// Escaped keys are compared by string, plain ones by hash first: mixing them must still name
    /// the first repeated key, and the right earlier one.
    static let mixedDuplicates: [DuplicatePair] = [
        DuplicatePair(json: #"{"a": 1, "b": 2, "\u0061": 3}"#, first: 2, repeated: 18),
        DuplicatePair(json: #"{"\u0061": 1, "b": 2, "a": 3}"#, first: 2, repeated: 23),
        DuplicatePair(json: #"{"x": 0, "y": 1, "y": 2, "\u0061": 3, "a": 4}"#, first: 10, repeated: 18),
        DuplicatePair(json: #"{"x": 0, "\u0061": 1, "y": 2, "a": 3, "y": 4}"#, first: 10, repeated: 31),
        DuplicatePair(json: #"{"\u0062": 0, "a": 1, "a": 2, "b": 3}"#, first: 15, repeated: 23),
    ]

    @Test(arguments: mixedDuplicates)
    func namesTheFirstRepeatedKeyAmongEscapedAndPlainKeys(_ c: DuplicatePair) {
        #expect {
            _ = try JSONReader().read(c.json)
        } throws: { error in
            guard let error = error as? JSONReadError else { return false }
            #expect(error.code == .duplicateKey)
            #expect(error.location.column == c.repeated, "\(error.summary)")
            #expect(error.relatedLocation?.column == c.first, "\(error.summary)")
            return true
        }
    }

    @Test func findsDuplicatesInLargeObjects() {
        let members = (0..<100).map { "\"k\($0)\": \($0)" } + ["\"k42\": 0"]
        #expect(throws: JSONReadError.self) { try JSONReader().read("{" + members.joined(separator: ",") + "}") }
    }

    @Test func keepsTheLastDuplicateWhenAskedTo() throws {
        let reader = JSONReader(limits: .init(duplicateKeys: .keepLast))
        let value = try reader.read("{\"a\": 1, \"b\": 2, \"a\": 3}")
        #expect(value.object?.keys == ["a", "b"])
        #expect(value["a"] == 3)
    }

    @Test func keepsObjectKeysInDocumentOrder() throws {
        let value = try JSONReader().read("{\"z\": 1, \"a\": 2, \"m\": {\"y\": null, \"b\": true}}")
        #expect(value.object?.keys == ["z", "a", "m"])
        #expect(value["m"]?.object?.keys == ["y", "b"])
    }

    struct NumberCase: Sendable, CustomStringConvertible {
        var literal: String
        var double: Double
        var description: String { literal }
    }

    static let numbers: [NumberCase] = [
        NumberCase(literal: "0", double: 0),
        NumberCase(literal: "-0", double: -0.0),
        NumberCase(literal: "0.1", double: 0.1),
        NumberCase(literal: "67.5", double: 67.5),
        NumberCase(literal: "-12.25e2", double: -1225),
        NumberCase(literal: "1E400", double: .infinity),
        NumberCase(literal: "-1e400", double: -.infinity),
        NumberCase(literal: "1e-400", double: 0),
        NumberCase(literal: "12345678901234567890", double: 12345678901234567168),
        NumberCase(literal: "0.30000000000000004", double: 0.30000000000000004),
        NumberCase(literal: "9007199254740993", double: 9007199254740992),
        NumberCase(literal: "123456.789012345678", double: 123456.789012345678),
    ]

    @Test(arguments: numbers)
    func keepsNumberLiteralsExactly(_ c: NumberCase) throws {
        let value = try JSONReader().read("[\(c.literal)]")
        let number = try #require(value.array?.first?.number)
        #expect(number.literal == c.literal)
        #expect(number.double == c.double)
        #expect(number.double.sign == c.double.sign)
    }

    @Test func keepsANumberOfTenThousandDigitsExactly() throws {
        let digits = "9" + String(repeating: "8", count: 9_999)
        let value = try JSONReader().read(digits)
        #expect(value.number?.literal == digits)
        #expect(value.number?.double == .infinity)
        #expect(value.jsonText() == digits)
    }

    struct StringCase: Sendable, CustomStringConvertible {
        var json: String
        var value: String
        var description: String { json }
    }

    static let strings: [StringCase] = [
        StringCase(json: #""plain""#, value: "plain"),
        StringCase(json: #""\"\\\/\b\f\n\r\t""#, value: "\"\\/\u{8}\u{C}\n\r\t"),
        StringCase(json: #""\u0041\u00e9\u20AC""#, value: "Aé€"),
        StringCase(json: #""\uD83D\uDE00""#, value: "😀"),
        StringCase(json: #""\u0000""#, value: "\u{0}"),
        StringCase(json: "\"Zoë 日本 😀\"", value: "Zoë 日本 😀"),
        StringCase(json: #""a\nb""#, value: "a\nb"),
    ]

    @Test(arguments: strings)
    func unescapesStrings(_ c: StringCase) throws {
        #expect(try JSONReader().read(c.json) == .string(c.value))
    }

    static let invalidUTF8: [[UInt8]] = [
        [0x22, 0xFF, 0x22],             // never valid
        [0x22, 0xC0, 0xAF, 0x22],       // overlong '/'
        [0x22, 0xE0, 0x80, 0xAF, 0x22], // overlong
        [0x22, 0xED, 0xA0, 0x80, 0x22], // UTF-8 encoded surrogate
        [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], // beyond U+10FFFF
        [0x22, 0xC3, 0x22],             // cut off
        [0x22, 0x80, 0x22],             // lone continuation
        [0x22, 0xE2, 0x82],             // cut off at the end of input
    ]

    @Test(arguments: invalidUTF8)
    func rejectsInvalidUTF8(_ bytes: [UInt8]) {
        #expect {
            _ = try JSONReader().read(bytes)
        } throws: { ($0 as? JSONReadError)?.code == .invalidUTF8 }
    }

    @Test func rejectsEveryTruncationOfADocument() throws {
        let document = Array(#"{"a": [1, -2.5e3, "x\u00e9y", true, false, null], "b": {"c": "d"}}"#.utf8)
        _ = try JSONReader().read(document)
        for length in 0..<document.count {
            #expect(throws: JSONReadError.self, "prefix of \(length) bytes") { try JSONReader().read(document[0..<length]) }
        }
    }

    @Test func rejectsOneHundredThousandNestedArraysWithoutOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect {
            _ = try JSONReader().read(deep)
        } throws: { error in
            guard let error = error as? JSONReadError else { return false }
            return error.code == .tooDeeplyNested && error.location.column == 513
        }
    }

    @Test func capsTheDepthLimitWhereFreeingWouldExhaustTheStack() throws {
        let reader = JSONReader(limits: .init(maxDepth: 200_000))
        #expect(reader.limits.maxDepth == JSONReader.Limits.maximumDepth)
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect { _ = try reader.read(deep) } throws: { ($0 as? JSONReadError)?.code == .tooDeeplyNested }
    }

    @Test func rejectsADocumentWithMoreValuesThanTheLimit() throws {
        let reader = JSONReader(limits: .init(maxValues: 10))
        _ = try reader.read("[1, 2, 3, 4, 5, 6, 7, 8, 9]")  // 9 numbers and the array
        #expect {
            _ = try reader.read("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]")
        } throws: { error in
            guard let error = error as? JSONReadError else { return false }
            return error.code == .tooManyValues && error.message.contains("more than 10 values (maxValues)")
        }
        let dense = "[" + Array(repeating: "0", count: 200_000).joined(separator: ",") + "]"
        #expect { _ = try JSONReader().read(dense) } throws: { ($0 as? JSONReadError)?.code == .tooManyValues }
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let reader = JSONReader(limits: .init(maxDepth: 3))
        _ = try reader.read("[[[]]]")
        #expect(throws: JSONReadError.self) { try reader.read("[[[[]]]]") }
    }

    @Test func rejectsAOneHundredMegabyteStringByEitherLimit() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 100 << 20)
        bytes[0] = UInt8(ascii: "\"")
        bytes[bytes.count - 1] = UInt8(ascii: "\"")
        #expect { _ = try JSONReader().read(bytes) } throws: { ($0 as? JSONReadError)?.code == .documentTooLarge }
        let roomy = JSONReader(limits: .init(maxDocumentBytes: 200 << 20))
        #expect { _ = try roomy.read(bytes) } throws: { ($0 as? JSONReadError)?.code == .stringTooLong }
    }

    @Test func countsStringLimitsAfterUnescaping() throws {
        let reader = JSONReader(limits: .init(maxStringBytes: 4))
        #expect(try reader.read(#""\u0041\u0042\u0043\u0044""#) == "ABCD")
        #expect(throws: JSONReadError.self) { try reader.read(#""abcde""#) }
    }

    @Test func showsTheOffendingLineWithACaret() {
        #expect {
            _ = try JSONReader().read("{\n  \"a\": [1, 2,, 3]\n}", file: "sub.json")
        } throws: { error in
            (error as? JSONReadError)?.description == """
                sub.json:2:14: unexpected character ',': expected a value
                  "a": [1, 2,, 3]
                             ^
                """
        }
    }

    @Test func roundTripsThroughJSONText() throws {
        let text = #"{"b":[1,2.50,-0,1e5,"x\"\\\n\u0001"],"a":{"c":null,"d":true,"e":false},"f":"é😀"}"#
        let value = try JSONReader().read(text)
        #expect(value.jsonText() == text)
        #expect(try JSONReader().read(value.jsonText(pretty: true)) == value)
    }
}

@Suite struct FormNumberWholeNumberTests {
    @Test(arguments: [
        ("0", true), ("-0", true), ("12", true), ("12.0", true), ("12.50", false), ("0.5", false),
        ("1.5e1", true), ("1.25e1", false), ("120e-1", true), ("125e-1", false), ("1e400", true),
        ("1e-400", false), ("0e-5", true), ("0.000e3", true), ("-7.000", true), ("100E-2", true), ("101E-2", false),
    ])
    func decidesWholeNumbersOnTheLiteral(_ literal: String, _ whole: Bool) throws {
        let number = try #require(FormNumber(literal: literal))
        #expect(number.isWholeNumber == whole)
    }
}
