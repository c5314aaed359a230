import FormCore
import Testing
@testable import Localization

/// A property-list value without locations, so expectations can be written as literals.
enum PlainPropertyList: Equatable, CustomStringConvertible {
    case s(String)
    case i(Int64)
    case r(Double)
    case b(Bool)
    case date(String)
    case data([UInt8])
    case a([PlainPropertyList])
    case d([String: PlainPropertyList])

    init(_ value: PropertyListValue) {
        switch value {
        case .string(let text): self = .s(text)
        case .integer(let number): self = .i(number)
        case .real(let number): self = .r(number)
        case .bool(let flag): self = .b(flag)
        case .date(let date): self = .date(date.description)
        case .data(let bytes): self = .data(bytes)
        case .array(let elements): self = .a(elements.map(PlainPropertyList.init))
        case .dictionary(let dictionary):
            self = .d(Dictionary(dictionary.entries.map { ($0.key, PlainPropertyList($0.value)) }, uniquingKeysWith: { $1 }))
        }
    }

    var description: String {
        switch self {
        case .s(let text): return text.debugDescription
        case .i(let number): return "\(number)"
        case .r(let number): return "\(number)"
        case .b(let flag): return "\(flag)"
        case .date(let text): return "date(\(text))"
        case .data(let bytes): return "data(\(bytes))"
        case .a(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .d(let members): return "{" + members.keys.sorted().map { "\($0.debugDescription): \(members[$0]!)" }.joined(separator: ", ") + "}"
        }
    }
}

@Suite struct PropertyListXMLTests {
    struct ValueCase: Sendable, CustomStringConvertible {
        var name: String
        var xml: String
        var expected: PlainPropertyListBox
        var description: String { name }
    }

    /// `PlainPropertyList` is not `Sendable` (it need not be); test arguments must be.
    struct PlainPropertyListBox: Sendable {
        let make: @Sendable () -> PlainPropertyList
    }

