/// A field ready to evaluate: names resolved to indexes, its checks built once.
///
/// A class of constants: the validator reads fields constantly, and reading a class's `let`
/// is a load where copying a struct this size is a copy and a dozen retains.
final class CompiledField: Sendable {
    let spec: FieldSpec
    let index: Int
    /// The spec's dotted name, `required` and `const`, kept apart: reading them through `spec`
    /// copies the whole spec.
    let name: String
    let required: Bool
    let const: FormValue?
    let components: [String]
    let pointer: String
    let labelKey: String
    /// The message keys by rule code: the spec's `messages`, over its type's own wordings
    /// (``FieldTypeDescription/messageKeys``).
    let messages: [String: String]
    /// The field's rules as the evaluation runs them (also in ``FormProgram/steps``).
    let step: FieldStep
    let requiredIf: CompiledCondition?
    let visibleIf: CompiledCondition?
    let enabledIf: CompiledCondition?
    let equals: Int?
    let derived: CompiledDerivation?
    /// Left out of normalized output and field states (``FieldSpec/secret``).
    let secret: Bool
    let hasDefault: Bool
    /// For a `list`: the form's fields its items' rules read.
    let listInputs: [Int]
    /// The rules of the project the field's `rules` name, made from their parameters, in spec
    /// order (run by the tree source only: ``FieldStep/hasCustomRules``).
    let customRules: [CustomCheck]

    init(
        spec: FieldSpec, index: Int, step: FieldStep, requiredIf: CompiledCondition?, visibleIf: CompiledCondition?,
        enabledIf: CompiledCondition?, equals: Int?, derived: CompiledDerivation?, listInputs: [Int] = [],
        customRules: [CustomCheck] = []
    ) {
        self.listInputs = listInputs
        self.spec = spec
        self.index = index
        name = spec.name
        required = spec.required
        const = spec.const
        components = FieldPath.components(of: spec.name)
        pointer = FieldPath.pointer(for: spec.name)
        labelKey = spec.labelKey
        // A loop, not `merging(_:uniquingKeysWith:)`, which needs a dynamic cast that Embedded
        // Swift (the WebAssembly build) cannot do: the spec's key wins over the type's wording.
        var messages = spec.type.described.messageKeys
        for (code, key) in spec.messages { messages[code] = key }
        self.messages = messages
        self.requiredIf = requiredIf
        self.visibleIf = visibleIf
        self.enabledIf = enabledIf
        self.equals = equals
        self.derived = derived
        secret = spec.secret
        hasDefault = spec.defaultValue != nil
        self.customRules = customRules
        var step = step
        step.hasCustomRules = !customRules.isEmpty
        step.expects = spec.type.described.expects
        step.trims = spec.trim
        step.refusesControls = (spec.type == .text || spec.type == .password) && !spec.controlCharacters
        step.nullable = spec.nullable
        step.isConditional = visibleIf != nil || enabledIf != nil
        step.required = spec.required
        step.hasConst = spec.const != nil
        step.hasCrossFieldRules = spec.required || requiredIf != nil || spec.const != nil || equals != nil
        step.fillsValue = derived != nil || spec.defaultValue != nil
        step.equals = equals ?? -1
        if spec.minLength != nil || spec.maxLength != nil { step.length = LengthRule(minimum: spec.minLength, maximum: spec.maxLength) }
        self.step = step
    }

    /// The JSON type the field expects.
    var expects: FieldStep.ExpectedJSON { step.expects }

    /// The message key for a rule of this field: the spec's override, or `rule.<code>`; a check
    /// box's `const` has its own words, `rule.const.checked` or `rule.const.unchecked`.
    func messageKey(for code: RuleCode) -> String {
        if !messages.isEmpty, let key = messages[code.rawValue] { return key }
        if case .bool(let ticked)? = const, code == .const { return "rule." + FormSpec.constMessageCode(ticked) }
        return code.messageKey
    }

    /// The message key of `failure`: the spec's override of its rule, else the failure's own
    /// wording (``RuleFailure/messageKey``), else the rule's key.
    func messageKey(for failure: RuleFailure) -> String {
        if let key = failure.messageKey, spec.messages[failure.code.rawValue] == nil { return key }
        return messageKey(for: failure.code)
    }

    /// The problem of a rule failing on this field.
    func issue(_ failure: RuleFailure) -> ValidationIssue {
        // One allocation for the arguments: the label, then the failure's own.
        let arguments = [MessageArgument](unsafeUninitializedCapacity: 1 + failure.arguments.count) { buffer, count in
            buffer.initializeElement(at: 0, to: .key(labelKey))
            count = 1
            for argument in failure.arguments {
                buffer.initializeElement(at: count, to: argument)
                count += 1
            }
        }
        return ValidationIssue(path: name, pointer: pointer, rule: failure.code, messageKey: messageKey(for: failure), arguments: arguments)
    }

