/// A JSON Schema of the submissions a spec accepts, for web front-ends and API documentation.
///
/// The schema says as much of the spec as JSON Schema can: JSON types, required and
/// conditionally required fields (`if`/`then`), hidden and disabled fields (checked only while
/// shown), choices (`enum`), regions per country, postal-code patterns per country and region,
/// lengths, number ranges and steps, groups (`oneOf`, `anyOf`), unknown members
/// (`additionalProperties`) and formats. What it cannot say is listed in ``limitations`` and in
/// the schema's root `$comment`: a front-end that uses the schema still gets the last word from
/// the server, and Specs/README.md ("JSON Schema export") describes every limitation.
///
/// ```swift
/// let spec = try FormSpec.load(contentsOf: "Specs/login.json")
/// let export = JSONSchemaExport(spec: spec, draft: .draft2020_12)
/// print(export.jsonText())
/// // {
/// //   "$schema": "https://json-schema.org/draft/2020-12/schema",
/// //   "title": "login",
/// //   ...
/// print(export.limitations.last!)   // data.password: lengths in user-perceived characters [lengthUnit]
/// ```
///
/// The output is deterministic: the same spec gives byte-identical text, members in a fixed
/// order (spec order for fields, a fixed order for keywords).
public struct JSONSchemaExport: Sendable {
    /// The JSON Schema dialect to write.
    public enum Draft: String, Sendable, Hashable, CaseIterable {
        /// Draft 2020-12 (`$defs`): what OpenAPI 3.1 uses.
        case draft2020_12 = "2020-12"
        /// Draft-07 (`definitions`; a `$ref` is always alone in its object, as draft-07 ignores
        /// a `$ref`'s siblings), for validators that know no later draft.
        case draft7 = "7"

        /// The `$schema` URI of the dialect.
        public var uri: String {
            switch self {
            case .draft2020_12: "https://json-schema.org/draft/2020-12/schema"
            case .draft7: "http://json-schema.org/draft-07/schema#"
            }
        }
    }

    /// The spec the schema describes.
    public let spec: FormSpec
    public let draft: Draft
    /// The schema, a JSON object.
    public let schema: FormValue
    /// What the spec checks that the schema does not, field by field, in spec order.
    public let limitations: [SchemaLimitation]

    /// Writes the schema of `spec`.
    ///
    /// - Parameters:
    ///   - spec: The form.
    ///   - draft: The dialect (default 2020-12).
    ///   - optionSets: Run-time options of `optionsFrom` choices by set name, as
    ///     ``ValidationContext/optionSets``; a set not given makes its field refuse every value,
    ///     as the engine does.
    public init(spec: FormSpec, draft: Draft = .draft2020_12, optionSets: [String: [String]] = [:]) {
        if let union = spec.union {
            (schema, limitations) = Self.schema(of: union, form: spec.name, draft: draft, optionSets: optionSets)
        } else {
            var builder = SchemaBuilder(spec: spec, draft: draft, optionSets: optionSets)
            schema = builder.build()
            limitations = builder.limitations
        }
        self.spec = spec
        self.draft = draft
    }

    /// A spec of variants: `oneOf` the variants, each a definition of its own, told apart by
    /// the `const` of its discriminator. Each variant's `$comment` says what the server checks
    /// beyond its schema.
    private static func schema(
        of union: FormSpec.Union, form: String, draft: Draft, optionSets: [String: [String]]
    ) -> (FormValue, [SchemaLimitation]) {
        let definitionsKey = draft == .draft7 ? "definitions" : "$defs"
        var definitions = FormObject()
        var branches: [FormValue] = []
        var limitations: [SchemaLimitation] = []
        for variant in union.variants {
            let pointer = "#/\(definitionsKey)/" + SpecPointer.escaped(variant.spec.name)
            var builder = SchemaBuilder(spec: variant.spec, draft: draft, optionSets: optionSets, referencePrefix: pointer + "/\(definitionsKey)/")
            var schema = builder.build().object ?? FormObject()
            schema["$schema"] = Optional.none
            definitions[variant.spec.name] = .object(schema)
            branches.append(["$ref": .string(pointer)])
            limitations += builder.limitations
        }
        let tags = union.variants.map { "\($0.tag) (\($0.spec.name))" }.joined(separator: ", ")
        let root: FormObject = [
            "$schema": .string(draft.uri),
            "title": .string(form),
            "$comment": .string("Generated from the FormRules spec '\(form)': a message is one of its variants, chosen by '\(union.discriminator)': \(tags). Each variant's $comment says what the server checks beyond its schema."),
            "oneOf": .array(branches),
            definitionsKey: .object(definitions),
        ]
        return (.object(root), limitations)
    }

