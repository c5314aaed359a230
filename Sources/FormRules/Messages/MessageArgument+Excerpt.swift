extension MessageArgument {
    /// The most characters of a submitted value or key a message quotes.
    public static let maxQuotedCharacters = 64

    /// Submitted text as a message quotes it: whole when it has at most
    /// ``maxQuotedCharacters`` characters, else its first ones followed by "…", cut between
    /// characters (never inside one). A report about a 1 MiB value stays small, whatever the
    /// value, and still shows the reader which one it is.
    ///
    /// ```swift
    /// MessageArgument.excerpt(of: "NSW")                               // .text("NSW")
    /// MessageArgument.excerpt(of: String(repeating: "x", count: 1000))  // 64 x's, then "…"
    /// ```
    public static func excerpt(of submitted: some StringProtocol) -> MessageArgument {
        // Each character takes at least one byte: a short text needs no walk over its characters.
        if submitted.utf8.count <= maxQuotedCharacters { return .text(String(submitted)) }
        // `prefix` walks at most the characters it keeps, so a long value costs no more than a short one.
        let kept = submitted.prefix(maxQuotedCharacters)
        guard kept.endIndex < submitted.endIndex else { return .text(String(submitted)) }
        return .text(String(kept) + "…")
    }
}
