/// Turns a spec's JSON into a ``FormSpec``, strictly: every key known, every value of its type.
struct SpecDecoder {
    let bytes: [UInt8]
    let file: String?
    /// For a spec assembled from several files (``SpecResolver``), where each part was written.
    var origins: SpecOrigins? = nil
    /// What is wrong: each part goes on after a problem, so that all are found.
    let problems = SpecProblems()

    static let topKeys = ["$schema", "form", "description", "unknownFields", "coerce", "fields", "groups", "extends", "remove"]
    static let fieldKeys = [
        "name", "type", "label", "description", "required", "requiredIf", "visibleIf", "enabledIf", "nullable",
        "trim", "minLength", "maxLength", "equals", "const", "options", "minimum", "maximum", "step", "country",
        "region", "includeTerritories", "allowZipPlusFour", "checkRegion", "notBefore", "notAfter", "minimumAge",
        "maximumAge", "snap", "caseSensitive", "controlCharacters", "default", "initial", "derived", "messages", "optionsFrom", "secret", "rules", "remote", "pattern", "characters", "schemes", "topLevelDomain",
        "coerce",
    ] + listKeys
    /// Why `coerce` means nothing on a type (Specs/README.md, "Coercion").
    static func whyNotCoerced(_ type: FieldType) -> String {
        switch type {
        case .identifier, .height: ": it already takes a number or a string"
        case .text, .password: ": a number or a Boolean sent for text is a sender's mistake, not text"
        case .list: ": set it on the list's items"
        default: ": no number or Boolean is ever one of its values"
        }
    }
    static let conditionKeys = ["field", "present", "equals", "in", "not", "all", "any"]
        + ConditionComparison.Relation.allCases.map { $0.rawValue }

    func decodeSpec(_ root: FormValue) throws(SpecError) -> FormSpec {
        let object = try self.object(root, at: [])
        checkKeys(object, allowed: Self.topKeys, at: [], what: "the spec")
        var spec = FormSpec(name: "", fields: [])
        problems.attempt { () throws(SpecError) in spec.name = try string(try member(object, "form", at: []), at: [.key("form")]) }
        if let policy = object["unknownFields"] {
            problems.attempt { () throws(SpecError) in
                let text = try string(policy, at: [.key("unknownFields")])
                guard let value = UnknownFieldPolicy(rawValue: text) else {
                    throw invalid("unknown value '\(text)' for 'unknownFields': expected reject, ignore or keep", at: [.key("unknownFields")])
                }
                spec.unknownFields = value
            }
        }
        if let coerce = object["coerce"] {
            problems.attempt { () throws(SpecError) in spec.coerce = try bool(coerce, at: [.key("coerce")]) }
        }
        let fields = problems.attempt { () throws(SpecError) in try array(try member(object, "fields", at: []), at: [.key("fields")]) } ?? []
        for (index, field) in fields.enumerated() {
            if let decoded = problems.attempt({ () throws(SpecError) in try decodeField(field, at: [.key("fields"), .index(index)]) }) {
                spec.fields.append(decoded)
                problems.fieldPlaces.append(index)
            }
        }
        if let groups = object["groups"] {
            let list = problems.attempt({ () throws(SpecError) in try array(groups, at: [.key("groups")]) }) ?? []
            for (index, group) in list.enumerated() {
                if let decoded = problems.attempt({ () throws(SpecError) in try decodeGroup(group, at: [.key("groups"), .index(index)]) }) {
                    spec.groups.append(decoded)
                    problems.groupPlaces.append(index)
                }
            }
        }
        return spec
    }

