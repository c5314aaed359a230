extension FormSpec {
    static let unionKeys = ["$schema", "form", "description", "discriminator", "variants"]

    /// Checks a spec of variants: its own keys, each variant as a spec of its own (its problems
    /// located in its file, used at its entry), and the tags the variants' discriminators give.
    static func checkUnion(_ object: FormObject, resolver: SpecResolver, rules: RuleRegistry, remoteChecks: [String]?) -> SpecCheck {
        var resolver = resolver
        let top = SpecPlace(source: 0, path: [])
        resolver.checkKeys(object, allowed: unionKeys, at: top, what: "the spec")
        var found: [SpecError] = []
        func problem(_ code: SpecError.Code, _ message: String, at place: SpecPlace, uses: [SpecPlace] = []) {
            found.append(resolver.origins.locate(SpecError(code: code, message: message, pointer: ""), at: place, uses: uses))
        }
        func text(_ key: String) -> String? {
            guard let value = object[key] else {
                problem(.missingKey, "missing '\(key)'", at: top)
                return nil
            }
            guard let text = value.string, !text.isEmpty else {
                problem(.wrongType, "'\(key)' must be a non-empty string, not \(value.typeName)", at: top.appending(.key(key)))
                return nil
            }
            return text
        }
        let name = text("form")
        var discriminator = text("discriminator")
        if let named = discriminator, named.contains(".") {
            problem(.invalidValue, "the discriminator '\(named)' must be a member of the message itself, not a dotted name", at: top.appending(.key("discriminator")))
            discriminator = nil
        }
        var variants: [Union.Variant] = []
        var files = resolver.origins.sources.prefix(1).compactMap { $0.file }
        let list = object["variants"]?.array ?? []
        if object["variants"]?.array == nil {
            problem(.wrongType, "'variants' must be an array of specs (file names, or specs written in place)", at: top.appending(.key("variants")))
        } else if list.count < 2 {
            problem(.invalidValue, "'variants' needs at least two specs", at: top.appending(.key("variants")))
        }
        for (index, entry) in list.enumerated() {
            let at = top.appending(.key("variants"), .index(index))
            guard let (document, place) = resolver.referenced(entry, at: at, as: .form, depth: 0, key: "variants") else { continue }
            let checked = checkForm(.object(document), resolver: resolver, at: place, uses: [at], kind: .form, rules: rules, remoteChecks: remoteChecks)
            resolver.close(place)
            found += checked.problems.map(checked.locate)
            files += checked.files.filter { !files.contains($0) }
            guard let discriminator, let spec = checked.spec, checked.problems.isEmpty else { continue }
            guard let field = spec.fields.first(where: { $0.name == discriminator }) else {
                problem(.invalidValue, "variant '\(spec.name)' has no field '\(discriminator)', the discriminator: declare it, with its tag as 'const'", at: at)
                continue
            }
            guard field.type == .text, case .string(let tag)? = field.const else {
                problem(.invalidValue, "field '\(discriminator)' of variant '\(spec.name)' must be a text field with a 'const' string: the variant's tag", at: at)
                continue
            }
            if let earlier = variants.first(where: { $0.tag == tag }) {
                problem(.invalidValue, "variant '\(spec.name)' has the tag '\(tag)' of variant '\(earlier.spec.name)': each variant needs its own", at: at)
                continue
            }
            variants.append(Union.Variant(tag: tag, spec: spec))
        }
        resolver.problems.forEach { found.append($0) }
        var spec = FormSpec(name: name ?? "", fields: [])
        spec.union = Union(discriminator: discriminator ?? "", variants: variants)
        return SpecCheck(spec: found.isEmpty ? spec : nil, compiled: nil, problems: found, locate: { $0 }, files: files)
    }
}
