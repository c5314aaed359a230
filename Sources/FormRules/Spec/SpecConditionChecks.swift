/// Checks of conditions against the fields they read, which loading and lint run after a spec
/// is read (``FormSpec/lint(_:file:rules:)``):
///
/// - a value in `equals` or `in` that the field can never hold: of the wrong JSON type (`"2"`
///   for an integer field), not one of a choice's or country's options (with a did-you-mean),
///   a fraction for an integer field, a date that is not `yyyy-MM-dd`, `null`;
/// - a comparison on a field of the wrong kind (`atLeast` on a text field, `after` on a
///   number), or whose operand field is of the wrong kind;
/// - a `visibleIf`, `enabledIf` or `requiredIf` that can never hold, so the field is never
///   shown, never enabled or never required (`neverHolds`). Found: a part that can never hold
///   as above; an `all` whose parts contradict one another on one field (`present` and not
///   `present`; `equals` or `in` with no value in common; number or date bounds with nothing
///   between them, such as `atLeast 18` and `lessThan 10`); an `any` none of whose parts can
///   hold; a `not` of a part that always holds (a `not` of one that never holds).
///
/// A condition naming a field the spec does not have is the compiler's problem
/// (`unknownField`), and a field whose type could not be read is skipped: one mistake, one
/// problem.
struct SpecConditionChecks {
    let spec: FormSpec
    let problems: SpecProblems
    private let fields: [String: FieldSpec]

    init(spec: FormSpec, problems: SpecProblems) {
        self.spec = spec
        self.problems = problems
        var fields: [String: FieldSpec] = [:]
        for field in spec.fields where fields[field.name] == nil { fields[field.name] = field }
        self.fields = fields
    }

    func run() {
        for (position, field) in spec.fields.enumerated() {
            let keys: [(String, Condition?, String)] = [
                ("visibleIf", field.visibleIf, "is never shown"),
                ("enabledIf", field.enabledIf, "is never enabled"),
                ("requiredIf", field.requiredIf, "is never required by it"),
            ]
            for (key, condition, outcome) in keys {
                let short = key == "requiredIf" ? "is never required by its requiredIf" : outcome
                guard let condition else { continue }
                let pointer = "/fields/\(position)/\(key)"
                let neverHolds = never(condition)
                // A single test that never matches says so itself: one mistake, one problem.
                let single = neverHolds && condition.isSingleTest
                check(condition, at: pointer, consequence: single ? ": field '\(field.name)' \(short)" : "")
                if neverHolds, !single {
                    problems.record(SpecError(
                        code: .neverHolds, message: "the \(key) of field '\(field.name)' can never hold, so the field \(outcome)",
                        pointer: pointer))
                }
            }
        }
    }

    // MARK: Values a field can hold

    /// The field a condition reads, when its type could be read.
    private func field(_ name: String) -> FieldSpec? {
        problems.unreadFields.contains(name) ? nil : fields[name]
    }

    /// Notes every value and comparison in `condition` that can never match, adding
    /// `consequence` to the message (what that means for the field, for a single test).
    private func check(_ condition: Condition, at pointer: String, consequence: String = "") {
        switch condition {
        case .present, .absent:
            break
        case .equals(let name, let value):
            if let field = field(name), let problem = reason(value, never: field, key: "equals") {
                problems.record(SpecError(code: .invalidValue, message: Self.joined(problem, consequence, near: near(value, field)), pointer: pointer + "/equals"))
            }
        case .oneOf(let name, let values):
            guard let field = field(name) else { break }
            for (slot, value) in values.enumerated() {
                if let problem = reason(value, never: field, key: "in") {
                    problems.record(SpecError(code: .invalidValue, message: Self.joined(problem, consequence, near: near(value, field)), pointer: pointer + "/in/\(slot)"))
                }
            }
        case .compares(let name, let comparison):
            let key = pointer + "/" + comparison.relation.rawValue
            if let field = field(name), let problem = kindProblem(field, comparison.relation, operand: false) {
                problems.record(SpecError(code: .wrongType, message: Self.joined(problem, consequence), pointer: pointer + "/field"))
            }
            if case .field(let other) = comparison.operand, let field = field(other),
               let problem = kindProblem(field, comparison.relation, operand: true) {
                problems.record(SpecError(code: .wrongType, message: Self.joined(problem, consequence), pointer: key + "/field"))
            }
        case .not(let inner):
            check(inner, at: pointer + "/not")
        case .all(let items):
            for (slot, item) in items.enumerated() { check(item, at: pointer + "/all/\(slot)") }
        case .any(let items):
            for (slot, item) in items.enumerated() { check(item, at: pointer + "/any/\(slot)") }
        }
    }