    func decodeField(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> FieldSpec {
        let object = try self.object(value, at: path)
        if object["name"] == nil {
            // A misspelt `include` is a field without a name: its keys say which was meant.
            checkKeys(object, allowed: Self.fieldKeys + SpecResolver.includeKeys, at: path, what: "a field")
        }
        let name = try string(try member(object, "name", at: path), at: path + [.key("name")])
        let context = "field '\(name)'"
        checkKeys(object, allowed: Self.fieldKeys, at: path, what: context)
        let typeText = try string(try member(object, "type", at: path), at: path + [.key("type")])
        guard let type = FieldType(rawValue: typeText) else {
            var message = "unknown field type '\(typeText)' in \(context)"
            if let near = Suggestion.closest(to: typeText, among: FieldType.allCases.map { $0.rawValue }) { message += ". Did you mean '\(near)'?" }
            problems.record(SpecError(code: .unknownFieldType, message: message, pointer: pointer(path + [.key("type")])))
            // Stands in for the field (its name is declared), its other keys unread.
            problems.unreadFields.insert(name)
            return FieldSpec(name: name, type: .text)
        }
        var inapplicable: Set<String> = []
        // Keys of the field's own type and of every type need no look-up: the table of which
        // types take which key is built only for a key outside both.
        for entry in object.entries where !type.described.keys.contains(entry.key) && !FieldType.keysOfEveryType.contains(entry.key) {
            if let types = FieldType.typesTakingKey[entry.key], !types.contains(type) {
                let takers = types.map { $0.rawValue }.sorted().joined(separator: ", ")
                let reason = entry.key == "coerce" ? Self.whyNotCoerced(type) : ""
                problems.record(SpecError(
                    code: .notApplicable, message: "'\(entry.key)' does not apply to \(context) of type '\(type.rawValue)'\(reason) (it applies to: \(takers))",
                    pointer: pointer(path + [.key(entry.key)]) + "#key"))
                inapplicable.insert(entry.key)
            }
        }
        var field = FieldSpec(name: name, type: type)
        func at(_ key: String) -> [JSONLocator.Step] { path + [.key(key)] }
        /// A key's value, unless the key does not apply to the field's type (already reported).
        func given(_ key: String) -> FormValue? { inapplicable.contains(key) ? nil : object[key] }
        /// Reads one key, noting its problem and going on.
        func read(_ key: String, _ body: (FormValue) throws(SpecError) -> Void) {
            guard let v = given(key) else { return }
            problems.attempt { () throws(SpecError) in try body(v) }
        }
        read("label") { (v) throws(SpecError) in field.label = try string(v, at: at("label")) }
        read("required") { (v) throws(SpecError) in field.required = try bool(v, at: at("required")) }
        read("requiredIf") { (v) throws(SpecError) in field.requiredIf = try decodeCondition(v, at: at("requiredIf")) }
        read("visibleIf") { (v) throws(SpecError) in field.visibleIf = try decodeCondition(v, at: at("visibleIf")) }
        read("enabledIf") { (v) throws(SpecError) in field.enabledIf = try decodeCondition(v, at: at("enabledIf")) }
        read("nullable") { (v) throws(SpecError) in field.nullable = try bool(v, at: at("nullable")) }
        read("trim") { (v) throws(SpecError) in field.trim = try bool(v, at: at("trim")) }
        read("controlCharacters") { (v) throws(SpecError) in field.controlCharacters = try bool(v, at: at("controlCharacters")) }
        read("minLength") { (v) throws(SpecError) in field.minLength = try count(v, at: at("minLength")) }
        read("maxLength") { (v) throws(SpecError) in field.maxLength = try count(v, at: at("maxLength")) }
        read("equals") { (v) throws(SpecError) in field.equals = try string(v, at: at("equals")) }
        read("pattern") { (v) throws(SpecError) in field.pattern = try decodePattern(v, field: name, at: at("pattern")) }
        read("characters") { (v) throws(SpecError) in field.characters = try decodeCharacters(v, field: name, at: at("characters")) }
        read("const") { (v) throws(SpecError) in field.const = v }
        read("topLevelDomain") { (v) throws(SpecError) in field.topLevelDomain = try bool(v, at: at("topLevelDomain")) }
        read("schemes") { (v) throws(SpecError) in
            field.schemes = try array(v, at: at("schemes")).enumerated().map { (index, scheme) throws(SpecError) in
                try string(scheme, at: at("schemes") + [.index(index)])
            }
        }
        read("options") { (v) throws(SpecError) in
            field.options = try array(v, at: at("options")).enumerated().map { (index, option) throws(SpecError) in
                try string(option, at: at("options") + [.index(index)])
            }
        }
        if type == .height {
            read("minimum") { (v) throws(SpecError) in field.minimum = try height(v, at: at("minimum")) }
            read("maximum") { (v) throws(SpecError) in field.maximum = try height(v, at: at("maximum")) }
            read("step") { (v) throws(SpecError) in field.step = try height(v, at: at("step")) }
        } else {
            read("minimum") { (v) throws(SpecError) in field.minimum = try number(v, at: at("minimum")) }
            read("maximum") { (v) throws(SpecError) in field.maximum = try number(v, at: at("maximum")) }
            read("step") { (v) throws(SpecError) in field.step = try number(v, at: at("step")) }
        }
        read("country") { (v) throws(SpecError) in field.country = try string(v, at: at("country")) }
        read("region") { (v) throws(SpecError) in field.region = try string(v, at: at("region")) }
        read("includeTerritories") { (v) throws(SpecError) in field.includeTerritories = try bool(v, at: at("includeTerritories")) }
        read("allowZipPlusFour") { (v) throws(SpecError) in field.allowZipPlusFour = try bool(v, at: at("allowZipPlusFour")) }
        read("checkRegion") { (v) throws(SpecError) in field.checkRegion = try bool(v, at: at("checkRegion")) }
        read("notBefore") { (v) throws(SpecError) in field.notBefore = try dateBound(v, at: at("notBefore")) }
        read("notAfter") { (v) throws(SpecError) in field.notAfter = try dateBound(v, at: at("notAfter")) }
        read("minimumAge") { (v) throws(SpecError) in field.minimumAge = try count(v, at: at("minimumAge")) }
        read("maximumAge") { (v) throws(SpecError) in field.maximumAge = try count(v, at: at("maximumAge")) }
        read("snap") { (v) throws(SpecError) in field.snap = try bool(v, at: at("snap")) }
        read("caseSensitive") { (v) throws(SpecError) in field.caseSensitive = try bool(v, at: at("caseSensitive")) }
        read("coerce") { (v) throws(SpecError) in field.coerce = try bool(v, at: at("coerce")) }
        read("secret") { (v) throws(SpecError) in field.secret = try bool(v, at: at("secret")) }
        read("optionsFrom") { (v) throws(SpecError) in
            guard field.options == nil else {
                throw invalid("field '\(name)' has both 'options' and 'optionsFrom': its options are either fixed or given at run time", at: at("optionsFrom"))
            }
            let set = try string(v, at: at("optionsFrom"))
            guard !set.isEmpty else { throw invalid("'optionsFrom' of field '\(name)' needs the name of an option set", at: at("optionsFrom")) }
            field.optionsFrom = set
        }
        if let v = given("initial") {
            field.initial = v  // checked as a height when compiled, as `default` is
        }
        read("default") { (v) throws(SpecError) in
            if type == .date, v == "today" {
                field.defaultValue = .today
            } else {
                try checkValue(v, fits: type, key: "default", field: name, at: at("default"))
                try checkOption(v, options: field.options, key: "default", field: name, at: at("default"))
                // The rule that will check the filled-in value decides, exactly as it would.
                if let number = v.number, type == .number || type == .integer,
                   let failure = NumberRule(minimum: field.minimum, maximum: field.maximum, step: nil, integer: type == .integer).check(number),
                   failure.code == "minimum" || failure.code == "maximum" {
                    throw invalid("'default' \(v.jsonText()) of field '\(name)' is outside its minimum and maximum", at: at("default"))
                }
                field.defaultValue = .literal(v)
            }
        }
        if let v = field.const {
            problems.attempt { () throws(SpecError) in
                try checkValue(v, fits: type, key: "const", field: name, at: at("const"))
                try checkOption(v, options: field.options, key: "const", field: name, at: at("const"))
            }
        }
        read("derived") { (v) throws(SpecError) in field.derived = try decodeDerivation(v, at: at("derived")) }
        if type == .list { problems.attempt { () throws(SpecError) in try decodeList(object, into: &field, at: path) } }
        read("rules") { (v) throws(SpecError) in field.rules = try decodeCustomRules(v, field: name, at: at("rules")) }
        read("remote") { (v) throws(SpecError) in field.remote = try decodeRemoteChecks(v, field: name, at: at("remote")) }
        read("messages") { (v) throws(SpecError) in
            let messages = try self.object(v, at: at("messages"))
            let codes = (RuleCode.common + RuleCode.codes(for: type)).map { $0.rawValue } + field.rules.map { $0.name }
            for entry in messages.entries {
                guard codes.contains(entry.key) else {
                    var message = "'\(entry.key)' is not a rule a \(type.rawValue) field can break"
                    if let near = Suggestion.closest(to: entry.key, among: codes) { message += ". Did you mean '\(near)'?" }
                    problems.record(SpecError(code: .unknownKey, message: message, pointer: pointer(at("messages") + [.key(entry.key)]) + "#key"))
                    continue
                }
                problems.attempt { () throws(SpecError) in field.messages[entry.key] = try string(entry.value, at: at("messages") + [.key(entry.key)]) }
            }
        }
        return field
    }

    func decodeCondition(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Condition {
        let object = try self.object(value, at: path)
        if let unknown = checkKeys(object, allowed: Self.conditionKeys, at: path, what: "a condition") { throw unknown }
        if let inner = object["not"] {
            try only(object, "not", at: path)
            return .not(try decodeCondition(inner, at: path + [.key("not")]))
        }
        for combinator in ["all", "any"] {
            if let list = object[combinator] {
                try only(object, combinator, at: path)
                var conditions: [Condition] = []
                var broken: SpecError?
                let items = try array(list, at: path + [.key(combinator)])
                for (index, item) in items.enumerated() {
                    // Every broken part is noted; the whole is then broken too (noted once).
                    do {
                        conditions.append(try decodeCondition(item, at: path + [.key(combinator), .index(index)]))
                    } catch {
                        problems.record(error)
                        broken = broken ?? error
                    }
                }
                if let broken { throw broken }
                guard !conditions.isEmpty else { throw invalid("'\(combinator)' needs at least one condition", at: path + [.key(combinator)]) }
                return combinator == "all" ? .all(conditions) : .any(conditions)
            }
        }
        let field = try string(try member(object, "field", at: path), at: path + [.key("field")])
        let tests = Self.conditionKeys.filter { !["field", "not", "all", "any"].contains($0) && object[$0] != nil }
        guard tests.count == 1 else {
            throw invalid("a condition on '\(field)' needs exactly one of 'present', 'equals', 'in' or a comparison (\(Self.comparisonKeys))", at: path)
        }
        if let relation = ConditionComparison.Relation(rawValue: tests[0]) {
            return .compares(field: field, try decodeComparison(relation, object[tests[0]]!, at: path + [.key(tests[0])]))
        }
        switch tests[0] {
        case "present":
            let present = try bool(object["present"]!, at: path + [.key("present")])
            return present ? .present(field: field) : .absent(field: field)
        case "equals":
            return .equals(field: field, value: object["equals"]!)
        default:
            return .oneOf(field: field, values: try array(object["in"]!, at: path + [.key("in")]))
        }
    }

    static let comparisonKeys = ConditionComparison.Relation.allCases.map { $0.rawValue }.joined(separator: ", ")

    /// A comparison's operand: a number for `greaterThan` and the like; a date (`yyyy-MM-dd`)
    /// or `today` for `after` and the like; or another field, `{"field": "start"}`.
    func decodeComparison(_ relation: ConditionComparison.Relation, _ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> ConditionComparison {
        if let object = value.object {
            if let unknown = checkKeys(object, allowed: ["field"], at: path, what: "the operand of '\(relation.rawValue)'") { throw unknown }
            return ConditionComparison(relation, .field(try string(try member(object, "field", at: path), at: path + [.key("field")])))
        }
        if relation.comparesDates {
            guard let text = value.string else {
                throw wrongType(value, expected: "a date (yyyy-MM-dd), 'today' or {\"field\": …}", at: path)
            }
            if text == "today" { return ConditionComparison(relation, .today) }
            guard case .success(let date) = CalendarDate.parse(text) else {
                throw invalid("'\(text)' is not 'today' or a date (yyyy-MM-dd)", at: path)
            }
            return ConditionComparison(relation, .date(date))
        }
        guard let number = value.number, number.double.isFinite else {
            throw wrongType(value, expected: "a finite number or {\"field\": …}", at: path)
        }
        return ConditionComparison(relation, .number(number))
    }

    func decodeDerivation(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Derivation {
        let object = try self.object(value, at: path)
        if let unknown = checkKeys(object, allowed: ["join", "separator", "firstNonEmpty"], at: path, what: "a derived value") { throw unknown }
        func names(_ key: String) throws(SpecError) -> [String] {
            let list = try array(object[key]!, at: path + [.key(key)])
            guard !list.isEmpty else { throw invalid("'\(key)' needs at least one field", at: path + [.key(key)]) }
            var result: [String] = []
            for (index, item) in list.enumerated() { result.append(try string(item, at: path + [.key(key), .index(index)])) }
            return result
        }
        if object["join"] != nil, object["firstNonEmpty"] != nil {
            throw invalid("a derived value has either 'join' or 'firstNonEmpty', not both", at: path)
        }
        if object["firstNonEmpty"] != nil, object["separator"] != nil {
            throw invalid("'separator' goes with 'join', not with 'firstNonEmpty'", at: path + [.key("separator")])
        }
        if object["join"] != nil {
            let separator = try object["separator"].map { (v) throws(SpecError) in try string(v, at: path + [.key("separator")]) } ?? " "
            return .join(fields: try names("join"), separator: separator)
        }
        if object["firstNonEmpty"] != nil { return .firstNonEmpty(fields: try names("firstNonEmpty")) }
        throw invalid("a derived value needs 'join' or 'firstNonEmpty'", at: path)
    }

    func decodeGroup(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> GroupSpec {
        let object = try self.object(value, at: path)
        let kinds = GroupSpec.Kind.allCases.map { $0.rawValue }
        if let unknown = checkKeys(object, allowed: kinds + ["message", "description"], at: path, what: "a group") { throw unknown }
        let present = kinds.filter { object[$0] != nil }
        guard present.count == 1, let kind = GroupSpec.Kind(rawValue: present[0]) else {
            throw invalid("a group needs exactly one of \(kinds.joined(separator: ", "))", at: path)
        }
        var fields: [String] = []
        for (index, item) in try array(object[kind.rawValue]!, at: path + [.key(kind.rawValue)]).enumerated() {
            fields.append(try string(item, at: path + [.key(kind.rawValue), .index(index)]))
        }
        guard fields.count >= 2 else { throw invalid("'\(kind.rawValue)' needs at least two fields", at: path + [.key(kind.rawValue)]) }
        let message = try object["message"].map { (v) throws(SpecError) in try string(v, at: path + [.key("message")]) }
        return GroupSpec(kind: kind, fields: fields, message: message)
    }

    // MARK: Values

    func object(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> FormObject {
        guard let object = value.object else { throw wrongType(value, expected: "an object", at: path) }
        return object
    }

    func array(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> [FormValue] {
        guard let array = value.array else { throw wrongType(value, expected: "an array", at: path) }
        return array
    }

    func string(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> String {
        guard let string = value.string else { throw wrongType(value, expected: "a string", at: path) }
        return string
    }

    func bool(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Bool {
        guard let bool = value.bool else { throw wrongType(value, expected: "true or false", at: path) }
        return bool
    }

    func number(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Double {
        guard let number = value.number?.double, number.isFinite else { throw wrongType(value, expected: "a finite number", at: path) }
        return number
    }

    /// A length, a count or an age: a whole number from 0 to 2,147,483,647 in every build. The
    /// WebAssembly build's `Int` has 32 bits, so a larger limit would load natively and not in a
    /// page; one range keeps the two builds' verdicts on a spec the same (no form needs more).
    func count(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Int {
        guard let number = value.number?.int, number >= 0, number <= Int(Int32.max) else {
            throw wrongType(value, expected: "a whole number from 0 to 2147483647", at: path)
        }
        return number
    }

    /// A height: inches as a number, or text such as `5'7"` or `170 cm`.
    func height(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Double {
        if let number = value.number?.double, number.isFinite { return number }
        if let text = value.string, case .success(let height) = Height.parse(text) { return height.inches }
        throw wrongType(value, expected: "a height (inches, or text such as 5'7\" or 170 cm)", at: path)
    }

    func dateBound(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> DateBound {
        let text = try string(value, at: path)
        // "now" reads better on a dateTime; both mean the reference date and instant.
        if text == "today" || text == "now" { return .today }
        guard case .success(let date) = CalendarDate.parse(text) else {
            throw invalid("'\(text)' is not 'today', 'now' or a date (yyyy-MM-dd)", at: path)
        }
        return .date(date)
    }

    /// A `default` or `const` must be a value the field could hold, or every submission would fail.
    func checkValue(_ value: FormValue, fits type: FieldType, key: String, field: String, at path: [JSONLocator.Step]) throws(SpecError) {
        let fits: Bool
        switch type {
        case .number, .integer: fits = value.number != nil
        case .boolean: fits = value.bool != nil
        case .height, .identifier: fits = value.number != nil || value.string != nil
        default: fits = value.string != nil
        }
        guard fits else {
            throw SpecError(
                code: .wrongType, message: "'\(key)' of \(type.rawValue) field '\(field)' cannot be \(value.typeName) \(value.jsonText())",
                pointer: pointer(path))
        }
        if type == .date, let text = value.string, case .failure = CalendarDate.parse(text) {
            throw invalid("'\(key)' of date field '\(field)' must be 'today' or a date (yyyy-MM-dd), not '\(text)'", at: path)
        }
        if type == .number || type == .integer, let number = value.number {
            // What the rule accepts as a value, the spec accepts here: `10.0` is a whole number.
            switch NumberRule(integer: type == .integer).check(number)?.code {
            case "integer"?:
                throw invalid("'\(key)' of integer field '\(field)' must be a whole number, not \(number.literal)", at: path)
            case "number.tooLong"?:
                throw invalid("'\(key)' of \(type.rawValue) field '\(field)' is longer than \(NumberRule.maximumLiteralLength) characters", at: path)
            case "number"?:
                throw invalid("'\(key)' of \(type.rawValue) field '\(field)' must be a finite number, not \(number.literal)", at: path)
            default:
                break
            }
        }
        if type == .dateTime, let text = value.string, case .failure = DateTime.parse(text) {
            throw invalid("'\(key)' of dateTime field '\(field)' must be an RFC 3339 date and time, not '\(text)'", at: path)
        }
    }

    /// A `default` or `const` of a choice must be one of its options.
    func checkOption(_ value: FormValue, options: [String]?, key: String, field: String, at path: [JSONLocator.Step]) throws(SpecError) {
        guard let options, let text = value.string, !options.contains(text) else { return }
        throw invalid("'\(key)' of field '\(field)' is '\(text)', which is not one of its options (\(options.joined(separator: ", ")))", at: path)
    }

    func member(_ object: FormObject, _ key: String, at path: [JSONLocator.Step]) throws(SpecError) -> FormValue {
        guard let value = object[key] else {
            throw SpecError(code: .missingKey, message: "missing '\(key)'", pointer: pointer(path))
        }
        return value
    }

    /// Notes every key that is not allowed, and goes on; returns the first such problem, for
    /// the parts (conditions, groups) that cannot be read past an unknown key.
    @discardableResult
    func checkKeys(_ object: FormObject, allowed: [String], at path: [JSONLocator.Step], what: String) -> SpecError? {
        var first: SpecError?
        for entry in object.entries where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let near = Suggestion.closest(to: entry.key, among: allowed) { message += ". Did you mean '\(near)'?" }
            let problem = SpecError(code: .unknownKey, message: message, pointer: pointer(path + [.key(entry.key)]) + "#key")
            problems.record(problem)
            first = first ?? problem
        }
        return first
    }

    func only(_ object: FormObject, _ key: String, at path: [JSONLocator.Step]) throws(SpecError) {
        guard object.count == 1 else { throw invalid("'\(key)' cannot be combined with other keys in a condition", at: path) }
    }

    func wrongType(_ value: FormValue, expected: String, at path: [JSONLocator.Step]) -> SpecError {
        let key = path.last.map { step -> String in
            if case .key(let name) = step { return "'\(name)'" }
            return "this element"
        } ?? "the spec"
        return SpecError(code: .wrongType, message: "\(key) must be \(expected), not \(value.typeName)", pointer: pointer(path))
    }

    func invalid(_ message: String, at path: [JSONLocator.Step]) -> SpecError {
        SpecError(code: .invalidValue, message: message, pointer: pointer(path))
    }

    func pointer(_ path: [JSONLocator.Step]) -> String {
        SpecPointer.text(path)
    }

    /// Adds file, line and column to an error that carries a JSON Pointer into this spec.
    func located(_ error: SpecError) -> SpecError {
        guard error.location == nil else { return error }
        if let origins { return origins.locate(error) }
        var pointer = error.pointer
        let pointingAtKey = pointer.hasSuffix("#key")
        if pointingAtKey { pointer.removeLast(4) }
        var result = error
        result.pointer = pointer
        let steps = SpecDecoder.steps(of: pointer)
        let offset = JSONLocator.offset(of: steps, in: bytes, pointingAtKey: pointingAtKey) ?? 0
        let (location, excerpt) = SourceExcerpt.locate(offset: offset, in: bytes, file: file)
        result.location = location
        result.excerpt = excerpt
        return result
    }

    /// The steps of a JSON Pointer into a spec (indexes where the spec has arrays).
    static func steps(of pointer: String) -> [JSONLocator.Step] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { token in
            let text = String(token).replacingOccurrencesOfPointerEscapes()
            if let index = Int(text) { return .index(index) }
            return .key(text)
        }
    }
}

extension String {
    /// RFC 6901 escaping of one reference token: `~` as `~0`, `/` as `~1`.
    func replacingTildeAndSlash() -> String {
        guard contains("~") || contains("/") else { return self }
        var result = ""
        for character in self {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.append(character)
            }
        }
        return result
    }

    func replacingOccurrencesOfPointerEscapes() -> String {
        guard contains("~") else { return self }
        var result = ""
        var iterator = makeIterator()
        while let character = iterator.next() {
            if character == "~", let next = iterator.next() {
                result.append(next == "1" ? "/" : next == "0" ? "~" : next)
            } else {
                result.append(character)
            }
        }
        return result
    }
}
