/// Turns a ``FormSpec`` into the parts of a ``CompiledForm``, checking references, limits and cycles.
struct FormCompiler {
    let spec: FormSpec
    /// The rules of the project that fields' `rules` name.
    let rules: RuleRegistry
    private(set) var index: [String: Int] = [:]
    /// The rules that hold arrays, which steps refer to by index.
    private var tables = RuleTables()
    /// For the fields of a list's item: the form around it, whose fields the item's rules may
    /// name (``ListScope``).
    var scope: ListScope?
    /// Every problem found, in the order found: compiling goes on after one, so that lint can
    /// list them all (``FormSpec/lint(_:file:rules:)``); ``compile()`` throws the first.
    let problems: SpecProblems

    init(spec: FormSpec, rules: RuleRegistry = RuleRegistry(), scope: ListScope? = nil, problems: SpecProblems = SpecProblems()) {
        self.spec = spec
        self.rules = rules
        self.scope = scope
        self.problems = problems
    }

    struct Output {
        var fields: [CompiledField]
        var groups: [CompiledGroup]
        var order: [Int]
        var tree: PathTree
        var tables: RuleTables
    }

    mutating func compile() throws(SpecError) -> Output {
        var tree = PathTree()
        for (position, field) in spec.fields.enumerated() {
            let components = FieldPath.components(of: field.name)
            guard !field.name.isEmpty, !components.contains(where: { $0.isEmpty }) else {
                problems.record(SpecError(code: .invalidValue, message: "'\(field.name)' is not a field name: use names such as 'email' or 'address.city'", pointer: "/fields/\(position)/name"))
                continue
            }
            guard components.count <= CompiledForm.maximumNameDepth else {
                problems.record(SpecError(
                    code: .badLimits,
                    message: "field name '\(field.name.prefix(40))…' has \(components.count) parts; at most \(CompiledForm.maximumNameDepth) (maximumNameDepth) can be nested",
                    pointer: "/fields/\(position)/name"))
                continue
            }
            if let earlier = index[field.name] {
                problems.record(SpecError(code: .duplicateField, message: "field '\(field.name)' is declared twice (first as field \(earlier + 1))", pointer: "/fields/\(position)/name"))
                continue
            }
            if let other = tree.insert(components, field: position) {
                problems.record(SpecError(
                    code: .conflictingNames,
                    message: "field '\(field.name)' and field '\(spec.fields[other].name)' cannot both exist: one would be an object holding the other",
                    pointer: "/fields/\(position)/name"))
                continue
            }
            index[field.name] = position
        }
        var fields: [CompiledField] = []
        for (position, field) in spec.fields.enumerated() {
            do {
                fields.append(try compileField(field, at: position))
            } catch {
                // Stands in for the field so that the other fields and groups are still checked.
                problems.record(error)
                fields.append(CompiledField(
                    spec: field, index: position, step: FieldStep(kind: .text, expects: .string), requiredIf: nil,
                    visibleIf: nil, enabledIf: nil, equals: nil, derived: nil))
            }
        }
        // Fields of the form around a list's item that the item's rules read: values only.
        for (slot, outer) in (scope?.used ?? []).enumerated() { fields.append(scope!.externalField(outer, index: spec.fields.count + slot)) }
        var groups: [CompiledGroup] = []
        for (position, group) in spec.groups.enumerated() {
            var members: [Int] = []
            var listed: Set<Int> = []
            for (slot, name) in group.fields.enumerated() {
                guard let member = problems.attempt({ () throws(SpecError) in try reference(name, at: "/groups/\(position)/\(group.kind.rawValue)/\(slot)") }) else { continue }
                guard listed.insert(member).inserted else {
                    problems.record(SpecError(code: .invalidValue, message: "field '\(name)' is listed twice in a group", pointer: "/groups/\(position)/\(group.kind.rawValue)/\(slot)"))
                    continue
                }
                members.append(member)
            }
            groups.append(CompiledGroup(spec: group, fields: members))
        }
        let order = (problems.attempt { () throws(SpecError) in try evaluationOrder(fields) } ?? []).filter { !fields[$0].step.isExternal }
        if let first = problems.found.first { throw first }
        tree.finish()
        return Output(fields: fields, groups: groups, order: order, tree: tree, tables: tables)
    }

