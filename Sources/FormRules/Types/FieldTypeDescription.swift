/// What one ``FieldType`` is, written once: the spec keys it takes, the rule codes its values
/// can fail with, the message keys a field of it needs beside them, and the failures that quote
/// only the spec. The tables the rest of the package reads are derived from these
/// descriptions: ``RuleCode/codes(for:)``, ``FormSpec/messageKeys``, the decoder's keys that
/// only some types take, and the failures reported without building them (`CommonIssues`).
///
/// Each type's description sits in its own file of this folder (`EmailType.swift`), and
/// ``FieldType/described`` registers it with a switch that has no `default:`, so a new case
/// does not compile until it has one.
struct FieldTypeDescription: Sendable {
    /// The JSON type a value of this type is sent as.
    let expects: FieldStep.ExpectedJSON
    /// Spec keys that only some types take, and this one does (`trim`, `options`): the decoder
    /// refuses them on the other types.
    let keys: Set<String>
    /// The codes its values can fail with, in the order `codes(for:)` lists them.
    let rules: [TypeRule]
    /// Message keys a field of this type needs beside its rules' (option labels, country and
    /// region names, the words of a height), given the form and the name keys are made from.
    let extraKeys: @Sendable (_ field: FieldSpec, _ form: FormSpec, _ keyName: String) -> Set<String>
    /// Message keys of this type's own wording of a common rule, by rule code: a digits
    /// field's length counts digits (`rule.digits.maxLength`), not characters. A spec's
    /// `messages` still override them.
    let messageKeys: [String: String]

    init(
        expects: FieldStep.ExpectedJSON = .string, keys: Set<String> = [], rules: [TypeRule], messageKeys: [String: String] = [:],
        extraKeys: @escaping @Sendable (_ field: FieldSpec, _ form: FormSpec, _ keyName: String) -> Set<String> = { _, _, _ in [] }
    ) {
        self.expects = expects
        self.keys = keys
        self.rules = rules
        self.messageKeys = messageKeys
        self.extraKeys = extraKeys
    }

    /// The keys of text-like types: white space trimmed, lengths in characters.
    static let textKeys: Set<String> = ["trim", "minLength", "maxLength"]
    /// The key of the types that can read a value sent in a neighbouring JSON type
    /// (``FieldSpec/coerce``): text to a number or a Boolean, a number to the text of a
    /// `digits`, `phone`, `postalCode` or `choice` field. Which way is the step's
    /// ``FieldStep/ExpectedJSON``; ``Coercion`` reads the value.
    static let coerceKeys: Set<String> = ["coerce"]

    /// Whether a field of this type reads a value sent in a neighbouring JSON type when asked.
    var coerces: Bool { keys.contains("coerce") }

    /// The length rules of text-like types.
    static let lengthRules: [TypeRule] = [.minLength, .maxLength]
}

/// One rule code of a field type: when a field's spec can produce it, and which of its
/// failures quote only the spec.
struct TypeRule: Sendable {
    let code: RuleCode
    /// Whether a field with this spec, in this form, can fail with the code: its message key
    /// (`rule.<code>` or the spec's override) is then one the form needs.
    let applies: @Sendable (_ field: FieldSpec, _ form: FormSpec) -> Bool
    /// The code's failures that quote only the compiled spec (a length, a bound, a country the
    /// form offers), made once per form so that reporting one copies a finished issue; given
    /// the field and its form's fields. Empty when the failure quotes the submitted value or
    /// the reference date.
    let fixedFailures: @Sendable (CompiledField, [CompiledField]) -> [RuleFailure]

    init(
        _ code: RuleCode,
        when applies: @escaping @Sendable (_ field: FieldSpec, _ form: FormSpec) -> Bool = { _, _ in true },
        fixed fixedFailures: @escaping @Sendable (CompiledField, [CompiledField]) -> [RuleFailure] = { _, _ in [] }
    ) {
        self.code = code
        self.applies = applies
        self.fixedFailures = fixedFailures
    }

    /// A rule that always applies and always fails the same way (`digits`, `uuid`).
    init(always failure: RuleFailure) {
        self.init(failure.code, fixed: { _, _ in [failure] })
    }

    static let minLength = TypeRule(.minLength, when: { field, _ in field.minLength != nil }) { field, _ in
        field.step.length?.minimum.map { [.minLength($0)] } ?? []
    }
    static let maxLength = TypeRule(.maxLength, when: { field, _ in field.maxLength != nil }) { field, _ in
        field.step.length?.maximum.map { [.maxLength($0)] } ?? []
    }
    static let characters = TypeRule(.characters, when: { field, _ in field.characters != nil }) { field, _ in
        field.spec.characters == nil ? [] : [.characters]
    }
    static let pattern = TypeRule(.pattern, when: { field, _ in field.pattern != nil }) { field, _ in
        field.spec.pattern == nil ? [] : [.pattern]
    }
}

extension FieldType {
    /// This type's description: the one place a type's keys, codes and messages are written.
    var described: FieldTypeDescription {
        switch self {
        case .text, .password: .text
        case .digits: .digits
        case .email: .email
        case .phone: .phone
        case .uuid: .uuid
        case .identifier: .identifier
        case .choice: .choice
        case .country: .country
        case .region: .region
        case .postalCode: .postalCode
        case .number: .number
        case .integer: .integer
        case .boolean: .boolean
        case .date: .date
        case .dateTime: .dateTime
        case .height: .height
        case .list: .list
        case .url: .url
        }
    }

    /// The field keys that no type lists because every type takes them (`name`, `label`,
    /// `required`…): `SpecDecoder.fieldKeys` less every type's ``FieldTypeDescription/keys``,
    /// written out so that reading a spec never describes every type (`FieldTypeTests` checks it).
    static let keysOfEveryType: Set<String> = [
        "name", "type", "label", "description", "required", "requiredIf", "visibleIf", "enabledIf", "nullable",
        "equals", "const", "default", "derived", "messages", "secret", "rules", "remote",
    ]

    /// For each spec key that only some types take, the types that take it.
    static let typesTakingKey: [String: Set<FieldType>] = {
        var types: [String: Set<FieldType>] = [:]
        for type in allCases {
            for key in type.described.keys { types[key, default: []].insert(type) }
        }
        return types
    }()
}
