extension SpecDecoder {
    /// The codes of a remote check that did not answer (`RemoteValidation.FailureRule`): no check takes one.
    static let remoteFailureCodes: Set<String> = ["remote.timeout", "remote.unavailable", "remote.cancelled"]

    /// A field's `remote`: a check's name, an object with `check` (the name) and an optional
    /// `message` (its message key), or an array of those. Whether a server implements the
    /// names is not the spec's business: it is checked where an implementation is given
    /// (``FormSpec/lint(_:file:rules:remoteChecks:)``, `RemoteCheckRegistry`).
    func decodeRemoteChecks(_ value: FormValue, field: String, at path: [JSONLocator.Step]) throws(SpecError) -> [RemoteCheckUse] {
        if case .array(let items) = value {
            guard !items.isEmpty else { throw invalid("'remote' of field '\(field)' names no check: leave it out, or name one", at: path) }
            var uses: [RemoteCheckUse] = []
            for (index, item) in items.enumerated() {
                let use = try decodeRemoteCheck(item, field: field, at: path + [.index(index)])
                if uses.contains(where: { $0.name == use.name }) {
                    throw invalid("remote check '\(use.name)' is listed twice in field '\(field)'", at: path + [.index(index)])
                }
                uses.append(use)
            }
            return uses
        }
        return [try decodeRemoteCheck(value, field: field, at: path)]
    }

    private func decodeRemoteCheck(_ item: FormValue, field: String, at place: [JSONLocator.Step]) throws(SpecError) -> RemoteCheckUse {
        var use: RemoteCheckUse
        var namePlace = place
        if let name = item.string {
            use = RemoteCheckUse(name: name)
        } else if let object = item.object {
            if let unknown = checkKeys(object, allowed: ["check", "message"], at: place, what: "a remote check of field '\(field)'") { throw unknown }
            namePlace = place + [.key("check")]
            use = RemoteCheckUse(name: try string(try member(object, "check", at: place), at: namePlace))
            if let message = object["message"] {
                let key = try string(message, at: place + [.key("message")])
                guard !key.isEmpty else { throw invalid("the 'message' of a remote check of field '\(field)' cannot be empty", at: place + [.key("message")]) }
                use.message = key
            }
        } else {
            throw wrongType(item, expected: "a remote check's name, an object with 'check', or an array of them", at: place)
        }
        guard RuleRegistry.isName(use.name) else {
            throw invalid("'\(use.name)' in field '\(field)' is not a remote check's name: start with a letter, then letters, digits, '.', '_' or '-'", at: namePlace)
        }
        guard !RuleRegistry.builtInCodes.contains(RuleCode(rawValue: use.name)), !Self.remoteFailureCodes.contains(use.name) else {
            throw invalid("remote check '\(use.name)' in field '\(field)' has a built-in rule's code: name it after what it checks (release.alreadySigned)", at: namePlace)
        }
        return use
    }
}