    private mutating func compileField(_ field: FieldSpec, at position: Int) throws(SpecError) -> CompiledField {
        let base = "/fields/\(position)"
        func fail(_ code: SpecError.Code, _ message: String, _ key: String) -> SpecError {
            SpecError(code: code, message: message, pointer: base + "/" + key)
        }
        if let minimum = field.minLength, let maximum = field.maxLength, minimum > maximum {
            problems.record(fail(.badLimits, "minLength \(minimum) is more than maxLength \(maximum) in field '\(field.name)'", "minLength"))
        }
        if let minimum = field.minimum, let maximum = field.maximum, minimum > maximum, field.type != .height {
            problems.record(fail(.badLimits, "minimum \(FormNumber(minimum)) is more than maximum \(FormNumber(maximum)) in field '\(field.name)'", "minimum"))
        }
        if let step = field.step, !(step > 0), field.type != .height {
            problems.record(fail(.badLimits, "step must be more than 0 in field '\(field.name)'", "step"))
        }
        if let minimum = field.minimumAge, let maximum = field.maximumAge, minimum > maximum {
            problems.record(fail(.badLimits, "minimumAge \(minimum) is more than maximumAge \(maximum) in field '\(field.name)'", "minimumAge"))
        }
        if case .date(let early)? = field.notBefore, case .date(let late)? = field.notAfter, late < early {
            problems.record(fail(.badLimits, "notAfter \(late) is before notBefore \(early) in field '\(field.name)'", "notAfter"))
        }

        var step: FieldStep
        let expects = field.type.described.expects
        switch field.type {
        case .text, .password: step = FieldStep(kind: .text, expects: expects)
        case .digits: step = FieldStep(kind: .digits, expects: expects)
        case .uuid: step = FieldStep(kind: .uuid, expects: expects)
        case .identifier: step = FieldStep(kind: .identifier, expects: expects)
        case .email:
            step = FieldStep(kind: .email, expects: expects)
            step.requiresDomainDot = field.topLevelDomain
        case .phone: step = FieldStep(kind: .phone, expects: expects)
        case .boolean: step = FieldStep(kind: .boolean, expects: expects)
        case .choice where field.optionsFrom != nil:
            step = FieldStep(kind: .runtimeChoice, expects: expects)
            step.table = tables.runtimeChoices.count
            tables.runtimeChoices.append(RuntimeChoiceRule(optionSet: field.optionsFrom ?? "", labelStem: "option." + keyName(field.name)))
        case .choice:
            guard let options = field.options, !options.isEmpty else {
                throw SpecError(code: .missingKey, message: "choice field '\(field.name)' needs 'options' (or 'optionsFrom', for options given at run time)", pointer: base)
            }
            checkDistinct(options, field: field, base: base)
            step = FieldStep(kind: .choice, expects: expects)
            step.table = tables.choices.count
            tables.choices.append(ChoiceRule(
                options: options, code: .choice, labelStem: "option." + keyName(field.name), ignoresCase: !field.caseSensitive))
        case .country:
            let options = field.options ?? Country.allCases.map { $0.code }
            for (slot, option) in options.enumerated() where Country(code: option) == nil {
                let isCode = option.utf8.count == 2 && option.utf8.allSatisfy { (0x41...0x5A).contains($0) }
                problems.record(fail(.invalidValue, isCode
                    ? "'\(option)' is not a country of the address data (Google's address metadata: ISO 3166-1 codes and a few more, such as AC and XK)"
                    : "'\(option)' is not an ISO 3166-1 alpha-2 country code (two capital letters)", "options/\(slot)"))
            }
            checkDistinct(options, field: field, base: base)
            step = FieldStep(kind: .choice, expects: expects)
            step.table = tables.choices.count
            tables.choices.append(ChoiceRule(options: options, code: .country, labelStem: "country"))
        case .region:
            step = FieldStep(kind: .region, expects: expects)
            step.countryField = problems.attempt { () throws(SpecError) in try typedReference(field.country, of: [.country], for: field, key: "country", base: base) } ?? -1
            step.table = tables.regionTables.count
            tables.regionTables.append(RegionCatalog(options: field.includeTerritories ? .all : []))
        case .postalCode:
            step = FieldStep(kind: .postalCode, expects: expects)
            step.countryField = problems.attempt { () throws(SpecError) in try typedReference(field.country, of: [.country], for: field, key: "country", base: base) } ?? -1
            step.regionField = field.region.flatMap { name in
                problems.attempt { () throws(SpecError) in try typedReference(name, of: [.region], for: field, key: "region", base: base) }
            } ?? -1
            step.postalCode = PostalCode(allowsZipPlusFour: field.allowZipPlusFour, checksRegion: field.checkRegion)
        case .number, .integer:
            step = FieldStep(kind: .number, expects: expects)
            step.number = NumberRule(minimum: field.minimum, maximum: field.maximum, step: field.step, integer: field.type == .integer)
        case .date:
            step = FieldStep(kind: .date, expects: expects)
            step.date = DateRule(notBefore: field.notBefore, notAfter: field.notAfter, minimumAge: field.minimumAge, maximumAge: field.maximumAge)
        case .dateTime:
            step = FieldStep(kind: .dateTime, expects: expects)
            step.dateTime = DateTimeRule(notBefore: field.notBefore, notAfter: field.notAfter)
        case .height:
            step = FieldStep(kind: .height, expects: expects)
            step.table = tables.heights.count
            tables.heights.append(HeightRule(scale: try heightScale(field, base: base), snap: field.snap))
        case .url:
            let schemes = field.schemes ?? URLRule.defaultSchemes
            if schemes.isEmpty { problems.record(fail(.invalidValue, "'schemes' of field '\(field.name)' is empty: no value could pass", "schemes")) }
            for (slot, scheme) in schemes.enumerated() where !URLRule.isScheme(scheme.utf8) {
                problems.record(fail(.invalidValue, "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')", "schemes/\(slot)"))
            }
            checkDistinct(schemes.map { String(decoding: $0.utf8.map(ASCII.lowercased), as: UTF8.self) }, field: field, base: base, key: "schemes")
            step = FieldStep(kind: .url, expects: expects)
            step.table = tables.urls.count
            tables.urls.append(URLRule(schemes: schemes))
        case .list:
            step = FieldStep(kind: .list, expects: expects)
            step.table = tables.lists.count
            tables.lists.append(try compileList(field, base: base))
        }
        if field.pattern != nil || field.characters != nil { step = try patterned(step, field, base: base) }
        step.coerces = (field.coerce ?? spec.coerce) && field.type.described.coerces
        if field.coerce == true, field.type == .choice, let options = field.options, !options.contains(where: Coercion.isNumberLiteral) {
            // A number is read as its text, which none of these options is: the key does nothing.
            problems.record(fail(
                .notApplicable,
                "'coerce' of choice field '\(field.name)' does nothing: a number is read as its text (11 as \"11\"), and none of its options is a number",
                "coerce"))
        }

        func condition(_ condition: Condition?, _ key: String) -> CompiledCondition? {
            condition.flatMap { condition in problems.attempt { () throws(SpecError) in try compileCondition(condition, at: base + "/" + key) } }
        }
        let requiredIf = condition(field.requiredIf, "requiredIf")
        let visibleIf = condition(field.visibleIf, "visibleIf")
        let enabledIf = condition(field.enabledIf, "enabledIf")
        var equals: Int?
        if let other = field.equals, let target = problems.attempt({ () throws(SpecError) in try reference(other, at: base + "/equals") }) {
            if target == position { problems.record(fail(.invalidValue, "field '\(field.name)' cannot equal itself", "equals")) }
            else { equals = target }
        }
        var derived: CompiledDerivation?
        if let derivation = field.derived {
            var sources: [Int] = []
            for (slot, name) in derivation.fields.enumerated() {
                let key = if case .join = derivation { "join" } else { "firstNonEmpty" }
                if let source = problems.attempt({ () throws(SpecError) in try reference(name, at: base + "/derived/\(key)/\(slot)") }) {
                    sources.append(source)
                }
            }
            switch derivation {
            case .join(_, let separator): derived = .join(sources, separator)
            case .firstNonEmpty: derived = .firstNonEmpty(sources)
            }
        }
        let compiled = CompiledField(
            spec: field, index: position, step: step, requiredIf: requiredIf, visibleIf: visibleIf, enabledIf: enabledIf,
            equals: equals, derived: derived, listInputs: step.kind == .list ? tables.lists[step.table].externals.map { $0.outer } : [],
            customRules: try customRules(of: field, base: base))
        return compiled
    }