    /// The schema as JSON text, two-space indented, with a final newline.
    public func jsonText() -> String {
        schema.jsonText(pretty: true) + "\n"
    }
}

/// One thing a spec checks that its JSON Schema does not say.
///
/// ```swift
/// SchemaLimitation(kind: .equals, field: "passwordConfirmation", detail: "must equal password")
/// ```
public struct SchemaLimitation: Sendable, Hashable, CustomStringConvertible {
    /// The kinds, each described in Specs/README.md ("JSON Schema export").
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A field must equal another field (password confirmation): JSON Schema compares a
        /// value only with constants.
        case equals
        /// A date or instant bound relative to the day of validation (`today`, `now`, ages).
        case relativeDate
        /// A fixed date bound (`notBefore: 2000-01-01`): JSON Schema has no date comparison.
        case dateBound
        /// The engine trims text before checking it; the schema describes the trimmed value.
        case trim
        /// Lengths count user-perceived characters (grapheme clusters); JSON Schema counts
        /// code points, so `e` + U+0301 is 1 character to the engine and 2 to the schema.
        case lengthUnit
        /// A height given as text (`5'7"`, `170 cm`) is read and snapped by the engine; the
        /// schema takes any text.
        case heightText
        /// A number is at most 100 characters as sent; JSON Schema sees only its value.
        case numberLength
        /// A step counted from a minimum that is not itself a multiple of the step.
        case stepOffset
        /// A field shown, enabled or required under a condition reads a hidden field as absent;
        /// the schema reads the value as sent.
        case hiddenInCondition
        /// A list's items must differ in some fields (`uniqueBy`), compared after normalizing;
        /// or an item's rules read the form's fields, which an item's schema cannot see.
        case listItems
        /// A rule of the project (``CustomRule``) is Swift code only the server runs; the
        /// field's schema names it in `x-formrules-rules` and its `description`.
        case customRule
        /// A condition compares dates, or a field with another field: JSON Schema compares a
        /// value only with constant numbers. The schema leaves out what such a condition
        /// switches on.
        case comparison
        /// A `pattern` or `characters` set allows some characters above U+FFFF but not all
        /// (`{letters}`, `\p{L}`): the schema's class keeps the part below U+10000, as
        /// ECMA-262 engines without the `u` flag (ajv 6) cannot read astral ranges.
        case astralCharacters
        /// A `url` that takes `data:` URLs: the engine checks that a `;base64` body is base64;
        /// the schema takes any body (telling the two headers apart needs a look-behind).
        case dataURL
        /// An e-mail address with an internationalized domain (`ivan@почта.рф`): the engine
        /// takes it and stores its ASCII form; the schema's pattern, WHATWG's, takes ASCII only.
        case internationalEmail
        /// A field that coerces (``FieldSpec/coerce``) takes a value in a neighbouring JSON type:
        /// the schema takes that type's shape (text holding a number, a whole number for digits),
        /// the engine reads the value and checks it with the field's rules (bounds, lengths, a
        /// postal code's country, `const`); a string's white space around a number is trimmed.
        case coercion
        /// A field's remote check (``FieldSpec/remote``: whether an email has already signed a
        /// release) needs a service the server calls; the field's schema names it in
        /// `x-formrules-remote` and its `description`.
        case remoteCheck
    }

    public var kind: Kind
    /// The field (dotted name) the limitation is about; nil for the whole form.
    public var field: String?
    /// The rule in a few words (`must equal password`).
    public var detail: String

    public init(kind: Kind, field: String?, detail: String) {
        self.kind = kind
        self.field = field
        self.detail = detail
    }

    /// `passwordConfirmation: must equal password [equals]`.
    public var description: String {
        (field.map { "\($0): " } ?? "") + detail + " [\(kind.rawValue)]"
    }
}
