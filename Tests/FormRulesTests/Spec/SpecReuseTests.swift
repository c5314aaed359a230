import Foundation
import Testing
@testable import FormRules

/// Specs that reuse others (`extends`, parts, changes, `remove`): what they come to, and every
/// problem reported in the file where it was written, with the place that used it.
@Suite struct SpecReuseTests {
    /// Writes `files` (name → text) into a new folder; returns the folder's path.
    static func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spec-reuse-\(UUID().uuidString)")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url.path
    }

    static func load(_ files: [String: String], _ spec: String = "spec.json") throws -> FormSpec {
        let folder = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try FormSpec.load(contentsOf: folder + "/" + spec)
    }

    /// The problems of `spec` among `files`, each as "file:line:column: message (used at …)"
    /// with the folder taken out.
    static func lint(_ files: [String: String], _ spec: String = "spec.json") throws -> [String] {
        let folder = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try FormSpec.lint(contentsOf: folder + "/" + spec).map { $0.summary.replacingOccurrences(of: folder + "/", with: "") }
    }

    static let base = """
        { "form": "base", "unknownFields": "ignore",
          "fields": [
            { "name": "a", "type": "text", "maxLength": 10, "messages": { "maxLength": "rule.a", "required": "rule.aRequired" } },
            { "name": "b", "type": "text", "required": true },
            { "name": "c", "type": "boolean" }
          ],
          "groups": [ { "atLeastOne": ["a", "b"] } ] }
        """

    @Test func anExtendingSpecStartsFromItsBaseAndChangesAddsAndRemoves() throws {
        let spec = try Self.load([
            "base.json": Self.base,
            "spec.json": """
                { "form": "child", "extends": "base.json", "remove": ["c"],
                  "fields": [
                    { "name": "a", "maxLength": 20, "messages": { "required": null } },
                    { "name": "b", "required": null },
                    { "name": "d", "type": "integer" }
                  ],
                  "groups": [ { "atLeastOne": ["b", "a"], "message": "rule.child" } ] }
                """,
        ])
        #expect(spec.name == "child")
        #expect(spec.extends == "base")
        #expect(spec.unknownFields == .ignore)
        #expect(spec.fields.map(\.name) == ["a", "b", "d"])
        #expect(spec.fields[0].maxLength == 20)
        #expect(spec.fields[0].messages == ["maxLength": "rule.a"])
        #expect(spec.fields[1].required == false)
        #expect(spec.groups.count == 1)
        #expect(spec.groups.first?.message == "rule.child")
    }

    @Test func aPartUnderAnObjectHasItsNamesAndItsReferencesMoved() throws {
        let spec = try Self.load([
            "Parts/address.json": """
                { "part": "address",
                  "fields": [
                    { "name": "countryCode", "type": "country", "requiredIf": { "any": [ { "field": "stateCode", "present": true } ] } },
                    { "name": "stateCode", "type": "region", "country": "countryCode", "visibleIf": { "field": "isAdult", "equals": true } }
                  ],
                  "groups": [ { "allOrNone": ["countryCode", "stateCode"] } ] }
                """,
            "spec.json": """
                { "form": "profile",
                  "fields": [
                    { "name": "isAdult", "type": "boolean" },
                    { "include": "Parts/address.json", "under": "home" },
                    { "include": "Parts/address.json", "under": "work.address" },
                    { "name": "work.address.stateCode", "required": true }
                  ] }
                """,
        ])
        #expect(spec.fields.map(\.name) == [
            "isAdult", "home.countryCode", "home.stateCode", "work.address.countryCode", "work.address.stateCode",
        ])
        #expect(spec.fields[2].country == "home.countryCode")
        #expect(spec.fields[1].requiredIf?.fields == ["home.stateCode"])
        // A name the part does not declare names the including spec's field.
        #expect(spec.fields[2].visibleIf?.fields == ["isAdult"])
        #expect(spec.groups.map(\.fields) == [["home.countryCode", "home.stateCode"], ["work.address.countryCode", "work.address.stateCode"]])
        #expect(spec.parts == [
            FormSpec.PartUse(part: "address", under: "home", fields: ["home.countryCode", "home.stateCode"]),
            FormSpec.PartUse(part: "address", under: "work.address", fields: ["work.address.countryCode", "work.address.stateCode"], changed: true),
        ])
    }

    @Test func aBundleWrittenInPlaceLoadsAsItsFilesDo() throws {
        let files = [
            "base.json": Self.base,
            "spec.json": #"{ "form": "child", "extends": "base.json", "fields": [ { "name": "d", "type": "integer" } ] }"#,
        ]
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bundle = try FormSpec.bundle(contentsOf: folder + "/spec.json")
        #expect(bundle["extends"]?["form"] == "base")
        let fromBundle = try FormSpec.load(Array(bundle.jsonText().utf8))
        #expect(fromBundle == (try FormSpec.load(contentsOf: folder + "/spec.json")))
    }

    @Test func aSpecGivenAsBytesWithoutAFileNameCannotNameFiles() {
        let problems = FormSpec.lint(Array(#"{ "form": "child", "extends": "base.json" }"#.utf8))
        #expect(problems.map(\.code) == [.invalidValue])
        #expect(problems.first?.message.contains("bundle the spec") == true)
    }

    @Test(arguments: [
        ("a misspelt key in a part is reported in the part, used at the include",
         ["p.json": #"{ "part": "p", "fields": [ { "name": "x", "type": "text", "maxLenght": 3 } ] }"#,
          "spec.json": #"{ "form": "f", "fields": [ { "include": "p.json" } ] }"#],
         "p.json:1:59: unknown key 'maxLenght' in field 'x'. Did you mean 'maxLength'? (used at spec.json:1:41)"),
        ("a problem in a base spec is reported there, used at the extends",
         ["base.json": #"{ "form": "b", "fields": [ { "name": "x", "type": "text", "minLength": -1 } ] }"#,
          "spec.json": #"{ "form": "f", "extends": "base.json" }"#],
         "base.json:1:72: 'minLength' must be a whole number from 0 to 2147483647, not number (used at spec.json:1:27)"),
        ("a change is reported where it was written",
         ["base.json": #"{ "form": "b", "fields": [ { "name": "x", "type": "text" } ] }"#,
          "spec.json": #"{ "form": "f", "extends": "base.json", "fields": [ { "name": "x", "maxLength": "3" } ] }"#],
         "spec.json:1:80: 'maxLength' must be a whole number from 0 to 2147483647, not string"),
        ("a cycle names its files",
         ["a.json": #"{ "form": "a", "extends": "spec.json" }"#,
          "spec.json": #"{ "form": "f", "extends": "a.json" }"#],
         "a.json:1:27: 'extends' makes a cycle: spec.json → a.json → spec.json (used at spec.json:1:27)"),
        ("a change to a field not brought in suggests one that is",
         ["base.json": #"{ "form": "b", "fields": [ { "name": "password", "type": "password" } ] }"#,
          "spec.json": #"{ "form": "f", "extends": "base.json", "fields": [ { "name": "pasword", "minLength": 8 } ] }"#],
         "spec.json:1:62: field 'pasword' has no 'type', and there is no field 'pasword' brought in by 'extends' or 'include' to change. Did you mean 'password'?"),
        ("a removal of a field not brought in suggests one that is",
         ["base.json": #"{ "form": "b", "fields": [ { "name": "isAdult", "type": "boolean" } ] }"#,
          "spec.json": #"{ "form": "f", "extends": "base.json", "remove": ["isAdlt"] }"#],
         "spec.json:1:51: 'remove' names field 'isAdlt', which is not brought in by 'extends' or 'include'. Did you mean 'isAdult'?"),
        ("a misspelt under",
         ["p.json": #"{ "part": "p", "fields": [ { "name": "x", "type": "text" } ] }"#,
          "spec.json": #"{ "form": "f", "fields": [ { "include": "p.json", "undr": "a" } ] }"#],
         "spec.json:1:51: unknown key 'undr' in an include. Did you mean 'under'?"),
        ("an include naming a spec",
         ["b.json": #"{ "form": "b", "fields": [] }"#,
          "spec.json": #"{ "form": "f", "fields": [ { "include": "b.json" } ] }"#],
         "spec.json:1:41: 'include' names no part: it is a spec, which another spec extends (\"extends\")"),
        ("an extends naming a part",
         ["p.json": #"{ "part": "p", "fields": [] }"#,
          "spec.json": #"{ "form": "f", "extends": "p.json" }"#],
         "spec.json:1:27: 'extends' names no spec: it is a part, which a spec includes ({\"include\": …} in 'fields')"),
        ("a missing file",
         ["spec.json": #"{ "form": "f", "extends": "gone.json" }"#],
         "spec.json:1:27: 'extends' names 'gone.json', which cannot be read"),
        ("a misspelt extends, in a spec that reuses nothing",
         ["spec.json": #"{ "form": "f", "extend": "base.json", "fields": [] }"#],
         "spec.json:1:16: unknown key 'extend' in the spec. Did you mean 'extends'?"),
        ("a misspelt include, in a spec that includes nothing",
         ["spec.json": #"{ "form": "f", "fields": [ { "includ": "p.json" } ] }"#],
         "spec.json:1:30: unknown key 'includ' in a field. Did you mean 'include'?"),
        ("not JSON in a part",
         ["p.json": #"{ "part": "p", "fields": [ }"#,
          "spec.json": #"{ "form": "f", "fields": [ { "include": "p.json" } ] }"#],
         "p.json:1:28: not valid JSON: unexpected character '}': expected a value (used at spec.json:1:41)"),
    ])
    func problemsAreReportedWhereTheyWereWritten(_ what: String, _ files: [String: String], _ expected: String) throws {
        let problems = try Self.lint(files)
        #expect(problems.contains { $0.hasPrefix(expected) }, "\(what): \(problems)")
    }

    @Test func nestingIsBoundedAndEachLevelIsReported() throws {
        var files = ["spec.json": #"{ "form": "f", "extends": "s0.json" }"#]
        for level in 0..<20 { files["s\(level).json"] = #"{ "form": "s\#(level)", "extends": "s\#(level + 1).json" }"# }
        files["s20.json"] = #"{ "form": "s20", "fields": [] }"#
        let problems = try Self.lint(files)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("'extends' nests more than 16 deep") == true)
        #expect(problems.first?.components(separatedBy: "(used at").count == 17)
    }

    @Test func theSeedSpecsReuseWhatTheyShare() throws {
        let createAccount = try ProjectFiles.spec("create-account")
        let signIn = try ProjectFiles.spec("sign-in")
        #expect(createAccount.extends == "sign-in")
        #expect(createAccount.fields.map(\.name) == signIn.fields.map(\.name))
        #expect(createAccount.fields.first { $0.name == "password" }?.minLength == 8)
        #expect(signIn.fields.first { $0.name == "password" }?.minLength == nil)
        #expect(createAccount.groups.map(\.message) == ["rule.createAccountMethod"])

        let minor = try ProjectFiles.spec("release-minor")
        #expect(minor.extends == "release-adult")
        #expect(!minor.fields.contains { $0.name == "isAdult" })
        #expect(minor.fields.last?.name == "isMinor")

        for (form, under) in [("personal-details", "address"), ("sign-in-answer", "profile.address")] {
            let spec = try ProjectFiles.spec(form)
            #expect(spec.parts.map(\.part) == ["address"], "\(form)")
            #expect(spec.parts.first?.under == under, "\(form)")
            #expect(spec.fields.first { $0.name == under + ".postalCode" }?.region == under + ".stateCode", "\(form)")
        }
    }
}
