/// A form as written in `Specs/*.json`: its fields, their rules, and groups across fields.
///
/// Specs are data: load one with ``FormSpec/load(_:file:)`` (which checks it and reports errors
/// with file, line and column), then compile it once with ``CompiledForm/init(_:)``.
///
/// ```json
/// { "form": "login",
///   "fields": [ { "name": "email", "type": "email", "required": true },
///               { "name": "password", "type": "password", "required": true } ] }
/// ```
public struct FormSpec: Sendable, Hashable {
    /// The form's name (`personal-details`), also the stem of its message keys where needed.
    public var name: String
    /// What happens to submitted fields the spec does not declare.
    public var unknownFields: UnknownFieldPolicy
    /// The fields, in the order problems and states are reported.
    public var fields: [FieldSpec]
    /// Rules over several fields.
    public var groups: [GroupSpec]
    /// Whether fields that can read a value sent in a neighbouring JSON type do so (`"42"` on
    /// an `integer` field, `412345678` on a `digits` field): the default of every field's
    /// ``FieldSpec/coerce``. False: FormRules is strict unless a spec asks otherwise.
    public var coerce: Bool
    /// The name of the form this spec extends (`"extends"`), whose fields and groups it starts
    /// from; nil for a spec of its own.
    public var extends: String?
    /// The parts the spec includes (``PartUse``), in the order of its fields.
    public var parts: [PartUse] = []
    /// For a spec of several kinds of message told apart by one member, the kinds
    /// (``Union``); its own ``fields`` are then empty.
    public var union: Union?

    public init(
        name: String, unknownFields: UnknownFieldPolicy = .reject, fields: [FieldSpec], groups: [GroupSpec] = [], coerce: Bool = false
    ) {
        self.name = name
        self.unknownFields = unknownFields
        self.fields = fields
        self.groups = groups
        self.coerce = coerce
    }

    /// The message key of the form's title, `form.<name>` (`form.personal-details` =
    /// "Personal details"): what a screen's navigation bar or a web page's heading shows, in
    /// the reader's language, where the name is the spec's own identifier.
    ///
    /// ```swift
    /// messages.message(spec.titleKey, arguments: [])   // "Личные данные" in Russian
    /// ```
    public var titleKey: String { "form." + name }
}

/// What the engine does with a submitted field that the spec does not declare.
public enum UnknownFieldPolicy: String, Sendable, Hashable, CaseIterable {
    /// Report it as a problem (`unknownField`). The default: a backend should not silently
    /// accept data it never checked.
    case reject
    /// Drop it from the normalized submission without a problem.
    case ignore
    /// Keep it, unchecked, in the normalized submission.
    case keep
}

/// The kind of value a field holds; it decides the JSON type expected and the built-in check.
public enum FieldType: String, Sendable, Hashable, CaseIterable {
    case text, password, email, digits, phone
    /// The 8-4-4-4-12 hexadecimal shape of a UUID, in either case (`a29e4fd0-581d-e06b-…`). Only
    /// the shape: real senders' ids are not always RFC 9562 version-valid.
    case uuid
    /// An id issued by another system: a non-empty string or a positive whole number, as it
    /// comes (`"Magic"`, `42`).
    case identifier
    case number, integer, boolean
    case choice, country, region, postalCode
    case date, dateTime, height
    /// An absolute URL whose scheme the field's ``FieldSpec/schemes`` allow (`https` unless
    /// it names others): a link, or with `data` the image itself as a `data:` URL.
    case url
    /// Several values of one kind, or several items of a few fields each (the jumpers of a
    /// booking): an array in the submission. Its ``FieldSpec/items`` say what an item holds.
    case list
}

