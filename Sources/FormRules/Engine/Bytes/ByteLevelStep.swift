/// One field's checks for the byte-level path, as plain values: the evaluation reads these for
/// every field of every submission, where reading the ``CompiledField`` would copy rules that
/// hold arrays and strings (and pay their reference counting).
///
/// The check is a one-byte kind with its parameters in members of their own, so that choosing
/// the check copies nothing; rules that hold arrays (choices, region catalogs) are indexes into
/// the plan's tables.
struct ByteLevelStep: Sendable {
    enum Check: UInt8, Sendable {
        case text, boolean, digits, uuid, email, phone, choice, region, postalCode, number, date
    }

    var check: Check
    var expects: CompiledField.ExpectedJSON
    var trims: Bool
    var nullable: Bool
    /// Whether `visibleIf` or `enabledIf` applies (read from the field when so).
    var isConditional: Bool
    var hasCrossFieldRules: Bool
    var required: Bool
    var hasConst: Bool
    /// A `choice`'s index in ``ByteLevelPlan/choices``; a `region`'s catalog in
    /// ``ByteLevelPlan/catalogs``.
    var table = 0
    /// The country field of a `region` or `postalCode`; the region field of a `postalCode`
    /// checked against its region (else -1).
    var countryField = -1
    var regionField = -1
    /// The field this one must equal, or -1.
    var equals: Int
    var length: LengthRule?
    var number = NumberRule(integer: false)
    var date = DateRule()
    var postalCode = PostalCode()

    /// The step of a field, or nil when its type has no byte-level check (`dateTime`, `height`,
    /// `identifier`, a choice with run-time options).
    init?(_ field: CompiledField, choices: inout [ChoiceRule], catalogs: inout [RegionCatalog]) {
        switch field.check {
        case .text: check = .text
        case .boolean: check = .boolean
        case .digits: check = .digits
        case .email: check = .email
        case .phone: check = .phone
        case .uuid: check = .uuid
        case .choice(let rule):
            check = .choice
            table = choices.count
            choices.append(rule)
        case .region(let rule):
            check = .region
            table = catalogs.count
            catalogs.append(rule.catalog)
            countryField = rule.countryField
        case .postalCode(let rule):
            check = .postalCode
            countryField = rule.countryField
            // The region matters only when the code is checked against it.
            if rule.checker.checksRegion, let region = rule.regionField { regionField = region }
            postalCode = rule.checker
        case .number(let rule):
            check = .number
            number = rule
        case .date(let rule):
            check = .date
            date = rule
        // Identifiers take a number or a string, which the scanner's values do not model;
        // run-time options are not known when the plan is made.
        case .dateTime, .height, .identifier, .runtimeChoice: return nil
        }
        expects = field.expects
        trims = field.trims
        nullable = field.nullable
        length = field.length
        isConditional = field.visibleIf != nil || field.enabledIf != nil
        hasCrossFieldRules = field.hasCrossFieldRules
        required = field.required
        equals = field.equals ?? -1
        hasConst = field.const != nil
    }
}
