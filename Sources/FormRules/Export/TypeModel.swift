/// The shape of a spec's submissions as types: what ``SwiftTypesExport`` and
/// ``TypeScriptTypesExport`` write. Built from a ``FormSpec`` the way ``SchemaBuilder`` walks it
/// (fields in spec order, dotted names as nested objects, the same requirement of each field),
/// so a member the JSON Schema export requires is exactly one the types make non-optional.
struct TypeModel: Sendable {
    /// One JSON object: the form, an object of dotted fields (`address`), or a list's item.
    struct Object: Sendable {
        var members: [Member] = []
        /// Members no field declares are accepted (`unknownFields` `ignore` or `keep`).
        var isOpen: Bool
    }

    /// One member of an object.
    struct Member: Sendable {
        /// The member's name in the JSON (`facebook-token`, `address`).
        var name: String
        var kind: Kind
        /// The member may be absent: it is not required whatever the other fields hold
        /// (optional, conditionally required, hidden or disabled, filled by a default).
        var isOptional: Bool
        /// `null` is accepted (as no value): a field whose spec lets it be null and that is not
        /// always required.
        var isNullable: Bool
        /// The field; nil for an object that only holds dotted fields.
        var field: FieldSpec?
    }

    /// The JSON type of a member's value, from its field type's description (``FieldTypeDescription/expects``).
    indirect enum Kind: Sendable {
        case string
        /// Text that must be the field's `const` (a variant's tag, `LOGIN_CUSTOMER`): a string
        /// literal type in TypeScript, which is what tells a union's variants apart there.
        case constant(String)
        /// A whole number (`integer`).
        case integer
        case number
        case boolean
        /// Text or a number (an `identifier`, a `height`): both are accepted as they come.
        case stringOrNumber
        /// One of the options of a `choice` with fixed `options`, as the spec spells them;
        /// `ignoresCase` when the engine also takes them in other letter cases (A to Z).
        case choice([String], ignoresCase: Bool)
        case object(Object)
        case list(Kind)
    }

    /// A name `FormSession.set(_:to:)` takes: a field of the form, or a field inside a list's item.
    enum FieldName: Sendable, Equatable {
        /// A field's dotted name (`address.countryCode`).
        case field(String)
        /// A list of values' item: `emails[position]`.
        case item(list: String)
        /// A field of a list's item: `jumpers[position].name`.
        case itemField(list: String, field: String)
    }

    let spec: FormSpec
    /// The submission: the form's fields in spec order, dotted names as nested objects.
    let root: Object
    /// Every name a session sets, in spec order.
    let fieldNames: [FieldName]

    init(spec: FormSpec) {
        self.spec = spec
        root = Self.object(of: spec.fields, open: spec.unknownFields != .reject, coerce: spec.coerce)
        var names: [FieldName] = []
        for field in spec.fields {
            names.append(.field(field.name))
            switch field.items {
            case .value?: names.append(.item(list: field.name))
            case .fields(let items, _)?: names += items.map { .itemField(list: field.name, field: $0.name) }
            case nil: break
            }
        }
        fieldNames = names
    }

    /// The object of `fields` (a form's, or a list item's), members in first-use order.
    static func object(of fields: [FieldSpec], open: Bool, coerce: Bool) -> Object {
        let byName = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var object = Object(isOpen: open)
        for field in fields {
            let required = SchemaBuilder.requirement(of: field) { byName[$0] } == .all([])
            let member = Member(
                name: "", kind: kind(of: field, open: open, coerce: coerce), isOptional: !required,
                isNullable: field.nullable && !required, field: field)
            object.insert(field.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init), member)
        }
        return object
    }

    /// The type of a field's values, from the JSON type its field type is sent as.
    static func kind(of field: FieldSpec, open: Bool, coerce: Bool) -> Kind {
        switch field.type.described.expects {
        case .string:
            if field.type == .text, case .string(let text)? = field.const { return .constant(text) }
            if field.type == .choice, let options = field.options {
                let hasLetters = options.contains { $0.utf8.contains(where: ASCII.isLetter) }
                return .choice(options, ignoresCase: !field.caseSensitive && hasLetters)
            }
            // Options given at run time may be a server's integer ids, which a choice that
            // coerces takes as sent (`11` is the option "11"): the app sends either.
            if field.type == .choice, field.optionsFrom != nil, field.coerce ?? coerce { return .stringOrNumber }
            return .string
        case .number: return field.type == .integer ? .integer : .number
        case .boolean: return .boolean
        case .numberOrString: return .stringOrNumber
        case .array:
            switch field.items {
            case .value(let item)?: return .list(kind(of: item, open: open, coerce: coerce))
            case .fields(let items, _)?: return .list(.object(object(of: items, open: open, coerce: coerce)))
            case nil: return .list(.string)
            }
        }
    }
}

