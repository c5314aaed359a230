/// A field ready to evaluate: names resolved to indexes, its checks built once.
struct CompiledField: Sendable {
    var spec: FieldSpec
    var index: Int
    var components: [String]
    var pointer: String
    var labelKey: String
    var check: TypeCheck
    var length: LengthRule?
    var requiredIf: CompiledCondition?
    var visibleIf: CompiledCondition?
    var enabledIf: CompiledCondition?
    var equals: Int?
    var derived: CompiledDerivation?

    /// The message key for a rule of this field: the spec's override, or `rule.<code>`.
    func messageKey(for code: String) -> String {
        spec.messages[code] ?? "rule." + code
    }
}

/// The type-specific check of a field.
enum TypeCheck: Sendable {
    case text
    case digits
    case email
    case phone
    case choice(ChoiceRule)
    case region(RegionRule)
    case postalCode(PostalCodeRule)
    case number(NumberRule)
    case boolean
    case date(DateRule)
    case dateTime(DateTimeRule)
    case height(HeightRule)
}

/// A condition with field names resolved to indexes.
indirect enum CompiledCondition: Sendable {
    case present(Int)
    case equals(Int, FormValue)
    case oneOf(Int, [FormValue])
    case not(CompiledCondition)
    case all([CompiledCondition])
    case any([CompiledCondition])
}

enum CompiledDerivation: Sendable {
    case join([Int], String)
    case firstNonEmpty([Int])
}

struct CompiledGroup: Sendable {
    var spec: GroupSpec
    var fields: [Int]
}
