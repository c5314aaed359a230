/// The file level: the first object, the table of entries, comments and what Apple ignores.
extension StringsParser {
    enum Outcome {
        /// The file is a table (with or without braces): see `entries` and `table`.
        case table
        /// The file is a single value that is not a table.
        case root(StringsValue)
        case failure
    }

    /// Reads the whole text (`__CFCreateOldStylePropertyListOrStringsFile`).
    mutating func parseFile() -> Outcome {
        position = start
        // Only whitespace and comments: an empty table, not an error.
        guard skipSpace() else { return .table }
        let first = position
        firstObjectStart = first
        let byte = base[first]
        switch byte {
        case 0x7B:  // { a whole table in braces
            position += 1
            guard parseTable(braced: true) else { return .failure }
            guard skipSpace(), base[position] == 0x7D else {
                fail(.expectedDictionaryEnd, at: position)
                return .failure
            }
            position += 1
            return rejectJunk() ? .table : .failure
        case 0x28:  // (
            position += 1
            guard let value = parseContainer(dictionary: false, depth: 0) else { return .failure }
            return rejectJunk() ? .root(value) : .failure
        case 0x3C:  // <
            if let detail = xmlSignature(at: first) {
                fail(.unsupportedFormat, at: first, detail)
                return .failure
            }
            position += 1
            guard let value = parseData() else { return .failure }
            return rejectJunk() ? .root(value) : .failure
        default:
            let notesBefore = notes.count
            guard let string = parseStringHere() else {
                if firstFailure == nil { fail(.unexpectedCharacter, at: first, .topLevel) }
                return .failure
            }
            if !skipSpace() { return .root(.string(string)) }
            // Something follows the first string: read the text again as a table.
            notes.removeSubrange(notesBefore...)
            clearFailure()
            position = start
            return parseTable(braced: false) ? .table : .failure
        }
    }

    private mutating func rejectJunk() -> Bool {
        if skipSpace() {
            fail(.junkAfterPropertyList, at: position)
            return false
        }
        return true
    }

    /// `<?`, `<!` or `<plist`: the start of an XML property list, which Apple reads with its XML
    /// parser before trying this grammar.
    private func xmlSignature(at index: Int) -> Detail? {
        guard index + 1 < end else { return nil }
        let next = base[index + 1]
        if next == 0x3F || next == 0x21 { return .xml }
        let plist: [UInt8] = Array("plist".utf8)
        if index + 1 + plist.count <= end,
            plist.indices.allSatisfy({ base[index + 1 + $0] == plist[$0] })
        {
            return .xml
        }
        return nil
    }

    /// Reads entries until no key can start (`parsePlistDictContent` at depth 0), recording
    /// each with its positions and comment.
    ///
    /// - Returns: `false` when the file fails; a table that just stops early is a success, and
    ///   `truncation` says where it stopped (unbraced files only: with braces, the caller then
    ///   requires `}`).
    mutating func parseTable(braced: Bool) -> Bool {
        var previousSemicolon: Int?
        while true {
            guard skipSpaceCollectingComments(after: previousSemicolon) else { return true }
            let keyStart = position
            guard let key = parseStringHere() else {
                if !braced { truncation = Truncation(offset: keyStart, failure: firstFailure) }
                clearFailure()
                return true
            }
            guard skipSpace() else {
                fail(.expectedEqualsOrSemicolon, at: end, .key(key))
                return false
            }
            let value: StringsValue
            var valueStart = position
            let isShorthand: Bool
            switch base[position] {
            case 0x3B:  // ;
                value = .string(key)
                isShorthand = true
            case 0x3D:  // =
                position += 1
                isShorthand = false
                switch parseObjectStart(requireObject: true, depth: 1) {
                case .leaf(let leaf):
                    valueStart = lastValueStart
                    value = leaf
                case .open(let dictionary, let depth):
                    valueStart = lastValueStart
                    guard let container = parseContainer(dictionary: dictionary, depth: depth) else { return false }
                    value = container
                case .none:
                    return false
                }
            default:
                fail(.expectedEqualsOrSemicolon, at: position, .key(key))
                return false
            }
            var isDuplicate = false
            if let entrySink {
                if entries.count >= entryChunkSize {
                    entrySink(entries)
                    handedOver += entries.count
                    entries.removeAll(keepingCapacity: true)
                }
            } else {
                let count = table.count
                table[key] = value
                isDuplicate = table.count == count
            }
            entries.append(StringsEntry(
                key: key, value: value, comment: commentRanges.isEmpty ? nil : makeComment(),
                isShorthand: isShorthand, file: file, keyPosition: tracker.position(at: keyStart),
                valuePosition: tracker.position(at: valueStart)))
            if isDuplicate { duplicateKeys.append(entries[entries.count - 1].key) }
            if entries.count == 32, handedOver == 0 { reserveCapacityForTheRest() }
            guard skipSpace(), base[position] == 0x3B else {
                fail(.expectedSemicolon, at: position, .valueOf(entries[entries.count - 1].key))
                return false
            }
            position += 1
            previousSemicolon = position
        }
    }

