package import FormCore

/// An XLIFF 1.2 document: the exchange format of translators' tools (CAT tools), and what Xcode
/// exports inside an `.xcloc` bundle.
///
/// Only what localization tables need is modelled: one ``XLIFFFile`` per table, one
/// ``XLIFFUnit`` per translatable text. ``XLIFFWriter`` writes it; ``XLIFFReader`` reads it back,
/// also from other tools (groups are flattened, `<alt-trans>` proposals are ignored).
///
/// ```swift
/// let document = XLIFFDocument(files: [
///     XLIFFFile(original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr",
///               units: [XLIFFUnit(id: "cancel", source: "Cancel", target: "Annuler")]),
/// ])
/// let text = try XLIFFWriter.write(document)
/// ```
package struct XLIFFDocument: Sendable, Hashable {
    /// The `<file>` elements in document order.
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile]) {
        self.files = files
    }

    /// The number of trans-units in every file.
    public var unitCount: Int { files.reduce(0) { $0 + $1.units.count } }
}

/// One `<file>`: one localization table (`en.lproj/Localizable.strings`, `Localizable.xcstrings`).
package struct XLIFFFile: Sendable, Hashable {
    /// The table's path in the development language (`original`).
    public var original: String
    /// `source-language`: the development language.
    public var sourceLanguage: String
    /// `target-language`, when the document is for a translation.
    public var targetLanguage: String?
    /// `datatype`; Xcode writes `plaintext`.
    public var datatype: String
    /// The trans-units, groups flattened, in document order.
    public var units: [XLIFFUnit]
    /// Where the `<file>` start tag is, in a document that was read.
    public var location: SourceLocation?

    public init(
        original: String, sourceLanguage: String, targetLanguage: String? = nil, datatype: String = "plaintext",
        units: [XLIFFUnit] = [], location: SourceLocation? = nil
    ) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.units = units
        self.location = location
    }
}

/// One `<trans-unit>`: a text to translate, its translation when there is one, and the
/// developer's comment.
package struct XLIFFUnit: Sendable, Hashable {
    /// `id`: the key (`.strings`), a path for plural variants (`/files:dict/files:dict/one:dict/:string`
    /// in a `.stringsdict`, `files|==|plural.one` in a String Catalog).
    public var id: String
    /// `<source>`: the development language's text.
    public var source: String
    /// `<target>`, or `nil` when not translated yet.
    public var target: String?
    /// The target's `state` (`translated`, `new`, `needs-review-translation`...), or `nil`.
    public var state: String?
    /// `<note>`s joined by newlines: the comment for translators.
    public var note: String?
    /// `translate="no"` makes this `false`.
    public var translate: Bool
    /// Where the `<trans-unit>` start tag is, in a document that was read.
    public var location: SourceLocation?
    /// An inline element (`<g>`, `<x/>`, `<ph>`...) found in the target, with where it is:
    /// localization tables hold plain text, so such a target is refused rather than flattened.
    public var inlineMarkup: (name: String, location: SourceLocation)?

    public init(
        id: String, source: String, target: String? = nil, state: String? = nil, note: String? = nil,
        translate: Bool = true, location: SourceLocation? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.note = note
        self.translate = translate
        self.location = location
        self.inlineMarkup = nil
    }

    public static func == (lhs: XLIFFUnit, rhs: XLIFFUnit) -> Bool {
        lhs.id == rhs.id && lhs.source == rhs.source && lhs.target == rhs.target && lhs.state == rhs.state
            && lhs.note == rhs.note && lhs.translate == rhs.translate && lhs.location == rhs.location
            && lhs.inlineMarkup?.name == rhs.inlineMarkup?.name && lhs.inlineMarkup?.location == rhs.inlineMarkup?.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(source)
        hasher.combine(target)
    }
}
