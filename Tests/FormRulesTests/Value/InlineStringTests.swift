import Testing
@testable import FormCore
import FormRules

/// The reader builds short strings in the standard library's inline form itself: they must be
/// indistinguishable from strings the standard library builds from the same bytes.
@Suite struct InlineStringTests {
    /// Texts of every length from 0 to 20 bytes in several scripts, so each side of the 15-byte
    /// inline limit and of the 8-byte word boundary is crossed.
    static let texts: [String] = {
        let alphabets = ["abcdefghijklmnopqrst", "éüßçñåøæœ", "日本語のテキスト", "😀🎉🚀👍🏽", "aé日😀"]
        var texts: [String] = []
        for alphabet in alphabets {
            for length in 0...20 {
                // The longest prefix of whole characters with at most `length` bytes.
                var text = ""
                for character in alphabet where text.utf8.count + character.utf8.count <= length { text.append(character) }
                if !texts.contains(text) { texts.append(text) }
            }
        }
        return texts
    }()

    @Test func isSupportedOnSixtyFourBitLittleEndianPlatforms() {
        #if _pointerBitWidth(_64) && _endian(little)
        #expect(InlineString.isSupported)
        #else
        #expect(!InlineString.isSupported)
        #endif
    }

    @Test(arguments: texts)
    func readsStringsThatMatchTheStandardLibrarysOwn(_ text: String) throws {
        let reference = String(decoding: Array(text.utf8), as: UTF8.self)
        // As a lone value (too close to the end of the input to load 16 bytes), as a key and as
        // a value far from the end, and as the last value on an NDJSON line.
        let padding = String(repeating: " ", count: 20)
        let documents = [
            "\"\(text)\"",
            "{\"\(text)\": \"\(text)\", \"padding\": \"\(padding)\"}",
        ]
        var read: [String] = []
        for document in documents {
            let value = try JSONReader().read(document)
            if let string = value.string { read.append(string) }
            if let object = value.object {
                read.append(object.entries[0].key)
                if let string = object.entries[0].value.string { read.append(string) }
            }
        }
        NDJSONReader().forEachLine(in: Array("[\"\(text)\"]\n{\"k\": \"\(text)\"}".utf8)) { line in
            if case .success(let value) = line.result {
                if let string = value.array?.first?.string { read.append(string) }
                if let string = value["k"]?.string { read.append(string) }
            }
        }
        #expect(read.count == 5)
        for string in read {
            #expect(string == reference)
            #expect(Array(string.utf8) == Array(reference.utf8))
            #expect(string.count == reference.count)
            #expect(string.hashValue == reference.hashValue)
            #expect(string + "!" == reference + "!")
            if reference.utf8.count <= InlineString.maxBytes, InlineString.isSupported {
                #expect(bits(of: string) == bits(of: reference), "\(text.debugDescription)")
            }
        }
    }

    private func bits(of string: String) -> [UInt8] {
        withUnsafeBytes(of: string) { Array($0) }
    }
}
