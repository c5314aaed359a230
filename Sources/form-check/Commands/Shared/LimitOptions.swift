import FormRules

/// The JSON reader's limits, settable from the command line (`validate`, `json`).
struct LimitOptions: OptionGroup {
    private static let defaults = JSONReader.Limits()

    let maxDepth = Option(
        "max-depth", "n", help: "Deepest nesting of arrays and objects (default 512, at most 10000).",
        default: defaults.maxDepth, parse: .integer(in: 1...JSONReader.Limits.maximumDepth))
    let maxDocumentBytes = Option(
        "max-document-bytes", "n", help: "Largest document or NDJSON line, in bytes (default 33554432).",
        default: defaults.maxDocumentBytes, parse: .integer(in: 2...(1 << 40)))
    let maxStringBytes = Option(
        "max-string-bytes", "n", help: "Longest string, in bytes (default 8388608).",
        default: defaults.maxStringBytes, parse: .integer(in: 0...(1 << 40)))
    let maxValues = Option(
        "max-values", "n", help: "Most values in one document (default 100000).",
        default: defaults.maxValues, parse: .integer(in: 1...(1 << 40)))
    let duplicateKeys = Option(
        "duplicate-keys", "policy", help: "reject (default): a repeated key is an error; keep-last: the last value wins.",
        default: DuplicateKeys.reject, parse: .choice)

    var allOptions: [any DeclaredOption] { [maxDepth, maxDocumentBytes, maxStringBytes, maxValues, duplicateKeys] }

    /// The spellings of `--duplicate-keys`.
    enum DuplicateKeys: String, CaseIterable, Sendable {
        case reject
        case keepLast = "keep-last"
    }

    /// The limits a command line sets, the reader's defaults for the rest.
    static func limits<Options>(_ arguments: ParsedArguments<Options>, _ group: LimitOptions) -> JSONReader.Limits {
        JSONReader.Limits(
            maxDepth: arguments[group.maxDepth],
            maxDocumentBytes: arguments[group.maxDocumentBytes],
            maxStringBytes: arguments[group.maxStringBytes],
            maxValues: arguments[group.maxValues],
            duplicateKeys: arguments[group.duplicateKeys] == .reject ? .reject : .keepLast)
    }
}
