package import FormCore

/// Writes the translations of an XLIFF document back into a tree's tables: the target
/// language's `.strings`, `.stringsdict` (created with their `.lproj` when missing) or the
/// String Catalog, editing each file in place (see ``changedFiles``).
///
/// A target is refused, with the trans-unit's line and column, when its format specifiers do
/// not fit its source (``FormatCompatibility``: the check `strings lint` makes), or when it
/// holds inline markup. Targets whose `state` is `new` or `needs-translation` are not
/// translations yet and are left alone, as are units with `translate="no"`.
///
/// ```swift
/// let tables = try LocalizationTables(path: "Resources", developmentLanguage: LanguageTag("en"))
/// let result = XLIFFImport(document: try XLIFFReader.read(bytes, file: "ru.xliff"), tables: tables)
/// for table in result.tables { print(table.file, table.added, table.changed, table.refused.count) }
/// for (path, bytes) in result.changedFiles { /* write bytes to path */ }
/// ```
package struct XLIFFImport: Sendable {
    /// What one `<file>` did to its table.
    public struct TableReport: Sendable, Hashable {
        /// The `original` of the `<file>`.
        public var original: String
        /// The file written (or that would be written).
        public var file: String
        public var language: String
        /// Texts new to the target language.
        public var added = 0
        /// Texts whose translation changed.
        public var changed = 0
        /// Targets equal to what the table has.
        public var unchanged = 0
        /// Targets not written, each with its place in the XLIFF and why.
        public var refused: [Refusal] = []
        /// Trans-unit ids the table does not have (a key removed since the export), not written.
        public var unknown: [String] = []
    }

    /// A target that is not written.
    public struct Refusal: Sendable, Hashable, CustomStringConvertible {
        public var id: String
        /// The `<trans-unit>` in the XLIFF.
        public var location: SourceLocation?
        public var message: String

        public var description: String {
            "\(location.map { "\($0): " } ?? "")error: trans-unit '\(id)': \(message)"
        }
    }

    public var tables: [TableReport] = []
    /// The files to write, with their new bytes, in the order of the document.
    public var changedFiles: [(path: String, bytes: [UInt8])] = []
    /// `<file>`s that name no table of the tree, or whose table cannot be read or edited.
    public var problems: [String] = []

    /// Whether any target was refused or any `<file>` could not be imported.
    public var hasRefusals: Bool { !problems.isEmpty || tables.contains { !$0.refused.isEmpty } }

    public init(document: XLIFFDocument, tables: LocalizationTables) {
        var pending: [String: [UInt8]] = [:]
        var order: [String] = []
        for file in document.files {
            let place = file.location.map { "\($0): " } ?? ""
            guard let table = tables.table(named: file.original), table.developmentFile != nil else {
                problems.append("\(place)error: '\(file.original)' is not a table of \(tables.root)")
                continue
            }
            guard let languageText = file.targetLanguage else {
                problems.append("\(place)error: '<file original=\"\(file.original)\">' has no target-language")
                continue
            }
            let language: LanguageTag
            do { language = try LanguageTag(languageText) } catch {
                problems.append("\(place)error: target-language '\(languageText)' is not a language tag (\(error.message))")
                continue
            }
            let path = tables.path(of: table, for: language)
            var report = TableReport(original: file.original, file: path, language: language.description)
            do {
                let current = try TableUnits(table: table, tables: tables, language: language, overrides: pending)
                let (edits, verify) = collect(file, units: current.units, report: &report)
                if !edits.isEmpty {
                    let bytes = try Self.edit(table, path: path, language: language, edits: edits, tables: tables, overrides: pending)
                    var overrides = pending
                    overrides[path] = bytes
                    let reread = try TableUnits(table: table, tables: tables, language: language, overrides: overrides)
                    let now = Dictionary(reread.units.map { ($0.id, $0.target) }, uniquingKeysWith: { first, _ in first })
                    for (id, expected) in verify where now[id] != .some(.some(expected)) {
                        throw XLIFFTableError(file: path, message: "after editing, '\(id)' does not read back as the translation; nothing is written to this file")
                    }
                    if pending[path] == nil { order.append(path) }
                    pending[path] = bytes
                }
            } catch {
                problems.append("error: \(error)")
                report.added = 0
                report.changed = 0
            }
            self.tables.append(report)
        }
        changedFiles = order.compactMap { path in pending[path].map { (path, $0) } }
    }

    private func collect(_ file: XLIFFFile, units: [TableUnit], report: inout TableReport) -> (edits: [(TableUnit, String, XLIFFUnit)], verify: [(String, String)]) {
        let byID = Dictionary(units.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var edits: [(TableUnit, String, XLIFFUnit)] = []
        var verify: [(String, String)] = []
        var done: Set<String> = []
        for unit in file.units where unit.translate {
            guard let target = unit.target, unit.state != "new", unit.state != "needs-translation" else { continue }
            guard let current = byID[unit.id] else {
                report.unknown.append(unit.id)
                continue
            }
            if let inline = unit.inlineMarkup {
                report.refused.append(Refusal(id: unit.id, location: inline.location,
                    message: "the target holds '<\(inline.name)>' markup; tables hold plain text, so write the text without inline elements"))
                continue
            }
            guard done.insert(unit.id).inserted else {
                report.refused.append(Refusal(id: unit.id, location: unit.location, message: "a second trans-unit with this id"))
                continue
            }
            if current.target == target {
                report.unchanged += 1
                continue
            }
            let reference = FormatString(current.comparable(current.formatReference ?? current.source))
            let check = FormatCompatibility(
                translation: FormatString(current.comparable(target)), development: reference, variableTypes: current.variableTypes)
            // A specifier problem the source has too (a plural variant mixing %1$@ and %ld) is the
            // developer's to fix, not the translator's.
            var sourceProblems: Set<FormatFinding.Kind> = []
            for text in [current.formatReference ?? current.source, current.source, current.pluralOther].compactMap({ $0 }) {
                let own = FormatString(current.comparable(text))
                let findings = FormatCompatibility(translation: own, development: own, variableTypes: current.variableTypes).findings
                sourceProblems.formUnion(findings.filter { $0.severity == .error }.map(\.kind))
            }
            let problems = check.findings.filter { $0.severity == .error && !sourceProblems.contains($0.kind) }
            if let problem = problems.first {
                report.refused.append(Refusal(id: unit.id, location: unit.location,
                    message: "the target's format specifiers do not fit the source '\(current.source)': \(problem.message) [\(problem.code)]"))
                continue
            }
            if current.target == nil { report.added += 1 } else { report.changed += 1 }
            edits.append((current, target, unit))
            verify.append((unit.id, target))
        }
        return (edits, verify)
    }

    private static func edit(
        _ table: LocalizationTables.Table, path: String, language: LanguageTag, edits: [(TableUnit, String, XLIFFUnit)],
        tables: LocalizationTables, overrides: [String: [UInt8]]
    ) throws(XLIFFTableError) -> [UInt8] {
        var existing = overrides[path]
        if existing == nil { existing = try TableTexts.readIfPresent(path) }
        switch table.kind {
        case .strings, .interfaceBuilder:
            if let existing, PropertyListXML.looksLikeXML(existing) {
                return try PropertyListTableEditor.apply(
                    edits.map { PropertyListTableEditor.Edit(path: [$0.0.address.key], value: $0.1) }, to: existing, file: path, template: { _ in nil })
            }
            return try StringsTableEditor.apply(
                edits.map { StringsTableEditor.Edit(key: $0.0.address.key, value: $0.1, note: $0.2.note) }, to: existing, file: path)
        case .stringsDict:
            let development = try TableTexts.stringsDict(try TableTexts.read(table.developmentFile ?? path), file: table.developmentFile ?? path)
            let mapped = edits.map { edit -> PropertyListTableEditor.Edit in
                switch edit.0.address {
                case .stringsDictFormat(let key): return .init(path: [key, StringsDictEntry.formatKey], value: edit.1)
                case .stringsDictVariant(let key, let variable, let category): return .init(path: [key, variable, category], value: edit.1)
                default: return .init(path: [edit.0.address.key], value: edit.1)
                }
            }
            return try PropertyListTableEditor.apply(mapped, to: existing, file: path, template: { development[$0] })
        case .stringCatalog:
            guard let existing else { throw XLIFFTableError(file: path, message: "the String Catalog is missing") }
            let catalog = try TableTexts.catalog(existing, file: path)
            let mapped = edits.compactMap { edit -> StringCatalogEditor.Edit? in
                guard case .catalog(let key, let unitPath) = edit.0.address else { return nil }
                return StringCatalogEditor.Edit(key: key, language: language.description, path: unitPath, value: edit.1)
            }
            return try StringCatalogEditor.apply(mapped, to: existing, file: path, catalog: catalog)
        }
    }
}