    /// A field with `characters` or a `pattern`: a `patterned` step, whose checks run out of
    /// line, so that fields without them pay nothing for them.
    private mutating func patterned(_ step: FieldStep, _ field: FieldSpec, base: String) throws(SpecError) -> FieldStep {
        func parsed<Parsed>(_ key: String, _ text: String?, _ parse: (String) throws(PatternSyntaxError) -> Parsed) throws(SpecError) -> Parsed? {
            guard let text else { return nil }
            guard step.kind == .text || (step.kind == .digits && key == "pattern") else {
                throw SpecError(code: .notApplicable, message: "'\(key)' does not apply to field '\(field.name)' of type '\(field.type.rawValue)'", pointer: base + "/" + key)
            }
            do {
                return try parse(text)
            } catch {
                throw SpecError(code: .invalidValue, message: error.specMessage(key: key, field: field.name), pointer: base + "/" + key)
            }
        }
        let characters = try parsed("characters", field.characters, CharacterSetSpelling.parse)
        let pattern = try parsed("pattern", field.pattern, PatternParser.parse)
        var patterned = FieldStep(kind: .patterned, expects: step.expects)
        patterned.table = tables.patterns.count
        tables.patterns.append(PatternRule(characters: characters, pattern: pattern, digitsOnly: step.kind == .digits))
        return patterned
    }