/// One field of a form and its rules.
public struct FieldSpec: Sendable, Hashable {
    /// Dotted name: `address.stateCode` is member `stateCode` of object `address`.
    public var name: String
    public var type: FieldType
    /// Message key of the field's label; `field.<name>` by default.
    public var label: String?
    public var required: Bool = false
    public var requiredIf: Condition?
    public var visibleIf: Condition?
    public var enabledIf: Condition?
    /// `null` counts as "no value", as if the member were not sent (the default, for every
    /// type): an optional field sent `null` is valid, a required one is `required`. `false`
    /// makes `null` a `type` problem, for an API that mirrors a strict JSON Schema.
    public var nullable: Bool = true
    /// Trim white space before checking (text-like fields). Default true, but false for
    /// passwords: a space is part of a password (NIST SP 800-63B), and trimming one on one
    /// client and not another locks people out.
    public var trim: Bool
    public var minLength: Int?
    public var maxLength: Int?
    /// For `text`, `password` and `digits`: a regular expression the whole value must match,
    /// in the linear-time subset of Specs/README.md ("Patterns"). Rule: `pattern`.
    ///
    /// ```json
    /// { "name": "promoCode", "type": "text", "pattern": "[A-Z0-9]{6}", "messages": { "pattern": "promo.pattern" } }
    /// ```
    public var pattern: String?
    /// For `text` and `password`: the characters a value may use, spelled as ranges and
    /// characters (`"A-Z0-9"`, `"{letters} -'"`). Rule: `characters`.
    public var characters: String?
    /// Name of a field this one must equal (password confirmation).
    public var equals: String?
    /// A value this field must have when given (a minor's release: `isMinor` must be true).
    public var const: FormValue?
    /// Allowed values of a `choice` or `country` field, in display order.
    public var options: [String]?
    /// For `email`: whether the domain must have a dot (`ada@example.com`, not `ada@localhost`
    /// or `ada@gmail`), which WHATWG's syntax does not ask: a consumer sign-up's addresses
    /// are on the Internet. Rule: `email.domain`.
    public var topLevelDomain: Bool = false
    /// For `url`: the schemes a value may have (`["https", "data"]`), letter case ignored;
    /// `["https"]` when not given. Rules: `url`, `url.scheme`.
    public var schemes: [String]?
    /// For `choice`: the name of an option set given at run time (``ValidationContext/optionSets``),
    /// for options another system owns (a game server's avatar parts). Instead of `options`.
    public var optionsFrom: String?
    public var minimum: Double?
    public var maximum: Double?
    public var step: Double?
    /// For `region` and `postalCode`: the field holding the ISO 3166-1 country code.
    public var country: String?
    /// For `postalCode`: the field holding the region (its prefixes are checked).
    public var region: String?
    /// For `region`: also offer US DC and the territories.
    public var includeTerritories: Bool = false
    /// For `postalCode`: accept ZIP+4 and normalize it to `12345-6789`.
    public var allowZipPlusFour: Bool = false
    /// For `postalCode`: check the code against the selected region's prefixes (default true).
    public var checkRegion: Bool = true
    public var notBefore: DateBound?
    public var notAfter: DateBound?
    public var minimumAge: Int?
    public var maximumAge: Int?
    /// Whether a value sent in a neighbouring JSON type is read as this field's type
    /// (Specs/README.md, "Coercion"): text holding a number on `number` and `integer`, text
    /// `"true"` or `"false"` on `boolean`, a number on `digits`, `phone`, `postalCode` and
    /// `choice` (its text as sent). `nil` follows the spec's ``FormSpec/coerce``.
    public var coerce: Bool?
    /// For `height`: snap to the nearest notch (default true); `false` rejects values between notches.
    public var snap: Bool = true
    /// For a `choice` with `options`: whether letter case must match. By default it need not
    /// (`"Male"` is the option `male`, and is stored as `male`); Latin letters A to Z only.
    public var caseSensitive: Bool = false
    /// For `text` and `password`: whether characters no one can see or type are accepted. By
    /// default they are refused (`control`): C0 controls but tab, line feed and carriage return,
    /// DEL, C1 controls, and the bidirectional overrides and isolates (U+202A to U+202E, U+2066
    /// to U+2069). `true` for a field that carries machine text (a token, a terminal's output).
    public var controlCharacters: Bool = false
    public var defaultValue: DefaultValue?
    /// For `height`: where the slider starts when the field has no value (a UI default: unlike
    /// ``defaultValue`` it is never stored).
    public var initial: FormValue?
    /// Never echoed: left out of the normalized submission and of field states' values.
    /// Default true for `password` fields.
    public var secret: Bool
    public var derived: Derivation?
    /// Message key overrides by rule code (`{"required": "signature.required"}`).
    public var messages: [String: String] = [:]
    /// For `list`: what one item holds.
    public var items: ListItems?
    /// For `list`: the fewest and the most items (an empty list is "no value" for `required`).
    public var minItems: Int?
    public var maxItems: Int?
    /// For `list`: item fields whose values, together, no two items may share (`["name"]`);
    /// for a list of single values, `[""]` compares the values themselves (`uniqueItems`).
    public var uniqueBy: [String] = []
    /// For `list`: the message key that names one item by its number, `item.<name>` by default
    /// (`"item.jumpers" = "Jumper %ld";`): the start of a problem's message inside an item.
    public var itemLabel: String?
    /// Rules a project adds, by name, run after the built-in checks (`"rules": ["promoCode"]`).
    public var rules: [CustomRuleUse] = []
    /// Checks that need a service, by name, which the server runs after the local rules
    /// (`"remote": "release.alreadySigned"`): see ``RemoteCheckUse``.
    public var remote: [RemoteCheckUse] = []

