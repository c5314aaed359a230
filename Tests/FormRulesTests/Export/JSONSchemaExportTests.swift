import Testing
@testable import FormRules

/// The JSON Schema of every bundled spec: the pieces front-ends rely on, the draft-07 variant,
/// and byte-stable output. Whether the schemas agree with the engine on real submissions is
/// Scripts/check-json-schema-export.py (it needs JSON Schema validators this package does not have).
@Suite struct JSONSchemaExportTests {
    static let forms = ProjectFiles.specNames

    @Test(arguments: forms)
    func theSameSpecExportsByteIdenticalTextEveryTime(form: String) throws {
        for draft in JSONSchemaExport.Draft.allCases {
            let first = JSONSchemaExport(spec: try ProjectFiles.spec(form), draft: draft).jsonText()
            let second = JSONSchemaExport(spec: try ProjectFiles.spec(form), draft: draft).jsonText()
            #expect(first == second)
            // The text reads back (strict reader: no duplicate keys) as the schema itself.
            #expect(try JSONReader().read(Array(first.utf8)) == JSONSchemaExport(spec: try ProjectFiles.spec(form), draft: draft).schema)
        }
    }

    /// (form, JSON Pointer into the 2020-12 schema, expected value, why).
    @Test(arguments: [
        ("personal-details", "/required", ["email"], "email is the only field always required"),
        ("personal-details", "/additionalProperties", false, "unknownFields: reject"),
        ("personal-details", "/$defs/address/additionalProperties", false, "reject holds in containers too"),
        ("personal-details", "/properties/address/$ref", "#/$defs/address", "a part included as written is one definition"),
        ("personal-details", "/$defs/address/properties/countryCode/anyOf/1/enum", ["US", "AU"], "the part's fields, by their names in it"),
        ("sign-in-answer", "/$defs/address", nil, "a changed part is written out"),
        ("login-channel", "/oneOf/1/$ref", "#/$defs/customer-api-token", "a spec of variants is one of them"),
        ("login-channel", "/$defs/customer-error/properties/type/const", "CUSTOMER_ERROR", "each variant's tag"),
        ("login-channel", "/$defs/login/properties/data/properties/password/not/$ref", "#/$defs/login/$defs/blank",
         "a variant's references point into its own definitions"),
        ("personal-details", "/properties/gender/anyOf/1/pattern", "^(?:[mM][aA][lL][eE]|[fF][eE][mM][aA][lL][eE]|[oO][tT][hH][eE][rR])$",
         "a choice's options, in any letter case"),
        ("personal-details", "/properties/gender/anyOf/1/enum", nil, "a choice in any case has no enum"),
        ("personal-details", "/properties/mobilePhoneNumber/anyOf/1/pattern", "^[0-9]+$", "digits"),
        ("personal-details", "/properties/mobilePhoneNumber/anyOf/1/maxLength", 15, "digits' maximum"),
        ("personal-details", "/properties/birthday/anyOf/1/format", "date", "a date's format"),
        ("personal-details", "/properties/facebook-token/type", ["string", "null"], "nullable"),
        ("login", "/required", ["type", "sequence_id", "data"], "a required member makes its container required"),
        ("login", "/properties/data/required", ["email", "password"], "nested required members"),
        ("login", "/properties/type/const", "LOGIN_CUSTOMER", "const"),
        ("login", "/properties/data/properties/email/maxLength", 254, "an address is at most 254 characters"),
        ("customer-api-token", "/properties/data/properties/api_token_expiration_date/format", "date-time", "RFC 3339"),
        ("external-event", "/properties/eventId/anyOf/1", ["type": "integer", "minimum": 1], "an identifier may be a positive whole number"),
        ("fitness-settings", "/properties/height/anyOf/0", ["type": "number", "minimum": 35.75, "exclusiveMaximum": 102.25],
         "a snapped height's nearest notch is on the scale"),
        ("release-minor", "/properties/isMinor/const", true, "a box that must be ticked"),
        ("customer-error", "/additionalProperties", nil, "unknownFields: ignore leaves other members alone"),
    ] as [(String, String, FormValue?, String)])
    func knownFieldsCarryTheirRules(form: String, pointer: String, expected: FormValue?, why: String) throws {
        let schema = JSONSchemaExport(spec: try ProjectFiles.spec(form)).schema
        #expect(schema.at(pointer) == expected, "\(why)")
    }

