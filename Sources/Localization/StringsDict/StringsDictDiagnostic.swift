package import FormCore

/// A structural problem in a `.stringsdict` file that does not stop it from being read.
///
/// ```
/// ru.lproj/Localizable.stringsdict:14:14: variable 'count' of 'files.count' has no 'other' variant
/// ```
package struct StringsDictDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem; new codes may be added, so `switch` with a `default`.
    package struct Code: DiagnosticCode {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }

        /// A key is defined twice in one dictionary; the last definition is used.
        package static let duplicateKey = Code(rawValue: "duplicateKey")
        /// A root entry whose value is not a dictionary.
        package static let entryNotADictionary = Code(rawValue: "entryNotADictionary")
        /// An entry without `NSStringLocalizedFormatKey`.
        package static let missingFormatKey = Code(rawValue: "missingFormatKey")
        /// A value that should be a string is another type.
        package static let valueNotAString = Code(rawValue: "valueNotAString")
        /// `%#@name@` where the entry defines no variable `name`.
        package static let undefinedVariable = Code(rawValue: "undefinedVariable")
        /// `%#@` with no closing `@`.
        package static let malformedVariableReference = Code(rawValue: "malformedVariableReference")
        /// A variable that nothing refers to.
        package static let unusedVariable = Code(rawValue: "unusedVariable")
        /// A variable without `NSStringFormatSpecTypeKey`.
        package static let missingSpecType = Code(rawValue: "missingSpecType")
        /// A plural variable without `NSStringFormatValueTypeKey`.
        package static let missingValueType = Code(rawValue: "missingValueType")
        /// A value type that is not a printf conversion (`d`, `ld`, `f`, ...).
        package static let unrecognizedValueType = Code(rawValue: "unrecognizedValueType")
        /// A plural variable without the mandatory `other` variant.
        package static let missingOtherVariant = Code(rawValue: "missingOtherVariant")
        /// A plural variable with a key that is not a CLDR plural category.
        package static let unknownPluralCategory = Code(rawValue: "unknownPluralCategory")
        /// A key in an entry that is neither the format key nor a variable dictionary.
        package static let unexpectedKey = Code(rawValue: "unexpectedKey")
    }

    /// How serious a problem is.
    package enum Severity: String, Sendable, Hashable {
        /// The string cannot be shown correctly.
        case error
        /// Suspicious, but the string still works.
        case warning
    }

    package var code: Code
    package var severity: Severity
    /// What is wrong, quoting the offending names; no location prefix.
    package var message: String
    /// Where: the key the problem is about.
    package var location: SourceLocation
    /// The root key of the entry concerned, if any.
    package var key: String?
    /// The variable concerned, if any.
    package var variable: String?

    package init(
        code: Code, severity: Severity, message: String, location: SourceLocation,
        key: String? = nil, variable: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.location = location
        self.key = key
        self.variable = variable
    }

    /// `file:line:column: message`.
    package var description: String { "\(location): \(message)" }
}

extension StringsDictDiagnostic: LocatedDiagnostic {}
