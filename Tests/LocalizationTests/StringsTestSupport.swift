import Testing
@testable import Localization

/// Reads `text` (as UTF-8) with the `.strings` reader.
func readStrings(_ text: String, file: String? = nil) throws(StringsError) -> StringsFile {
    try StringsFile(bytes: Array(text.utf8), file: file)
}

/// The error the reader throws for `bytes`, or `nil` when it reads them.
func stringsError(_ bytes: [UInt8]) -> StringsError? {
    do {
        _ = try StringsFile(bytes: bytes)
        return nil
    } catch {
        return error
    }
}

/// Shorthand for string values in expected tables.
func s(_ text: String) -> StringsValue { .string(text) }
