/// The properties of one JSON object in a schema, built field by field from dotted names:
/// `address.city` adds member `city` to the node of container `address`.
struct SchemaObjectNode {
    enum Member {
        case value(FormValue)
        case object(SchemaObjectNode)
    }

    private var members: [(name: String, member: Member)] = []
    private var required: [String] = []

    /// Adds the schema of the field at `path`; a required field makes its containers required.
    mutating func insert(_ path: [String], _ schema: FormValue, required isRequired: Bool) {
        guard let name = path.first else { return }
        if isRequired, !required.contains(name) { required.append(name) }
        if path.count == 1 {
            members.append((name, .value(schema)))
            return
        }
        let rest = Array(path.dropFirst())
        if let index = members.firstIndex(where: { $0.name == name }), case .object(var node) = members[index].member {
            node.insert(rest, schema, required: isRequired)
            members[index].member = .object(node)
        } else {
            var node = SchemaObjectNode()
            node.insert(rest, schema, required: isRequired)
            members.append((name, .object(node)))
        }
    }

    /// The object at `path`, nil when there is none.
    func object(at path: [String]) -> SchemaObjectNode? {
        guard let name = path.first, let member = members.first(where: { $0.name == name })?.member,
              case .object(let node) = member else { return nil }
        return path.count == 1 ? node : node.object(at: Array(path.dropFirst()))
    }

    /// Puts `replacement` in place of the object at `path`, which must be there.
    mutating func replaceObject(at path: [String], with replacement: FormValue) {
        guard let name = path.first, let index = members.firstIndex(where: { $0.name == name }),
              case .object(var node) = members[index].member else { return }
        if path.count == 1 {
            members[index].member = .value(replacement)
            return
        }
        node.replaceObject(at: Array(path.dropFirst()), with: replacement)
        members[index].member = .object(node)
    }

    /// The object's schema; `closed` refuses members no field declares, as `unknownFields:
    /// reject` does at every level.
    func schema(closed: Bool) -> FormValue {
        var schema: FormObject = ["type": "object"]
        var properties = FormObject()
        for (name, member) in members {
            switch member {
            case .value(let value): properties[name] = value
            case .object(let node): properties[name] = node.schema(closed: closed)
            }
        }
        schema["properties"] = .object(properties)
        if !required.isEmpty { schema["required"] = .array(required.map(FormValue.string)) }
        if closed { schema["additionalProperties"] = false }
        return .object(schema)
    }
}
