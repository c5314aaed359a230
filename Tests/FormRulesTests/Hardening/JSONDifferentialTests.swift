import TestSupport
import Foundation
import Testing
@testable import FormRules

/// The JSON reader against Foundation's `JSONSerialization` on generated documents: both must
/// accept or reject the same texts and read the same values.
///
/// Where the two differ on purpose (the documented differences), the test checks that each case
/// is one of them, and counts it:
/// - duplicate keys (also keys that differ only in Unicode normalization): we reject,
///   Foundation keeps the last;
/// - a trailing comma (`[1,]`, `{"a":1,}`): Foundation accepts it, RFC 8259 does not;
/// - text whose first bytes hold a NUL: Foundation guesses UTF-16 or UTF-32, we read UTF-8 only;
/// - a byte order mark: Foundation skips it, we reject it with an error that says so;
/// - numbers beyond `Double`'s range (`1e400`): we keep the literal (its `Double` is infinite),
///   Foundation rejects the document;
/// - a literal U+FEFF at the start of a string or right after an escape: Foundation drops the
///   character (it takes it for a byte order mark), we keep it.
@Suite struct JSONDifferentialTests {
    static let documentCount = 1_500
    static let mutationsPerDocument = 8

    @Test func readsGeneratedDocumentsAsJSONSerializationDoes() throws {
        var random = SeededGenerator(seed: 0x4A53_4F4E)
        var compared = 0
        for _ in 0..<Self.documentCount {
            let document = JSONDocumentGenerator.document(using: &random)
            let ours = try JSONReader().read(document.text)
            #expect(ours == document.value, "reader disagrees with the generator on \(document.text)")
            let theirs = try JSONSerialization.jsonObject(with: Data(document.text.utf8), options: [.fragmentsAllowed])
            let difference = JSONComparison.difference(ours, theirs)
            #expect(difference == nil, "\(difference ?? "") in \(document.text)")
            compared += 1
        }
        #expect(compared == Self.documentCount)
    }

    @Test func acceptsAndRejectsMutatedDocumentsAsJSONSerializationDoes() {
        var random = SeededGenerator(seed: 0x4D55_5441)
        var tally = JSONComparison.Tally()
        for _ in 0..<Self.documentCount {
            let bytes = Array(JSONDocumentGenerator.document(using: &random).text.utf8)
            for _ in 0..<Self.mutationsPerDocument {
                let mutated = JSONDocumentGenerator.mutate(bytes, using: &random)
                if let difference = JSONComparison.compare(mutated, tally: &tally) {
                    Issue.record("\(difference): \(String(decoding: mutated, as: UTF8.self).debugDescription)")
                }
            }
        }
        // The mutations must exercise both verdicts and the documented differences.
        #expect(tally.bothAccept > 1_000)
        #expect(tally.bothReject > 5_000)
        #expect(tally.documented[.trailingComma, default: 0] > 0)
    }

    @Test func rejectsDuplicateKeysThatJSONSerializationAccepts() throws {
        var random = SeededGenerator(seed: 0x4455_5053)
        for _ in 0..<300 {
            let document = JSONDocumentGenerator.documentWithDuplicateKey(using: &random)
            let error = #expect(throws: JSONReadError.self) { try JSONReader().read(document) }
            #expect(error?.code == .duplicateKey, "\(document)")
            #expect(error?.relatedLocation != nil)
            let theirs = try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])
            #expect(theirs is [String: Any] || theirs is [Any])
        }
    }

    @Test(arguments: [
        (#"{"é": 1, "e\#u{301}": 2}"#, "precomposed and decomposed"),
        (#"{"\u00e9": 1, "é": 2}"#, "escaped and literal"),
        (#"{"a": {"b": 1, "b": 2}}"#, "nested"),
        (#"[{"k": 1}, {"k": 2, "k": 3}]"#, "in an array element"),
    ])
    func rejectsDuplicatesThatFoundationFoldsSilently(document: String, kind: String) throws {
        let error = #expect(throws: JSONReadError.self, "\(kind)") { try JSONReader().read(document) }
        #expect(error?.code == .duplicateKey)
        #expect(try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed]) is [String: Any] ||
                JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed]) is [Any])
    }
}

