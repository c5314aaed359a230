/// A pattern or a `characters` set that cannot be used: what is wrong and where, as the
/// 1-based position of the offending character among the pattern's characters (Unicode
/// scalars). The spec loader turns it into a ``SpecError`` pointing at that character in the
/// spec file.
///
/// ```
/// Specs/promo.json:7:24: 'pattern' of field 'code': backreferences are not supported (column 9 of the pattern)
/// ```
struct PatternSyntaxError: Error, Sendable, Hashable {
    var message: String
    /// 1-based, in Unicode scalars of the pattern as written (after JSON's escapes are read).
    var column: Int

    init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }
}
