extension EmailAddress {
    /// Why a string is not a valid email address: the first problem found scanning from the
    /// left. Offsets are UTF-8 byte offsets into the submitted string (equal to character
    /// offsets up to the first non-ASCII character).
    ///
    /// ```swift
    /// EmailAddress.check("jane doe@example.com")   // .failure(.invalidLocalCharacter(offset: 4))
    /// EmailAddress.check("jane@-example.com")      // .failure(.labelStartsWithHyphen(offset: 5))
    /// ```
    public enum Failure: Error, Sendable, Hashable {
        /// The value is empty.
        case empty
        /// Longer than the limit, in characters.
        case tooLong(limit: Int)
        /// No `@` at all.
        case missingAt
        /// Nothing before the `@`.
        case emptyLocalPart
        /// A character before the `@` that `atext` and `.` do not allow (a space, a quote,
        /// a comma, a non-ASCII letter...).
        case invalidLocalCharacter(offset: Int)
        /// Nothing after the `@`.
        case emptyDomain
        /// A character in the domain other than a letter, digit, hyphen or dot (including a
        /// second `@`).
        case invalidDomainCharacter(offset: Int)
        /// An empty domain label: a leading, trailing or doubled dot (`x@.a`, `x@a.`, `x@a..b`).
        case emptyLabel(offset: Int)
        /// A domain label starting with a hyphen; the offset is the hyphen's.
        case labelStartsWithHyphen(offset: Int)
        /// A domain label ending with a hyphen; the offset is the hyphen's.
        case labelEndsWithHyphen(offset: Int)
        /// A domain label longer than 63 characters; the offset is the label's start.
        case labelTooLong(offset: Int)

        /// A stable identifier for message keys (`email.missingAt`, ...): the case name.
        public var code: String {
            switch self {
            case .empty: "empty"
            case .tooLong: "tooLong"
            case .missingAt: "missingAt"
            case .emptyLocalPart: "emptyLocalPart"
            case .invalidLocalCharacter: "invalidLocalCharacter"
            case .emptyDomain: "emptyDomain"
            case .invalidDomainCharacter: "invalidDomainCharacter"
            case .emptyLabel: "emptyLabel"
            case .labelStartsWithHyphen: "labelStartsWithHyphen"
            case .labelEndsWithHyphen: "labelEndsWithHyphen"
            case .labelTooLong: "labelTooLong"
            }
        }

        /// The UTF-8 byte offset the failure points at, when it points at one.
        public var offset: Int? {
            switch self {
            case .invalidLocalCharacter(let offset), .invalidDomainCharacter(let offset),
                .emptyLabel(let offset), .labelStartsWithHyphen(let offset),
                .labelEndsWithHyphen(let offset), .labelTooLong(let offset):
                offset
            case .empty, .tooLong, .missingAt, .emptyLocalPart, .emptyDomain:
                nil
            }
        }

        /// The character at ``offset`` in `text` (the submitted string), for quoting in a
        /// message; nil when there is no offset or it is past the end.
        public func offendingCharacter(in text: String) -> Character? {
            guard let offset else { return nil }
            var start = 0
            for character in text {
                let end = start + character.utf8.count
                if offset < end { return character }
                start = end
            }
            return nil
        }
    }
}
