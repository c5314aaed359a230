/// The trans-units of one table for one target language, in the order Xcode exports them.
///
/// Plural texts get a unit for every category the development language has, the target has,
/// or the target language's CLDR rules need (Russian `few` and `many` where English has only
/// `one` and `other`), the source of a missing category being the development `other`.
struct TableUnits {
    var units: [TableUnit] = []
    /// Keys left out because their value is not text (an array or dictionary in a `.strings`).
    var skipped: [String] = []

    /// - Parameter overrides: Files' bytes to use instead of what is on disk (edits not written yet).
    init(
        table: LocalizationTables.Table, tables: LocalizationTables, language: LanguageTag, overrides: [String: [UInt8]] = [:]
    ) throws(XLIFFTableError) {
        func read(_ path: String) throws(XLIFFTableError) -> [UInt8] {
            if let bytes = overrides[path] { return bytes }
            return try TableTexts.read(path)
        }
        func readIfPresent(_ path: String) throws(XLIFFTableError) -> [UInt8]? {
            if let bytes = overrides[path] { return bytes }
            return try TableTexts.readIfPresent(path)
        }
        guard let developmentPath = table.developmentFile else { return }
        let targetPath = tables.path(of: table, for: language)
        switch table.kind {
        case .strings:
            let (entries, skipped) = try TableTexts.strings(try read(developmentPath), file: developmentPath)
            var targets: [String: String] = [:]
            if let bytes = try readIfPresent(targetPath) {
                for entry in try TableTexts.strings(bytes, file: targetPath).entries { targets[entry.key] = entry.value }
            }
            self.skipped = skipped
            units = entries.map { entry in
                TableUnit(address: .strings(key: entry.key), id: entry.key, source: entry.value, target: targets[entry.key], note: entry.comment)
            }
        case .interfaceBuilder:
            let entries = try TableTexts.interfaceBuilder(try read(developmentPath), file: developmentPath)
            var targets: [String: String] = [:]
            if let bytes = try readIfPresent(targetPath) {
                for entry in try TableTexts.strings(bytes, file: targetPath).entries { targets[entry.key] = entry.value }
            }
            units = entries.map { entry in
                TableUnit(address: .strings(key: entry.key), id: entry.key, source: entry.value, target: targets[entry.key], note: entry.comment)
            }
        case .stringsDict:
            let development = try TableTexts.stringsDict(try read(developmentPath), file: developmentPath)
            var target: StringsDictFile?
            if let bytes = try readIfPresent(targetPath) { target = try TableTexts.stringsDict(bytes, file: targetPath) }
            for entry in development.entries { add(entry, target: target?[entry.key], language: language) }
        case .stringCatalog:
            let catalog = try TableTexts.catalog(try read(developmentPath), file: developmentPath)
            for entry in catalog.entries where entry.shouldTranslate {
                add(entry, sourceLanguage: catalog.sourceLanguage, language: language)
            }
        }
    }

    private mutating func add(_ entry: StringsDictEntry, target: StringsDictEntry?, language: LanguageTag) {
        var types: [String: ArgumentKind] = [:]
        for variable in entry.variables {
            if let valueType = variable.valueType, let kind = ArgumentKind(valueType: valueType) { types[variable.name] = kind }
        }
        if let format = entry.format {
            units.append(TableUnit(
                address: .stringsDictFormat(key: entry.key), id: TableUnit.stringsDictID(key: entry.key, variable: nil, category: nil),
                source: format, target: target?.format, variableTypes: types))
        }
        for variable in entry.variables {
            let targetVariable = target?.variable(named: variable.name)
            var lists = [variable.categories, targetVariable?.categories ?? []]
            if variable.isPluralRule { lists.append(PluralOrder.categories(of: language)) }
            for category in PluralOrder.merge(lists) {
                guard let source = variable.variant(for: category) ?? variable.variant(for: "other") else { continue }
                units.append(TableUnit(
                    address: .stringsDictVariant(key: entry.key, variable: variable.name, category: category),
                    id: TableUnit.stringsDictID(key: entry.key, variable: variable.name, category: category),
                    source: source, target: targetVariable?.variant(for: category),
                    formatReference: TableUnit.reference(source: source, other: variable.variant(for: "other")),
                    pluralOther: variable.variant(for: "other")))
            }
        }
    }

