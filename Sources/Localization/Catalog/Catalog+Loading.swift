import FormCore

/// Reading and merging the files of a catalog (finding them on disk: `Catalog+Files.swift`).
extension Catalog {
    /// Builds a catalog from files already in memory.
    ///
    /// - Parameters:
    ///   - files: The files; several for one locale are merged in order (a later key wins), and
    ///     `.stringsdict` entries override `.strings` entries whatever the order.
    ///   - developmentLanguage: The source language; by default a String Catalog's
    ///     `sourceLanguage`, else `en`.
    ///
    /// The catalog's ``tableName`` is the files' base name when they all share one, else
    /// `Localizable`.
    package init(files: [CatalogFile], developmentLanguage: LanguageTag? = nil) {
        self.init(files: files, developmentLanguage: developmentLanguage, readers: .allKinds)
    }

    /// ``init(files:developmentLanguage:)`` for `.strings` and `.stringsdict` files only, as the
    /// built-in catalog and a page's language parts are: a String Catalog or a storyboard among
    /// `files` is reported unreadable instead of read. The same catalog otherwise; what it adds
    /// is that a program calling only this one (the WebAssembly module) does not contain the
    /// String Catalog and Interface Builder readers.
    package init(stringsTables files: [CatalogFile], developmentLanguage: LanguageTag? = nil) {
        self.init(files: files, developmentLanguage: developmentLanguage, readers: .stringsTablesOnly)
    }

    private init(files: [CatalogFile], developmentLanguage: LanguageTag?, readers: Readers) {
        let names = Set(files.compactMap { Self.tableName(ofFile: $0.path) })
        self = Self.build(
            files: files, developmentLanguage: developmentLanguage, extraDiagnostics: [],
            tableName: names.count == 1 ? names.first ?? Self.defaultTableName : Self.defaultTableName, readers: readers)
    }

    /// The readers of the kinds beyond `.strings` and `.stringsdict`, chosen by the caller: only
    /// the code of the readers a program passes is in it.
    struct Readers {
        /// A storyboard's or xib's entries, or `nil` after appending why it cannot be read.
        var interfaceBuilder: (CatalogFile, inout [CatalogDiagnostic]) -> [LocaleSources.Entry]?
        /// A String Catalog, or `nil` after appending why it cannot be read.
        var stringCatalog: (CatalogFile, inout [CatalogDiagnostic]) -> StringCatalog?

        static var allKinds: Readers {
            Readers(
                interfaceBuilder: { file, diagnostics in
                    do throws(InterfaceBuilderError) {
                        return try InterfaceBuilderStrings(bytes: file.bytes, file: file.path).entries.map {
                            ($0.key, $0.value, $0.location, $0.comment, true)
                        }
                    } catch {
                        diagnostics.append(unreadable(file, message: error.message, location: error.location, detail: "malformedInterfaceBuilder"))
                        return nil
                    }
                },
                stringCatalog: { file, diagnostics in
                    do throws(StringCatalogError) {
                        return try StringCatalog(bytes: file.bytes, file: file.path)
                    } catch {
                        diagnostics.append(unreadable(file, message: "\(error.keyPath): \(error.message)", location: error.location, detail: error.code.rawValue))
                        return nil
                    }
                })
        }

        static var stringsTablesOnly: Readers {
            Readers(
                interfaceBuilder: { file, diagnostics in
                    diagnostics.append(unreadable(file, message: "only .strings and .stringsdict files are read here", location: nil, detail: "unsupportedKind"))
                    return nil
                },
                stringCatalog: { file, diagnostics in
                    diagnostics.append(unreadable(file, message: "only .strings and .stringsdict files are read here", location: nil, detail: "unsupportedKind"))
                    return nil
                })
        }
    }

    // MARK: - Reading and merging

    /// What one locale's files hold, before merging.
    struct LocaleSources {
        /// An entry; `isString` is `false` for a value that is not a string (kept only to tell
        /// repeats, its `value` empty). A flag rather than an optional value: reversing a chunk of
        /// entries with an optional field cost about 640 instructions an entry instead of 260.
        typealias Entry = (key: String, value: String, location: SourceLocation, comment: String?, isString: Bool)
        var files: [String] = []
        /// The old-style `.strings` files, whose repeated keys are reported.
        var repeatCheckedFiles: Set<String> = []
        /// The `.strings` entries in file order, a chunk at a time, so that making the table frees
        /// them chunk by chunk: held whole until the last message was made, they were an eighth
        /// of a large table's peak.
        var strings: [[Entry]] = []
        var stringCount = 0
        static var chunkSize: Int { 4_096 }

