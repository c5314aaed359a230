/// A positional argument of a command, for its help and usage line: `<file> ...`.
struct ArgumentDeclaration: Sendable {
    /// How many a command line holds.
    enum Count: Sendable {
        case one, optional, oneOrMore, any
    }

    /// The name as shown, with its brackets (`<file>`).
    var name: String
    var help: String
    var count: Count = .one

    /// The argument as the usage line shows it: `<spec>`, `<file> ...`, `[<file> ...]`.
    var synopsis: String {
        switch count {
        case .one: name
        case .optional: "[\(name)]"
        case .oneOrMore: "\(name) ..."
        case .any: "[\(name) ...]"
        }
    }
}
