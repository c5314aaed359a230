extension FormSpec {
    /// Reads and checks a spec: its JSON, its keys and values, references between fields and
    /// circular conditions. Every error says where, with a suggestion when a name is near.
    ///
    /// ```swift
    /// let spec = try FormSpec.load(bytes, file: "Specs/login.json")
    /// let form = try CompiledForm(spec)
    /// ```
    /// - Throws: ``SpecError`` with file, line and column.
    public static func load(_ bytes: [UInt8], file: String? = nil) throws(SpecError) -> FormSpec {
        let root: FormValue
        do {
            root = try JSONReader().read(bytes, file: file)
        } catch {
            throw SpecError(code: .notJSON, message: "not valid JSON: \(error.message)", pointer: "", location: error.location, excerpt: error.excerpt)
        }
        let decoder = SpecDecoder(bytes: bytes, file: file)
        do {
            let spec = try decoder.decodeSpec(root)
            _ = try CompiledForm(spec)
            return spec
        } catch {
            throw decoder.located(error)
        }
    }

    /// Reads and checks the spec at `path`.
    /// - Throws: ``SpecError``; a missing or unreadable file is an ``InputError`` wrapped as `.notJSON`? No:
    ///   ``InputError`` is rethrown by ``load(contentsOf:)`` as is.
    public static func load(contentsOf path: String) throws -> FormSpec {
        let input = try InputFile(path: path)
        let bytes = try input.readAll(limit: 16 << 20, limitName: "the 16 MiB limit of a spec file")
        return try load(bytes, file: path)
    }
}

/// Turns a spec's JSON into a ``FormSpec``, strictly: every key known, every value of its type.
struct SpecDecoder {
    let bytes: [UInt8]
    let file: String?

    static let topKeys = ["$schema", "form", "description", "unknownFields", "fields", "groups"]
    static let fieldKeys = [
        "name", "type", "label", "description", "required", "requiredIf", "visibleIf", "enabledIf", "nullable",
        "trim", "minLength", "maxLength", "equals", "const", "options", "minimum", "maximum", "step", "country",
        "region", "includeTerritories", "allowZipPlusFour", "checkRegion", "notBefore", "notAfter", "minimumAge",
        "maximumAge", "snap", "default", "initial", "derived", "messages", "optionsFrom", "secret", "pattern", "characters",
    ]
    static let conditionKeys = ["field", "present", "equals", "in", "not", "all", "any"]

    /// Keys that only some field types take.
    static let typeSpecificKeys: [String: Set<FieldType>] = {
        let textual: Set<FieldType> = [.text, .password, .email, .digits, .phone, .postalCode, .choice, .identifier]
        return [
            "trim": textual, "minLength": textual, "maxLength": textual,
            "options": [.choice, .country], "optionsFrom": [.choice], "initial": [.height],
            "minimum": [.number, .integer, .height], "maximum": [.number, .integer, .height], "step": [.number, .integer, .height],
            "country": [.region, .postalCode], "includeTerritories": [.region],
            "region": [.postalCode], "allowZipPlusFour": [.postalCode], "checkRegion": [.postalCode],
            "notBefore": [.date, .dateTime], "notAfter": [.date, .dateTime],
            "minimumAge": [.date], "maximumAge": [.date], "snap": [.height],
            "pattern": [.text, .password, .digits], "characters": [.text, .password],
        ]
    }()

    func decodeSpec(_ root: FormValue) throws(SpecError) -> FormSpec {
        let object = try self.object(root, at: [])
        try checkKeys(object, allowed: Self.topKeys, at: [], what: "the spec")
        let name = try string(try member(object, "form", at: []), at: [.key("form")])
        var spec = FormSpec(name: name, fields: [])
        if let policy = object["unknownFields"] {
            let text = try string(policy, at: [.key("unknownFields")])
            guard let value = UnknownFieldPolicy(rawValue: text) else {
                throw invalid("unknown value '\(text)' for 'unknownFields': expected reject, ignore or keep", at: [.key("unknownFields")])
            }
            spec.unknownFields = value
        }
        let fields = try array(try member(object, "fields", at: []), at: [.key("fields")])
        for (index, field) in fields.enumerated() {
            spec.fields.append(try decodeField(field, at: [.key("fields"), .index(index)]))
        }
        if let groups = object["groups"] {
            for (index, group) in try array(groups, at: [.key("groups")]).enumerated() {
                spec.groups.append(try decodeGroup(group, at: [.key("groups"), .index(index)]))
            }
        }
        return spec
    }

