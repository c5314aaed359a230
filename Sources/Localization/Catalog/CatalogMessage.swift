package import FormCore

/// One key's text in one locale: a format string, and for plurals the variables it chooses
/// variants with. Parsed once when the catalog loads; rendering never parses again.
///
/// ```swift
/// let message = catalog.message("files.count", locale: try LanguageTag("ru"))
/// message?.format.text                                  // "%#@files@"
/// message?.variables[0].variant(for: .few)?.format.text // "%ld файла"
/// ```
package struct CatalogMessage: Sendable {
    /// Where the message was read from.
    public enum Source: String, Sendable, Hashable {
        /// A `.strings` file (old-style or XML property list).
        case strings
        /// A `.stringsdict` file: it overrides a `.strings` entry of the same key, as Apple does.
        case stringsDict
        /// A String Catalog (`.xcstrings`).
        case stringCatalog
    }

    // The fields live in one object: a catalog's dictionary then holds a reference per key
    // instead of the whole message, which for a table of half a million entries is the larger
    // part of its memory (each bucket of a half-empty hash table held about 250 bytes).
    // What only plurals, flattened forms and String Catalogs have is in a second object that
    // most messages of a `.strings` table do without, and the location is kept in 32-bit
    // numbers (a file is at most 256 MB), and the locale and file are one object shared by the
    // messages of a file: the object shrank from 176 to 102 bytes (112 with malloc's header,
    // where 118 took 128).
    private final class Storage: Sendable {
        let key: String
        let origin: MessageOrigin
        let format: FormatString
        let extras: Extras?
        let comment: String?
        let offset: UInt32
        let line: UInt32
        let column: UInt32
        let source: Source
        let hasLocation: Bool

        init(
            key: String, origin: MessageOrigin, format: FormatString, source: Source, location: SourceLocation?, comment: String?,
            extras: Extras?
        ) {
            self.key = key
            self.origin = origin.file == location?.file ? origin : MessageOrigin(origin.locale, file: location?.file)
            self.format = format
            self.source = source
            offset = UInt32(clamping: location?.offset ?? 0)
            line = UInt32(clamping: location?.line ?? 0)
            column = UInt32(clamping: location?.column ?? 0)
            hasLocation = location != nil
            self.comment = comment
            self.extras = extras
        }

        var location: SourceLocation? {
            guard hasLocation else { return nil }
            return SourceLocation(file: origin.file, offset: Int(offset), line: Int(line), column: Int(column))
        }
    }

    private final class Extras: Sendable {
        let variables: [PluralVariable]
        let renditions: [Rendition]
        let radix: [Int]
        let state: StringCatalogStringUnit.State?
        let shouldTranslate: Bool

        init(variables: [PluralVariable], renditions: [Rendition], radix: [Int], state: StringCatalogStringUnit.State?, shouldTranslate: Bool) {
            self.variables = variables
            self.renditions = renditions
            self.radix = radix
            self.state = state
            self.shouldTranslate = shouldTranslate
        }

        /// `nil` when every field has the value a plain `.strings` message has.
        static func unlessPlain(
            variables: [PluralVariable], renditions: [Rendition], radix: [Int], state: StringCatalogStringUnit.State?, shouldTranslate: Bool
        ) -> Extras? {
            if variables.isEmpty, renditions.isEmpty, radix.isEmpty, state == nil, shouldTranslate { return nil }
            return Extras(variables: variables, renditions: renditions, radix: radix, state: state, shouldTranslate: shouldTranslate)
        }
    }

    private let storage: Storage

    /// The key.
    public var key: String { storage.key }
    /// The locale whose text this is.
    public var locale: LanguageTag { storage.origin.locale }
    /// The locale and file, as the messages of a file share them.
    var origin: MessageOrigin { storage.origin }
    /// The text: the value of a `.strings` entry, a `.stringsdict` entry's
    /// `NSStringLocalizedFormatKey`, or a String Catalog's string unit. A String Catalog plural
    /// varied as a whole (no substitutions) has the synthetic format `%#@plural@`.
    public var format: FormatString { storage.format }
    /// The plural variables the format uses, in the order they are first referenced.
    public var variables: [PluralVariable] { storage.extras?.variables ?? [] }
    /// Where the message was read from.
    public var source: Source { storage.source }
    /// Where the key is written.
    public var location: SourceLocation? { storage.location }
    /// The translator's comment before the entry (or the catalog's `comment`).
    public var comment: String? { storage.comment }
    /// The String Catalog state that matters most for translators: `new` before `needs_review`
    /// before `stale` before `translated`, across the key's string units; `nil` elsewhere.
    public var state: StringCatalogStringUnit.State? { storage.extras?.state }
    /// `false` for String Catalog keys marked `shouldTranslate: false`.
    public var shouldTranslate: Bool { storage.extras?.shouldTranslate ?? true }

    /// The flattened forms: one per combination of variants (see ``MessageFlattener``). Empty
    /// for a text without variables, errors or findings, whose one form is built when asked:
    /// most entries of a large table are such texts, and nothing renders most of them.
    var renditions: [Rendition] { storage.extras?.renditions ?? [] }
    /// How many variants each variable offers, for indexing ``renditions``.
    var radix: [Int] { storage.extras?.radix ?? [] }

    init(
        key: String, locale: LanguageTag, format: FormatString, variables: [PluralVariable], source: Source,
        location: SourceLocation?, comment: String?, state: StringCatalogStringUnit.State? = nil, shouldTranslate: Bool = true,
        development: CatalogMessage? = nil
    ) {
        self.init(
            key: key, origin: MessageOrigin(locale, file: location?.file), format: format, variables: variables, source: source, location: location,
            comment: comment, state: state, shouldTranslate: shouldTranslate, development: development)
    }

    /// A message whose locale and file are shared with the rest of its file's.
    init(
        key: String, origin: MessageOrigin, format: FormatString, variables: [PluralVariable], source: Source,
        location: SourceLocation?, comment: String?, state: StringCatalogStringUnit.State? = nil, shouldTranslate: Bool = true,
        development: CatalogMessage? = nil
    ) {
        // A text without `%` beside a development text without one (or none) has no findings and
        // is its own rendition: nothing to flatten, for most entries of a large table.
        if variables.isEmpty, format.isPlainText, development.map({ $0.variables.isEmpty && $0.format.isPlainText }) ?? true {
            storage = Storage(
                key: key, origin: origin, format: format, source: source, location: location, comment: comment,
                extras: Extras.unlessPlain(variables: variables, renditions: [], radix: [], state: state, shouldTranslate: shouldTranslate))
            return
        }
        let flattener = MessageFlattener(format: format, variables: variables, location: location)
        var (renditions, radix) = flattener.renditions()
        if let reference = development?.reference {
            let counted = Set(variables.map { $0.argument })
            for index in renditions.indices {
                renditions[index].findings = Self.compare(renditions[index], with: reference, countedArguments: counted)
            }
        }
        // Without errors or findings, a text without variables is its own rendition, made again
        // when asked for: kept, it was a tenth of a large table's memory (its pieces, its
        // verbatim text and the array holding it).
        if variables.isEmpty, let only = renditions.first, only.errors.isEmpty, only.findings.isEmpty {
            renditions = []
        }
        storage = Storage(
            key: key, origin: origin, format: format, source: source, location: location, comment: comment,
            extras: Extras.unlessPlain(variables: variables, renditions: renditions, radix: radix, state: state, shouldTranslate: shouldTranslate))
    }

    /// The findings that matter between a translation's rendition and the development
    /// language's reference: a variant may leave out the number it is chosen by ("одна
    /// минута"), so not using a counted argument is no finding; notes are dropped.
    static func compare(_ rendition: Rendition, with reference: Rendition, countedArguments: Set<Int>) -> [FormatFinding] {
        let compatibility = FormatCompatibility(translation: rendition.format, development: reference.format)
        return compatibility.findings.filter { finding in
            if finding.severity == .note { return false }
            switch finding.kind {
            case .missingArgument(let number), .skippedArgument(let number): return !countedArguments.contains(number)
            default: return true
            }
        }
    }

    /// The rendition for a choice of variant per variable (indices into each variable's
    /// ``PluralVariable/variants``), flattened now if there were too many to keep.
    func rendition(choice: [Int], development: CatalogMessage?) -> Rendition {
        if renditions.isEmpty, variables.isEmpty {
            // Kept only when it has errors or findings (see `init`): none was found against the
            // development text this message was made with, which is the one passed here.
            return Rendition(
                format: format, output: format, argumentOrder: nil, verbatim: format.verbatimText,
                pieces: [Rendition.SourcePiece(start: 0, end: format.text.utf8.count, location: location)], errors: [])
        }
        if !renditions.isEmpty {
            var index = 0
            for (position, value) in choice.enumerated() { index = index * radix[position] + value }
            if index < renditions.count { return renditions[index] }
        }
        var rendition = MessageFlattener(format: format, variables: variables, location: location).flatten(choice: choice)
        if let reference = development?.reference {
            rendition.findings = Self.compare(rendition, with: reference, countedArguments: Set(variables.map { $0.argument }))
        }
        return rendition
    }

    /// Whether the message varies by plural.
    public var isPlural: Bool { !variables.isEmpty }

    /// The text a reader compares across locales: the format, or for plurals the `other`
    /// variants' texts joined (what "untranslated" and "empty" are judged on).
    public var displayText: String {
        guard isPlural else { return format.text }
        return variables.map { ($0.variant(for: .other) ?? $0.variants.last)?.format.text ?? "" }.joined(separator: " | ")
    }

    /// What each argument (1-based) is read as: by the specifiers of the text with every plural
    /// variable's `other` variant in place, and for a variable's own argument its value type
    /// (a whole number when undeclared). Arguments no specifier reads are absent.
    ///
    /// `%#@files@ in %@` with `NSStringFormatValueTypeKey` `ld` gives `[1: .long, 2: .object]`.
    public var argumentKinds: [Int: ArgumentKind] {
        var kinds: [Int: ArgumentKind] = [:]
        for variable in variables {
            kinds[variable.argument] = variable.valueType.flatMap { ArgumentKind(valueType: $0) } ?? .longLong
        }
        for (argument, kind) in reference.format.argumentKinds where kinds[argument] == nil || kind != .stringsdictVariable {
            kinds[argument] = kind
        }
        return kinds
    }

    /// The flattened form for the `other` variant of every variable (or the last variant when
    /// a variable has no `other`): what other locales are compared with.
    var reference: Rendition {
        let choice = variables.map { variable in
            variable.variants.firstIndex { $0.category == "other" } ?? max(0, variable.variants.count - 1)
        }
        return rendition(choice: choice, development: nil)
    }
}

