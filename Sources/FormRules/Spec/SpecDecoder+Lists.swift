extension SpecDecoder {
    static let listKeys = ["items", "minItems", "maxItems", "uniqueBy", "itemLabel"]
    static let itemGroupKeys = ["fields", "groups", "description"]

    /// A `list` field's keys: `items` (one field's spec without a name, or `{"fields": [...]}`),
    /// `minItems`, `maxItems`, `uniqueBy` and `itemLabel`.
    func decodeList(_ object: FormObject, into field: inout FieldSpec, at path: [JSONLocator.Step]) throws(SpecError) {
        func at(_ key: String) -> [JSONLocator.Step] { path + [.key(key)] }
        let itemsValue = try member(object, "items", at: path)
        let items = try self.object(itemsValue, at: at("items"))
        if let fields = items["fields"] {
            checkKeys(items, allowed: Self.itemGroupKeys, at: at("items"), what: "the items of list '\(field.name)'")
            var specs: [FieldSpec] = []
            for (index, value) in try array(fields, at: at("items") + [.key("fields")]).enumerated() {
                let item = try decodeField(value, at: at("items") + [.key("fields"), .index(index)])
                try refuseRemoteChecks(item, list: field.name, at: at("items") + [.key("fields"), .index(index), .key("remote")])
                specs.append(item)
            }
            guard !specs.isEmpty else { throw invalid("the items of list '\(field.name)' need at least one field", at: at("items") + [.key("fields")]) }
            var groups: [GroupSpec] = []
            if let value = items["groups"] {
                for (index, group) in try array(value, at: at("items") + [.key("groups")]).enumerated() {
                    groups.append(try decodeGroup(group, at: at("items") + [.key("groups"), .index(index)]))
                }
            }
            field.items = .fields(specs, groups: groups)
        } else {
            // One value per item: a field's spec whose name is the list's own.
            guard items["name"] == nil else {
                throw SpecError(
                    code: .unknownKey, message: "the items of list '\(field.name)' are values: they take no 'name' (for items of several fields, use 'fields')",
                    pointer: pointer(at("items") + [.key("name")]) + "#key")
            }
            var named = items
            named["name"] = .string(field.name)
            let item = try decodeField(.object(named), at: at("items"))
            try refuseRemoteChecks(item, list: field.name, at: at("items") + [.key("remote")])
            field.items = .value(item)
        }
        if let v = object["minItems"] { field.minItems = try count(v, at: at("minItems")) }
        if let v = object["maxItems"] { field.maxItems = try count(v, at: at("maxItems")) }
        if let v = object["itemLabel"] { field.itemLabel = try string(v, at: at("itemLabel")) }
        if let v = object["uniqueBy"] {
            switch v {
            case .bool(true) where field.items.map({ if case .value = $0 { true } else { false } }) ?? false:
                field.uniqueBy = [""]
            case .string(let name):
                field.uniqueBy = [name]
            default:
                let names = try array(v, at: at("uniqueBy"))
                guard !names.isEmpty else { throw invalid("'uniqueBy' of list '\(field.name)' needs at least one item field", at: at("uniqueBy")) }
                for (index, name) in names.enumerated() { field.uniqueBy.append(try string(name, at: at("uniqueBy") + [.index(index)])) }
            }
        }
    }

    /// Remote checks run on the form's own fields: an item's value has no field of its own to
    /// file the answer under, and one service call per item is the server's business.
    private func refuseRemoteChecks(_ item: FieldSpec, list: String, at path: [JSONLocator.Step]) throws(SpecError) {
        guard !item.remote.isEmpty else { return }
        throw SpecError(
            code: .notApplicable, message: "'remote' does not apply to the items of list '\(list)': remote checks run on the form's own fields",
            pointer: pointer(path) + "#key")
    }
}
