/// Turns a ``FormSpec`` into the parts of a ``CompiledForm``, checking references, limits and cycles.
struct FormCompiler {
    let spec: FormSpec
    private var index: [String: Int] = [:]
    /// The rules that hold arrays, which steps refer to by index.
    private var tables = RuleTables()

    init(spec: FormSpec) {
        self.spec = spec
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
            guard !field.name.isEmpty, !components.contains(where: \.isEmpty) else {
                throw SpecError(code: .invalidValue, message: "'\(field.name)' is not a field name: use names such as 'email' or 'address.city'", pointer: "/fields/\(position)/name")
            }
            guard components.count <= CompiledForm.maximumNameDepth else {
                throw SpecError(
                    code: .badLimits,
                    message: "field name '\(field.name.prefix(40))…' has \(components.count) parts; at most \(CompiledForm.maximumNameDepth) (maximumNameDepth) can be nested",
                    pointer: "/fields/\(position)/name")
            }
            if let earlier = index[field.name] {
                throw SpecError(code: .duplicateField, message: "field '\(field.name)' is declared twice (first as field \(earlier + 1))", pointer: "/fields/\(position)/name")
            }
            if let other = tree.insert(components, field: position) {
                throw SpecError(
                    code: .conflictingNames,
                    message: "field '\(field.name)' and field '\(spec.fields[other].name)' cannot both exist: one would be an object holding the other",
                    pointer: "/fields/\(position)/name")
            }
            index[field.name] = position
        }
        var fields: [CompiledField] = []
        for (position, field) in spec.fields.enumerated() {
            fields.append(try compileField(field, at: position))
        }
        var groups: [CompiledGroup] = []
        for (position, group) in spec.groups.enumerated() {
            var members: [Int] = []
            var listed: Set<Int> = []
            for (slot, name) in group.fields.enumerated() {
                let member = try reference(name, at: "/groups/\(position)/\(group.kind.rawValue)/\(slot)")
                guard listed.insert(member).inserted else {
                    throw SpecError(code: .invalidValue, message: "field '\(name)' is listed twice in a group", pointer: "/groups/\(position)/\(group.kind.rawValue)/\(slot)")
                }
                members.append(member)
            }
            groups.append(CompiledGroup(spec: group, fields: members))
        }
        let order = try evaluationOrder(fields)
        tree.finish()
        return Output(fields: fields, groups: groups, order: order, tree: tree, tables: tables)
    }

    private mutating func compileField(_ field: FieldSpec, at position: Int) throws(SpecError) -> CompiledField {
        let base = "/fields/\(position)"
        func fail(_ code: SpecError.Code, _ message: String, _ key: String) -> SpecError {
            SpecError(code: code, message: message, pointer: base + "/" + key)
        }
        if let minimum = field.minLength, let maximum = field.maxLength, minimum > maximum {
            throw fail(.badLimits, "minLength \(minimum) is more than maxLength \(maximum) in field '\(field.name)'", "minLength")
        }
        if let minimum = field.minimum, let maximum = field.maximum, minimum > maximum, field.type != .height {
            throw fail(.badLimits, "minimum \(FormNumber(minimum)) is more than maximum \(FormNumber(maximum)) in field '\(field.name)'", "minimum")
        }
        if let step = field.step, !(step > 0), field.type != .height {
            throw fail(.badLimits, "step must be more than 0 in field '\(field.name)'", "step")
        }
        if let minimum = field.minimumAge, let maximum = field.maximumAge, minimum > maximum {
            throw fail(.badLimits, "minimumAge \(minimum) is more than maximumAge \(maximum) in field '\(field.name)'", "minimumAge")
        }
        if case .date(let early)? = field.notBefore, case .date(let late)? = field.notAfter, late < early {
            throw fail(.badLimits, "notAfter \(late) is before notBefore \(early) in field '\(field.name)'", "notAfter")
        }

        var step: FieldStep
        switch field.type {
        case .text, .password: step = FieldStep(kind: .text, expects: .string)
        case .digits: step = FieldStep(kind: .digits, expects: .string)
        case .uuid: step = FieldStep(kind: .uuid, expects: .string)
        case .identifier: step = FieldStep(kind: .identifier, expects: .numberOrString)
        case .email: step = FieldStep(kind: .email, expects: .string)
        case .phone: step = FieldStep(kind: .phone, expects: .string)
        case .boolean: step = FieldStep(kind: .boolean, expects: .boolean)
        case .choice where field.optionsFrom != nil:
            step = FieldStep(kind: .runtimeChoice, expects: .string)
            step.table = tables.runtimeChoices.count
            tables.runtimeChoices.append(RuntimeChoiceRule(optionSet: field.optionsFrom ?? "", labelStem: "option." + field.name))
        case .choice:
            guard let options = field.options, !options.isEmpty else {
                throw SpecError(code: .missingKey, message: "choice field '\(field.name)' needs 'options' (or 'optionsFrom', for options given at run time)", pointer: base)
            }
            try checkDistinct(options, field: field, base: base)
            step = FieldStep(kind: .choice, expects: .string)
            step.table = tables.choices.count
            tables.choices.append(ChoiceRule(options: options, code: "choice", labelStem: "option." + field.name))
        case .country:
            let options = field.options ?? Country.allCases.map(\.rawValue)
            for (slot, option) in options.enumerated() where !(option.count == 2 && option.utf8.allSatisfy { (0x41...0x5A).contains($0) }) {
                throw fail(.invalidValue, "'\(option)' is not an ISO 3166-1 alpha-2 country code (two capital letters)", "options/\(slot)")
            }
            try checkDistinct(options, field: field, base: base)
            step = FieldStep(kind: .choice, expects: .string)
            step.table = tables.choices.count
            tables.choices.append(ChoiceRule(options: options, code: "country", labelStem: "country"))
        case .region:
            step = FieldStep(kind: .region, expects: .string)
            step.countryField = try typedReference(field.country, of: [.country], for: field, key: "country", base: base)
            step.table = tables.catalogs.count
            tables.catalogs.append(RegionCatalog(options: field.includeTerritories ? .all : []))
        case .postalCode:
            step = FieldStep(kind: .postalCode, expects: .string)
            step.countryField = try typedReference(field.country, of: [.country], for: field, key: "country", base: base)
            step.regionField = try field.region.map { (name) throws(SpecError) in
                try typedReference(name, of: [.region], for: field, key: "region", base: base)
            } ?? -1
            step.postalCode = PostalCode(allowsZipPlusFour: field.allowZipPlusFour, checksRegion: field.checkRegion)
        case .number, .integer:
            step = FieldStep(kind: .number, expects: .number)
            step.number = NumberRule(minimum: field.minimum, maximum: field.maximum, step: field.step, integer: field.type == .integer)
        case .date:
            step = FieldStep(kind: .date, expects: .string)
            step.date = DateRule(notBefore: field.notBefore, notAfter: field.notAfter, minimumAge: field.minimumAge, maximumAge: field.maximumAge)
        case .dateTime:
            step = FieldStep(kind: .dateTime, expects: .string)
            step.dateTime = DateTimeRule(notBefore: field.notBefore, notAfter: field.notAfter)
        case .height:
            step = FieldStep(kind: .height, expects: .numberOrString)
            step.table = tables.heights.count
            tables.heights.append(HeightRule(scale: try heightScale(field, base: base), snap: field.snap))
        }
        if field.pattern != nil || field.characters != nil { step = try patterned(step, field, base: base) }

        let requiredIf = try field.requiredIf.map { (condition) throws(SpecError) in try compileCondition(condition, at: base + "/requiredIf") }
        let visibleIf = try field.visibleIf.map { (condition) throws(SpecError) in try compileCondition(condition, at: base + "/visibleIf") }
        let enabledIf = try field.enabledIf.map { (condition) throws(SpecError) in try compileCondition(condition, at: base + "/enabledIf") }
        var equals: Int?
        if let other = field.equals {
            let target = try reference(other, at: base + "/equals")
            guard target != position else { throw fail(.invalidValue, "field '\(field.name)' cannot equal itself", "equals") }
            equals = target
        }
        var derived: CompiledDerivation?
        if let derivation = field.derived {
            var sources: [Int] = []
            for (slot, name) in derivation.fields.enumerated() {
                let key = if case .join = derivation { "join" } else { "firstNonEmpty" }
                sources.append(try reference(name, at: base + "/derived/\(key)/\(slot)"))
            }
            switch derivation {
            case .join(_, let separator): derived = .join(sources, separator)
            case .firstNonEmpty: derived = .firstNonEmpty(sources)
            }
        }
        let compiled = CompiledField(
            spec: field, index: position, step: step, requiredIf: requiredIf, visibleIf: visibleIf, enabledIf: enabledIf,
            equals: equals, derived: derived)
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

    private func checkDistinct(_ options: [String], field: FieldSpec, base: String) throws(SpecError) {
        var seen: Set<String> = []
        for (slot, option) in options.enumerated() where !seen.insert(option).inserted {
            throw SpecError(code: .invalidValue, message: "option '\(option)' is listed twice in field '\(field.name)'", pointer: base + "/options/\(slot)")
        }
    }

    private func reference(_ name: String, at pointer: String) throws(SpecError) -> Int {
        if let found = index[name] { return found }
        var message = "'\(name)' is not a field of this form"
        if let near = Suggestion.closest(to: name, among: spec.fields.map(\.name)) { message += ". Did you mean '\(near)'?" }
        throw SpecError(code: .unknownField, message: message, pointer: pointer)
    }

    private func typedReference(
        _ name: String?, of types: [FieldType], for field: FieldSpec, key: String, base: String
    ) throws(SpecError) -> Int {
        guard let name else {
            throw SpecError(code: .missingKey, message: "\(field.type.rawValue) field '\(field.name)' needs '\(key)' (the name of its \(key) field)", pointer: base)
        }
        let target = try reference(name, at: base + "/" + key)
        guard types.contains(spec.fields[target].type) else {
            throw SpecError(
                code: .invalidValue, message: "'\(key)' of field '\(field.name)' names '\(name)', which is a \(spec.fields[target].type.rawValue) field, not a \(types.map(\.rawValue).joined(separator: " or ")) field",
                pointer: base + "/" + key)
        }
        return target
    }

    private func compileCondition(_ condition: Condition, at pointer: String) throws(SpecError) -> CompiledCondition {
        switch condition {
        case .present(let field): return .present(try reference(field, at: pointer + "/field"))
        case .equals(let field, let value): return .equals(try reference(field, at: pointer + "/field"), value)
        case .oneOf(let field, let values): return .oneOf(try reference(field, at: pointer + "/field"), values)
        case .absent(let field): return .not(.present(try reference(field, at: pointer + "/field")))
        case .not(let inner): return .not(try compileCondition(inner, at: pointer + "/not"))
        case .all(let items):
            var compiled: [CompiledCondition] = []
            for (slot, item) in items.enumerated() { compiled.append(try compileCondition(item, at: pointer + "/all/\(slot)")) }
            return .all(compiled)
        case .any(let items):
            var compiled: [CompiledCondition] = []
            for (slot, item) in items.enumerated() { compiled.append(try compileCondition(item, at: pointer + "/any/\(slot)")) }
            return .any(compiled)
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
                    let cycle = stack[start...].map { spec.fields[$0.node].name } + [spec.fields[dependency].name]
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
