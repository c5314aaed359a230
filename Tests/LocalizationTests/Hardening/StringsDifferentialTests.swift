import FormCore
import TestSupport
import Dispatch
import Foundation
import Testing
@testable import Localization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `.strings` reader against Foundation's `PropertyListSerialization` on generated files:
/// both must accept or reject the same files and return the same value (the table).
///
/// Files are generated from a seeded random generator (keys and values quoted with `"` or `'`,
/// or unquoted; every escape; non-ASCII text; both comment styles; the `"key";` shorthand;
/// nested arrays, dictionaries and data; white space of every kind), then mutated byte by byte
/// (truncations, flipped, inserted and deleted bytes) for the accept-or-reject comparison.
///
/// One documented difference, counted rather than reported: swift-corelibs-foundation 6.3
/// accepts a file holding a lone `0xA9` byte (a UTF-8 continuation byte with no lead byte) and
/// reads it as U+FFFD, while it rejects every other invalid UTF-8 sequence (every other lone byte
/// from `0x80` to `0xFF`, overlong forms, surrogates, truncated sequences). The reader rejects
/// them all, `0xA9` included; `rejectsALoneA9ByteThatFoundationOnLinuxReadsAsAReplacementCharacter`
/// pins it.
@Suite(.serialized) struct StringsDifferentialTests {
    static let fileCount = 600
    static let mutationsPerFile = 4

    @Test func readsGeneratedFilesAsPropertyListSerializationDoes() {
        var random = SeededGenerator(seed: 0x5354_5247)
        let files = (0..<Self.fileCount).map { _ in Array(StringsFileGenerator.file(using: &random).utf8) }
        let tally = StringsComparison.compare(files)
        // An empty file is rejected by both; every other generated file is a valid table.
        #expect(tally.bothAccept + tally.bothReject == Self.fileCount)
        #expect(tally.bothReject == files.filter(\.isEmpty).count)
    }

    @Test func acceptsAndRejectsMutatedFilesAsPropertyListSerializationDoes() {
        var random = SeededGenerator(seed: 0x4D55_5453)
        var files: [[UInt8]] = []
        for _ in 0..<Self.fileCount {
            let bytes = Array(StringsFileGenerator.file(using: &random).utf8)
            for _ in 0..<Self.mutationsPerFile { files.append(StringsFileGenerator.mutate(bytes, using: &random)) }
        }
        let tally = StringsComparison.compare(files)
        #expect(tally.bothAccept > 500)
        #expect(tally.bothReject > 300)
    }

    @Test func rejectsALoneA9ByteThatFoundationOnLinuxReadsAsAReplacementCharacter() {
        let bytes = Array(#""a" = "x"#.utf8) + [0xA9] + Array(#"y";"#.utf8)
        let error = #expect(throws: StringsError.self) { try StringsFile(bytes: bytes) }
        #expect(error?.code == .invalidUTF8)
        #expect(error?.location?.offset == 8)
        // Every other lone byte above 0x7F is rejected by both.
        for byte in UInt8(0x80)...0xFF where byte != 0xA9 {
            let other = Array(#""a" = "x"#.utf8) + [byte] + Array(#"y";"#.utf8)
            let tally = StringsComparison.compare([other])
            #expect(tally.bothReject == 1, "byte \(byte)")
        }
    }
}

/// What `PropertyListSerialization` returns for each file.
enum PropertyListReference {
    /// Reads every file. CoreFoundation prints a warning on standard error for most rejected
    /// files ("CFPropertyListCreateFromXMLData(): Old-style plist parser: missing semicolon…"),
    /// thousands of lines here: they are filtered out while every other line goes through.
    static func read(_ files: [[UInt8]]) -> [Result<Any, any Error>] {
        StandardErrorFilter.dropping(linesContaining: "CFPropertyListCreateFromXMLData") {
            files.map { bytes in
                Result { try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) }
            }
        }
    }
}

/// Runs a closure with standard error passed through a filter that drops some lines.
///
/// Standard error is replaced by a pipe whose reader forwards every line but the dropped ones
/// to the original, so output that other tests write meanwhile is kept. One filter at a time.
enum StandardErrorFilter {
    private static let lock = NSLock()

