/// Builds the XLIFF document Xcode would export for one target language: one `<file>` per
/// table of ``LocalizationTables``, one trans-unit per text, `<target>` only where the language
/// has the text, `<note>` from the developer's comment.
///
/// ```swift
/// let tables = try LocalizationTables(path: "Resources", developmentLanguage: LanguageTag("en"))
/// let export = XLIFFExport(tables: tables, language: try LanguageTag("ru"))
/// print(try XLIFFWriter.write(export.document))
/// for problem in export.problems { print(problem) }   // tables that could not be read
/// ```
package struct XLIFFExport: Sendable {
    /// The document: the tables that could be read.
    public var document: XLIFFDocument
    /// Tables left out because a file could not be read, each with its file and line.
    public var problems: [XLIFFTableError]
    /// Texts left out because they are not text (`"sizes" = (small, large);`), as
    /// `file: key`, so nothing is dropped without a word.
    public var skipped: [String]

    public init(tables: LocalizationTables, language: LanguageTag) {
        var files: [XLIFFFile] = []
        var problems: [XLIFFTableError] = []
        var skipped: [String] = []
        for table in tables.tables where table.developmentFile != nil {
            do {
                let read = try TableUnits(table: table, tables: tables, language: language)
                skipped += read.skipped.map { "\(table.developmentFile ?? table.original): '\($0)' is not a string" }
                files.append(XLIFFFile(
                    original: table.original, sourceLanguage: tables.developmentLanguage.description,
                    targetLanguage: language.description,
                    units: read.units.map { XLIFFUnit(id: $0.id, source: $0.source, target: $0.target, state: $0.state, note: $0.note) }))
            } catch {
                problems.append(error)
            }
        }
        self.document = XLIFFDocument(files: files)
        self.problems = problems
        self.skipped = skipped
    }
}