extension JSONDifferentialTests {
    @Test func keepsAZeroWidthNoBreakSpaceAtTheStartOfAStringOrAfterAnEscape() throws {
        let value = try JSONReader().read(Array(#"["\#u{FEFF}a", "\uFEFFa", "\n\#u{FEFF}a"]"#.utf8))
        #expect(value.array?.map { $0.string.map { Array($0.unicodeScalars) } } == [
            ["\u{FEFF}", "a"], ["\u{FEFF}", "a"], ["\n", "\u{FEFF}", "a"],
        ])
    }
}

/// Random JSON texts with the value they hold.
enum JSONDocumentGenerator {
    struct Document {
        var text: String
        var value: FormValue
    }

    static func document(using random: inout SeededGenerator) -> Document {
        var text = whitespace(using: &random)
        let value = self.value(depth: 0, into: &text, using: &random)
        text += whitespace(using: &random)
        return Document(text: text, value: value)
    }

    static func whitespace(using random: inout SeededGenerator) -> String {
        random.chance(60) ? "" : random.pick([" ", "\n", "\t", "\r\n", "  \n\t"])
    }

    static func value(depth: Int, into text: inout String, using random: inout SeededGenerator) -> FormValue {
        let kind = depth >= 6 ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<7, using: &random)
        switch kind {
        case 0:
            let (literal, value) = string(using: &random)
            text += literal
            return .string(value)
        case 1:
            let literal = number(using: &random)
            text += literal
            return .number(FormNumber(literal: literal)!)
        case 2:
            let bool = random.chance(50)
            text += bool ? "true" : "false"
            return .bool(bool)
        case 3:
            text += "null"
            return .null
        case 4, 5:
            text += "["
            var elements: [FormValue] = []
            for index in 0..<Int.random(in: 0...5, using: &random) {
                if index > 0 { text += "," }
                text += whitespace(using: &random)
                elements.append(value(depth: depth + 1, into: &text, using: &random))
                text += whitespace(using: &random)
            }
            text += "]"
            return .array(elements)
        default:
            text += "{"
            var members: [(String, FormValue)] = []
            var keys: Set<String> = []
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let (literal, key) = string(using: &random)
                guard keys.insert(key).inserted else { continue }
                if !members.isEmpty { text += "," }
                text += whitespace(using: &random) + literal + whitespace(using: &random) + ":" + whitespace(using: &random)
                members.append((key, value(depth: depth + 1, into: &text, using: &random)))
                text += whitespace(using: &random)
            }
            text += "}"
            return .object(FormObject(members))
        }
    }

    /// Pieces of strings: the JSON text and the characters it stands for.
    static let stringPieces: [(String, String)] = [
        ("a", "a"), ("Z", "Z"), ("key", "key"), (" ", " "), ("0", "0"), ("/", "/"), ("\u{7F}", "\u{7F}"),
        (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\n"#, "\n"),
        (#"\r"#, "\r"), (#"\t"#, "\t"), (#"\u0000"#, "\u{0}"), (#"\u001F"#, "\u{1F}"), (#"\u00e9"#, "é"),
        (#"\u4E2D"#, "中"), (#"\uFFFF"#, "\u{FFFF}"), (#"\uD83D\uDE00"#, "😀"), (#"\udbff\udfff"#, "\u{10FFFF}"),
        ("é", "é"), ("e\u{301}", "e\u{301}"), ("中文", "中文"), ("😀", "😀"), ("\u{10FFFF}", "\u{10FFFF}"),
        // Foundation drops a literal U+FEFF at the start of a string or after an escape (see
        // keepsAZeroWidthNoBreakSpace...), so here one always follows a literal character.
        ("x\u{FEFF}", "x\u{FEFF}"), ("\u{2028}", "\u{2028}"), ("\u{A0}", "\u{A0}"), ("🇦🇺", "🇦🇺"),
    ]

    static func string(using random: inout SeededGenerator) -> (literal: String, value: String) {
        var literal = "\""
        var value = ""
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let (piece, meaning) = random.pick(stringPieces)
            literal += piece
            value += meaning
        }
        return (literal + "\"", value)
    }

    /// Numbers of many shapes, all within `Double`'s range.
    static func number(using random: inout SeededGenerator) -> String {
        func digits(_ count: Int, leading: Bool) -> String {
            var text = leading ? String(Int.random(in: 1...9, using: &random)) : ""
            for _ in 0..<(count - (leading ? 1 : 0)) { text += String(Int.random(in: 0...9, using: &random)) }
            return text
        }
        let sign = random.chance(30) ? "-" : ""
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return sign + "0"
        case 1: return sign + digits(Int.random(in: 1...6, using: &random), leading: true)
        case 2: return sign + digits(Int.random(in: 15...19, using: &random), leading: true)  // around Int64's edge
        case 3: return sign + digits(Int.random(in: 20...40, using: &random), leading: true)  // beyond UInt64
        case 4: return sign + "0." + digits(Int.random(in: 1...8, using: &random), leading: false)
        case 5: return sign + digits(Int.random(in: 1...4, using: &random), leading: true) + "." + digits(Int.random(in: 1...6, using: &random), leading: false)
        case 6:
            let exponent = Int.random(in: -300...300, using: &random)
            let mark = random.pick(["e", "E"])
            let explicit = exponent >= 0 && random.chance(50) ? "+" : ""
            return sign + digits(1, leading: true) + "." + digits(Int.random(in: 1...15, using: &random), leading: false) + mark + explicit + String(exponent)
        case 7: return sign + digits(1, leading: true) + "e-" + String(Int.random(in: 308...330, using: &random))  // subnormal
        default: return sign + random.pick(["9007199254740993", "0.1", "1e-400", "123456789012.5", "4.9e-324", "1.7976931348623157e308"])
        }
    }

    /// A byte-level mutation: a truncation, a flipped byte, a byte inserted or deleted.
    static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return [random.pick(Array("{[\"".utf8))] }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.removeSubrange(at...)
        case 1: bytes[at] ^= UInt8.random(in: 1...255, using: &random)
        case 2: bytes.insert(random.pick(Array("{}[],:\"\\ 0e-.tnu\u{1}".utf8) + [0xC3, 0xA9, 0xFF, 0xED]), at: at)
        default: bytes.remove(at: at)
        }
        return bytes
    }

    /// An object that repeats a key, somewhere in a generated document.
    static func documentWithDuplicateKey(using random: inout SeededGenerator) -> String {
        let pairs: [(String, String)] = [
            (#""a""#, #""a""#), (#""é""#, #""\u00e9""#), ("\"e\u{301}\"", #""é""#), (#""\n""#, #""\u000a""#),
            (#""😀""#, #""\ud83d\ude00""#), (#""key""#, #""k\u0065y""#),
        ]
        let (first, second) = random.pick(pairs)
        var members = [first + ": 1", second + ": 2"]
        for index in 0..<Int.random(in: 0...4, using: &random) { members.append("\"m\(index)\": \(index)") }
        members.shuffle(using: &random)
        let object = "{" + members.joined(separator: ", ") + "}"
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return object
        case 1: return "[1, " + object + "]"
        default: return #"{"outer": "# + object + "}"
        }
    }
}