    private func heightScale(_ field: FieldSpec, base: String) throws(SpecError) -> HeightScale {
        let standard = HeightScale.standard
        func height(_ inches: Double?, _ fallback: Height) -> Height {
            inches.flatMap { try? Height.fromInches($0).get() } ?? fallback
        }
        // The slider starts at `initial` (never stored), else at a stored `default`.
        var defaultHeight = standard.defaultValue
        let start: (value: FormValue, key: String)? =
            if let initial = field.initial { (initial, "initial") }
            else if case .literal(let value)? = field.defaultValue { (value, "default") }
            else { nil }
        if let (value, key) = start {
            if let inches = value.number?.double, case .success(let parsed) = Height.fromInches(inches) { defaultHeight = parsed }
            else if let text = value.string, case .success(let parsed) = Height.parse(text) { defaultHeight = parsed }
            else { throw SpecError(code: .invalidValue, message: "the \(key) of height field '\(field.name)' is not a height", pointer: base + "/" + key) }
        }
        do {
            return try HeightScale(
                minimum: height(field.minimum, standard.minimum), maximum: height(field.maximum, standard.maximum),
                step: height(field.step, standard.step), defaultValue: defaultHeight)
        } catch {
            throw SpecError(code: .badLimits, message: "height field '\(field.name)': \(error.message)", pointer: base)
        }
    }

    private func checkDistinct(_ options: [String], field: FieldSpec, base: String, key: String = "options") {
        var seen: Set<String> = []
        let what = key == "options" ? "option" : "'\(key)' entry"
        for (slot, option) in options.enumerated() where !seen.insert(option).inserted {
            problems.record(SpecError(code: .invalidValue, message: "\(what) '\(option)' is listed twice in field '\(field.name)'", pointer: base + "/\(key)/\(slot)"))
        }
    }

    private mutating func reference(_ name: String, at pointer: String) throws(SpecError) -> Int {
        if let found = index[name] { return found }
        if let external = scope?.reference(name, localCount: spec.fields.count) { return external }
        var message = "'\(name)' is not a field of this form"
        if let near = Suggestion.closest(to: name, among: spec.fields.map { $0.name }) { message += ". Did you mean '\(near)'?" }
        throw SpecError(code: .unknownField, message: message, pointer: pointer)
    }

    private mutating func typedReference(
        _ name: String?, of types: [FieldType], for field: FieldSpec, key: String, base: String
    ) throws(SpecError) -> Int {
        guard let name else {
            throw SpecError(code: .missingKey, message: "\(field.type.rawValue) field '\(field.name)' needs '\(key)' (the name of its \(key) field)", pointer: base)
        }
        let target = try reference(name, at: base + "/" + key)
        let targetType = target < spec.fields.count ? spec.fields[target].type : scope!.type(ofExternal: target - spec.fields.count)
        guard types.contains(targetType) || problems.unreadFields.contains(name) else {
            throw SpecError(
                code: .invalidValue, message: "'\(key)' of field '\(field.name)' names '\(name)', which is a \(targetType.rawValue) field, not a \(types.map { $0.rawValue }.joined(separator: " or ")) field",
                pointer: base + "/" + key)
        }
        return target
    }

