/// One field's checks for the byte-level path, as plain values: the evaluation reads these for
/// every field of every submission, where reading the ``CompiledField`` would copy rules that
/// hold arrays and strings (and pay their reference counting).
struct ByteLevelStep: Sendable {
    enum Check: Sendable {
        case text, boolean, digits, email, phone
        /// Index in ``ByteLevelPlan/choices``.
        case choice(Int)
        /// The country field; the catalog's index in ``ByteLevelPlan/catalogs``.
        case region(countryField: Int, catalog: Int)
        case postalCode(countryField: Int, regionField: Int?, checker: PostalCode)
        case number(NumberRule)
        case date(DateRule)
    }

    var check: Check
    var expects: CompiledField.ExpectedJSON
    var trims: Bool
    var nullable: Bool
    var length: LengthRule?
    /// Whether `visibleIf` or `enabledIf` applies (read from the field when so).
    var isConditional: Bool
    var hasCrossFieldRules: Bool
    var required: Bool
    var equals: Int?
    var hasConst: Bool

    /// The step of a field, or nil when its type has no byte-level check (`dateTime`, `height`).
    init?(_ field: CompiledField, choices: inout [ChoiceRule], catalogs: inout [RegionCatalog]) {
        switch field.check {
        case .text: check = .text
        case .boolean: check = .boolean
        case .digits: check = .digits
        case .email: check = .email
        case .phone: check = .phone
        case .choice(let rule):
            choices.append(rule)
            check = .choice(choices.count - 1)
        case .region(let rule):
            catalogs.append(rule.catalog)
            check = .region(countryField: rule.countryField, catalog: catalogs.count - 1)
        case .postalCode(let rule):
            // The region matters only when the code is checked against it.
            check = .postalCode(
                countryField: rule.countryField, regionField: rule.checker.checksRegion ? rule.regionField : nil, checker: rule.checker)
        case .number(let rule): check = .number(rule)
        case .date(let rule): check = .date(rule)
        case .dateTime, .height: return nil
        }
        expects = field.expects
        trims = field.trims
        nullable = field.nullable
        length = field.length
        isConditional = field.visibleIf != nil || field.enabledIf != nil
        hasCrossFieldRules = field.hasCrossFieldRules
        required = field.required
        equals = field.equals
        hasConst = field.const != nil
    }
}
