import Foundation
import Testing
@testable import FormRules

/// `SwiftTypesExport` and `TypeScriptTypesExport`: what is optional, choices as enums and
/// unions, names made into identifiers, nested objects and lists, fields sent as text or a
/// number, and byte-stable output. Whether the types compile and take every valid example is
/// Scripts/check-generated-types.sh (it runs swiftc and tsc).
@Suite struct TypesExportTests {
    static func spec(_ fields: [String], unknownFields: String? = nil, form: String = "test") throws -> FormSpec {
        let json = Engine.specJSON(fields, unknownFields: unknownFields).replacingFirst(#""form": "test""#, with: #""form": "\#(form)""#)
        return try FormSpec.load(Array(json.utf8))
    }

    static func swift(_ fields: [String], unknownFields: String? = nil) throws -> String {
        SwiftTypesExport(specs: [try spec(fields, unknownFields: unknownFields)]).sourceText()
    }

    static func typeScript(_ fields: [String], unknownFields: String? = nil) throws -> String {
        TypeScriptTypesExport(specs: [try spec(fields, unknownFields: unknownFields)]).sourceText()
    }

    /// The file's lines without their indentation.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    // MARK: Optional and required

    /// (field, Swift property, TypeScript member, why).
    @Test(arguments: [
        (#"{"name": "email", "type": "email", "required": true}"#, "public var email: String", "email: string;", "required"),
        (#"{"name": "email", "type": "email"}"#, "public var email: String?", "email?: string | null;", "optional, and null is no value"),
        (#"{"name": "email", "type": "email", "nullable": false}"#, "public var email: String?", "email?: string;", "optional, null refused"),
        (#"{"name": "email", "type": "email", "required": true, "visibleIf": {"field": "other", "present": true}}"#,
         "public var email: String?", "email?: string | null;", "a hidden field is not required"),
        (#"{"name": "email", "type": "email", "required": true, "enabledIf": {"field": "other", "present": true}}"#,
         "public var email: String?", "email?: string | null;", "nor is a disabled one"),
        (#"{"name": "email", "type": "email", "requiredIf": {"field": "other", "present": true}}"#,
         "public var email: String?", "email?: string | null;", "required under a condition"),
        (#"{"name": "email", "type": "email", "required": true, "default": "ada@example.com"}"#,
         "public var email: String?", "email?: string | null;", "a default fills an absent field"),
        (#"{"name": "age", "type": "integer", "required": true}"#, "public var age: Int", "age: number;", "integer"),
        (#"{"name": "score", "type": "number"}"#, "public var score: Double?", "score?: number | null;", "number"),
        (#"{"name": "agreed", "type": "boolean", "required": true, "const": true}"#, "public var agreed: Bool", "agreed: boolean;", "boolean"),
        (#"{"name": "day", "type": "date", "required": true}"#, "public var day: String", "day: string;", "a date is text"),
    ])
    func aFieldIsOptionalUnlessAlwaysRequired(field: String, swift: String, typeScript: String, why: String) throws {
        let fields = [#"{"name": "other", "type": "text"}"#, field]
        #expect(Self.lines(try Self.swift(fields)).contains(swift), "\(why)")
        #expect(Self.lines(try Self.typeScript(fields)).contains(typeScript), "\(why)")
    }

    @Test func aRegionFollowingACountryIsOptionalUntilACountryIsChosen() throws {
        let text = try Self.swift([
            #"{"name": "country", "type": "country", "options": ["US", "AU"], "required": true}"#,
            #"{"name": "state", "type": "region", "country": "country", "required": true}"#,
        ])
        #expect(Self.lines(text).contains("public var country: String"))
        #expect(Self.lines(text).contains("public var state: String?"))
    }

    /// The types' required members are the JSON Schema's, form by form (the same requirement).
    @Test(arguments: ProjectFiles.specNames)
    func theRequiredMembersAreTheJSONSchemas(form: String) throws {
        let spec = try ProjectFiles.spec(form)
        let required = TypeModel(spec: spec).root.members.filter { !$0.isOptional }.map(\.name)
        let schemaRequired = JSONSchemaExport(spec: spec).schema["required"]?.array?.compactMap(\.string) ?? []
        #expect(required == schemaRequired)
    }

    // MARK: Choices

    @Test func aChoiceWithOptionsIsAStringEnumAndAUnionOfItsOptions() throws {
        let field = #"{"name": "ageGroup", "type": "choice", "options": ["adult", "non-binary", "18-25", "default", "allCases"], "required": true}"#
        let swift = Self.lines(try Self.swift([field]))
        #expect(swift.contains("public var ageGroup: AgeGroup"))
        #expect(swift.contains("public enum AgeGroup: String, Codable, Sendable, CaseIterable {"))
        for line in ["case adult", #"case nonBinary = "non-binary""#, #"case _18_25 = "18-25""#, "case `default`", #"case allCases2 = "allCases""#] {
            #expect(swift.contains(line))
        }
        let typeScript = Self.lines(try Self.typeScript([field]))
        #expect(typeScript.contains("ageGroup: TestAgeGroup;"))
        #expect(typeScript.contains(#"export type TestAgeGroup = "adult" | "non-binary" | "18-25" | "default" | "allCases";"#))
    }

    /// (spec keys, whether the enum decodes other letter cases).
    @Test(arguments: [
        (#""options": ["male", "female"]"#, true),
        (#""options": ["male", "female"], "caseSensitive": true"#, false),
        (#""options": ["1", "2"]"#, false),
    ])
    func aChoiceThatIgnoresLetterCaseDecodesAnyCase(keys: String, ignoresCase: Bool) throws {
        let text = try Self.swift([#"{"name": "gender", "type": "choice", \#(keys)}"#])
        #expect(text.contains("is ignored, as the engine ignores it") == ignoresCase)
    }

    @Test func aChoiceWithRunTimeOptionsIsText() throws {
        let text = try Self.swift([#"{"name": "cap", "type": "choice", "optionsFrom": "caps", "required": true}"#])
        #expect(Self.lines(text).contains("public var cap: String"))
        #expect(!text.contains("enum Cap"))
    }

    // MARK: Names

    /// (field name, Swift property, CodingKeys case or nil when none is needed, field constant).
    @Test(arguments: [
        ("firstName", "firstName", nil, "firstName"),
        ("facebook-token", "facebookToken", #"case facebookToken = "facebook-token""#, "facebookToken"),
        ("sequence_id", "sequenceId", #"case sequenceId = "sequence_id""#, "sequenceId"),
        ("default", "`default`", nil, "`default`"),
        ("class", "`class`", nil, "`class`"),
        ("2fa", "_2fa", #"case _2fa = "2fa""#, "_2fa"),
        ("US", "us", #"case us = "US""#, "us"),
        ("self", "self2", #"case self2 = "self""#, "self2"),
        ("all", "all2", #"case all2 = "all""#, "all2"),
        ("Ünïcode", "nCode", #"case nCode = "Ünïcode""#, "nCode"),
        ("--", "field", #"case field = "--""#, "field"),
    ])
    func aNameThatIsNotAnIdentifierBecomesOne(name: String, property: String, codingKey: String?, constant: String) throws {
        let swift = Self.lines(try Self.swift([#"{"name": "\#(name)", "type": "text", "required": true}"#]))
        #expect(swift.contains("public var \(property): String"))
        #expect(swift.contains("enum CodingKeys: String, CodingKey {") == (codingKey != nil))
        if let codingKey { #expect(swift.contains(codingKey)) }
        #expect(swift.contains("public static let \(constant) = \"\(name)\""))
        // TypeScript keeps the JSON name, quoted when it is not an identifier.
        let typeScript = Self.lines(try Self.typeScript([#"{"name": "\#(name)", "type": "text", "required": true}"#]))
        let member = name.utf8.allSatisfy { $0 < 0x80 && (Character(UnicodeScalar($0)).isLetter || $0 == UInt8(ascii: "_")) } ? name : "\"\(name)\""
        #expect(typeScript.contains("\(member): string;"))
    }

    @Test func namesThatMeetInOneScopeGetANumber() throws {
        let swift = Self.lines(try Self.swift([
            #"{"name": "first-name", "type": "text"}"#,
            #"{"name": "firstName", "type": "text"}"#,
            #"{"name": "string", "type": "choice", "options": ["a"]}"#,
        ]))
        #expect(swift.contains("public var firstName: String?"))
        #expect(swift.contains("public var firstName2: String?"))
        // A nested `String` would hide Swift's.
        #expect(swift.contains("public var string: String2?"))
        #expect(swift.contains("public enum String2: String, Codable, Sendable, CaseIterable {"))
    }

    /// (form name, type name).
    @Test(arguments: [("create-account", "CreateAccount"), ("login", "Login"), ("2fa-setup", "_2faSetup"), ("v2-3", "V2_3")])
    func aFormIsNamedInUpperCamelCase(form: String, type: String) throws {
        let spec = try Self.spec([#"{"name": "a", "type": "text"}"#], form: form)
        #expect(SwiftTypesExport(specs: [spec]).sourceText().contains("public struct \(type): Codable, Sendable, Equatable {"))
        #expect(TypeScriptTypesExport(specs: [spec]).sourceText().contains("export interface \(type) {"))
        #expect(TypeScriptTypesExport(specs: [spec]).sourceText().contains("export const \(type)Fields = {"))
    }

    // MARK: Objects and lists

    @Test func dottedNamesAreNestedTypesRequiredWhenAFieldInThemIs() throws {
        let fields = [
            #"{"name": "address.city", "type": "text"}"#,
            #"{"name": "address.postalCode", "type": "text", "required": true}"#,
            #"{"name": "extra.note", "type": "text"}"#,
        ]
        let swift = Self.lines(try Self.swift(fields))
        #expect(swift.contains("public var address: Address"))
        #expect(swift.contains("public var extra: Extra?"))
        #expect(swift.contains("public struct Address: Codable, Sendable, Equatable {"))
        #expect(swift.contains("public var postalCode: String"))
        #expect(swift.contains(#"public static let addressPostalCode = "address.postalCode""#))
        let typeScript = Self.lines(try Self.typeScript(fields))
        #expect(typeScript.contains("address: TestAddress;"))
        #expect(typeScript.contains("extra?: TestExtra;"))
        #expect(typeScript.contains("export interface TestAddress {"))
        #expect(typeScript.contains(#"addressPostalCode: "address.postalCode","#))
    }

    @Test func aListIsAnArrayOfItsItemsTypeWithItemNamesByPosition() throws {
        let fields = [
            #"{"name": "jumpers", "type": "list", "required": true, "items": {"fields": [{"name": "name", "type": "text", "required": true}, {"name": "group", "type": "choice", "options": ["adult", "minor"]}]}}"#,
            #"{"name": "emails", "type": "list", "items": {"type": "email"}}"#,
            #"{"name": "tags", "type": "list", "items": {"type": "choice", "options": ["a", "b"]}}"#,
        ]
        let swift = Self.lines(try Self.swift(fields))
        for line in [
            "public var jumpers: [JumpersItem]", "public var emails: [String]?", "public var tags: [TagsItem]?",
            "public struct JumpersItem: Codable, Sendable, Equatable {", "public var group: Group?",
            "public enum TagsItem: String, Codable, Sendable, CaseIterable {",
            #"public static func jumpersName(_ position: Int) -> String { "jumpers[" + String(position) + "].name" }"#,
            #"public static func emailsItem(_ position: Int) -> String { "emails[" + String(position) + "]" }"#,
            "public static let all: [String] = [jumpers, emails, tags]",
        ] {
            #expect(swift.contains(line), "\(line)")
        }
        let typeScript = Self.lines(try Self.typeScript(fields))
        for line in [
            "jumpers: TestJumpersItem[];", "emails?: string[] | null;", "tags?: TestTagsItem[] | null;",
            "export interface TestJumpersItem {", "group?: TestJumpersItemGroup | null;",
            #"jumpersName: (position: number): string => "jumpers[" + position + "].name","#,
        ] {
            #expect(typeScript.contains(line), "\(line)")
        }
    }

    @Test func aFormThatKeepsUnknownMembersHasAnIndexSignature() throws {
        for (policy, open) in [("keep", true), ("ignore", true), ("reject", false)] {
            let text = try Self.typeScript([#"{"name": "a.b", "type": "text"}"#], unknownFields: policy)
            #expect(text.components(of: "[member: string]: unknown;") == (open ? 2 : 0), "\(policy)")
        }
    }

    // MARK: More than one JSON type

    /// (field, Swift type, TypeScript type).
    @Test(arguments: [
        (#"{"name": "id", "type": "identifier", "required": true}"#, "public var id: FormRulesStringOrNumber", "id: string | number;"),
        (#"{"name": "id", "type": "height", "required": true}"#, "public var id: FormRulesStringOrNumber", "id: string | number;"),
        (#"{"name": "id", "type": "list", "items": {"type": "identifier"}}"#, "public var id: [FormRulesStringOrNumber]?", "id?: (string | number)[] | null;"),
    ])
    func aFieldSentAsTextOrANumberTakesBoth(field: String, swift: String, typeScript: String) throws {
        #expect(Self.lines(try Self.swift([field])).contains(swift))
        #expect(Self.lines(try Self.typeScript([field])).contains(typeScript))
    }

    @Test func theSharedTypeOfTextOrANumberIsWrittenOncePerFileAndOnlyWhenUsed() throws {
        let identifier = try Self.spec([#"{"name": "id", "type": "identifier"}"#])
        let plain = try Self.spec([#"{"name": "note", "type": "text"}"#], form: "note")
        let both = SwiftTypesExport(specs: [identifier, identifier, plain]).sourceText()
        #expect(both.components(of: "public enum FormRulesStringOrNumber") == 1)
        #expect(!SwiftTypesExport(specs: [plain]).sourceText().contains("FormRulesStringOrNumber"))
        // Two forms of one name are two types.
        #expect(both.contains("public struct Test2: Codable"))
    }

    // MARK: Specs of variants

    /// A spec of variants whose variants are specs of the given form names and tags.
    static func union(_ variants: [(form: String, tag: String)], form: String = "channel") throws -> FormSpec {
        var channel = FormSpec(name: form, fields: [])
        channel.union = FormSpec.Union(discriminator: "type", variants: try variants.map { variant in
            let type = #"{"name": "type", "type": "text", "required": true, "const": "\#(variant.tag)"}"#
            return FormSpec.Union.Variant(tag: variant.tag, spec: try Self.spec([type, #"{"name": "note", "type": "text"}"#], form: variant.form))
        })
        return channel
    }

    /// login-channel's variants: (tag, Swift case, type name).
    static let loginChannelVariants = [
        ("LOGIN_CUSTOMER", "login", "Login"),
        ("CUSTOMER_API_TOKEN", "customerApiToken", "CustomerApiToken"),
        ("CUSTOMER_ERROR", "customerError", "CustomerError"),
    ]

    @Test(arguments: loginChannelVariants)
    func aSpecOfVariantsIsAnEnumWithACasePerVariantChosenByItsTag(tag: String, caseName: String, type: String) throws {
        let swift = Self.lines(SwiftTypesExport(specs: [try ProjectFiles.spec("login-channel")]).sourceText())
        #expect(swift.contains("public enum LoginChannel: Codable, Sendable, Equatable {"))
        #expect(swift.contains("case \(caseName)(\(type))"))
        #expect(swift.contains("public struct \(type): Codable, Sendable, Equatable {"))
        // Decoding reads the tag, then the chosen struct decodes the whole message.
        #expect(swift.contains("let tag = try container.decode(String.self, forKey: .discriminator)"))
        #expect(swift.contains(#"case "\#(tag)": self = .\#(caseName)(try \#(type)(from: decoder))"#))
        #expect(swift.contains(#"case .\#(caseName): return "\#(tag)""#))
        #expect(swift.contains("case .\(caseName)(let value): try value.encode(to: encoder)"))
    }

    @Test func anUnknownTagIsCorruptDataAndTheDiscriminatorIsTheKeyRead() throws {
        let swift = Self.lines(SwiftTypesExport(specs: [try ProjectFiles.spec("login-channel")]).sourceText())
        let decoder = try #require(swift.firstIndex(of: "public init(from decoder: any Decoder) throws {"))
        let fallback = try #require(swift[decoder...].firstIndex(of: "default:"))
        #expect(swift[fallback + 1] == "throw DecodingError.dataCorruptedError(")
        #expect(swift.contains(#"case discriminator = "type""#))
        #expect(swift.contains(#"public static let tags: [String] = ["LOGIN_CUSTOMER", "CUSTOMER_API_TOKEN", "CUSTOMER_ERROR"]"#))
    }

    @Test(arguments: loginChannelVariants)
    func aSpecOfVariantsIsAUnionOfInterfacesWhoseTagsAreLiterals(tag: String, caseName: String, type: String) throws {
        let typeScript = Self.lines(TypeScriptTypesExport(specs: [try ProjectFiles.spec("login-channel")]).sourceText())
        #expect(typeScript.contains("export type LoginChannel = Login | CustomerApiToken | CustomerError;"))
        let interface = try #require(typeScript.firstIndex(of: "export interface \(type) {"))
        let end = try #require(typeScript[interface...].firstIndex(of: "}"))
        #expect(typeScript[interface..<end].contains("type: \"\(tag)\";"))
        #expect(typeScript.contains("export const \(type)Fields = {"))
    }

    /// A union has no field names of its own: a session checks one variant's form, which has them.
    @Test func aSpecOfVariantsHasNoFieldNamesOfItsOwn() throws {
        let spec = try ProjectFiles.spec("login-channel")
        let swift = SwiftTypesExport(specs: [spec]).sourceText()
        let enumText = swift[swift.range(of: "public enum LoginChannel")!.lowerBound..<swift.range(of: "public struct Login:")!.lowerBound]
        #expect(!enumText.contains("enum Field"))
        #expect(!TypeScriptTypesExport(specs: [spec]).sourceText().contains("LoginChannelFields"))
    }

    /// A variant's type is declared once, whether its spec is given before the union, after it,
    /// or not at all; the union refers to it.
    @Test(arguments: [["login-channel"], ["login-channel", "login"], ["login", "login-channel"], ["login-channel", "login-channel"]])
    func aVariantIsDeclaredOnceWhenItsSpecIsAlsoGiven(forms: [String]) throws {
        let specs = try forms.map(ProjectFiles.spec)
        let swift = SwiftTypesExport(specs: specs).sourceText()
        let typeScript = TypeScriptTypesExport(specs: specs).sourceText()
        #expect(swift.components(of: "public struct Login:") == 1)
        #expect(!swift.contains("Login2"))
        #expect(typeScript.components(of: "export interface Login {") == 1)
        #expect(Self.lines(typeScript).contains("export type LoginChannel = Login | CustomerApiToken | CustomerError;"))
        // A union given twice is two types, as any two forms of one name are.
        #expect(swift.components(of: "public enum LoginChannel:") == 1)
        #expect(swift.components(of: "public enum LoginChannel2:") == (forms.count { $0 == "login-channel" } == 2 ? 1 : 0))
    }

    @Test func everyProjectSpecTogetherDeclaresEachTypeOnce() throws {
        let specs = try ProjectFiles.specNames.map(ProjectFiles.spec)
        // The file's own declarations: those not indented.
        let declared = SwiftTypesExport(specs: specs).sourceText().split(separator: "\n")
            .filter { $0.hasPrefix("public struct ") || $0.hasPrefix("public enum ") }
        #expect(declared.contains("public enum LoginChannel: Codable, Sendable, Equatable {"))
        #expect(Set(declared).count == declared.count)
        let typeScript = Self.lines(TypeScriptTypesExport(specs: specs).sourceText()).filter { $0.hasPrefix("export ") }
        #expect(Set(typeScript).count == typeScript.count)
    }

    /// (variant form, Swift case, struct): a keyword in backticks, a name the enum declares
    /// itself with a number.
    @Test(arguments: [
        ("default", "`default`", "Default"), ("tag", "tag2", "Tag"), ("tags", "tags2", "Tags"), ("self", "self2", "Self2"),
        ("sign-in", "signIn", "SignIn"),
    ])
    func aVariantsCaseIsAnIdentifierOfItsOwn(form: String, caseName: String, type: String) throws {
        let spec = try Self.union([(form, "ONE"), ("other", "TWO")])
        let swift = Self.lines(SwiftTypesExport(specs: [spec]).sourceText())
        #expect(swift.contains("case \(caseName)(\(type))"))
        #expect(swift.contains(#"case "ONE": self = .\#(caseName)(try \#(type)(from: decoder))"#))
    }

    /// (field, Swift property, TypeScript member): a `const` text is its literal in TypeScript;
    /// Swift has no literal types.
    @Test(arguments: [
        (#"{"name": "kind", "type": "text", "required": true, "const": "A\"B"}"#, "public var kind: String", #"kind: "A\"B";"#),
        (#"{"name": "kind", "type": "text", "const": "X"}"#, "public var kind: String?", #"kind?: "X" | null;"#),
        (#"{"name": "kind", "type": "email", "required": true, "const": "a@b.co"}"#, "public var kind: String", "kind: string;"),
    ])
    func aConstantTextIsALiteralInTypeScript(field: String, swift: String, typeScript: String) throws {
        #expect(Self.lines(try Self.swift([field])).contains(swift))
        #expect(Self.lines(try Self.typeScript([field])).contains(typeScript))
    }

    // MARK: The file

    @Test(arguments: ProjectFiles.specNames)
    func theSameSpecGivesByteIdenticalFilesEveryTime(form: String) throws {
        let spec = try ProjectFiles.spec(form)
        #expect(SwiftTypesExport(specs: [spec]).sourceText() == SwiftTypesExport(specs: [try ProjectFiles.spec(form)]).sourceText())
        #expect(TypeScriptTypesExport(specs: [spec]).sourceText() == TypeScriptTypesExport(specs: [try ProjectFiles.spec(form)]).sourceText())
    }

    @Test func membersFollowTheSpecsOrderAndTheFileSaysItIsGenerated() throws {
        let spec = try Self.spec([#"{"name": "zeta", "type": "text"}"#, #"{"name": "alpha", "type": "text"}"#])
        let swift = SwiftTypesExport(specs: [spec], sources: ["Specs/test.json"], command: "form-check spec export --format swift Specs/test.json").sourceText()
        #expect(swift.hasPrefix("""
            // Generated by `form-check spec export --format swift Specs/test.json` from Specs/test.json.
            // Do not edit: change the spec and generate this file again.

            """))
        #expect(swift.range(of: "var zeta")!.lowerBound < swift.range(of: "var alpha")!.lowerBound)
        let typeScript = TypeScriptTypesExport(specs: [spec]).sourceText()
        #expect(typeScript.hasPrefix("// Generated by `form-check spec export --format typescript` from the spec 'test'.\n"))
        #expect(typeScript.range(of: "zeta?:")!.lowerBound < typeScript.range(of: "alpha?:")!.lowerBound)
    }

    @Test func textInNamesIsEscapedInLiteralsAndComments() throws {
        let swift = try Self.swift([#"{"name": "a\"b\\c*/", "type": "choice", "options": ["x\ny"]}"#])
        #expect(swift.contains(#"case aBC = "a\"b\\c*/""#))
        #expect(swift.contains(#"case xY = "x\ny""#))
        #expect(swift.contains("/// `a\"b\\c* /` (choice): optional."))
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }

    /// How many times `part` occurs.
    func components(of part: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.range(of: part) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