    private mutating func add(_ entry: StringCatalogEntry, sourceLanguage: String, language: LanguageTag) {
        let development = entry.localizations[sourceLanguage]
        let target = entry.localizations[language.description]
        var groups: [[String]] = []
        var names: [[String]: [[String]]] = [:]
        func collect(_ localization: StringCatalogLocalization?) {
            localization?.forEachStringUnit { keyPath, _ in
                var path = keyPath.components.compactMap { component -> String? in
                    if case .key(let name) = component { return name }
                    return nil
                }
                path.removeLast()  // "stringUnit"
                let prefix = Array(path.dropLast())
                let name = path.last.map { [$0] } ?? []
                if names[prefix] == nil { groups.append(prefix) }
                names[prefix, default: []].append(name)
            }
        }
        collect(development)
        collect(target)
        if development == nil, names[[]] == nil {
            groups.insert([], at: 0)
            names[[]] = [[]]
        }
        for prefix in groups {
            guard let lists = names[prefix] else { continue }
            if prefix.isEmpty, lists.contains([]) {
                addCatalogUnit(entry, path: [], development: development, target: target)
            }
            let cases = lists.filter { !$0.isEmpty }.map(\.[0])
            guard !cases.isEmpty else { continue }
            var order = [cases]
            if prefix.last == "plural" { order.append(PluralOrder.categories(of: language)) }
            for name in PluralOrder.merge(order) {
                addCatalogUnit(entry, path: prefix + [name], development: development, target: target)
            }
        }
    }

    private mutating func addCatalogUnit(
        _ entry: StringCatalogEntry, path: [String], development: StringCatalogLocalization?, target: StringCatalogLocalization?
    ) {
        let source = development.flatMap { Self.stringUnit(in: $0, at: path) }?.value
            ?? development.flatMap { Self.stringUnit(in: $0, at: path.dropLast() + ["other"]) }?.value
            ?? (development == nil ? entry.key : nil)
        guard let source else { return }
        let targetUnit = target.flatMap { Self.stringUnit(in: $0, at: path) }
        let other = path.isEmpty ? nil : development.flatMap { Self.stringUnit(in: $0, at: path.dropLast() + ["other"]) }?.value
        var reference = TableUnit.reference(source: source, other: other)
        // A key written with its arguments ("follow %lld") says what the code passes, when the
        // development text does not use them ("followed you").
        if path.isEmpty, FormatString(entry.key).argumentCount > FormatString(reference).argumentCount { reference = entry.key }
        var types: [String: ArgumentKind] = [:]
        for localization in [development, target] {
            for (name, substitution) in localization?.substitutions ?? [:] {
                if let specifier = substitution.formatSpecifier, let kind = ArgumentKind(valueType: specifier) { types[name] = kind }
            }
        }
        units.append(TableUnit(
            address: .catalog(key: entry.key, path: path), id: TableUnit.catalogID(key: entry.key, path: path),
            source: source, target: targetUnit?.value, state: TableUnit.xliffState(targetUnit?.state), note: entry.comment,
            variableTypes: types, formatReference: reference, pluralOther: other,
            argumentSpecifier: path.first == "substitutions" && path.count > 1
                ? (target?.substitutions[path[1]] ?? development?.substitutions[path[1]])?.formatSpecifier : nil))
    }

    /// The string unit at a path below a localization (`[]` is its own `stringUnit`).
    static func stringUnit(in localization: StringCatalogLocalization, at path: some Collection<String>) -> StringCatalogStringUnit? {
        var rest = Array(path)
        guard !rest.isEmpty else { return localization.stringUnit }
        var variations: StringCatalogVariations?
        if rest.first == "substitutions" {
            guard rest.count >= 3, let substitution = localization.substitutions[rest[1]] else { return nil }
            variations = substitution.variations
            rest.removeFirst(3)
        } else {
            guard rest.first == "variations" else { return nil }
            variations = localization.variations
            rest.removeFirst()
        }
        while let current = variations, rest.count >= 2 {
            guard let variation = current.kinds[rest[0]]?[rest[1]] else { return nil }
            rest.removeFirst(2)
            if rest.isEmpty { return variation.stringUnit }
            guard rest.first == "variations" else { return nil }
            rest.removeFirst()
            variations = variation.variations
        }
        return nil
    }
}