        mutating func append(_ entry: Entry) {
            if strings.last.map({ $0.count >= Self.chunkSize }) ?? true {
                // The first chunk grows as small tables need; the next are sized at once.
                var chunk: [Entry] = []
                if !strings.isEmpty { chunk.reserveCapacity(Self.chunkSize) }
                strings.append(chunk)
            }
            strings[strings.count - 1].append(entry)
            stringCount += 1
        }

        mutating func append(contentsOf entries: [Entry]) {
            for entry in entries { append(entry) }
        }
        var dictionaries: [StringsDictFile] = []
    }

    static func build(
        files: consuming [CatalogFile], developmentLanguage: LanguageTag?, extraDiagnostics: [CatalogDiagnostic],
        tableName: String = defaultTableName, readers: Readers = .allKinds
    ) -> Catalog {
        var diagnostics = extraDiagnostics
        var sources: [LanguageTag: LocaleSources] = [:]
        // Files without a locale, apart: a dictionary keyed by `LanguageTag?` costs a one-message
        // run a scan of every protocol conformance in the binary (for `Optional: Hashable`).
        var unnamed: LocaleSources?
        func add(_ file: CatalogFile, _ change: (inout LocaleSources) -> Void) {
            if let locale = file.locale {
                change(&sources[locale, default: LocaleSources()])
            } else {
                // Taken out while it changes, so that its arrays are not copied for each file.
                var source = unnamed ?? LocaleSources()
                unnamed = nil
                change(&source)
                unnamed = source
            }
        }
        var catalogs: [StringCatalog] = []
        for index in files.indices {
            // What is read is kept, not the bytes: dropped here, a file's bytes are freed as soon
            // as it is read when the caller handed the files over (a 50 MB table's own size).
            let file = files[index]
            files[index].bytes = []
            switch file.kind {
            case .strings:
                add(file) { readStrings(file, into: &$0, diagnostics: &diagnostics) }
            case .stringsDict:
                do {
                    let dictionary = try StringsDictFile(bytes: file.bytes, file: file.path)
                    add(file) { source in
                        source.dictionaries.append(dictionary)
                        source.files.append(file.path)
                    }
                    for diagnostic in dictionary.diagnostics where diagnostic.code != .missingOtherVariant {
                        // A missing `other` is a plural gap, reported with the others by coverage.
                        let isDuplicate = diagnostic.code == .duplicateKey
                        diagnostics.append(CatalogDiagnostic(
                            code: isDuplicate ? .duplicateKey : .stringsDictProblem,
                            severity: isDuplicate || diagnostic.severity == .error ? .error : .warning,
                            message: diagnostic.message, location: diagnostic.location, locale: file.locale,
                            key: diagnostic.key, detail: diagnostic.code.rawValue))
                    }
                } catch {
                    diagnostics.append(unreadable(file, message: error.message, location: error.location, detail: error.code.rawValue))
                }
            case .interfaceBuilder:
                if let entries = readers.interfaceBuilder(file, &diagnostics) {
                    add(file) { source in
                        source.files.append(file.path)
                        source.append(contentsOf: entries)
                    }
                }
            case .stringCatalog:
                if let catalog = readers.stringCatalog(file, &diagnostics) { catalogs.append(catalog) }
            }
        }

        let development = developmentLanguage
            ?? catalogs.lazy.compactMap { try? LanguageTag($0.sourceLanguage) }.first
            ?? LanguageTag.english
        // Files without a locale are the development language's, merged before its own folder's.
        if var merged = unnamed {
            // Let go of, so that the merged sources are held once and freed once their table is made.
            unnamed = nil
            if let named = sources[development] {
                merged.files += named.files
                merged.strings += named.strings
                merged.stringCount += named.stringCount
                merged.dictionaries += named.dictionaries
                merged.repeatCheckedFiles.formUnion(named.repeatCheckedFiles)
            }
            sources[development] = merged
        }
        for index in diagnostics.indices where diagnostics[index].locale == nil && diagnostics[index].code != .unknownLanguage {
            diagnostics[index].locale = development
        }

        // The languages of String Catalogs, by tag.
        var catalogLanguages: [LanguageTag: [(catalog: Int, language: String)]] = [:]
        for (index, catalog) in catalogs.enumerated() {
            for language in Set(catalog.locales + [catalog.sourceLanguage]).sorted() {
                do {
                    catalogLanguages[try LanguageTag(language), default: []].append((index, language))
                } catch {
                    diagnostics.append(CatalogDiagnostic(
                        code: .unknownLanguage, severity: .warning,
                        message: "'\(language)' is not a language tag (\(error.reason)); its strings are not read",
                        location: catalog.entries.first?.location))
                }
            }
        }

        // Each locale's sources are taken out as its table is made, so that what was read is freed
        // locale by locale instead of living beside every table until the end.
        let locales = Set(sources.keys).union(catalogLanguages.keys).subtracting([development])
        let developmentHasSources = sources[development] != nil || catalogLanguages[development] != nil
        func makeTable(_ locale: LanguageTag, development: CatalogTable?) -> CatalogTable {
            var source = sources.removeValue(forKey: locale) ?? LocaleSources()
            var messages = OrderedMessages(capacity: source.stringCount)
            // One origin per file, shared by its messages (a message made with another file's
            // makes its own).
            var shared = MessageOrigin(locale, file: nil)
            func origin(_ file: String?) -> MessageOrigin {
                if shared.file != file { shared = MessageOrigin(locale, file: file) }
                return shared
            }
            var chunks = source.strings
            source.strings = []
            var repeats = RepeatedKeys()
            // Taken once: looked up through the optional table, each entry copied the table.
            let developmentMessages = development?.messages
            let checksRepeats = !source.repeatCheckedFiles.isEmpty
            for index in chunks.indices {
                // Taken out, reversed in place, then taken from the end: each entry moves out in
                // file order instead of being copied (its four strings retained and released
                // again, a tenth of exporting a large table), and the chunk is freed after.
                var chunk = chunks[index]
                chunks[index] = []
                chunk.reverse()
                while let entry = chunk.popLast() {
                    guard entry.isString else {
                        repeats.note(key: entry.key, at: entry.location, isString: false, earlier: messages[entry.key])
                        continue
                    }
                    let message = CatalogMessage.strings(
                        key: entry.key, value: entry.value, origin: origin(entry.location.file), location: entry.location, comment: entry.comment,
                        development: developmentMessages?[entry.key])
                    let earlier = messages.set(message)
                    if checksRepeats, earlier != nil || repeats.hasNonStrings, source.repeatCheckedFiles.contains(entry.location.file ?? "") {
                        repeats.note(key: entry.key, at: entry.location, isString: true, earlier: earlier)
                    }
                }
            }
            diagnostics += repeats.diagnostics(locale: locale)
            for dictionary in source.dictionaries {
                for entry in dictionary.entries {
                    guard let message = CatalogMessage.stringsDict(
                        entry, origin: origin(entry.location.file), comment: messages[entry.key]?.comment, development: developmentMessages?[entry.key])
                    else { continue }
                    messages.set(message)
                }
            }
            var files = source.files
            for (index, language) in catalogLanguages[locale] ?? [] {
                let catalog = catalogs[index]
                let isSource = language == catalog.sourceLanguage
                for entry in catalog.entries where messages[entry.key] == nil {
                    guard let message = CatalogMessage.stringCatalog(
                        entry, language: language, origin: origin(entry.location.file), isSource: isSource,
                        development: developmentMessages?[entry.key])
                    else { continue }
                    messages.set(message)
                }
                if let file = catalog.entries.first?.location.file, !files.contains(file) { files.append(file) }
            }
            return CatalogTable(locale: locale, files: files, messages: messages)
        }

        var tables: [LanguageTag: CatalogTable] = [:]
        let developmentTable = makeTable(development, development: nil)
        if developmentHasSources { tables[development] = developmentTable }
        for locale in locales.sorted() {
            tables[locale] = makeTable(locale, development: developmentTable)
        }
        // File order, then line order: the order a reader goes through them.
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            let leftKey = (left?.file ?? "", left?.line ?? 0, left?.column ?? 0)
            let rightKey = (right?.file ?? "", right?.line ?? 0, right?.column ?? 0)
            return leftKey != rightKey ? leftKey < rightKey : lhs.offset < rhs.offset
        }.map { $0.element }
        return Catalog(developmentLanguage: development, tables: tables, diagnostics: ordered, stringCatalogs: catalogs, tableName: tableName)
    }

    private static func readStrings(_ file: CatalogFile, into source: inout LocaleSources, diagnostics: inout [CatalogDiagnostic]) {
        let locale = file.locale
        if PropertyListXML.looksLikeXML(file.bytes) {
            let root: PropertyListValue
            do {
                root = try PropertyListXML.parse(file.bytes, file: file.path)
            } catch {
                diagnostics.append(unreadable(file, message: error.message, location: error.location, detail: error.code.rawValue))
                return
            }
            guard case .dictionary(let dictionary) = root else {
                diagnostics.append(unreadable(
                    file, message: "the property list holds a '<\(root.elementName)>', not a '<dict>' of strings: Apple's bundle ignores it",
                    location: SourceLocation(file: file.path, offset: 0, line: 1, column: 1), detail: "notATable"))
                return
            }
            source.files.append(file.path)
            for entry in dictionary.entries {
                if let value = entry.value.stringValue {
                    source.append((entry.key, value, entry.keyLocation, nil, true))
                } else {
                    diagnostics.append(notAString(entry.key, kind: entry.value.elementName, at: entry.keyLocation, locale: locale))
                }
            }
            for overridden in dictionary.overridden {
                diagnostics.append(CatalogDiagnostic(
                    code: .duplicateKey, severity: .error,
                    message: "\(CatalogDiagnostic.quoted(overridden.key)) is defined more than once; Apple uses the last definition",
                    location: overridden.keyLocation, locale: locale, key: overridden.key))
            }
            return
        }

        // The entries are taken chunk by chunk as they are read, so that a large file's entries are
        // never all held twice; kept apart until the file is known to be read.
        var read = LocaleSources()
        var notStrings: [CatalogDiagnostic] = []
        let strings: StringsFile
        do {
            strings = try StringsFile.readEntries(of: file.bytes, file: file.path) { chunk in
                for entry in chunk {
                    let value = entry.value.string
                    if value == nil {
                        notStrings.append(notAString(entry.key, kind: entry.value.kind, at: entry.keyLocation, locale: locale))
                    }
                    read.append((entry.key, value ?? "", entry.keyLocation, entry.comment, value != nil))
                }
            }
        } catch {
            diagnostics.append(unreadable(file, message: error.message, location: error.location, detail: error.code.rawValue))
            return
        }
        source.files.append(file.path)
        source.repeatCheckedFiles.insert(file.path)
        source.strings += read.strings
        source.stringCount += read.stringCount
        read = LocaleSources()
        diagnostics += notStrings
        for warning in strings.warnings {
            let stops = warning.code == .silentTruncation
            diagnostics.append(CatalogDiagnostic(
                code: stops ? .appleStopsReading : .stringsWarning, severity: .warning, message: warning.message,
                location: warning.location, locale: locale, detail: warning.code.rawValue))
        }
    }

    fileprivate static func unreadable(_ file: CatalogFile, message: String, location: SourceLocation?, detail: String) -> CatalogDiagnostic {
        CatalogDiagnostic(
            code: .unreadableFile, severity: .error, message: message,
            location: location ?? SourceLocation(file: file.path, offset: 0, line: 0, column: 0), locale: file.locale,
            detail: detail)
    }

    private static func notAString(_ key: String, kind: String, at location: SourceLocation, locale: LanguageTag?) -> CatalogDiagnostic {
        CatalogDiagnostic(
            code: .notAString, severity: .warning,
            message: "the value of \(CatalogDiagnostic.quoted(key)) is \(article(kind)) \(kind), not a string: a lookup cannot show it",
            location: location, locale: locale, key: key)
    }
}

/// `a` or `an` before a value kind's name.
private func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
}

extension LanguageTag {
    /// `en`, the default development language.
    static let english = LanguageTag(validatedLanguage: "en")
}
