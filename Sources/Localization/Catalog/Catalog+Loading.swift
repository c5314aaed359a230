import FormCore

/// Finding, reading and merging the files of a catalog.
extension Catalog {
    /// Loads a catalog from a folder or a file.
    ///
    /// - A folder laid out like `Resources/`: `Localizable.strings` and `Localizable.stringsdict`
    ///   of the development language at the top, each translation in `<locale>.lproj/`.
    /// - An app's `.lproj` tree: `en.lproj`, `ru.lproj`... `Base.lproj` holds the development
    ///   language's strings when the development language has no folder of its own (otherwise it
    ///   is left out, with a note).
    /// - A String Catalog (`Localizable.xcstrings`), alone or in such a folder.
    /// - A single `.strings` or `.stringsdict` file: the locale of its `.lproj` folder, if any.
    ///
    /// A `.strings` file may be an XML property list, as Xcode can write them. Files that cannot
    /// be read are left out and reported in ``diagnostics``, as Apple's bundle ignores them.
    ///
    /// - Parameters:
    ///   - path: The folder or file.
    ///   - developmentLanguage: The source language; by default a String Catalog's
    ///     `sourceLanguage`, else `en`.
    ///   - table: The table name (`Localizable` reads `Localizable.strings` and friends).
    /// - Throws: ``CatalogError`` when the path does not exist, cannot be listed, or holds no table.
    public init(contentsOf path: String, developmentLanguage: LanguageTag? = nil, table: String = "Localizable") throws(CatalogError) {
        let located = try Self.locate(path, developmentLanguage: developmentLanguage, table: table)
        // A file given alone is the table its name says.
        let name = PlainFileSystem.kind(of: path) == .file ? Self.tableName(ofFile: path) ?? table : table
        self = Self.build(
            files: located.files, developmentLanguage: developmentLanguage, extraDiagnostics: located.diagnostics, tableName: name)
    }

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
        let names = Set(files.compactMap { Self.tableName(ofFile: $0.path) })
        self = Self.build(
            files: files, developmentLanguage: developmentLanguage, extraDiagnostics: [],
            tableName: names.count == 1 ? names.first ?? Self.defaultTableName : Self.defaultTableName)
    }

    /// The catalogs under a path, walked as a repository is laid out: the path itself if it is
    /// a table file, else every folder at or below it that holds tables (``tableNames(at:)``:
    /// table files at its top, or `.lproj` folders with tables, storyboards or String Catalogs),
    /// sorted. A folder with tables may hold more below it (an app's `Resources/` beside a
    /// widget's and a framework's), so the walk goes on into every folder but `.lproj` ones.
    /// Hidden folders, build products and vendored code (`.build`, `DerivedData`, `Pods`,
    /// `Carthage`, `node_modules`) are skipped, and so are linked folders (they may lead out of the
    /// repository or round); each folder is visited once, and at most 12 folders deep.
    ///
    /// - Parameter table: Only folders with this table; `nil` (the default) takes any table.
    public static func catalogPaths(under path: String, table: String? = nil) -> [String] {
        guard let kind = PlainFileSystem.kind(of: path) else { return [] }
        if kind == .file { return CatalogFile.Kind(fileName: path) != nil ? [path] : [] }
        var found: [String] = []
        // Each folder once, however many links lead to it (eight links to `.` would otherwise
        // be walked 8^12 times).
        var visited: Set<PlainFileSystem.FolderIdentity> = []
        func visit(_ folder: String, depth: Int) {
            if let identity = PlainFileSystem.identity(of: folder), !visited.insert(identity).inserted { return }
            let tables = tableNames(at: folder)
            if table.map(tables.contains) ?? !tables.isEmpty { found.append(folder) }
            guard depth < 12 else { return }
            for name in (PlainFileSystem.contents(of: folder) ?? []).sorted()
            where !name.hasPrefix(".") && !skippedFolders.contains(name) && !name.lowercased().hasSuffix(".lproj") {
                let child = PlainFileSystem.join(folder, name)
                // A linked folder is not followed: it may lead out of the repository, or round.
                if PlainFileSystem.kind(of: child) == .directory, !PlainFileSystem.isSymbolicLink(child) { visit(child, depth: depth + 1) }
            }
        }
        visit(path, depth: 0)
        return found
    }

    /// Folders of build products and vendored code, whose tables are not the project's.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

    // MARK: - Finding files

    static func locate(
        _ path: String, developmentLanguage: LanguageTag?, table: String
    ) throws(CatalogError) -> (files: [CatalogFile], diagnostics: [CatalogDiagnostic]) {
        guard let kind = PlainFileSystem.kind(of: path) else {
            throw CatalogError(code: .notFound, path: path, message: "no such file or folder")
        }
        var files: [CatalogFile] = []
        var diagnostics: [CatalogDiagnostic] = []
        func read(_ file: String, locale: LanguageTag?, kind: CatalogFile.Kind) {
            switch PlainFileSystem.read(file) {
            case .success(let bytes): files.append(CatalogFile(path: file, locale: locale, kind: kind, bytes: bytes))
            case .failure(let failure):
                diagnostics.append(CatalogDiagnostic(
                    code: .unreadableFile, severity: .error, message: "the file \(failure.message)",
                    location: SourceLocation(file: file, offset: 0, line: 0, column: 0), locale: locale))
            }
        }

        if kind == .file {
            guard let fileKind = CatalogFile.Kind(fileName: path) else {
                throw CatalogError(code: .unsupportedFile, path: path, message: "not a .strings, .stringsdict or .xcstrings file")
            }
            var locale: LanguageTag?
            if fileKind != .stringCatalog, let parent = PlainFileSystem.parent(path),
               case .language(let tag)? = try? LocalizationFolder(folderName: PlainFileSystem.lastComponent(parent)) {
                locale = tag
            }
            read(path, locale: locale, kind: fileKind)
            return (files, diagnostics)
        }

        guard let names = PlainFileSystem.contents(of: path) else {
            throw CatalogError(code: .unreadableFolder, path: path, message: "the folder cannot be listed")
        }
        let development = developmentLanguage ?? LanguageTag.english
        var topLevel: [(String, CatalogFile.Kind)] = []
        var folders: [(path: String, folder: LocalizationFolder)] = []
        for name in names {
            let child = PlainFileSystem.join(path, name)
            if let fileKind = CatalogFile.Kind(fileName: name), name.hasPrefix(table + "."),
               name.utf8.count == table.utf8.count + 1 + (name.split(separator: ".").last?.utf8.count ?? 0) {
                topLevel.append((child, fileKind))
            } else if name.lowercased().hasSuffix(".lproj"), PlainFileSystem.kind(of: child) == .directory {
                do {
                    folders.append((child, try LocalizationFolder(folderName: name)))
                } catch {
                    diagnostics.append(CatalogDiagnostic(
                        code: .unknownLanguage, severity: .warning, message: "\(error.message); the folder is not read",
                        location: SourceLocation(file: child, offset: 0, line: 0, column: 0)))
                }
            }
        }
        // The tables of a `.lproj` folder given directly are its language's.
        var folderLocale: LanguageTag?
        if case .language(let tag)? = try? LocalizationFolder(folderName: PlainFileSystem.lastComponent(path)), tag != development {
            folderLocale = tag
        }
        for (file, fileKind) in topLevel { read(file, locale: fileKind == .stringCatalog ? nil : folderLocale, kind: fileKind) }
        let tableSuffixes = [(".strings", CatalogFile.Kind.strings), (".stringsdict", .stringsDict)]
        func holdsTable(_ folderPath: String) -> Bool {
            tableSuffixes.contains { PlainFileSystem.kind(of: PlainFileSystem.join(folderPath, table + $0.0)) == .file }
        }
        // Base.lproj stands in for the development language only when that has none of this
        // table's files (an app whose `InfoPlist.strings` lives in Base.lproj but whose
        // `Localizable.strings` lives in en.lproj reads each from where it is).
        let hasDevelopmentFolder = folders.contains { $0.folder.languageTag == development && holdsTable($0.path) }
        let developmentHasFiles = !topLevel.filter { $0.1 != .stringCatalog }.isEmpty || hasDevelopmentFolder
        for (folderPath, folder) in folders {
            var locale = folder.languageTag
            // A storyboard or xib is the development text wherever Base internationalization
            // puts it (its own folder's language otherwise), with the development language's
            // `.strings` of the same table, if any, read after it: it overrides at run time.
            // A String Catalog in an `.lproj` folder (`mul.lproj/Main.xcstrings`) holds every
            // language, as one at the top does.
            for suffix in [".storyboard", ".xib"] {
                let file = PlainFileSystem.join(folderPath, table + suffix)
                if PlainFileSystem.entryExists(file) {
                    read(file, locale: folder == .base || locale == development ? nil : locale, kind: .interfaceBuilder)
                }
            }
            let folderCatalog = PlainFileSystem.join(folderPath, table + ".xcstrings")
            if PlainFileSystem.entryExists(folderCatalog) { read(folderCatalog, locale: nil, kind: .stringCatalog) }
            if folder == .base {
                guard holdsTable(folderPath) else { continue }
                if developmentHasFiles {
                    diagnostics.append(CatalogDiagnostic(
                        code: .baseIgnored, severity: .note,
                        message: "Base.lproj's \(table) table is not read: the development language (\(development)) has its own",
                        location: SourceLocation(file: folderPath, offset: 0, line: 0, column: 0)))
                    continue
                }
                locale = nil
            }
            for (suffix, fileKind) in tableSuffixes {
                let file = PlainFileSystem.join(folderPath, table + suffix)
                // A link that loops or leads nowhere is read, so that it is reported, not skipped.
                if PlainFileSystem.entryExists(file) { read(file, locale: locale == development ? nil : locale, kind: fileKind) }
            }
        }
        if files.isEmpty && diagnostics.allSatisfy({ $0.code != .unreadableFile }) {
            throw CatalogError(
                code: .noTables, path: path,
                message: "no \(table).strings, \(table).stringsdict, \(table).xcstrings, or .lproj folder with them or with \(table).storyboard or \(table).xib, here")
        }
        return (files, diagnostics)
    }

    // MARK: - Reading and merging

    /// What one locale's files hold, before merging.
    private struct LocaleSources {
        var files: [String] = []
        var strings: [(key: String, value: String, location: SourceLocation, comment: String?)] = []
        var dictionaries: [StringsDictFile] = []
    }

    static func build(
        files: [CatalogFile], developmentLanguage: LanguageTag?, extraDiagnostics: [CatalogDiagnostic], tableName: String = defaultTableName
    ) -> Catalog {
        var diagnostics = extraDiagnostics
        var sources: [LanguageTag?: LocaleSources] = [:]
        var catalogs: [StringCatalog] = []
        for file in files {
            switch file.kind {
            case .strings:
                readStrings(file, into: &sources[file.locale, default: LocaleSources()], diagnostics: &diagnostics)
            case .stringsDict:
                do {
                    let dictionary = try StringsDictFile(bytes: file.bytes, file: file.path)
                    sources[file.locale, default: LocaleSources()].dictionaries.append(dictionary)
                    sources[file.locale, default: LocaleSources()].files.append(file.path)
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
                do {
                    let document = try InterfaceBuilderStrings(bytes: file.bytes, file: file.path)
                    sources[file.locale, default: LocaleSources()].files.append(file.path)
                    sources[file.locale, default: LocaleSources()].strings += document.entries.map {
                        ($0.key, $0.value, $0.location, $0.comment)
                    }
                } catch {
                    diagnostics.append(unreadable(file, message: error.message, location: error.location, detail: "malformedInterfaceBuilder"))
                }
            case .stringCatalog:
                do {
                    catalogs.append(try StringCatalog(bytes: file.bytes, file: file.path))
                } catch {
                    diagnostics.append(unreadable(file, message: "\(error.keyPath): \(error.message)", location: error.location, detail: error.code.rawValue))
                }
            }
        }

        let development = developmentLanguage
            ?? catalogs.lazy.compactMap { try? LanguageTag($0.sourceLanguage) }.first
            ?? LanguageTag.english
        // Files without a locale are the development language's, merged before its own folder's.
        if let unnamed = sources.removeValue(forKey: nil) {
            var merged = unnamed
            if let named = sources[development] {
                merged.files += named.files
                merged.strings += named.strings
                merged.dictionaries += named.dictionaries
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

        func makeTable(_ locale: LanguageTag, development: CatalogTable?) -> CatalogTable {
            let source = sources[locale] ?? LocaleSources()
            var keys: [String] = []
            var messages: [String: CatalogMessage] = [:]
            messages.reserveCapacity(source.strings.count)
            for entry in source.strings {
                if messages[entry.key] == nil { keys.append(entry.key) }
                messages[entry.key] = .strings(
                    key: entry.key, value: entry.value, locale: locale, location: entry.location, comment: entry.comment,
                    development: development?.messages[entry.key])
            }
            for dictionary in source.dictionaries {
                for entry in dictionary.entries {
                    guard let message = CatalogMessage.stringsDict(
                        entry, locale: locale, comment: messages[entry.key]?.comment, development: development?.messages[entry.key])
                    else { continue }
                    if messages[entry.key] == nil { keys.append(entry.key) }
                    messages[entry.key] = message
                }
            }
            var files = source.files
            for (index, language) in catalogLanguages[locale] ?? [] {
                let catalog = catalogs[index]
                let isSource = language == catalog.sourceLanguage
                for entry in catalog.entries where messages[entry.key] == nil {
                    guard let message = CatalogMessage.stringCatalog(
                        entry, language: language, locale: locale, isSource: isSource,
                        development: development?.messages[entry.key])
                    else { continue }
                    keys.append(entry.key)
                    messages[entry.key] = message
                }
                if let file = catalog.entries.first?.location.file, !files.contains(file) { files.append(file) }
            }
            return CatalogTable(locale: locale, files: files, keys: keys, messages: messages)
        }

        var tables: [LanguageTag: CatalogTable] = [:]
        let developmentTable = makeTable(development, development: nil)
        if sources[development] != nil || catalogLanguages[development] != nil { tables[development] = developmentTable }
        let locales = Set(sources.keys.compactMap { $0 }).union(catalogLanguages.keys).subtracting([development])
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
                    source.strings.append((entry.key, value, entry.keyLocation, nil))
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

        let strings: StringsFile
        do {
            strings = try StringsFile(bytes: file.bytes, file: file.path)
        } catch {
            diagnostics.append(unreadable(file, message: error.message, location: error.location, detail: error.code.rawValue))
            return
        }
        source.files.append(file.path)
        for entry in strings.entries {
            if let value = entry.value.string {
                source.strings.append((entry.key, value, entry.keyLocation, entry.comment))
            } else {
                diagnostics.append(notAString(entry.key, kind: entry.value.kind, at: entry.keyLocation, locale: locale))
            }
        }
        for duplicate in strings.duplicates {
            guard let first = duplicate.locations.first else { continue }
            for location in duplicate.locations.dropFirst() {
                diagnostics.append(CatalogDiagnostic(
                    code: .duplicateKey, severity: .error,
                    message: "\(CatalogDiagnostic.quoted(duplicate.key)) is defined again (first on line \(first.line)); Apple silently uses the last definition",
                    location: location, locale: locale, key: duplicate.key))
            }
        }
        for warning in strings.warnings {
            let stops = warning.code == .silentTruncation
            diagnostics.append(CatalogDiagnostic(
                code: stops ? .appleStopsReading : .stringsWarning, severity: .warning, message: warning.message,
                location: warning.location, locale: locale, detail: warning.code.rawValue))
        }
    }

    private static func unreadable(_ file: CatalogFile, message: String, location: SourceLocation?, detail: String) -> CatalogDiagnostic {
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
