/// The texts of one table in one language, read for XLIFF: the development language's texts
/// with their comments in file order, and the target language's texts.
enum TableTexts {
    /// The `.strings` texts in file order (a duplicated key once, at its first place, with its
    /// last value as Apple reads it) and the keys whose value is not text (not exported).
    static func strings(_ bytes: [UInt8], file: String) throws(XLIFFTableError) -> (entries: [(key: String, value: String, comment: String?)], skipped: [String]) {
        if PropertyListXML.looksLikeXML(bytes) {
            let root: PropertyListValue
            do { root = try PropertyListXML.parse(bytes, file: file) } catch {
                throw XLIFFTableError(file: file, message: "\(error.location): \(error.message)")
            }
            guard case .dictionary(let dictionary) = root else {
                throw XLIFFTableError(file: file, message: "the property list holds a '<\(root.elementName)>', not a '<dict>' of strings")
            }
            var entries: [(String, String, String?)] = []
            var skipped: [String] = []
            for entry in dictionary.entries {
                if let value = entry.value.stringValue { entries.append((entry.key, value, nil)) } else { skipped.append(entry.key) }
            }
            return (entries, skipped)
        }
        let parsed: StringsFile
        do { parsed = try StringsFile(bytes: bytes, file: file) } catch {
            throw XLIFFTableError(file: file, message: "\(error)")
        }
        var order: [String] = []
        var comments: [String: String] = [:]
        var seen: Set<String> = []
        for entry in parsed.entries {
            if seen.insert(entry.key).inserted { order.append(entry.key) }
            if let comment = entry.comment { comments[entry.key] = comment }
        }
        var entries: [(String, String, String?)] = []
        var skipped: [String] = []
        for key in order {
            if let value = parsed.table[key]?.string { entries.append((key, value, comments[key])) } else { skipped.append(key) }
        }
        return (entries, skipped)
    }

    /// A storyboard's or xib's localizable texts, as `ibtool --generate-strings-file` lists them.
    static func interfaceBuilder(_ bytes: [UInt8], file: String) throws(XLIFFTableError) -> [InterfaceBuilderStrings.Entry] {
        do { return try InterfaceBuilderStrings(bytes: bytes, file: file).entries } catch {
            throw XLIFFTableError(file: file, message: "\(error)")
        }
    }

    static func stringsDict(_ bytes: [UInt8], file: String) throws(XLIFFTableError) -> StringsDictFile {
        do { return try StringsDictFile(bytes: bytes, file: file) } catch {
            throw XLIFFTableError(file: file, message: "\(error.location): \(error.message)")
        }
    }

    static func catalog(_ bytes: [UInt8], file: String) throws(XLIFFTableError) -> StringCatalog {
        do { return try StringCatalog(bytes: bytes, file: file) } catch {
            throw XLIFFTableError(file: file, message: "\(error)")
        }
    }

    static func read(_ path: String) throws(XLIFFTableError) -> [UInt8] {
        switch PlainFileSystem.read(path) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw XLIFFTableError(file: path, message: "the file \(failure.message)")
        }
    }

    /// The bytes of `path`, or `nil` when it does not exist.
    static func readIfPresent(_ path: String) throws(XLIFFTableError) -> [UInt8]? {
        guard PlainFileSystem.kind(of: path) != nil else { return nil }
        return try read(path)
    }
}
