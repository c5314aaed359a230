/// A compiled form as the evaluation reads it: one ``FieldStep`` per field, the tables the
/// steps refer to, the fields, their evaluation order and the groups, made once per form and
/// shared by every validator of it.
///
/// The steps sit in memory of the program's own (immutable after `init`, freed in `deinit`,
/// hence `@unchecked Sendable`): the evaluation reads single members of a step through a
/// pointer, where reading an array element copies the whole step.
final class FormProgram: @unchecked Sendable {
    let steps: UnsafeMutableBufferPointer<FieldStep>
    let choices: [ChoiceRule]
    /// The region tables of region fields (ISO 3166-2 codes by country), by step table index.
    let regionTables: [RegionCatalog]
    let heights: [HeightRule]
    let runtimeChoices: [RuntimeChoiceRule]
    let lists: [ListRule]
    /// The `characters` and `pattern` of `patterned` steps.
    let patterns: [PatternRule]
    let urls: [URLRule]
    let fields: [CompiledField]
    let order: [Int]
    let groups: [CompiledGroup]
    /// The problems whose wording does not depend on the submitted value, made once.
    let issues: CommonIssues
    /// Per field: whether another rule reads its value (conditions, `equals`, `const`, the
    /// country and region of other fields). The byte source declines to normalize such a
    /// value: only the tree source carries normalized values.
    let isRead: [Bool]
    /// Whether every step can run on the byte source.
    let readsBytes: Bool
    /// The fields that name rules of the project (``CustomRule``), in field order.
    let customRuleFields: [Int]

    init(fields: [CompiledField], tables: RuleTables, order: [Int], groups: [CompiledGroup]) {
        steps = .allocate(capacity: fields.count)
        _ = steps.initialize(from: fields.map { $0.step })
        choices = tables.choices
        regionTables = tables.regionTables
        heights = tables.heights
        runtimeChoices = tables.runtimeChoices
        lists = tables.lists
        patterns = tables.patterns
        urls = tables.urls
        self.fields = fields
        self.order = order
        self.groups = groups
        var read = Array(repeating: false, count: fields.count)
        for field in fields {
            for index in field.availabilityInputs + (field.requiredIf?.fieldIndexes ?? []) { read[index] = true }
            if let other = field.equals {
                read[other] = true
                read[field.index] = true
            }
            if field.const != nil { read[field.index] = true }
        }
        isRead = read
        readsBytes = fields.allSatisfy { $0.step.readsBytes }
        customRuleFields = fields.filter { $0.step.hasCustomRules }.map { $0.index }
        issues = CommonIssues(fields: fields)
    }

    deinit {
        steps.deallocate()
    }

    /// The countries a country field offers (its options), for a region or postal code whose
    /// country an update leaves unknown.
    func offeredCountries(_ countryField: Int) -> [Country] {
        guard countryField >= 0 else { return [] }
        return choices[steps[countryField].table].options.compactMap { Country(code: $0) }
    }
}

/// The tables of rules that hold arrays, which steps refer to by index; filled by the compiler.
struct RuleTables {
    var choices: [ChoiceRule] = []
    var regionTables: [RegionCatalog] = []
    var heights: [HeightRule] = []
    var runtimeChoices: [RuntimeChoiceRule] = []
    var lists: [ListRule] = []
    var patterns: [PatternRule] = []
    var urls: [URLRule] = []
}
