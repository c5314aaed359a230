public import FormCore

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
    /// The translator's context: the comments just before the key, without their `/*`, `*/` or
    /// `//` and trimmed of surrounding whitespace, several comments joined by newlines.
    ///
    /// Comments on the same line as the previous entry's `;` belong to that entry and are not
    /// repeated here; when blank lines separate groups of comments, only the group nearest to the
    /// key is kept (so a file's header comment does not become its first entry's context).
    public var comment: String?
    /// Whether the entry uses the `"key";` shorthand, which Apple reads as `"key" = "key";`.
    public var isShorthand: Bool
    // Both locations are in the same file: keeping it once, with 32-bit lines and columns,
    // makes large tables a third smaller (and faster to build).
    var file: String?
    var keyPosition: Position
    var valuePosition: Position

    struct Position: Sendable, Hashable {
        var offset: Int
        var line: UInt32
        var column: UInt32

        init(offset: Int, line: Int, column: Int) {
            self.offset = offset
            self.line = UInt32(clamping: line)
            self.column = UInt32(clamping: column)
        }

        init(_ location: SourceLocation) {
            offset = location.offset
            line = UInt32(clamping: location.line)
            column = UInt32(clamping: location.column)
        }

        func location(in file: String?) -> SourceLocation {
            SourceLocation(file: file, offset: offset, line: Int(line), column: Int(column))
        }
    }

    /// Where the key starts (its opening quote, or its first character when unquoted).
    ///
    /// The two locations share their file: setting one sets the other's file too.
    public var keyLocation: SourceLocation {
        get { keyPosition.location(in: file) }
        set {
            file = newValue.file
            keyPosition = Position(newValue)
        }
    }

    /// Where the value starts; for the `"key";` shorthand, the `;`.
    public var valueLocation: SourceLocation {
        get { valuePosition.location(in: file) }
        set {
            file = newValue.file
            valuePosition = Position(newValue)
        }
    }
}

extension StringsEntry {
    /// Creates an entry; for the `"key";` form, set ``isShorthand`` afterwards.
    public init(
        key: String, value: StringsValue, keyLocation: SourceLocation, valueLocation: SourceLocation,
        comment: String? = nil
    ) {
        self.init(
            key: key, value: value, comment: comment, isShorthand: false, file: keyLocation.file,
            keyPosition: Position(keyLocation), valuePosition: Position(valueLocation))
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