    @Test(arguments: [
        ("personal-details", "passwordConfirmation", "password"),
        ("sign-in", "username", "password"),
        ("create-account", "external-type", "external-token"),
    ])
    func aConditionallyRequiredFieldIsRequiredInTheThenOfItsCondition(form: String, field: String, condition: String) throws {
        let schema = JSONSchemaExport(spec: try ProjectFiles.spec(form)).schema
        let required = SchemaTree.requiredAt(field, ["$ref": "#/$defs/value"])
        let matches = schema.at("/allOf")?.array?.filter { $0["then"] == required } ?? []
        #expect(matches.count == 1)
        #expect(matches.first?["if"] == SchemaTree.requiredAt(condition, ["$ref": "#/$defs/value"]))
        #expect(schema.at("/required")?.array?.contains(.string(field)) != true)
    }

    @Test func aStateIsRequiredOnlyOnceASupportedCountryIsChosen() throws {
        let spec = try FormSpec.load(Array(#"""
            {"form": "address", "fields": [
              {"name": "address.countryCode", "type": "country", "options": ["US", "AU"]},
              {"name": "address.stateCode", "type": "region", "country": "address.countryCode",
               "requiredIf": {"field": "address.countryCode", "present": true}}]}
            """#.utf8))
        let schema = JSONSchemaExport(spec: spec).schema
        let rule = schema.at("/allOf")?.array?.first { $0["then"] == SchemaTree.requiredAt("address.stateCode", ["$ref": "#/$defs/value"]) }
        #expect(rule?["if"] == ["allOf": [
            SchemaTree.requiredAt("address.countryCode", ["$ref": "#/$defs/value"]),
            SchemaTree.requiredAt("address.countryCode", ["enum": ["US", "AU"]]),
        ]])
    }

    @Test func aStateIsOneOfItsCountrysRegions() throws {
        let schema = JSONSchemaExport(spec: try ProjectFiles.spec("personal-details")).schema
        let us = schema.at("/$defs/regions.US/enum")?.array ?? []
        #expect(us.count == 50)
        #expect(us.contains("CA") && !us.contains("DC") && !us.contains("NSW"))
        #expect(schema.at("/$defs/regions.AU/enum")?.array?.count == 8)
        let then = SchemaTree.at("address.stateCode", ["anyOf": [["$ref": "#/$defs/blank"], ["$ref": "#/$defs/regions.US"]]])
        let rule = schema.at("/allOf")?.array?.first { $0["then"] == then }
        #expect(rule?["if"] == SchemaTree.requiredAt("address.countryCode", ["const": "US"]))
    }

    @Test func exactlyOneOfTwoAlternativesIsAOneOf() throws {
        let schema = JSONSchemaExport(spec: try ProjectFiles.spec("self-service-registration")).schema
        let group = schema.at("/allOf")?.array?.last
        #expect(group == ["oneOf": [SchemaTree.requiredAt("isAdult", ["const": true]), SchemaTree.requiredAt("isMinor", ["const": true])]])
    }

    @Test(arguments: ["personal-details", "create-account", "sign-in", "self-service-registration"])
    func theDraft7VariantNamesItsDefinitionsTheDraft7Way(form: String) throws {
        let spec = try ProjectFiles.spec(form)
        let modern = JSONSchemaExport(spec: spec, draft: .draft2020_12)
        let seven = JSONSchemaExport(spec: spec, draft: .draft7)
        #expect(modern.schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(seven.schema["$schema"] == "http://json-schema.org/draft-07/schema#")
        #expect(modern.schema["$defs"] != nil && modern.schema["definitions"] == nil)
        // The same definitions, their references (a part's to the shared ones) the draft-07 way.
        let modernDefinitions = modern.schema["$defs"]?.jsonText().replacing("#/$defs/", with: "#/definitions/")
        #expect(seven.schema["definitions"]?.jsonText() == modernDefinitions && seven.schema["$defs"] == nil)
        let references = SchemaTree.references(in: seven.schema)
        #expect(!references.isEmpty)
        #expect(references.allSatisfy { $0.hasPrefix("#/definitions/") })
        #expect(SchemaTree.references(in: modern.schema).allSatisfy { $0.hasPrefix("#/$defs/") })
        // Draft-07 ignores a $ref's siblings, so a $ref is always alone.
        #expect(SchemaTree.objectsWithReferences(in: seven.schema).allSatisfy { $0.count == 1 })
    }

    @Test(arguments: [
        ("personal-details", SchemaLimitation.Kind.equals, "passwordConfirmation"),
        ("personal-details", .relativeDate, "birthday"),
        ("personal-details", .trim, "firstName"),
        ("personal-details", .lengthUnit, "address.city"),
        ("customer-api-token", .relativeDate, "data.api_token_expiration_date"),
        ("fitness-settings", .heightText, "height"),
        ("self-service-registration", .hiddenInCondition, "email"),
    ])
    func whatTheSchemaCannotSayIsListedAndInTheComment(form: String, kind: SchemaLimitation.Kind, field: String) throws {
        let export = JSONSchemaExport(spec: try ProjectFiles.spec(form))
        #expect(export.limitations.contains { $0.kind == kind && $0.field == field })
        let comment = export.schema["$comment"]?.string ?? ""
        #expect(comment.contains(kind.rawValue + ": "))
        #expect(comment.contains(field))
    }

    @Test func aPasswordIsNotTrimmedSoOnlyItsLengthIsALimitation() throws {
        let export = JSONSchemaExport(spec: try ProjectFiles.spec("admin-unlock"))
        #expect(export.limitations.map(\.kind) == [.lengthUnit])
    }

    @Test func runTimeOptionsBecomeTheChoicesOptionsAndWithoutThemNothingIsAccepted() throws {
        let spec = try ProjectFiles.spec("player-avatar")
        let given = JSONSchemaExport(spec: spec, optionSets: ["avatar.top": ["cap-red"], "avatar.bottom": ["kilt"]]).schema
        #expect(given.at("/properties/avatar/properties/top/enum") == ["cap-red"])
        let missing = JSONSchemaExport(spec: spec).schema
        #expect(missing.at("/properties/avatar/properties/top/not") == [:])
    }
}

/// Reading and building schema fragments in tests.
enum SchemaTree {
    static func at(_ name: String, _ leaf: FormValue) -> FormValue {
        SchemaBuilder.at(SchemaBuilder.path(name), leaf)
    }

    static func requiredAt(_ name: String, _ leaf: FormValue) -> FormValue {
        SchemaBuilder.requiredAt(SchemaBuilder.path(name), leaf)
    }

    /// Every `$ref` value in the document.
    static func references(in value: FormValue) -> [String] {
        objectsWithReferences(in: value).compactMap { $0["$ref"]?.string }
    }

    /// Every object holding a `$ref`.
    static func objectsWithReferences(in value: FormValue) -> [FormObject] {
        switch value {
        case .object(let object):
            let own = object["$ref"] != nil ? [object] : []
            return own + object.entries.flatMap { objectsWithReferences(in: $0.value) }
        case .array(let items): return items.flatMap { objectsWithReferences(in: $0) }
        default: return []
        }
    }
}

extension FormValue {
    /// The value at an RFC 6901 JSON Pointer (`/properties/email`), nil when absent.
    func at(_ pointer: String) -> FormValue? {
        var value: FormValue? = self
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let name = String(token).replacingOccurrencesOfPointerEscapes()
            switch value {
            case .object(let object)?: value = object[name]
            case .array(let items)?: value = Int(name).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: return nil
            }
        }
        return value
    }
}
