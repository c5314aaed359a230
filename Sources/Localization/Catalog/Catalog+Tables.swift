/// The tables of a folder: every base name its `.strings`, `.stringsdict` and `.xcstrings` files have.
extension Catalog {
    /// The table code looks strings up in when it names none (`NSLocalizedString`'s default),
    /// and the one the form engine's messages live in.
    public static let defaultTableName = "Localizable"

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

    /// The table a file belongs to: its name without the folder and the extension
    /// (`ru.lproj/InfoPlist.strings` is `InfoPlist`), or `nil` when it is no table file or the
    /// name is only an extension (`.strings`).
    public static func tableName(ofFile path: String) -> String? {
        let name = PlainFileSystem.lastComponent(path)
        guard CatalogFile.Kind(fileName: name) != nil, let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[..<dot])
    }
}

/// Whether the development language's text lives in code rather than in its table.
extension Catalog {
    /// A development table under this share of the largest other table is nearly empty.
    static let nearlyEmptyShare = 0.25

    /// Whether a development table of `own` keys is nearly empty beside a largest other table of
    /// `largestOther` keys.
    static func isNearlyEmpty(_ own: Int, largestOther: Int) -> Bool {
        largestOther > 0 && Double(own) < Double(largestOther) * nearlyEmptyShare
    }

    /// Whether the development language's table is nearly empty while translations are not: the
    /// app's source text lives in code (`NSLocalizedString("key", value: "Text", comment: "")`,
    /// or a `.stringsdict` alone in `en.lproj`). Coverage then takes the translations' keys as the
    /// key set instead of calling each of them stale.
    package var stringsLiveInCode: Bool {
        let largest = tables.filter { $0.key != developmentLanguage }.values.map { $0.count }.max() ?? 0
        return Self.isNearlyEmpty(developmentTable.count, largestOther: largest)
    }
}