    func decodeField(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> FieldSpec {
        let object = try self.object(value, at: path)
        let name = try string(try member(object, "name", at: path), at: path + [.key("name")])
        let context = "field '\(name)'"
        try checkKeys(object, allowed: Self.fieldKeys, at: path, what: context)
        let typeText = try string(try member(object, "type", at: path), at: path + [.key("type")])
        guard let type = FieldType(rawValue: typeText) else {
            var message = "unknown field type '\(typeText)' in \(context)"
            if let near = Suggestion.closest(to: typeText, among: FieldType.allCases.map(\.rawValue)) { message += ". Did you mean '\(near)'?" }
            throw SpecError(code: .unknownFieldType, message: message, pointer: pointer(path + [.key("type")]))
        }
        for entry in object.entries {
            if let types = Self.typeSpecificKeys[entry.key], !types.contains(type) {
                let takers = types.map(\.rawValue).sorted().joined(separator: ", ")
                throw SpecError(
                    code: .notApplicable, message: "'\(entry.key)' does not apply to \(context) of type '\(type.rawValue)' (it applies to: \(takers))",
                    pointer: pointer(path + [.key(entry.key)]) + "#key")
            }
        }
        var field = FieldSpec(name: name, type: type)
        func at(_ key: String) -> [JSONLocator.Step] { path + [.key(key)] }
        if let v = object["label"] { field.label = try string(v, at: at("label")) }
        if let v = object["required"] { field.required = try bool(v, at: at("required")) }
        if let v = object["requiredIf"] { field.requiredIf = try decodeCondition(v, at: at("requiredIf")) }
        if let v = object["visibleIf"] { field.visibleIf = try decodeCondition(v, at: at("visibleIf")) }
        if let v = object["enabledIf"] { field.enabledIf = try decodeCondition(v, at: at("enabledIf")) }
        if let v = object["nullable"] { field.nullable = try bool(v, at: at("nullable")) }
        if let v = object["trim"] { field.trim = try bool(v, at: at("trim")) }
        if let v = object["minLength"] { field.minLength = try count(v, at: at("minLength")) }
        if let v = object["maxLength"] { field.maxLength = try count(v, at: at("maxLength")) }
        if let v = object["equals"] { field.equals = try string(v, at: at("equals")) }
        if let v = object["pattern"] { field.pattern = try decodePattern(v, field: name, at: at("pattern")) }
        if let v = object["characters"] { field.characters = try decodeCharacters(v, field: name, at: at("characters")) }
        if let v = object["const"] { field.const = v }
        if let v = object["options"] {
            field.options = try array(v, at: at("options")).enumerated().map { (index, option) throws(SpecError) in
                try string(option, at: at("options") + [.index(index)])
            }
        }
        if type == .height {
            if let v = object["minimum"] { field.minimum = try height(v, at: at("minimum")) }
            if let v = object["maximum"] { field.maximum = try height(v, at: at("maximum")) }
            if let v = object["step"] { field.step = try height(v, at: at("step")) }
        } else {
            if let v = object["minimum"] { field.minimum = try number(v, at: at("minimum")) }
            if let v = object["maximum"] { field.maximum = try number(v, at: at("maximum")) }
            if let v = object["step"] { field.step = try number(v, at: at("step")) }
        }
        if let v = object["country"] { field.country = try string(v, at: at("country")) }
        if let v = object["region"] { field.region = try string(v, at: at("region")) }
        if let v = object["includeTerritories"] { field.includeTerritories = try bool(v, at: at("includeTerritories")) }
        if let v = object["allowZipPlusFour"] { field.allowZipPlusFour = try bool(v, at: at("allowZipPlusFour")) }
        if let v = object["checkRegion"] { field.checkRegion = try bool(v, at: at("checkRegion")) }
        if let v = object["notBefore"] { field.notBefore = try dateBound(v, at: at("notBefore")) }
        if let v = object["notAfter"] { field.notAfter = try dateBound(v, at: at("notAfter")) }
        if let v = object["minimumAge"] { field.minimumAge = try count(v, at: at("minimumAge")) }
        if let v = object["maximumAge"] { field.maximumAge = try count(v, at: at("maximumAge")) }
        if let v = object["snap"] { field.snap = try bool(v, at: at("snap")) }
        if let v = object["secret"] { field.secret = try bool(v, at: at("secret")) }
        if let v = object["optionsFrom"] {
            guard field.options == nil else {
                throw invalid("field '\(name)' has both 'options' and 'optionsFrom': its options are either fixed or given at run time", at: at("optionsFrom"))
            }
            let set = try string(v, at: at("optionsFrom"))
            guard !set.isEmpty else { throw invalid("'optionsFrom' of field '\(name)' needs the name of an option set", at: at("optionsFrom")) }
            field.optionsFrom = set
        }
        if let v = object["initial"] {
            field.initial = v  // checked as a height when compiled, as `default` is
        }
        if let v = object["default"] {
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
            try checkValue(v, fits: type, key: "const", field: name, at: at("const"))
            try checkOption(v, options: field.options, key: "const", field: name, at: at("const"))
        }
        if let v = object["derived"] { field.derived = try decodeDerivation(v, at: at("derived")) }
        if let v = object["messages"] {
            let messages = try self.object(v, at: at("messages"))
            let codes = (RuleCode.common + RuleCode.codes(for: type)).map(\.rawValue)
            for entry in messages.entries {
                guard codes.contains(entry.key) else {
                    var message = "'\(entry.key)' is not a rule a \(type.rawValue) field can break"
                    if let near = Suggestion.closest(to: entry.key, among: codes) { message += ". Did you mean '\(near)'?" }
                    throw SpecError(code: .unknownKey, message: message, pointer: pointer(at("messages") + [.key(entry.key)]) + "#key")
                }
                field.messages[entry.key] = try string(entry.value, at: at("messages") + [.key(entry.key)])
            }
        }
        return field
    }

    func decodeCondition(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Condition {
        let object = try self.object(value, at: path)
        try checkKeys(object, allowed: Self.conditionKeys, at: path, what: "a condition")
        if let inner = object["not"] {
            try only(object, "not", at: path)
            return .not(try decodeCondition(inner, at: path + [.key("not")]))
        }
        for combinator in ["all", "any"] {
            if let list = object[combinator] {
                try only(object, combinator, at: path)
                var conditions: [Condition] = []
                for (index, item) in try array(list, at: path + [.key(combinator)]).enumerated() {
                    conditions.append(try decodeCondition(item, at: path + [.key(combinator), .index(index)]))
                }
                guard !conditions.isEmpty else { throw invalid("'\(combinator)' needs at least one condition", at: path + [.key(combinator)]) }
                return combinator == "all" ? .all(conditions) : .any(conditions)
            }
        }
        let field = try string(try member(object, "field", at: path), at: path + [.key("field")])
        let tests = ["present", "equals", "in"].filter { object[$0] != nil }
        guard tests.count == 1 else {
            throw invalid("a condition on '\(field)' needs exactly one of 'present', 'equals' or 'in'", at: path)
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

    func decodeDerivation(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Derivation {
        let object = try self.object(value, at: path)
        try checkKeys(object, allowed: ["join", "separator", "firstNonEmpty"], at: path, what: "a derived value")
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
        let kinds = GroupSpec.Kind.allCases.map(\.rawValue)
        try checkKeys(object, allowed: kinds + ["message", "description"], at: path, what: "a group")
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

    func count(_ value: FormValue, at path: [JSONLocator.Step]) throws(SpecError) -> Int {
        guard let number = value.number?.int, number >= 0 else { throw wrongType(value, expected: "a whole number, 0 or more", at: path) }
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

    func checkKeys(_ object: FormObject, allowed: [String], at path: [JSONLocator.Step], what: String) throws(SpecError) {
        for entry in object.entries where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let near = Suggestion.closest(to: entry.key, among: allowed) { message += ". Did you mean '\(near)'?" }
            throw SpecError(code: .unknownKey, message: message, pointer: pointer(path + [.key(entry.key)]) + "#key")
        }
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
        path.map { step in
            switch step {
            case .key(let key): "/" + key.replacingTildeAndSlash()
            case .index(let index): "/\(index)"
            }
        }.joined()
    }

    /// Adds file, line and column to an error that carries a JSON Pointer into this spec.
    func located(_ error: SpecError) -> SpecError {
        guard error.location == nil else { return error }
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