    /// Extrapolates the number of entries from the first ones and reserves room for them, so
    /// large files do not pay for repeated growth of the table and the entry list.
    private mutating func reserveCapacityForTheRest() {
        let read = position - start
        guard read > 0 else { return }
        let estimate = Double(end - start) / Double(read) * Double(entries.count) * 1.1
        let capacity = Int(min(estimate, Double(end - start) / 4))
        guard capacity > entries.count * 2 else { return }
        if entrySink == nil {
            entries.reserveCapacity(capacity)
            table.reserveCapacity(capacity)
        } else {
            entries.reserveCapacity(min(capacity, entryChunkSize))
        }
    }

    /// ``skipSpace()`` that also collects the comments a translator reads as the next key's
    /// context into `commentRanges`.
    ///
    /// Comments before the first line break after the previous entry's `;` describe that entry
    /// and are left out; a blank line starts a new group, and only the last group is kept.
    mutating func skipSpaceCollectingComments(after previousSemicolon: Int?) -> Bool {
        commentRanges.removeAll(keepingCapacity: true)
        var onEntryLine = previousSemicolon != nil
        var lineBreaks = 0
        var index = position
        while index < end {
            let byte = base[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == end || base[index + 1] != 0x0A)) {
                onEntryLine = false
                lineBreaks += 1
                index += 1
                continue
            }
            if byte == 0x20 || byte &- 0x09 < 5 {
                index += 1
                continue
            }
            if byte == 0x2F, index + 1 < end {
                let next = base[index + 1]
                if next == 0x2F || next == 0x2A {
                    let bodyStart = index + 2
                    let bodyEnd: Int
                    if next == 0x2F {
                        index = endOfLineComment(from: bodyStart)
                        bodyEnd = index
                    } else {
                        let opening = index
                        index = endOfBlockComment(from: bodyStart, opening: opening)
                        bodyEnd = unterminatedCommentStart == opening ? end : index - 2
                    }
                    if !onEntryLine {
                        if lineBreaks >= 2 { commentRanges.removeAll(keepingCapacity: true) }
                        commentRanges.append(CommentRange(start: bodyStart, end: bodyEnd))
                        lineBreaks = 0
                    }
                    continue
                }
            } else if byte == 0xE2, isLineOrParagraphSeparator(at: index) {
                index += 3
                continue
            }
            position = index
            return true
        }
        position = end
        return false
    }

    /// The collected comments without delimiters, trimmed, joined by newlines.
    func makeComment() -> String? {
        var parts: [String] = []
        for range in commentRanges {
            var first = range.start
            var last = range.end
            while first < last, Self.isTrimmable(base[first]) { first += 1 }
            while last > first, Self.isTrimmable(base[last - 1]) { last -= 1 }
            if first < last { parts.append(makeString(from: first, to: last)) }
        }
        switch parts.count {
        case 0: return nil
        case 1: return parts[0]
        default: return parts.joined(separator: "\n")
        }
    }

    private static func isTrimmable(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    // MARK: After a silent stop

    /// How many entries follow the point where Apple stops reading: resumes after the stop and
    /// counts what reads as `key = value;` or `key;`, skipping over what does not.
    mutating func countEntries(after stop: Int) -> Int {
        let saved = (firstFailure, lastFailure, unterminatedCommentStart, recordsNotes, position)
        recordsNotes = false
        defer {
            (firstFailure, lastFailure, unterminatedCommentStart, recordsNotes, position) = saved
        }
        var resume = stop
        var count = 0
        while resume < end {
            position = resume
            guard skipSpace() else { break }
            let entryStart = position
            if readsAsEntry() {
                count += 1
                resume = position
            } else {
                // Always move forward, at least past the character that stopped the last try.
                resume = max(position, entryStart + scalar(at: entryStart).length)
            }
        }
        return count
    }

    private mutating func readsAsEntry() -> Bool {
        guard parseStringHere() != nil, skipSpace() else { return false }
        if base[position] == 0x3D {
            position += 1
            guard parseValue(requireObject: true, depth: 1) != nil else { return false }
        } else if base[position] != 0x3B {
            return false
        }
        guard skipSpace(), base[position] == 0x3B else { return false }
        position += 1
        return true
    }
}
