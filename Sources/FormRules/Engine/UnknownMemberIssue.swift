extension ValidationIssue {
    /// The most characters of an undeclared member's name that a problem's `path` and `pointer`
    /// repeat; a longer name is cut there and marked with "…".
    static let maxUnknownNameCharacters = 256

    /// The problem of an undeclared member at `path` (its member names from the root): one
    /// builder for both sources of values, so that both report it alike. A hostile name (a
    /// 1 MB key) is cut in `path` and `pointer` as a quoted value is in the message, so the
    /// report cannot be larger than the request many times over: the name is shown, not echoed.
    static func unknownMember(at path: [String]) -> ValidationIssue {
        var shown = path
        if let last = shown.last, last.utf8.count > maxUnknownNameCharacters {
            let kept = last.prefix(maxUnknownNameCharacters)
            if kept.endIndex < last.endIndex { shown[shown.count - 1] = String(kept) + "…" }
        }
        let name = shown.joined(separator: ".")
        return ValidationIssue(
            path: name, pointer: FieldPath.pointer(components: shown), rule: "unknownField", messageKey: "rule.unknownField",
            arguments: [.excerpt(of: name)])
    }
}
