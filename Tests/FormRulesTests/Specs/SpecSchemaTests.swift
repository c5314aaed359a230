import Testing
@testable import FormRules

/// `Specs/form-spec.schema.json` against the loader: the same keys everywhere, the same
/// enums, the same type-specific keys, so the schema cannot drift from what loads.
@Suite struct SpecSchemaTests {
    static let schemaPath = "Specs/form-spec.schema.json"

    /// Keys the loader accepts in a derived value and in a group (inline in `SpecDecoder`).
    static let derivedKeys = ["join", "separator", "firstNonEmpty"]
    static let groupKeys = GroupSpec.Kind.allCases.map(\.rawValue) + ["message", "description"]

    static func schema() throws -> FormValue { try ProjectFiles.json(schemaPath) }

    static func definition(_ name: String, in schema: FormValue) throws -> FormValue {
        try #require(schema["$defs"]?[name], "$defs/\(name)")
    }

    static func propertyNames(_ object: FormValue) -> Set<String> {
        Set(object["properties"]?.object?.keys ?? [])
    }

    @Test func isDraft2020_12() throws {
        #expect(try Self.schema()["$schema"] == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test(arguments: [
        ("top level", "", Array(Set(SpecDecoder.topKeys + SpecResolver.partKeys + FormSpec.unionKeys))),
        ("field", "field", SpecDecoder.fieldKeys),
        ("condition", "condition", SpecDecoder.conditionKeys),
        ("derived", "derived", derivedKeys),
        ("group", "group", groupKeys),
    ])
    func propertiesAreExactlyTheKeysTheLoaderAccepts(_ what: String, _ definition: String, _ keys: [String]) throws {
        let schema = try Self.schema()
        let object = definition.isEmpty ? schema : try Self.definition(definition, in: schema)
        let properties = Self.propertyNames(object)
        #expect(properties.subtracting(keys).sorted() == [], "in the schema, not accepted by the loader (\(what))")
        #expect(Set(keys).subtracting(properties).sorted() == [], "accepted by the loader, missing in the schema (\(what))")
        #expect(object["additionalProperties"] == false, "\(what) must reject unknown keys as the loader does")
        for name in properties.sorted() {
            #expect(object["properties"]?[name]?["description"]?.string?.isEmpty == false, "\(what).\(name) has no description")
        }
    }

    @Test func typeEnumIsEveryFieldType() throws {
        let type = try Self.definition("field", in: Self.schema())["properties"]?["type"]
        #expect(type?["enum"] == .array(FieldType.allCases.map { .string($0.rawValue) }))
    }

    @Test func unknownFieldsEnumIsEveryPolicy() throws {
        let policy = try Self.schema()["properties"]?["unknownFields"]
        #expect(policy?["enum"] == .array(UnknownFieldPolicy.allCases.map { .string($0.rawValue) }))
    }

    /// The schema says "key K is forbidden unless type is one of T" with `if`/`then` entries;
    /// read them back and compare with the loader's table.
    @Test func typeSpecificKeysMatchTheLoader() throws {
        let rules = try #require(try Self.definition("field", in: Self.schema())["allOf"]?.array)
        var fromSchema: [String: Set<FieldType>] = [:]
        for rule in rules {
            guard let allowed = rule["if"]?["properties"]?["type"]?["not"]?["enum"]?.array,
                  let forbidden = rule["then"]?["properties"]?.object else { continue }
            let types = Set(allowed.compactMap { $0.string.flatMap(FieldType.init(rawValue:)) })
            #expect(types.count == allowed.count, "unknown type in \(allowed)")
            for entry in forbidden where entry.value == false {
                #expect(fromSchema[entry.key] == nil, "\(entry.key) is restricted twice")
                fromSchema[entry.key] = types
            }
        }
        #expect(fromSchema == FieldType.typesTakingKey)
    }

    /// The keys every type takes, written out so that reading a spec describes no other type
    /// than its fields', are exactly the field keys no type lists.
    @Test func theKeysOfEveryTypeAreTheFieldKeysNoTypeLists() {
        let listed = Set(FieldType.allCases.flatMap { $0.described.keys })
        #expect(FieldType.keysOfEveryType == Set(SpecDecoder.fieldKeys).subtracting(listed))
    }

    @Test func everyReferenceResolves() throws {
        let schema = try Self.schema()
        let definitions = Set(schema["$defs"]?.object?.keys ?? [])
        var references: [String] = []
        func collect(_ value: FormValue) {
            switch value {
            case .object(let object):
                for entry in object {
                    if entry.key == "$ref", let target = entry.value.string { references.append(target) }
                    collect(entry.value)
                }
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        collect(schema)
        #expect(references.count > 10)
        for reference in references {
            #expect(reference.hasPrefix("#/$defs/") && definitions.contains(String(reference.dropFirst(8))), "\(reference)")
        }
    }

    @Test(arguments: ProjectFiles.specNames)
    func specNamesTheSchemaAndItsForm(_ form: String) throws {
        let spec = try ProjectFiles.json("Specs/\(form).json")
        #expect(spec["$schema"] == "./form-spec.schema.json")
        #expect(spec["form"] == .string(form))
        #expect(spec["description"]?.string?.isEmpty == false)
        // A spec that extends another may inherit it; a spec of variants has each variant's.
        let inherits = spec["extends"] != nil || spec["variants"] != nil
        #expect(inherits || spec["unknownFields"] != nil, "choose unknownFields explicitly and say why in the description")
    }

    @Test func contractSpecsExist() {
        let contract = [
            "admin-unlock", "create-account", "external-event", "fitness-settings", "login", "player-avatar",
            "release-adult", "release-minor", "self-service-registration", "sign-in", "sign-in-answer",
        ]
        #expect(Set(contract).subtracting(ProjectFiles.specNames).sorted() == [])
    }
}
