import FormCore
import Testing
@testable import Localization

/// Our catalog model written back in the corpus oracle's JSON shape, member for member (the
/// oracle tags JSON numbers and booleans as `{"$number": "2"}` and `{"$bool": false}`).
enum StringCatalogRendering {
    static func tree(_ catalog: StringCatalog) -> ExpectedTree {
        var root: [String: ExpectedTree] = ["sourceLanguage": .string(catalog.sourceLanguage)]
        if let version = catalog.version { root["version"] = .string(version) }
        root["strings"] = .object(Dictionary(catalog.entries.map { ($0.key, tree($0)) }, uniquingKeysWith: { $1 }))
        return .object(root)
    }

    static func tree(_ entry: StringCatalogEntry) -> ExpectedTree {
        var members: [String: ExpectedTree] = [:]
        if let comment = entry.comment { members["comment"] = .string(comment) }
        if let state = entry.extractionState { members["extractionState"] = .string(state.rawValue) }
        if !entry.shouldTranslate { members["shouldTranslate"] = .object(["$bool": .bool(false)]) }
        if !entry.localizations.isEmpty { members["localizations"] = .object(entry.localizations.mapValues(tree)) }
        return .object(members)
    }

    static func tree(_ localization: StringCatalogLocalization) -> ExpectedTree {
        var members: [String: ExpectedTree] = [:]
        if let unit = localization.stringUnit { members["stringUnit"] = tree(unit) }
        if let variations = localization.variations { members["variations"] = tree(variations) }
        if !localization.substitutions.isEmpty {
            members["substitutions"] = .object(localization.substitutions.mapValues { substitution in
                var fields: [String: ExpectedTree] = [:]
                if let number = substitution.argumentNumber { fields["argNum"] = .object(["$number": .string(String(number))]) }
                if let specifier = substitution.formatSpecifier { fields["formatSpecifier"] = .string(specifier) }
                if let variations = substitution.variations { fields["variations"] = tree(variations) }
                return .object(fields)
            })
        }
        return .object(members)
    }

    static func tree(_ variations: StringCatalogVariations) -> ExpectedTree {
        .object(variations.kinds.mapValues { cases in
            .object(cases.mapValues { variation in
                var members: [String: ExpectedTree] = [:]
                if let unit = variation.stringUnit { members["stringUnit"] = tree(unit) }
                if let nested = variation.variations { members["variations"] = tree(nested) }
                return .object(members)
            })
        })
    }

    static func tree(_ unit: StringCatalogStringUnit) -> ExpectedTree {
        var members: [String: ExpectedTree] = ["value": .string(unit.value)]
        if let state = unit.state { members["state"] = .string(state.rawValue) }
        return .object(members)
    }
}

@Suite(.enabled(if: PropertyListCorpus.isAvailable, PropertyListCorpus.unavailableMessage))
struct StringCatalogCorpusTests {
    static let files = PropertyListCorpus.files(withExtension: "xcstrings")

    @Test func findsTheCorpusCatalog() {
        #expect(Self.files == ["Dimillian__IceCubesApp/Localizable.xcstrings"])
    }

    @Test(arguments: files)
    func readsEveryKeyLocaleAndVariationAsFoundation(_ path: String) throws {
        let catalog = try StringCatalog(bytes: try PropertyListCorpus.bytes(path), file: path)
        let expected = try PropertyListCorpus.expectedValue(path)
        let ours = StringCatalogRendering.tree(catalog)
        #expect(ours.firstDifference(from: expected) == nil)
        let identical = ours == expected
        #expect(identical)
        #expect(catalog.entries.count == expected["strings"]?.objectValue?.count)
    }

    @Test(arguments: files)
    func keepsTheFileOrderOfKeys(_ path: String) throws {
        let bytes = try PropertyListCorpus.bytes(path)
        let catalog = try StringCatalog(bytes: bytes, file: path)
        // Xcode writes keys sorted; our order must be the file's, so it must be sorted too, and
        // each key's location must point at the key's opening quote.
        let offsets = catalog.entries.map(\.location.offset)
        #expect(offsets == offsets.sorted())
        for entry in catalog.entries.prefix(50) {
            #expect(bytes[entry.location.offset] == UInt8(ascii: "\""))
        }
    }

    @Test(arguments: files)
    func summarizesPluralCategoriesAsTheFileHasThem(_ path: String) throws {
        let catalog = try StringCatalog(bytes: try PropertyListCorpus.bytes(path), file: path)
        let strings = try #require(try PropertyListCorpus.expectedValue(path)["strings"]?.objectValue)
        var checkedPlurals = 0
        for summary in catalog.localeSummaries() {
            for key in summary.keys {
                let localization = try #require(strings[key.key]?["localizations"]?[summary.locale])
                // Independent walk of the expected JSON: direct plural cases and those under a device.
                var categories = Set<String>()
                if let plural = localization["variations"]?["plural"]?.objectValue { categories.formUnion(plural.keys) }
                for device in localization["variations"]?["device"]?.objectValue?.values ?? [:].values {
                    if let plural = device["variations"]?["plural"]?.objectValue { categories.formUnion(plural.keys) }
                }
                #expect(Set(key.pluralCategories) == categories, "\(summary.locale) \(key.key)")
                if !categories.isEmpty { checkedPlurals += 1 }
                for (name, substitution) in localization["substitutions"]?.objectValue ?? [:] {
                    let expectedCategories = substitution["variations"]?["plural"]?.objectValue.map { Set($0.keys) }
                    #expect(key.substitutionPluralCategories[name].map(Set.init) == expectedCategories)
                }
                #expect(!key.states.isEmpty)
            }
        }
        #expect(checkedPlurals > 0)
    }
}