    static func dropping<T>(linesContaining marker: String, _ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        var ends: [Int32] = [0, 0]
        let saved = dup(2)
        guard saved >= 0, pipe(&ends) == 0 else { return body() }
        let (reader, writer) = (ends[0], ends[1])
        fflush(nil)
        dup2(writer, 2)
        close(writer)
        let finished = DispatchSemaphore(value: 0)
        let forwarder = Thread {
            forward(from: reader, to: saved, dropping: Array(marker.utf8))
            close(reader)
            finished.signal()
        }
        forwarder.start()
        let result = body()
        fflush(nil)
        dup2(saved, 2)  // closes the pipe's last write end: the forwarder reads to its end
        finished.wait()
        close(saved)
        return result
    }

    private static func forward(from reader: Int32, to output: Int32, dropping marker: [UInt8]) {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        func emit(_ line: ArraySlice<UInt8>) {
            guard !line.isEmpty, !contains(line, marker) else { return }
            line.withUnsafeBytes { _ = write(output, $0.baseAddress, $0.count) }
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            pending += chunk[0..<count]
            while let newline = pending.firstIndex(of: 0x0A) {
                emit(pending[...newline])
                pending.removeSubrange(...newline)
            }
        }
        emit(pending[...])
    }

    private static func contains(_ line: ArraySlice<UInt8>, _ marker: [UInt8]) -> Bool {
        guard !marker.isEmpty, line.count >= marker.count else { return false }
        var start = line.startIndex
        while start + marker.count <= line.endIndex {
            if line[start..<start + marker.count].elementsEqual(marker) { return true }
            start += 1
        }
        return false
    }
}

/// Compares the reader's verdict and value with Foundation's.
enum StringsComparison {
    struct Tally {
        var bothAccept = 0
        var bothReject = 0
        /// Files with a lone 0xA9 byte: see ``StringsDifferentialTests``.
        var loneA9 = 0
    }

    /// Reads every file with both readers and records an issue for each disagreement.
    static func compare(_ files: [[UInt8]], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Tally {
        let references = PropertyListReference.read(files)
        var tally = Tally()
        for (bytes, reference) in zip(files, references) {
            let ours = Result { () throws(StringsError) in try StringsFile(bytes: bytes) }
            let text = String(decoding: bytes, as: UTF8.self).debugDescription
            switch (ours, reference) {
            case (.success(let file), .success(let theirs)):
                tally.bothAccept += 1
                if let difference = difference(file.root, theirs) {
                    Issue.record("\(difference) in \(text)", sourceLocation: sourceLocation)
                }
            case (.failure, .failure):
                tally.bothReject += 1
            case (.failure(let error), .success) where isLoneA9(error, in: bytes):
                tally.loneA9 += 1
            case (.failure(let error), .success):
                Issue.record("we reject (\(error.code): \(error.message)), PropertyListSerialization accepts: \(text)", sourceLocation: sourceLocation)
            case (.success, .failure(let error)):
                Issue.record("we accept, PropertyListSerialization rejects (\(error)): \(text)", sourceLocation: sourceLocation)
            }
        }
        return tally
    }

    /// Whether the reader rejects the file for a 0xA9 byte that follows no lead byte.
    static func isLoneA9(_ error: StringsError, in bytes: [UInt8]) -> Bool {
        guard error.code == .invalidUTF8, let offset = error.location?.offset, bytes.indices.contains(offset) else { return false }
        return bytes[offset] == 0xA9 && (offset == 0 || bytes[offset - 1] < 0xC0)
    }

    /// Where and how the values differ (strings by Unicode scalars), or nil when they are the same.
    static func difference(_ ours: StringsValue, _ theirs: Any, at path: String = "") -> String? {
        func differs() -> String { "at '\(path)': ours \(ours), Foundation's \(theirs) (\(type(of: theirs)))" }
        switch ours {
        case .string(let string):
            guard let other = theirs as? String else { return differs() }
            return Array(string.unicodeScalars) == Array(other.unicodeScalars) ? nil : differs()
        case .data(let bytes):
            guard let other = theirs as? Data else { return differs() }
            return [UInt8](other) == bytes ? nil : differs()
        case .array(let elements):
            guard let others = theirs as? [Any], others.count == elements.count else { return differs() }
            for (index, (element, other)) in zip(elements, others).enumerated() {
                if let found = difference(element, other, at: path + "/\(index)") { return found }
            }
            return nil
        case .dictionary(let members):
            guard let others = theirs as? [AnyHashable: Any], others.count == members.count else { return differs() }
            for (key, value) in members {
                guard let match = others.first(where: { ($0.key.base as? String).map { Array($0.unicodeScalars) } == Array(key.unicodeScalars) }) else {
                    return "at '\(path)': key \(key.debugDescription) missing from Foundation's \(others.keys.map { "\($0)" })"
                }
                if let found = difference(value, match.value, at: path + "/" + key) { return found }
            }
            return nil
        }
    }
}

/// Random `.strings` files.
enum StringsFileGenerator {
    static func file(using random: inout SeededGenerator) -> String {
        var text = random.chance(20) ? "/* Generated file\n   with a header */\n\n" : ""
        var keys: Set<String> = []
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            if random.chance(30) { text += comment(using: &random) + random.pick(["\n", " ", ""]) }
            // Keys written differently: a repeated key is fine (both keep the last value), but
            // canonically equivalent keys are a documented difference (Swift's dictionary folds
            // them, Apple's keeps both), and distinct literals keep the comparison meaningful.
            let key = self.key(using: &random)
            guard keys.insert(key).inserted else { continue }
            text += key
            if random.chance(10) {
                text += space(using: &random) + ";"
            } else {
                text += space(using: &random) + "=" + space(using: &random) + value(depth: 0, using: &random) + space(using: &random) + ";"
            }
            if random.chance(20) { text += " " + comment(using: &random) }
            text += random.pick(["\n", "\n", "\r\n", "\n\n", " "])
        }
        return text
    }

