/// Writes ``TypeModel``s as Swift declarations for ``SwiftTypesExport``.
struct SwiftTypeWriter {
    static let stringOrNumberName = "FormRulesStringOrNumber"

    /// Names a nested type must not take: the standard library's types the declarations use
    /// (a nested `String` would hide Swift's), and the names the writer gives itself.
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Double", "Bool", "Array", "Optional", "Codable", "Sendable", "Equatable", "CaseIterable",
        "CodingKey", "Decoder", "Encoder", "Any", "Self", "Type", "Protocol", "Field", "CodingKeys", stringOrNumberName,
    ]

    /// Words that are identifiers only in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "Any", "_",
    ]

    /// Names a member, case or constant does not take even in backticks (they mean something
    /// else after a dot, or clash with what the declarations are given): a number is added.
    static let reservedMemberNames: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "allCases", "rawValue", "all",
    ]

    private(set) var text = ""
    private var indent = 0
    private(set) var usesStringOrNumber = false

    mutating func line(_ text: String) {
        self.text += (text.isEmpty ? "" : String(repeating: "    ", count: indent) + text) + "\n"
    }

    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    // MARK: Forms and objects

    mutating func form(_ model: TypeModel, named name: String) {
        line("/// A submission of the form `\(TypeNames.commentText(model.spec.name))`.")
        object(model.root, named: name, fieldNames: model.fieldNames)
    }

    /// A struct of the object's members, its nested types inside it.
    private mutating func object(_ object: TypeModel.Object, named name: String, fieldNames: [TypeModel.FieldName]? = nil) {
        var memberNames = Self.reservedMemberNames
        var typeNames = Self.reservedTypeNames.union([name])
        let names = object.members.map { member in
            TypeNames.unique(TypeNames.lowerCamel(member.name, fallback: "field"), in: &memberNames)
        }
        let properties = names.map(Self.identifier)
        var nested: [(name: String, kind: TypeModel.Kind)] = []
        var types: [String] = []
        for member in object.members {
            let (type, declared) = swiftType(member.kind, memberName: member.name, typeNames: &typeNames)
            if let declared { nested.append(declared) }
            types.append(member.isOptional ? type + "?" : type)
        }

        line("public struct \(name): Codable, Sendable, Equatable {")
        indent += 1
        for (index, member) in object.members.enumerated() {
            line("/// \(Self.describe(member))")
            line("public var \(properties[index]): \(types[index])")
        }
        // The memberwise initializer, public (Swift's own is internal).
        line("")
        let parameters = object.members.indices.map { index in
            properties[index] + ": " + types[index] + (object.members[index].isOptional ? " = nil" : "")
        }
        line("public init(\(parameters.joined(separator: ", "))) {")
        for property in properties { line("    self.\(property) = \(property)") }
        line("}")
        if zip(object.members, names).contains(where: { $0.name != $1 }) {
            line("")
            line("enum CodingKeys: String, CodingKey {")
            for (member, name) in zip(object.members, names) {
                line("    case \(Self.identifier(name))" + (member.name == name ? "" : " = " + TypeNames.quoted(member.name, swift: true)))
            }
            line("}")
        }
        for declaration in nested {
            line("")
            switch declaration.kind {
            case .choice(let options, let ignoresCase): choice(options, named: declaration.name, ignoresCase: ignoresCase)
            case .object(let inner): self.object(inner, named: declaration.name)
            default: break
            }
        }
        if let fieldNames {
            line("")
            fieldEnum(fieldNames)
        }
        indent -= 1
        line("}")
    }

    /// The Swift type of a kind, and the nested type to declare for it (a choice's enum, an
    /// object's struct), named after the member.
    private mutating func swiftType(
        _ kind: TypeModel.Kind, memberName: String, typeNames: inout Set<String>, suffix: String = ""
    ) -> (String, (name: String, kind: TypeModel.Kind)?) {
        switch kind {
        // Swift has no literal types; a union's enum is what ties a tag to its variant.
        case .string, .constant: return ("String", nil)
        case .integer: return ("Int", nil)
        case .number: return ("Double", nil)
        case .boolean: return ("Bool", nil)
        case .stringOrNumber:
            usesStringOrNumber = true
            return (Self.stringOrNumberName, nil)
        case .choice, .object:
            let name = TypeNames.unique(TypeNames.upperCamel(memberName, fallback: "Value") + suffix, in: &typeNames)
            return (name, (name, kind))
        case .list(let item):
            let (type, declared) = swiftType(item, memberName: memberName, typeNames: &typeNames, suffix: "Item")
            return ("[\(type)]", declared)
        }
    }

    private static func describe(_ member: TypeModel.Member) -> String {
        guard let field = member.field else {
            return "`\(TypeNames.commentText(member.name)).…`: an object of fields" + (member.isOptional ? "." : "; required.")
        }
        let need: String
        if !member.isOptional {
            need = "required"
        } else if field.required || field.requiredIf != nil {
            need = "required under conditions"
        } else {
            need = "optional"
        }
        return "`\(TypeNames.commentText(field.name))` (\(field.type.rawValue)): \(need)."
    }

    /// A `String` enum of the options; one that ignores letter case decodes `Male` as `.male`
    /// (and encodes the option as the spec spells it, as the engine stores it).
    private mutating func choice(_ options: [String], named name: String, ignoresCase: Bool) {
        line("public enum \(name): String, Codable, Sendable, CaseIterable {")
        var caseNames = Self.reservedMemberNames
        for option in options {
            let caseName = TypeNames.unique(TypeNames.lowerCamel(option, fallback: "option"), in: &caseNames)
            line("    case \(Self.identifier(caseName))" + (caseName == option ? "" : " = " + TypeNames.quoted(option, swift: true)))
        }
        if ignoresCase {
            for text in Self.caseIgnoringDecoder { line(text.isEmpty ? "" : "    " + text) }
        }
        line("}")
    }

    static let caseIgnoringDecoder = [
        "",
        "/// Letter case (A to Z) is ignored, as the engine ignores it: `\"Male\"` decodes as `.male`.",
        "public init(from decoder: any Decoder) throws {",
        "    let container = try decoder.singleValueContainer()",
        "    let text = try container.decode(String.self)",
        "    func folded(_ text: String) -> String {",
        "        String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)",
        "    }",
        "    guard let value = Self(rawValue: text) ?? Self.allCases.first(where: { folded($0.rawValue) == folded(text) }) else {",
        "        throw DecodingError.dataCorruptedError(in: container, debugDescription: \"Not an option of \\(Self.self): \\(text)\")",
        "    }",
        "    self = value",
        "}",
    ]

    // MARK: Specs of variants

    /// Names a union's case does not take: the members the enum declares itself.
    static let reservedCaseNames = reservedMemberNames.union(["tag", "tags"])

    /// An enum with a case per variant, holding the variant's struct (`variantTypes`, in the
    /// variants' order). Decoding reads the discriminator first and lets the chosen struct
    /// decode the whole message, so each variant keeps its own members and unknown-field policy;
    /// encoding writes the struct, whose discriminator already holds the tag.
    mutating func union(_ union: TypeModel.Union, named name: String, variantTypes: [String]) {
        let discriminator = TypeNames.commentText(union.discriminator)
        line("/// A submission of the form `\(TypeNames.commentText(union.spec.name))`: one of its variants, chosen by")
        line("/// the value of `\(discriminator)` (the tag); each case's struct is the whole message.")
        line("public enum \(name): Codable, Sendable, Equatable {")
        indent += 1
        var taken = Self.reservedCaseNames
        let cases = union.variants.map { variant in
            Self.identifier(TypeNames.unique(TypeNames.lowerCamel(variant.form, fallback: "variant"), in: &taken))
        }
        let tags = union.variants.map { TypeNames.quoted($0.tag, swift: true) }
        for index in cases.indices {
            line("/// `\(discriminator)` is `\(TypeNames.commentText(union.variants[index].tag))`: the form `\(TypeNames.commentText(union.variants[index].form))`.")
            line("case \(cases[index])(\(variantTypes[index]))")
        }
        line("")
        line("/// Every variant's tag, in the spec's order.")
        line("public static let tags: [String] = [\(tags.joined(separator: ", "))]")
        line("")
        line("/// The value of `\(discriminator)` that chooses this case.")
        line("public var tag: String {")
        line("    switch self {")
        for index in cases.indices { line("    case .\(cases[index]): return \(tags[index])") }
        line("    }")
        line("}")
        line("")
        line("public init(from decoder: any Decoder) throws {")
        line("    let container = try decoder.container(keyedBy: CodingKeys.self)")
        line("    let tag = try container.decode(String.self, forKey: .discriminator)")
        line("    switch tag {")
        for index in cases.indices { line("    case \(tags[index]): self = .\(cases[index])(try \(variantTypes[index])(from: decoder))") }
        line("    default:")
        line("        throw DecodingError.dataCorruptedError(")
        line("            forKey: .discriminator, in: container, debugDescription: \"Not a tag of \\(Self.self): \\(tag)\")")
        line("    }")
        line("}")
        line("")
        line("public func encode(to encoder: any Encoder) throws {")
        line("    switch self {")
        for index in cases.indices { line("    case .\(cases[index])(let value): try value.encode(to: encoder)") }
        line("    }")
        line("}")
        line("")
        line("private enum CodingKeys: String, CodingKey {")
        line("    case discriminator = \(TypeNames.quoted(union.discriminator, swift: true))")
        line("}")
        indent -= 1
        line("}")
    }

    // MARK: Field names

    /// `enum Field`: each name as a constant, a list item's as a function of its position.
    private mutating func fieldEnum(_ names: [TypeModel.FieldName]) {
        line("/// The form's field names as `FormSession.set(_:to:)` and the reports take them.")
        line("public enum Field {")
        var taken = Self.reservedMemberNames
        var constants: [String] = []
        for name in names {
            switch name {
            case .field(let field):
                let constant = Self.identifier(TypeNames.unique(TypeNames.lowerCamel(field, fallback: "field"), in: &taken))
                constants.append(constant)
                line("    public static let \(constant) = \(TypeNames.quoted(field, swift: true))")
            case .item(let list):
                let function = Self.identifier(TypeNames.unique(TypeNames.lowerCamel(list + " item", fallback: "item"), in: &taken))
                line("    /// `\(TypeNames.commentText(list))[position]`, from 0.")
                line("    public static func \(function)(_ position: Int) -> String { \(TypeNames.quoted(list + "[", swift: true)) + String(position) + \"]\" }")
            case .itemField(let list, let field):
                let function = Self.identifier(TypeNames.unique(TypeNames.lowerCamel(list + " " + field, fallback: "item"), in: &taken))
                line("    /// `\(TypeNames.commentText(list))[position].\(TypeNames.commentText(field))`, from 0.")
                line("    public static func \(function)(_ position: Int) -> String { \(TypeNames.quoted(list + "[", swift: true)) + String(position) + \(TypeNames.quoted("]." + field, swift: true)) }")
            }
        }
        line("    /// Every field's name, in spec order.")
        line("    public static let all: [String] = [\(constants.joined(separator: ", "))]")
        line("}")
    }
}
