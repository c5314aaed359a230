import Foundation
import Testing
@testable import FormRules

/// Specs of variants: a message is checked by the variant its tag chooses; a tag that chooses
/// none gets one problem that lists the tags; a broken variant is reported in its own file.
@Suite struct SpecUnionTests {
    static func variant(_ tag: String, _ fields: String, unknown: String = "reject") -> String {
        #"{ "form": "\#(tag.lowercased())", "unknownFields": "\#(unknown)", "fields": [ { "name": "type", "type": "text", "required": true, "const": "\#(tag)", "label": "field.messageType" }, \#(fields) ] }"#
    }

    static let files = [
        "ping.json": variant("PING", #"{ "name": "at", "type": "integer", "required": true }"#),
        "note.json": variant("NOTE", #"{ "name": "text", "type": "text", "maxLength": 5 }"#, unknown: "ignore"),
        "spec.json": #"{ "form": "channel", "discriminator": "type", "variants": ["ping.json", "note.json"] }"#,
    ]

    static func form() throws -> CompiledForm {
        let folder = try SpecReuseTests.folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try CompiledForm(contentsOf: folder + "/spec.json")
    }

    @Test(arguments: [
        (#"{ "type": "PING", "at": 3 }"#, [String]()),
        (#"{ "type": "PING", "at": "x" }"#, ["at type"]),
        (#"{ "type": "PING", "at": 3, "extra": 1 }"#, ["extra unknownField"]),
        // Each variant keeps its own policy for unknown members.
        (#"{ "type": "NOTE", "text": "hello", "extra": 1 }"#, []),
        (#"{ "type": "NOTE", "text": "too long" }"#, ["text maxLength"]),
        (#"{ "at": 3 }"#, ["type required"]),
        (#"{ "type": null }"#, ["type required"]),
        (#"{ "type": "ping" }"#, ["type discriminator"]),
        (#"{ "type": ["PING"] }"#, ["type discriminator"]),
        (#"[1]"#, [" type"]),
    ])
    func aMessageIsCheckedByTheVariantItsTagChooses(_ json: String, _ expected: [String]) throws {
        let report = try Self.form().validate(json: Array(json.utf8), context: ValidationContext(today: SpecExampleTests.today))
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == expected, "\(json)")
    }

    @Test func aTagThatChoosesNoVariantListsTheTags() throws {
        let form = try Self.form()
        let context = ValidationContext(today: SpecExampleTests.today)
        let unknown = form.validate(try JSONReader().read(#"{ "type": "PONG" }"#), context: context).issues
        #expect(unknown.map(\.messageKey) == ["rule.discriminator"])
        #expect(unknown.first?.arguments == [.key("field.messageType"), .text("PONG"), .list([.text("PING"), .text("NOTE")])])
        let missing = form.validate(try JSONReader().read("{}"), context: context).issues
        #expect(missing.first?.arguments == [.key("field.messageType"), .list([.text("PING"), .text("NOTE")])])
    }

    @Test func aVariantsFormIsTheVariantsOwn() throws {
        let form = try Self.form()
        #expect(form.spec.union?.tags == ["PING", "NOTE"])
        #expect(form.variant(tagged: "NOTE")?.spec.name == "note")
        #expect(form.variant(tagged: "note") == nil)
        #expect(form.byteLevelPlan == nil)
    }

    @Test(arguments: [
        ("a broken variant is reported in its file, used at its entry",
         ["a.json": variant("A", #"{ "name": "x", "type": "txt" }"#), "b.json": variant("B", #"{ "name": "y", "type": "text" }"#)],
         "a.json:1:176: unknown field type 'txt' in field 'x'. Did you mean 'text'? (used at spec.json:1:60)"),
        ("two variants with one tag",
         ["a.json": variant("A", #"{ "name": "x", "type": "text" }"#), "b.json": variant("A", #"{ "name": "y", "type": "text" }"#).replacingOccurrences(of: #""form": "a""#, with: #""form": "b""#)],
         "spec.json:1:70: variant 'b' has the tag 'A' of variant 'a': each variant needs its own"),
        ("a variant without the discriminator",
         ["a.json": variant("A", #"{ "name": "x", "type": "text" }"#), "b.json": #"{ "form": "b", "fields": [ { "name": "y", "type": "text" } ] }"#],
         "spec.json:1:70: variant 'b' has no field 'type', the discriminator: declare it, with its tag as 'const'"),
        ("a discriminator without a const",
         ["a.json": variant("A", #"{ "name": "x", "type": "text" }"#), "b.json": #"{ "form": "b", "fields": [ { "name": "type", "type": "text" } ] }"#],
         "spec.json:1:70: field 'type' of variant 'b' must be a text field with a 'const' string: the variant's tag"),
        ("a variant that is itself a spec of variants",
         ["a.json": variant("A", #"{ "name": "x", "type": "text" }"#), "b.json": #"{ "form": "b", "discriminator": "type", "variants": ["a.json", "a.json"] }"#],
         "spec.json:1:70: 'variants' names a spec of variants, which cannot be a variant"),
    ])
    func brokenVariantsAreReportedWhereTheyWereWritten(_ what: String, _ files: [String: String], _ expected: String) throws {
        var files = files
        files["spec.json"] = #"{ "form": "channel", "discriminator": "type", "variants": ["a.json", "b.json"] }"#
        let problems = try SpecReuseTests.lint(files)
        #expect(problems.contains { $0.hasPrefix(expected) }, "\(what): \(problems)")
    }

    @Test func aSpecOfVariantsNeedsItsOwnKeysAndEveryVariants() throws {
        let channel = try ProjectFiles.spec("login-channel")
        let keys = channel.messageKeys
        #expect(keys.isSuperset(of: ["form.login-channel", "rule.discriminator", "rule.discriminator.required", "field.messageType", "list.item"]))
        for variant in channel.union?.variants ?? [] {
            #expect(keys.isSuperset(of: variant.spec.messageKeys), "\(variant.spec.name)")
        }
    }

    @Test func theLoginChannelCarriesTheThreeMessages() throws {
        let channel = try ProjectFiles.spec("login-channel")
        #expect(channel.union?.discriminator == "type")
        #expect(channel.union?.tags == ["LOGIN_CUSTOMER", "CUSTOMER_API_TOKEN", "CUSTOMER_ERROR"])
        for variant in channel.union?.variants ?? [] {
            #expect(variant.spec == (try ProjectFiles.spec(variant.spec.name)), "\(variant.spec.name) is the spec on its own")
        }
    }
}
