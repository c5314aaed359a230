import FormCore
import Foundation
import Testing
@testable import Localization

@Suite struct PropertyListXMLErrorTests {
    struct ErrorCase: Sendable, CustomStringConvertible {
        var name: String
        var bytes: [UInt8]
        var code: PropertyListError.Code
        var line: Int
        var column: Int
        var description: String { name }

        init(_ name: String, _ xml: String, _ code: PropertyListError.Code, _ line: Int, _ column: Int) {
            self.init(name, Array(xml.utf8), code, line, column)
        }

        init(_ name: String, _ bytes: [UInt8], _ code: PropertyListError.Code, _ line: Int, _ column: Int) {
            self.name = name
            self.bytes = bytes
            self.code = code
            self.line = line
            self.column = column
        }
    }

    static let cases: [ErrorCase] = [
        ErrorCase("empty input", "", .emptyInput, 1, 1),
        ErrorCase("only a declaration", "<?xml version=\"1.0\"?>\n", .missingValue, 2, 1),
        ErrorCase("truncated after a key", "<plist>\n<dict>\n<key>a</key>", .unexpectedEndOfInput, 3, 13),
        ErrorCase("truncated inside a string", "<plist><string>abc", .unexpectedEndOfInput, 1, 19),
        ErrorCase("truncated inside a tag", "<plist><dict><key", .unexpectedEndOfInput, 1, 14),
        ErrorCase("truncated closing tag", "<plist><string>a</str", .unexpectedEndOfInput, 1, 17),
        ErrorCase("unclosed plist", "<plist><true/>", .unexpectedCharacter, 1, 15),
        ErrorCase("unknown element", "<plist>\n  <dict>\n    <key>a</key>\n    <strin>x</strin>\n", .unknownElement, 4, 5),
        ErrorCase("unknown root element", "<plist><str/></plist>", .unknownElement, 1, 8),
        ErrorCase("comment inside a string (Apple rejects it)", "<plist><string>a<!-- x -->b</string></plist>", .unexpectedElement, 1, 17),
        ErrorCase("element inside a string", "<plist><string>a<b>c</b></string></plist>", .unexpectedElement, 1, 17),
        ErrorCase("key outside a dict", "<plist><array><key>a</key></array></plist>", .unexpectedElement, 1, 15),
        ErrorCase("nested plist", "<plist><plist/></plist>", .unexpectedElement, 1, 8),
        ErrorCase("mismatched closing tag", "<plist><string>a</key></plist>", .mismatchedClosingTag, 1, 17),
        ErrorCase("dict child that is not a key", "<plist><dict><string>a</string></dict></plist>", .expectedKey, 1, 14),
        ErrorCase("key without value at the end", "<plist><dict><key>a</key>\n</dict></plist>", .missingValue, 2, 1),
        ErrorCase("two keys in a row", "<plist><dict><key>a</key><key>b</key><true/></dict></plist>", .missingValue, 1, 26),
        ErrorCase("text between elements", "<plist><dict>hello</dict></plist>", .unexpectedText, 1, 14),
        ErrorCase("text before the root", "hello", .unexpectedText, 1, 1),
        ErrorCase("empty plist element", "<plist/>", .missingValue, 1, 1),
        ErrorCase("plist without a value", "<plist>\n</plist>", .missingValue, 2, 1),
        ErrorCase("junk after the root", "<plist><true/></plist>\nx", .junkAfterRoot, 2, 1),
        ErrorCase("second root value", "<true/><false/>", .junkAfterRoot, 1, 8),
        ErrorCase("unknown entity", "<plist><string>a &nbsp; b</string></plist>", .invalidEntity, 1, 18),
        ErrorCase("bare ampersand", "<plist><string>a & b</string></plist>", .invalidEntity, 1, 18),
        ErrorCase("unterminated entity", "<plist><string>&amp</string></plist>", .invalidEntity, 1, 16),
        ErrorCase("character reference zero", "<plist><string>&#0;</string></plist>", .invalidEntity, 1, 16),
        ErrorCase("character reference surrogate", "<plist><string>&#xD800;</string></plist>", .invalidEntity, 1, 16),
        ErrorCase("character reference too large", "<plist><string>&#x110000;</string></plist>", .invalidEntity, 1, 16),
        ErrorCase("character reference without digits", "<plist><string>&#x;</string></plist>", .invalidEntity, 1, 16),
        ErrorCase("entity column counts scalars", "<plist><string>éé&bad;</string></plist>", .invalidEntity, 1, 18),
        ErrorCase("invalid UTF-8 byte", Array("<plist><string>".utf8) + [0xE9] + Array("</string></plist>".utf8), .invalidUTF8, 1, 16),
        ErrorCase("overlong UTF-8", Array("<plist>\n<string>".utf8) + [0xC0, 0x80], .invalidUTF8, 2, 9),
        ErrorCase("UTF-8 surrogate", Array("<plist><string>".utf8) + [0xED, 0xA0, 0x80], .invalidUTF8, 1, 16),
        ErrorCase("truncated UTF-8 sequence", Array("<plist><string>".utf8) + [0xE2, 0x82], .invalidUTF8, 1, 16),
        ErrorCase("UTF-16 byte-order mark", [0xFF, 0xFE, 0x3C, 0x00], .unsupportedEncoding, 1, 1),
        ErrorCase("declared UTF-16", "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist/>", .unsupportedEncoding, 1, 31),
        ErrorCase("declaration not at the start", "<plist><?xml version=\"1.0\"?><true/></plist>", .unexpectedElement, 1, 8),
        ErrorCase("doctype after the root", "<plist><!DOCTYPE plist><true/></plist>", .unexpectedElement, 1, 8),
        ErrorCase("unterminated comment", "<plist><!-- no end", .unexpectedEndOfInput, 1, 8),
        ErrorCase("unterminated CDATA", "<plist><string><![CDATA[x", .unexpectedEndOfInput, 1, 16),
        ErrorCase("unterminated doctype", "<!DOCTYPE plist", .unexpectedEndOfInput, 1, 1),
        ErrorCase("attribute without value", "<plist version><true/></plist>", .unexpectedCharacter, 1, 15),
        ErrorCase("slash without '>'", "<plist><true/ ></plist>", .unexpectedCharacter, 1, 14),
        ErrorCase("space after '<'", "<plist>< dict/></plist>", .unexpectedCharacter, 1, 9),
        ErrorCase("invalid integer", "<plist><integer>12a</integer></plist>", .invalidValue, 1, 17),
        ErrorCase("empty integer", "<plist><integer/></plist>", .invalidValue, 1, 18),
        ErrorCase("integer overflow", "<plist><integer>9223372036854775808</integer></plist>", .invalidValue, 1, 17),
        ErrorCase("invalid real", "<plist><real>1.2.3</real></plist>", .invalidValue, 1, 14),
        ErrorCase("invalid date", "<plist><date>2023-02-29T00:00:00Z</date></plist>", .invalidValue, 1, 14),
        ErrorCase("date without Z", "<plist><date>2023-02-28T00:00:00</date></plist>", .invalidValue, 1, 14),
        ErrorCase("invalid base64", "<plist><data>ab$c</data></plist>", .invalidValue, 1, 14),
        ErrorCase("base64 cut mid-byte", "<plist><data>QUJDR</data></plist>", .invalidValue, 1, 14),
        ErrorCase("text in true", "<plist><true>yes</true></plist>", .invalidValue, 1, 14),
    ]