    /// The failure of a value of the wrong JSON type, `sent` as this kind: a JSON number for a
    /// field of digits (a phone number, a postal code) says to send text, because a number has
    /// no leading zeros (`0412345678` as a number is 412345678; the Darwin postcode 0800, 800).
    /// Such a number is refused, not turned into text: the zeros it lost cannot be put back.
    func typeFailure(sent kind: ValueKind) -> RuleFailure {
        if kind == .number, keepsDigitsAsText { return RuleFailure(.type, [.key("type.textNotNumber")]) }
        return typeFailure
    }

    /// Whether the field's values are digits kept as text. A switch, not a `Set<FieldType>`: the
    /// first use of a set of a new element type costs a one-message run a scan of every
    /// protocol conformance in the binary (about 57,000 instructions).
    private var keepsDigitsAsText: Bool {
        switch spec.type {
        case .digits, .phone, .postalCode: true
        default: false
        }
    }

    /// The failure of a value of the wrong JSON type.
    var typeFailure: RuleFailure {
        switch expects {
        case .string: RuleFailure(.type, [.key("type.text")])
        case .number: RuleFailure(.type, [.key(spec.type == .integer ? "type.integer" : "type.number")])
        case .boolean: RuleFailure(.type, [.key("type.boolean")])
        case .numberOrString: RuleFailure(.type, [.key(spec.type == .identifier ? "type.identifier" : "type.height")])
        case .array: RuleFailure(.type, [.key("type.list")])
        }
    }
}

extension CompiledField {
    /// The fields whose values this field's availability and check read: those in its
    /// `visibleIf` and `enabledIf`, its region's country, its postal code's country and region.
    var availabilityInputs: [Int] {
        var inputs = (visibleIf?.fieldIndexes ?? []) + (enabledIf?.fieldIndexes ?? [])
        if step.countryField >= 0 { inputs.append(step.countryField) }
        if step.regionField >= 0 { inputs.append(step.regionField) }
        return inputs + listInputs
    }
}

extension CompiledField {
    /// Every field whose value this field's rules read: its availability inputs, its
    /// `requiredIf`, the field it must equal, and the sources of its derived value.
    var inputs: [Int] {
        var inputs = availabilityInputs + (requiredIf?.fieldIndexes ?? [])
        if let equals { inputs.append(equals) }
        switch derived {
        case .join(let sources, _)?, .firstNonEmpty(let sources)?: inputs += sources
        case nil: break
        }
        return inputs
    }
}

/// A condition with field names resolved to indexes.
indirect enum CompiledCondition: Sendable {
    case present(Int)
    case equals(Int, FormValue)
    case oneOf(Int, [FormValue])
    /// A comparison of the field's number or date (``ConditionComparison``).
    case compares(Int, CompiledComparison)
    case not(CompiledCondition)
    case all([CompiledCondition])
    case any([CompiledCondition])

    /// The fields the condition reads.
    var fieldIndexes: [Int] {
        switch self {
        case .present(let index), .equals(let index, _), .oneOf(let index, _): [index]
        case .compares(let index, let comparison):
            if case .field(let other) = comparison.operand { [index, other] } else { [index] }
        case .not(let inner): inner.fieldIndexes
        case .all(let items), .any(let items): items.flatMap { $0.fieldIndexes }
        }
    }
}

enum CompiledDerivation: Sendable {
    case join([Int], String)
    case firstNonEmpty([Int])
}

struct CompiledGroup: Sendable {
    var spec: GroupSpec
    var fields: [Int]

    /// The group's problem when `count` of its fields are on, if that breaks its rule.
    func issue(count: Int, of all: [CompiledField]) -> ValidationIssue? {
        let failed: Bool
        switch spec.kind {
        case .exactlyOne: failed = count != 1
        case .atLeastOne: failed = count == 0
        case .allOrNone: failed = count != 0 && count != fields.count
        case .atMostOne: failed = count > 1
        }
        guard failed else { return nil }
        let first = all[fields[0]]
        return ValidationIssue(
            path: first.name, pointer: first.pointer, rule: RuleCode(rawValue: spec.kind.rawValue),
            messageKey: spec.messageKey(several: count > 1),
            arguments: [.list(fields.map { .key(all[$0].labelKey) })])
    }
}