    public init(name: String, type: FieldType) {
        self.name = name
        self.type = type
        trim = type != .password
        secret = type == .password
    }

    /// The label's message key.
    public var labelKey: String { label ?? "field.\(name)" }

    /// For `list`: the message key naming one item by its number.
    public var itemLabelKey: String { itemLabel ?? "item.\(name)" }
}

/// What one item of a `list` field holds.
///
/// ```json
/// "items": {"type": "email"}
/// "items": {"fields": [{"name": "name", "type": "text", "required": true},
///                      {"name": "ageGroup", "type": "choice", "options": ["adult", "minor"]}]}
/// ```
public indirect enum ListItems: Sendable, Hashable {
    /// Each item is one value, checked as this field (its name is not used).
    case value(FieldSpec)
    /// Each item is an object of these fields, with groups across them. Conditions and
    /// references inside an item name its own fields first, then the form's.
    case fields([FieldSpec], groups: [GroupSpec])
}

/// A condition on another field, for `requiredIf`, `visibleIf` and `enabledIf`.
public indirect enum Condition: Sendable, Hashable {
    /// The field has a value (present, not null, not empty after trimming; `true` for a checkbox).
    case present(field: String)
    /// The field has no value (`"present": false`).
    case absent(field: String)
    case equals(field: String, value: FormValue)
    case oneOf(field: String, values: [FormValue])
    /// The field's number or date compares with a literal, today, or another field
    /// (`{"field": "age", "atLeast": 18}`); false when either side has no such value.
    case compares(field: String, ConditionComparison)
    case not(Condition)
    case all([Condition])
    case any([Condition])

    /// Every field the condition reads.
    public var fields: [String] {
        switch self {
        case .present(let field), .absent(let field), .equals(let field, _), .oneOf(let field, _): [field]
        case .compares(let field, let comparison):
            if case .field(let other) = comparison.operand { [field, other] } else { [field] }
        case .not(let inner): inner.fields
        case .all(let conditions), .any(let conditions): conditions.flatMap { $0.fields }
        }
    }
}

/// A date limit: fixed, or relative to the reference date ("today").
public enum DateBound: Sendable, Hashable {
    case today
    case date(CalendarDate)
}

/// A value filled in when the submission has none.
public enum DefaultValue: Sendable, Hashable {
    case literal(FormValue)
    /// The reference date, `yyyy-MM-dd`.
    case today
}

/// A value computed from other fields when the submission has none.
public enum Derivation: Sendable, Hashable {
    /// The non-empty values of the fields joined with a separator (a full name).
    case join(fields: [String], separator: String)
    /// The first field with a non-empty value.
    case firstNonEmpty(fields: [String])

    public var fields: [String] {
        switch self {
        case .join(let fields, _), .firstNonEmpty(let fields): fields
        }
    }
}

/// A rule over several fields.
public struct GroupSpec: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Exactly one field has a value (exactly one checkbox ticked).
        case exactlyOne
        /// At least one field has a value.
        case atLeastOne
        /// Either every field has a value or none has.
        case allOrNone
        /// At most one field has a value (two alternatives that must not be mixed).
        case atMostOne
    }

    public var kind: Kind
    public var fields: [String]
    /// Message key override; `rule.<kind>` by default. An `exactlyOne` group says something
    /// else when several fields are filled in than when none is: its key with `.several`
    /// after it (`rule.exactlyOne.several`, `rule.signInMethod.several`).
    public var message: String?

    /// The key of the group's message when it fails with `several` of its fields filled in
    /// or not (``message``).
    public func messageKey(several: Bool) -> String {
        let key = message ?? "rule." + kind.rawValue
        return several && kind == .exactlyOne ? key + ".several" : key
    }

    /// Every key the group's message can take.
    public var messageKeys: [String] {
        kind == .exactlyOne ? [messageKey(several: false), messageKey(several: true)] : [messageKey(several: false)]
    }

    public init(kind: Kind, fields: [String], message: String? = nil) {
        self.kind = kind
        self.fields = fields
        self.message = message
    }
}
