import FormCore

/// Assembling a ``StringsFile`` from the parser's results: locations, duplicates, warnings and
/// errors.
extension StringsFile {
    /// - Parameter entrySink: When set, the entries are handed to it in chunks as they are read
    ///   (see `StringsParser.entrySink`), and the result has no ``entries``, ``duplicates`` or
    ///   ``table`` (a table's ``root`` is an empty dictionary).
    static func read(
        _ input: UnsafeBufferPointer<UInt8>, file: String?, entrySink: (([StringsEntry]) -> Void)? = nil, chunkSize: Int = 4_096
    ) -> Result<StringsFile, StringsError> {
        if input.starts(with: "bplist0".utf8) {
            return .failure(StringsError(
                code: .unsupportedFormat,
                message: "this is a binary property list, not an old-style .strings file",
                location: SourceLocation(file: file, offset: 0, line: 1, column: 1)))
        }
        let text: StringsText
        switch StringsText.decode(input, file: file) {
        case .success(let decoded): text = decoded
        case .failure(let error): return .failure(error)
        }
        if let transcoded = text.transcoded {
            return transcoded.withUnsafeBufferPointer { read(text: text, buffer: $0, input: input, file: file, entrySink: entrySink, chunkSize: chunkSize) }
        }
        return read(text: text, buffer: input, input: input, file: file, entrySink: entrySink, chunkSize: chunkSize)
    }

    private static func read(
        text: StringsText, buffer: UnsafeBufferPointer<UInt8>, input: UnsafeBufferPointer<UInt8>, file: String?,
        entrySink: (([StringsEntry]) -> Void)?, chunkSize: Int
    ) -> Result<StringsFile, StringsError> {
        guard let base = buffer.baseAddress else {
            return .failure(StringsError(code: .emptyFile, message: "the file holds no text"))
        }
        var parser = StringsParser(
            buffer: buffer, start: text.textStart, base: base, file: file, encoding: text.encoding)
        parser.entrySink = entrySink
        parser.entryChunkSize = max(1, chunkSize)
        let outcome = parser.parseFile()
        let report = StringsReport(base: base, start: text.textStart, end: buffer.count, text: text, file: file)
        let root: StringsValue
        switch outcome {
        case .failure: return .failure(report.error(from: parser))
        case .table: root = .dictionary(parser.table)
        case .root(let value): root = value
        }

        let count = parser.handedOver + parser.entries.count
        if let entrySink {
            // The last chunk, handed over only once the file is known to be read.
            entrySink(parser.entries)
            parser.entries = []
        }
        let entries = parser.entries
        parser.entries = []

        var warnings: [(offset: Int, code: StringsWarning.Code, message: String, count: Int?)] = []
        if let truncation = parser.truncation {
            let ignored = parser.countEntries(after: truncation.offset)
            warnings.append((truncation.offset, .silentTruncation,
                report.truncationMessage(truncation, kept: count, ignored: ignored), ignored))
        }
        if let comment = parser.unterminatedCommentStart {
            warnings.append((comment, .unterminatedComment,
                "this /* comment is never closed: Apple's parser silently ignores everything after it", nil))
        }
        if text.encoding == .utf16WithoutBOM {
            let dropped = UInt16(input[0]) | UInt16(input[1]) << 8
            warnings.append((text.textStart, .missingByteOrderMark,
                "UTF-16 without a byte order mark: Apple skips the first two bytes as if they were one, losing "
                    + "\(StringsReport.describe(unit: dropped)), and reads the rest as little-endian; "
                    + "save the file as UTF-8", nil))
        }
        if case .dictionary = root {} else {
            warnings.append((parser.firstObjectStart, .notATable,
                "the file is a single \(root.kind), not a table of \"key\" = \"value\"; entries: "
                    + "Apple's bundle lookup ignores it", nil))
        }
        for note in parser.notes { warnings.append((note.offset, note.code, note.text, nil)) }
        for offset in text.replacedSurrogates {
            warnings.append((offset, .unpairedSurrogate,
                "an unpaired UTF-16 surrogate in the file's text: Apple keeps the lone code unit, "
                    + "Swift shows it as U+FFFD", nil))
        }

        let duplicates = findDuplicates(parser.duplicateKeys, in: entries)
        for duplicate in duplicates {
            let spellings = Set(duplicate.entryIndices.map { Array(entries[$0].key.utf8) })
            if spellings.count > 1, let last = duplicate.entryIndices.last {
                warnings.append((entries[last].keyLocation.offset, .canonicallyEquivalentKeys,
                    "keys \(duplicate.entryIndices.map { "\"\(entries[$0].key)\"" }.joined(separator: ", ")) differ "
                        + "only in Unicode normalization: distinct to Apple, but one key in this reader's table", nil))
            }
        }

        warnings.sort { $0.offset < $1.offset }
        var warningTracker = StringsPositionTracker(
            base: base, start: text.textStart, end: buffer.count, file: file, encoding: text.encoding)
        let located = warnings.map {
            StringsWarning(
                code: $0.code, message: $0.message, location: warningTracker.location(at: $0.offset),
                ignoredEntryCount: $0.count)
        }
        let table: [String: StringsValue]
        if case .dictionary = root { table = parser.table } else { table = [:] }
        return .success(StringsFile(
            file: file, encoding: text.encoding, root: root, entries: entries, table: table,
            duplicates: duplicates, warnings: located))
    }

    private static func findDuplicates(_ keys: [String], in entries: [StringsEntry]) -> [StringsDuplicate] {
        guard !keys.isEmpty else { return [] }
        let repeated = Set(keys)
        var indices: [String: [Int]] = [:]
        var order: [String] = []
        for (index, entry) in entries.enumerated() where repeated.contains(entry.key) {
            if indices[entry.key] == nil { order.append(entry.key) }
            indices[entry.key, default: []].append(index)
        }
        return order.compactMap { key in
            guard let found = indices[key] else { return nil }
            return StringsDuplicate(
                key: entries[found[0]].key, locations: found.map { entries[$0].keyLocation }, entryIndices: found)
        }
    }
}
