extension SchemaBuilder {
    /// A field's `characters` and `pattern` as anchored patterns (``PatternSource``), the set
    /// first as the engine checks it; each goes into `allOf`, beside the type's own pattern.
    func userPatterns(_ field: FieldSpec) -> [String] {
        let refusesControls = (field.type == .text || field.type == .password) && !field.controlCharacters
        return (refusesControls ? [SchemaPatterns.noControls] : []) + Self.patternSource(field).patterns
    }

    /// The patterns of a field and whether a set lost its scalars above U+FFFF. The spec was
    /// checked when loaded or compiled, so both parse.
    static func patternSource(_ field: FieldSpec) -> (patterns: [String], hasPartialAstralSet: Bool) {
        var writer = PatternSource()
        var patterns: [String] = []
        if let text = field.characters, let set = try? CharacterSetSpelling.parse(text) { patterns.append(writer.anchored(characters: set)) }
        if let text = field.pattern, let node = try? PatternParser.parse(text) { patterns.append(writer.anchored(node)) }
        return (patterns, writer.hasPartialAstralSet)
    }
}