extension TypeModel.Object {
    /// Adds the member at `path` (`["address", "city"]`); a required member makes its
    /// containers required, as in the JSON Schema.
    mutating func insert(_ path: [String], _ member: TypeModel.Member) {
        guard let name = path.first else { return }
        if path.count == 1 {
            var member = member
            member.name = name
            members.append(member)
            return
        }
        let index = members.firstIndex { $0.name == name && $0.field == nil } ?? {
            members.append(TypeModel.Member(
                name: name, kind: .object(TypeModel.Object(isOpen: isOpen)), isOptional: true, isNullable: false, field: nil))
            return members.count - 1
        }()
        guard case .object(var inner) = members[index].kind else { return }
        inner.insert(Array(path.dropFirst()), member)
        members[index].kind = .object(inner)
        if !member.isOptional { members[index].isOptional = false }
    }
}

extension TypeModel {
    /// What a types export declares for a spec: a form's struct or interface, or one type for a
    /// spec of variants.
    enum Declaration: Sendable {
        case form(TypeModel)
        case union(Union)

        var spec: FormSpec {
            switch self {
            case .form(let model): model.spec
            case .union(let union): union.spec
            }
        }
    }

    /// A spec of variants (``FormSpec/Union``) as one type over its variants' forms.
    struct Union: Sendable {
        /// One variant: its tag, its form's name and the declaration of its form.
        struct Variant: Sendable {
            var tag: String
            var form: String
            /// The index of the variant's ``Declaration/form(_:)`` among the declarations.
            var declaration: Int
        }

        let spec: FormSpec
        /// The member whose value (the tag) chooses the variant (`type`).
        let discriminator: String
        /// In the spec's order.
        let variants: [Variant]
    }

    /// The declarations for `specs`: each spec in the order given, and after a spec of variants
    /// those of its variants that nothing else declares. A variant equal to a spec given on its
    /// own (login.json beside login-channel.json), or to a variant of an earlier union, is that
    /// declaration: one `Login`, not a numbered copy (`Login2`) for the union. A spec given twice
    /// is still declared twice, the second with a number, as any two forms of one name are.
    static func declarations(of specs: [FormSpec]) -> [Declaration] {
        let givenForms = Set(specs.filter { $0.union == nil })
        var declarations: [Declaration] = []
        var declarationOfForm: [FormSpec: Int] = [:]
        var unions: [(index: Int, spec: FormSpec, union: FormSpec.Union)] = []
        for spec in specs {
            guard let union = spec.union else {
                if declarationOfForm[spec] == nil { declarationOfForm[spec] = declarations.count }
                declarations.append(.form(TypeModel(spec: spec)))
                continue
            }
            unions.append((declarations.count, spec, union))
            declarations.append(.union(Union(spec: spec, discriminator: union.discriminator, variants: [])))
            for variant in union.variants where !givenForms.contains(variant.spec) && declarationOfForm[variant.spec] == nil {
                declarationOfForm[variant.spec] = declarations.count
                declarations.append(.form(TypeModel(spec: variant.spec)))
            }
        }
        // Only now is every variant's declaration known: a form given after its union is declared there.
        for (index, spec, union) in unions {
            let variants = union.variants.compactMap { variant in
                declarationOfForm[variant.spec].map { Union.Variant(tag: variant.tag, form: variant.spec.name, declaration: $0) }
            }
            declarations[index] = .union(Union(spec: spec, discriminator: union.discriminator, variants: variants))
        }
        return declarations
    }
}
