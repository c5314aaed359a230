import FormCore

/// Finding a catalog's files on disk: the path-based API, which the WebAssembly build leaves out
/// (a page has no file system: it hands the engine bytes, `init(files:)`).
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
        let (files, diagnostics) = try Self.locate(path, developmentLanguage: developmentLanguage, table: table)
        // A file given alone is the table its name says.
        let name = PlainFileSystem.kind(of: path) == .file ? Self.tableName(ofFile: path) ?? table : table
        // Handed over, so that each file's bytes are freed once it is read.
        self = Self.build(files: consume files, developmentLanguage: developmentLanguage, extraDiagnostics: diagnostics, tableName: name)
    }

    /// The names of the tables at a path, `Localizable` first, then the others sorted.
    ///
    /// A table is a base name: `InfoPlist.strings` and `InfoPlist.stringsdict` are one table, as
    /// Apple merges them; a String Catalog is the table its file name says, and so is a storyboard
    /// or xib in an `.lproj` folder (`Base.lproj/Main.storyboard` is the table `Main`). A folder's
    /// tables are those of its top-level files and of every `.lproj` folder in it whose name is a
    /// language or `Base` (as loading reads them); a file is the one table its name says.
    ///
    /// ```swift
    /// Catalog.tableNames(at: "App/Resources")   // ["Localizable", "InfoPlist", "Main"]
    /// ```
    public static func tableNames(at path: String) -> [String] {
        var names: Set<String> = []
        switch PlainFileSystem.kind(of: path) {
        case .file?:
            if let name = tableName(ofFile: path) { names.insert(name) }
        case .directory?:
            for name in PlainFileSystem.contents(of: path) ?? [] {
                let child = PlainFileSystem.join(path, name)
                if let table = tableName(ofFile: name) {
                    // A storyboard outside an `.lproj` folder is not localized: no table.
                    if CatalogFile.Kind(fileName: name) != .interfaceBuilder { names.insert(table) }
                } else if (try? LocalizationFolder(folderName: name)) != nil, PlainFileSystem.kind(of: child) == .directory {
                    // A folder whose name is no language is not read (loading says so): its
                    // files name no table. Inside one, every kind names a table: `.strings`,
                    // `.stringsdict`, a storyboard or xib (Base internationalization) and a
                    // String Catalog (`mul.lproj/Main.xcstrings`, as Xcode 15 localizes storyboards).
                    for inner in PlainFileSystem.contents(of: child) ?? [] {
                        if let table = tableName(ofFile: inner) { names.insert(table) }
                    }
                }
            }
        default:
            break
        }
        return names.sorted { lhs, rhs in
            (lhs == defaultTableName ? 0 : 1, lhs) < (rhs == defaultTableName ? 0 : 1, rhs)
        }
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
}
