/// The tables of a folder: every base name its `.strings`, `.stringsdict` and `.xcstrings` files have.
extension Catalog {
    /// The table code looks strings up in when it names none (`NSLocalizedString`'s default),
    /// and the one the form engine's messages live in.
    public static let defaultTableName = "Localizable"

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