/// A message's locale and file, held once and referred to by each message of the file: a
/// language tag is 88 bytes and a path 16, which copied into every message of a
/// half-million-entry table came to 45 MB and 9 MB.
final class MessageOrigin: Sendable {
    let locale: LanguageTag
    let file: String?

    init(_ locale: LanguageTag, file: String?) {
        self.locale = locale
        self.file = file
    }
}

/// A `.stringsdict` plural variable (or a String Catalog plural variation or substitution): the
/// argument that selects a CLDR category, and a format string per category.
package struct PluralVariable: Sendable, Hashable {
    /// One category's text.
    public struct Variant: Sendable, Hashable {
        /// The category as written (`one`, `few`, ...; `zero` is used for 0 as Apple does).
        public let category: String
        /// The category, if it is one of CLDR's six.
        public var pluralCategory: PluralCategory? { PluralCategory(rawValue: category) }
        /// The variant's text: its sequential specifiers read the arguments from the
        /// variable's own onwards, so `%ld` shows the counted number.
        public let format: FormatString
        /// Where the variant's text is written.
        public let location: SourceLocation?

        public init(category: String, format: FormatString, location: SourceLocation?) {
            self.category = category
            self.format = format
            self.location = location
        }
    }

    /// The variable's name (`%#@name@`).
    public let name: String
    /// The declared value type, `NSStringFormatValueTypeKey` or a substitution's
    /// `formatSpecifier` (`ld`, `d`, `f`), if given.
    public let valueType: String?
    /// The argument (1-based) whose value selects the category.
    public let argument: Int
    /// The variants in file order.
    public let variants: [Variant]
    /// Where the variable is defined.
    public let location: SourceLocation?

    public init(name: String, valueType: String?, argument: Int, variants: [Variant], location: SourceLocation?) {
        self.name = name
        self.valueType = valueType
        self.argument = argument
        self.variants = variants
        self.location = location
    }

    /// The variant for a category, or `nil`.
    public func variant(for category: PluralCategory) -> Variant? {
        variants.first { $0.category == category.rawValue }
    }

    /// The categories present, as written.
    public var categories: [String] { variants.map { $0.category } }
}
