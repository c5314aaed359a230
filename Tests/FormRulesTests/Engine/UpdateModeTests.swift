import Testing
@testable import FormRules

/// Update mode (`ValidationMode.update`): only what an update sends is checked, rules between
/// fields read the stored record for what it does not send (or treat it as unknown without
/// one), the report names only fields the update sends or breaks, and the normalized
/// submission is the patch: what was sent, a cleared field as `null`, secrets left out.
@Suite struct UpdateModeTests {
    /// One small form per rule kind, each with a plain `note` field to send beside it.
    static let forms: [String: (fields: [String], groups: [String], unknownFields: String?)] = [
        "required": ([#"{ "name": "email", "type": "email", "required": true }"#], [], nil),
        "requiredIf": ([
            #"{ "name": "hasPet", "type": "boolean" }"#,
            #"{ "name": "petName", "type": "text", "requiredIf": { "field": "hasPet", "present": true } }"#,
        ], [], nil),
        "visibleIf": ([
            #"{ "name": "role", "type": "choice", "options": ["student", "staff"] }"#,
            #"{ "name": "studentId", "type": "text", "maxLength": 5, "visibleIf": { "field": "role", "equals": "student" } }"#,
        ], [], nil),
        "enabledIf": ([
            #"{ "name": "newsletter", "type": "boolean" }"#,
            #"{ "name": "topic", "type": "choice", "options": ["news", "deals"], "enabledIf": { "field": "newsletter", "equals": true } }"#,
        ], [], nil),
        "equals": ([
            #"{ "name": "email", "type": "email" }"#,
            #"{ "name": "emailConfirmation", "type": "email", "equals": "email" }"#,
        ], [], nil),
        "password": ([
            #"{ "name": "password", "type": "password", "minLength": 8 }"#,
            #"{ "name": "passwordConfirmation", "type": "password", "equals": "password", "requiredIf": { "field": "password", "present": true } }"#,
        ], [], nil),
        "const": ([#"{ "name": "terms", "type": "boolean", "const": true }"#], [], nil),
        "length": ([#"{ "name": "handle", "type": "text", "minLength": 3, "maxLength": 5 }"#], [], nil),
        "email": ([#"{ "name": "contact", "type": "email" }"#], [], nil),
        "digits": ([#"{ "name": "pin", "type": "digits" }"#], [], nil),
        "phone": ([#"{ "name": "phone", "type": "phone" }"#], [], nil),
        "uuid": ([#"{ "name": "sequenceId", "type": "uuid" }"#], [], nil),
        "identifier": ([#"{ "name": "eventId", "type": "identifier" }"#], [], nil),
        "choice": ([#"{ "name": "gender", "type": "choice", "options": ["male", "female", "other"] }"#], [], nil),
        "runtimeChoice": ([#"{ "name": "top", "type": "choice", "optionsFrom": "avatar.top" }"#], [], nil),
        "runtimeChoiceMissing": ([#"{ "name": "bottom", "type": "choice", "optionsFrom": "avatar.bottom" }"#], [], nil),
        "country": ([#"{ "name": "country", "type": "country", "options": ["US", "AU"] }"#], [], nil),
        "region": ([
            #"{ "name": "country", "type": "country", "options": ["US", "AU"], "requiredIf": { "field": "state", "present": true } }"#,
            #"{ "name": "state", "type": "region", "country": "country", "requiredIf": { "field": "country", "present": true } }"#,
        ], [], nil),
        "postalCode": ([
            #"{ "name": "country", "type": "country", "options": ["US", "AU"] }"#,
            #"{ "name": "state", "type": "region", "country": "country" }"#,
            #"{ "name": "zip", "type": "postalCode", "country": "country", "region": "state" }"#,
        ], [], nil),
        "number": ([#"{ "name": "age", "type": "integer", "minimum": 18, "maximum": 120 }"#], [], nil),
        "date": ([#"{ "name": "birthday", "type": "date", "notAfter": "today" }"#], [], nil),
        "dateTime": ([#"{ "name": "at", "type": "dateTime", "notAfter": "2026-12-31" }"#], [], nil),
        "height": ([#"{ "name": "height", "type": "height" }"#], [], nil),
        "exactlyOne": ([#"{ "name": "isAdult", "type": "boolean" }"#, #"{ "name": "isMinor", "type": "boolean" }"#],
                       [#"{ "exactlyOne": ["isAdult", "isMinor"] }"#], nil),
        "atLeastOne": ([#"{ "name": "email", "type": "email" }"#, #"{ "name": "phone", "type": "phone" }"#],
                       [#"{ "atLeastOne": ["email", "phone"] }"#], nil),
        "allOrNone": ([#"{ "name": "street", "type": "text" }"#, #"{ "name": "city", "type": "text" }"#],
                      [#"{ "allOrNone": ["street", "city"] }"#], nil),
        "atMostOne": ([#"{ "name": "promoEmail", "type": "boolean" }"#, #"{ "name": "promoSms", "type": "boolean" }"#],
                      [#"{ "atMostOne": ["promoEmail", "promoSms"] }"#], nil),
        "unknownReject": ([#"{ "name": "name", "type": "text" }"#], [], "reject"),
        "unknownKeep": ([#"{ "name": "name", "type": "text" }"#], [], "keep"),
        "nullableAlone": ([#"{ "name": "link", "type": "text", "nullable": true }"#], [], nil),
        "nullable": ([
            #"{ "name": "link", "type": "text", "nullable": true }"#,
            #"{ "name": "token", "type": "text", "nullable": true, "secret": true, "trim": false }"#,
            #"{ "name": "alias", "type": "text", "nullable": true, "requiredIf": { "field": "link", "present": true } }"#,
        ], [], nil),
    ]

    static func form(_ kind: String) throws -> CompiledForm {
        let spec = try #require(forms[kind], "no form for \(kind)")
        return try Engine.form(spec.fields + [#"{ "name": "note", "type": "text" }"#], groups: spec.groups, unknownFields: spec.unknownFields)
    }

    /// Only `avatar.top` is given: `avatar.bottom` is the set a backend forgot.
    static let optionSets = ["avatar.top": ["cap-red", "hood-blue"]]

    static func context(stored: String?, mode update: Bool = true) throws -> ValidationContext {
        ValidationContext(
            today: Engine.today, mode: update ? .update(original: try stored.map(Engine.value)) : .full, optionSets: optionSets)
    }

    /// An update, the stored record it applies to (nil: the validator does not have it), the
    /// problems as `path rule`, and the patch.
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: String
        var body: String
        var stored: String?
        var issues: [String]
        var patch: String
        var reason: String
        /// The one-line name of a known bug this case shows.
        var knownIssue: String?

        var testDescription: String { "\(kind): \(reason) — \(body)" + (stored.map { " over \($0)" } ?? " (no stored record)") }
    }

    static func cases(_ kind: String, _ rows: [(body: String, stored: String?, issues: [String], patch: String, reason: String)]) -> [Case] {
        rows.map { Case(kind: kind, body: $0.body, stored: $0.stored, issues: $0.issues, patch: $0.patch, reason: $0.reason) }
    }

    // MARK: Field rules

    static let required = cases("required", [
        (#"{"email":"Ada@EXAMPLE.COM"}"#, nil, [], #"{"email":"Ada@example.com"}"#, "a new value is checked and normalized"),
        (#"{"email":"Ada@EXAMPLE.COM"}"#, #"{"email":"old@example.com"}"#, [], #"{"email":"Ada@example.com"}"#, "replaces the stored value"),
        (#"{"email":"nope"}"#, #"{"email":"old@example.com"}"#, ["email email"], #"{}"#, "a new value is checked"),
        (#"{"note":"n"}"#, nil, [], #"{"note":"n"}"#, "absent and unknown: not required"),
        (#"{"note":"n"}"#, #"{"email":"old@example.com"}"#, [], #"{"note":"n"}"#, "absent and stored"),
        (#"{"note":"n"}"#, #"{"note":"old"}"#, [], #"{"note":"n"}"#, "missing from the stored record too: the update did not break it"),
        (#"{"email":null}"#, nil, ["email required"], #"{"email":null}"#, "cleared with null"),
        (#"{"email":null}"#, #"{"email":"old@example.com"}"#, ["email required"], #"{"email":null}"#, "cleared with null over a stored value"),
        (#"{"email":""}"#, nil, ["email required"], #"{"email":null}"#, "cleared with an empty string"),
        (#"{"email":""}"#, #"{"email":"old@example.com"}"#, ["email required"], #"{"email":null}"#, "cleared with an empty string over a stored value"),
        (#"{"email":"  "}"#, #"{"email":"old@example.com"}"#, ["email required"], #"{"email":null}"#, "blank is cleared"),
    ])

    static let requiredIf = cases("requiredIf", [
        (#"{"petName":"Tom"}"#, nil, [], #"{"petName":"Tom"}"#, "the dependent field alone"),
        (#"{"petName":"Tom"}"#, #"{"hasPet":false}"#, [], #"{"petName":"Tom"}"#, "optional by the stored condition"),
        (#"{"hasPet":true}"#, nil, [], #"{"hasPet":true}"#, "the name it requires is unknown, not missing"),
        (#"{"hasPet":true}"#, #"{"hasPet":false}"#, ["petName required"], #"{"hasPet":true}"#, "breaks: the stored record has no name"),
        (#"{"hasPet":true}"#, #"{"hasPet":true,"petName":"Rex"}"#, [], #"{"hasPet":true}"#, "the stored name satisfies it"),
        (#"{"petName":null}"#, nil, [], #"{"petName":null}"#, "whether it is required is unknown"),
        (#"{"petName":null}"#, #"{"hasPet":true,"petName":"Rex"}"#, ["petName required"], #"{"petName":null}"#, "required by the stored condition"),
        (#"{"petName":""}"#, #"{"hasPet":true,"petName":"Rex"}"#, ["petName required"], #"{"petName":null}"#, "emptied while required"),
        (#"{"petName":""}"#, #"{"hasPet":false}"#, [], #"{"petName":null}"#, "emptied while optional"),
        (#"{"hasPet":null}"#, #"{"hasPet":true,"petName":"Rex"}"#, [], #"{"hasPet":null}"#, "clearing the condition requires nothing"),
    ])

    static let visibleIf = cases("visibleIf", [
        (#"{"studentId":"S2"}"#, nil, [], #"{"studentId":"S2"}"#, "shown while its condition is unknown"),
        (#"{"studentId":"S123456"}"#, nil, ["studentId maxLength"], #"{}"#, "checked while its condition is unknown"),
        (#"{"studentId":"S123456"}"#, #"{"role":"staff"}"#, [], #"{}"#, "hidden by the stored role: neither checked nor stored"),
        (#"{"studentId":"S2"}"#, #"{"role":"student","studentId":"S1"}"#, [], #"{"studentId":"S2"}"#, "shown by the stored role"),
        (#"{"studentId":null}"#, #"{"role":"student","studentId":"S1"}"#, [], #"{"studentId":null}"#, "cleared while shown"),
        (#"{"studentId":""}"#, nil, [], #"{"studentId":null}"#, "emptied while its condition is unknown"),
        (#"{"role":"staff"}"#, #"{"role":"student","studentId":"S123456"}"#, [], #"{"role":"staff"}"#, "hides the stored value"),
        (#"{"role":"student"}"#, #"{"role":"staff","studentId":"S123456"}"#, ["studentId maxLength"], #"{"role":"student"}"#,
         "shows a stored value that breaks its rule"),
        (#"{"role":"student","studentId":"S123456"}"#, #"{"role":"staff"}"#, ["studentId maxLength"],
         #"{"role":"student"}"#, "both sent"),
        (#"{"role":"teacher"}"#, nil, ["role choice"], #"{}"#, "the condition's own rule"),
    ])

    static let enabledIf = cases("enabledIf", [
        (#"{"topic":"deals"}"#, nil, [], #"{"topic":"deals"}"#, "enabled while its condition is unknown"),
        (#"{"topic":"sports"}"#, nil, ["topic choice"], #"{}"#, "checked while its condition is unknown"),
        (#"{"topic":"sports"}"#, #"{"newsletter":false}"#, [], #"{}"#, "disabled by the stored choice"),
        (#"{"topic":"sports"}"#, #"{"newsletter":true,"topic":"news"}"#, ["topic choice"], #"{}"#, "enabled by the stored choice"),
        (#"{"topic":null}"#, #"{"newsletter":true,"topic":"news"}"#, [], #"{"topic":null}"#, "cleared while enabled"),
        (#"{"topic":""}"#, nil, [], #"{"topic":null}"#, "emptied while its condition is unknown"),
        (#"{"newsletter":false}"#, #"{"newsletter":true,"topic":"news"}"#, [], #"{"newsletter":false}"#, "disables the stored value"),
        (#"{"newsletter":true}"#, #"{"newsletter":false,"topic":"sports"}"#, ["topic choice"], #"{"newsletter":true}"#,
         "enables a stored value that breaks its rule"),
    ])

    static let equals = cases("equals", [
        (#"{"email":"bob@example.com","emailConfirmation":"bob@example.com"}"#, nil, [],
         #"{"email":"bob@example.com","emailConfirmation":"bob@example.com"}"#, "both sent and equal"),
        (#"{"email":"bob@example.com","emailConfirmation":"eve@example.com"}"#, nil, ["emailConfirmation equals"],
         #"{"email":"bob@example.com"}"#, "both sent and different"),
        (#"{"email":"bob@example.com"}"#, #"{"email":"ada@example.com","emailConfirmation":"ada@example.com"}"#, ["emailConfirmation equals"],
         #"{"email":"bob@example.com"}"#, "breaks the stored confirmation"),
        (#"{"email":"bob@example.com"}"#, nil, [], #"{"email":"bob@example.com"}"#, "the confirmation is unknown"),
        (#"{"emailConfirmation":"ada@example.com"}"#, #"{"email":"ada@example.com","emailConfirmation":"ada@example.com"}"#, [],
         #"{"emailConfirmation":"ada@example.com"}"#, "equal to the stored value"),
        (#"{"emailConfirmation":"bob@example.com"}"#, #"{"email":"ada@example.com"}"#, ["emailConfirmation equals"],
         #"{}"#, "differs from the stored value"),
        (#"{"emailConfirmation":null}"#, #"{"email":"ada@example.com","emailConfirmation":"ada@example.com"}"#, [],
         #"{"emailConfirmation":null}"#, "cleared: equals compares values only"),
        (#"{"email":null}"#, #"{"email":"ada@example.com","emailConfirmation":"ada@example.com"}"#, ["emailConfirmation equals"],
         #"{"email":null}"#, "clearing the value breaks the stored confirmation"),
    ]) + [
        Case(
            kind: "equals", body: #"{"emailConfirmation":"bob@example.com"}"#, stored: nil, issues: [],
            patch: #"{"emailConfirmation":"bob@example.com"}"#, reason: "the value it must equal is unknown, not absent"),
    ]

    static let password = cases("password", [
        (#"{"password":"correct horse"}"#, nil, ["passwordConfirmation required"], #"{}"#, "a new password needs its confirmation"),
        (#"{"password":"correct horse"}"#, #"{"note":"n"}"#, ["passwordConfirmation required"], #"{}"#, "the stored record holds no secrets"),
        (#"{"password":"correct horse","passwordConfirmation":"correct horse"}"#, nil, [], #"{}"#, "confirmed, and never echoed"),
        (#"{"password":"correct horse","passwordConfirmation":"correct horsE"}"#, nil, ["passwordConfirmation equals"], #"{}"#, "confirmation differs"),
        (#"{"passwordConfirmation":"correct horse"}"#, nil, ["passwordConfirmation equals"], #"{}"#, "a confirmation alone: secrets not sent are absent"),
        (#"{"password":"short","passwordConfirmation":"short"}"#, nil, ["password minLength"], #"{}"#, "a secret's rules still apply"),
        (#"{"password":null}"#, nil, [], #"{"password":null}"#, "cleared with null: nothing to confirm"),
        (#"{"password":""}"#, #"{"note":"n"}"#, [], #"{"password":null}"#, "cleared with an empty string"),
        (#"{"note":"x"}"#, nil, [], #"{"note":"x"}"#, "secrets not sent are absent, and nothing requires them"),
    ])

    static let const = cases("const", [
        (#"{"terms":true}"#, nil, [], #"{"terms":true}"#, "the constant"),
        (#"{"terms":false}"#, #"{"terms":true}"#, ["terms const"], #"{}"#, "another value"),
        (#"{"note":"n"}"#, #"{"terms":false}"#, [], #"{"note":"n"}"#, "a wrong stored value the update does not send"),
        (#"{"note":"n"}"#, nil, [], #"{"note":"n"}"#, "absent and unknown"),
        (#"{"terms":null}"#, #"{"terms":true}"#, [], #"{"terms":null}"#, "cleared: const reads values only"),
    ])

    static let length = cases("length", [
        (#"{"handle":" abc "}"#, nil, [], #"{"handle":"abc"}"#, "trimmed, then measured"),
        (#"{"handle":"ab"}"#, nil, ["handle minLength"], #"{}"#, "too short"),
        (#"{"handle":"abcdef"}"#, #"{"handle":"abc"}"#, ["handle maxLength"], #"{}"#, "too long"),
        (#"{"note":"n"}"#, #"{"handle":"toolongvalue"}"#, [], #"{"note":"n"}"#, "a stored value too long, not sent"),
        (#"{"handle":null}"#, #"{"handle":"abc"}"#, [], #"{"handle":null}"#, "cleared with null"),
        (#"{"handle":""}"#, nil, [], #"{"handle":null}"#, "empty is not too short"),
    ])

    static let email = cases("email", [
        (#"{"contact":"Ada@EXAMPLE.COM"}"#, nil, [], #"{"contact":"Ada@example.com"}"#, "domain lower-cased"),
        (#"{"contact":"not-an-email"}"#, #"{"contact":"ada@example.com"}"#, ["contact email"], #"{}"#, "not an address"),
        (#"{"note":"n"}"#, #"{"contact":"not-an-email"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"contact":null}"#, nil, [], #"{"contact":null}"#, "cleared with null"),
        (#"{"contact":""}"#, #"{"contact":"ada@example.com"}"#, [], #"{"contact":null}"#, "cleared with an empty string"),
    ])

    static let digits = cases("digits", [
        (#"{"pin":"1234"}"#, nil, [], #"{"pin":"1234"}"#, "digits"),
        (#"{"pin":"12a4"}"#, #"{"pin":"1234"}"#, ["pin digits"], #"{}"#, "a letter"),
        (#"{"note":"n"}"#, #"{"pin":"12a4"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"pin":null}"#, #"{"pin":"1234"}"#, [], #"{"pin":null}"#, "cleared with null"),
        (#"{"pin":""}"#, nil, [], #"{"pin":null}"#, "cleared with an empty string"),
    ])

    static let phone = cases("phone", [
        (#"{"phone":"+1 (650) 253-0000"}"#, nil, [], #"{"phone":"+16502530000"}"#, "punctuation removed"),
        (#"{"phone":"12"}"#, #"{"phone":"0299999999"}"#, ["phone phone"], #"{}"#, "too few digits"),
        (#"{"note":"n"}"#, #"{"phone":"12"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"phone":null}"#, nil, [], #"{"phone":null}"#, "cleared with null"),
        (#"{"phone":""}"#, #"{"phone":"0299999999"}"#, [], #"{"phone":null}"#, "cleared with an empty string"),
    ])

    static let uuid = cases("uuid", [
        (#"{"sequenceId":"A29E4FD0-581D-E06B-C837-4F5F4BE7DD18"}"#, nil, [], #"{"sequenceId":"A29E4FD0-581D-E06B-C837-4F5F4BE7DD18"}"#,
         "kept as sent, in its case"),
        (#"{"sequenceId":"a29e4fd0581de06bc8374f5f4be7dd18"}"#, #"{"sequenceId":"715c13b3-881a-9c97-b853-10be585a9747"}"#,
         ["sequenceId uuid"], #"{}"#, "no hyphens"),
        (#"{"note":"n"}"#, #"{"sequenceId":"nope"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"sequenceId":null}"#, nil, [], #"{"sequenceId":null}"#, "cleared with null"),
        (#"{"sequenceId":""}"#, nil, [], #"{"sequenceId":null}"#, "cleared with an empty string"),
    ])

    static let identifier = cases("identifier", [
        (#"{"eventId":4.2e1}"#, nil, [], #"{"eventId":42}"#, "a whole number as its canonical literal"),
        (#"{"eventId":"Magic"}"#, #"{"eventId":7}"#, [], #"{"eventId":"Magic"}"#, "a name"),
        (#"{"eventId":0}"#, nil, ["eventId identifier"], #"{}"#, "not positive"),
        (#"{"note":"n"}"#, #"{"eventId":-3}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"eventId":null}"#, #"{"eventId":7}"#, [], #"{"eventId":null}"#, "cleared with null"),
        (#"{"eventId":""}"#, nil, [], #"{"eventId":null}"#, "cleared with an empty string"),
    ])

    static let choice = cases("choice", [
        (#"{"gender":" female "}"#, nil, [], #"{"gender":"female"}"#, "an option, trimmed"),
        (#"{"gender":"f"}"#, #"{"gender":"male"}"#, ["gender choice"], #"{}"#, "not an option"),
        (#"{"note":"n"}"#, #"{"gender":"f"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"gender":null}"#, #"{"gender":"male"}"#, [], #"{"gender":null}"#, "cleared with null"),
        (#"{"gender":""}"#, nil, [], #"{"gender":null}"#, "cleared with an empty string"),
    ])

    static let runtimeChoice = cases("runtimeChoice", [
        (#"{"top":"cap-red"}"#, nil, [], #"{"top":"cap-red"}"#, "one of the options given at run time"),
        (#"{"top":"kilt"}"#, #"{"top":"cap-red"}"#, ["top choice"], #"{}"#, "not among them"),
        (#"{"note":"n"}"#, #"{"top":"kilt"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"top":null}"#, #"{"top":"cap-red"}"#, [], #"{"top":null}"#, "cleared with null"),
        (#"{"top":""}"#, nil, [], #"{"top":null}"#, "cleared with an empty string"),
    ]) + cases("runtimeChoiceMissing", [
        (#"{"bottom":"kilt"}"#, nil, ["bottom choice.optionsMissing"], #"{}"#, "its option set was not given"),
        (#"{"note":"n"}"#, #"{"bottom":"kilt"}"#, [], #"{"note":"n"}"#, "a stored value that cannot be checked, not sent"),
        (#"{"bottom":null}"#, #"{"bottom":"kilt"}"#, [], #"{"bottom":null}"#, "clearing needs no options"),
    ])

    static let country = cases("country", [
        (#"{"country":"AU"}"#, #"{"country":"US"}"#, [], #"{"country":"AU"}"#, "a supported country"),
        (#"{"country":"GB"}"#, nil, ["country country"], #"{}"#, "not among the options"),
        (#"{"note":"n"}"#, #"{"country":"GB"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"country":null}"#, #"{"country":"US"}"#, [], #"{"country":null}"#, "cleared with null"),
        (#"{"country":""}"#, nil, [], #"{"country":null}"#, "cleared with an empty string"),
    ])

    static let storedUS = #"{"country":"US","state":"CA"}"#

    static let region = cases("region", [
        (#"{"country":"AU","state":"NSW"}"#, nil, [], #"{"country":"AU","state":"NSW"}"#, "country sent with its state"),
        (#"{"state":"NY"}"#, storedUS, [], #"{"state":"NY"}"#, "a state of the stored country"),
        (#"{"state":"NSW"}"#, nil, [], #"{"state":"NSW"}"#, "country unknown: a state of some supported country"),
        (#"{"state":"ZZ"}"#, nil, ["state region.anyCountry"], #"{}"#, "country unknown: a state of no supported country"),
        (#"{"country":"AU"}"#, storedUS, ["state region"], #"{"country":"AU"}"#, "a new country leaves the stored state stale"),
        (#"{"country":"AU"}"#, nil, [], #"{"country":"AU"}"#, "the state is unknown, not missing"),
        (#"{"country":"AU"}"#, #"{"country":"US"}"#, ["state required"], #"{"country":"AU"}"#, "no state stored for the new country"),
        (#"{"state":null}"#, storedUS, ["state required"], #"{"state":null}"#, "cleared with null while a country is stored"),
        (#"{"state":""}"#, storedUS, ["state required"], #"{"state":null}"#, "cleared with an empty string while a country is stored"),
        (#"{"state":null}"#, nil, [], #"{"state":null}"#, "cleared while the country is unknown"),
        (#"{"country":null}"#, storedUS, ["country required"], #"{"country":null}"#, "the stored state still needs its country"),
        (#"{"country":""}"#, storedUS, ["country required"], #"{"country":null}"#, "emptied while a state is stored"),
        (#"{"note":"n"}"#, #"{"country":"AU","state":"CA"}"#, [], #"{"note":"n"}"#, "a stale stored state, not sent"),
    ]) + [
        Case(
            kind: "region", body: #"{"country":null,"state":null}"#, stored: storedUS, issues: [],
            patch: #"{"country":null,"state":null}"#, reason: "both cleared: the patch clears both"),
    ]

    static let storedAddress = #"{"country":"US","state":"CA","zip":"95014"}"#

    static let postalCode = cases("postalCode", [
        (#"{"zip":"94043"}"#, storedAddress, [], #"{"zip":"94043"}"#, "a code of the stored state"),
        (#"{"zip":"10001"}"#, storedAddress, ["zip postalCode.region"], #"{}"#, "a code of another state than the stored one"),
        (#"{"zip":"2000"}"#, storedAddress, ["zip postalCode"], #"{}"#, "a code of another country than the stored one"),
        (#"{"zip":"2000"}"#, nil, [], #"{"zip":"2000"}"#, "country unknown: a code of some supported country"),
        (#"{"zip":"ABC"}"#, nil, ["zip postalCode.anyCountry"], #"{}"#, "country unknown: a code of no supported country"),
        (#"{"state":"NY"}"#, storedAddress, ["zip postalCode.region"], #"{"state":"NY"}"#, "a new state leaves the stored code outside it"),
        (#"{"state":"NY","zip":"10001"}"#, storedAddress, [], #"{"state":"NY","zip":"10001"}"#, "state and code sent together"),
        (#"{"state":"NY","zip":"10001"}"#, nil, [], #"{"state":"NY","zip":"10001"}"#, "state and code without the country"),
        (#"{"country":"AU"}"#, storedAddress, ["state region", "zip postalCode"], #"{"country":"AU"}"#, "a new country breaks state and code"),
        (#"{"country":"AU","state":"NSW","zip":"2000"}"#, storedAddress, [], #"{"country":"AU","state":"NSW","zip":"2000"}"#, "a whole new address"),
        (#"{"zip":null}"#, storedAddress, [], #"{"zip":null}"#, "cleared with null"),
        (#"{"zip":""}"#, nil, [], #"{"zip":null}"#, "cleared with an empty string"),
        (#"{"note":"n"}"#, #"{"country":"US","state":"CA","zip":"2000"}"#, [], #"{"note":"n"}"#, "a wrong stored code, not sent"),
    ])

    static let number = cases("number", [
        (#"{"age":30}"#, nil, [], #"{"age":30}"#, "within bounds"),
        (#"{"age":17}"#, #"{"age":30}"#, ["age minimum"], #"{}"#, "below the minimum"),
        (#"{"age":121}"#, nil, ["age maximum"], #"{}"#, "above the maximum"),
        (#"{"note":"n"}"#, #"{"age":5}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"age":null}"#, #"{"age":30}"#, [], #"{"age":null}"#, "cleared with null"),
    ])

    static let date = cases("date", [
        (#"{"birthday":" 1990-04-05 "}"#, nil, [], #"{"birthday":"1990-04-05"}"#, "a past date, trimmed"),
        (#"{"birthday":"2026-11-21"}"#, nil, [], #"{"birthday":"2026-11-21"}"#, "today"),
        (#"{"birthday":"2026-11-22"}"#, #"{"birthday":"1990-04-05"}"#, ["birthday notInFuture"], #"{}"#, "tomorrow"),
        (#"{"birthday":"1990-02-30"}"#, nil, ["birthday date"], #"{}"#, "not a calendar date"),
        (#"{"note":"n"}"#, #"{"birthday":"2999-01-01"}"#, [], #"{"note":"n"}"#, "a future stored date, not sent"),
        (#"{"birthday":null}"#, #"{"birthday":"1990-04-05"}"#, [], #"{"birthday":null}"#, "cleared with null"),
        (#"{"birthday":""}"#, nil, [], #"{"birthday":null}"#, "cleared with an empty string"),
    ])

    static let dateTime = cases("dateTime", [
        (#"{"at":"2026-11-21T10:00:00Z"}"#, nil, [], #"{"at":"2026-11-21T10:00:00Z"}"#, "within the bound"),
        (#"{"at":"2027-01-01T00:00:00Z"}"#, #"{"at":"2026-11-21T10:00:00Z"}"#, ["at notAfter"], #"{}"#, "after the bound"),
        (#"{"at":"2026-11-21 10:00:00Z"}"#, nil, ["at dateTime"], #"{}"#, "not RFC 3339"),
        (#"{"note":"n"}"#, #"{"at":"soon"}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"at":null}"#, #"{"at":"2026-11-21T10:00:00Z"}"#, [], #"{"at":null}"#, "cleared with null"),
        (#"{"at":""}"#, nil, [], #"{"at":null}"#, "cleared with an empty string"),
    ])

    static let height = cases("height", [
        (#"{"height":"5'7\""}"#, nil, [], #"{"height":67}"#, "text, stored in inches"),
        (#"{"height":"tall"}"#, #"{"height":67}"#, ["height height"], #"{}"#, "not a height"),
        (#"{"height":200}"#, nil, ["height height.range"], #"{}"#, "outside the range"),
        (#"{"note":"n"}"#, nil, [], #"{"note":"n"}"#, "absent: the slider's start is not stored"),
        (#"{"note":"n"}"#, #"{"height":200}"#, [], #"{"note":"n"}"#, "a wrong stored value, not sent"),
        (#"{"height":null}"#, #"{"height":67}"#, [], #"{"height":null}"#, "cleared with null"),
        (#"{"height":""}"#, nil, [], #"{"height":null}"#, "cleared with an empty string"),
    ])

    // MARK: Groups

    static let groups = cases("exactlyOne", [
        (#"{"isAdult":true}"#, nil, [], #"{"isAdult":true}"#, "the other member is unknown: not counted"),
        (#"{"isAdult":true}"#, #"{"isAdult":false,"isMinor":true}"#, ["isAdult exactlyOne"], #"{"isAdult":true}"#, "two with the stored member"),
        (#"{"isAdult":true,"isMinor":false}"#, #"{"isAdult":false,"isMinor":true}"#, [], #"{"isAdult":true,"isMinor":false}"#, "both sent, one on"),
        (#"{"isAdult":false}"#, #"{"isAdult":true,"isMinor":false}"#, ["isAdult exactlyOne"], #"{"isAdult":false}"#, "none left on"),
        (#"{"isAdult":null}"#, #"{"isAdult":true,"isMinor":false}"#, ["isAdult exactlyOne"], #"{"isAdult":null}"#, "cleared: none left on"),
        (#"{"isAdult":true,"isMinor":true}"#, nil, ["isAdult exactlyOne"], #"{"isAdult":true,"isMinor":true}"#, "every member sent: counted"),
        (#"{"note":"n"}"#, #"{"isAdult":true,"isMinor":true}"#, [], #"{"note":"n"}"#, "a broken stored group the update does not touch"),
    ]) + cases("atLeastOne", [
        (#"{"email":null}"#, #"{"email":"ada@example.com","phone":"0299999999"}"#, [], #"{"email":null}"#, "the stored phone remains"),
        (#"{"email":null}"#, #"{"email":"ada@example.com"}"#, ["email atLeastOne"], #"{"email":null}"#, "the last one cleared"),
        (#"{"phone":""}"#, #"{"phone":"0299999999"}"#, ["email atLeastOne"], #"{"phone":null}"#, "the last one emptied, filed under the first member"),
        (#"{"email":""}"#, nil, [], #"{"email":null}"#, "the phone is unknown"),
        (#"{"email":null,"phone":null}"#, nil, ["email atLeastOne"], #"{"email":null,"phone":null}"#, "every member cleared"),
        (#"{"phone":"0299999999"}"#, #"{}"#, [], #"{"phone":"0299999999"}"#, "one given"),
    ]) + cases("allOrNone", [
        (#"{"street":"1 Main St"}"#, #"{"city":"Sydney"}"#, [], #"{"street":"1 Main St"}"#, "completes the stored city"),
        (#"{"street":"1 Main St"}"#, #"{}"#, ["street allOrNone"], #"{"street":"1 Main St"}"#, "no stored city"),
        (#"{"street":"1 Main St"}"#, nil, [], #"{"street":"1 Main St"}"#, "the city is unknown"),
        (#"{"city":null}"#, #"{"street":"1 Main St","city":"Sydney"}"#, ["street allOrNone"], #"{"city":null}"#, "half cleared"),
        (#"{"street":null,"city":null}"#, #"{"street":"1 Main St","city":"Sydney"}"#, [], #"{"street":null,"city":null}"#, "both cleared"),
    ]) + cases("atMostOne", [
        (#"{"promoSms":true}"#, #"{"promoEmail":true}"#, ["promoEmail atMostOne"], #"{"promoSms":true}"#, "a second one on"),
        (#"{"promoSms":true}"#, nil, [], #"{"promoSms":true}"#, "the other is unknown"),
        (#"{"promoSms":true,"promoEmail":false}"#, #"{"promoEmail":true}"#, [], #"{"promoEmail":false,"promoSms":true}"#, "switched over"),
        (#"{"promoEmail":null}"#, #"{"promoEmail":true,"promoSms":true}"#, [], #"{"promoEmail":null}"#, "one cleared"),
    ])

    // MARK: Unknown fields and nullable fields

    static let unknownFields = cases("unknownReject", [
        (#"{"nickname":"ada"}"#, nil, ["nickname unknownField"], #"{}"#, "not in the spec"),
        (#"{"nickname":"ada"}"#, #"{"name":"Ada"}"#, ["nickname unknownField"], #"{}"#, "not in the spec, over a stored record"),
        (#"{"name":"Ada","nickname":null}"#, nil, ["nickname unknownField"], #"{"name":"Ada"}"#, "clearing an unknown field"),
        (#"{"name":"Ada"}"#, #"{"name":"Al","id":1042,"loyalty":"Gold"}"#, [], #"{"name":"Ada"}"#,
         "undeclared members of the stored record are not the update's"),
    ]) + cases("unknownKeep", [
        (#"{"nickname":"ada"}"#, nil, [], #"{"nickname":"ada"}"#, "kept in the patch"),
        (#"{"name":"Ada"}"#, #"{"id":1042}"#, [], #"{"name":"Ada"}"#, "stored undeclared members are not echoed"),
    ])

    static let nullable = cases("nullable", [
        (#"{"link":null}"#, nil, [], #"{"link":null}"#, "null is its cleared value"),
        (#"{"link":""}"#, #"{"link":"x"}"#, [], #"{"link":null}"#, "empty means the same"),
        (#"{"link":"abc"}"#, nil, [], #"{"link":"abc"}"#, "a value"),
        (#"{"link":"abc"}"#, #"{"alias":"a"}"#, [], #"{"link":"abc"}"#, "what it requires is stored"),
        (#"{"link":"abc"}"#, #"{}"#, ["alias required"], #"{"link":"abc"}"#, "what it requires is not stored"),
        (#"{"link":"abc","alias":null}"#, nil, ["alias required"], #"{"link":"abc","alias":null}"#, "a nullable field can still be required"),
        (#"{"token":"EAAB token"}"#, nil, [], #"{}"#, "a secret is never in the patch"),
        (#"{"token":null}"#, #"{"token":"old"}"#, [], #"{"token":null}"#, "its clearing (an unlink) is in the patch, its value never"),
    ])

    /// Values the update sends that are rejected and dropped: left out of the patch, as a whole
    /// record's normalized submission leaves them out, not turned into `null` (a clearing).
    static let droppedValues = [
        Case(kind: "region", body: #"{"state":"NSW"}"#, stored: storedUS, issues: ["state region"], patch: #"{}"#,
             reason: "a state of another country than the stored one"),
        Case(kind: "identifier", body: #"{"eventId":true}"#, stored: #"{"eventId":7}"#, issues: ["eventId type"], patch: #"{}"#,
             reason: "a wrong JSON type"),
        Case(kind: "number", body: #"{"age":"30"}"#, stored: nil, issues: ["age type"], patch: #"{}"#, reason: "text is not a number"),
    ]

    /// The whole matrix for single-field kinds: sent, absent, cleared with null and with "",
    /// each with and without the stored record (which holds a valid value).
    static let singles: [(kind: String, field: String, value: String, normalized: String, stored: String, takesText: Bool)] = [
        ("required", "email", #""Ada@EXAMPLE.COM""#, #""Ada@example.com""#, #""ada@example.com""#, true),
        ("length", "handle", #"" abc ""#, #""abc""#, #""abcd""#, true),
        ("email", "contact", #""Ada@EXAMPLE.COM""#, #""Ada@example.com""#, #""ada@example.com""#, true),
        ("digits", "pin", #""0042""#, #""0042""#, #""1234""#, true),
        ("phone", "phone", #""+61 2 9999 9999""#, #""+61299999999""#, #""0299999999""#, true),
        ("uuid", "sequenceId", #""715c13b3-881a-9c97-b853-10be585a9747""#, #""715c13b3-881a-9c97-b853-10be585a9747""#,
         #""a29e4fd0-581d-e06b-c837-4f5f4be7dd18""#, true),
        ("identifier", "eventId", "7", "7", #""Magic""#, true),
        ("choice", "gender", #""other""#, #""other""#, #""male""#, true),
        ("runtimeChoice", "top", #""hood-blue""#, #""hood-blue""#, #""cap-red""#, true),
        ("country", "country", #""US""#, #""US""#, #""AU""#, true),
        ("number", "age", "18", "18", "30", false),
        ("date", "birthday", #""2000-02-29""#, #""2000-02-29""#, #""1990-04-05""#, true),
        ("dateTime", "at", #""2026-11-21T23:59:59+10:00""#, #""2026-11-21T23:59:59+10:00""#, #""2026-01-01T00:00:00Z""#, true),
        ("height", "height", #""170 cm""#, "67", "60", true),
        ("const", "terms", "true", "true", "true", false),
        ("nullableAlone", "link", #""https://example.com""#, #""https://example.com""#, #""x""#, true),
    ]

    static let matrix: [Case] = singles.flatMap { single -> [Case] in
        let cleared = single.kind == "required" ? ["\(single.field) required"] : []
        var rows: [(body: String, issues: [String], patch: String, reason: String)] = [
            (#"{"\#(single.field)":\#(single.value)}"#, [], #"{"\#(single.field)":\#(single.normalized)}"#, "sent"),
            (#"{"note":"n"}"#, [], #"{"note":"n"}"#, "absent"),
            (#"{"\#(single.field)":null}"#, cleared, #"{"\#(single.field)":null}"#, "cleared with null"),
        ]
        if single.takesText { rows.append((#"{"\#(single.field)":""}"#, cleared, #"{"\#(single.field)":null}"#, "cleared with \"\"")) }
        return rows.flatMap { row in
            [nil, #"{"\#(single.field)":\#(single.stored)}"#].map { stored in
                Case(kind: single.kind, body: row.body, stored: stored, issues: row.issues, patch: row.patch, reason: "matrix: " + row.reason)
            }
        }
    }

    static let all: [Case] = required + requiredIf + visibleIf + enabledIf + equals + password + const + length + email + digits
        + phone + uuid + identifier + choice + runtimeChoice + country + region + postalCode + number + date + dateTime + height
        + groups + unknownFields + nullable + droppedValues + matrix

    @Test(arguments: all)
    func checksOnlyWhatAnUpdateSendsOrBreaks(_ testCase: Case) throws {
        let form = try Self.form(testCase.kind)
        let report = try form.check(testCase.body, context: Self.context(stored: testCase.stored))
        let found = report.issues.map { "\($0.path) \($0.rule)" }
        let patch = report.normalized?.jsonText()
        if let knownIssue = testCase.knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) {
                #expect(found == testCase.issues)
                #expect(patch == testCase.patch)
            }
        } else {
            #expect(found == testCase.issues)
            #expect(patch == testCase.patch)
        }
    }

    /// Every rule kind has cases, with and without the stored record.
    @Test func everyKindHasCasesWithAndWithoutTheStoredRecord() {
        for kind in Self.forms.keys.sorted() {
            let ofKind = Self.all.filter { $0.kind == kind }
            #expect(ofKind.contains { $0.stored == nil }, "\(kind)")
            #expect(ofKind.contains { $0.stored != nil }, "\(kind)")
        }
    }

    // MARK: The report names only what the update touches

    /// A stored profile that breaks a rule in nearly every field (as a record stored before
    /// the rules tightened would).
    static let brokenProfile = #"""
        { "handle": "a-handle-much-longer-than-thirty-characters", "firstName": "\#(String(repeating: "A", count: 51))",
          "email": "not-an-email", "mobilePhoneNumber": "12", "birthday": "2999-01-01", "gender": "f",
          "address": { "countryCode": "US", "stateCode": "NSW", "postalCode": "2000", "city": "\#(String(repeating: "c", count: 61))" },
          "id": 1042, "loyaltyStatusBanner": "Gold" }
        """#

    static let untouched: [(body: String, issues: [String], reason: String)] = [
        (#"{"lastName":"Lovelace"}"#, [], "a field no rule of another reads"),
        (#"{"firstName":"Ada"}"#, [], "mends the field it sends and names no other"),
        (#"{"gender":"female"}"#, [], "a choice"),
        (#"{"photo":"https://example.com/a.jpg","displayPhotoPublicly":true}"#, [], "two fields"),
        (#"{"address":{"street":"1 George St"}}"#, [], "a nested field beside broken ones"),
        (#"{"address":{"countryCode":"AU"}}"#, [], "a country that makes the stored state and code right"),
        (#"{"address":{"stateCode":"CA"}}"#, ["address.postalCode postalCode"], "a state breaks the stored code that reads it"),
        (#"{"address":{"city":"Sydney"},"handle":"ada"}"#, [], "mends two fields"),
        (#"{"email":"ada@example.com","birthday":"2999-01-01"}"#, ["birthday notInFuture"], "names what it sends wrong"),
        (#"{"facebook-token":"EAAB"}"#, [], "a secret"),
    ]

    @Test(arguments: untouched)
    func neverNamesAFieldTheUpdateNeitherSendsNorBreaks(_ body: String, _ issues: [String], _ reason: String) throws {
        let form = try Engine.bundledSpec("personal-details")
        let report = try form.check(body, context: Self.context(stored: Self.brokenProfile))
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == issues, "\(reason)")
        // The same stored record as a whole record is full of problems.
        let whole = try form.check(Self.brokenProfile)
        #expect(whole.issues.count >= 8)
    }

    // MARK: Full mode differs where it should

    static let fullVersusUpdate: [(kind: String, body: String, full: [String], update: [String], reason: String)] = [
        ("required", #"{"note":"n"}"#, ["email required"], [], "an absent required field"),
        ("requiredIf", #"{"hasPet":true}"#, ["petName required"], [], "an absent field its condition requires"),
        ("password", #"{"password":"correct horse"}"#, ["passwordConfirmation required"], ["passwordConfirmation required"],
         "secrets are absent in both"),
        ("region", #"{"country":"AU"}"#, ["state required"], [], "an absent state of a new country"),
        ("exactlyOne", #"{"isAdult":false}"#, ["isAdult exactlyOne"], [], "a group with an absent member"),
        ("atLeastOne", #"{"email":""}"#, ["email atLeastOne"], [], "a group with an absent member"),
        ("required", #"{"email":""}"#, ["email required"], ["email required"], "an emptied required field is required in both"),
        ("required", #"{"email":null}"#, ["email required"], ["email required"], "null is no value in a whole record, a clearing in an update"),
        ("postalCode", #"{"zip":"ABC"}"#, [], ["zip postalCode.anyCountry"],
         "a whole record without a country has no code format; an update's unknown country is one of the supported ones"),
    ]

    @Test(arguments: fullVersusUpdate)
    func differsFromAFullValidationWhereItShould(_ kind: String, _ body: String, _ full: [String], _ update: [String], _ reason: String) throws {
        let form = try Self.form(kind)
        let whole = try form.check(body, context: Self.context(stored: nil, mode: false))
        let patch = try form.check(body, context: Self.context(stored: nil))
        #expect(whole.issues.map { "\($0.path) \($0.rule)" } == full, "\(reason)")
        #expect(patch.issues.map { "\($0.path) \($0.rule)" } == update, "\(reason)")
    }

    @Test func keepsNullsOutOfAFullValidationsOutputButPutsThemInAPatch() throws {
        let form = try Self.form("email")
        let body = #"{"contact":null,"note":"n"}"#
        #expect(try form.check(body, context: Self.context(stored: nil, mode: false)).normalized?.jsonText() == #"{"note":"n"}"#)
        #expect(try form.check(body, context: Self.context(stored: nil)).normalized?.jsonText() == #"{"contact":null,"note":"n"}"#)
    }

    /// An update names every field its patch sets or clears, secret ones too, so that a backend
    /// applying it never drops the link or the new password it was sent for; the secret's value
    /// is in the patch only when asked for (`.secrets`).
    @Test(arguments: [
        ("nullable", #"{"token":"EAAB token"}"#, ["token"], #"{}"#, #"{"token":"EAAB token"}"#, "linking: the token named, its value withheld"),
        ("nullable", #"{"token":null}"#, ["token"], #"{"token":null}"#, #"{"token":null}"#, "unlinking reveals nothing"),
        ("nullable", #"{"link":"x","alias":"y"}"#, ["link", "alias"], #"{"link":"x","alias":"y"}"#, #"{"link":"x","alias":"y"}"#, "plain fields, in spec order"),
        ("password", #"{"password":"correct horse","passwordConfirmation":"correct horse"}"#, ["password", "passwordConfirmation"], #"{}"#,
         #"{"password":"correct horse","passwordConfirmation":"correct horse"}"#, "a password change"),
        ("password", #"{"password":"short","passwordConfirmation":"short"}"#, ["passwordConfirmation"], #"{}"#, #"{"passwordConfirmation":"short"}"#,
         "a secret that fails its rules is not in the patch (nor is the report valid)"),
        ("nullable", #"{"note":"n"}"#, ["note"], #"{"note":"n"}"#, #"{"note":"n"}"#, "nothing secret sent"),
    ])
    func namesWhatThePatchChangesAndGivesSecretsOnlyWhenAsked(
        _ kind: String, _ body: String, _ changed: [String], _ shown: String, _ applied: String, _ reason: String
    ) throws {
        let form = try Self.form(kind)
        let update = ValidationMode.update(original: nil)
        let report = try form.check(body, context: ValidationContext(today: Engine.today, output: .normalized, mode: update))
        #expect(report.changed == changed, "\(reason)")
        #expect(report.normalized?.jsonText() == shown, "\(reason)")
        let patch = try form.check(body, context: ValidationContext(today: Engine.today, output: [.normalized, .secrets], mode: update))
        #expect(patch.changed == changed, "\(reason)")
        #expect(patch.normalized?.jsonText() == applied, "\(reason)")
    }

    @Test func aFullValidationNamesNoChangesAndShowsSecretsOnlyWhenAsked() throws {
        let form = try Self.form("password")
        let body = #"{"password":"correct horse","passwordConfirmation":"correct horse","note":"n"}"#
        let shown = try form.check(body, context: ValidationContext(today: Engine.today, output: .normalized))
        #expect(shown.changed.isEmpty)
        #expect(shown.normalized?.jsonText() == #"{"note":"n"}"#)
        let stored = try form.check(body, context: ValidationContext(today: Engine.today, output: [.normalized, .secrets]))
        #expect(stored.normalized?.jsonText() == body)
    }

    /// The problems of the region and postal code rules for an update without the country
    /// name the rule's own message key and the value.
    @Test func namesTheValueOfARegionOfNoSupportedCountry() throws {
        let report = try Self.form("region").check(#"{"state":"ZZ"}"#, context: Self.context(stored: nil))
        #expect(report.issues == [expected("state", "region.anyCountry", [.text("ZZ")])])
        let code = try Self.form("postalCode").check(#"{"zip":"ABC"}"#, context: Self.context(stored: nil))
        #expect(code.issues == [expected("zip", "postalCode.anyCountry")])
    }
}
