/// Writes ``TypeModel``s as TypeScript declarations for ``TypeScriptTypesExport``.
struct TypeScriptTypeWriter {
    private(set) var text = ""
    /// Names declared in the file so far.
    private var declared: Set<String> = []

    private mutating func line(_ text: String) { self.text += text + "\n" }

    /// Each declaration in order. A union names its variants' interfaces, which may be declared
    /// after it (login-channel before login): its line is written once every name is taken,
    /// each name still taken in declaration order.
    mutating func declarations(_ declarations: [TypeModel.Declaration]) {
        let before = text
        var parts: [String] = []
        var names: [String] = []
        for declaration in declarations {
            text = ""
            switch declaration {
            case .form(let model): names.append(form(model))
            case .union(let union): names.append(TypeNames.unique(TypeNames.upperCamel(union.spec.name, fallback: "Form"), in: &declared))
            }
            parts.append(text)
        }
        for (index, declaration) in declarations.enumerated() {
            guard case .union(let union) = declaration else { continue }
            text = ""
            self.union(union, named: names[index], variantTypes: union.variants.map { names[$0.declaration] })
            parts[index] = text
        }
        text = before + parts.joined()
    }

    /// The form's interface, its nested types and its field names; returns the interface's name.
    private mutating func form(_ model: TypeModel) -> String {
        let name = TypeNames.unique(TypeNames.upperCamel(model.spec.name, fallback: "Form"), in: &declared)
        let constant = TypeNames.unique(name + "Fields", in: &declared)
        line("")
        line("/** A submission of the form `\(TypeNames.commentText(model.spec.name))`. */")
        interface(model.root, named: name)
        fields(model.fieldNames, named: constant)
        return name
    }

    /// A union of the variants' interfaces (`variantTypes`), told apart by the discriminator,
    /// whose member is each interface's literal tag. No `<Form>Fields` constant: a session
    /// checks one variant's form, and each variant has its own.
    private mutating func union(_ union: TypeModel.Union, named name: String, variantTypes: [String]) {
        line("")
        line("/** A submission of the form `\(TypeNames.commentText(union.spec.name))`: one of its variants, told apart by `\(TypeNames.commentText(union.discriminator))`. */")
        line("export type \(name) = \(variantTypes.isEmpty ? "never" : variantTypes.joined(separator: " | "));")
    }

    /// An interface of the object's members, then the types it names.
    private mutating func interface(_ object: TypeModel.Object, named name: String) {
        var pending: [(name: String, kind: TypeModel.Kind)] = []
        line("export interface \(name) {")
        for member in object.members {
            let (type, nested) = typeScriptType(member.kind, name: name + TypeNames.upperCamel(member.name, fallback: "Value"))
            if let nested { pending.append(nested) }
            if let field = member.field {
                line("  /** `\(TypeNames.commentText(field.name))` (\(field.type.rawValue)). */")
            }
            line("  \(Self.propertyName(member.name))\(member.isOptional ? "?" : ""): \(type)\(member.isNullable ? " | null" : "");")
        }
        if object.isOpen { line("  [member: string]: unknown;") }
        line("}")
        for declaration in pending {
            line("")
            switch declaration.kind {
            case .choice(let options, _):
                line("export type \(declaration.name) = \(options.isEmpty ? "never" : options.map { TypeNames.quoted($0, swift: false) }.joined(separator: " | "));")
            case .object(let inner):
                interface(inner, named: declaration.name)
            default:
                break
            }
        }
    }

    private mutating func typeScriptType(_ kind: TypeModel.Kind, name: String) -> (String, (name: String, kind: TypeModel.Kind)?) {
        switch kind {
        case .string: return ("string", nil)
        case .constant(let text): return (TypeNames.quoted(text, swift: false), nil)
        case .integer, .number: return ("number", nil)
        case .boolean: return ("boolean", nil)
        case .stringOrNumber: return ("string | number", nil)
        case .choice, .object:
            let unique = TypeNames.unique(name, in: &declared)
            return (unique, (unique, kind))
        case .list(let item):
            let (type, nested) = typeScriptType(item, name: name + "Item")
            return (type.contains(" ") ? "(\(type))[]" : type + "[]", nested)
        }
    }

    /// The member's name as written in an interface: itself when it is an identifier, quoted otherwise.
    static func propertyName(_ name: String) -> String {
        let bytes = Array(name.utf8)
        let isIdentifier = bytes.first.map { !ASCII.isDigit($0) } ?? false
            && bytes.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$") }
        return isIdentifier ? name : TypeNames.quoted(name, swift: false)
    }

    /// `export const <Form>Fields = {...} as const`.
    private mutating func fields(_ names: [TypeModel.FieldName], named constant: String) {
        line("")
        line("/** The form's field names as a session and the reports take them. */")
        line("export const \(constant) = {")
        var taken: Set<String> = []
        for name in names {
            switch name {
            case .field(let field):
                let key = TypeNames.unique(TypeNames.lowerCamel(field, fallback: "field"), in: &taken)
                line("  \(key): \(TypeNames.quoted(field, swift: false)),")
            case .item(let list):
                let key = TypeNames.unique(TypeNames.lowerCamel(list + " item", fallback: "item"), in: &taken)
                line("  \(key): (position: number): string => \(TypeNames.quoted(list + "[", swift: false)) + position + \"]\",")
            case .itemField(let list, let field):
                let key = TypeNames.unique(TypeNames.lowerCamel(list + " " + field, fallback: "item"), in: &taken)
                line("  \(key): (position: number): string => \(TypeNames.quoted(list + "[", swift: false)) + position + \(TypeNames.quoted("]." + field, swift: false)),")
            }
        }
        line("} as const;")
    }
}
