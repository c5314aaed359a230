import FormCore

/// Every table of an app's strings (`Localizable`, `InfoPlist`, `Main`, custom ones), each
/// loaded as its own ``Catalog`` with the same development language.
///
/// Apple looks a key up in one named table, so tables are never merged: the same key may mean
/// different things in `Localizable` and `Main`. Tools that check translations read every table;
/// the form engine's messages stay in `Localizable` (``Catalog/init(contentsOf:developmentLanguage:table:)``).
///
/// ```swift
/// let set = try CatalogSet(contentsOf: "App/Resources")
/// set.tableNames                            // ["Localizable", "InfoPlist", "Main"]
/// set["InfoPlist"]?.message("CFBundleDisplayName", locale: try LanguageTag("ru"))?.displayText
/// set.tables(containing: "CFBundleDisplayName").map(\.tableName)   // ["InfoPlist"]
/// ```
package struct CatalogSet: Sendable {
    /// The path read.
    public let path: String
    /// One catalog per table, `Localizable` first, then by name.
    public let catalogs: [Catalog]

    /// Loads the tables at a path.
    ///
    /// - Parameters:
    ///   - path: A folder (laid out like `Resources/` or an `.lproj` tree) or one table file.
    ///   - developmentLanguage: The source language of every table; `nil` lets each table choose
    ///     as ``Catalog`` does (a String Catalog's `sourceLanguage`, else `en`).
    ///   - tables: The tables to read; `nil` reads every table there is.
    /// - Throws: ``CatalogError`` when the path does not exist or holds none of the tables asked
    ///   for (`noTables`, naming the tables that are there).
    public init(contentsOf path: String, developmentLanguage: LanguageTag? = nil, tables: [String]? = nil) throws(CatalogError) {
        let present = Catalog.tableNames(at: path)
        guard PlainFileSystem.kind(of: path) != nil else {
            throw CatalogError(code: .notFound, path: path, message: "no such file or folder")
        }
        if let tables {
            let unknown = tables.filter { !present.contains($0) }
            if !unknown.isEmpty {
                let there = present.isEmpty ? "no tables" : "the tables " + present.joined(separator: ", ")
                throw CatalogError(
                    code: .noTables, path: path,
                    message: "no table named \(unknown.joined(separator: ", ")) here (there are \(there))")
            }
        }
        // Every table is read, even when only some are kept: a locale is the app's when any
        // table has it, so a locale lacking a table kept shows that table missing there.
        // With no table at all, the default table's loading says what is missing.
        var catalogs: [Catalog] = []
        var locales: Set<LanguageTag> = []
        var seen: Set<String> = []
        for name in present.isEmpty ? [Catalog.defaultTableName] : present {
            let catalog = try Catalog(contentsOf: path, developmentLanguage: developmentLanguage, table: name)
            locales.formUnion(catalog.locales)
            guard tables?.contains(name) ?? true else { continue }
            catalogs.append(catalog.keepingFirst(of: &seen))
        }
        self.path = path
        self.catalogs = catalogs
        self.allLocales = locales
    }

    /// The locales of every table at the path, kept or not.
    private let allLocales: Set<LanguageTag>

    /// The table names, in ``catalogs`` order.
    public var tableNames: [String] { catalogs.map(\.tableName) }

    /// The catalog of a table.
    public subscript(table: String) -> Catalog? { catalogs.first { $0.tableName == table } }

    /// Every locale of any table: the development language of the first table first, then the
    /// others sorted.
    ///
    /// A locale only a table left out (with `tables:`) has is still one: the tables kept
    /// lack it.
    public var locales: [LanguageTag] {
        guard let first = catalogs.first else { return [] }
        let all = allLocales
        return (all.contains(first.developmentLanguage) ? [first.developmentLanguage] : [])
            + all.subtracting([first.developmentLanguage]).sorted()
    }

    /// The tables where some locale has `key`: `Localizable` first, then by name.
    public func tables(containing key: String) -> [Catalog] {
        catalogs.filter { catalog in catalog.tables.values.contains { $0.messages[key] != nil } }
    }
}

extension Catalog {
    /// This catalog without the folder-level notes (an `.lproj` folder with an unknown name,
    /// Base.lproj not read) another table of the same folder already gave: each is said once.
    func keepingFirst(of seen: inout Set<String>) -> Catalog {
        let folderCodes: Set<CatalogDiagnostic.Code> = [.unknownLanguage]
        let kept = diagnostics.filter { diagnostic in
            guard folderCodes.contains(diagnostic.code) else { return true }
            return seen.insert(diagnostic.code.rawValue + "\u{0}" + (diagnostic.location?.file ?? "")).inserted
        }
        guard kept.count != diagnostics.count else { return self }
        return Catalog(
            developmentLanguage: developmentLanguage, tables: tables, diagnostics: kept, stringCatalogs: stringCatalogs,
            tableName: tableName)
    }
}
