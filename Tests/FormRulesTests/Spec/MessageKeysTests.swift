import Testing
import FormRules

@Suite struct MessageKeysTests {
    static func spec(_ json: String) throws -> FormSpec {
        try FormSpec.load(Array(json.utf8), file: "test.json")
    }

    @Test func listsLabelsRulesOptionsAndTheKeysEveryFormNeeds() throws {
        let spec = try Self.spec("""
            { "form": "t", "fields": [
                { "name": "name", "type": "text", "required": true, "maxLength": 5 },
                { "name": "gender", "type": "choice", "options": ["f", "m"], "label": "label.gender" },
                { "name": "age", "type": "integer", "minimum": 18 } ] }
            """)
        #expect(spec.messageKeys == FormSpec.alwaysNeededMessageKeys.union([
            "form.t",  // the form's title
            "field.name", "rule.required", "rule.maxLength", "rule.control",
            "label.gender", "rule.choice", "option.gender.f", "option.gender.m",
            "field.age", "rule.number", "rule.number.tooLong", "rule.integer", "rule.minimum",
        ]))
    }

    /// What a message can name besides fields: containers, a box's own words, the words of
    /// heights and of "now", the quotation of a group's labels, the JSON type names.
    @Test(arguments: [
        (#"{ "name": "address.geo.lat", "type": "number" }"#, ["field.address", "field.address.geo"], [String]()),
        (#"{ "name": "isMinor", "type": "boolean", "const": true }"#, ["rule.const.checked"], ["rule.const", "rule.const.unchecked"]),
        (#"{ "name": "optOut", "type": "boolean", "const": false }"#, ["rule.const.unchecked"], ["rule.const.checked"]),
        (#"{ "name": "plan", "type": "text", "const": "basic" }"#, ["rule.const"], ["rule.const.checked"]),
        (#"{ "name": "height", "type": "height" }"#, ["height.both", "height.centimetres"], []),
        (#"{ "name": "expires", "type": "dateTime", "notBefore": "today" }"#, ["date.now"], []),
        (#"{ "name": "expires", "type": "dateTime", "notBefore": "2026-01-01" }"#, [], ["date.now"]),
        (#"{ "name": "name", "type": "text" }"#, ["json.array", "json.null", "type.object"], ["field.", "list.item"]),
    ])
    func listsEveryKeyAMessageCanName(_ field: String, _ present: [String], _ absent: [String]) throws {
        let keys = try Self.spec(#"{ "form": "t", "fields": [ "# + field + " ] }").messageKeys
        for key in present { #expect(keys.contains(key), "\(key)") }
        for key in absent { #expect(!keys.contains(key), "\(key)") }
    }

    @Test func honoursMessageOverridesAndGroupMessages() throws {
        let spec = try Self.spec("""
            { "form": "t", "fields": [
                { "name": "a", "type": "boolean", "const": true, "messages": { "const": "terms.mustAccept", "type": "terms.type" } },
                { "name": "b", "type": "boolean" } ],
              "groups": [ { "exactlyOne": ["a", "b"] }, { "atLeastOne": ["a", "b"], "message": "group.custom" },
                          { "exactlyOne": ["a", "b"], "message": "group.pick" } ] }
            """)
        let keys = spec.messageKeys
        #expect(keys.contains("terms.mustAccept"))
        #expect(keys.contains("terms.type"))
        #expect(!keys.contains("rule.const"))
        #expect(keys.contains("rule.exactlyOne"))
        // Exactly one: its words for none, and for several.
        #expect(keys.contains("rule.exactlyOne.several"))
        #expect(keys.contains("group.pick") && keys.contains("group.pick.several"))
        #expect(!keys.contains("group.custom.several"))
        #expect(keys.contains("group.custom"))
        #expect(keys.contains("list.item"))
        #expect(!keys.contains("rule.atLeastOne"))
    }

    @Test func listsCountriesRegionsAndPostalCodeRules() throws {
        let spec = try Self.spec("""
            { "form": "t", "fields": [
                { "name": "country", "type": "country", "options": ["AU"] },
                { "name": "state", "type": "region", "country": "country" },
                { "name": "zip", "type": "postalCode", "country": "country", "region": "state" } ] }
            """)
        let keys = spec.messageKeys
        #expect(keys.filter { $0.hasPrefix("country.") } == ["country.AU"])
        #expect(keys.filter { $0.hasPrefix("region.") }.sorted() == [
            "region.AU-ACT", "region.AU-NSW", "region.AU-NT", "region.AU-QLD", "region.AU-SA", "region.AU-TAS", "region.AU-VIC", "region.AU-WA",
        ])
        #expect(keys.isSuperset(of: ["rule.country", "rule.region", "rule.postalCode", "rule.postalCode.region"]))
        // ZIP+4 is a US matter.
        #expect(!keys.contains("rule.postalCode.zipPlusFour"))
    }

    @Test(arguments: [
        (#"{ "name": "s", "type": "region", "country": "c" }"#, 50),
        (#"{ "name": "s", "type": "region", "country": "c", "includeTerritories": true }"#, 56),
    ])
    func offersUSTerritoriesOnlyWhenTheFieldDoes(_ field: String, _ regions: Int) throws {
        let spec = try Self.spec(#"{ "form": "t", "fields": [ { "name": "c", "type": "country", "options": ["US"] }, "# + field + "] }")
        #expect(spec.messageKeys.filter { $0.hasPrefix("region.US-") }.count == regions)
    }

    @Test func listsDateAndHeightRules() throws {
        let spec = try Self.spec("""
            { "form": "t", "fields": [
                { "name": "born", "type": "date", "notAfter": "today", "notBefore": "1900-01-01", "minimumAge": 18 },
                { "name": "until", "type": "date", "notAfter": "2030-01-01" },
                { "name": "at", "type": "dateTime" },
                { "name": "h", "type": "height", "snap": false } ] }
            """)
        let rules = spec.messageKeys.filter { $0.hasPrefix("rule.") }
        #expect(rules == [
            "rule.type", "rule.unknownField", "rule.submission.type", "rule.tooManyProblems",
            "rule.date", "rule.notInFuture", "rule.notBefore", "rule.minimumAge", "rule.notAfter",
            "rule.dateTime", "rule.height", "rule.height.range", "rule.height.step",
        ])
    }
}