    @Test(arguments: cases)
    func reportsPosition(_ c: ErrorCase) {
        do {
            let value = try PropertyListXML.parse(c.bytes)
            Issue.record("expected \(c.code), parsed \(value)")
        } catch {
            #expect(error.code == c.code, "\(error)")
            #expect(error.location.line == c.line, "\(error)")
            #expect(error.location.column == c.column, "\(error)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test func wordsUnknownElementsWithWhatWasExpected() {
        let xml = "<plist>\n  <dict>\n    <key>a</key>\n    <strin>x</strin>\n"
        #expect {
            try PropertyListXML.parse(Array(xml.utf8), file: "ru.lproj/Localizable.stringsdict")
        } throws: { error in
            guard let error = error as? PropertyListError else { return false }
            return error.description == "ru.lproj/Localizable.stringsdict:4:5: unknown element '<strin>'; expected <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>"
                && error.excerpt.description == "    <strin>x</strin>\n    ^"
        }
    }

    @Test func wordsMismatchedTagsWithWhereTheElementOpened() {
        let xml = "<plist>\n<string>a\n</key></plist>"
        #expect {
            try PropertyListXML.parse(Array(xml.utf8))
        } throws: { error in
            (error as? PropertyListError)?.description == "3:1: expected '</string>' to close '<string>' from 2:1, found '</key>'"
        }
    }

    @Test func wordsBadEntitiesQuotingThem() {
        #expect {
            try PropertyListXML.parse(Array("<plist><string>a &nbsp; b</string></plist>".utf8))
        } throws: { error in
            (error as? PropertyListError)?.message == "unknown entity '&nbsp;'; expected &amp; &lt; &gt; &quot; &apos; or a character reference"
        }
    }

    @Test func wordsMissingValuesWithTheKey() {
        #expect {
            try PropertyListXML.parse(Array("<plist><dict><key>count</key></dict></plist>".utf8))
        } throws: { error in
            (error as? PropertyListError)?.message == "expected a value for key 'count', found '</dict>'"
        }
    }

    static func nested(_ depth: Int, dictionaries: Bool) -> [UInt8] {
        let open = dictionaries ? "<dict><key>k</key>" : "<array>"
        let close = dictionaries ? "</dict>" : "</array>"
        let inner = dictionaries ? "<true/>" : ""
        return Array(("<plist>" + String(repeating: open, count: depth) + inner + String(repeating: close, count: depth) + "</plist>").utf8)
    }

    @Test(arguments: [false, true])
    func acceptsNestingUpToTheLimit(dictionaries: Bool) throws {
        var value = try PropertyListXML.parse(Self.nested(PropertyListXML.defaultMaximumDepth, dictionaries: dictionaries))
        var depth = 0
        while true {
            if let inner = value.arrayValue?.first ?? value["k"] {
                value = inner
                depth += 1
            } else if value.arrayValue != nil || value.dictionaryValue != nil {
                depth += 1
                break
            } else {
                break
            }
        }
        #expect(depth == PropertyListXML.defaultMaximumDepth)
    }

    @Test(arguments: [false, true])
    func rejectsNestingBeyondTheLimit(dictionaries: Bool) {
        let limit = 20
        let bytes = Self.nested(10_000, dictionaries: dictionaries)
        let openLength = dictionaries ? "<dict><key>k</key>".utf8.count : "<array>".utf8.count
        #expect {
            try PropertyListXML.parse(bytes, maximumDepth: limit)
        } throws: { error in
            guard let error = error as? PropertyListError else { return false }
            return error.code == .tooDeep && error.location.offset == "<plist>".utf8.count + limit * openLength
        }
        #expect {
            try PropertyListXML.parse(bytes)
        } throws: { error in
            (error as? PropertyListError)?.code == .tooDeep
        }
    }

    /// The reader keeps open containers on the heap: deep nesting cannot overflow a small stack.
    @Test(arguments: [false, true])
    func readsDeepNestingOnAThreadWithASmallStack(dictionaries: Bool) async {
        let bytes = Self.nested(PropertyListXML.defaultMaximumDepth, dictionaries: dictionaries)
        let parsed: Bool = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: (try? PropertyListXML.parse(bytes)) != nil)
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        #expect(parsed)
    }

    @Test func survivesEveryTruncationOfAValidFile() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist>\n<plist version=\"1.0\"><dict><key>a&amp;</key><array><string><![CDATA[x]]>é</string><integer>-3</integer><real>1e2</real><date>2020-01-01T00:00:00Z</date><data>QUJD</data><true/></array></dict></plist>"
        let bytes = Array(xml.utf8)
        for length in 0..<bytes.count {
            do {
                _ = try PropertyListXML.parse(bytes[0..<length])
                Issue.record("prefix of \(length) bytes should not parse")
            } catch {
                #expect(error.location.offset <= length)
            }
        }
        #expect(throws: Never.self) { try PropertyListXML.parse(bytes) }
    }
}