    static func space(using random: inout SeededGenerator) -> String {
        random.pick(["", " ", " ", "\t", "\n", "  ", "\u{2028}"])
    }

    static func comment(using random: inout SeededGenerator) -> String {
        random.chance(50)
            ? "/* " + random.pick(["Title", "é 中文 😀", "a // b", "* star *", ""]) + " */"
            : "// " + random.pick(["note", "a /* b", "ünïcödé"]) + "\n"
    }

    /// Pieces of quoted strings, as written; escapes included.
    static let quotedPieces = [
        "a", "Key", "value", " ", "0", "%@", "%1$d", ".", "é", "e\u{301}", "中文", "😀", "🇦🇺", "'", "\u{A0}", "\n",
        #"\n"#, #"\t"#, #"\r"#, #"\""#, #"\\"#, #"\'"#, #"\a"#, #"\b"#, #"\f"#, #"\v"#, #"\q"#,
        #"\U00e9"#, #"\U4E2D"#, #"\UD83D\UDE00"#, #"\U0041"#, #"\101"#, #"\12"#, #"\0"#, #"\251"#, #"\u00e9"#,
    ]

    static func quoted(using random: inout SeededGenerator) -> String {
        let quote = random.chance(85) ? "\"" : "'"
        var body = ""
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            var piece = random.pick(quotedPieces)
            if piece == quote { piece = "\\" + piece }
            body += piece
        }
        return quote + body + quote
    }

    static let unquotedCharacters = Array("abcXYZ019_$/:.-")

    static func unquoted(using random: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 1...8, using: &random)).map { _ in random.pick(unquotedCharacters) })
    }

    /// A key as written.
    static func key(using random: inout SeededGenerator) -> String {
        random.chance(80) ? quoted(using: &random) : unquoted(using: &random)
    }

    static func value(depth: Int, using random: inout SeededGenerator) -> String {
        switch depth >= 3 ? 0 : Int.random(in: 0..<12, using: &random) {
        case 0...6: return quoted(using: &random)
        case 7, 8: return unquoted(using: &random)
        case 9:
            var elements: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) { elements.append(value(depth: depth + 1, using: &random)) }
            return "(" + elements.joined(separator: random.pick([",", ", ", " ,\n"])) + (random.chance(20) && !elements.isEmpty ? "," : "") + ")"
        case 10:
            var members = ""
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                members += " " + quoted(using: &random) + " = " + value(depth: depth + 1, using: &random) + ";"
            }
            return "{" + members + " }"
        default:
            let hex = (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(["0f", "AB", "12", " ", "c3a9", "\n"]) }
            return "<" + hex.joined() + ">"
        }
    }

    /// A byte-level mutation: a truncation, a flipped byte, a byte inserted or deleted.
    static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return Array("\"".utf8) }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.removeSubrange(at...)
        case 1: bytes[at] ^= UInt8.random(in: 1...255, using: &random)
        case 2: bytes.insert(random.pick(Array("\"';={}()<>,/*\\ \nU0a".utf8) + [0xC3, 0xA9, 0xFF, 0xC2, 0xA0]), at: at)
        default: bytes.remove(at: at)
        }
        return bytes
    }
}