    private mutating func compileCondition(_ condition: Condition, at pointer: String) throws(SpecError) -> CompiledCondition {
        switch condition {
        case .present(let field): return .present(try reference(field, at: pointer + "/field"))
        case .equals(let field, let value): return .equals(try reference(field, at: pointer + "/field"), value)
        case .oneOf(let field, let values): return .oneOf(try reference(field, at: pointer + "/field"), values)
        case .absent(let field): return .not(.present(try reference(field, at: pointer + "/field")))
        case .compares(let field, let comparison): return .compares(try reference(field, at: pointer + "/field"), try compileComparison(comparison, at: pointer))
        case .not(let inner): return .not(try compileCondition(inner, at: pointer + "/not"))
        case .all(let items):
            return .all(try compileConditions(items, at: pointer + "/all"))
        case .any(let items):
            return .any(try compileConditions(items, at: pointer + "/any"))
        }
    }

    /// Fields ordered so that each comes after what its availability and value read: the fields
    /// in its `visibleIf` and `enabledIf`, its region's country, its derivation's sources.
    /// (`requiredIf` and `equals` read final values and are evaluated after all of these.)
    /// - Throws: ``SpecError/Code/circularConditions`` naming the cycle.
    private func evaluationOrder(_ fields: [CompiledField]) throws(SpecError) -> [Int] {
        func dependencies(_ field: CompiledField) -> [Int] {
            switch field.derived {
            case .join(let sources, _)?, .firstNonEmpty(let sources)?: field.availabilityInputs + sources
            case nil: field.availabilityInputs
            }
        }
        // Depth first, in post-order, with an explicit stack: a spec may chain thousands of
        // fields (each enabled by the next), which recursion would take off the thread's stack.
        let dependencyLists = fields.map(dependencies)
        var state = [UInt8](repeating: 0, count: fields.count)  // 0 new, 1 visiting, 2 done
        var order: [Int] = []
        var stack: [(node: Int, next: Int)] = []  // a field being visited, its next dependency
        for root in fields.indices where state[root] == 0 {
            state[root] = 1
            stack.append((root, 0))
            while let (node, next) = stack.last.map({ ($0.node, $0.next) }) {
                guard next < dependencyLists[node].count else {
                    stack.removeLast()
                    state[node] = 2
                    order.append(node)
                    continue
                }
                stack[stack.count - 1].next += 1
                let dependency = dependencyLists[node][next]
                switch state[dependency] {
                case 0:
                    state[dependency] = 1
                    stack.append((dependency, 0))
                case 1:
                    let start = stack.firstIndex { $0.node == dependency } ?? 0
                    let cycle = stack[start...].map { fields[$0.node].name } + [fields[dependency].name]
                    throw SpecError(
                        code: .circularConditions,
                        message: "circular conditions: \(cycle.joined(separator: " → ")) (each field's visibility, availability or value depends on the next)",
                        pointer: "/fields/\(dependency)")
                default:
                    break
                }
            }
        }
        return order
    }
}

extension FormCompiler {
    /// A comparison's operand with its field resolved (`{"after": {"field": "start"}}`).
    mutating func compileComparison(_ comparison: ConditionComparison, at pointer: String) throws(SpecError) -> CompiledComparison {
        let operand: CompiledComparison.Operand
        switch comparison.operand {
        case .number(let number): operand = .number(number)
        case .date(let date): operand = .date(date)
        case .today: operand = .today
        case .field(let name): operand = .field(try reference(name, at: pointer + "/" + comparison.relation.rawValue + "/field"))
        }
        return CompiledComparison(relation: comparison.relation, operand: operand)
    }
}

extension FormCompiler {
    /// The conditions of an `all` or `any`, each checked: every broken one is noted, and the
    /// first is thrown again (noted once) since the whole cannot be compiled.
    private mutating func compileConditions(_ items: [Condition], at pointer: String) throws(SpecError) -> [CompiledCondition] {
        var compiled: [CompiledCondition] = []
        var first: SpecError?
        for (slot, item) in items.enumerated() {
            do {
                compiled.append(try compileCondition(item, at: pointer + "/\(slot)"))
            } catch {
                problems.record(error)
                first = first ?? error
            }
        }
        if let first { throw first }
        return compiled
    }
}
