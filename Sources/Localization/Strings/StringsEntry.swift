/// One `key = value;` entry of a `.strings` file, with what Apple's parser throws away.
///
/// ```
/// /* Title of the sign-in button */
/// "signIn.title" = "Sign in";
/// ```
/// reads as an entry with key `signIn.title`, value `.string("Sign in")`, key location `2:1`,
/// value location `2:18` and comment `Title of the sign-in button`.
public struct StringsEntry: Sendable, Hashable {
    /// The key, with escapes resolved.
    public var key: String
    /// The value, with escapes resolved; for the `"key";` shorthand, the key itself.
    public var value: StringsValue
    /// Where the key starts (its opening quote, or its first character when unquoted).
    public var keyLocation: SourceLocation
    /// Where the value starts; for the `"key";` shorthand, the `;`.
    public var valueLocation: SourceLocation
    /// The translator's context: the comments just before the key, without their `/*`, `*/` or
    /// `//` and trimmed of surrounding whitespace, several comments joined by newlines.
    ///
    /// Comments on the same line as the previous entry's `;` belong to that entry and are not
    /// repeated here; when blank lines separate groups of comments, only the group nearest to the
    /// key is kept (so a file's header comment does not become its first entry's context).
    public var comment: String?
    /// Whether the entry uses the `"key";` shorthand, which Apple reads as `"key" = "key";`.
    public var isShorthand: Bool

    public init(
        key: String, value: StringsValue, keyLocation: SourceLocation, valueLocation: SourceLocation,
        comment: String? = nil, isShorthand: Bool = false
    ) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
        self.comment = comment
        self.isShorthand = isShorthand
    }
}

/// A key that occurs more than once at the top level of a `.strings` file.
///
/// Apple's parser keeps the last value without saying anything; a linter should not.
public struct StringsDuplicate: Sendable, Hashable {
    /// The key as it is first written.
    public var key: String
    /// Where each occurrence's key starts, in file order; the last one is the value Apple uses.
    public var locations: [SourceLocation]
    /// The indices of the occurrences in ``StringsFile/entries``, in file order.
    public var entryIndices: [Int]

    public init(key: String, locations: [SourceLocation], entryIndices: [Int]) {
        self.key = key
        self.locations = locations
        self.entryIndices = entryIndices
    }
}
