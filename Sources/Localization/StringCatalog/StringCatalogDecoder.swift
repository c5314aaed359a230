import FormCore

/// Maps the JSON tree of a `.xcstrings` file onto the ``StringCatalog`` model.
///
/// Unknown members are ignored so newer catalog versions still load; known members with the
/// wrong type are errors that name their key path.
struct StringCatalogDecoder {
    typealias Path = StringCatalogKeyPath
    typealias Members = [StringCatalogJSON.Member]

    let bytes: [UInt8]
    let file: String?
    private var lineIndex: PropertyListLineIndex

    init(bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
        self.lineIndex = PropertyListLineIndex(bytes)
    }

    mutating func decode() throws(StringCatalogError) -> StringCatalog {
        let root = try StringCatalogJSON.read(bytes, file: file)
        let rootPath = Path()
        let members = try object(root, at: rootPath)
        let sourceLanguage = try string(try required("sourceLanguage", in: members, of: root, at: rootPath), at: rootPath.appending(.key("sourceLanguage")))
        var version: String?
        if let member = member("version", in: members) {
            switch member.value.kind {
            case .string(let text), .number(let text): version = text
            default: throw mismatch("a string", member.value, at: rootPath.appending(.key("version")))
            }
        }
        let stringsValue = try required("strings", in: members, of: root, at: rootPath)
        let stringsPath = rootPath.appending(.key("strings"))
        var entries: [StringCatalogEntry] = []
        for keyMember in try object(stringsValue, at: stringsPath) {
            entries.append(try entry(keyMember, at: stringsPath.appending(.key(keyMember.key))))
        }
        return StringCatalog(sourceLanguage: sourceLanguage, version: version, entries: entries)
    }

    private mutating func entry(_ keyMember: StringCatalogJSON.Member, at path: Path) throws(StringCatalogError) -> StringCatalogEntry {
        let members = try object(keyMember.value, at: path)
        var entry = StringCatalogEntry(key: keyMember.key, location: location(of: keyMember.keyOffset))
        if let comment = member("comment", in: members) {
            entry.comment = try string(comment.value, at: path.appending(.key("comment")))
        }
        if let state = member("extractionState", in: members) {
            entry.extractionState = .init(rawValue: try string(state.value, at: path.appending(.key("extractionState"))))
        }
        if let flag = member("shouldTranslate", in: members) {
            entry.shouldTranslate = try bool(flag.value, at: path.appending(.key("shouldTranslate")))
        }
        if let localizations = member("localizations", in: members) {
            let localizationsPath = path.appending(.key("localizations"))
            for language in try object(localizations.value, at: localizationsPath) {
                entry.localizations[language.key] = try localization(language.value, at: localizationsPath.appending(.key(language.key)))
            }
        }
        return entry
    }

    private func localization(_ value: StringCatalogJSON, at path: Path) throws(StringCatalogError) -> StringCatalogLocalization {
        let members = try object(value, at: path)
        var localization = StringCatalogLocalization()
        localization.stringUnit = try stringUnit(in: members, at: path)
        localization.variations = try variations(in: members, at: path)
        if let substitutions = member("substitutions", in: members) {
            let substitutionsPath = path.appending(.key("substitutions"))
            for named in try object(substitutions.value, at: substitutionsPath) {
                localization.substitutions[named.key] = try substitution(named.value, at: substitutionsPath.appending(.key(named.key)))
            }
        }
        return localization
    }

    private func substitution(_ value: StringCatalogJSON, at path: Path) throws(StringCatalogError) -> StringCatalogSubstitution {
        let members = try object(value, at: path)
        var substitution = StringCatalogSubstitution()
        if let argNum = member("argNum", in: members) {
            substitution.argumentNumber = try integer(argNum.value, at: path.appending(.key("argNum")))
        }
        if let specifier = member("formatSpecifier", in: members) {
            substitution.formatSpecifier = try string(specifier.value, at: path.appending(.key("formatSpecifier")))
        }
        substitution.variations = try variations(in: members, at: path)
        return substitution
    }