    static func value(_ name: String, _ xml: String, _ expected: @escaping @Sendable () -> PlainPropertyList) -> ValueCase {
        ValueCase(name: name, xml: xml, expected: PlainPropertyListBox(make: expected))
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        """

    static let valueCases: [ValueCase] = [
        value("string in plist", "<plist version=\"1.0\"><string>hi</string></plist>") { .s("hi") },
        value("declaration, doctype and comments", header + "\n<!-- c --><plist version=\"1.0\">\n<!-- c -->\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n</dict>\n</plist>\n<!-- trailing -->\n") { .d(["a": .s("b")]) },
        value("bare root without plist", "<dict><key>k</key><true/></dict>") { .d(["k": .b(true)]) },
        value("empty dict element", "<plist><dict/></plist>") { .d([:]) },
        value("empty string element", "<plist><string/></plist>") { .s("") },
        value("empty string pair", "<plist><string></string></plist>") { .s("") },
        value("empty key", "<plist><dict><key/><string>x</string></dict></plist>") { .d(["": .s("x")]) },
        value("named entities", "<plist><string>a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;</string></plist>") { .s("a & <b> \"c\" 'd'") },
        value("character references", "<plist><string>&#233;&#xE9;&#X44;&#x1F600;</string></plist>") { .s("ééD😀") },
        value("CDATA kept raw", "<plist><string><![CDATA[<b>&amp;</b>]]></string></plist>") { .s("<b>&amp;</b>") },
        value("whitespace preserved", "<plist><string>  a\n\tb </string></plist>") { .s("  a\n\tb ") },
        value("non-ASCII text", "<plist><string>Лимит превышен на %#@count@</string></plist>") { .s("Лимит превышен на %#@count@") },
        value("integer", "<plist><integer>42</integer></plist>") { .i(42) },
        value("integer with spaces and sign", "<plist><integer> +7 </integer></plist>") { .i(7) },
        value("smallest integer", "<plist><integer>-9223372036854775808</integer></plist>") { .i(Int64.min) },
        value("hexadecimal integer", "<plist><integer>0x1F</integer></plist>") { .i(31) },
        value("real", "<plist><real>1.5</real></plist>") { .r(1.5) },
        value("real with exponent", "<plist><real>-2e3</real></plist>") { .r(-2000) },
        value("infinity", "<plist><real>-infinity</real></plist>") { .r(-.infinity) },
        value("true and false", "<plist><array><true/><false></false><true></true></array></plist>") { .a([.b(true), .b(false), .b(true)]) },
        value("date", "<plist><date>2024-02-29T23:59:59Z</date></plist>") { .date("2024-02-29T23:59:59Z") },
        value("data with whitespace", "<plist><data>\n\tSGVs\n\tbG8=\n</data></plist>") { .data(Array("Hello".utf8)) },
        value("data without padding", "<plist><data>SGk</data></plist>") { .data(Array("Hi".utf8)) },
        value("empty data", "<plist><data/></plist>") { .data([]) },
        value("nested array", "<plist><array><string>a</string><array/><integer>1</integer></array></plist>") { .a([.s("a"), .a([]), .i(1)]) },
        value("nested dict", "<plist><dict><key>o</key><dict><key>i</key><array><string>x</string></array></dict></dict></plist>") { .d(["o": .d(["i": .a([.s("x")])])]) },
        value("UTF-8 byte-order mark", "\u{FEFF}<plist><string>x</string></plist>") { .s("x") },
        value("attribute with '>' in single quotes", "<plist version='1>0' x = \"y\" ><string>x</string></plist>") { .s("x") },
        value("doctype with internal subset", "<!DOCTYPE plist [ <!ENTITY x \"]>\"> ]><plist><string>x</string></plist>") { .s("x") },
        value("processing instruction after declaration", "<?xml version=\"1.0\"?><?other data?><plist><false/></plist>") { .b(false) },
        value("closing tag with space", "<plist><string>x</string ></plist >") { .s("x") },
        value("CRLF line ends kept in text", "<plist>\r\n<string>a\r\nb</string>\r\n</plist>") { .s("a\r\nb") },
    ]

    @Test(arguments: valueCases)
    func readsValues(_ c: ValueCase) throws {
        let value = try PropertyListXML.parse(Array(c.xml.utf8))
        #expect(PlainPropertyList(value) == c.expected.make())
    }

    @Test func readsNotANumber() throws {
        let value = try PropertyListXML.parse(Array("<plist><real>nan</real></plist>".utf8))
        guard case .real(let number) = value else {
            Issue.record("expected a real, got \(value)")
            return
        }
        #expect(number.isNaN)
    }

    @Test func keepsKeyOrderAndKeyLocations() throws {
        let xml = "<plist>\n<dict>\n  <key>zeta</key><string>1</string>\n  <key>é</key><dict>\n    <key>alpha</key><string>2</string>\n  </dict>\n</dict>\n</plist>"
        let value = try PropertyListXML.parse(Array(xml.utf8), file: "x.plist")
        let dictionary = try #require(value.dictionaryValue)
        #expect(dictionary.keys == ["zeta", "é"])
        #expect(dictionary.entries[0].keyLocation == SourceLocation(file: "x.plist", offset: 22, line: 3, column: 8))
        #expect(dictionary.entries[1].keyLocation.description == "x.plist:4:8")
        let inner = try #require(dictionary["é"]?.dictionaryValue)
        #expect(inner.entries[0].keyLocation.description == "x.plist:5:10")
    }

    @Test func keepsTheLastOfDuplicateKeysAndRecordsTheOthers() throws {
        let xml = "<plist><dict>\n<key>a</key><string>1</string>\n<key>b</key><dict><key>c</key><true/><key>c</key><false/></dict>\n<key>a</key><string>2</string>\n</dict></plist>"
        let value = try PropertyListXML.parse(Array(xml.utf8))
        #expect(value["a"] == .string("2"))
        #expect(value["b"]?["c"] == .bool(false))
        #expect(value.dictionaryValue?.keys == ["a", "b"])
        let overridden = value.overriddenKeys
        #expect(overridden.map(\.key) == ["a", "c"])
        #expect(overridden.map(\.keyLocation.line) == [2, 3])
        #expect(overridden.map(\.value) == [.string("1"), .bool(true)])
        #expect(value.dictionaryValue?.entry(forKey: "a")?.keyLocation.line == 4)
    }

    @Test func recognizesXMLPropertyListsByTheirFirstCharacter() {
        #expect(PropertyListXML.looksLikeXML(Array("\u{FEFF}\n  <?xml version=\"1.0\"?>".utf8)))
        #expect(PropertyListXML.looksLikeXML(Array("<plist>".utf8)))
        #expect(!PropertyListXML.looksLikeXML(Array("\"a\" = \"<b>\";".utf8)))
        #expect(!PropertyListXML.looksLikeXML(Array("/* <plist> */".utf8)))
        #expect(!PropertyListXML.looksLikeXML([]))
    }
}

extension PropertyListXMLTests {
    /// Columns on one line of 20,000 keys with a non-ASCII letter each. How the cost grows with
    /// the line is measured by the growth benchmarks, not here: a timed bound fails under the
    /// thread sanitizer.
    @Test func locatesKeysOnOneVeryLongLine() throws {
        let count = 20_000
        var xml = "<plist><dict>"
        for index in 0..<count { xml += "<key>é\(index)</key><true/>" }
        xml += "</dict></plist>"
        let value = try PropertyListXML.parse(Array(xml.utf8))
        let entries = try #require(value.dictionaryValue?.entries)
        #expect(entries.count == count)
        // Each entry before the last is "<key>é" + digits + "</key><true/>" wide, in scalars.
        let expectedColumn = "<plist><dict>".count + (0..<(count - 1)).reduce(0) { $0 + "<key>é\($1)</key><true/>".count } + "<key>".count + 1
        #expect(entries.last?.keyLocation.column == expectedColumn)
        #expect(entries.last?.keyLocation.line == 1)
        #expect(entries[count / 2].keyLocation.column == "<plist><dict>".count + (0..<(count / 2)).reduce(0) { $0 + "<key>é\($1)</key><true/>".count } + "<key>".count + 1)
    }
}
