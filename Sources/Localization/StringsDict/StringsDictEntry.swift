package import FormCore

/// One key of a `.stringsdict` file: its format string and the variables the format uses.
///
/// ```swift
/// let entry = file["files.count"]
/// entry?.format                      // "%#@files@"
/// entry?.variable(named: "files")?.variant(for: "one")   // "%ld file"
/// ```
package struct StringsDictEntry: Sendable, Hashable {
    /// `NSStringLocalizedFormatKey`.
    package static let formatKey = "NSStringLocalizedFormatKey"

    /// The localized string's key.
    package var key: String
    /// The location of the key's `<key>` in the root dictionary.
    package var location: SourceLocation
    /// `NSStringLocalizedFormatKey`, or `nil` when it is missing or not a string.
    package var format: String?
    /// The location of the `NSStringLocalizedFormatKey` key, when present.
    package var formatLocation: SourceLocation?
    /// The variables used by ``format``, in order.
    package var references: [StringsDictVariableReference]
    /// The variables defined in the entry, in file order.
    package var variables: [StringsDictVariable]

    package init(
        key: String, location: SourceLocation, format: String?, formatLocation: SourceLocation?,
        references: [StringsDictVariableReference], variables: [StringsDictVariable]
    ) {
        self.key = key
        self.location = location
        self.format = format
        self.formatLocation = formatLocation
        self.references = references
        self.variables = variables
    }

    /// The variable called `name`, or `nil`.
    package func variable(named name: String) -> StringsDictVariable? {
        variables.first { $0.name == name }
    }
}