    /// A problem's message, its consequence, then the option nearest to a misspelt value.
    private static func joined(_ problem: String, _ consequence: String, near: String? = nil) -> String {
        problem + consequence + (near.map { ". Did you mean '\($0)'?" } ?? "")
    }

    /// The option nearest to a value that is not one (a misspelling).
    private func near(_ value: FormValue, _ field: FieldSpec) -> String? {
        guard let text = value.string, let options = options(of: field) else { return nil }
        return Suggestion.closest(to: text, among: options)
    }

    private func options(of field: FieldSpec) -> [String]? {
        switch field.type {
        case .choice: field.options
        case .country: field.options ?? Country.allCases.map { $0.code }
        default: nil
        }
    }

    /// Why `field` can never hold `value` (nil when it can), for a condition's `key`.
    private func reason(_ value: FormValue, never field: FieldSpec, key: String) -> String? {
        let what = "\(field.type.rawValue) field '\(field.name)'"
        let never = "the condition's '\(key)' never matches it"
        let expected: String
        let fits: Bool
        switch field.type.described.expects {
        case .number: (expected, fits) = ("a number", value.number != nil)
        case .boolean: (expected, fits) = ("true or false", value.bool != nil)
        case .numberOrString: (expected, fits) = ("a number or text", value.number != nil || value.string != nil)
        // A condition compares a list's value with text, which it never is (kept as before).
        case .string, .array: (expected, fits) = ("text", value.string != nil)
        }
        guard fits else {
            if value == .null { return "\(what) never holds null (a null value counts as no value: use \"present\": false)" }
            return "\(what) never holds \(value.jsonText()) (\(value.typeName)): it holds \(expected), so \(never)"
        }
        if field.type == .integer, let number = value.number, !number.isWholeNumber {
            return "\(what) never holds \(number.literal), which is not a whole number, so \(never)"
        }
        guard let text = value.string else { return nil }
        if field.type == .date, case .failure = CalendarDate.parse(text) {
            return "\(what) never holds '\(text)', which is not a date (yyyy-MM-dd), so \(never)"
        }
        guard let options = options(of: field), !options.contains(text) else { return nil }
        return "'\(text)' is not an option of \(what) (\(options.joined(separator: ", "))), so \(never)"
    }

    /// Why a comparison cannot read `field`: numbers need a number or integer field, dates a
    /// date field.
    private func kindProblem(_ field: FieldSpec, _ relation: ConditionComparison.Relation, operand: Bool) -> String? {
        let named = "\(field.type.rawValue) field '\(field.name)'"
        let what = operand ? "its operand, \(named)," : named
        if relation.comparesDates {
            guard field.type != .date else { return nil }
            return "'\(relation.rawValue)' compares dates, but \(what) holds no date (yyyy-MM-dd): only date fields compare as dates"
        }
        guard field.type != .number, field.type != .integer else { return nil }
        return "'\(relation.rawValue)' compares numbers, but \(what) holds no number: only number and integer fields compare as numbers"
    }

    // MARK: Conditions that never hold

    /// Whether a condition can never hold, as far as a simple reading can tell.
    func never(_ condition: Condition) -> Bool {
        switch condition {
        case .present, .absent:
            return false
        case .equals(let name, let value):
            guard let field = field(name) else { return false }
            return reason(value, never: field, key: "equals") != nil
        case .oneOf(let name, let values):
            guard let field = field(name) else { return false }
            return values.allSatisfy { reason($0, never: field, key: "in") != nil }
        case .compares(let name, let comparison):
            if let field = field(name), kindProblem(field, comparison.relation, operand: false) != nil { return true }
            if case .field(let other) = comparison.operand, let field = field(other),
               kindProblem(field, comparison.relation, operand: false) != nil { return true }
            return false
        case .not(let inner):
            return always(inner)
        case .any(let items):
            return items.allSatisfy(never)
        case .all(let items):
            return items.contains(where: never) || SpecConditionConstraints(items).contradict
        }
    }

    /// Whether a condition always holds, as far as a simple reading can tell: only through
    /// `not`s of conditions that never hold (every value test needs a value, which may be absent).
    private func always(_ condition: Condition) -> Bool {
        switch condition {
        case .not(let inner): never(inner)
        case .all(let items): items.allSatisfy(always)
        case .any(let items): items.contains(where: always)
        case .present, .absent, .equals, .oneOf, .compares: false
        }
    }
}

extension Condition {
    /// Whether the condition is one test of one field (not `not`, `all` or `any`).
    var isSingleTest: Bool {
        switch self {
        case .present, .absent, .equals, .oneOf, .compares: true
        case .not, .all, .any: false
        }
    }
}