/// Compares the reader's verdict and value with `JSONSerialization`'s.
enum JSONComparison {
    enum Documented: Hashable {
        case duplicateKey, trailingComma, otherEncoding, byteOrderMark, beyondDouble, zeroWidthNoBreakSpace
    }

    struct Tally {
        var bothAccept = 0
        var bothReject = 0
        var documented: [Documented: Int] = [:]
    }

    /// Nil when the two agree or differ in a documented way; otherwise what differs.
    static func compare(_ bytes: [UInt8], tally: inout Tally) -> String? {
        let ours = Result { () throws(JSONReadError) in try JSONReader().read(bytes) }
        let theirs = Result { try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) }
        switch (ours, theirs) {
        case (.success(let value), .success(let object)):
            tally.bothAccept += 1
            guard let found = difference(value, object) else { return nil }
            guard difference(value, object, ignoringZeroWidthNoBreakSpaces: true) == nil else { return "values differ \(found)" }
            tally.documented[.zeroWidthNoBreakSpace, default: 0] += 1
            return nil
        case (.failure, .failure):
            tally.bothReject += 1
            return nil
        case (.failure(let error), .success):
            guard let reason = documentedRejection(error, bytes) else {
                return "we reject (\(error.code): \(error.message)), JSONSerialization accepts"
            }
            tally.documented[reason, default: 0] += 1
            return nil
        case (.success(let value), .failure):
            guard containsInfinity(value) else { return "we accept, JSONSerialization rejects" }
            tally.documented[.beyondDouble, default: 0] += 1
            return nil
        }
    }

    static func documentedRejection(_ error: JSONReadError, _ bytes: [UInt8]) -> Documented? {
        if error.code == .duplicateKey { return .duplicateKey }
        if error.code == .byteOrderMark { return .byteOrderMark }
        if bytes.prefix(4).contains(0) { return .otherEncoding }
        let offset = error.location.offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") || bytes[offset] == UInt8(ascii: "}"),
           bytes[..<offset].last(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: ",") {
            return .trailingComma
        }
        return nil
    }

    /// Whether Foundation's value is `true` or `false` (an `NSNumber` of type `char`), not 0 or 1.
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    static func containsInfinity(_ value: FormValue) -> Bool {
        switch value {
        case .number(let number): number.double.isInfinite
        case .array(let elements): elements.contains(where: containsInfinity)
        case .object(let object): object.entries.contains { containsInfinity($0.value) }
        default: false
        }
    }

    /// Whether the values are the same: strings by Unicode scalars (not canonical equivalence),
    /// numbers as `Double`, objects member by member.
    static func same(_ ours: FormValue, _ theirs: Any) -> Bool {
        difference(ours, theirs) == nil
    }

    /// Where and how the values differ, or nil when they are the same.
    ///
    /// With `ignoringZeroWidthNoBreakSpaces`, strings compare without their U+FEFF characters
    /// (Foundation drops some, see ``JSONDifferentialTests``).
    static func difference(
        _ ours: FormValue, _ theirs: Any, at path: String = "", ignoringZeroWidthNoBreakSpaces lenient: Bool = false
    ) -> String? {
        func scalars(_ text: String) -> [Unicode.Scalar] {
            lenient ? text.unicodeScalars.filter { $0 != "\u{FEFF}" } : Array(text.unicodeScalars)
        }
        func differs() -> String { "at '\(path)': ours \(ours.jsonText()), Foundation's \(theirs) (\(type(of: theirs)))" }
        switch ours {
        case .null:
            return theirs is NSNull ? nil : differs()
        case .bool(let bool):
            return isBoolean(theirs) && (theirs as? Bool) == bool ? nil : differs()
        case .string(let string):
            guard let other = theirs as? String else { return differs() }
            return scalars(string) == scalars(other) ? nil : differs()
        case .number(let number):
            if let decimal = theirs as? NSDecimalNumber {
                // Foundation holds some literals (long ones, some with exponents) as `Decimal`,
                // whose conversion to `Double` is not the nearest one: allow a relative 1e-12.
                let other = decimal.doubleValue
                return number.double == other || abs(number.double - other) <= 1e-12 * abs(number.double) ? nil : differs()
            }
            guard let other = theirs as? NSNumber, !isBoolean(theirs) else { return differs() }
            return number.double == other.doubleValue ? nil : differs()
        case .array(let elements):
            guard let others = theirs as? [Any], others.count == elements.count else { return differs() }
            for (index, (element, other)) in zip(elements, others).enumerated() {
                if let found = difference(element, other, at: path + "/\(index)", ignoringZeroWidthNoBreakSpaces: lenient) {
                    return found
                }
            }
            return nil
        case .object(let object):
            guard let others = theirs as? [String: Any], others.count == object.entries.count else { return differs() }
            for entry in object.entries {
                // Foundation's dictionary is keyed by String (canonical equivalence), so find the
                // key with the same scalars.
                guard let match = others.first(where: { scalars($0.key) == scalars(entry.key) }) else {
                    return "at '\(path)': key \(entry.key.debugDescription) missing from Foundation's \(others.keys.map(\.debugDescription))"
                }
                if let found = difference(entry.value, match.value, at: path + "/" + entry.key, ignoringZeroWidthNoBreakSpaces: lenient) {
                    return found
                }
            }
            return nil
        }
    }
}