    private func variations(in members: Members, at path: Path) throws(StringCatalogError) -> StringCatalogVariations? {
        guard let variations = member("variations", in: members) else { return nil }
        let variationsPath = path.appending(.key("variations"))
        var result = StringCatalogVariations()
        for kind in try object(variations.value, at: variationsPath) {
            let kindPath = variationsPath.appending(.key(kind.key))
            var cases: [String: StringCatalogVariation] = [:]
            for variationCase in try object(kind.value, at: kindPath) {
                let casePath = kindPath.appending(.key(variationCase.key))
                let caseMembers = try object(variationCase.value, at: casePath)
                cases[variationCase.key] = StringCatalogVariation(
                    stringUnit: try stringUnit(in: caseMembers, at: casePath),
                    variations: try self.variations(in: caseMembers, at: casePath))
            }
            result.kinds[kind.key] = cases
        }
        return result
    }

    private func stringUnit(in members: Members, at path: Path) throws(StringCatalogError) -> StringCatalogStringUnit? {
        guard let unit = member("stringUnit", in: members) else { return nil }
        let unitPath = path.appending(.key("stringUnit"))
        let unitMembers = try object(unit.value, at: unitPath)
        let value = try string(try required("value", in: unitMembers, of: unit.value, at: unitPath), at: unitPath.appending(.key("value")))
        var state: StringCatalogStringUnit.State?
        if let stateMember = member("state", in: unitMembers) {
            state = .init(rawValue: try string(stateMember.value, at: unitPath.appending(.key("state"))))
        }
        return StringCatalogStringUnit(state: state, value: value)
    }

    // MARK: Typed access

    /// The last member called `name`: JSON leaves duplicates undefined; the last one is what
    /// most readers (and Foundation) keep.
    private func member(_ name: String, in members: Members) -> StringCatalogJSON.Member? {
        members.last { $0.key == name }
    }

    private func required(_ name: String, in members: Members, of object: StringCatalogJSON, at path: Path) throws(StringCatalogError) -> StringCatalogJSON {
        guard let found = member(name, in: members) else {
            throw error(.missingField, "missing member \"\(name)\"", at: object.offset, path: path)
        }
        return found.value
    }

    private func object(_ value: StringCatalogJSON, at path: Path) throws(StringCatalogError) -> Members {
        guard case .object(let members) = value.kind else { throw mismatch("an object", value, at: path) }
        return members
    }

    private func string(_ value: StringCatalogJSON, at path: Path) throws(StringCatalogError) -> String {
        guard case .string(let text) = value.kind else { throw mismatch("a string", value, at: path) }
        return text
    }

    private func bool(_ value: StringCatalogJSON, at path: Path) throws(StringCatalogError) -> Bool {
        guard case .bool(let flag) = value.kind else { throw mismatch("a boolean", value, at: path) }
        return flag
    }

    private func integer(_ value: StringCatalogJSON, at path: Path) throws(StringCatalogError) -> Int {
        guard case .number(let text) = value.kind, let number = Int(text) else {
            throw mismatch("an integer", value, at: path)
        }
        return number
    }

    private func mismatch(_ expected: String, _ value: StringCatalogJSON, at path: Path) -> StringCatalogError {
        error(.typeMismatch, "expected \(expected), found \(value.kindDescription)", at: value.offset, path: path)
    }

    private func error(_ code: StringCatalogError.Code, _ message: String, at offset: Int, path: Path) -> StringCatalogError {
        let (location, excerpt) = SourceExcerpt.locate(offset: offset, in: bytes, file: file)
        return StringCatalogError(code: code, message: message, keyPath: path, location: location, excerpt: excerpt)
    }

    private mutating func location(of offset: Int) -> SourceLocation {
        lineIndex.location(of: offset, in: bytes, file: file)
    }
}
