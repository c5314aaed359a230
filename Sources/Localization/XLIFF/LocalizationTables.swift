/// Every localization table of a resources folder, an app's `.lproj` tree or a String Catalog,
/// by table name: `Localizable`, `InfoPlist`, `Main`, any custom name, each `.strings`,
/// `.stringsdict` and `.xcstrings`, with its file in every language.
///
/// Layouts read:
/// - `X.lproj/Name.strings`, `X.lproj/Name.stringsdict` for each language, `Base.lproj` standing
///   for the development language where the development language has no file of that table;
/// - storyboards and xibs (`Base.lproj/Main.storyboard`): the development text of their
///   localizable properties, each language's text in `X.lproj/Main.strings` (the development
///   language's too, which overrides the storyboard), named in XLIFF by the storyboard's path as
///   Xcode does (`Base.lproj/Main.storyboard`);
/// - String Catalogs in `.lproj` folders (`mul.lproj/Main.xcstrings`, a storyboard localized the
///   Xcode 15 way), named by their path;
/// - a repository without tables at its top: every folder below with tables (as
///   ``Catalog/catalogPaths(under:table:)`` walks it), each table named by its path from there
///   (`Widget/Localizable.xcstrings`), so that one document carries a whole project;
/// - this repository's `Resources/` layout: the development language's tables at the top,
///   translations in `<locale>.lproj/`;
/// - String Catalogs (`Name.xcstrings`) at the top, or a single `.xcstrings` given as the path.
///
/// ```swift
/// let tables = try LocalizationTables(path: "App/Resources", developmentLanguage: LanguageTag("en"))
/// tables.tables.map(\.original)   // ["en.lproj/InfoPlist.strings", "en.lproj/Localizable.strings", ...]
/// tables.path(of: tables.tables[0], for: LanguageTag("fr"))   // "App/Resources/fr.lproj/InfoPlist.strings"
/// ```
package struct LocalizationTables: Sendable {
    /// One table: its name, kind and file in each language.
    public struct Table: Sendable, Hashable {
        /// `Localizable`, `InfoPlist`, `Main`...
        public var name: String
        public var kind: CatalogFile.Kind
        /// The development language's file (for a String Catalog, the catalog), or `nil` when only
        /// translations exist (such a table has no source text and is not exported).
        public var developmentFile: String?
        /// The translations' files, by language (empty for a String Catalog).
        public var files: [LanguageTag: String]
        /// The path XLIFF names the table by: `en.lproj/Localizable.strings`, `Localizable.xcstrings`,
        /// from the folder given (`Widget/Localizable.xcstrings` in a repository's subfolder).
        public var original: String
        /// The subfolder of a repository the table is in (its path from the folder given), `nil`
        /// for a table of the folder itself.
        var part: String?

        /// The name of a language's file: `Localizable.strings`; a storyboard's translations are
        /// `.strings` tables of its name (`Main.strings`).
        public var fileName: String {
            switch kind {
            case .strings, .interfaceBuilder: name + ".strings"
            case .stringsDict: name + ".stringsdict"
            case .stringCatalog: name + ".xcstrings"
            }
        }
    }

    /// The folder the tables are in.
    public var root: String
    public var developmentLanguage: LanguageTag
    /// The tables, sorted by ``Table/original``.
    public var tables: [Table]
    /// Every language with a `.lproj` folder (the development language included when it has one).
    public var locales: [LanguageTag]
    /// The `.lproj` folder name of each language, as spelled on disk.
    private var folders: [LanguageTag: String]
    /// Whether the development language's tables are at the top (the `Resources/` layout).
    private var developmentAtTop: Bool
    /// A repository's subfolders with tables, by their path from ``root``.
    private var parts: [String: LocalizationTables] = [:]

    /// Lists the tables under `path`.
    ///
    /// - Throws: ``CatalogError`` when the path does not exist or cannot be listed, or holds no table.
    public init(path: String, developmentLanguage: LanguageTag) throws(CatalogError) {
        self.developmentLanguage = developmentLanguage
        guard let kind = PlainFileSystem.kind(of: path) else {
            throw CatalogError(code: .notFound, path: path, message: "no such file or folder")
        }
        var root = path
        if kind == .file {
            guard path.lowercased().hasSuffix(".xcstrings") else {
                throw CatalogError(code: .unsupportedFile, path: path, message: "give the folder that holds the .lproj folders, or an .xcstrings file")
            }
            root = PlainFileSystem.parent(path) ?? "."
            let name = PlainFileSystem.lastComponent(path)
            self.root = root
            self.tables = [Table(name: String(name.dropLast(".xcstrings".count)), kind: .stringCatalog, developmentFile: path, files: [:], original: name)]
            self.locales = []
            self.folders = [:]
            self.developmentAtTop = false
            return
        }
        if PlainFileSystem.lastComponent(path).lowercased().hasSuffix(".lproj") { root = PlainFileSystem.parent(path) ?? "." }
        self.root = root
        guard let names = PlainFileSystem.contents(of: root) else {
            throw CatalogError(code: .unreadableFolder, path: root, message: "the folder cannot be listed")
        }
        struct Key: Hashable { var name: String; var kind: CatalogFile.Kind }
        var top: [Key: String] = [:]
        var base: [Key: String] = [:]
        var byLanguage: [Key: [LanguageTag: String]] = [:]
        var catalogs: [Table] = []
        var folders: [LanguageTag: String] = [:]
        func key(_ name: String) -> Key? {
            guard let kind = CatalogFile.Kind(fileName: name), kind != .stringCatalog, let dot = name.lastIndex(of: ".") else { return nil }
            return Key(name: String(name[..<dot]), kind: kind)
        }
        // Storyboards and xibs: the development file of each, by name, with its folder's name.
        var interfaceBuilder: [String: (file: String, folder: String, language: LanguageTag?)] = [:]
        for name in names where !name.hasPrefix(".") {
            let child = PlainFileSystem.join(root, name)
            if name.lowercased().hasSuffix(".xcstrings"), PlainFileSystem.kind(of: child) == .file {
                catalogs.append(Table(name: String(name.dropLast(".xcstrings".count)), kind: .stringCatalog, developmentFile: child, files: [:], original: name))
            } else if let key = key(name), key.kind != .interfaceBuilder, PlainFileSystem.kind(of: child) == .file {
                top[key] = child
            } else if name.lowercased().hasSuffix(".lproj"), PlainFileSystem.kind(of: child) == .directory,
                      let folder = try? LocalizationFolder(folderName: name) {
                for file in (PlainFileSystem.contents(of: child) ?? []).sorted() where !file.hasPrefix(".") {
                    let filePath = PlainFileSystem.join(child, file)
                    guard PlainFileSystem.kind(of: filePath) == .file else { continue }
                    // A String Catalog in a folder (`mul.lproj/Main.xcstrings`, how Xcode 15
                    // localizes a storyboard) holds every language, as one at the top does.
                    if file.lowercased().hasSuffix(".xcstrings") {
                        catalogs.append(Table(
                            name: String(file.dropLast(".xcstrings".count)), kind: .stringCatalog, developmentFile: filePath, files: [:],
                            original: name + "/" + file))
                        continue
                    }
                    guard let key = key(file) else { continue }
                    if key.kind == .interfaceBuilder {
                        // Base internationalization's file wins over a language's own copy.
                        if folder == .base || interfaceBuilder[key.name] == nil {
                            interfaceBuilder[key.name] = (filePath, name, folder.languageTag)
                        }
                        continue
                    }
                    if let tag = folder.languageTag {
                        byLanguage[key, default: [:]][tag] = filePath
                    } else {
                        base[key] = filePath
                    }
                }
                if let tag = folder.languageTag { folders[tag] = name }
            }
        }
        let developmentFolder = folders[developmentLanguage] ?? "\(developmentLanguage).lproj"
        var tables = catalogs
        // A storyboard's translations are the `.strings` of its name in every language, the
        // development language's included (an override of the storyboard's own text).
        // A storyboard localized through a String Catalog of its name is that catalog's table.
        let catalogNames = Set(catalogs.map(\.name))
        for (name, source) in interfaceBuilder where !catalogNames.contains(name) {
            let stringsKey = Key(name: name, kind: .strings)
            var files = byLanguage.removeValue(forKey: stringsKey) ?? [:]
            if let language = source.language { files.removeValue(forKey: language) }
            base.removeValue(forKey: stringsKey)
            top.removeValue(forKey: stringsKey)
            tables.append(Table(
                name: name, kind: .interfaceBuilder, developmentFile: source.file, files: files,
                original: source.folder + "/" + PlainFileSystem.lastComponent(source.file)))
        }
        for key in Set(top.keys).union(base.keys).union(byLanguage.keys) {
            var files = byLanguage[key] ?? [:]
            var development = files.removeValue(forKey: developmentLanguage)
            var folderName = developmentFolder
            if development == nil, let atTop = top[key] { development = atTop }
            if development == nil, let inBase = base[key] {
                development = inBase
                folderName = "Base.lproj"
            }
            let fileName = Table(name: key.name, kind: key.kind, developmentFile: nil, files: [:], original: "").fileName
            tables.append(Table(name: key.name, kind: key.kind, developmentFile: development, files: files, original: folderName + "/" + fileName))
        }
        self.locales = folders.keys.sorted()
        self.folders = folders
        self.developmentAtTop = folders[developmentLanguage] == nil && !top.isEmpty
        self.tables = tables.sorted { ($0.original, $0.kind.rawValue) < ($1.original, $1.kind.rawValue) }
        guard tables.isEmpty else { return }
        // A repository: the tables of every folder below that has some, each named by its path
        // from here (`iOS/Height/mul.lproj/Height.xcstrings`), as Xcode names a project's files.
        var languages = Set<LanguageTag>()
        for folder in Catalog.catalogPaths(under: root) where folder != root {
            let part = try LocalizationTables(path: folder, developmentLanguage: developmentLanguage)
            let prefix = String(folder.dropFirst(root.count).drop { $0 == "/" })
            parts[prefix] = part
            languages.formUnion(part.locales)
            for var table in part.tables {
                table.original = prefix + "/" + table.original
                table.part = prefix
                self.tables.append(table)
            }
        }
        guard !self.tables.isEmpty else {
            throw CatalogError(code: .noTables, path: root, message: "no .lproj folder, .strings, .stringsdict or .xcstrings file here or below")
        }
        self.tables.sort { ($0.original, $0.kind.rawValue) < ($1.original, $1.kind.rawValue) }
        self.locales = languages.sorted()
    }

    /// The file of `table` in `language`: the existing one, else where a new one belongs
    /// (`<root>/<language>.lproj/<name>`, or the top for the development language in the
    /// `Resources/` layout). For a String Catalog, the catalog itself.
    public func path(of table: Table, for language: LanguageTag) -> String {
        if let part = table.part, let folder = parts[part] {
            var own = table
            own.part = nil
            return folder.path(of: own, for: language)
        }
        if table.kind == .stringCatalog, let file = table.developmentFile { return file }
        if let existing = table.files[language] { return existing }
        if table.kind == .interfaceBuilder {
            // Every language's text, the development language's too, is a `.strings` in its folder.
            let folder = folders[language] ?? "\(language).lproj"
            return PlainFileSystem.join(PlainFileSystem.join(root, folder), table.fileName)
        }
        if language == developmentLanguage, let development = table.developmentFile, !development.contains("Base.lproj/") { return development }
        if language == developmentLanguage, developmentAtTop { return PlainFileSystem.join(root, table.fileName) }
        let folder = folders[language] ?? "\(language).lproj"
        return PlainFileSystem.join(PlainFileSystem.join(root, folder), table.fileName)
    }

    /// The table an XLIFF `<file original="...">` names: the same original, else the same file
    /// name (`fr.lproj/Localizable.strings` from another tool, `Base.lproj/...`).
    public func table(named original: String) -> Table? {
        if let exact = tables.first(where: { $0.original == original }) { return exact }
        let name = PlainFileSystem.lastComponent(original)
        return tables.first { $0.fileName == name }
    }
}
