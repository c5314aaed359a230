public import FormCore

/// A structural problem in a `.stringsdict` file that does not stop it from being read.
///
/// ```
/// ru.lproj/Localizable.stringsdict:14:14: variable 'count' of 'files.count' has no 'other' variant
/// ```
public struct StringsDictDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem; new codes may be added, so `switch` with a `default`.
    public struct Code: DiagnosticCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A key is defined twice in one dictionary; the last definition is used.
        public static let duplicateKey = Code(rawValue: "duplicateKey")
        /// A root entry whose value is not a dictionary.
        public static let entryNotADictionary = Code(rawValue: "entryNotADictionary")
        /// An entry without `NSStringLocalizedFormatKey`.
        public static let missingFormatKey = Code(rawValue: "missingFormatKey")
        /// A value that should be a string is another type.
        public static let valueNotAString = Code(rawValue: "valueNotAString")
        /// `%#@name@` where the entry defines no variable `name`.
        public static let undefinedVariable = Code(rawValue: "undefinedVariable")
        /// `%#@` with no closing `@`.
        public static let malformedVariableReference = Code(rawValue: "malformedVariableReference")
        /// A variable that nothing refers to.
        public static let unusedVariable = Code(rawValue: "unusedVariable")
        /// A variable without `NSStringFormatSpecTypeKey`.
        public static let missingSpecType = Code(rawValue: "missingSpecType")
        /// A plural variable without `NSStringFormatValueTypeKey`.
        public static let missingValueType = Code(rawValue: "missingValueType")
        /// A value type that is not a printf conversion (`d`, `ld`, `f`, ...).
        public static let unrecognizedValueType = Code(rawValue: "unrecognizedValueType")
        /// A plural variable without the mandatory `other` variant.
        public static let missingOtherVariant = Code(rawValue: "missingOtherVariant")
        /// A plural variable with a key that is not a CLDR plural category.
        public static let unknownPluralCategory = Code(rawValue: "unknownPluralCategory")
        /// A key in an entry that is neither the format key nor a variable dictionary.
        public static let unexpectedKey = Code(rawValue: "unexpectedKey")
    }

    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The string cannot be shown correctly.
        case error
        /// Suspicious, but the string still works.
        case warning
    }

    public var code: Code
    public var severity: Severity
    /// What is wrong, quoting the offending names; no location prefix.
    public var message: String
    /// Where: the key the problem is about.
    public var location: SourceLocation
    /// The root key of the entry concerned, if any.
    public var key: String?
    /// The variable concerned, if any.
    public var variable: String?

    public init(
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
    public var description: String { "\(location): \(message)" }
}

extension StringsDictDiagnostic: LocatedDiagnostic {}
