/// One field's rules as the evaluation runs them: built by the compiler for every field, read
/// by both sources of values (a `FormValue` tree and the bytes of one JSON document).
///
/// Plain values only: the evaluation reads a step's members for every field of every
/// submission, through a pointer into ``FormProgram/steps``, and a member that held an array
/// or a string would cost reference counting on each read. Rules that hold arrays (choices,
/// region tables, heights, options given at run time) are indexes into the program's tables.
///
/// Adding a rule kind: a case here, its parameters (a member, or a table in ``FormProgram``),
/// its construction in ``FormCompiler``, and its check in ``Evaluation``; whether the byte
/// source can run it is ``readsBytes``, so no second evaluation needs a twin.
struct FieldStep: Sendable {
    enum Kind: UInt8, Sendable {
        case text, boolean, digits, uuid, email, phone, choice, region, postalCode, number, date
        /// A `url` field: its allowed schemes in ``FormProgram/urls``.
        case url
        /// A `text`, `password` or `digits` field with `characters` or a `pattern`
        /// (``FormProgram/patterns``): a kind of its own, so plain text stays on the short path.
        case patterned
        /// Checked on the whole value (`FormValue`), by the tree source only.
        case dateTime, height, identifier, runtimeChoice
        /// A `list`: each item validated by the list's own form (tree source only).
        case list
    }

    /// The JSON type a field's value must have.
    enum ExpectedJSON: UInt8, Sendable {
        case string, number, boolean, numberOrString, array
    }

    var kind: Kind
    var expects: ExpectedJSON
    var trims = false
    /// A text field refuses control characters (``ControlCharacterRule``).
    var refusesControls = false
    /// An `email` field's domain must have a dot (``FieldSpec/topLevelDomain``).
    var requiresDomainDot = false
    var nullable = false
    /// A value sent in the neighbouring JSON type is read as the expected one (``Coercion``):
    /// checked only when the JSON type does not match, so a field that does not coerce, and a
    /// value sent in the expected type, pay nothing for it.
    var coerces = false
    /// Whether `visibleIf` or `enabledIf` applies (read from the field when so).
    var isConditional = false
    /// Whether `required`, `requiredIf`, `const` or `equals` applies: the rules read after
    /// every field has its value.
    var hasCrossFieldRules = false
    var required = false
    var hasConst = false
    /// A field of the form around a list's item, which the item's rules read: its value is
    /// handed in, never checked (``ListScope``).
    var isExternal = false
    /// A value is made up when none is given: a derived value or a default (tree source only).
    var fillsValue = false
    /// The field's `rules` name rules of the project (``CustomRule``), which check a whole
    /// normalized ``FormValue``: the tree source only.
    var hasCustomRules = false
    /// The step's rule in a table of ``FormProgram``: a `choice`'s in `choices`, a `region`'s
    /// table in `regionTables`, a `height`'s in `heights`, a run-time choice's in `runtimeChoices`,
    /// a `patterned` field's in `patterns`.
    var table = 0
    /// The country field of a `region` or `postalCode` (else -1); the region field of a
    /// `postalCode` (else -1), read only when the code is checked against its region.
    var countryField = -1
    var regionField = -1
    /// The field this one must equal, or -1.
    var equals = -1
    var length: LengthRule?
    var number = NumberRule(integer: false)
    var date = DateRule()
    var dateTime = DateTimeRule()
    var postalCode = PostalCode()

    init(kind: Kind, expects: ExpectedJSON) {
        self.kind = kind
        self.expects = expects
    }

    /// Whether the byte source can run this step: every kind checked on text, numbers and
    /// Booleans in place, for a field whose value is never made up and that names no rule of
    /// the project (those read the normalized value, which only the tree has).
    var readsBytes: Bool {
        guard !fillsValue, !hasCustomRules else { return false }
        switch kind {
        case .text, .boolean, .digits, .uuid, .email, .phone, .choice, .region, .postalCode, .number, .date, .patterned, .url: return true
        // Checked on a whole value (a height, an identifier, a list's items validated as
        // submissions of their own), which only the tree holds: a submission that sends one
        // declines there (``ByteValues/checkWhole``; an array is never scanned) and takes the
        // tree path, and one that leaves it out, or sends it in a wrong JSON type, stays on
        // the bytes. An update sends a list only when it changed, so most stay.
        case .dateTime, .height, .identifier, .runtimeChoice, .list: return true
        }
    }

    /// The region field a postal code is checked against, if any.
    var checkedRegionField: Int {
        kind == .postalCode && postalCode.checksRegion ? regionField : -1
    }
}
