// libFuzzer target: the `.strings` reader on arbitrary bytes (any encoding its first bytes
// suggest).
//
// Beyond "no crash, no hang, no sanitizer report" it checks that:
// - a table is exactly its entries with the last value of each key winning (Apple's rule);
// - every duplicate names keys that are in the table, with one location per occurrence;
// - every location and excerpt can be rendered and lies inside the file;
// - reading is deterministic.
import FormCore
import Localization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    StringsFuzz.run(bytes)
    return 0
}

enum StringsFuzz {
    static func run(_ bytes: [UInt8]) {
        let first = Result { () throws(StringsError) in try StringsFile(bytes: bytes, file: "fuzz.strings") }
        let second = Result { () throws(StringsError) in try StringsFile(bytes: bytes[...], file: "fuzz.strings") }
        switch (first, second) {
        case (.success(let file), .success(let again)):
            check(file.table == again.table && file.entries == again.entries, "reading twice gives different tables")
            checkInvariants(file, size: bytes.count)
        case (.failure(let error), .failure(let again)):
            check(error == again, "reading twice gives different errors")
            _ = error.description
            if let location = error.location {
                check(location.offset >= 0 && location.offset <= bytes.count, "error offset \(location.offset) outside the file")
                check(location.line >= 1 && location.column >= 1, "error line or column below 1")
            }
        default:
            fail("reading twice disagrees on success")
        }
    }

    static func checkInvariants(_ file: StringsFile, size: Int) {
        if file.isTable {
            var expected: [String: StringsValue] = [:]
            for entry in file.entries { expected[entry.key] = entry.value }
            check(expected == file.table, "table is not the entries with the last value winning")
        } else {
            check(file.table.isEmpty, "a file that is not a table has a table")
        }
        for entry in file.entries {
            for location in [entry.keyLocation, entry.valueLocation] {
                check(location.offset >= 0 && location.offset <= size, "entry location \(location.offset) outside the file")
                check(location.line >= 1 && location.column >= 1, "entry line or column below 1")
            }
            if entry.isShorthand { check(entry.value == .string(entry.key), "shorthand value differs from its key") }
        }
        for duplicate in file.duplicates {
            check(file.table[duplicate.key] != nil, "duplicate key '\(duplicate.key)' not in the table")
            check(duplicate.locations.count >= 2, "a duplicate with fewer than two locations")
            check(duplicate.entryIndices.allSatisfy { file.entries.indices.contains($0) }, "duplicate entry index out of range")
        }
        for warning in file.warnings {
            _ = warning.description
            check(warning.location.offset >= 0 && warning.location.offset <= size, "warning offset outside the file")
        }
        _ = file.strings
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzz-strings invariant: \(message)")
    }
}
